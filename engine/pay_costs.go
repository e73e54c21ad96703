package engine

import "github.com/cathar-engine/cathar/zones"

// CostObjects is a part of a cost paid with objects the payer chooses
// while paying (CR 601.2h, 602.2b): N of them, each matching Filter, judged
// for the payer with Other meaning other than the cost's source. The zero
// value asks for none.
type CostObjects struct {
	N      int8
	Filter Filter
}

// CostChange is a static ability that makes spells cost more or less to
// cast (CR 601.2f): "noncreature spells cost {1} more to cast", "creature
// spells you cast cost {1} less to cast". A reduction lowers only the
// generic part of a cost, never below zero.
type CostChange struct {
	// Caster is whose spells it changes, relative to the controller of
	// its source: AnyController, YouControl ("you cast"),
	// OpponentControls ("your opponents cast") or YouDontControl
	// ("spells you don't cast": a teammate's too).
	Caster Relation
	// Spells says which spells, by their characteristics.
	Spells Filter
	More   int8 // "cost {N} more"
	Less   int8 // "cost {N} less"
	// LessBy, when set, adds to Less a number read from the game as the
	// cost is determined ("cost {X} less, where X is this creature's
	// power").
	LessBy func(g View, source ObjID) int
}

// plus returns the cost with o's symbols added to it (CR 601.2f: the total
// cost is the mana cost plus additional costs and increases).
func (c ManaCost) plus(o ManaCost) ManaCost {
	c.Generic += o.Generic
	for i := range c.Sym {
		c.Sym[i] += o.Sym[i]
	}
	c.X += o.X
	c.Present = c.Present || o.Present
	return c
}

// hasObjects reports whether the cost asks for objects besides its source
// or sacrifices its source.
func (c *Cost) hasObjects() bool {
	return c.SacrificeSelf || c.Sacrifice.N > 0 || c.Discard.N > 0
}

// spellCost is the total mana cost of casting face (CR 601.2f): its mana
// cost with X (or no cost when cast without paying it, CR 118.9), plus the
// mana of its additional cost, plus the increases of static abilities,
// then minus the reductions — its own and those of static abilities —
// which lower only the generic part, never below zero. card is the card
// being cast, judged by its characteristics.
func (g *Game) spellCost(face *Face, p PlayerID, card ObjID, x int, free bool) ManaCost {
	return g.spellCostWith(face, p, card, x, free, ManaCost{})
}

// spellCostWith is spellCost with extra mana added among the additional
// costs and increases, before the reductions (CR 601.2f): the price of a
// permission such as casting as though it had flash (CR 601.3c).
func (g *Game) spellCostWith(face *Face, p PlayerID, card ObjID, x int, free bool, extra ManaCost) ManaCost {
	cost := face.ManaCost.withX(x)
	if free {
		cost = ManaCost{}
	}
	if extra != (ManaCost{}) { // most often: a listing and most casts have none
		cost = cost.plus(extra)
	}
	if face.AdditionalCost != nil {
		cost = cost.plus(face.AdditionalCost.Mana)
	}
	less := 0
	if r := face.Reduction; r != nil && r.Generic > 0 && (r.If == nil || g.reductionApplies(r, p)) {
		less += int(r.Generic)
	}
	g.refresh()
	if g.sum.costChanges { // else no permanent changes what spells cost
		more, byOthers := g.costChangesOf(p, card)
		cost.Generic += more
		less += byOthers
	}
	cost.Generic = int8(max(int(cost.Generic)-less, 0))
	return cost
}

// costChangesOf returns what the cost-changing abilities of permanents
// (CostChangeKind) add to and take from the generic cost of p's spell
// card (CR 601.2f).
func (g *Game) costChangesOf(p PlayerID, card ObjID) (more int8, less int) {
	o := g.obj(card)
	for _, id := range g.st.battlefield {
		ch := g.chars(g.obj(id))
		for _, ab := range g.abilities(ch) {
			cc := &ab.CostChange
			if ab.Kind != CostChangeKind || !g.related(cc.Caster, ch.Controller, p) || !g.matchesFor(&cc.Spells, ch.Controller, id, o) {
				continue
			}
			more += cc.More
			less += int(cc.Less)
			if cc.LessBy != nil {
				less += max(g.costLessBy(cc, id), 0)
			}
		}
	}
	return more, less
}

