package engine

import (
	"fmt"
)

// Pick is one element of a scripted answer. A pick matches an option by
// the first field set: an object (or any object that is the same physical
// card), a player, a card name, a mana type, or yes/no.
type Pick struct {
	Obj      ObjID
	Card     CardID
	Player   PlayerID
	IsPlayer bool
	Name     string
	Mana     ManaType
	IsMana   bool
	Yes      bool
	IsYesNo  bool
	// Word picks the option labelled with that word (Option.Word), such
	// as "tap" or "untap".
	Word string
	// Amount, with Obj or a player, picks the option of a
	// DecideCombatDamage decision that assigns that much damage to it.
	Amount int
}

// Answer is one queued answer of a Scripted decider: the options it picks,
// in order, or none (Nothing).
type Answer struct {
	Picks []Pick
}

// Script helpers.

// PickObj answers with objects.
func PickObj(ids ...ObjID) Answer {
	a := Answer{}
	for _, id := range ids {
		a.Picks = append(a.Picks, Pick{Obj: id})
	}
	return a
}

// PickCard answers with the objects that physical cards are now.
func PickCard(cs ...CardID) Answer {
	a := Answer{}
	for _, c := range cs {
		a.Picks = append(a.Picks, Pick{Card: c})
	}
	return a
}

// PickPlayer answers with a player.
func PickPlayer(p PlayerID) Answer { return Answer{Picks: []Pick{{Player: p, IsPlayer: true}}} }

// PickName answers with the first option that has that name.
func PickName(name string) Answer { return Answer{Picks: []Pick{{Name: name}}} }

// PickMana answers a color or mana-type decision.
func PickMana(t ManaType) Answer { return Answer{Picks: []Pick{{Mana: t, IsMana: true}}} }

// Yes answers a yes/no decision with yes; No with no.
func Yes() Answer { return Answer{Picks: []Pick{{Yes: true, IsYesNo: true}}} }

// No answers a yes/no decision with no.
func No() Answer { return Answer{Picks: []Pick{{IsYesNo: true}}} }

// DamageTo is a pick of a division of combat damage (DecideCombatDamage):
// n damage to a creature or a player.
func DamageTo(t Target, n int) Pick {
	if t.IsPlayer {
		return Pick{Player: t.Player, IsPlayer: true, Amount: n}
	}
	return Pick{Obj: t.Obj, Amount: n}
}

// PickWord answers with the option labelled with that word, such as
// "tap" or "untap" for a DecideTapOrUntap decision, "play" or "draw" for
// a DecideStartingPlayer decision of two players, "keep" or "mulligan"
// for a DecideMulligan decision. (The cards a DecideBottom decision puts
// on the bottom are picked by object or name, in the order they go there:
// the last named is the bottom card of the library.)
func PickWord(w string) Answer { return Answer{Picks: []Pick{{Word: w}}} }

// Nothing answers a choice of any number with none.
func Nothing() Answer { return Answer{} }

// Scripted is a Decider that answers from a queue, in order. A decision
// with nothing queued is answered when exactly one answer is legal, or
// else with the decision's Default when it has one (the default division
// of combat damage, DefaultDivision); otherwise it is an error that names
// the player and the decision. An answer that matches no legal option is
// an error.
type Scripted struct {
	queue []Answer
}

// NewScripted returns a Scripted decider with answers queued.
func NewScripted(answers ...Answer) *Scripted { return &Scripted{queue: answers} }

// Push queues more answers.
func (s *Scripted) Push(a ...Answer) { s.queue = append(s.queue, a...) }

// Remaining returns the number of answers not yet used.
func (s *Scripted) Remaining() int { return len(s.queue) }

// CloneDecider returns an independent copy with the same queue.
func (s *Scripted) CloneDecider() Decider {
	return &Scripted{queue: append([]Answer(nil), s.queue...)}
}

