package engine_test

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// viewFixture is a game for the view and JSON tests, and what it holds.
type viewFixture struct {
	g       *engine.Game
	cathar  engine.ObjID // Alice's Brutal Cathar, on the battlefield
	bears   engine.ObjID // Bob's Grizzly Bears, exiled until the Cathar leaves
	bolt    engine.ObjID // Alice's Lightning Bolt, on the stack targeting Bob
	drawn   engine.CardID
	hidden  []engine.ObjID // every object Bob's hidden cards have been
	hiddenC []engine.CardID
}

// newViewFixture plays, from turn 2 in Alice's precombat main phase: Alice
// casts Brutal Cathar, whose trigger exiles Bob's Grizzly Bears until it
// leaves; the game moves on to Bob's draw step of turn 3, where Bob draws;
// Alice casts Lightning Bolt at Bob in response. Bob's hand and library are
// the cards named, two and three of them, which only Bob sees.
func newViewFixture(t *testing.T, bobHand, bobLibrary []string) *viewFixture {
	t.Helper()
	require.Len(t, bobHand, 2)
	require.Len(t, bobLibrary, 3)
	g := newGame(t)
	f := &viewFixture{g: g}
	putN(t, g, alice, zones.Library, "Plains", 3)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	put(t, g, alice, zones.Battlefield, "Mountain")
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
	put(t, g, alice, zones.Hand, "Grizzly Bears")
	for _, name := range bobLibrary {
		f.hidden = append(f.hidden, put(t, g, bob, zones.Library, name))
	}
	for _, name := range bobHand {
		f.hidden = append(f.hidden, put(t, g, bob, zones.Hand, name))
	}
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	put(t, g, bob, zones.Battlefield, "Fearful Villager", counters(engine.PlusOne, 1))
	put(t, g, bob, zones.Graveyard, "Ballista Watcher")
	put(t, g, bob, zones.Battlefield, "Forest", tapped)
	start(t, g, engine.StartAt{Turn: 2, Player: alice, Step: engine.PrecombatMain})

	cast(t, g, alice, card)
	push(t, g, alice, engine.PickObj(bears)) // the trigger's target
	resolveStack(t, g)
	f.cathar = g.Current(card)
	f.bears = g.Current(bears)
	for {
		n, active, step := g.Turn()
		if n == 3 && active == bob && step == engine.Draw && g.PriorityPlayer() != engine.NoPlayer {
			break
		}
		advance(t, g)
	}
	for _, id := range f.hidden {
		info, err := g.Object(id)
		require.NoError(t, err)
		f.hiddenC = append(f.hiddenC, info.Card)
	}
	drew := eventsOf(g, 0, engine.EvDrew)
	require.NotEmpty(t, drew)
	last := drew[len(drew)-1]
	require.Equal(t, bob, last.Player)
	f.hidden = append(f.hidden, last.Obj)
	info, err := g.Object(last.Obj)
	require.NoError(t, err)
	f.drawn = info.Card
	require.NoError(t, g.PassPriority(bob))
	cast(t, g, alice, bolt, engine.TargetPlayerID(bob))
	f.bolt = g.Current(bolt)
	return f
}

