package engine_test

// A change of the day/night designation with static abilities and
// continuous effects on the battlefield (CR 702.145, 613): the batch of
// transforms computes again only what the flips can change, and a failed
// change is reversed exactly (CR 733).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// flipStaticBoard is a game by day in Alice's main phase with four Tavern
// Ruffians of Alice's (2/5 daybound, 6/5 Tavern Smasher at night): the
// first equipped with Bonesplitter (+2/+0, layer 7c), the second with a
// +1/+1 counter, the third pumped by Giant Growth (+3/+3 until end of
// turn, an effect that names it), the fourth alone; one of Bob's enchanted
// with Pacifism (can't attack or block); Grizzly Bears; and the cards
// named, Alice's.
type flipStaticBoard struct {
	g                              *engine.Game
	equipped, countered, pumped    engine.ObjID
	alone, pacified, bears, splint engine.ObjID
	others                         []engine.ObjID
}

func newFlipStaticBoard(t *testing.T, others ...string) *flipStaticBoard {
	t.Helper()
	g := dnGame(t, daynight.Day)
	b := &flipStaticBoard{g: g}
	b.equipped = put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	b.splint = put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(b.equipped))
	b.countered = put(t, g, alice, zones.Battlefield, "Tavern Ruffian", counters(engine.PlusOne, 1))
	b.pumped = put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	b.alone = put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	b.pacified = put(t, g, bob, zones.Battlefield, "Tavern Ruffian")
	put(t, g, bob, zones.Battlefield, "Pacifism", attachedTo(b.pacified))
	b.bears = put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	for _, name := range others {
		b.others = append(b.others, put(t, g, alice, zones.Battlefield, name))
	}
	put(t, g, alice, zones.Battlefield, "Forest")
	growth := put(t, g, alice, zones.Hand, "Giant Growth")
	startMain(t, g)
	cast(t, g, alice, growth, target(b.pumped))
	passAll(t, g)
	return b
}

// check asserts the characteristics of the board with its Ruffians front
// face up (day) or not, and the engine's own cache checks.
func (b *flipStaticBoard) check(t *testing.T, night bool) {
	t.Helper()
	g := b.g
	face, base := "Tavern Ruffian", [2]int{2, 5}
	if night {
		face, base = "Tavern Smasher", [2]int{6, 5}
	}
	for id, want := range map[engine.ObjID][2]int{
		b.equipped:  {base[0] + 2, base[1]},
		b.countered: {base[0] + 1, base[1] + 1},
		b.pumped:    {base[0] + 3, base[1] + 3},
		b.alone:     base,
		b.pacified:  base,
	} {
		ch := g.Characteristics(id)
		assert.Equal(t, face, ch.Name, "object %d", id)
		assert.Equal(t, want, [2]int{ch.Power, ch.Toughness}, "%s %d", face, id)
	}
	assert.Equal(t, engine.CantAttack|engine.CantBlock, g.Characteristics(b.pacified).Rules, "Pacifism")
	assert.Zero(t, g.Characteristics(b.alone).Rules)
	assert.Equal(t, [2]int{2, 2}, pt(t, g, b.bears))
	assert.Equal(t, [2]int{0, 0}, pt(t, g, b.splint))
	assert.Equal(t, b.equipped, info(t, g, b.splint).AttachedTo)
	require.NoError(t, g.CheckInvariants())
}

// CR 702.145b(2), 702.145e(1), 613.4c: night and day again with an
// Equipment, an Aura, counters and a resolved effect on the battlefield:
// each Ruffian has its new face's values with what applies to it, and
// nothing else changes.
func TestDayNightFlipWithStaticAbilitiesOnTheBattlefield(t *testing.T) {
	t.Parallel()
	b := newFlipStaticBoard(t)
	b.check(t, false)
	require.NoError(t, b.g.ItBecomes(daynight.Night))
	b.check(t, true)
	require.NoError(t, b.g.ItBecomes(daynight.Day))
	b.check(t, false)
	require.NoError(t, b.g.ItBecomes(daynight.Night))
	b.check(t, true)
}

// CR 733, 702.145e(1): with the same board and Brutal Cathar, whose
// "transforms into" ability needs a target nobody chooses, a change of
// the designation fails after its permanents turned and leaves the game
// exactly as it was; then it succeeds.
func TestDayNightFlipWithStaticAbilitiesFailingChangesNothing(t *testing.T) {
	t.Parallel()
	b := newFlipStaticBoard(t, "Brutal Cathar")
	g, cathar := b.g, b.others[0]
	require.NoError(t, g.ItBecomes(daynight.Night))
	b.check(t, true)

	before := engine.Digest(g)
	err := g.ItBecomes(daynight.Day)
	require.ErrorIs(t, err, engine.ErrNoDecision, "two legal targets and no answer")
	assert.Equal(t, before, engine.Digest(g), "a failed change leaves the state as it was")
	assert.Equal(t, daynight.Night, g.DayNight())
	b.check(t, true)

	push(t, g, alice, engine.PickObj(b.bears))
	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.False(t, info(t, g, cathar).BackFace)
	b.check(t, false)
}

