// Command brutal-cathar plays through the official rulings of Brutal
// Cathar // Moonrage Brute in eight short scripted chapters and narrates
// each one: the events as they happen and, after every step, the day/night
// designation, the face the Cathar has up, and what is exiled and why.
//
//	go run ./examples/brutal-cathar
//
// Every choice is scripted (engine.NewScripted) and every position is set
// up with Game.Put and Game.Start, so the output is the same on every run.
package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "brutal-cathar:", err)
		os.Exit(1)
	}
}

// chapter is one ruling shown in a game of its own.
type chapter struct {
	title string // the ruling, in one line
	rules string // the Comprehensive Rules it shows
	play  func(w io.Writer) error
}

// chapters lists the rulings in the order they are told.
var chapters = []chapter{
	{"Cast while it is neither day nor night: it becomes day at once, and the exile trigger takes an opponent's creature",
		"CR 702.145d, 731.1, 603.3d, 610.3", chapterNeither},
	{"Day becomes night in the untap step: the Cathar transforms into Moonrage Brute, and the card stays exiled",
		"CR 502.2, 731.2a, 702.145b(2), 712.18, ruling", chapterNightfall},
	{"Moonrage Brute dies: the exiled card returns at once, before anything else, as a new object under its owner's control",
		"CR 702.21a, 610.3, 610.3c, 400.7, ruling", chapterBruteDies},
	{"Cast at night: front face up on the stack, enters as Moonrage Brute, and nothing triggers",
		"CR 712.11, 702.145b(1), 616.1d, ruling", chapterCastAtNight},
	{"Night becomes day: \"transforms into Brutal Cathar\" triggers and exiles a second creature; both return together",
		"CR 731.2b, 702.145e(1), 701.27e, 503.1a, 610.3d", chapterDaybreak},
	{"The Cathar leaves before its ability resolves: nothing is exiled",
		"CR 610.3b, ruling", chapterLeavesFirst},
	{"An exiled token ceases to exist and never returns",
		"CR 111.7, 111.8, 704.5d, ruling", chapterToken},
	{"Three players: the Cathar's owner concedes, and the exiled card returns anyway",
		"CR 104.3a, 800.4a, 610.3, ruling", chapterConcede},
}

// run plays every chapter and writes the narration to w.
func run(w io.Writer) error {
	fmt.Fprintln(w, "Brutal Cathar // Moonrage Brute, ruling by ruling")
	fmt.Fprintln(w, "(each step is marked >, followed by what happened and a status line: the designation,")
	fmt.Fprintln(w, " the Cathar's face and zone, the stack, and what is exiled and why)")
	for i, ch := range chapters {
		fmt.Fprintf(w, "\n== Chapter %d: %s\n   (%s)\n", i+1, ch.title, ch.rules)
		if err := ch.play(w); err != nil {
			return fmt.Errorf("chapter %d: %w", i+1, err)
		}
	}
	return nil
}

// The players, by seat.
const (
	alice engine.PlayerID = 0
	bob   engine.PlayerID = 1
	carol engine.PlayerID = 2
)

// chapterNeither is chapter 1.
func chapterNeither(w io.Writer) error {
	s := duel(w, daynight.Neither)
	s.start(1, alice, engine.PrecombatMain)
	s.position("Turn 1, Alice's main phase; the game has neither designation. Bob has Grizzly Bears and Hill Giant.")
	castCatharOnBears(s)
	return s.err
}

// chapterNightfall is chapter 2.
func chapterNightfall(w io.Writer) error {
	s := duel(w, daynight.Neither)
	s.start(1, alice, engine.PrecombatMain)
	s.quietly(func() {
		castCatharOnBears(s)
		s.step("the game moves to Bob's turn", func() error { return s.advance(2, engine.PrecombatMain) })
	})
	s.position("As in chapter 1, Alice cast Brutal Cathar on turn 1 and it exiled Grizzly Bears; it is Bob's turn 2.")
	nightfall(s)
	return s.err
}

