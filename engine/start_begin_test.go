package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 103.1: the chooser is the player given, or one drawn from the
// game's seeded random source: logged (EvChooser), the same for the same
// seed, and each player for some seed. The chooser is asked who takes the
// first turn before any hand is drawn.
func TestBeginChooser(t *testing.T) {
	t.Parallel()
	o := &opener{starting: alice}
	o.seen = func(g *engine.Game, d *engine.Decision) {
		if d.Kind == engine.DecideStartingPlayer {
			for p := range g.NumPlayers() {
				assert.Empty(t, g.Zone(engine.PlayerID(p), zones.Hand), "no hand is drawn before the choice (CR 103.1, 103.5)")
			}
		}
	}
	g := startGame(t, 3, o, engine.Beginning{Chooser: 2})
	chosen := startEvents(g, engine.EvChooser)
	require.Len(t, chosen, 1)
	assert.Equal(t, engine.PlayerID(2), chosen[0].Player)
	c, ok := g.Chooser()
	assert.True(t, ok)
	assert.Equal(t, engine.PlayerID(2), c)
	require.NoError(t, g.Step())
	require.Equal(t, []asked{{2, engine.DecideStartingPlayer, 1}}, o.asked)

	drawn := map[engine.PlayerID]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		a := startGame(t, 3, nil, engine.Beginning{RandomChooser: true}, engine.WithSeed(seed))
		b := startGame(t, 3, nil, engine.Beginning{RandomChooser: true}, engine.WithSeed(seed))
		ca, _ := a.Chooser()
		cb, _ := b.Chooser()
		require.Equal(t, ca, cb, "seed %d: the same seed draws the same chooser", seed)
		require.Equal(t, ca, startEvents(a, engine.EvChooser)[0].Player, "the draw is logged")
		drawn[ca] = true
	}
	assert.Len(t, drawn, 3, "every player is drawn for some seed")

	_, ok = newGame(t).Chooser()
	assert.False(t, ok, "a game not begun with Begin has no chooser")
}

// CR 103.1: with two players the chooser chooses to play or to draw;
// "draw" makes the other player the starting player, who takes turn 1.
// With more players the chooser may name anyone; in Two-Headed Giant a
// team (103.1a).
func TestBeginPlayOrDraw(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		players   int
		variant   engine.Variant
		chooser   engine.PlayerID
		starting  engine.PlayerID
		labels    []string
		wantFirst engine.PlayerID
	}{
		{"draw", 2, engine.FreeForAll, bob, alice, []string{"Play first", "Draw first"}, alice},
		{"play", 2, engine.FreeForAll, bob, bob, []string{"Play first", "Draw first"}, bob},
		{"any player", 3, engine.FreeForAll, alice, 2, []string{"Alice plays first", "Bob plays first", "Carol plays first"}, 2},
		{"a team", 4, engine.TwoHeadedGiant, 3, 0, []string{"Play first", "Draw first"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o := &opener{starting: tc.starting}
			var labels []string
			o.seen = func(_ *engine.Game, d *engine.Decision) {
				if d.Kind == engine.DecideStartingPlayer {
					for _, op := range d.Options {
						labels = append(labels, op.Text)
					}
				}
			}
			g := startGame(t, tc.players, o, engine.Beginning{Chooser: tc.chooser}, engine.WithVariant(tc.variant))
			stepStart(t, g)
			assert.Equal(t, tc.labels, labels)
			st := startEvents(g, engine.EvStartingPlayer)
			require.Len(t, st, 1)
			assert.Equal(t, tc.wantFirst, st[0].Player)
			assert.Equal(t, tc.chooser, st[0].Target, "the event names who chose")
			n, active, step := g.Turn()
			assert.Equal(t, 1, n)
			assert.Equal(t, tc.wantFirst, active)
			assert.Equal(t, engine.Upkeep, step, "turn 1 begins with its untap step; the upkeep gives priority")
		})
	}
}

