package cathar

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// rulesIndexPath is the generated index from Comprehensive Rules number to
// the code that cites it.
const rulesIndexPath = "docs/rules-index.md"

// rulesDataPath is the same index as data, which package rulesindex
// embeds for `cathar rules`.
const rulesDataPath = "rulesindex/index.tsv"

// regenerate is the command that writes the index again.
const regenerate = "go test . -run TestRulesIndex -update-rules-index"

var updateRulesIndex = flag.Bool("update-rules-index", false, "write "+rulesIndexPath+" and "+rulesDataPath+" from the code's CR citations")

// TestRulesIndex checks that the committed rules index, and its data for
// package rulesindex, are the ones the code's citations give, and writes
// them with -update-rules-index.
func TestRulesIndex(t *testing.T) {
	idx, err := collectCitations(".")
	require.NoError(t, err)
	for path, want := range map[string][]byte{rulesIndexPath: renderRulesIndex(idx), rulesDataPath: renderRulesData(idx)} {
		if *updateRulesIndex {
			require.NoError(t, os.WriteFile(path, want, 0o644))
			continue
		}
		got, err := os.ReadFile(path)
		require.NoError(t, err, "%s is missing; write it with: %s", path, regenerate)
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: the code's CR citations have changed (first difference at line %d).\nRegenerate it with: %s",
				path, firstDiffLine(got, want), regenerate)
		}
	}
}

// firstDiffLine returns the number of the first line in which a and b
// differ.
func firstDiffLine(a, b []byte) int {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

// place is where a rule is cited: a file and, in Go, the declaration.
type place struct {
	kind placeKind
	file string // slash-separated, from the module root
	decl string // "" for a scenario file
}

// placeKind orders the places of a rule: code first, then tests, then
// scenario files.
type placeKind uint8

const (
	inCode placeKind = iota
	inTest
	inScenario
)

// rulesIndex maps each cited rule number to the places that cite it.
type rulesIndex map[string][]place

func (ix rulesIndex) add(rules []string, p place) {
	for _, r := range rules {
		if !slices.Contains(ix[r], p) {
			ix[r] = append(ix[r], p)
		}
	}
}

// collectCitations reads every .go and .scenario file below root, but for
// folders whose names begin with "." or "_", Go files under testdata
// folders, the scenario files meant not to parse (malformed folders) and
// this generator's own files.
func collectCitations(root string) (rulesIndex, error) {
	ix := rulesIndex{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "malformed") {
				return filepath.SkipDir
			}
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		inTestdata := slices.Contains(strings.Split(rel, "/"), "testdata")
		switch {
		case strings.HasPrefix(name, "rulesindex"):
			return nil // the generator: its examples are not citations
		case strings.HasSuffix(name, ".go") && !inTestdata:
			return goCitations(ix, path, rel)
		case strings.HasSuffix(name, ".scenario"):
			return scenarioCitations(ix, path, rel)
		}
		return nil
	})
	return ix, err
}

// goCitations adds the citations of a Go file's comments and string
// literals, each to the declaration it is in or documents.
func goCitations(ix rulesIndex, path, rel string) error {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		return err
	}
	kind := inCode
	if strings.HasSuffix(rel, "_test.go") {
		kind = inTest
	}
	// mentioned: the declarations in which a comment has named CR so far.
	mentioned := map[string]bool{}
	for _, cg := range f.Comments { // in order: a doc comment comes first
		text, decl := commentText(cg), declAt(f, cg.Pos())
		ix.add(citedRules(text, mentioned[decl]), place{kind: kind, file: rel, decl: decl})
		mentioned[decl] = mentioned[decl] || crRe.MatchString(text)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil {
				ix.add(citedRules(s, false), place{kind: kind, file: rel, decl: declAt(f, lit.Pos())})
			}
		}
		return true
	})
	return nil
}

// commentText joins the lines of a comment group with spaces, so that a
// citation broken across lines reads as one.
func commentText(cg *ast.CommentGroup) string {
	var b strings.Builder
	for _, c := range cg.List {
		t := c.Text
		switch {
		case strings.HasPrefix(t, "//"):
			t = t[2:]
		case strings.HasPrefix(t, "/*"):
			t = strings.TrimSuffix(t[2:], "*/")
		}
		b.WriteString(strings.TrimSpace(t))
		b.WriteByte(' ')
	}
	return b.String()
}

