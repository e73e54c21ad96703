package scenario

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Printing a run for people: the events in English with the rule each
// cites, the board, and the trace of a whole run (`cathar check
// --explain`). Objects the file labeled are called by their labels.

// WriteEvents writes the events of the game's log from index from on, one
// per line, in English, each with its rule citation, decisions included
// with who took them. Passes of priority are left out: the steps and what
// resolves show them.
func (r *Result) WriteEvents(w io.Writer, from int) {
	if r.Game == nil {
		return
	}
	r.writeEvents(w, from, r.Game.EventCount(), r.firstDecision(from), r.Game.DecisionCount())
}

// firstDecision returns the index of the first decision taken at or after
// event from.
func (r *Result) firstDecision(from int) int {
	recs := r.Game.Decisions()
	for i, d := range recs {
		if int(d.Seq) >= from {
			return i
		}
	}
	return len(recs)
}

// writeEvents writes events [from, to) and decisions [dfrom, dto), each
// decision before the first event that followed it.
func (r *Result) writeEvents(w io.Writer, from, to, dfrom, dto int) {
	g := r.Game
	name := r.labeler()
	recs := g.DecisionsFrom(dfrom)
	if n := dto - dfrom; n < len(recs) {
		recs = recs[:max(n, 0)]
	}
	next := 0
	decide := func(upTo int32) {
		for ; next < len(recs) && recs[next].Seq <= upTo; next++ {
			fmt.Fprintf(w, "    %s\n", g.DescribeDecision(recs[next], name))
		}
	}
	var evs []engine.Event
	for ev := range g.EventsSince(from) {
		if int(ev.Seq) >= to {
			break
		}
		evs = append(evs, ev)
	}
	for i, ev := range evs {
		decide(ev.Seq)
		if ev.Kind == engine.EvPriorityPassed || i+1 < len(evs) && isDrawMove(ev, evs[i+1]) {
			continue
		}
		line := strings.TrimSpace(g.DescribeWith(ev, name))
		fmt.Fprintf(w, "    %s  [%s]\n", line, g.EventRule(ev))
	}
	decide(1<<31 - 1)
}

// isDrawMove reports whether ev is the move of the card that next, a draw
// event, says was drawn (CR 121.1): the draw's line says it, so the move
// gets none of its own.
func isDrawMove(ev, next engine.Event) bool {
	return ev.Kind == engine.EvZoneChanged && next.Kind == engine.EvDrew &&
		ev.From == zones.Library && ev.To == zones.Hand && ev.Player == next.Player && ev.Other == next.Obj
}

// labeler returns the names WriteEvents gives objects: the label of the
// card, if the file gave it one, and "" (the card's name) otherwise.
func (r *Result) labeler() func(engine.ObjID) string {
	byCard := r.labels()
	return func(id engine.ObjID) string {
		oi, err := r.Game.Object(id)
		if err != nil {
			return ""
		}
		return byCard[oi.Card]
	}
}

// labels returns the label of each labeled card.
func (r *Result) labels() map[engine.CardID]string {
	out := make(map[engine.CardID]string, len(r.cards))
	for label, c := range r.cards {
		out[c] = label
	}
	return out
}

// WriteBoard writes the position: turn, step, active player, the
// day/night designation, each player's life, battlefield (face up and the
// other face's name, P/T, counters, damage, attachments, tapped,
// controller if not the owner, the label if the file gave one), hand,
// graveyard and exile (with what each exiled card is linked to: "until
// <permanent> leaves the battlefield"), library size, and the stack (each
// item's kind, source and targets).
func (r *Result) WriteBoard(w io.Writer) {
	g := r.Game
	if g == nil {
		return
	}
	turn, active, step := g.Turn()
	designation := "it is " + g.DayNight().String()
	if g.DayNight() == daynight.Neither {
		designation = "it is neither day nor night"
	}
	b := &board{r: r, g: g, labels: r.labels()}
	fmt.Fprintf(w, "  turn %d, %s step, %s's turn; %s\n", turn, step, b.team(active), designation)
	if over, winner := g.Over(); over {
		fmt.Fprintf(w, "  the game is over: %s\n", b.winner(winner))
	}
	for p := range g.NumPlayers() {
		b.player(w, engine.PlayerID(p))
	}
	b.stack(w)
}

// board writes a position.
type board struct {
	r      *Result
	g      *engine.Game
	labels map[engine.CardID]string
}

func (b *board) winner(p engine.PlayerID) string {
	if p == engine.NoPlayer {
		return "a draw"
	}
	if b.g.Teammate(p) != engine.NoPlayer {
		return b.team(p) + " win" // CR 810.8a: a team wins together
	}
	return b.g.PlayerName(p) + " wins"
}

