package engine_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// ExileLinks shows what Brutal Cathar holds in exile (CR 610.3): the link
// outlives the transform into Moonrage Brute (the same object, CR
// 712.18) and is gone when the Brute leaves, the card back under its
// owner's control (CR 610.3c).
func TestExileLinks(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	assert.Empty(t, g.ExileLinks())
	cathar := bctCast(t, g, card, engine.NoObj)
	exiled := g.Current(bears)
	want := []engine.ExileLink{{Exiled: exiled, Source: cathar, ReturnTo: zones.Battlefield, Creator: alice, Returns: true}}
	assert.Equal(t, want, g.ExileLinks())
	l, ok := g.ExileLinkOf(exiled)
	assert.True(t, ok)
	assert.Equal(t, want[0], l)
	_, ok = g.ExileLinkOf(cathar)
	assert.False(t, ok)

	gotoStep(t, g, 3, engine.PrecombatMain)
	require.Equal(t, "Moonrage Brute", info(t, g, cathar).Characteristics.Name)
	assert.Equal(t, want, g.ExileLinks(), "the transformed permanent still holds the card")

	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	push(t, g, bob, engine.Yes()) // ward: pay 3 life
	resolveStack(t, g)
	assert.Empty(t, g.ExileLinks(), "the Brute left: the link is gone")
	assert.Equal(t, zones.Battlefield, info(t, g, g.Current(bears)).Zone)
}

// A link whose exiled object is a token says that it will not return.
func TestExileLinkOfAToken(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears", token)
	startMain(t, g)
	cast(t, g, alice, card)
	passAll(t, g) // the Cathar resolves; its trigger goes on the stack
	passAll(t, g) // the trigger exiles the token
	// The token has ceased to exist (CR 704.5d); the link stays while
	// the Cathar does, and says nothing will return.
	links := g.ExileLinks()
	require.Len(t, links, 1)
	assert.False(t, links[0].Returns)
	assert.Equal(t, g.Current(bears), links[0].Exiled)
}

// The event of an exile "until" names the object it waits for (Aux, CR
// 610.3), so its account is the same when it is written after the link is
// gone, the card back on the battlefield; the return is a plain move.
func TestExileEventNamesItsLinkAfterTheReturn(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	putN(t, g, bob, zones.Battlefield, "Swamp", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	murder := put(t, g, bob, zones.Hand, "Murder")
	bears := put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	cathar := bctCast(t, g, card, engine.NoObj)
	exiles := eventsTo(g, from, zones.Exile)
	require.Len(t, exiles, 1)
	exile := exiles[0]
	assert.Equal(t, bears, exile.Obj)
	assert.Equal(t, int32(cathar), exile.Aux, "the event names what the card waits for")
	const want = "Grizzly Bears: battlefield -> exile until Brutal Cathar leaves the battlefield"
	require.Equal(t, want, g.Describe(exile))

	require.NoError(t, g.PassPriority(alice))
	cast(t, g, bob, murder, target(cathar))
	resolveStack(t, g)
	require.Empty(t, g.ExileLinks(), "the Cathar left: the link is gone")
	assert.Equal(t, want, g.Describe(exile), "described after the return, the exile still says why")
	back := eventsTo(g, from, zones.Battlefield)
	require.NotEmpty(t, back)
	ret := back[len(back)-1]
	assert.Equal(t, zones.Exile, ret.From)
	assert.Zero(t, ret.Aux)
	assert.Equal(t, "Grizzly Bears: exile -> battlefield", g.Describe(ret))
	require.NoError(t, g.CheckInvariants())
}

// eventsTo returns the zone changes into zone z logged since event from.
func eventsTo(g *engine.Game, from int, z zones.Kind) []engine.Event {
	var out []engine.Event
	for _, ev := range eventsOf(g, from, engine.EvZoneChanged) {
		if ev.To == z {
			out = append(out, ev)
		}
	}
	return out
}

// A snapshot keeps what an exile waits for, and Restore refuses an
// event that names an object that does not exist, or says "until" of a
// move that is not to exile.
func TestExileEventInSnapshot(t *testing.T) {
	t.Parallel()
	g := dnGame(t, daynight.Day)
	putN(t, g, alice, zones.Battlefield, "Plains", 3)
	card := put(t, g, alice, zones.Hand, "Brutal Cathar")
	put(t, g, bob, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	from := g.EventCount()
	bctCast(t, g, card, engine.NoObj)
	exile := eventsTo(g, from, zones.Exile)[0]
	entered := eventsTo(g, from, zones.Battlefield)[0]
	good, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(good, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, g.Describe(exile), r.Describe(exile))
	assert.Equal(t, eventsTo(g, from, zones.Exile), eventsTo(r, from, zones.Exile))

	setAux := func(seq int32, v int) func(m map[string]any) {
		return func(m map[string]any) { arr(arr(m["log"])[seq])[11] = json.Number(strconv.Itoa(v)) }
	}
	for _, tc := range []struct {
		name   string
		change func(map[string]any)
	}{
		{"unknown object", setAux(exile.Seq, 9999)},
		{"negative object", setAux(exile.Seq, -2)},
		{"not a move to exile", setAux(entered.Seq, int(exile.Aux))},
	} {
		_, err := restoreChecked(tamper(t, good, tc.change), cards.Lookup, nil)
		require.Error(t, err, tc.name)
		assert.True(t, errors.Is(err, engine.ErrBadSnapshot), tc.name)
		assert.Contains(t, err.Error(), "the object an exile lasts until", tc.name)
	}
}
