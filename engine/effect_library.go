package engine

import "github.com/cathar-engine/cathar/zones"

// Draw makes player p draw n cards (CR 121).
func (r *Resolution) Draw(p PlayerID, n int) {
	if r.live() && n > 0 && !r.g.st.players[p].left {
		r.g.draw(p, n)
	}
}

// Discard has player p choose and discard n cards from their hand (all of
// them if they have fewer).
func (r *Resolution) Discard(p PlayerID, n int) {
	if !r.live() || n <= 0 {
		return
	}
	hand := r.g.st.players[p].hand
	n = min(n, len(hand))
	if n == 0 {
		return
	}
	d := &Decision{Kind: DecideDiscard, Prompt: "discard " + itoa(n) + " card(s)", Min: n, Max: n}
	for _, id := range hand {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	ans := r.choose(p, d)
	for _, k := range ans {
		r.g.discard(p, d.Options[k].Obj)
	}
}

// TopOfLibrary returns up to n cards from the top of p's library, top
// first, for an effect that has p look at them: p knows them and their
// places from then on (CR 401.3 yields to the effect; knowledge.go).
func (r *Resolution) TopOfLibrary(p PlayerID, n int) []ObjID {
	lib := r.g.st.players[p].library
	var out []ObjID
	for i := len(lib) - 1; i >= 0 && len(out) < n; i-- {
		out = append(out, lib[i])
		if r.live() {
			r.g.learn(p, lib[i])
		}
	}
	return out
}

// ChooseUpTo asks p to choose up to max objects among opts ("you may
// reveal a creature card from among them"); it returns the chosen ones.
func (r *Resolution) ChooseUpTo(p PlayerID, opts []ObjID, max int, prompt string) []ObjID {
	if !r.live() || len(opts) == 0 {
		return nil
	}
	d := r.g.scratch.asks.take()
	defer r.g.scratch.asks.give()
	*d = Decision{Kind: DecideObjects, Source: r.item.obj, Prompt: prompt, Min: 0, Max: max, Options: d.Options}
	for _, id := range opts {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	var out []ObjID
	for _, k := range r.choose(p, d) {
		out = append(out, d.Options[k].Obj)
	}
	return out
}

// PutIntoHand puts a card into its owner's hand.
func (r *Resolution) PutIntoHand(id ObjID) ObjID {
	if _, ok := r.current(id); !ok {
		return NoObj
	}
	n, err := r.g.moveOne(move{obj: id, to: zones.Hand})
	r.fail(err)
	return n
}

// PutOnBottomRandom puts cards on the bottom of their owners' libraries in
// a random order, using the game's seeded source.
func (r *Resolution) PutOnBottomRandom(ids []ObjID) {
	if !r.live() {
		return
	}
	order := append([]ObjID(nil), ids...)
	zones.Pile[ObjID](order).Shuffle(r.g.st.rnd.intn)
	for _, id := range order {
		if _, ok := r.current(id); ok {
			n, err := r.g.moveOne(move{obj: id, to: zones.Library, bottom: true})
			r.fail(err)
			if n != NoObj && len(ids) > 1 {
				r.g.unknown(n) // nobody chose the order: no one knows which is where
			}
		}
	}
}

// UntapSource untaps the source of the resolving ability.
func (r *Resolution) UntapSource() { r.Untap(r.item.obj) }
