package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// tokenWord ends the name of a token whose creator gives it no name of
// its own: its subtypes followed by "Token" (CR 111.4).
const tokenWord = " Token"

// lookupCard returns the definition a name written in a file stands for,
// and the name as the pool spells it. A token's name may be written with
// or without the word "Token" (CR 111.4): `Soldier` finds "Soldier Token".
// The error is that of cards.Lookup for the name as written.
func lookupCard(name string) (*engine.CardDef, string, error) {
	def, err := cards.Lookup(name)
	if err == nil {
		return def, name, nil
	}
	if !strings.HasSuffix(name, tokenWord) {
		if d, err2 := cards.Lookup(name + tokenWord); err2 == nil {
			return d, name + tokenWord, nil
		}
	}
	return nil, name, err
}

// sameName reports whether an object called actual answers to the name
// written in a file: the same name, or a token's name without the word
// "Token" (CR 111.4).
func sameName(actual, written string) bool {
	return actual == written || (strings.HasSuffix(actual, tokenWord) && strings.TrimSuffix(actual, tokenWord) == written)
}
