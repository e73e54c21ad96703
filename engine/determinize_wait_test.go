package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Determinize while a decision waits (WithWaitingDecisions), in whole
// games answered from outside: for the player it waits for, at priority and in the middle of an action (a
// look at the top of a library whose cards the copy keeps, for the player
// sees them at the decision), the copy waits at an equal decision, keeps
// what the player knows, and takes the answer the game takes. For the
// other player, whose copy deals the decider's hand again, the stopped
// call often reaches another decision (other actions to choose from, other
// cards to pick): Determinize then fails with ErrPendingDiverges. The
// game is unchanged either way.
func TestDeterminizeWhileADecisionWaits(t *testing.T) {
	t.Parallel()
	var mid, prio, diverged, other int
	for seed := range uint64(sized(t, "games", 3, 8)) {
		g := presetGame(t, seed, false)
		rs := outsideAnswerers(seed)
		for n := 0; n < maxWaitSteps; n++ {
			d, err := g.Next()
			require.NoError(t, err)
			if d == nil {
				break
			}
			ans, err := rs[d.Player].Decide(g, d)
			require.NoError(t, err)
			if !midAction(d) && n%10 != 0 { // every decision in the middle of an action, a tenth of the others
				require.NoError(t, g.Answer(d.Player, ans))
				continue
			}
			before, err := g.Snapshot()
			require.NoError(t, err)

			c, err := g.Determinize(d.Player, uint64(n))
			require.NoError(t, err, "seed %d, decision %d: %v (%s)", seed, n, d.Kind, d.Prompt)
			requireSameDecision(t, d, c.Pending(), "seed %d, decision %d", seed, n)
			requireSameView(t, g, c, d.Player)
			require.NoError(t, c.Answer(d.Player, ans), "seed %d, decision %d: the copy takes the game's answer", seed, n)
			if midAction(d) {
				mid++
			} else {
				prio++
			}

			if _, err := g.Determinize(1-d.Player, uint64(n)); err != nil {
				require.ErrorIs(t, err, engine.ErrPendingDiverges, "seed %d, decision %d", seed, n)
				diverged++
			} else {
				other++
			}
			after, err := g.Snapshot()
			require.NoError(t, err)
			require.Equal(t, string(before), string(after), "seed %d, decision %d: Determinize changed the game", seed, n)
			require.NoError(t, g.Answer(d.Player, ans))
		}
	}
	t.Logf("own decisions: %d at priority, %d in the middle of an action; the other's copy: %d waits, %d diverge", prio, mid, other, diverged)
	assert.Positive(t, mid, "no decision in the middle of an action")
	assert.Positive(t, diverged, "no copy diverged")
	assert.Positive(t, other, "no other player's copy waits")
}

// A decision in the middle of an action, both ways: Alice resolves Seek
// and chooses among the top four cards of her library, which she looks
// at in the stopped call. Her copy keeps those four where they are (she
// sees them at the decision) and waits at the same choice; Bob, who does
// not see them, gets copies whose library is dealt again, where the call
// mostly offers other cards: ErrPendingDiverges (a copy whose deal happens
// to offer the same ones waits at the same decision). The game is
// unchanged.
func TestDeterminizeAtAChoiceAmongLookedAtCards(t *testing.T) {
	t.Parallel()
	g := newGameWith(t, []engine.GameOption{engine.WithWaitingDecisions()})
	require.NoError(t, g.SetDecider(alice, nil))
	putN(t, g, alice, zones.Battlefield, "Island", 1)
	for _, name := range []string{"Forest", "Plains", "Island", "Lightning Bolt", "Craven Giant", "Grizzly Bears", "Hill Giant"} {
		put(t, g, alice, zones.Library, name)
	}
	spell := putDef(t, g, alice, zones.Hand, seek())
	startMain(t, g)
	cast(t, g, alice, spell)
	require.NoError(t, g.PassPriority(alice))
	require.ErrorIs(t, g.PassPriority(bob), engine.ErrDecisionPending)
	d := g.Pending()
	require.NotNil(t, d)
	require.Equal(t, alice, d.Player)
	require.True(t, midAction(d))
	before, err := g.Snapshot()
	require.NoError(t, err)

	diverged := 0
	for seed := range uint64(10) {
		c, err := g.Determinize(alice, seed)
		require.NoError(t, err, "seed %d", seed)
		requireSameDecision(t, d, c.Pending(), "seed %d", seed)
		lib, dealt := g.Zone(alice, zones.Library), c.Zone(alice, zones.Library) // bottom first
		assert.Equal(t, lib[3:], dealt[3:], "seed %d: the four cards Alice looks at stay", seed)
		assert.Equal(t, names(g, lib[3:]), names(c, dealt[3:]), "seed %d", seed)
		assert.ElementsMatch(t, names(g, lib[:3]), names(c, dealt[:3]), "seed %d", seed)
		require.NoError(t, c.CheckInvariants())

		if c, err := g.Determinize(bob, seed); err != nil {
			require.ErrorIs(t, err, engine.ErrPendingDiverges, "seed %d", seed)
			diverged++
		} else {
			requireSameDecision(t, d, c.Pending(), "seed %d", seed)
		}
	}
	assert.Greater(t, diverged, 5, "Bob's copies deal Alice's library again")
	after, err := g.Snapshot()
	require.NoError(t, err)
	require.Equal(t, string(before), string(after))
}

// requireSameDecision requires decision got to ask what want asks, an
// empty list of options or default being no list.
func requireSameDecision(t *testing.T, want, got *engine.Decision, msg ...any) {
	t.Helper()
	require.NotNil(t, got, msg...)
	w, g := *want, *got
	for _, d := range []*engine.Decision{&w, &g} {
		if len(d.Options) == 0 {
			d.Options = nil
		}
		if len(d.Default) == 0 {
			d.Default = nil
		}
	}
	require.Equal(t, w, g, msg...)
}

// In a game made WithWaitingDecisions, a player's decider that
// determinizes as Step asks it for an action gets a copy that is in no
// call of the game's: every player of the copy waits, and the copy plays
// on through Next and Answer to its own decisions.
func TestDeterminizeFromADeciderOfAWaitingGame(t *testing.T) {
	t.Parallel()
	g := presetGame(t, 3, false)
	bot := engine.NewRandom(1)
	copies := 0
	require.NoError(t, g.SetDecider(alice, engine.DeciderFunc(func(g *engine.Game, d *engine.Decision) ([]int, error) {
		if d.Kind == engine.DecideAction && copies < 20 {
			c, err := g.Determinize(alice, uint64(copies))
			require.NoError(t, err)
			copies++
			r := engine.NewRandom(uint64(copies))
			for i := 0; i < 30; i++ {
				pd, err := c.Next()
				require.NoError(t, err, "copy %d, decision %d", copies, i)
				if pd == nil {
					break
				}
				ans, err := r.Decide(c, pd)
				require.NoError(t, err)
				require.NoError(t, c.Answer(pd.Player, ans), "copy %d, decision %d", copies, i)
			}
			require.NoError(t, c.CheckInvariants())
		}
		return bot.Decide(g, d)
	})))
	rs := outsideAnswerers(3)
	for n := 0; n < 300 && copies < 20; n++ {
		d, err := g.Next()
		require.NoError(t, err)
		if d == nil {
			break
		}
		ans, err := rs[d.Player].Decide(g, d)
		require.NoError(t, err)
		require.NoError(t, g.Answer(d.Player, ans))
	}
	assert.Equal(t, 20, copies)
}
