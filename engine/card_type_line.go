package engine

import "strings"

// typeOrder is the order in which card types are printed on a type line
// ("Artifact Creature", "Enchantment Artifact").
var typeOrder = []CardType{Enchantment, Artifact, Land, Creature, Planeswalker, Battle, Instant, Sorcery}

// TypeLine returns a type line (CR 205.1): the supertypes, the card types,
// and after a long dash the subtypes in printed order (CR 205.3a,
// SubtypeSet.Printed).
func TypeLine(sup SupertypeSet, types TypeSet, subs SubtypeSet) string {
	var words []string
	for t := Basic; t <= Snow; t++ {
		if sup.Has(t) {
			words = append(words, t.String())
		}
	}
	for _, t := range typeOrder {
		if types.Has(t) {
			words = append(words, t.String())
		}
	}
	line := strings.Join(words, " ")
	var names []string
	for t := range subs.Printed() {
		names = append(names, t.String())
	}
	if len(names) > 0 {
		line += " — " + strings.Join(names, " ")
	}
	return line
}
