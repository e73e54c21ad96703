package engine

import "github.com/cathar-engine/cathar/zones"

// The decisions of the start of a game begun with Begin, asked one at a
// time by Step (see start_game.go for the order the rules give them).
// Each is asked before the action that carries it out, as Step asks a
// declaration of attackers: a decider may look at the game, clone it or
// determinize it as it decides, and in a game made WithWaitingDecisions
// the game waits at the decision in the state it is in.

// stepBeginning asks the next decision of the start and carries out the
// answer, which may begin turn 1.
func (g *Game) stepBeginning() error {
	switch g.st.opening.stage {
	case openingChoose:
		d := g.startingDecision()
		ans, err := g.decide(d)
		if err != nil {
			return err
		}
		p := d.Options[ans[0]].Player
		return g.atomic(func() error { return g.chooseStarting(p) })
	case openingDeclare:
		p := g.nextDeclarer()
		d := g.mulliganDecision(p)
		ans, err := g.decide(d)
		if err != nil {
			return err
		}
		mull := d.Options[ans[0]].Word == wordMulligan
		return g.atomic(func() error { return g.declareMulligan(p, mull) })
	case openingBottom:
		p := g.nextBottomer()
		d := g.bottomDecision(p)
		ans, err := g.decide(d)
		if err != nil {
			return err
		}
		ids := make([]ObjID, len(ans))
		for i, k := range ans {
			ids[i] = d.Options[k].Obj
		}
		return g.atomic(func() error { return g.putOnBottom(p, ids) })
	}
	return nil
}

// chooseStarting carries out the chooser's choice of starting player p
// (CR 103.1), then shuffles every library (103.3) and has each player
// draw their starting hand (103.5), in turn order from the starting
// player (the order of the random source's draws is fixed, so a replay
// deals the same).
func (g *Game) chooseStarting(p PlayerID) error {
	g.setStartingPlayer(p)
	g.emit(Event{Kind: EvStartingPlayer, Player: g.st.starting, Target: g.st.opening.chooser})
	var buf [MaxPlayers]PlayerID
	order := g.startOrder(buf[:0])
	if g.st.opening.shuffle {
		for _, q := range order {
			g.shuffleLibrary(q)
		}
	}
	for _, q := range order {
		g.draw(q, int(g.st.opening.handSize))
	}
	g.setOpeningStage(openingDeclare)
	return g.settleBeginning()
}

// declareMulligan carries out player p's declaration (CR 103.5): a
// mulligan (EvMulligan, with the number it will be), or keeping their
// hand, which is then their opening hand (EvKept). Every player sees it
// (CR 101.4b).
func (g *Game) declareMulligan(p PlayerID, mulligan bool) error {
	if mulligan {
		g.declare(p, declaredMulligan)
		g.emit(Event{Kind: EvMulligan, Player: p, Amount: int32(g.st.players[p].mulligans) + 1})
	} else {
		g.keep(p)
	}
	return g.settleBeginning()
}

// keep records that player p keeps their hand (CR 103.5).
func (g *Game) keep(p PlayerID) {
	g.declare(p, declaredKeep)
	g.emit(Event{Kind: EvKept, Player: p, Amount: int32(len(g.st.players[p].hand))})
}

// putOnBottom puts cards ids of player p's hand on the bottom of their
// library, in that order: the first the highest of them, the last the
// bottom card of the library (CR 103.5, 401.4). Nobody but p learns
// which cards they are or their order; everyone sees how many
// (EvPutOnBottom).
func (g *Game) putOnBottom(p PlayerID, ids []ObjID) error {
	moves := make([]move, len(ids))
	for i, id := range ids {
		moves[i] = move{obj: id, to: zones.Library, bottom: true}
	}
	if err := g.moveBatch(moves); err != nil {
		return err
	}
	g.paidBottom(p)
	g.emit(Event{Kind: EvPutOnBottom, Player: p, Amount: int32(len(ids))})
	return g.settleBeginning()
}

