package engine

import "fmt"

// ErrIllegalAssignment is wrapped by the error of a division of combat
// damage the rules forbid (CR 510.1c–d, 702.19b).
var ErrIllegalAssignment = fmt.Errorf("%w: illegal assignment", ErrIllegalChoice)

// combatHit is one assignment of combat damage: source deals n to to.
type combatHit struct {
	src ObjID
	to  Target
	n   int
}

// assignedTo returns the combat damage hits assign to blocker b so far
// in this step: CR 510.1c–d counts it when it judges lethal damage.
func assignedTo(hits []combatHit, b ObjID) int {
	n := 0
	for _, h := range hits {
		if !h.to.IsPlayer && h.to.Obj == b {
			n += h.n
		}
	}
	return n
}

// lethalFor returns the damage that is lethal to blocker b from src for
// assignment (CR 510.1c, 702.19b): its toughness less the damage marked
// on it and the damage hits assign to it already, and at most 1 from a
// source with deathtouch (CR 702.2c).
func (g *Game) lethalFor(src, b ObjID, hits []combatHit) int {
	bo := g.obj(b)
	n := max(g.chars(bo).Toughness-int(bo.damage)-assignedTo(hits, b), 0)
	if g.chars(g.obj(src)).Has(Deathtouch) {
		n = min(n, 1)
	}
	return n
}

// assignAttackerDamage appends to hits the combat damage of attacker o,
// blocked, with power > 0 (CR 510.1c–d): all of it to its only blocker;
// among several, or with trample, the division its controller chooses;
// none when no creature blocks it any more, unless it has trample, which
// then assigns it all to the player it attacks (CR 509.1h, 702.19e).
func (g *Game) assignAttackerDamage(o *object, power int, hits []combatHit) ([]combatHit, error) {
	ch := g.chars(o)
	trample := ch.Has(Trample)
	blockers := g.blockersOf(o.id)
	switch {
	case len(blockers) == 0 && trample:
		if to, ok := g.attacked(o); ok {
			return append(hits, combatHit{o.id, to, power}), nil
		}
		return hits, nil
	case len(blockers) == 0:
		return hits, nil
	case len(blockers) == 1 && !trample:
		return append(hits, combatHit{o.id, TargetObject(blockers[0]), power}), nil
	}
	d := g.scratch.asks.take()
	defer g.scratch.asks.give()
	*d = Decision{Kind: DecideCombatDamage, Player: ch.Controller, Source: o.id,
		Prompt: "divide " + itoa(power) + " combat damage", Min: 1, Divide: power, Options: d.Options}
	for _, b := range blockers {
		lethal := g.lethalFor(o.id, b, hits)
		for n := 1; n <= power; n++ {
			d.Options = append(d.Options, Option{Obj: b, Amount: int32(n), Lethal: int32(lethal), Index: len(d.Options)})
		}
	}
	d.Max = len(blockers)
	if to, ok := g.attacked(o); ok && trample {
		for n := 1; n <= power; n++ {
			if to.IsPlayer {
				d.Options = append(d.Options, Option{Player: to.Player, IsPlayer: true, Amount: int32(n), Index: len(d.Options)})
			} else { // the planeswalker it attacks (CR 702.19c)
				d.Options = append(d.Options, Option{Obj: to.Obj, Attacked: true, Amount: int32(n), Index: len(d.Options)})
			}
		}
		d.Max++
	}
	d.Default = DefaultDivision(d)
	ans, err := g.decide(d)
	if err != nil {
		return hits, err
	}
	for _, k := range ans {
		op := &d.Options[k]
		to := TargetObject(op.Obj)
		if op.IsPlayer {
			to = TargetPlayerID(op.Player)
		}
		hits = append(hits, combatHit{o.id, to, int(op.Amount)})
	}
	return hits, nil
}

// DefaultDivision returns the division of combat damage a decision of
// kind DecideCombatDamage takes when the player's decider gives none
// (Decision.Default): lethal damage to each blocker in the order of the
// options (the order of the blockers on the battlefield), and the rest to
// the last blocker or, with trample, to the player the creature attacks.
// It returns nil for a decision of another kind.
func DefaultDivision(d *Decision) []int {
	if d.Kind != DecideCombatDamage || d.Divide <= 0 {
		return nil
	}
	rs := recipients(d)
	order := make([]int, len(rs))
	for i := range order {
		order[i] = i
	}
	return divideInOrder(d, rs, order)
}

// recipient is one creature or player among a division's options: the
// index of its option for 1 damage, and the damage lethal to it.
type recipient struct {
	first  int
	lethal int
	player bool
}

// recipients lists the blockers and the player a division's options name,
// in the order of the options.
func recipients(d *Decision) []recipient {
	var rs []recipient
	for i, o := range d.Options {
		if i == 0 || !sameRecipient(o, d.Options[i-1]) {
			rs = append(rs, recipient{first: i, lethal: int(o.Lethal), player: o.IsPlayer || o.Attacked})
		}
	}
	return rs
}

func sameRecipient(a, b Option) bool {
	return a.IsPlayer == b.IsPlayer && a.Player == b.Player && a.Obj == b.Obj
}

// divideInOrder assigns the damage of d to the blockers of rs in the
// order order gives (indices into rs, blockers only): lethal damage to
// each, the rest to the player when there is one, else to the last
// blocker in that order.
func divideInOrder(d *Decision, rs []recipient, order []int) []int {
	rest := d.Divide
	var ans []int
	give := func(r recipient, n int) {
		if n > 0 {
			ans = append(ans, r.first+n-1)
			rest -= n
		}
	}
	player := -1
	var blockers []int
	for _, i := range order {
		if rs[i].player {
			player = i
		} else {
			blockers = append(blockers, i)
		}
	}
	for k, i := range blockers {
		if k == len(blockers)-1 && player < 0 {
			give(rs[i], rest)
			break
		}
		give(rs[i], min(rs[i].lethal, rest))
	}
	if player >= 0 {
		give(rs[player], rest)
	}
	return ans
}

// checkDivision checks an answer to a DecideCombatDamage decision that
// checkAnswer found well formed: each creature or player at most once,
// the whole damage divided, and nothing to the player unless every
// blocker is assigned lethal damage (CR 510.1c–d, 702.19b).
func checkDivision(d *Decision, ans []int) error {
	total := 0
	toPlayer := false
	for i, k := range ans {
		o := d.Options[k]
		for _, j := range ans[:i] {
			if sameRecipient(o, d.Options[j]) {
				return fmt.Errorf("%w: damage assigned twice to one creature or player", ErrIllegalAssignment)
			}
		}
		total += int(o.Amount)
		toPlayer = toPlayer || o.IsPlayer || o.Attacked
	}
	if total != d.Divide {
		return fmt.Errorf("%w: %d damage assigned, the creature deals %d (CR 510.1c)", ErrIllegalAssignment, total, d.Divide)
	}
	if !toPlayer {
		return nil
	}
	for _, r := range recipients(d) {
		got := 0
		for _, k := range ans {
			if o := d.Options[k]; sameRecipient(o, d.Options[r.first]) {
				got = int(o.Amount)
			}
		}
		if !r.player && got < r.lethal {
			return fmt.Errorf("%w: with trample, each blocker must be assigned lethal damage before the player (CR 702.19b)", ErrIllegalAssignment)
		}
	}
	return nil
}
