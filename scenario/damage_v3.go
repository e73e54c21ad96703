package scenario

import (
	"github.com/cathar-engine/cathar/engine"
)

// maxSetupDamage bounds the N of the setup modifier `damage N`, as the
// engine's Placement.Damage does.
const maxSetupDamage = 10000

// damagedPut is a permanent the setup marked damage on.
type damagedPut struct {
	line int
	id   engine.ObjID
	n    int
}

// legalDamage checks, once everything is placed and before play begins,
// the damage the setup marked (`damage N`, version 3): only a creature has
// damage marked on it (CR 120.3), and damage at least its toughness would
// already have destroyed it (CR 704.5g) unless it has indestructible
// (CR 702.12b). It reads the permanent's characteristics as the setup
// makes them (counters, copies, other permanents' effects).
func (r *runner) legalDamage() *Error {
	for _, d := range r.damaged {
		in := r.info(d.id)
		ch := in.Characteristics
		switch {
		case !ch.Is(engine.Creature):
			return r.errorf(d.line, KindSetup, nil, "%s is not a creature: `damage N` marks damage on a creature (CR 120.3); remove it", ch.Name)
		case d.n >= ch.Toughness && !ch.Has(engine.Indestructible):
			return r.errorf(d.line, KindSetup, nil, "%s has toughness %d: damage %d would already have destroyed it (CR 704.5g); mark less than %d, or give it indestructible (CR 702.12b)",
				ch.Name, ch.Toughness, d.n, ch.Toughness)
		}
	}
	return nil
}
