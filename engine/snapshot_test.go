package engine_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// snapPairs are the preset deck pairings the snapshot tests play.
var snapPairs = [][2]string{
	{"cathar", "werewolves"}, {"classic", "control"}, {"werewolves", "control"}, {"cathar", "classic"},
}

// snapGame starts a seeded game between two Random deciders with preset
// decks, and returns the game and its deciders.
func snapGame(tb testing.TB, seed uint64, opts ...engine.GameOption) (*engine.Game, []*engine.Random) {
	tb.Helper()
	return snapGameFrom(tb, seed, func(g *engine.Game) error {
		return g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
	}, opts...)
}

// snapGameFrom is snapGame started by start.
func snapGameFrom(tb testing.TB, seed uint64, start func(*engine.Game) error, opts ...engine.GameOption) (*engine.Game, []*engine.Random) {
	tb.Helper()
	pair := snapPairs[seed%uint64(len(snapPairs))]
	ds := []*engine.Random{engine.NewRandom(seed*2 + 1), engine.NewRandom(seed*2 + 2)}
	d0, err := cards.Deck(pair[0])
	require.NoError(tb, err)
	d1, err := cards.Deck(pair[1])
	require.NoError(tb, err)
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: d0, Decider: ds[0]},
		{Name: "Bob", Deck: d1, Decider: ds[1]},
	}, append([]engine.GameOption{engine.WithSeed(seed)}, opts...)...)
	require.NoError(tb, err)
	require.NoError(tb, start(g))
	return g, ds
}

func cloneDeciders(ds []*engine.Random) []engine.Decider {
	out := make([]engine.Decider, len(ds))
	for i, d := range ds {
		out[i] = d.CloneDecider()
	}
	return out
}

// checkRoundTrip snapshots g, restores it, checks that the restored game
// is the same state and snapshots to the same bytes, then plays both on
// for steps decider steps (the original with its deciders, the copy with
// clones of them) and checks they stay the same. The original is played
// on a clone, so g is left as it was.
func checkRoundTrip(t *testing.T, g *engine.Game, ds []*engine.Random, steps int) {
	t.Helper()
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, cloneDeciders(ds))
	require.NoError(t, err)
	require.Equal(t, engine.StateDigest(g), engine.StateDigest(r), "restored state differs")
	require.Empty(t, engine.CachesFresh(r), "Restore computes the caches")
	again, err := r.Snapshot()
	require.NoError(t, err)
	require.Equal(t, string(data), string(again), "snapshot of the restored game differs")
	require.NoError(t, r.CheckInvariants())
	if steps == 0 {
		return
	}
	orig := g.Clone() // clones the Random deciders too
	err1 := detStepN(orig, steps)
	err2 := detStepN(r, steps)
	require.Equal(t, fmt.Sprint(err1), fmt.Sprint(err2))
	require.Equal(t, orig.EventCount(), r.EventCount())
	require.Equal(t, detLogHash(orig), detLogHash(r), "the continuations' logs differ")
	require.Equal(t, engine.StateDigest(orig), engine.StateDigest(r), "the continuations differ")
}

func TestSnapshotRoundTripRandomGames(t *testing.T) {
	t.Parallel()
	games := sized(t, "games", 4, 12)
	turns := sized(t, "turns a game", 12, 30)
	points := 0
	waits := map[string]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, ds := snapGame(t, seed)
		for step := 0; ; step++ {
			w := g.Waiting()
			switch {
			case w.Attackers != engine.NoPlayer:
				waits["attackers"]++
			case len(w.Blockers) > 0:
				waits["blockers"]++
			case g.StackLen() > 0:
				waits["stack"]++
			}
			if step%41 == 0 || (g.StackLen() > 0 && step%9 == 0) || (len(w.Blockers) > 0 && step%2 == 0) {
				checkRoundTrip(t, g, ds, 25)
				points++
			}
			if over, _ := g.Over(); over {
				waits["over"]++
				checkRoundTrip(t, g, ds, 0)
				break
			}
			if n, _, _ := g.Turn(); n > turns {
				break
			}
			require.NoError(t, g.Step())
		}
	}
	t.Logf("%d round trips; %v", points, waits)
	assert.Greater(t, waits["attackers"], 0)
	assert.Greater(t, waits["blockers"], 0)
	assert.Greater(t, waits["stack"], 0)
}

