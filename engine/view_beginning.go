package engine

// ViewBeginning is the start of a game begun with Begin, while it is
// starting (CR 103): all of it is public. A view holds it in
// PlayerView.Beginning; Game.BeginningState returns it.
type ViewBeginning struct {
	// Chooser chooses who takes the first turn (CR 103.1).
	Chooser PlayerID `json:"chooser"`
	// Starting is the starting player (in Two-Headed Giant the starting
	// team's first seat, CR 103.1a), NoPlayer until the chooser has
	// chosen.
	Starting PlayerID `json:"starting"`
	// HandSize is the starting hand size (CR 103.5); FreeMulligan says
	// whether each player's first mulligan is free (CR 103.5c).
	HandSize     int  `json:"handSize"`
	FreeMulligan bool `json:"freeMulligan,omitempty"`
	// Asking is the kind of the next decision of the start
	// (DecideStartingPlayer, DecideMulligan or DecideBottom), and
	// Deciding the player it asks.
	Asking   DecisionKind `json:"asking"`
	Deciding PlayerID     `json:"deciding"`
	// Seats are the players still in the game, in the order the start
	// asks them: the starting player first, then turn order (CR 103.5,
	// 101.4e); in seat order until the starting player is chosen.
	Seats []ViewSeat `json:"seats"`
}

// ViewSeat is where one player is in the mulligan rounds (CR 103.5).
// Their mulligans so far are in ViewPlayer.Mulligans.
type ViewSeat struct {
	Player PlayerID `json:"player"`
	// Kept: they kept their hand, their opening hand; they take no more
	// mulligans.
	Kept bool `json:"kept,omitempty"`
	// Mulligan: they declared a mulligan in this round.
	Mulligan bool `json:"mulligan,omitempty"`
	// Bottom is the number of cards their last mulligan still has them
	// put on the bottom of their library.
	Bottom int `json:"bottom,omitempty"`
}

// BeginningState returns the start of a game begun with Begin while it is
// starting (Waiting reports Beginning), and false otherwise: who chooses
// and who plays first, the starting hand size, the next decision and whom
// it asks, and each player's declarations. Everything in it is public
// (CR 103.5, 101.4b).
func (g *Game) BeginningState() (ViewBeginning, bool) {
	if g.st.wait != waitBeginning {
		return ViewBeginning{}, false
	}
	o := &g.st.opening
	v := ViewBeginning{Chooser: o.chooser, Starting: NoPlayer, HandSize: int(o.handSize), FreeMulligan: o.free}
	var buf [MaxPlayers]PlayerID
	order := g.startOrder(buf[:0])
	switch o.stage {
	case openingChoose:
		v.Asking, v.Deciding = DecideStartingPlayer, o.chooser
		order = order[:0]
		for i := range g.st.players {
			if !g.st.players[i].left {
				order = append(order, PlayerID(i))
			}
		}
	case openingDeclare:
		v.Starting = g.st.starting
		v.Asking, v.Deciding = DecideMulligan, g.nextDeclarer()
	case openingBottom:
		v.Starting = g.st.starting
		v.Asking, v.Deciding = DecideBottom, g.nextBottomer()
	}
	v.Seats = make([]ViewSeat, len(order))
	for i, p := range order {
		pl := &g.st.players[p]
		v.Seats[i] = ViewSeat{Player: p, Kept: pl.declared == declaredKeep, Mulligan: pl.declared == declaredMulligan, Bottom: int(pl.owed)}
	}
	return v, true
}