// CR 613.4c, 613.1f: Immerwolf's "each other Wolf or Werewolf creature you
// control gets +1/+1" selects by characteristics, so a flip may change
// what it affects: a Human that turns into a Wolf gets it, and loses it
// when it turns back. With Bonesplitter on one of the Ruffians, both apply
// after each change. (Immerwolf also stops non-Human Werewolves from
// transforming: the back-face-up Ruffians stay Tavern Smashers by day.)
func TestDayNightFlipWithAnAnthemOnTheBattlefield(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	equipped := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(equipped))
	other := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
	theirs := put(t, g, bob, zones.Battlefield, "Tavern Ruffian")
	villager := putDef(t, g, alice, zones.Battlefield, engine.Finish(&engine.CardDef{
		Front: engine.Face{Name: "Test Villager", Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Human),
			Power: 2, Toughness: 2, Keywords: engine.Keywords(engine.Daybound)},
		Back: &engine.Face{Name: "Test Wolf", Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf),
			Power: 3, Toughness: 3, Keywords: engine.Keywords(engine.Nightbound)},
	}))
	put(t, g, alice, zones.Battlefield, "Immerwolf")
	startMain(t, g)
	assert.Equal(t, [2]int{2, 2}, pt(t, g, villager), "not a Wolf")
	assert.Equal(t, [2]int{5, 6}, pt(t, g, equipped), "2/5, +1/+1, +2/+0")
	assert.Equal(t, [2]int{3, 6}, pt(t, g, other))
	assert.Equal(t, [2]int{2, 5}, pt(t, g, theirs), "not Alice's")
	require.NoError(t, g.CheckInvariants())

	require.NoError(t, g.ItBecomes(daynight.Night))
	assert.Equal(t, [2]int{4, 4}, pt(t, g, villager), "a Wolf: 3/3, +1/+1")
	assert.Equal(t, [2]int{9, 6}, pt(t, g, equipped), "6/5, +1/+1, +2/+0")
	assert.Equal(t, [2]int{7, 6}, pt(t, g, other))
	assert.Equal(t, [2]int{6, 5}, pt(t, g, theirs))
	require.NoError(t, g.CheckInvariants())

	require.NoError(t, g.ItBecomes(daynight.Day))
	assert.Equal(t, "Tavern Smasher", g.Characteristics(equipped).Name, "can't transform")
	assert.Equal(t, [2]int{2, 2}, pt(t, g, villager), "a Human again")
	assert.Equal(t, [2]int{9, 6}, pt(t, g, equipped))
	assert.Equal(t, [2]int{2, 5}, pt(t, g, theirs), "Bob's turned back")
	require.NoError(t, g.CheckInvariants())
}

// CR 704.5m, 704.5n, 702.145b(2): a daybound creature that turns into a
// non-creature at night loses what was attached to it: its Pacifism goes
// to the graveyard and its Bonesplitter stays on the battlefield
// unattached; so does an Equipment without a static ability (its
// creature's characteristics stay its face's, and turn with them). While
// they are creatures, the attachments are legal and stay.
func TestDayNightFlipIntoANonCreatureDropsItsAttachments(t *testing.T) {
	t.Parallel()
	sleeper := engine.Finish(&engine.CardDef{
		Front: engine.Face{Name: "Test Sleeper", Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Human),
			Power: 2, Toughness: 2, Keywords: engine.Keywords(engine.Daybound)},
		Back: &engine.Face{Name: "Test Idol", Types: engine.Types(engine.Artifact), Keywords: engine.Keywords(engine.Nightbound)},
	})
	t.Run("Bonesplitter and Pacifism", func(t *testing.T) {
		g := dnGame(t, daynight.Day)
		idol := putDef(t, g, bob, zones.Battlefield, sleeper)
		splitter := put(t, g, alice, zones.Battlefield, "Bonesplitter", attachedTo(idol))
		pacifism := put(t, g, alice, zones.Battlefield, "Pacifism", attachedTo(idol))
		startMain(t, g)
		passAll(t, g) // state-based actions are checked: nothing to do
		assert.Equal(t, idol, info(t, g, splitter).AttachedTo)
		assert.Equal(t, zones.Battlefield, info(t, g, pacifism).Zone)
		assert.Equal(t, [2]int{4, 2}, pt(t, g, idol))

		require.NoError(t, g.ItBecomes(daynight.Night))
		assert.Equal(t, "Test Idol", g.Characteristics(idol).Name)
		assert.Equal(t, engine.NoObj, info(t, g, splitter).AttachedTo, "704.5n")
		assert.Equal(t, zones.Battlefield, info(t, g, splitter).Zone)
		assert.Equal(t, zones.Graveyard, info(t, g, g.Current(pacifism)).Zone, "704.5m")
		require.NoError(t, g.CheckInvariants())
	})
	t.Run("an Equipment without a static ability", func(t *testing.T) {
		rod := engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Test Rod", Types: engine.Types(engine.Artifact),
			Subtypes: engine.Subtypes(engine.Equipment)}})
		g := dnGame(t, daynight.Day)
		idol := putDef(t, g, bob, zones.Battlefield, sleeper)
		rodID := putDef(t, g, bob, zones.Battlefield, rod, attachedTo(idol))
		put(t, g, alice, zones.Battlefield, "Bonesplitter") // a static ability: attachments are judged
		startMain(t, g)
		passAll(t, g)
		assert.Equal(t, idol, info(t, g, rodID).AttachedTo)

		require.NoError(t, g.ItBecomes(daynight.Night))
		assert.Equal(t, engine.NoObj, info(t, g, rodID).AttachedTo, "704.5n")
		require.NoError(t, g.CheckInvariants())
	})
}

