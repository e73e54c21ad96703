package engine

import "slices"

// DecisionsFor returns the decisions recorded from index from on (as
// DecisionCount returned it), as player p may know them: a chosen option
// naming an object in a hidden zone that p may not see (CR 400.2, 401.3,
// 402.3; Game.KnownTo) has its Obj blanked to NoObj and its Text to "", so
// that the record of an opponent's discard or of the order they gave the
// cards put on the bottom of their library says that they chose, and not
// which cards; one naming a card of a hidden zone that p knows keeps its
// Obj and has its Text blanked, since the label names it by its tag as
// the player who chose saw it (Game.Tag), which counts the cards of that
// zone they saw and p may not. The player who decided sees their own
// choices: they were offered them. A record's Source is blanked in the same way. An unknown p
// gets the spectator's records. The records are new: they share nothing
// with the game. Decisions, by contrast, is the server's full log.
func (g *Game) DecisionsFor(p PlayerID, from int) []DecisionRecord {
	if g.checkPlayerExists(p) != nil {
		p = NoPlayer
	}
	return g.decisionsFor(p, from)
}

// SpectatorDecisions returns the decisions recorded from index from on, as
// someone who plays no part may know them: every object in a hidden zone
// is blanked (DecisionsFor).
func (g *Game) SpectatorDecisions(from int) []DecisionRecord { return g.decisionsFor(NoPlayer, from) }

func (g *Game) decisionsFor(p PlayerID, from int) []DecisionRecord {
	from = max(from, 0)
	out := []DecisionRecord{}
	for i := from; i < len(g.st.decisions); i++ {
		out = append(out, g.redactDecision(p, g.st.decisions[i]))
	}
	return out
}

// redactDecision returns a copy of rec as viewer p may know it.
func (g *Game) redactDecision(p PlayerID, rec DecisionRecord) DecisionRecord {
	rec.Chosen = slices.Clone(rec.Chosen)
	if p != NoPlayer && p == rec.Player {
		return rec
	}
	if !g.visibleTo(p, rec.Source) {
		rec.Source = NoObj
	}
	for i := range rec.Chosen {
		c := &rec.Chosen[i]
		switch {
		case !g.visibleTo(p, c.Obj):
			c.Obj, c.Text = NoObj, ""
		case c.Obj > 0 && int(c.Obj) < len(g.st.objs) && !g.st.objs[c.Obj].zone.Public() && !g.st.objs[c.Obj].token:
			c.Text = "" // a card of a hidden zone p knows: its label is worded from what the chooser saw
		}
	}
	return rec
}
