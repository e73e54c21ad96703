package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/cathar-engine/cathar/engine"
)

// errBadSlice is wrapped by every error of a slice file that can't be
// merged: unreadable, empty, malformed, or not fitting the other slices.
var errBadSlice = errors.New("bad slice")

// sliceFile is one slice file as a merge reads it: its name and header.
type sliceFile struct {
	name  string
	hdr   sliceHeader
	shard shard
	cfg   playConfig
}

// A sliceError is what is wrong with a slice file, at a line of it or
// (Line 0) as a whole. It wraps errBadSlice.
type sliceError struct {
	File string
	Line int
	Msg  string
}

// Error is "FILE:LINE: message", or "FILE: message" without a line, or
// the message alone for an error of the slices together (no File).
func (e *sliceError) Error() string {
	if e.File == "" {
		return e.Msg
	}
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return e.File + ": " + e.Msg
}

// Unwrap makes every sliceError an errBadSlice.
func (e *sliceError) Unwrap() error { return errBadSlice }

// badSlice is a sliceError of file name at line (0 for none).
func badSlice(name string, line int, format string, args ...any) error {
	return &sliceError{File: name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// maxLine is the longest line a slice file may have; a game's line is
// about 150 bytes.
const maxLine = 1 << 20

// scanLines returns a scanner of the lines of r.
func scanLines(r io.Reader) *bufio.Scanner {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	return sc
}

// openSlice reads and checks the header of slice file name.
func openSlice(name string) (*sliceFile, error) {
	r, err := os.Open(name)
	if err != nil {
		return nil, badSlice(name, 0, "can't read: %v", unwrapPath(err))
	}
	defer r.Close()
	sc := scanLines(r)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, badSlice(name, 1, "can't read: %v", unwrapPath(err))
		}
		return nil, badSlice(name, 0, "empty file, not a slice written by cathar play --shard")
	}
	f := &sliceFile{name: name}
	if err := f.readHeader(sc.Text()); err != nil {
		return nil, err
	}
	return f, nil
}

// addGames reads the games of the slice file, after its header, and adds
// them to t: a line for each game of the slice, in index order, each with
// the seed the run gives it and a result a game of the run can have.
func (f *sliceFile) addGames(t *tally) error {
	r, err := os.Open(f.name)
	if err != nil {
		return badSlice(f.name, 0, "can't read: %v", unwrapPath(err))
	}
	defer r.Close()
	sc := scanLines(r)
	sc.Scan() // the header, read by openSlice
	next := f.shard.first
	n := 1
	for sc.Scan() {
		n++
		if f.cfg.match > 0 {
			m, err := f.readMatch(sc.Text(), n, next)
			if err != nil {
				return err
			}
			t.addMatch(m)
		} else {
			res, err := f.readGame(sc.Text(), n, next)
			if err != nil {
				return err
			}
			t.add(res)
		}
		next++
	}
	if err := sc.Err(); err != nil {
		return badSlice(f.name, n+1, "can't read: %v", unwrapPath(err))
	}
	if next < f.shard.end {
		return badSlice(f.name, 0, "shard %s (%s) lacks %s", f.shard, f.shard.games(&f.cfg), f.cfg.unitRange(next, f.shard.end))
	}
	return nil
}

// decodeStrict decodes one JSON line into v: every field of v present,
// no other field, nothing after the value.
func decodeStrict(text string, v any, fields ...string) error {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("more than one JSON value on the line")
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal([]byte(text), &keys); err != nil {
		return err
	}
	for _, k := range fields {
		if _, ok := keys[k]; !ok {
			return fmt.Errorf("no %q field", k)
		}
	}
	return nil
}

// readHeader reads and checks the header line.
func (f *sliceFile) readHeader(text string) error {
	h := &f.hdr
	if err := decodeStrict(text, h, "format", "shard", "first", "end", "games", "seed", "decks", "players",
		"variant", "turns", "match", "build"); err != nil {
		return badSlice(f.name, 1, "not the header of a slice of cathar play: %v", err)
	}
	if h.Format != shardFormat {
		return badSlice(f.name, 1, "format %q, this cathar reads %q", h.Format, shardFormat)
	}
	s, err := parseShard(h.Shard, h.Games)
	if err != nil {
		return badSlice(f.name, 1, "%v", err)
	}
	if s.first != h.First || s.end != h.End {
		return badSlice(f.name, 1, "shard %s of %d games holds games %d–%d, not %d–%d", s, h.Games,
			s.first, s.end-1, h.First, h.End-1)
	}
	v, ok := engine.ParseVariant(h.Variant)
	switch {
	case h.Players < 2 || h.Players > engine.MaxPlayers:
		return badSlice(f.name, 1, "%d players, not 2 to %d", h.Players, engine.MaxPlayers)
	case len(h.Decks) == 0 || h.Turns < 1:
		return badSlice(f.name, 1, "no decks or a turn cap under 1")
	case !ok || h.Variant == "":
		return badSlice(f.name, 1, "unknown variant %q", h.Variant)
	}
	wins, err := parseMatch(h.Match)
	if err != nil {
		return badSlice(f.name, 1, "match: %v", err)
	}
	f.shard = s
	f.cfg = playConfig{games: h.Games, seed: h.Seed, decks: h.Decks, players: h.Players, variant: v, turns: h.Turns, match: wins}
	if err := f.cfg.checkMatch(); err != nil {
		return badSlice(f.name, 1, "%v", err)
	}
	return nil
}

