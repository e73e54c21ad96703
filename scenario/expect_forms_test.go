package scenario_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/scenario"
)

// parseErrors parses a file made of a standard header and setup and the
// given lines, and returns its error messages without the file name.
func parseErrors(t *testing.T, lines string) []string {
	t.Helper()
	src := "scenario: t\nplayers: Alice, Bob\nbattlefield Alice: Grizzly Bears as bears\n" + lines
	_, err := scenario.ParseString("t", src)
	if err == nil {
		return nil
	}
	var list scenario.ErrorList
	require.True(t, errors.As(err, &list))
	var out []string
	for _, e := range list {
		out = append(out, e.Error()[len("t:"):])
	}
	return out
}

func TestUnknownExpectationListsForms(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"expect bears is tapped", "4: expect bears: unknown expectation `is`; leave it out: write `expect bears tapped`"},
		{"expect bears is 2/2", "4: expect bears: unknown expectation `is`; leave it out: write `expect bears 2/2`"},
		{"expect bears is not tapped", "4: expect bears: unknown expectation `is not`; write `expect bears untapped`"},
		{"expect bears is not untapped  # a comment", "4: expect bears: unknown expectation `is not`; write `expect bears tapped`"},
		{"expect bears is not attacking Bob", "4: expect bears: unknown expectation `is`; leave it out: write `expect bears not attacking Bob`"},
		{"expect bears is attacking", "4: expect bears: unknown expectation `is`; leave it out: write `expect bears attacking`"},
		{"expect bears is not blocked", "4: expect bears: unknown expectation `is`; leave it out: write `expect bears not blocked`"},
		{"expect bears is not in hand", "4: expect bears: unknown expectation `is not`; `in` has no `not` form: write what it should be, after bears one of `in ZONE`, `named NAME`, " +
			"`face front|back`, `tapped`, `untapped`, `P/T`, `controller PLAYER`, `counters KIND xN`, `attached to LABEL|PLAYER|nothing`, " +
			"`has KEYWORD`, `has no KEYWORD`, `damage N`, `could produce MANA`, `loyalty N`, `is [not] TYPE`, `[not] attacking [PLAYER|LABEL]`, `blocking LABEL`, `not blocking`, `[not] blocked`"},
		{"expect bears not attacking nobody", "4: attacking: expected a player or a planeswalker's label, found `nobody`"},
		{"expect bears sleeping", "4: expect bears: unknown expectation `sleeping`; after bears write one of `in ZONE`, `named NAME`, " +
			"`face front|back`, `tapped`, `untapped`, `P/T`, `controller PLAYER`, `counters KIND xN`, `attached to LABEL|PLAYER|nothing`, " +
			"`has KEYWORD`, `has no KEYWORD`, `damage N`, `could produce MANA`, `loyalty N`, `is [not] TYPE`, `[not] attacking [PLAYER|LABEL]`, `blocking LABEL`, `not blocking`, `[not] blocked`"},
		{"expect bears", "4: expect bears: what to check is missing; after bears write one of `in ZONE`, `named NAME`, " +
			"`face front|back`, `tapped`, `untapped`, `P/T`, `controller PLAYER`, `counters KIND xN`, `attached to LABEL|PLAYER|nothing`, " +
			"`has KEYWORD`, `has no KEYWORD`, `damage N`, `could produce MANA`, `loyalty N`, `is [not] TYPE`, `[not] attacking [PLAYER|LABEL]`, `blocking LABEL`, `not blocking`, `[not] blocked`"},
		{"expect Alice has lost", "4: expect Alice: unknown expectation `has`; leave it out: write `expect Alice lost`"},
		{"expect Alice won", "4: expect Alice: unknown expectation `won`; after Alice write one of `lost`, `controls N creatures|permanents|lands|tokens`, `controls N tokens named NAME`"},
		{"expect stak 1", "4: expect: unknown expectation `stak`; did you mean `stack`?"},
		{"expect bear tapped", "4: undefined label bear; did you mean `bears`?"},
		{"expect Alcie lost", "4: undefined label Alcie; did you mean `Alice`?"},
		{"expect Mountain tapped", "4: undefined label Mountain: Mountain is a card name, and a label is needed here; " +
			"give the card one with `as LABEL` where it is set up"},
		{"expect wolfpack tapped", "4: undefined label wolfpack"},
		{"expect (", "4: expect: expected what to check, found `(`; write one of `day|night|neither`, `life PLAYER N`, `stack N`, " +
			"`mana PLAYER MANA`, `error [\"TEXT\"]`, `turn N STEP`, `active PLAYER`, `hand|library|graveyard PLAYER N`, `spells cast PLAYER N`, `LABEL …`, `PLAYER …`"},
	} {
		assert.Equal(t, []string{tc.want}, parseErrors(t, tc.line+"\n"), tc.line)
	}
}

// TestBrokenLineLabels checks that a label only a line with an error
// defined is not reported again where it is used.
func TestBrokenLineLabels(t *testing.T) {
	got := parseErrors(t, "batlefield Bob: Hill Giant as giant\nbattlefield Alice: Pacifism (attached to giant)\nexpect giant tapped\n")
	assert.Equal(t, []string{"4: unknown statement \"batlefield Bob: Hill Giant as giant\"; did you mean `battlefield`?"}, got)
}
