package engine

import (
	"errors"
	"strconv"
)

// ErrInvalidCard is wrapped by every CardError: a card definition that
// can't be played as written.
var ErrInvalidCard = errors.New("invalid card definition")

// CardError is a problem of a card definition, found when it is
// registered (Validate): the card, the field of the definition and what
// is wrong with it. It unwraps to ErrInvalidCard.
type CardError struct {
	// Card is the card's name, or "" when the definition has none.
	Card string
	// Field is the path to the field in the definition, as Go writes it:
	// "Front.Abilities[1].Effect".
	Field string
	// Problem says what is wrong, in words.
	Problem string
}

// Error returns `card "NAME": FIELD: PROBLEM`.
func (e *CardError) Error() string {
	name := "card " + strconv.Quote(e.Card)
	if e.Card == "" {
		name = "card without a name"
	}
	return name + ": " + e.Field + ": " + e.Problem
}

// Unwrap returns ErrInvalidCard.
func (e *CardError) Unwrap() error { return ErrInvalidCard }

// Validate checks a finished definition (Finish) for what the engine can't
// play: a missing name or card type, an instant or sorcery without its
// effect, an ability without what its kind needs, power on a noncreature,
// a subtype that is unknown or belongs to none of the face's card types
// (CheckSubtypes), a negative count or an unknown kind of target, an
// additional cost a spell can't pay, and the like. It returns every problem it finds, each a *CardError,
// joined (errors.Join); nil when there are none. It reads def only.
func Validate(def *CardDef) error {
	if def == nil {
		return &CardError{Field: "CardDef", Problem: "the definition is nil"}
	}
	v := validator{card: def.Front.Name}
	v.face("Front", &def.Front)
	if def.Back != nil {
		v.face("Back", def.Back)
		if def.Back.Name != "" && def.Back.Name == def.Front.Name {
			v.add("Back.Name", "the faces of a double-faced card have different names (CR 712.8a)")
		}
		if def.Back.ManaCost.Present {
			v.add("Back.ManaCost", "a back face has no mana cost (CR 712.8e)")
		}
	}
	return errors.Join(v.errs...)
}

// validator collects the problems of one definition.
type validator struct {
	card string
	errs []error
}

func (v *validator) add(field, problem string) {
	v.errs = append(v.errs, &CardError{Card: v.card, Field: field, Problem: problem})
}

// face checks one face (CR 109.3 characteristics, 113 abilities).
func (v *validator) face(at string, f *Face) {
	if f.Name == "" {
		v.add(at+".Name", "a face needs a name (CR 201.2)")
	}
	if f.Types == 0 {
		v.add(at+".Types", "a card has at least one card type (CR 205.2a)")
	}
	v.subtypes(at, f)
	creature := f.Types.Has(Creature)
	if !creature && (f.Power != 0 || f.Toughness != 0) {
		v.add(at+".Power", "only a creature has power and toughness (CR 208.1)")
	}
	v.loyalty(at, f)
	if f.Types.Has(Land) && f.ManaCost.Present {
		v.add(at+".ManaCost", "a land has no mana cost (CR 305.5)")
	}
	spell := f.Types.Has(Instant) || f.Types.Has(Sorcery)
	switch {
	case spell && (f.Spell == nil || f.Spell.Effect == nil):
		v.add(at+".Spell", "an instant or sorcery needs its effect (CR 113.3a)")
	case !spell && f.Spell != nil && f.Spell.Effect != nil:
		v.add(at+".Spell.Effect", "only an instant or sorcery has a spell effect; a permanent's text is its abilities (CR 113.3a)")
	case f.Spell != nil && !spell && !f.Subtypes.Has(Aura):
		v.add(at+".Spell", "only an instant, a sorcery or an Aura has a spell ability (CR 303.4a)")
	}
	v.ward(at, f)
	if f.Reduction != nil && f.Reduction.Generic <= 0 {
		v.add(at+".Reduction.Generic", "a cost reduction reduces by at least {1} (CR 601.2f)")
	}
	if p := f.AsThoughFlash; p != nil && (f.Types.Has(Instant) || f.Keywords.Has(Flash) || f.Types.Has(Land)) {
		v.add(at+".AsThoughFlash", "only a spell without instant timing needs a permission to be cast as though it had flash (CR 601.3c)")
	}
	if f.Spell != nil {
		v.targets(at+".Spell.Targets", f.Spell.Targets)
	}
	if c := f.AdditionalCost; c != nil {
		v.additionalCost(at+".AdditionalCost", c)
	}
	v.abilities(at, f)
	if fb := f.Flashback; fb != nil && (!spell || !fb.Cost.Present) {
		v.add(at+".Flashback", "flashback is an instant's or sorcery's, with a cost (CR 702.34a)")
	}
	for i, ab := range f.Grants {
		v.ability(at+".Grants["+strconv.Itoa(i)+"]", ab)
	}
}

