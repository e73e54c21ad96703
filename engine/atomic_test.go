package engine_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// atomicCase is one illegal action: setup builds the position and returns
// the action; the action must fail with want and change nothing.
type atomicCase struct {
	name   string
	setup  func(t *testing.T) (*engine.Game, func(g *engine.Game) error)
	want   error
	phrase string // the message must contain it, when set
	// actor is the player the *engine.ActionError names; notAction marks
	// errors that are not ActionErrors (decisions, Step).
	actor     engine.PlayerID
	notAction bool
}

// atomicMain is a game in Alice's first precombat main phase after setup.
func atomicMain(t *testing.T, setup func(g *engine.Game)) *engine.Game {
	g := newGame(t)
	setup(g)
	startMain(t, g)
	return g
}

func atomicCases() []atomicCase {
	return []atomicCase{
		{
			name: "creature in the opponent's turn", want: engine.ErrTiming, phrase: "timing", actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, bob, zones.Battlefield, "Forest", 2)
					bears = put(t, g, bob, zones.Hand, "Grizzly Bears")
				})
				require.NoError(t, g.PassPriority(alice)) // Bob now holds priority in Alice's turn
				return g, func(g *engine.Game) error { return g.CastSpell(bob, bears, engine.CastOptions{}) }
			},
		},
		{
			name: "creature with a non-empty stack", want: engine.ErrTiming, phrase: "timing", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt, bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					putN(t, g, alice, zones.Battlefield, "Forest", 2)
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
					bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
				})
				require.NoError(t, g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}}))
				require.Equal(t, alice, g.PriorityPlayer())
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bears, engine.CastOptions{}) }
			},
		},
		{
			name: "equip at instant speed", want: engine.ErrTiming, phrase: "timing", actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var eq, bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, bob, zones.Battlefield, "Plains")
					eq = put(t, g, bob, zones.Battlefield, "Bonesplitter")
					bears = put(t, g, bob, zones.Battlefield, "Grizzly Bears")
				})
				require.NoError(t, g.PassPriority(alice))
				return g, func(g *engine.Game) error {
					return g.ActivateAbility(bob, eq, 0, engine.ActivateOptions{Targets: []engine.Target{target(bears)}})
				}
			},
		},
		{
			name: "unpayable cost", want: engine.ErrCannotPay, phrase: "cannot pay", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var giant engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, alice, zones.Battlefield, "Mountain", 3)
					giant = put(t, g, alice, zones.Hand, "Hill Giant")
				})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, giant, engine.CastOptions{}) }
			},
		},
		{
			name: "unpayable color", want: engine.ErrCannotPay, phrase: "cannot pay", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var murder engine.ObjID
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, alice, zones.Battlefield, "Swamp", 1)
					putN(t, g, alice, zones.Battlefield, "Forest", 2)
					murder = put(t, g, alice, zones.Hand, "Murder")
					bears = put(t, g, bob, zones.Battlefield, "Grizzly Bears")
				})
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, murder, engine.CastOptions{Targets: []engine.Target{target(bears)}})
				}
			},
		},
		{
			name: "tapped mana ability again", want: engine.ErrCannotPay, phrase: "cannot pay", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, alice, zones.Battlefield, "Forest") })
				require.NoError(t, g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}))
				require.Equal(t, 1, g.Pool(alice).Total())
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}) }
			},
		},
		{
			name: "summoning-sick mana creature", want: engine.ErrSummoningSick, phrase: "summoning sick", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var elves engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { elves = put(t, g, alice, zones.Battlefield, "Llanowar Elves", sick) })
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, elves, 0, engine.ActivateOptions{}) }
			},
		},
		{
			name: "illegal target: a land for Lightning Bolt", want: engine.ErrIllegalTarget, phrase: "illegal target", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt, forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					forest = put(t, g, bob, zones.Battlefield, "Forest")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{target(forest)}})
				}
			},
		},
		{
			name: "illegal target: Cloudshift on an opponent's creature", want: engine.ErrIllegalTarget, phrase: "illegal target", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var shift, bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Plains")
					bears = put(t, g, bob, zones.Battlefield, "Grizzly Bears")
					shift = put(t, g, alice, zones.Hand, "Cloudshift")
				})
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, shift, engine.CastOptions{Targets: []engine.Target{target(bears)}})
				}
			},
		},
		{
			name: "illegal target: none given", want: engine.ErrIllegalTarget, phrase: "illegal target", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bolt, engine.CastOptions{}) }
			},
		},
		{
			name: "cast without priority", want: engine.ErrNoPriority, phrase: "priority", actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, bob, zones.Battlefield, "Mountain")
					bolt = put(t, g, bob, zones.Hand, "Lightning Bolt")
				})
				return g, func(g *engine.Game) error {
					return g.CastSpell(bob, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(alice)}})
				}
			},
		},
		{
			name: "pass without priority", want: engine.ErrNoPriority, phrase: "priority", actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.PassPriority(bob) }
			},
		},
		{
			name: "second land in a turn", want: engine.ErrLandPlay, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var lands []engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { lands = putN(t, g, alice, zones.Hand, "Forest", 2) })
				require.NoError(t, g.PlayLand(alice, lands[0]))
				return g, func(g *engine.Game) error { return g.PlayLand(alice, lands[1]) }
			},
		},
		{
			name: "card in the library", want: engine.ErrWrongZone, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, alice, zones.Battlefield, "Forest", 2)
					bears = put(t, g, alice, zones.Library, "Grizzly Bears")
				})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bears, engine.CastOptions{}) }
			},
		},
		{
			name: "card in the opponent's hand", want: engine.ErrWrongZone, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, bob, zones.Hand, "Forest") })
				return g, func(g *engine.Game) error { return g.PlayLand(alice, forest) }
			},
		},
		{
			name: "object that has left its zone", want: engine.ErrWrongZone, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var land engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { land = put(t, g, alice, zones.Hand, "Forest") })
				require.NoError(t, g.PlayLand(alice, land)) // land is now an old object (CR 400.7)
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, land, 0, engine.ActivateOptions{}) }
			},
		},
		{
			name: "unknown object", want: engine.ErrUnknownObject, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, 9999, engine.CastOptions{}) }
			},
		},
		{
			name: "no object", want: engine.ErrUnknownObject, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, engine.NoObj, 0, engine.ActivateOptions{}) }
			},
		},
		{
			name: "unknown player", want: engine.ErrUnknownPlayer, actor: 5,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.PassPriority(5) }
			},
		},
		{
			name: "no player", want: engine.ErrUnknownPlayer, actor: engine.NoPlayer,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.Concede(engine.NoPlayer) }
			},
		},
		{
			name: "negative X", want: engine.ErrInvalidValue, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, alice, zones.Battlefield, "Forest", 2)
					bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
				})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bears, engine.CastOptions{X: -1}) }
			},
		},
		{
			name: "X for a cost without X", want: engine.ErrInvalidValue, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, alice, zones.Battlefield, "Forest", 4)
					bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
				})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bears, engine.CastOptions{X: 2}) }
			},
		},
		{
			name: "a land cast as a spell", want: engine.ErrNotCastable, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, alice, zones.Hand, "Forest") })
				return g, func(g *engine.Game) error { return g.CastSpell(alice, forest, engine.CastOptions{}) }
			},
		},
		{
			name: "ability of a permanent the player doesn't control", want: engine.ErrNotController, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, bob, zones.Battlefield, "Forest") })
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{}) }
			},
		},
		{
			name: "no such ability", want: engine.ErrNoAbility, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, alice, zones.Battlefield, "Forest") })
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, forest, 1, engine.ActivateOptions{}) }
			},
		},
		{
			name: "attack with a summoning-sick creature", want: engine.ErrSummoningSick, phrase: "summoning sick", actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var ready, fresh engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					ready = put(t, g, alice, zones.Battlefield, "Grizzly Bears")
					fresh = put(t, g, alice, zones.Battlefield, "Hill Giant", sick)
				})
				gotoStep(t, g, 1, engine.DeclareAttackersStep)
				require.Equal(t, alice, g.Waiting().Attackers)
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: ready, Defender: bob}, {Attacker: fresh, Defender: bob}})
				}
			},
		},
		{
			name: "attack the attacking player", want: engine.ErrIllegalAttack, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { bears = put(t, g, alice, zones.Battlefield, "Grizzly Bears") })
				gotoStep(t, g, 1, engine.DeclareAttackersStep)
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: alice}})
				}
			},
		},
		{
			name: "block with a tapped creature", want: engine.ErrIllegalBlock, actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bears, _, tappedGiant := atomicBlockers(t)
				return g, func(g *engine.Game) error {
					return g.DeclareBlockers(bob, []engine.Block{{Blocker: tappedGiant, Attacker: bears}})
				}
			},
		},
		{
			name: "block a creature that isn't attacking", want: engine.ErrIllegalBlock, actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, _, blocker, _ := atomicBlockers(t)
				home := atomicFind(t, g, alice, "Hill Giant")
				return g, func(g *engine.Game) error {
					return g.DeclareBlockers(bob, []engine.Block{{Blocker: blocker, Attacker: home}})
				}
			},
		},
		{
			name: "one creature blocking twice", want: engine.ErrIllegalBlock, actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bears, blocker, _ := atomicBlockers(t)
				return g, func(g *engine.Game) error {
					return g.DeclareBlockers(bob, []engine.Block{{Blocker: blocker, Attacker: bears}, {Blocker: blocker, Attacker: bears}})
				}
			},
		},
		{
			name: "block with the attacker's creature", want: engine.ErrIllegalBlock, actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bears, _, _ := atomicBlockers(t)
				home := atomicFind(t, g, alice, "Hill Giant")
				return g, func(g *engine.Game) error {
					return g.DeclareBlockers(bob, []engine.Block{{Blocker: home, Attacker: bears}})
				}
			},
		},
		{
			name: "attackers declared in the blockers step", want: engine.ErrNotWaiting, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bears, _, _ := atomicBlockers(t)
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}})
				}
			},
		},
		{
			name: "after the game is over", want: engine.ErrGameOver, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				require.NoError(t, g.Concede(bob))
				over, winner := g.Over()
				require.True(t, over)
				require.Equal(t, alice, winner)
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}})
				}
			},
		},
		{
			name: "concede after the game is over", want: engine.ErrGameOver, actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				require.NoError(t, g.Concede(alice))
				return g, func(g *engine.Game) error { return g.Concede(bob) }
			},
		},
		{
			name: "Step after the game is over", want: engine.ErrGameOver, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				require.NoError(t, g.Concede(alice))
				return g, func(g *engine.Game) error { return g.Step() }
			},
		},
		{
			name: "before Start", want: engine.ErrNotStarted, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				put(t, g, alice, zones.Battlefield, "Forest")
				return g, func(g *engine.Game) error { return g.PassPriority(alice) }
			},
		},
		{
			name: "cast before Start", want: engine.ErrNotStarted, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				put(t, g, alice, zones.Battlefield, "Mountain")
				bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}})
				}
			},
		},
		// API validation: players that don't exist or have left,
		// objects that don't exist or have left, values out of range,
		// actions for a game that is over or not started, unknown cards.
		{
			name: "cast by a player who has left", want: engine.ErrPlayerLeft, actor: carolID,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bolt := atomicThreeLeft(t)
				return g, func(g *engine.Game) error {
					return g.CastSpell(carolID, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(alice)}})
				}
			},
		},
		{
			name: "pass by a player who has left", want: engine.ErrPlayerLeft, actor: carolID,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, _ := atomicThreeLeft(t)
				return g, func(g *engine.Game) error { return g.PassPriority(carolID) }
			},
		},
		{
			name: "concede twice", want: engine.ErrPlayerLeft, actor: carolID,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, _ := atomicThreeLeft(t)
				return g, func(g *engine.Game) error { return g.Concede(carolID) }
			},
		},
		{
			name: "a card of a player who has left", want: engine.ErrWrongZone, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bolt := atomicThreeLeft(t)
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(bob)}})
				}
			},
		},
		{
			name: "target a player who has left", want: engine.ErrIllegalTarget, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := newGame(t, "Alice", "Bob", "Carol")
				put(t, g, alice, zones.Battlefield, "Mountain")
				bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				startMain(t, g)
				require.NoError(t, g.Concede(carolID))
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(carolID)}})
				}
			},
		},
		{
			name: "target a player who doesn't exist", want: engine.ErrIllegalTarget, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetPlayerID(7)}})
				}
			},
		},
		{
			name: "target an object that doesn't exist", want: engine.ErrIllegalTarget, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{engine.TargetObject(-5)}})
				}
			},
		},
		{
			name: "the same target twice", want: engine.ErrIllegalTarget, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				bob := engine.TargetPlayerID(bob)
				return g, func(g *engine.Game) error {
					return g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{bob, bob}})
				}
			},
		},
		{
			name: "too many targets", want: engine.ErrIllegalTarget, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bolt engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					put(t, g, alice, zones.Battlefield, "Mountain")
					bolt = put(t, g, alice, zones.Hand, "Lightning Bolt")
				})
				ts := make([]engine.Target, 9)
				for i := range ts {
					ts[i] = engine.TargetPlayerID(bob)
				}
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bolt, engine.CastOptions{Targets: ts}) }
			},
		},
		{
			name: "negative object id", want: engine.ErrUnknownObject, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.PlayLand(alice, -1) }
			},
		},
		{
			name: "attack with an object that doesn't exist", want: engine.ErrUnknownObject, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(g *engine.Game) { put(t, g, alice, zones.Battlefield, "Grizzly Bears") })
				gotoStep(t, g, 1, engine.DeclareAttackersStep)
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: 4242, Defender: bob}})
				}
			},
		},
		{
			name: "attack a player who doesn't exist", want: engine.ErrIllegalAttack, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { bears = put(t, g, alice, zones.Battlefield, "Grizzly Bears") })
				gotoStep(t, g, 1, engine.DeclareAttackersStep)
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: 9}})
				}
			},
		},
		{
			name: "attack with the same creature twice", want: engine.ErrIllegalAttack, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { bears = put(t, g, alice, zones.Battlefield, "Grizzly Bears") })
				gotoStep(t, g, 1, engine.DeclareAttackersStep)
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}, {Attacker: bears, Defender: bob}})
				}
			},
		},
		{
			name: "block with an object that doesn't exist", want: engine.ErrUnknownObject, actor: bob,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, bears, _, _ := atomicBlockers(t)
				return g, func(g *engine.Game) error {
					return g.DeclareBlockers(bob, []engine.Block{{Blocker: 1 << 30, Attacker: bears}})
				}
			},
		},
		{
			name: "negative ability index", want: engine.ErrNoAbility, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, alice, zones.Battlefield, "Forest") })
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, forest, -1, engine.ActivateOptions{}) }
			},
		},
		{
			name: "X for an ability without X", want: engine.ErrInvalidValue, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var forest engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { forest = put(t, g, alice, zones.Battlefield, "Forest") })
				return g, func(g *engine.Game) error { return g.ActivateAbility(alice, forest, 0, engine.ActivateOptions{X: -3}) }
			},
		},
		{
			name: "huge X", want: engine.ErrInvalidValue, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) {
					putN(t, g, alice, zones.Battlefield, "Forest", 2)
					bears = put(t, g, alice, zones.Hand, "Grizzly Bears")
				})
				return g, func(g *engine.Game) error { return g.CastSpell(alice, bears, engine.CastOptions{X: 1 << 40}) }
			},
		},
		{
			name: "Perform with a target count out of range", want: engine.ErrInvalidValue, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error {
					return g.Perform(engine.Action{Kind: engine.ActCast, Player: alice, Obj: 1, NTargets: 40})
				}
			},
		},
		{
			name: "Perform with an unknown kind", want: engine.ErrInvalidValue, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.Perform(engine.Action{Kind: 77, Player: alice}) }
			},
		},
		{
			name: "Perform after the game is over", want: engine.ErrGameOver, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				require.NoError(t, g.Concede(bob))
				return g, func(g *engine.Game) error { return g.Perform(engine.Action{Kind: engine.ActPass, Player: alice}) }
			},
		},
		{
			name: "declare attackers after the game is over", want: engine.ErrGameOver, actor: alice,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				var bears engine.ObjID
				g := atomicMain(t, func(g *engine.Game) { bears = put(t, g, alice, zones.Battlefield, "Grizzly Bears") })
				gotoStep(t, g, 1, engine.DeclareAttackersStep)
				require.NoError(t, g.Concede(bob))
				return g, func(g *engine.Game) error {
					return g.DeclareAttackers(alice, []engine.Attack{{Attacker: bears, Defender: bob}})
				}
			},
		},
		{
			name: "it becomes day after the game is over", want: engine.ErrGameOver, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				require.NoError(t, g.Concede(bob))
				return g, func(g *engine.Game) error { return g.ItBecomes(daynight.Day) }
			},
		},
		{
			name: "it becomes neither", want: engine.ErrInvalidValue, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.ItBecomes(daynight.Neither) }
			},
		},
		{
			name: "continue a game that is not paused", want: engine.ErrNotWaiting, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.Continue() }
			},
		},
		{
			name: "pause after a negative turn", want: engine.ErrInvalidValue, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.PauseAfter(-1, engine.Upkeep) }
			},
		},
		{
			name: "Put after Start", want: engine.ErrStarted, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error {
					_, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: cards.MustLookup("Forest")})
					return err
				}
			},
		},
		{
			name: "Start twice", want: engine.ErrStarted, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.Start(engine.StartAt{}) }
			},
		},
		{
			name: "set the starting designation after Start", want: engine.ErrStarted, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := atomicMain(t, func(*engine.Game) {})
				return g, func(g *engine.Game) error { return g.SetStartingDayNight(daynight.Night) }
			},
		},
		{
			name: "starting designation out of range", want: engine.ErrInvalidValue, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				return g, func(g *engine.Game) error { return g.SetStartingDayNight(daynight.Night + 1) }
			},
		},
		{
			name: "Put an unknown card", want: engine.ErrUnknownCard, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				return g, func(g *engine.Game) error {
					def, _ := cards.Lookup("No Such Card") // nil, with ErrUnknownCard
					_, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: def})
					return err
				}
			},
		},
		{
			name: "Put for a player who doesn't exist", want: engine.ErrUnknownPlayer, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				return g, func(g *engine.Game) error {
					_, err := g.Put(engine.Placement{Owner: 3, Zone: zones.Hand, Def: cards.MustLookup("Forest")})
					return err
				}
			},
		},
		{
			name: "Start with a player who doesn't exist", want: engine.ErrUnknownPlayer, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				return g, func(g *engine.Game) error { return g.Start(engine.StartAt{Turn: 1, Player: 2}) }
			},
		},
		{
			name: "life out of range", want: engine.ErrInvalidValue, notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g := newGame(t)
				return g, func(g *engine.Game) error { return g.SetLife(bob, -1<<40) }
			},
		},
		{
			name: "Clone with no answer queued", want: engine.ErrNoDecision, phrase: "Alice", notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, _, _ := atomicCloneOnStack(t)
				return g, func(g *engine.Game) error { return g.PassPriority(bob) }
			},
		},
		{
			name: "Clone with an answer that is not an option", want: engine.ErrIllegalChoice, phrase: "Alice", notAction: true,
			setup: func(t *testing.T) (*engine.Game, func(*engine.Game) error) {
				g, _, _ := atomicCloneOnStack(t)
				push(t, g, alice, engine.PickName("Llanowar Elves"))
				return g, func(g *engine.Game) error { return g.PassPriority(bob) }
			},
		},
	}
}

