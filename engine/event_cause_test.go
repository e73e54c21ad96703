package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// causeNameList returns the name of every cause, CauseNone's left out.
func causeNameList() []string {
	var names []string
	for c := CauseNone + 1; c < numEventCauses; c++ {
		names = append(names, c.String())
	}
	return names
}

// Every cause has its own name and a rule, and belongs to the list of the
// kinds that record it; Event.Cause reads it only for those kinds.
func TestEventCauses(t *testing.T) {
	names := map[string]bool{}
	for c := CauseNone + 1; c < numEventCauses; c++ {
		assert.NotEmpty(t, c.String(), "cause %d has no name", c)
		assert.False(t, names[c.String()], "two causes are named %q", c)
		names[c.String()] = true
		assert.Regexp(t, `^CR \d{3}\.\d+[a-z]?$`, c.Rule(), c.String())
	}
	assert.Empty(t, CauseNone.String()+CauseNone.Rule()+numEventCauses.String()+numEventCauses.Rule())
	seen := map[EventCause]int{}
	for k := EvNone; k < numEventKinds; k++ {
		cs := kindCauses(k)
		for aux := int32(-1); aux < 5; aux++ {
			ev := Event{Kind: k, Aux: aux}
			c, ok := ev.Cause()
			want := aux > 0 && int(aux) < len(cs)
			assert.Equal(t, want, ok, "%v with Aux %d", k, aux)
			if !want {
				assert.Equal(t, CauseNone, c)
				continue
			}
			assert.Equal(t, cs[aux], c)
			assert.Equal(t, c.Rule(), (&Game{}).EventRule(ev), "%v: the rule its cause bears", k)
			if k != EvCountersRemoved { // shares the list of EvCountersAdded
				seen[c]++
			}
		}
	}
	for c := CauseNone + 1; c < numEventCauses; c++ {
		assert.Equal(t, 1, seen[c], "cause %q belongs to one list of one kind", c)
	}
}
