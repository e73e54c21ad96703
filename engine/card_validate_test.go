package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// validFields returns "CARD FIELD" for each *CardError that Validate
// reports for def, in order.
func validFields(t *testing.T, def *engine.CardDef) []string {
	t.Helper()
	err := engine.Validate(def)
	if err == nil {
		return nil
	}
	require.ErrorIs(t, err, engine.ErrInvalidCard)
	var out []string
	for _, u := range err.(interface{ Unwrap() []error }).Unwrap() {
		var ce *engine.CardError
		require.True(t, errors.As(u, &ce), "%v", u)
		out = append(out, ce.Card+" "+ce.Field)
	}
	return out
}

func testBear(name string, change func(f *engine.Face)) *engine.CardDef {
	d := &engine.CardDef{Front: engine.Face{Name: name, ManaCost: engine.MustManaCost("{1}{G}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Bear), Power: 2, Toughness: 2}}
	change(&d.Front)
	engine.Finish(d)
	return d
}

func testInstant(name string, change func(f *engine.Face)) *engine.CardDef {
	d := &engine.CardDef{Front: engine.Face{Name: name, ManaCost: engine.MustManaCost("{R}"),
		Types: engine.Types(engine.Instant), Spell: &engine.SpellAbility{Effect: func(*engine.Resolution) {}}}}
	change(&d.Front)
	engine.Finish(d)
	return d
}

// CR 205.3c–d: Validate reports a subtype that is unknown or belongs to
// none of the face's card types on the field, as Put would refuse it.
func TestValidateSubtypes(t *testing.T) {
	t.Parallel()
	wolf := testInstant("Wolf Bolt", func(f *engine.Face) { f.Subtypes = engine.Subtypes(engine.Wolf) })
	assert.Equal(t, []string{"Wolf Bolt Front.Subtypes"}, validFields(t, wolf), "an instant can't be a Wolf")
	odd := testBear("Odd Bear", func(f *engine.Face) { f.Subtypes = engine.Subtypes(engine.Subtype(60000)) })
	assert.Equal(t, []string{"Odd Bear Front.Subtypes"}, validFields(t, odd), "a value neither built in nor registered")
	assert.Contains(t, engine.Validate(odd).Error(), "value 60000")
	back := testBear("Day Bear", func(f *engine.Face) {})
	back.Back = &engine.Face{Name: "Night Bear", Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Forest),
		Power: 3, Toughness: 3}
	assert.Equal(t, []string{"Day Bear Back.Subtypes"}, validFields(t, back), "a creature face can't be a Forest")
	assert.Empty(t, validFields(t, testBear("Plain Bear", func(*engine.Face) {})))
}

// CR 702.21a: every part of a ward cost needs the Ward keyword and none is
// negative; the parts may be combined in one ward cost.
func TestValidateWard(t *testing.T) {
	t.Parallel()
	cases := []struct {
		change func(f *engine.Face)
		want   []string
	}{
		{func(f *engine.Face) { f.WardMana = engine.MustManaCost("{2}") }, []string{"Front.WardMana"}},
		{func(f *engine.Face) { f.WardDiscard = 1 }, []string{"Front.WardDiscard"}},
		{func(f *engine.Face) { f.WardLife = 2 }, []string{"Front.WardLife"}},
		{func(f *engine.Face) { f.Keywords = engine.Keywords(engine.Ward); f.WardDiscard = -1 }, []string{"Front.WardDiscard"}},
		{func(f *engine.Face) { f.Keywords = engine.Keywords(engine.Ward); f.WardLife = -3 }, []string{"Front.WardLife"}},
		{func(f *engine.Face) {
			f.Keywords = engine.Keywords(engine.Ward)
			f.WardMana = engine.MustManaCost("{X}")
		}, []string{"Front.WardMana"}},
		{func(f *engine.Face) {
			f.Keywords = engine.Keywords(engine.Ward)
			f.WardMana, f.WardLife, f.WardDiscard = engine.MustManaCost("{1}"), 2, 1
		}, nil},
	}
	for i, c := range cases {
		var want []string
		for _, f := range c.want {
			want = append(want, "Warded Bear "+f)
		}
		assert.Equal(t, want, validFields(t, testBear("Warded Bear", c.change)), "case %d", i)
	}
}

// CR 115.1, 601.2b, 601.2h: target phrases with a negative count or an
// unknown kind, an additional cost a spell can't pay ({T}, {Q}, sacrificing
// itself) and negative numbers of objects in a cost are each a CardError
// on their field.
func TestValidateTargetsAndCosts(t *testing.T) {
	t.Parallel()
	spell := testInstant("Broken Bolt", func(f *engine.Face) {
		f.Spell.Targets = []engine.TargetSpec{{Kind: engine.TargetAny}, {Kind: engine.TargetKind(99)}, {Kind: engine.TargetPlayer, Count: -1}}
		f.AdditionalCost = &engine.Cost{Tap: true, Untap: true, SacrificeSelf: true, Life: -1,
			Sacrifice: engine.CostObjects{N: -1}, Discard: engine.CostObjects{N: -2}}
	})
	assert.Equal(t, []string{
		"Broken Bolt Front.Spell.Targets[1].Kind",
		"Broken Bolt Front.Spell.Targets[2].Count",
		"Broken Bolt Front.AdditionalCost.Tap",
		"Broken Bolt Front.AdditionalCost.Untap",
		"Broken Bolt Front.AdditionalCost.SacrificeSelf",
		"Broken Bolt Front.AdditionalCost.Life",
		"Broken Bolt Front.AdditionalCost.Sacrifice.N",
		"Broken Bolt Front.AdditionalCost.Discard.N",
	}, validFields(t, spell))
	effect := func(*engine.Resolution) {}
	bear := testBear("Costly Bear", func(f *engine.Face) {
		f.Abilities = []*engine.Ability{
			{Kind: engine.Activated, Effect: effect, Cost: engine.Cost{Tap: true, Sacrifice: engine.CostObjects{N: -1}}},
			{Kind: engine.Activated, Effect: effect, Cost: engine.Cost{Discard: engine.CostObjects{N: -1}},
				Targets: []engine.TargetSpec{{Kind: engine.TargetPermanent, Count: -2, UpTo: true}}},
		}
	})
	assert.Equal(t, []string{
		"Costly Bear Front.Abilities[0].Cost.Sacrifice.N",
		"Costly Bear Front.Abilities[1].Cost.Discard.N",
		"Costly Bear Front.Abilities[1].Targets[0].Count",
	}, validFields(t, bear))
	ok := testInstant("Fine Bolt", func(f *engine.Face) {
		f.Spell.Targets = []engine.TargetSpec{{Kind: engine.TargetAbilityOnStack}}
		f.AdditionalCost = &engine.Cost{Life: 2, Sacrifice: engine.CostObjects{N: 1}}
	})
	assert.Empty(t, validFields(t, ok))
}

// TestValidateFlashbackAndGrants checks that flashback is refused on a
// permanent card or without a cost (CR 702.34a), and that an ability a
// face grants is checked as its own are.
func TestValidateFlashbackAndGrants(t *testing.T) {
	t.Parallel()
	def := &engine.CardDef{Front: engine.Face{Name: "Odd Bears", ManaCost: engine.MustManaCost("{1}{G}"),
		Types: engine.Types(engine.Creature), Power: 2, Toughness: 2,
		Flashback: &engine.Flashback{Text: "Flashback {G}", Cost: engine.MustManaCost("{G}")},
		Grants:    []*engine.Ability{{Kind: engine.Triggered, Text: "Whenever nothing, nothing."}}}}
	err := engine.Validate(def)
	require.ErrorContains(t, err, "Front.Flashback")
	require.ErrorContains(t, err, "Front.Grants[0].Trigger.On")
}
