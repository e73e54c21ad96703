package engine

import "strconv"

// The snapshot of the decisions kept with the event log (DecisionRecord),
// from version 3 on: written by Snapshot, checked and built by Restore.

// snapDecision is a DecisionRecord.
type snapDecision struct {
	Seq    int32        `json:"seq"`
	Kind   DecisionKind `json:"kind"`
	Player PlayerID     `json:"player"`
	Source ObjID        `json:"source"`
	Prompt string       `json:"prompt"`
	Chosen []snapChoice `json:"chosen"`
}

// snapChoice is a Choice.
type snapChoice struct {
	Index    int      `json:"index"`
	Text     string   `json:"text"`
	Obj      ObjID    `json:"obj"`
	Player   PlayerID `json:"player"`
	IsPlayer bool     `json:"isPlayer"`
	Mana     ManaType `json:"mana"`
	Yes      bool     `json:"yes"`
}

// snapDecisions encodes the decisions.
func (g *Game) snapDecisions(s *snapGame, _ *snapRefs) error {
	s.Decisions = make([]snapDecision, 0, len(g.st.decisions))
	for _, d := range g.st.decisions {
		sd := snapDecision{Seq: d.Seq, Kind: d.Kind, Player: d.Player, Source: d.Source, Prompt: d.Prompt,
			Chosen: make([]snapChoice, len(d.Chosen))}
		for i, c := range d.Chosen {
			sd.Chosen[i] = snapChoice(c)
		}
		s.Decisions = append(s.Decisions, sd)
	}
	return nil
}

// decisions checks and builds the decisions: kept only with the log, in
// the order of the events they came between, each of a kind the log
// records, by a player of the game, about objects of the game.
func (b *snapBuilder) decisions() error {
	s := b.s
	if !s.LogOn && len(s.Decisions) > 0 {
		return badf("%d decisions recorded without the log", len(s.Decisions))
	}
	b.st.decisions = make([]DecisionRecord, 0, len(s.Decisions))
	prev := int32(0)
	for i, d := range s.Decisions {
		what := "decision " + strconv.Itoa(i)
		if d.Seq < prev || int(d.Seq) > s.EventCount {
			return badf("%s: seq %d out of order or beyond the log (%d events)", what, d.Seq, s.EventCount)
		}
		prev = d.Seq
		if !recordedKind(d.Kind) {
			return badf("%s: kind %d is not a decision the log records", what, d.Kind)
		}
		if err := firstErr(b.playerRef(what+": player", d.Player, false), b.objRef(what+": source", d.Source, true)); err != nil {
			return err
		}
		rec := DecisionRecord{Seq: d.Seq, Kind: d.Kind, Player: d.Player, Source: d.Source, Prompt: d.Prompt}
		if len(d.Chosen) > 0 {
			rec.Chosen = make([]Choice, len(d.Chosen))
		}
		for j, c := range d.Chosen {
			cw := what + ": choice " + strconv.Itoa(j)
			if c.Index < 0 || int(c.Mana) >= NumManaTypes {
				return badf("%s: index %d or mana %d out of range", cw, c.Index, c.Mana)
			}
			if err := firstErr(b.objRef(cw+": object", c.Obj, true), b.playerRef(cw+": player", c.Player, !c.IsPlayer)); err != nil {
				return err
			}
			rec.Chosen[j] = Choice(c)
		}
		b.st.decisions = append(b.st.decisions, rec)
	}
	return nil
}
