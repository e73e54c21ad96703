package bot_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// bots are the two bots of seat p, each with a small budget.
func bots(p engine.PlayerID) map[string]engine.Decider {
	return map[string]engine.Decider{
		"greedy": bot.NewGreedy(p, 1),
		"search": bot.NewSearch(p, 1, bot.WithParams(quick)),
	}
}

// handGame is a game in setup of Alice and Bob, Alice holding the cards
// named.
func handGame(t *testing.T, hand ...string) (*engine.Game, []engine.ObjID) {
	t.Helper()
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	require.NoError(t, err)
	var ids []engine.ObjID
	for _, name := range hand {
		id, err := g.Put(engine.Placement{Owner: 0, Zone: zones.Hand, Def: cards.MustLookup(name)})
		require.NoError(t, err)
		ids = append(ids, id)
	}
	return g, ids
}

// The bots choose to play first: "play" with two players, themselves
// with more.
func TestOpeningPlayFirst(t *testing.T) {
	t.Parallel()
	g, _ := handGame(t)
	for name, b := range bots(1) {
		two := &engine.Decision{Kind: engine.DecideStartingPlayer, Player: 1, Min: 1, Max: 1, Options: []engine.Option{
			{Player: 1, IsPlayer: true, Word: "play"}, {Player: 0, IsPlayer: true, Word: "draw", Index: 1}}}
		ans, err := b.Decide(g, two)
		require.NoError(t, err)
		assert.Equal(t, []int{0}, ans, "%s: play", name)
		many := &engine.Decision{Kind: engine.DecideStartingPlayer, Player: 1, Min: 1, Max: 1, Options: []engine.Option{
			{Player: 0, IsPlayer: true}, {Player: 1, IsPlayer: true, Index: 1}, {Player: 2, IsPlayer: true, Index: 2}}}
		ans, err = b.Decide(g, many)
		require.NoError(t, err)
		assert.Equal(t, []int{1}, ans, "%s: itself", name)
	}
}

// The bots keep a hand of h cards with two to h−2 lands (two to five of
// seven), and otherwise take a mulligan while it leaves five cards or
// more.
func TestOpeningMulligan(t *testing.T) {
	t.Parallel()
	lands := func(n, spells int) []string {
		return append(slices.Repeat([]string{"Forest"}, n), slices.Repeat([]string{"Grizzly Bears"}, spells)...)
	}
	for _, tc := range []struct {
		name  string
		hand  []string
		after int // the cards another mulligan leaves
		keep  bool
	}{
		{"seven, three lands", lands(3, 4), 6, true},
		{"seven, two lands", lands(2, 5), 6, true},
		{"seven, five lands", lands(5, 2), 6, true},
		{"seven, one land", lands(1, 6), 6, false},
		{"seven, six lands", lands(6, 1), 6, false},
		{"seven, one land, the mulligan free", lands(1, 6), 7, false},
		{"six, two lands", lands(2, 4), 5, true},
		{"six, one land", lands(1, 5), 5, false},
		{"five, no land: another would leave four", lands(0, 5), 4, true},
		{"seven, no land: another would leave four", lands(0, 7), 4, true},
	} {
		g, _ := handGame(t, tc.hand...)
		d := &engine.Decision{Kind: engine.DecideMulligan, Player: 0, Min: 1, Max: 1, Options: []engine.Option{
			{Word: "keep", Amount: int32(len(tc.hand))}, {Word: "mulligan", Amount: int32(tc.after), Index: 1}}}
		for name, b := range bots(0) {
			ans, err := b.Decide(g, d)
			require.NoError(t, err)
			want := 1
			if tc.keep {
				want = 0
			}
			assert.Equal(t, []int{want}, ans, "%s: %s", name, tc.name)
		}
	}
}

