package engine

import "github.com/cathar-engine/cathar/zones"

// PutOneIntoGraveyard is "look at the top n cards of your library. Put one
// of them into your graveyard": player p chooses one of the top n cards of
// their library, which goes to the graveyard; the others stay on top, in
// their order (CR 401.2). It returns the card's new object, or
// NoObj when the library is empty.
func (r *Resolution) PutOneIntoGraveyard(p PlayerID, n int) ObjID {
	top := r.TopOfLibrary(p, n)
	if !r.live() || len(top) == 0 {
		return NoObj
	}
	d := &Decision{Kind: DecideObjects, Source: r.item.obj, Prompt: "put one of them into your graveyard", Min: 1, Max: 1}
	for _, id := range top {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	ans := r.choose(p, d)
	if !r.live() || len(ans) != 1 {
		return NoObj
	}
	nid, err := r.g.moveOne(move{obj: d.Options[ans[0]].Obj, to: zones.Graveyard})
	r.fail(err)
	return nid
}

// DiscardUpToThenDraw is "discard up to n cards, then draw that many
// cards": player p discards none to n cards of their choice, then draws
// as many as they discarded (CR 701.9a, 121.2). Zero discarded draws none.
func (r *Resolution) DiscardUpToThenDraw(p PlayerID, n int) int {
	if !r.live() || n <= 0 || r.g.st.players[p].left {
		return 0
	}
	hand := r.g.st.players[p].hand
	d := &Decision{Kind: DecideDiscard, Source: r.item.obj, Prompt: "discard up to " + itoa(n) + " card(s)", Min: 0, Max: min(n, len(hand))}
	for _, id := range hand {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	if d.Max == 0 {
		return 0
	}
	ans := r.choose(p, d)
	if !r.live() {
		return 0
	}
	for _, k := range ans {
		r.g.discard(p, d.Options[k].Obj)
	}
	r.Draw(p, len(ans))
	return len(ans)
}
