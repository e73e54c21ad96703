package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// labelObj returns the object a label's card is now (or was last, if it
// no longer exists).
func (r *runner) labelObj(label string) engine.ObjID {
	id, _ := r.g.CardObject(r.cards[label])
	return id
}

// info returns a view of an object; the zero view for an unknown one.
func (r *runner) info(id engine.ObjID) engine.ObjectInfo {
	in, err := r.g.Object(id)
	if err != nil {
		return engine.ObjectInfo{Controller: engine.NoPlayer, Attacking: engine.NoPlayer}
	}
	return in
}

// defOf returns the definition of the card a reference names.
func (r *runner) defOf(c ref) *engine.CardDef {
	if c.label != "" {
		return r.info(r.labelObj(c.label)).Def
	}
	def, _ := r.f.cards.Lookup(c.name)
	return def
}

// hasName reports whether an object is called name: its name now, or,
// off the battlefield, either face's name.
func hasName(in engine.ObjectInfo, name string) bool {
	if in.Characteristics.Name == name {
		return true
	}
	if in.Zone == zones.Battlefield || in.Def == nil {
		return false
	}
	return in.Def.Front.Name == name || (in.Def.Back != nil && in.Def.Back.Name == name)
}

// handCard returns the card a reference names in p's hand: a label's
// card wherever it is (the engine says if it is not in the hand), or the
// first card of that name in the hand.
func (r *runner) handCard(p int, c ref) (engine.ObjID, error) {
	return r.ownCard(p, c, zones.Hand, "hand")
}

// ownCard returns the card of p's zone z a reference names: a label's
// card wherever it is, or the first card of that name there.
func (r *runner) ownCard(p int, c ref, z zones.Kind, where string) (engine.ObjID, error) {
	if c.label != "" {
		return r.labelObj(c.label), nil
	}
	for _, id := range r.g.Zone(engine.PlayerID(p), z) {
		if hasName(r.info(id), c.name) {
			return id, nil
		}
	}
	return engine.NoObj, fmt.Errorf("%w: no %s in %s's %s", ErrNotFound, c.name, r.f.Players[p], where)
}

// permanent returns the permanent a reference names: a label's card, or
// the first permanent of that name that p controls (any permanent of that
// name if p controls none), skipping those in used. p < 0 means anyone's.
func (r *runner) permanent(p int, c ref, used []engine.ObjID, ok func(engine.ObjectInfo) bool) (engine.ObjID, error) {
	if c.label != "" {
		return r.labelObj(c.label), nil
	}
	var fallback engine.ObjID
	for _, id := range r.g.Battlefield() {
		in := r.info(id)
		if !hasName(in, c.name) || contains(used, id) || (ok != nil && !ok(in)) {
			continue
		}
		if p < 0 || in.Controller == engine.PlayerID(p) {
			return id, nil
		}
		if fallback == engine.NoObj {
			fallback = id
		}
	}
	if fallback != engine.NoObj {
		return fallback, nil
	}
	return engine.NoObj, fmt.Errorf("%w: no %s on the battlefield", ErrNotFound, c.name)
}

func contains(ids []engine.ObjID, id engine.ObjID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// targets turns the targets of an action into engine targets. A card
// named by name is the first permanent of that name, or else the first
// card of that name in a graveyard (the acting player's first).
func (r *runner) targets(p int, ts []target) ([]engine.Target, error) {
	var out []engine.Target
	var used []engine.ObjID
	for _, t := range ts {
		switch {
		case t.none:
			out = append(out, engine.NoTarget)
			continue
		case t.player >= 0:
			out = append(out, engine.TargetPlayerID(engine.PlayerID(t.player)))
			continue
		case t.ability:
			sid, err := r.stackAbility(t.ref)
			if err != nil {
				return nil, err
			}
			out = append(out, engine.TargetAbility(sid))
			continue
		case t.label != "":
			out = append(out, engine.TargetObject(r.labelObj(t.label)))
			continue
		}
		id, err := r.permanent(-1, t.ref, used, nil)
		if err != nil {
			id = r.graveyardCard(p, t.name)
		}
		if id == engine.NoObj {
			return nil, fmt.Errorf("%w: no %s on the battlefield or in a graveyard", ErrNotFound, t.name)
		}
		used = append(used, id)
		out = append(out, engine.TargetObject(id))
	}
	return out, nil
}

// stackAbility returns the stack id of the activated or triggered ability
// topmost on the stack whose source is the labelled card, or a card of
// that name (CR 113.7): the ability `targeting LABEL ability` names. With
// none, the action fails with an illegal target.
func (r *runner) stackAbility(c ref) (engine.StackID, error) {
	items := r.g.Stack()
	for i := len(items) - 1; i >= 0; i-- {
		it := items[i]
		if it.Spell {
			continue
		}
		src := r.info(it.Obj)
		if c.label != "" && src.Card == r.cards[c.label] || c.label == "" && hasName(src, c.name) {
			return it.ID, nil
		}
	}
	what := c.label
	if what == "" {
		what = c.name
	}
	return 0, fmt.Errorf("%w: illegal target: no ability of %s is on the stack", ErrNotFound, what)
}

// graveyardCard returns the first card of that name in a graveyard,
// looking at p's first and then the others' in turn order.
func (r *runner) graveyardCard(p int, name string) engine.ObjID {
	n := len(r.f.Players)
	for i := range n {
		q := engine.PlayerID((p + i) % n)
		for _, id := range r.g.Zone(q, zones.Graveyard) {
			if hasName(r.info(id), name) {
				return id
			}
		}
	}
	return engine.NoObj
}

// nthAbility returns the n-th (from 1) activated or mana ability of an
// object, as printed, or nil.
func nthAbility(in engine.ObjectInfo, n int) *engine.Ability {
	k := 0
	for _, ab := range in.Characteristics.Abilities {
		if ab.Kind != engine.Activated && ab.Kind != engine.ManaAbility {
			continue
		}
		k++
		if k == n {
			return ab
		}
	}
	return nil
}

// nextOpponent returns the next player after p in turn order who is still
// in the game.
func (r *runner) nextOpponent(p int) engine.PlayerID {
	n := len(r.f.Players)
	for i := 1; i < n; i++ {
		q := engine.PlayerID((p + i) % n)
		if !r.g.HasLeft(q) && r.g.Opponents(engine.PlayerID(p), q) { // not a teammate (CR 810.1)
			return q
		}
	}
	return engine.NoPlayer
}