// carolID is the third player of atomicThreeLeft.
const carolID engine.PlayerID = 2

// atomicThreeLeft is a three-player game in Alice's first main phase in
// which Carol, who held a Lightning Bolt and a Mountain, has conceded.
func atomicThreeLeft(t *testing.T) (*engine.Game, engine.ObjID) {
	g := newGame(t, "Alice", "Bob", "Carol")
	put(t, g, carolID, zones.Battlefield, "Mountain")
	bolt := put(t, g, carolID, zones.Hand, "Lightning Bolt")
	startMain(t, g)
	require.NoError(t, g.Concede(carolID))
	require.True(t, g.HasLeft(carolID))
	return g, bolt
}

// atomicBlockers is Alice's declare blockers step of turn 1: her Grizzly
// Bears attack Bob, who has an untapped Grizzly Bears and a tapped Hill
// Giant. Alice also has a Hill Giant that stayed home.
func atomicBlockers(t *testing.T) (g *engine.Game, attacker, blocker, tappedGiant engine.ObjID) {
	g = atomicMain(t, func(g *engine.Game) {
		attacker = put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		put(t, g, alice, zones.Battlefield, "Hill Giant")
		blocker = put(t, g, bob, zones.Battlefield, "Grizzly Bears")
		tappedGiant = put(t, g, bob, zones.Battlefield, "Hill Giant", tapped)
	})
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	require.NoError(t, g.DeclareAttackers(alice, []engine.Attack{{Attacker: attacker, Defender: bob}}))
	passAll(t, g)
	require.Equal(t, []engine.PlayerID{bob}, g.Waiting().Blockers)
	return g, attacker, blocker, tappedGiant
}

