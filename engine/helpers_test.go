package engine_test

// Shared helpers for building positions in the engine's unit tests. Keep
// them small and free of assertions about rules: each test states what it
// checks itself.

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Player ids of the default two-player game made by newGame.
const (
	alice engine.PlayerID = 0
	bob   engine.PlayerID = 1
)

var (
	scriptsMu sync.Mutex
	scripts   = map[*engine.Game][]*engine.Scripted{}
)

// newGame returns a game in setup with the named players (Alice and Bob by
// default), each with an empty library and a Scripted decider that script
// returns. The game is seeded, so it is deterministic.
func newGame(t testing.TB, players ...string) *engine.Game {
	t.Helper()
	return newGameWith(t, nil, players...)
}

// newGameWith is newGame with game options besides the seed.
func newGameWith(t testing.TB, opts []engine.GameOption, players ...string) *engine.Game {
	t.Helper()
	if len(players) == 0 {
		players = []string{"Alice", "Bob"}
	}
	cfg := make([]engine.PlayerConfig, len(players))
	ds := make([]*engine.Scripted, len(players))
	for i, name := range players {
		ds[i] = engine.NewScripted()
		cfg[i] = engine.PlayerConfig{Name: name, Decider: ds[i]}
	}
	g, err := newChecked(cfg, append([]engine.GameOption{engine.WithSeed(1)}, opts...)...)
	require.NoError(t, err)
	scriptsMu.Lock()
	scripts[g] = ds
	scriptsMu.Unlock()
	t.Cleanup(func() {
		scriptsMu.Lock()
		delete(scripts, g)
		scriptsMu.Unlock()
	})
	return g
}

// script returns player p's Scripted decider in a game made by newGame.
func script(t testing.TB, g *engine.Game, p engine.PlayerID) *engine.Scripted {
	t.Helper()
	scriptsMu.Lock()
	defer scriptsMu.Unlock()
	ds, ok := scripts[g]
	require.True(t, ok, "game not made by newGame")
	require.True(t, int(p) >= 0 && int(p) < len(ds), "no player %d", p)
	return ds[p]
}

// push queues answers on player p's Scripted decider.
func push(t testing.TB, g *engine.Game, p engine.PlayerID, answers ...engine.Answer) {
	t.Helper()
	script(t, g, p).Push(answers...)
}

// putOpt adjusts a Placement before Put.
type putOpt func(*engine.Placement)

func tapped(pl *engine.Placement)   { pl.Tapped = true }
func sick(pl *engine.Placement)     { pl.Sick = true }
func token(pl *engine.Placement)    { pl.Token = true }
func backFace(pl *engine.Placement) { pl.BackFace = true }

// counters puts n counters of kind k on it.
func counters(k engine.CounterKind, n int) putOpt {
	return func(pl *engine.Placement) { pl.Counters[k] = n }
}

// attachedTo attaches it to another permanent.
func attachedTo(id engine.ObjID) putOpt {
	return func(pl *engine.Placement) { pl.AttachedTo = id }
}

// copyOf makes it enter as a copy of a permanent.
func copyOf(id engine.ObjID) putOpt {
	return func(pl *engine.Placement) { pl.CopyOf = id }
}

// controlledBy gives control of it to p (a setup control effect).
func controlledBy(p engine.PlayerID) putOpt {
	return func(pl *engine.Placement) { pl.ControlEffect, pl.Controller = true, p }
}

// put places the named card in owner's zone during setup and returns its
// object.
func put(t testing.TB, g *engine.Game, owner engine.PlayerID, zone zones.Kind, name string, opts ...putOpt) engine.ObjID {
	t.Helper()
	return putDef(t, g, owner, zone, cards.MustLookup(name), opts...)
}

// putDef places a card given by its definition (one defined locally in a
// test, not in package cards) during setup.
func putDef(t testing.TB, g *engine.Game, owner engine.PlayerID, zone zones.Kind, def *engine.CardDef, opts ...putOpt) engine.ObjID {
	t.Helper()
	pl := engine.Placement{Owner: owner, Zone: zone, Def: def, Controller: engine.NoPlayer}
	for _, o := range opts {
		o(&pl)
	}
	id, err := g.Put(pl)
	require.NoError(t, err, "put %s", def.Name())
	return id
}

// putN places n copies of the named card and returns their objects.
func putN(t testing.TB, g *engine.Game, owner engine.PlayerID, zone zones.Kind, name string, n int, opts ...putOpt) []engine.ObjID {
	t.Helper()
	out := make([]engine.ObjID, n)
	for i := range out {
		out[i] = put(t, g, owner, zone, name, opts...)
	}
	return out
}

