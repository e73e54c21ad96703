package engine_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"hash"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The snapshots kept in testdata/snapshots, and the rule they enforce:
// every snapshot version the engine has ever written stays readable.
//
// For each game listed in games.txt there is one file per version,
// v1-NAME.json, v2-NAME.json, …, up to engine.SnapshotVersion (from the
// version a game was added in, for a game added later: keptSince), and
// games.txt records what the original game did when it played on from
// that point (the number of events, and a hash of them and of the state
// it ended in as the public API shows it). Each file must
// restore to the same game: the same state as the current version's file,
// and the same events when it plays on. Raising SnapshotVersion without
// adding the new version's files fails TestSnapshotVersionFiles; run
//
//	go test ./engine -run TestSnapshotVersionFiles -update-snapshots
//
// to write them (each from the newest older file of the same game), then
// commit them. Older files are never rewritten.

var updateSnapshots = flag.Bool("update-snapshots", false,
	"write the missing files of testdata/snapshots: the current version's, and new games'")

const (
	snapshotDir   = "testdata/snapshots"
	playOnSteps   = 60   // decider steps played on from each kept snapshot
	playOnSeedOff = 7000 // the continuation's deciders are NewRandom(playOnSeedOff + player)
)

// keptGame is a game whose snapshot is kept: make plays it to the point
// kept, with the observer given.
type keptGame struct {
	name string
	make func(t *testing.T, observe engine.GameOption) *engine.Game
}