// CR 701.27a, 702.145e(1): a permanent that another transform (Moonmist's)
// turns into a nightbound face is one the next change of the designation
// turns back, though it was not daybound or nightbound before; with its
// face's values, or with a counter.
func TestDayNightTurnsAPermanentThatBecameNightbound(t *testing.T) {
	t.Parallel()
	scout := engine.Finish(&engine.CardDef{
		Front: engine.Face{Name: "Test Scout", Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Human),
			Power: 1, Toughness: 1},
		Back: &engine.Face{Name: "Test Prowler", Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf),
			Power: 3, Toughness: 3, Keywords: engine.Keywords(engine.Nightbound)},
	})
	for _, c := range []struct {
		name string
		opts []putOpt
	}{{"plain", nil}, {"with a counter", []putOpt{counters(engine.PlusOne, 1)}}} {
		t.Run(c.name, func(t *testing.T) {
			g := dnGame(t, daynight.Day)
			x := putDef(t, g, alice, zones.Battlefield, scout, c.opts...)
			ruffian := put(t, g, alice, zones.Battlefield, "Tavern Ruffian")
			putN(t, g, alice, zones.Battlefield, "Forest", 2)
			moonmist := put(t, g, alice, zones.Hand, "Moonmist")
			startMain(t, g)
			require.NoError(t, g.ItBecomes(daynight.Night))
			assert.True(t, info(t, g, ruffian).BackFace)
			cast(t, g, alice, moonmist)
			passAll(t, g)
			require.Equal(t, "Test Prowler", g.Characteristics(x).Name, "Moonmist turned the Human")

			require.NoError(t, g.ItBecomes(daynight.Day))
			assert.Equal(t, "Test Scout", g.Characteristics(x).Name, "back face up and nightbound: it turns by day")
			assert.False(t, info(t, g, ruffian).BackFace)
			require.NoError(t, g.CheckInvariants())
		})
	}
}

// CR 613.2, 702.145e(1): a batch whose turned permanents each have an
// effect on them. With a few, they are computed again alone; with many,
// computing each alone would pass over every effect once per permanent,
// and the batch computes all permanents once instead. Either way each
// has its new face's values under the control the effects give.
func TestDayNightFlipManyPermanentsWithEffects(t *testing.T) {
	t.Parallel()
	for _, n := range []int{3, 40} {
		g := dnGame(t, daynight.Day)
		var ruffians []engine.ObjID
		for range n {
			ruffians = append(ruffians, put(t, g, alice, zones.Battlefield, "Tavern Ruffian", controlledBy(bob)))
		}
		startMain(t, g)
		for _, night := range []bool{true, false, true} {
			d, face, p := daynight.Day, "Tavern Ruffian", 2
			if night {
				d, face, p = daynight.Night, "Tavern Smasher", 6
			}
			require.NoError(t, g.ItBecomes(d))
			for _, id := range ruffians {
				ch := g.Characteristics(id)
				require.Equal(t, face, ch.Name, "n=%d", n)
				require.Equal(t, [2]int{p, 5}, [2]int{ch.Power, ch.Toughness}, "n=%d", n)
				require.Equal(t, bob, ch.Controller, "n=%d", n)
			}
			require.NoError(t, g.CheckInvariants(), "n=%d", n)
		}
	}
}
