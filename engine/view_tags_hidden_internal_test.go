package engine

import (
	"encoding/json"
	"testing"
)

// A zone a player sees in part: Alice knows the top card of her library
// (she looked at it, CR 401.3 yielding to the effect) and not the others
// (CR 401.3). Her tag of the card she knows is computed from it alone:
// the same whether the cards under it have its name or not, so it says
// nothing of them, and her view is the same byte for byte.
func TestTagsOfAZoneSeenInPart(t *testing.T) {
	t.Parallel()
	land := func(name string) *CardDef { return Finish(&CardDef{Front: Face{Name: name, Types: Types(Land)}}) }
	build := func(under string) (*Game, ObjID) {
		wastes := land("Wastes")
		deck := []*CardDef{land(under), land(under), land(under), wastes}
		g, err := newVerified([]PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}, WithSeed(3))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Start(StartAt{}); err != nil {
			t.Fatal(err)
		}
		lib := g.st.players[0].library // bottom first: the deck's last card is the top
		top := lib[len(lib)-1]
		if g.nameOf(g.chars(g.obj(top))) != "Wastes" {
			t.Fatalf("the top card is not the Wastes")
		}
		if err := g.atomic(func() error { g.learn(0, top); return nil }); err != nil {
			t.Fatal(err)
		}
		return g, top
	}
	same, top := build("Wastes")
	other, top2 := build("Plains")
	if top != top2 {
		t.Fatalf("the top cards are objects %d and %d", top, top2)
	}
	if got := same.Tag(0, top); got != "Wastes" {
		t.Errorf("Alice's tag of the top card of her library she knows: %q, want %q", got, "Wastes")
	}
	if got := same.Tag(1, top); got != "" {
		t.Errorf("Bob's tag of a card he doesn't know: %q", got)
	}
	a, _ := json.Marshal(same.PlayerView(0))
	b, _ := json.Marshal(other.PlayerView(0))
	if string(a) != string(b) {
		t.Errorf("Alice's views differ with the cards she doesn't know:\n%s\n%s", a, b)
	}
}
