package engine

import "github.com/cathar-engine/cathar/zones"

// defBase holds a card definition's faces as characteristics before any
// continuous effect, as a permanent has them (layer 1, CR 613.2a): mana
// value included (a back face has its front face's, CR 712.8e), the
// controller's under each player of the game. Computed once per
// definition and game,
// they are the characteristics of every plain permanent (one with only its
// face's values: Game.chars reads them here), so that a day/night change
// turns such a permanent by changing its face bit (CR 702.145, 712.18). A
// defBase never changes once made, so games and their clones share it.
type defBase struct {
	def  *CardDef
	side [2]faceSide // the front face, then the back face
}

// faceSide is one face of a defBase.
type faceSide struct {
	// ch holds the face's values under each controller, one per player
	// of the game: a plain permanent's characteristics are ch[its
	// controller]. The two faces of a one-faced card share it.
	ch []charVals
	faceFlags
}

// faceFlags is what a faceSide says of its face besides the values.
type faceFlags struct {
	static bool // it has a static ability
	trig   bool // it has an ability Game.triggerers lists (triggered, mana replacement, triggered mana, activated)
	// turns: a permanent with this face up may turn to the other one: the
	// card has one, and it is not an instant or sorcery face (CR 701.27d).
	turns bool
	// prone: an Aura, legendary or a planeswalker (whose loyalty may be
	// 0, CR 704.5i), so sbaCandidate holds whatever else is true of the
	// permanent.
	prone    bool
	creature bool
	// turn is how the day/night counts of the summary change when a
	// permanent of the card turns from this face to the other.
	turn dayNightCounts
	// For a batch of transforms (flipBatch): whether either face has a
	// triggered ability; whether both faces or neither have daybound or
	// nightbound (so the flip plan lists the same permanents after a turn);
	// and whether the other face has a static ability, is prone (see
	// above) or a creature, and its toughness.
	anyTrig, sameBound, toStatic, toProne, toCreature bool
	toTough                                           int
	// attach: the face has "as this transforms into [this face], attach
	// it to a player" (AsTransformsAttach); toAttach: the other face has.
	attach, toAttach bool
}

// newDefBase computes def's faces for a game of n players: values under
// controllers 0 to n-1, since no permanent of the game has another.
func (g *Game) newDefBase(def *CardDef, n int) *defBase {
	b := g.defRoom.base()
	b.def = def
	mv := def.Front.ManaCost.ManaValue(0) // X is 0 off the stack (CR 107.3g)
	g.newFaceSide(&b.side[0], &def.Front, mv, g.defRoom.chars(n))
	b.side[1] = b.side[0] // a one-faced card is the same face up either way
	if def.Back != nil {
		b.side[1] = faceSide{}
		g.newFaceSide(&b.side[1], def.Back, mv, g.defRoom.chars(n))
		b.side[0].turns = !def.Back.Types.Has(Instant) && !def.Back.Types.Has(Sorcery)
		b.side[1].turns = !def.Front.Types.Has(Instant) && !def.Front.Types.Has(Sorcery)
		var front, back dayNightCounts
		front.add(def.Front.Keywords, false, true, 1)
		back.add(def.Back.Keywords, true, true, 1)
		b.side[0].turn = back.minus(front)
		b.side[1].turn = front.minus(back)
		const bound = KeywordSet(1)<<Daybound | KeywordSet(1)<<Nightbound
		for i := range b.side {
			from, to := &b.side[i], &b.side[1-i]
			from.anyTrig = from.trig || to.trig
			from.sameBound = from.ch[0].Keywords&bound == 0 == (to.ch[0].Keywords&bound == 0)
			from.toStatic = to.static
			from.toProne, from.toCreature, from.toTough = to.prone, to.creature, to.ch[0].Toughness
			from.toAttach = to.attach
		}
	}
	return b
}

// newFaceSide fills s, zero, with face f, its values under each
// controller in ch, one per player of the game.
func (g *Game) newFaceSide(s *faceSide, f *Face, mv int, ch []charVals) {
	s.ch = ch
	s.ch[0], s.static = g.faceChars(f, mv)
	for p := 1; p < len(ch); p++ {
		s.ch[p] = s.ch[0]
		s.ch[p].Controller = PlayerID(p)
	}
	for _, ab := range f.Abilities {
		// Whatever Game.triggerers lists.
		s.trig = s.trig || ab.Kind == Triggered || ab.Kind == TriggeredManaAbility || ab.Kind == ManaReplacementKind ||
			ab.Kind == Activated
		s.attach = s.attach || ab.Kind == AsTransformsAttach
	}
	s.prone = f.Subtypes.Has(Aura) || f.Supertypes.Has(Legendary) || f.Types.Has(Planeswalker)
	s.creature = f.Types.Has(Creature)
}

