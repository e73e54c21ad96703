package scenario_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
)

// v3Combat sets up a combat: the giant attacks Bob and is blocked by the
// wall, the bears attack unblocked, the cathar attacks Arlinn.
const v3Combat = "battlefield Alice: Hill Giant as giant, Grizzly Bears as bears, Brutal Cathar as cathar, Mountain\n" +
	"battlefield Bob: Grizzly Bears as wall, \"Arlinn, the Pack's Hope\" as arlinn\nhand Alice: Lightning Bolt as bolt\n" +
	"goto turn 1 declare attackers\nAlice attacks with giant, bears\nAlice attacks arlinn with cathar\n" +
	"goto turn 1 declare blockers\nBob blocks giant with wall\n"

// TestVersion3Failures checks that each expectation of version 3 fails,
// saying what was expected and what was found, when it does not hold, and
// that a `label` line with no such token fails the file at that line.
func TestVersion3Failures(t *testing.T) {
	tests := []struct {
		name string
		body string
		msg  string
		kind scenario.Kind
	}{
		{"is", "battlefield Alice: Hill Giant as giant\nexpect giant is Wolf\n",
			"inline.scenario:4: expected giant is Wolf, found giant is not Wolf (Creature — Giant)", scenario.KindExpectation},
		{"is a card type", "battlefield Alice: Hill Giant as giant\nexpect giant is land\n",
			"inline.scenario:4: expected giant is Land, found giant is not Land (Creature — Giant)", scenario.KindExpectation},
		{"is not", "battlefield Alice: Hill Giant as giant\nexpect giant is not creature\n",
			"inline.scenario:4: expected giant is not Creature, found giant is Creature (Creature — Giant)", scenario.KindExpectation},
		{"is a supertype", "battlefield Alice: Forest as f\nexpect f is Legendary\n",
			"inline.scenario:4: expected f is Legendary, found f is not Legendary (Basic Land — Forest)", scenario.KindExpectation},
		{"attacking", "battlefield Alice: Hill Giant as giant\nexpect giant attacking\n",
			"inline.scenario:4: expected giant attacking, found giant not attacking", scenario.KindExpectation},
		{"attacking a player", v3Combat + "expect cathar attacking Bob\n",
			"inline.scenario:11: expected cathar attacking Bob, found cathar attacking arlinn", scenario.KindExpectation},
		{"attacking a planeswalker", v3Combat + "expect giant attacking arlinn\n",
			"inline.scenario:11: expected giant attacking arlinn, found giant attacking Bob", scenario.KindExpectation},
		{"not attacking", v3Combat + "expect bears not attacking\n",
			"inline.scenario:11: expected bears not attacking, found bears attacking Bob", scenario.KindExpectation},
		{"not attacking a player", v3Combat + "expect giant not attacking Bob\n",
			"inline.scenario:11: expected giant not attacking Bob, found giant attacking Bob", scenario.KindExpectation},
		{"not attacking a planeswalker", v3Combat + "expect cathar not attacking arlinn\n",
			"inline.scenario:11: expected cathar not attacking arlinn, found cathar attacking arlinn", scenario.KindExpectation},
		{"attacking off the battlefield", "hand Alice: Hill Giant as giant\nexpect giant attacking\n",
			"inline.scenario:4: expected giant attacking, found giant not attacking (giant is in hand)", scenario.KindExpectation},
		{"blocking", v3Combat + "expect wall blocking bears\n",
			"inline.scenario:11: expected wall blocking bears, found wall blocking giant", scenario.KindExpectation},
		{"not blocking", v3Combat + "expect wall not blocking\n",
			"inline.scenario:11: expected wall not blocking, found wall blocking giant", scenario.KindExpectation},
		{"blocking, not", v3Combat + "expect giant blocking wall\n",
			"inline.scenario:11: expected giant blocking wall, found giant not blocking", scenario.KindExpectation},
		{"blocked", v3Combat + "expect bears blocked\n",
			"inline.scenario:11: expected bears blocked, found bears not blocked", scenario.KindExpectation},
		{"not blocked", v3Combat + "expect giant not blocked\n",
			"inline.scenario:11: expected giant not blocked, found giant blocked", scenario.KindExpectation},
		{"blocked, not attacking", "battlefield Alice: Hill Giant as giant\nexpect giant blocked\n",
			"inline.scenario:4: expected giant blocked, found giant not blocked (not attacking)", scenario.KindExpectation},
		{"spells cast", "battlefield Alice: Mountain\nhand Alice: Lightning Bolt as bolt\nAlice casts bolt targeting Bob\nexpect spells cast Alice 0\n",
			"inline.scenario:6: expected spells cast Alice 0, found spells cast Alice 1", scenario.KindExpectation},
		{"label without a token", "battlefield Alice: Soldier Token (token)\nlabel w: newest token named Wolf\n",
			"inline.scenario:4: label w: no token named Wolf is on the battlefield", scenario.KindRunner},
		{"label of a player without one", "battlefield Alice: Soldier Token (token)\nlabel s: newest token named Soldier of Bob\n",
			"inline.scenario:4: label s: no token named Soldier controlled by Bob is on the battlefield", scenario.KindRunner},
		{"label with other power/toughness", "battlefield Alice: Soldier Token (token)\nlabel s: newest token named Soldier 2/2\n",
			"inline.scenario:4: label s: no token named Soldier 2/2 is on the battlefield", scenario.KindRunner},
		{"label takes tokens only", "battlefield Alice: Grizzly Bears\nlabel s: newest token named Grizzly Bears\n",
			"inline.scenario:4: label s: no token named Grizzly Bears is on the battlefield", scenario.KindRunner},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := run(t, tt.body)
			require.NotNil(t, e, "the scenario should fail")
			assert.Equal(t, tt.msg, e.Error())
			assert.Equal(t, tt.kind, e.Kind)
		})
	}
}

