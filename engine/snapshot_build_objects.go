package engine

import "strconv"

// The snapshot builder's objects and cards.

// objects checks and builds the object table.
func (b *snapBuilder) objects() error {
	b.st.objs = make([]object, b.nobj)
	for i := range b.s.Objects {
		if err := b.object(ObjID(i + 1)); err != nil {
			return err
		}
	}
	return nil
}

// object checks and builds the object with that id.
func (b *snapBuilder) object(id ObjID) error {
	so := &b.s.Objects[id-1]
	what := "object " + strconv.Itoa(int(id))
	if so.ID != id {
		return badf("the object at position %d has id %d: ids must run 1, 2, 3, … without gaps or repeats", id, so.ID)
	}
	d, err := b.def(what, so.Def)
	if err != nil {
		return err
	}
	if err := firstErr(b.objectRefs(what, so), objectCounts(what, so), b.objectHistory(what, so), b.knownRef(what, so)); err != nil {
		return err
	}
	o := object{id: id, card: so.Card, def: b.g.refOfDef(d), owner: so.Owner, controller: so.Controller, zone: so.Zone,
		token: so.Token, back: so.Back, copyBack: so.CopyBack, tapped: so.Tapped, wasCast: so.WasCast, flashback: so.Flashback,
		damage: so.Damage, castX: so.CastX, counters: so.Counters, attachedTo: so.AttachedTo,
		timestamp: so.Timestamp, controlSince: so.ControlSince, transforms: so.Transforms, loyaltyTurn: so.LoyaltyTurn, next: so.Next,
		gone: so.Gone, attacking: so.Attacking, attackingPW: so.AttackingPW, blocking: so.Blocking, blocked: so.Blocked, dealtFirst: so.DealtFirst,
		attachedPlayer: NoPlayer, knownBy: so.KnownBy}
	if so.AttachedPlayer != nil {
		if err := b.playerRef(what+": attachedPlayer", *so.AttachedPlayer, false); err != nil {
			return err
		}
		o.attachedPlayer = *so.AttachedPlayer
	}
	if so.CopyFace != nil {
		f, err := b.face(what+": copyFace", so.CopyFace)
		if err != nil {
			return err
		}
		o.copyFace = b.g.refOfFace(f)
	}
	if err := b.lki(what, so, &o); err != nil {
		return err
	}
	b.st.objs[id] = o
	return nil
}

// objectRefs checks what an object names: its card, players, zone and
// objects.
func (b *snapBuilder) objectRefs(what string, so *snapObject) error {
	if so.Card <= 0 || int(so.Card) > len(b.s.Cards) {
		return badf("%s: card %d out of range (%d cards)", what, so.Card, len(b.s.Cards))
	}
	return firstErr(
		b.playerRef(what+": owner", so.Owner, false), b.playerRef(what+": controller", so.Controller, false),
		zoneRef(what, so.Zone), b.objRef(what+": attachedTo", so.AttachedTo, true),
		b.playerRef(what+": attacking", so.Attacking, true), b.objRef(what+": attackingPW", so.AttackingPW, true), b.objRef(what+": blocking", so.Blocking, true),
		b.objRef(what+": next", so.Next, true))
}

// objectCounts checks that an object's counts are not negative.
func objectCounts(what string, so *snapObject) error {
	if err := firstErr(nonNeg(what+": damage", int64(so.Damage)), nonNeg(what+": castX", int64(so.CastX)),
		nonNeg(what+": timestamp", so.Timestamp), nonNeg(what+": loyaltyTurn", int64(so.LoyaltyTurn))); err != nil {
		return err
	}
	for k, c := range so.Counters {
		if c < 0 {
			return badf("%s: %d %v counters", what, c, CounterKind(k))
		}
	}
	return nil
}

// objectHistory checks that an object became a later object (CR 400.7)
// and got its timestamp before the game's last (CR 613.7).
func (b *snapBuilder) objectHistory(what string, so *snapObject) error {
	if so.Next != NoObj && so.Next <= so.ID {
		return badf("%s: became object %d, which is older", what, so.Next)
	}
	if so.Timestamp > b.s.Timestamp {
		return badf("%s: timestamp %d after the game's %d", what, so.Timestamp, b.s.Timestamp)
	}
	return nil
}

// lki checks and sets a former permanent's last known information
// (CR 608.2h). Every other object has none recorded: Restore computes its
// characteristics from the state.
func (b *snapBuilder) lki(what string, so *snapObject, o *object) error {
	if !so.formerPermanent() {
		if so.LKI != nil {
			return badf("%s: lki recorded for an object that has not left the battlefield", what)
		}
		return nil
	}
	c := so.LKI
	if c == nil {
		return badf("%s: has left the battlefield, but its last known information (lki) is missing", what)
	}
	if err := b.playerRef(what+": lki.controller", c.Controller, false); err != nil {
		return err
	}
	ch := Characteristics{Name: c.Name, ManaCost: ManaCost(c.ManaCost), ManaValue: c.ManaValue, Colors: c.Colors,
		Supertypes: c.Supertypes, Types: c.Types, Subtypes: SubtypeSet(c.Subtypes), Power: c.Power, Toughness: c.Toughness,
		Keywords: c.Keywords, WardLife: c.WardLife, Controller: c.Controller, Rules: c.Rules,
		WardMana: wardManaOf(c.WardMana), WardDiscard: c.WardDiscard}
	abs, err := b.lkiAbilities(what, c)
	if err != nil {
		return err
	}
	ch.Abilities = abs
	o.own = b.g.valsOf(&ch)
	return nil
}

// lkiAbilities returns the abilities of recorded characteristics: a
// face's, or a list of references.
func (b *snapBuilder) lkiAbilities(what string, c *snapChars) ([]*Ability, error) {
	if c.AbilitiesOf != nil {
		if len(c.Abilities) != 0 {
			return nil, badf("%s: both abilitiesOf and abilities", what)
		}
		f, err := b.face(what+": abilitiesOf", c.AbilitiesOf)
		if err != nil {
			return nil, err
		}
		return f.Abilities, nil
	}
	if len(c.Abilities) == 0 {
		return nil, nil
	}
	abs := make([]*Ability, len(c.Abilities))
	for k := range c.Abilities {
		ab, err := b.ability(what+": abilities", &c.Abilities[k])
		if err != nil {
			return nil, err
		}
		abs[k] = ab
	}
	return abs, nil
}

// cards checks and builds the card table: each card points at its
// current object (CR 400.7).
func (b *snapBuilder) cards() error {
	st := b.st
	st.cards = make([]ObjID, len(b.s.Cards)+1)
	for i, id := range b.s.Cards {
		c := CardID(i + 1)
		if id <= 0 || int(id) >= b.nobj {
			return badf("card %d: object %d out of range", c, id)
		}
		if st.objs[id].card != c {
			return badf("card %d points at object %d, which is card %d", c, id, st.objs[id].card)
		}
		st.cards[c] = id
	}
	for i := 1; i < b.nobj; i++ {
		o := &st.objs[i]
		if current(o) && st.cards[o.card] != o.id {
			return badf("card %d points at object %d, not at its current object %d", o.card, st.cards[o.card], o.id)
		}
	}
	return nil
}
