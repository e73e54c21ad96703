package engine_test

import (
	"errors"
	"fmt"
	"math"
	"os"
	"reflect"
	"testing"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// engineSentinels are the errors every failed action must wrap one of.
var engineSentinels = []error{
	engine.ErrGameOver, engine.ErrNotStarted, engine.ErrStarted, engine.ErrNoPriority, engine.ErrTiming,
	engine.ErrCannotPay, engine.ErrSummoningSick, engine.ErrIllegalTarget, engine.ErrUnknownPlayer,
	engine.ErrPlayerLeft, engine.ErrUnknownObject, engine.ErrWrongZone, engine.ErrNotController,
	engine.ErrInvalidValue, engine.ErrNoAbility, engine.ErrNotCastable, engine.ErrLandPlay,
	engine.ErrIllegalAttack, engine.ErrIllegalBlock, engine.ErrNotWaiting, engine.ErrNoDecision,
	engine.ErrIllegalChoice, engine.ErrUnknownCard, engine.ErrLoyaltyUsed,
	engine.ErrDecisionPending, engine.ErrNoPendingDecision, engine.ErrNotYourDecision,
}

func wrapsSentinel(err error) bool {
	for _, s := range engineSentinels {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// gameFuzzer plays one game from the fuzzer's bytes: the setup, every
// choice of action and every answer of the deciders come from them.
type gameFuzzer struct {
	t       *testing.T
	data    []byte
	pos     int
	g       *engine.Game
	np      int
	maxObj  engine.ObjID // the largest object id seen so far
	illegal []engine.DecisionKind
	log     []string // what was done, for the failure message
	ops     int
	errs    int
	rnd     uint64
	// deck, when set, gives every player that deck instead of one chosen
	// by the bytes (fuzz_deck_test.go).
	deck func() []*engine.CardDef
	// waiter is the player of a game made WithWaitingDecisions who has no
	// decider, whose decisions wait (fuzz_wait_test.go); NoPlayer when
	// every player has one.
	waiter engine.PlayerID
	// answered counts the answers Answer took, by decision kind.
	answered [engine.DecideAttachPlayer + 1]int
	// viewed is the number of events checkViews has read back.
	viewed int
	// sample picks the operations checked in full (fuzz_sample_test.go);
	// checked is whether it picked the operation in progress.
	sample  sampler
	checked bool
}

// fuzzTail is how many bytes a game goes on for once the input is used
// up: they come from a generator seeded by the input, so that short inputs
// still reach deep positions.
const fuzzTail = 600

// next returns the next byte: from the input, then from the generator.
func (f *gameFuzzer) next() byte {
	f.pos++
	if f.pos <= len(f.data) {
		return f.data[f.pos-1]
	}
	if f.rnd == 0 {
		f.rnd = 0x9e3779b97f4a7c15
		for _, b := range f.data {
			f.rnd = (f.rnd ^ uint64(b)) * 0x100000001b3
		}
	}
	// splitmix64
	f.rnd += 0x9e3779b97f4a7c15
	z := f.rnd
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return byte(z ^ (z >> 31))
}

func (f *gameFuzzer) done() bool { return f.pos >= len(f.data)+fuzzTail }

func (f *gameFuzzer) fail(format string, args ...any) {
	f.t.Helper()
	tail := f.log
	if len(tail) > 15 {
		tail = tail[len(tail)-15:]
	}
	f.t.Fatalf("%s\nlast operations:\n  %s", fmt.Sprintf(format, args...), joinLines(tail))
}

func joinLines(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += "\n  "
		}
		out += s
	}
	return out
}

// player returns a player id: usually one of the game's, sometimes one
// that does not exist.
func (f *gameFuzzer) player() engine.PlayerID {
	b := f.next()
	switch b % 8 {
	case 0:
		return engine.NoPlayer
	case 1:
		return engine.PlayerID(f.np + int(b>>3)%4) // beyond the last player
	case 2:
		return engine.PlayerID(-2 - int(b>>3)%100)
	}
	return engine.PlayerID(int(b>>3) % f.np)
}

// object returns an object id: one from a zone, or an id that is unknown,
// negative, zero, huge or no longer current.
func (f *gameFuzzer) object() engine.ObjID {
	b := f.next()
	g := f.g
	var pile []engine.ObjID
	switch b % 12 {
	case 0:
		return engine.NoObj
	case 1:
		return -engine.ObjID(f.next()) - 1
	case 2:
		return f.maxObj + 1 + engine.ObjID(f.next()%8)
	case 3:
		return math.MaxInt32
	case 4:
		return math.MinInt32
	case 5:
		return engine.ObjID(int(f.next())%int(f.maxObj+1)) + 1 // any id, often an old object
	case 6, 7:
		pile = g.Battlefield()
	case 8, 9:
		pile = g.Zone(engine.PlayerID(int(f.next())%f.np), zones.Hand)
	case 10:
		pile = g.Zone(engine.PlayerID(int(f.next())%f.np), zones.Graveyard)
	case 11:
		switch f.next() % 3 {
		case 0:
			pile = g.Zone(engine.NoPlayer, zones.Stack)
		case 1:
			pile = g.Zone(engine.NoPlayer, zones.Exile)
		default:
			pile = g.Zone(engine.PlayerID(int(f.next())%f.np), zones.Library)
		}
	}
	if len(pile) == 0 {
		return engine.ObjID(int(b) % int(f.maxObj+2))
	}
	return pile[int(f.next())%len(pile)]
}

func (f *gameFuzzer) targets() []engine.Target {
	n := int(f.next() % 7) // up to 6: more than any spell may have
	var ts []engine.Target
	for range n {
		switch b := f.next(); {
		case b%4 == 0:
			ts = append(ts, engine.TargetPlayerID(f.player()))
		case b%4 == 1 && len(ts) > 0:
			ts = append(ts, ts[int(b>>2)%len(ts)]) // a duplicate
		case b%4 == 2:
			ts = append(ts, engine.Target{Obj: f.object(), Player: f.player(), IsPlayer: b&16 != 0})
		default:
			ts = append(ts, engine.TargetObject(f.object()))
		}
	}
	return ts
}

func (f *gameFuzzer) number() int {
	switch b := f.next(); b % 6 {
	case 0:
		return -int(f.next()) - 1
	case 1:
		return math.MaxInt32
	case 2:
		return math.MinInt
	case 3:
		return 1000 + int(f.next())
	default:
		return int(b >> 3)
	}
}

// decide is every player's decider: it answers from the bytes, usually
// legally, sometimes with an answer that is not legal, and sometimes it
// first tries to act inside the decision, which must be refused.
func (f *gameFuzzer) decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	n := len(d.Options)
	op := f.next()
	switch {
	case op < 12:
		f.illegal = append(f.illegal, d.Kind)
		switch op % 4 {
		case 0:
			return []int{n}, nil // no such option
		case 1:
			return []int{-1}, nil
		case 2:
			return []int{0, 0}, nil // twice the same (or no such option)
		default:
			return nil, engine.ErrNoDecision
		}
	case op < 16:
		before := g.Clone()
		if err := g.PassPriority(d.Player); !errors.Is(err, engine.ErrNotWaiting) {
			f.fail("an action inside a decision returned %v, want ErrNotWaiting", err)
		}
		if err := g.Perform(engine.Action{Kind: engine.ActPass, Player: d.Player}); !errors.Is(err, engine.ErrNotWaiting) {
			f.fail("Perform inside a decision returned %v, want ErrNotWaiting", err)
		}
		if diff := engine.StateDiff(before, g); diff != "" {
			f.fail("an action refused inside a decision changed the game: %s", diff)
		}
	}
	return f.legalAnswer(d), nil
}