// The bots put on the bottom the lands beyond four first, then the cards
// needing a colour they can't produce, then those of highest mana value,
// the worst at the very bottom (last named).
func TestOpeningBottom(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		hand []string
		n    int
		want []string // in the order named: the last at the very bottom
	}{
		{"six lands", []string{"Forest", "Forest", "Forest", "Plains", "Mountain", "Island", "Hill Giant"}, 2, []string{"Forest", "Forest"}},
		{"colours first", []string{"Forest", "Forest", "Forest", "Lightning Bolt", "Hill Giant", "Grizzly Bears", "Llanowar Elves"}, 2,
			[]string{"Lightning Bolt", "Hill Giant"}},
		{"then mana value", []string{"Forest", "Forest", "Forest", "Lightning Bolt", "Hill Giant", "Grizzly Bears", "Llanowar Elves"}, 3,
			[]string{"Grizzly Bears", "Lightning Bolt", "Hill Giant"}},
		{"lands last", []string{"Forest", "Mountain", "Grizzly Bears", "Llanowar Elves", "Hill Giant"}, 4,
			[]string{"Forest", "Llanowar Elves", "Grizzly Bears", "Hill Giant"}},
	} {
		g, ids := handGame(t, tc.hand...)
		d := &engine.Decision{Kind: engine.DecideBottom, Player: 0, Min: tc.n, Max: tc.n}
		for i, id := range ids {
			d.Options = append(d.Options, engine.Option{Obj: id, Index: i})
		}
		for name, b := range bots(0) {
			ans, err := b.Decide(g, d)
			require.NoError(t, err)
			require.NoError(t, engine.CheckAnswer(d, ans))
			var got []string
			for _, k := range ans {
				got = append(got, g.Characteristics(ids[k]).Name)
			}
			assert.Equal(t, tc.want, got, "%s: %s", name, tc.name)
		}
	}
}

// A game begun with Begin between the two bots: the chooser plays first,
// every decision of the start is answered, and the game goes on.
func TestOpeningBotsPlay(t *testing.T) {
	t.Parallel()
	for s := uint64(1); s <= 2; s++ {
		deck0, err := cards.Deck("cathar")
		require.NoError(t, err)
		deck1, err := cards.Deck("werewolves")
		require.NoError(t, err)
		g, err := engine.New([]engine.PlayerConfig{
			{Name: "Greedy", Deck: deck0, Decider: bot.NewGreedy(0, s)},
			{Name: "Search", Deck: deck1, Decider: bot.NewSearch(1, s, bot.WithParams(quick))},
		}, engine.WithSeed(s))
		require.NoError(t, err)
		require.NoError(t, g.Begin(engine.Beginning{RandomChooser: true}))
		require.NoError(t, g.PlayTurns(2))
		chooser, _ := g.Chooser()
		var starting []engine.Event
		for ev := range g.Events() {
			if ev.Kind == engine.EvStartingPlayer {
				starting = append(starting, ev)
			}
		}
		require.Len(t, starting, 1)
		assert.Equal(t, chooser, starting[0].Player, "seed %d: the chooser plays first", s)
		n, _, _ := g.Turn()
		assert.Greater(t, n, 2)
	}
}

// The bots read no hidden card as the game starts: asked the same
// decision of the start in determinized copies of the game, where the
// opponent's hand and every library are dealt again, they answer alike.
func TestOpeningReadsNoHiddenCard(t *testing.T) {
	t.Parallel()
	deck, err := cards.Deck("cathar")
	require.NoError(t, err)
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck}},
		engine.WithSeed(3), engine.WithWaitingDecisions())
	require.NoError(t, err)
	require.NoError(t, g.Begin(engine.Beginning{Chooser: 1, FreeMulligan: engine.FreeMulliganNever}))
	checked, dealt := 0, 0
	for g.Waiting().Beginning {
		d, err := g.Next()
		require.NoError(t, err)
		b := bot.NewGreedy(d.Player, 2)
		ans, err := b.Decide(g, d)
		require.NoError(t, err)
		if d.Kind != engine.DecideStartingPlayer {
			for seed := range uint64(4) {
				w, err := g.Determinize(d.Player, seed)
				require.NoError(t, err)
				if !sameHidden(g, w, 1-d.Player) {
					dealt++
				}
				again, err := bot.NewGreedy(d.Player, 2).Decide(w, w.Pending())
				require.NoError(t, err)
				assert.Equal(t, ans, again, "%v of player %d", d.Kind, d.Player)
				checked++
			}
		}
		require.NoError(t, g.Answer(d.Player, ans))
	}
	assert.Greater(t, checked, 0)
	assert.Greater(t, dealt, 0, "copies dealt the opponent's hidden cards otherwise")
}