// keptGames are the games of testdata/snapshots. A new game may be added:
// -update-snapshots writes its file in the current version and its line of
// games.txt.
var keptGames = []keptGame{
	{"selfplay-early", func(t *testing.T, obs engine.GameOption) *engine.Game {
		g, _ := snapGame(t, 1, obs)
		require.NoError(t, detStepN(g, 12))
		return g
	}},
	{"selfplay-midgame", func(t *testing.T, obs engine.GameOption) *engine.Game {
		g, _ := snapGame(t, 1, obs)
		require.NoError(t, detStepN(g, 160))
		return g
	}},
	{"selfplay-stack", func(t *testing.T, obs engine.GameOption) *engine.Game {
		return playUntil(t, 2, obs, 60, func(g *engine.Game, _ snapFacts) bool { return g.StackLen() > 0 })
	}},
	{"selfplay-blockers", func(t *testing.T, obs engine.GameOption) *engine.Game {
		return playUntil(t, 3, obs, 40, func(g *engine.Game, _ snapFacts) bool { return len(g.Waiting().Blockers) > 0 })
	}},
	{"cathar-exile-link", func(t *testing.T, obs engine.GameOption) *engine.Game {
		return playUntil(t, 0, obs, 0, func(_ *engine.Game, f snapFacts) bool { return f.Links > 0 })
	}},
	{"night-transformed", func(t *testing.T, obs engine.GameOption) *engine.Game {
		return playUntil(t, 1, obs, 0, func(g *engine.Game, f snapFacts) bool {
			return g.DayNight() == daynight.Night && f.BackFaces > 0
		})
	}},
	{"effect-until-end-of-turn", func(t *testing.T, obs engine.GameOption) *engine.Game {
		return playUntil(t, 1, obs, 0, func(g *engine.Game, f snapFacts) bool { return f.Effects > 0 && g.StackLen() == 0 })
	}},
	{"paused", func(t *testing.T, obs engine.GameOption) *engine.Game {
		g, _ := snapGame(t, 4, obs)
		require.NoError(t, detStepN(g, 50))
		n, _, _ := g.Turn()
		require.NoError(t, g.PauseAfter(n+1, engine.Untap))
		for !g.Waiting().Paused {
			require.NoError(t, g.Step())
		}
		return g
	}},
	{"setup", func(t *testing.T, obs engine.GameOption) *engine.Game {
		return setupGame(t, obs)
	}},
	{"without-log", func(t *testing.T, obs engine.GameOption) *engine.Game {
		g, _ := snapGame(t, 3, obs, engine.WithoutLog())
		require.NoError(t, detStepN(g, 200))
		return g
	}},
	{"three-players-one-left", func(t *testing.T, obs engine.GameOption) *engine.Game {
		g := threePlayerGame(t, 11, obs)
		require.NoError(t, detStepN(g, 120))
		_, active, _ := g.Turn()
		require.NoError(t, g.Concede(active))
		return g
	}},
	{"over", func(t *testing.T, obs engine.GameOption) *engine.Game {
		g, _ := snapGame(t, 2, obs)
		for over, _ := g.Over(); !over; over, _ = g.Over() {
			require.NoError(t, g.Step())
		}
		return g
	}},
	{"decisions-and-exile-link", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// A live game's decisions, of several kinds, and a card exiled
		// until a Cathar leaves (CR 610.3): its file pins the encoding of
		// both, which the files migrated from older versions lack.
		return playUntil(t, 0, obs, 0, func(g *engine.Game, f snapFacts) bool {
			return f.Links > 0 && decisionKinds(g) >= 3
		})
	}},
	{"ability-target", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// Stifle on the stack targeting Brutal Cathar's enter trigger
		// (CR 115.1): its file pins the encoding of an ability as a
		// target, and of the becomes-the-target event that names it.
		return abilityTargetGame(t, obs)
	}},
	{"curse-attached", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// Curse of Leeches resolved attached to Bob (CR 303.4): its file
		// pins the encoding of an Aura attached to a player, and of the
		// event of its attaching.
		return curseAttachedGame(t, obs)
	}},
	{"flashback-grant", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// An ability granted until end of turn and a spell cast with
		// flashback on the stack: what version 7 added.
		return flashbackGrantGame(t, obs)
	}},
	{"two-headed-giant", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// A Two-Headed Giant game (CR 810) waiting for the defending
		// team's block: its file pins the variant, the shared life and
		// the team's combat.
		g, err := teamGame(5, obs)
		require.NoError(t, err)
		for i := 0; len(g.Waiting().Blockers) == 0 || g.Life(0) == engine.TeamStartingLife && g.Life(2) == engine.TeamStartingLife; i++ {
			require.Less(t, i, 5000)
			require.NoError(t, g.Step())
		}
		return g
	}},
	{"waiting-mid-action", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// A game made WithWaitingDecisions stopped at a decision in the
		// middle of an action: its file pins the pending call and the
		// answers it received (version 10).
		return waitingMidActionGame(t, obs)
	}},
	{"library-cards-seen", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// Cards a player looked at and put on the bottom of their library
		// in an order they chose: its file pins who knows which hidden
		// card (knownBy, version 11).
		return libraryCardsSeenGame(t, obs)
	}},
	{"moonmist-prevention", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// Moonmist's shield up at the end of combat, after it prevented
		// the Bears' damage: its file pins the source of a prevention
		// effect and the event that names it (version 12).
		return moonmistPreventionGame(t, obs)
	}},
	{"beginning-mulligan", func(t *testing.T, obs engine.GameOption) *engine.Game {
		// A game begun with Begin, in its second round of mulligans, a
		// player to put two cards on the bottom: its file pins the start
		// of a game (version 13).
		return beginningMulliganGame(t, obs)
	}},
}

// keptSince gives, for a game added after version 1, the first snapshot
// version kept for it: it has no file of an older version. A game not
// named has a file of every version from 1.
var keptSince = map[string]int{
	"decisions-and-exile-link": 3,
	"ability-target":           4,
	"curse-attached":           5,
	"flashback-grant":          7,
	"two-headed-giant":         8,
	"waiting-mid-action":       10,
	"library-cards-seen":       11,
	"moonmist-prevention":      12,
	"beginning-mulligan":       13,
}