// team names p, with their teammate in Two-Headed Giant, where turns, a
// life total and a win are the team's (CR 805.4, 810.4, 810.8a), in seat
// order as the events word them: "Alice and Bob".
func (b *board) team(p engine.PlayerID) string {
	if tm := b.g.Teammate(p); tm != engine.NoPlayer {
		return b.g.PlayerName(min(p, tm)) + " and " + b.g.PlayerName(max(p, tm))
	}
	return b.g.PlayerName(p)
}

// player writes one player's life and zones.
func (b *board) player(w io.Writer, p engine.PlayerID) {
	g := b.g
	status := ""
	switch {
	case g.HasLost(p):
		status = ", has lost"
	case g.HasLeft(p):
		status = ", has left the game"
	}
	life := fmt.Sprintf("%d life, ", g.Life(p))
	if tm := g.Teammate(p); tm != engine.NoPlayer {
		// CR 810.4: a team's life total is shared; it is written once,
		// before the team's first seat.
		if p < tm {
			fmt.Fprintf(w, "  %s: %d life (shared)\n", b.team(p), g.Life(p))
		}
		life = ""
	}
	fmt.Fprintf(w, "  %s: %s%d cards in library%s\n", g.PlayerName(p), life, len(g.Zone(p, zones.Library)), status)
	var perms, exiled []string
	for _, id := range g.Battlefield() {
		if oi, err := g.Object(id); err == nil && oi.Owner == p {
			perms = append(perms, b.permanent(oi))
		}
	}
	for _, id := range g.Zone(p, zones.Exile) {
		if oi, err := g.Object(id); err == nil && oi.Owner == p {
			exiled = append(exiled, b.exiled(oi))
		}
	}
	b.list(w, "battlefield", perms)
	b.list(w, "hand", b.cards(p, zones.Hand))
	b.list(w, "graveyard", b.cards(p, zones.Graveyard))
	b.list(w, "exile", exiled)
}

// list writes one zone: one item on its line, several below it.
func (b *board) list(w io.Writer, zone string, items []string) {
	switch len(items) {
	case 0:
		fmt.Fprintf(w, "    %s: none\n", zone)
	case 1:
		fmt.Fprintf(w, "    %s: %s\n", zone, items[0])
	default:
		fmt.Fprintf(w, "    %s:\n", zone)
		for _, it := range items {
			fmt.Fprintf(w, "      %s\n", it)
		}
	}
}

// cards lists the cards of a player's hand or graveyard.
func (b *board) cards(p engine.PlayerID, z zones.Kind) []string {
	var out []string
	for _, id := range b.g.Zone(p, z) {
		out = append(out, b.name(id))
	}
	return out
}

// name is an object's name, with its label first if it has one:
// "bears (Grizzly Bears)".
func (b *board) name(id engine.ObjID) string {
	oi, err := b.g.Object(id)
	if err != nil {
		return "?"
	}
	if l := b.labels[oi.Card]; l != "" {
		return l + " (" + oi.Characteristics.Name + ")"
	}
	return oi.Characteristics.Name
}

// attacking words what an attacking creature attacks: a player, or a
// planeswalker with its controller (CR 506.3, 508.1b).
func (b *board) attacking(oi engine.ObjectInfo) string {
	if oi.AttackingPlaneswalker == engine.NoObj {
		return "attacking " + b.g.PlayerName(oi.Attacking)
	}
	pw, err := b.g.Object(oi.AttackingPlaneswalker)
	if err != nil || !pw.Current {
		// CR 506.4: a planeswalker that left the battlefield is removed
		// from combat; the creature stays an attacking creature.
		return "attacking a planeswalker no longer on the battlefield"
	}
	return "attacking " + b.g.PlayerName(pw.Controller) + "'s planeswalker " + b.name(pw.ID)
}

// ability words the ability on the stack with stack id sid, as its
// source's name followed by `ability` (the way a file targets it).
func (b *board) ability(items []engine.StackItemInfo, sid engine.StackID) string {
	for _, it := range items {
		if it.ID == sid {
			return b.name(it.Obj) + " ability"
		}
	}
	return "an ability no longer on the stack"
}

