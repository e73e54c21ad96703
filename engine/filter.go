package engine

import "github.com/cathar-engine/cathar/zones"

// CmpOp is a comparison of a number with a filter's (CR 208 power and
// toughness in "with power 2 or less").
type CmpOp uint8

// The comparisons. CmpNone admits every value.
const (
	CmpNone CmpOp = iota
	CmpLess
	CmpAtMost
	CmpEqual
	CmpAtLeast
	CmpGreater
)

// Compare compares a characteristic with N; the zero Compare admits all.
type Compare struct {
	Op CmpOp
	N  int16
}

// AtMost is "N or less".
func AtMost(n int) Compare { return Compare{Op: CmpAtMost, N: int16(n)} }

// AtLeast is "N or greater".
func AtLeast(n int) Compare { return Compare{Op: CmpAtLeast, N: int16(n)} }

// Exactly is "equal to N".
func Exactly(n int) Compare { return Compare{Op: CmpEqual, N: int16(n)} }

// LessThan is "less than N".
func LessThan(n int) Compare { return Compare{Op: CmpLess, N: int16(n)} }

// GreaterThan is "greater than N".
func GreaterThan(n int) Compare { return Compare{Op: CmpGreater, N: int16(n)} }

// Admits reports whether v satisfies the comparison.
func (c Compare) Admits(v int) bool {
	n := int(c.N)
	switch c.Op {
	case CmpLess:
		return v < n
	case CmpAtMost:
		return v <= n
	case CmpEqual:
		return v == n
	case CmpAtLeast:
		return v >= n
	case CmpGreater:
		return v > n
	}
	return true
}

// Status is a set of statuses and combat roles a filter requires, all of
// them: tapped or untapped (CR 110.5), attacking (CR 506.4, 508.1k) or
// blocking (CR 509.1g).
type Status uint8

// The statuses a filter can require.
const (
	Tapped Status = 1 << iota
	Untapped
	Attacking
	Blocking
)

// IsZero reports whether f admits every object (it has no test at all).
func (f *Filter) IsZero() bool {
	return f.Types == 0 && !f.Subtypes.Any(f.Subtypes) && !f.NotSubtypes.Any(f.NotSubtypes) && f.Controller == AnyController && !f.Other &&
		!f.HasMaxMV && f.MaxMV == 0 && f.Colors == 0 && f.NotColors == 0 && f.NotTypes == 0 &&
		f.Power == (Compare{}) && f.Toughness == (Compare{}) && f.Status == 0 && f.Owner == AnyController && f.Predicate == nil
}

// Related reports whether player q stands in relation r to player you, as
// a filter's Controller or Owner tests it: you (CR 109.5), an opponent of
// you (CR 102.3; in Two-Headed Giant a player of the other team, 810.1),
// or any player but you, a teammate included (CR 109.4); AnyController
// admits every player.
func (g *Game) Related(r Relation, you, q PlayerID) bool { return g.related(r, you, q) }

// related reports whether player q stands in relation r to player you:
// you (CR 109.5), an opponent of you (CR 102.3, 810.1), or any player but
// you, a teammate included (CR 109.4).
func (g *Game) related(r Relation, you, q PlayerID) bool {
	switch r {
	case YouControl:
		return q == you
	case OpponentControls:
		return g.opponents(you, q)
	case YouDontControl:
		return q != you
	}
	return true
}

// matchesMore applies the tests of f beyond types, subtypes, mana value and
// controller: colors (CR 105.2), types t must not have, power and
// toughness (CR 208), status (CR 110.5), combat roles, owner (CR 108.3)
// and the custom predicate.
func (g *Game) matchesMore(f *Filter, you PlayerID, src ObjID, t *object, ch *charVals) bool {
	if f.Colors != 0 && ch.Colors&f.Colors == 0 {
		return false
	}
	if ch.Colors&f.NotColors != 0 || ch.Types&f.NotTypes != 0 {
		return false
	}
	if !f.Power.Admits(ch.Power) || !f.Toughness.Admits(ch.Toughness) {
		return false
	}
	if f.Status != 0 && !statusHolds(f.Status, t) {
		return false
	}
	if !g.related(f.Owner, you, t.owner) {
		return false
	}
	return f.Predicate == nil || g.predicateHolds(f, you, src, t.id)
}

func statusHolds(s Status, t *object) bool {
	onField := t.zone == zones.Battlefield
	switch {
	case s&Tapped != 0 && !(onField && t.tapped),
		s&Untapped != 0 && !(onField && !t.tapped),
		s&Attacking != 0 && !(onField && t.attacking != NoPlayer),
		s&Blocking != 0 && !(onField && t.blocking != NoObj):
		return false
	}
	return true
}

// Matches reports whether object id satisfies filter f, with its relations
// (controller, owner, "other") judged for player you and source src (NoObj
// when there is none). It reads the object's current characteristics.
func (g *Game) Matches(f Filter, you PlayerID, src, id ObjID) bool {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return false
	}
	o := g.obj(id)
	if o.gone || o.next != NoObj {
		return false
	}
	g.refresh()
	return g.matchesFor(&f, you, src, o)
}

// Select returns the permanents on the battlefield that satisfy f, in the
// battlefield's order, with relations judged for player you and source src.
func (g *Game) Select(f Filter, you PlayerID, src ObjID) []ObjID {
	g.refresh()
	var out []ObjID
	for _, id := range g.st.battlefield {
		if o := g.obj(id); g.matchesFor(&f, you, src, o) {
			out = append(out, id)
		}
	}
	return out
}

// Select returns the permanents on the battlefield that satisfy f, with
// "you" the resolution's controller and "other" meaning other than its
// source: the objects an effect such as "destroy all nonblack creatures"
// or "creatures you control get …" acts on (CR 608.2c).
func (r *Resolution) Select(f Filter) []ObjID {
	if !r.live() {
		return nil
	}
	return r.g.Select(f, r.item.controller, r.item.obj)
}
