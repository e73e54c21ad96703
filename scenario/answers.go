package scenario

import (
	"github.com/cathar-engine/cathar/engine"
)

// queued is one `chooses` answer waiting for its player's next decision.
type queued struct {
	ans  engine.Answer
	line int
	mana bool   // a single color or mana type
	text string // the answer as written, for messages
	// abilities, one per pick, number the triggered abilities the answer
	// names with `LABEL ability N`; nil when it names none.
	abilities []abilityRef
}

// answers is a player's Decider: the queued `chooses` answers in order,
// matched against the decision's options as engine.Scripted matches
// them. With nothing queued, a decision with exactly one legal answer is
// answered with it; any other fails with engine.ErrNoDecision.
type answers struct {
	q    []queued
	r    *runner // for messages that list the options as the file can write them
	p    int     // the player
	last queued  // the answer takeMana took last
}

// Decide takes the next queued answer.
func (a *answers) Decide(g *engine.Game, d *engine.Decision) ([]int, error) {
	if d.Kind == engine.DecideCombatDamage {
		return a.r.divide(g, d)
	}
	if len(a.q) == 0 {
		if ans, ok := engine.OnlyAnswer(d); ok {
			return ans, nil
		}
		return nil, a.r.noAnswer(g, a.p, d)
	}
	head := a.q[0]
	a.q = a.q[1:]
	var ans []int
	var err error
	if d.Kind == engine.DecideStartingPlayer {
		head.ans = startingAnswer(g, d, head.ans)
	}
	if head.abilities != nil {
		ans, err = decideOrder(g, d, head)
	} else {
		ans, err = engine.NewScripted(head.ans).Decide(g, d)
	}
	if err == nil {
		err = answerCount(d, len(ans))
	}
	if err != nil {
		return nil, a.r.badAnswer(g, a.p, d, head, err)
	}
	return ans, nil
}

// takeMana takes the next queued answer if it is a color or mana type.
func (a *answers) takeMana() (engine.ManaType, bool) {
	if len(a.q) == 0 || !a.q[0].mana {
		return 0, false
	}
	m := a.q[0].ans.Picks[0].Mana
	a.last = a.q[0]
	a.q = a.q[1:]
	return m, true
}

// queue turns a `chooses` line into an answer for its player.
func (r *runner) queue(s *chooseStmt) {
	var ans engine.Answer
	mana := len(s.picks) == 1 && s.picks[0].kind == pickMana
	for _, pk := range s.picks {
		switch pk.kind {
		case pickLabel:
			ans.Picks = append(ans.Picks, engine.Pick{Card: r.cards[pk.label]})
		case pickName:
			ans.Picks = append(ans.Picks, engine.Pick{Name: pk.name})
		case pickPlayer:
			ans.Picks = append(ans.Picks, engine.Pick{Player: engine.PlayerID(pk.player), IsPlayer: true})
		case pickYesNo:
			ans.Picks = append(ans.Picks, engine.Pick{Yes: pk.yes, IsYesNo: true})
		case pickMana:
			ans.Picks = append(ans.Picks, engine.Pick{Mana: pk.mana, IsMana: true})
		case pickWord:
			ans.Picks = append(ans.Picks, engine.Pick{Word: pk.word})
		}
	}
	a := r.answers[s.player]
	a.q = append(a.q, queued{ans: ans, line: s.line, mana: mana, text: r.answerText(s), abilities: abilityRefs(s.picks)})
}
