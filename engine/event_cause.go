package engine

// EventCause says why an event happened, for the kinds of events that
// record why when a rule other than their kind's says so: each cause
// bears its own rule (EventCause.Rule), which Game.EventRule cites. Read
// an event's cause with Event.Cause; its JSON form names it by
// EventCause.String.
type EventCause uint8

// The causes events record. CauseNone is no cause: the event happened
// for the reason its kind's rule gives (an effect that destroys, counters,
// puts onto the battlefield transformed, …).
const (
	CauseNone EventCause = iota
	// EvCountersAdded, EvCountersRemoved: damage dealt to a planeswalker
	// removes that many loyalty counters (CR 120.3c).
	CauseDamage
	// EvCountersAdded, EvCountersRemoved: a loyalty ability's cost puts on
	// or removes loyalty counters (CR 606.4).
	CauseLoyaltyCost
	// EvRemovedFromStack: the ability's intervening "if" is false on
	// resolution (CR 603.4).
	CauseConditionFalse
	// EvRemovedFromStack: the triggered ability has no legal target as it
	// is put on the stack (CR 603.3d).
	CauseNoLegalTarget
	// EvRemovedFromStack: as it is put on the stack, the ability needs
	// more targets than the engine holds for one ability (4). That is the
	// engine's limit, not a rule's; the rule cited is the one under which
	// it is removed when its required choice of targets can't be made
	// (CR 603.3d).
	CauseTooManyTargets
	// EvNothingExiled: the "until" exile that did nothing is a spell's or
	// an activated ability's (CR 610.3a).
	CauseUntilSpellOrActivated
	// EvNothingExiled: the "until" exile that did nothing is a triggered
	// ability's (CR 610.3b).
	CauseUntilTriggered
	// EvPayNotOffered: the cost asks more life than the player has (CR
	// 119.4).
	CauseLifeCost
	// EvEnteredTransformed: a permanent with daybound entered at night
	// (CR 702.145b).
	CauseDaybound
	// EvEnteredTransformed: a permanent spell that resolved back face up
	// enters with the face it had on the stack (CR 712.13).
	CauseResolvedBackFaceUp
	// EvDestroyed: a state-based action destroyed a creature with lethal
	// damage marked on it (CR 704.5g).
	CauseLethalDamage
	// EvDestroyed: a state-based action destroyed a creature dealt damage
	// by a source with deathtouch (CR 704.5h).
	CauseDeathtouch
	// EvCountered: the spell or ability doesn't resolve because its
	// targets are all illegal (CR 608.2b).
	CauseIllegalTargets
	numEventCauses
)

// causeInfo is what the engine knows of each cause: its name (the "cause"
// of an event's JSON form) and its rule.
var causeInfo = [numEventCauses]struct{ name, rule string }{
	CauseNone:                  {"", ""},
	CauseDamage:                {"damage", "CR 120.3c"},
	CauseLoyaltyCost:           {"loyalty cost", "CR 606.4"},
	CauseConditionFalse:        {"condition false", "CR 603.4"},
	CauseNoLegalTarget:         {"no legal target", "CR 603.3d"},
	CauseTooManyTargets:        {"too many targets", "CR 603.3d"},
	CauseUntilSpellOrActivated: {"spell or activated ability", "CR 610.3a"},
	CauseUntilTriggered:        {"triggered ability", "CR 610.3b"},
	CauseLifeCost:              {"life", "CR 119.4"},
	CauseDaybound:              {"daybound", "CR 702.145b"},
	CauseResolvedBackFaceUp:    {"resolved back face up", "CR 712.13"},
	CauseLethalDamage:          {"lethal damage", "CR 704.5g"},
	CauseDeathtouch:            {"deathtouch", "CR 704.5h"},
	CauseIllegalTargets:        {"illegal targets", "CR 608.2b"},
}

// String returns the cause's name, as an event's JSON form writes it
// (docs/json.md): "lethal damage", "condition false", …; "" for
// CauseNone and an unknown cause.
func (c EventCause) String() string {
	if c < numEventCauses {
		return causeInfo[c].name
	}
	return ""
}

// Rule returns the rule of the Comprehensive Rules (September 25, 2026)
// that the cause bears, as "CR 704.5g"; "" for CauseNone and an unknown
// cause.
func (c EventCause) Rule() string {
	if c < numEventCauses {
		return causeInfo[c].rule
	}
	return ""
}

