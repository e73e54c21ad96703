package bot

import (
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Target classes: what an action's target is, relative to its player.
const (
	tgtNone int8 = iota
	tgtMe
	tgtOpponent
	tgtMyCreature
	tgtTheirCreature
	tgtMyOther
	tgtTheirOther
)

// polarityKey is a spell or ability and its targets: the class and card
// name of each (a Cloudshift helps on a Brutal Cathar and destroys a
// token).
type polarityKey struct {
	name    string
	kind    engine.ActionKind
	ability int
	targets [2]int8
	tnames  [2]string
}

// knowledge is what a bot has learned of its cards in one game: for each
// spell or ability and kind of target, how much casting it changes the
// evaluation by the end of the turn (a Lightning Bolt helps aimed at an
// opponent's creature and hurts aimed at one's own; a Giant Growth cast in
// a main phase does nothing that lasts). The engine does not say whether
// an effect helps or hurts, so the bot tries it once, on a copy, and
// remembers. One knowledge belongs to one bot in one game, so a game plays
// the same way whatever ran before it.
type knowledge struct {
	delta map[polarityKey]float64
}

func newKnowledge() *knowledge { return &knowledge{delta: map[polarityKey]float64{}} }

// worth returns how much action a helps its player: a creature spell
// without targets always helps; anything else is learned.
func (k *knowledge) worth(g *engine.Game, a engine.Action) float64 {
	c := g.Characteristics(a.Obj)
	if a.Kind == engine.ActCast && a.NTargets == 0 && c.Is(engine.Creature) {
		return 5
	}
	key := polarityKey{name: c.Name, kind: a.Kind, ability: a.Ability}
	for i, t := range a.TargetList() {
		if i < len(key.targets) {
			key.targets[i] = targetClass(g, a.Player, t)
			if !t.IsPlayer {
				key.tnames[i] = g.Characteristics(t.Obj).Name
			}
		}
	}
	if v, ok := k.delta[key]; ok {
		return v
	}
	v := k.try(g, a)
	k.delta[key] = v
	return v
}

// targetClass classifies a target relative to player p.
func targetClass(g *engine.Game, p engine.PlayerID, t engine.Target) int8 {
	switch {
	case t.IsPlayer && t.Player == p:
		return tgtMe
	case t.IsPlayer:
		return tgtOpponent
	}
	info, err := g.Object(t.Obj)
	if err != nil || info.Zone != zones.Battlefield {
		return tgtNone
	}
	mine := info.Controller == p
	switch {
	case info.Characteristics.Is(engine.Creature) && mine:
		return tgtMyCreature
	case info.Characteristics.Is(engine.Creature):
		return tgtTheirCreature
	case mine:
		return tgtMyOther
	}
	return tgtTheirOther
}

// try plays a on a copy of g and everyone passes to the end of the turn;
// it returns the change of the evaluation against passing at once.
func (k *knowledge) try(g *engine.Game, a engine.Action) float64 {
	t0, _, _ := g.Turn()
	base := g.Clone()
	passAll(base, k)
	settle(base, t0)
	c := g.Clone()
	passAll(c, k)
	if c.Perform(a) != nil {
		return -1
	}
	settle(c, t0)
	return evaluate(c, a.Player) - evaluate(base, a.Player)
}

// passAll gives every player of g a passive policy.
func passAll(g *engine.Game, k *knowledge) {
	for q := range engine.PlayerID(g.NumPlayers()) {
		_ = g.SetDecider(q, &policy{passive: true, know: k})
	}
}

// maxSettleSteps bounds a settling or a rollout, in steps.
const maxSettleSteps = 400

// settle plays g with its deciders until turn t0 has ended, or to the end
// of the game.
func settle(g *engine.Game, t0 int) {
	for range maxSettleSteps {
		if over, _ := g.Over(); over {
			return
		}
		if t, _, _ := g.Turn(); t > t0 {
			return
		}
		if g.Step() != nil {
			return
		}
	}
}