// chapterBruteDies is chapter 3.
func chapterBruteDies(w io.Writer) error {
	s := duel(w, daynight.Neither)
	s.start(1, alice, engine.PrecombatMain)
	s.quietly(func() {
		castCatharOnBears(s)
		s.step("the game moves to Bob's turn", func() error { return s.advance(2, engine.PrecombatMain) })
		nightfall(s)
	})
	s.position("As in chapter 2: night, Alice's upkeep on turn 3; Moonrage Brute holds Grizzly Bears in exile.")
	s.step("Alice passes; Bob casts Murder targeting Moonrage Brute", func() error {
		if err := s.g.PassPriority(alice); err != nil {
			return err
		}
		return s.cast(bob, "Murder", s.cathar())
	})
	s.answer(bob, engine.Yes())
	s.step("Bob and Alice pass: ward resolves, and Bob pays 3 life", s.passAll)
	s.step("Bob and Alice pass: Murder resolves", s.passAll)
	return s.err
}

// chapterCastAtNight is chapter 4.
func chapterCastAtNight(w io.Writer) error {
	s := duel(w, daynight.Night)
	s.start(1, alice, engine.PrecombatMain)
	s.position("Turn 1, Alice's main phase, and it is night. Bob has Grizzly Bears and Hill Giant.")
	s.step("Alice casts Brutal Cathar", func() error { return s.cast(alice, "Brutal Cathar") })
	s.step("Alice and Bob pass: Brutal Cathar resolves", s.passAll)
	return s.err
}

// chapterDaybreak is chapter 5.
func chapterDaybreak(w io.Writer) error {
	s := duel(w, daynight.Neither)
	s.start(1, alice, engine.PrecombatMain)
	s.quietly(func() {
		castCatharOnBears(s)
		s.step("the game moves to Bob's turn", func() error { return s.advance(2, engine.PrecombatMain) })
		nightfall(s)
		s.step("the game moves to Alice's main phase", func() error { return s.advance(3, engine.PrecombatMain) })
	})
	s.position("As in chapter 2: night, Alice's main phase on turn 3; Moonrage Brute holds Grizzly Bears in exile.")
	s.step("Alice casts two spells this turn: Lightning Bolt at Bob, twice", func() error {
		for range 2 {
			if err := s.cast(alice, "Lightning Bolt", engine.TargetPlayerID(bob)); err != nil {
				return err
			}
			if err := s.passAll(); err != nil {
				return err
			}
		}
		return nil
	})
	s.answer(alice, engine.PickName("Hill Giant"))
	s.step("Alice ends her turn; Bob's turn 4 begins", func() error { return s.advance(4, engine.Upkeep) })
	s.step("Bob and Alice pass: the exile ability resolves", s.passAll)
	s.step("Bob casts Murder targeting Brutal Cathar", func() error { return s.cast(bob, "Murder", s.cathar()) })
	s.step("Bob and Alice pass: Murder resolves", s.passAll)
	return s.err
}

// chapterLeavesFirst is chapter 6.
func chapterLeavesFirst(w io.Writer) error {
	s := newStory(w, daynight.Day, "Alice", "Bob")
	s.put(alice, zones.Battlefield, "Plains", "Plains", "Plains")
	s.put(alice, zones.Hand, "Brutal Cathar")
	s.put(bob, zones.Battlefield, "Island", "Grizzly Bears")
	s.put(bob, zones.Hand, "Unsummon")
	s.start(1, alice, engine.PrecombatMain)
	s.position("Turn 1, Alice's main phase, by day. Bob has Grizzly Bears, an Island and Unsummon.")
	s.step("Alice casts Brutal Cathar; Alice and Bob pass, and it resolves", func() error {
		if err := s.cast(alice, "Brutal Cathar"); err != nil {
			return err
		}
		return s.passAll()
	})
	s.step("Alice passes; Bob casts Unsummon targeting Brutal Cathar in response", func() error {
		if err := s.g.PassPriority(alice); err != nil {
			return err
		}
		return s.cast(bob, "Unsummon", s.cathar())
	})
	s.step("Bob and Alice pass: Unsummon resolves", s.passAll)
	s.step("Alice and Bob pass: the exile ability resolves", s.passAll)
	return s.err
}

// soldierToken is the 1/1 white Soldier creature token Raise the Alarm
// makes.
var soldierToken = engine.Finish(&engine.CardDef{Front: engine.Face{Name: "Soldier Token",
	Colors: engine.ColorSet(0).With(engine.White), Types: engine.Types(engine.Creature),
	Subtypes: engine.Subtypes(engine.Soldier), Power: 1, Toughness: 1}})