// abilityTargetGame is a game of two Random deciders with decks, in which
// Alice casts Brutal Cathar, its trigger targets Bob's Grizzly Bears, and
// Bob casts Stifle targeting the trigger; it stops with both on the stack.
func abilityTargetGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	g, put := deckGame(t, 30, obs)
	for range 3 {
		put(0, zones.Battlefield, "Plains")
	}
	put(1, zones.Battlefield, "Island")
	put(1, zones.Battlefield, "Grizzly Bears")
	cathar := put(0, zones.Hand, "Brutal Cathar")
	stifle := put(1, zones.Hand, "Stifle")
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: 0, Step: engine.PrecombatMain}))
	require.NoError(t, g.CastSpell(0, cathar, engine.CastOptions{}))
	require.NoError(t, g.PassPriority(0))
	require.NoError(t, g.PassPriority(1))
	require.Equal(t, 1, g.StackLen(), "the Cathar's trigger")
	require.NoError(t, g.PassPriority(0))
	sid := g.Stack()[0].ID
	require.NoError(t, g.CastSpell(1, stifle, engine.CastOptions{Targets: []engine.Target{engine.TargetAbility(sid)}}))
	return g
}

// firstVersion is the first snapshot version kept for game name.
func firstVersion(name string) int {
	if v, ok := keptSince[name]; ok {
		return v
	}
	return 1
}

// decisionKinds counts the kinds of the decisions g has kept.
func decisionKinds(g *engine.Game) int {
	var kinds []engine.DecisionKind
	for _, d := range g.Decisions() {
		if !slices.Contains(kinds, d.Kind) {
			kinds = append(kinds, d.Kind)
		}
	}
	return len(kinds)
}

// snapFacts are what a snapshot shows that the public API does not.
type snapFacts struct {
	Links, Pending, Effects, BackFaces int
}

// factsOf reads a snapshot's facts. It reads only what every version
// since the first writes.
func factsOf(t *testing.T, g *engine.Game) snapFacts {
	t.Helper()
	data, err := g.Snapshot()
	require.NoError(t, err)
	var s struct {
		Links   []json.RawMessage `json:"links"`
		Pending []json.RawMessage `json:"pending"`
		Effects []json.RawMessage `json:"effects"`
	}
	require.NoError(t, json.Unmarshal(data, &s))
	f := snapFacts{Links: len(s.Links), Pending: len(s.Pending), Effects: len(s.Effects)}
	for _, id := range g.Battlefield() {
		if info, err := g.Object(id); err == nil && info.BackFace {
			f.BackFaces++
		}
	}
	return f
}

// threePlayerGame is a seeded self-play game of three players.
func threePlayerGame(t *testing.T, seed uint64, obs engine.GameOption) *engine.Game {
	t.Helper()
	var pcs []engine.PlayerConfig
	for i, deck := range []string{"cathar", "werewolves", "classic"} {
		d, err := cards.Deck(deck)
		require.NoError(t, err)
		pcs = append(pcs, engine.PlayerConfig{Name: deck, Deck: d, Decider: engine.NewRandom(seed - 1 + uint64(i))})
	}
	g, err := newChecked(pcs, engine.WithSeed(seed), obs)
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	return g
}

// playUntil plays the seeded self-play games of snapGame from seed
// upwards, each from its step after, and returns the first game to reach a
// point where want holds.
func playUntil(t *testing.T, seed uint64, obs engine.GameOption, after int, want func(*engine.Game, snapFacts) bool) *engine.Game {
	t.Helper()
	return playUntilIn(t, func(t *testing.T, seed uint64, obs engine.GameOption) *engine.Game {
		g, _ := snapGame(t, seed, obs)
		return g
	}, seed, obs, after, want)
}

