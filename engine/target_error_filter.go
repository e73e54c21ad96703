package engine

import (
	"strconv"
	"strings"
)

// whyNoMatch returns the first test of a filter (matchesFor, then
// matchesMore, in their order) that object t fails, with its words: the
// reason an illegal target gives for the filter of its phrase. It runs only
// when building a TargetError.
func (g *Game) whyNoMatch(f *Filter, you PlayerID, src ObjID, t *object) (TargetReason, string) {
	if f.Other && t.id == src {
		return ReasonCondition, "it is the source itself, and the phrase says another"
	}
	ch := g.chars(t)
	switch {
	case f.Types != 0 && ch.Types&f.Types == 0:
		return ReasonWrongType, "it isn't " + typeWords(f.Types)
	case !f.Subtypes.Empty() && !ch.Subtypes.Any(f.Subtypes):
		return ReasonWrongType, "it isn't " + subtypeWords(f.Subtypes)
	case ch.Subtypes.Any(f.NotSubtypes):
		return ReasonWrongType, "it is " + subtypeWords(intersectSubtypes(ch.Subtypes, f.NotSubtypes)) + ", which the phrase excludes"
	case f.HasMaxMV && ch.ManaValue > int(f.MaxMV):
		return ReasonCondition, "its mana value is " + strconv.Itoa(ch.ManaValue) + ", more than " + strconv.Itoa(int(f.MaxMV))
	case !g.related(f.Controller, you, ch.Controller):
		return ReasonWrongController, g.controllerWords(f.Controller, you, ch.Controller)
	}
	return g.whyNoMatchMore(f, you, src, t, ch)
}

// whyNoMatchMore is whyNoMatch for the tests of matchesMore.
func (g *Game) whyNoMatchMore(f *Filter, you PlayerID, src ObjID, t *object, ch *charVals) (TargetReason, string) {
	switch {
	case f.Colors != 0 && ch.Colors&f.Colors == 0:
		return ReasonCondition, "it isn't " + colorWords(f.Colors)
	case ch.Colors&f.NotColors != 0:
		return ReasonCondition, "it is " + colorWords(ch.Colors&f.NotColors) + ", which the phrase excludes"
	case ch.Types&f.NotTypes != 0:
		return ReasonWrongType, "it is " + typeWords(ch.Types&f.NotTypes) + ", which the phrase excludes"
	case !f.Power.Admits(ch.Power):
		return ReasonCondition, "its power is " + strconv.Itoa(ch.Power) + ", not " + compareWords(f.Power)
	case !f.Toughness.Admits(ch.Toughness):
		return ReasonCondition, "its toughness is " + strconv.Itoa(ch.Toughness) + ", not " + compareWords(f.Toughness)
	case f.Status != 0 && !statusHolds(f.Status, t):
		return ReasonCondition, "it isn't " + statusWords(f.Status, t)
	case !g.related(f.Owner, you, t.owner):
		return ReasonCondition, "its owner is " + g.PlayerName(t.owner) + ", not the one the phrase asks for"
	}
	return ReasonCondition, "it doesn't meet the target phrase's condition"
}

// subtypeWords writes a set of subtypes with an article: "a Human or a
// Werewolf".
func subtypeWords(s SubtypeSet) string {
	var words []string
	for t := range s.All() {
		words = append(words, article(t.String()))
	}
	return orList(words)
}

// intersectSubtypes returns the members of a that are in b.
func intersectSubtypes(a, b SubtypeSet) SubtypeSet {
	var out SubtypeSet
	for t := range b.All() {
		if a.Has(t) {
			out = out.With(t)
		}
	}
	return out
}

// colorWords writes a set of colors: "white or green".
func colorWords(s ColorSet) string {
	var words []string
	for c := White; c <= Green; c++ {
		if s.Has(c) {
			words = append(words, c.String())
		}
	}
	return orList(words)
}

// compareWords writes a comparison as the rules do: "2 or less".
func compareWords(c Compare) string {
	n := strconv.Itoa(int(c.N))
	switch c.Op {
	case CmpLess:
		return "less than " + n
	case CmpAtMost:
		return n + " or less"
	case CmpEqual:
		return n
	case CmpAtLeast:
		return n + " or greater"
	case CmpGreater:
		return "greater than " + n
	}
	return "any"
}

// statusWords names the first status of s that t lacks (statusHolds).
func statusWords(s Status, t *object) string {
	var words []string
	probe := func(bit Status, w string) {
		if s&bit != 0 && !statusHolds(bit, t) {
			words = append(words, w)
		}
	}
	probe(Tapped, "tapped")
	probe(Untapped, "untapped")
	probe(Attacking, "attacking")
	probe(Blocking, "blocking")
	return strings.Join(words, " and ")
}
