package engine

import "github.com/cathar-engine/cathar/zones"

// PutOnBottomInOrder puts cards on the bottom of their owners' libraries
// "in any order": player p, their owner, arranges them (CR 401.4). The answer lists the
// cards from the one that ends nearest the top to the one that ends at the
// very bottom; each is put on the bottom in that order. A single card asks
// nothing.
func (r *Resolution) PutOnBottomInOrder(p PlayerID, ids []ObjID) {
	if !r.live() || len(ids) == 0 {
		return
	}
	order := append([]ObjID(nil), ids...)
	if len(order) > 1 {
		d := &Decision{Kind: DecideObjects, Source: r.item.obj, Ordered: true, Min: len(order), Max: len(order),
			Prompt: "order the cards to put on the bottom of the library (the last one goes to the very bottom)"}
		for _, id := range order {
			d.Options = append(d.Options, Option{Obj: id})
		}
		ans := r.Choose(p, d)
		if len(ans) != len(order) {
			return // the decision failed the resolution
		}
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