// atomicFind returns the permanent with that name p controls.
func atomicFind(t *testing.T, g *engine.Game, p engine.PlayerID, name string) engine.ObjID {
	t.Helper()
	for _, id := range g.Battlefield() {
		if c := g.Characteristics(id); c.Name == name && c.Controller == p {
			return id
		}
	}
	require.Failf(t, "not found", "%s controlled by player %d", name, p)
	return engine.NoObj
}

// atomicCloneOnStack is Alice's Clone on the stack with two creatures on
// the battlefield to copy, and Alice having passed: Bob's pass resolves it.
func atomicCloneOnStack(t *testing.T) (g *engine.Game, bears, giant engine.ObjID) {
	var clone engine.ObjID
	g = atomicMain(t, func(g *engine.Game) {
		putN(t, g, alice, zones.Battlefield, "Island", 4)
		bears = put(t, g, alice, zones.Battlefield, "Grizzly Bears")
		giant = put(t, g, bob, zones.Battlefield, "Hill Giant")
		clone = put(t, g, alice, zones.Hand, "Clone")
	})
	require.NoError(t, g.CastSpell(alice, clone, engine.CastOptions{}))
	require.NoError(t, g.PassPriority(alice))
	require.Equal(t, bob, g.PriorityPlayer())
	return g, bears, giant
}