// chapterToken is chapter 7.
func chapterToken(w io.Writer) error {
	s := newStory(w, daynight.Day, "Alice", "Bob")
	s.put(alice, zones.Battlefield, "Plains", "Plains", "Plains")
	s.put(alice, zones.Hand, "Brutal Cathar")
	s.put(bob, zones.Battlefield, "Swamp", "Swamp", "Swamp")
	if _, err := s.g.Put(engine.Placement{Owner: bob, Zone: zones.Battlefield, Def: soldierToken, Token: true}); err != nil {
		return err
	}
	s.put(bob, zones.Hand, "Murder")
	s.start(1, alice, engine.PrecombatMain)
	s.position("Turn 1, Alice's main phase, by day. Bob's only creature is a Soldier token.")
	s.step("Alice casts Brutal Cathar; Alice and Bob pass, and it resolves", func() error {
		if err := s.cast(alice, "Brutal Cathar"); err != nil {
			return err
		}
		return s.passAll()
	})
	s.step("Alice and Bob pass: the exile ability resolves", s.passAll)
	s.step("Alice passes; Bob casts Murder targeting Brutal Cathar", func() error {
		if err := s.g.PassPriority(alice); err != nil {
			return err
		}
		return s.cast(bob, "Murder", s.cathar())
	})
	s.step("Bob and Alice pass: Murder resolves", s.passAll)
	return s.err
}

// chapterConcede is chapter 8.
func chapterConcede(w io.Writer) error {
	s := newStory(w, daynight.Day, "Alice", "Bob", "Carol")
	s.put(alice, zones.Battlefield, "Plains", "Plains", "Plains")
	s.put(alice, zones.Hand, "Brutal Cathar")
	s.put(bob, zones.Battlefield, "Grizzly Bears")
	s.put(carol, zones.Battlefield, "Hill Giant")
	s.start(1, alice, engine.PrecombatMain)
	s.position("Turn 1 of a three-player game, Alice's main phase, by day. Bob has Grizzly Bears, Carol Hill Giant.")
	s.answer(alice, engine.PickName("Grizzly Bears"))
	s.step("Alice casts Brutal Cathar; everyone passes, and it resolves", func() error {
		if err := s.cast(alice, "Brutal Cathar"); err != nil {
			return err
		}
		return s.passAll()
	})
	s.step("everyone passes: the exile ability resolves", s.passAll)
	s.step("Alice concedes", func() error { return s.g.Concede(alice) })
	return s.err
}

// duel returns the two-player table of chapters 1 to 5, before Start.
// Alice has three Plains and two Mountains, and Brutal Cathar and two
// Lightning Bolts in hand; Bob has three Swamps, Grizzly Bears and Hill
// Giant, and Murder in hand. Each library holds three basic lands to draw.
func duel(w io.Writer, d daynight.Designation) *story {
	s := newStory(w, d, "Alice", "Bob")
	s.put(alice, zones.Library, "Plains", "Plains", "Plains")
	s.put(alice, zones.Battlefield, "Plains", "Plains", "Plains", "Mountain", "Mountain")
	s.put(alice, zones.Hand, "Brutal Cathar", "Lightning Bolt", "Lightning Bolt")
	s.put(bob, zones.Library, "Swamp", "Swamp", "Swamp")
	s.put(bob, zones.Battlefield, "Swamp", "Swamp", "Swamp", "Grizzly Bears", "Hill Giant")
	s.put(bob, zones.Hand, "Murder")
	return s
}

// castCatharOnBears is chapter 1's play, which later chapters repeat
// quietly to reach their positions: Alice casts Brutal Cathar and its
// ability exiles Bob's Grizzly Bears.
func castCatharOnBears(s *story) {
	s.step("Alice casts Brutal Cathar", func() error { return s.cast(alice, "Brutal Cathar") })
	s.answer(alice, engine.PickName("Grizzly Bears"))
	s.step("Alice and Bob pass: Brutal Cathar resolves", s.passAll)
	s.step("Alice and Bob pass: the exile ability resolves", s.passAll)
}

