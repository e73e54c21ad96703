//go:build browser

package web

import (
	"fmt"
	"testing"
)

// The pages must read on a window 360 pixels wide: no horizontal
// scrolling of the page, the board wraps, and what a player must see
// first (the designation, the prompt) stays in the window.

// TestBrowserNarrowReplay checks the replay at a 360-pixel-wide window.
func TestBrowserNarrowReplay(t *testing.T) {
	tb := openReplay(t)
	night, _, _ := tb.findNightFrame()
	tb.do(evalVoid(fmt.Sprintf(`catharReplay.goto(%d)`, night.Frame)))
	tb.checkNarrow("#daynight", "#turn-label", "#scrubber", "#next")
	tb.noExceptions()
}

// TestBrowserNarrowDuel checks the duel at a 360-pixel-wide window, at
// the Cathar's trigger (a target prompt) and with the Bears in exile.
func TestBrowserNarrowDuel(t *testing.T) {
	tb, _ := openDuelPage(t)
	tb.checkNarrow("#daynight", "#prompt", "#status", ".option")
	tb.choose("Cast Brutal Cathar")
	tb.choose("Pass priority")
	tb.checkNarrow("#daynight", "#prompt", ".option")
	tb.choose("Target Grizzly Bears")
	tb.choose("Pass priority")
	tb.checkNarrow("#daynight", "#prompt", ".option", ".exile-link")
	tb.noExceptions()
}
