package scenario

import (
	"fmt"
	"strconv"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// check checks one expectation.
func (r *runner) check(s *expectStmt) error {
	g := r.g
	fail := func(expected, found string) error {
		return r.errorf(s.line, KindExpectation, nil, "expected %s, found %s", expected, found)
	}
	player := ""
	if s.player >= 0 {
		player = r.f.Players[s.player]
	}
	pid := engine.PlayerID(s.player)
	if handled, err := r.checkGameV2(s, fail); handled {
		return err
	}
	if handled, err := r.checkV3(s, fail); handled {
		return err
	}
	switch s.kind {
	case expDay:
		if d := g.DayNight(); d != s.day {
			return fail(s.day.String(), d.String())
		}
		return nil
	case expLife:
		if n := g.Life(pid); n != s.n {
			return fail(fmt.Sprintf("life %s %d", player, s.n), fmt.Sprintf("life %s %d", player, n))
		}
		return nil
	case expLost:
		if !g.HasLost(pid) && !g.HasLeft(pid) {
			return fail(player+" lost", player+" still in the game")
		}
		return nil
	case expControls:
		if n := r.countControlled(pid, s.count); n != s.n {
			what := countNames[s.count]
			return fail(fmt.Sprintf("%s controls %d %s", player, s.n, what), fmt.Sprintf("%s controls %d %s", player, n, what))
		}
		return nil
	case expStack:
		if n := g.StackLen(); n != s.n {
			return fail(fmt.Sprintf("stack %d", s.n), fmt.Sprintf("stack %d", n))
		}
		return nil
	case expMana:
		if pool := g.Pool(pid); pool != s.mana {
			return fail(fmt.Sprintf("mana %s %s", player, s.mana), fmt.Sprintf("mana %s %s", player, pool))
		}
		return nil
	case expCouldProduce:
		// CR 106.7: the engine's answer for the permanent the label names
		// now; a card off the battlefield could produce nothing.
		id, exists := r.g.CardObject(r.cards[s.label])
		if got := r.g.CouldProduce(id); got != s.types {
			where := ""
			if z := r.info(id).Zone; !exists || z != zones.Battlefield {
				if !exists {
					z = zones.None
				}
				where = " (" + s.label + " is in " + z.String() + ")"
			}
			return fail(s.label+" could produce "+s.types.String(), s.label+" could produce "+got.String()+where)
		}
		return nil
	}
	return r.checkCard(s, fail)
}

// checkCard checks an expectation about a labelled card.
func (r *runner) checkCard(s *expectStmt, fail func(expected, found string) error) error {
	id, exists := r.g.CardObject(r.cards[s.label])
	in := r.info(id)
	zone := in.Zone
	if !exists {
		zone = zones.None
	}
	ch := in.Characteristics
	l := s.label
	// where adds, off the battlefield, where the card is.
	where := func(found string) string {
		if zone != zones.Battlefield {
			return found + " (" + l + " is in " + zone.String() + ")"
		}
		return found
	}
	switch s.kind {
	case expZone:
		if zone != s.zone {
			return fail(l+" in "+s.zone.String(), l+" in "+zone.String())
		}
	case expNamed:
		if !sameName(ch.Name, s.name) {
			return fail(l+" named "+s.name, where(l+" named "+ch.Name))
		}
	case expFace:
		if in.BackFace != s.back {
			return fail(l+" face "+faceName(s.back), where(l+" face "+faceName(in.BackFace)))
		}
	case expTapped:
		if in.Tapped != s.tapped {
			return fail(l+" "+tappedName(s.tapped), where(l+" "+tappedName(in.Tapped)))
		}
	case expPT:
		if ch.Power != s.power || ch.Toughness != s.tough {
			return fail(fmt.Sprintf("%s %d/%d", l, s.power, s.tough), where(fmt.Sprintf("%s %d/%d", l, ch.Power, ch.Toughness)))
		}
	case expController:
		if ch.Controller != engine.PlayerID(s.player) {
			return fail(l+" controller "+r.f.Players[s.player], where(l+" controller "+r.g.PlayerName(ch.Controller)))
		}
	case expCounters:
		if n := in.Counters[s.counter]; n != s.n {
			return fail(fmt.Sprintf("%s counters %s x%d", l, s.counter, s.n), where(fmt.Sprintf("%s counters %s x%d", l, s.counter, n)))
		}
	case expAttached:
		if s.toPlayer {
			if in.AttachedPlayer != engine.PlayerID(s.player) || !exists {
				return fail(l+" attached to "+r.f.Players[s.player], where(l+" attached to "+r.attachedName(in)))
			}
			break
		}
		want := engine.NoObj
		if s.attach != "" {
			want = r.labelObj(s.attach)
		}
		if in.AttachedTo != want || in.AttachedPlayer != engine.NoPlayer || (want != engine.NoObj && !exists) {
			return fail(l+" attached to "+r.nameOf(want), where(l+" attached to "+r.attachedName(in)))
		}
	case expHas:
		if !ch.Has(s.keyword) {
			return fail(l+" has "+s.keyword.String(), where(l+" without "+s.keyword.String()))
		}
	case expHasNo:
		if ch.Has(s.keyword) {
			return fail(l+" has no "+s.keyword.String(), where(l+" has "+s.keyword.String()))
		}
	case expLoyalty:
		return checkLoyalty(s, l, in, func(e, f string) error { return fail(e, where(f)) })
	case expDamage:
		// Damage marked on a permanent this turn (CR 120.6); a card off
		// the battlefield has none.
		d := in.Damage
		if zone != zones.Battlefield {
			d = 0
		}
		if d != s.n {
			return fail(fmt.Sprintf("%s damage %d", l, s.n), where(fmt.Sprintf("%s damage %d", l, d)))
		}
	}
	return nil
}

func faceName(back bool) string {
	if back {
		return "back"
	}
	return "front"
}

func tappedName(t bool) string {
	if t {
		return "tapped"
	}
	return "untapped"
}

// nameOf names an object for a message: its label if it has one, else its
// name; "nothing" for no object.
func (r *runner) nameOf(id engine.ObjID) string {
	if id == engine.NoObj {
		return "nothing"
	}
	in := r.info(id)
	for label, c := range r.cards {
		if c == in.Card {
			return label
		}
	}
	return in.Characteristics.Name + " (object " + strconv.Itoa(int(id)) + ")"
}

// countControlled counts the permanents of a kind p controls.
func (r *runner) countControlled(p engine.PlayerID, k countKind) int {
	n := 0
	for _, id := range r.g.Battlefield() {
		in := r.info(id)
		if in.Controller != p {
			continue
		}
		switch k {
		case countCreatures:
			if !in.Characteristics.Is(engine.Creature) {
				continue
			}
		case countLands:
			if !in.Characteristics.Is(engine.Land) {
				continue
			}
		case countTokens:
			if !in.Token {
				continue
			}
		}
		n++
	}
	return n
}
