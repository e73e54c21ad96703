package engine

import "github.com/cathar-engine/cathar/zones"

// defBase holds a card definition's faces as characteristics before any
// continuous effect, as a permanent has them (layer 1, CR 613.2a): mana
// value included (a back face has its front face's, CR 712.8e), the
// controller left to the object. Computing them once per definition makes
// the base values of a permanent one copy, which a day/night change does
// for every permanent it turns (CR 702.145). A defBase never changes once
// made, so games and their clones share it.
type defBase struct {
	def     *CardDef
	side    [2]faceSide // the front face, then the back face
	hasBack bool
}

// faceSide is one face of a defBase.
type faceSide struct {
	ch     Characteristics
	static bool // it has a static ability
	trig   bool // it has a triggered ability
	// turns: a permanent with this face up may turn to the other one: the
	// card has one, and it is not an instant or sorcery face (CR 701.27d).
	turns bool
	// prone: an Aura or legendary, so sbaCandidate holds whatever else is
	// true of the permanent.
	prone bool
}

func newDefBase(def *CardDef) *defBase {
	b := &defBase{def: def, hasBack: def.Back != nil}
	mv := def.Front.ManaCost.ManaValue(0) // X is 0 off the stack (CR 107.3g)
	b.side[0] = newFaceSide(&def.Front, mv)
	if def.Back != nil {
		b.side[1] = newFaceSide(def.Back, mv)
		b.side[0].turns = !def.Back.Types.Has(Instant) && !def.Back.Types.Has(Sorcery)
		b.side[1].turns = !def.Front.Types.Has(Instant) && !def.Front.Types.Has(Sorcery)
	}
	return b
}

func newFaceSide(f *Face, mv int) faceSide {
	var s faceSide
	s.ch, s.static = faceChars(f, mv)
	for _, ab := range f.Abilities {
		s.trig = s.trig || ab.Kind == Triggered
	}
	s.prone = f.Subtypes.Has(Aura) || f.Supertypes.Has(Legendary)
	return s
}

func faceChars(f *Face, mv int) (Characteristics, bool) {
	static := false
	for _, ab := range f.Abilities {
		static = static || ab.Kind == Static
	}
	return Characteristics{
		Name: f.Name, ManaCost: f.ManaCost, ManaValue: mv, Colors: f.Colors,
		Supertypes: f.Supertypes, Types: f.Types, Subtypes: f.Subtypes,
		Power: int(f.Power), Toughness: int(f.Toughness), Keywords: f.Keywords,
		WardLife: int(f.WardLife), Abilities: f.Abilities,
	}, static
}

// defBaseOf returns the game's defBase for def, making it the first time.
// Games have few distinct definitions, and this runs only when a card or
// token is made, so a list is enough.
func (g *Game) defBaseOf(def *CardDef) *defBase {
	for i := len(g.defList) - 1; i >= 0; i-- {
		if g.defList[i].def == def {
			return g.defList[i]
		}
	}
	b := newDefBase(def)
	g.defList = append(g.defList, b)
	return b
}

// setBase records the defBase of object id, a new object.
func (g *Game) setBase(id ObjID, b *defBase) {
	for len(g.bases) <= int(id) {
		g.bases = append(g.bases, nil)
	}
	g.bases[id] = b // after a rollback, the id may have been used before
}

// cloneBases gives clone c the defBases of g: the lists are copied or
// shared so that neither game writes the other's.
func (g *Game) cloneBases(c *Game) {
	c.bases = append([]*defBase(nil), g.bases[:min(len(g.bases), len(g.st.objs))]...)
	c.defList = g.defList[:len(g.defList):len(g.defList)]
}

// rebuildBases makes the defBases of every object of a state built
// whole (a restored snapshot).
func (g *Game) rebuildBases() {
	g.bases = make([]*defBase, len(g.st.objs))
	for i := 1; i < len(g.st.objs); i++ {
		g.bases[i] = g.defBaseOf(g.st.objs[i].def)
	}
}

// setBaseChars sets the values an object has before continuous effects:
// the face that is up, or the copiable values of a copy effect (layer 1,
// CR 613.2a, 707.2), with the mana value rules of CR 202.3 and 712.8e. It
// reports whether those values include a static ability, and returns the
// values it copied when they are a face's precomputed ones, else nil
// (reading them there rather than from the copy just written avoids a
// store a processor may not yet forward).
func (g *Game) setBaseChars(o *object) (static bool, from *Characteristics) {
	if o.zone == zones.Battlefield && o.copyFace == nil && int(o.id) < len(g.bases) {
		b := g.bases[o.id]
		side := &b.side[0]
		if o.back && b.hasBack {
			side = &b.side[1]
		}
		o.ch = side.ch
		o.ch.Controller = o.controller
		return side.static, &side.ch
	}
	f := o.face()
	copying := o.copyFace != nil && o.zone == zones.Battlefield
	if copying {
		f = o.copyFace
	}
	mv := 0
	switch {
	case copying && o.copyBack:
		mv = 0 // a copy of a back face (CR 712.8e)
	case !copying && f == o.def.Back:
		mv = o.def.Front.ManaCost.ManaValue(0) // the front face's cost (CR 712.8e)
	case o.zone == zones.Stack:
		mv = f.ManaCost.ManaValue(int(o.castX)) // X as chosen (CR 202.3e)
	default:
		mv = f.ManaCost.ManaValue(0) // X is 0 elsewhere (CR 107.3g)
	}
	o.ch, static = faceChars(f, mv)
	o.ch.Controller = o.controller
	return static, nil
}