// playUntilIn is playUntil with the games newGame makes.
func playUntilIn(t *testing.T, newGame func(*testing.T, uint64, engine.GameOption) *engine.Game, seed uint64,
	obs engine.GameOption, after int, want func(*engine.Game, snapFacts) bool) *engine.Game {
	t.Helper()
	for s := seed; s < seed+40; s++ {
		g := newGame(t, s, obs)
		for step := 0; step < 3000; step++ {
			if over, _ := g.Over(); over {
				break
			}
			if step >= after && want(g, factsOf(t, g)) {
				return g
			}
			require.NoError(t, g.Step())
		}
	}
	t.Fatal("no game reached the point wanted")
	return nil
}

// eventHash hashes the events an observer sees while on, then the public
// state of the game played on.
type eventHash struct {
	h  hash.Hash
	n  int
	on bool
}

func newEventHash() *eventHash { return &eventHash{h: sha256.New()} }

func (e *eventHash) observe(ev engine.Event) {
	if !e.on {
		return
	}
	e.n++
	var buf []byte
	for _, v := range []int64{int64(ev.Kind), int64(ev.Player), int64(ev.Target), int64(ev.Counter), int64(ev.Mana),
		int64(ev.From), int64(ev.To), int64(ev.Obj), int64(ev.Other), int64(ev.Amount), int64(ev.Aux), int64(ev.Seq)} {
		buf = binary.LittleEndian.AppendUint64(buf, uint64(v))
	}
	if ev.Combat {
		buf = append(buf, 1)
	}
	e.h.Write(buf)
}

func (e *eventHash) String() string {
	return strconv.Itoa(e.n) + " " + hex.EncodeToString(e.h.Sum(nil))
}

// publicItem prints as engine.StackItemInfo printed before a target could
// be an ability on the stack: a target that is an object or a player
// without the Stack field (stableFields prints a slice's elements whole),
// so that the hashes of games.txt stay those of the games as recorded.
type publicItem struct {
	ID         engine.StackID
	Spell      bool
	Obj        engine.ObjID
	Controller engine.PlayerID
	Targets    []any
	X          int
	Text       string
}

type publicTarget struct {
	Obj      engine.ObjID
	Player   engine.PlayerID
	IsPlayer bool
}

func publicItemOf(it engine.StackItemInfo) publicItem {
	out := publicItem{ID: it.ID, Spell: it.Spell, Obj: it.Obj, Controller: it.Controller, X: it.X, Text: it.Text}
	for _, t := range it.Targets {
		if t.IsAbility() {
			out.Targets = append(out.Targets, t)
		} else {
			out.Targets = append(out.Targets, publicTarget{t.Obj, t.Player, t.IsPlayer})
		}
	}
	return out
}

// publicState renders what the public API shows of a game: the turn, what
// it waits for, the players, their zones in order, the stack and every
// object, current or not (a former object's characteristics are its last
// known information). It is independent of the snapshot format and of
// whether the log is kept.
func publicState(g *engine.Game) string {
	var b strings.Builder
	n, active, step := g.Turn()
	total, most, byActive := g.SpellsLastTurn()
	over, winner := g.Over()
	fmt.Fprintf(&b, "turn %d %d %v; %s; priority %d; %v; spells %d %d %d; over %v %d; events %d\n", n, active, step,
		stableFields(g.Waiting()), g.PriorityPlayer(), g.DayNight(), total, most, byActive, over, winner, g.EventCount())
	for p := range engine.PlayerID(g.NumPlayers()) {
		fmt.Fprintf(&b, "player %d %s: life %d left %v lost %v pool %v\n", p, g.PlayerName(p), g.Life(p), g.HasLeft(p), g.HasLost(p), g.Pool(p))
		for _, z := range []zones.Kind{zones.Library, zones.Hand, zones.Graveyard} {
			fmt.Fprintf(&b, "  %v %v\n", z, g.Zone(p, z))
		}
	}
	fmt.Fprintf(&b, "battlefield %v\nexile %v\n", g.Battlefield(), g.Zone(engine.NoPlayer, zones.Exile))
	for _, it := range g.Stack() {
		fmt.Fprintf(&b, "stack %s\n", stableFields(publicItemOf(it)))
	}
	for id := engine.ObjID(1); ; id++ {
		o, err := g.Object(id)
		if err != nil {
			break
		}
		ch := o.Characteristics
		abilities := make([]string, len(ch.Abilities))
		for i, ab := range ch.Abilities {
			abilities[i] = ab.Text
		}
		ch.Abilities = nil
		o.Characteristics = engine.Characteristics{}
		name := o.Def.Front.Name
		o.Def = nil
		// A field that old games leave at NoPlayer: printed only when set.
		attached := ""
		if o.AttachedPlayer != engine.NoPlayer {
			attached = fmt.Sprintf(" attached to player %d", o.AttachedPlayer)
		}
		o.AttachedPlayer = 0
		// Blocked was added to ObjectInfo after the kept games' hashes were
		// written; the blocked flag it reads is in Digest, which the
		// versions are compared by as well.
		o.Blocked = false
		fmt.Fprintf(&b, "%s %s %s %q%s\n", name, stableFields(o), stableFields(ch), abilities, attached)
	}
	return b.String()
}

