package engine_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestReplayUnknownCardSaysItOnce checks the error of a recording that
// names a card the lookup does not know, in a deck and in a setup Put: it
// matches ErrBadRecording and ErrUnknownCard (errors.Is), and says
// "unknown card" and the card's name once each.
func TestReplayUnknownCardSaysItOnce(t *testing.T) {
	g := newGameWith(t, []engine.GameOption{engine.WithRecording()})
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	good := g.Recording()
	require.NotEmpty(t, good.Calls)
	require.Equal(t, engine.OpPut, good.Calls[0].Op)

	withDeck := g.Recording()
	withDeck.Players[0].Deck = append(slices.Clone(withDeck.Players[0].Deck), "Nonesuch")
	withPut := g.Recording()
	pl := *withPut.Calls[0].Placement
	pl.Card = "Nonesuch"
	withPut.Calls[0].Placement = &pl

	for name, r := range map[string]engine.Recording{"deck": withDeck, "put": withPut} {
		t.Run(name, func(t *testing.T) {
			_, err := engine.Replay(r, cards.Lookup)
			require.ErrorIs(t, err, engine.ErrBadRecording)
			require.ErrorIs(t, err, engine.ErrUnknownCard)
			msg := err.Error()
			assert.Equal(t, 1, strings.Count(msg, "unknown card"), "%q", msg)
			assert.Equal(t, 1, strings.Count(msg, `"Nonesuch"`), "%q", msg)
			assert.NotContains(t, msg, "\n")
		})
	}

	// A lookup that finds nothing without an error, or fails with an
	// error of its own, gets the sentinel added, said once.
	offline := errors.New("registry offline")
	lookups := map[string]func(string) (*engine.CardDef, error){
		"nothing found": func(name string) (*engine.CardDef, error) {
			if name == "Nonesuch" {
				return nil, nil
			}
			return cards.Lookup(name)
		},
		"own error": func(name string) (*engine.CardDef, error) {
			if name == "Nonesuch" {
				return nil, offline
			}
			return cards.Lookup(name)
		},
	}
	for name, lookup := range lookups {
		t.Run(name, func(t *testing.T) {
			_, err := engine.Replay(withPut, lookup)
			require.ErrorIs(t, err, engine.ErrBadRecording)
			require.ErrorIs(t, err, engine.ErrUnknownCard)
			msg := err.Error()
			assert.Equal(t, 1, strings.Count(msg, "unknown card"), "%q", msg)
			assert.Equal(t, 1, strings.Count(msg, `"Nonesuch"`), "%q", msg)
			if name == "own error" {
				require.ErrorIs(t, err, offline)
			}
		})
	}
}

// TestRestoreUnknownCardSaysItOnce is the same for a snapshot naming a
// card the lookup does not know.
func TestRestoreUnknownCardSaysItOnce(t *testing.T) {
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	snap, err := g.Snapshot()
	require.NoError(t, err)
	require.Contains(t, string(snap), `"Grizzly Bears"`)
	bad := json.RawMessage(strings.ReplaceAll(string(snap), `"Grizzly Bears"`, `"Nonesuch"`))
	_, err = engine.Restore(bad, cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorIs(t, err, engine.ErrUnknownCard)
	msg := err.Error()
	assert.Equal(t, 1, strings.Count(msg, "unknown card"), "%q", msg)
	assert.Equal(t, 1, strings.Count(msg, `"Nonesuch"`), "%q", msg)
}
