package scenario

import (
	"go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cathar-engine/cathar/engine"
)

// referencePath is the format reference for people: every word the parser
// accepts must be written there.
const referencePath = "../docs/scenarios.md"

// TestReferenceNamesEveryKeyword proves that the reference mentions, in
// code (a code block or a `code span`), every word the parser accepts:
// the words its source matches tokens against (reserved or, like the
// words version 2 adds, keywords only where they appear), the reserved words, the
// step names, the keyword abilities and counter kinds it parses through
// the engine, the kinds of decisions a file answers, and the engine's
// error messages, which `expect error` compares with.
func TestReferenceNamesEveryKeyword(t *testing.T) {
	ref, err := os.ReadFile(referencePath)
	if err != nil {
		t.Fatal(err)
	}
	words, phrases := codeOf(string(ref))
	accepted, err := parserWords(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range accepted {
		if !words[w] {
			t.Errorf("the parser accepts %q, which the reference does not mention in code", w)
		}
	}
	reserved := Keywords()
	for _, w := range reserved {
		if !words[w] {
			t.Errorf("the reference does not mention the keyword %q in code", w)
		}
	}
	named := slices.Concat(names(engine.Step.String), names(engine.Keyword.String), names(engine.CounterKind.String))
	for _, n := range named {
		if !phrases(n) {
			t.Errorf("the reference does not mention %q in code", n)
		}
	}
	for _, k := range names(engine.DecisionKind.String) {
		if !strings.Contains(string(ref), "*"+k+"*") {
			t.Errorf("the reference's decisions table does not name the decision %q (as *%s*)", k, k)
		}
	}
	for _, e := range engineErrors {
		if !strings.Contains(string(ref), "`"+e.Error()+"`") {
			t.Errorf("the reference does not list the engine's error message `%s`", e)
		}
	}
}

// names returns the names of the values of an engine enumeration, from 0
// up to the first value whose String says it is invalid.
func names[T ~uint8](str func(T) string) []string {
	var out []string
	for v := T(0); ; v++ {
		s := str(v)
		if strings.HasPrefix(s, "invalid") || v == 255 {
			return out
		}
		out = append(out, s)
	}
}

// engineErrors are the sentinel errors an action can fail with; the
// reference lists each message (ErrNotFound is the runner's own).
var engineErrors = []error{
	engine.ErrGameOver, engine.ErrNoPriority, engine.ErrTiming, engine.ErrCannotPay,
	engine.ErrSummoningSick, engine.ErrIllegalTarget, engine.ErrUnknownPlayer, engine.ErrPlayerLeft,
	engine.ErrUnknownObject, engine.ErrWrongZone, engine.ErrNotController, engine.ErrInvalidValue,
	engine.ErrNoAbility, engine.ErrNotCastable, engine.ErrLandPlay, engine.ErrIllegalAttack,
	engine.ErrIllegalBlock, engine.ErrNotWaiting, engine.ErrNoDecision, engine.ErrIllegalChoice,
	engine.ErrUnknownCard, engine.ErrLoyaltyUsed, ErrNotFound,
}

var (
	fence    = regexp.MustCompile("(?s)```[a-z]*\n(.*?)```")
	span     = regexp.MustCompile("`([^`\n]+)`")
	wordChar = regexp.MustCompile(`[A-Za-z0-9/+-]+`)
)

// codeOf returns the words written in the code of a Markdown text, lower
// case, and a test of whether a phrase appears in it.
func codeOf(md string) (map[string]bool, func(string) bool) {
	var code []string
	for _, m := range fence.FindAllStringSubmatch(md, -1) {
		code = append(code, m[1])
	}
	rest := fence.ReplaceAllString(md, "")
	for _, m := range span.FindAllStringSubmatch(rest, -1) {
		code = append(code, m[1])
	}
	all := strings.ToLower(strings.Join(code, "\n"))
	words := map[string]bool{}
	for _, w := range wordChar.FindAllString(all, -1) {
		words[w] = true
		for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '/' || r == '-' || r == '+' }) {
			words[part] = true
		}
	}
	return words, func(p string) bool { return strings.Contains(all, strings.ToLower(p)) }
}

// parserWords returns, sorted and in lower case, the words the package's
// parser matches tokens against: the string arguments of the token tests
// (is, accept, acceptSeq), the string keys of map literals and the
// strings compared with == in the parser's files.
func parserWords(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	add := func(e ast.Expr) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != gotoken.STRING {
			return
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return
		}
		for _, w := range strings.Fields(s) {
			if wordChar.MatchString(w) && strings.ToLower(w) == w && !strings.ContainsAny(w, "/+{}") {
				set[w] = true
			}
		}
	}
	fset := gotoken.NewFileSet()
	for _, path := range files {
		base := filepath.Base(path)
		if strings.HasSuffix(base, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return nil, err
		}
		parsing := strings.HasPrefix(base, "parse") || base == "lex.go"
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					switch sel.Sel.Name {
					case "is", "accept", "acceptSeq":
						for _, a := range n.Args {
							add(a)
						}
					}
				}
			case *ast.CompositeLit:
				if _, ok := n.Type.(*ast.MapType); ok && parsing {
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							add(kv.Key)
						}
					}
				}
			case *ast.BinaryExpr:
				if n.Op == gotoken.EQL && parsing {
					add(n.X)
					add(n.Y)
				}
			}
			return true
		})
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	slices.Sort(out)
	return out, nil
}

// TestParserWordsFindsTheTokenTests shows that the scan above sees a word
// that a parser file tests a token against, so that a word added to the
// parser without being reserved or documented would be caught.
func TestParserWordsFindsTheTokenTests(t *testing.T) {
	dir := t.TempDir()
	src := "package scenario\n\nfunc (p *parser) extra(c *cursor) bool {\n\treturn c.accept(\"flashback\") || c.peek().is(\"loyalty\") || w == \"tap\"\n}\n\nvar sizes = map[string]int{\"huge\": 1}\n"
	if err := os.WriteFile(filepath.Join(dir, "parse_extra.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := parserWords(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"flashback", "huge", "loyalty", "tap"}
	if !slices.Equal(got, want) {
		t.Fatalf("parserWords = %v, want %v", got, want)
	}
	words, _ := codeOf("Write `Alice casts moonrise with flashback`.\n\n```\nexpect arlinn loyalty 5\n```\n")
	for _, w := range []string{"flashback", "loyalty", "casts"} {
		if !words[w] {
			t.Errorf("codeOf misses %q", w)
		}
	}
	if words["write"] {
		t.Error("codeOf counts prose as code")
	}
}