func TestAtomicIllegalActions(t *testing.T) {
	t.Parallel()
	for _, tc := range atomicCases() {
		t.Run(tc.name, func(t *testing.T) {
			g, act := tc.setup(t)
			before := engine.Digest(g)
			events := g.EventCount()
			snap, snapErr := g.Snapshot()
			require.NoError(t, snapErr, "snapshot before")

			err := act(g)

			require.Error(t, err)
			assert.ErrorIs(t, err, tc.want)
			if tc.phrase != "" {
				assert.Contains(t, err.Error(), tc.phrase)
			}
			if !tc.notAction {
				var ae *engine.ActionError
				if assert.ErrorAs(t, err, &ae) {
					assert.Equal(t, tc.actor, ae.Player, "the error names the player who acted")
					assert.NotEmpty(t, ae.Action)
					assert.ErrorIs(t, ae, tc.want)
				}
			}
			assert.Equal(t, events, g.EventCount(), "a failed action emits no events")
			assert.Equal(t, before, engine.Digest(g), "a failed action leaves the state as it was")
			snap2, snapErr2 := g.Snapshot()
			assert.Equal(t, snapErr, snapErr2)
			assert.True(t, bytes.Equal(snap, snap2), "a failed action leaves the snapshot byte-identical")
			require.NoError(t, g.CheckInvariants())

			// Failing twice is no different from failing once. (A
			// Scripted decider has used up a queued answer that was not
			// an option, so the second failure of that case is
			// ErrNoDecision: the decider is not game state.)
			err2 := act(g)
			require.Error(t, err2)
			if !tc.notAction {
				assert.Equal(t, err.Error(), err2.Error())
			}
			assert.Equal(t, events, g.EventCount())
			assert.Equal(t, before, engine.Digest(g))
		})
	}
}

