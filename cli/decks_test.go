package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/decklist"
	"github.com/cathar-engine/cathar/zones"
)

// The deck lists of the tests, in testdata/decks.
const (
	dawnPatrol = "testdata/decks/dawn-patrol.txt" // constructed: 60 cards, a sideboard of 8, "Name: Dawn Patrol"
	misspelt   = "testdata/decks/misspelt.txt"    // "Vilage Watch" on line 3
	short59    = "testdata/decks/short-59.txt"    // 59 cards, no Name line
	sealedPool = "testdata/decks/sealed-pool.txt" // a sealed pool
	sealed     = "testdata/decks/sealed.txt"      // 40 cards from the pool and basic lands
	sealedBolt = "testdata/decks/sealed-bolt.txt" // a Lightning Bolt, line 14, that the pool lacks
	gloomFile  = "testdata/decks/gloomwood.txt"   // 40 cards, Gloomwood Stalker (the program's card) on line 3
)

// decks check prints a line for each passing file and each error as
// FILE:LINE: message, then the count; it exits with 0 when every file
// passes, 1 when some fail.
func TestDecksCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"a 60-card constructed list passes", []string{dawnPatrol}, 0,
			dawnPatrol + ": ok, deck \"Dawn Patrol\", 60 cards, sideboard 8 (constructed)\n1 passed, 0 failed\n"},
		{"a misspelt card: FILE:LINE and the name meant", []string{misspelt}, 1,
			misspelt + ":3: unknown card \"Vilage Watch\"; did you mean \"Village Watch\"?\n0 passed, 1 failed\n"},
		{"CR 100.2a: 59 cards are no constructed deck", []string{short59}, 1,
			short59 + ": main deck has 59 cards; constructed needs at least 60 (CR 100.2a)\n0 passed, 1 failed\n"},
		{"CR 100.2b: 59 cards are a limited deck", []string{"--format", "limited", short59}, 0,
			short59 + ": ok, deck \"short-59\", 59 cards (limited)\n1 passed, 0 failed\n"},
		{"custom checks nothing", []string{"--format", "custom", short59}, 0,
			short59 + ": ok, deck \"short-59\", 59 cards (custom)\n1 passed, 0 failed\n"},
		{"CR 100.2b: a limited deck from its pool, and one with a card not in it", []string{"--format", "limited", "--pool", sealedPool, sealed, sealedBolt}, 1,
			sealed + ": ok, deck \"sealed\", 40 cards (limited, from the pool " + sealedPool + ")\n" +
				sealedBolt + ":14: Lightning Bolt is not in the pool (" + sealedPool + "); a limited deck takes its cards from the pool, and any basic land (CR 100.2b)\n" +
				"1 passed, 1 failed\n"},
		{"--pool alone means limited", []string{"--pool", sealedPool, sealed}, 0,
			sealed + ": ok, deck \"sealed\", 40 cards (limited, from the pool " + sealedPool + ")\n1 passed, 0 failed\n"},
		{"every file is checked", []string{dawnPatrol, short59, misspelt}, 1,
			dawnPatrol + ": ok, deck \"Dawn Patrol\", 60 cards, sideboard 8 (constructed)\n" +
				short59 + ": main deck has 59 cards; constructed needs at least 60 (CR 100.2a)\n" +
				misspelt + ":3: unknown card \"Vilage Watch\"; did you mean \"Village Watch\"?\n1 passed, 2 failed\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := mainOut(append([]string{"decks", "check"}, tc.args...))
			assert.Equal(t, tc.code, code, errOut)
			assert.Equal(t, tc.out, out)
			assert.Empty(t, errOut)
		})
	}

	// A file that can't be read fails as FILE: why; a pool that can't,
	// stops the command before any deck is checked.
	code, out, _ := mainOut([]string{"decks", "check", "testdata/decks/nosuch.txt"})
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(out, "testdata/decks/nosuch.txt: "), out)
	code, out, _ = mainOut([]string{"decks", "check", "--pool", misspelt, sealed})
	assert.Equal(t, 1, code)
	assert.Equal(t, misspelt+":3: unknown card \"Vilage Watch\"; did you mean \"Village Watch\"?\n"+
		"the pool "+misspelt+" does not read: no deck checked\n", out)

	// The program's cards (WithCards) are the registry the lists are read in.
	code, out, _ = mainOut([]string{"decks", "check", "--format", "limited", gloomFile})
	assert.Equal(t, 1, code)
	assert.Contains(t, out, gloomFile+":3: unknown card \"Gloomwood Stalker\"")
	code, out, errOut := mainOut([]string{"decks", "check", "--format", "limited", gloomFile}, WithCards(myRegistry(t)))
	assert.Equal(t, 0, code, errOut)
	assert.Equal(t, gloomFile+": ok, deck \"gloomwood\", 40 cards (limited)\n1 passed, 0 failed\n", out)
}

