package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/zones"
)

// knowGame starts a two-player game whose libraries hold n basic lands
// each, unshuffled, with nothing drawn.
func knowGame(t *testing.T, n int) *Game {
	t.Helper()
	land := Finish(&CardDef{Front: Face{Name: "Wastes", Types: Types(Land)}})
	deck := make([]*CardDef, n)
	for i := range deck {
		deck[i] = land
	}
	g, err := newVerified([]PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}, WithSeed(3))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Start(StartAt{}); err != nil {
		t.Fatal(err)
	}
	return g
}

// CR 701.24a: a shuffle forgets every position seen in that library, and
// no other; a failed action forgets nothing and learns nothing.
func TestShuffleForgetsPositions(t *testing.T) {
	t.Parallel()
	g := knowGame(t, 5)
	top0, top1 := g.st.players[0].library[4], g.st.players[1].library[4]
	if err := g.atomic(func() error { g.learn(0, top0); g.learn(0, top1); return nil }); err != nil {
		t.Fatal(err)
	}
	if !g.KnownTo(0, top0) || !g.KnownTo(0, top1) || g.KnownTo(1, top0) {
		t.Fatal("looking at the top cards did not teach player A, or taught B")
	}
	fail := errors.New("no")
	if err := g.atomic(func() error { g.shuffleLibrary(0); g.learn(1, top1); return fail }); err != fail {
		t.Fatal(err)
	}
	if !g.KnownTo(0, top0) || g.KnownTo(1, top1) {
		t.Fatal("a rolled back action changed what players know")
	}
	if err := g.atomic(func() error { g.shuffleLibrary(0); return nil }); err != nil {
		t.Fatal(err)
	}
	if g.KnownTo(0, top0) {
		t.Error("a shuffled library's card is still known at its place")
	}
	if !g.KnownTo(0, top1) {
		t.Error("shuffling one library forgot another's")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// Who knows a card after it moves (CR 400.2, 402.3).
func TestKnownAfterMove(t *testing.T) {
	t.Parallel()
	cases := []struct {
		from, to zones.Kind
		known    uint8
		want     uint8
	}{
		{zones.Library, zones.Hand, 0, 0b01},           // drawn: its owner holds it
		{zones.Library, zones.Hand, 0b10, 0b11},        // drawn, B had seen it
		{zones.Hand, zones.Library, 0b10, 0b11},        // put back: the owner knows where
		{zones.Library, zones.Library, 0b01, 0b01},     // looked at and put on the bottom
		{zones.Library, zones.Library, 0, 0},           // unseen
		{zones.Battlefield, zones.Hand, 0, 0b11},       // returned to hand: everyone saw it
		{zones.Graveyard, zones.Library, 0, 0b11},      // put on top or bottom in view
		{zones.Hand, zones.Graveyard, 0b01, 0},         // public: the rules say it all
		{zones.Library, zones.Exile, 0b11, 0},          // public
		{zones.Stack, zones.Hand, 0, 0b11},             // a spell returned to hand
		{zones.Library, zones.Battlefield, 0b01, 0},    // public
		{zones.Exile, zones.Hand, 0b01, 0b11},          // from exile: everyone saw it
		{zones.Hand, zones.Hand, 0b10, 0b11},           // (not a move the engine makes)
		{zones.Battlefield, zones.Graveyard, 0b11, 0},  // public to public
		{zones.Library, zones.Hand, 0b11, 0b11},        // known to all stays so
		{zones.Hand, zones.Library, 0, 0b01},           // only the owner saw it go
		{zones.Graveyard, zones.Hand, 0b01, 0b11},      // everyone saw it
		{zones.Battlefield, zones.Library, 0b00, 0b11}, // everyone saw it
	}
	for _, c := range cases {
		if got := knownAfterMove(c.from, c.to, c.known, playerBit(0), 2); got != c.want {
			t.Errorf("%v -> %v known by %02b: %02b, want %02b", c.from, c.to, c.known, got, c.want)
		}
	}
}

// The invariant checker refuses knowledge of a player the game lacks, and
// a record of who knows a card in a public zone (CR 400.2).
func TestInvariantsCheckKnowledge(t *testing.T) {
	t.Parallel()
	g := knowGame(t, 3)
	lib := g.st.players[0].library
	g.st.objs[lib[0]].knownBy = 0b100
	if err := g.CheckInvariants(); err == nil {
		t.Error("knowledge of a third player in a two-player game passed")
	}
	g.st.objs[lib[0]].knownBy = 0b11
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
	g.st.objs[lib[0]].zone = zones.Exile
	g.st.objs[lib[0]].knownBy = 0b01
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "public zone") {
		t.Errorf("knowledge recorded in exile: %v", err)
	}
}
