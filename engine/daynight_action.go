package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
)

// ItBecomes makes it day or night at once, as a resolving effect that says
// "it becomes day" or "it becomes night" would (CR 731.1); when it already
// is, nothing happens. Triggered abilities go on the stack before the
// player who holds priority receives it again (CR 117.5).
func (g *Game) ItBecomes(d daynight.Designation) error {
	if g.tracked() {
		return g.recorded(g.itBecomes(d), RecordedCall{Op: OpItBecomes, DayNight: d})
	}
	return g.itBecomes(d)
}

func (g *Game) itBecomes(d daynight.Designation) error {
	return g.atomic(func() error {
		if g.st.wait == waitSetup || g.st.wait == waitBeginning {
			return fmt.Errorf("it becomes %v: %w", d, ErrNotStarted)
		}
		if g.st.wait == waitOver {
			return fmt.Errorf("it becomes %v: %w", d, ErrGameOver)
		}
		if d != daynight.Day && d != daynight.Night {
			return fmt.Errorf("it becomes %v: %w", d, ErrInvalidValue)
		}
		g.becomeDayNight(d, NoPlayer)
		if g.st.wait == waitPriority {
			return g.givePriority(g.st.priority)
		}
		// No player receives priority while a declaration is awaited: the
		// triggers wait until one does (CR 117.5), after the declaration.
		return nil
	})
}
