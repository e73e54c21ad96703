package engine

import (
	"strconv"

	"github.com/cathar-engine/cathar/daynight"
)

// explanations words the events that say what did not happen, and why:
// the untap step's day/night check (CR 731.2), an "until" exile that did
// nothing (CR 610.3a-b), damage prevented (CR 615.1), a permanent entering
// transformed (CR 712.14a, 712.13, 702.145b), an ability that did not trigger or
// was removed from the stack (CR 603.4, 603.3d), and a payment not offered
// (CR 118.3, or 119.4 for life).
func (d *describer) explanations() (string, bool) {
	ev := d.ev
	switch ev.Kind {
	case EvDayNightCheck:
		return d.dayNightCheck(), true
	case EvNothingExiled:
		return d.name(ev.Obj) + " is not exiled: " + d.name(ev.Other) + " left the battlefield before its ability resolved", true
	case EvEnteredTransformed:
		return d.enteredTransformed(), true
	case EvNotTriggered:
		return "an ability of " + d.name(ev.Obj) + ` does not trigger: its "if" condition is false`, true
	case EvRemovedFromStack:
		why := ""
		switch c, _ := ev.Cause(); c {
		case CauseConditionFalse:
			why = `: its "if" condition is false now`
		case CauseNoLegalTarget:
			why = ": it has no legal target"
		case CauseTooManyTargets:
			why = ": it needs more targets than the engine holds for one ability (" + strconv.Itoa(maxTargets) + ")"
		}
		return "an ability of " + d.name(ev.Obj) + " is removed from the stack" + why, true
	case EvPayNotOffered:
		why := "they can't pay the cost"
		if c, _ := ev.Cause(); c == CauseLifeCost {
			why = "they have less life than the cost asks"
		}
		return d.pl(ev.Player) + " is not asked to pay for an ability of " + d.name(ev.Obj) + ": " + why, true
	case EvDamagePrevented:
		return d.prevented(), true
	}
	return "", false
}

// dayNightCheck words the untap step's check (CR 731.2): who cast how
// many spells during the previous turn, and what the designation does.
func (d *describer) dayNightCheck() string {
	ev := d.ev
	checked, n, _ := ev.DayNightCheck()
	var who string
	switch {
	case ev.Target == NoPlayer:
		who = d.pl(ev.Player) + " cast " + spells(n) + " last turn"
	case n == 0:
		who = "neither " + d.pl(ev.Player) + " nor " + d.pl(ev.Target) + " cast a spell last turn"
	default: // CR 731.2a–b with shared team turns: the most one player cast
		who = "of " + d.pl(ev.Player) + " and " + d.pl(ev.Target) + ", the most one cast last turn was " + spells(n)
	}
	then := "it stays " + checked.String()
	if next := daynight.UntapCheck(checked, n); next != checked {
		then = "it becomes " + next.String()
	}
	return "day/night check: " + who + ", so " + then
}

// spells words a number of spells: "no spells", "1 spell", "2 spells".
func spells(n int) string {
	switch n {
	case 0:
		return "no spells"
	case 1:
		return "1 spell"
	}
	return strconv.Itoa(n) + " spells"
}

// enteredTransformed words a permanent that entered back face up, with
// its back face's name and why.
func (d *describer) enteredTransformed() string {
	s := d.name(d.ev.Obj) + " enters transformed"
	st := &d.g.st
	if id := d.ev.Obj; id > 0 && int(id) < len(st.objs) {
		if back := d.g.defOf(&st.objs[id]).Back; back != nil && back.Name != d.name(id) {
			s += ", as " + back.Name
		}
	}
	switch c, _ := d.ev.Cause(); c {
	case CauseDaybound:
		s += ": it is night and the card has daybound"
	case CauseResolvedBackFaceUp:
		s += ": it was a spell back face up, and enters with that face up"
	}
	return s
}

// prevented words damage that was prevented (CR 615.1): its source, the
// amount, what it would have been dealt to, and the effect that prevented
// it: whose it is and the object whose spell or ability created it (CR
// 113.7), by its name as last known if it has left (CR 608.2h), or an
// unknown source when the event does not name it.
func (d *describer) prevented() string {
	ev := d.ev
	to := d.name(ev.Other)
	if ev.Other == NoObj {
		to = d.pl(ev.Target)
	}
	what := " damage "
	if ev.Combat {
		what = " combat damage "
	}
	by := "a prevention effect of " + d.pl(ev.Player) + "'s from an unknown source"
	if src, ok := ev.PreventedBy(); ok {
		by = "the effect of " + d.pl(ev.Player) + "'s " + d.name(src)
	}
	return d.n + what + d.name(ev.Obj) + " would deal to " + to + " is prevented by " + by
}
