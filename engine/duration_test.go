package engine_test

// One-shot effects with a duration: CR 610.3 ("exile … until this leaves
// the battlefield"), with CR 400.7 (new objects) and 603.3/704 (nothing
// happens in between).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// rtWarden is a 2/2 for {1}{W}: "When this enters, exile target creature
// an opponent controls until this leaves the battlefield."
func rtWarden() *engine.CardDef {
	return engine.Finish(&engine.CardDef{Front: engine.Face{
		Name: "Warden", ManaCost: engine.MustManaCost("{1}{W}"), Types: engine.Types(engine.Creature), Power: 2, Toughness: 2,
		Abilities: []*engine.Ability{{Kind: engine.Triggered,
			Text:    "When this enters, exile target creature an opponent controls until this leaves the battlefield.",
			Trigger: engine.SelfEnters(),
			Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Filter: engine.Filter{Types: engine.Types(engine.Creature), Controller: engine.OpponentControls}}},
			Effect: func(r *engine.Resolution) {
				if id, ok := r.TargetObject(0); ok {
					r.ExileUntilSourceLeaves(id)
				}
			}}},
	}})
}

// rtCastWarden casts the Warden from Alice's hand and resolves it and its
// trigger (whose target is answered by Alice's script when there is a
// choice). It returns the Warden on the battlefield.
func rtCastWarden(t *testing.T, g *engine.Game, card engine.ObjID) engine.ObjID {
	t.Helper()
	from := g.EventCount()
	cast(t, g, alice, card)
	resolveStack(t, g)
	return rtNewObj(t, g, from, rtNewObj(t, g, from, card, zones.Stack), zones.Battlefield)
}

// CR 610.3, 610.3c, 400.7: when the source leaves the battlefield (killed
// or bounced), the exiled card returns at once — in the same action, before
// the spell that removed the source has finished resolving, before any
// trigger or state-based action — under its owner's control, as a new
// object: summoning sick, with no counters, untapped, undamaged.
func TestDurationReturnWhenSourceLeaves(t *testing.T) {
	t.Parallel()
	for _, removal := range []struct{ name, land string }{{"Murder", "Swamp"}, {"Unsummon", "Island"}} {
		t.Run(removal.name, func(t *testing.T) {
			g := newGame(t)
			putN(t, g, alice, zones.Battlefield, "Plains", 2)
			putN(t, g, bob, zones.Battlefield, removal.land, 3)
			warden := putDef(t, g, alice, zones.Hand, rtWarden())
			kill := put(t, g, bob, zones.Hand, removal.name)
			bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears", tapped, counters(engine.PlusOne, 2))
			startMain(t, g)
			from := g.EventCount()
			w := rtCastWarden(t, g, warden)
			exiled := rtNewObj(t, g, from, bears, zones.Exile)
			require.Equal(t, zones.Exile, info(t, g, exiled).Zone)

			require.NoError(t, g.PassPriority(alice))
			cast(t, g, bob, kill, target(w))
			spell := g.Stack()[0].Obj
			from = g.EventCount()
			passAll(t, g)

			left := rtIndex(g, from, func(ev engine.Event) bool {
				return ev.Kind == engine.EvZoneChanged && ev.Obj == w && ev.From == zones.Battlefield
			})
			back := rtIndex(g, from, rtMoved(exiled, zones.Battlefield))
			require.True(t, left >= 0 && back >= 0, "left %d, back %d", left, back)
			assert.Equal(t, left+1, back, "the return is the very next event after the source left")
			done := rtIndex(g, from, func(ev engine.Event) bool { return ev.Kind == engine.EvResolved && ev.Obj == spell })
			assert.Less(t, back, done, "the card returned while %s was still resolving", removal.name)

			ret := rtNewObj(t, g, from, exiled, zones.Battlefield)
			oi := info(t, g, ret)
			assert.True(t, oi.Current)
			assert.Equal(t, bob, oi.Controller, "under its owner's control")
			assert.NotEqual(t, bears, ret, "a new object")
			assert.True(t, oi.SummoningSick)
			assert.Zero(t, oi.Counters[engine.PlusOne], "no counters")
			assert.False(t, oi.Tapped)
			assert.Equal(t, alice, g.PriorityPlayer())
			assert.Equal(t, 0, g.StackLen())
		})
	}
}

