package daynight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/daynight"
)

const (
	neither = daynight.Neither
	day     = daynight.Day
	night   = daynight.Night
)

// CR 731.1: a game starts with neither designation; once it is day or
// night it never becomes neither again. CR 731.1a: only day becoming night
// or night becoming day is a change between them ("swapped"); the first
// designation is not.
func TestBecome(t *testing.T) {
	cases := []struct {
		from, to         daynight.Designation
		next             daynight.Designation
		changed, swapped bool
	}{
		{neither, neither, neither, false, false},
		{neither, day, day, true, false},     // the first designation is not "night becomes day"
		{neither, night, night, true, false}, // nor "day becomes night"
		{day, day, day, false, false},
		{day, night, night, true, true},
		{day, neither, day, false, false}, // never back to neither (731.1)
		{night, night, night, false, false},
		{night, day, day, true, true},
		{night, neither, night, false, false},
	}
	for _, c := range cases {
		next, changed, swapped := daynight.Become(c.from, c.to)
		assert.Equal(t, c.next, next, "%v -> %v", c.from, c.to)
		assert.Equal(t, c.changed, changed, "%v -> %v changed", c.from, c.to)
		assert.Equal(t, c.swapped, swapped, "%v -> %v swapped", c.from, c.to)
	}
}

// CR 731.2 (the untap step check, CR 502.2): counting the spells the
// previous turn's active player cast during that turn —
// 731.2a: day and none cast: it becomes night;
// 731.2b: night and two or more cast: it becomes day;
// 731.2c: neither: no check.
func TestUntapCheck(t *testing.T) {
	cases := []struct {
		d      daynight.Designation
		spells int
		want   daynight.Designation
	}{
		{day, 0, night},
		{day, 1, day},
		{day, 2, day},
		{day, 5, day},
		{night, 0, night},
		{night, 1, night}, // one spell keeps it night
		{night, 2, day},
		{night, 3, day},
		{neither, 0, neither},
		{neither, 1, neither},
		{neither, 2, neither},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, daynight.UntapCheck(c.d, c.spells), "%v with %d spells", c.d, c.spells)
	}
}

func TestStringAndParse(t *testing.T) {
	for _, d := range []daynight.Designation{neither, day, night} {
		got, ok := daynight.Parse(d.String())
		assert.True(t, ok, d.String())
		assert.Equal(t, d, got)
	}
	assert.Equal(t, "neither", neither.String())
	assert.Equal(t, "day", day.String())
	assert.Equal(t, "night", night.String())
	assert.Equal(t, "invalid", daynight.Designation(3).String())
	for _, bad := range []string{"", "Day", "dusk"} {
		_, ok := daynight.Parse(bad)
		assert.False(t, ok, bad)
	}
	var zero daynight.Designation
	assert.Equal(t, neither, zero, "a game begins with neither (CR 731.1)")
}
