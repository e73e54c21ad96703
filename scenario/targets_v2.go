package scenario

import "github.com/cathar-engine/cathar/engine"

// targetPhrases parses the targets after `targeting`, in the order of the
// text's target phrases (CR 115.1, 601.2c). Commas separate the targets;
// where a phrase takes several targets, or an "up to" phrase is left
// empty, semicolons separate the phrases and `nothing` stands for an empty
// one: `targeting bears, giant; Bob; nothing`. The engine takes the
// targets as one list, one per target word of the text, so the phrases
// are joined in order.
func (p *parser) targetPhrases(c *cursor) ([]target, bool) {
	var out []target
	// Without a semicolon, each target is a phrase of its own.
	phrases := hasSemicolon(c)
	alone := true // nothing precedes in the current phrase
	phrase := 0
	for {
		var t target
		if c.accept("nothing") {
			if phrases && (!alone || c.peek().isPunct(",")) {
				return nil, p.fail("targeting: `nothing` stands alone between semicolons")
			}
			t = target{player: -1, none: true}
		} else {
			var ok bool
			if t, ok = p.target(c, targetStop); !ok {
				return nil, false
			}
		}
		t.phrase = -1
		if phrases {
			t.phrase = phrase
		}
		out = append(out, t)
		switch {
		case c.acceptPunct(","):
			alone = !phrases
		case c.acceptPunct(";"):
			alone = true
			phrase++
		default:
			return out, true
		}
	}
}

// placeTargets puts the targets of an action, as runner.targets turned
// them into engine targets, into the places of the text's target phrases
// (CR 115.1, 601.2c): with semicolons, each phrase's targets go to its
// places and the places it leaves go empty (engine.NoTarget); without,
// each target is a phrase of its own when there are as many as phrases,
// and otherwise they fill the places in order. A list that fits no phrase
// is passed on as it is, for the engine to refuse.
func placeTargets(specs []engine.TargetSpec, ts []target, out []engine.Target) []engine.Target {
	phrased := len(ts) > 0 && ts[0].phrase >= 0
	if !phrased && len(ts) != len(specs) {
		return out
	}
	var placed []engine.Target
	k := 0 // index into ts
	for i, spec := range specs {
		n := max(int(spec.Count), 1)
		var mine []engine.Target
		for k < len(ts) && (!phrased && len(mine) == 0 || phrased && ts[k].phrase == i) {
			if !ts[k].none {
				mine = append(mine, out[k])
			}
			k++
		}
		if len(mine) > n {
			return out
		}
		for j := range n {
			if j < len(mine) {
				placed = append(placed, mine[j])
			} else {
				placed = append(placed, engine.NoTarget)
			}
		}
	}
	if k < len(ts) {
		return out
	}
	return placed
}

// hasSemicolon reports whether a semicolon comes later in the statement.
func hasSemicolon(c *cursor) bool {
	for _, t := range c.toks[c.pos:] {
		if t.isPunct(";") {
			return true
		}
	}
	return false
}
