package web

import (
	"fmt"
	"slices"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/match"
)

// Person is the opponent of DuelChoice that is a person, not a bot: the
// only one a duel of two seats with tokens offers (DuelMatch.Opponents).
const Person = "person"

// DuelChoice is what the page chooses before a match: the decks, the
// opponent and the number of games.
type DuelChoice struct {
	// Deck is seat 0's deck, OpponentDeck seat 1's: names of
	// DuelMatch.Decks.
	Deck         string `json:"deck"`
	OpponentDeck string `json:"opponentDeck"`
	// Opponent is who plays seat 1: a bot's name of DuelMatch.Opponents,
	// or Person.
	Opponent string `json:"opponent"`
	// BestOf is the number of games of the match: 1, or 3 (the first to
	// win two, CR 100.6a).
	BestOf int `json:"bestOf"`
}

// DuelMatch, set as DuelConfig.Match, has the duel play matches, each
// game from its first decision (Game.Begin, CR 103): who plays first,
// the mulligans and the cards put on the bottom are the people's prompts
// and the bots' decisions. The page chooses the decks, the opponent and
// best of one or three (POST /api/new), and begins each next game of a
// match (POST /api/next), whose chooser is the loser of the game before
// (match.NextChooser, CR 103.1).
type DuelMatch struct {
	// Decks are the decks the page offers, Opponents the opponents (bot
	// names, or Person): a choice names one of each.
	Decks     []string
	Opponents []string
	// Default is the choice of the first match.
	Default DuelChoice
	// Game makes game n of the server (0 the first, then one more for
	// each game begun, whatever the match) for choice c: a game made
	// engine.WithWaitingDecisions, and engine.WithRecording for its
	// recording and replay (GET /api/recording, /api/replay), not begun:
	// the duel begins it. Each seat a person plays has no decider, a bot
	// seat has one.
	Game func(c DuelChoice, n int) (*engine.Game, error)
}

// MatchState is the match in the state (DuelState.Match).
type MatchState struct {
	// Choice is the match's choice of decks, opponent and games.
	Choice DuelChoice `json:"choice"`
	// Wins counts the games each seat has won in the match, Draws the
	// drawn games (which count toward neither).
	Wins  [2]int `json:"wins"`
	Draws int    `json:"draws"`
	// Game is the number of the game now in the match, from 1.
	Game int `json:"game"`
	// Chooser is the seat that chose, or chooses, who plays first in the
	// game now (CR 103.1): drawn at random in the first game of a match,
	// the loser of the game before in the others.
	Chooser engine.PlayerID `json:"chooser"`
	// Over is whether the match is over, and Winner then the seat that
	// won it (-1: none, the game cap reached with equal wins).
	Over   bool            `json:"over"`
	Winner engine.PlayerID `json:"winner"`
	// Next is whether POST /api/next begins the match's next game: the
	// game is over and the match is not.
	Next bool `json:"next"`
}

// matchPlay is the match being played: its choice, the score and who
// chose in the game now.
type matchPlay struct {
	choice  DuelChoice
	wins    [2]int
	draws   int
	game    int             // the games begun in the match
	chooser engine.PlayerID // of the game now
	counted bool            // the game now's result is in the score
}

// need is the number of wins that take the match.
func (m *matchPlay) need() int { return (m.choice.BestOf + 1) / 2 }

// over reports whether the match is over: a side has won enough games,
// or the cap of games is reached (match.MaxGames), and the winner.
func (m *matchPlay) over() (bool, engine.PlayerID) {
	if !m.counted {
		return false, engine.NoPlayer // the game now is still played
	}
	winner := engine.NoPlayer
	switch {
	case m.wins[0] > m.wins[1]:
		winner = 0
	case m.wins[1] > m.wins[0]:
		winner = 1
	}
	if m.wins[0] >= m.need() || m.wins[1] >= m.need() || m.game >= match.MaxGames(m.need()) {
		return true, winner
	}
	return false, engine.NoPlayer
}

// checkChoice fills in the fields c leaves out from the match now's
// choice (or the default), and refuses a deck or an opponent the duel
// does not offer and a number of games other than 1 and 3. The error is
// the request's 400.
func (d *Duel) checkChoice(c DuelChoice) (DuelChoice, error) {
	cur := d.cfg.Match.Default
	if d.match != nil {
		cur = d.match.choice
	}
	if c.Deck == "" {
		c.Deck = cur.Deck
	}
	if c.OpponentDeck == "" {
		c.OpponentDeck = cur.OpponentDeck
	}
	if c.Opponent == "" {
		c.Opponent = cur.Opponent
	}
	if c.BestOf == 0 {
		c.BestOf = cur.BestOf
	}
	mc := d.cfg.Match
	for _, deck := range []string{c.Deck, c.OpponentDeck} {
		if !slices.Contains(mc.Decks, deck) {
			return c, fmt.Errorf("unknown deck %q: choose one of %v", deck, mc.Decks)
		}
	}
	if !slices.Contains(mc.Opponents, c.Opponent) {
		return c, fmt.Errorf("unknown opponent %q: choose one of %v", c.Opponent, mc.Opponents)
	}
	if c.BestOf != 1 && c.BestOf != 3 {
		return c, fmt.Errorf("best of %d: a match is best of 1 or best of 3", c.BestOf)
	}
	return c, nil
}

// beginMatch makes and begins the first game of a match of choice c,
// game n of the server, its chooser drawn at random (CR 103.1). Nothing
// changes when it fails.
func (d *Duel) beginMatch(c DuelChoice, n int) error {
	m := &matchPlay{choice: c}
	return d.beginGame(m, engine.Beginning{RandomChooser: true}, n)
}

// beginNext begins the next game of the match: the loser of the game
// before chooses who plays first, or after a drawn game the player who
// chose for it (CR 103.1).
func (d *Duel) beginNext(n int) error {
	_, winner := d.g.Over()
	next := *d.match
	next.chooser = match.NextChooser(d.match.chooser, winner)
	return d.beginGame(&next, engine.Beginning{Chooser: next.chooser}, n)
}

// beginGame makes game n of the server for m, begins it with b and plays
// it to a person's first decision; on success m is the match now, with
// one more game. Nothing changes when it fails.
func (d *Duel) beginGame(m *matchPlay, b engine.Beginning, n int) error {
	g, err := d.cfg.Match.Game(m.choice, n)
	if err != nil {
		return err
	}
	if err := g.Begin(b); err != nil {
		return err
	}
	m.chooser, _ = g.Chooser()
	m.game++
	m.counted = false
	if err := d.setGame(g); err != nil {
		return err
	}
	d.match = m
	d.tally()
	return nil
}

// tally counts the game now in the match's score once it is over. The
// caller holds d.mu.
func (d *Duel) tally() {
	m := d.match
	if m == nil || m.counted {
		return
	}
	over, winner := d.g.Over()
	if !over {
		return
	}
	m.counted = true
	if winner == engine.NoPlayer {
		m.draws++
		return
	}
	if int(winner) < len(m.wins) {
		m.wins[winner]++
	}
}

// matchState is the match's part of the state, nil without a match.
func (d *Duel) matchState() *MatchState {
	m := d.match
	if m == nil {
		return nil
	}
	s := &MatchState{Choice: m.choice, Wins: m.wins, Draws: m.draws, Game: m.game, Chooser: m.chooser}
	s.Over, s.Winner = m.over()
	gameOver, _ := d.g.Over()
	s.Next = gameOver && !s.Over
	return s
}
