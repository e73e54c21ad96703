package scenario

import (
	"errors"
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// ErrEmptyStack is wrapped by the error of `resolve N` on an empty stack.
var ErrEmptyStack = errors.New("the stack is empty")

// act performs one action. It returns the action's error (which an
// `expect error` may accept) or an error of the file.
func (r *runner) act(s stmt) error {
	switch s := s.(type) {
	case *castStmt:
		return r.cast(s)
	case *playStmt:
		return r.play(s)
	case *activateStmt:
		return r.activate(s)
	case *attackStmt:
		return r.attack(s)
	case *blockStmt:
		return r.block(s)
	case *assignStmt:
		return r.assign(s)
	case *concedeStmt:
		return r.classify(s.line, r.g.Concede(engine.PlayerID(s.player)))
	case *resolveStmt:
		return r.resolve(s)
	case *gotoStmt:
		return r.gotoStep(s)
	case *becomesStmt:
		return r.classify(s.line, r.g.ItBecomes(s.d))
	}
	return r.errorf(s.lineNo(), KindRunner, nil, "internal error: unknown statement %T", s)
}

// cast casts a spell at the next moment its timing allows: any time the
// player holds priority for an instant, a card with flash (CR 702.8a) or
// a cast as though it had flash (CR 601.3), sorcery timing otherwise.
func (r *runner) cast(s *castStmt) error {
	def := r.defOf(s.card)
	instant := s.flash || def != nil && (def.Front.Types.Has(engine.Instant) || def.Front.Keywords.Has(engine.Flash))
	err := r.waitFor(s.line, s.player, func() bool {
		if instant {
			return r.hasPriority(s.player)
		}
		return r.sorceryTiming(s.player)
	})
	if err != nil {
		return err
	}
	card, err := r.castCard(s)
	if err != nil {
		return err
	}
	ts, err := r.targets(s.player, s.targets)
	if err != nil {
		return err
	}
	if sp := r.info(card).Def.Front.Spell; sp != nil {
		ts = placeTargets(sp.Targets, s.targets, ts)
	}
	opts := engine.CastOptions{Targets: ts, X: s.x, WithoutPaying: s.free, AsThoughFlash: s.flash, Flashback: s.flashback}
	return r.classify(s.line, r.g.CastSpell(engine.PlayerID(s.player), card, opts))
}

// play plays a land from the hand, with sorcery timing.
func (r *runner) play(s *playStmt) error {
	err := r.waitFor(s.line, s.player, func() bool { return r.sorceryTiming(s.player) })
	if err != nil {
		return err
	}
	card, err := r.handCard(s.player, s.card)
	if err != nil {
		return err
	}
	return r.classify(s.line, r.g.PlayLand(engine.PlayerID(s.player), card))
}

// activate activates the n-th activated ability of a permanent, with
// sorcery timing when the ability says so or is a loyalty ability.
func (r *runner) activate(s *activateStmt) error {
	err := r.waitFor(s.line, s.player, func() bool {
		if !r.hasPriority(s.player) {
			return false
		}
		id, err := r.permanent(s.player, s.card, nil, nil)
		if err != nil {
			return true // attempted now, and fails
		}
		if ab := nthAbility(r.info(id), s.ability); ab != nil && (ab.Sorcery || ab.Loyalty) { // CR 606.3
			return r.sorceryTiming(s.player)
		}
		return true
	})
	if err != nil {
		return err
	}
	id, err := r.permanent(s.player, s.card, nil, nil)
	if err != nil {
		return err
	}
	ts, err := r.targets(s.player, s.targets)
	if err != nil {
		return err
	}
	if ab := nthAbility(r.info(id), s.ability); ab != nil {
		ts = placeTargets(ab.Targets, s.targets, ts)
	}
	opts := engine.ActivateOptions{Targets: ts, X: s.x}
	// A mana ability that lets its controller choose the type it makes:
	// any color, or a type the lands it refers to could produce (CR 106.7).
	// With no type to choose among it makes no mana (CR 106.5) and nobody
	// chooses; with one, that one is taken unless an answer is queued.
	if choices := r.g.ManaChoices(id, s.ability-1); choices != 0 {
		m, ok := r.answers[s.player].takeMana()
		if !ok && choices.Len() == 1 {
			for t := range engine.ManaType(engine.NumManaTypes) {
				if choices.Has(t) {
					m, ok = t, true
				}
			}
		}
		if !ok || !choices.Has(m) {
			// The type is chosen as the ability resolves (CR 605.3b,
			// 106.4), after its costs and the summoning-sickness rule
			// (302.6) are checked: an activation that can't happen asks
			// nothing. Try it with a value that is not a mana type (the
			// engine rejects that atomically, after every other check);
			// only if that is the sole objection is the type a decision
			// nobody answered, or answered with an illegal option.
			opts.Color = engine.ManaType(engine.NumManaTypes)
			err := r.g.ActivateAbility(engine.PlayerID(s.player), id, s.ability-1, opts)
			if err != nil && !errors.Is(err, engine.ErrInvalidValue) {
				return r.classify(s.line, err)
			}
			what := "color"
			if choices != engine.AllColors {
				what = "mana type"
			}
			if !ok {
				return r.manaChoiceError(s.line, s.player, choices, what, s.card.String(), nil)
			}
			return r.manaChoiceError(s.line, s.player, choices, what, s.card.String(), &r.answers[s.player].last)
		}
		opts.Color = m
	}
	return r.classify(s.line, r.g.ActivateAbility(engine.PlayerID(s.player), id, s.ability-1, opts))
}

// resolve lets all players pass until the stack is empty (n == 0) or its
// top object has resolved, n times.
func (r *runner) resolve(s *resolveStmt) error {
	g := r.g
	if s.n == 0 {
		for range maxMoves {
			if over, _ := g.Over(); over || g.StackLen() == 0 {
				return nil
			}
			if err := r.advance(); err != nil {
				return r.classify(s.line, err)
			}
		}
		return r.errorf(s.line, KindRunner, nil, "resolve: the stack did not empty in %d moves", maxMoves)
	}
	for range s.n {
		st := g.Stack()
		if len(st) == 0 {
			return fmt.Errorf("resolve %d: %w", s.n, ErrEmptyStack)
		}
		top := st[len(st)-1].ID
		for moves := 0; onStack(g, top); moves++ {
			if over, _ := g.Over(); over {
				return nil
			}
			if moves == maxMoves {
				return r.errorf(s.line, KindRunner, nil, "resolve: the top object did not resolve in %d moves", maxMoves)
			}
			if err := r.advance(); err != nil {
				return r.classify(s.line, err)
			}
		}
	}
	return nil
}

func onStack(g *engine.Game, id engine.StackID) bool {
	for _, it := range g.Stack() {
		if it.ID == id {
			return true
		}
	}
	return false
}

// before reports whether turn a, step s comes before turn b, step t.
func before(a int, s engine.Step, b int, t engine.Step) bool {
	return a < b || (a == b && s < t)
}

// gotoStep lets all players pass, the stack resolving, until the game is
// at the first moment it waits for a player (or pauses) in that step. In a
// combat with two combat damage steps (CR 510.4), `combat damage` is the
// first and `combat damage 2` the second.
func (r *runner) gotoStep(s *gotoStmt) error {
	g := r.g
	want := stepPos{step: s.step, second: s.second}
	turn, now := r.nowPos()
	if want.before(s.turn, now, turn) {
		return r.errorf(s.line, KindRunner, nil, "goto turn %d %v: the game is already at turn %d %v", s.turn, want, turn, now)
	}
	if s.step == engine.Untap || s.step == engine.Cleanup {
		_ = g.PauseAfter(s.turn, s.step)
		defer func() { _ = g.PauseAfter(0, engine.Untap) }()
	}
	for range maxMoves {
		turn, now = r.nowPos()
		if turn == s.turn && now == want {
			return nil
		}
		if want.before(s.turn, now, turn) {
			why := ""
			if want.second {
				why = "; a combat has a second combat damage step only when an attacking or blocking creature has first strike or double strike (CR 510.4)"
			}
			return r.errorf(s.line, KindRunner, nil, "goto turn %d %v: the game skipped that step (it is now turn %d %v)%s", s.turn, want, turn, now, why)
		}
		if over, _ := g.Over(); over {
			return r.errorf(s.line, KindRunner, engine.ErrGameOver, "goto turn %d %v: the game ended at turn %d %v", s.turn, want, turn, now)
		}
		if err := r.advance(); err != nil {
			return r.classify(s.line, err)
		}
	}
	return r.errorf(s.line, KindRunner, nil, "goto: did not arrive in %d moves", maxMoves)
}
