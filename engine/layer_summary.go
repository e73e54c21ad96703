package engine

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// summary is what the last computation of characteristics found on the
// battlefield, so that passes with nothing to do can be skipped. Like the
// characteristics, it is a cache of the state, not state: a clone copies
// it, a rollback computes it again, a restored game starts without it.
type summary struct {
	valid bool // computed; false in a new or restored game
	// simple: no permanent has a static ability and no continuous effect
	// exists, so layer 1 and the counters of layer 7c are all there is.
	simple bool
	// fixed: every static ability of a permanent affects the object its
	// source is attached to, whatever that object's characteristics, and
	// every continuous effect the object it named (CR 611.2c); so a
	// permanent whose characteristics are its face's values is affected
	// by none, and a flip changes what applies to no other permanent
	// (flipBatch). Simple implies fixed.
	fixed bool
	// local: every static ability of a permanent picks the objects it
	// affects by their own characteristics and status and its source's
	// controller alone, with no filter of card code (Filter.Predicate),
	// and every continuous effect affects the object it named; so a
	// permanent without a static ability that enters or leaves the
	// battlefield changes no other permanent's characteristics
	// (enteredOnly). Fixed implies local.
	local bool
	// sbaClear: no permanent can be subject to a state-based action of
	// CR 704.5f–q (lethal damage, zero toughness, attachments, counters,
	// the legend rule) until damage is marked, the characteristics are
	// computed again or a batch of transforms says otherwise.
	sbaClear bool
	// costChanges: some permanent has an ability that changes what spells
	// cost (CostChangeKind, CR 601.2f); without one, a spell's cost is its
	// own (spellCost).
	costChanges bool
	// gameRules: some permanent has an ability that changes a rule of the
	// game (GameRuleKind, game_rules.go).
	gameRules bool
	dayNightCounts
}

// dayNightCounts counts the permanents the day/night rules of CR 702.145
// concern.
type dayNightCounts struct {
	daybound   int32 // with daybound
	nightbound int32 // with nightbound
	dueNight   int32 // double-faced, daybound, front face up: they turn at night
	dueDay     int32 // double-faced, nightbound, back face up: they turn by day
}

func (c dayNightCounts) minus(d dayNightCounts) dayNightCounts {
	return dayNightCounts{c.daybound - d.daybound, c.nightbound - d.nightbound, c.dueNight - d.dueNight, c.dueDay - d.dueDay}
}

// addRun adds n times d.
func (c *dayNightCounts) addRun(d *dayNightCounts, n int32) {
	c.daybound += n * d.daybound
	c.nightbound += n * d.nightbound
	c.dueNight += n * d.dueNight
	c.dueDay += n * d.dueDay
}

func (c *dayNightCounts) plus(d *dayNightCounts) {
	c.daybound += d.daybound
	c.nightbound += d.nightbound
	c.dueNight += d.dueNight
	c.dueDay += d.dueDay
}

// add counts (n = 1) or uncounts (n = -1) a permanent with keywords kw,
// back face up or not, of a double-faced card (dfc) or not.
func (s *dayNightCounts) add(kw KeywordSet, back, dfc bool, n int32) {
	if kw.Has(Daybound) {
		s.daybound += n
		if dfc && !back {
			s.dueNight += n
		}
	}
	if kw.Has(Nightbound) {
		s.nightbound += n
		if dfc && back {
			s.dueDay += n
		}
	}
}

// idle reports whether, by the counts, the day/night rules of CR
// 702.145c–g have nothing to do under designation d: no daybound or
// nightbound permanent without a designation, none due to turn with one.
func (c *dayNightCounts) idle(d daynight.Designation) bool {
	switch d {
	case daynight.Day:
		return c.dueDay == 0
	case daynight.Night:
		return c.dueNight == 0
	}
	return c.daybound == 0 && c.nightbound == 0
}

// count counts (n = 1) or uncounts (n = -1) permanent o of game g, whose
// characteristics are t, in the day/night counts.
func (s *summary) count(g *Game, o *object, t *charVals, n int32) {
	s.dayNightCounts.add(t.Keywords, o.back, g.defOf(o).Back != nil, n)
}

// add counts permanent o of game g, whose characteristics are t but for a
// toughness that counters may have changed; legal says that o is an Aura
// or Equipment attached to a permanent it may be attached to
// (attachedLegally), as far as the caller knows.
func (s *summary) add(g *Game, o *object, t *charVals, toughness int, legal bool) {
	if t.Keywords&(1<<Daybound|1<<Nightbound) != 0 {
		s.count(g, o, t, 1)
	}
	if s.sbaClear && sbaCandidate(o, t, toughness, legal) {
		s.sbaClear = false
	}
}

// sbaCandidate reports whether permanent o, whose characteristics have
// the types of t and toughness, could be subject to a state-based action
// of CR 704.5f–q: it is a creature with zero or less toughness or lethal
// damage, it is attached or an Aura but not legally attached (legal: see
// attachedLegally), it has +1/+1 and -1/-1 counters, it is legendary
// (704.5j compares it with the others), or it is a planeswalker with no
// loyalty (704.5i).
func sbaCandidate(o *object, t *charVals, toughness int, legal bool) bool {
	return t.Types.Has(Creature) && (toughness <= 0 || int(o.damage) >= toughness || o.deathtouched) ||
		(o.attachedTo != NoObj || o.attachedPlayer != NoPlayer || t.Subtypes.Has(Aura)) && !legal || t.Supertypes.Has(Legendary) ||
		o.counters[PlusOne] > 0 && o.counters[MinusOne] > 0 ||
		t.Types.Has(Planeswalker) && o.counters[Loyalty] <= 0
}

// attachedLegally reports whether permanent o, with characteristics ch, is
// an Aura or Equipment attached to a permanent that neither CR 704.5m nor
// 704.5n moves it or unattaches it from (not a creature itself, attached
// to another creature on the battlefield; performStateBasedActions). It
// reads the characteristics of the permanent o is attached to: they must
// be computed.
func (g *Game) attachedLegally(o *object, ch *charVals) bool {
	if o.attachedPlayer != NoPlayer {
		return g.playerAttachmentLegal(o, ch) // CR 303.4, 704.5m
	}
	if o.attachedTo == NoObj || o.attachedTo == o.id || ch.Is(Creature) ||
		!(ch.Subtypes.Has(Aura) && ch.Is(Enchantment) || ch.Subtypes.Has(Equipment)) {
		return false
	}
	t := g.obj(o.attachedTo)
	return t.zone == zones.Battlefield && t.next == NoObj && !t.gone && g.chars(t).Is(Creature) &&
		!(ch.Subtypes.Has(Aura) && EnchantsPlayer(g.enchantFace(o)))
}

// summary returns the summary of the current characteristics.
func (g *Game) summary() *summary {
	g.refresh()
	if !g.sum.valid { // a restored game: summarize without recomputing
		s := summary{valid: true}
		for _, id := range g.st.battlefield {
			o := g.obj(id)
			ch := g.chars(o)
			s.add(g, o, ch, ch.Toughness, false)
		}
		g.sum = s // simple, fixed and sbaClear stay false until a computation
		g.plan.forget()
	}
	return &g.sum
}