// permanent words a permanent and its status.
func (b *board) permanent(oi engine.ObjectInfo) string {
	var parts []string
	if def := oi.Def; def != nil && def.Back != nil {
		if oi.BackFace {
			parts = append(parts, "back face up, front face "+def.Front.Name)
		} else {
			parts = append(parts, "front face up, back face "+def.Back.Name)
		}
	}
	c := oi.Characteristics
	if def := oi.Def; def != nil {
		printed := def.Front.Name
		if oi.BackFace && def.Back != nil {
			printed = def.Back.Name
		}
		if printed != c.Name { // copiable values of another object (CR 707.2)
			parts = append(parts, "a copy (the card is "+printed+")")
		}
	}
	if c.Is(engine.Creature) {
		parts = append(parts, strconv.Itoa(c.Power)+"/"+strconv.Itoa(c.Toughness))
		if oi.SummoningSick {
			parts = append(parts, "summoning sick") // CR 302.6
		}
	}
	if oi.Token {
		parts = append(parts, "token")
	}
	for k, n := range oi.Counters {
		if n > 0 {
			parts = append(parts, strconv.Itoa(n)+" "+engine.CounterKind(k).String()+" counter"+plural(n))
		}
	}
	if oi.Damage > 0 {
		parts = append(parts, strconv.Itoa(oi.Damage)+" damage")
	}
	if oi.AttachedTo != engine.NoObj {
		parts = append(parts, "attached to "+b.name(oi.AttachedTo))
	}
	if oi.AttachedPlayer != engine.NoPlayer {
		parts = append(parts, "attached to "+b.g.PlayerName(oi.AttachedPlayer))
	}
	if oi.Tapped {
		parts = append(parts, "tapped")
	}
	if oi.Attacking != engine.NoPlayer {
		parts = append(parts, b.attacking(oi))
	}
	if oi.Blocking != engine.NoObj {
		parts = append(parts, "blocking "+b.name(oi.Blocking))
	}
	if oi.Controller != oi.Owner {
		parts = append(parts, "controlled by "+b.g.PlayerName(oi.Controller))
	}
	if len(parts) == 0 {
		return b.name(oi.ID)
	}
	return b.name(oi.ID) + ": " + strings.Join(parts, ", ")
}

// exiled words a card in exile and what it is linked to (CR 610.3).
func (b *board) exiled(oi engine.ObjectInfo) string {
	s := b.name(oi.ID)
	if l, ok := b.g.ExileLinkOf(oi.ID); ok {
		s += ", until " + b.name(l.Source) + " leaves the battlefield (CR 610.3)"
		if !l.Returns {
			s += "; it will not return"
		}
	}
	return s
}

// stack writes the stack, top first.
func (b *board) stack(w io.Writer) {
	items := b.g.Stack()
	if len(items) == 0 {
		fmt.Fprintln(w, "  stack: empty")
		return
	}
	fmt.Fprintln(w, "  stack, top first:")
	for i := len(items) - 1; i >= 0; i-- {
		it := items[i]
		what := "spell " + b.name(it.Obj)
		if !it.Spell {
			what = "ability of " + b.name(it.Obj) + ": " + it.Text
		}
		var ts []string
		for _, t := range it.Targets {
			if t.IsAbility() {
				ts = append(ts, b.ability(items, t.Stack))
			} else if t.IsPlayer {
				ts = append(ts, b.g.PlayerName(t.Player))
			} else {
				ts = append(ts, b.name(t.Obj))
			}
		}
		line := fmt.Sprintf("    %d. %s (%s)", len(items)-i, what, b.g.PlayerName(it.Controller))
		if len(ts) > 0 {
			line += ", targeting " + strings.Join(ts, " and ")
		}
		fmt.Fprintln(w, line)
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// WriteExplain writes the trace of the run: each statement and the events
// it caused, then, at the failing line (or the end), the board and the
// failure.
func (r *Result) WriteExplain(w io.Writer) {
	f := r.File
	fmt.Fprintf(w, "%s: %s\n", f.Name, f.Title)
	if r.Game == nil {
		fmt.Fprintf(w, "  the setup failed: %v\n", r.Err)
		return
	}
	fmt.Fprintln(w, "setup:")
	r.writeEvents(w, 0, r.SetupEvents, 0, r.decisionsBefore())
	for _, s := range r.Trace {
		r.writeStep(w, s)
	}
	if r.Err != nil {
		fmt.Fprintf(w, "board at the failure:\n")
	} else {
		fmt.Fprintf(w, "board at the end:\n")
	}
	r.WriteBoard(w)
	if r.Err != nil {
		fmt.Fprintf(w, "FAIL %v\n", r.Err)
		return
	}
	fmt.Fprintln(w, "ok")
}

// decisionsBefore is the number of decisions taken before the first
// statement.
func (r *Result) decisionsBefore() int {
	if len(r.Trace) > 0 {
		return r.Trace[0].DecisionFrom
	}
	return r.Game.DecisionCount()
}

// writeStep writes one statement of the trace and what it caused.
func (r *Result) writeStep(w io.Writer, s TraceStep) {
	fmt.Fprintf(w, "line %d: %s\n", s.Line, s.Text(r.File))
	if f := r.File; f.begin && s.Line == f.beginLine {
		fmt.Fprintf(w, "    (the start of the game, CR 103, with the answers queued before it)\n")
	}
	if s.Waited {
		fmt.Fprintf(w, "    (waited until turn %d %s)\n", s.Turn, s.Step)
	}
	to, dto := s.To, s.DecisionTo
	if to < 0 {
		to, dto = r.Game.EventCount(), r.Game.DecisionCount()
	}
	r.writeEvents(w, s.From, to, s.DecisionFrom, dto)
}
