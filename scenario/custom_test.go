package scenario_test

import (
	"fmt"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	e "github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/scenario/scenariotest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// myCards is a program's own registry: two cards the built-in pool does
// not have, on top of it.
func myCards() *cards.Registry {
	reg, err := cards.NewRegistry("my-cards", cards.Builtin())
	if err != nil {
		panic(err)
	}
	bear := &e.CardDef{Front: e.Face{Name: "Moss Bear", ManaCost: e.MustManaCost("{1}{G}"),
		Types: e.Types(e.Creature), Subtypes: e.Subtypes(e.Bear), Power: 2, Toughness: 2}}
	jolt := &e.CardDef{Front: e.Face{Name: "Spark Jolt", ManaCost: e.MustManaCost("{R}"), Types: e.Types(e.Instant),
		Spell: &e.SpellAbility{Text: "Spark Jolt deals 2 damage to target creature.",
			Targets: []e.TargetSpec{{Kind: e.TargetPermanent, Filter: e.Creatures()}},
			Effect: func(r *e.Resolution) {
				if t, ok := r.Target(0); ok {
					r.DealDamage(t, 2) // CR 120.3
				}
			}}}}
	if err := reg.Register(bear, jolt); err != nil {
		panic(err)
	}
	return reg
}

// A scenario about a program's own cards runs with its registry; with the
// built-in pool its names are unknown cards.
func TestCustomCards(t *testing.T) {
	const path = "testdata/_custom/spark-jolt.scenario"
	opts := scenario.Options{Cards: myCards()}
	scenariotest.RunFileWith(t, path, opts)
	err := scenario.Run(path)
	assert.ErrorContains(t, err, `unknown card "Moss Bear"`)

	// Names are resolved and suggested among the registry's cards.
	_, err = scenario.ParseWith("typo.scenario", []byte("scenario: typo\nplayers: Alice, Bob\nhand Alice: Spark Jot\n"), opts)
	assert.ErrorContains(t, err, `did you mean "Spark Jolt"?`)
	res := scenariotest.RunStringWith(t, "inline.scenario", "scenario: inline\nplayers: Alice, Bob\nbattlefield Bob: Moss Bear as bear\nexpect bear 2/2\n", opts)
	assert.True(t, res.Passed())

	// A session reads its statements with the registry too.
	s := scenario.NewSessionWith("try", opts)
	for _, line := range []string{"scenario: try", "players: Alice, Bob", "battlefield Bob: Moss Bear as bear", "expect bear 2/2"} {
		require.NoError(t, s.Enter(line), line)
	}
}

// A checker for a program's own cards, the equivalent of `cathar check`:
// collect the files, run each with the program's registry.
func Example_checker() {
	opts := scenario.Options{Cards: myCards()} // the program's cards on top of the built-in pool
	paths, err := scenario.Collect("testdata/_custom")
	if err != nil {
		fmt.Println(err)
		return
	}
	failed := 0
	for _, path := range paths {
		if err := scenario.RunWith(path, opts); err != nil {
			fmt.Println(err)
			failed++
			continue
		}
		fmt.Println("ok", path)
	}
	fmt.Println(failed, "failed")
	// Output:
	// ok testdata/_custom/spark-jolt.scenario
	// 0 failed
}