// CR 610.3c: the card returns under its owner's control, not under the
// control of whoever controlled it when it was exiled, nor the Warden's
// controller's.
func TestDurationReturnsUnderOwnersControl(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	carol := engine.PlayerID(2)
	putN(t, g, alice, zones.Battlefield, "Plains", 2)
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	warden := putDef(t, g, alice, zones.Hand, rtWarden())
	murder := put(t, g, alice, zones.Hand, "Murder")
	// Carol owns the Bears; Bob controls them.
	bears := put(t, g, carol, zones.Battlefield, "Grizzly Bears", controlledBy(bob))
	startMain(t, g)
	from := g.EventCount()
	w := rtCastWarden(t, g, warden)
	exiled := rtNewObj(t, g, from, bears, zones.Exile)
	cast(t, g, alice, murder, target(w))
	from = g.EventCount()
	resolveStack(t, g)
	ret := rtNewObj(t, g, from, exiled, zones.Battlefield)
	assert.Equal(t, carol, info(t, g, ret).Controller)
}

// CR 610.3b: if the source leaves the battlefield before its triggered
// ability resolves, nothing is exiled (and nothing would ever return).
func TestDurationSourceLeftBeforeTheTriggerResolved(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 2)
	putN(t, g, bob, zones.Battlefield, "Island", 1)
	warden := putDef(t, g, alice, zones.Hand, rtWarden())
	unsummon := put(t, g, bob, zones.Hand, "Unsummon")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	cast(t, g, alice, warden)
	passAll(t, g) // the Warden resolves; its trigger goes on the stack
	require.Equal(t, 1, g.StackLen())
	w := g.Stack()[0].Obj
	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, unsummon, target(w))
	from := g.EventCount()
	resolveStack(t, g)
	oi := info(t, g, bears)
	assert.True(t, oi.Current, "the Bears never left")
	assert.Equal(t, zones.Battlefield, oi.Zone)
	assert.Empty(t, g.Zone(engine.NoPlayer, zones.Exile))
	assert.Equal(t, -1, rtIndex(g, from, rtMoved(bears, zones.Exile)))
}

// CR 610.3 ruling, 111.7–111.8, 704.5d: a token exiled this way ceases to
// exist and doesn't return.
func TestDurationTokenDoesNotReturn(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 2)
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	warden := putDef(t, g, alice, zones.Hand, rtWarden())
	murder := put(t, g, alice, zones.Hand, "Murder")
	tok := put(t, g, bob, zones.Battlefield, "Grizzly Bears", token)
	startMain(t, g)
	from := g.EventCount()
	w := rtCastWarden(t, g, warden)
	exiled := rtNewObj(t, g, from, tok, zones.Exile)
	assert.False(t, info(t, g, exiled).Current, "the token ceased to exist in exile")
	cast(t, g, alice, murder, target(w))
	from = g.EventCount()
	resolveStack(t, g)
	assert.Equal(t, -1, rtIndex(g, from, rtMoved(exiled, zones.Battlefield)), "it did not return")
	for _, id := range g.Battlefield() {
		assert.NotEqual(t, "Grizzly Bears", g.Characteristics(id).Name)
	}
}