// decks check's usage errors exit with status 2, before any file is read.
func TestDecksCheckUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		says string
	}{
		{nil, "cathar decks check: no file to check\n"},
		{[]string{"--format", "limted", dawnPatrol}, `format "limted": unknown format; did you mean "limited"?`},
		{[]string{"--format", "constructed", "--pool", sealedPool, sealed}, "cathar decks check: --pool is for --format limited, not constructed"},
		{[]string{"--format", "custom", "--pool", sealedPool, sealed}, "--pool is for --format limited, not custom"},
		{[]string{dawnPatrol, "--format", "limited"}, `cathar decks check: "--format" after the files: the flags go before them`},
	} {
		code, out, errOut := mainOut(append([]string{"decks", "check"}, tc.args...))
		assert.Equal(t, 2, code, tc.args)
		assert.Contains(t, errOut, tc.says)
		assert.Empty(t, out)
	}
	code, _, errOut := mainOut([]string{"decks", "chek"})
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `cathar decks: unknown command "chek": use decks list or decks check FILE...`)
	for _, args := range [][]string{{"decks", "--help"}, {"decks", "check", "--help"}} {
		code, out, errOut := mainOut(args)
		assert.Equal(t, 0, code)
		assert.Empty(t, out)
		assert.Contains(t, errOut, "cathar decks check [--format constructed|limited|custom] [--pool FILE] FILE...")
	}
}

