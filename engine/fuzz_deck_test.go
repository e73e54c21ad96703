package engine_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// mechanismDeck is a deck of the cards that bring flashback (CR 702.34a),
// a triggered ability granted until end of turn (613.1f), a triggered
// ability that works from the graveyard (113.6) and "it can't become
// night", with the lands and creatures they need.
func mechanismDeck() []*engine.CardDef {
	var deck []*engine.CardDef
	add := func(name string, n int) {
		for range n {
			deck = append(deck, cards.MustLookup(name))
		}
	}
	add("Mountain", 8)
	add("Forest", 7)
	add("Plains", 4)
	add("Unnatural Moonrise", 10)
	add("Grizzly Bears", 5)
	add("Village Watch", 3)
	add("Sunstreak Phoenix", 3)
	add("Angel of Eternal Dawn", 3)
	return deck
}

// TestFuzzGameCastsWithFlashback plays fuzzed games with a deck full of
// Unnatural Moonrise, through the same checks as FuzzGame, and requires
// that flashback casts happen in them, through the legal actions and
// through direct casts, so that the fuzzer exercises them.
func TestFuzzGameCastsWithFlashback(t *testing.T) {
	t.Parallel()
	legal, direct := 0, 0
	for seed := range sized(t, "games", 2, 4) {
		// Mostly legal actions (op bytes 6 and 7), each followed by the
		// byte that picks one, so that games go on for many turns.
		data := []byte{byte(seed % 3), byte(seed), byte(seed * 7), 0, 0}
		for i := range 600 {
			data = append(data, 6+byte(i%2), byte((i*31+seed*17)^(i>>2)))
		}
		fz := &gameFuzzer{t: t, data: data, deck: mechanismDeck}
		fz.run()
		for _, l := range fz.log {
			ok := strings.HasSuffix(l, "-> <nil>")
			switch {
			case ok && strings.Contains(l, fmt.Sprintf("legal {Kind:%d ", engine.ActCastFlashback)):
				legal++
			case ok && strings.Contains(l, "flashback=true"):
				direct++
			}
		}
	}
	t.Logf("flashback casts: %d legal actions, %d direct", legal, direct)
	if legal == 0 {
		t.Errorf("no fuzzed game cast a spell with flashback through LegalActions")
	}
}
