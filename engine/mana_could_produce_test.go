package engine_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// manaSet builds a ManaTypeSet.
func manaSet(ts ...engine.ManaType) engine.ManaTypeSet {
	var s engine.ManaTypeSet
	for _, t := range ts {
		s = s.With(t)
	}
	return s
}

const (
	tyW = engine.ManaW
	tyU = engine.ManaU
	tyB = engine.ManaB
	tyR = engine.ManaR
	tyG = engine.ManaG
	tyC = engine.ManaC
)

// manaPerm is a permanent of a test board: a card and its controller.
type manaPerm struct {
	name  string
	owner engine.PlayerID
	opts  []putOpt
}

func ofAlice(name string, opts ...putOpt) manaPerm { return manaPerm{name, alice, opts} }
func ofBob(name string, opts ...putOpt) manaPerm   { return manaPerm{name, bob, opts} }

// manaBoard starts a game with the given permanents on the battlefield and
// returns their objects in order.
func manaBoard(t testing.TB, perms ...manaPerm) (*engine.Game, []engine.ObjID) {
	t.Helper()
	g := newGame(t)
	ids := make([]engine.ObjID, len(perms))
	for i, p := range perms {
		ids[i] = put(t, g, p.owner, zones.Battlefield, p.name, p.opts...)
	}
	startMain(t, g)
	return g, ids
}

