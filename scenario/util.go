package scenario

import (
	"slices"
	"strconv"
	"strings"
)

func sortStrings(s []string) { slices.Sort(s) }

// atoi parses a decimal integer of at most 9 digits, with an optional sign.
func atoi(s string) (int, bool) {
	t := strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	if t == "" || len(t) > 9 {
		return 0, false
	}
	for i := 0; i < len(t); i++ {
		if t[i] < '0' || t[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// count parses a repeat count written xN (or XN).
func count(s string) (int, bool) {
	if len(s) < 2 || (s[0] != 'x' && s[0] != 'X') {
		return 0, false
	}
	if s[1] == '-' || s[1] == '+' {
		return 0, false
	}
	return atoi(s[1:])
}
