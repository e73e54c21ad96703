package engine

import "slices"

// DecisionRecord is one decision a player took, as the game keeps it with
// its event log: who decided, what about, and which options they chose.
// It is a value a trace, a per-player view or a replay viewer can print
// without the Decision it answered (which the engine reuses).
//
// The records are kept only when the event log is (not in a game made
// WithoutLog), and only for the decisions the rules ask for during an
// action (targets of a trigger, "may" and "unless" choices, orders,
// copies, discards, …). The choice of an action, of attackers or of
// blockers by an autoplaying decider (DecideAction, DecideAttackers,
// DecideBlockers) is not recorded: the action it chose is in the log.
//
// A record belongs to the action that made it: an action that fails and
// is rolled back (CR 733) leaves none. Clone copies the records, Snapshot
// and Restore keep them, and Replay makes them again.
type DecisionRecord struct {
	// Seq is the number of events emitted before the decision: it was
	// taken after the event with Seq-1 and before the event with Seq.
	Seq    int32
	Kind   DecisionKind
	Player PlayerID
	// Source is the object whose rules asked (NoObj if none): the
	// source of a triggered ability, a permanent with ward, …
	Source ObjID
	Prompt string
	// Chosen are the options chosen, in the order of the answer (for an
	// order, every option, the first first). It may be empty: a choice
	// of nothing. The records Decisions, DecisionsFrom, DecisionsFor
	// and SpectatorDecisions return each have a slice of their own.
	Chosen []Choice
}

// Choice is one option a player chose in a decision: the fields of the
// Option that say what it was. Which of them matter depends on the
// decision's kind, as for Option.
type Choice struct {
	Index    int    // its position among the options offered
	Text     string // the option's text, if it had one (an ability's, "yes", …)
	Obj      ObjID
	Player   PlayerID
	IsPlayer bool
	Mana     ManaType // DecideColor
	Yes      bool     // DecideYesNo
}

// Decisions returns the decisions recorded since the game began, in the
// order they were taken (see DecisionRecord). It is the server's full log:
// its choices name the cards of every hand and library a decision chose
// (a discard, the order of cards put on the bottom of a library), so a
// player is sent DecisionsFor instead. The records are copies, their
// Chosen slices included.
func (g *Game) Decisions() []DecisionRecord { return g.DecisionsFrom(0) }

// DecisionCount returns the number of decisions recorded so far: the
// records of an action run are those from the count before it to the
// count after it.
func (g *Game) DecisionCount() int { return len(g.st.decisions) }

// DecisionsFrom returns the decisions recorded from index i on (i as
// DecisionCount returned it), or nil if there are none. Like Decisions it
// is the full log, and its records are copies.
func (g *Game) DecisionsFrom(i int) []DecisionRecord {
	i = max(i, 0)
	if i >= len(g.st.decisions) {
		return nil
	}
	out := slices.Clone(g.st.decisions[i:])
	for k := range out {
		out[k].Chosen = slices.Clone(out[k].Chosen)
	}
	return out
}

// keepsDecision reports whether the game records a decision of kind k
// (see DecisionRecord).
func (g *Game) keepsDecision(k DecisionKind) bool { return g.logOn && recordedKind(k) }

// recordedKind reports whether a decision of kind k is one the log
// records: not an autoplaying decider's choice of an action, attackers
// or blockers.
func recordedKind(k DecisionKind) bool {
	return k < numDecisionKinds && k != DecideAction && k != DecideAttackers && k != DecideBlockers
}

// decisionRecord returns the record of answer ans to d, taken now.
func (g *Game) decisionRecord(d *Decision, ans []int) DecisionRecord {
	rec := DecisionRecord{Seq: int32(g.st.nlog), Kind: d.Kind, Player: d.Player, Source: d.Source, Prompt: d.Prompt}
	if len(ans) > 0 {
		rec.Chosen = make([]Choice, len(ans))
		for i, k := range ans {
			o := &d.Options[k]
			rec.Chosen[i] = Choice{Index: k, Text: o.Text, Obj: o.Obj, Player: o.Player, IsPlayer: o.IsPlayer, Mana: o.Mana, Yes: o.Yes}
		}
	}
	return rec
}
