package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
)

const replayUsage = "usage: cathar replay [-o FILE] RECORDING.json\n" +
	"       cathar replay [-o FILE] --seed S [--game I] [--decks A,B] [--format F] [--players K] [--variant V] [--turns T] [--save-recording FILE]\n"

// replayArgs is what `cathar replay` is asked to do.
type replayArgs struct {
	file    string // the recording to read, or ""
	seeded  bool   // --seed was given: play game `game` of the run cfg
	cfg     playConfig
	game    int
	out     string // the page's file, "" for stdout
	saveRec string // where to write the recording too, or ""
}

// replayCmd runs `cathar replay`: it writes a recorded game, or game I of
// a `cathar play` run, as one self-contained HTML page.
func (c *command) replayCmd(args []string) int {
	stdout, stderr := c.stdout, c.stderr
	ra, code := c.parseReplayArgs(args)
	if code >= 0 {
		return code
	}
	rec, err := ra.recording()
	if err != nil {
		replayFailed(stderr, err)
		return 1
	}
	if ra.saveRec != "" {
		data, err := json.Marshal(rec)
		if err == nil {
			err = writeFileAtomic(ra.saveRec, append(data, '\n'))
		}
		if err != nil {
			replayFailed(stderr, err)
			return 1
		}
	}
	var page bytes.Buffer
	if err := web.WriteReplayTitled(&page, rec, c.reg.Lookup, ra.title()); err != nil {
		if ra.file != "" {
			err = fmt.Errorf("%s: %w", ra.file, err)
		}
		replayFailed(stderr, err)
		return 1
	}
	if ra.out == "" {
		if _, err := stdout.Write(page.Bytes()); err != nil {
			replayFailed(stderr, err)
			return 1
		}
		return 0
	}
	if err := writeFileAtomic(ra.out, page.Bytes()); err != nil {
		replayFailed(stderr, err)
		return 1
	}
	return 0
}

// replayFailed prints err on one line: the lines of a joined error are
// run together.
func replayFailed(stderr io.Writer, err error) {
	fmt.Fprintf(stderr, "cathar replay: %s\n", strings.ReplaceAll(err.Error(), "\n", "; "))
}

// parseReplayArgs reads the flags; it returns the exit status when the
// command is to stop (-1 to go on).
func (c *command) parseReplayArgs(args []string) (*replayArgs, int) {
	stderr := c.stderr
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	ra := &replayArgs{}
	fs.StringVar(&ra.out, "o", "", "write the page to this file (default: the standard output)")
	seed := fs.Uint64("seed", 1, "play game I of `cathar play --seed S` and replay it")
	fs.IntVar(&ra.game, "game", 0, "with --seed: the game of the run, from 0")
	decks := fs.String("decks", "cathar,werewolves", "with --seed: decks, comma-separated, dealt to the players in turn: preset names or deck-list files ("+deckFileRule+")")
	format := deckFormatFlag(fs)
	fs.IntVar(&ra.cfg.players, "players", 2, fmt.Sprintf("with --seed: players (2 to %d)", engine.MaxPlayers))
	fs.IntVar(&ra.cfg.turns, "turns", 50, "with --seed: turn cap")
	variant := fs.String("variant", "", "with --seed: multiplayer variant: "+variantHelp)
	fs.StringVar(&ra.saveRec, "save-recording", "", "also write the game's recording (JSON) to this file")
	c.deckUsage(fs, stderr, fmt.Sprintf("%s\nWrites a recorded game (engine.Recording JSON), or game I of a seeded self-play\n"+
		"run, as one self-contained HTML page that opens offline (docs/replay.md).\n\nflags:\n", replayUsage))
	if code, ok := parseFlags(fs, args); !ok {
		return nil, code
	}
	seedOnly := ""
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "seed":
			ra.seeded = true
		case "game", "decks", "format", "players", "turns", "variant":
			seedOnly = f.Name
		}
	})
	ra.cfg.seed = *seed
	for _, a := range fs.Args() {
		if strings.HasPrefix(a, "-") && a != "-" {
			return usageError(stderr, "%q after the recording file: the flags go before it", a)
		}
	}
	switch {
	case fs.NArg() > 1:
		return usageError(stderr, "one recording at most, not %d", fs.NArg())
	case fs.NArg() == 1 && ra.seeded:
		return usageError(stderr, "give a recording file or --seed, not both")
	case fs.NArg() == 0 && !ra.seeded:
		return usageError(stderr, "give a recording file or --seed S")
	case fs.NArg() == 1 && seedOnly != "":
		return usageError(stderr, "--%s is for a game played with --seed, not a recording file", seedOnly)
	case fs.NArg() == 1:
		ra.file = fs.Arg(0)
		return ra, -1
	}
	if code := ra.cfg.setVariant(fs, *variant, stderr); code != 0 {
		return nil, code
	}
	dealt, err := c.resolveDecks(*decks, *format)
	switch {
	case err != nil && writeDeckListErrors(stderr, err):
		return nil, 2
	case errors.Is(err, errUnknownDeck):
		return usageError(stderr, "%v; the presets are %s", err, strings.Join(c.presetNames(), ", "))
	case err != nil:
		return usageError(stderr, "%v", err)
	}
	for _, d := range dealt {
		ra.cfg.decks = append(ra.cfg.decks, d.name)
	}
	ra.cfg.dealt = dealt
	if ra.game < 0 || ra.cfg.players < 2 || ra.cfg.players > engine.MaxPlayers || ra.cfg.turns < 1 {
		return usageError(stderr, "need --game ≥ 0, --players 2 to %d, --turns ≥ 1", engine.MaxPlayers)
	}
	return ra, -1
}

