package scenario

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// A card name in an action means the first object of that name where the
// action looks (the format's rule). When the action fails and another
// object has that name, the error says which object the name picked and
// how to name the other one: the judge most likely meant it.

// namePick is an object an action picked by name, and what the rules
// objected to about it.
type namePick struct {
	name string
	id   engine.ObjID
	why  string
}

// sameName adds to the error of an action that failed, for each object
// the action named by a name that other objects share, which object the
// name picked and how to name another. It returns err as it is otherwise,
// and always for an error of the file.
func (r *runner) sameName(s stmt, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := fileError(err); ok {
		return err
	}
	var picks []namePick
	switch s := s.(type) {
	case *castStmt:
		picks = r.targetPicks(s.player, s.targets, err)
	case *activateStmt:
		if s.card.label == "" && !errors.Is(err, ErrNotFound) {
			if id, e := r.permanent(s.player, s.card, nil, nil); e == nil {
				picks = append(picks, namePick{s.card.name, id, "is the one it used"})
			}
		}
		picks = append(picks, r.targetPicks(s.player, s.targets, err)...)
	case *attackStmt:
		var refs []ref
		for _, it := range s.items {
			refs = append(refs, it.attacker)
		}
		picks = r.declaredPicks(s.player, refs, err)
		picks = append(picks, r.attackedPicks(s.items, err)...)
	case *blockStmt:
		var refs []ref
		for _, it := range s.items {
			refs = append(refs, it.blocker)
		}
		picks = r.declaredPicks(s.player, refs, err)
	}
	var notes []string
	for _, pk := range picks {
		if note := r.sameNameNote(pk); note != "" && !slices.Contains(notes, note) {
			notes = append(notes, note)
		}
	}
	if len(notes) == 0 {
		return err
	}
	return fmt.Errorf("%w; %s", err, strings.Join(notes, "; "))
}

// targetPicks returns the targets an action named by name, as the runner
// picked them, when the action failed for an illegal target.
func (r *runner) targetPicks(p int, ts []target, err error) []namePick {
	if !errors.Is(err, engine.ErrIllegalTarget) {
		return nil
	}
	out, e := r.targets(p, ts)
	if e != nil {
		return nil
	}
	var picks []namePick
	for i, t := range ts {
		if t.player < 0 && t.label == "" && !t.none && !t.ability {
			picks = append(picks, namePick{t.name, out[i].Obj, "is not a legal target"})
		}
	}
	return picks
}

// sameNameNote describes the objects that share a picked object's name:
// "two objects are named Grizzly Bears: the first (Bob's, on the
// battlefield) is not a legal target; give the one you mean a label …".
// It returns "" when no other object has the name.
func (r *runner) sameNameNote(pk namePick) string {
	var others []engine.ObjID
	for _, id := range r.g.Battlefield() {
		if id != pk.id && hasName(r.info(id), pk.name) {
			others = append(others, id)
		}
	}
	for q := range r.f.Players {
		for _, id := range r.g.Zone(engine.PlayerID(q), zones.Graveyard) {
			if id != pk.id && hasName(r.info(id), pk.name) {
				others = append(others, id)
			}
		}
	}
	if len(others) == 0 {
		return ""
	}
	where := make([]string, len(others))
	for i, id := range others {
		where[i] = r.whereIs(id)
	}
	other := "the other is"
	if len(others) > 1 {
		other = "the others are"
	}
	return fmt.Sprintf("%s objects are named %s: the name picked the first (%s), which %s; %s %s; "+
		"give the one you mean a label with `as LABEL` in the setup and name it by its label",
		countWord(len(others)+1), pk.name, r.whereIs(pk.id), pk.why, other, strings.Join(where, "; "))
}

// whereIs says whose an object is and where, and for a permanent what
// tells it apart from another of its name: "Bob's, on the battlefield",
// "Alice's, on the battlefield, summoning sick".
func (r *runner) whereIs(id engine.ObjID) string {
	in := r.info(id)
	if in.Zone == zones.Battlefield {
		where := r.g.PlayerName(in.Controller) + "'s, on the battlefield"
		for _, s := range []struct {
			on   bool
			word string
		}{{in.Token, "a token"}, {in.Tapped, "tapped"}, {in.SummoningSick && in.Characteristics.Is(engine.Creature), "summoning sick"},
			{in.Attacking != engine.NoPlayer, "attacking"}, {in.Blocking != engine.NoObj, "blocking"}} {
			if s.on {
				where += ", " + s.word
			}
		}
		return where
	}
	return r.g.PlayerName(in.Owner) + "'s, in " + in.Zone.String()
}

// countWord writes a small count in words.
func countWord(n int) string {
	words := [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	if n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}

// declaredPicks returns the attackers or blockers a declaration named by
// name, picked as the declaration picked them.
func (r *runner) declaredPicks(p int, refs []ref, err error) []namePick {
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	var picks []namePick
	var used []engine.ObjID
	for _, c := range refs {
		id, e := r.permanent(p, c, used, nil)
		if e != nil {
			break
		}
		used = append(used, id)
		if c.label == "" {
			picks = append(picks, namePick{c.name, id, "is the one declared"})
		}
	}
	return picks
}
