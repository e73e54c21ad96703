package scenario_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

const exiledUntil = `scenario: Brutal Cathar holds the Bears in exile
players: Alice, Bob

battlefield Alice: Plains x3
hand Alice: Brutal Cathar as cathar
hand Alice: Mountain
battlefield Bob: Grizzly Bears as bears

Alice casts cathar     # a comment
resolve
goto turn 2 upkeep
Alice plays Mountain
expect bears in exile
`

// The trace has each statement with its text, the events and decisions
// it caused, and when an action that waited was taken.
func TestTrace(t *testing.T) {
	res := scenariotest.RunString(t, "until.scenario", exiledUntil)
	require.Len(t, res.Trace, 5)
	lines := []int{9, 10, 11, 12, 13}
	for i, s := range res.Trace {
		assert.Equal(t, lines[i], s.Line)
		assert.LessOrEqual(t, s.From, s.To)
	}
	assert.Equal(t, "Alice casts cathar", res.Trace[0].Text(res.File))
	assert.Equal(t, res.SetupEvents, res.Trace[0].From)
	resolve := res.Trace[1]
	assert.Equal(t, 1, resolve.DecisionTo-resolve.DecisionFrom, "the trigger's target")
	rec := res.Game.Decisions()[resolve.DecisionFrom]
	assert.Equal(t, engine.DecideTarget, rec.Kind)
	assert.False(t, res.Trace[2].Waited, "goto does not wait for an action's moment")
	play := res.Trace[3]
	assert.True(t, play.Waited)
	assert.Equal(t, 3, play.Turn)
	assert.Equal(t, engine.PrecombatMain, play.Step)
	assert.False(t, res.Trace[4].Waited)
}

// The board names labeled cards by their labels and says what each
// exiled card is linked to (CR 610.3); the events name decisions and
// rules.
func TestWriteBoardAndEvents(t *testing.T) {
	res := scenariotest.RunString(t, "until.scenario", exiledUntil)
	var b bytes.Buffer
	res.WriteBoard(&b)
	board := b.String()
	assert.Contains(t, board, "  turn 3, precombat main step, Alice's turn; it is night\n")
	assert.Contains(t, board, "exile: bears (Grizzly Bears), until cathar (Moonrage Brute) leaves the battlefield (CR 610.3)\n")
	assert.Contains(t, board, "cathar (Moonrage Brute): back face up, front face Brutal Cathar, 3/3\n")
	assert.Contains(t, board, "  stack: empty\n")
	b.Reset()
	res.WriteEvents(&b, res.Trace[1].From)
	events := b.String()
	assert.Contains(t, events, "    Alice chooses bears (choose a target: ")
	assert.Contains(t, events, "    an ability of cathar triggers, targeting bears  [CR 603.3]\n")
	assert.Contains(t, events, "    bears: battlefield -> exile until cathar leaves the battlefield  [CR 400.7]\n")
	assert.NotContains(t, events, "passes")
}

// The events of a card exiled "until" the Cathar leaves say so (CR 610.3)
// when they are written after the Cathar left and the card came back:
// the exile itself names what it waited for.
func TestWriteEventsAfterTheExiledCardReturned(t *testing.T) {
	src := `scenario: Brutal Cathar leaves and the Bears come back
players: Alice, Bob

battlefield Alice: Plains x3
hand Alice: Brutal Cathar as cathar
battlefield Bob: Grizzly Bears as bears
battlefield Bob: Swamp x3
hand Bob: Murder

Alice casts cathar
resolve
expect bears in exile
Bob casts Murder targeting cathar
resolve
expect bears in battlefield
`
	res := scenariotest.RunString(t, "returned.scenario", src)
	require.NoError(t, res.Err)
	var b bytes.Buffer
	res.WriteEvents(&b, res.Trace[1].From)
	events := b.String()
	assert.Contains(t, events, "    bears: battlefield -> exile until cathar leaves the battlefield  [CR 400.7]\n")
	assert.Contains(t, events, "    bears: exile -> battlefield  [CR 400.7]\n")
}

// `attacks` and `blocks` always wait for their own declaration step: that
// is no news, and only a declaration carried into a later turn is
// reported as having waited.
func TestTraceDeclarationsWaitForALaterTurnOnly(t *testing.T) {
	res := scenariotest.RunString(t, "combat.scenario", `scenario: declarations
players: Alice, Bob
battlefield Alice: Grizzly Bears as bears
battlefield Bob: Hill Giant as giant
Alice attacks with bears
Bob blocks bears with giant
resolve
goto turn 2 end
Bob attacks with giant
`)
	require.Len(t, res.Trace, 5)
	attack, block, later := res.Trace[0], res.Trace[1], res.Trace[4]
	assert.False(t, attack.Waited, "attacks in this turn's combat")
	assert.Equal(t, engine.DeclareAttackersStep, attack.Step)
	assert.False(t, block.Waited, "blocks in this turn's combat")
	assert.True(t, later.Waited, "Bob's attack waits for turn 4")
	assert.Equal(t, 4, later.Turn)
	assert.Equal(t, engine.DeclareAttackersStep, later.Step)
}

// The board says which permanent is a copy, and of which card, and which
// creature has summoning sickness.
func TestWriteBoardCopiesAndSickness(t *testing.T) {
	res := scenariotest.RunString(t, "board.scenario", `scenario: copies
players: Alice, Bob
battlefield Alice: Grizzly Bears as b
battlefield Alice: Clone as c (copy of b, sick)
battlefield Bob: Moonrage Brute as brute
`)
	var out bytes.Buffer
	res.WriteBoard(&out)
	assert.Contains(t, out.String(), "      b (Grizzly Bears): 2/2\n")
	assert.Contains(t, out.String(), "      c (Grizzly Bears): a copy (the card is Clone), 2/2, summoning sick\n")
	assert.Contains(t, out.String(), "brute (Moonrage Brute): back face up, front face Brutal Cathar, 3/3\n")
}