// nightfall is chapter 2's play from Bob's turn 2: Bob casts nothing, so
// it becomes night in Alice's untap step, and the game goes on to her
// upkeep.
func nightfall(s *story) {
	s.step("Bob casts no spell and ends his turn; Alice's turn 3 begins (the game stops after her untap step)", func() error {
		if err := s.g.PauseAfter(3, engine.Untap); err != nil {
			return err
		}
		return s.advance(3, engine.Untap)
	})
	s.step("the game continues to Alice's upkeep", func() error {
		if err := s.g.Continue(); err != nil {
			return err
		}
		return s.advance(3, engine.Upkeep)
	})
}

// story is a game and its narrator. Its methods keep the first error and
// do nothing once there is one, so a chapter reads as a script and checks
// the error once at the end.
type story struct {
	w       io.Writer
	g       *engine.Game
	scripts []*engine.Scripted
	quiet   bool
	err     error
	// items remembers every spell and ability seen on the stack, for the
	// events that name them only by StackID.
	items map[engine.StackID]engine.StackItemInfo
}

// newStory creates a game with one scripted decider per player, in setup,
// with designation d.
func newStory(w io.Writer, d daynight.Designation, names ...string) *story {
	s := &story{w: w, items: map[engine.StackID]engine.StackItemInfo{}}
	var players []engine.PlayerConfig
	for _, n := range names {
		sc := engine.NewScripted()
		s.scripts = append(s.scripts, sc)
		players = append(players, engine.PlayerConfig{Name: n, Decider: sc})
	}
	s.g, s.err = engine.New(players, engine.WithSeed(1))
	if s.err == nil {
		s.err = s.g.SetStartingDayNight(d)
	}
	return s
}

// put places cards owned by p in zone z during setup.
func (s *story) put(p engine.PlayerID, z zones.Kind, names ...string) {
	for _, n := range names {
		if s.err != nil {
			return
		}
		def, err := cards.Lookup(n)
		if err != nil {
			s.err = err
			return
		}
		_, s.err = s.g.Put(engine.Placement{Owner: p, Zone: z, Def: def})
	}
}

// start begins play at turn n, player p's step st.
func (s *story) start(n int, p engine.PlayerID, st engine.Step) {
	if s.err == nil {
		s.err = s.g.Start(engine.StartAt{Turn: n, Player: p, Step: st})
	}
}

// answer queues answers for p's scripted decider.
func (s *story) answer(p engine.PlayerID, a ...engine.Answer) { s.scripts[p].Push(a...) }

// quietly runs f without narrating it: the chapter's prologue.
func (s *story) quietly(f func()) {
	s.quiet = true
	f()
	s.quiet = false
}

// position tells where a chapter starts, with a status line.
func (s *story) position(text string) {
	if s.err != nil {
		return
	}
	fmt.Fprintln(s.w, "   "+text)
	s.status()
}

// step performs one step of the script, then narrates the events it
// caused and the status after it.
func (s *story) step(label string, act func() error) {
	if s.err != nil {
		return
	}
	s.remember()
	from := s.g.EventCount()
	if err := act(); err != nil {
		s.err = fmt.Errorf("%s: %w", label, err)
		return
	}
	s.remember()
	var evs []engine.Event
	for ev := range s.g.EventsSince(from) {
		evs = append(evs, ev)
	}
	if !s.quiet {
		fmt.Fprintf(s.w, "\n > %s\n", label)
	}
	s.tell(evs)
	if !s.quiet {
		s.status()
	}
}

// remember records what is on the stack now.
func (s *story) remember() {
	for _, it := range s.g.Stack() {
		s.items[it.ID] = it
	}
}

// card returns the first card named name in p's hand.
func (s *story) card(p engine.PlayerID, name string) (engine.ObjID, error) {
	for _, id := range s.g.Zone(p, zones.Hand) {
		if s.g.Characteristics(id).Name == name {
			return id, nil
		}
	}
	return engine.NoObj, fmt.Errorf("%s has no %s in hand", s.g.PlayerName(p), name)
}

// cast casts the card named name from p's hand with the given targets.
func (s *story) cast(p engine.PlayerID, name string, targets ...engine.Target) error {
	id, err := s.card(p, name)
	if err != nil {
		return err
	}
	err = s.g.CastSpell(p, id, engine.CastOptions{Targets: targets})
	s.remember()
	return err
}

