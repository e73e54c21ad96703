package engine

import "testing"

// The piles presize takes from one room never grow into one another.
func TestPresizedPilesStayApart(t *testing.T) {
	t.Parallel()
	room := make([]ObjID, 2*(3+handCap+graveyardCap))
	var a, b player
	room = b.presize(3, a.presize(3, room))
	if len(room) != 0 {
		t.Fatalf("room left: %d", len(room))
	}
	a.graveyard = append(a.graveyard, 7)
	b.library = append(b.library, 9)
	for i := range handCap {
		a.hand = append(a.hand, ObjID(100+i))
	}
	for i := range 4 {
		a.library = append(a.library, ObjID(200+i))
	}
	if a.hand[0] != 100 {
		t.Fatalf("the library grew into the hand: %v", a.hand)
	}
	a.hand = append(a.hand, 100+handCap)
	if a.graveyard[0] != 7 || b.library[0] != 9 || a.hand[0] != 100 || len(a.hand) != handCap+1 {
		t.Fatalf("a pile grew into another: graveyard %v, other library %v, hand %v", a.graveyard, b.library, a.hand)
	}
}
