package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/engine"
)

// seedOneRecording is the recording the browser tests replay: the game
// of `cathar replay --seed 1`, committed so that they need not build the
// game as this command does.
const seedOneRecording = "../web/testdata/seed1.recording.json"

// TestReplaySeedOneRecordingFile checks that the committed recording is
// the one `cathar replay --seed 1 --save-recording FILE` writes now; with
// -update it writes it again.
func TestReplaySeedOneRecordingFile(t *testing.T) {
	dir := t.TempDir()
	fresh := filepath.Join(dir, "seed1.recording.json")
	code, out, errOut := runReplay("--seed", "1", "--save-recording", fresh, "-o", filepath.Join(dir, "game.html"))
	require.Equal(t, 0, code, errOut)
	require.Empty(t, out+errOut)
	data, err := os.ReadFile(fresh)
	require.NoError(t, err)
	if *updateGolden {
		require.NoError(t, os.WriteFile(seedOneRecording, data, 0o644))
	}
	committed, err := os.ReadFile(seedOneRecording)
	require.NoError(t, err)
	if bytes.Equal(data, committed) {
		return
	}
	var want, got engine.Recording
	require.NoError(t, json.Unmarshal(data, &want))
	require.NoError(t, json.Unmarshal(committed, &got), "%s is not a recording; %s", seedOneRecording, rewriteRecording)
	t.Errorf("%s is not the recording `cathar replay --seed 1` writes now (%s); %s",
		seedOneRecording, recordingDiff(want, got), rewriteRecording)
}

// rewriteRecording says how to write seedOneRecording again.
const rewriteRecording = "run `go test ./cmd/cathar -run TestReplaySeedOneRecordingFile -update` to write it again"

// recordingDiff names the first difference between the recording the
// command writes and the committed one, as a short phrase.
func recordingDiff(want, got engine.Recording) string {
	switch {
	case want.Version != got.Version:
		return fmt.Sprintf("version %d, not %d", want.Version, got.Version)
	case want.Seed != got.Seed || want.Variant != got.Variant:
		return "another seed or variant"
	case !reflect.DeepEqual(want.Players, got.Players):
		return "other players or decks"
	}
	for i := range min(len(want.Calls), len(got.Calls)) {
		if !reflect.DeepEqual(want.Calls[i], got.Calls[i]) {
			w, _ := json.Marshal(want.Calls[i])
			g, _ := json.Marshal(got.Calls[i])
			return fmt.Sprintf("call %d is %s, not %s", i, w, g)
		}
	}
	if len(want.Calls) != len(got.Calls) {
		return fmt.Sprintf("%d calls, not %d", len(want.Calls), len(got.Calls))
	}
	return "the same game written otherwise"
}