// settleBeginning moves the start on until a player is to be asked
// something: a player whose hand is empty keeps it without being asked
// (CR 103.5: no mulligan once the opening hand would be zero cards); once
// every player still to declare has declared, the mulligans declared are
// taken at the same time; once every card owed is on the bottom, the next
// round begins; and once a round has no mulligan, turn 1 begins. After a
// concession (Concede) it passes over the player who left.
func (g *Game) settleBeginning() error {
	for g.st.wait == waitBeginning {
		switch g.st.opening.stage {
		case openingChoose:
			if c := g.st.opening.chooser; g.st.players[c].left {
				// The chooser conceded before choosing (CR 104.3a): the
				// next player in turn order chooses (our reading; the
				// rules don't say).
				g.setChooser(g.nextPlayer(c))
				g.emit(Event{Kind: EvChooser, Player: g.st.opening.chooser})
			}
			return nil
		case openingDeclare:
			p := g.nextDeclarer()
			for p != NoPlayer && len(g.st.players[p].hand) == 0 {
				g.keep(p)
				p = g.nextDeclarer()
			}
			if p != NoPlayer {
				return nil
			}
			if !g.takeMulligans() {
				return g.playFirstTurn()
			}
		case openingBottom:
			if g.nextBottomer() != NoPlayer {
				return nil
			}
			g.newMulliganRound()
		default:
			return nil
		}
	}
	return nil
}

// takeMulligans has every player who declared a mulligan this round take
// it, at the same time (CR 103.5): each shuffles their hand into their
// library (puts it on the bottom in order, with Beginning.NoShuffle) and
// draws a new hand of the starting size, and then owes the
// bottom of their library as many of those cards as the mulligans they
// have taken, one fewer when the first was free (103.5c). The libraries
// are shuffled in turn order from the starting player. It reports whether
// anyone took one; if so the start moves on to the cards put on the
// bottom.
func (g *Game) takeMulligans() bool {
	var buf [MaxPlayers]PlayerID
	took := false
	for _, p := range g.startOrder(buf[:0]) {
		pl := &g.st.players[p]
		if pl.declared != declaredMulligan {
			continue
		}
		took = true
		// Without the shuffles (Beginning.NoShuffle), the hand goes to the
		// bottom in its order, the first card drawn the highest of them,
		// so that the next seven are the cards below them: a setup's
		// library listed top first deals the same hands every time.
		shuffle := g.st.opening.shuffle
		moves := make([]move, len(pl.hand))
		for i, id := range pl.hand {
			moves[i] = move{obj: id, to: zones.Library, bottom: !shuffle}
		}
		_ = g.moveBatch(moves) // from a hand to a library: nothing enters the battlefield, nothing can fail
		if shuffle {
			g.shuffleLibrary(p)
		}
		g.draw(p, int(g.st.opening.handSize))
		owed := min(g.bottomFor(int(pl.mulligans)+1), len(pl.hand))
		g.countMulligan(p, owed)
	}
	if took {
		g.setOpeningStage(openingBottom)
	}
	return took
}

// nextDeclarer returns the next player to declare in this round: the
// first in the start's order (startOrder) who has not declared, or
// NoPlayer.
func (g *Game) nextDeclarer() PlayerID {
	var buf [MaxPlayers]PlayerID
	for _, p := range g.startOrder(buf[:0]) {
		if g.st.players[p].declared == undeclared {
			return p
		}
	}
	return NoPlayer
}

// nextBottomer returns the next player to put cards on the bottom of
// their library: the first in APNAP order, the starting player as the
// active player (CR 101.4e), who owes cards, or NoPlayer.
func (g *Game) nextBottomer() PlayerID {
	var buf [MaxPlayers]PlayerID
	for _, p := range g.startOrder(buf[:0]) {
		if g.st.players[p].owed > 0 {
			return p
		}
	}
	return NoPlayer
}
