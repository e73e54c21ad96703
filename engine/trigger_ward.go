package engine

import "github.com/cathar-engine/cathar/zones"

// wardCost is the cost of a ward ability (CR 702.21a): mana, life, cards
// to discard, or several of them. It is kept with the ward trigger, as the
// permanent had it when it triggered.
type wardCost struct {
	life    int16
	mana    ManaCost
	discard int8
}

// wardCostOf returns the ward cost of a permanent with characteristics ch.
func wardCostOf(ch *charVals) wardCost {
	return wardCost{life: int16(ch.WardLife), mana: ch.WardMana, discard: ch.WardDiscard}
}

// String words the cost as the rules text does: "{1}", "3 life",
// "discarding a card", joined with "and".
func (w wardCost) String() string {
	var parts []string
	if w.mana.Present || w.mana.ManaValue(0) > 0 {
		parts = append(parts, w.mana.String())
	}
	if w.life > 0 {
		parts = append(parts, itoa(int(w.life))+" life")
	}
	switch {
	case w.discard == 1:
		parts = append(parts, "discarding a card")
	case w.discard > 1:
		parts = append(parts, "discarding "+itoa(int(w.discard))+" cards")
	}
	if len(parts) == 0 {
		return "{0}"
	}
	s := parts[0]
	for _, p := range parts[1:] {
		s += " and " + p
	}
	return s
}

// payWard offers payer the ward cost w of permanent src and pays it if
// they accept (CR 702.21a: "counter it unless that player pays"). A cost
// the payer can't pay is not offered (CR 119.4 for life, 118.3). With
// cards to discard, the offer is one decision of the cards to discard, or
// none to decline; otherwise it is a yes or no. The mana is paid by
// automatic payment. A cost not offered is logged (EvPayNotOffered, for
// the ward ability sid), so that the log says why nothing was asked.
func (g *Game) payWard(payer PlayerID, src ObjID, sid StackID, w *wardCost) (bool, error) {
	if int(g.st.players[payer].life) < int(w.life) {
		g.emit(Event{Kind: EvPayNotOffered, Player: payer, Obj: src, Amount: int32(sid), Aux: causeLifeCost}) // CR 119.4
		return false, nil
	}
	if !g.canPay(payer, w.mana, NoObj) || len(g.st.players[payer].hand) < int(w.discard) {
		g.emit(Event{Kind: EvPayNotOffered, Player: payer, Obj: src, Amount: int32(sid)}) // CR 118.3
		return false, nil
	}
	prompt := "pay ward: " + w.String()
	var discard []ObjID
	if w.discard > 0 {
		d := &Decision{Kind: DecideDiscard, Player: payer, Source: src, Prompt: prompt + ", or nothing to decline",
			Min: 0, Max: int(w.discard)}
		for _, id := range g.st.players[payer].hand {
			d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
		}
		ans, err := g.decide(d)
		if err != nil {
			return false, err
		}
		if len(ans) < int(w.discard) {
			return false, nil // fewer cards than the cost: declined
		}
		for _, k := range ans {
			discard = append(discard, d.Options[k].Obj)
		}
	} else {
		yes, err := g.chooseYesNoLabelled(payer, src, prompt, "Pay "+w.String()+" for ward", "Don't pay for ward")
		if err != nil || !yes {
			return false, err
		}
	}
	if !g.payMana(payer, w.mana, NoObj) {
		return false, actErr("pay ward", payer, src, ErrCannotPay, w.mana.String())
	}
	if w.life > 0 {
		g.loseLife(payer, int(w.life))
	}
	for _, id := range discard {
		if o := g.obj(id); o.zone == zones.Hand && o.next == NoObj {
			g.discard(payer, id)
		}
	}
	return true, nil
}

// snapWardMana encodes a ward's mana for a snapshot: nil when there is
// none, so that a snapshot without it reads as before.
func snapWardMana(c ManaCost) *snapCost {
	if c == (ManaCost{}) {
		return nil
	}
	s := snapCost(c)
	return &s
}

// wardManaOf decodes what snapWardMana encoded.
func wardManaOf(s *snapCost) ManaCost {
	if s == nil {
		return ManaCost{}
	}
	return ManaCost(*s)
}
