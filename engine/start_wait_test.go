package engine_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// stateOf is the game's state as a snapshot records it (StateDigest),
// hashed so that a failure prints two short lines.
func stateOf(g *engine.Game) string {
	return fmt.Sprintf("%x", sha256.Sum256([]byte(engine.StateDigest(g))))
}

// answerFromJSON answers the decision that waits in g as a server would:
// the decision sent as JSON, the client's answer (o's, to the decision it
// read) sent back as a reply and decoded.
func answerFromJSON(t *testing.T, g *engine.Game, o *opener) {
	t.Helper()
	d := g.Pending()
	require.NotNil(t, d)
	b, err := json.Marshal(d)
	require.NoError(t, err)
	var client engine.Decision
	require.NoError(t, json.Unmarshal(b, &client))
	ans, err := o.Decide(g, &client)
	require.NoError(t, err)
	reply, err := engine.DecodeReply(fmt.Appendf(nil, `{"player":%d,"choices":%s}`, client.Player, mustJSON(t, ans)))
	require.NoError(t, err)
	require.NoError(t, g.Answer(reply.Player, reply.Choices))
}

// The decisions of the start wait in a game made WithWaitingDecisions
// (Next, Pending, Answer) like any other: answered from JSON replies,
// they play the start a blocking decider with the same answers plays.
func TestBeginWaitingFromJSON(t *testing.T) {
	t.Parallel()
	script := func() *opener {
		return &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 2, bob: 1}}
	}
	blocking := startGame(t, 2, script(), engine.Beginning{Chooser: bob})
	stepStart(t, blocking)

	o := script()
	g := startGame(t, 2, nil, engine.Beginning{Chooser: bob}, engine.WithWaitingDecisions())
	for g.Waiting().Beginning {
		d, err := g.Next()
		require.NoError(t, err)
		require.NotNil(t, d)
		b, _ := g.BeginningState()
		require.Equal(t, b.Deciding, d.Player)
		require.Equal(t, b.Asking, d.Kind)
		// The game waits at the decision itself: the view to send with it
		// is the game's, the same as PendingGame's.
		if d.Kind != engine.DecideStartingPlayer {
			v := g.PlayerView(d.Player)
			require.NotEmpty(t, v.Players[d.Player].Hand, "the player sees the hand they decide about")
			require.Equal(t, v, g.PendingGame().PlayerView(d.Player))
			b := mustJSON(t, v)
			require.Contains(t, string(b), `"asking":"`+d.Kind.String()+`"`)
			var back engine.PlayerView
			require.NoError(t, json.Unmarshal(b, &back))
			require.Equal(t, v, back, "the view with its beginning reads back")
		}
		answerFromJSON(t, g, o)
		require.NoError(t, g.CheckInvariants())
	}
	assert.Equal(t, stateOf(blocking), stateOf(g))
	assert.Equal(t, detLogHash(blocking), detLogHash(g))
	assert.Equal(t, blocking.Decisions(), g.Decisions())
	kinds := map[engine.DecisionKind]int{}
	for _, a := range o.asked {
		kinds[a.kind]++
	}
	assert.Equal(t, map[engine.DecisionKind]int{engine.DecideStartingPlayer: 1, engine.DecideMulligan: 5, engine.DecideBottom: 3}, kinds)
}

// midMulligan plays a game begun with Begin to its second round of
// declarations, Alice and Bob having each taken a mulligan and put a
// card on the bottom; Alice will take one more. The opener returned
// answers the rest.
func midMulligan(t *testing.T, opts ...engine.GameOption) (*engine.Game, *opener) {
	t.Helper()
	o := &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 2, bob: 1}}
	g := startGame(t, 2, o, engine.Beginning{Chooser: bob}, opts...)
	for len(startEvents(g, engine.EvPutOnBottom)) < 2 {
		require.NoError(t, g.Step())
	}
	return g, o
}

// again returns an opener with what is left of o's script.
func (o *opener) again() *opener {
	return &opener{starting: o.starting, mulls: maps.Clone(o.mulls)}
}

// playAfterStart steps g through its start and two turns.
func playAfterStart(t *testing.T, g *engine.Game) {
	t.Helper()
	stepStart(t, g)
	require.NoError(t, g.PlayTurns(2))
}

