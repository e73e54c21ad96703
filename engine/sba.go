package engine

import "github.com/cathar-engine/cathar/zones"

// stateBasedActions checks every state-based action (CR 704.5) against one
// view of the game and performs all that apply at once, as one event
// (CR 704.3). It reports whether any was performed.
func (g *Game) stateBasedActions() (bool, error) {
	g.refresh()
	if g.noStateBasedAction() {
		return false, nil
	}
	return g.performStateBasedActions()
}

// noStateBasedAction reports, changing nothing but the token scan mark
// (tokensScanned), that no state-based action applies: no player has
// lost by life or by drawing (CR 704.5a, b), no token is outside the
// battlefield (704.5d), and the summary clears the permanents (704.5f–q).
// It is the common case, checked apart from the full pass.
func (g *Game) noStateBasedAction() bool {
	if !g.tokensScanned() {
		return false
	}
	return g.noPlayerLoses() && g.permanentsClear()
}

// noPlayerLoses reports whether no player still in the game has 0 or
// less life or has drawn from an empty library (CR 704.5a, b). When it
// finds so it sets the mark that lets the next checks skip the players
// until a life total changes or a player draws from an empty library
// (change_players.go); a rollback or a rewind unsets it (restoredCaches).
// The engine's tests check the mark each time it is relied on.
func (g *Game) noPlayerLoses() bool {
	if g.playersOK && !g.verifyUndo {
		return true // the common case, inlined
	}
	return g.lookAtPlayers()
}

// lookAtPlayers is noPlayerLoses when the mark is unset, or checked.
func (g *Game) lookAtPlayers() bool {
	if g.playersOK {
		if g.playerLoses() {
			panic("engine: the players are marked clear of state-based actions, but one has lost")
		}
		return true
	}
	if g.playerLoses() {
		return false
	}
	g.playersOK = true
	return true
}

// playerLoses reports whether a player still in the game has 0 or less
// life or has drawn from an empty library (CR 704.5a, b).
func (g *Game) playerLoses() bool {
	for i := range g.st.players {
		if pl := &g.st.players[i]; !pl.left && (pl.life <= 0 || pl.drewFromEmpty) {
			return true
		}
	}
	return false
}

// tokensScanned reports whether no object is a token outside the
// battlefield that the state-based action of CR 704.5d would remove. It
// looks at the objects created since the last look alone: an object's
// zone and token status never change (a move makes a new object), and one
// that left its zone or ceased to exist stays so until a rollback, which
// restores the mark with it. When none of them is such a token it moves
// the token scan mark past them, so that most zone moves need no full
// pass of the state-based actions. The engine's tests check the claim
// against every object each time it is made.
func (g *Game) tokensScanned() bool {
	if int(g.st.tokenScan) == len(g.st.objs) && !g.verifyUndo {
		return true // the common case, inlined
	}
	return g.scanTokens()
}

// scanTokens is tokensScanned when objects lie above the mark, or
// checked.
func (g *Game) scanTokens() bool {
	n := len(g.st.objs)
	if int(g.st.tokenScan) == n {
		g.checkTokensScanned()
		return true
	}
	for i := max(int(g.st.tokenScan), 1); i < n; i++ {
		if strayToken(&g.st.objs[i]) {
			return false
		}
	}
	g.markTokensScanned()
	return true
}

// strayToken reports whether o is a token outside the battlefield, which
// ceases to exist (CR 704.5d): the current object of a token in another
// zone.
func strayToken(o *object) bool {
	return o.token && !o.gone && o.next == NoObj && o.zone != zones.Battlefield && o.zone != zones.None
}

// checkTokensScanned panics when an object below the token scan mark is
// a token outside the battlefield: for the engine's tests, which check
// the mark each time tokensScanned relies on it.
func (g *Game) checkTokensScanned() {
	for i := 1; i < int(g.st.tokenScan) && i < len(g.st.objs); i++ {
		if strayToken(&g.st.objs[i]) {
			panic("engine: the token scan mark passes over a token outside the battlefield")
		}
	}
}

// permanentsClear reports whether the summary says that no permanent can
// be subject to a state-based action of CR 704.5f–q: the characteristics
// were computed and no damage was marked since. The engine's tests check
// the claim each time it is used.
func (g *Game) permanentsClear() bool {
	if !g.sum.sbaClear || !g.sum.valid {
		return false
	}
	if g.verifyUndo && g.sbaWouldAct() {
		panic("engine: the summary says no state-based action applies to a permanent, but one does")
	}
	return true
}

