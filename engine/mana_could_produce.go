package engine

import "github.com/cathar-engine/cathar/zones"

// CouldProduce returns the types of mana permanent id could produce
// (CR 106.7): every type one of its mana abilities would produce if it
// resolved now, with the replacement effects that would apply in any
// order, ignoring whether its costs could be paid and whether it is
// tapped. Abilities that refer to what other permanents could produce
// (Reflecting Pool, Exotic Orchard, Fellwar Stone) are resolved together
// as the least fixpoint, so references that go round in a circle add
// nothing of their own and the computation always ends. An object that is
// not on the battlefield could produce nothing.
func (g *Game) CouldProduce(id ObjID) ManaTypeSet {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return 0
	}
	o := g.obj(id)
	if o.zone != zones.Battlefield || o.next != NoObj {
		return 0
	}
	sets := g.couldProduceAll()
	for i, b := range g.st.battlefield {
		if b == id {
			return sets[i]
		}
	}
	return 0
}

// couldProduceAll computes CouldProduce for every permanent, in
// battlefield order.
func (g *Game) couldProduceAll() []ManaTypeSet {
	g.refresh()
	bf := g.st.battlefield
	sets := make([]ManaTypeSet, len(bf))
	hasLike := false
	for i, id := range bf {
		o := g.obj(id)
		for _, ab := range g.abilities(g.chars(o)) {
			if ab.Kind != ManaAbility {
				continue
			}
			if ab.Mana.Like != LikeNone {
				hasLike = true
				continue
			}
			sets[i] |= g.replacedTypes(o, ab, specTypes(&ab.Mana))
		}
	}
	if !hasLike {
		return sets
	}
	// Least fixpoint: each round can only add types, and there are six.
	for range len(bf)*NumManaTypes + 1 {
		changed := false
		for i, id := range bf {
			o := g.obj(id)
			for _, ab := range g.abilities(g.chars(o)) {
				if ab.Kind != ManaAbility || ab.Mana.Like == LikeNone {
					continue
				}
				add := g.replacedTypes(o, ab, g.likeTypes(o, ab.Mana.Like, sets))
				if sets[i]|add != sets[i] {
					sets[i] |= add
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	return sets
}

// specTypes returns the types an ability with fixed or any-color mana
// produces.
func specTypes(m *ManaSpec) ManaTypeSet {
	// The six types one by one, as in ManaPool.Total: a loop costs twice
	// as much here, on every source a listing reads.
	f := &m.Fixed
	s := typeIf(f[ManaW], ManaW) | typeIf(f[ManaU], ManaU) | typeIf(f[ManaB], ManaB) |
		typeIf(f[ManaR], ManaR) | typeIf(f[ManaG], ManaG) | typeIf(f[ManaC], ManaC)
	if m.AnyColor > 0 {
		s |= AllColors
	}
	return s
}

// typeIf returns the set of type t when n, an amount of mana of type t, is
// positive, else the empty set.
func typeIf(n int16, t ManaType) ManaTypeSet {
	if n > 0 {
		return ManaTypeSet(0).With(t)
	}
	return 0
}

// likeTypes returns the types a "could produce" reference of o allows,
// given the current sets: colors only for LikeOpponentsLands.
func (g *Game) likeTypes(o *object, like ManaLike, sets []ManaTypeSet) ManaTypeSet {
	var s ManaTypeSet
	you := g.chars(o).Controller
	for j, id := range g.st.battlefield {
		l := g.obj(id)
		if !g.chars(l).Is(Land) {
			continue
		}
		switch like {
		case LikeYourLands:
			if g.chars(l).Controller == you {
				s |= sets[j]
			}
		case LikeOpponentsLands:
			if g.opponents(you, g.chars(l).Controller) {
				s |= sets[j] & AllColors // "any color": colorless is no color
			}
		}
	}
	return s
}

// replacedTypes applies to the types an ability would produce the
// replacement effects on tapping o for mana, in every possible order
// (CR 106.7, 106.12b): a retyping effect makes its type, and since any
// one of several could apply last, each of their types is possible.
func (g *Game) replacedTypes(o *object, ab *Ability, types ManaTypeSet) ManaTypeSet {
	if types == 0 || !ab.Cost.Tap {
		return types
	}
	var retyped ManaTypeSet
	for _, r := range g.manaReplacements(o, g.chars(o).Controller, nil) {
		if r.ManaRepl.Retype {
			retyped = retyped.With(r.ManaRepl.To)
		}
	}
	if retyped != 0 {
		return retyped
	}
	return types
}

// manaReplacements appends to buf the mana replacement abilities that
// apply when player p taps permanent o for mana.
func (g *Game) manaReplacements(o *object, p PlayerID, buf []*Ability) []*Ability {
	for _, id := range g.manaHolders() {
		src := g.obj(id)
		for _, ab := range g.abilities(g.chars(src)) {
			if ab.Kind != ManaReplacementKind {
				continue
			}
			r := &ab.ManaRepl
			if r.LandsOnly && !g.chars(o).Is(Land) || r.YouOnly && g.chars(src).Controller != p {
				continue
			}
			buf = append(buf, ab)
		}
	}
	return buf
}

// ManaChoices returns the mana types the controller of permanent id
// chooses among when its index-th activated ability (mana abilities
// included, from 0, as ActivateAbility counts them) resolves now: the five
// colors for "one mana of any color", the types the lands it refers to
// could produce for Reflecting Pool, Exotic Orchard and Fellwar Stone
// (CR 106.7; colors only for "any color"). It is empty for an ability
// whose mana is fixed, and for one whose type can't be defined, which
// makes no mana (CR 106.5). ActivateOptions.Color should be one of these.
func (g *Game) ManaChoices(id ObjID, index int) ManaTypeSet {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return 0
	}
	g.refresh()
	o := g.obj(id)
	if o.zone != zones.Battlefield || o.next != NoObj {
		return 0
	}
	_, ab := g.activatedAbility(o, index)
	if ab == nil || ab.Kind != ManaAbility {
		return 0
	}
	switch {
	case ab.Mana.Like != LikeNone:
		return g.likeTypes(o, ab.Mana.Like, g.couldProduceAll())
	case ab.Mana.AnyColor > 0:
		return AllColors
	}
	return 0
}
