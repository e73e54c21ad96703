package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// waitUntil plays the waiting game of presetGame for seed, answering
// from outside (outsideAnswerers), until a decision for which want holds
// waits; it returns the game and the answerers, in the state they have
// then.
func waitUntil(t *testing.T, seed uint64, want func(*engine.Decision) bool) (*engine.Game, [2]*engine.Random) {
	t.Helper()
	g := presetGame(t, seed, false)
	rs := outsideAnswerers(seed)
	for n := 0; n < maxWaitSteps; n++ {
		d, err := g.Next()
		require.NoError(t, err)
		require.NotNil(t, d, "the game ended before the decision wanted")
		if want(d) {
			return g, rs
		}
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
	t.Fatal("no decision wanted")
	return nil, rs
}

// unchanged requires g to be in the state (digest) and to wait at the
// decision (a copy) it had before a refusal.
func unchanged(t *testing.T, g *engine.Game, digest string, d *engine.Decision, what string) {
	t.Helper()
	require.Equal(t, digest, engine.Digest(g), "%s changed the game", what)
	require.Equal(t, d, g.Pending(), "%s changed the decision that waits", what)
}

// TestAnswerRefusals: an illegal answer, an answer by another player, an
// answer when nothing waits and every action while a decision waits in
// the middle of an action are refused with typed errors, leaving the game
// and the decision exactly as they were; the decision can then be
// answered.
func TestAnswerRefusals(t *testing.T) {
	t.Parallel()
	g, rs := waitUntil(t, 4, midAction)
	d := g.Pending()
	require.NotNil(t, d)
	kept, digest := d.Copy(), engine.Digest(g)
	other := 1 - d.Player
	for _, o := range d.Options {
		require.NotEmpty(t, o.Text, "a waiting decision's options are labelled")
	}

	illegal := [][]int{{len(d.Options)}, {-1}, {0, 0}, slices.Repeat([]int{0}, len(d.Options)+2)}
	for _, ans := range illegal {
		err := g.Answer(d.Player, ans)
		require.ErrorIs(t, err, engine.ErrIllegalChoice, "answer %v", ans)
		unchanged(t, g, digest, kept, fmt.Sprintf("the illegal answer %v", ans))
	}
	legal, err := rs[d.Player].Decide(g, d)
	require.NoError(t, err)
	legal = slices.Clone(legal)
	require.ErrorIs(t, g.Answer(other, legal), engine.ErrNotYourDecision)
	unchanged(t, g, digest, kept, "an answer by another player")

	hand := g.Zone(d.Player, zones.Hand)
	calls := map[string]func() error{
		"pass":     func() error { return g.PassPriority(d.Player) },
		"step":     g.Step,
		"next":     func() error { _, err := g.Next(); return err },
		"concede":  func() error { return g.Concede(other) },
		"pause":    func() error { n, _, _ := g.Turn(); return g.PauseAfter(n+1, engine.Untap) },
		"perform":  func() error { return g.Perform(engine.Action{Kind: engine.ActPass, Player: d.Player}) },
		"attack":   func() error { return g.DeclareAttackers(d.Player, nil) },
		"play":     func() error { return g.PlayLand(d.Player, firstOr(hand)) },
		"cast":     func() error { return g.CastSpell(d.Player, firstOr(hand), engine.CastOptions{}) },
		"continue": g.Continue,
	}
	for _, name := range []string{"pass", "step", "pause", "perform", "attack", "play", "cast", "continue"} {
		err := calls[name]()
		require.ErrorIs(t, err, engine.ErrDecisionPending, name)
		unchanged(t, g, digest, kept, name)
	}
	// Next does not refuse: it returns the decision that waits.
	require.NoError(t, calls["next"]())
	unchanged(t, g, digest, kept, "next")

	// A player may concede at any time (CR 104.3a): the action in
	// progress, which had not happened, is dropped with its decision. A
	// concession that fails leaves the decision waiting.
	c := g.Clone()
	require.ErrorIs(t, c.Concede(7), engine.ErrUnknownPlayer)
	unchanged(t, c, digest, kept, "a concession refused")
	require.NoError(t, calls["concede"]())
	require.Nil(t, g.Pending(), "the action that waited is dropped")
	over, winner := g.Over()
	require.True(t, over)
	require.Equal(t, d.Player, winner)
	g = c

	require.NoError(t, g.Answer(kept.Player, legal))
	assert.NotEqual(t, digest, engine.Digest(g), "the answer went on with the action")

	// Nothing waits in a game not yet asked, nor in a game whose
	// players all decide at once.
	fresh := presetGame(t, 4, false)
	require.Nil(t, fresh.Pending())
	require.ErrorIs(t, fresh.Answer(0, []int{0}), engine.ErrNoPendingDecision)
	blocking := presetGame(t, 4, true)
	require.ErrorIs(t, blocking.Answer(0, []int{0}), engine.ErrNoPendingDecision)
	_, err = blocking.Next()
	require.ErrorIs(t, err, engine.ErrNotWaiting, "Next needs WithWaitingDecisions")
}

func firstOr(ids []engine.ObjID) engine.ObjID {
	if len(ids) == 0 {
		return engine.NoObj
	}
	return ids[0]
}

// TestCloneBranchesAtMidActionDecision clones a game at a decision in the
// middle of an action and answers the clone and the original
// differently: each goes its own way, and a second clone answered as the
// original ends in the original's state.
func TestCloneBranchesAtMidActionDecision(t *testing.T) {
	t.Parallel()
	g, rs := waitUntil(t, 4, func(d *engine.Decision) bool {
		return midAction(d) && !d.Ordered && d.Min <= 1 && d.Max >= 1 && len(d.Options) >= 2
	})
	d := g.Pending()
	kept, digest := d.Copy(), engine.Digest(g)
	c, twin := g.Clone(), g.Clone()
	require.Equal(t, kept, c.Pending(), "a clone waits at the same decision")
	require.NotSame(t, g.Pending(), c.Pending(), "a clone's decision is its own")
	require.Equal(t, digest, engine.Digest(c))

	n := g.DecisionCount()
	require.NoError(t, g.Answer(d.Player, []int{0}))
	require.Equal(t, digest, engine.Digest(c), "answering the original leaves the clone as it was")
	require.Equal(t, kept, c.Pending())
	require.NoError(t, c.Answer(kept.Player, []int{1}))
	require.NoError(t, twin.Answer(kept.Player, []int{0}))
	// The call may stop again, the game still before the action: play
	// each on with answerers of its own, all in the same state.
	for _, x := range []*engine.Game{g, c, twin} {
		playOnWaiting(t, x, [2]*engine.Random{cloneRandom(rs[0]), cloneRandom(rs[1])}, 300)
	}
	assert.NotEqual(t, engine.Digest(g), engine.Digest(c), "the branches differ")
	assert.Equal(t, engine.Digest(g), engine.Digest(twin), "the same answer gives the same game")
	assert.Equal(t, 1, chosenAt(t, c, n, kept), "the clone took its own answer")
	assert.Equal(t, 0, chosenAt(t, g, n, kept), "the original took its own answer")
}

func cloneRandom(r *engine.Random) *engine.Random { return r.CloneDecider().(*engine.Random) }

// playOnWaiting answers up to n waiting decisions of g from outside.
func playOnWaiting(t *testing.T, g *engine.Game, rs [2]*engine.Random, n int) {
	t.Helper()
	for range n {
		d, err := g.Next()
		require.NoError(t, err)
		if d == nil {
			return
		}
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
}

// chosenAt returns the option chosen in the first decision recorded from
// index n on that is d (the same kind, source and prompt).
func chosenAt(t *testing.T, g *engine.Game, n int, d *engine.Decision) int {
	t.Helper()
	for _, r := range g.DecisionsFrom(n) {
		if r.Kind == d.Kind && r.Source == d.Source && r.Prompt == d.Prompt {
			require.NotEmpty(t, r.Chosen)
			return r.Chosen[0].Index
		}
	}
	t.Fatalf("no %v decision recorded", d.Kind)
	return -1
}

// TestDirectActionAnswersStepDecision: a decision Step asked before any
// action (at priority) does not block the game: the action taken
// directly instead answers it, and it is dropped.
func TestDirectActionAnswersStepDecision(t *testing.T) {
	t.Parallel()
	g, _ := waitUntil(t, 4, func(d *engine.Decision) bool { return d.Kind == engine.DecideAction })
	d := g.Pending()
	require.NoError(t, g.PassPriority(d.Player))
	assert.Nil(t, g.Pending(), "the decision at priority is out of date once the player has acted")
	nd, err := g.Next()
	require.NoError(t, err)
	require.NotNil(t, nd)
}

// TestWaitingGameRecordsAndReplays: a waiting game made WithRecording
// records each call whole once its decisions are answered, and Replay
// gives its state; so does a game restored from a snapshot taken while a
// decision waited in the middle of an action.
func TestWaitingGameRecordsAndReplays(t *testing.T) {
	t.Parallel()
	g := presetGame(t, 4, false)
	rs := outsideAnswerers(4)
	require.NoError(t, g.SetDecider(0, nil))
	var data []byte
	for n := 0; n < 400; n++ {
		d, err := g.Next()
		require.NoError(t, err)
		require.NotNil(t, d)
		if data == nil && midAction(d) {
			data, err = g.Snapshot()
			require.NoError(t, err)
		}
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
	require.NotNil(t, data, "a decision waited in the middle of an action")

	r, err := restoreChecked(data, cards.Lookup, nil, engine.WithRecording())
	require.NoError(t, err)
	rrs := outsideAnswerers(4)
	playOnWaiting(t, r, [2]*engine.Random{rrs[0], rrs[1]}, 200)
	again, err := replayChecked(r.Recording(), cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, engine.Digest(r), engine.Digest(again), "the replay of the restored game")
}

// TestWaitingGameSurvivesPanickingDecider: a bot's decider that panics
// inside Next leaves the game, and the decision that waits if any, as they
// were; with another decider the game goes on through waiting decisions.
func TestWaitingGameSurvivesPanickingDecider(t *testing.T) {
	t.Parallel()
	g, rs := waitUntil(t, 4, func(d *engine.Decision) bool { return d.Player == 0 })
	require.NoError(t, g.SetDecider(1, engine.DeciderFunc(func(*engine.Game, *engine.Decision) ([]int, error) {
		panic("a bot's bug")
	})))
	panicked := false
	for n := 0; n < 200 && !panicked; n++ {
		d := g.Pending()
		require.NotNil(t, d)
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
		digest, kept := engine.Digest(g), g.Pending()
		if kept != nil {
			kept = kept.Copy()
		}
		func() {
			defer func() { panicked = recover() != nil }()
			_, err = g.Next()
		}()
		if panicked {
			require.Equal(t, digest, engine.Digest(g), "a panic leaves the game as it was")
			require.Equal(t, kept, g.Pending(), "a panic leaves the decision that waits as it was")
		} else {
			require.NoError(t, err)
		}
	}
	require.True(t, panicked, "the bot was asked")
	require.NoError(t, g.SetDecider(1, engine.NewRandom(99)))
	playOnWaiting(t, g, rs, 200)
	require.NoError(t, g.CheckInvariants())
}

// TestPendingGameShowsTheDecisionMoment: while Alice chooses the target
// of Brutal Cathar's trigger, asked in the middle of Bob's pass, the game
// shows the state before that pass (the Cathar still a spell on the
// stack) and PendingGame the moment of the decision (the Cathar on the
// battlefield); the copy refuses actions and answers, and building it
// changes nothing.
func TestPendingGameShowsTheDecisionMoment(t *testing.T) {
	t.Parallel()
	g := waitingCatharGame()
	cathar := g.Zone(0, zones.Hand)[0]
	require.Nil(t, g.PendingGame(), "nothing waits yet")
	var d *engine.Decision
	for n := 0; n < 10; n++ {
		var err error
		d, err = g.Next()
		require.NoError(t, err)
		if d.Kind == engine.DecideTarget {
			break
		}
		pick := 0
		for i, o := range d.Options {
			if o.Action.Kind == engine.ActCast {
				pick = i
			}
		}
		require.NoError(t, g.Answer(d.Player, []int{pick}))
	}
	require.Equal(t, engine.DecideTarget, d.Kind)
	digest, kept := engine.Digest(g), d.Copy()
	onStack := g.Zone(engine.NoPlayer, zones.Stack)
	require.Len(t, onStack, 1, "the game shows the Cathar as a spell, before the pass")
	require.Equal(t, g.Current(cathar), onStack[0])

	v := g.PendingGame()
	require.NotNil(t, v)
	unchanged(t, g, digest, kept, "PendingGame")
	assert.Empty(t, v.Zone(engine.NoPlayer, zones.Stack), "at the decision the Cathar has resolved")
	assert.Contains(t, v.Battlefield(), v.Current(cathar), "at the decision the Cathar is on the battlefield")
	require.ErrorIs(t, v.PassPriority(1), engine.ErrDecisionPending, "the copy is for reading")
	require.ErrorIs(t, v.Answer(0, []int{0}), engine.ErrNoPendingDecision)
	_, err := v.Next()
	require.Error(t, err)
	_, err = v.Snapshot()
	require.ErrorIs(t, err, engine.ErrNotWaiting, "the copy is not a game to save")

	require.NoError(t, g.Answer(0, []int{1}))
	assert.Equal(t, 1, g.StackLen(), "the trigger is on the stack")
	assert.Contains(t, g.Battlefield(), g.Current(cathar))
}