// performStateBasedActions checks and performs every state-based action.
func (g *Game) performStateBasedActions() (bool, error) {
	did := false
	var losers []PlayerID
	for i := range g.st.players {
		pl := &g.st.players[i]
		if pl.left {
			continue
		}
		if pl.life <= 0 || pl.drewFromEmpty { // 704.5a, 704.5b
			losers = append(losers, PlayerID(i))
		}
		g.setDrewFromEmpty(PlayerID(i), false)
	}
	// 704.5d: tokens outside the battlefield cease to exist. An object's
	// zone and token status never change (a move makes a new object), so
	// objects checked by an earlier pass need no second look.
	for i := max(int(g.st.tokenScan), 1); i < len(g.st.objs); i++ {
		if o := &g.st.objs[i]; strayToken(o) {
			g.ceaseToExist(o.id)
			did = true
		}
	}
	g.markTokensScanned()
	var moves []move
	bf := g.st.battlefield
	if g.permanentsClear() {
		bf = nil
	}
	for _, id := range bf {
		a := g.permanentSBA(g.obj(id))
		g.clearDeathtouch(id)
		if a.destroyed != 0 {
			g.emit(Event{Kind: EvDestroyed, Obj: id, Aux: a.destroyed})
		}
		if a.toGraveyard {
			moves = append(moves, move{obj: id, to: zones.Graveyard})
		}
		if a.unattach {
			g.unattach(id)
			did = true
		}
		if a.annihilate > 0 {
			g.removeCounters(id, PlusOne, int(a.annihilate))
			g.removeCounters(id, MinusOne, int(a.annihilate))
			did = true
		}
	}
	if len(bf) > 0 {
		legend, err := g.legendRule()
		if err != nil {
			return false, err
		}
		moves = append(moves, legend...)
	}
	if len(moves) > 0 {
		did = true
		if err := g.moveBatch(moves); err != nil {
			return false, err
		}
	}
	if len(losers) > 0 {
		did = true
		if err := g.lose(losers); err != nil {
			return false, err
		}
	}
	return did, nil
}

// permanentAction is what the state-based actions of CR 704.5f–q, but
// the legend rule, do to one permanent.
type permanentAction struct {
	toGraveyard bool  // 704.5f, 704.5g, 704.5i, 704.5m
	destroyed   int32 // by lethal damage (704.5g, causeLethalDamage) or deathtouch (704.5h, causeDeathtouch): it is destroyed
	unattach    bool  // 704.5n, 704.5p
	annihilate  int16 // 704.5q: this many +1/+1 and -1/-1 counters are removed
}

// any reports whether a does anything.
func (a permanentAction) any() bool {
	return a.toGraveyard || a.unattach || a.annihilate > 0
}

// permanentSBA reads, without changing anything, what the state-based
// actions of CR 704.5f–q but the legend rule do to permanent o now.
func (g *Game) permanentSBA(o *object) permanentAction {
	var a permanentAction
	ch := g.chars(o)
	if ch.Is(Creature) {
		switch {
		case ch.Toughness <= 0: // 704.5f
			a.toGraveyard = true
			return a
		case (int(o.damage) >= ch.Toughness || o.deathtouched) && !ch.Has(Indestructible): // 704.5g, 704.5h, 702.12b
			a.toGraveyard, a.destroyed = true, causeLethalDamage
			if int(o.damage) < ch.Toughness {
				a.destroyed = causeDeathtouch
			}
			return a
		}
	}
	if ch.Is(Planeswalker) && o.counters[Loyalty] <= 0 { // 704.5i
		a.toGraveyard = true
		return a
	}
	if o.attachedTo != NoObj {
		t := g.obj(o.attachedTo)
		legal := t.zone == zones.Battlefield && t.next == NoObj && !t.gone && g.chars(t).Is(Creature) && o.attachedTo != o.id
		switch {
		case ch.Subtypes.Has(Aura) && ch.Is(Enchantment) && !ch.Is(Creature):
			a.toGraveyard = !legal || EnchantsPlayer(g.enchantFace(o)) // 704.5m
		case ch.Subtypes.Has(Equipment) && !ch.Is(Creature):
			a.unattach = !legal // 704.5n
		default:
			a.unattach = true // 704.5p
		}
	} else if o.attachedPlayer != NoPlayer {
		// Attached to a player (CR 303.4): an Aura that can't enchant
		// that player goes to the graveyard (704.5m), anything else that
		// is attached to a player becomes unattached (704.5p).
		switch {
		case ch.Subtypes.Has(Aura) && ch.Is(Enchantment) && !ch.Is(Creature):
			a.toGraveyard = !g.playerAttachmentLegal(o, ch) // 704.5m
		default:
			a.unattach = true // 704.5n, 704.5p
		}
	} else if ch.Subtypes.Has(Aura) && ch.Is(Enchantment) {
		a.toGraveyard = true // 704.5m: attached to nothing
	}
	a.annihilate = min(o.counters[PlusOne], o.counters[MinusOne]) // 704.5q
	return a
}

