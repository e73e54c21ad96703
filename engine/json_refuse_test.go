package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// The decoders refuse, with a JSONError wrapping ErrMalformedJSON, what
// docs/json.md says a form never has, and leave the value unchanged.
func TestJSONDecodersRefuseWhatFormsNeverWrite(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		`{"kind":"pass","player":0,"obj":5}`,
		`{"kind":"pass","player":0,"flash":true}`,
		`{"kind":"pass","player":0,"targets":[{"player":1}]}`,
		`{"kind":"pass","player":0,"player":1}`,
	} {
		_, err := engine.DecodeAction([]byte(in))
		require.ErrorIs(t, err, engine.ErrMalformedJSON, "action %s", in)
	}
	_, err := engine.DecodeAction([]byte(`{"kind":"pass","player":0}`))
	require.NoError(t, err)

	for _, in := range []string{
		`{"player":0,"choices":[1],"choices":[2]}`,
		`{"player":0,"player":1,"choices":[1]}`,
	} {
		_, err := engine.DecodeReply([]byte(in))
		require.ErrorIs(t, err, engine.ErrMalformedJSON, "reply %s", in)
	}

	opt := `"options":[{"index":0,"text":"Target Bob","player":1}]`
	for _, in := range []string{
		`{"kind":"target","player":0,"prompt":"","min":1,"max":1,"options":[{"index":0,"text":"x","obj":3,"yes":true}]}`,
		`{"kind":"target","player":0,"prompt":"","min":2,"max":1,` + opt + `}`,
		`{"kind":"target","player":0,"prompt":"","min":-1,"max":1,` + opt + `}`,
		`{"kind":"target","player":0,"prompt":"","min":1,"max":2,` + opt + `}`,
		`{"kind":"target","player":9,"prompt":"","min":1,"max":1,` + opt + `}`,
		`{"kind":"target","player":0,"prompt":"","min":1,"max":1,"divide":3,` + opt + `}`,
		`{"kind":"target","player":0,"prompt":"","min":1,"max":1,"options":[{"index":0,"text":"x","obj":3,"amount":2}]}`,
		`{"kind":"yes or no","player":0,"prompt":"","min":1,"max":1,"options":[{"index":0,"text":"yes"}]}`,
		`{"kind":"color","player":0,"prompt":"","min":1,"max":1,"options":[{"index":0,"text":"w","mana":"white","mana":"green"}]}`,
		`{"kind":"action","player":0,"prompt":"","min":1,"max":1,"options":[{"index":0,"text":"x"}]}`,
	} {
		d := engine.Decision{Prompt: "kept"}
		err := json.Unmarshal([]byte(in), &d)
		require.ErrorIs(t, err, engine.ErrMalformedJSON, "decision %s", in)
		require.Equal(t, "kept", d.Prompt, "a refused decision leaves the value unchanged")
	}
	var d engine.Decision
	require.NoError(t, json.Unmarshal([]byte(`{"kind":"target","player":0,"prompt":"","min":1,"max":1,`+opt+`}`), &d))

	for _, in := range []string{
		`{"seq":-1,"kind":"tapped","obj":3}`,
		`{"seq":1,"kind":"tapped","obj":-3}`,
		`{"seq":1,"kind":"attached","obj":3,"other":4,"player":1}`,
		`{"seq":1,"kind":"tapped","obj":3,"obj":4}`,
		`{"seq":1,"kind":"damage","obj":3,"target":1,"amount":2,"preventedBy":5}`,
		`{"seq":1,"kind":"damage prevented","obj":3,"target":1,"amount":2,"player":0,"preventedBy":-5}`,
		`{"seq":1,"kind":"day/night check","player":0,"target":-1,"amount":0,"checked":"neither"}`, // CR 731.2c
	} {
		ev := engine.Event{Seq: 77}
		err := json.Unmarshal([]byte(in), &ev)
		require.ErrorIs(t, err, engine.ErrMalformedJSON, "event %s", in)
		require.Equal(t, int32(77), ev.Seq)
	}
	var ev engine.Event
	require.NoError(t, json.Unmarshal([]byte(`{"seq":1,"kind":"day/night check","player":0,"target":-1,"amount":0,"checked":"night"}`), &ev))
}
