package engine

// The decisions of the start of a game begun with Begin (start_game.go,
// start_mulligan.go): who takes the first turn, keep or mulligan, and the
// cards a mulligan puts on the bottom.

// The words of the options of the start's decisions (Option.Word).
const (
	wordPlay     = "play"     // DecideStartingPlayer: the chooser (or their team) takes the first turn
	wordDraw     = "draw"     // DecideStartingPlayer: the other player (or team) does
	wordKeep     = "keep"     // DecideMulligan: keep the hand
	wordMulligan = "mulligan" // DecideMulligan: take a mulligan
)

// startingDecision is the chooser's choice of who takes the first turn
// (CR 103.1), asked before any hand is drawn. In a game of two players,
// or of two teams (Two-Headed Giant, 103.1a), it reads as play or draw:
// "play" names the chooser (their team's first seat), "draw" the other.
// With more players the chooser may name any player, in seat order.
func (g *Game) startingDecision() *Decision {
	chooser := g.st.opening.chooser
	d := &Decision{Kind: DecideStartingPlayer, Player: chooser, Prompt: "choose who takes the first turn", Min: 1, Max: 1}
	n := len(g.st.players)
	if n == 2 || g.teams() {
		mine := g.teamLead(chooser)
		other := g.teamLead(PlayerID((int(mine) + n/2) % n)) // the other seat, or the other team's first
		d.Options = []Option{
			{Player: mine, IsPlayer: true, Word: wordPlay, Index: 0},
			{Player: other, IsPlayer: true, Word: wordDraw, Index: 1},
		}
		return d
	}
	for i := range n {
		if !g.st.players[i].left {
			d.Options = append(d.Options, Option{Player: PlayerID(i), IsPlayer: true, Index: len(d.Options)})
		}
	}
	return d
}

// mulliganDecision is player p's declaration (CR 103.5): keep the hand
// they hold, or take a mulligan, each option with the number of cards it
// leaves them (Amount). The player sees their hand, the declarations
// made before theirs in the log (CR 101.4b) and everyone's mulligans so
// far (PlayerView's Beginning).
func (g *Game) mulliganDecision(p PlayerID) *Decision {
	return &Decision{Kind: DecideMulligan, Player: p, Prompt: "keep your hand or take a mulligan", Min: 1, Max: 1,
		Options: []Option{
			{Word: wordKeep, Amount: int32(len(g.st.players[p].hand)), Index: 0},
			{Word: wordMulligan, Amount: int32(g.keepsAfterMulligan(p)), Index: 1},
		}}
}

// bottomDecision is player p's choice of the cards their mulligan puts on
// the bottom of their library and their order (CR 103.5, 401.4): exactly
// the number owed, among the cards of their hand. The answer's order is
// the order they go: the last named is the bottom card of the library.
func (g *Game) bottomDecision(p PlayerID) *Decision {
	pl := &g.st.players[p]
	n := int(pl.owed)
	d := &Decision{Kind: DecideBottom, Player: p, Min: n, Max: n,
		Prompt: "put " + itoa(n) + " " + plural(n, "card", "cards") + " on the bottom of your library (the last named at the very bottom)"}
	d.Options = make([]Option, len(pl.hand))
	for i, id := range pl.hand {
		d.Options[i] = Option{Obj: id, Index: i}
	}
	return d
}

// plural returns one for n == 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