// TestVersion3Holds checks the same expectations where they hold, so
// that the failures above are not failures of every case.
func TestVersion3Holds(t *testing.T) {
	scenariotest.RunString(t, "holds.scenario", header+v3Combat+
		"expect cathar attacking arlinn\nexpect giant attacking Bob\nexpect wall blocking giant\nexpect giant blocked\n"+
		"expect bears not blocked\nexpect arlinn is planeswalker\nexpect spells cast Alice 0\n"+
		"Alice casts bolt targeting wall\nresolve\nexpect giant blocked\nexpect wall not blocking\nexpect spells cast Alice 1\n")
}

// TestSetupDamageRefused checks that `damage N` is an error of the file
// on a permanent that is not a creature, and at or above the creature's
// toughness unless it has indestructible (CR 120.3, 704.5g, 702.12b).
func TestSetupDamageRefused(t *testing.T) {
	tests := []struct{ name, body, msg string }{
		{"a land", "battlefield Alice: Forest (damage 1)\n",
			"inline.scenario:3: Forest is not a creature: `damage N` marks damage on a creature (CR 120.3); remove it"},
		{"lethal", "battlefield Alice: Grizzly Bears (damage 2)\n",
			"inline.scenario:3: Grizzly Bears has toughness 2: damage 2 would already have destroyed it (CR 704.5g); mark less than 2, or give it indestructible (CR 702.12b)"},
		{"lethal with counters", "battlefield Alice: Grizzly Bears (counters +1/+1 x1, damage 4)\n",
			"inline.scenario:3: Grizzly Bears has toughness 3: damage 4 would already have destroyed it (CR 704.5g); mark less than 3, or give it indestructible (CR 702.12b)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := run(t, tt.body+"expect life Alice 20\n")
			require.NotNil(t, e)
			assert.Equal(t, tt.msg, e.Error())
			assert.Equal(t, scenario.KindSetup, e.Kind)
		})
	}
	// Indestructible: the damage stays and destroys nothing (CR 702.12b);
	// +1/+1 counters raise the toughness the damage is compared with.
	scenariotest.RunString(t, "indestructible.scenario", header+
		"battlefield Alice: Darksteel Myr as myr (damage 3), Grizzly Bears as bears (counters +1/+1 x1, damage 2)\n"+
		"expect myr damage 3\nexpect myr in battlefield\nexpect bears damage 2\nexpect bears in battlefield\n")
}