// declAt names the top-level declaration that holds pos or whose doc
// comment it is in: a function (Recv.Name for a method), a type, or the
// constant or variable of its spec. A comment outside every declaration
// is "package doc" or "file comment".
func declAt(f *ast.File, pos token.Pos) string {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if within(pos, d.Doc, d) {
				return funcName(d)
			}
		case *ast.GenDecl:
			if !within(pos, d.Doc, d) {
				continue
			}
			first := ""
			for _, s := range d.Specs {
				name, doc, comment := specName(s)
				if first == "" {
					first = name
				}
				if within(pos, doc, s) || comment != nil && pos >= comment.Pos() && pos <= comment.End() {
					return name
				}
			}
			return first
		}
	}
	if f.Doc != nil && pos >= f.Doc.Pos() && pos <= f.Doc.End() {
		return "package doc"
	}
	return "file comment"
}

// within reports whether pos is in node n or in its doc comment.
func within(pos token.Pos, doc *ast.CommentGroup, n ast.Node) bool {
	start := n.Pos()
	if doc != nil {
		start = doc.Pos()
	}
	return pos >= start && pos <= n.End()
}

func funcName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch x := t.(type) {
	case *ast.Ident:
		return x.Name + "." + d.Name.Name
	case *ast.IndexExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			return id.Name + "." + d.Name.Name
		}
	case *ast.IndexListExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			return id.Name + "." + d.Name.Name
		}
	}
	return d.Name.Name
}

// specName returns the name a spec declares, and its doc and line
// comments.
func specName(s ast.Spec) (string, *ast.CommentGroup, *ast.CommentGroup) {
	switch s := s.(type) {
	case *ast.TypeSpec:
		return s.Name.Name, s.Doc, s.Comment
	case *ast.ValueSpec:
		return s.Names[0].Name, s.Doc, s.Comment
	}
	return "", nil, nil
}

// scenarioCitations adds the citations of a scenario file's comments:
// each run of whole-line comments is one text, and so is each comment at
// the end of a statement. Once one has named CR, the dotted rule numbers
// of the later ones are citations too.
func scenarioCitations(ix rulesIndex, path, rel string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var rules []string
	var run strings.Builder
	mentioned := false // CR has been named in the file
	cite := func(text string) {
		rules = append(rules, citedRules(text, mentioned)...)
		mentioned = mentioned || crRe.MatchString(text)
	}
	flush := func() {
		cite(run.String())
		run.Reset()
	}
	for line := range strings.Lines(string(src)) {
		stmt, comment, ok := cutComment(line)
		if !ok {
			flush()
			continue
		}
		if strings.TrimSpace(stmt) != "" {
			flush()
			cite(comment)
			continue
		}
		run.WriteString(comment)
		run.WriteByte(' ')
	}
	flush()
	ix.add(rules, place{kind: inScenario, file: rel})
	return nil
}

// cutComment splits a scenario line at its comment: `#` outside double
// quotes.
func cutComment(line string) (stmt, comment string, ok bool) {
	quoted := false
	for i, r := range line {
		switch {
		case r == '"':
			quoted = !quoted
		case r == '#' && !quoted:
			return line[:i], strings.TrimSpace(line[i+1:]), true
		}
	}
	return line, "", false
}

// ruleKey orders rule numbers as the rules do: 104.3a before 104.10,
// 702.145b before 702.145b(2).
type ruleKey struct {
	section, sub int
	letter       string
	part         int
}

func keyOf(r string) ruleKey {
	var k ruleKey
	s := r
	if i := strings.IndexByte(s, '('); i >= 0 {
		k.part, _ = strconv.Atoi(strings.TrimSuffix(s[i+1:], ")"))
		s = s[:i]
	}
	k.letter = letterPart(s)
	s = stem(s)
	m, sub, _ := strings.Cut(s, ".")
	k.section, _ = strconv.Atoi(m)
	k.sub = -1
	if sub != "" {
		k.sub, _ = strconv.Atoi(sub)
	}
	return k
}

