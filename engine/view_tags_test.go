package engine_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// viewTags returns the tag of every object of v, by object id.
func viewTags(v engine.PlayerView) map[engine.ObjID]string {
	out := map[engine.ObjID]string{}
	add := func(c engine.ViewCard) { out[c.Obj] = c.Tag }
	for _, p := range v.Players {
		for _, c := range p.Hand {
			add(c)
		}
		for _, c := range p.Graveyard {
			add(c)
		}
		for _, c := range p.Library {
			add(c.ViewCard)
		}
	}
	for _, c := range v.Battlefield {
		add(c.ViewCard)
	}
	for _, c := range v.Exile {
		add(c)
	}
	return out
}

// A name that is the only one of its kind a player sees is the tag
// itself, in every view and in the event lines.
func TestTagOfAUniqueNameIsTheName(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	startMain(t, g)
	for _, p := range []engine.PlayerID{alice, bob, engine.NoPlayer} {
		assert.Equal(t, "Grizzly Bears", g.Tag(p, bears))
	}
	assert.Equal(t, "Lightning Bolt", g.Tag(alice, bolt))
	assert.Empty(t, g.Tag(bob, bolt), "a card of Alice's hand: Bob doesn't see it (CR 402.3)")
	assert.Empty(t, g.Tag(engine.NoPlayer, bolt))
	assert.Empty(t, g.Tag(7, bears), "no such player")
	assert.Empty(t, g.Tag(alice, 9999), "no such object")
	assert.Equal(t, "Grizzly Bears", viewTags(g.PlayerView(alice))[bears])
}

// Two players' permanents of one name are told apart by whose they are:
// their controller's (CR 110.2); "yours" in a player's own view and in
// their decisions' labels, a name for the others and for a spectator.
func TestTagsOfTwoControllers(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 2)
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	mine := put(t, g, alice, zones.Battlefield, "Hill Giant")
	theirs := put(t, g, bob, zones.Battlefield, "Hill Giant")
	startMain(t, g)

	assert.Equal(t, "Hill Giant (yours)", g.Tag(alice, mine))
	assert.Equal(t, "Hill Giant (Bob's)", g.Tag(alice, theirs))
	assert.Equal(t, "Hill Giant (Alice's)", g.Tag(bob, mine))
	assert.Equal(t, "Hill Giant (yours)", g.Tag(bob, theirs))
	assert.Equal(t, "Hill Giant (Alice's)", g.Tag(engine.NoPlayer, mine))
	assert.Equal(t, "Hill Giant (Bob's)", g.Tag(engine.NoPlayer, theirs))

	// The labels of Alice's actions name them as her view does.
	aim := func(id engine.ObjID) string {
		return g.ActionLabel(engine.Action{Kind: engine.ActCast, Player: alice, Obj: bolt, NTargets: 1,
			Targets: [4]engine.Target{engine.TargetObject(id)}})
	}
	assert.Equal(t, "Cast Lightning Bolt ({R}) targeting Hill Giant (yours)", aim(mine))
	assert.Equal(t, "Cast Lightning Bolt ({R}) targeting Hill Giant (Bob's)", aim(theirs))
	tags := viewTags(g.PlayerView(alice))
	assert.Equal(t, g.Tag(alice, theirs), tags[theirs])
	assert.Equal(t, g.Tag(engine.NoPlayer, theirs), viewTags(g.SpectatorView())[theirs])

	// The event lines name them as a spectator does (CR 400.2), as they
	// are when the line is written: once the Giant has died, by its tag
	// in the graveyard (CR 400.7).
	from := g.EventCount()
	cast(t, g, alice, bolt, target(theirs))
	lines := describeSince(g, from)
	assert.Contains(t, lines, "Alice casts Lightning Bolt, targeting Hill Giant (Bob's)")
	resolveStack(t, g)
	lines = describeSince(g, from)
	assert.Contains(t, lines, "Lightning Bolt deals 3 damage to Hill Giant (in graveyard)")
	assert.Contains(t, lines, "Hill Giant (in graveyard): battlefield -> graveyard")
	assert.Equal(t, "Hill Giant", g.Tag(engine.NoPlayer, mine), "the only one left on the battlefield")
}

// describeSince words the events of g from index from on.
func describeSince(g *engine.Game, from int) []string {
	var lines []string
	for ev := range g.EventsSince(from) {
		lines = append(lines, g.Describe(ev))
	}
	return lines
}

// One player's permanents of one name are told apart by their state:
// tapped or untapped, attacking or blocking, power and toughness,
// counters, damage (CR 110.5, 122.1, 120.3); the zone tells a card in
// hand from a permanent (CR 400.1).
func TestTagsOfOneControllerByState(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	bare := put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	grown := put(t, g, alice, zones.Battlefield, "Grizzly Bears", counters(engine.PlusOne, 1))
	resting := put(t, g, alice, zones.Battlefield, "Grizzly Bears", tapped)
	held := put(t, g, alice, zones.Hand, "Grizzly Bears")
	startMain(t, g)

	assert.Equal(t, "Grizzly Bears (untapped, 2/2)", g.Tag(alice, bare))
	assert.Equal(t, "Grizzly Bears (untapped, 3/3)", g.Tag(alice, grown))
	assert.Equal(t, "Grizzly Bears (tapped)", g.Tag(alice, resting))
	assert.Equal(t, "Grizzly Bears (in hand)", g.Tag(alice, held))
	assert.Equal(t, "Grizzly Bears (tapped)", g.Tag(bob, resting), "Bob doesn't see the card in hand")
}

