package engine_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// CR 107.4, 202.1: a mana cost is written with mana symbols. Generic mana
// is a number, colored mana a color letter, {C} colorless, {X} a variable.
func TestParseManaCost(t *testing.T) {
	t.Parallel()
	c, err := engine.ParseManaCost("{2}{W}")
	require.NoError(t, err)
	assert.True(t, c.Present)
	assert.Equal(t, int8(2), c.Generic)
	assert.Equal(t, int8(1), c.Sym[engine.ManaW])
	for _, m := range []engine.ManaType{engine.ManaU, engine.ManaB, engine.ManaR, engine.ManaG, engine.ManaC} {
		assert.Zero(t, c.Sym[m], "%v", m)
	}
	assert.Zero(t, c.X)

	c, err = engine.ParseManaCost("{X}{X}")
	require.NoError(t, err)
	assert.Equal(t, engine.ManaCost{X: 2, Present: true}, c)

	// {0} is a mana cost of zero, unlike no mana cost at all (CR 202.1b).
	zero, err := engine.ParseManaCost("{0}")
	require.NoError(t, err)
	assert.Equal(t, engine.ManaCost{Present: true}, zero)
	none, err := engine.ParseManaCost("")
	require.NoError(t, err)
	assert.Equal(t, engine.ManaCost{}, none)
	assert.NotEqual(t, zero, none)

	c, err = engine.ParseManaCost("{1}{R}{G}")
	require.NoError(t, err)
	assert.Equal(t, int8(1), c.Generic)
	assert.Equal(t, int8(1), c.Sym[engine.ManaR])
	assert.Equal(t, int8(1), c.Sym[engine.ManaG])

	c, err = engine.ParseManaCost("{C}{C}{B}{B}{12}")
	require.NoError(t, err)
	assert.Equal(t, int8(2), c.Sym[engine.ManaC])
	assert.Equal(t, int8(2), c.Sym[engine.ManaB])
	assert.Equal(t, int8(12), c.Generic)
}

// Anything that is not a sequence of mana symbols is an error, and the
// cost returned with it is the zero value.
func TestParseManaCostMalformed(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"2", "W", "{2", "2}", "{2}W", "{W}}", "{{W}", "{}", "{Q}", "{w}", "{x}",
		"{-1}", "{+1}", "{ 1}", "{1.5}", "{W/U}", "{100}", " {W}", "{W} ",
		"{99}{99}",                 // more generic mana than the engine can count
		strings.Repeat("{X}", 200), // more {X} than it can count
		strings.Repeat("{G}", 200), // more {G} than it can count
	} {
		c, err := engine.ParseManaCost(s)
		assert.Error(t, err, "%q", s)
		assert.Equal(t, engine.ManaCost{}, c, "%q", s)
	}
	assert.Panics(t, func() { engine.MustManaCost("{Q}") })
	assert.NotPanics(t, func() { engine.MustManaCost("{Q}"[:0]) })
}

// CR 202.3: the mana value is the total amount of mana in the cost,
// colors ignored; CR 107.3g/202.3e: X is 0 except on the stack, where it is
// the announced value (each {X} counts).
func TestManaValue(t *testing.T) {
	t.Parallel()
	cases := []struct {
		cost string
		x    int
		want int
	}{
		{"", 0, 0},
		{"{0}", 0, 0},
		{"{2}{W}", 0, 3},
		{"{1}{R}{G}", 0, 3},
		{"{3}{U}", 0, 4},
		{"{C}{C}", 0, 2},
		{"{X}{X}", 0, 0},
		{"{X}{X}", 3, 6},
		{"{X}{R}", 4, 5},
		{"{10}{B}{B}", 0, 12},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, engine.MustManaCost(c.cost).ManaValue(c.x), "%q with X=%d", c.cost, c.x)
	}
}

// CR 105.2, 202.2: an object's colors are the colors of the mana symbols
// in its cost; generic, {C} and {X} have no color.
func TestManaCostColors(t *testing.T) {
	t.Parallel()
	none := engine.ColorSet(0)
	cases := []struct {
		cost string
		want engine.ColorSet
	}{
		{"", none},
		{"{0}", none},
		{"{5}", none},
		{"{C}{C}", none},
		{"{X}", none},
		{"{2}{W}", none.With(engine.White)},
		{"{U}", none.With(engine.Blue)},
		{"{1}{B}{B}", none.With(engine.Black)},
		{"{1}{R}{G}", none.With(engine.Red).With(engine.Green)},
		{"{W}{U}{B}{R}{G}", none.With(engine.White).With(engine.Blue).With(engine.Black).With(engine.Red).With(engine.Green)},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, engine.MustManaCost(c.cost).Colors(), "%q", c.cost)
	}
	rg := engine.MustManaCost("{1}{R}{G}").Colors()
	assert.True(t, rg.Has(engine.Red))
	assert.True(t, rg.Has(engine.Green))
	assert.False(t, rg.Has(engine.White))
	assert.False(t, rg.Has(engine.Blue))
	assert.False(t, rg.Has(engine.Black))
}

// String writes the cost back in symbols: {X} first, then generic, then
// the colors in printed order and {C}; {0} stays {0}; no mana cost is "".
func TestManaCostString(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "{0}", "{2}{W}", "{X}{X}", "{X}{R}", "{1}{R}{G}", "{3}{U}", "{G}", "{12}{B}{B}", "{W}{U}{B}{R}{G}", "{C}"} {
		c, err := engine.ParseManaCost(s)
		require.NoError(t, err, s)
		assert.Equal(t, s, c.String(), "round trip")
	}
	assert.Equal(t, "{2}{W}{C}", engine.MustManaCost("{C}{W}{2}").String(), "canonical order")
	assert.Equal(t, "{2}", engine.MustManaCost("{1}{1}").String(), "generic symbols add up")
}

