package cards

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cathar-engine/cathar/engine"
)

// typographic maps the typographic forms of apostrophes, quotation marks,
// dashes and spaces, as text copied from a web page or a word processor
// writes them, to the plain ASCII character they stand for.
var typographic = strings.NewReplacer(
	"\u2019", "'", "\u2018", "'", "\u02bc", "'", "\u0060", "'", "\u00b4", "'", "\u2032", "'",
	"\u201c", `"`, "\u201d", `"`,
	"\u2010", "-", "\u2011", "-", "\u2012", "-", "\u2013", "-", "\u2014", "-", "\u2212", "-",
	"\u00a0", " ", "\u2009", " ", "\u202f", " ",
)

// Fold returns name with its typographic apostrophes, quotation marks,
// dashes and spaces written in ASCII, and runs of spaces made one. Case is
// kept: a card name is written with its printed capitals.
func Fold(name string) string {
	return strings.Join(strings.Fields(typographic.Replace(name)), " ")
}

// Resolve returns the exact name of the card or token that name means, and
// whether there is one. It accepts the exact name; the name with another
// apostrophe, quotation mark or dash style (’ ‘ ʼ ` for ', – — for -),
// which is the same printed name written with other characters; and a
// double-faced card's full name "Front // Back", which means its front
// face; and a token's name without the word "Token" that ends it when its
// creator gives it no name of its own (CR 111.4): "Soldier" for "Soldier
// Token". Case must match: it does not accept "mountain" for Mountain (see
// Suggest).
func Resolve(name string) (string, bool) { return builtin.Resolve(name) }

// Resolve is the package's Resolve for the cards and tokens of r.
func (r *Registry) Resolve(name string) (string, bool) {
	if n, ok := r.resolve(name); ok {
		return n, true
	}
	if !strings.HasSuffix(name, tokenWord) {
		if n, ok := r.resolve(name + tokenWord); ok && r.IsTokenName(n) {
			return n, true
		}
	}
	return "", false
}

// tokenWord ends the name a token gets from its subtypes (CR 111.4).
const tokenWord = " Token"

// resolve is Resolve without the token rule.
func (r *Registry) resolve(name string) (string, bool) {
	if _, err := r.Lookup(name); err == nil {
		return name, true
	}
	f := Fold(name)
	folded := r.foldedNames()
	if n, ok := folded[f]; ok {
		return n, true
	}
	front, back, ok := strings.Cut(f, "//")
	if !ok {
		return "", false
	}
	d, err := r.Lookup(folded[strings.TrimSpace(front)])
	if err != nil || d.Back == nil || Fold(d.Back.Name) != strings.TrimSpace(back) {
		return "", false
	}
	return d.Front.Name, true
}

// foldedNames maps each name of r and its tokens, folded, to the name.
func (r *Registry) foldedNames() map[string]string {
	r.foldMu.Lock()
	defer r.foldMu.Unlock()
	if r.folded == nil {
		r.folded = map[string]string{}
		for _, n := range r.allNames() {
			r.folded[Fold(n)] = n
		}
	}
	return r.folded
}

// allNames returns every name Lookup finds, tokens included, sorted.
func (r *Registry) allNames() []string {
	out := append(r.Names(), r.TokenNames()...)
	slices.Sort(out)
	return out
}

// Suggest returns at most n names of the pool or of its tokens that name
// may have meant, as Nearest finds them: a name that differs only in case
// or typographic style alone, otherwise the nearest by edit distance and
// the names that contain name whole. For "Front // Back" that names no
// card it suggests what the front name may have meant. It returns nil
// when nothing is near.
func Suggest(name string, n int) []string { return builtin.Suggest(name, n) }

// Suggest is the package's Suggest among the cards and tokens of r.
func (r *Registry) Suggest(name string, n int) []string {
	if front, _, ok := strings.Cut(name, "//"); ok {
		return r.Suggest(strings.TrimSpace(front), n)
	}
	return Nearest(name, r.allNames(), n)
}