// legalAnswer is a legal answer to d from the bytes.
func (f *gameFuzzer) legalAnswer(d *engine.Decision) []int {
	n := len(d.Options)
	if d.Ordered {
		ans := identity(n)
		for i := n - 1; i > 0; i-- {
			j := int(f.next()) % (i + 1)
			ans[i], ans[j] = ans[j], ans[i]
		}
		return ans
	}
	lo, hi := max(d.Min, 0), min(d.Max, n)
	if hi < lo {
		return nil
	}
	k := lo + int(f.next())%(hi-lo+1)
	idx := identity(n)
	for i := range k {
		j := i + int(f.next())%(n-i)
		idx[i], idx[j] = idx[j], idx[i]
	}
	return idx[:k]
}

func identity(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// poolDeck is a deck of 40 cards drawn from the whole pool by the fuzzer's
// bytes: 16 basic lands of its choice and 24 other cards, so that every
// card, not only those of the preset decks, meets the fuzzer.
func (f *gameFuzzer) poolDeck() []*engine.CardDef {
	var spells []*engine.CardDef
	for _, name := range cards.Names() {
		if d := cards.MustLookup(name); d.Front.Name == name && !d.Front.Types.Has(engine.Land) {
			spells = append(spells, d)
		}
	}
	basics := []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	deck := make([]*engine.CardDef, 0, 40)
	for range 16 {
		deck = append(deck, cards.MustLookup(basics[int(f.next())%len(basics)]))
	}
	for range 24 {
		deck = append(deck, spells[(int(f.next())<<8|int(f.next()))%len(spells)])
	}
	return deck
}

// setup builds the game: 2 to 5 players, a seed, a preset deck each or a
// deck drawn from the whole pool. A first byte that gives four players
// and has its high bit set makes the game one of Two-Headed Giant.
func (f *gameFuzzer) setup() bool {
	first := f.next()
	f.np = 2 + int(first)%4
	variant := engine.FreeForAll
	if f.np == 4 && first&0x80 != 0 {
		variant = engine.TwoHeadedGiant
	}
	seed := uint64(f.next()) | uint64(f.next())<<8
	presets := cards.Presets()
	f.waiter = waiterFor(seed, f.np)
	cfg := make([]engine.PlayerConfig, f.np)
	for i := range cfg {
		var deck []*engine.CardDef
		if k := int(f.next()) % (len(presets) + 1); f.deck != nil {
			deck = f.deck()
		} else if k < len(presets) {
			var err error
			if deck, err = cards.Deck(presets[k].Name); err != nil {
				f.t.Fatal(err)
			}
		} else {
			deck = f.poolDeck()
		}
		cfg[i] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", i), Deck: deck,
			Decider: engine.DeciderFunc(f.decide)}
	}
	opts := []engine.GameOption{engine.WithSeed(seed), engine.WithVariant(variant)}
	if f.waiter != engine.NoPlayer {
		cfg[f.waiter].Decider = nil
		opts = append(opts, engine.WithWaitingDecisions())
	}
	g, err := newChecked(cfg, opts...)
	if err != nil {
		f.t.Fatal(err)
	}
	f.g = g
	f.planeswalkers(seed)
	f.illegal = f.illegal[:0]
	err = g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
	for i := 0; errors.Is(err, engine.ErrDecisionPending) && i < 100; i++ {
		_, err = f.answer() // the start stopped at the waiting player's decision
	}
	if err != nil {
		// Only a decision (an illegal answer) can make the start fail.
		if !wrapsSentinel(err) || len(f.illegal) == 0 {
			f.fail("start: %v", err)
		}
		return false
	}
	return true
}

