package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// checkV3 checks the expectations of version 3. It reports whether s is
// one of them.
func (r *runner) checkV3(s *expectStmt, fail func(expected, found string) error) (bool, error) {
	switch s.kind {
	case expSpellsCast:
		// CR 731.2: the spells a player cast during this turn.
		player := r.f.Players[s.player]
		if n := r.g.SpellsCast(engine.PlayerID(s.player)); n != s.n {
			return true, fail(fmt.Sprintf("spells cast %s %d", player, s.n), fmt.Sprintf("spells cast %s %d", player, n))
		}
		return true, nil
	case expIs, expAttacking, expBlocking, expBlocked:
		return true, r.checkCombatOrType(s, fail)
	}
	return r.checkBegin(s, fail)
}

// checkCombatOrType checks `is [not] TYPE` and the combat expectations of
// a labelled card, as it is now.
func (r *runner) checkCombatOrType(s *expectStmt, fail func(expected, found string) error) error {
	id, exists := r.g.CardObject(r.cards[s.label])
	in := r.info(id)
	onField := exists && in.Zone == zones.Battlefield
	l := s.label
	not := ""
	if s.not {
		not = "not "
	}
	where := ""
	if !onField {
		z := in.Zone
		if !exists {
			z = zones.None
		}
		where = " (" + l + " is in " + z.String() + ")"
	}
	switch s.kind {
	case expIs:
		if has := hasType(in.Characteristics, s.typ); has == s.not {
			found := l + " is not " + s.typ.text
			if has {
				found = l + " is " + s.typ.text
			}
			return fail(l+" is "+not+s.typ.text, found+" ("+typeLine(in.Characteristics)+")")
		}
	case expAttacking:
		// `not attacking Bob` holds when it attacks nothing, or something
		// other than Bob (CR 506.3).
		attacking := onField && in.Attacking != engine.NoPlayer
		want := "attacking"
		if s.toPlayer {
			want = "attacking " + r.f.Players[s.player]
		} else if s.attach != "" {
			want = "attacking " + s.attach
		}
		if (attacking && r.attacksWhat(s, in)) == s.not {
			return fail(l+" "+not+want, l+" "+r.attackWords(in, attacking)+where)
		}
	case expBlocking:
		blocking := onField && in.Blocking != engine.NoObj
		if s.not == blocking || !s.not && in.Blocking != r.labelObj(s.attach) {
			found := l + " not blocking"
			if blocking {
				found = l + " blocking " + r.nameOf(in.Blocking)
			}
			want := l + " not blocking"
			if !s.not {
				want = l + " blocking " + s.attach
			}
			return fail(want, found+where)
		}
	case expBlocked:
		// CR 509.1h: an attacking creature stays blocked even if every
		// creature blocking it has left combat.
		blocked := onField && in.Blocked
		if blocked == s.not {
			found := l + " not blocked"
			if blocked {
				found = l + " blocked"
			} else if !onField || in.Attacking == engine.NoPlayer {
				found += " (not attacking)"
			}
			return fail(l+" "+not+"blocked", found+where)
		}
	}
	return nil
}

// attacksWhat reports whether an attacking creature attacks what s names:
// anything, a player, or a planeswalker by its label (CR 506.3).
func (r *runner) attacksWhat(s *expectStmt, in engine.ObjectInfo) bool {
	switch {
	case s.toPlayer:
		return in.Attacking == engine.PlayerID(s.player) && in.AttackingPlaneswalker == engine.NoObj
	case s.attach != "":
		return in.AttackingPlaneswalker != engine.NoObj && in.AttackingPlaneswalker == r.labelObj(s.attach)
	}
	return true
}

// attackWords says what a creature attacks, for a message.
func (r *runner) attackWords(in engine.ObjectInfo, attacking bool) string {
	switch {
	case !attacking:
		return "not attacking"
	case in.AttackingPlaneswalker != engine.NoObj:
		return "attacking " + r.nameOf(in.AttackingPlaneswalker)
	}
	return "attacking " + r.g.PlayerName(in.Attacking)
}

// hasType reports whether characteristics ch have the type word.
func hasType(ch engine.Characteristics, t typeWord) bool {
	switch t.kind {
	case 0:
		return ch.Is(t.ct)
	case 1:
		return ch.Supertypes.Has(t.super)
	}
	return ch.Subtypes.Has(t.sub)
}

// typeLine writes the types an object has now, for a message.
func typeLine(ch engine.Characteristics) string {
	line := ""
	for st := engine.Basic; st <= engine.Snow; st++ {
		if ch.Supertypes.Has(st) {
			line += st.String() + " "
		}
	}
	for t := engine.Artifact; t <= engine.Battle; t++ {
		if ch.Is(t) {
			line += t.String() + " "
		}
	}
	if line == "" {
		line = "no card type "
	}
	line = line[:len(line)-1]
	if !ch.Subtypes.Empty() {
		line += " — " + ch.Subtypes.String()
	}
	return line
}