// Nearest returns at most n of the candidates nearest to word, nearest
// first and then in the candidates' order: those within a few edits of it
// (about one edit for three letters, comparing without case and
// apostrophe style), then those that contain it whole. When some differ
// from word only in case or style, it returns those alone. It returns nil
// when none is near. The scenario parser uses it for keywords, labels and
// player names as well as card names.
func Nearest(word string, candidates []string, n int) []string {
	w := strings.ToLower(Fold(word))
	if w == "" || n <= 0 {
		return nil
	}
	limit := max(1, utf8.RuneCountInString(w)/3)
	type scored struct {
		name  string
		score int
		at    int
	}
	var found []scored
	wn := utf8.RuneCountInString(w)
	for i, c := range candidates {
		k := strings.ToLower(Fold(c))
		d := limit + 1
		if diff := wn - utf8.RuneCountInString(k); diff <= limit && -diff <= limit {
			d = Distance(w, k) // at least the difference in length: computed only when it may be near
		}
		switch {
		case d <= limit:
			found = append(found, scored{c, d, i})
		case wn >= 3 && containsWord(k, w):
			found = append(found, scored{c, limit + 1, i})
		}
	}
	slices.SortStableFunc(found, func(a, b scored) int {
		if a.score != b.score {
			return a.score - b.score
		}
		return a.at - b.at
	})
	var out []string
	for _, s := range found {
		if s.score > 0 && len(out) > 0 && found[0].score == 0 {
			break
		}
		if !slices.Contains(out, s.name) {
			out = append(out, s.name)
		}
		if len(out) == n {
			break
		}
	}
	return out
}

// containsWord reports whether s contains w as whole words.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !wordByte(s[j-1])) && (end == len(s) || !wordByte(s[end])) {
			return true
		}
		i = j + 1
	}
}

// wordByte reports whether b belongs to a word of a lower-cased name: a
// letter, a digit, or a byte of a multi-byte letter. Spaces and
// punctuation ("Arlinn, the Pack's Hope") end words.
func wordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80
}

// Distance returns the number of single-letter insertions, deletions,
// substitutions and swaps of two neighbors that turn a into b (the
// optimal string alignment distance), counting letters, not bytes.
func Distance(a, b string) int {
	x, y := []rune(a), []rune(b)
	prev2 := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(y)]
}

// UnknownCardError is the error of a name that is no card of the pool and
// no token: `unknown card "mountain"; did you mean "Mountain"?`. It wraps
// engine.ErrUnknownCard.
type UnknownCardError struct {
	// Name is the name as written.
	Name string
	// Suggestions are the names it may have meant (Suggest), maybe none.
	Suggestions []string
}

// Error returns the message, with the suggestions if there are any.
func (e *UnknownCardError) Error() string {
	s := "unknown card " + strconv.Quote(e.Name)
	if len(e.Suggestions) > 0 {
		s += "; did you mean " + OrList(e.Suggestions) + "?"
	}
	return s
}

// Unwrap returns the engine's error of the same name, which wraps
// engine.ErrUnknownCard: errors.As finds the name through either type.
func (e *UnknownCardError) Unwrap() error { return &engine.UnknownCardError{Name: e.Name} }

// OrList quotes names and joins them: "A", "A" or "B", "A", "B" or "C".
func OrList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// MaxSuggestions is the number of names an UnknownCardError suggests at
// most.
const MaxSuggestions = 3

// Find returns the card or token that name means (as Resolve accepts it)
// and its exact name. For any other name the error is an
// *UnknownCardError with up to MaxSuggestions suggestions.
func Find(name string) (*engine.CardDef, string, error) { return builtin.Find(name) }

// Find is the package's Find among the cards and tokens of r.
func (r *Registry) Find(name string) (*engine.CardDef, string, error) {
	exact, ok := r.Resolve(name)
	if !ok {
		return nil, "", &UnknownCardError{Name: name, Suggestions: r.Suggest(name, MaxSuggestions)}
	}
	d, err := r.Lookup(exact)
	return d, exact, err
}

// IsTokenName reports whether name is the name of a token definition rather
// than of a card of the pool: a token is not a card (CR 111.6), so no
// setup can put one in a zone as a card.
func IsTokenName(name string) bool { return builtin.IsTokenName(name) }