// passAll has every player still in the game pass priority in turn, from
// the one who holds it: the top of the stack resolves, or the step ends.
func (s *story) passAll() error {
	n := 0
	for p := range s.g.NumPlayers() {
		if !s.g.HasLeft(engine.PlayerID(p)) {
			n++
		}
	}
	for range n {
		p := s.g.PriorityPlayer()
		if p == engine.NoPlayer {
			return fmt.Errorf("pass: nobody holds priority")
		}
		if err := s.g.PassPriority(p); err != nil {
			return err
		}
		s.remember()
	}
	return nil
}

// advance plays on, with every player passing and declaring no attackers
// or blockers, until it is turn n's step st, or the game pauses.
func (s *story) advance(n int, st engine.Step) error {
	for range 1000 {
		turn, _, step := s.g.Turn()
		w := s.g.Waiting()
		switch {
		case w.Over:
			return fmt.Errorf("advance: the game is over")
		case w.Paused || (turn == n && step == st):
			return nil
		case w.Attackers != engine.NoPlayer:
			if err := s.g.DeclareAttackers(w.Attackers, nil); err != nil {
				return err
			}
		case len(w.Blockers) > 0:
			if err := s.g.DeclareBlockers(w.Blockers[0], nil); err != nil {
				return err
			}
		case w.Priority != engine.NoPlayer:
			if err := s.g.PassPriority(w.Priority); err != nil {
				return err
			}
		default:
			return fmt.Errorf("advance: the game waits for nothing")
		}
		s.remember()
	}
	return fmt.Errorf("advance: turn %d %v not reached", n, st)
}

// cathar returns the target that is the (first) Brutal Cathar card on the
// battlefield, whichever face is up.
func (s *story) cathar() engine.Target {
	for _, id := range s.g.Battlefield() {
		if info, err := s.g.Object(id); err == nil && isCathar(info.Def) {
			return engine.TargetObject(id)
		}
	}
	return engine.TargetObject(engine.NoObj)
}

// isCathar reports whether def is Brutal Cathar // Moonrage Brute.
func isCathar(def *engine.CardDef) bool { return def != nil && def.Front.Name == "Brutal Cathar" }

// name returns an object's name as it is (or was last) known.
func (s *story) name(id engine.ObjID) string { return s.g.Characteristics(id).Name }

// info returns a view of an object; a zero view for an unknown one.
func (s *story) info(id engine.ObjID) engine.ObjectInfo {
	info, _ := s.g.Object(id)
	return info
}

// tell narrates the events of one step. The engine's own account of an
// event (Describe) names the targets of a spell or ability and why a card
// is exiled; the narrator adds the rules and the faces.
func (s *story) tell(evs []engine.Event) {
	pendingStep := "" // a step's beginning is told only if something happens in it
	told := false
	say := func(line string) {
		if s.quiet {
			return
		}
		told = true
		if pendingStep != "" {
			fmt.Fprintln(s.w, "     "+pendingStep)
			pendingStep = ""
		}
		fmt.Fprintln(s.w, "     "+line)
	}
	for _, ev := range evs {
		switch ev.Kind {
		case engine.EvPriorityPassed, engine.EvManaEmptied, engine.EvDrew, engine.EvTapped, engine.EvUntapped,
			engine.EvTappedForMana, engine.EvManaAdded, engine.EvBecameTarget, engine.EvGameStarted, engine.EvShuffled,
			engine.EvEnteredTransformed:
			// noise: passes, mana, draws and targets (told with the spell or
			// ability), entering transformed (told with the zone change)
		case engine.EvAbilityActivated:
			if _, ok := ev.StackID(); ok { // none: a mana ability
				say(s.g.Describe(ev))
			}
		case engine.EvTurnBegan:
			pendingStep = ""
			say(s.g.Describe(ev) + "'s turn")
		case engine.EvStepBegan:
			pendingStep = "(" + strings.TrimSpace(s.g.Describe(ev)) + ")"
		case engine.EvAbilityTriggered:
			line := s.g.Describe(ev)
			id, _ := ev.StackID()
			if it := s.items[id]; strings.HasPrefix(it.Text, "ward") {
				line += " — " + it.Text + " (CR 702.21a)"
			}
			say(line)
		case engine.EvResolved:
			say(s.resolved(ev))
		case engine.EvZoneChanged:
			if line := s.zoneChange(ev); line != "" {
				say(line)
			}
		case engine.EvCeasedToExist:
			line := s.g.Describe(ev) + " (CR 704.5d)"
			if _, ok := s.exiledUntil(ev.Obj); ok {
				line += ": an exiled token never returns (CR 111.7)"
			}
			say(line)
		case engine.EvTransformed:
			info := s.info(ev.Obj)
			from, to := info.Def.Front.Name, info.Def.Back.Name
			if up, _ := ev.BackFaceUp(); !up {
				from, to = to, from
			}
			say(fmt.Sprintf("%s transforms into %s: the same object, #%d (CR 712.18)", from, to, ev.Obj))
		case engine.EvDayNightCheck, engine.EvNothingExiled:
			say(s.g.Describe(ev) + " (" + s.g.EventRule(ev) + ")") // what did not happen, and why
		case engine.EvDayNight:
			line := s.g.Describe(ev)
			if now, before, _ := ev.Designation(); before == daynight.Neither {
				line += " (the game had neither; a daybound permanent makes it day, CR 702.145d)"
			} else {
				line += fmt.Sprintf(" (%v becomes %v, CR 731.1a)", before, now)
			}
			say(line)
		default:
			say(s.g.Describe(ev))
		}
	}
	if !told && !s.quiet {
		fmt.Fprintln(s.w, "     (nothing happens, and nothing triggers)")
	}
}