// loyalty checks a face's printed loyalty (CR 306.5): a planeswalker has
// one, and nothing else does.
func (v *validator) loyalty(at string, f *Face) {
	if !f.Types.Has(Planeswalker) && f.Loyalty != 0 || f.Loyalty < 0 {
		v.add(at+".Loyalty", "only a planeswalker has loyalty, and it isn't negative (CR 306.5a)")
	}
	if f.Types.Has(Planeswalker) && f.Loyalty == 0 {
		v.add(at+".Loyalty", "a planeswalker has the loyalty printed on it, which it enters with (CR 306.5b)")
	}
}

// abilities checks each ability of a face, and the ones only some faces
// may have: loyalty abilities (CR 606.2) and attaching to a player as it
// transforms (CR 712.20, 303.4f).
func (v *validator) abilities(at string, f *Face) {
	for i, ab := range f.Abilities {
		in := at + ".Abilities[" + strconv.Itoa(i) + "]"
		v.ability(in, ab)
		if ab != nil && ab.Loyalty && !f.Types.Has(Planeswalker) {
			v.add(in+".Loyalty", "a loyalty ability is printed on a planeswalker only (CR 606.2)")
		}
		if ab != nil && ab.Kind == AsTransformsAttach && !EnchantsPlayer(f) {
			v.add(in, "only an Aura with enchant player attaches to a player as it transforms (CR 712.20, 303.4f)")
		}
	}
}

// ward checks the parts of a face's ward cost (CR 702.21a): each needs the
// Ward keyword, and none is negative. They may be combined: one ward
// ability asks for all of them (wardCost).
func (v *validator) ward(at string, f *Face) {
	ward := f.Keywords.Has(Ward)
	if f.WardLife != 0 && !ward {
		v.add(at+".WardLife", "a ward cost without the Ward keyword (CR 702.21a)")
	}
	if f.WardLife < 0 {
		v.add(at+".WardLife", "a ward cost can't be negative (CR 119.4)")
	}
	if f.WardMana != (ManaCost{}) && !ward {
		v.add(at+".WardMana", "a ward cost without the Ward keyword (CR 702.21a)")
	}
	if f.WardMana.X > 0 {
		v.add(at+".WardMana", "a ward cost has no X: nobody chooses its value (CR 702.21a, 107.3)")
	}
	if f.WardDiscard != 0 && !ward {
		v.add(at+".WardDiscard", "a ward cost without the Ward keyword (CR 702.21a)")
	}
	if f.WardDiscard < 0 {
		v.add(at+".WardDiscard", "a number of cards to discard can't be negative (CR 701.9a)")
	}
}

// targets checks the target phrases of a spell or ability (CR 115.1). A
// spell or ability holds maxTargets places of targets, in the order of its
// phrases: an "up to" phrase may take more places than remain, and then
// chooses fewer targets; a phrase whose targets are needed can't have them
// there, and a phrase that begins past them could never choose one.
func (v *validator) targets(at string, specs []TargetSpec) {
	start := 0
	for i, spec := range specs {
		in := at + "[" + strconv.Itoa(i) + "]"
		if spec.Kind >= numTargetKinds {
			v.add(in+".Kind", "unknown target kind "+strconv.Itoa(int(spec.Kind)))
		}
		if spec.Count < 0 {
			v.add(in+".Count", "a number of targets can't be negative (CR 115.1)")
		}
		end := start + spec.places()
		switch {
		case start >= maxTargets:
			v.add(in, "begins past the "+strconv.Itoa(maxTargets)+" targets a spell or ability holds, so it could never have one")
		case end > maxTargets && !spec.UpTo:
			v.add(in+".Count", "needs targets past the "+strconv.Itoa(maxTargets)+" a spell or ability holds (only an \"up to\" phrase may go past them)")
		}
		start = end
	}
}

// additionalCost checks a spell's additional cost (CR 601.2b, 601.2h): a
// spell on the stack is not a permanent, so it can't tap, untap or
// sacrifice itself (CR 107.5, 107.6, 701.21a).
func (v *validator) additionalCost(at string, c *Cost) {
	if c.Tap {
		v.add(at+".Tap", "a spell can't pay {T}: only a permanent taps (CR 107.5)")
	}
	if c.Untap {
		v.add(at+".Untap", "a spell can't pay {Q}: only a permanent untaps (CR 107.6)")
	}
	if c.SacrificeSelf {
		v.add(at+".SacrificeSelf", "a spell can't sacrifice itself: only a permanent is sacrificed (CR 701.21a)")
	}
	v.costNumbers(at, c)
}

// costNumbers checks that the numbers of a cost are not negative.
func (v *validator) costNumbers(at string, c *Cost) {
	if c.Life < 0 {
		v.add(at+".Life", "a life cost can't be negative (CR 119.4)")
	}
	if c.Sacrifice.N < 0 {
		v.add(at+".Sacrifice.N", "a number of permanents to sacrifice can't be negative (CR 701.21a)")
	}
	if c.Discard.N < 0 {
		v.add(at+".Discard.N", "a number of cards to discard can't be negative (CR 701.9a)")
	}
}

