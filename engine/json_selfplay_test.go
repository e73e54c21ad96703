package engine_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// selfPlaySample returns seeded two-player games of the preset decks,
// with Random deciders and a log: with CATHAR_LONG=1 every pairing; in the
// default run only those where a deck meets the deck listed before it,
// each deck playing once on each side, in seven games. It is for the
// tests whose checks of each step, not the game, cost most.
func selfPlaySample(t *testing.T, seeds int) []*engine.Game {
	t.Helper()
	n := len(cards.Presets())
	return selfPlayGames(t, seeds, func(i, j int) bool {
		return longRun() || j == (i+n-1)%n
	})
}

// selfPlayGames returns the seeded games of the preset decks whose
// pairing of the i-th deck against the j-th one keep accepts.
func selfPlayGames(t *testing.T, seeds int, keep func(i, j int) bool) []*engine.Game {
	t.Helper()
	presets := cards.Presets()
	var games []*engine.Game
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		for i := range presets {
			for j := range presets {
				if !keep(i, j) {
					continue
				}
				cfg := make([]engine.PlayerConfig, 2)
				for p, k := range []int{i, j} {
					deck, err := cards.Deck(presets[k].Name)
					require.NoError(t, err)
					cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p), Deck: deck,
						Decider: engine.NewRandom(seed*100 + uint64(10*i+j+p))}
				}
				g, err := newChecked(cfg, engine.WithSeed(seed))
				require.NoError(t, err)
				require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
				games = append(games, g)
			}
		}
	}
	return games
}

// stepGame steps g until it is over or past turn turns, calling each
// after every step.
func stepGame(t *testing.T, g *engine.Game, turns int, each func()) {
	t.Helper()
	for range 20000 {
		if over, _ := g.Over(); over {
			return
		}
		if n, _, _ := g.Turn(); n > turns {
			return
		}
		require.NoError(t, g.Step())
		each()
	}
}

// TestSelfPlayViewsReadBack: every player's and the spectator's view, met
// after every step with a stack and every eighth other step of self-play
// games of the preset decks (a sample of the pairings, selfPlaySample;
// with CATHAR_LONG=1 every pairing, more seeds and turns), writes to JSON
// and reads back as itself, also with a stack item whose "up to" target
// places were left empty. The long run reads back a sample of the views
// too: all of them took most of the ten minutes go test gives a package.
func TestSelfPlayViewsReadBack(t *testing.T) {
	t.Parallel()
	views := 0
	var upTo []engine.ViewStackItem // the first stack met with an "up to" place left empty
	for _, g := range selfPlaySample(t, sized(t, "seeds", 1, 4)) {
		quickBulk(g)
		steps := 0
		stepGame(t, g, sized(t, "turns", 12, 25), func() {
			if upTo == nil && emptyTargetPlace(g) {
				upTo = g.SpectatorView().Stack
			}
			if steps++; g.StackLen() == 0 && steps%8 != 0 {
				return // every view with a stack, and every eighth of the others
			}
			for p := engine.NoPlayer; int(p) < g.NumPlayers(); p++ {
				v := g.SpectatorView()
				if p != engine.NoPlayer {
					v = g.PlayerView(p)
				}
				b, err := json.Marshal(v)
				require.NoError(t, err)
				var back engine.PlayerView
				require.NoError(t, json.Unmarshal(b, &back), "view of %d: %s", p, b)
				again, err := json.Marshal(back)
				require.NoError(t, err)
				if string(b) != string(again) { // the same bytes are the same JSON; JSONEq costs a fifth of the test
					require.JSONEq(t, string(b), string(again))
				}
				views++
			}
		})
	}
	require.Positive(t, views)
	require.NotNil(t, upTo, "no stack item with an empty target place met")
	golden(t, "stack_up_to", upTo)
}

// emptyTargetPlace reports whether an item on g's stack has a target place
// of an "up to" phrase left empty.
func emptyTargetPlace(g *engine.Game) bool {
	for _, it := range g.Stack() {
		for _, tg := range it.Targets {
			if tg.None() {
				return true
			}
		}
	}
	return false
}

// TestDecisionsForHideHiddenCards: in self-play games of a sample of the
// pairings (selfPlaySample; every pairing with CATHAR_LONG=1) of
// the preset decks, the decisions a player or a spectator is given
// (DecisionsFor, SpectatorDecisions) name no object of a hand or a
// library they may not see (CR 400.2, 401.3, 402.3), while the full log
// (Decisions) does name such cards: the order of the cards put on the
// bottom of a library, a discard.
func TestDecisionsForHideHiddenCards(t *testing.T) {
	t.Parallel()
	hidden, blanked, known := 0, 0, 0
	for _, g := range selfPlaySample(t, sized(t, "seeds", 1, 4)) {
		quickBulk(g)
		stepGame(t, g, 20, func() {})
		full := g.Decisions()
		for p := engine.NoPlayer; int(p) < g.NumPlayers(); p++ {
			recs := g.SpectatorDecisions(0)
			if p != engine.NoPlayer {
				recs = g.DecisionsFor(p, 0)
			}
			require.Len(t, recs, len(full))
			for i, rec := range recs {
				own := p != engine.NoPlayer && rec.Player == p
				for k, c := range rec.Chosen {
					fc := full[i].Chosen[k]
					if !own && hiddenFrom(t, g, p, fc.Obj) {
						hidden++
						require.Equal(t, engine.NoObj, c.Obj, "record %d names a card hidden from %d", i, p)
						require.Empty(t, c.Text, "record %d: its text names a card hidden from %d", i, p)
						blanked++
						continue
					}
					if !own && inHiddenZone(t, g, fc.Obj) {
						// A card of a hand or library p knows: named, and
						// its label, worded from what the chooser saw, left
						// out.
						fc.Text = ""
						known++
					}
					require.Equal(t, fc, c, "record %d: a choice %d may see is unchanged", i, p)
				}
			}
		}
	}
	require.Positive(t, hidden, "no decision chose a hidden card")
	require.Equal(t, hidden, blanked)
	t.Logf("%d choices of cards hidden from a player, %d of hidden cards they know", hidden, known)
}

