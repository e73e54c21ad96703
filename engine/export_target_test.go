package engine

// This file exposes the reasons of illegal targets to the external tests.

import (
	"fmt"
	"strings"
)

// TargetReasonsAgree checks, in g's current state, every target phrase of
// every object's spell and activated or triggered abilities, for every
// player as the one choosing, against every object and player: where
// legalTarget refuses a target, whyIllegal must name a test it fails, not
// fall through to its last words (unless the phrase's filter has a
// custom predicate, which it can't describe). It returns the number of
// illegal targets explained.
func TargetReasonsAgree(g *Game) (int, error) {
	g.refresh()
	n := 0
	for id := ObjID(1); int(id) < len(g.st.objs); id++ {
		o := g.obj(id)
		if o.gone || o.next != NoObj {
			continue
		}
		f := g.face(o)
		var specs []TargetSpec
		if f.Spell != nil {
			specs = append(specs, f.Spell.Targets...)
		}
		for _, ab := range f.Abilities {
			specs = append(specs, ab.Targets...)
		}
		for i := range specs {
			spec := &specs[i]
			for you := range PlayerID(len(g.st.players)) {
				for _, t := range g.allTargets() {
					if g.legalTarget(spec, you, id, t) {
						continue
					}
					n++
					_, words := g.whyIllegal(spec, you, id, t)
					if spec.Filter.Predicate == nil && len(words) > 0 && strings.Contains(words, "doesn't meet the target phrase's condition") {
						return n, fmt.Errorf("%s, phrase %d (%+v), for player %d: target %+v is illegal but unexplained: %s",
							f.Name, i, spec.Kind, you, t, words)
					}
				}
			}
		}
	}
	return n, nil
}

// allTargets lists every player and every object that still exists.
func (g *Game) allTargets() []Target {
	var out []Target
	for p := range PlayerID(len(g.st.players)) {
		out = append(out, TargetPlayerID(p))
	}
	for id := ObjID(1); int(id) < len(g.st.objs); id++ {
		if o := g.obj(id); !o.gone && o.next == NoObj {
			out = append(out, TargetObject(id))
		}
	}
	return out
}