// keptArrayLen is the length of the arrays of the public state as the
// kept games were recorded: the two counter kinds of version 4.
const keptArrayLen = 2

// stableFields prints a struct's fields that are not zero, sorted by
// name, so that the printed state does not change when a type gains a
// field that old games leave at zero, or when its fields are reordered;
// likewise an array that gains elements past keptArrayLen.
func stableFields(v any) string {
	rv := reflect.ValueOf(v)
	var parts []string
	for i := range rv.NumField() {
		f := rv.Field(i)
		if !rv.Type().Field(i).IsExported() || f.IsZero() {
			continue
		}
		if f.Kind() == reflect.Array && f.Len() > keptArrayLen {
			// An array that grew (a counter kind added) prints as it
			// did while its added elements are zero.
			n := f.Len()
			for n > keptArrayLen && f.Index(n-1).IsZero() {
				n--
			}
			c := reflect.New(f.Type()).Elem()
			c.Set(f)
			f = c.Slice(0, n)
		}
		v := f.Interface()
		if c, ok := v.(engine.ManaCost); ok {
			v = keptCost(c)
		}
		parts = append(parts, fmt.Sprintf("%s:%v", rv.Type().Field(i).Name, v))
	}
	slices.Sort(parts)
	return "{" + strings.Join(parts, " ") + "}"
}

// keptCost prints a mana cost as ManaCost.String did when the kept games'
// hashes were written: the colored symbols in the order of the mana types
// ({1}{W}{R}), not in the order cards print them ({1}{R}{W}).
func keptCost(c engine.ManaCost) string {
	if !c.Present {
		return ""
	}
	s := strings.Repeat("{X}", int(c.X))
	if c.Generic > 0 || c.ManaValue(0) == 0 && c.X == 0 {
		s += "{" + strconv.Itoa(int(c.Generic)) + "}"
	}
	for t, n := range c.Sym {
		s += strings.Repeat(engine.ManaType(t).String(), int(n))
	}
	return s
}

// playOn plays a game on from a kept snapshot's point with the
// continuation's deciders: a game in setup starts first, and a decision
// that waits is answered by its player's.
func playOn(g *engine.Game) error {
	rs := make([]*engine.Random, g.NumPlayers())
	for p := range g.NumPlayers() {
		if g.HasLeft(engine.PlayerID(p)) {
			continue
		}
		rs[p] = engine.NewRandom(uint64(playOnSeedOff + p))
		if err := g.SetDecider(engine.PlayerID(p), rs[p]); err != nil {
			return err
		}
	}
	for d := g.Pending(); d != nil; d = g.Pending() {
		ans, err := rs[d.Player].Decide(g, d)
		if err != nil {
			return err
		}
		if err := g.Answer(d.Player, ans); err != nil {
			return err
		}
	}
	if n, _, _ := g.Turn(); n == 0 && !g.Waiting().Beginning { // a game in setup
		if err := g.Start(engine.StartAt{Turn: 2, Player: 1, Step: engine.Upkeep, Shuffle: true, OpeningHand: 3}); err != nil {
			return err
		}
	}
	return detStepN(g, playOnSteps)
}

