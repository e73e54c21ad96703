package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// TestTargetErrorHidesUnknownCards checks that the error of a target in a
// hidden zone doesn't name a card the caster may not see (CR 400.2, 401.3,
// 402.3): object IDs are small integers, so naming it would let anyone
// probe an opponent's hand or library. A card the caster knows, such as
// one in their own hand, keeps its name.
func TestTargetErrorHidesUnknownCards(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		owner engine.PlayerID
		zone  zones.Kind
		words string
	}{
		{"a card in an opponent's hand", bob, zones.Hand, "a hidden card in Bob's hand: it isn't on the battlefield"},
		{"a card in an opponent's library", bob, zones.Library, "a hidden card in Bob's library: it isn't on the battlefield"},
		{"a card in the caster's library", alice, zones.Library, "a hidden card in Alice's library: it isn't on the battlefield"},
		{"a card in the caster's own hand", alice, zones.Hand, "Hill Giant: it isn't on the battlefield"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t)
			giant := put(t, g, tt.owner, tt.zone, "Hill Giant")
			put(t, g, alice, zones.Battlefield, "Mountain")
			bolt := put(t, g, alice, zones.Hand, "Lightning Bolt")
			startMain(t, g)
			err := g.CastSpell(alice, bolt, engine.CastOptions{Targets: []engine.Target{target(giant)}})
			require.ErrorIs(t, err, engine.ErrIllegalTarget)
			var te *engine.TargetError
			require.True(t, errors.As(err, &te), "a TargetError: %v", err)
			assert.Equal(t, engine.ReasonWrongZone, te.Reason)
			assert.Equal(t, tt.words, te.Words)
			if tt.owner != alice || tt.zone != zones.Hand {
				assert.NotContains(t, err.Error(), "Hill Giant")
			}
		})
	}
}