// planeswalkers gives, in a quarter of the games (by the seed, so that no
// byte is read and the corpus keeps its meaning), each player an Arlinn,
// the Pack's Hope on the battlefield with its printed loyalty: few games
// would cast one, and planeswalkers are attacked, damaged and activated
// only on the battlefield.
func (f *gameFuzzer) planeswalkers(seed uint64) {
	if seed%4 != 0 {
		return
	}
	def := cards.MustLookup("Arlinn, the Pack's Hope")
	for p := range f.np {
		pl := engine.Placement{Owner: engine.PlayerID(p), Zone: zones.Battlefield, Def: def}
		pl.Counters[engine.Loyalty] = int(def.Front.Loyalty)
		if _, err := f.g.Put(pl); err != nil {
			f.t.Fatal(err)
		}
	}
}

// updateMax records the largest object id the zones show.
func (f *gameFuzzer) updateMax() {
	g := f.g
	see := func(ids []engine.ObjID) {
		for _, id := range ids {
			f.maxObj = max(f.maxObj, id)
		}
	}
	see(g.Battlefield())
	see(g.Zone(engine.NoPlayer, zones.Exile))
	see(g.Zone(engine.NoPlayer, zones.Stack))
	for p := range f.np {
		for _, z := range []zones.Kind{zones.Library, zones.Hand, zones.Graveyard} {
			see(g.Zone(engine.PlayerID(p), z))
		}
	}
}

