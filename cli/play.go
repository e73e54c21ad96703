package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// playConfig is what `cathar play` is asked to do.
type playConfig struct {
	games    int
	seed     uint64
	decks    []string // the decks' names, dealt to the players in turn
	dealt    []deck   // the decks themselves, in the order of decks (not read back from a slice file)
	players  int
	variant  engine.Variant // Two-Headed Giant, or the ordinary game
	turns    int            // the turn cap: a game still going after this turn is unfinished
	match    int            // a match run: the wins a match takes (1 best of one, 2 best of three); 0 for a run of games
	parallel bool
	progress func(done int) // called after each game (each match of a match run), from any goroutine; may be nil
}

// gameResult is the outcome of one self-play game. It depends only on the
// configuration and the game's index, never on timing or on other games.
type gameResult struct {
	turns   int
	actions int // Step calls
	events  int
	winner  engine.PlayerID // NoPlayer for a draw or an unfinished game
	over    bool
	life    [engine.MaxPlayers]int
	mulls   int // the mulligans all players took (CR 103.5)
}

// mix is SplitMix64's finalizer: it spreads a seed over all 64 bits.
func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// gameSeed is game i's seed (match i's in a match run): a function of the
// run's seed and i alone, so a game plays the same whatever runs beside
// it. It is the seed package match gives game i of a match.
func gameSeed(seed uint64, i int) uint64 { return match.GameSeed(seed, i) }

// startGame makes and begins game i of the run, with opts besides its
// seed and variant: the players (P1, P2, ...) with the run's decks in
// turn, each with a random decider seeded from the game's seed. The game
// begins from its first decision (Game.Begin, CR 103): a chooser drawn
// from the game's random source chooses who plays first, and the players
// take their mulligans, all through the random deciders. It is the one
// place a game of `cathar play` is made: `cathar replay --seed` calls it
// to play the same game again.
func startGame(cfg *playConfig, i int, opts ...engine.GameOption) (*engine.Game, error) {
	seed := gameSeed(cfg.seed, i)
	pcs := make([]engine.PlayerConfig, cfg.players)
	for j := range pcs {
		deck := cfg.dealt[j%len(cfg.dealt)].library()
		pcs[j] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", j+1), Deck: deck,
			Decider: engine.NewRandom(mix(seed + uint64(j) + 1))}
	}
	opts = append([]engine.GameOption{engine.WithSeed(seed), engine.WithVariant(cfg.variant)}, opts...)
	g, err := engine.New(pcs, opts...)
	if err != nil {
		return nil, err
	}
	if err := g.Begin(engine.Beginning{RandomChooser: true}); err != nil {
		return nil, err
	}
	return g, nil
}

// playSteps plays game i to its end or to the run's turn cap and returns
// the number of actions (Step calls) it took.
func playSteps(cfg *playConfig, i int, g *engine.Game) (int, error) {
	actions := 0
	for {
		if over, _ := g.Over(); over {
			return actions, nil
		}
		if n, _, _ := g.Turn(); n > cfg.turns {
			return actions, nil
		}
		if err := g.Step(); err != nil {
			return actions, fmt.Errorf("game %d (seed %d), step %d: %w", i, gameSeed(cfg.seed, i), actions, err)
		}
		actions++
	}
}

// playOne plays game i of the run to its end or to the turn cap.
func playOne(cfg *playConfig, i int) (gameResult, error) {
	g, err := startGame(cfg, i, engine.WithoutLog())
	if err != nil {
		return gameResult{}, err
	}
	r := gameResult{winner: engine.NoPlayer}
	if r.actions, err = playSteps(cfg, i, g); err != nil {
		return r, err
	}
	r.turns, _, _ = g.Turn()
	r.turns = min(r.turns, cfg.turns)
	r.over, r.winner = g.Over()
	if !r.over {
		r.winner = engine.NoPlayer
	}
	r.events = g.EventCount()
	for p := range cfg.players {
		r.life[p] = g.Life(engine.PlayerID(p))
		r.mulls += g.Mulligans(engine.PlayerID(p))
	}
	return r, nil
}

// playGames plays the run's games, in parallel when asked, and returns
// their results by index: the same as a sequential run gives.
func playGames(cfg *playConfig) ([]gameResult, error) { return playRange(cfg, 0, cfg.games) }

// playRange plays games first to end-1 of the run, in parallel when
// asked, and returns their results in index order (result k is game
// first+k's): each the same whatever else is played, and however.
func playRange(cfg *playConfig, first, end int) ([]gameResult, error) {
	return playEach(cfg, first, end, playOne)
}