// usageError prints a one-line usage error and returns status 2.
func usageError(stderr io.Writer, format string, args ...any) (*replayArgs, int) {
	fmt.Fprintf(stderr, "cathar replay: "+format+"\n", args...)
	return nil, 2
}

// title is the replay page's title for a seeded game: its decks, seed
// and game ("cathar vs werewolves, seed 7, game 0"); "" for a recording
// file, whose page names its players.
func (ra *replayArgs) title() string {
	if ra.file != "" {
		return ""
	}
	var sides []string
	for j := 0; j < ra.cfg.players; j++ {
		side := ra.cfg.decks[j%len(ra.cfg.decks)]
		if ra.cfg.variant == engine.TwoHeadedGiant { // seats 0 and 1 are a team, 2 and 3 the other (CR 810.1)
			j++
			side += " & " + ra.cfg.decks[j%len(ra.cfg.decks)]
		}
		sides = append(sides, side)
	}
	return fmt.Sprintf("%s, seed %d, game %d", strings.Join(sides, " vs "), ra.cfg.seed, ra.game)
}

// recording reads the recording file, or plays the seeded game with a
// recording and returns it.
func (ra *replayArgs) recording() (engine.Recording, error) {
	if ra.file != "" {
		return readRecording(ra.file)
	}
	g, err := startGame(&ra.cfg, ra.game, engine.WithRecording())
	if err != nil {
		return engine.Recording{}, err
	}
	if _, err := playSteps(&ra.cfg, ra.game, g); err != nil {
		return engine.Recording{}, err
	}
	return g.Recording(), nil
}

// readRecording reads a recording's JSON (as json.Marshal writes a
// Game.Recording).
func readRecording(name string) (engine.Recording, error) {
	var rec engine.Recording
	data, err := os.ReadFile(name)
	if err != nil {
		return rec, err // the error names the file
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&rec); err != nil {
		return rec, fmt.Errorf("%s: not a recording: %w", name, err)
	}
	if dec.More() {
		return rec, fmt.Errorf("%s: not a recording: more than one JSON value", name)
	}
	return rec, nil
}

// unwrapPath drops the path of an *os.PathError or *os.LinkError, whose
// file is the temporary one, keeping the reason.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