// op performs one operation chosen by the bytes and returns its name and
// error.
func (f *gameFuzzer) op() (string, error) {
	g := f.g
	b := f.next()
	switch b % 16 {
	case 0, 1, 2, 3, 4, 5:
		return "step", g.Step()
	case 6, 7:
		// A legal action of the player with priority, or a legal-looking
		// declaration of attackers or blockers.
		w := g.Waiting()
		switch {
		case w.Priority != engine.NoPlayer:
			acts := g.LegalActions(w.Priority, nil)
			if len(acts) == 0 {
				f.fail("player %d holds priority but has no legal action (not even passing)", w.Priority)
			}
			a := acts[int(f.next())%len(acts)]
			return fmt.Sprintf("legal %+v", a), g.Perform(a)
		case w.Attackers != engine.NoPlayer:
			var attacks []engine.Attack
			for _, id := range g.Battlefield() {
				if c := g.Characteristics(id); c.Controller == w.Attackers && c.Is(engine.Creature) && f.next()%2 == 0 {
					attacks = append(attacks, f.attackOn(id))
				}
			}
			return fmt.Sprintf("attack %v", attacks), g.DeclareAttackers(w.Attackers, attacks)
		case len(w.Blockers) > 0:
			p := w.Blockers[int(f.next())%len(w.Blockers)]
			var attackers []engine.ObjID
			for _, id := range g.Battlefield() {
				if info, err := g.Object(id); err == nil && info.Attacking != engine.NoPlayer {
					attackers = append(attackers, id)
				}
			}
			var blocks []engine.Block
			for _, id := range g.Battlefield() {
				if c := g.Characteristics(id); c.Controller == p && c.Is(engine.Creature) && len(attackers) > 0 && f.next()%2 == 0 {
					blocks = append(blocks, engine.Block{Blocker: id, Attacker: attackers[int(f.next())%len(attackers)]})
				}
			}
			return fmt.Sprintf("block %d %v", p, blocks), g.DeclareBlockers(p, blocks)
		}
		return "step", g.Step()
	case 8:
		p, obj, ts, x := f.player(), f.object(), f.targets(), f.number()
		b := f.next()
		// One byte, as before flash and flashback: the corpus keeps its
		// meaning. Both free and flashback: two alternative costs (CR 118.9a).
		free, flash, flashback := b%8 == 0 || b%8 == 2, b%8 == 1, b%8 == 2 || b%8 == 3
		return fmt.Sprintf("cast %d %d %v X=%d free=%v flash=%v flashback=%v", p, obj, ts, x, free, flash, flashback),
			g.CastSpell(p, obj, engine.CastOptions{Targets: ts, X: x, WithoutPaying: free, AsThoughFlash: flash, Flashback: flashback})
	case 9:
		p, obj := f.player(), f.object()
		return fmt.Sprintf("play land %d %d", p, obj), g.PlayLand(p, obj)
	case 10:
		p, obj, idx, ts := f.player(), f.object(), int(int8(f.next()))%6, f.targets()
		x := 0
		if f.next()%4 == 0 {
			x = f.number()
		}
		color := engine.ManaType(f.next() % 9)
		return fmt.Sprintf("activate %d %d #%d %v X=%d color=%d", p, obj, idx, ts, x, color),
			g.ActivateAbility(p, obj, idx, engine.ActivateOptions{Targets: ts, X: x, Color: color})
	case 11:
		p := f.player()
		if f.next()%2 == 0 {
			a := engine.Action{Kind: engine.ActionKind(f.next() % 6), Player: p, Obj: f.object(), Ability: int(int8(f.next()))}
			ts := f.targets()
			a.NTargets = int8(copy(a.Targets[:], ts))
			if f.next()%8 == 0 {
				a.NTargets = int8(f.next()) // out of range either way
			}
			return fmt.Sprintf("perform %+v", a), f.perform(a)
		}
		return fmt.Sprintf("pass %d", p), g.PassPriority(p)
	case 12:
		p := f.player()
		n := int(f.next() % 5)
		var attacks []engine.Attack
		for range n {
			a := engine.Attack{Attacker: f.object(), Defender: f.player()}
			if f.next()%4 == 0 {
				a.Planeswalker = f.object() // often no planeswalker, or not the defender's
			}
			attacks = append(attacks, a)
			if f.next()%4 == 0 {
				attacks = append(attacks, attacks[0]) // declared twice
			}
		}
		return fmt.Sprintf("attack %d %v", p, attacks), g.DeclareAttackers(p, attacks)
	case 13:
		p := f.player()
		n := int(f.next() % 5)
		var blocks []engine.Block
		for range n {
			blocks = append(blocks, engine.Block{Blocker: f.object(), Attacker: f.object()})
			if f.next()%4 == 0 {
				blocks = append(blocks, blocks[0])
			}
		}
		return fmt.Sprintf("block %d %v", p, blocks), g.DeclareBlockers(p, blocks)
	case 14:
		switch c := f.next(); c % 8 {
		case 0:
			d := daynight.Designation(f.next() % 5)
			return fmt.Sprintf("it becomes %v", d), g.ItBecomes(d)
		case 1:
			return "continue", g.Continue()
		case 2:
			n, s := int(f.next())%8-2, engine.Step(f.next()%14)
			turn, _, _ := g.Turn()
			return fmt.Sprintf("pause after %d %v", turn+n, s), g.PauseAfter(turn+n, s)
		case 3:
			return "start", g.Start(engine.StartAt{Turn: f.number(), Player: f.player(), Step: engine.Step(f.next())})
		case 4:
			_, err := g.Put(engine.Placement{Owner: f.player(), Zone: zones.Kind(f.next() % 8), Def: cards.MustLookup("Grizzly Bears")})
			return "put", err
		case 5:
			return "set life", g.SetLife(f.player(), f.number())
		case 6:
			return "set day/night", g.SetStartingDayNight(daynight.Designation(f.next() % 4))
		default:
			return "step", g.Step()
		}
	default:
		// Conceding ends games quickly: only on a second byte.
		if f.next()%16 == 0 {
			p := f.player()
			return fmt.Sprintf("concede %d", p), g.Concede(p)
		}
		return "step", g.Step()
	}
}

