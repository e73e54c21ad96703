package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// decisionError is a decision that the queued `chooses` answers could not
// answer: none was queued, or the next one is not a legal answer. It
// carries what the message needs to say what to write: the legal options
// as a `chooses` line can name them, and a line that would answer. It
// wraps engine.ErrNoDecision or the engine's engine.ErrIllegalChoice.
type decisionError struct {
	err     error
	player  string
	what    string   // the decision's kind and prompt
	options []string // as written in a `chooses` line
	example string   // a `chooses` answer that is legal
	note    string   // about names that pick the first of several
	line    int      // the line of the illegal answer; 0 when none was queued
	answer  string   // the illegal answer as the file wrote it
}

// Error is the text the engine wraps (after the player's name), and
// that `expect error` matches.
func (e *decisionError) Error() string {
	if e.line == 0 {
		return e.err.Error()
	}
	return fmt.Sprintf("%v (the answer of line %d)", e.err, e.line)
}

// actionFailed is the message of an action that failed: for an answer
// that does not fit its decision, which answer, which decision, and the
// options as they can be written.
func actionFailed(err error) string {
	var e *decisionError
	if !errors.As(err, &e) || e.line == 0 {
		return fmt.Sprintf("action failed: %v", err)
	}
	return "action failed: " + answerMismatch(e)
}

// answerMismatch says which queued answer does not fit which decision,
// why, and the options as they can be written.
func answerMismatch(e *decisionError) string {
	return fmt.Sprintf("%s's answer of line %d (%s) does not fit the %s: %v — options: %s%s",
		e.player, e.line, e.answer, e.what, e.err, strings.Join(e.options, ", "), e.note)
}

// Unwrap returns the engine's error.
func (e *decisionError) Unwrap() error { return e.err }

// noAnswerMessage is the message of a decision with no queued answer, met
// while the statement of that line was carried out.
func (e *decisionError) noAnswerMessage(line int) string {
	return e.noAnswerWhere(fmt.Sprintf("before line %d", line))
}

// noAnswerWhere is noAnswerMessage with where the line is to be added
// ("before line 12").
func (e *decisionError) noAnswerWhere(where string) string {
	return fmt.Sprintf("%s has a decision with no queued answer: %s; add a line %s such as \"%s chooses %s\" — options: %s%s",
		e.player, e.what, where, e.player, e.example, strings.Join(e.options, ", "), e.note)
}

// noAnswer returns the error of a decision of player p with no queued
// answer.
func (r *runner) noAnswer(g *engine.Game, p int, d *engine.Decision) error {
	e := r.describeDecision(g, p, d)
	e.err = engine.ErrNoDecision
	return e
}

// badAnswer returns the error of a queued answer that does not fit the
// decision: err is the engine's reason (engine.ErrIllegalChoice).
func (r *runner) badAnswer(g *engine.Game, p int, d *engine.Decision, q queued, err error) error {
	e := r.describeDecision(g, p, d)
	e.err, e.line, e.answer = err, q.line, q.text
	return e
}

// describeDecision lists a decision's options as a `chooses` line names
// them: a label where the object has one, else its name; a player's name;
// yes or no; a color or mana type; and `nothing` when none may be chosen.
func (r *runner) describeDecision(g *engine.Game, p int, d *engine.Decision) *decisionError {
	e := &decisionError{player: r.f.Players[p], what: d.Kind.String() + " (" + d.Prompt + ")"}
	if d.Source != engine.NoObj {
		e.what = d.Kind.String() + " (" + g.Characteristics(d.Source).Name + ": " + d.Prompt + ")"
	}
	labels := r.labelsByCard()
	written := make([]string, len(d.Options))
	seen := map[string]int{}
	first := map[string]engine.ObjectInfo{} // the first option written w
	var twice []string
	for i := range d.Options {
		w := r.optionText(g, d, i, labels)
		written[i] = w
		seen[w]++
		obj := optionSubject(d, i).Obj
		if obj != engine.NoObj && seen[w] == 1 {
			first[w] = r.info(obj)
		}
		if seen[w] == 2 && !d.Ordered && obj != engine.NoObj && labels[r.info(obj).Card] == "" &&
			!interchangeable(first[w], r.info(obj)) {
			twice = append(twice, w)
		}
		if seen[w] == 1 || d.Ordered {
			e.options = append(e.options, w)
		}
	}
	if d.Min == 0 && !d.Ordered {
		e.options = append(e.options, "nothing")
	}
	n := max(d.Min, 1)
	if d.Ordered {
		n = len(written)
	}
	switch {
	case len(written) == 0:
		e.example = "nothing"
	default:
		e.example = strings.Join(written[:min(n, len(written))], ", ")
	}
	if d.Kind == engine.DecideStartingPlayer {
		e.options, e.example = r.startingOptions(g, d), wordPlay
	}
	for _, w := range twice {
		e.note += fmt.Sprintf("; several options are named %s and a name picks the first of them: give the one you mean a label with `as LABEL` in the setup and name it by its label", w)
	}
	return e
}