// playEach plays the units (games, or matches) first to end-1 of the run
// with play, in parallel when asked, and returns their results in index
// order (result k is unit first+k's).
func playEach[R any](cfg *playConfig, first, end int, play func(cfg *playConfig, i int) (R, error)) ([]R, error) {
	results := make([]R, end-first)
	errs := make([]error, len(results))
	workers := 1
	if cfg.parallel {
		workers = min(runtime.GOMAXPROCS(0), max(len(results), 1))
	}
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				k := int(next.Add(1) - 1)
				if k >= len(results) {
					return
				}
				results[k], errs[k] = play(cfg, first+k)
				n := done.Add(1)
				if cfg.progress != nil {
					cfg.progress(int(n))
				}
			}
		})
	}
	wg.Wait()
	return results, errors.Join(errs...)
}

// playUsage is the usage of `cathar play`.
const playUsage = `usage: cathar play [--games N] [--seed S] [--decks A,B] [--format F] [--players K] [--variant V] [--turns T] [--parallel]
                   [--match bo1|bo3] [--shard I/N --out FILE.jsonl [--force]]
       cathar play --merge FILE.jsonl...

Seeded self-play between random legal-action deciders, each game from its first
decision: the random deciders choose who plays first and take their mulligans.
Prints games and actions per second, average turns and actions per game, the
mulligans taken, allocations per game, and a hash of the results (equal for equal
seeds, sequential or parallel).

--match bo1|bo3 plays N matches instead (--games N counts matches) between the two
decks of --decks A,B, two players: best of one, or best of three (the first to two
won games; drawn games count for neither, CR 100.6a), the loser of each game
choosing who plays first in the next (CR 103.1); a game still going after the turn
cap is a drawn game, and a match ends after at most 2·wins+3 games. It prints the
match wins besides, in slices too (--shard cuts the run between matches).

--shard I/N --out FILE plays only slice I of N (I from 1 to N) of the same run, a
contiguous range of its games, and writes it to FILE: a header line naming the run
and the slice, then one JSON line per game (written whole or not at all; an existing
FILE is refused without --force). --merge reads the N slice files, in any order,
and prints the report of the whole run, the same result hash included, without the
speed lines (each slice's run printed its own). A missing, repeated or overlapping
slice, slices of different runs or a malformed file exit with status 1.

flags:
`

// play runs `cathar play`.
func (c *command) play(args []string) int {
	stdout, stderr := c.stdout, c.stderr
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the run; game i's seed derives from it and i")
	decks := fs.String("decks", "cathar,werewolves", "decks, comma-separated, dealt to the players in turn: preset names or deck-list files ("+deckFileRule+")")
	format := deckFormatFlag(fs)
	players := fs.Int("players", 2, fmt.Sprintf("players per game (2 to %d)", engine.MaxPlayers))
	turns := fs.Int("turns", 50, "turn cap: a game not over after this turn is unfinished")
	variant := fs.String("variant", "", "multiplayer variant: "+variantHelp)
	parallel := fs.Bool("parallel", false, "play on all cores, one game per goroutine at a time (same results)")
	spec := fs.String("shard", "", "play only slice I of N of the run (I from 1 to N), games (I-1)*games/N up to I*games/N; needs --out")
	out := fs.String("out", "", "with --shard: the slice file to write, JSON lines")
	force := fs.Bool("force", false, "with --out: replace the file if it exists")
	merge := fs.Bool("merge", false, "read the slice files named after the flags and report the whole run")
	matches := fs.String("match", "", "play matches, not games: bo1 (best of one) or bo3 (best of three); --games counts matches, two players")
	c.deckUsage(fs, stderr, playUsage)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *merge {
		return mergeArgs(fs, stdout, stderr)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "cathar play: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	cfg := &playConfig{games: *games, seed: *seed, players: *players, turns: *turns, parallel: *parallel}
	if code := cfg.setVariant(fs, *variant, stderr); code != 0 {
		return code
	}
	if code := c.setDecks(cfg, *decks, *format); code != 0 {
		return code
	}
	if cfg.games < 1 || cfg.players < 2 || cfg.players > engine.MaxPlayers || cfg.turns < 1 {
		fmt.Fprintf(stderr, "cathar play: need --games ≥ 1, --players 2 to %d, --turns ≥ 1\n", engine.MaxPlayers)
		return 2
	}
	var err error
	if cfg.match, err = parseMatch(*matches); err == nil {
		err = cfg.checkMatch()
	}
	if err != nil {
		fmt.Fprintf(stderr, "cathar play: %v\n", err)
		return 2
	}
	if *spec != "" || *out != "" || *force {
		return playShard(cfg, *spec, *out, *force, stdout, stderr)
	}
	results, elapsed, mallocs, err := playTimed(cfg, 0, cfg.games, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "cathar play: %v\n", err)
		return 1
	}
	report(stdout, cfg, results.tally(cfg), elapsed, mallocs)
	return 0
}

