package cli

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/engine"
)

// gloomwoodFile is a ruling about a program's own card; it lives in a
// folder whose name begins with "_", which the repository's scenario
// suite (built-in pool only) skips.
const gloomwoodFile = "testdata/_custom/gloomwood.scenario"

// gloomwoodStalker is a card of a program's own: a 2/3 Wolf with reach
// the built-in pool does not have.
func gloomwoodStalker() *engine.CardDef {
	return &engine.CardDef{Front: engine.Face{Name: "Gloomwood Stalker", ManaCost: engine.MustManaCost("{1}{G}"),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf),
		Power: 2, Toughness: 3, Keywords: engine.Keywords(engine.Reach)}}
}

// myRegistry is a program's registry: its card on top of the built-in
// pool, named "mine".
func myRegistry(t *testing.T) *cards.Registry {
	t.Helper()
	reg, err := cards.NewRegistry("mine", cards.Builtin())
	require.NoError(t, err)
	require.NoError(t, reg.Register(gloomwoodStalker()))
	return reg
}

// gloomwoodDeck is a deck of the program's: its card and cards of the
// pool, 40 in all.
var gloomwoodDeck = cards.Preset{Name: "gloomwood", About: "green: Gloomwood Stalker and friends", Entries: []cards.DeckEntry{
	{Name: "Forest", Count: 17}, {Name: "Gloomwood Stalker", Count: 8}, {Name: "Grizzly Bears", Count: 6},
	{Name: "Llanowar Elves", Count: 4}, {Name: "Giant Growth", Count: 5},
}}

// mainOut runs Main with args and opts and returns its status, output and
// messages.
func mainOut(args []string, opts ...Option) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut, opts...)
	return code, out.String(), errOut.String()
}

// Without the program's registry its card is unknown to every tool; with
// it (WithCards), check, check --explain, cards and try all read it.
func TestWithCardsEveryTool(t *testing.T) {
	code, out, _ := mainOut([]string{"check", gloomwoodFile})
	assert.Equal(t, 1, code)
	assert.Contains(t, out, gloomwoodFile+`:5: unknown card "Gloomwood Stalker"`)
	code, _, errOut := mainOut([]string{"cards", "Gloomwood Stalker"})
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `unknown card "Gloomwood Stalker"`)

	mine := WithCards(myRegistry(t))
	code, out, errOut = mainOut([]string{"check", gloomwoodFile}, mine)
	assert.Equal(t, 0, code, out+errOut)
	assert.Equal(t, "1 passed, 0 failed\n", out)

	code, out, errOut = mainOut([]string{"check", "--explain", gloomwoodFile}, mine)
	assert.Equal(t, 0, code, out+errOut)
	assert.Contains(t, out, "line 7: Alice casts stalker\n")
	assert.Contains(t, out, "stalker: stack -> battlefield  [CR 400.7]\n")
	assert.Contains(t, out, "board at the end:\n")
	assert.Contains(t, out, "stalker (Gloomwood Stalker): 2/3")

	code, out, errOut = mainOut([]string{"cards", "gloomwood stalker"}, mine)
	assert.Equal(t, 0, code, errOut)
	assert.Equal(t, "Gloomwood Stalker\n  Mana cost  {1}{G}\n  Color      green\n  Type       Creature — Wolf\n"+
		"  P/T        2/3\n  Keywords   Reach\n", out)

	code, out, errOut = mainOut([]string{"try"}, mine, WithStdin(strings.NewReader(
		"players: Alice, Bob\nbattlefield Bob: Gloomwood Stalker as stalker\nexpect stalker 2/3\n")))
	assert.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "rejected")
	assert.Contains(t, out, "stalker (Gloomwood Stalker): 2/3")
}