// readGame reads and checks the game line text, line n of the file,
// where game next is due.
func (f *sliceFile) readGame(text string, n, next int) (gameResult, error) {
	if strings.TrimSpace(text) == "" {
		return gameResult{}, badSlice(f.name, n, "blank line; a slice holds one JSON line per game")
	}
	var g gameLine
	if err := decodeStrict(text, &g, gameFields...); err != nil {
		return gameResult{}, badSlice(f.name, n, "not a game line: %v", err)
	}
	if err := f.checkIndex("game", g.Game, g.Seed, n, next); err != nil {
		return gameResult{}, err
	}
	if err := f.checkResult(&g); err != nil {
		return gameResult{}, badSlice(f.name, n, "game %d: %v", g.Game, err)
	}
	return g.result(), nil
}

// checkIndex checks the index i and the seed of the game (unit "game")
// or match ("match") on line n of the file, where next is due.
func (f *sliceFile) checkIndex(unit string, i int, seed uint64, n, next int) error {
	switch {
	case i < f.shard.first || i >= f.shard.end:
		return badSlice(f.name, n, "%s %d is not in shard %s (%s)", unit, i, f.shard, f.shard.games(&f.cfg))
	case i < next:
		return badSlice(f.name, n, "%s %d given twice (also line %d)", unit, i, i-f.shard.first+2)
	case i > next:
		plural := unit + "s"
		if unit == "match" {
			plural = "matches"
		}
		return badSlice(f.name, n, "%s %d where %s %d is due; a slice holds its %s in order", unit, i, unit, next, plural)
	}
	if want := gameSeed(f.cfg.seed, i); seed != want {
		return badSlice(f.name, n, "%s %d has seed %d; the run's seed %d gives it %d", unit, i, seed, f.cfg.seed, want)
	}
	return nil
}

// gameFields are the fields of a game line, every one required.
var gameFields = []string{"game", "seed", "turns", "actions", "events", "winner", "over", "life", "mulligans"}

// result is the game's result that the line holds.
func (g *gameLine) result() gameResult {
	r := gameResult{turns: g.Turns, actions: g.Actions, events: g.Events, winner: engine.PlayerID(g.Winner),
		over: g.Over, mulls: g.Mulls}
	copy(r.life[:], g.Life)
	return r
}

// checkResult checks that a game's result is one a game of the run can
// have.
func (f *sliceFile) checkResult(g *gameLine) error {
	switch {
	case len(g.Life) != f.cfg.players:
		return fmt.Errorf("%d life totals for %d players", len(g.Life), f.cfg.players)
	case g.Winner < -1 || g.Winner >= f.cfg.players:
		return fmt.Errorf("winner %d is not a seat from 0 to %d, or -1 for none", g.Winner, f.cfg.players-1)
	case !g.Over && g.Winner != -1:
		return fmt.Errorf("a game not over has no winner")
	case g.Turns < 0 || g.Turns > f.cfg.turns || g.Actions < 0 || g.Events < 0 || g.Mulls < 0:
		return fmt.Errorf("turns %d (cap %d), actions %d, events %d, mulligans %d out of range", g.Turns, f.cfg.turns,
			g.Actions, g.Events, g.Mulls)
	}
	return nil
}

// sameRun says how slice g's run differs from slice f's ("" when the same run).
func sameRun(f, g *sliceFile) string {
	a, b := f.hdr, g.hdr
	diff := func(name string, x, y any) string { return fmt.Sprintf("%s %v here, %v in %s", name, y, x, f.name) }
	switch {
	case a.Seed != b.Seed:
		return diff("seed", a.Seed, b.Seed)
	case a.Games != b.Games:
		return diff("games", a.Games, b.Games)
	case !slices.Equal(a.Decks, b.Decks):
		return diff("decks", strings.Join(a.Decks, ","), strings.Join(b.Decks, ","))
	case a.Players != b.Players:
		return diff("players", a.Players, b.Players)
	case f.cfg.variant != g.cfg.variant:
		return diff("variant", f.cfg.variant, g.cfg.variant)
	case a.Turns != b.Turns:
		return diff("turn cap", a.Turns, b.Turns)
	case a.Match != b.Match:
		return diff("match", runKind(a.Match), runKind(b.Match))
	case a.Build != b.Build && a.Build != "" && b.Build != "":
		return diff("build", fmt.Sprintf("%q", a.Build), fmt.Sprintf("%q", b.Build)) +
			" (another build may play other games)"
	}
	return ""
}

// runKind words a header's match field: the match run's format, or a run
// of games.
func runKind(match string) string {
	if match == "" {
		return "none (a run of games)"
	}
	return match
}
