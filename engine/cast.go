package engine

import (
	"github.com/cathar-engine/cathar/zones"
)

// CastOptions are the choices a player announces while casting a spell
// (CR 601.2b–c).
type CastOptions struct {
	Targets []Target
	// X is the value announced for {X} (CR 107.3a); it must be 0 when the
	// cost has no {X} or the spell is cast without paying its mana cost.
	X int
	// WithoutPaying casts it without paying its mana cost (CR 118.9);
	// timing rules still apply.
	WithoutPaying bool
	// AsThoughFlash announces the spell's own permission to be cast as
	// though it had flash, paying the extra cost it asks (CR 601.3c,
	// 601.2f); casting fails with ErrTiming if the spell has none.
	AsThoughFlash bool
	// Flashback casts the card from its owner's graveyard paying its
	// flashback cost instead of its mana cost (CR 702.34a, 118.9); it can't
	// be combined with WithoutPaying (118.9a).
	Flashback bool
}

// CastSpell casts card from p's hand, or with opts.Flashback from p's
// graveyard (CR 601.2, 702.34a): it goes on the stack,
// its targets are chosen, its cost is paid from p's pool first and then by
// activating p's untapped mana sources. The spell is then cast and p
// receives priority again (CR 117.3c).
func (g *Game) CastSpell(p PlayerID, card ObjID, opts CastOptions) error {
	if g.tracked() {
		return g.recorded(g.atomic(func() error { return g.cast(p, card, opts) }),
			RecordedCall{Op: OpCast, Player: p, Obj: card, Targets: opts.Targets, X: opts.X, NoPay: opts.WithoutPaying, Flash: opts.AsThoughFlash,
				Flashback: opts.Flashback})
	}
	return g.atomic(func() error { return g.cast(p, card, opts) })
}

func (g *Game) cast(p PlayerID, card ObjID, opts CastOptions) error {
	const act = "cast"
	o, err := g.castFrom(act, p, card, opts.Flashback)
	if err != nil {
		return err
	}
	face := &g.defOf(o).Front // a double-faced card is cast front face up (CR 712.11)
	if face.Types.Has(Land) || face.Types == 0 {
		return actErr(act, p, card, ErrNotCastable, "a land is played, not cast")
	}
	costFace, why := flashbackCost(face, &opts)
	if why != "" {
		return actErr(act, p, card, ErrNotCastable, why)
	}
	flashExtra, why := flashPermission(face, opts.AsThoughFlash && !g.mayCastAsThoughFlash(p, face))
	if why != "" {
		return actErr(act, p, card, ErrTiming, why)
	}
	if !opts.AsThoughFlash && needsFlash(face, g.sorceryTiming(p)) { // CR 702.8a, 601.3c
		return actErr(act, p, card, ErrTiming, "only as a sorcery: main phase, empty stack")
	}
	if opts.X < 0 || opts.X > 1000 {
		return actErr(act, p, card, ErrInvalidValue, "X must be between 0 and 1000")
	}
	if opts.X != 0 && (face.ManaCost.X == 0 || opts.WithoutPaying) {
		return actErr(act, p, card, ErrInvalidValue, "X must be 0 (CR 107.3b)")
	}
	if why := g.castForbidden(p, face, opts.X); why != "" {
		return actErr(act, p, card, ErrNotCastable, why) // CR 601.3
	}
	var specs []TargetSpec
	if face.Spell != nil {
		specs = face.Spell.Targets
	}
	opts.Targets = padTargets(specs, opts.Targets)
	if te := g.checkTargets(specs, opts.Targets, p, card); te != nil {
		return actErr(act, p, card, te, "")
	}
	if opts.Targets = opts.Targets[:heldPlaces(opts.Targets)]; len(opts.Targets) > maxTargets {
		return actErr(act, p, card, tooManyTargetsError(), "")
	}
	cost := g.spellCostWith(costFace, p, card, opts.X, opts.WithoutPaying, flashExtra)
	var planBuf [8]manaSource
	plan, ok := g.planPayment(p, cost, planBuf[:0])
	if !ok {
		return actErr(act, p, card, ErrCannotPay, cost.String())
	}
	extra := face.AdditionalCost
	if extra != nil {
		if why := g.canPayObjects(p, extra, card); why != "" {
			return actErr(act, p, card, ErrCannotPay, why)
		}
	}
	// 601.2a: the card moves to the stack and becomes a spell.
	id, err := g.moveOne(move{obj: card, to: zones.Stack})
	if err != nil {
		return err
	}
	g.becomeSpell(id, p, opts.X, opts.Flashback)
	it := stackItem{kind: itemSpell, spell: true, obj: id, controller: p, x: int16(opts.X)}
	it.ntargets = int8(copy(it.targets[:], opts.Targets))
	sid := g.pushItem(it)
	// 601.2g–h: mana abilities, then payment.
	if !g.payPlanned(p, cost, plan) {
		return actErr(act, p, card, ErrCannotPay, cost.String())
	}
	if extra != nil { // the rest of the additional cost (CR 601.2h)
		if err := g.payObjects(p, extra, id); err != nil {
			return err
		}
	}
	// 601.2i: the spell becomes cast.
	g.countSpell(p)
	g.emit(Event{Kind: EvSpellCast, Player: p, Obj: id, Amount: int32(sid)})
	g.emitTargeted(&g.st.stack[len(g.st.stack)-1])
	return g.keepPriority(p)
}