// decks (or decks list) lists the presets, then the program's decks,
// with their sizes.
func TestDecksList(t *testing.T) {
	code, out, errOut := mainOut([]string{"decks"}, WithCards(myRegistry(t)), WithDecks(gloomwoodDeck))
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, len(cards.Presets())+1)
	assert.Regexp(t, `^cathar +40 cards  white-red day/night`, lines[0])
	assert.Equal(t, "gloomwood    40 cards  green: Gloomwood Stalker and friends", lines[len(lines)-1])
	code, out2, _ := mainOut([]string{"decks", "list"}, WithDecks(gloomwoodDeck))
	assert.Equal(t, 0, code)
	assert.Equal(t, out, out2)
	code, _, errOut = mainOut([]string{"decks", "list", "extra"})
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unexpected argument "extra"`)
}

// playHash runs play with args and opts, requires it to succeed, and
// returns its output and result hash.
func playHash(t *testing.T, args []string, opts ...Option) (string, string) {
	t.Helper()
	code, out, errOut := mainOut(append([]string{"play"}, args...), opts...)
	require.Equal(t, 0, code, errOut)
	_, h, ok := strings.Cut(out, "result hash")
	require.True(t, ok, out)
	return out, strings.TrimSpace(h)
}

// A deck-list file in play --decks is dealt as its list says, under its
// deck's name: the same games as the same cards given as a program's
// deck.
func TestPlayDeckFile(t *testing.T) {
	out, h := playHash(t, []string{"--decks", dawnPatrol + ",cathar", "--games", "2", "--seed", "1"})
	assert.Contains(t, out, "games         2 (seed 1, decks Dawn Patrol,cathar, 2 players, turn cap 50, sequential)\n")
	assert.Contains(t, out, "P1 (Dawn Patrol) ")

	d, err := decklist.ParseFile(dawnPatrol, nil)
	require.NoError(t, err)
	p := d.Preset()
	p.Name = "dawn"
	_, same := playHash(t, []string{"--decks", "dawn,cathar", "--games", "2", "--seed", "1"}, WithDecks(p))
	assert.Equal(t, same, h, "the file's cards, in its order")

	// No format by default: a 59-card list plays; --format checks it.
	out, _ = playHash(t, []string{"--decks", short59 + ",cathar", "--games", "1", "--turns", "5"})
	assert.Contains(t, out, "decks short-59,cathar,")
	code, out, errOut := mainOut([]string{"play", "--decks", "cathar," + short59, "--format", "constructed"})
	assert.Equal(t, 2, code)
	assert.Equal(t, short59+": main deck has 59 cards; constructed needs at least 60 (CR 100.2a)\n", errOut)
	assert.Empty(t, out, "no game played")
	_, _ = playHash(t, []string{"--decks", dawnPatrol + ",cathar", "--format", "constructed", "--games", "1", "--turns", "5"})
	code, _, errOut = mainOut([]string{"play", "--format", "vintage"})
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `format "vintage": unknown format`)

	// The program's cards are the registry the list is read in.
	_, _ = playHash(t, []string{"--decks", gloomFile + ",cathar", "--games", "1", "--turns", "5"}, WithCards(myRegistry(t)))
}

// A bad file in --decks stops every command that takes decks before its
// game starts: status 2 and the list's errors as FILE:LINE: message.
func TestDeckFileRefused(t *testing.T) {
	says := misspelt + ":3: unknown card \"Vilage Watch\"; did you mean \"Village Watch\"?\n"
	for _, args := range [][]string{
		{"play", "--decks", "cathar," + misspelt},
		{"replay", "--seed", "1", "--decks", misspelt},
	} {
		code, out, errOut := mainOut(args)
		assert.Equal(t, 2, code, args)
		assert.Equal(t, says, errOut, args)
		assert.Empty(t, out, args)
	}
	// serve through parseServe, so that a refusal that failed could not
	// leave a server listening.
	for _, args := range [][]string{
		{"--decks", misspelt + ",cathar"},
		{"--deck", misspelt},
		{"--opponent", misspelt},
	} {
		var out, errOut bytes.Buffer
		_, code := newTestCommand(t, &out, &errOut).parseServe(args)
		assert.Equal(t, 2, code, args)
		assert.Equal(t, says, errOut.String(), args)
		assert.Empty(t, out.String(), args)
	}
	code, _, errOut := mainOut([]string{"play", "--decks", "testdata/decks/nosuch.txt"})
	assert.Equal(t, 2, code)
	assert.True(t, strings.HasPrefix(errOut, "testdata/decks/nosuch.txt: "), errOut)
	code, _, errOut = mainOut([]string{"play", "--decks", gloomFile})
	assert.Equal(t, 2, code, "the program's card, without the program's registry")
	assert.Contains(t, errOut, gloomFile+":3: unknown card \"Gloomwood Stalker\"")
}

// Which items of --decks are files: a deck's name always wins, even over
// a file of that name; an item with a slash or ending in .txt or .dek is
// a file; any other item is an unknown deck, with a hint when a file of
// that name exists.
func TestDeckItemRule(t *testing.T) {
	for item, file := range map[string]bool{
		"cathar": false, "mydeck": false, "deck.txt": true, "Deck.TXT": true, "deck.dek": true,
		"./mydeck": true, "decks/mine": true, "deck.json": false, "": false,
	} {
		assert.Equal(t, file, isDeckFile(item), item)
	}

	// A program's deck named like a file that exists is that deck.
	mine := gloomwoodDeck
	mine.Name = dawnPatrol
	c := newTestCommand(t, &bytes.Buffer{}, &bytes.Buffer{}, WithCards(myRegistry(t)), WithDecks(mine))
	d, err := c.resolveDeck(dawnPatrol, decklist.Constructed)
	require.NoError(t, err, "not read as a file, nor checked")
	assert.Equal(t, dawnPatrol, d.name)
	assert.Len(t, d.cards, 40)

	// A file without a slash or an ending: named so, an unknown deck that
	// says how to read it.
	_, err = c.resolveDeck("decks.go", decklist.Custom)
	assert.ErrorIs(t, err, errUnknownDeck)
	assert.EqualError(t, err, `unknown deck "decks.go" (to read the file decks.go as a deck list, write ./decks.go)`)

	// A preset's name wins over a file of that name in the working folder.
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cathar"), []byte("not a deck list\n"), 0o644))
	t.Chdir(dir)
	out, _ := playHash(t, []string{"--decks", "cathar", "--games", "1", "--turns", "3"})
	assert.Contains(t, out, "decks cathar,")
	code, _, errOut := mainOut([]string{"play", "--decks", "./cathar"})
	assert.Equal(t, 2, code)
	assert.Equal(t, `./cathar:1: "not a deck list" is not a card line: write a count and a card name ("4 Brutal Cathar"), a Deck or Sideboard header, or a comment after #`+"\n", errOut)
}

