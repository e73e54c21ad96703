package engine

import "fmt"

// PauseAfter asks the game to stop once the turn-based actions of step s
// of turn n have been performed, when that step gives no player priority:
// the untap step (after the day/night check and untapping, CR 502), or a
// cleanup step in which nothing triggers and no state-based action happens
// (CR 514.3). Waiting then reports Paused and Continue resumes the turn. A
// step in which a player receives priority stops there anyway, so the
// request only matters for those two; it is cleared when it is met. Turn 0
// clears a request.
func (g *Game) PauseAfter(n int, s Step) error {
	return g.recorded(g.pauseAfter(n, s), RecordedCall{Op: OpPauseAfter, Turn: n, Step: s})
}

func (g *Game) pauseAfter(n int, s Step) error {
	if err := g.refuseWaiting("pause after"); err != nil {
		return err
	}
	if n < 0 || n > 1_000_000 || s >= numSteps {
		return fmt.Errorf("pause after turn %d %v: %w", n, s, ErrInvalidValue)
	}
	g.st.pauseTurn, g.st.pauseStep = int32(n), s
	return nil
}

// Continue resumes a game that PauseAfter stopped.
func (g *Game) Continue() error {
	return g.recorded(g.continueGame(), RecordedCall{Op: OpContinue})
}

func (g *Game) continueGame() error {
	return g.atomic(func() error {
		if g.st.wait != waitPaused {
			return fmt.Errorf("continue: %w: the game is not paused", ErrNotWaiting)
		}
		g.st.wait = waitPriority
		g.st.priority = NoPlayer
		return g.endStep()
	})
}

// pauseHere pauses the game if a PauseAfter request names the step that
// has just performed its turn-based actions without giving priority.
func (g *Game) pauseHere() bool {
	if g.st.pauseTurn == 0 || g.st.pauseTurn != g.st.turn || g.st.pauseStep != g.st.step || g.st.wait == waitOver {
		return false
	}
	g.st.pauseTurn = 0
	g.st.wait = waitPaused
	g.st.priority = NoPlayer
	return true
}