// attackOn is an attack by creature id on a player or, when the bytes
// say so and there is one, on a planeswalker on the battlefield, with its
// controller as the defending player (CR 506.3, 508.5).
func (f *gameFuzzer) attackOn(id engine.ObjID) engine.Attack {
	a := engine.Attack{Attacker: id, Defender: engine.PlayerID(int(f.next()) % f.np)}
	if f.next()%2 == 0 {
		return a
	}
	for _, pw := range f.g.Battlefield() {
		if c := f.g.Characteristics(pw); c.Is(engine.Planeswalker) {
			a.Planeswalker, a.Defender = pw, c.Controller
			break
		}
	}
	return a
}

// perform is Perform, which must never panic on a malformed Action.
func (f *gameFuzzer) perform(a engine.Action) error { return f.g.Perform(a) }

// run plays the game and checks every step.
func (f *gameFuzzer) run() {
	f.sample = newSampler(f.data)
	f.checked = true // the setup is checked in full
	if !f.setup() {
		return
	}
	if err := f.g.CheckInvariants(); err != nil {
		f.fail("after start: %v", err)
	}
	// The whole game is played with a mark held, and one more from the
	// hundredth operation on: rewound to at the end, the game must be as
	// it was at each (Mark). Marks change nothing of the game itself. (A
	// game that goes on as a clone or a restored copy leaves the marked
	// one where it was: that one is rewound.)
	var marks []engine.Mark
	var marked, copies []*engine.Game
	mark := func() {
		marks, marked, copies = append(marks, f.g.Mark()), append(marked, f.g), append(copies, f.g.Clone())
		if err := marks[len(marks)-1].Err(); err != nil {
			f.fail("mark: %v", err)
		}
	}
	mark()
	sample := f.sample
	for ops := 0; !f.done() && ops < 1000; ops++ {
		if ops == 100 {
			mark()
		}
		f.updateMax()
		g := f.g
		checked := sample.checks(ops)
		f.checked = checked
		sample.verifyUndo(g, checked)
		var before *engine.Game
		if checked {
			before = g.Clone()
		}
		events := g.EventCount()
		f.illegal = f.illegal[:0]
		name, err := f.waitingOp()
		f.log = append(f.log, fmt.Sprintf("%d: %s -> %v", ops, name, err))
		if err != nil {
			if !wrapsSentinel(err) {
				f.fail("%s: the error wraps no engine sentinel: %v", name, err)
			}
			if before != nil {
				if diff := engine.StateDiff(before, g); diff != "" {
					f.fail("%s failed (%v) but changed the state: %s", name, err, diff)
				}
			}
			if g.EventCount() != events {
				f.fail("%s failed (%v) but emitted %d events", name, err, g.EventCount()-events)
			}
		} else {
			for _, k := range f.illegal {
				// One decision falls back on its own when the answer is
				// illegal: Step's blockers become no blocks.
				if k != engine.DecideBlockers {
					f.fail("%s succeeded although a decider answered a %v decision illegally", name, k)
				}
			}
		}
		if checked {
			if err := g.CheckInvariants(); err != nil {
				f.fail("after %s (%v): %v", name, err, err)
			}
		}
		if sample.views(ops) {
			f.checkViews(false)
		}
		f.ops++
		if err != nil {
			f.errs++
		}
	}
	f.checked = true
	sample.verifyUndo(f.g, true)
	if err := f.g.CheckInvariants(); err != nil {
		f.fail("at the end of the game: %v", err)
	}
	f.checkViews(true)
	f.determinizeAll()
	if fuzzStats {
		n, _, _ := f.g.Turn()
		over, _ := f.g.Over()
		f.t.Logf("%d players (%v), %d ops, %d failed, turn %d, over %v, %d events", f.np, f.g.Variant(), f.ops, f.errs, n, over, f.g.EventCount())
		if f.waiter != engine.NoPlayer {
			f.t.Logf("player %d waits: answers by kind %v", f.waiter, f.answered)
		}
	}
	for i := len(marks) - 1; i >= 0; i-- {
		g := marked[i]
		if err := g.Rewind(marks[i]); err != nil {
			f.fail("rewind to mark %d: %v", i, err)
		}
		if diff := engine.StateDiff(copies[i], g); diff != "" {
			f.fail("rewound to mark %d, the state differs: %s", i, diff)
		}
		if want := copies[i].Pending(); !reflect.DeepEqual(g.Pending(), want) {
			f.fail("rewound to mark %d, the game waits at %+v, not %+v", i, g.Pending(), want)
		}
		if err := g.CheckInvariants(); err != nil {
			f.fail("rewound to mark %d: %v", i, err)
		}
	}
}

