package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// readMatch reads and checks the match line text, line n of the file,
// where match next is due: its index and seed, each game's line (the
// game's place in the match, the seed the match gives it, a result a
// game of the run can have), and a winner the games give.
func (f *sliceFile) readMatch(text string, n, next int) (matchResult, error) {
	if strings.TrimSpace(text) == "" {
		return matchResult{}, badSlice(f.name, n, "blank line; a slice of a match run holds one JSON line per match")
	}
	var line struct {
		Match  int               `json:"match"`
		Seed   uint64            `json:"seed,string"`
		Winner int               `json:"winner"`
		Games  []json.RawMessage `json:"games"`
	}
	if err := decodeStrict(text, &line, "match", "seed", "winner", "games"); err != nil {
		return matchResult{}, badSlice(f.name, n, "not a match line: %v", err)
	}
	if err := f.checkIndex("match", line.Match, line.Seed, n, next); err != nil {
		return matchResult{}, err
	}
	m := matchResult{winner: engine.PlayerID(line.Winner)}
	for k, raw := range line.Games {
		var g gameLine
		if err := decodeStrict(string(raw), &g, gameFields...); err != nil {
			return matchResult{}, badSlice(f.name, n, "match %d: game %d is not a game line: %v", line.Match, k, err)
		}
		if err := f.checkMatchGame(&g, k, line.Seed); err != nil {
			return matchResult{}, badSlice(f.name, n, "match %d: game %d: %v", line.Match, k, err)
		}
		m.games = append(m.games, g.result())
	}
	if err := f.checkMatchResult(m); err != nil {
		return matchResult{}, badSlice(f.name, n, "match %d: %v", line.Match, err)
	}
	return m, nil
}

// checkMatchGame checks game k of a match seeded seed.
func (f *sliceFile) checkMatchGame(g *gameLine, k int, seed uint64) error {
	if g.Game != k {
		return fmt.Errorf("numbered %d", g.Game)
	}
	if want := match.GameSeed(seed, k); g.Seed != want {
		return fmt.Errorf("seed %d; the match's seed %d gives it %d", g.Seed, seed, want)
	}
	if f.cfg.players != 2 || len(g.Life) != 2 {
		return fmt.Errorf("%d life totals for 2 players", len(g.Life))
	}
	return f.checkResult(g)
}

// checkMatchResult checks that the games of m are those of a match of
// the run: at least one, the match over after the last one only (a seat
// with the wins the match takes, or the cap of games reached), and the
// winner the seat with more wins.
func (f *sliceFile) checkMatchResult(m matchResult) error {
	need, most := f.cfg.match, match.MaxGames(f.cfg.match) // match.Config's default game cap
	if len(m.games) == 0 || len(m.games) > most {
		return fmt.Errorf("%d games (1 to %d)", len(m.games), most)
	}
	var wins [2]int
	for k, g := range m.games {
		if wins[0] >= need || wins[1] >= need {
			return fmt.Errorf("game %d played after the match was won", k)
		}
		if g.winner != engine.NoPlayer {
			wins[g.winner]++
		}
	}
	want := engine.NoPlayer
	switch {
	case wins[0] < need && wins[1] < need && len(m.games) < most:
		return fmt.Errorf("%d games and no seat has %d wins: the match is not over", len(m.games), need)
	case wins[0] > wins[1]:
		want = 0
	case wins[1] > wins[0]:
		want = 1
	}
	if m.winner != want {
		return fmt.Errorf("winner %d; its games give %d (-1 for none)", m.winner, want)
	}
	return nil
}