// Objects alike in everything a player sees are numbered by their place
// among those alike, the battlefield in the order the permanents
// entered, a hand in its order; the numbers are on the board (their
// tags in the view) and in the labels of the options that name them.
func TestTagsOfObjectsAlikeAreNumbered(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Mountain", 3)
	bolts := putN(t, g, alice, zones.Hand, "Lightning Bolt", 2)
	smashers := putN(t, g, bob, zones.Battlefield, "Tavern Ruffian", 3, backFace)
	startMain(t, g)
	for i, id := range smashers {
		assert.Equal(t, "Tavern Smasher #"+strconv.Itoa(i+1), g.Tag(alice, id))
	}
	assert.Equal(t, "Lightning Bolt #2", g.Tag(alice, bolts[1]))
	d := captureDecision(t, g, alice, engine.DecideAction, func() { require.NoError(t, g.Step()) })
	tags := viewTags(g.PlayerView(alice))
	found := 0
	for _, o := range d.Options {
		if o.Action.Kind != engine.ActCast || o.Action.NTargets != 1 || o.Action.Targets[0].IsPlayer {
			continue
		}
		found++
		tag := tags[o.Action.Targets[0].Obj]
		assert.Contains(t, []string{"Tavern Smasher #1", "Tavern Smasher #2", "Tavern Smasher #3"}, tag)
		assert.Equal(t, "Cast "+tags[o.Action.Obj]+" ({R}) targeting "+tag, o.Text)
	}
	assert.Equal(t, 6, found, "two Bolts, three targets")
}

// A tag is computed from what its player sees alone (CR 400.2): the
// cards of Bob's hand and library, which Alice doesn't see, change none
// of her tags, nor her view (byte for byte), nor the labels of her
// decisions; Bob's own tags count the card in his hand.
// (view_tags_hidden_internal_test.go checks cards of a zone Alice sees
// in part.)
func TestTagsRevealNoHiddenCard(t *testing.T) {
	t.Parallel()
	build := func(bobHand string) (*engine.Game, engine.ObjID, engine.ObjID) {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Mountain", 1)
		put(t, g, alice, zones.Hand, "Lightning Bolt")
		bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		hidden := put(t, g, bob, zones.Hand, bobHand)
		put(t, g, bob, zones.Library, bobHand)
		startMain(t, g)
		return g, bears, hidden
	}
	g1, bears1, hidden1 := build("Grizzly Bears")
	g2, bears2, _ := build("Forest")
	require.Equal(t, bears1, bears2)
	assert.Equal(t, "Grizzly Bears", g1.Tag(alice, bears1))
	assert.Empty(t, g1.Tag(alice, hidden1))
	assert.Equal(t, "Grizzly Bears (in hand)", g1.Tag(bob, hidden1), "Bob sees his hand")
	v1, err := json.Marshal(g1.PlayerView(alice))
	require.NoError(t, err)
	v2, err := json.Marshal(g2.PlayerView(alice))
	require.NoError(t, err)
	assert.Equal(t, string(v1), string(v2))
	d1 := captureDecision(t, g1, alice, engine.DecideAction, func() { require.NoError(t, g1.Step()) })
	d2 := captureDecision(t, g2, alice, engine.DecideAction, func() { require.NoError(t, g2.Step()) })
	assert.Equal(t, labelsOf(d1), labelsOf(d2))
	assert.Equal(t, viewTags(g1.SpectatorView()), viewTags(g2.SpectatorView()))
}

// Tags are deterministic: a clone, and the same game made again, give
// the same tags, the same view and the same labels.
func TestTagsAreDeterministic(t *testing.T) {
	t.Parallel()
	build := func() *engine.Game {
		g := newGame(t)
		putN(t, g, alice, zones.Battlefield, "Plains", 2)
		putN(t, g, alice, zones.Battlefield, "Plains", 2, tapped)
		putN(t, g, bob, zones.Battlefield, "Plains", 2)
		putN(t, g, alice, zones.Hand, "Plains", 2)
		putN(t, g, bob, zones.Graveyard, "Plains", 2)
		startMain(t, g)
		return g
	}
	g := build()
	again := build()
	clone := g.Clone()
	for _, p := range []engine.PlayerID{alice, bob, engine.NoPlayer} {
		want := viewTags(g.PlayerView(p))
		assert.Equal(t, want, viewTags(again.PlayerView(p)))
		assert.Equal(t, want, viewTags(clone.PlayerView(p)))
		seen := map[string]engine.ObjID{}
		for id, tag := range want {
			if other, dup := seen[tag]; dup {
				t.Errorf("viewer %d: objects %d and %d are both %q", p, other, id, tag)
			}
			seen[tag] = id
			assert.Equal(t, tag, g.Tag(p, id))
		}
	}
	tags := viewTags(g.PlayerView(alice))
	assert.ElementsMatch(t, []string{"Plains (yours, untapped) #1", "Plains (yours, untapped) #2",
		"Plains (yours, tapped) #1", "Plains (yours, tapped) #2", "Plains (Bob's) #1", "Plains (Bob's) #2",
		"Plains (in hand) #1", "Plains (in hand) #2", "Plains (in graveyard) #1",
		"Plains (in graveyard) #2"}, values(tags))

	// Two graveyards: whose it is comes with the zone.
	g = newGame(t)
	put(t, g, alice, zones.Battlefield, "Plains")
	gy := put(t, g, alice, zones.Graveyard, "Plains")
	put(t, g, bob, zones.Graveyard, "Plains")
	startMain(t, g)
	assert.Equal(t, "Plains (in your graveyard)", g.Tag(alice, gy))
	assert.Equal(t, "Plains (in Alice's graveyard)", g.Tag(engine.NoPlayer, gy))
}

func values(m map[engine.ObjID]string) []string {
	out := make([]string, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
