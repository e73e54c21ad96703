package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// output runs the whole demonstration and returns what it prints.
func output(t *testing.T) string {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, run(&buf))
	return buf.String()
}

// chapterLines returns the trimmed, non-empty lines of chapter n.
func chapterLines(t *testing.T, out string, n int) []string {
	t.Helper()
	parts := regexp.MustCompile(`(?m)^== Chapter `).Split(out, -1)
	require.Greater(t, len(parts), n, "chapter %d is missing", n)
	var lines []string
	for l := range strings.SplitSeq(parts[n], "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// index returns the position of the first line at or after from that
// starts with prefix, failing the test if there is none.
func index(t *testing.T, lines []string, from int, prefix string) int {
	t.Helper()
	for i := from; i < len(lines); i++ {
		if strings.HasPrefix(lines[i], prefix) {
			return i
		}
	}
	require.Failf(t, "line not found", "no line starting %q after line %d in\n%s", prefix, from, strings.Join(lines, "\n"))
	return -1
}

// inOrder checks that lines starting with each prefix appear in this
// order, each right after the one before when adjacent is set.
func inOrder(t *testing.T, lines []string, adjacent bool, prefixes ...string) {
	t.Helper()
	at := index(t, lines, 0, prefixes[0])
	for _, p := range prefixes[1:] {
		if adjacent {
			require.Less(t, at+1, len(lines))
			require.True(t, strings.HasPrefix(lines[at+1], p), "after %q expected %q, got %q", lines[at], p, lines[at+1])
			at++
			continue
		}
		at = index(t, lines, at+1, p)
	}
}

func none(t *testing.T, lines []string, substr string) {
	t.Helper()
	for _, l := range lines {
		assert.NotContains(t, l, substr)
	}
}

func TestDeterministic(t *testing.T) {
	assert.Equal(t, output(t), output(t))
}

// TestNamedOnce: no event's line names a spell's or ability's targets,
// or the link of an exiled card, twice (a status line lists the stack).
func TestNamedOnce(t *testing.T) {
	for l := range strings.SplitSeq(output(t), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "=") {
			continue
		}
		assert.LessOrEqual(t, strings.Count(l, "targeting"), 1, l)
		assert.LessOrEqual(t, strings.Count(l, " until "), 1, l)
	}
}

func TestChapterTitles(t *testing.T) {
	out := output(t)
	for i, ch := range chapters {
		lines := chapterLines(t, out, i+1)
		assert.Contains(t, lines[0], ch.title)
		assert.Contains(t, lines[1], "CR ")
	}
}

// Chapter 1: it becomes day as the Cathar enters, before its trigger goes
// on the stack; the trigger exiles the opponent's creature.
func TestChapterNeither(t *testing.T) {
	lines := chapterLines(t, output(t), 1)
	assert.Contains(t, lines[3], "= neither day nor night")
	inOrder(t, lines, true,
		"Brutal Cathar: stack -> battlefield, front face up",
		"it becomes day (the game had neither",
		"an ability of Brutal Cathar triggers, targeting Grizzly Bears")
	// The engine's account names the target and the link, once each.
	assert.Contains(t, lines, "an ability of Brutal Cathar triggers, targeting Grizzly Bears")
	assert.Contains(t, lines, "Grizzly Bears: battlefield -> exile until Brutal Cathar leaves the battlefield (CR 610.3)")
	inOrder(t, lines, true,
		"Grizzly Bears: battlefield -> exile",
		"the ability of Brutal Cathar resolves",
		"= day | Alice's Cathar is Brutal Cathar (front face up)",
		"= exile: Grizzly Bears — exiled by Alice's Brutal Cathar until it leaves the battlefield (CR 610.3)")
}

// Chapter 2: night comes in the untap step; the Cathar is the same object
// afterwards and the Bears stay exiled.
func TestChapterNightfall(t *testing.T) {
	lines := chapterLines(t, output(t), 2)
	before := regexp.MustCompile(`Brutal Cathar \(front face up\), object #\d+`).FindString(strings.Join(lines, "\n"))
	require.NotEmpty(t, before)
	id := before[strings.Index(before, "#"):]
	inOrder(t, lines, true,
		"(untap step)",
		"day/night check: Bob cast no spells last turn, so it becomes night (CR 731.2a)",
		"it becomes night (day becomes night",
		"Brutal Cathar transforms into Moonrage Brute: the same object, "+id,
		"= night | Alice's Cathar is Moonrage Brute (back face up), object "+id,
		"= exile: Grizzly Bears — exiled by Alice's Brutal Cathar")
	inOrder(t, lines, true, "> the game continues to Alice's upkeep", "(nothing happens, and nothing triggers)")
}

// Chapter 3: the Bears return right after Moonrage Brute dies, before
// Murder has even finished resolving.
func TestChapterBruteDies(t *testing.T) {
	lines := chapterLines(t, output(t), 3)
	inOrder(t, lines, true, "Bob casts Murder, targeting Moonrage Brute", "an ability of Moonrage Brute triggers — ward")
	assert.Contains(t, lines, "Bob casts Murder, targeting Moonrage Brute")
	index(t, lines, 0, "Bob loses 3 life")
	inOrder(t, lines, true,
		"Moonrage Brute is destroyed",
		"Moonrage Brute: battlefield -> graveyard",
		"Grizzly Bears: exile -> battlefield: it returns at once, as a new object",
		"Murder resolves",
		"= night | Alice's Cathar is in Alice's graveyard",
		"= exile: empty")
	assert.Contains(t, lines[index(t, lines, 0, "Grizzly Bears: exile -> battlefield")], "under its owner Bob's control")
}

// Chapter 4: front face up on the stack, Moonrage Brute on the
// battlefield, and no trigger at all.
func TestChapterCastAtNight(t *testing.T) {
	lines := chapterLines(t, output(t), 4)
	index(t, lines, 0, "= night | Alice's Cathar is a spell on the stack: Brutal Cathar, front face up")
	inOrder(t, lines, true,
		"Brutal Cathar: stack -> battlefield, back face up as Moonrage Brute",
		"= night | Alice's Cathar is Moonrage Brute (back face up), object #",
		"= exile: empty")
	none(t, lines[2:], "triggers")
	none(t, lines[2:], "transforms")
	assert.True(t, strings.HasSuffix(lines[len(lines)-2], "stack: empty"))
}

// Chapter 5: night becomes day in Bob's untap step, the trigger waits for
// his upkeep, and both exiled cards return together.
func TestChapterDaybreak(t *testing.T) {
	lines := chapterLines(t, output(t), 5)
	inOrder(t, lines, true,
		"(untap step)",
		"day/night check: Alice cast 2 spells last turn, so it becomes day (CR 731.2b)",
		"it becomes day (night becomes day",
		"Moonrage Brute transforms into Brutal Cathar: the same object",
		"(upkeep step)",
		"an ability of Brutal Cathar triggers, targeting Hill Giant")
	inOrder(t, lines, true,
		"Hill Giant: battlefield -> exile",
		"the ability of Brutal Cathar resolves",
		"= day",
		"= exile: Grizzly Bears — exiled by Alice's Brutal Cathar",
		"= exile: Hill Giant — exiled by Alice's Brutal Cathar")
	inOrder(t, lines, true,
		"Brutal Cathar: battlefield -> graveyard",
		"Grizzly Bears: exile -> battlefield: it returns at once",
		"Hill Giant: exile -> battlefield: it returns at once",
		"Murder resolves")
}

// Chapter 6: Unsummon in response, and the ability exiles nothing.
func TestChapterLeavesFirst(t *testing.T) {
	lines := chapterLines(t, output(t), 6)
	inOrder(t, lines, false,
		"Bob casts Unsummon, targeting Brutal Cathar",
		"Brutal Cathar: battlefield -> hand",
		"Grizzly Bears is not exiled: Brutal Cathar left the battlefield before its ability resolved (CR 610.3b)",
		"the ability of Brutal Cathar resolves")
	none(t, lines[2:], "-> exile")
	assert.Equal(t, "= exile: empty", lines[len(lines)-1])
}

// Chapter 7: the token is exiled and ceases to exist; when the Cathar
// dies nothing returns.
func TestChapterToken(t *testing.T) {
	lines := chapterLines(t, output(t), 7)
	inOrder(t, lines, false, "Soldier Token: battlefield -> exile", "Soldier Token ceases to exist (CR 704.5d)")
	inOrder(t, lines, true, "Brutal Cathar: battlefield -> graveyard", "Murder resolves")
	none(t, lines[2:], "exile -> battlefield")
	assert.Equal(t, "= exile: empty", lines[len(lines)-1])
}

// Chapter 8: Alice concedes; her Cathar leaves the game, and Bob's Bears
// come back under his control at once.
func TestChapterConcede(t *testing.T) {
	lines := chapterLines(t, output(t), 8)
	inOrder(t, lines, false, "Alice leaves the game", "Brutal Cathar leaves the game")
	inOrder(t, lines, true,
		"Brutal Cathar leaves the game",
		"Grizzly Bears: exile -> battlefield: it returns at once",
		"= day | Alice's Cathar has left the game",
		"= exile: empty")
	assert.Contains(t, lines[index(t, lines, 0, "Grizzly Bears: exile -> battlefield")], "under its owner Bob's control")
}