// TestCouldProduceTable checks CouldProduce (CR 106.7 and the rulings of
// Reflecting Pool, Exotic Orchard and Fellwar Stone) on fixed boards. want
// lists the expected set of every permanent of the board, in order.
func TestCouldProduceTable(t *testing.T) {
	t.Parallel()
	all := engine.AllColors
	for _, tc := range []struct {
		name  string
		perms []manaPerm
		want  []engine.ManaTypeSet
	}{
		{"basics (CR 305.6)", []manaPerm{ofAlice("Plains"), ofAlice("Island"), ofAlice("Swamp"), ofAlice("Mountain"), ofAlice("Forest")},
			[]engine.ManaTypeSet{manaSet(tyW), manaSet(tyU), manaSet(tyB), manaSet(tyR), manaSet(tyG)}},
		{"Wastes makes colorless", []manaPerm{ofAlice("Wastes")}, []engine.ManaTypeSet{manaSet(tyC)}},
		{"a tapped Forest could still produce {G} (106.7 ignores costs)", []manaPerm{ofAlice("Forest", tapped)},
			[]engine.ManaTypeSet{manaSet(tyG)}},
		{"a lone Reflecting Pool could produce nothing (106.5, 106.7)", []manaPerm{ofAlice("Reflecting Pool")},
			[]engine.ManaTypeSet{0}},
		{"two Reflecting Pools alone don't help each other", []manaPerm{ofAlice("Reflecting Pool"), ofAlice("Reflecting Pool")},
			[]engine.ManaTypeSet{0, 0}},
		{"Reflecting Pool copies its controller's lands, colorless included",
			[]manaPerm{ofAlice("Reflecting Pool"), ofAlice("Forest", tapped), ofAlice("Wastes"), ofBob("Island")},
			[]engine.ManaTypeSet{manaSet(tyG, tyC), manaSet(tyG), manaSet(tyC), manaSet(tyU)}},
		{"Reflecting Pool ignores non-lands (Llanowar Elves, Fellwar Stone)",
			[]manaPerm{ofAlice("Reflecting Pool"), ofAlice("Llanowar Elves"), ofAlice("Fellwar Stone"), ofBob("Swamp")},
			[]engine.ManaTypeSet{0, manaSet(tyG), manaSet(tyB), manaSet(tyB)}},
		{"two Pools with a Plains both make {W}", []manaPerm{ofAlice("Reflecting Pool"), ofAlice("Reflecting Pool"), ofAlice("Plains")},
			[]engine.ManaTypeSet{manaSet(tyW), manaSet(tyW), manaSet(tyW)}},
		{"Exotic Orchard: no opposing lands, nothing", []manaPerm{ofAlice("Exotic Orchard"), ofAlice("Forest")},
			[]engine.ManaTypeSet{0, manaSet(tyG)}},
		{"Exotic Orchard: colors only, an opposing Wastes gives nothing", []manaPerm{ofAlice("Exotic Orchard"), ofBob("Wastes")},
			[]engine.ManaTypeSet{0, manaSet(tyC)}},
		{"Fellwar Stone: colors only", []manaPerm{ofAlice("Fellwar Stone"), ofBob("Wastes"), ofBob("Mountain")},
			[]engine.ManaTypeSet{manaSet(tyR), manaSet(tyC), manaSet(tyR)}},
		{"Fellwar Stone: no opposing lands, nothing", []manaPerm{ofAlice("Fellwar Stone"), ofAlice("Forest")},
			[]engine.ManaTypeSet{0, manaSet(tyG)}},
		{"Fellwar Stone: an opponent's non-land source doesn't count", []manaPerm{ofAlice("Fellwar Stone"), ofBob("Llanowar Elves")},
			[]engine.ManaTypeSet{0, manaSet(tyG)}},
		{"two Exotic Orchards facing each other: nothing (106.7 example)", []manaPerm{ofAlice("Exotic Orchard"), ofBob("Exotic Orchard")},
			[]engine.ManaTypeSet{0, 0}},
		{"a Forest on one side feeds both Orchards {G} (106.7 example)",
			[]manaPerm{ofAlice("Exotic Orchard"), ofBob("Exotic Orchard"), ofAlice("Forest")},
			[]engine.ManaTypeSet{manaSet(tyG), manaSet(tyG), manaSet(tyG)}},
		{"chain: Forest → Bob's Orchard → Alice's Orchard → Alice's Pool, Bob's Pool from his Orchard",
			[]manaPerm{ofAlice("Reflecting Pool"), ofAlice("Exotic Orchard"), ofBob("Exotic Orchard"), ofBob("Reflecting Pool"), ofAlice("Forest")},
			[]engine.ManaTypeSet{manaSet(tyG), manaSet(tyG), manaSet(tyG), manaSet(tyG), manaSet(tyG)}},
		{"chain across players: Bob's Wastes gives Bob's Pool {C}, never an Orchard",
			[]manaPerm{ofAlice("Exotic Orchard"), ofBob("Reflecting Pool"), ofBob("Wastes"), ofBob("Exotic Orchard"), ofAlice("Reflecting Pool")},
			[]engine.ManaTypeSet{0, manaSet(tyC), manaSet(tyC), 0, 0}},
		{"Pili-Pala could produce every color: its {2}, {Q} cost is ignored", []manaPerm{ofAlice("Pili-Pala")},
			[]engine.ManaTypeSet{all}},
		{"Weaver of Blossoms, any color", []manaPerm{ofAlice("Weaver of Blossoms", sick)}, []engine.ManaTypeSet{all}},
		{"Contamination makes every land's mana {B}, not non-lands' (106.7 counts replacements)",
			[]manaPerm{ofAlice("Contamination"), ofAlice("Forest"), ofBob("Wastes"), ofBob("Plains", tapped), ofAlice("Llanowar Elves"), ofAlice("Pili-Pala")},
			[]engine.ManaTypeSet{0, manaSet(tyB), manaSet(tyB), manaSet(tyB), manaSet(tyG), all}},
		{"Contamination: Fellwar Stone isn't retyped, but sees the retyped lands",
			[]manaPerm{ofBob("Contamination"), ofAlice("Fellwar Stone"), ofBob("Mountain"), ofBob("Forest")},
			[]engine.ManaTypeSet{0, manaSet(tyB), manaSet(tyB), manaSet(tyB)}},
		{"Contamination: Reflecting Pool and both facing Orchards make {B}",
			[]manaPerm{ofAlice("Contamination"), ofAlice("Reflecting Pool"), ofAlice("Island"), ofBob("Exotic Orchard"), ofAlice("Exotic Orchard")},
			[]engine.ManaTypeSet{0, manaSet(tyB), manaSet(tyB), manaSet(tyB), manaSet(tyB)}},
		{"Contamination: an Orchard with no opposing lands still makes nothing (106.5)",
			[]manaPerm{ofAlice("Contamination"), ofAlice("Exotic Orchard"), ofAlice("Forest")},
			[]engine.ManaTypeSet{0, 0, manaSet(tyB)}},
		{"Mana Reflection changes no type", []manaPerm{ofAlice("Mana Reflection"), ofAlice("Forest"), ofAlice("Reflecting Pool")},
			[]engine.ManaTypeSet{0, manaSet(tyG), manaSet(tyG)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, ids := manaBoard(t, tc.perms...)
			require.Len(t, tc.want, len(ids))
			for i, id := range ids {
				assert.Equal(t, tc.want[i].String(), g.CouldProduce(id).String(), "%s (%d)", tc.perms[i].name, i)
			}
		})
	}
}

