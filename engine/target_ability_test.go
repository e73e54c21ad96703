package engine_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// stifleSetup puts Brutal Cathar in Alice's hand with the mana to cast it,
// Grizzly Bears on Bob's battlefield, Stifle in his hand and n Islands,
// puts what more returns in Bob's hand, and starts Alice's main phase.
func stifleSetup(t *testing.T, n int, more ...*engine.CardDef) (g *engine.Game, cathar, bears, stifle engine.ObjID, extra []engine.ObjID) {
	t.Helper()
	g = newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Island", n)
	bears = put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	cathar = put(t, g, alice, zones.Hand, "Brutal Cathar")
	stifle = put(t, g, bob, zones.Hand, "Stifle")
	for _, d := range more {
		extra = append(extra, putDef(t, g, bob, zones.Hand, d))
	}
	startMain(t, g)
	return g, cathar, bears, stifle, extra
}

// catharTrigger casts Brutal Cathar, resolves it and returns the stack id
// of its enter trigger, with Bob holding priority.
func catharTrigger(t *testing.T, g *engine.Game, cathar engine.ObjID) engine.StackID {
	t.Helper()
	cast(t, g, alice, cathar)
	passAll(t, g) // the Cathar resolves; its trigger targets the only creature
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.PassPriority(alice))
	return g.Stack()[0].ID
}

// TestStifleCountersTrigger checks that Stifle targets Brutal Cathar's
// enter trigger and counters it: the ability leaves the stack and does
// nothing (CR 115.1, 701.6b), so nothing is exiled.
func TestStifleCountersTrigger(t *testing.T) {
	t.Parallel()
	g, cathar, bears, stifle, _ := stifleSetup(t, 1)
	sid := catharTrigger(t, g, cathar)
	from := g.EventCount()
	cast(t, g, bob, stifle, engine.TargetAbility(sid))
	require.Equal(t, []engine.Target{engine.TargetAbility(sid)}, g.Stack()[1].Targets)
	became := eventsOf(g, from, engine.EvBecameTarget)
	require.Len(t, became, 1)
	got, ok := became[0].TargetedAbility()
	require.True(t, ok)
	require.Equal(t, sid, got)
	require.Equal(t, engine.NoObj, became[0].Obj, "an ability is no permanent: ward can't see it")
	require.Contains(t, g.Describe(became[0]), "an ability of Brutal Cathar")
	resolveStack(t, g)
	require.Equal(t, zones.Battlefield, info(t, g, bears).Zone, "the trigger was countered: nothing is exiled")
	require.Equal(t, zones.Graveyard, bctZone(t, g, stifle))
	countered := eventsOf(g, from, engine.EvCountered)
	require.Len(t, countered, 1)
	id, _ := countered[0].StackID()
	require.Equal(t, sid, id)
	require.NoError(t, g.CheckInvariants())
}

// TestStifleCountersActivated checks that Stifle counters an activated
// ability: Greed's card is not drawn, and the life paid stays paid
// (CR 701.6b: no cost is refunded).
func TestStifleCountersActivated(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Swamp")
	greed := put(t, g, alice, zones.Battlefield, "Greed")
	put(t, g, alice, zones.Library, "Grizzly Bears")
	put(t, g, bob, zones.Battlefield, "Island")
	stifle := put(t, g, bob, zones.Hand, "Stifle")
	startMain(t, g)
	require.NoError(t, g.ActivateAbility(alice, greed, 0, engine.ActivateOptions{}))
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, stifle, engine.TargetAbility(g.Stack()[0].ID))
	resolveStack(t, g)
	require.Equal(t, 18, g.Life(alice))
	require.Empty(t, g.Zone(alice, zones.Hand), "the ability was countered: no card drawn")
	require.Len(t, g.Zone(alice, zones.Library), 1)
}

// TestAbilityTargetIllegal checks the targets Stifle can't have, each
// refused with ErrIllegalTarget and the state unchanged: a permanent, a
// spell (by object or by stack id), a player, a stack id never given and
// an ability that has already resolved (CR 115.1, 608.2b). Its candidates
// are the abilities on the stack only.
func TestAbilityTargetIllegal(t *testing.T) {
	t.Parallel()
	g, cathar, bears, stifle, _ := stifleSetup(t, 1)
	cast(t, g, alice, cathar)
	require.NoError(t, g.PassPriority(alice))
	spell := g.Stack()[0]
	before := engine.Digest(g)
	for _, tg := range []engine.Target{target(bears), target(spell.Obj), engine.TargetAbility(spell.ID),
		engine.TargetPlayerID(alice), engine.TargetAbility(99), {Obj: bears, Player: engine.NoPlayer, Stack: spell.ID}} {
		err := g.CastSpell(bob, stifle, engine.CastOptions{Targets: []engine.Target{tg}})
		require.ErrorIs(t, err, engine.ErrIllegalTarget, "%+v", tg)
		require.Equal(t, before, engine.Digest(g))
	}
	for _, a := range g.LegalActions(bob, nil) {
		require.NotEqual(t, stifle, a.Obj, "no ability on the stack: Stifle can't be cast")
	}
	require.NoError(t, g.PassPriority(bob))
	require.NoError(t, g.PassPriority(alice))
	sid := g.Stack()[0].ID
	var found bool
	for _, a := range g.LegalActions(bob, nil) {
		if a.Obj == stifle {
			found = true
			require.Equal(t, []engine.Target{engine.TargetAbility(sid)}, a.TargetList())
		}
	}
	require.True(t, found, "Stifle's only candidate is the trigger")
	resolveStack(t, g)
	require.Equal(t, zones.Exile, info(t, g, g.Current(bears)).Zone)
	err := g.CastSpell(bob, stifle, engine.CastOptions{Targets: []engine.Target{engine.TargetAbility(sid)}})
	require.ErrorIs(t, err, engine.ErrIllegalTarget, "the ability has resolved")
}