// restoreAndPlayOn restores data, checks the restored game, and plays it
// on; it returns the restored game (before playing on), the game played
// on and the hash of the events played.
func restoreAndPlayOn(t *testing.T, what string, data []byte, opts ...engine.GameOption) (restored, played *engine.Game, events string) {
	t.Helper()
	eh := newEventHash()
	g, err := restoreChecked(data, cards.Lookup, nil, append([]engine.GameOption{engine.WithObserver(eh.observe)}, opts...)...)
	require.NoError(t, err, what)
	require.NoError(t, g.CheckInvariants(), what)
	played = g.Clone()
	played.SetObserver(eh.observe) // a clone has no observer of its own
	eh.on = true
	require.NoError(t, playOn(played), what)
	eh.on = false
	eh.h.Write([]byte(publicState(played)))
	require.NoError(t, played.CheckInvariants(), what)
	return g, played, eh.String()
}

// snapshotFile is the path of a game's snapshot in a version.
func snapshotFile(version int, name string) string {
	return filepath.Join(snapshotDir, fmt.Sprintf("v%d-%s.json", version, name))
}

// readGamesTxt reads games.txt: NAME EVENTS HASH per line.
func readGamesTxt(t *testing.T) (names []string, want map[string]string) {
	t.Helper()
	want = map[string]string{}
	f, err := os.Open(filepath.Join(snapshotDir, "games.txt"))
	if os.IsNotExist(err) {
		return nil, want
	}
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		require.Len(t, fields, 3, "games.txt: %q", line)
		names = append(names, fields[0])
		want[fields[0]] = fields[1] + " " + fields[2]
	}
	require.NoError(t, sc.Err())
	return names, want
}

func writeGamesTxt(t *testing.T, names []string, want map[string]string) {
	t.Helper()
	var b strings.Builder
	b.WriteString("# Games kept in this directory: NAME, then, when the original game played on from the\n" +
		"# kept point, the number of events and a SHA-256 of them and of the public state it\n" +
		"# ended in (see snapshot_versions_test.go).\n")
	for _, n := range names {
		fmt.Fprintf(&b, "%s %s\n", n, want[n])
	}
	require.NoError(t, os.WriteFile(filepath.Join(snapshotDir, "games.txt"), []byte(b.String()), 0o644))
}

// updateSnapshotFiles writes what is missing: for a new game, its snapshot
// in the current version and its line of games.txt, from the original
// game; for a kept game without a file of the current version, that file,
// from the newest older one.
func updateSnapshotFiles(t *testing.T) {
	require.NoError(t, os.MkdirAll(snapshotDir, 0o755))
	names, want := readGamesTxt(t)
	for _, kg := range keptGames {
		if _, ok := want[kg.name]; ok {
			continue
		}
		eh := newEventHash()
		g := kg.make(t, engine.WithObserver(eh.observe))
		data, err := g.Snapshot()
		require.NoError(t, err)
		orig := g.Clone()
		orig.SetObserver(eh.observe) // a clone has no observer of its own
		eh.on = true
		require.NoError(t, playOn(orig))
		eh.on = false
		eh.h.Write([]byte(publicState(orig)))
		require.NoError(t, os.WriteFile(snapshotFile(engine.SnapshotVersion, kg.name), data, 0o644))
		names = append(names, kg.name)
		want[kg.name] = eh.String()
		t.Logf("new game %s: %s", kg.name, want[kg.name])
	}
	writeGamesTxt(t, names, want)
	for _, name := range names {
		current := snapshotFile(engine.SnapshotVersion, name)
		if _, err := os.Stat(current); err == nil {
			continue
		}
		for v := engine.SnapshotVersion - 1; v >= firstVersion(name); v-- {
			old, err := os.ReadFile(snapshotFile(v, name))
			if err != nil {
				continue
			}
			g, err := restoreChecked(old, cards.Lookup, nil)
			require.NoError(t, err, "%s version %d", name, v)
			data, err := g.Snapshot()
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(current, data, 0o644))
			t.Logf("wrote %s from version %d", current, v)
			break
		}
	}
}