// A snapshot taken between two mulligans restores a game that goes on
// identically; so does a clone, on its own; and a rewind to a mark taken
// there puts the game back.
func TestBeginSnapshotCloneMark(t *testing.T) {
	t.Parallel()
	g, o := midMulligan(t)
	b, ok := g.BeginningState()
	require.True(t, ok)
	require.Equal(t, engine.DecideMulligan, b.Asking)
	require.Equal(t, []engine.ViewSeat{{Player: alice}, {Player: bob}}, b.Seats)
	before := stateOf(g)

	data, err := g.Snapshot()
	require.NoError(t, err)
	r2 := o.again()
	restored, err := restoreChecked(data, cards.Lookup, []engine.Decider{r2, r2})
	require.NoError(t, err)
	assert.Equal(t, before, stateOf(restored))

	c := g.Clone()
	c2 := o.again()
	for p := range engine.PlayerID(2) {
		require.NoError(t, c.SetDecider(p, c2))
	}

	m := g.Mark()
	require.NoError(t, m.Err())
	require.NoError(t, g.Step())
	require.NoError(t, g.Step())
	require.NotEqual(t, before, stateOf(g))
	require.NoError(t, g.Rewind(m))
	assert.Equal(t, before, stateOf(g), "a rewind puts the start back")
	g.Release(m)
	o.mulls = maps.Clone(c2.mulls) // the steps rewound used the script

	playAfterStart(t, g)
	assert.Equal(t, before, stateOf(c), "the clone is on its own")
	playAfterStart(t, c)
	playAfterStart(t, restored)
	assert.Equal(t, stateOf(g), stateOf(restored), "the restored game goes on as the original")
	assert.Equal(t, stateOf(g), stateOf(c), "the clone goes on as the original")
	assert.Equal(t, detLogHash(g), detLogHash(restored))
	assert.Equal(t, 2, g.Mulligans(alice))
}

// A snapshot of a game made WithWaitingDecisions taken while a decision
// of the start waits restores waiting at the same decision, and goes on
// as the original with the same answers.
func TestBeginSnapshotWaiting(t *testing.T) {
	t.Parallel()
	o := &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 2, bob: 1}}
	g := startGame(t, 2, nil, engine.Beginning{Chooser: bob}, engine.WithWaitingDecisions())
	for len(startEvents(g, engine.EvPutOnBottom)) < 2 {
		_, err := g.Next()
		require.NoError(t, err)
		answerFromJSON(t, g, o)
	}
	d, err := g.Next()
	require.NoError(t, err)
	require.Equal(t, engine.DecideMulligan, d.Kind)
	data, err := g.Snapshot()
	require.NoError(t, err)
	h, err := restoreChecked(data, cards.Lookup, nil, engine.WithWaitingDecisions())
	require.NoError(t, err)
	require.Equal(t, d, h.Pending())
	o2 := o.again()
	for g.Waiting().Beginning {
		answerFromJSON(t, g, o)
		answerFromJSON(t, h, o2)
		if g.Waiting().Beginning {
			_, err := g.Next()
			require.NoError(t, err)
			_, err = h.Next()
			require.NoError(t, err)
		}
	}
	assert.Equal(t, stateOf(g), stateOf(h))
	assert.Equal(t, detLogHash(g), detLogHash(h))
}