// Bob's hidden cards in the fixture: names no public card has.
var (
	hiddenHand    = []string{"Giant Growth", "Cancel"}
	hiddenLibrary = []string{"Murder", "Island", "Llanowar Elves"}
)

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// idFields collects the numbers of the JSON fields that name an object or
// a card, by field name.
func idFields(t *testing.T, b []byte) map[string][]float64 {
	t.Helper()
	var v any
	require.NoError(t, json.Unmarshal(b, &v))
	out := map[string][]float64{}
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if n, ok := x.(float64); ok {
					out[k] = append(out[k], n)
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(v)
	return out
}

// CR 401.3, 402.3: an opponent's draw shows in Alice's view and events as
// a card drawn, never which: no name, ObjID or CardID of Bob's hidden
// cards appears in their JSON.
func TestPlayerViewHidesOpponentDraw(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	view := f.g.PlayerView(alice)
	require.Equal(t, 3, view.Players[bob].HandSize)
	assert.Empty(t, view.Players[bob].Hand)
	assert.Equal(t, 2, view.Players[bob].LibrarySize)
	assert.Empty(t, view.Players[bob].Library)
	events := f.g.EventsFor(alice, 0)
	for _, b := range [][]byte{mustJSON(t, view), mustJSON(t, events)} {
		for _, name := range append(slices.Clone(hiddenHand), hiddenLibrary...) {
			assert.NotContains(t, string(b), name)
		}
		ids := idFields(t, b)
		for _, key := range []string{"obj", "other", "source", "exiled", "exiledUntil", "attachedTo", "blocking"} {
			for _, id := range f.hidden {
				assert.NotContains(t, ids[key], float64(id), "%s %d of a hidden card", key, id)
			}
		}
		for _, c := range append(f.hiddenC, f.drawn) {
			assert.NotContains(t, ids["card"], float64(c), "card %d of a hidden card", c)
		}
	}
	var lines []string
	for _, ev := range events {
		if ev.Kind == engine.EvDrew || ev.Kind == engine.EvZoneChanged && ev.To == zones.Hand {
			lines = append(lines, f.g.Describe(ev))
		}
	}
	assert.Equal(t, []string{"one of Bob's cards: library -> hand", "Bob draws a card"}, lines)

	// Bob sees his own hand, the card drawn among it.
	own := f.g.PlayerView(bob)
	require.Len(t, own.Players[bob].Hand, 3)
	var cards []engine.CardID
	for _, c := range own.Players[bob].Hand {
		cards = append(cards, c.Card)
	}
	assert.Contains(t, cards, f.drawn)
	for _, name := range hiddenLibrary[:2] { // the top card, drawn, was the last put
		assert.NotContains(t, string(mustJSON(t, own)), name, "Bob's library stays hidden from Bob")
	}
	drew := eventsOfList(f.g.EventsFor(bob, 0), engine.EvDrew)
	require.NotEmpty(t, drew)
	assert.NotEqual(t, engine.NoObj, drew[len(drew)-1].Obj, "Bob's own draw names the card")
}

// eventsOfList returns the events of kind k in evs.
func eventsOfList(evs []engine.Event, k engine.EventKind) []engine.Event {
	var out []engine.Event
	for _, ev := range evs {
		if ev.Kind == k {
			out = append(out, ev)
		}
	}
	return out
}

// Two games that differ only in the cards Alice can't see give her
// byte-identical views and events, and a spectator too.
func TestPlayerViewSameWhateverHiddenCards(t *testing.T) {
	t.Parallel()
	a := newViewFixture(t, hiddenHand, hiddenLibrary)
	b := newViewFixture(t, []string{"Island", "Murder"}, []string{"Cancel", "Giant Growth", "Forest"})
	require.NotEqual(t, mustJSON(t, a.g.PlayerView(bob)), mustJSON(t, b.g.PlayerView(bob)), "the games differ")
	assert.Equal(t, string(mustJSON(t, a.g.PlayerView(alice))), string(mustJSON(t, b.g.PlayerView(alice))))
	assert.Equal(t, string(mustJSON(t, a.g.EventsFor(alice, 0))), string(mustJSON(t, b.g.EventsFor(alice, 0))))
	assert.Equal(t, string(mustJSON(t, a.g.SpectatorView())), string(mustJSON(t, b.g.SpectatorView())))
	assert.Equal(t, string(mustJSON(t, a.g.SpectatorEvents(0))), string(mustJSON(t, b.g.SpectatorEvents(0))))
	for i, ev := range a.g.EventsFor(alice, 0) {
		assert.Equal(t, a.g.Describe(ev), b.g.Describe(b.g.EventsFor(alice, 0)[i]))
	}
}

// CR 400.2: a spectator sees every hand as a count, and no hidden card in
// the events (Alice's own cast from her hand included).
func TestSpectatorViewShowsNoHand(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	v := f.g.SpectatorView()
	assert.Equal(t, engine.NoPlayer, v.Viewer)
	for _, p := range v.Players {
		assert.Empty(t, p.Hand, p.Name)
		assert.Empty(t, p.Library, p.Name)
	}
	assert.Equal(t, 1, v.Players[alice].HandSize)
	assert.Equal(t, 3, v.Players[bob].HandSize)
	for _, ev := range f.g.SpectatorEvents(0) {
		if ev.Kind == engine.EvZoneChanged && ev.From == zones.Hand {
			assert.Equal(t, engine.NoObj, ev.Obj, f.g.Describe(ev))
			assert.NotEqual(t, engine.NoObj, ev.Other, "the spell on the stack is public")
		}
	}
	assert.Equal(t, v, f.g.PlayerView(engine.PlayerID(7)), "an unknown player gets the spectator's view")
}

// CR 712.1, 712.8a: a public double-faced card shows both faces, and
// which is up.
func TestPlayerViewShowsBothFaces(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	v := f.g.PlayerView(alice)
	faces := func(c engine.ViewCard) []string {
		var out []string
		for _, fc := range c.Faces {
			out = append(out, fc.Name)
		}
		return out
	}
	var villager *engine.ViewPermanent
	for i := range v.Battlefield {
		if v.Battlefield[i].Name == "Fearful Villager" {
			villager = &v.Battlefield[i]
		}
	}
	require.NotNil(t, villager)
	assert.Equal(t, []string{"Fearful Villager", "Fearsome Werewolf"}, faces(villager.ViewCard))
	assert.False(t, villager.BackUp)
	assert.Equal(t, "3/4", villager.PT, "a +1/+1 counter (CR 122.1a)")
	assert.Equal(t, "2/3", villager.Faces[0].PT)
	assert.Equal(t, []engine.ViewCounter{{Kind: engine.PlusOne, N: 1}}, villager.Counters)
	require.Len(t, v.Players[bob].Graveyard, 1)
	assert.Equal(t, []string{"Ballista Watcher", "Ballista Wielder"}, faces(v.Players[bob].Graveyard[0]))
}

// CR 610.3: the exiled card shows what it waits for, and the view lists
// the link.
func TestPlayerViewShowsExileLink(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	v := f.g.PlayerView(bob)
	require.Len(t, v.Exile, 1)
	assert.Equal(t, f.bears, v.Exile[0].Obj)
	assert.Equal(t, f.cathar, v.Exile[0].ExiledUntil)
	require.Len(t, v.ExileLinks, 1)
	assert.Equal(t, engine.ViewExileLink{Exiled: f.bears, ExiledName: "Grizzly Bears", ExiledTag: "Grizzly Bears", Source: f.cathar,
		SourceName: "Brutal Cathar", SourceTag: "Brutal Cathar", ReturnTo: zones.Battlefield, Creator: alice, Returns: true}, v.ExileLinks[0])
	assert.Contains(t, string(mustJSON(t, v.ExileLinks[0])), `"returnTo":"battlefield"`)
}

// CR 405.1, 601.2c, 603.3d: the stack shows each item's kind, source,
// controller and targets.
func TestPlayerViewShowsStackTargets(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	v := f.g.PlayerView(bob)
	require.Len(t, v.Stack, 1)
	s := v.Stack[0]
	assert.Equal(t, engine.StackSpell, s.Kind)
	assert.Equal(t, f.bolt, s.Source)
	assert.Equal(t, "Lightning Bolt", s.Name)
	assert.Equal(t, alice, s.Controller)
	assert.Equal(t, []engine.Target{engine.TargetPlayerID(bob)}, s.Targets)
	assert.Contains(t, string(mustJSON(t, s)), `"kind":"spell"`)
	assert.Contains(t, string(mustJSON(t, s)), `"targets":[{"player":1}]`)

	// A triggered ability targeting an object.
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	put(t, g, bob, zones.Battlefield, "Llanowar Elves")
	startMain(t, g)
	cast(t, g, alice, card)
	push(t, g, alice, engine.PickObj(bears))
	passAll(t, g)
	v = g.PlayerView(bob)
	require.Len(t, v.Stack, 1)
	s = v.Stack[0]
	assert.Equal(t, engine.StackTriggered, s.Kind)
	assert.Equal(t, g.Current(card), s.Source)
	assert.Equal(t, []engine.Target{engine.TargetObject(bears)}, s.Targets)
	assert.Contains(t, string(mustJSON(t, s)), `"kind":"triggered"`)
	assert.Contains(t, string(mustJSON(t, s)), `"targets":[{"obj":`+strconv.Itoa(int(bears))+`}]`)
}

// A view is a value: it stays as it was when the game moves on.
func TestPlayerViewIsAValue(t *testing.T) {
	t.Parallel()
	f := newViewFixture(t, hiddenHand, hiddenLibrary)
	v := f.g.PlayerView(alice)
	before := string(mustJSON(t, v))
	resolveStack(t, f.g)
	assert.Equal(t, before, string(mustJSON(t, v)))
	assert.Empty(t, f.g.PlayerView(alice).Stack)
	assert.Equal(t, 17, f.g.Life(bob))
}

// CR 800.4a: the cards of a player who leaves the game leave it too; the
// cards of their hand and library stay hidden in the others' events.
func TestEventsForHideCardsLeavingTheGame(t *testing.T) {
	t.Parallel()
	g := newGame(t, "Alice", "Bob", "Carol")
	put(t, g, bob, zones.Hand, "Giant Growth")
	put(t, g, bob, zones.Library, "Murder")
	put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	require.NoError(t, g.Concede(bob))
	var lines []string
	for _, ev := range g.EventsFor(alice, from) {
		if ev.Kind == engine.EvZoneChanged {
			lines = append(lines, g.Describe(ev))
			if ev.From != zones.Battlefield {
				assert.Equal(t, engine.NoObj, ev.Other, "the card %s became", g.Describe(ev))
			}
		}
	}
	assert.ElementsMatch(t, []string{"Grizzly Bears leaves the game", "one of Bob's cards leaves the game",
		"one of Bob's cards leaves the game"}, lines)
	assert.NotContains(t, string(mustJSON(t, g.EventsFor(alice, from))), `"other"`)
}

// CR 810.5: in Two-Headed Giant teammates may look at each other's hands,
// not at their opponents'.
func TestPlayerViewShowsTeammateHand(t *testing.T) {
	t.Parallel()
	g := newTeamGame(t)
	put(t, g, 1, zones.Hand, "Giant Growth")   // Bob, Alice's teammate
	put(t, g, 2, zones.Hand, "Lightning Bolt") // Carol, an opponent
	startMain(t, g)
	v := g.PlayerView(alice)
	require.Len(t, v.Players[1].Hand, 1)
	assert.Equal(t, "Giant Growth", v.Players[1].Hand[0].Name)
	assert.Empty(t, v.Players[2].Hand)
	assert.Equal(t, 1, v.Players[2].HandSize)
	assert.Contains(t, string(mustJSON(t, v)), `"variant":"two-headed giant"`)
	assert.Empty(t, g.SpectatorView().Players[1].Hand)
}