// interchangeable reports whether two objects of the same name are the
// same to an answer that names them: cards of one player's hand, library
// or graveyard, which have nothing but their card to tell them apart (a
// discard of one Wastes or another is the same discard). Permanents and
// spells differ in their state, and so do cards of different players.
func interchangeable(a, b engine.ObjectInfo) bool {
	hidden := a.Zone == zones.Hand || a.Zone == zones.Library || a.Zone == zones.Graveyard
	return hidden && a.Zone == b.Zone && a.Owner == b.Owner && a.Def == b.Def
}

// optionSubject returns the object or player option i of d is about, by
// the decision's kind (the engine's accessors of Decision); a player has
// IsPlayer, and an option about neither has NoObj.
func optionSubject(d *engine.Decision, i int) engine.Target {
	if t, ok := d.Target(i); ok {
		return t
	}
	if a, ok := d.Assignment(i); ok {
		return a.To
	}
	if a, ok := d.Attack(i); ok {
		return engine.TargetObject(a.Attacker)
	}
	if b, ok := d.Block(i); ok {
		return engine.TargetObject(b.Blocker)
	}
	if d.Kind == engine.DecideAction && i >= 0 && i < len(d.Options) {
		return engine.TargetObject(d.Options[i].Action.Obj)
	}
	return engine.TargetObject(engine.NoObj)
}

// optionText writes option i of d as a `chooses` line names it.
func (r *runner) optionText(g *engine.Game, d *engine.Decision, i int, labels map[engine.CardID]string) string {
	o := &d.Options[i]
	switch t := optionSubject(d, i); {
	case t.IsPlayer:
		return g.PlayerName(t.Player)
	case t.Obj != engine.NoObj:
		if l := labels[r.info(t.Obj).Card]; l != "" {
			return l
		}
		return g.Characteristics(t.Obj).Name
	case o.Text == "yes" || o.Text == "no":
		return o.Text
	case o.Word != "":
		return o.Word
	}
	if o.Text != "" {
		return fmt.Sprintf("%q", o.Text)
	}
	return o.Mana.Name()
}

// labelsByCard maps each labelled card to its label.
func (r *runner) labelsByCard() map[engine.CardID]string {
	out := make(map[engine.CardID]string, len(r.cards))
	for l, c := range r.cards {
		out[c] = l // a card has at most one label
	}
	return out
}

// manaChoiceError is the error of a mana ability whose type nobody
// chose (ok false) or was chosen outside the choices: a decision of its
// own, answered like the others.
func (r *runner) manaChoiceError(line, p int, choices engine.ManaTypeSet, what, source string, q *queued) error {
	d := &engine.Decision{Kind: engine.DecideColor, Prompt: "the mana " + source + "'s ability makes", Min: 1, Max: 1}
	for t := range engine.ManaType(engine.NumManaTypes) {
		if choices.Has(t) {
			d.Options = append(d.Options, engine.Option{Mana: t, Index: len(d.Options)})
		}
	}
	e := r.describeDecision(r.g, p, d)
	e.what = what + " (" + d.Prompt + ")"
	if q == nil {
		e.err = engine.ErrNoDecision
		return r.errorf(line, KindRunner, e, "%s", e.noAnswerMessage(line))
	}
	e.err, e.line, e.answer = fmt.Errorf("%w: %s is not one of the options", engine.ErrIllegalChoice, q.text), q.line, q.text
	return fmt.Errorf("%s: %w", r.f.Players[p], e)
}

// noAnswerError returns the runner's error for a decision nobody
// answered, met at that line; ok is false for any other error.
func (r *runner) noAnswerError(line int, err error) (*Error, bool) {
	var de *decisionError
	if !errors.As(err, &de) || de.line != 0 {
		return nil, false
	}
	return r.errorf(line, KindRunner, err, "%s", de.noAnswerMessage(line)), true
}

// answerCount checks the number of options an answer names, as the
// engine will: every option of an order, or between Min and Max (which
// the engine has limited to the options there are).
func answerCount(d *engine.Decision, n int) error {
	switch {
	case d.Ordered && n != len(d.Options):
		return fmt.Errorf("%w: an order names all %d options, the answer names %d", engine.ErrIllegalChoice, len(d.Options), n)
	case !d.Ordered && (n < d.Min || n > d.Max):
		return fmt.Errorf("%w: %d chosen, the decision takes %d to %d", engine.ErrIllegalChoice, n, d.Min, d.Max)
	}
	return nil
}

// answerText writes a `chooses` answer as the file wrote it.
func (r *runner) answerText(s *chooseStmt) string {
	if len(s.picks) == 0 {
		return "nothing"
	}
	parts := make([]string, len(s.picks))
	for i, pk := range s.picks {
		switch pk.kind {
		case pickLabel:
			parts[i] = pk.label
		case pickName:
			parts[i] = pk.name
		case pickPlayer:
			parts[i] = r.f.Players[pk.player]
		case pickYesNo:
			parts[i] = map[bool]string{true: "yes", false: "no"}[pk.yes]
		case pickMana:
			parts[i] = pk.mana.Name()
		case pickWord:
			parts[i] = pk.word
		}
		if pk.ability > 0 {
			parts[i] += " ability " + strconv.Itoa(pk.ability)
		}
	}
	return strings.Join(parts, ", ")
}
