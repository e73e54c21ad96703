package bot

import (
	"slices"

	"github.com/cathar-engine/cathar/engine"
)

// policy is the bots' fast heuristic Decider. It answers the bot's
// decisions in the middle of an action (targets, ward payments, discards,
// …) in the real game, plays both players in the copies a bot looks ahead
// on, and takes a preset answer for the next top-level decision of a copy
// when the bot tries one answer there (see preset).
//
// Its rules: the start of a game by the rules of opening.go (play first,
// keep two lands or more and two other cards or more, bottom excess lands
// and the least castable cards); play a land; cast the most expensive spell whose effect
// helps (learned once per card and kind of target, see knowledge); attack
// with the creatures no untapped blocker can kill for free, or with all of
// them when that is lethal; block when the blocker survives or trades
// evenly, and chump only to stay alive. With eps > 0 it answers at random
// that often, so that rollouts differ.
type policy struct {
	r       rnd
	eps     float64
	passive bool // pass every priority and declare no attackers or blockers
	know    *knowledge
	pre     []int // the preset answer of the next top-level decision
	hasPre  bool
	buf     []int
}

// SkipsLabels reports that the policy never reads the options' labels,
// so the engine need not build them (engine.LabelSkipper).
func (p *policy) SkipsLabels() bool { return true }

// preset makes the next decision of a step (an action, attackers or
// blockers) take ans.
func (p *policy) preset(ans []int) { p.pre, p.hasPre = ans, true }

// topLevel reports whether a decision is one that Game.Step asks.
func topLevel(k engine.DecisionKind) bool {
	return k == engine.DecideAction || k == engine.DecideAttackers || k == engine.DecideBlockers
}

// Decide answers d.
func (p *policy) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if p.hasPre && topLevel(d.Kind) {
		p.hasPre = false
		return p.pre, nil
	}
	if ans, ok := engine.OnlyAnswer(d); ok {
		return ans, nil
	}
	var ans []int
	switch d.Kind {
	case engine.DecideAction:
		ans = p.action(g, d)
	case engine.DecideAttackers:
		ans = p.attackers(g, d)
	case engine.DecideBlockers:
		ans = p.blockers(g, d)
	default:
		var ok bool
		if ans, ok = opening(g, d); !ok {
			ans = midAction(g, d, p.buf[:0])
		}
	}
	if engine.CheckAnswer(d, ans) != nil {
		ans = fallback(d)
	}
	p.buf = ans
	return ans, nil
}

// fallback is an answer that is always legal: the decision's default, or
// its first options.
func fallback(d *engine.Decision) []int {
	if d.Default != nil {
		return d.Default
	}
	n := d.Min
	if d.Ordered {
		n = len(d.Options)
	}
	ans := make([]int, n)
	for i := range ans {
		ans[i] = i
	}
	return ans
}

