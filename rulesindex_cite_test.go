package cathar

import (
	"regexp"
	"strconv"
	"strings"
)

// The rule numbers of the Comprehensive Rules (September 25, 2026 edition)
// as the code writes them. A citation is introduced by the word CR and
// lists rule numbers: `CR 702.145`, `(CR 400.7)`, `CR 510.1c–d, 510.2`,
// `CR 702.145c, d, f`, `CR 506–511`, `CR 702.145b(2)`, and continues
// through parenthesized notes (`CR 613.2 (layer 1), 707.2`). Once a
// comment, or an earlier comment of the same declaration, has named CR, a
// dotted rule number anywhere in it is a citation too (`one more
// transform (701.27f)`, `// 704.5g` beside the code of a state-based
// action); a bare section number such as 613 counts only inside a list
// that follows CR, so that "layer 7" or "3 life" are never read as rules.

// ruleRe matches one rule number at the start of a string: a three-digit
// rule, then optionally a subrule (.145), a letter (b; the rules skip l and
// o) and a numbered part
// ((2)).
var ruleRe = regexp.MustCompile(`^[1-9][0-9]{2}(?:\.[0-9]+(?:[a-kmnp-z](?:\([0-9]+\))?)?)?`)

// dottedRe finds dotted rule numbers anywhere in a text.
var dottedRe = regexp.MustCompile(`(?:^|[^0-9A-Za-z.])([1-9][0-9]{2}\.[0-9]+(?:[a-kmnp-z](?:\([0-9]+\))?)?)`)

// crRe finds the word CR followed by a digit.
var crRe = regexp.MustCompile(`\bCR\s+[0-9]`)

// maxExpand is the largest range expanded into its rules; a longer one is
// cited by its two ends.
const maxExpand = 30

