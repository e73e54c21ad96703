package engine

import "github.com/cathar-engine/cathar/zones"

// PutOnBottomAnyOrder puts cards on the bottom of player p's library in
// the order p chooses ("put the rest on the bottom of your library in any
// order", CR 401.4): p orders them as they will lie, the first chosen the
// highest of them, the last chosen the bottom card of the library. Cards
// no longer where they were are left alone.
func (r *Resolution) PutOnBottomAnyOrder(p PlayerID, ids []ObjID) {
	if !r.live() || len(ids) == 0 {
		return
	}
	order := ids
	if len(ids) > 1 {
		d := &Decision{Kind: DecideObjects, Source: r.item.obj, Ordered: true, Min: len(ids), Max: len(ids),
			Prompt: "order the cards for the bottom of your library (first named highest)"}
		for _, id := range ids {
			d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
		}
		ans := r.choose(p, d)
		if !r.live() {
			return
		}
		order = make([]ObjID, len(ans))
		for i, k := range ans {
			order[i] = d.Options[k].Obj
		}
	}
	for _, id := range order {
		if _, ok := r.current(id); ok {
			_, err := r.g.moveOne(move{obj: id, to: zones.Library, bottom: true})
			r.fail(err)
		}
	}
}

// Dig is "look at the top n cards of your library. You may reveal a card
// matching f from among them and put it into your hand. Put the rest on
// the bottom of your library in any order" (CR 401.2, 701.20): player p
// may take one matching card of the top n (judged for p and the
// resolving object's source), and orders the others on the bottom. It
// returns the card's new object in the hand, or NoObj if none was taken.
func (r *Resolution) Dig(p PlayerID, n int, f Filter, prompt string) ObjID {
	got, rest := r.RevealFromTop(p, n, f, prompt)
	r.PutOnBottomAnyOrder(p, rest)
	return got
}

// RevealFromTop is Dig without the last sentence: player p looks at the
// top n cards of their library and may put one matching f into their
// hand. It returns that card's new object (NoObj if none) and the other
// cards looked at, still on top, for the effect to put where its text
// says ("in any order", Dig; "in a random order", PutOnBottomRandom).
func (r *Resolution) RevealFromTop(p PlayerID, n int, f Filter, prompt string) (ObjID, []ObjID) {
	top := r.TopOfLibrary(p, n)
	if !r.live() || len(top) == 0 {
		return NoObj, nil
	}
	var fits []ObjID
	for _, id := range top {
		if r.g.Matches(f, p, r.item.obj, id) {
			fits = append(fits, id)
		}
	}
	chosen := r.ChooseUpTo(p, fits, 1, prompt)
	var rest []ObjID
	for _, id := range top {
		if len(chosen) == 0 || id != chosen[0] {
			rest = append(rest, id)
		}
	}
	got := NoObj
	if len(chosen) == 1 {
		r.g.reveal(chosen[0]) // CR 701.20a: every player sees it
		got = r.PutIntoHand(chosen[0])
	}
	return got, rest
}
