package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cli"
	"github.com/cathar-engine/cathar/examples/custom-cards/internal/mycards"
)

// TestOwnCathar runs the example's cathar as its main function does: check
// passes the rulings about its cards, cards prints one, and play deals
// its decks.
func TestOwnCathar(t *testing.T) {
	reg, err := mycards.Registry()
	require.NoError(t, err)
	run := func(args ...string) (int, string) {
		var out, errOut bytes.Buffer
		code := cli.Main(args, cli.WithCards(reg), cli.WithDecks(mycards.Decks()...),
			cli.WithStdout(&out), cli.WithStderr(&errOut))
		return code, out.String() + errOut.String()
	}
	code, out := run("check", "../rulings")
	assert.Equal(t, 0, code, out)
	assert.Equal(t, "3 passed, 0 failed\n", out)
	code, out = run("cards", "Hollowmoor Stalker")
	assert.Equal(t, 0, code, out)
	assert.Contains(t, out, "Hollowmoor Stalker // Hollowmoor Ravager (double-faced card; the front face is Hollowmoor Stalker)\n")
	code, out = run("play", "--decks", "hollowmoor,absence", "--games", "4", "--turns", "10")
	assert.Equal(t, 0, code, out)
	assert.Contains(t, out, "decks hollowmoor,absence")
	code, out = run("play", "--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "\n  hollowmoor  green-black:")
}