// CR 103.5, 101.4b: the starting player declares first, then each other
// player in turn order; each declaration is an event the later players
// see when they declare. CR 103.5d, 805.3a: in Two-Headed Giant the
// starting team's players declare first, then the other team's.
func TestBeginDeclarationOrder(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		players  int
		variant  engine.Variant
		starting engine.PlayerID
		order    []engine.PlayerID
	}{
		{"free-for-all", 4, engine.FreeForAll, 2, []engine.PlayerID{2, 3, 0, 1}},
		{"two-headed giant", 4, engine.TwoHeadedGiant, 2, []engine.PlayerID{2, 3, 0, 1}},
		{"two-headed giant, first team", 4, engine.TwoHeadedGiant, 1, []engine.PlayerID{0, 1, 2, 3}},
		{"two players", 2, engine.FreeForAll, bob, []engine.PlayerID{1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o := &opener{starting: tc.starting, mulls: map[engine.PlayerID]int{tc.order[0]: 1}}
			o.seen = func(g *engine.Game, d *engine.Decision) {
				if d.Kind != engine.DecideMulligan || d.Player == tc.order[0] {
					return
				}
				// CR 101.4b: a later player knows the earlier declarations.
				assert.NotEmpty(t, eventsOfList(g.EventsFor(d.Player, 0), engine.EvMulligan), "%v sees the first declaration", d.Player)
			}
			g := startGame(t, tc.players, o, engine.Beginning{Chooser: 0}, engine.WithVariant(tc.variant))
			stepStart(t, g)
			decl := askedPlayers(o.of(engine.DecideMulligan))
			require.GreaterOrEqual(t, len(decl), len(tc.order))
			assert.Equal(t, tc.order, decl[:len(tc.order)], "the first round's declarations")
			assert.Equal(t, []engine.PlayerID{tc.order[0]}, decl[len(tc.order):], "the second round: only the player who took a mulligan")
		})
	}
}

// CR 103.5: once every player has declared, those who chose to mulligan
// take it at the same time: no hand is shuffled away before the last
// declaration, and the cards for the bottom are then asked in APNAP order
// with the starting player first (CR 101.4e), before the next round.
func TestBeginSimultaneousMulligans(t *testing.T) {
	t.Parallel()
	o := &opener{starting: bob, mulls: map[engine.PlayerID]int{alice: 1, bob: 1, 2: 1, 3: 0}}
	g := startGame(t, 4, o, engine.Beginning{Chooser: 0, FreeMulligan: engine.FreeMulliganNever})
	stepStart(t, g)
	var seq []string
	for ev := range g.Events() {
		switch ev.Kind {
		case engine.EvMulligan:
			seq = append(seq, "mulligan "+startNames[ev.Player])
		case engine.EvKept:
			seq = append(seq, "keep "+startNames[ev.Player])
		case engine.EvShuffled:
			if len(seq) > 0 { // the shuffles of 103.3 come before any declaration
				seq = append(seq, "shuffle "+startNames[ev.Player])
			}
		case engine.EvPutOnBottom:
			seq = append(seq, "bottom "+startNames[ev.Player])
		}
	}
	assert.Equal(t, []string{
		"mulligan Bob", "mulligan Carol", "keep Dave", "mulligan Alice", // declarations, from the starting player
		"shuffle Bob", "shuffle Carol", "shuffle Alice", // the mulligans, at the same time
		"bottom Bob", "bottom Carol", "bottom Alice", // APNAP, the starting player first
		"keep Bob", "keep Carol", "keep Alice", // the next round
	}, seq)
	for p := range 4 {
		want := 7
		if p != 3 {
			want = 6
		}
		assert.Len(t, g.Zone(engine.PlayerID(p), zones.Hand), want, "player %d's opening hand", p)
	}
}