// start ends setup and begins play.
func start(t testing.TB, g *engine.Game, at engine.StartAt) {
	t.Helper()
	require.NoError(t, g.Start(at))
}

// startMain starts at turn 1, Alice's precombat main phase.
func startMain(t testing.TB, g *engine.Game) {
	t.Helper()
	start(t, g, engine.StartAt{Turn: 1, Player: alice, Step: engine.PrecombatMain})
}

// livePlayers counts the players still in the game.
func livePlayers(g *engine.Game) int {
	n := 0
	for p := range g.NumPlayers() {
		if !g.HasLeft(engine.PlayerID(p)) {
			n++
		}
	}
	return n
}

// passAll has every player still in the game pass priority once, in turn
// order from the player who holds it: the top of the stack resolves, or,
// with an empty stack, the step ends.
func passAll(t testing.TB, g *engine.Game) {
	t.Helper()
	n := livePlayers(g)
	for range n {
		p := g.PriorityPlayer()
		require.NotEqual(t, engine.NoPlayer, p, "nobody holds priority (waiting: %+v)", g.Waiting())
		require.NoError(t, g.PassPriority(p))
	}
}

// resolveStack passes priority until the stack is empty (each pass round
// resolves the top item; triggers it causes resolve too).
func resolveStack(t testing.TB, g *engine.Game) {
	t.Helper()
	for i := 0; g.StackLen() > 0; i++ {
		require.Less(t, i, 1000, "stack never emptied")
		if over, _ := g.Over(); over {
			return
		}
		passAll(t, g)
	}
}

// advance moves the game on by one thing: the priority holder passes, or
// the attacking or defending players declare no attackers or blockers.
func advance(t testing.TB, g *engine.Game) {
	t.Helper()
	w := g.Waiting()
	switch {
	case w.Over:
		require.Fail(t, "game over")
	case w.Priority != engine.NoPlayer:
		require.NoError(t, g.PassPriority(w.Priority))
	case w.Attackers != engine.NoPlayer:
		require.NoError(t, g.DeclareAttackers(w.Attackers, nil))
	case len(w.Blockers) > 0:
		require.NoError(t, g.DeclareBlockers(w.Blockers[0], nil))
	default:
		require.Fail(t, "game waits for nothing", "%+v", w)
	}
}

// gotoStep passes priority (and declares no attackers or blockers) until
// the game is in the given step of the given turn and waits for a player
// there. Spells on the stack resolve on the way.
func gotoStep(t testing.TB, g *engine.Game, turn int, step engine.Step) {
	t.Helper()
	for i := 0; ; i++ {
		require.Less(t, i, 10000, "never reached turn %d %v", turn, step)
		n, _, s := g.Turn()
		w := g.Waiting()
		if n == turn && s == step && (w.Priority != engine.NoPlayer || w.Attackers != engine.NoPlayer || len(w.Blockers) > 0) &&
			g.StackLen() == 0 {
			return
		}
		require.False(t, n > turn, "passed turn %d %v (now turn %d %v)", turn, step, n, s)
		advance(t, g)
	}
}

// info returns the object's view, failing the test on an unknown id.
func info(t testing.TB, g *engine.Game, id engine.ObjID) engine.ObjectInfo {
	t.Helper()
	oi, err := g.Object(id)
	require.NoError(t, err)
	return oi
}

// cast casts a spell for p, with optional targets.
func cast(t testing.TB, g *engine.Game, p engine.PlayerID, card engine.ObjID, targets ...engine.Target) {
	t.Helper()
	require.NoError(t, g.CastSpell(p, card, engine.CastOptions{Targets: targets}))
}

// target is engine.TargetObject, shorter.
func target(id engine.ObjID) engine.Target { return engine.TargetObject(id) }

// eventsOf returns the events of kind k logged since event index from.
func eventsOf(g *engine.Game, from int, k engine.EventKind) []engine.Event {
	var out []engine.Event
	for ev := range g.EventsSince(from) {
		if ev.Kind == k {
			out = append(out, ev)
		}
	}
	return out
}

// fillLibraries puts n Wastes in every player's library, so that turns can
// pass without anyone drawing from an empty library (CR 704.5b).
func fillLibraries(t testing.TB, g *engine.Game, n int) {
	t.Helper()
	for p := range g.NumPlayers() {
		putN(t, g, engine.PlayerID(p), zones.Library, "Wastes", n)
	}
}