// action chooses what to do with priority.
func (p *policy) action(g *engine.Game, d *engine.Decision) []int {
	pass := 0
	for i, o := range d.Options {
		if o.Action.Kind == engine.ActPass {
			pass = i
		}
	}
	if p.passive {
		return []int{pass}
	}
	if p.eps > 0 && p.r.float() < p.eps {
		return []int{p.r.intn(len(d.Options))}
	}
	_, active, step := g.Turn()
	if g.StackLen() > 0 || active != d.Player || (step != engine.PrecombatMain && step != engine.PostcombatMain) {
		return []int{pass}
	}
	best, bestScore := pass, 0.0
	night := waitsForNight(g, d.Player)
	for i, o := range d.Options {
		a := o.Action
		s := 0.0
		switch a.Kind {
		case engine.ActPass:
			continue
		case engine.ActPlayLand:
			s = 100
		case engine.ActCast, engine.ActCastFlashback:
			if night {
				continue
			}
			fallthrough
		default:
			s = p.know.worth(g, a)
			if s <= 0 {
				continue
			}
			s += float64(g.Characteristics(a.Obj).ManaValue) + 0.01*targetsValue(g, a)
		}
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	return []int{best}
}

// targetsValue is the worth of an action's object targets, so that among
// the variants of one spell the biggest creature is chosen.
func targetsValue(g *engine.Game, a engine.Action) float64 {
	v := 0.0
	for _, t := range a.TargetList() {
		if !t.IsPlayer && t.Obj != engine.NoObj {
			c := g.Characteristics(t.Obj)
			if c.Is(engine.Creature) {
				v += creatureValue(&c)
			}
		}
	}
	return v
}

// fighter is a creature's combat numbers.
type fighter struct {
	id     engine.ObjID
	power  int
	tough  int
	value  float64
	option int
}

func newFighter(g *engine.Game, id engine.ObjID, option int) fighter {
	c := g.Characteristics(id)
	return fighter{id: id, power: c.Power, tough: c.Toughness, value: creatureValue(&c), option: option}
}

// untappedBlockers lists player q's untapped creatures that can block.
func untappedBlockers(g *engine.Game, q engine.PlayerID) []fighter {
	var out []fighter
	for _, id := range g.Battlefield() {
		info, err := g.Object(id)
		if err != nil || info.Controller != q || info.Tapped || !info.Characteristics.Is(engine.Creature) ||
			info.Characteristics.Rules&engine.CantBlock != 0 {
			continue
		}
		out = append(out, newFighter(g, id, -1))
	}
	return out
}

// attackers chooses the creatures that attack.
func (p *policy) attackers(g *engine.Game, d *engine.Decision) []int {
	if p.passive {
		return nil
	}
	var mine []fighter
	for i := range d.Options {
		a, _ := d.Attack(i)
		if a.Planeswalker == engine.NoObj && !slices.ContainsFunc(mine, func(f fighter) bool { return f.id == a.Attacker }) {
			mine = append(mine, newFighter(g, a.Attacker, i))
		}
	}
	if len(mine) == 0 {
		return nil
	}
	first, _ := d.Attack(mine[0].option)
	opp := first.Defender
	blockers := untappedBlockers(g, opp)
	total := 0
	for _, f := range mine {
		total += f.power
	}
	lethal := total >= g.Life(opp) && len(blockers) == 0
	var ans []int
	for _, f := range mine {
		attack := lethal || safeAttack(f, blockers)
		if p.eps > 0 && p.r.float() < p.eps {
			attack = !attack
		}
		if attack && f.power > 0 {
			ans = append(ans, f.option)
		}
	}
	return ans
}

// safeAttack reports whether no blocker kills the attacker and survives,
// and no blocker worth more trades with it.
func safeAttack(a fighter, blockers []fighter) bool {
	for _, b := range blockers {
		kills := b.power >= a.tough
		if kills && (b.tough > a.power || b.value < a.value) {
			return false
		}
	}
	return true
}

// blockers chooses the blocks: for each attacker, biggest first, a blocker
// that kills it and survives, else one that survives, else an even trade;
// a chump block only when the unblocked damage would be lethal.
func (p *policy) blockers(g *engine.Game, d *engine.Decision) []int {
	if p.passive {
		return nil
	}
	var atk []fighter
	for i, o := range d.Options {
		if !slices.ContainsFunc(atk, func(f fighter) bool { return f.id == o.Block.Attacker }) {
			atk = append(atk, newFighter(g, o.Block.Attacker, i))
		}
	}
	slices.SortStableFunc(atk, func(a, b fighter) int { return b.power - a.power })
	incoming := 0
	for _, a := range atk {
		incoming += a.power
	}
	life := g.Life(d.Player)
	used := map[engine.ObjID]bool{}
	var ans []int
	for _, a := range atk {
		best, bestScore := -1, 0.0
		for i, o := range d.Options {
			if o.Block.Attacker != a.id || used[o.Block.Blocker] {
				continue
			}
			b := newFighter(g, o.Block.Blocker, i)
			kills, survives := b.power >= a.tough, b.tough > a.power
			s := 0.0
			switch {
			case kills && survives:
				s = 100 + a.value
			case survives:
				s = 50 - b.value
			case kills && a.value >= b.value:
				s = 20 + a.value - b.value
			case incoming >= life:
				s = 10 - b.value
			}
			if s > bestScore {
				best, bestScore = i, s
			}
		}
		if p.eps > 0 && p.r.float() < p.eps {
			best = -1
		}
		if best >= 0 {
			ans = append(ans, best)
			used[d.Options[best].Block.Blocker] = true
			incoming -= a.power
		}
	}
	return ans
}
