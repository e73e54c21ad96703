package engine

import "github.com/cathar-engine/cathar/zones"

// Concede makes p leave the game at once (CR 104.3a). It needs no
// priority. In a two-player game the opponent wins; in a multiplayer game
// the game goes on without p (CR 800.4a). A player may concede at any
// time, also while a decision waits in the middle of an action
// (WithWaitingDecisions): that action, which had not happened, is dropped
// with its decision (concedeWaiting).
func (g *Game) Concede(p PlayerID) error {
	if g.waits != nil {
		return g.concedeWaiting(p)
	}
	return g.recorded(g.concede(p), RecordedCall{Op: OpConcede, Player: p})
}

func (g *Game) concede(p PlayerID) error {
	return g.atomic(func() error {
		if err := g.checkActing("concede", p); err != nil {
			return err
		}
		hadPriority := g.st.wait == waitPriority && g.st.priority == p
		if err := g.lose([]PlayerID{p}); err != nil {
			return err
		}
		if g.st.wait == waitOver {
			return nil
		}
		// A player leaving is no action of the others: the game continues
		// where it was, with state-based actions and triggers handled
		// before the next player receives priority.
		switch g.st.wait {
		case waitPriority:
			if hadPriority {
				return g.givePriority(g.nextPlayer(p))
			}
			return g.givePriority(g.st.priority)
		case waitAttackers:
			if g.st.active == p {
				return g.givePriority(g.nextPlayer(p))
			}
		case waitBlockers:
			if len(g.DefendingPlayers()) == 0 {
				return g.givePriority(g.st.active)
			}
		case waitBeginning:
			// No player receives priority during the start (CR 103): the
			// others go on with it without p.
			return g.settleBeginning()
		}
		return g.settle()
	})
}

// leave removes p from a multiplayer game (CR 800.4a): (1) every object p
// owns leaves the game and every effect giving p control ends; (2) spells
// and abilities p controls on the stack that are not cards cease to exist;
// (3) whatever p still controls is exiled. "Until" returns (CR 610.3) are
// one-shot effects and happen even so.
func (g *Game) leave(p PlayerID) error {
	g.st.passes = g.passesWithout(p)
	g.markLeft(p)
	pl := &g.st.players[p]
	g.emit(Event{Kind: EvPlayerLeft, Player: p})
	g.refresh()
	// (1) Owned objects leave the game, all at once.
	var moves []move
	for _, id := range g.st.battlefield {
		if g.obj(id).owner == p {
			moves = append(moves, move{obj: id, to: zones.None})
		}
	}
	for _, it := range g.st.stack {
		if it.spell && g.obj(it.obj).owner == p {
			moves = append(moves, move{obj: it.obj, to: zones.None})
		}
	}
	for _, id := range g.st.exile {
		if g.obj(id).owner == p {
			moves = append(moves, move{obj: id, to: zones.None})
		}
	}
	for _, z := range [...]zones.Pile[ObjID]{pl.library, pl.hand, pl.graveyard} {
		for _, id := range z {
			moves = append(moves, move{obj: id, to: zones.None})
		}
	}
	g.endEffects(func(e *contEffect) bool { return e.layer == LayerControl && e.controller == p })
	err := g.moveBatch(moves)
	// (2) Abilities p controls on the stack cease to exist; so do the
	// triggers p would put there (CR 800.4d).
	g.removeAbilitiesOf(p)
	// (3) Whatever p still controls is exiled.
	g.refresh()
	moves = moves[:0]
	for _, id := range g.st.battlefield {
		if g.chars(g.obj(id)).Controller == p {
			moves = append(moves, move{obj: id, to: zones.Exile})
		}
	}
	for _, it := range g.st.stack {
		if it.spell && it.controller == p {
			moves = append(moves, move{obj: it.obj, to: zones.Exile})
		}
	}
	if err2 := g.moveBatch(moves); err == nil {
		err = err2
	}
	// Creatures attacking p are removed from combat (CR 506.4).
	for _, id := range g.st.battlefield {
		if g.obj(id).attacking == p {
			g.removeFromCombat(id)
		}
	}
	return err
}

// passesWithout returns how many players still in the game will have
// passed in succession once p leaves (CR 117.4): the passes counted are
// those of the players just before the priority holder in turn order; p's
// own pass goes with p, and when p held priority it passes to the next
// player (CR 800.4a), whose earlier pass then precedes no one's.
func (g *Game) passesWithout(p PlayerID) int8 {
	if g.st.wait != waitPriority || g.st.passes <= 0 {
		return 0
	}
	n := len(g.st.players)
	holder := g.st.priority
	next := holder
	if holder == p {
		next = NoPlayer
		for i := 1; i < n; i++ {
			if q := PlayerID((int(p) + i) % n); !g.st.players[q].left {
				next = q
				break
			}
		}
	}
	count := int8(0)
	q := holder
	for k := int8(0); k < g.st.passes; k++ {
		for i := 1; i <= n; i++ { // the previous player still in the game
			if r := PlayerID((int(q) - i + 2*n) % n); !g.st.players[r].left {
				q = r
				break
			}
		}
		if q != p && q != next {
			count++
		}
	}
	return count
}
