// Command custom-cards defines cards outside the library's own pool — a
// daybound werewolf of its own design, a Zombie, Fateful Absence and
// Negate — registers them on top of the built-in pool, plays one of them
// through the engine's API, and checks the rulings written about them as
// scenario files with the same registry.
//
//	go run ./examples/custom-cards
//
// A program's own cards are engine.CardDef values: the same types the
// built-in pool is written with (see internal/mycards/cards.go here, and
// the card-authoring guide). The folder cathar beside this file builds
// the example's own cathar command with the same cards. Everything is seeded and scripted, so the output is the same on
// every run.
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/examples/custom-cards/internal/mycards"
	"github.com/cathar-engine/cathar/scenario"
	"github.com/cathar-engine/cathar/zones"
)

func main() {
	if err := run(os.Stdout, rulingsDir()); err != nil {
		fmt.Fprintln(os.Stderr, "custom-cards:", err)
		os.Exit(1)
	}
}

// rulingsDir is the folder of this example's scenario files, found beside
// this source file so that the example runs from any directory.
func rulingsDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "rulings"
	}
	return filepath.Join(filepath.Dir(file), "rulings")
}

// run registers the cards, shows them, plays Fateful Absence and runs the
// rulings in dir.
func run(w io.Writer, dir string) error {
	reg, err := mycards.Registry()
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "The example's cards, registered on top of the built-in pool:")
	for _, name := range []string{"Hollowmoor Stalker", "Mirewalk Corpse", "Fateful Absence", "Negate"} {
		def, err := reg.Lookup(name)
		if err != nil {
			return err
		}
		showCard(w, def)
	}

	fmt.Fprintln(w, "\nA game: Alice casts Fateful Absence on Bob's Mirewalk Corpse.")
	if err := playFatefulAbsence(w, reg); err != nil {
		return err
	}

	fmt.Fprintln(w, "\nThe rulings about them, as scenario files run with the same registry:")
	files, err := scenario.Collect(dir)
	if err != nil {
		return err
	}
	failed := 0
	for _, f := range files {
		rel, _ := filepath.Rel(dir, f)
		if err := scenario.RunWith(f, scenario.Options{Cards: reg}); err != nil {
			failed++
			fmt.Fprintf(w, "  FAIL %s: %v\n", rel, err)
			continue
		}
		fmt.Fprintf(w, "  ok   %s\n", rel)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d rulings failed", failed, len(files))
	}
	return nil
}

// showCard prints a card's faces and their rules text.
func showCard(w io.Writer, def *engine.CardDef) {
	faces := []*engine.Face{&def.Front}
	if def.Back != nil {
		faces = append(faces, def.Back)
	}
	for i, f := range faces {
		lead := "  "
		if i > 0 {
			lead = "    back face: "
		}
		fmt.Fprintf(w, "%s%s", lead, f.Name)
		if cost := f.ManaCost.String(); cost != "" {
			fmt.Fprintf(w, " %s", cost)
		}
		fmt.Fprintf(w, " — %s", typesText(f.Types))
		if !f.Subtypes.Empty() {
			fmt.Fprint(w, " —")
			for t := range f.Subtypes.Printed() { // as the card prints them
				fmt.Fprintf(w, " %s", t)
			}
		}
		if f.Types.Has(engine.Creature) {
			fmt.Fprintf(w, " %d/%d", f.Power, f.Toughness)
		}
		fmt.Fprintln(w)
		if kw := keywordsText(f.Keywords); kw != "" {
			fmt.Fprintf(w, "      %s\n", kw)
		}
		if f.Spell != nil {
			fmt.Fprintf(w, "      %s\n", f.Spell.Text)
		}
		for _, ab := range f.Abilities {
			fmt.Fprintf(w, "      %s\n", ab.Text)
		}
	}
}

// typesText writes a face's card types.
func typesText(ts engine.TypeSet) string {
	var out []string
	for t := engine.CardType(0); t.String() != "invalid type" && t < 32; t++ {
		if ts.Has(t) {
			out = append(out, t.String())
		}
	}
	return strings.Join(out, " ")
}

// keywordsText writes a face's keyword abilities.
func keywordsText(ks engine.KeywordSet) string {
	var out []string
	for k := engine.Keyword(0); !strings.HasPrefix(k.String(), "invalid") && k < 32; k++ {
		if ks.Has(k) {
			out = append(out, k.String())
		}
	}
	return strings.Join(out, ", ")
}

// playFatefulAbsence sets up a position with the registry's cards, casts
// Fateful Absence, lets both players pass, and tells what happened.
func playFatefulAbsence(w io.Writer, reg *cards.Registry) error {
	alice, bob := engine.PlayerID(0), engine.PlayerID(1)
	g, err := engine.New([]engine.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, engine.WithSeed(1))
	if err != nil {
		return err
	}
	put := func(p engine.PlayerID, z zones.Kind, name string) (engine.ObjID, error) {
		def, err := reg.Lookup(name)
		if err != nil {
			return engine.NoObj, err
		}
		return g.Put(engine.Placement{Owner: p, Zone: z, Def: def})
	}
	for _, name := range []string{"Plains", "Plains"} {
		if _, err := put(alice, zones.Battlefield, name); err != nil {
			return err
		}
	}
	absence, err := put(alice, zones.Hand, "Fateful Absence")
	if err != nil {
		return err
	}
	corpse, err := put(bob, zones.Battlefield, "Mirewalk Corpse")
	if err != nil {
		return err
	}
	if err := g.Start(engine.StartAt{Step: engine.PrecombatMain}); err != nil {
		return err
	}
	from := g.EventCount()
	if err := g.CastSpell(alice, absence, engine.CastOptions{Targets: []engine.Target{engine.TargetObject(corpse)}}); err != nil {
		return err
	}
	for _, p := range []engine.PlayerID{alice, bob} {
		if err := g.PassPriority(p); err != nil {
			return err
		}
	}
	for ev := range g.EventsSince(from) {
		switch ev.Kind {
		case engine.EvPriorityPassed, engine.EvTapped, engine.EvTappedForMana, engine.EvManaAdded,
			engine.EvAbilityActivated, engine.EvBecameTarget:
			continue // mana and passes
		}
		fmt.Fprintf(w, "  %s  [%s]\n", g.Describe(ev), g.EventRule(ev))
	}
	var clues []string
	for _, id := range g.Battlefield() {
		if info, err := g.Object(id); err == nil && info.Token {
			clues = append(clues, g.PlayerName(info.Controller)+" controls "+info.Characteristics.Name)
		}
	}
	slices.Sort(clues)
	for _, c := range clues {
		fmt.Fprintf(w, "  %s\n", c)
	}
	return nil
}