// costCandidates lists the objects p could pay part with: the permanents p
// controls (sacrifice) or the cards in p's hand (discard) that match it,
// its filter judged with src, the cost's source or the spell being cast,
// as the source ("another creature" is other than src: Filter.Other, CR
// 109.1, 118.3), and leaving out skip, an object the cost takes otherwise
// (the source a cost also sacrifices, the spell being cast), or NoObj.
func (g *Game) costCandidates(p PlayerID, part *CostObjects, discard bool, src, skip ObjID) []ObjID {
	var pool []ObjID
	if discard {
		pool = g.st.players[p].hand
	} else {
		pool = g.st.battlefield
	}
	var out []ObjID
	for _, id := range pool {
		o := g.obj(id)
		if id == skip || (!discard && g.chars(o).Controller != p) {
			continue
		}
		if g.matchesFor(&part.Filter, p, src, o) {
			out = append(out, id)
		}
	}
	return out
}

// sacrificeSkip is the object c's sacrifice of other permanents can't
// take: its source when c also sacrifices the source itself, which can be
// sacrificed only once; else NoObj ("sacrifice a creature" may take its
// own source unless the filter says another).
func sacrificeSkip(c *Cost, src ObjID) ObjID {
	if c.SacrificeSelf {
		return src
	}
	return NoObj
}

// canPayObjects says why p can't pay the parts of c that are not mana,
// {T} or {Q}, or returns "": life (CR 119.4: only with at least that much
// life), sacrificing src (it must be on the battlefield), and enough
// permanents to sacrifice and cards to discard (CR 118.3).
func (g *Game) canPayObjects(p PlayerID, c *Cost, src ObjID) string {
	if c.Life > 0 && int(g.st.players[p].life) < c.Life {
		return "not enough life (CR 119.4)"
	}
	if c.SacrificeSelf {
		if o := g.obj(src); o.zone != zones.Battlefield || o.next != NoObj || g.chars(o).Controller != p {
			return "it can't be sacrificed: it is not a permanent its controller controls (CR 701.21a)"
		}
	}
	if c.Sacrifice.N > 0 && len(g.costCandidates(p, &c.Sacrifice, false, src, sacrificeSkip(c, src))) < int(c.Sacrifice.N) {
		return "not enough permanents to sacrifice (CR 118.3)"
	}
	if c.Discard.N > 0 && len(g.costCandidates(p, &c.Discard, true, src, src)) < int(c.Discard.N) {
		return "not enough cards to discard (CR 118.3)"
	}
	return ""
}

// payObjects pays the parts of c that are not mana, {T} or {Q} (CR 601.2h,
// 602.2b): the life, then the permanents to sacrifice — chosen in one
// decision — and src if the cost sacrifices it, all at once, then the
// cards to discard, chosen in one decision. canPayObjects has said they
// can be paid. A decider's failure is returned.
func (g *Game) payObjects(p PlayerID, c *Cost, src ObjID) error {
	if c.Life > 0 {
		g.loseLife(p, c.Life)
	}
	var moves []move
	if c.Sacrifice.N > 0 {
		chosen, err := g.chooseForCost(p, src, g.costCandidates(p, &c.Sacrifice, false, src, sacrificeSkip(c, src)), int(c.Sacrifice.N),
			DecideObjects, "sacrifice to pay the cost")
		if err != nil {
			return err
		}
		for _, id := range chosen {
			moves = append(moves, move{obj: id, to: zones.Graveyard, sacrifice: true})
		}
	}
	if c.SacrificeSelf {
		moves = append(moves, move{obj: src, to: zones.Graveyard, sacrifice: true})
	}
	if len(moves) > 0 {
		if err := g.moveBatch(moves); err != nil {
			return err
		}
	}
	if c.Discard.N > 0 {
		chosen, err := g.chooseForCost(p, src, g.costCandidates(p, &c.Discard, true, src, src), int(c.Discard.N),
			DecideDiscard, "discard to pay the cost")
		if err != nil {
			return err
		}
		for _, id := range chosen {
			g.discard(p, id)
		}
	}
	return nil
}

// chooseForCost asks p for exactly n of cands, a decision labelled with
// prompt and the cost's source.
func (g *Game) chooseForCost(p PlayerID, src ObjID, cands []ObjID, n int, kind DecisionKind, prompt string) ([]ObjID, error) {
	d := &Decision{Kind: kind, Player: p, Source: src, Prompt: prompt, Min: n, Max: n}
	for _, id := range cands {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	ans, err := g.decide(d)
	if err != nil {
		return nil, err
	}
	out := make([]ObjID, len(ans))
	for i, k := range ans {
		out[i] = d.Options[k].Obj
	}
	return out, nil
}