// CR 103.5: a mulligan puts as many cards on the bottom as the mulligans
// taken: one, then two, in a two-player game; CR 103.5c: in a multiplayer
// game, Two-Headed Giant included, the first is free: none, then one.
func TestBeginCardsToTheBottom(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		players int
		variant engine.Variant
		free    engine.FreeMulligan
		bottoms []int
	}{
		{"two players", 2, engine.FreeForAll, engine.FreeMulliganByRules, []int{1, 2, 3}},
		{"three players", 3, engine.FreeForAll, engine.FreeMulliganByRules, []int{1, 2}},
		{"two-headed giant", 4, engine.TwoHeadedGiant, engine.FreeMulliganByRules, []int{1, 2}},
		{"two players, free as in Brawl", 2, engine.FreeForAll, engine.FreeMulliganAlways, []int{1, 2}},
		{"three players, none free", 3, engine.FreeForAll, engine.FreeMulliganNever, []int{1, 2, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o := &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 3}}
			g := startGame(t, tc.players, o, engine.Beginning{Chooser: alice, FreeMulligan: tc.free}, engine.WithVariant(tc.variant))
			stepStart(t, g)
			var got []int
			for _, a := range o.of(engine.DecideBottom) {
				require.Equal(t, alice, a.player)
				got = append(got, a.min)
			}
			assert.Equal(t, tc.bottoms, got)
			want := 7 - tc.bottoms[len(tc.bottoms)-1]
			assert.Len(t, g.Zone(alice, zones.Hand), want)
			assert.Equal(t, 3, g.Mulligans(alice))
			assert.Equal(t, 3, g.PlayerView(bob).Players[alice].Mulligans, "the mulligans taken are public")
			kept := startEvents(g, engine.EvKept)
			assert.Equal(t, int32(want), kept[len(kept)-1].Amount)
		})
	}
}

// CR 103.5: a player may take mulligans until their opening hand would be
// zero cards; with a starting hand of one card, one mulligan leaves none,
// and the player keeps without being asked again.
func TestBeginZeroCards(t *testing.T) {
	t.Parallel()
	o := &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 5}}
	var labels []string
	o.seen = func(_ *engine.Game, d *engine.Decision) {
		if d.Kind == engine.DecideMulligan && d.Player == alice {
			labels = append(labels, d.Options[0].Text, d.Options[1].Text)
		}
	}
	g := startGame(t, 2, o, engine.Beginning{Chooser: alice, HandSize: 1})
	stepStart(t, g)
	assert.Equal(t, []engine.PlayerID{alice, bob}, askedPlayers(o.of(engine.DecideMulligan)), "Alice is asked once")
	assert.Equal(t, []string{"Keep 1 card", "Take a mulligan (keep 0)"}, labels)
	assert.Equal(t, 4, o.mulls[alice], "one mulligan taken of the five she would take")
	assert.Empty(t, g.Zone(alice, zones.Hand))
	kept := startEvents(g, engine.EvKept)
	require.Len(t, kept, 2)
	assert.Equal(t, engine.Event{Kind: engine.EvKept, Player: alice, Seq: kept[1].Seq}, kept[1], "Alice keeps no card, unasked")
}

// CR 103.8: the starting player skips the draw step of their first turn
// in a two-player game (103.8a), the starting team in Two-Headed Giant
// (103.8b, 810.6); in another multiplayer game nobody skips it (103.8c).
func TestBeginFirstDraw(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		players int
		variant engine.Variant
		draws   bool
	}{
		{"two players", 2, engine.FreeForAll, false},
		{"two-headed giant", 4, engine.TwoHeadedGiant, false},
		{"four players", 4, engine.FreeForAll, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o := &opener{starting: bob}
			g := startGame(t, tc.players, o, engine.Beginning{Chooser: alice}, engine.WithVariant(tc.variant))
			stepStart(t, g)
			for i := 0; ; i++ {
				require.Less(t, i, 100)
				if _, _, step := g.Turn(); step >= engine.PrecombatMain {
					break
				}
				require.NoError(t, g.Step())
			}
			assert.True(t, g.IsActive(bob), "Bob (his team) takes the first turn")
			drew := len(eventsOf(g, 0, engine.EvDrew)) - 7*tc.players
			if tc.draws {
				assert.Equal(t, 1, drew, "the starting player draws in their first turn")
				assert.Len(t, g.Zone(bob, zones.Hand), 8)
			} else {
				assert.Zero(t, drew, "no draw in the starting player's (team's) first turn")
				assert.Len(t, g.Zone(bob, zones.Hand), 7)
			}
		})
	}
}
