package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// abilityRef is an element `LABEL ability N` of a `chooses` answer: the
// Nth triggered ability of that object's text, to order simultaneous
// triggered abilities (CR 603.3b). n is 0 for an element that names only
// an object.
type abilityRef struct {
	n    int
	what string // the label or name, for messages
}

// abilityPick parses `LABEL ability N` (or `NAME ability N`) as one element
// of a `chooses` answer, when the element ends with `ability N`. It
// reports whether it did, and whether it parsed.
func (p *parser) abilityPick(c *cursor) (pick, bool, bool) {
	if !endsWithAbility(c) {
		return pick{}, false, false
	}
	var pk pick
	if t := c.peek(); t.word() && p.isLabel(t.text) && abilityStop(&cursor{toks: c.toks, pos: c.pos + 1}) {
		c.next()
		pk = pick{kind: pickLabel, label: t.text}
	} else {
		r, ok := p.ref(c, abilityStop)
		if !ok {
			return pick{}, false, true
		}
		pk = pick{kind: pickName, name: r.name}
	}
	c.next() // ability
	n, ok := p.number(c, "ability", 1, maxAbility)
	pk.ability = n
	return pk, ok, true
}

// endsWithAbility reports whether the element of a `chooses` answer at the
// cursor (up to the next comma) ends with `ability N`.
func endsWithAbility(c *cursor) bool {
	end := c.pos
	for end < len(c.toks) && !c.toks[end].isPunct(",") {
		end++
	}
	if end-c.pos < 3 {
		return false
	}
	_, isNum := atoi(c.toks[end-1].text)
	return c.toks[end-2].is("ability") && isNum && c.toks[end-1].word()
}

// decideOrder answers a decision with a queued answer that names
// triggered abilities by number. Those elements are matched first, each
// with the option whose source is that object and whose ability is its
// Nth triggered one; the elements that name only an object then take, in
// order, the first options of that object left.
func decideOrder(g *engine.Game, d *engine.Decision, q queued) ([]int, error) {
	if d.Kind != engine.DecideTriggerOrder {
		for _, a := range q.abilities {
			if a.n > 0 {
				return nil, fmt.Errorf("%w: `%s ability %d` answers only the order of triggered abilities, not a %s",
					engine.ErrIllegalChoice, a.what, a.n, d.Kind)
			}
		}
	}
	out := make([]int, len(q.ans.Picks))
	used := make([]bool, len(d.Options))
	for pass := range 2 {
		for i, pk := range q.ans.Picks {
			a := q.abilities[i]
			if (pass == 0) != (a.n > 0) {
				continue
			}
			k, err := matchTrigger(g, d, used, pk, a)
			if err != nil {
				return nil, err
			}
			used[k], out[i] = true, k
		}
	}
	return out, nil
}

// matchTrigger returns the first unused option of a trigger-order decision
// that an answer's element names.
func matchTrigger(g *engine.Game, d *engine.Decision, used []bool, pk engine.Pick, a abilityRef) (int, error) {
	sourceSeen, count := false, 0
	for k := range d.Options {
		src, ok := d.Target(k) // the source of the triggered ability
		if used[k] || !ok || src.IsPlayer {
			continue
		}
		in, err := g.Object(src.Obj)
		if err != nil || !(pk.Card != 0 && in.Card == pk.Card || pk.Name != "" && in.Characteristics.Name == pk.Name) {
			continue
		}
		if a.n == 0 {
			return k, nil
		}
		sourceSeen = true
		var text string
		text, count = nthTriggered(in, a.n)
		if text != "" && text == d.Options[k].Text {
			return k, nil
		}
	}
	if sourceSeen && count < a.n {
		return 0, fmt.Errorf("%w: %s has no triggered ability %d (its text has %d)", engine.ErrIllegalChoice, a.what, a.n, count)
	}
	what := a.what
	if a.n > 0 {
		what = fmt.Sprintf("%s ability %d", a.what, a.n)
	}
	return 0, fmt.Errorf("%w: %s is not one of the options", engine.ErrIllegalChoice, what)
}

// nthTriggered returns the text of the Nth (from 1) triggered ability of
// an object's text, "" if it has fewer, and how many it has.
func nthTriggered(in engine.ObjectInfo, n int) (string, int) {
	text, k := "", 0
	for _, ab := range in.Characteristics.Abilities {
		if ab.Kind != engine.Triggered {
			continue
		}
		k++
		if k == n {
			text = ab.Text
		}
	}
	return text, k
}

// abilityRefs returns the abilityRef of each element of an answer, or nil
// when no element names a triggered ability by number.
func abilityRefs(picks []pick) []abilityRef {
	var out []abilityRef
	for i, pk := range picks {
		if pk.ability == 0 {
			continue
		}
		if out == nil {
			out = make([]abilityRef, len(picks))
			for j, q := range picks {
				out[j].what = q.label + q.name
				if out[j].what == "" {
					out[j].what = "an answer that is not an object"
				}
			}
		}
		out[i].n = pk.ability
	}
	return out
}