// cards with no name lists the registry: the pool's cards and tokens as
// always, and the program's, marked with the registry's name.
func TestWithCardsList(t *testing.T) {
	reg := myRegistry(t)
	code, out, errOut := mainOut([]string{"cards"}, WithCards(reg))
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `\nGloomwood Stalker \(mine\) +\{1\}\{G\} +Creature — Wolf 2/3\n`, out)
	assert.Regexp(t, `\nGrizzly Bears +\{1\}\{G\}`, out, "the pool's cards are not marked")
	assert.Contains(t, out, "Soldier Token (token) ")
	assert.Equal(t, len(cards.Builtin().Cards())+1, len(reg.Cards()))
	assert.True(t, strings.HasSuffix(out, "\n"+strconv.Itoa(len(reg.Cards()))+" cards and "+strconv.Itoa(len(reg.Tokens()))+
		" tokens, 1 of them of mine (marked); `cathar cards NAME` prints one.\n"), out)

	// A token of the program's is marked too.
	tok := &engine.CardDef{Front: engine.Face{Name: "Gloom Token", Colors: engine.ColorSet(0).With(engine.Green),
		Types: engine.Types(engine.Creature), Subtypes: engine.Subtypes(engine.Wolf), Power: 1, Toughness: 1}}
	require.NoError(t, reg.RegisterTokens(tok))
	_, out, _ = mainOut([]string{"cards"}, WithCards(reg))
	assert.Contains(t, out, "\nGloom Token (token, mine) ")
	assert.Contains(t, out, " tokens, 2 of them of mine (marked);")
}

// The program's decks (WithDecks) are dealt wherever a preset's name is
// accepted, their cards read in the registry of WithCards, and listed in
// the help of play.
func TestWithDecksDealt(t *testing.T) {
	opts := []Option{WithCards(myRegistry(t)), WithDecks(gloomwoodDeck)}
	code, out, errOut := mainOut([]string{"play", "--decks", "gloomwood,cathar", "--games", "3", "--turns", "8"}, opts...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "games         3 (seed 1, decks gloomwood,cathar, 2 players, turn cap 8, sequential)\n")

	code, _, errOut = mainOut([]string{"play", "--help"}, opts...)
	assert.Equal(t, 0, code)
	assert.Contains(t, errOut, "\n  moonfury    ")
	assert.True(t, strings.HasSuffix(errOut, "\n  gloomwood   green: Gloomwood Stalker and friends\n"), errOut)

	c := newTestCommand(t, &bytes.Buffer{}, &bytes.Buffer{}, opts...)
	d, err := c.resolveDeck("gloomwood", decklist.Custom)
	require.NoError(t, err)
	assert.Len(t, d.cards, 40)
	assert.Equal(t, "Gloomwood Stalker", d.cards[17].Front.Name, "in the order of the entries, top card last")
	lib := d.library()
	lib[0] = nil
	assert.NotNil(t, d.cards[0], "each game gets its own copy")

	code, out, errOut = mainOut([]string{"replay", "--seed", "2", "--decks", "werewolves,gloomwood", "--turns", "6"}, opts...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "<html")

	url, sout, serr, stop := startServe(t, []string{"--addr", "127.0.0.1:0", "--deck", "gloomwood", "--bot", "random"}, opts...)
	assert.NotEmpty(t, url)
	assert.Equal(t, 0, stop(), serr.String())
	assert.Contains(t, sout.String(), "you play gloomwood against the random bot's werewolves (seed 1)")
}

