// Package daynight implements the day/night designation of a game (CR 731)
// and its transition rules as pure functions.
package daynight

// Designation is the game's day/night designation (CR 731.1). The zero value
// is Neither, the designation a game begins with.
type Designation uint8

// The three designations.
const (
	Neither Designation = iota
	Day
	Night
)

// String returns "neither", "day" or "night".
func (d Designation) String() string {
	switch d {
	case Neither:
		return "neither"
	case Day:
		return "day"
	case Night:
		return "night"
	}
	return "invalid"
}

// Parse returns the designation named s.
func Parse(s string) (Designation, bool) {
	switch s {
	case "neither":
		return Neither, true
	case "day":
		return Day, true
	case "night":
		return Night, true
	}
	return Neither, false
}

// Become returns the designation after an effect says "it becomes to".
// Once the game is day or night it can never return to neither (CR 731.1),
// so a request for Neither leaves the designation unchanged. changed reports
// whether anything changed; swapped reports whether day became night or night
// became day (CR 731.1a), which the first designation is not.
func Become(from, to Designation) (next Designation, changed, swapped bool) {
	if to == Neither || to == from {
		return from, false, false
	}
	return to, true, from != Neither
}

// UntapCheck is the day/night check of the untap step (CR 502.2, 731.2):
// spells is the number of spells the previous turn's active player cast
// during that turn. Day becomes night when that player cast none; night
// becomes day when they cast two or more; neither stays neither (731.2c).
func UntapCheck(d Designation, spells int) Designation {
	switch {
	case d == Day && spells == 0:
		return Night
	case d == Night && spells >= 2:
		return Day
	}
	return d
}
