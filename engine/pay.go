package engine

import (
	"slices"

	"github.com/cathar-engine/cathar/zones"
)

// manaSource is an untapped permanent with a mana ability that automatic
// payment may activate: it makes amount mana of one type from types.
type manaSource struct {
	obj     ObjID
	ability int // index in the object's abilities
	amount  int
	types   ManaTypeSet
	fixed   ManaType // the type chosen by the plan
	// costGeneric is generic mana its ability costs (Pili-Pala's {2},
	// {Q}): paid from the pool before it is activated.
	costGeneric int
}

// sources lists p's permanents whose mana abilities automatic payment may
// use: a {T} ability of an untapped permanent or a {Q} ability of a tapped
// one (CR 107.5, 107.6), costing nothing else but generic mana, with what
// each would make after the replacement effects and triggered mana
// abilities that apply when tapping for mana (CR 106.12, 605.4a). exclude
// is a permanent whose own {T} or {Q} is part of the cost being paid. The
// list is in the order the search for a payment tries them (planWith).
func (g *Game) sources(p PlayerID, exclude ObjID, buf []manaSource) []manaSource {
	if buf == nil {
		buf = make([]manaSource, 0, 16) // room for most players' sources: no growing one by one
	}
	buf = buf[:0]
	var sets []ManaTypeSet
	holders := -1 // the number of permanents with mana replacements or triggers, once asked
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		// Most of the permanents that are not p's are plain, and a plain
		// permanent's values are those of its face under its controller
		// (newFaceSide): they are passed over without reading them.
		if o.plain && o.controller != p {
			if g.verifyUndo && g.chars(o).Controller != o.controller {
				panic("engine: a plain permanent's values have another controller than its own")
			}
			continue
		}
		ch := g.chars(o)
		if ch.Controller != p || id == exclude {
			continue
		}
		text := g.text(ch)
		if text.payers == 0 {
			continue
		}
		if ch.Is(Creature) && !ch.Has(Haste) && g.summoningSick(o) {
			continue
		}
		for i, ab := range text.abilities {
			c := &ab.Cost
			if !text.pays(i) || c.Tap && o.tapped || c.Untap && !o.tapped {
				continue
			}
			s := manaSource{obj: id, ability: i, costGeneric: int(c.Mana.Generic)}
			fixed := specTypes(&ab.Mana)
			switch {
			case ab.Mana.Like != LikeNone:
				if sets == nil {
					sets = g.couldProduceAll()
				}
				s.amount, s.types = 1, g.likeTypes(o, ab.Mana.Like, sets)
			case ab.Mana.AnyColor > 0 && ab.Mana.Fixed.Total() == 0:
				s.amount, s.types = int(ab.Mana.AnyColor), AllColors
			default: // a single fixed type (payersOf)
				s.amount, s.types = ab.Mana.Fixed.Total(), fixed
			}
			if s.types == 0 {
				continue // an undefined type makes no mana (CR 106.5)
			}
			if c.Tap && holders < 0 {
				holders = len(g.manaHolders())
			}
			if c.Tap && holders > 0 { // only tapping for mana is replaced and triggers (CR 106.12)
				for _, r := range g.manaReplacements(o, p, nil) {
					if r.ManaRepl.Double {
						s.amount *= 2
					}
					if r.ManaRepl.Retype {
						s.types = ManaTypeSet(0).With(r.ManaRepl.To)
					}
				}
				if ch.Is(Land) {
					s.amount += g.manaTriggerBonus(o)
				}
			}
			buf = append(buf, s)
			break
		}
	}
	// Sources with a cost of their own first, so that the mana their costs
	// need is known when the others are considered; then sources with
	// fewer choices: a Forest pays {G} before a source of any color is
	// spent on it. Sorted once here, not once per cost a listing checks.
	sortSources(buf)
	return buf
}

// sortSources puts srcs in the order of the search for a payment: those
// with a cost of their own first, then those with fewer types. The sort is
// stable, an insertion sort: the lists are short and most often sorted
// already, and a comparison costs no call.
func sortSources(srcs []manaSource) {
	for i := 1; i < len(srcs); i++ {
		if !srcs[i].before(&srcs[i-1]) {
			continue
		}
		s := srcs[i]
		j := i
		for ; j > 0 && s.before(&srcs[j-1]); j-- {
			srcs[j] = srcs[j-1]
		}
		srcs[j] = s
	}
}