func (g *Game) faceChars(f *Face, mv int) (charVals, bool) {
	static := false
	for _, ab := range f.Abilities {
		// A cost-changing ability is a static ability too (CR 604.1,
		// 601.2f): the summary looks for it among the statics.
		static = static || ab.Kind == Static || ab.Kind == CostChangeKind || ab.Kind == GameRuleKind
	}
	colors := f.Colors
	if colors == 0 { // no color indicator: the colors of its mana cost (CR 202.2, 204)
		colors = f.ManaCost.Colors()
	}
	return charVals{
		ManaCost: f.ManaCost, ManaValue: mv, Colors: colors,
		Supertypes: f.Supertypes, Types: f.Types, Subtypes: f.Subtypes,
		Power: int(f.Power), Toughness: int(f.Toughness), Keywords: f.Keywords,
		WardLife: int(f.WardLife), WardMana: f.WardMana, WardDiscard: f.WardDiscard, text: g.textOf(f.Name, f.Abilities),
	}, static
}

// refOfDef returns the game's reference to def, making its defBase the
// first time. Games have few distinct definitions, and this runs only
// when a card or token is made, so a list is enough.
func (g *Game) refOfDef(def *CardDef) defRef {
	for i := len(g.defList) - 1; i >= 0; i-- {
		if g.defList[i].def == def {
			return defRef(i + 1)
		}
	}
	n := len(g.st.players)
	if n == 0 { // a snapshot being restored, whose players come later
		n = MaxPlayers
	}
	g.defList = append(g.defList, g.newDefBase(def, n))
	return defRef(len(g.defList))
}

// setBaseChars sets the values an object has before continuous effects:
// the face that is up, or the copiable values of a copy effect (layer 1,
// CR 613.2a, 707.2), with the mana value rules of CR 202.3 and 712.8e. A
// permanent that has its face's values is only marked plain: its
// characteristics are read from the face (chars) until materialize gives
// it its own. It reports whether those values include a static ability,
// and returns them when they are a face's precomputed ones, else nil.
func (g *Game) setBaseChars(o *object) (static bool, from *charVals) {
	b := g.baseOf(o)
	if o.zone == zones.Battlefield && o.copyFace == 0 {
		side := &b.side[b2i(o.back)]
		o.plain = true
		return side.static, &side.ch[o.controller]
	}
	o.plain = false
	var f *Face
	copying := o.copyFace != 0 && o.zone == zones.Battlefield
	if copying {
		c := &g.copyFaces[o.copyFace-1]
		f, o.own, static = c.face, c.ch, c.static
	} else {
		side := &b.side[o.faceSide()]
		o.own, static = side.ch[0], side.static
		if o.zone != zones.Stack {
			// The front face, off the battlefield and the stack: its
			// values hold its mana value, X 0 (CR 107.3g).
			o.own.Controller = o.controller
			return static, nil
		}
		f = g.face(o)
	}
	switch {
	case copying && o.copyBack:
		o.own.ManaValue = 0 // a copy of a back face (CR 712.8e)
	case !copying && f == b.def.Back:
		o.own.ManaValue = b.def.Front.ManaCost.ManaValue(0) // the front face's cost (CR 712.8e)
	case o.zone == zones.Stack:
		o.own.ManaValue = f.ManaCost.ManaValue(int(o.castX)) // X as chosen (CR 202.3e)
	default:
		o.own.ManaValue = f.ManaCost.ManaValue(0) // X is 0 elsewhere (CR 107.3g)
	}
	o.own.Controller = o.controller
	return static, nil
}

// baseStatic reports whether permanent o's values before continuous
// effects include a static ability, as setBaseChars finds them: those of
// the copy effect it has, or of its face up.
func (g *Game) baseStatic(o *object) bool {
	if o.copyFace != 0 {
		return g.copyFaces[o.copyFace-1].static
	}
	return g.baseOf(o).side[b2i(o.back)].static
}

// chars returns the characteristics of object o: its own, or, for a plain
// permanent, its face's. They must not be changed through the pointer:
// layers write o.own after materialize.
func (g *Game) chars(o *object) *charVals {
	if o.plain {
		return &g.defList[o.def-1].side[b2i(o.back)].ch[o.controller]
	}
	return &o.own
}

// charsChecked is chars for an object that may be corrupted (the invariant
// checker's): one whose plain values can't be found gets its own rather
// than a panic.
func (g *Game) charsChecked(o *object) *charVals {
	if o.plain && (o.def <= 0 || int(o.def) > len(g.defList) || uint(o.controller) >= uint(len(g.defList[o.def-1].side[b2i(o.back)].ch))) {
		return &o.own
	}
	return g.chars(o)
}

// materialize gives a plain permanent characteristics of its own, which
// continuous effects and counters may then change.
func (g *Game) materialize(o *object) {
	if o.plain {
		o.own = *g.chars(o)
		o.plain = false
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
