package engine

import "github.com/cathar-engine/cathar/zones"

// MayTapOrUntap is "you may tap or untap target permanent" (CR 701.26):
// player p chooses whether to act, and the permanent turns over, tapping
// if it is untapped and untapping if it is tapped (tapping a tapped
// permanent, or untapping an untapped one, would change nothing, so
// those are the only choices that matter). It reports whether it acted.
func (r *Resolution) MayTapOrUntap(p PlayerID, id ObjID) bool {
	o, ok := r.current(id)
	if !r.live() || !ok || o.zone != zones.Battlefield {
		return false
	}
	prompt := "tap " + r.g.chars(o).Name + "?"
	if o.tapped {
		prompt = "untap " + r.g.chars(o).Name + "?"
	}
	if !r.ChooseYesNo(p, prompt) || !r.live() {
		return false
	}
	if o.tapped {
		r.g.untap(id)
	} else {
		r.g.tap(id)
	}
	return true
}
