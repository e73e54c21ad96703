package engine

import "github.com/cathar-engine/cathar/zones"

// TapOrUntap is "tap or untap target permanent" (CR 701.26): player p
// chooses tap or untap, and the permanent is tapped (CR 701.26a) or
// untapped (CR 701.26b). Either may be chosen whatever the permanent's
// state; tapping a tapped permanent or untapping an untapped one changes
// nothing. It reports whether the permanent was tapped or untapped.
func (r *Resolution) TapOrUntap(p PlayerID, id ObjID) bool {
	return r.tapOrUntap(p, id, false)
}

// MayTapOrUntap is "you may tap or untap target permanent" (CR 701.26):
// one decision of player p, answered tap, untap or no (decline). It
// reports whether the permanent was tapped or untapped.
func (r *Resolution) MayTapOrUntap(p PlayerID, id ObjID) bool {
	return r.tapOrUntap(p, id, true)
}

// tapOrUntap asks p the DecideTapOrUntap decision about permanent id,
// with a "no" option when may is set, and carries out the answer.
func (r *Resolution) tapOrUntap(p PlayerID, id ObjID, may bool) bool {
	o, ok := r.current(id)
	if !r.live() || !ok || o.zone != zones.Battlefield {
		return false
	}
	d := &Decision{Kind: DecideTapOrUntap, Source: r.item.obj, Prompt: "tap or untap " + r.g.nameOf(r.g.chars(o)),
		Min: 1, Max: 1, Options: []Option{{Obj: NoObj, Word: "tap", Text: "tap", Index: 0}, {Obj: NoObj, Word: "untap", Text: "untap", Index: 1}}}
	if may {
		d.Options = append(d.Options, Option{Obj: NoObj, Yes: false, Word: "no", Text: "no", Index: len(d.Options)})
	}
	ans := r.choose(p, d)
	if len(ans) != 1 || !r.live() {
		return false
	}
	switch d.Options[ans[0]].Word {
	case "tap":
		r.g.tap(id)
	case "untap":
		r.g.untap(id)
	default:
		return false
	}
	return true
}
