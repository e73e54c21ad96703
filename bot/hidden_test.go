package bot_test

import (
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/bot"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// spy is the search bot of a game that, at each decision it searches,
// first asks a copy of itself the same decision in a determinized copy of
// the game from its seat's point of view (the cards it doesn't know dealt
// again) and keeps both answers.
type spy struct {
	t       *testing.T
	b       *bot.Search
	n       int     // the decisions compared
	real    [][]int // the bot's answers in the game
	dealt   [][]int // the copy's answers in the determinized copies
	reDealt int     // the copies whose opponent's hidden cards differ from the game's
}

// Decide answers d through the bot, comparing it first on a copy.
func (s *spy) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	_, only := engine.OnlyAnswer(d)
	if only || d.Kind != engine.DecideAction && d.Kind != engine.DecideAttackers && d.Kind != engine.DecideBlockers {
		return s.b.Decide(g, d)
	}
	s.n++
	w, err := g.Determinize(d.Player, uint64(1000+s.n))
	require.NoError(s.t, err)
	if !sameHidden(g, w, 1-d.Player) {
		s.reDealt++
	}
	twin := s.b.CloneDecider()
	var got []int
	require.NoError(s.t, w.SetDecider(d.Player, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		ans, err := twin.Decide(g, d)
		if got == nil {
			got = slices.Clone(ans)
		}
		return ans, err
	})))
	require.NoError(s.t, w.SetDecider(1-d.Player, engine.NewRandom(1)))
	require.NoError(s.t, w.Step())
	ans, err := s.b.Decide(g, d)
	s.real = append(s.real, slices.Clone(ans))
	s.dealt = append(s.dealt, got)
	return ans, err
}

// sameHidden reports whether player q's hand and library hold the same
// cards in the same order in g and w.
func sameHidden(g, w *engine.Game, q engine.PlayerID) bool {
	names := func(g *engine.Game) []string {
		var out []string
		for _, z := range []zones.Kind{zones.Hand, zones.Library} {
			for _, id := range g.Zone(q, z) {
				out = append(out, g.Characteristics(id).Name)
			}
		}
		return out
	}
	return slices.Equal(names(g), names(w))
}

// The search bot never reads its opponent's hidden cards (nor the order
// of its own library): asked each decision it searches in a determinized
// copy of the game too, where those cards are dealt again at random, it
// gives the same answer as in the game itself. (A search that looked
// ahead on clones of the game instead of determinized copies fails here.)
// CATHAR_LONG=1 plays four seeds, the default run two.
func TestSearchReadsNoHiddenCard(t *testing.T) {
	par := quick
	par.Worlds, par.Horizon = 4, 1 // the opponent's next turn, where its hand plays a part
	seeds := []uint64{1, 2}
	if os.Getenv("CATHAR_LONG") != "" {
		seeds = append(seeds, 3, 4)
	}
	for _, s := range seeds {
		p, _ := seats(s)
		sp := &spy{t: t, b: bot.NewSearch(p, 4, bot.WithParams(par))}
		g := newGame(t, s, p, sp, engine.NewRandom(5), false)
		playOut(t, g)
		require.Greater(t, sp.n, 20, "seed %d: decisions compared", s)
		assert.Greater(t, sp.reDealt, sp.n/2, "seed %d: copies that dealt the opponent's hidden cards otherwise", s)
		assert.Equal(t, sp.real, sp.dealt, "seed %d", s)
	}
}
