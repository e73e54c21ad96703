package engine_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
)

// cardCallbacks walks the types a card definition is made of, from root,
// through struct fields (exported or not), pointers, slices, arrays and
// maps, and returns every func-typed field as "Type.Field" with whether
// its signature takes or returns a *Game (or a Game, or a func that
// does).
func cardCallbacks(root reflect.Type) (fields []string, takeGame []string) {
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(t.Elem())
			return
		case reflect.Map:
			walk(t.Key())
			walk(t.Elem())
			return
		case reflect.Struct:
		default:
			return
		}
		if seen[t] {
			return
		}
		seen[t] = true
		for f := range t.Fields() {
			if f.Type.Kind() != reflect.Func {
				walk(f.Type)
				continue
			}
			name := t.Name() + "." + f.Name
			fields = append(fields, name)
			if reachesGame(f.Type) {
				takeGame = append(takeGame, name)
			}
		}
	}
	walk(root)
	return fields, takeGame
}

// reachesGame reports whether a func type takes or returns the game
// itself rather than its View.
func reachesGame(f reflect.Type) bool {
	game := reflect.TypeFor[engine.Game]()
	for _, t := range slices.Concat(slices.Collect(f.Ins()), slices.Collect(f.Outs())) {
		switch {
		case t == game, t.Kind() == reflect.Pointer && t.Elem() == game:
			return true
		case t.Kind() == reflect.Func && reachesGame(t):
			return true
		}
	}
	return false
}

// No function a card definition supplies receives the *Game: trigger
// conditions, "if" clauses, filters' predicates, cost hooks and rules'
// limits receive a View, which can't act (view.go), so a card can't act
// as a player by its type, not only by the run-time guard
// (refuseInCardCode).
func TestCardCallbacksTakeNoGame(t *testing.T) {
	fields, takeGame := cardCallbacks(reflect.TypeFor[engine.CardDef]())
	assert.Empty(t, takeGame, "these callbacks of card definitions take the *Game; give them an engine.View")
	for _, want := range []string{"Ability.If", "Ability.Effect", "Trigger.Match", "Filter.Predicate",
		"CostReduction.If", "CostChange.LessBy", "GameRule.CastLimit", "EnterReplacement.Apply"} {
		assert.Contains(t, fields, want, "the walk from CardDef reaches every callback")
	}
	view := reflect.TypeFor[engine.View]()
	for _, f := range []any{engine.Trigger{}.Match, engine.Ability{}.If, engine.Filter{}.Predicate,
		engine.CostReduction{}.If, engine.CostChange{}.LessBy, engine.GameRule{}.CastLimit} {
		assert.Equal(t, view, reflect.TypeOf(f).In(0), "%T reads the game through a View, by value", f)
	}
}

// badDef is a definition that gives card code the game: the walk must
// find both of its hooks, one nested in a slice of structs, one that
// returns a function taking the game.
type badDef struct {
	Name  string
	Hook  func(g *engine.Game, id engine.ObjID) bool
	Parts []struct {
		Fine  func(v engine.View) int
		Later func() func(*engine.Game)
	}
	Def *engine.CardDef
}

// The check of TestCardCallbacksTakeNoGame can fail.
func TestCardCallbacksFindGame(t *testing.T) {
	fields, takeGame := cardCallbacks(reflect.TypeFor[badDef]())
	assert.Equal(t, []string{"badDef.Hook", ".Later"}, takeGame)
	assert.Contains(t, fields, ".Fine")
	assert.Contains(t, fields, "Trigger.Match", "the walk goes on into the card definition")
}
