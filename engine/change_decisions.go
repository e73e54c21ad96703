package engine

// The state-change operation of the decisions kept with the event log
// (see change.go and DecisionRecord).
//
// The records are append-only, like the log: a record never changes once
// taken. An action's backup keeps the slice as the action began
// (beginBackup), and a rollback puts it back (restoreRest), which drops
// the records of a failed action (CR 733) without copying any.

// recordDecision keeps the answer ans a player gave to decision d, when
// the log is kept and the kind is one the log records.
func (g *Game) recordDecision(d *Decision, ans []int) {
	if !g.keepsDecision(d.Kind) {
		return
	}
	g.st.decisions = append(g.st.decisions, g.decisionRecord(d, ans))
}