// setDecks deals cfg the decks of the comma-separated list items (play
// --decks), deck-list files checked for format f; it returns the exit
// status of a refusal, or 0. A deck list's errors are printed as they
// are, FILE:LINE: message.
func (c *command) setDecks(cfg *playConfig, items string, f decklist.Format) int {
	dealt, err := c.resolveDecks(items, f)
	switch {
	case err != nil && writeDeckListErrors(c.stderr, err):
		return 2
	case errors.Is(err, errUnknownDeck):
		fmt.Fprintf(c.stderr, "cathar play: %v; the presets are:\n%s", err, c.presetList())
		return 2
	case err != nil:
		fmt.Fprintf(c.stderr, "cathar play: %v\n", err)
		return 2
	}
	for _, d := range dealt {
		cfg.decks = append(cfg.decks, d.name)
	}
	cfg.dealt = dealt
	return 0
}

// played is what a part of a run played: its games' results, or in a
// match run its matches', in index order.
type played struct {
	games   []gameResult
	matches []matchResult // a match run (--match)
}

// playPart plays games first to end-1 of the run, or in a match run
// matches first to end-1, in parallel when asked.
func playPart(cfg *playConfig, first, end int) (played, error) {
	var p played
	var err error
	if cfg.match > 0 {
		p.matches, err = playEach(cfg, first, end, playMatch)
	} else {
		p.games, err = playRange(cfg, first, end)
	}
	return p, err
}

// tally is the tally of what was played, in index order.
func (p played) tally(cfg *playConfig) *tally {
	t := newTally(cfg.players)
	for _, r := range p.games {
		t.add(r)
	}
	for _, m := range p.matches {
		t.addMatch(m)
	}
	return t
}

// playTimed plays games (matches) first to end-1 of the run with a
// progress bar on a terminal, and measures the time and the allocations
// it takes.
func playTimed(cfg *playConfig, first, end int, stderr io.Writer) (played, time.Duration, uint64, error) {
	bar := newProgress(stderr, end-first)
	if bar != nil {
		cfg.progress = bar.update
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	results, err := playPart(cfg, first, end)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	if bar != nil {
		bar.finish()
	}
	return results, elapsed, after.Mallocs - before.Mallocs, err
}

// report prints the summary of a run, whose tally is t.
func report(w io.Writer, cfg *playConfig, t *tally, elapsed time.Duration, mallocs uint64) {
	gamesLine(w, cfg, t.count(), playMode(cfg))
	t.print(w, cfg)
	speedLines(w, t.games, t.actions, elapsed, mallocs)
	fmt.Fprintf(w, "result hash   %016x\n", t.hash.Sum64())
}

// playMode says how the games were played: on one core or on all.
func playMode(cfg *playConfig) string {
	if cfg.parallel {
		return fmt.Sprintf("parallel on %d cores", runtime.GOMAXPROCS(0))
	}
	return "sequential"
}

// gamesLine prints the first line of a report: how many games (count)
// of which run, played how (mode).
func gamesLine(w io.Writer, cfg *playConfig, count, mode string) {
	players := fmt.Sprintf("%d players", cfg.players)
	if cfg.variant != engine.FreeForAll {
		players += ", " + cfg.variant.String()
	}
	if cfg.match > 0 {
		players += ", " + matchWords(cfg.match)
	}
	fmt.Fprintf(w, "games         %s (seed %d, decks %s, %s, turn cap %d, %s)\n",
		count, cfg.seed, strings.Join(cfg.decks, ","), players, cfg.turns, mode)
}

// speedLines prints the speed of games games of actions actions played
// in elapsed with mallocs allocations.
func speedLines(w io.Writer, games, actions int, elapsed time.Duration, mallocs uint64) {
	n := float64(games)
	fmt.Fprintf(w, "games/s       %.1f\n", n/elapsed.Seconds())
	fmt.Fprintf(w, "actions/s     %.0f (%.2f µs/action)\n", float64(actions)/elapsed.Seconds(),
		float64(elapsed.Microseconds())/max(float64(actions), 1))
	fmt.Fprintf(w, "allocs/game   %.1f (%.2f per action)\n", float64(mallocs)/n, float64(mallocs)/max(float64(actions), 1))
	fmt.Fprintf(w, "elapsed       %v\n", elapsed.Round(time.Millisecond))
}

// progress draws a progress bar on a terminal.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	total int
	last  time.Time
	drawn bool
}

// newProgress returns a progress bar drawn on stderr, or nil when stderr
// is not a terminal or the run is short.
func newProgress(stderr io.Writer, total int) *progress {
	f, ok := stderr.(*os.File)
	if !ok || total < 50 {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return &progress{w: stderr, total: total}
}

func (p *progress) update(done int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if done < p.total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	const width = 40
	k := done * width / p.total
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d", strings.Repeat("#", k), strings.Repeat(".", width-k), done, p.total)
	p.drawn = true
}

func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 60))
	}
}
