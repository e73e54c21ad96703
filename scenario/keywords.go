package scenario

import "strings"

// reserved are the keywords of the format. Labels and player names may
// not be one of them (compared case-insensitively).
var reserved = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
		scenario players battlefield hand library graveyard exile life day night neither start turn
		casts plays activates chooses attacks blocks concedes resolve goto it becomes expect error
		as targeting with x without paying its mana cost ability nothing yes no
		white blue black red green colorless
		tapped untapped sick counters attached to copy of controller token in nowhere stack
		named face front back has lost controls could produce
		creature creatures permanent permanents land lands tokens
		untap upkeep draw precombat postcombat main beginning combat declare attackers blockers damage end cleanup`) {
		reserved[w] = true
	}
}

func isReserved(w string) bool { return reserved[strings.ToLower(w)] }

// Keywords returns the keywords of the format, which labels and player
// names may not be, in lower case and sorted.
func Keywords() []string {
	out := make([]string, 0, len(reserved))
	for w := range reserved {
		out = append(out, w)
	}
	sortStrings(out)
	return out
}