// determinizeAll checks the copies of the game as each player might
// imagine it (Game.Determinize): each meets every invariant and, while a
// decision waits, waits at it too, unless the decision depends on cards
// the player can't see (ErrPendingDiverges).
func (f *gameFuzzer) determinizeAll() {
	for p := range engine.PlayerID(f.g.NumPlayers()) {
		c, err := f.g.Determinize(p, uint64(f.ops))
		if errors.Is(err, engine.ErrPendingDiverges) && f.g.Pending() != nil {
			continue // the decision that waits depends on cards p can't see
		}
		if err != nil {
			f.fail("determinize for player %d: %v", p, err)
			continue
		}
		if d, got := f.g.Pending(), c.Pending(); (d == nil) != (got == nil) || d != nil && (d.Kind != got.Kind || d.Player != got.Player) {
			f.fail("determinized for player %d: waits at %v, not at %v", p, got, d)
		}
		if err := c.CheckInvariants(); err != nil {
			f.fail("determinized for player %d: %v", p, err)
		}
	}
}

// fuzzStats makes FuzzGame log what each input did (go test -v).
var fuzzStats = os.Getenv("CATHAR_FUZZ_STATS") != ""

// FuzzGame drives seeded games from the fuzzer's bytes through legal and
// illegal actions and illegal decisions, checking the invariants after
// every step, that every failed action wraps a sentinel and changes
// nothing, that nothing panics, and that the game rewound to the marks
// held while it was played is as it was at each.
func FuzzGame(f *testing.F) {
	for _, in := range fuzzGameSeeds() {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 4096 {
			data = data[:4096]
		}
		fz := &gameFuzzer{t: t, data: data}
		fz.run()
	})
}

