package engine

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPlainKeysAgreeWithTokens: noDuplicateKeys, which scans plain keys
// without tokens (plainKeysUnique) and reads the tokens only when it
// can't tell, says what reading the tokens says, on the JSON files of
// testdata (a few of each kind), each with a key given twice, and on hand-made cases (escapes,
// invalid UTF-8, non-JSON, many keys).
func TestPlainKeysAgreeWithTokens(t *testing.T) {
	t.Parallel()
	cases := []string{
		`{"a":1,"a":2}`, `{"a":1,"b":{"a":2}}`, `[{"a":1},{"a":1}]`, `{"a":"\"a\"","b":1}`,
		`{"\u0061":1,"a":2}`, `{"a\"":1,"a\"":2}`, "{\"\xff\":1,\"\xfe\":2}", `{"a":1,"a":2`,
		`{"a" "a"}`, `{"a":1}{"a":1}`, `{"a":1]`, `"a"`, `{"a":[1,"a",{"a":1,"b":2}],"b":[]}`,
		`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k18":18,"k19":19,"k20":20,"k21":21,"k22":22,"k23":23,"k24":24,"k25":25,"k26":26,"k27":27,"k28":28,"k29":29,"k30":30,"k31":31,"k32":32,"k0":0}`,
		``, `{`, `}`, `{"a":"b\`, `{"a":1,"b":2,"a":3}`, `{"a":{"b":1},"b":{"b":2}}`,
	}
	for _, dir := range []string{"testdata/json", "testdata/snapshots", "testdata/recordings"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, f := range files[:min(len(files), 8)] { // a few of each kind: reading the tokens is slow
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			cases = append(cases, string(b))
			// The first key of the file given twice, where it is.
			for i := 0; i+1 < len(b); i++ {
				if b[i] == '{' && b[i+1] == '"' {
					end := i + 2
					for end < len(b) && b[end] != '"' {
						end++
					}
					if end+1 < len(b) {
						key := string(b[i+1 : end+1])
						cases = append(cases, string(b[:i+1])+key+":0,"+string(b[i+1:]))
					}
					break
				}
			}
		}
	}
	dups := 0
	for _, c := range cases {
		got, want := noDuplicateKeys([]byte(c)), noDuplicateKeysTokens([]byte(c))
		if (got == nil) != (want == nil) || got != nil && got.Error() != want.Error() {
			t.Errorf("%.80q: %v, reading the tokens %v", c, got, want)
		}
		if want != nil {
			dups++
		}
	}
	if dups < 10 {
		t.Errorf("only %d cases with a key given twice", dups)
	}
}