// The colored symbols of a cost print in the order cards print them,
// round the color wheel (W, U, B, R, G and back to W) from the color that
// makes the shortest tour, taking colors with a gap two steps at a time.
// Every set of colors, each written here in WUBRG order.
func TestManaCostPrintedColorOrder(t *testing.T) {
	t.Parallel()
	for written, printed := range map[string]string{
		// allied pairs, then enemy pairs
		"{W}{U}": "{W}{U}", "{U}{B}": "{U}{B}", "{B}{R}": "{B}{R}", "{R}{G}": "{R}{G}", "{W}{G}": "{G}{W}",
		"{W}{B}": "{W}{B}", "{U}{R}": "{U}{R}", "{B}{G}": "{B}{G}", "{W}{R}": "{R}{W}", "{U}{G}": "{G}{U}",
		// three in a row, then three with a gap
		"{W}{U}{B}": "{W}{U}{B}", "{U}{B}{R}": "{U}{B}{R}", "{B}{R}{G}": "{B}{R}{G}", "{W}{R}{G}": "{R}{G}{W}",
		"{W}{U}{G}": "{G}{W}{U}",
		"{W}{B}{G}": "{W}{B}{G}", "{W}{U}{R}": "{U}{R}{W}", "{U}{B}{G}": "{B}{G}{U}", "{W}{B}{R}": "{R}{W}{B}",
		"{U}{R}{G}": "{G}{U}{R}",
		// four, from the color after the missing one
		"{U}{B}{R}{G}": "{U}{B}{R}{G}", "{W}{B}{R}{G}": "{B}{R}{G}{W}", "{W}{U}{R}{G}": "{R}{G}{W}{U}",
		"{W}{U}{B}{G}": "{G}{W}{U}{B}", "{W}{U}{B}{R}": "{W}{U}{B}{R}",
		"{W}{U}{B}{R}{G}": "{W}{U}{B}{R}{G}",
	} {
		assert.Equal(t, printed, engine.MustManaCost(written).String(), written)
		assert.Equal(t, "{X}{2}"+printed+"{C}", engine.MustManaCost("{C}"+written+"{2}{X}").String(),
			"%s with {X}, generic and {C}", written)
	}
	assert.Equal(t, "{1}{R}{R}{W}", engine.MustManaCost("{W}{R}{1}{R}").String(), "symbols of a color together")
	assert.Equal(t, "{1}{R}{W}", cards.MustLookup("Sunrise Cavalier").Front.ManaCost.String())
}

// Mana types (CR 106.1b) and pools (CR 106.4).
func TestManaTypesAndPool(t *testing.T) {
	t.Parallel()
	names := map[engine.ManaType][2]string{
		engine.ManaW: {"{W}", "white"}, engine.ManaU: {"{U}", "blue"}, engine.ManaB: {"{B}", "black"},
		engine.ManaR: {"{R}", "red"}, engine.ManaG: {"{G}", "green"}, engine.ManaC: {"{C}", "colorless"},
	}
	require.Len(t, names, engine.NumManaTypes)
	for m, n := range names {
		assert.Equal(t, n[0], m.String())
		assert.Equal(t, n[1], m.Name())
		got, ok := engine.ParseManaTypeName(n[1])
		assert.True(t, ok)
		assert.Equal(t, m, got)
	}
	_, ok := engine.ParseManaTypeName("purple")
	assert.False(t, ok)
	// The colored mana types share their values with the colors.
	assert.Equal(t, engine.White, engine.Color(engine.ManaW))
	assert.Equal(t, engine.Green, engine.Color(engine.ManaG))

	var p engine.ManaPool
	assert.Equal(t, 0, p.Total())
	assert.Equal(t, "{}", p.String())
	p[engine.ManaG] = 2
	p[engine.ManaW] = 1
	p[engine.ManaC] = 1
	assert.Equal(t, 4, p.Total())
	assert.Equal(t, "{W}{G}{G}{C}", p.String())
}

// CR 202.3e, 107.3m: on the stack, X in a spell's mana value is the value
// announced; on the battlefield X is 0 (CR 107.3g). Endless One's "enters
// with X +1/+1 counters" uses the spell's X.
func TestManaValueOfXSpell(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	putN(t, g, alice, zones.Battlefield, "Wastes", 3)
	one := put(t, g, alice, zones.Hand, "Endless One")
	startMain(t, g)
	assert.Equal(t, 0, info(t, g, one).Characteristics.ManaValue, "X is 0 in the hand")

	require.NoError(t, g.CastSpell(alice, one, engine.CastOptions{X: 3}))
	spell := g.Current(one)
	si := info(t, g, spell)
	require.Equal(t, zones.Stack, si.Zone)
	assert.Equal(t, 3, si.Characteristics.ManaValue)
	for _, id := range g.Battlefield() {
		assert.True(t, info(t, g, id).Tapped, "paid {3} for X=3")
	}
	passAll(t, g)
	pi := info(t, g, g.Current(one))
	require.Equal(t, zones.Battlefield, pi.Zone)
	assert.Equal(t, 0, pi.Characteristics.ManaValue)
	assert.Equal(t, 3, pi.Counters[engine.PlusOne])
	assert.Equal(t, 3, pi.Characteristics.Power)
}