// fuzzGameSeeds is FuzzGame's seed corpus.
func fuzzGameSeeds() [][]byte {
	var seeds [][]byte
	seeds = append(seeds, []byte{0, 1, 0, 0, 1})
	seeds = append(seeds, []byte("\x01\x07\x00\x02\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"))
	steps := []byte{0, 42, 0, 2, 3}
	for i := range 400 {
		steps = append(steps, byte(i%6), byte(20+i*7))
	}
	seeds = append(seeds, steps)
	mixed := []byte{1, 9, 1, 0, 1, 2}
	for i := range 600 {
		mixed = append(mixed, byte(i*37+i/3))
	}
	seeds = append(seeds, mixed)
	seeds = append(seeds, []byte("\x03\xff\xff\x01\x02\x03\x00\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x06\x07\x06\x07\x00\x00"))
	team := []byte{0x82, 5, 0, 0, 1, 2, 3} // Two-Headed Giant: four players, the high bit
	for i := range 600 {
		team = append(team, byte(i%7), byte(i*53+i/5))
	}
	seeds = append(seeds, team)
	seeds = append(seeds, curseSeed())
	seeds = append(seeds, waitingSeeds()...)
	return seeds
}

// curseSeed is an input whose two players get pool decks (poolDeck):
// Swamps and Curses of Leeches for the first, Plains and Aegis of the Gods
// for the second, so that fuzzed games cast Auras that enchant players,
// attach them as they transform (CR 712.20, 303.4f) and meet player
// hexproof (702.11c).
func curseSeed() []byte {
	var spells []string
	for _, name := range cards.Names() {
		if d := cards.MustLookup(name); d.Front.Name == name && !d.Front.Types.Has(engine.Land) {
			spells = append(spells, name)
		}
	}
	index := func(name string) int {
		for i, n := range spells {
			if n == name {
				return i
			}
		}
		panic(name)
	}
	in := []byte{0, 5, 0} // two players, a seed
	deck := func(basic byte, spell string) {
		in = append(in, byte(len(cards.Presets()))) // a pool deck
		for range 16 {
			in = append(in, basic)
		}
		for range 24 {
			i := index(spell)
			in = append(in, byte(i>>8), byte(i))
		}
	}
	deck(2, "Curse of Leeches")  // Swamp
	deck(0, "Aegis of the Gods") // Plains
	x := uint32(15)              // a seed whose game casts Curses that transform and attach
	for range 3000 {             // a long game: bytes of a linear congruential generator
		x = x*1664525 + 1013904223
		in = append(in, byte(x>>24))
	}
	return in
}