// targets describes the targets of a spell or ability on the stack.
func (s *story) targets(id engine.StackID) string {
	it, ok := s.items[id]
	if !ok || len(it.Targets) == 0 {
		return ""
	}
	var names []string
	for _, t := range it.Targets {
		if t.IsPlayer {
			names = append(names, s.g.PlayerName(t.Player))
		} else {
			names = append(names, s.name(t.Obj))
		}
	}
	return ", targeting " + strings.Join(names, " and ")
}

// resolved tells that a spell or ability resolved.
func (s *story) resolved(ev engine.Event) string {
	id, _ := ev.StackID()
	it, ok := s.items[id]
	switch {
	case !ok || it.Spell:
		return s.g.Describe(ev)
	case strings.HasPrefix(it.Text, "ward"):
		return "the ward ability of " + s.name(ev.Obj) + " resolves"
	}
	return "the ability of " + s.name(ev.Obj) + " resolves"
}

// zoneChange tells a zone change, or returns "" for one another event
// already tells.
func (s *story) zoneChange(ev engine.Event) string {
	line := s.g.Describe(ev)
	newInfo := s.info(ev.Other)
	switch {
	case ev.To == zones.Stack:
		return "" // told by "casts"
	case ev.From == zones.Stack && ev.To == zones.Graveyard && !newInfo.Characteristics.Types.Permanent():
		return "" // a resolved instant
	case ev.To == zones.Battlefield && newInfo.Def != nil && newInfo.Def.Back != nil:
		if newInfo.BackFace {
			line += ", back face up as " + newInfo.Def.Back.Name
			if ev.From == zones.Stack {
				line += ": it does not enter front face up and transform (CR 702.145b(1))"
			}
		} else {
			line += ", front face up as " + newInfo.Def.Front.Name
		}
	}
	if _, ok := s.exiledUntil(ev.Obj); ok && ev.From == zones.Exile {
		if ev.To == zones.Battlefield {
			line += fmt.Sprintf(": it returns at once, as a new object (#%d, was #%d), under its owner %s's control (CR 610.3c, 400.7)",
				ev.Other, ev.Obj, s.g.PlayerName(newInfo.Owner))
		} else {
			line += ": it will not return (CR 800.4a)"
		}
	}
	if _, ok := ev.ExiledUntil(); ok {
		line += " (CR 610.3)" // Describe says until what
	}
	if ev.From == zones.Battlefield && isCathar(newInfo.Def) && ev.To != zones.Exile && ev.To != zones.None {
		if old := s.name(ev.Obj); old != newInfo.Characteristics.Name {
			line += fmt.Sprintf(" (there it is the card %s, CR 712.8a)", newInfo.Characteristics.Name)
		}
	}
	return line
}

// exiledUntil returns the object whose leaving the battlefield was to
// return exiled object id (CR 610.3): the engine records it on the event
// that exiled it, and keeps it there after the link is gone.
func (s *story) exiledUntil(id engine.ObjID) (engine.ObjID, bool) {
	for ev := range s.g.Events() {
		if ev.Kind == engine.EvZoneChanged && ev.Other == id {
			return ev.ExiledUntil()
		}
	}
	return engine.NoObj, false
}

