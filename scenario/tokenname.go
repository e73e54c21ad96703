package scenario

import "strings"

// tokenWord ends the name of a token whose creator gives it no name of
// its own: its subtypes followed by "Token" (CR 111.4).
const tokenWord = " Token"

// sameName reports whether an object called actual answers to the name
// written in a file: the same name, or a token's name without the word
// "Token" (CR 111.4). Names in a file are resolved against the pool when
// it is parsed (cards.Resolve), which applies the same rule.
func sameName(actual, written string) bool {
	return actual == written || (strings.HasSuffix(actual, tokenWord) && strings.TrimSuffix(actual, tokenWord) == written)
}