// playOnVersion reports whether TestSnapshotVersionFiles plays game name
// on from its file of version v, which is older than the current one.
// Every file restores to the current version's state and snapshots again
// as its file; playing on, which shows what neither holds, is what costs.
// The default run plays on from the oldest file and from the newest older
// one (the two ends of the migrations), the long run (CATHAR_LONG=1) from
// every file.
func playOnVersion(name string, v int) bool {
	return longRun() || v == firstVersion(name) || v == engine.SnapshotVersion-1
}

// requireSameRestore fails unless game g, restored from the file of
// version v, is in the state of ref, restored from current (the current
// version's file), and snapshots again as current.
func requireSameRestore(t *testing.T, v int, ref, g *engine.Game, current []byte) {
	t.Helper()
	require.Empty(t, engine.StateDiff(ref, g), "version %d restores another state than version %d", v, engine.SnapshotVersion)
	snap, err := g.Snapshot()
	require.NoError(t, err)
	require.Equal(t, string(current), string(snap), "version %d does not snapshot again as version %d", v, engine.SnapshotVersion)
}

// TestSnapshotVersionFiles checks the rule of the snapshot format: a
// snapshot of every version from 1 to engine.SnapshotVersion is kept for
// each game of games.txt, and each restores to the same game as the
// current version's file — the same state and the same snapshot, and the
// same events as the original game when played on (from the files
// playOnVersion picks).
func TestSnapshotVersionFiles(t *testing.T) {
	t.Parallel()
	if *updateSnapshots {
		updateSnapshotFiles(t)
	}
	names, want := readGamesTxt(t)
	require.NotEmpty(t, names, "no games in %s/games.txt", snapshotDir)
	entries, err := os.ReadDir(snapshotDir)
	require.NoError(t, err)
	for _, e := range entries {
		var v int
		var name string
		if n, _ := fmt.Sscanf(strings.Replace(e.Name(), "-", " ", 1), "v%d %s", &v, &name); n == 2 {
			name = strings.TrimSuffix(name, ".json")
			require.True(t, v >= 1 && v <= engine.SnapshotVersion, "%s: version %d is not one this engine writes or reads", e.Name(), v)
			require.True(t, slices.Contains(names, name), "%s: game %q is not in games.txt", e.Name(), name)
			require.GreaterOrEqual(t, v, firstVersion(name), "%s: game %q is kept from version %d", e.Name(), name, firstVersion(name))
		}
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel() // each game its own files and Games
			current, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, name))
			require.NoError(t, err, "every kept game needs a snapshot of the current version (%d): run with -update-snapshots", engine.SnapshotVersion)
			ref, refPlayed, refEvents := restoreAndPlayOn(t, "current version", current)
			require.Equal(t, want[name], refEvents, "the current version's snapshot does not play on as the original game did")
			again, err := ref.Snapshot()
			require.NoError(t, err)
			require.Equal(t, string(current), string(again), "the current version's file is not what Snapshot writes for the game it restores")
			for v := firstVersion(name); v < engine.SnapshotVersion; v++ {
				data, err := os.ReadFile(snapshotFile(v, name))
				require.NoError(t, err, "a snapshot of every version is kept: version %d of %s is missing", v, name)
				if !playOnVersion(name, v) {
					g, err := restoreChecked(data, cards.Lookup, nil)
					require.NoError(t, err, "version %d", v)
					require.NoError(t, g.CheckInvariants(), "version %d", v)
					requireSameRestore(t, v, ref, g, current)
					continue
				}
				// The continuation of the same state as the current
				// version's, whose every action was checked: the default
				// run checks its end (quickBulk), the long run every action.
				g, played, events := restoreAndPlayOn(t, fmt.Sprintf("version %d", v), data, bulkOption())
				requireSameRestore(t, v, ref, g, current)
				require.Equal(t, want[name], events, "version %d plays on otherwise than the original game", v)
				require.Equal(t, engine.Digest(refPlayed), engine.Digest(played), "version %d's continuation ends in another state", v)
			}
		})
	}
}