// before reports whether s comes strictly before t in the order of the
// search for a payment.
func (s *manaSource) before(t *manaSource) bool {
	if s.costGeneric != t.costGeneric {
		return s.costGeneric > t.costGeneric
	}
	return s.types.Len() < t.types.Len()
}

// noSymbols is the Sym of a cost with no colored or {C} symbol: a mana
// ability whose cost has only generic mana, if any, is one automatic
// payment may use.
var noSymbols [NumManaTypes]int8

// manaTriggerBonus is the mana that triggered mana abilities add when land
// o is tapped for mana (Heartbeat of Spring, Mana Flare).
func (g *Game) manaTriggerBonus(o *object) int {
	n := 0
	for _, id := range g.manaHolders() {
		for _, ab := range g.abilities(g.chars(g.obj(id))) {
			if ab.Kind == TriggeredManaAbility && (!ab.ManaTrig.LandsOnly || g.chars(o).Is(Land)) {
				n += int(ab.ManaTrig.Add)
			}
		}
	}
	return n
}

// covers reports whether the mana in avail can pay cost: each colored and
// {C} symbol with mana of its type, generic with anything left.
func covers(avail ManaPool, cost *ManaCost) bool {
	left := 0
	for t := range avail {
		if int(avail[t]) < int(cost.Sym[t]) {
			return false
		}
		left += int(avail[t]) - int(cost.Sym[t])
	}
	return left >= int(cost.Generic)
}

// payPlan finds which of p's sources to tap, and for which type each, so
// that the pool and their mana together pay cost. The search is a
// depth-first search over the sources with memoized failures, so it finds
// a payment whenever one exists among them.
func (g *Game) payPlan(p PlayerID, cost ManaCost, exclude ObjID) ([]manaSource, bool) {
	pool := g.st.players[p].pool
	if covers(pool, &cost) {
		return nil, true
	}
	srcs := g.memoSources(&g.paySrcs, p, exclude) // payPlan is not reentrant
	return planWith(pool, cost, srcs, &g.scratch.plan, true)
}

// planBuffers are the buffers of the search for a payment, reused from
// one search to the next. They are not game state.
type planBuffers struct {
	chosen []int
	failed map[planKey]bool
	used   []manaSource
}

// planWith is payPlan over a given list of sources, in the order sources
// gives them.
// The search uses buf's buffers. With want false it only says whether a
// payment exists; otherwise the plan it returns is in buf.used, valid
// until the next search with buf.
func planWith(pool ManaPool, cost ManaCost, srcs []manaSource, buf *planBuffers, want bool) ([]manaSource, bool) {
	if covers(pool, &cost) {
		return nil, true
	}
	// A quick necessary condition: enough mana in all, and for each type
	// enough that could be of that type.
	total := pool.Total()
	for _, s := range srcs {
		total += s.amount
	}
	if total < cost.ManaValue(0) {
		return nil, false
	}
	for t := range ManaType(NumManaTypes) {
		if cost.Sym[t] == 0 {
			continue
		}
		n := int(pool[t])
		for _, s := range srcs {
			if s.types.Has(t) {
				n += s.amount
			}
		}
		if n < int(cost.Sym[t]) {
			return nil, false
		}
	}
	if !want {
		if ok, known := unitPayable(pool, &cost, srcs); known {
			return nil, ok
		}
	}
	if buf.failed != nil {
		clear(buf.failed)
	}
	ps := planSearch{srcs: srcs, cost: cost, chosen: buf.chosen, failed: buf.failed}
	found := ps.dfs(0, pool, 0)
	buf.chosen, buf.failed = ps.chosen, ps.failed
	if !found || !want {
		return nil, found
	}
	used := ps.plan(buf.used[:0])
	buf.used = used
	// With sources of one mana each, the search taps only sources that
	// fill what is still lacking, so no fewer would do. A source making
	// more (Mana Reflection, CR 106.12b; Heartbeat of Spring, 605.4a) can
	// make one tapped before it useless: a Forest's {G}{G} pays {1}{G}
	// alone, without the Plains tapped for the {1}. Drop every source the
	// others can pay without, the most flexible first.
	for dropped := slices.ContainsFunc(used, func(s manaSource) bool { return s.amount > 1 }); dropped; {
		dropped = false
		for i := len(used) - 1; i >= 0 && !dropped; i-- {
			sub := planSearch{srcs: slices.Delete(slices.Clone(used), i, i+1), cost: cost}
			if dropped = sub.dfs(0, pool, 0); dropped {
				used = sub.plan(nil)
			}
		}
	}
	return used, true
}