// subtypes checks that each subtype of f is known and belongs to one of
// its card types (CR 205.3c–d), as Game.Put would (CheckSubtypes). A face
// without card types has that error already.
func (v *validator) subtypes(at string, f *Face) {
	if f.Types == 0 {
		return
	}
	for t := range f.Subtypes.All() {
		if err := subtypeProblem(t, f.Types); err != nil {
			name := t.String()
			if !t.Valid() {
				name = "value " + strconv.Itoa(int(t))
			}
			v.add(at+".Subtypes", "subtype "+name+": "+err.Error()+" (CR 205.3d)")
		}
	}
}

// manaEffectProblem is the problem of a mana ability with an Effect.
const manaEffectProblem = "a mana ability does nothing but add its Mana, and the engine never runs an Effect on it. " +
	"If the effect also moves a card to or from a library (draws, mills, puts a card into or onto a library), " +
	"the ability is not a mana ability (CR 605.1a): make it Activated and add the mana in its Effect. " +
	"With any other extra effect (gaining life, …) it is still a mana ability, which doesn't use the stack (CR 605.3b): " +
	"do not make it Activated; the engine can't express such a mana ability yet"

// ability checks what an ability of its kind needs (CR 113.3).
func (v *validator) ability(at string, ab *Ability) {
	if ab == nil {
		v.add(at, "the ability is nil")
		return
	}
	if ab.Loyalty && ab.Kind != Activated {
		v.add(at+".Loyalty", "a loyalty ability is an activated ability and never a mana ability (CR 605.1a, 606.1)")
	}
	if !ab.Loyalty && ab.Cost.Loyalty != 0 {
		v.add(at+".Cost.Loyalty", "a loyalty cost belongs to a loyalty ability (CR 606.4)")
	}
	switch ab.Kind {
	case Activated:
		if ab.Effect == nil {
			v.add(at+".Effect", "an activated ability needs an effect (CR 602.1)")
		}
	case ManaAbility:
		if ab.Mana.Fixed.Total() == 0 && ab.Mana.AnyColor <= 0 && ab.Mana.Like == LikeNone {
			v.add(at+".Mana", "a mana ability adds mana (CR 605.1a)")
		}
		if len(ab.Targets) > 0 {
			v.add(at+".Targets", "a mana ability can't have a target (CR 605.1a)")
		}
		if ab.Effect != nil {
			// A mana ability here adds its Mana and does nothing else: the
			// engine never runs its Effect. None of its costs (tap, untap,
			// mana, life, sacrifice, discard) moves a card to or from a
			// library, so it always passes the library test of CR 605.1a.
			// An Effect can't be looked into, so the refusal covers two
			// cases: an ability that adds mana and also draws, mills or puts
			// a card into a library is not a mana ability (605.1a) and is
			// written as an activated ability whose effect adds the mana
			// (Resolution.AddMana); one with any other extra effect ("{T}:
			// Add {G}. You gain 1 life.") is still a mana ability, which
			// must not use the stack (605.3b) and so must not be written as
			// an activated ability: the engine can't express it yet.
			v.add(at+".Effect", manaEffectProblem)
		}
	case Triggered:
		if ab.Trigger.On == EvNone {
			v.add(at+".Trigger.On", "a triggered ability needs a trigger event (CR 603.1)")
		}
		if ab.Effect == nil {
			v.add(at+".Effect", "a triggered ability needs an effect (CR 603.1)")
		}
	case Static:
		if ab.Static.Layer == 0 {
			v.add(at+".Static.Layer", "a static ability needs the layer of its effect (CR 613.1)")
		}
	case EntersReplacement:
		if ab.Enters.Apply == nil {
			v.add(at+".Enters.Apply", "an entering replacement needs its modification (CR 614.1c)")
		}
	case ManaReplacementKind, TriggeredManaAbility, AsTransformsAttach:
	case CostChangeKind:
		if c := ab.CostChange; c.More == 0 && c.Less == 0 && c.LessBy == nil {
			v.add(at+".CostChange", "a cost-changing ability changes a cost by some amount (CR 601.2f)")
		}
	case GameRuleKind:
		if r := ab.Rule; !r.NoNight && r.CastLimit == nil {
			v.add(at+".Rule", "a rule-changing ability changes some rule (CR 604.1)")
		}
	default:
		v.add(at+".Kind", "unknown ability kind "+strconv.Itoa(int(ab.Kind)))
	}
	if c := &ab.Cost; ab.Kind != Activated && ab.Kind != ManaAbility && (c.Mana != ManaCost{} || c.Tap || c.Untap || c.Life != 0 || c.hasObjects()) {
		v.add(at+".Cost", "only an activated ability has a cost (CR 602.1)")
	}
	if ab.Kind != Activated && ab.Kind != Triggered && ab.Kind != ManaAbility && len(ab.Targets) > 0 {
		v.add(at+".Targets", "only a spell, an activated or a triggered ability targets (CR 115.1)")
	}
	v.costNumbers(at+".Cost", &ab.Cost)
	v.targets(at+".Targets", ab.Targets)
}