// TestAtomicDecisionError checks the error of a decision nobody answered
// and that the same action succeeds once the answer is queued.
func TestAtomicDecisionError(t *testing.T) {
	t.Parallel()
	g, bears, _ := atomicCloneOnStack(t)
	before := engine.Digest(g)

	err := g.PassPriority(bob)
	require.ErrorIs(t, err, engine.ErrNoDecision)
	de, ok := errors.AsType[*engine.DecisionError](err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, alice, de.Player, "Alice controls the entering Clone and decides")
	assert.Equal(t, "Alice", de.Name)
	assert.Equal(t, engine.DecideCopy, de.Kind)
	assert.Contains(t, err.Error(), "Alice")
	assert.Equal(t, before, engine.Digest(g))
	assert.Equal(t, bob, g.PriorityPlayer(), "Bob still holds priority")

	push(t, g, alice, engine.PickObj(bears))
	require.NoError(t, g.PassPriority(bob))
	assert.Zero(t, g.StackLen())
	var copies int
	for _, id := range g.Battlefield() {
		if g.Characteristics(id).Name == "Grizzly Bears" {
			copies++
		}
	}
	assert.Equal(t, 2, copies, "the Clone entered as a copy of Grizzly Bears")
}

// TestAtomicObserver checks that an observer never sees the events of a
// failed action, although the failed pass emitted some before failing.
func TestAtomicObserver(t *testing.T) {
	t.Parallel()
	var seen []engine.Event
	g, err := newChecked([]engine.PlayerConfig{
		{Name: "Alice", Decider: engine.NewScripted()},
		{Name: "Bob", Decider: engine.NewScripted()},
	}, engine.WithSeed(1), engine.WithObserver(func(ev engine.Event) { seen = append(seen, ev) }))
	require.NoError(t, err)
	for range 4 {
		_, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Battlefield, Def: cards.MustLookup("Island"), Controller: engine.NoPlayer})
		require.NoError(t, err)
	}
	for _, n := range []string{"Grizzly Bears", "Hill Giant"} {
		_, err := g.Put(engine.Placement{Owner: bob, Zone: zones.Battlefield, Def: cards.MustLookup(n), Controller: engine.NoPlayer})
		require.NoError(t, err)
	}
	clone, err := g.Put(engine.Placement{Owner: alice, Zone: zones.Hand, Def: cards.MustLookup("Clone"), Controller: engine.NoPlayer})
	require.NoError(t, err)
	startMain(t, g)
	require.NoError(t, g.CastSpell(alice, clone, engine.CastOptions{}))
	require.NoError(t, g.PassPriority(alice))
	n := len(seen)
	require.Equal(t, g.EventCount(), n, "the observer saw every event so far")

	require.ErrorIs(t, g.PassPriority(bob), engine.ErrNoDecision)
	assert.Len(t, seen, n, "the observer saw events of a failed action")
	assert.Equal(t, n, g.EventCount())
}

