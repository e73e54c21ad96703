package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCommaNameUnquoted checks that a card name with a comma written
// without quotes in a zone line is reported once, saying to quote it,
// and that the rest of the line is still read (its label is defined).
func TestCommaNameUnquoted(t *testing.T) {
	const quote = "4: \"Arlinn, the Pack's Hope\" has a comma in its name, so it must be written in quotes: " +
		"`\"Arlinn, the Pack's Hope\"` (a comma separates the cards of a line)"
	for _, tc := range []struct {
		lines string
		want  []string
	}{
		{"battlefield Alice: Arlinn, the Pack's Hope\n", []string{quote}},
		{"battlefield Alice: Forest, Arlinn, the Pack's Hope as arlinn (loyalty 2)\nexpect arlinn loyalty 2\n", []string{quote}},
		{"hand Alice: Arlinn, the Moon's Fury x2, Forest\n", []string{"4: \"Arlinn, the Moon's Fury\" has a comma in its name, so it must be written in quotes: " +
			"`\"Arlinn, the Moon's Fury\"` (a comma separates the cards of a line)"}},
		{"hand Alice: Grizzly Bear, Forest\n", []string{`4: unknown card "Grizzly Bear"; did you mean "Grizzly Bears"?`}},
	} {
		assert.Equal(t, tc.want, parseErrors(t, tc.lines), tc.lines)
	}
	assert.Empty(t, parseErrors(t, "battlefield Alice: \"Arlinn, the Pack's Hope\", Forest\n"))
}