// TestStifleFizzles checks CR 608.2b for an ability target: two Stifles
// target one trigger; the second cast resolves first and counters it,
// so the first finds its target gone and doesn't resolve.
func TestStifleFizzles(t *testing.T) {
	t.Parallel()
	g, cathar, bears, s1, more := stifleSetup(t, 2, cards.MustLookup("Stifle"))
	s2 := more[0]
	sid := catharTrigger(t, g, cathar)
	cast(t, g, bob, s1, engine.TargetAbility(sid))
	first := g.Stack()[1].Obj
	cast(t, g, bob, s2, engine.TargetAbility(sid))
	from := g.EventCount()
	resolveStack(t, g)
	require.Equal(t, zones.Battlefield, info(t, g, bears).Zone)
	countered := eventsOf(g, from, engine.EvCountered)
	require.Len(t, countered, 2, "the trigger, then the first Stifle (its target is gone)")
	require.Equal(t, first, countered[1].Obj)
	require.Equal(t, "CR 701.6a", g.EventRule(countered[0]), "the second Stifle counters the trigger")
	require.Equal(t, "CR 608.2b", g.EventRule(countered[1]), "the first Stifle doesn't resolve: its target is illegal")
	require.Equal(t, zones.Graveyard, bctZone(t, g, s1))
	require.Len(t, eventsOf(g, from, engine.EvResolved), 1, "only the second Stifle resolves")
}

// TestAbilityTargetSurvivesCloneSnapshotRollback checks that a Stifle on
// the stack keeps its ability target through Clone, Snapshot and Restore,
// and a failed action's rollback.
func TestAbilityTargetSurvivesCloneSnapshotRollback(t *testing.T) {
	t.Parallel()
	g, cathar, bears, stifle, _ := stifleSetup(t, 1)
	sid := catharTrigger(t, g, cathar)
	cast(t, g, bob, stifle, engine.TargetAbility(sid))
	want := g.Stack()
	require.ErrorIs(t, g.PassPriority(alice), engine.ErrNoPriority, "Bob holds priority")
	require.Equal(t, want, g.Stack())
	c := g.Clone()
	require.Equal(t, want, c.Stack())
	data, err := g.Snapshot()
	require.NoError(t, err)
	require.Contains(t, string(data), `"stack":`+strconv.Itoa(int(sid)))
	r, err := restoreChecked(data, cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.NoError(t, err)
	require.Equal(t, want, r.Stack())
	again, err := r.Snapshot()
	require.NoError(t, err)
	require.Equal(t, string(data), string(again))
	for _, h := range []*engine.Game{g, c, r} {
		resolveStack(t, h)
		require.Equal(t, zones.Battlefield, info(t, h, bears).Zone)
		require.NoError(t, h.CheckInvariants())
	}
}

// flashStifler is a test creature with flash whose enter trigger counters
// target activated or triggered ability: a triggered ability's target
// that is an ability, chosen by a decision (CR 603.3d).
func flashStifler() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Flash Stifler", ManaCost: engine.MustManaCost("{U}"),
		Types: engine.Types(engine.Creature), Power: 1, Toughness: 1, Keywords: engine.Keywords(engine.Flash),
		Abilities: []*engine.Ability{{Kind: engine.Triggered, Trigger: engine.SelfEnters(),
			Text:    "When this creature enters, counter target activated or triggered ability.",
			Targets: []engine.TargetSpec{{Kind: engine.TargetAbilityOnStack}},
			Effect: func(r *engine.Resolution) {
				if t, ok := r.Target(0); ok {
					r.CounterAbility(t.Stack)
				}
			}}}}})
}

// TestTriggerTargetsAbility checks a triggered ability whose target is an
// ability on the stack: the decision offers the ability by its source
// and text, and the answer counters it.
func TestTriggerTargetsAbility(t *testing.T) {
	t.Parallel()
	g, cathar, bears, _, more := stifleSetup(t, 1, flashStifler())
	stifler := more[0]
	sid := catharTrigger(t, g, cathar)
	cast(t, g, bob, stifler)
	passAll(t, g) // the Stifler resolves; its trigger targets the Cathar's
	top := g.Stack()[len(g.Stack())-1]
	require.Equal(t, []engine.Target{engine.TargetAbility(sid)}, top.Targets)
	recs := g.Decisions()
	last := recs[len(recs)-1]
	require.Equal(t, engine.DecideTarget, last.Kind)
	require.Equal(t, g.Current(cathar), last.Chosen[0].Obj, "the option names the ability's source")
	require.Regexp(t, `^Target the ability of Brutal Cathar \(Whenever this creature enters or transforms`, last.Chosen[0].Text)
	resolveStack(t, g)
	require.Equal(t, zones.Battlefield, info(t, g, bears).Zone)
	require.NoError(t, g.CheckInvariants())
}
