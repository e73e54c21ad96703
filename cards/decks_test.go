package cards_test

import (
	"errors"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

func TestPresets(t *testing.T) {
	names := map[string]bool{}
	for _, p := range cards.Presets() {
		if names[p.Name] {
			t.Errorf("preset %s twice", p.Name)
		}
		names[p.Name] = true
		d, err := cards.Deck(p.Name)
		if err != nil {
			t.Fatal(err)
		}
		if len(d) != 40 {
			t.Errorf("preset %s has %d cards, want 40", p.Name, len(d))
		}
	}
	if !names["cathar"] {
		t.Error("no preset with Brutal Cathar")
	}
	if _, err := cards.Deck("nope"); !errors.Is(err, engine.ErrUnknownCard) {
		t.Errorf("unknown deck: %v", err)
	}
}

// Each Deck is a library of its own: changing one leaves the next alone.
func TestDeckIsFresh(t *testing.T) {
	a, err := cards.Deck("cathar")
	if err != nil {
		t.Fatal(err)
	}
	first := a[0]
	a[0] = nil
	b, err := cards.Deck("cathar")
	if err != nil {
		t.Fatal(err)
	}
	if b[0] != first || len(b) != 40 {
		t.Fatalf("a library changed through an earlier one: %v", b[0])
	}
}