// A game of a deck-list file replays: the recording holds its cards by
// name, which the registry finds again, and the page of the recording is
// the page of the seeded game.
func TestReplayDeckFile(t *testing.T) {
	dir := t.TempDir()
	rec, seeded, fromFile := filepath.Join(dir, "game.json"), filepath.Join(dir, "seeded.html"), filepath.Join(dir, "file.html")
	code, _, errOut := mainOut([]string{"replay", "--seed", "1", "--decks", dawnPatrol + ",cathar", "--format", "constructed",
		"--turns", "6", "--save-recording", rec, "-o", seeded})
	require.Equal(t, 0, code, errOut)
	code, _, errOut = mainOut([]string{"replay", "-o", fromFile, rec})
	require.Equal(t, 0, code, errOut)
	a, err := os.ReadFile(seeded)
	require.NoError(t, err)
	b, err := os.ReadFile(fromFile)
	require.NoError(t, err)
	assert.Equal(t, untitled(string(a)), untitled(string(b)), "the page of the recording is the page of the seeded game, but its title")
	assert.True(t, strings.Contains(string(a), `"name":"P1","life":20,"pool":{},"handSize":7,"hand":[],"librarySize":53,`),
		"P1 starts with the file's 60 cards")

	code, _, errOut = mainOut([]string{"replay", "--format", "limited", rec})
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--format is for a game played with --seed")
}

// serve takes --decks YOURS,THEIRS, items as play's, or the older
// --deck and --opponent, not both; one item is both players' deck.
// Checked through parseServe, which never listens, so that a refusal
// that failed could not leave a server running.
func TestServeDecks(t *testing.T) {
	c := newTestCommand(t, &bytes.Buffer{}, &bytes.Buffer{})
	for _, tc := range []struct {
		args        []string
		mine, their string
	}{
		{nil, "cathar", "werewolves"},
		{[]string{"--decks", dawnPatrol + ",howlpack"}, "Dawn Patrol", "howlpack"},
		{[]string{"--decks", " moonfury , " + dawnPatrol}, "moonfury", "Dawn Patrol"},
		{[]string{"--decks", dawnPatrol}, "Dawn Patrol", "Dawn Patrol"},
		{[]string{"--deck", dawnPatrol}, "Dawn Patrol", "werewolves"},
		{[]string{"--opponent", short59}, "cathar", "short-59"},
	} {
		cfg, code := c.parseServe(tc.args)
		require.Equal(t, -1, code, tc.args)
		assert.Equal(t, tc.mine, cfg.mine.name, tc.args)
		assert.Equal(t, tc.their, cfg.theirs.name, tc.args)
	}
	cfg, code := c.parseServe([]string{"--decks", dawnPatrol + ",cathar", "--bot", "random"})
	require.Equal(t, -1, code)
	g, err := cfg.game(cfg.match().Default, 0)
	require.NoError(t, err)
	assert.Len(t, append(g.Zone(0, zones.Library), g.Zone(0, zones.Hand)...), 60, "the human's deck is the file's")
	assert.Len(t, append(g.Zone(1, zones.Library), g.Zone(1, zones.Hand)...), 40)

	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"--decks", "cathar,werewolves", "--deck", "cathar"}, "cathar serve: give --decks YOURS,THEIRS or --deck and --opponent, not both\n"},
		{[]string{"--opponent", "howlpack", "--decks", "cathar"}, "cathar serve: give --decks YOURS,THEIRS or --deck and --opponent, not both\n"},
		{[]string{"--decks", "cathar,werewolves,howlpack"}, "cathar serve: --decks takes two decks, yours and the bot's, not 3\n"},
		{[]string{"--decks", short59 + ",cathar", "--format", "constructed"}, short59 + ": main deck has 59 cards; constructed needs at least 60 (CR 100.2a)\n"},
	} {
		var out, errOut bytes.Buffer
		_, code := newTestCommand(t, &out, &errOut).parseServe(tc.args)
		assert.Equal(t, 2, code, tc.args)
		assert.Equal(t, tc.says, errOut.String(), tc.args)
		assert.Empty(t, out.String())
	}
}