// CR 610.3d: return effects created by simultaneous events happen
// simultaneously. Two Wardens die together; both exiled creatures return
// in one event, after both Wardens have left, and each sees the other enter
// (CR 603.6a).
func TestDurationSimultaneousReturns(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 4)
	putN(t, g, bob, zones.Battlefield, "Mountain", 2)
	wc1 := putDef(t, g, alice, zones.Hand, rtWarden())
	wc2 := putDef(t, g, alice, zones.Hand, rtWarden())
	pyro := putDef(t, g, bob, zones.Hand, rtPyroclasm())
	c1 := putDef(t, g, bob, zones.Battlefield, rtEnterWatcher("Watcher One"))
	c2 := putDef(t, g, bob, zones.Battlefield, rtEnterWatcher("Watcher Two"))
	put(t, g, bob, zones.Library, "Forest") // Bob's draw of turn 2
	startMain(t, g)

	// Each Warden entering triggers Bob's watchers too; Bob orders them.
	push(t, g, bob, engine.PickObj(c1, c2))
	push(t, g, alice, engine.PickObj(c1))
	from := g.EventCount()
	w1 := rtCastWarden(t, g, wc1)
	e1 := rtNewObj(t, g, from, c1, zones.Exile)
	from = g.EventCount()
	w2 := rtCastWarden(t, g, wc2)
	e2 := rtNewObj(t, g, from, c2, zones.Exile)
	require.Equal(t, 23, g.Life(bob), "3 life from the watchers so far")

	// Bob's turn: Pyroclasm kills both Wardens at once (state-based action).
	gotoStep(t, g, 2, engine.PrecombatMain)
	cast(t, g, bob, pyro)
	from = g.EventCount()
	push(t, g, bob, engine.PickCard(info(t, g, e1).Card, info(t, g, e2).Card)) // the order of the returned watchers' triggers
	passAll(t, g)

	left1 := rtIndex(g, from, rtMoved(w1, zones.Graveyard))
	left2 := rtIndex(g, from, rtMoved(w2, zones.Graveyard))
	back1 := rtIndex(g, from, rtMoved(e1, zones.Battlefield))
	back2 := rtIndex(g, from, rtMoved(e2, zones.Battlefield))
	require.True(t, left1 >= 0 && left2 >= 0 && back1 >= 0 && back2 >= 0)
	assert.Equal(t, max(left1, left2)+1, min(back1, back2), "both returns come right after both Wardens left")
	assert.Equal(t, 1, max(back1, back2)-min(back1, back2), "the returns are one event")
	triggered := eventsOf(g, from, engine.EvAbilityTriggered)
	assert.Len(t, triggered, 2, "each returned watcher saw the other enter: they returned at the same time")
	resolveStack(t, g)
	assert.Equal(t, 25, g.Life(bob))
}

// CR 610.3, 400.7, 603.6a: flickering the source (Cloudshift) returns the
// exiled card at once — before the source comes back — and the source
// comes back as a new object whose ability triggers again, with a new link
// of its own.
func TestDurationFlickerOfTheSource(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, alice, zones.Battlefield, "Swamp", 3)
	warden := putDef(t, g, alice, zones.Hand, rtWarden())
	cs := put(t, g, alice, zones.Hand, "Cloudshift")
	murder := put(t, g, alice, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	w := rtCastWarden(t, g, warden)
	exiled := rtNewObj(t, g, from, bears, zones.Exile)

	from = g.EventCount()
	cast(t, g, alice, cs, target(w))
	passAll(t, g) // Cloudshift resolves; the new Warden's trigger goes on the stack
	wExiled := rtNewObj(t, g, from, w, zones.Exile)
	w2 := rtNewObj(t, g, from, wExiled, zones.Battlefield)
	back := rtIndex(g, from, rtMoved(exiled, zones.Battlefield))
	wBack := rtIndex(g, from, rtMoved(wExiled, zones.Battlefield))
	require.True(t, back >= 0 && wBack >= 0)
	assert.Less(t, back, wBack, "the Bears returned before the Warden came back")
	bears2 := rtNewObj(t, g, from, exiled, zones.Battlefield)
	require.Equal(t, []engine.ObjID{w2}, rtTriggerSources(g), "the new Warden triggered")
	assert.Equal(t, []engine.Target{target(bears2)}, g.Stack()[0].Targets)

	from = g.EventCount()
	resolveStack(t, g)
	exiled2 := rtNewObj(t, g, from, bears2, zones.Exile)

	// The new link belongs to the new Warden.
	cast(t, g, alice, murder, target(w2))
	from = g.EventCount()
	resolveStack(t, g)
	bears3 := rtNewObj(t, g, from, exiled2, zones.Battlefield)
	assert.Equal(t, bob, info(t, g, bears3).Controller)
}
