package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// A shard is slice I of N of a run (1 ≤ I ≤ N): the games from first up
// to (not including) end. The slices are contiguous ranges of game
// indices, as equal in size as the division allows; together the N
// slices cover the run once.
type shard struct {
	i, n       int
	first, end int
}

// errShardSpec is the error of a malformed --shard I/N.
var errShardSpec = errors.New("bad shard")

// parseShard reads "I/N" for a run of games games: I from 1 to N, N from
// 1 to games. The error says the range.
func parseShard(spec string, games int) (shard, error) {
	a, b, ok := strings.Cut(spec, "/")
	if !ok {
		return shard{}, fmt.Errorf("%w %q: want I/N, slice I of N, I from 1 to N (e.g. 1/4)", errShardSpec, spec)
	}
	i, errI := strconv.Atoi(strings.TrimSpace(a))
	n, errN := strconv.Atoi(strings.TrimSpace(b))
	switch {
	case errI != nil || errN != nil:
		return shard{}, fmt.Errorf("%w %q: I and N must be whole numbers (I/N, e.g. 1/4)", errShardSpec, spec)
	case n < 1:
		return shard{}, fmt.Errorf("%w %q: N must be at least 1", errShardSpec, spec)
	case n > games:
		return shard{}, fmt.Errorf("%w %q: N must be at most the number of games (%d), so that no slice is empty", errShardSpec, spec, games)
	case i < 1 || i > n:
		return shard{}, fmt.Errorf("%w %q: I must be from 1 to %d (slices are numbered from 1)", errShardSpec, spec, n)
	}
	return sliceOf(i, n, games), nil
}

// sliceOf is shard i of n of a run of games games (1 ≤ i ≤ n ≤ games).
func sliceOf(i, n, games int) shard {
	return shard{i: i, n: n, first: mulDiv(i-1, games, n), end: mulDiv(i, games, n)}
}

// mulDiv is a·b/c rounded down, for 0 ≤ a ≤ c and b ≥ 0, exact where a·b
// overflows an int.
func mulDiv(a, b, c int) int {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	q, _ := bits.Div64(hi, lo, uint64(c))
	return int(q)
}

// shardOf is the index (from 1) of the shard of n that holds game g of a
// run of games games: the one with (i-1)·games/n ≤ g < i·games/n, the
// smallest i with g < i·games/n, that is i = ⌊(g+1)·n/games⌋ rounded up.
func shardOf(g, n, games int) int {
	hi, lo := bits.Mul64(uint64(g+1), uint64(n))
	q, r := bits.Div64(hi, lo, uint64(games))
	if r != 0 {
		q++
	}
	return int(q)
}

// String is the shard as --shard takes it.
func (s shard) String() string { return fmt.Sprintf("%d/%d", s.i, s.n) }

// games words the shard's range of indices in the run cfg: games, or
// matches in a match run.
func (s shard) games(cfg *playConfig) string { return cfg.unitRange(s.first, s.end) }

// unitRange words the indices from first up to end of the run's games
// ("games 10–19"), or of its matches in a match run ("matches 10–19").
func (cfg *playConfig) unitRange(first, end int) string {
	if cfg.match > 0 {
		return indexRange("match", "matches", first, end)
	}
	return indexRange("game", "games", first, end)
}

// indexRange words the indices from first up to end: "game 3", or
// "games 10–19".
func indexRange(one, many string, first, end int) string {
	if end-first == 1 {
		return fmt.Sprintf("%s %d", one, first)
	}
	return fmt.Sprintf("%s %d–%d", many, first, end-1)
}

// shardFormat names the format of a slice file in its header line.
// Version 3 has the header's match field and the game lines' mulligans,
// and its games begin from their first decision (Game.Begin: the play or
// draw choice and the mulligans), so they are other games than version
// 2's, which began at turn 1 with seven cards each. Version 2 writes the
// header's seed as a string of digits, as the game lines do; version 1
// wrote it as a JSON number.
const shardFormat = "cathar-play-slice/3"

// sliceHeader is the first line of a slice file: the run it is a slice of
// (every parameter that decides the run's games and their results) and
// which slice. It holds nothing measured (no time, no allocation count),
// so that the same command writes the same bytes.
type sliceHeader struct {
	Format  string   `json:"format"`
	Shard   string   `json:"shard"`       // I/N
	First   int      `json:"first"`       // the slice's first game index
	End     int      `json:"end"`         // one past its last game index
	Games   int      `json:"games"`       // games in the whole run
	Seed    uint64   `json:"seed,string"` // digits in a string, as in gameLine
	Decks   []string `json:"decks"`
	Players int      `json:"players"`
	Variant string   `json:"variant"`
	Turns   int      `json:"turns"`
	Match   string   `json:"match"` // a match run's format, "bo1" or "bo3"; "" for a run of games
	Build   string   `json:"build"` // the binary's module version and commit, when known
}

