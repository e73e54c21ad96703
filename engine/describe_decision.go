package engine

import "strings"

// DescribeDecision returns a one-line English account of a decision kept
// with the log: who chose what, and what they were asked, as in "Bob
// chooses yes (pay ward: 3 life)". Objects are named by name when it
// returns a name, as in DescribeWith.
func (g *Game) DescribeDecision(rec DecisionRecord, name func(ObjID) string) string {
	d := &describer{g: g, names: name}
	var b strings.Builder
	b.WriteString(d.pl(rec.Player))
	b.WriteString(" chooses ")
	switch {
	case len(rec.Chosen) == 0:
		b.WriteString("nothing")
	case rec.Kind == DecideTriggerOrder || rec.Kind == DecideReplacementOrder:
		b.WriteString("the order ")
		fallthrough
	default:
		for i, c := range rec.Chosen {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(d.choice(rec.Kind, c))
		}
	}
	if rec.Prompt != "" {
		b.WriteString(" (")
		b.WriteString(rec.Prompt)
		b.WriteString(")")
	}
	return b.String()
}

// choice words one chosen option of a decision of kind k.
func (d *describer) choice(k DecisionKind, c Choice) string {
	switch {
	case k == DecideCombatDamage && c.IsPlayer:
		return damageAmount(c.Text) + " damage to " + d.pl(c.Player)
	case k == DecideCombatDamage:
		return damageAmount(c.Text) + " damage to " + d.name(c.Obj)
	case k == DecideYesNo:
		if c.Yes {
			return "yes"
		}
		return "no"
	case k == DecideColor:
		return c.Mana.String()
	case c.IsPlayer:
		return d.pl(c.Player)
	case c.Obj != NoObj && k == DecideTriggerOrder && c.Text != "":
		return "the ability of " + d.name(c.Obj) + " (" + c.Text + ")"
	case c.Obj != NoObj:
		return d.name(c.Obj)
	case c.Text != "":
		return c.Text
	case objectKind(k):
		return "a hidden card" // blanked for a player who may not see it (DecisionsFor)
	}
	return "option " + itoa(c.Index+1)
}

// damageAmount is the amount of damage a chosen option of a division of
// combat damage assigns: its label's leading number ("3 damage to X", or
// "3" as records kept before labels were words).
func damageAmount(text string) string {
	n := 0
	for n < len(text) && text[n] >= '0' && text[n] <= '9' {
		n++
	}
	if n == 0 {
		return "some"
	}
	return text[:n]
}

// objectKind reports whether the options of a decision of kind k are
// objects, so that a choice with neither object nor text is one blanked
// by DecisionsFor.
func objectKind(k DecisionKind) bool {
	switch k {
	case DecideTarget, DecideObjects, DecideTriggerOrder, DecideReplacementOrder, DecideDiscard, DecideLegend, DecideBottom:
		return true
	}
	return false
}
