package cards_test

import (
	"errors"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	e "github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func bear(name string) *e.CardDef {
	return &e.CardDef{Front: e.Face{Name: name, ManaCost: e.MustManaCost("{1}{G}"), Types: e.Types(e.Creature), Power: 2, Toughness: 2}}
}

func newReg(t *testing.T) *cards.Registry {
	t.Helper()
	r, err := cards.NewRegistry("mine", cards.Builtin())
	require.NoError(t, err)
	return r
}

// A registered card is finished: without engine.Finish its colors still
// come from its mana cost (CR 202.2).
func TestRegisterFinishes(t *testing.T) {
	r := newReg(t)
	d := bear("Forest Cub")
	require.NoError(t, r.Register(d))
	got, err := r.Lookup("Forest Cub")
	require.NoError(t, err)
	assert.True(t, got.Front.Colors.Has(e.Green), "a registered card is finished")
	// The built-in pool is seen through the registry, and it does not see
	// the program's card.
	_, err = r.Lookup("Grizzly Bears")
	require.NoError(t, err)
	_, err = cards.Lookup("Forest Cub")
	assert.ErrorIs(t, err, e.ErrUnknownCard)
	assert.Contains(t, r.Names(), "Forest Cub")
	assert.Contains(t, r.Names(), "Grizzly Bears")
	assert.NotContains(t, cards.Names(), "Forest Cub")
}

// Each problem of a definition is an error naming the card and the field;
// none is dropped, and nothing is registered.
func TestRegisterValidates(t *testing.T) {
	r := newReg(t)
	bad := bear("Broken Golem")
	bad.Front.Types = 0
	bad.Front.Abilities = []*e.Ability{
		{Kind: e.Activated, Text: "{T}: Nothing."},
		{Kind: e.Triggered, Text: "Whenever nothing, nothing.", Effect: func(*e.Resolution) {}},
	}
	spell := &e.CardDef{Front: e.Face{Name: "Empty Bolt", ManaCost: e.MustManaCost("{R}"), Types: e.Types(e.Instant)}}
	err := r.Register(bear("Fine Bear"), bad, spell)
	require.Error(t, err)
	assert.ErrorIs(t, err, e.ErrInvalidCard)
	var problems []string
	for _, u := range err.(interface{ Unwrap() []error }).Unwrap() {
		for _, u2 := range u.(interface{ Unwrap() []error }).Unwrap() {
			var ce *e.CardError
			require.True(t, errors.As(u2, &ce), "%v", u2)
			problems = append(problems, ce.Card+" "+ce.Field)
		}
	}
	assert.Equal(t, []string{
		"Broken Golem Front.Types",
		"Broken Golem Front.Power",
		"Broken Golem Front.Abilities[0].Effect",
		"Broken Golem Front.Abilities[1].Trigger.On",
		"Empty Bolt Front.Spell",
	}, problems)
	assert.Contains(t, err.Error(), `card "Broken Golem": Front.Abilities[0].Effect: an activated ability needs an effect`)
	_, err = r.Lookup("Fine Bear")
	assert.ErrorIs(t, err, e.ErrUnknownCard, "a failed Register adds nothing")
	assert.ErrorIs(t, r.Register(nil), e.ErrInvalidCard)
}

// CR 205.3d: Register refuses a definition whose subtype is unknown or
// belongs to none of its card types, with a CardError on the field, rather
// than let Put fail later.
func TestRegisterChecksSubtypes(t *testing.T) {
	r := newReg(t)
	wolf := &e.CardDef{Front: e.Face{Name: "Wolf Bolt", ManaCost: e.MustManaCost("{R}"), Types: e.Types(e.Instant),
		Subtypes: e.Subtypes(e.Wolf), Spell: &e.SpellAbility{Effect: func(*e.Resolution) {}}}}
	odd := bear("Odd Bear")
	odd.Front.Subtypes = e.Subtypes(e.Subtype(60000))
	for _, d := range []*e.CardDef{wolf, odd} {
		err := r.Register(d)
		var ce *e.CardError
		require.True(t, errors.As(err, &ce), "%s: %v", d.Front.Name, err)
		assert.Equal(t, d.Front.Name, ce.Card)
		assert.Equal(t, "Front.Subtypes", ce.Field)
		_, err = r.Lookup(d.Front.Name)
		assert.ErrorIs(t, err, e.ErrUnknownCard, "nothing registered")
	}
}