// plan appends to used the sources a successful search chose, each with
// its type.
func (ps *planSearch) plan(used []manaSource) []manaSource {
	for i, t := range ps.chosen {
		if t >= 0 {
			s := ps.srcs[i]
			s.fixed = ManaType(t)
			used = append(used, s)
		}
	}
	return used
}

type planKey struct {
	i     int
	debt  int
	avail ManaPool
}

type planSearch struct {
	srcs   []manaSource
	cost   ManaCost // a copy: a pointer to the caller's would move it to the heap
	chosen []int    // per source: the type, or -1 when not used (a buffer before)
	failed map[planKey]bool
}

// dfs decides, from source i on, which sources to use: avail is the mana
// so far, debt the generic mana the chosen sources' own costs need.
func (ps *planSearch) dfs(i int, avail ManaPool, debt int) bool {
	total := ps.cost
	total.Generic += int8(debt)
	if covers(avail, &total) {
		ps.chosen = ps.chosen[:0]
		for range ps.srcs {
			ps.chosen = append(ps.chosen, -1)
		}
		return true
	}
	if i == len(ps.srcs) {
		return false
	}
	// Mana beyond what the cost could use doesn't change the answer.
	key := planKey{i: i, debt: debt}
	for t := range avail {
		key.avail[t] = min(avail[t], int16(total.Sym[t])+int16(total.Generic))
	}
	if ps.failed[key] {
		return false
	}
	s := ps.srcs[i]
	// Use a source only for mana that helps: a type a symbol still lacks,
	// or anything while generic mana is still short. So no source is
	// tapped for nothing.
	used, left := 0, 0
	for t := range avail {
		used += min(int(avail[t]), int(ps.cost.Sym[t]))
		left += int(avail[t])
	}
	// A source that costs as much as it makes helps only with a type.
	genericShort := left-used < int(total.Generic) && s.amount > s.costGeneric
	for t := range ManaType(NumManaTypes) {
		if !s.types.Has(t) || !(genericShort || avail[t] < int16(ps.cost.Sym[t])) {
			continue
		}
		next := avail
		next[t] += int16(s.amount)
		if ps.dfs(i+1, next, debt+s.costGeneric) {
			ps.chosen[i] = int(t)
			return true
		}
	}
	if ps.dfs(i+1, avail, debt) {
		return true
	}
	if ps.failed == nil {
		ps.failed = map[planKey]bool{}
	}
	ps.failed[key] = true
	return false
}

// canPay reports whether p could pay cost now.
func (g *Game) canPay(p PlayerID, cost ManaCost, exclude ObjID) bool {
	if cost.ManaValue(0) == 0 {
		return true
	}
	pool := g.st.players[p].pool
	if covers(pool, &cost) {
		return true
	}
	srcs := g.memoSources(&g.paySrcs, p, exclude)
	_, ok := planWith(pool, cost, srcs, &g.scratch.plan, false)
	return ok
}

// payMana pays cost for p: it activates the planned mana abilities (which
// resolve at once, CR 605.3b), then spends mana from the pool: each
// colored and {C} symbol with its type, generic with what is left,
// colorless first and then the type most plentiful.
func (g *Game) payMana(p PlayerID, cost ManaCost, exclude ObjID) bool {
	if cost.ManaValue(0) == 0 {
		return true
	}
	plan, ok := g.payPlan(p, cost, exclude)
	if !ok {
		return false
	}
	return g.payWith(p, cost, plan)
}

// payWith is payMana with the plan found: it activates the mana
// abilities of plan and spends the pool.
func (g *Game) payWith(p PlayerID, cost ManaCost, plan []manaSource) bool {
	// Sources that cost nothing first; then those whose own generic cost
	// is paid from the pool with mana the cost doesn't need (CR 605.3a:
	// mana abilities may be activated while paying a cost).
	for _, s := range plan {
		if s.costGeneric == 0 {
			g.produceMana(p, s.obj, s.ability, s.fixed)
		}
	}
	for _, s := range plan {
		if s.costGeneric > 0 {
			g.spendGenericFromPool(p, &cost, s.costGeneric)
			g.produceMana(p, s.obj, s.ability, s.fixed)
		}
	}
	if !covers(g.st.players[p].pool, &cost) {
		return false
	}
	g.payFromPool(p, &cost)
	return true
}

