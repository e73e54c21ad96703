package rulesindex

import "strings"

// Alias is one rule number that moved: Old in PreviousEdition is New in
// Edition. Title is the rule's title in PreviousEdition for a whole
// section (a number without a dot), and empty for a rule within one.
type Alias struct {
	Old, New string
	Title    string
}

// aliases lists the numbers that moved, in the order of the old rules. A
// new rule 722 (Preparation Cards) pushed 722–732 up by one, each section
// with all its sub-rules: Merging with Permanents is now 730, Day and
// Night 731, Taking Shortcuts 732, Handling Illegal Actions 733. The
// mana-emptying rule went from 500.4 to 500.5 (the new 500.4 is about
// effects that last until a step or phase begins). A new 601.5 moved
// 601.5 and 601.5a down, and with the old 603.2e folded into 603.2d,
// 603.2f became 603.2e. A row of a whole section stands for its sub-rules
// too (Moved).
var aliases = []Alias{
	{"500.4", "500.5", ""},
	{"601.5", "601.6", ""},
	{"601.5a", "601.6a", ""},
	{"603.2f", "603.2e", ""},
	{"722", "723", "Controlling Another Player"},
	{"723", "724", "Ending Turns and Phases"},
	{"724", "725", "The Monarch"},
	{"725", "726", "The Initiative"},
	{"726", "727", "Restarting the Game"},
	{"727", "728", "Rad Counters"},
	{"728", "729", "Subgames"},
	{"729", "730", "Merging with Permanents"},
	{"730", "731", "Day and Night"},
	{"731", "732", "Taking Shortcuts"},
	{"732", "733", "Handling Illegal Actions"},
}

// citedAnew lists the sections the project cites by their number in
// Edition although that number was another section's in PreviousEdition:
// 731 is Day and Night now, and was Taking Shortcuts.
var citedAnew = []string{"731"}

// Aliases returns the table of the numbers that moved from PreviousEdition
// to Edition, a copy, in the order of the old rules. A row of a whole
// section stands for its sub-rules too.
func Aliases() []Alias {
	return append([]Alias(nil), aliases...)
}

// Moved returns the number in Edition of rule old of PreviousEdition, and
// whether old is one of the numbers that moved: a number of the table, or
// a sub-rule of a section of the table, which moved with it (728.1 is
// 729.1). It doesn't know which sub-rules a section had.
func Moved(old string) (string, bool) {
	section, rest, sub := strings.Cut(old, ".")
	for _, a := range aliases {
		switch {
		case a.Old == old:
			return a.New, true
		case sub && a.Old == section:
			return a.New + "." + rest, true
		}
	}
	return "", false
}

// Was returns the title in PreviousEdition of the section that rule old
// belonged to, when that section moved (Taking Shortcuts for 731 or
// 731.2), or "".
func Was(old string) string {
	section, _, _ := strings.Cut(old, ".")
	for _, a := range aliases {
		if a.Old == section {
			return a.Title
		}
	}
	return ""
}

// Stale returns, for a number of PreviousEdition that moved and that the
// project does not cite by its meaning in Edition, its number in Edition.
// A citation for which Stale reports true is out of date. 731 and its
// sub-rules moved (they were Taking Shortcuts) but are not stale: the
// project cites them as Day and Night.
func Stale(n string) (string, bool) {
	now, moved := Moved(n)
	section, _, _ := strings.Cut(n, ".")
	for _, s := range citedAnew {
		if s == section {
			return "", false
		}
	}
	return now, moved
}
