package engine

import "github.com/cathar-engine/cathar/zones"

// manaSource is an untapped permanent with a mana ability that automatic
// payment may activate.
type manaSource struct {
	obj     ObjID
	ability int // index in the object's abilities
	fixed   ManaType
	any     bool // one mana of any color
}

// sources lists p's permanents whose mana abilities cost only {T} and make
// one mana (CR 605), except exclude, whose {T} is part of the cost being
// paid.
func (g *Game) sources(p PlayerID, exclude ObjID, buf []manaSource) []manaSource {
	buf = buf[:0]
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		if o.ch.Controller != p || o.tapped || id == exclude {
			continue
		}
		for i, ab := range o.ch.Abilities {
			if ab.Kind != ManaAbility || !ab.Cost.Tap || ab.Cost.Untap || ab.Cost.Mana.Present || ab.Cost.Life > 0 {
				continue
			}
			if o.ch.Is(Creature) && g.summoningSick(o) {
				continue
			}
			s := manaSource{obj: id, ability: i}
			switch {
			case ab.Mana.AnyColor == 1 && ab.Mana.Fixed.Total() == 0:
				s.any = true
			case ab.Mana.AnyColor == 0 && ab.Mana.Fixed.Total() == 1:
				for t, n := range ab.Mana.Fixed {
					if n > 0 {
						s.fixed = ManaType(t)
					}
				}
			default:
				continue
			}
			buf = append(buf, s)
			break
		}
	}
	return buf
}

// payPlan decides how to pay cost from p's pool and untapped sources. It
// returns what to take from the pool, which sources to tap and the type
// each makes, and whether a payment exists. With one-mana sources of a
// fixed type or of any color, a payment exists exactly when this finds one:
// colored symbols take fixed sources of their color first, then any-color
// sources; generic takes what is left.
func (g *Game) payPlan(p PlayerID, cost ManaCost, exclude ObjID) (fromPool ManaPool, tap []manaSource, ok bool) {
	pool := g.st.players[p].pool
	need := cost.Sym
	generic := int(cost.Generic)
	// The pool first, colored and {C} symbols by type.
	for t := range need {
		n := min(int(need[t]), int(pool[t]))
		need[t] -= int8(n)
		pool[t] -= int16(n)
		fromPool[t] += int16(n)
	}
	srcs := g.sources(p, exclude, nil)
	used := make([]bool, len(srcs))
	take := func(i int, t ManaType) {
		used[i] = true
		s := srcs[i]
		s.fixed = t
		tap = append(tap, s)
	}
	for t := range need {
		for need[t] > 0 {
			found := false
			for i, s := range srcs {
				if !used[i] && !s.any && s.fixed == ManaType(t) {
					take(i, ManaType(t))
					found = true
					break
				}
			}
			if !found && ManaType(t) != ManaC {
				for i, s := range srcs {
					if !used[i] && s.any {
						take(i, ManaType(t))
						found = true
						break
					}
				}
			}
			if !found {
				return ManaPool{}, nil, false
			}
			need[t]--
		}
	}
	// Generic: what remains in the pool, then fixed sources, then any-color.
	for t := range pool {
		n := min(generic, int(pool[t]))
		generic -= n
		fromPool[t] += int16(n)
	}
	for i, s := range srcs {
		if generic == 0 {
			break
		}
		if !used[i] && !s.any {
			take(i, s.fixed)
			generic--
		}
	}
	for i, s := range srcs {
		if generic == 0 {
			break
		}
		if !used[i] && s.any {
			take(i, ManaG) // any color will do for generic mana
			generic--
		}
	}
	if generic > 0 {
		return ManaPool{}, nil, false
	}
	return fromPool, tap, true
}

// canPay reports whether p could pay cost now.
func (g *Game) canPay(p PlayerID, cost ManaCost, exclude ObjID) bool {
	if cost.ManaValue(0) == 0 {
		return true
	}
	_, _, ok := g.payPlan(p, cost, exclude)
	return ok
}

// payMana pays cost for p: it activates the planned mana abilities (which
// resolve at once, CR 605.3b), then spends the mana from the pool.
func (g *Game) payMana(p PlayerID, cost ManaCost, exclude ObjID) bool {
	if cost.ManaValue(0) == 0 {
		return true
	}
	fromPool, tap, ok := g.payPlan(p, cost, exclude)
	if !ok {
		return false
	}
	for _, s := range tap {
		g.activateManaAbility(p, s.obj, s.ability, s.fixed)
		fromPool[s.fixed]++
	}
	pl := &g.st.players[p]
	for t, n := range fromPool {
		pl.pool[t] -= n
	}
	return true
}

// activateManaAbility pays the {T} of a mana ability and resolves it at
// once (CR 605.3b); color is the type chosen for "any color".
func (g *Game) activateManaAbility(p PlayerID, id ObjID, index int, color ManaType) {
	o := g.obj(id)
	ab := o.ch.Abilities[index]
	if ab.Cost.Tap {
		g.tap(id)
	}
	if ab.Cost.Untap {
		g.untap(id)
	}
	g.emit(Event{Kind: EvAbilityActivated, Player: p, Obj: id})
	added := ab.Mana.Fixed
	if ab.Mana.AnyColor > 0 {
		added[color] += int16(ab.Mana.AnyColor)
	}
	pl := &g.st.players[p]
	for t, n := range added {
		if n > 0 {
			pl.pool[t] += n
			g.emit(Event{Kind: EvManaAdded, Player: p, Obj: id, Mana: ManaType(t), Amount: int32(n)})
		}
	}
	if ab.Cost.Tap && added.Total() > 0 {
		g.emit(Event{Kind: EvTappedForMana, Player: p, Obj: id}) // CR 106.12a
	}
}

func (g *Game) tap(id ObjID) {
	o := g.obj(id)
	if o.tapped || o.zone != zones.Battlefield {
		return
	}
	o.tapped = true
	g.emit(Event{Kind: EvTapped, Obj: id})
}

func (g *Game) untap(id ObjID) {
	o := g.obj(id)
	if !o.tapped || o.zone != zones.Battlefield {
		return
	}
	o.tapped = false
	g.emit(Event{Kind: EvUntapped, Obj: id})
}

// summoningSick reports whether a creature's controller has not controlled
// it continuously since their most recent turn began (CR 302.6).
func (g *Game) summoningSick(o *object) bool {
	if o.zone != zones.Battlefield {
		return false
	}
	c := o.ch.Controller
	return o.controlSince >= g.st.players[c].lastTurn
}