// TestCouldProduceOffBattlefield: an object not on the battlefield, or an
// unknown one, could produce nothing.
func TestCouldProduceOffBattlefield(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	hand := put(t, g, alice, zones.Hand, "Forest")
	put(t, g, alice, zones.Battlefield, "Forest")
	startMain(t, g)
	assert.Equal(t, engine.ManaTypeSet(0), g.CouldProduce(hand))
	assert.Equal(t, engine.ManaTypeSet(0), g.CouldProduce(9999))
	assert.Equal(t, engine.ManaTypeSet(0), g.CouldProduce(-1))
}

// The kinds of permanent of the random boards.
var fixpointKinds = []string{"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
	"Reflecting Pool", "Exotic Orchard", "Fellwar Stone"}

// referenceCouldProduce is a brute-force least fixpoint of CR 106.7 over a
// board of fixpointKinds: start every set empty and apply each
// permanent's rule to the current sets until nothing changes.
func referenceCouldProduce(perms []manaPerm) []engine.ManaTypeSet {
	basic := map[string]engine.ManaType{"Plains": tyW, "Island": tyU, "Swamp": tyB, "Mountain": tyR, "Forest": tyG, "Wastes": tyC}
	isLand := func(name string) bool { return name != "Fellwar Stone" }
	sets := make([]engine.ManaTypeSet, len(perms))
	for changed := true; changed; {
		changed = false
		for i, p := range perms {
			var s engine.ManaTypeSet
			if t, ok := basic[p.name]; ok {
				s = manaSet(t)
			}
			for j, q := range perms {
				if !isLand(q.name) {
					continue
				}
				switch {
				case p.name == "Reflecting Pool" && q.owner == p.owner:
					s |= sets[j]
				case (p.name == "Exotic Orchard" || p.name == "Fellwar Stone") && q.owner != p.owner:
					s |= sets[j] & engine.AllColors
				}
			}
			if s != sets[i] {
				sets[i], changed = s, true
			}
		}
	}
	return sets
}

// TestCouldProduceProperties builds random boards of basics, Wastes,
// Reflecting Pools, Exotic Orchards and Fellwar Stones split between two
// players, and checks that CouldProduce (CR 106.7) ends, equals the
// brute-force least fixpoint, is monotone (a permanent added to the board
// never removes a type from another's set), and that a Pool's set is the
// union of its controller's lands' sets (Reflecting Pool: "any type that a
// land you control could produce").
func TestCouldProduceProperties(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(106, 7))
	for trial := range 150 {
		n := 1 + rng.IntN(12)
		perms := make([]manaPerm, n)
		for i := range perms {
			perms[i] = manaPerm{name: fixpointKinds[rng.IntN(len(fixpointKinds))], owner: engine.PlayerID(rng.IntN(2))}
		}
		var prev []engine.ManaTypeSet
		for k := 1; k <= n; k++ {
			g, ids := manaBoard(t, perms[:k]...)
			got := make([]engine.ManaTypeSet, k)
			for i, id := range ids {
				got[i] = g.CouldProduce(id)
			}
			want := referenceCouldProduce(perms[:k])
			require.Equal(t, want, got, "trial %d, board %v", trial, perms[:k])
			for i := range prev {
				require.Equal(t, prev[i], prev[i]&got[i], "trial %d: adding %v removed a type from %v (%d)", trial, perms[k-1], perms[i], i)
			}
			for i, p := range perms[:k] {
				if p.name != "Reflecting Pool" {
					continue
				}
				var union engine.ManaTypeSet
				for j, q := range perms[:k] {
					if q.owner == p.owner && q.name != "Fellwar Stone" {
						union |= want[j]
					}
				}
				require.Equal(t, union, got[i], "trial %d: Pool %d on %v", trial, i, perms[:k])
			}
			prev = got
		}
	}
}
