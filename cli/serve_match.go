package cli

import (
	"slices"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/web"
)

// offerDecks fills in the decks the page offers (cfg.offered, by name in
// cfg.deckNames): the decks of --decks first, then every preset and
// program's deck the command's registry can deal (one with a card it
// lacks is left out: it is refused only when --decks names it). A
// deck-list file whose name is a preset's shadows that preset; two
// different decks of --decks of one name are told apart by " (2)".
func (c *command) offerDecks(cfg *serveConfig) {
	cfg.offered = map[string]deck{}
	add := func(d deck) string {
		name := d.name
		if _, taken := cfg.offered[name]; taken {
			return name
		}
		cfg.offered[name] = d
		cfg.deckNames = append(cfg.deckNames, name)
		return name
	}
	cfg.mine.name = add(cfg.mine)
	if cfg.theirs.name == cfg.mine.name && !slices.Equal(cfg.theirs.cards, cfg.mine.cards) {
		cfg.theirs.name += " (2)"
	}
	cfg.theirs.name = add(cfg.theirs)
	for _, p := range c.presets() {
		if d, err := c.presetDeck(p); err == nil {
			add(d)
		}
	}
}

// opponents are who may play seat 1: the bots (the one of --bot first),
// or, with two people, a person only (the seats are the two links).
func (cfg *serveConfig) opponents() []string {
	if cfg.people == 2 {
		return []string{web.Person}
	}
	out := []string{cfg.bot}
	for _, b := range serveBots {
		if b != cfg.bot {
			out = append(out, b)
		}
	}
	return out
}

// match is what the page may choose: the decks offered, the opponents,
// best of one by default, the first match the flags' (--decks, --bot).
func (cfg *serveConfig) match() *web.DuelMatch {
	opp := cfg.opponents()
	return &web.DuelMatch{
		Decks:     cfg.deckNames,
		Opponents: opp,
		Default:   web.DuelChoice{Deck: cfg.mine.name, OpponentDeck: cfg.theirs.name, Opponent: opp[0], BestOf: 1},
		Game:      cfg.game,
	}
}

// game makes game n of the server (0 the first, then each game the page
// begins, whatever the match) for choice ch, not begun (the duel begins
// it, from its first decision): the human in seat 0 with no decider, the
// bot ch.Opponent in seat 1; with two people, Player 1 and Player 2 in
// seats 0 and 1, neither with a decider. It is recorded
// (engine.WithRecording), for the recording and the replay the page
// offers once it is over. Game 0's seed is --seed; game n's derives from
// it and n alone.
func (cfg *serveConfig) game(ch web.DuelChoice, n int) (*engine.Game, error) {
	seed := cfg.seed
	if n > 0 {
		seed = gameSeed(cfg.seed, n)
	}
	players := []engine.PlayerConfig{{Name: "Player 1", Deck: cfg.offered[ch.Deck].library()},
		{Name: "Player 2", Deck: cfg.offered[ch.OpponentDeck].library()}}
	if ch.Opponent != web.Person {
		bot, err := serveBot(ch.Opponent, 1, mix(seed+2))
		if err != nil {
			return nil, err
		}
		players[0].Name, players[1].Name, players[1].Decider = "Human", "Bot", bot
	}
	return engine.New(players, engine.WithSeed(seed), engine.WithWaitingDecisions(), engine.WithRecording())
}