func compareRules(a, b string) int {
	x, y := keyOf(a), keyOf(b)
	switch {
	case x.section != y.section:
		return x.section - y.section
	case x.sub != y.sub:
		return x.sub - y.sub
	case x.letter != y.letter:
		return strings.Compare(x.letter, y.letter)
	}
	return x.part - y.part
}

// chapters are the titles of the Comprehensive Rules' nine sections.
var chapters = [...]string{1: "Game Concepts", 2: "Parts of a Card", 3: "Card Types", 4: "Zones", 5: "Turn Structure",
	6: "Spells, Abilities, and Effects", 7: "Additional Rules", 8: "Multiplayer Rules", 9: "Casual Variants"}

// sortedRules returns the rule numbers of ix in the order of the rules,
// and sorts the places of each: code, tests, scenario files, each by file
// and declaration.
func sortedRules(ix rulesIndex) []string {
	rules := make([]string, 0, len(ix))
	for r := range ix {
		rules = append(rules, r)
		slices.SortFunc(ix[r], func(x, y place) int {
			if x.kind != y.kind {
				return int(x.kind) - int(y.kind)
			}
			if c := strings.Compare(x.file, y.file); c != 0 {
				return c
			}
			return strings.Compare(x.decl, y.decl)
		})
	}
	slices.SortFunc(rules, compareRules)
	return rules
}

// renderRulesData writes the index as the data package rulesindex
// embeds: one line per place, RULE, KIND, FILE and DECL separated by tabs.
func renderRulesData(ix rulesIndex) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Where the code cites each rule of the Comprehensive Rules, %s edition.\n# Generated from the code's citations, as docs/rules-index.md; do not edit. Write it again with\n#     %s\n",
		"September 25, 2026", regenerate)
	kinds := [...]string{inCode: "code", inTest: "test", inScenario: "scenario"}
	for _, r := range sortedRules(ix) {
		for _, p := range ix[r] {
			fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", r, kinds[p.kind], p.file, p.decl)
		}
	}
	return b.Bytes()
}

// renderRulesIndex writes the index as Markdown: one table per section of
// the rules, one row per rule number, with the declarations that cite it
// in code, in tests, and the scenario files.
func renderRulesIndex(ix rulesIndex) []byte {
	rules := sortedRules(ix)
	var b bytes.Buffer
	fmt.Fprintf(&b, `# Comprehensive Rules index

Where the code cites each rule of the Comprehensive Rules, September 25,
2026 edition: the rule numbers are those of that edition. The index is
generated from the `+"`CR`"+` citations in the comments and strings of the Go
code and in the comments of the scenario files; do not edit it by hand.
After changing citations, write it again with

    %s

and commit it: the test fails while it is stale (the same command writes
the data that `+"`cathar rules NUMBER`"+` reads, in rulesindex/index.tsv). How
citations are written is in [internals.md](internals.md#citing-the-rules).
Only current numbers are listed; the numbers that moved since the
September 19, 2025 edition (day and night was 730, handling illegal
actions 732, mana emptying 500.4) are in
[rules-editions.md](rules-editions.md).

%d rules are cited.
`, regenerate, len(rules))
	chapter := 0
	for _, r := range rules {
		if c := keyOf(r).section / 100; c != chapter {
			chapter = c
			title := ""
			if c < len(chapters) {
				title = chapters[c]
			}
			fmt.Fprintf(&b, "\n## %d. %s\n\n| Rule | Code | Tests | Scenarios |\n| --- | --- | --- | --- |\n", c, title)
		}
		places := ix[r]
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r, cell(places, inCode), cell(places, inTest), cell(places, inScenario))
	}
	return b.Bytes()
}

// cell lists the places of one kind: each file once, with its
// declarations.
func cell(places []place, kind placeKind) string {
	var parts []string
	for i := 0; i < len(places); {
		p := places[i]
		j := i
		var decls []string
		for ; j < len(places) && places[j].kind == p.kind && places[j].file == p.file; j++ {
			if places[j].decl != "" {
				decls = append(decls, "`"+places[j].decl+"`")
			}
		}
		if p.kind == kind {
			s := p.file
			if len(decls) > 0 {
				s += " " + strings.Join(decls, ", ")
			}
			parts = append(parts, s)
		}
		i = j
	}
	return strings.Join(parts, "<br>")
}