// TestVersion3WordsKeepMeaning runs files of version 2 that use the words
// of version 3 as player names and labels: they parse and pass as before
// (no word of version 3 is reserved outside its positions).
func TestVersion3WordsKeepMeaning(t *testing.T) {
	words := []string{"label", "begin", "keep", "play", "mulligan", "is", "spells", "mulligans", "starting",
		"version", "newest", "not", "attacking", "blocking", "blocked", "cast", "disturb", "cleave"}
	for _, w := range words {
		assert.NotContains(t, scenario.Keywords(), w, "%s is a keyword only where version 3 puts it", w)
	}
	// draw was already a keyword in version 1 (the draw step); it stays one.
	assert.Contains(t, scenario.Keywords(), "draw")

	players := "scenario: the words of version 3 as players\nplayers: label, begin, spells, mulligans\n" +
		"battlefield label: Mountain, Grizzly Bears as keep\nbattlefield begin: Grizzly Bears as play\n" +
		"battlefield spells: Hill Giant as is\nbattlefield mulligans: Forest as starting\n" +
		"hand label: Lightning Bolt as mulligan\n" +
		"label casts mulligan targeting play\nresolve\nexpect play in graveyard\nexpect life begin 20\n" +
		"expect spells controls 1 creature\nexpect mulligans controls 1 land\nexpect is untapped\nexpect starting untapped\n" +
		"expect keep untapped\nexpect hand label 0\nexpect spells lost\n"
	f, err := scenario.ParseString("players.scenario", players)
	require.NoError(t, err)
	res := f.Run()
	require.Error(t, res.Err, "the last line fails: spells has not lost")
	assert.Equal(t, "players.scenario:18: expected spells lost, found spells still in the game", res.Err.Error())
	f, err = scenario.ParseString("players.scenario", players[:len(players)-len("expect spells lost\n")])
	require.NoError(t, err)
	require.NoError(t, f.Run().Err)

	labels := "scenario: the words of version 3 as labels\nplayers: Alice, Bob\n" +
		"battlefield Alice: Mountain, Grizzly Bears as version, Grizzly Bears as newest\n" +
		"battlefield Bob: Hill Giant as attacking, Hill Giant as blocked, Hill Giant as blocking, Forest as not\n" +
		"hand Alice: Lightning Bolt as cast\n" +
		"goto turn 1 declare attackers\nAlice attacks with version\nBob blocks version with blocking\n" +
		"expect attacking untapped\nexpect blocked counters +1/+1 x0\nexpect not in battlefield\nexpect newest untapped\n" +
		"Alice casts cast targeting blocking\nresolve\nexpect blocking in graveyard\nexpect version tapped\n"
	scenariotest.RunString(t, "labels.scenario", labels)
}

// TestTargetReasonInScenario checks that the reason of an illegal target
// reaches a scenario's error as the engine's typed error.
func TestTargetReasonInScenario(t *testing.T) {
	e := run(t, "battlefield Alice: Mountain\nbattlefield Bob: Aegis of the Gods\nhand Alice: Lightning Bolt as bolt\n"+
		"Alice casts bolt targeting Bob\n")
	require.NotNil(t, e)
	assert.Equal(t, "inline.scenario:6: action failed: cast: illegal target: Bob has hexproof", e.Error())
	var te *engine.TargetError
	require.ErrorAs(t, e, &te)
	assert.Equal(t, engine.ReasonHexproof, te.Reason)
	assert.ErrorIs(t, e, engine.ErrIllegalTarget)
}

// TestVersionLine checks the header line `version: N`.
func TestVersionLine(t *testing.T) {
	f, err := scenario.ParseString("v.scenario", "scenario: v\nplayers: Alice, Bob, Carol, Dave\nvariant: two-headed giant\n"+
		"version: 3\n")
	require.NoError(t, err, "version: after variant:")
	assert.Equal(t, 3, f.Version)
	f, err = scenario.ParseString("v.scenario", "scenario: v\nplayers: Alice, Bob\nversion: 2\nlife Alice: 3\n")
	require.NoError(t, err)
	assert.Equal(t, 2, f.Version)
	_, err = scenario.ParseString("v.scenario", "scenario: v\nplayers: Alice, Bob\nlife Alice: 3\nversion: 3\n")
	require.Error(t, err)
	assert.Equal(t, "v.scenario:4: `version:` belongs to the header: right after `players:` (and `variant:`)", err.Error())
	f, err = scenario.ParseString("v.scenario", "scenario: v\nplayers: Alice, Bob\n")
	require.NoError(t, err)
	assert.Equal(t, 0, f.Version, "a file without the line")
}

// TestNotYetWrapsUnsupported checks that a statement refused as not
// accepted yet is an error that wraps ErrUnsupported.
func TestNotYetWrapsUnsupported(t *testing.T) {
	_, err := scenario.ParseString("n.scenario", "scenario: n\nplayers: Alice, Bob\nAlice casts Dig Up with cleave\n")
	require.Error(t, err)
	assert.ErrorIs(t, err, scenario.ErrUnsupported)
	assert.Equal(t, "n.scenario:3: `with cleave` (casting a card for its cleave cost, CR 702.148) is not accepted yet by this runner", err.Error())
}

// `version: N` is informational: a file that says version 1 still reads
// the statements of version 3 (`damage N`, `is TYPE`), and the file keeps
// the number it gave.
func TestVersionLineDoesNotLimitStatements(t *testing.T) {
	src := "scenario: t\nplayers: Alice, Bob\nversion: 1\nbattlefield Alice: Hill Giant as giant (damage 2)\n" +
		"expect giant is creature\nexpect giant damage 2\n"
	f, err := scenario.ParseString("v1.scenario", src)
	require.NoError(t, err)
	assert.Equal(t, 1, f.Version)
	require.NoError(t, f.Run().Err)
}
