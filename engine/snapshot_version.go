package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// snapshotVersion returns the version a snapshot's data claims, or an
// error that wraps ErrBadSnapshot when data is not a JSON value whose
// version can be read (readVersion). A snapshot that Snapshot wrote
// starts with its version: it is read from there (quickVersion), without
// reading the whole data once more before decoding it, which the decoding
// of the version's form does and which fails the same way on bad data.
func snapshotVersion(data []byte) (int, error) {
	if v, ok := quickVersion(data); ok {
		return v, nil
	}
	return readVersion(data)
}

// readVersion reads the version of a snapshot's data as encoding/json
// does: the whole value is read.
func readVersion(data []byte) (int, error) {
	var head struct {
		Version int `json:"version"`
	}
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&head); err != nil {
		return 0, fmt.Errorf("%w: %v", ErrBadSnapshot, err)
	}
	return head.Version, nil
}

// quickPrefix is how a snapshot that Snapshot wrote starts.
const quickPrefix = `{"version":`

// quickVersion returns the version of data when it starts with
// quickPrefix, a version this engine reads and a comma, and reports
// whether it did. It gives up (false) whenever readVersion could read
// another version or fail: another key that encoding/json would take as
// the version (it matches keys without regard to case, and through
// escapes and the long s that folds to an s), or a version this engine
// does not read, whose error must be the one readVersion gives.
func quickVersion(data []byte) (int, bool) {
	rest, ok := bytes.CutPrefix(data, []byte(quickPrefix))
	if !ok {
		return 0, false
	}
	end := bytes.IndexByte(rest, ',')
	if end < 1 || end > 3 || rest[0] == '0' || bytes.ContainsFunc(rest[:end], func(r rune) bool { return r < '0' || r > '9' }) {
		return 0, false
	}
	v, err := strconv.Atoi(string(rest[:end]))
	if err != nil || v < 1 || v > SnapshotVersion {
		return 0, false
	}
	if bytes.Contains(rest, []byte(`\u`)) || bytes.Contains(rest, []byte("\u017f")) || containsFold(rest, "version") {
		return 0, false
	}
	return v, true
}

// containsFold reports whether data holds word, in ASCII letters of any
// case.
func containsFold(data []byte, word string) bool {
	for i := 0; i+len(word) <= len(data); i++ {
		if data[i]|0x20 == word[0]|0x20 && bytes.EqualFold(data[i:i+len(word)], []byte(word)) {
			return true
		}
	}
	return false
}
