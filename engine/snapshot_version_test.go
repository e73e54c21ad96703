package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// snapshotVersion reads the version a snapshot claims as reading the
// whole value does (readVersion): the same version, or decodeSnapshot
// fails with the same error, for every kept snapshot file and for data
// made to trip the quick read; and the files Snapshot writes are read the
// quick way.
func TestSnapshotVersionReadsAsTheWholeValue(t *testing.T) {
	t.Parallel()
	names, err := filepath.Glob(filepath.Join("testdata", "snapshots", "v*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, names)
	var inputs []string
	quick := 0
	for _, n := range names {
		data, err := os.ReadFile(n)
		require.NoError(t, err)
		inputs = append(inputs, string(data))
		if _, ok := quickVersion(data); ok {
			quick++
		}
		if strings.HasPrefix(filepath.Base(n), fmt.Sprintf("v%d-", SnapshotVersion)) {
			_, ok := quickVersion(data)
			assert.True(t, ok, "%s: a snapshot Snapshot writes is read the quick way", n)
		}
	}
	require.Positive(t, quick)
	v := SnapshotVersion
	inputs = append(inputs,
		fmt.Sprintf(`{"version":%d,"logOn":true}`, v),
		fmt.Sprintf(`{"version":%d,"VERSION":3}`, v),          // encoding/json takes the last key, in any case
		fmt.Sprintf(`{"version":%d,"Version":1}`, v),          //
		fmt.Sprintf(`{"version":%d,"\u0076ersion":2}`, v),     // an escaped key
		fmt.Sprintf("{\"version\":%d,\"ver\u017fion\":2}", v), // the long s folds to s
		fmt.Sprintf(`{"version":%d,"x":`, v),                  // cut short
		fmt.Sprintf(`{"version":%d,"x":1,}`, v),               // not JSON after the version
		fmt.Sprintf(`{"version":%d,"x":1} trailing`, v),
		fmt.Sprintf(`{"version":%d,"x":[1,2}`, v),
		`{"version":99,"x":`, // a version not read, then bad data: the bad data's error
		`{"version":99,"x":1}`,
		`{"version":0,"x":1}`,
		`{"version":012,"x":1}`,
		`{"version":+5,"x":1}`,
		`{"version":-5,"x":1}`,
		`{"version":1e1,"x":1}`,
		`{"version":"5","x":1}`,
		`{"version": 5,"x":1}`,
		`{"version":5}`,
		`[1,2]`,
		``,
		`{"logOn":true,"version":5}`,
	)
	for _, in := range inputs {
		what := in[:min(len(in), 60)]
		wantV, wantErr := readVersion([]byte(in))
		if wantErr != nil { // decoding fails the same way after a quick read
			_, gotErr := decodeSnapshot([]byte(in))
			require.Error(t, gotErr, what)
			assert.ErrorIs(t, gotErr, ErrBadSnapshot, what)
			assert.Equal(t, wantErr.Error(), gotErr.Error(), what)
			continue
		}
		gotV, gotErr := snapshotVersion([]byte(in))
		require.NoError(t, gotErr, what)
		assert.Equal(t, wantV, gotV, what)
	}
}
