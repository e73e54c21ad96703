package engine

import (
	"errors"
	"slices"
	"testing"
)

func newSharedDefsGame(t *testing.T, deck []*CardDef) *Game {
	t.Helper()
	g, err := newVerified([]PlayerConfig{
		{Name: "A", Deck: deck, Decider: NewScripted()},
		{Name: "B", Deck: deck, Decider: NewScripted()},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A game of the same decks starts from the definition tables of an
// earlier one, the same defBases and texts; a definition changed since
// (against the rule) gets tables of its own, with its new values, and
// the earlier games keep theirs.
func TestSharedDefTablesFollowTheDefinitions(t *testing.T) {
	t.Parallel()
	bear := &CardDef{Front: Face{Name: "Shared Bear", Types: Types(Creature), Power: 2, Toughness: 2, Abilities: []*Ability{{Kind: Static}}}}
	wolf := &CardDef{
		Front: Face{Name: "Shared Wolf", Types: Types(Creature), Power: 1, Toughness: 1, Keywords: Keywords(Daybound)},
		Back:  &Face{Name: "Shared Wolf Night", Types: Types(Creature), Power: 3, Toughness: 3, Keywords: Keywords(Nightbound)},
	}
	deck := []*CardDef{bear, bear, wolf}
	var first *Game
	shared := false
	for range 5 { // another test's games may push the set out between two
		first = newSharedDefsGame(t, deck)
		second := newSharedDefsGame(t, deck)
		if second.defList[0] == first.defList[0] && second.defList[1] == first.defList[1] &&
			len(second.texts) == len(first.texts) && &second.texts[1] == &first.texts[1] {
			shared = true
			break
		}
	}
	if !shared {
		t.Fatal("a game of the same decks did not start from the kept tables")
	}
	bear.Front.Power = 4
	changed := newSharedDefsGame(t, deck)
	if changed.defList[0] == first.defList[0] || changed.defList[0].side[0].ch[0].Power != 4 {
		t.Fatalf("a changed definition kept its old values: power %d", changed.defList[0].side[0].ch[0].Power)
	}
	if first.defList[0].side[0].ch[0].Power != 2 {
		t.Fatal("a new game changed the tables of an earlier one")
	}
	wolf.Back.Abilities = []*Ability{{Kind: Static}}
	g := newSharedDefsGame(t, deck)
	if g.defList[1] == changed.defList[1] || !g.defList[1].side[1].static {
		t.Fatal("a changed back face kept its old values")
	}
	bear.Front.Abilities[0].Kind = Triggered
	kind := newSharedDefsGame(t, deck)
	if kind.defList[0] == g.defList[0] || !kind.defList[0].side[0].trig {
		t.Fatal("an ability whose kind changed kept its old flags")
	}
	if err := kind.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// The invariant checker compares the precomputed faces with the
// definition.
func TestCheckerComparesDefBases(t *testing.T) {
	t.Parallel()
	bear := &CardDef{Front: Face{Name: "Checked Bear", Types: Types(Creature), Power: 2, Toughness: 2}}
	g := newSharedDefsGame(t, []*CardDef{bear})
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	b := *g.defList[0] // a copy: the kept tables are shared
	b.side[0].ch = slices.Clone(b.side[0].ch)
	b.side[0].ch[1].Power = 5
	g.defList = append([]*defBase{&b}, g.defList[1:]...)
	var ie *InvariantError
	if err := g.CheckInvariants(); !errors.As(err, &ie) || ie.Invariant != "definitions" {
		t.Fatalf("a wrong defBase was not reported: %v", err)
	}
}