// gameLine is the line of one game: its index and seed, and its result.
// The seed is a string of decimal digits, since JSON readers that hold
// numbers as doubles would round a 64-bit seed.
type gameLine struct {
	Game    int    `json:"game"`
	Seed    uint64 `json:"seed,string"`
	Turns   int    `json:"turns"`
	Actions int    `json:"actions"`
	Events  int    `json:"events"`
	Winner  int    `json:"winner"` // the winner's seat from 0, -1 for none (a draw or an unfinished game)
	Over    bool   `json:"over"`
	Life    []int  `json:"life"`      // each seat's life total, in seat order
	Mulls   int    `json:"mulligans"` // the mulligans all players took
}

// matchLine is the line of one match of a match run: its index and seed,
// the seat that won it (-1 for none) and a game line for each of its
// games, whose game field is the game's place in the match, from 0, and
// whose seed the match's seed gives it (match.GameSeed).
type matchLine struct {
	Match  int        `json:"match"`
	Seed   uint64     `json:"seed,string"`
	Winner int        `json:"winner"`
	Games  []gameLine `json:"games"`
}

// buildID identifies the binary that plays, so that a merge refuses
// slices played by different builds (which might play other games): the
// main module's version and, when the go command stamped it, the commit
// ("+dirty" for uncommitted changes). It is empty when nothing is known
// (go run and go test stamp no commit); a merge compares two builds only
// when both are known.
func buildID() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	id := info.Main.Version
	if id == "(devel)" {
		id = ""
	}
	var rev, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev != "" {
		id = strings.TrimPrefix(id+" "+rev+dirty, " ")
	}
	return id
}

// header is the header line of slice s of the run cfg.
func (cfg *playConfig) header(s shard) sliceHeader {
	h := sliceHeader{Format: shardFormat, Shard: s.String(), First: s.first, End: s.end, Games: cfg.games,
		Seed: cfg.seed, Decks: cfg.decks, Players: cfg.players, Variant: variantName(cfg.variant),
		Turns: cfg.turns, Build: buildID()}
	if cfg.match > 0 {
		h.Match = matchName(cfg.match)
	}
	return h
}

// variantName is the name a slice file gives the variant, one that
// engine.ParseVariant reads back.
func variantName(v engine.Variant) string {
	if v == engine.TwoHeadedGiant {
		return "2hg"
	}
	return "ffa"
}

// encodeSlice is the slice file of slice s of the run cfg, whose results
// p are those of games (matches) s.first, s.first+1, ...: the header,
// then one line per game (match) in index order.
func encodeSlice(cfg *playConfig, s shard, p played) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	if err := enc.Encode(cfg.header(s)); err != nil {
		return nil, err
	}
	for k, r := range p.games {
		i := s.first + k
		if err := enc.Encode(cfg.gameLine(i, gameSeed(cfg.seed, i), r)); err != nil {
			return nil, err
		}
	}
	for k, m := range p.matches {
		i := s.first + k
		seed := gameSeed(cfg.seed, i)
		line := matchLine{Match: i, Seed: seed, Winner: int(m.winner), Games: make([]gameLine, len(m.games))}
		for j, r := range m.games {
			line.Games[j] = cfg.gameLine(j, match.GameSeed(seed, j), r)
		}
		if err := enc.Encode(line); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}

// gameLine is the line of game i, seeded seed, whose result is r.
func (cfg *playConfig) gameLine(i int, seed uint64, r gameResult) gameLine {
	return gameLine{Game: i, Seed: seed, Turns: r.turns, Actions: r.actions, Events: r.events,
		Winner: int(r.winner), Over: r.over, Life: r.life[:cfg.players], Mulls: r.mulls}
}

// writeSlice writes the slice file to name whole or not at all (a
// temporary file renamed once written). Without force it refuses a name
// that already exists, checked again just before the rename.
func writeSlice(name string, data []byte, force bool) error {
	if !force {
		if err := refuseExisting(name); err != nil {
			return err
		}
	}
	return writeFileAtomic(name, data)
}

// errExists is the error of an --out file that exists, without --force.
var errExists = errors.New("already exists (--force replaces it)")

// refuseExisting fails when name exists.
func refuseExisting(name string) error {
	if _, err := os.Lstat(name); err == nil {
		return fmt.Errorf("%s: %w", name, errExists)
	}
	return nil
}