// Decide takes the next queued answer.
func (s *Scripted) Decide(g *Game, d *Decision) ([]int, error) {
	if len(s.queue) == 0 {
		if ans, ok := onlyAnswer(d); ok {
			return ans, nil
		}
		if d.Default != nil {
			return d.Default, nil
		}
		return nil, ErrNoDecision
	}
	a := s.queue[0]
	s.queue = s.queue[1:]
	var out []int
	for _, p := range a.Picks {
		k := -1
		for i, o := range d.Options {
			if matchPick(g, p, o) && !contains(out, i) {
				k = i
				break
			}
		}
		if k < 0 {
			return nil, fmt.Errorf("%w: %s is not one of the options", ErrIllegalChoice, describePick(g, p))
		}
		out = append(out, k)
	}
	return out, nil
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

func matchPick(g *Game, p Pick, o Option) bool {
	if p.Amount != int(o.Amount) && p.Word == "" { // a word names its option whatever its amount ("mulligan", keeping 6)
		return false
	}
	switch {
	case p.Word != "":
		return o.Word == p.Word
	case p.IsYesNo:
		return o.Yes == p.Yes && isYesNo(&o)
	case p.IsMana:
		return o.Mana == p.Mana && o.Obj == NoObj && !o.IsPlayer
	case p.IsPlayer:
		return o.IsPlayer && o.Player == p.Player
	case p.Obj != NoObj:
		return !o.IsPlayer && o.Obj == p.Obj
	case p.Card != 0:
		return !o.IsPlayer && o.Obj != NoObj && g.obj(o.Obj).card == p.Card
	case p.Name != "":
		return !o.IsPlayer && o.Obj != NoObj && g.Characteristics(o.Obj).Name == p.Name
	}
	return false
}

// isYesNo reports whether o is the yes or the no of a question: its Word
// says so (the engine's decisions), or for a decision built without
// words, its label.
func isYesNo(o *Option) bool {
	return o.Word == "yes" || o.Word == "no" || o.Text == "yes" || o.Text == "no"
}

func describePick(g *Game, p Pick) string {
	switch {
	case p.Word != "":
		return p.Word
	case p.IsYesNo:
		if p.Yes {
			return "yes"
		}
		return "no"
	case p.IsMana:
		return p.Mana.Name()
	case p.IsPlayer:
		return g.PlayerName(p.Player)
	case p.Obj != NoObj:
		return g.Characteristics(p.Obj).Name
	case p.Card != 0:
		if id, ok := g.CardObject(p.Card); ok || id != NoObj {
			return g.Characteristics(id).Name
		}
	case p.Name != "":
		return p.Name
	}
	return "that answer"
}

// Random is a seeded Decider that picks uniformly among legal answers (for
// a DecideBottom decision, whose answer's order counts, every order of
// every choice of the cards alike). Two Random deciders with the same
// seed facing the same decisions answer the same way.
type Random struct {
	r   rng
	idx []int // reused by Decide: an answer is valid until the next call
}

// NewRandom returns a Random decider seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{r: rng{s: seed}} }

// CloneDecider returns a copy in the same state.
func (r *Random) CloneDecider() Decider { return &Random{r: r.r} }

// Decide picks a random legal answer. The slice it returns is reused by
// the next call.
func (r *Random) Decide(g *Game, d *Decision) ([]int, error) {
	if d.Kind == DecideCombatDamage {
		return r.divide(d), nil
	}
	n := len(d.Options)
	if cap(r.idx) < n {
		r.idx = make([]int, n, max(n, 16))
	}
	idx := r.idx[:n]
	for i := range idx {
		idx[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := r.r.intn(i + 1)
		idx[i], idx[j] = idx[j], idx[i]
	}
	if d.Ordered {
		return idx, nil
	}
	lo, hi := bounds(d) // a Decision not normalized by the engine must not panic
	k := lo
	if hi > lo {
		k += r.r.intn(hi - lo + 1)
	}
	return idx[:k], nil
}

// divide answers a division of combat damage: the blockers in a random
// order, lethal damage to each in that order, and the rest to the last
// one or, with trample, to the player (DefaultDivision's rule, shuffled).
func (r *Random) divide(d *Decision) []int {
	rs := recipients(d)
	var order []int
	for i, x := range rs {
		if !x.player {
			order = append(order, i)
		}
	}
	for i := len(order) - 1; i > 0; i-- {
		j := r.r.intn(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	if len(order) < len(rs) {
		order = append(order, len(rs)-1) // the player comes last
	}
	return divideInOrder(d, rs, order)
}

// SkipsLabels reports that a Random decider does not read the options'
// labels, so the engine need not build them for it (LabelSkipper).
func (r *Random) SkipsLabels() bool { return true }

// SkipsForced reports that a Random decider answers a decision with one
// legal answer with that answer and draws no number for it (a shuffle of
// one index, a count between equal bounds), so the engine need not ask it
// (ForcedSkipper).
func (r *Random) SkipsForced() bool { return true }
