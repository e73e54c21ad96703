package rulesindex

// Alias is one rule number that moved: Old in PreviousEdition is New in
// Edition.
type Alias struct {
	Old, New string
}

// aliases lists the numbers that moved, in the order of the old rules. A
// new rule 722 (Preparation Cards) pushed 722–732 up by one: Merging with
// Permanents is now 730, Day and Night 731 with all its sub-rules,
// Handling Illegal Actions 733. The mana-emptying rule went from 500.4 to
// 500.5 (the new 500.4 is about effects that last until a step or phase
// begins). A new 601.5 moved 601.5 and 601.5a down, and with the old
// 603.2e folded into 603.2d, 603.2f became 603.2e.
var aliases = []Alias{
	{"500.4", "500.5"},
	{"601.5", "601.6"},
	{"601.5a", "601.6a"},
	{"603.2f", "603.2e"},
	{"729", "730"},
	{"730", "731"},
	{"730.1", "731.1"},
	{"730.1a", "731.1a"},
	{"730.2", "731.2"},
	{"730.2a", "731.2a"},
	{"730.2b", "731.2b"},
	{"730.2c", "731.2c"},
	{"732", "733"},
	{"732.1", "733.1"},
	{"732.2", "733.2"},
}

// Aliases returns the table of the numbers that moved from PreviousEdition
// to Edition, a copy, in the order of the old rules.
func Aliases() []Alias {
	return append([]Alias(nil), aliases...)
}

// Moved returns the number in Edition of rule old of PreviousEdition, and
// whether old is one of the numbers that moved.
func Moved(old string) (string, bool) {
	for _, a := range aliases {
		if a.Old == old {
			return a.New, true
		}
	}
	return "", false
}