// Every card of the pool is valid.
func TestBuiltinValid(t *testing.T) {
	for _, d := range append(cards.Cards(), cards.Tokens()...) {
		assert.NoError(t, e.Validate(d), d.Front.Name)
	}
}

// A name defined twice is a typed error naming both definitions: against
// the pool, within one call, through a back face, and between two bases.
func TestRegisterDuplicate(t *testing.T) {
	r := newReg(t)
	err := r.Register(bear("Grizzly Bears"))
	var dup *cards.DuplicateCardError
	require.ErrorAs(t, err, &dup)
	assert.ErrorIs(t, err, cards.ErrDuplicateCard)
	assert.Equal(t, "Grizzly Bears", dup.Name)
	assert.Equal(t, "builtin", dup.First.Registry)
	assert.Equal(t, "mine", dup.Second.Registry)
	assert.Equal(t, `card "Grizzly Bears" is defined twice: by "Grizzly Bears" {1}{G} (Creature) in registry "builtin" and by "Grizzly Bears" {1}{G} (Creature) in registry "mine"`, err.Error())

	require.ErrorAs(t, r.Register(bear("Twin"), bear("Twin")), &dup)
	assert.Equal(t, "Twin", dup.Name)

	dfc := bear("Day Cub")
	dfc.Back = &e.Face{Name: "Moonrage Brute", Types: e.Types(e.Creature), Power: 1, Toughness: 1}
	require.ErrorAs(t, r.Register(dfc), &dup)
	assert.Equal(t, "Moonrage Brute", dup.Name)
	assert.Contains(t, dup.First.String(), `"Brutal Cathar // Moonrage Brute"`)

	require.NoError(t, r.Register(bear("Mine Only")))
	other, err := cards.NewRegistry("theirs", cards.Builtin())
	require.NoError(t, err)
	require.NoError(t, other.Register(bear("Mine Only")))
	_, err = cards.NewRegistry("both", r, other)
	require.ErrorAs(t, err, &dup)
	assert.Equal(t, "Mine Only", dup.Name)
	_, err = cards.NewRegistry("both", r, cards.Builtin())
	assert.NoError(t, err, "the same definitions through two bases are no conflict")
}

// The built-in pool takes no new cards.
func TestBuiltinClosed(t *testing.T) {
	assert.ErrorIs(t, cards.Builtin().Register(bear("Intruder")), cards.ErrBuiltin)
	assert.ErrorIs(t, cards.Builtin().RegisterTokens(bear("Intruder")), cards.ErrBuiltin)
}

// A program's tokens: Lookup and Resolve find them, Names leaves them out,
// and a name resolves to its token without the word "Token" (CR 111.4).
func TestRegisterTokens(t *testing.T) {
	r := newReg(t)
	spirit := &e.CardDef{Front: e.Face{Name: "Spirit Token", Colors: e.ColorSet(0).With(e.White), Types: e.Types(e.Creature), Power: 1, Toughness: 1}}
	require.NoError(t, r.RegisterTokens(spirit))
	assert.Same(t, spirit, r.MustLookup("Spirit Token"))
	assert.NotContains(t, r.Names(), "Spirit Token")
	assert.True(t, r.IsTokenName("Spirit Token"))
	assert.True(t, r.IsToken(spirit))
	n, ok := r.Resolve("Spirit")
	assert.True(t, ok)
	assert.Equal(t, "Spirit Token", n)
	assert.Contains(t, r.Tokens(), spirit)
	_, _, err := r.Find("Spirit Tokn")
	var unk *cards.UnknownCardError
	require.ErrorAs(t, err, &unk)
	assert.Equal(t, []string{"Spirit Token"}, unk.Suggestions)
}