// Bad answers and calls are refused with typed errors, and leave the game
// and the decision that waits as they were.
func TestBeginRefusals(t *testing.T) {
	t.Parallel()
	o := &opener{starting: alice, mulls: map[engine.PlayerID]int{alice: 1}}
	g := startGame(t, 2, nil, engine.Beginning{Chooser: bob}, engine.WithWaitingDecisions())
	refused := func(what string, err, want error) {
		t.Helper()
		before, pending := stateOf(g), g.Pending()
		require.ErrorIs(t, err, want, what)
		assert.Equal(t, before, stateOf(g), what)
		assert.Equal(t, pending, g.Pending(), what)
	}
	_, err := g.Next()
	require.NoError(t, err)
	refused("another player", g.Answer(alice, []int{0}), engine.ErrNotYourDecision)
	refused("no option 2", g.Answer(bob, []int{2}), engine.ErrIllegalChoice)
	refused("two options", g.Answer(bob, []int{0, 1}), engine.ErrIllegalChoice)
	refused("none", g.Answer(bob, nil), engine.ErrIllegalChoice)
	refused("Begin again", g.Begin(engine.Beginning{}), engine.ErrStarted)
	refused("Start", g.Start(engine.StartAt{}), engine.ErrStarted)
	_, perr := g.Put(engine.Placement{Owner: alice, Zone: 1, Def: cards.MustLookup("Forest")})
	refused("Put", perr, engine.ErrStarted)
	refused("ItBecomes", g.ItBecomes(1), engine.ErrNotStarted)
	refused("pass", g.PassPriority(alice), engine.ErrNoPriority)
	for g.Pending().Kind != engine.DecideBottom {
		answerFromJSON(t, g, o)
		_, err := g.Next()
		require.NoError(t, err)
	}
	d := g.Pending()
	require.Equal(t, 1, d.Min)
	refused("two cards for one", g.Answer(alice, []int{0, 1}), engine.ErrIllegalChoice)
	refused("a card twice", g.Answer(alice, []int{3, 3}), engine.ErrIllegalChoice)
	refused("no card", g.Answer(alice, []int{}), engine.ErrIllegalChoice)

	// A blocking decider's illegal answer fails the step, which changes
	// nothing.
	bad := engine.DeciderFunc(func(*engine.Game, *engine.Decision) ([]int, error) { return []int{5}, nil })
	h := startGame(t, 2, bad, engine.Beginning{Chooser: bob})
	before := stateOf(h)
	require.ErrorIs(t, h.Step(), engine.ErrIllegalChoice)
	assert.Equal(t, before, stateOf(h))

	for _, tc := range []struct {
		b    engine.Beginning
		want error
	}{
		{engine.Beginning{Chooser: 2}, engine.ErrUnknownPlayer},
		{engine.Beginning{Chooser: engine.NoPlayer}, engine.ErrUnknownPlayer},
		{engine.Beginning{HandSize: 61}, engine.ErrInvalidValue},
		{engine.Beginning{HandSize: -1}, engine.ErrInvalidValue},
		{engine.Beginning{FreeMulligan: 9}, engine.ErrInvalidValue},
	} {
		n := newGame(t)
		before := stateOf(n)
		require.ErrorIs(t, n.Begin(tc.b), tc.want, "%+v", tc.b)
		assert.Equal(t, before, stateOf(n))
	}
	started := newGame(t)
	startMain(t, started)
	require.ErrorIs(t, started.Begin(engine.Beginning{}), engine.ErrStarted)
}

// The same seed plays the same start and game, random chooser and Random
// deciders included; a recording of it (Begin recorded as its own call)
// replays it exactly.
func TestBeginDeterminism(t *testing.T) {
	t.Parallel()
	play := func(seed uint64, opts ...engine.GameOption) *engine.Game {
		g := startGame(t, 3, nil, engine.Beginning{RandomChooser: true}, append([]engine.GameOption{engine.WithSeed(seed), engine.WithRecording()}, opts...)...)
		for p := range engine.PlayerID(3) {
			require.NoError(t, g.SetDecider(p, engine.NewRandom(seed*10+uint64(p))))
		}
		stepStart(t, g)
		require.NoError(t, g.PlayTurns(3))
		return g
	}
	a, b, c := play(5), play(5), play(6)
	assert.Equal(t, detLogHash(a), detLogHash(b))
	assert.Equal(t, stateOf(a), stateOf(b))
	assert.NotEqual(t, detLogHash(a), detLogHash(c))

	rec := a.Recording()
	require.Equal(t, engine.OpBegin, rec.Calls[0].Op)
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	var back engine.Recording
	require.NoError(t, json.Unmarshal(data, &back))
	r, err := replayChecked(back, cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, stateOf(a), stateOf(r))

	back.Version = 7
	_, err = replayChecked(back, cards.Lookup)
	require.ErrorIs(t, err, engine.ErrBadRecording, "version 7 has no Begin")
}

// A player may concede while the game starts (CR 104.3a): in a
// multiplayer game the others go on without them (CR 800.4a), the next
// player choosing if the chooser left; in a two-player game the other
// player wins.
func TestBeginConcede(t *testing.T) {
	t.Parallel()
	o := &opener{starting: 2}
	g := startGame(t, 4, o, engine.Beginning{Chooser: alice})
	require.NoError(t, g.Concede(alice))
	require.NoError(t, g.CheckInvariants())
	c, _ := g.Chooser()
	assert.Equal(t, bob, c, "the next player chooses")
	require.NoError(t, g.Step()) // Bob chooses Carol
	require.NoError(t, g.Concede(2))
	require.NoError(t, g.CheckInvariants())
	stepStart(t, g)
	_, active, _ := g.Turn()
	assert.Equal(t, engine.PlayerID(3), active, "Carol left: the first turn is the next player's")
	assert.Equal(t, []engine.PlayerID{3, bob}, askedPlayers(o.of(engine.DecideMulligan)), "those still in the game declare")

	h := startGame(t, 2, &opener{starting: alice}, engine.Beginning{Chooser: alice})
	require.NoError(t, h.Step())
	require.NoError(t, h.Concede(bob))
	require.NoError(t, h.CheckInvariants())
	over, winner := h.Over()
	assert.True(t, over)
	assert.Equal(t, alice, winner)
}