// inHiddenZone reports whether object id is (or was last) in a hand or a
// library.
func inHiddenZone(t *testing.T, g *engine.Game, id engine.ObjID) bool {
	if id == engine.NoObj {
		return false
	}
	info, err := g.Object(id)
	require.NoError(t, err)
	return !info.Token && (info.Zone == zones.Hand || info.Zone == zones.Library)
}

// hiddenFrom reports whether object id is in a hand or a library that
// viewer p may not see (a spectator sees none).
func hiddenFrom(t *testing.T, g *engine.Game, p engine.PlayerID, id engine.ObjID) bool {
	if id == engine.NoObj {
		return false
	}
	info, err := g.Object(id)
	require.NoError(t, err)
	switch info.Zone {
	case zones.Hand:
		return p == engine.NoPlayer || !g.SameTeam(p, info.Owner) && !g.KnownTo(p, id)
	case zones.Library:
		return p == engine.NoPlayer || !g.KnownTo(p, id)
	}
	return false
}

// TestRedactedEventsNamePublicObjects: in the events a player or a
// spectator is given, what became public is named: a card that moves from
// a hidden zone to a public one (cast, put onto the battlefield, milled,
// discarded) is named by the public object it became, and a token, public
// from the moment it is created (CR 111.1, 400.2), is never blanked, also
// once it has left the battlefield (CR 111.7). Describe then never falls
// back to "?". The games are selfPlaySample's: every pairing with
// CATHAR_LONG=1.
func TestRedactedEventsNamePublicObjects(t *testing.T) {
	t.Parallel()
	named, tokens := 0, 0
	for _, g := range selfPlaySample(t, sized(t, "seeds", 1, 4)) {
		quickBulk(g)
		stepGame(t, g, 20, func() {})
		full := g.SpectatorEvents(0)[:0]
		for ev := range g.EventsSince(0) {
			full = append(full, ev)
		}
		for p := engine.NoPlayer; int(p) < g.NumPlayers(); p++ {
			evs := g.SpectatorEvents(0)
			if p != engine.NoPlayer {
				evs = g.EventsFor(p, 0)
			}
			for i, ev := range evs {
				line := g.Describe(ev)
				require.NotContains(t, line, "?", "event %v for %d", full[i], p)
				for k, id := range []engine.ObjID{full[i].Obj, full[i].Other} {
					if info, err := g.Object(id); id != engine.NoObj && err == nil && info.Token {
						tokens++
						require.Equal(t, id, []engine.ObjID{ev.Obj, ev.Other}[k], "a token is blanked for %d in %q", p, line)
					}
				}
				if ev.Kind == engine.EvZoneChanged && ev.To.Public() && ev.Other != engine.NoObj {
					named++
					require.NotContains(t, line, "one of", "a card made public is not named for %d", p)
				}
			}
		}
	}
	require.Positive(t, named)
	require.Positive(t, tokens)
}

// TestEventsReadBackExactly: every event of self-play games of the
// preset decks (selfPlaySample: every pairing with CATHAR_LONG=1), and of
// Two-Headed Giant games, reads back from its JSON form as the very event
// written, as the server has it and as each player and a spectator are
// given it.
func TestEventsReadBackExactly(t *testing.T) {
	t.Parallel()
	games := selfPlaySample(t, sized(t, "seeds", 1, 4))
	for seed := uint64(1); seed <= uint64(sized(t, "Two-Headed Giant games", 1, 3)); seed++ {
		g, err := teamGame(seed)
		require.NoError(t, err)
		games = append(games, g)
	}
	n := 0
	for _, g := range games {
		quickBulk(g)
		stepGame(t, g, 25, func() {})
		lists := [][]engine.Event{g.SpectatorEvents(0)}
		for p := range engine.PlayerID(g.NumPlayers()) {
			lists = append(lists, g.EventsFor(p, 0))
		}
		var full []engine.Event
		for ev := range g.EventsSince(0) {
			full = append(full, ev)
		}
		lists = append(lists, full)
		for _, evs := range lists {
			for _, ev := range evs {
				b, err := json.Marshal(ev)
				require.NoError(t, err)
				var back engine.Event
				require.NoError(t, json.Unmarshal(b, &back), "%s", b)
				require.Equal(t, ev, back, "%s", b)
				n++
			}
		}
	}
	require.Positive(t, n)
}
