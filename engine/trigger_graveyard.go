package engine

import "github.com/cathar-engine/cathar/zones"

// Triggered abilities that work from the graveyard (CR 113.6). By default
// an ability of a permanent card works only on the battlefield (113.6);
// one whose effect moves the card itself out of its owner's graveyard
// ("return this card from your graveyard to the battlefield") works only
// while the card is there (113.6m), so its trigger condition is checked
// against the cards in graveyards and not against permanents. Such an
// ability has Trigger.InGraveyard set. A card in a graveyard has no
// controller: its owner controls the ability (CR 603.3a, 108.4a). Off the
// battlefield a card has only its front face's characteristics
// (CR 712.8a), so only the front face's abilities are read.

// graveyardTriggerKinds returns the event kinds that a triggered ability
// working from the graveyard waits for, over every card definition the
// game has. Definitions never change and the game's list only grows, so
// the mask is folded in as definitions are added.
func (g *Game) graveyardTriggerKinds() uint64 {
	if g.graveDefs < len(g.defList) {
		g.foldGraveyardKinds()
	}
	return g.graveKinds &^ (1 << EvNone)
}

// foldGraveyardKinds folds the definitions added since the last call
// into the mask of graveyardTriggerKinds.
func (g *Game) foldGraveyardKinds() {
	for ; g.graveDefs < len(g.defList); g.graveDefs++ {
		for _, ab := range g.defList[g.graveDefs].def.Front.Abilities {
			if ab.Kind == Triggered && ab.Trigger.InGraveyard {
				g.graveKinds |= 1<<ab.Trigger.On | 1<<ab.Trigger.Or
			}
		}
	}
}

// checkGraveyardTriggers checks ev against the triggered abilities of the
// cards in every graveyard that work there (CR 113.6m), in turn order and
// from the bottom of each graveyard.
func (g *Game) checkGraveyardTriggers(ev *Event) {
	if g.graveyardTriggerKinds()&(1<<ev.Kind) == 0 {
		return
	}
	for p := range g.st.players {
		owner := PlayerID(p)
		if g.st.players[p].left {
			continue // CR 800.4d
		}
		for _, id := range g.st.players[p].graveyard {
			for _, ab := range g.defOf(g.obj(id)).Front.Abilities {
				if ab.Kind != Triggered || !ab.Trigger.InGraveyard || (ab.Trigger.On != ev.Kind && ab.Trigger.Or != ev.Kind) {
					continue
				}
				if ab.Trigger.Match != nil && !g.triggerMatches(ab, id, ev) {
					continue
				}
				if ab.If != nil && !g.checkIf(ab, id, owner) {
					g.emit(Event{Kind: EvNotTriggered, Player: owner, Obj: id}) // CR 603.4
					continue
				}
				g.addPending(pendingTrigger{ability: ab, source: id, controller: owner, ev: *ev})
			}
		}
	}
}

// SourceInGraveyard reports whether the source of the resolving ability
// is still the card that was in its owner's graveyard when the ability
// triggered: a card that left the graveyard is a new object (CR 400.7),
// which "this card" no longer finds.
func (r *Resolution) SourceInGraveyard() bool {
	o, ok := r.current(r.item.obj)
	return ok && o.zone == zones.Graveyard
}

// MayPay asks player p whether to pay mana cost, "you may pay {1}{R}. If
// you do, …" (CR 118.12): a cost paid while the ability resolves, with
// mana abilities activated for it (608.2g, here by automatic payment). A
// cost p can't pay is not asked (CR 118.3) and reports false, as does a
// refusal; it reports true once the cost is paid.
func (r *Resolution) MayPay(p PlayerID, cost ManaCost, prompt string) bool {
	if !r.live() {
		return false
	}
	if !r.g.canPay(p, cost, NoObj) {
		r.g.emit(Event{Kind: EvPayNotOffered, Player: p, Obj: r.item.obj, Amount: int32(r.item.id)}) // CR 118.3
		return false
	}
	if !r.ChooseYesNo(p, prompt) {
		return false
	}
	if !r.g.payMana(p, cost, NoObj) {
		r.fail(actErr("pay", p, r.item.obj, ErrCannotPay, cost.String()))
		return false
	}
	return true
}

// ReturnToBattlefieldTapped puts a card onto the battlefield tapped under
// its owner's control ("return this card from your graveyard to the
// battlefield tapped"): tapped is part of how it enters (CR 614.1d,
// 110.5b). It returns the new permanent, or NoObj.
func (r *Resolution) ReturnToBattlefieldTapped(id ObjID) ObjID {
	if _, ok := r.current(id); !ok {
		return NoObj
	}
	n, err := r.g.moveOne(move{obj: id, to: zones.Battlefield, controller: NoPlayer, tapped: true})
	r.fail(err)
	return n
}
