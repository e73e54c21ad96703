package engine

import "github.com/cathar-engine/cathar/daynight"

// The state-change operations on the day/night designation (see
// change.go). The day/night sweep's mark (swept) follows the designation.

// setStartingDesignation sets the designation a game starts with, during
// setup (CR 731.1).
func (g *Game) setStartingDesignation(d daynight.Designation) {
	g.st.dayNight = d
	g.swept = false
}

// changeDesignation makes it day or night during the game (CR 731.1); the
// day/night sweep has then something to look at again.
func (g *Game) changeDesignation(d daynight.Designation) {
	g.st.dayNight = d
	g.swept = false
}

// markSwept records that the day/night sweep (CR 702.145c–g) has found
// nothing to do, while the characteristics it judged are current: the
// next sweep has nothing to look at until they or the designation change.
func (g *Game) markSwept() {
	g.swept = !g.st.dirty
}
