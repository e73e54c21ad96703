package engine_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// The helpers of the tests of Begin (start_*_test.go).

// startDeck is a library of 20 cards, top card last: Lightning Bolt on
// top, then Forests and Grizzly Bears in turn, so that a hand drawn
// without a shuffle holds the Bolt, the Giant, three Bears and two Forests.
var startDeck = append(slices.Repeat([]string{"Forest", "Grizzly Bears"}, 9), "Hill Giant", "Lightning Bolt")

// asked is a decision of the start as a decider saw it.
type asked struct {
	player engine.PlayerID
	kind   engine.DecisionKind
	min    int // the cards a DecideBottom asks
}

// opener is a Decider for every player of a test game: it logs each
// decision asked, names starting (or their team) as the starting player, declares for
// each player the number of mulligans mulls gives before keeping, puts
// the first cards offered on the bottom, and passes priority.
type opener struct {
	starting engine.PlayerID
	mulls    map[engine.PlayerID]int
	asked    []asked
	seen     func(g *engine.Game, d *engine.Decision) // called as each decision is asked, when set
}

// Decide answers d as the opener's fields say.
func (o *opener) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	o.asked = append(o.asked, asked{d.Player, d.Kind, d.Min})
	if o.seen != nil {
		o.seen(g, d)
	}
	switch d.Kind {
	case engine.DecideStartingPlayer:
		for i := range d.Options {
			if t, ok := d.Target(i); ok && g.SameTeam(t.Player, o.starting) { // a team by its first seat
				return []int{i}, nil
			}
		}
		return nil, engine.ErrNoDecision
	case engine.DecideMulligan:
		if o.mulls[d.Player] > 0 {
			o.mulls[d.Player]--
			return []int{1}, nil
		}
		return []int{0}, nil
	case engine.DecideBottom:
		ans := make([]int, d.Min)
		for i := range ans {
			ans[i] = i
		}
		return ans, nil
	case engine.DecideAction:
		for i, op := range d.Options {
			if op.Action.Kind == engine.ActPass {
				return []int{i}, nil
			}
		}
	}
	if ans, ok := engine.OnlyAnswer(d); ok {
		return ans, nil
	}
	return nil, engine.ErrNoDecision
}

// of returns the decisions of kind k asked, in order.
func (o *opener) of(k engine.DecisionKind) []asked {
	var out []asked
	for _, a := range o.asked {
		if a.kind == k {
			out = append(out, a)
		}
	}
	return out
}

// startNames are the players of the tests' games, in seat order.
var startNames = []string{"Alice", "Bob", "Carol", "Dave", "Eve"}

// startGame makes a game of n players, each with startDeck as library and
// decider d (nil for none), with the options given (a variant, a seed,
// WithWaitingDecisions), and begins it with b.
func startGame(t testing.TB, n int, d engine.Decider, b engine.Beginning, opts ...engine.GameOption) *engine.Game {
	t.Helper()
	deck := make([]*engine.CardDef, len(startDeck))
	for i, name := range startDeck {
		deck[i] = cards.MustLookup(name)
	}
	cfg := make([]engine.PlayerConfig, n)
	for i := range cfg {
		cfg[i] = engine.PlayerConfig{Name: startNames[i], Deck: deck, Decider: d}
	}
	g, err := newChecked(cfg, append([]engine.GameOption{engine.WithSeed(7)}, opts...)...)
	require.NoError(t, err)
	require.NoError(t, g.Begin(b))
	return g
}

// stepStart steps g until its first turn has begun, checking the
// invariants after each step.
func stepStart(t testing.TB, g *engine.Game) {
	t.Helper()
	for i := 0; g.Waiting().Beginning; i++ {
		require.Less(t, i, 200, "the start does not end")
		require.NoError(t, g.Step())
		require.NoError(t, g.CheckInvariants())
	}
}

// startEvents returns the events of g of the kinds ks, in order.
func startEvents(g *engine.Game, ks ...engine.EventKind) []engine.Event {
	var out []engine.Event
	for ev := range g.Events() {
		if slices.Contains(ks, ev.Kind) {
			out = append(out, ev)
		}
	}
	return out
}

// askedPlayers returns the players of as, in order.
func askedPlayers(as []asked) []engine.PlayerID {
	out := make([]engine.PlayerID, len(as))
	for i, a := range as {
		out[i] = a.player
	}
	return out
}