// The kept files of the current version pin every part of its encoding
// that a live game writes: at least one holds decisions (which no file
// migrated from an older version has), and one an exile that names what it
// lasts until (the Aux of a zone change, CR 610.3).
func TestKeptSnapshotsPinDecisionsAndExileAux(t *testing.T) {
	t.Parallel()
	names, _ := readGamesTxt(t)
	decisions, exileAux := "", ""
	for _, name := range names {
		data, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, name))
		require.NoError(t, err)
		var s struct {
			Log       [][]int64         `json:"log"`
			Decisions []json.RawMessage `json:"decisions"`
		}
		require.NoError(t, json.Unmarshal(data, &s), name)
		if len(s.Decisions) > 0 {
			decisions = name
		}
		for _, e := range s.Log {
			if e[0] == int64(engine.EvZoneChanged) && e[6] == int64(zones.Exile) && e[11] != 0 {
				exileAux = name
			}
		}
	}
	require.NotEmpty(t, decisions, "no kept snapshot of version %d has decisions", engine.SnapshotVersion)
	require.NotEmpty(t, exileAux, "no kept snapshot of version %d has an exile that names what it lasts until", engine.SnapshotVersion)
}

// TestKeptSnapshotsPinAbilityTarget requires that a kept snapshot of the
// current version holds an ability on the stack as a target and the
// becomes-the-target event that names it (CR 115.1), which files migrated
// from versions before 4 can't hold.
func TestKeptSnapshotsPinAbilityTarget(t *testing.T) {
	t.Parallel()
	names, _ := readGamesTxt(t)
	target, event := false, false
	for _, name := range names {
		data, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, name))
		require.NoError(t, err)
		var s struct {
			Log   [][]int64 `json:"log"`
			Stack []struct {
				Targets []struct {
					Stack int `json:"stack"`
				} `json:"targets"`
			} `json:"stack"`
		}
		require.NoError(t, json.Unmarshal(data, &s), name)
		for _, it := range s.Stack {
			for _, tg := range it.Targets {
				target = target || tg.Stack != 0
			}
		}
		for _, e := range s.Log {
			event = event || e[0] == int64(engine.EvBecameTarget) && e[11] != 0
		}
	}
	require.True(t, target, "no kept snapshot of version %d has an ability as a target", engine.SnapshotVersion)
	require.True(t, event, "no kept snapshot of version %d has an ability becoming the target", engine.SnapshotVersion)
}

// TestSnapshotV3RefusesAbilityTarget checks that a snapshot claiming
// version 3 can't hold an ability as a target, which version 4 added: it
// is refused with ErrBadSnapshot rather than read.
func TestSnapshotV3RefusesAbilityTarget(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(snapshotFile(4, "ability-target"))
	require.NoError(t, err)
	old := strings.Replace(string(data), `"version":4`, `"version":3`, 1)
	require.NotEqual(t, string(data), old)
	_, err = restoreChecked([]byte(old), cards.Lookup, []engine.Decider{engine.NewScripted(), engine.NewScripted()})
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "version 3 has no ability as a target")
}