// legendWouldAct reports, without changing anything, whether the legend
// rule (CR 704.5j) applies: a player controls two legendary permanents
// with the same name.
func (g *Game) legendWouldAct() bool {
	bf := g.st.battlefield
	for i, id := range bf {
		a := g.chars(g.obj(id))
		if !a.Supertypes.Has(Legendary) {
			continue
		}
		for _, jd := range bf[i+1:] {
			if b := g.chars(g.obj(jd)); b.Supertypes.Has(Legendary) && g.nameOf(b) == g.nameOf(a) && b.Controller == a.Controller {
				return true
			}
		}
	}
	return false
}

// legendRule applies CR 704.5j: a player who controls two or more
// legendary permanents with the same name chooses one to keep.
func (g *Game) legendRule() ([]move, error) {
	var moves []move
	bf := g.st.battlefield
	for i, id := range bf {
		o := g.obj(id)
		och := g.chars(o)
		if !och.Supertypes.Has(Legendary) {
			continue
		}
		var same []ObjID
		seenEarlier := false
		for j, jd := range bf {
			if q := g.chars(g.obj(jd)); q.Supertypes.Has(Legendary) && g.nameOf(q) == g.nameOf(och) && q.Controller == och.Controller {
				if j < i {
					seenEarlier = true
					break
				}
				same = append(same, jd)
			}
		}
		if seenEarlier || len(same) < 2 {
			continue
		}
		d := &Decision{Kind: DecideLegend, Player: g.chars(o).Controller, Prompt: "legend rule: choose the permanent to keep", Min: 1, Max: 1}
		for _, s := range same {
			d.Options = append(d.Options, Option{Obj: s, Index: len(d.Options)})
		}
		ans, err := g.decide(d)
		if err != nil {
			return nil, err
		}
		for k, s := range same {
			if k != ans[0] {
				moves = append(moves, move{obj: s, to: zones.Graveyard})
			}
		}
	}
	return moves, nil
}

// lose makes players lose (CR 104.3). In a two-player game the game ends;
// in a multiplayer game each loser leaves it (CR 800.4a) and the game goes
// on while two or more remain. In Two-Headed Giant a player's loss is
// their team's, and the game ends (CR 810.8a).
func (g *Game) lose(ps []PlayerID) error {
	ps = g.withTeammates(ps) // CR 810.8a: a team loses as a team
	for _, p := range ps {
		g.markLost(p)
		g.emit(Event{Kind: EvPlayerLost, Player: p})
	}
	n := 0
	for i := range g.st.players {
		if !g.st.players[i].left && !g.st.players[i].lost {
			n++
		}
	}
	if n <= 1 && len(g.st.players) == 2 || g.teams() {
		// Two teams: the one that lost leaves the other alone, or none
		// remains (CR 810.8a, 104.4a).
		g.checkGameOver(ps)
		return nil
	}
	// In a multiplayer game each loser leaves the game (CR 800.4a), even
	// the last one, whose leaving then ends it.
	for _, p := range ps {
		if err := g.leave(p); err != nil {
			return err
		}
	}
	if n <= 1 {
		g.checkGameOver(ps)
	}
	return nil
}

// checkGameOver ends the game when at most one player remains (CR 104.2a),
// or when every remaining player lost at once (a draw, CR 104.4a).
func (g *Game) checkGameOver(losers []PlayerID) {
	remaining := NoPlayer
	n := 0
	for i := range g.st.players {
		if !g.st.players[i].left && !g.st.players[i].lost {
			remaining = PlayerID(i)
			n++
		}
	}
	if n > 1 && !(g.teams() && g.oneTeamRemains()) {
		return
	}
	if g.teams() && remaining != NoPlayer {
		remaining = g.teamLead(remaining) // the winning team, by its first seat
	}
	for _, p := range losers {
		g.markLeft(p)
	}
	g.st.wait = waitOver
	g.st.priority = NoPlayer
	g.st.winner = remaining
	g.emit(Event{Kind: EvGameOver, Player: remaining})
}

// sbaWouldAct reports whether a state-based action of CR 704.5f–q
// applies to a permanent now, read by the same code that performs them
// (permanentSBA, and the legend rule's condition): what the summary says
// is not so when it lets stateBasedActions skip them. For the engine's
// tests, which check the summary's claim against it, independently of
// the summary's own reading (sbaCandidate, attachedLegally).
func (g *Game) sbaWouldAct() bool {
	for _, id := range g.st.battlefield {
		if g.permanentSBA(g.obj(id)).any() {
			return true
		}
	}
	return g.legendWouldAct()
}
