package engine_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/engine"
)

// Every kind of event cites the rule that defines it.
func TestEveryEventKindHasARule(t *testing.T) {
	t.Parallel()
	cite := regexp.MustCompile(`^CR [1-9][0-9]{2}(\.[0-9]+[a-z]?)?$`)
	assert.Empty(t, engine.EvNone.Rule())
	n := 0
	for k := engine.EvNone + 1; k.String() != "invalid event"; k++ {
		assert.Regexp(t, cite, k.Rule(), "event kind %v", k)
		n++
	}
	assert.Greater(t, n, 30)
	assert.Equal(t, "CR 701.27a", engine.EvTransformed.Rule())
	assert.Empty(t, engine.EventKind(200).Rule())
}
