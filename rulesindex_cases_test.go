package cathar

import (
	"go/parser"
	"go/token"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCitedRules reads the ways the code writes its citations.
func TestCitedRules(t *testing.T) {
	for _, tc := range []struct {
		text      string
		mentioned bool
		want      []string
	}{
		{"a new object (CR 400.7).", false, []string{"400.7"}},
		{"CR 702.145", false, []string{"702.145"}},
		{"layer 1 (CR 613.2a): mana value", false, []string{"613.2a"}},
		{"CR 611.2a, 514.2, 800.4a).", false, []string{"611.2a", "514.2", "800.4a"}},
		{"CR 800.4a and 400.7", false, []string{"800.4a", "400.7"}},
		{"CR 510.1c–d, 510.2: a blocked creature", false, []string{"510.1c", "510.1d", "510.2"}},
		{"CR 702.145c, d, f and g, which act", false, []string{"702.145c", "702.145d", "702.145f", "702.145g"}},
		{"CR 704.5f–q", false, []string{"704.5f", "704.5g", "704.5h", "704.5i", "704.5j", "704.5k", "704.5m", "704.5n", "704.5p", "704.5q"}},
		{"CR 702.145c-g act at once", false, []string{"702.145c", "702.145d", "702.145e", "702.145f", "702.145g"}},
		{"combat (CR 506–511)", false, []string{"506", "507", "508", "509", "510", "511"}},
		{"CR 111.7–111.8, 704.5d", false, []string{"111.7", "111.8", "704.5d"}},
		{"CR 702.145b(2), 702.145e(1))", false, []string{"702.145b(2)", "702.145e(1)"}},
		{"CR 613.2 (layer 1), 707.2, 707.5", false, []string{"613.2", "707.2", "707.5"}},
		{"CR 116 (special actions), 117 (priority), 405", false, []string{"116", "117", "405"}},
		{"CR 731.2 the previous active player's 100 spells", false, []string{"731.2"}},
		{"(CR 701.27a), one more transform (701.27f) and (613.7g)", false, []string{"701.27a", "701.27f", "613.7g"}},
		{"CR 702.145d before 702.145g, then 702.145f.", false, []string{"702.145d", "702.145g", "702.145f"}},
		{"CR 702.21 ward; a card, a land", false, []string{"702.21"}},
		{"704.5g: lethal damage", true, []string{"704.5g"}},
		{"704.5g: lethal damage", false, nil},
		{"layer 7c and 3 life, 1.0 ms, 613 layers", true, nil},
		{"a 2/2 for {1}{G} costs 100.5 ns", false, nil},
		{"CRLF 702.145", false, nil},
		{"CR 400.7xy is no rule, nor 400.7l", false, nil},
	} {
		assert.Equal(t, tc.want, citedRules(tc.text, tc.mentioned), tc.text)
	}
}

// TestCompareRules orders rule numbers as the rules do.
func TestCompareRules(t *testing.T) {
	rules := []string{"702.145b(2)", "104.10", "702.145b", "104.3a", "104", "702.19b", "104.3", "702.145"}
	slices.SortFunc(rules, compareRules)
	assert.Equal(t, []string{"104", "104.3", "104.3a", "104.10", "702.19b", "702.145", "702.145b", "702.145b(2)"}, rules)
}

// TestDeclAt names the declaration a citation belongs to.
func TestDeclAt(t *testing.T) {
	src := `// Package p is an example (CR 100.1).
package p

// T is a type (CR 109).
type T struct {
	x int // a field (CR 110.1)
}

// M is a method.
func (t *T) M() {
	_ = "CR 601.2" // a string
}

const (
	// A is a constant (CR 122.1).
	A = iota
	B // CR 122.2
)

// a file comment (CR 500.1)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	require.NoError(t, err)
	var got []string
	for _, cg := range f.Comments {
		got = append(got, declAt(f, cg.Pos()))
	}
	assert.Equal(t, []string{"package doc", "T", "T", "T.M", "T.M", "A", "B", "file comment"}, got)
}