// keepPriority gives priority back to the player who acted (CR 117.3c),
// after state-based actions and triggers (CR 117.5).
func (g *Game) keepPriority(p PlayerID) error {
	g.st.passes = 0
	return g.givePriority(p)
}

// PlayLand plays a land from p's hand (CR 305.1, 116.2a): a special action
// in p's main phase with an empty stack, once per turn.
func (g *Game) PlayLand(p PlayerID, card ObjID) error {
	if g.tracked() {
		return g.recorded(g.playLand(p, card), RecordedCall{Op: OpPlayLand, Player: p, Obj: card})
	}
	return g.playLand(p, card)
}

func (g *Game) playLand(p PlayerID, card ObjID) error {
	return g.atomic(func() error {
		const act = "play land"
		o, err := g.cardInHand(act, p, card)
		if err != nil {
			return err
		}
		if !g.defOf(o).Front.Types.Has(Land) {
			return actErr(act, p, card, ErrNotCastable, "not a land")
		}
		if !g.sorceryTiming(p) {
			return actErr(act, p, card, ErrTiming, "a land is played in your main phase with an empty stack")
		}
		if g.st.players[p].landsPlayed >= 1 {
			return actErr(act, p, card, ErrLandPlay, "one land per turn (CR 305.2)")
		}
		g.countLandPlay(p)
		id, err := g.moveOne(move{obj: card, to: zones.Battlefield, controller: p})
		if err != nil {
			return err
		}
		g.emit(Event{Kind: EvLandPlayed, Player: p, Obj: id})
		return g.keepPriority(p)
	})
}

// ActivateOptions are the choices announced while activating an ability.
type ActivateOptions struct {
	Targets []Target
	X       int
	// Color is the mana type a mana ability that makes mana of any color
	// makes; ignored by other abilities.
	Color ManaType
}

// ActivateAbility activates the index-th activated ability (mana abilities
// included, from 0, in printed order) of permanent obj (CR 602). A mana
// ability resolves at once (CR 605.3b); any other goes on the stack.
func (g *Game) ActivateAbility(p PlayerID, obj ObjID, index int, opts ActivateOptions) error {
	if g.tracked() {
		return g.recorded(g.atomic(func() error { return g.activate(p, obj, index, opts) }),
			RecordedCall{Op: OpActivate, Player: p, Obj: obj, Index: index, Targets: opts.Targets, X: opts.X, Color: opts.Color})
	}
	return g.atomic(func() error { return g.activate(p, obj, index, opts) })
}