// setupGame is a game in its setup phase with a few permanents placed.
func setupGame(t *testing.T, opts ...engine.GameOption) *engine.Game {
	t.Helper()
	deck, err := cards.Deck("cathar")
	require.NoError(t, err)
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: deck[:20], Decider: engine.NewRandom(1)},
		{Name: "Bob", Deck: deck[20:], Decider: engine.NewRandom(2)},
	}, append([]engine.GameOption{engine.WithSeed(5)}, opts...)...)
	require.NoError(t, err)
	put := func(pl engine.Placement) engine.ObjID {
		id, err := g.Put(pl)
		require.NoError(t, err)
		return id
	}
	bear := put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Grizzly Bears"), Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Brutal Cathar"), BackFace: true, Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Clone"), CopyOf: bear, Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Pacifism"), AttachedTo: bear, Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Hill Giant"), ControlEffect: true, Controller: 0, Counters: [engine.NumCounterKinds]int{1, 0}})
	put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Soldier Token"), Token: true, Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 0, Zone: zones.Hand, Def: cards.MustLookup("Lightning Bolt"), Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 1, Zone: zones.Graveyard, Def: cards.MustLookup("Unsummon"), Controller: engine.NoPlayer})
	put(engine.Placement{Owner: 1, Zone: zones.Exile, Def: cards.MustLookup("Tavern Ruffian"), Controller: engine.NoPlayer})
	for _, id := range g.Battlefield() {
		put(engine.Placement{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Mountain"), Controller: engine.NoPlayer})
		_ = id
	}
	require.NoError(t, g.SetLife(1, 13))
	require.NoError(t, g.SetStartingDayNight(daynight.Night))
	return g
}

func TestSnapshotSetupPausedAndOver(t *testing.T) {
	t.Parallel()
	g := setupGame(t)
	ds := []*engine.Random{engine.NewRandom(1), engine.NewRandom(2)}
	checkRoundTrip(t, g, ds, 0) // in setup: no steps possible before Start
	data, err := g.Snapshot()
	require.NoError(t, err)
	r, err := restoreChecked(data, cards.Lookup, cloneDeciders(ds))
	require.NoError(t, err)
	start := engine.StartAt{Turn: 3, Player: 1, Step: engine.Upkeep}
	require.NoError(t, g.Start(start))
	require.NoError(t, r.Start(start))
	require.Equal(t, engine.StateDigest(g), engine.StateDigest(r))
	g.SetDecider(0, ds[0])
	g.SetDecider(1, ds[1])
	checkRoundTrip(t, g, ds, 30)

	// Paused after an untap step.
	n, _, _ := g.Turn()
	require.NoError(t, g.PauseAfter(n+1, engine.Untap))
	for !g.Waiting().Paused {
		require.NoError(t, g.Step())
	}
	checkRoundTrip(t, g, ds, 30)

	// Over.
	require.NoError(t, g.Concede(1))
	over, winner := g.Over()
	require.True(t, over)
	require.Equal(t, engine.PlayerID(0), winner)
	checkRoundTrip(t, g, ds, 0)
}

func TestSnapshotMultiplayerActiveLeft(t *testing.T) {
	t.Parallel()
	var ds []*engine.Random
	var pcs []engine.PlayerConfig
	for i, deck := range []string{"cathar", "werewolves", "classic"} {
		d, err := cards.Deck(deck)
		require.NoError(t, err)
		ds = append(ds, engine.NewRandom(uint64(10+i)))
		pcs = append(pcs, engine.PlayerConfig{Name: deck, Deck: d, Decider: ds[i]})
	}
	g, err := newChecked(pcs, engine.WithSeed(11))
	require.NoError(t, err)
	require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
	require.NoError(t, detStepN(g, 120))
	checkRoundTrip(t, g, ds, 30)
	_, active, _ := g.Turn()
	require.NoError(t, g.Concede(active))
	require.True(t, g.HasLeft(active))
	if over, _ := g.Over(); !over {
		checkRoundTrip(t, g, ds, 60)
	}
}

func TestSnapshotWithoutLogAndObserver(t *testing.T) {
	t.Parallel()
	g, ds := snapGame(t, 3, engine.WithoutLog())
	require.NoError(t, detStepN(g, 200))
	checkRoundTrip(t, g, ds, 50)
	data, err := g.Snapshot()
	require.NoError(t, err)
	var seen int
	r, err := restoreChecked(data, cards.Lookup, cloneDeciders(ds), engine.WithObserver(func(engine.Event) { seen++ }))
	require.NoError(t, err)
	require.NoError(t, detStepN(r, 50))
	assert.Zero(t, seen, "the snapshot's log setting (off) wins")
}

func TestSnapshotRefusedInsideADecision(t *testing.T) {
	t.Parallel()
	var inner error
	asked := false
	d := engine.DeciderFunc(func(g *engine.Game, dec *engine.Decision) ([]int, error) {
		if !asked {
			asked = true
			_, inner = g.Snapshot()
		}
		ans, _ := engine.OnlyAnswer(dec)
		if ans == nil && dec.Min > 0 {
			ans = []int{0}
		}
		return ans, nil
	})
	g, _ := snapGame(t, 1)
	require.NoError(t, g.SetDecider(0, d))
	require.NoError(t, g.SetDecider(1, d))
	require.NoError(t, detStepN(g, 20))
	require.True(t, asked)
	require.ErrorIs(t, inner, engine.ErrNotWaiting)
}

// tamper decodes a snapshot into generic JSON, changes it and encodes it
// again.
func tamper(t *testing.T, data []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	require.NoError(t, dec.Decode(&m))
	f(m)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

func arr(v any) []any                { return v.([]any) }
func obj(v any) map[string]any       { return v.(map[string]any) }
func objects(m map[string]any) []any { return arr(m["objects"]) }

// richSnapshot returns a snapshot of a game in progress with a spell or
// ability on the stack, a creature on the battlefield and a former
// permanent, and the id of that creature.
func richSnapshot(t *testing.T) ([]byte, engine.ObjID) {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		g, _ := snapGame(t, seed)
		for range 2000 {
			if over, _ := g.Over(); over {
				break
			}
			creature := engine.NoObj
			for _, id := range g.Battlefield() {
				if g.Characteristics(id).Is(engine.Creature) {
					creature = id
				}
			}
			if g.StackLen() > 0 && creature != engine.NoObj && g.PriorityPlayer() != engine.NoPlayer {
				data, err := g.Snapshot()
				require.NoError(t, err)
				if strings.Contains(string(data), `"lki":`) {
					return data, creature
				}
			}
			require.NoError(t, g.Step())
		}
	}
	t.Fatal("no game reached a stack with permanents")
	return nil, engine.NoObj
}

func TestRestoreRejectsTamperedSnapshots(t *testing.T) {
	t.Parallel()
	good, creature := richSnapshot(t)
	_, err := restoreChecked(good, cards.Lookup, nil)
	require.NoError(t, err)

	// first returns the first object matching f.
	first := func(m map[string]any, f func(o map[string]any) bool) map[string]any {
		for _, o := range objects(m) {
			if f(obj(o)) {
				return obj(o)
			}
		}
		t.Fatal("no such object")
		return nil
	}
	onBF := func(o map[string]any) bool {
		return o["zone"].(json.Number).String() == fmt.Sprint(int(zones.Battlefield)) && o["next"] == nil
	}
	inLib := func(o map[string]any) bool {
		return o["zone"].(json.Number).String() == fmt.Sprint(int(zones.Library)) && o["next"] == nil
	}
	former := func(o map[string]any) bool { return o["lki"] != nil }
	isCreature := func(o map[string]any) bool { return o["id"].(json.Number).String() == fmt.Sprint(int(creature)) }

	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"bad JSON", good[:len(good)/2], "unexpected EOF"},
		{"not an object", []byte(`[1,2,3]`), "cannot unmarshal"},
		{"empty", nil, "EOF"},
		{"trailing data", append(append([]byte{}, good...), []byte(` {}`)...), "data after"},
		{"wrong version", tamper(t, good, func(m map[string]any) { m["version"] = engine.SnapshotVersion + 1 }),
			fmt.Sprintf("version %d, this engine reads versions 1 to %d", engine.SnapshotVersion+1, engine.SnapshotVersion)},
		{"no version", tamper(t, good, func(m map[string]any) { delete(m, "version") }), "version 0"},
		{"unknown field", tamper(t, good, func(m map[string]any) { m["extra"] = 1 }), "unknown field"},
		{"unknown card", tamper(t, good, func(m map[string]any) { obj(objects(m)[0])["def"] = "Nonesuch" }), `"Nonesuch"`},
		{"back face name", tamper(t, good, func(m map[string]any) {
			first(m, func(o map[string]any) bool {
				return o["def"] == "Brutal Cathar" || o["def"] == "Tavern Ruffian" || true
			})["def"] = "Moonrage Brute"
		}), "not the front name"},
		{"ability index out of range", tamper(t, good, func(m map[string]any) {
			o := first(m, former)
			c := obj(o["lki"])
			delete(c, "abilitiesOf")
			c["abilities"] = []any{map[string]any{"card": o["def"], "index": 99}}
		}), "ability index 99 out of range"},
		{"ability on a missing back face", tamper(t, good, func(m map[string]any) {
			obj(first(m, former)["lki"])["abilitiesOf"] = map[string]any{"card": "Plains", "back": true}
		}), "has no back face"},
		{"lki controller out of range", tamper(t, good, func(m map[string]any) { obj(first(m, former)["lki"])["controller"] = 5 }),
			"lki.controller: player 5 out of range"},
		{"lki missing", tamper(t, good, func(m map[string]any) { delete(first(m, former), "lki") }), "(lki) is missing"},
		{"lki of a current object", tamper(t, good, func(m map[string]any) { first(m, onBF)["lki"] = first(m, former)["lki"] }),
			"not left the battlefield"},
		{"object id out of range in a zone", tamper(t, good, func(m map[string]any) {
			m["battlefield"] = append(arr(m["battlefield"]), 99999)
		}), "object 99999, out of range"},
		{"object id duplicated", tamper(t, good, func(m map[string]any) {
			obj(objects(m)[1])["id"] = obj(objects(m)[0])["id"]
		}), "ids must run"},
		{"object listed twice", tamper(t, good, func(m map[string]any) {
			m["exile"] = append(arr(m["exile"]), arr(m["battlefield"])[0])
		}), "listed twice"},
		{"listed in another zone", tamper(t, good, func(m map[string]any) {
			p := obj(arr(m["players"])[0])
			lib := arr(p["library"])
			m["exile"] = append(arr(m["exile"]), lib[len(lib)-1])
			p["library"] = lib[:len(lib)-1]
		}), "recorded in zone library"},
		{"listed nowhere", tamper(t, good, func(m map[string]any) { m["battlefield"] = []any{} }), "listed in no zone"},
		{"zone changed", tamper(t, good, func(m map[string]any) { first(m, inLib)["zone"] = int(zones.Graveyard) }), "recorded in zone graveyard"},
		{"owner out of range", tamper(t, good, func(m map[string]any) { obj(objects(m)[0])["owner"] = 7 }), "owner: player 7 out of range"},
		{"active player out of range", tamper(t, good, func(m map[string]any) { m["active"] = 2 }), "active: player 2 out of range"},
		{"priority out of range", tamper(t, good, func(m map[string]any) { m["priority"] = -3 }), "priority: player -3"},
		{"negative damage", tamper(t, good, func(m map[string]any) { first(m, onBF)["damage"] = -1 }), "damage is negative"},
		{"negative counters", tamper(t, good, func(m map[string]any) { first(m, onBF)["counters"] = []any{0, -2} }), "-2 -1/-1 counters"},
		{"negative lands played", tamper(t, good, func(m map[string]any) { obj(arr(m["players"])[1])["landsPlayed"] = -1 }), "landsPlayed is negative"},
		{"negative mana", tamper(t, good, func(m map[string]any) { obj(arr(m["players"])[1])["pool"] = []any{0, 0, -1, 0, 0, 0} }), "mana in the pool"},
		{"more mana kept than in the pool", tamper(t, good, func(m map[string]any) { obj(arr(m["players"])[1])["kept"] = []any{0, 0, 0, 1, 0, 0} }), "mana kept of"},
		{"overflow", tamper(t, good, func(m map[string]any) { first(m, onBF)["damage"] = 1 << 20 }), "int16"},
		{"one player", tamper(t, good, func(m map[string]any) { m["players"] = arr(m["players"])[:1] }), "1 players"},
		{"nine players", tamper(t, good, func(m map[string]any) {
			ps := arr(m["players"])
			for len(ps) < 9 {
				ps = append(ps, ps[0])
			}
			m["players"] = ps
		}), "9 players"},
		{"duplicate player name", tamper(t, good, func(m map[string]any) { obj(arr(m["players"])[1])["name"] = "Alice" }), "two players are named"},
		{"event count", tamper(t, good, func(m map[string]any) { m["eventCount"] = 3 }), "does not match a log"},
		{"short log", tamper(t, good, func(m map[string]any) { m["log"] = arr(m["log"])[:2] }), "does not match a log"},
		{"short event", tamper(t, good, func(m map[string]any) { arr(m["log"])[0] = []any{1, 2} }), "an event has 2 numbers"},
		{"cards shorter", tamper(t, good, func(m map[string]any) { c := arr(m["cards"]); m["cards"] = c[:len(c)-1] }), "out of range"},
		{"card points away", tamper(t, good, func(m map[string]any) { arr(m["cards"])[0] = arr(m["cards"])[1] }), "card 1 points at object"},
		{"stack item kind", tamper(t, good, func(m map[string]any) { obj(arr(m["stack"])[0])["kind"] = 9 }), "not a kind of stack item"},
		{"stack targets", tamper(t, good, func(m map[string]any) {
			obj(arr(m["stack"])[0])["targets"] = []any{map[string]any{"obj": 1}, map[string]any{"obj": 2}, map[string]any{"obj": 3}, map[string]any{"obj": 4}, map[string]any{"obj": 5}}
		}), "5 targets"},
		{"stack target out of range", tamper(t, good, func(m map[string]any) {
			obj(arr(m["stack"])[0])["targets"] = []any{map[string]any{"obj": 123456, "player": -1}}
		}), "target: object 123456 out of range"},
		{"stack id", tamper(t, good, func(m map[string]any) { obj(arr(m["stack"])[0])["id"] = 0 }), "id 0 out of range"},
		{"wait out of range", tamper(t, good, func(m map[string]any) { m["wait"] = 17 }), "wait 17"},
		{"step out of range", tamper(t, good, func(m map[string]any) { m["step"] = 40 }), "step out of range"},
		{"designation out of range", tamper(t, good, func(m map[string]any) { m["dayNight"] = 3 }), "dayNight 3"},
		{"next older", tamper(t, good, func(m map[string]any) { obj(objects(m)[3])["next"] = 1 }), "which is older"},
		{"timestamp in the future", tamper(t, good, func(m map[string]any) { first(m, onBF)["timestamp"] = 1 << 40 }), "after the game's"},
		{"effect on nothing", tamper(t, good, func(m map[string]any) {
			m["effects"] = []any{map[string]any{"layer": 2, "timestamp": 1, "source": 0, "creator": 0, "affected": 0, "controller": 0,
				"power": 0, "toughness": 0, "grant": 0, "duration": 0}}
		}), "affected: object 0 out of range"},
		{"effect in a layer no effect has", tamper(t, good, func(m map[string]any) {
			m["effects"] = []any{map[string]any{"layer": int(engine.LayerCopy), "timestamp": 1, "source": 0, "creator": 0,
				"affected": first(m, onBF)["id"], "controller": 0, "power": 0, "toughness": 0, "grant": 0, "duration": 0}}
		}), "layer 1 is not the layer of a recorded effect"},
		{"link zone", tamper(t, good, func(m map[string]any) {
			m["links"] = []any{map[string]any{"source": 1, "exiled": 2, "to": 12, "creator": 0}}
		}), "returns to zone 12"},
		{"link to the stack", tamper(t, good, func(m map[string]any) {
			m["links"] = []any{map[string]any{"source": 1, "exiled": 2, "to": int(zones.Stack), "creator": 0}}
		}), "returns to zone 5"},
		{"pending at priority", tamper(t, good, func(m map[string]any) {
			m["pending"] = []any{map[string]any{"ability": nil, "source": 1, "controller": 0, "event": []any{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "ward": true, "wardItem": 1, "wardLife": 2}}
		}), "wait while a player holds priority"},
		{"life at zero with priority", tamper(t, good, func(m map[string]any) { obj(arr(m["players"])[0])["life"] = 0 }), "0 life"},
		{"lethal damage survives", tamper(t, good, func(m map[string]any) { first(m, isCreature)["damage"] = 50 }), "survives"},
		// Version 1's caches are no part of the current version.
		{"characteristics of a current object", tamper(t, good, func(m map[string]any) {
			first(m, onBF)["chars"] = first(m, former)["lki"]
		}), `unknown field "chars"`},
		{"stale mark", tamper(t, good, func(m map[string]any) { m["dirty"] = true }), `unknown field "dirty"`},
		{"token scan mark", tamper(t, good, func(m map[string]any) { m["tokenScan"] = 0 }), `unknown field "tokenScan"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var g *engine.Game
			var err error
			require.NotPanics(t, func() { g, err = restoreChecked(c.data, cards.Lookup, nil) })
			require.Error(t, err)
			assert.Nil(t, g, "no half-loaded game")
			assert.ErrorIs(t, err, engine.ErrBadSnapshot)
			assert.Contains(t, err.Error(), c.want)
		})
	}
	_, err = restoreChecked(good, nil, nil)
	assert.ErrorIs(t, err, engine.ErrBadSnapshot)
	_, err = restoreChecked(good, cards.Lookup, make([]engine.Decider, 3))
	assert.ErrorIs(t, err, engine.ErrBadSnapshot)
}

// FuzzRestore feeds Restore mutated snapshots: it must never panic, and
// every snapshot it accepts must pass the invariant checks, snapshot again
// to the same bytes' meaning and play on without panicking.
func FuzzRestore(f *testing.F) {
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := snapGame(f, seed, engine.WithoutLog())
		for step := 0; step < 400; step++ {
			if step%80 == 0 || (g.StackLen() > 0 && step%7 == 0) {
				data, err := g.Snapshot()
				if err != nil {
					f.Fatal(err)
				}
				f.Add(data)
			}
			if over, _ := g.Over(); over {
				break
			}
			if err := g.Step(); err != nil {
				f.Fatal(err)
			}
		}
	}
	g, _ := snapGame(f, 9)
	if err := detStepN(g, 30); err != nil {
		f.Fatal(err)
	}
	data, err := g.Snapshot()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	// Small games, whose snapshots the fuzzer mutates more effectively.
	for seed := uint64(1); seed <= 3; seed++ {
		g := smallGame(f, seed)
		for step := 0; step < 60; step++ {
			if step%6 == 0 {
				data, err := g.Snapshot()
				if err != nil {
					f.Fatal(err)
				}
				f.Add(data)
			}
			if over, _ := g.Over(); over {
				break
			}
			if err := g.Step(); err != nil {
				f.Fatal(err)
			}
		}
	}
	// Kept snapshots of every version, so that older formats are fuzzed too.
	for v := 1; v <= engine.SnapshotVersion; v++ {
		for _, name := range []string{"setup", "selfplay-stack", "cathar-exile-link"} {
			data, err := os.ReadFile(snapshotFile(v, name))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(checkRestoreInput)
}

// checkRestoreInput restores data: a rejection must wrap ErrBadSnapshot
// and return no game; an accepted snapshot must pass the invariant checks,
// snapshot again to a snapshot that restores the same state, and play on
// without panicking or breaking the invariants.
func checkRestoreInput(t *testing.T, data []byte) {
	g, err := restoreChecked(data, cards.Lookup, []engine.Decider{engine.NewRandom(1), engine.NewRandom(2)})
	if err != nil {
		if g != nil {
			t.Fatal("a game returned with an error")
		}
		if !errors.Is(err, engine.ErrBadSnapshot) {
			t.Fatalf("error does not wrap ErrBadSnapshot: %v", err)
		}
		return
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("accepted snapshot breaks invariants: %v", err)
	}
	again, err := g.Snapshot()
	if err != nil {
		t.Fatalf("accepted snapshot does not snapshot again: %v", err)
	}
	r, err := restoreChecked(again, cards.Lookup, nil)
	if err != nil {
		t.Fatalf("re-snapshot not accepted: %v", err)
	}
	if d := engine.StateDiff(g, r); d != "" {
		t.Fatalf("re-snapshot restores another state: %s", d)
	}
	// An accepted snapshot plays on: no panic, and the invariants hold
	// after every step.
	for range 20 {
		if over, _ := g.Over(); over {
			break
		}
		if err := g.Step(); err != nil {
			break
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("invariants broken after playing on: %v", err)
		}
	}
}

// FuzzRestoreNumbers tampers with real snapshots where byte mutations
// rarely reach: it sets one or two numbers or booleans of a valid snapshot
// (chosen by position among all of them) to the fuzzer's values, so that
// the JSON stays well formed and the checks of the state itself are
// exercised. The same properties as FuzzRestore must hold.
func FuzzRestoreNumbers(f *testing.F) {
	var bases [][]byte
	for seed := uint64(1); seed <= 2; seed++ {
		g := smallGame(f, seed)
		for step := 0; step < 40; step++ {
			if step%8 == 0 {
				data, err := g.Snapshot()
				if err != nil {
					f.Fatal(err)
				}
				bases = append(bases, data)
			}
			if over, _ := g.Over(); over {
				break
			}
			if err := g.Step(); err != nil {
				f.Fatal(err)
			}
		}
	}
	f.Add(uint8(0), uint16(3), int64(-1), uint16(0), int64(0))
	f.Add(uint8(1), uint16(100), int64(2), uint16(200), int64(1))
	f.Add(uint8(2), uint16(500), int64(0), uint16(40), int64(7))
	f.Fuzz(func(t *testing.T, base uint8, at1 uint16, v1 int64, at2 uint16, v2 int64) {
		checkRestoreInput(t, setTwoLeaves(t, bases[int(base)%len(bases)], at1, v1, at2, v2))
	})
}

// setTwoLeaves returns the JSON value data with two of its numbers and
// booleans (collectLeaves' order, each place wrapped past the last) set
// to v1 and v2: the input of FuzzRestoreNumbers and FuzzReplayNumbers.
func setTwoLeaves(t *testing.T, data []byte, at1 uint16, v1 int64, at2 uint16, v2 int64) []byte {
	t.Helper()
	var m any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	var setters []func(v int64)
	collectLeaves(m, func(set func(v int64)) { setters = append(setters, set) })
	setters[int(at1)%len(setters)](v1)
	setters[int(at2)%len(setters)](v2)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// collectLeaves calls leaf with a setter for every number and boolean in
// v, in a fixed order (object keys sorted).
func collectLeaves(v any, leaf func(set func(v int64))) {
	setIn := func(get func() any, set func(any)) {
		switch get().(type) {
		case json.Number:
			leaf(func(x int64) { set(json.Number(fmt.Sprint(x))) })
		case bool:
			leaf(func(x int64) { set(x&1 == 1) })
		}
	}
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			setIn(func() any { return v[k] }, func(x any) { v[k] = x })
			collectLeaves(v[k], leaf)
		}
	case []any:
		for i := range v {
			setIn(func() any { return v[i] }, func(x any) { v[i] = x })
			collectLeaves(v[i], leaf)
		}
	}
}

// smallGame is a started game with short libraries and a few permanents,
// for small snapshots.
func smallGame(tb testing.TB, seed uint64) *engine.Game {
	tb.Helper()
	lib := func(names ...string) []*engine.CardDef {
		var out []*engine.CardDef
		for _, n := range names {
			out = append(out, cards.MustLookup(n))
		}
		return out
	}
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "A", Deck: lib("Mountain", "Lightning Bolt", "Brutal Cathar", "Plains", "Raise the Alarm", "Plains"), Decider: engine.NewRandom(seed)},
		{Name: "B", Deck: lib("Forest", "Giant Growth", "Tavern Ruffian", "Forest", "Moonmist", "Forest"), Decider: engine.NewRandom(seed + 100)},
	}, engine.WithSeed(seed))
	require.NoError(tb, err)
	for _, pl := range []engine.Placement{
		{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Plains"), Controller: engine.NoPlayer},
		{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Mountain"), Controller: engine.NoPlayer},
		{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Plains"), Controller: engine.NoPlayer},
		{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Forest"), Controller: engine.NoPlayer},
		{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Mountain"), Controller: engine.NoPlayer},
		{Owner: 1, Zone: zones.Battlefield, Def: cards.MustLookup("Grizzly Bears"), Controller: engine.NoPlayer},
		{Owner: 0, Zone: zones.Battlefield, Def: cards.MustLookup("Village Watch"), Controller: engine.NoPlayer},
	} {
		_, err := g.Put(pl)
		require.NoError(tb, err)
	}
	require.NoError(tb, g.SetLife(1, 6))
	require.NoError(tb, g.Start(engine.StartAt{Turn: 1, Player: engine.PlayerID(seed % 2), Step: engine.Upkeep, Shuffle: true, OpeningHand: 2}))
	return g
}

func ExampleGame_Snapshot() {
	alice, _ := cards.Deck("cathar")
	bob, _ := cards.Deck("werewolves")
	g, _ := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: alice, Decider: engine.NewRandom(1)},
		{Name: "Bob", Deck: bob, Decider: engine.NewRandom(2)},
	}, engine.WithSeed(42))
	_ = g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
	_ = g.PlayTurns(3)

	data, err := g.Snapshot()
	if err != nil {
		panic(err)
	}
	// No deciders given: each player gets back the Random decider the
	// snapshot recorded, in the state it had, so the game resumes the same
	// bots and a snapshot of the restored game is the same bytes.
	h, err := restoreChecked(data, cards.Lookup, nil)
	if err != nil {
		panic(err)
	}
	n, active, step := h.Turn()
	fmt.Println(n, h.PlayerName(active), step, h.EventCount() == g.EventCount())
	again, _ := h.Snapshot()
	fmt.Println(string(again) == string(data))
	// Output:
	// 4 Bob upkeep true
	// true
}

func ExampleReplay() {
	alice, _ := cards.Deck("classic")
	bob, _ := cards.Deck("control")
	g, _ := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Deck: alice, Decider: engine.NewRandom(1)},
		{Name: "Bob", Deck: bob, Decider: engine.NewRandom(2)},
	}, engine.WithSeed(7), engine.WithRecording())
	_ = g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7})
	_ = g.PlayTurns(5)

	data, _ := json.Marshal(g.Recording()) // seed, decks, calls and answers
	var rec engine.Recording
	_ = json.Unmarshal(data, &rec)
	h, err := replayChecked(rec, cards.Lookup)
	if err != nil {
		panic(err)
	}
	fmt.Println(h.EventCount() == g.EventCount(), h.Life(0) == g.Life(0), h.Life(1) == g.Life(1))
	// Output: true true true
}

// TestRestoreRejectsStaleCombat is the regression test of a FuzzRestoreNumbers
// finding: a snapshot in the declare attackers step that records blockers
// as declared was accepted, and the game went on to wait for blockers from
// nobody.
func TestRestoreRejectsStaleCombat(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed < 20; seed++ {
		g, _ := snapGame(t, seed)
		for range 400 {
			if _, _, step := g.Turn(); step == engine.DeclareAttackersStep || step == engine.BeginningOfCombat {
				data, err := g.Snapshot()
				require.NoError(t, err)
				for field, value := range map[string]any{"blockers": 3, "firstDone": true, "twoDamage": true} {
					_, err := restoreChecked(tamper(t, data, func(m map[string]any) { m[field] = value }), cards.Lookup, nil)
					require.ErrorIs(t, err, engine.ErrBadSnapshot, field)
					assert.Contains(t, err.Error(), "step records")
				}
				return
			}
			require.NoError(t, g.Step())
		}
	}
	t.Fatal("no game reached combat")
}