// status prints the designation, where each Cathar is and which face it
// has up, the stack, and what is exiled and why.
func (s *story) status() {
	var cathars []string
	seen := map[engine.CardID]bool{}
	var ids []engine.ObjID
	for p := range s.g.NumPlayers() {
		for _, z := range []zones.Kind{zones.Hand, zones.Graveyard} {
			ids = append(ids, s.g.Zone(engine.PlayerID(p), z)...)
		}
	}
	ids = append(ids, s.g.Battlefield()...)
	ids = append(ids, s.g.Zone(engine.NoPlayer, zones.Stack)...)
	ids = append(ids, s.g.Zone(engine.NoPlayer, zones.Exile)...)
	for _, id := range ids {
		info := s.info(id)
		if !isCathar(info.Def) || seen[info.Card] {
			continue
		}
		seen[info.Card] = true
		cathars = append(cathars, s.catharStatus(info))
	}
	for _, c := range s.catharCards() {
		if !seen[c] {
			cathars = append(cathars, s.g.PlayerName(s.ownerOfCard(c))+"'s Cathar has left the game")
		}
	}
	stack := "empty"
	if items := s.g.Stack(); len(items) > 0 {
		var parts []string
		for i := len(items) - 1; i >= 0; i-- {
			it := items[i]
			switch {
			case it.Spell:
				parts = append(parts, it.Text+s.targets(it.ID))
			case strings.HasPrefix(it.Text, "ward"):
				parts = append(parts, "ward of "+s.name(it.Obj))
			default:
				parts = append(parts, "ability of "+s.name(it.Obj)+s.targets(it.ID))
			}
		}
		stack = strings.Join(parts, " / ")
		if len(parts) > 1 {
			stack += " (top first)"
		}
	}
	designation := s.g.DayNight().String()
	if s.g.DayNight() == daynight.Neither {
		designation = "neither day nor night"
	}
	fmt.Fprintf(s.w, "     = %s | %s | stack: %s\n", designation, strings.Join(cathars, "; "), stack)
	exile := s.g.Zone(engine.NoPlayer, zones.Exile)
	if len(exile) == 0 {
		fmt.Fprintln(s.w, "     = exile: empty")
		return
	}
	for _, id := range exile {
		line := s.name(id)
		if l, ok := s.g.ExileLinkOf(id); ok {
			line += fmt.Sprintf(" — exiled by %s's %s until it leaves the battlefield (CR 610.3)",
				s.g.PlayerName(l.Creator), s.info(l.Source).Def.Front.Name)
		}
		fmt.Fprintln(s.w, "     = exile: "+line)
	}
}

// catharStatus says where a Cathar is and which face it has up.
func (s *story) catharStatus(info engine.ObjectInfo) string {
	owner := s.g.PlayerName(info.Owner)
	switch info.Zone {
	case zones.Battlefield:
		face := "Brutal Cathar (front face up)"
		if info.BackFace {
			face = "Moonrage Brute (back face up)"
		}
		return fmt.Sprintf("%s's Cathar is %s, object #%d", owner, face, info.ID)
	case zones.Stack:
		face := "Brutal Cathar, front face up"
		if info.BackFace {
			face = "Moonrage Brute, back face up"
		}
		return fmt.Sprintf("%s's Cathar is a spell on the stack: %s", owner, face)
	}
	return fmt.Sprintf("%s's Cathar is in %s's %v (the card %s)", owner, owner, info.Zone, info.Characteristics.Name)
}

// catharCards returns every Brutal Cathar card the narration has seen,
// whether or not it still exists.
func (s *story) catharCards() []engine.CardID {
	var out []engine.CardID
	for _, it := range s.items {
		if info := s.info(it.Obj); isCathar(info.Def) && !slices.Contains(out, info.Card) {
			out = append(out, info.Card)
		}
	}
	slices.Sort(out)
	return out
}

// ownerOfCard returns the owner of a physical card.
func (s *story) ownerOfCard(c engine.CardID) engine.PlayerID {
	id, _ := s.g.CardObject(c)
	return s.info(id).Owner
}