// TestAtomicFailedObjectCost checks that a cost paid with objects leaves
// nothing behind when the action fails: Village Rites' additional cost
// (sacrifice a creature, CR 601.2b, 601.2h) with its choice unanswered, or
// answered with an object it can't take, changes nothing; answered right,
// the creature is sacrificed and the mana paid.
func TestAtomicFailedObjectCost(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	put := func(z zones.Kind, name string) engine.ObjID {
		id, err := g.Put(engine.Placement{Owner: alice, Zone: z, Def: cards.MustLookup(name)})
		require.NoError(t, err)
		return id
	}
	rites := put(zones.Hand, "Village Rites")
	bears := put(zones.Battlefield, "Grizzly Bears")
	put(zones.Battlefield, "Hill Giant")
	swamp := put(zones.Battlefield, "Swamp")
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	before := engine.Digest(g)

	err := g.CastSpell(alice, rites, engine.CastOptions{})
	require.ErrorIs(t, err, engine.ErrNoDecision, "two creatures: which one is sacrificed is Alice's choice")
	assert.Equal(t, before, engine.Digest(g))

	push(t, g, alice, engine.PickObj(swamp))
	err = g.CastSpell(alice, rites, engine.CastOptions{})
	require.ErrorIs(t, err, engine.ErrIllegalChoice, "a Swamp is not a creature")
	assert.Equal(t, before, engine.Digest(g))
	require.NoError(t, g.CheckInvariants())

	push(t, g, alice, engine.PickObj(bears))
	require.NoError(t, g.CastSpell(alice, rites, engine.CastOptions{}))
	info, err := g.Object(bears)
	require.NoError(t, err)
	assert.False(t, info.Current, "the Bears were sacrificed")
	sw, err := g.Object(swamp)
	require.NoError(t, err)
	assert.True(t, sw.Tapped, "the Swamp paid {B}")
}