// citedRules returns every rule number text cites, in order of first
// appearance, each once. With mentioned set, CR has been named before
// (earlier in the same declaration), so the dotted rule numbers of text
// are citations even if it does not name CR itself.
func citedRules(text string, mentioned bool) []string {
	var out []string
	seen := map[string]bool{}
	add := func(r string) {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	locs := crRe.FindAllStringIndex(text, -1)
	if len(locs) == 0 && !mentioned {
		return nil
	}
	for _, loc := range locs {
		for _, r := range citationList(text[loc[1]-1:]) {
			add(r)
		}
	}
	for _, m := range dottedRe.FindAllStringSubmatchIndex(text, -1) {
		r := text[m[2]:m[3]]
		if rest := text[m[3]:]; startsLetter(rest) {
			continue // a longer word, not a rule number
		}
		add(r)
	}
	return out
}

// startsLetter reports whether s begins with an ASCII letter or digit.
func startsLetter(s string) bool {
	return s != "" && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z' || s[0] >= '0' && s[0] <= '9')
}

// citationList reads the list of rule numbers at the start of s, which
// follows the word CR.
func citationList(s string) []string {
	var out []string
	last := ""
	for {
		r := ruleRe.FindString(s)
		switch {
		case r != "" && !startsLetter(s[len(r):]):
			s = s[len(r):]
		case last != "" && letterPart(last) != "" && isLone(s):
			// `702.145c, d, f`: a letter alone continues the last rule.
			r = stem(last) + s[:1]
			s = s[1:]
		default:
			return out
		}
		last = r
		if rest, end, ok := rangeEnd(s, r); ok {
			out = append(out, expand(r, end)...)
			s = rest
		} else {
			out = append(out, r)
		}
		s = skipNote(s)
		var ok bool
		if s, ok = separator(s); !ok {
			return out
		}
	}
}

// isLone reports whether s begins with a single lower-case letter that is
// not part of a word.
func isLone(s string) bool {
	return s != "" && s[0] >= 'a' && s[0] <= 'z' && !startsLetter(s[1:]) && !strings.HasPrefix(s[1:], "'")
}

// rangeEnd reads `–END` or `-END` after rule from: END is a rule number,
// or a letter that ends a range of subrules (`510.1c–d`). It returns the
// rest of s and END as a full rule number.
func rangeEnd(s, from string) (string, string, bool) {
	var rest string
	switch {
	case strings.HasPrefix(s, "–"):
		rest = s[len("–"):]
	case strings.HasPrefix(s, "-"):
		rest = s[1:]
	default:
		return s, "", false
	}
	if r := ruleRe.FindString(rest); r != "" && !startsLetter(rest[len(r):]) {
		return rest[len(r):], r, true
	}
	if letterPart(from) != "" && isLone(rest) {
		return rest[1:], stem(from) + rest[:1], true
	}
	return s, "", false
}

// skipNote skips spaces and a parenthesized note that follows a rule
// number (`(layer 1)`, `(engine note)`).
func skipNote(s string) string {
	t := strings.TrimLeft(s, " ")
	if !strings.HasPrefix(t, "(") {
		return s
	}
	if i := strings.IndexByte(t, ')'); i > 0 {
		return t[i+1:]
	}
	return s
}

// separator skips one separator of a list of rule numbers (a comma, a
// semicolon, a slash, "and", "or") and the spaces around it.
func separator(s string) (string, bool) {
	t := strings.TrimLeft(s, " ")
	for _, sep := range []string{",", ";", "/"} {
		if strings.HasPrefix(t, sep) {
			return strings.TrimLeft(t[len(sep):], " "), true
		}
	}
	if len(t) < len(s) { // a word needs the space before it
		for _, word := range []string{"and ", "or "} {
			if strings.HasPrefix(t, word) {
				return strings.TrimLeft(t[len(word):], " "), true
			}
		}
	}
	return s, false
}

// stem returns a lettered rule number without its letter and part:
// 510.1 for 510.1c(2).
func stem(r string) string {
	if i := strings.IndexByte(r, '('); i >= 0 {
		r = r[:i]
	}
	if n := len(r); n > 0 && r[n-1] >= 'a' && r[n-1] <= 'z' {
		return r[:n-1]
	}
	return r
}

// letterPart returns the letter of a rule number, or "".
func letterPart(r string) string {
	s := stem(r)
	if len(s) < len(r) && r[len(s)] >= 'a' && r[len(s)] <= 'z' {
		return r[len(s) : len(s)+1]
	}
	return ""
}

// expand lists the rules of the range from–to: subrule letters (the
// rules skip l and o), subrules of one rule, or rules of one section. A
// range it can't read, or a longer one than maxExpand, gives its ends.
func expand(from, to string) []string {
	ends := []string{from, to}
	if lf, lt := letterPart(from), letterPart(to); lf != "" && lt != "" && stem(from) == stem(to) {
		var out []string
		for c := lf[0]; c <= lt[0]; c++ {
			if c != 'l' && c != 'o' {
				out = append(out, stem(from)+string(c))
			}
		}
		if len(out) < 2 || len(out) > maxExpand {
			return ends
		}
		return out
	}
	fm, fs, fok := split(from)
	tm, ts, tok := split(to)
	if !fok || !tok || fm != tm && (fs != "" || ts != "") {
		return ends
	}
	prefix, lo, hi := "", fm, tm
	if fs != "" || ts != "" {
		if fs == "" || ts == "" {
			return ends
		}
		prefix = strconv.Itoa(fm) + "."
		lo, _ = strconv.Atoi(fs)
		hi, _ = strconv.Atoi(ts)
	}
	if hi <= lo || hi-lo+1 > maxExpand {
		return ends
	}
	out := make([]string, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		out = append(out, prefix+strconv.Itoa(n))
	}
	return out
}

// split reads a rule number without a letter as its section rule and its
// subrule digits ("" for none).
func split(r string) (int, string, bool) {
	m, sub, _ := strings.Cut(r, ".")
	n, err := strconv.Atoi(m)
	if err != nil {
		return 0, "", false
	}
	if sub != "" {
		if _, err := strconv.Atoi(sub); err != nil {
			return 0, "", false
		}
	}
	return n, sub, true
}
