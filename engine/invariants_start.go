package engine

// beforePlay reports whether a game waiting for w has not begun its first
// turn: it is being set up, or a game begun with Begin is starting.
func beforePlay(w waitKind) bool { return w == waitSetup || w == waitBeginning }

// checkOpening checks the start of a game begun with Begin (CR 103;
// start_game.go): the game waits for the decisions of its start exactly
// while its stage is one of them; the chooser is a player and the starting
// hand size in range; the mulligan rounds are where the rules leave them
// between two decisions: while players declare, one still in the game is
// to declare and holds a card (an empty hand keeps, CR 103.5); while cards
// go to the bottom, one owes some, and only players who took a mulligan
// this round owe any, no more than their hand holds; a game not begun with
// Begin has no mulligans. A concession may end the game during its start
// and leave it at the stage it was.
func (c *invariantChecker) checkOpening() {
	st := &c.g.st
	o := &st.opening
	bad := func(p PlayerID, format string, args ...any) { c.bad("opening", NoObj, p, format, args...) }
	if o.stage >= numOpeningStages {
		bad(NoPlayer, "unknown stage %d of the start", o.stage)
		return
	}
	starting := o.starting()
	if starting != (st.wait == waitBeginning) && !(starting && st.wait == waitOver) { // a concession may end the game as it starts
		bad(NoPlayer, "stage %d of the start while the game waits for %s", o.stage, waitName(st.wait))
	}
	if o.stage == openingDone && beforePlay(st.wait) {
		bad(NoPlayer, "the start is done while the game waits for %s", waitName(st.wait))
	}
	if o.stage != openingNone && (!c.playerOK(o.chooser) || o.handSize < 1 || o.handSize > maxHandSize) {
		bad(o.chooser, "chooser %d, starting hand size %d", o.chooser, o.handSize)
	}
	for i := range st.players {
		c.checkSeat(PlayerID(i))
	}
	if st.wait != waitBeginning {
		return
	}
	switch o.stage {
	case openingDeclare:
		if p := c.g.nextDeclarer(); p == NoPlayer || len(st.players[p].hand) == 0 {
			bad(p, "players declare, but nobody with a card in hand is to declare")
		}
	case openingBottom:
		if c.g.nextBottomer() == NoPlayer {
			bad(NoPlayer, "cards go to the bottom, but nobody owes any")
		}
	}
}

// checkSeat checks player p's part of the start (checkOpening): counts in
// range, none in a game not begun with Begin, cards owed only while cards
// go to the bottom and by a player who took a mulligan this round, and no
// more than their hand holds.
func (c *invariantChecker) checkSeat(p PlayerID) {
	o := &c.g.st.opening
	pl := &c.g.st.players[p]
	bad := func(format string, args ...any) { c.bad("opening", NoObj, p, format, args...) }
	switch {
	case pl.mulligans < 0 || pl.owed < 0 || pl.declared >= numDeclarations:
		bad("%d mulligans, %d cards owed, declaration %d", pl.mulligans, pl.owed, pl.declared)
	case o.stage == openingNone && (pl.mulligans != 0 || pl.declared != undeclared || pl.owed != 0):
		bad("mulligans in a game not begun with Begin")
	case pl.left:
		// A player who left during the start keeps what they had
		// declared; nobody asks them anything more.
	case pl.owed > 0 && (o.stage != openingBottom || pl.declared != declaredMulligan || int(pl.owed) > len(pl.hand)):
		bad("owes %d cards to the bottom with %d in hand, declaration %d, stage %d", pl.owed, len(pl.hand), pl.declared, o.stage)
	case pl.declared == declaredMulligan && o.stage != openingDeclare && o.stage != openingBottom:
		bad("declared a mulligan at stage %d", o.stage)
	}
}