// spendGeneric takes n generic mana from the pool, keeping what the
// colored and {C} symbols of reserve need: colorless first, then the type
// with the most to spare.
func spendGeneric(pool *ManaPool, reserve *ManaCost, n int) {
	for range n {
		best, spare := ManaType(0), -1
		for t := range ManaType(NumManaTypes) {
			sp := int(pool[t]) - int(reserve.Sym[t])
			if t == ManaC && sp > 0 {
				best, spare = t, 1<<30
				break
			}
			if sp > spare {
				best, spare = t, sp
			}
		}
		pool[best]--
	}
}

// activateManaAbility activates a mana ability explicitly: it pays its
// {T} or {Q} and resolves at once (CR 605.3b); color is the type chosen
// where the ability lets its controller choose.
func (g *Game) activateManaAbility(p PlayerID, id ObjID, index int, color ManaType) {
	g.produceMana(p, id, index, color)
}

// produceMana pays the tap or untap part of a mana ability's cost and
// resolves it: the mana it makes, modified by replacement effects on
// tapping for mana (CR 106.12b), goes into p's pool; then "tapped for
// mana" triggers (106.12a) and triggered mana abilities (605.4a) act. An
// undefined type makes no mana (106.5). The replacement effects of the
// pool (doubling, retyping) give the same mana in any order, so they
// apply in timestamp order without asking (CR 616.1).
func (g *Game) produceMana(p PlayerID, id ObjID, index int, color ManaType) {
	o := g.obj(id)
	ab := g.abilities(g.chars(o))[index]
	if ab.Cost.Tap {
		g.tap(id)
	}
	if ab.Cost.Untap {
		g.untap(id)
	}
	g.emit(Event{Kind: EvAbilityActivated, Player: p, Obj: id})
	o = g.obj(id)
	made := ab.Mana.Fixed
	switch {
	case ab.Mana.AnyColor > 0:
		if color > ManaG {
			color = ManaG
		}
		made[color] += int16(ab.Mana.AnyColor)
	case ab.Mana.Like != LikeNone:
		allowed := g.likeTypes(o, ab.Mana.Like, g.couldProduceAll())
		if allowed.Has(color) {
			made[color]++
		} else if allowed != 0 {
			for t := range ManaType(NumManaTypes) {
				if allowed.Has(t) {
					made[t]++
					break
				}
			}
		}
	}
	if made.Total() == 0 {
		return // CR 106.5: no mana of an undefined type
	}
	if ab.Cost.Tap {
		for _, r := range g.manaReplacements(o, p, nil) {
			if r.ManaRepl.Double {
				for t := range made {
					made[t] *= 2
				}
			}
			if r.ManaRepl.Retype {
				n := made.Total()
				made = ManaPool{}
				made[r.ManaRepl.To] = int16(n)
			}
		}
	}
	for t, n := range made {
		if n > 0 {
			g.addMana(p, ManaType(t), n)
			g.emit(Event{Kind: EvManaAdded, Player: p, Obj: id, Mana: ManaType(t), Amount: int32(n)})
		}
	}
	if !ab.Cost.Tap {
		return // untapping ({Q}) is not tapping for mana
	}
	g.emit(Event{Kind: EvTappedForMana, Player: p, Obj: id}) // CR 106.12a
	// CR 605.4a: triggered mana abilities resolve right away. The
	// permanents with one are among the trigger cache's mana holders, in
	// battlefield order; the events above brought the cache up to date,
	// and adding mana changes no permanent.
	for _, sid := range g.manaHolders() {
		src := g.obj(sid)
		for _, tab := range g.abilities(g.chars(src)) {
			if tab.Kind != TriggeredManaAbility || tab.ManaTrig.LandsOnly && !g.chars(o).Is(Land) {
				continue
			}
			t := ManaType(0)
			for k, n := range made {
				if n > 0 {
					t = ManaType(k) // "any type that land produced"
					break
				}
			}
			g.addMana(p, t, int16(tab.ManaTrig.Add))
			g.emit(Event{Kind: EvManaAdded, Player: p, Obj: sid, Mana: t, Amount: int32(tab.ManaTrig.Add)})
		}
	}
}

// summoningSick reports whether a creature's controller has not controlled
// it continuously since their most recent turn began (CR 302.6).
func (g *Game) summoningSick(o *object) bool {
	if o.zone != zones.Battlefield {
		return false
	}
	return g.sickUnder(o, g.chars(o).Controller)
}

// sickUnder is summoningSick for a permanent whose controller c the
// caller has read.
func (g *Game) sickUnder(o *object, c PlayerID) bool {
	return o.controlSince >= g.st.players[c].lastTurn
}
