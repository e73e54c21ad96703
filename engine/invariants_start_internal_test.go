package engine

import (
	"strings"
	"testing"
)

// The invariants of the start catch a state the rules never leave between
// two decisions: cards owed outside the stage for them, a mulligan
// declared once play began, a stage out of step with what the game waits
// for, a game not begun with Begin that took mulligans.
func TestCheckOpeningCatches(t *testing.T) {
	t.Parallel()
	land := Finish(&CardDef{Front: Face{Name: "Wastes", Types: Types(Land)}})
	deck := []*CardDef{land, land, land, land, land, land, land, land, land, land}
	g, err := newVerified([]PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}, WithSeed(3))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Begin(Beginning{Chooser: 0}); err != nil {
		t.Fatal(err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	for name, corrupt := range map[string]func(c *Game){
		"owed while choosing":     func(c *Game) { c.st.players[1].owed = 1 },
		"declared while choosing": func(c *Game) { c.st.players[0].declared = declaredMulligan },
		"stage done, still waits": func(c *Game) { c.st.opening.stage = openingDone },
		"no stage, still waits":   func(c *Game) { c.st.opening.stage = openingNone },
		"stage beyond the last":   func(c *Game) { c.st.opening.stage = numOpeningStages },
		"a chooser out of range":  func(c *Game) { c.st.opening.chooser = 5 },
		"a hand size of none":     func(c *Game) { c.st.opening.handSize = 0 },
		"declares, nobody to ask": func(c *Game) {
			c.st.opening.stage = openingDeclare
			c.st.players[0].declared = declaredKeep
			c.st.players[1].declared = declaredKeep
		},
		"bottom, nobody owes":     func(c *Game) { c.st.opening.stage = openingBottom },
		"negative mulligans":      func(c *Game) { c.st.players[0].mulligans = -1 },
		"mulligans without Begin": func(c *Game) { c.st.opening = opening{}; c.st.wait = waitSetup; c.st.players[0].mulligans = 1 },
	} {
		c := g.Clone()
		corrupt(c)
		err := c.CheckInvariants()
		if err == nil || !strings.Contains(err.Error(), "opening") {
			t.Errorf("%s: CheckInvariants = %v, want an error about the opening", name, err)
		}
	}
}
