package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Planeswalkers' loyalty in a file: the setup modifier `loyalty N`, the
// printed loyalty a planeswalker is set up with by default (as CR 306.5b
// would give it), and `expect LABEL loyalty N`.

// loyaltyModifier parses the N of the modifier `loyalty N`: the
// planeswalker is set up with N loyalty counters.
func (p *parser) loyaltyModifier(c *cursor, pl *placement) bool {
	n, ok := p.number(c, "loyalty", 0, maxCounters)
	if !ok {
		return false
	}
	pl.counters[engine.Loyalty], pl.loyaltySet = n, true
	return true
}

// loyaltyFits reports whether the modifier `loyalty N`, if given, is on a
// planeswalker: the face it is set up with is one (CR 306.5b). A copy of
// another permanent is judged as it is built (the copied face decides).
func loyaltyFits(pl *placement, face *engine.Face) bool {
	return !pl.loyaltySet || pl.copyOf != "" || face.Types.Has(engine.Planeswalker)
}

// printedLoyalty gives a planeswalker set up on the battlefield without
// `loyalty N` (or `counters loyalty xN`) the printed loyalty of its face
// up (CR 306.5b, 712.8e).
func printedLoyalty(pl *placement, p *engine.Placement) {
	if pl.zone != zones.Battlefield || pl.loyaltySet || p.Counters[engine.Loyalty] != 0 {
		return
	}
	f := &pl.def.Front
	if pl.back && pl.def.Back != nil {
		f = pl.def.Back
	}
	if f.Types.Has(engine.Planeswalker) {
		p.Counters[engine.Loyalty] = int(f.Loyalty)
	}
}

// loyaltyExpect parses the N of `expect LABEL loyalty N`.
func (p *parser) loyaltyExpect(c *cursor, s *expectStmt) bool {
	n, ok := p.number(c, "loyalty", 0, maxCounters)
	s.kind, s.n = expLoyalty, n
	return ok
}

// checkLoyalty checks `expect LABEL loyalty N`: the loyalty counters on
// the object, none off the battlefield.
func checkLoyalty(s *expectStmt, l string, in engine.ObjectInfo, fail func(expected, found string) error) error {
	n := in.Counters[engine.Loyalty]
	if in.Zone != zones.Battlefield || !in.Current {
		n = 0
	}
	if n != s.n {
		return fail(fmt.Sprintf("%s loyalty %d", l, s.n), fmt.Sprintf("%s loyalty %d", l, n))
	}
	return nil
}
