package engine_test

import (
	"encoding/json"
	"errors"
	"fmt"
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
	t.Parallel()
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
			_, err := replayChecked(r, cards.Lookup)
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
			_, err := replayChecked(withPut, lookup)
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
	t.Parallel()
	g := newGame(t)
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	snap, err := g.Snapshot()
	require.NoError(t, err)
	require.Contains(t, string(snap), `"Grizzly Bears"`)
	bad := json.RawMessage(strings.ReplaceAll(string(snap), `"Grizzly Bears"`, `"Nonesuch"`))
	_, err = restoreChecked(bad, cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorIs(t, err, engine.ErrUnknownCard)
	msg := err.Error()
	assert.Equal(t, 1, strings.Count(msg, "unknown card"), "%q", msg)
	assert.Equal(t, 1, strings.Count(msg, `"Nonesuch"`), "%q", msg)
}

// The decision to name the card is made by type, not by the message: an
// unknown card from cards.Lookup (or a registry's suggestions) is an
// *engine.UnknownCardError whose Name errors.As finds through Replay's and
// Restore's errors, and a lookup's own error whose words happen to hold
// the quoted name, but which is no UnknownCardError of it, still gets the
// card named by the engine.
func TestUnknownCardErrorIsTyped(t *testing.T) {
	t.Parallel()
	_, err := cards.Lookup("Nonesuch")
	var unknown *engine.UnknownCardError
	require.ErrorAs(t, err, &unknown)
	assert.Equal(t, "Nonesuch", unknown.Name)
	assert.Equal(t, `"Nonesuch": unknown card`, err.Error())
	require.ErrorIs(t, err, engine.ErrUnknownCard)

	suggested := &cards.UnknownCardError{Name: "Grizly Bears", Suggestions: []string{"Grizzly Bears"}}
	require.ErrorAs(t, suggested, &unknown)
	assert.Equal(t, "Grizly Bears", unknown.Name)
	require.ErrorIs(t, suggested, engine.ErrUnknownCard)

	g := newGameWith(t, []engine.GameOption{engine.WithRecording()})
	put(t, g, alice, zones.Battlefield, "Grizzly Bears")
	startMain(t, g)
	r := g.Recording()
	pl := *r.Calls[0].Placement
	pl.Card = "Nonesuch"
	r.Calls[0].Placement = &pl
	_, err = replayChecked(r, cards.Lookup)
	require.ErrorAs(t, err, &unknown)
	assert.Equal(t, "Nonesuch", unknown.Name)

	// Another card's error that quotes the name looked up is not taken
	// for its own.
	other := func(name string) (*engine.CardDef, error) {
		if name == "Nonesuch" {
			return nil, fmt.Errorf(`%q asked for %w`, name, &engine.UnknownCardError{Name: "Nonesuch Token"})
		}
		return cards.Lookup(name)
	}
	_, err = replayChecked(r, other)
	require.ErrorIs(t, err, engine.ErrUnknownCard)
	msg := err.Error()
	assert.Contains(t, msg, `card "Nonesuch": "Nonesuch" asked for "Nonesuch Token": unknown card`, "%q", msg)
	assert.Equal(t, 1, strings.Count(msg, "unknown card"), "%q", msg)
}
