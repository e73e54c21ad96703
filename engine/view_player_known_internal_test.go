package engine

import (
	"fmt"
	"slices"
	"testing"

	"github.com/cathar-engine/cathar/zones"
)

// A player's view shows the hidden cards they know (KnownTo), and only
// them: the top cards of her library that Alice looks at (TopOfLibrary,
// CR 401.3 yields to the effect) show in her view at their places, not in
// Bob's; once the library is shuffled (CR 701.24a) they show in neither.
func TestPlayerViewShowsCardsLookedAtUntilShuffled(t *testing.T) {
	t.Parallel()
	card := func(name string, ty CardType) *CardDef {
		return Finish(&CardDef{Front: Face{Name: name, Types: Types(ty)}})
	}
	peek := Finish(&CardDef{Front: Face{Name: "Peek", ManaCost: MustManaCost("{0}"), Types: Types(Sorcery),
		Spell: &SpellAbility{Text: "Look at the top two cards of your library.",
			Effect: func(r *Resolution) { r.TopOfLibrary(r.Controller(), 2) }}}})
	g, err := newVerified([]PlayerConfig{{Name: "Alice", Decider: NewScripted()}, {Name: "Bob", Decider: NewScripted()}}, WithSeed(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Forest", "Island", "Plains", "Swamp"} { // top last
		if _, err := g.Put(Placement{Owner: 0, Zone: zones.Library, Def: card(name, Land), Controller: NoPlayer}); err != nil {
			t.Fatal(err)
		}
	}
	spell, err := g.Put(Placement{Owner: 0, Zone: zones.Hand, Def: peek, Controller: NoPlayer})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Start(StartAt{Turn: 1, Player: 0, Step: PrecombatMain}); err != nil {
		t.Fatal(err)
	}
	libraryShown := func(viewer PlayerID) []string {
		var out []string
		for _, c := range g.PlayerView(viewer).Players[0].Library {
			out = append(out, fmt.Sprintf("%s@%d", c.Name, c.Position))
		}
		return out
	}
	if got := libraryShown(0); len(got) != 0 {
		t.Fatalf("Alice sees %v of her library before looking", got)
	}
	for _, err := range []error{g.CastSpell(0, spell, CastOptions{}), g.PassPriority(0), g.PassPriority(1)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if g.StackLen() != 0 {
		t.Fatal("Peek did not resolve")
	}
	if got, want := libraryShown(0), []string{"Swamp@0", "Plains@1"}; !slices.Equal(got, want) {
		t.Errorf("Alice's view of her library after looking: %v, want %v", got, want)
	}
	if got := libraryShown(1); len(got) != 0 {
		t.Errorf("Bob's view shows %v of Alice's library, which only she looked at", got)
	}
	if err := g.atomic(func() error { g.shuffleLibrary(0); return nil }); err != nil {
		t.Fatal(err)
	}
	if got := libraryShown(0); len(got) != 0 {
		t.Errorf("Alice's view still shows %v of her shuffled library", got)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}