// The numbers events record in Aux for their causes, by kind (the index
// into that kind's list below); 0 is no cause.
const (
	causeDamage      int32 = 1 // EvCountersAdded, EvCountersRemoved: CauseDamage
	causeLoyaltyCost int32 = 2 // EvCountersAdded, EvCountersRemoved: CauseLoyaltyCost

	causeIfFalse     int32 = 1 // EvRemovedFromStack: CauseConditionFalse
	causeNoTargets   int32 = 2 // EvRemovedFromStack: CauseNoLegalTarget
	causeTargetLimit int32 = 3 // EvRemovedFromStack: CauseTooManyTargets

	causeUntilResolving int32 = 1 // EvNothingExiled: CauseUntilSpellOrActivated
	causeUntilTriggered int32 = 2 // EvNothingExiled: CauseUntilTriggered

	causeLifeCost int32 = 1 // EvPayNotOffered: CauseLifeCost

	causeDaybound     int32 = 1 // EvEnteredTransformed: CauseDaybound
	causeResolvedBack int32 = 2 // EvEnteredTransformed: CauseResolvedBackFaceUp

	causeLethalDamage int32 = 1 // EvDestroyed: CauseLethalDamage
	causeDeathtouch   int32 = 2 // EvDestroyed: CauseDeathtouch

	causeIllegalTargets int32 = 1 // EvCountered: CauseIllegalTargets
)

// The causes of each kind that records one, indexed by what its Aux holds.
var (
	counterCauses   = []EventCause{causeDamage: CauseDamage, causeLoyaltyCost: CauseLoyaltyCost}
	removedCauses   = []EventCause{causeIfFalse: CauseConditionFalse, causeNoTargets: CauseNoLegalTarget, causeTargetLimit: CauseTooManyTargets}
	untilCauses     = []EventCause{causeUntilResolving: CauseUntilSpellOrActivated, causeUntilTriggered: CauseUntilTriggered}
	payCauses       = []EventCause{causeLifeCost: CauseLifeCost}
	enteredCauses   = []EventCause{causeDaybound: CauseDaybound, causeResolvedBack: CauseResolvedBackFaceUp}
	destroyedCauses = []EventCause{causeLethalDamage: CauseLethalDamage, causeDeathtouch: CauseDeathtouch}
	counteredCauses = []EventCause{causeIllegalTargets: CauseIllegalTargets}
)

// kindCauses returns the causes events of kind k record in Aux, indexed
// by Aux; nil for a kind that records none.
func kindCauses(k EventKind) []EventCause {
	switch k {
	case EvCountersAdded, EvCountersRemoved:
		return counterCauses
	case EvRemovedFromStack:
		return removedCauses
	case EvNothingExiled:
		return untilCauses
	case EvEnteredTransformed:
		return enteredCauses
	case EvDestroyed:
		return destroyedCauses
	case EvCountered:
		return counteredCauses
	case EvPayNotOffered:
		return payCauses
	}
	return nil
}

// causeNames returns the names of the causes events of kind k record in
// Aux, indexed by Aux ("" at 0); nil for a kind that records none.
func causeNames(k EventKind) []string {
	cs := kindCauses(k)
	if cs == nil {
		return nil
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	return names
}

// Cause returns why the event happened, for a kind that records why
// (EvCountersAdded, EvCountersRemoved, EvRemovedFromStack, EvNothingExiled,
// EvEnteredTransformed, EvDestroyed, EvCountered, EvPayNotOffered; see
// the EventCause constants). ok is false, and the cause CauseNone, for
// any other kind, and when the event records no cause: it happened for
// the reason its kind's rule gives (a "destroy" effect, CR 701.8a; an
// effect that counters, 701.6a; counters put on by an effect, 122.1; an
// effect that puts a permanent onto the battlefield transformed, 712.14a;
// a cost other than life that can't be paid, 118.3).
func (ev *Event) Cause() (EventCause, bool) {
	cs := kindCauses(ev.Kind)
	if ev.Aux <= 0 || int(ev.Aux) >= len(cs) {
		return CauseNone, false
	}
	return cs[ev.Aux], true
}