func (g *Game) activate(p PlayerID, obj ObjID, index int, opts ActivateOptions) error {
	const act = "activate"
	if err := g.hasPriority(act, p); err != nil {
		return err
	}
	o, err := g.checkObj(act, p, obj)
	if err != nil {
		return err
	}
	g.refresh()
	if o.zone != zones.Battlefield {
		return actErr(act, p, obj, ErrWrongZone, "not on the battlefield")
	}
	if g.chars(o).Controller != p {
		return actErr(act, p, obj, ErrNotController, "only its controller activates its abilities (CR 602.2)")
	}
	ai, ab := g.activatedAbility(o, index)
	if ab == nil {
		return actErr(act, p, obj, ErrNoAbility, "")
	}
	if ab.Sorcery && !g.sorceryTiming(p) {
		return actErr(act, p, obj, ErrTiming, "activate only as a sorcery")
	}
	if err := g.checkCost(act, p, o, ab); err != nil {
		return err
	}
	if why := g.canPayObjects(p, &ab.Cost, obj); why != "" {
		return actErr(act, p, obj, ErrCannotPay, why)
	}
	mana, why := activationMana(ab, opts.X)
	if why != "" {
		return actErr(act, p, obj, ErrInvalidValue, why)
	}
	opts.Targets = padTargets(ab.Targets, opts.Targets)
	if te := g.checkTargets(ab.Targets, opts.Targets, p, obj); te != nil {
		return actErr(act, p, obj, te, "")
	}
	if opts.Targets = opts.Targets[:heldPlaces(opts.Targets)]; len(opts.Targets) > maxTargets {
		return actErr(act, p, obj, tooManyTargetsError(), "")
	}
	exclude := NoObj
	if ab.Cost.Tap || ab.Cost.Untap { // its own {T} or {Q} is part of this cost
		exclude = obj
	}
	if !g.canPay(p, mana, exclude) {
		return actErr(act, p, obj, ErrCannotPay, mana.String())
	}
	if ab.Kind == ManaAbility {
		// The type a choosing ability makes must be one it could make
		// (CR 106.7; "any color" excludes colorless). With nothing to
		// choose among, it makes no mana (106.5) and Color is ignored.
		if choices := g.ManaChoices(obj, index); choices != 0 && !choices.Has(opts.Color) {
			return actErr(act, p, obj, ErrInvalidValue, "the mana type must be one of "+choices.String())
		}
		if !g.payMana(p, ab.Cost.Mana, exclude) {
			return actErr(act, p, obj, ErrCannotPay, ab.Cost.Mana.String())
		}
		g.activateManaAbility(p, obj, ai, opts.Color)
		// Life, sacrifices and discards are paid after the tap, which
		// needs the permanent; the ability has already resolved (CR 605.3b).
		if err := g.payObjects(p, &ab.Cost, obj); err != nil {
			return err
		}
		return g.keepPriority(p)
	}
	it := stackItem{kind: itemActivated, obj: obj, ability: ab, controller: p, sourceFlips: o.transforms, x: int16(opts.X)}
	it.ntargets = int8(copy(it.targets[:], opts.Targets))
	// 602.2a: the ability goes on the stack; 602.2b: costs are paid.
	sid := g.pushItem(it)
	if ab.Cost.Tap {
		g.tap(obj)
	}
	if ab.Cost.Untap {
		g.untap(obj)
	}
	g.payLoyalty(obj, ab) // CR 606.4
	if !g.payMana(p, mana, exclude) {
		return actErr(act, p, obj, ErrCannotPay, mana.String())
	}
	if err := g.payObjects(p, &ab.Cost, obj); err != nil { // life, sacrifices, discards (CR 602.2b)
		return err
	}
	g.emit(Event{Kind: EvAbilityActivated, Player: p, Obj: obj, Amount: int32(sid)})
	g.emitTargeted(&g.st.stack[len(g.st.stack)-1])
	return g.keepPriority(p)
}

// activatedAbility returns the index-th activated or mana ability of o and
// its index among all of o's abilities.
func (g *Game) activatedAbility(o *object, index int) (int, *Ability) {
	n := 0
	for i, ab := range g.abilities(g.chars(o)) {
		if ab.Kind != Activated && ab.Kind != ManaAbility {
			continue
		}
		if n == index {
			return i, ab
		}
		n++
	}
	return -1, nil
}

// checkCost checks the non-mana parts of an activation cost: {T}, {Q}
// (CR 107.5, 107.6) and summoning sickness (CR 302.6, 602.5a), and a
// loyalty ability's rules (checkLoyalty); the others are checked by
// canPayObjects.
func (g *Game) checkCost(act string, p PlayerID, o *object, ab *Ability) error {
	if err := g.checkLoyalty(act, p, o, ab); err != nil {
		return err
	}
	if ab.Cost.Tap || ab.Cost.Untap {
		if g.chars(o).Is(Creature) && !g.chars(o).Has(Haste) && g.summoningSick(o) {
			return actErr(act, p, o.id, ErrSummoningSick, "a creature's {T} or {Q} ability needs it under its controller's control since their most recent turn began (CR 302.6)")
		}
		if ab.Cost.Tap && o.tapped {
			return actErr(act, p, o.id, ErrCannotPay, "{T}: it is already tapped (CR 107.5)")
		}
		if ab.Cost.Untap && !o.tapped {
			return actErr(act, p, o.id, ErrCannotPay, "{Q}: it is already untapped (CR 107.6)")
		}
	}
	return nil
}

// cardInHand checks that p holds priority and that card is a card in p's
// hand, for casting it or playing it.
func (g *Game) cardInHand(act string, p PlayerID, card ObjID) (*object, error) {
	return g.ownCardIn(act, p, card, zones.Hand, "not in the player's hand")
}

// ownCardIn checks that p holds priority and that card is a card p owns
// in zone z; why says otherwise.
func (g *Game) ownCardIn(act string, p PlayerID, card ObjID, z zones.Kind, why string) (*object, error) {
	if err := g.hasPriority(act, p); err != nil {
		return nil, err
	}
	o, err := g.checkObj(act, p, card)
	if err != nil {
		return nil, err
	}
	if o.zone != z || o.owner != p {
		return nil, actErr(act, p, card, ErrWrongZone, why)
	}
	return o, nil
}