// A deck whose cards the registry lacks is refused by the command that
// deals it (status 2, the deck and the card named), and no other; so is
// a token or a count under one. resolveDeck's errors are typed.
func TestWithDecksBadCards(t *testing.T) {
	code, _, errOut := mainOut([]string{"play", "--decks", "gloomwood"}, WithDecks(gloomwoodDeck))
	assert.Equal(t, 2, code)
	assert.Equal(t, "cathar play: deck \"gloomwood\": card \"Gloomwood Stalker\" is not in the cards of registry \"builtin\"\n", errOut)
	code, _, errOut = mainOut([]string{"serve", "--opponent", "gloomwood"}, WithDecks(gloomwoodDeck))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "cathar serve: deck \"gloomwood\": card \"Gloomwood Stalker\" is not in")
	code, _, errOut = mainOut([]string{"replay", "--seed", "1", "--decks", "cathar,gloomwood"}, WithDecks(gloomwoodDeck))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "cathar replay: deck \"gloomwood\": card \"Gloomwood Stalker\" is not in")
	code, _, _ = mainOut([]string{"cards", "Forest"}, WithDecks(gloomwoodDeck))
	assert.Equal(t, 0, code, "a deck is read only by the command that deals it")
	code, out, _ := mainOut([]string{"play", "--decks", "gloomwood", "--games", "1", "--turns", "2"}, WithCards(nil), WithDecks(gloomwoodDeck))
	assert.Equal(t, 2, code, "WithCards(nil) is the built-in pool: %s", out)

	c := newTestCommand(t, &bytes.Buffer{}, &bytes.Buffer{}, WithDecks(gloomwoodDeck,
		cards.Preset{Name: "typo", Entries: []cards.DeckEntry{{Name: "Grizly Bears", Count: 4}}},
		cards.Preset{Name: "tokens", Entries: []cards.DeckEntry{{Name: "Forest", Count: 4}, {Name: "Soldier Token", Count: 1}}},
		cards.Preset{Name: "none", Entries: []cards.DeckEntry{{Name: "Forest", Count: 0}}},
		cards.Preset{Name: "empty"}))
	_, err := c.resolveDeck("gloomwood", decklist.Custom)
	assert.ErrorIs(t, err, engine.ErrUnknownCard)
	var de *deckError
	assert.True(t, errors.As(err, &de))
	_, err = c.resolveDeck("typo", decklist.Custom)
	assert.EqualError(t, err, `deck "typo": card "Grizly Bears" is not in the cards of registry "builtin"; did you mean "Grizzly Bears"?`)
	_, err = c.resolveDeck("tokens", decklist.Custom)
	assert.EqualError(t, err, `deck "tokens": card "Soldier Token" is a token, not a card (CR 111.6): a deck holds cards`)
	assert.NotErrorIs(t, err, engine.ErrUnknownCard)
	_, err = c.resolveDeck("none", decklist.Custom)
	assert.EqualError(t, err, `deck "none": card "Forest" has count 0: a deck holds at least one copy of each card it names`)
	_, err = c.resolveDeck("empty", decklist.Custom)
	assert.EqualError(t, err, `deck "empty" has no cards`)
	_, err = c.resolveDeck("nosuch", decklist.Custom)
	assert.ErrorIs(t, err, errUnknownDeck)
	assert.EqualError(t, err, `unknown deck "nosuch"`)
}

// A deck's name must be new and usable on the command line: Main refuses
// a name of a preset (the pool's decks keep their meaning in every
// program's cathar), a name given twice, and an empty name, one with a
// comma or with spaces around it, whatever the command.
func TestWithDecksNames(t *testing.T) {
	for _, tc := range []struct {
		decks []cards.Preset
		says  string
	}{
		{[]cards.Preset{{Name: "cathar"}}, `deck 1 ("cathar") has the name of a preset deck of the card pool; give it another name`},
		{[]cards.Preset{gloomwoodDeck, gloomwoodDeck}, `deck 2 ("gloomwood") has the name of another deck given to WithDecks; give it another name`},
		{[]cards.Preset{{Name: ""}}, `deck 1 ("") has no name`},
		{[]cards.Preset{{Name: "a,b"}}, `deck 1 ("a,b") has a comma in its name: --decks separates names with commas`},
		{[]cards.Preset{{Name: " a"}}, `deck 1 (" a") has a space at the start or end of its name`},
	} {
		code, out, errOut := mainOut([]string{"cards", "Forest"}, WithDecks(tc.decks...))
		assert.Equal(t, 2, code, tc.says)
		assert.Empty(t, out)
		assert.Equal(t, "cathar: WithDecks: "+tc.says+"\n", errOut)
		_, err := newCommand([]Option{WithDecks(tc.decks...)})
		assert.ErrorIs(t, err, errDeckName)
	}
}
