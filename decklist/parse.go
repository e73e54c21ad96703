package decklist

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/cards"
)

// MaxCount is the largest count a card line may give.
const MaxCount = 250

// ParseFile reads the deck list in the file at path (Parse). An error
// reading the file is returned as the os package gives it (errors.Is
// fs.ErrNotExist for a missing file).
func ParseFile(path string, reg *cards.Registry) (*Deck, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(path, string(src), reg)
}

// Parse reads a deck list from r, resolving its card names in reg (the
// built-in pool when reg is nil); file names the list in errors and gives
// the deck its name when no line does. docs/decklists.md describes the
// format: a count and a card name per line ("4 Brutal Cathar", "4x …",
// Arena's "4 Brutal Cathar (MID) 7"), Deck and Sideboard headers or a
// blank line before the sideboard, comments after # or //.
//
// Every line the format does not accept is reported, each as a *Error
// "FILE:LINE: message", together in an ErrorList; the deck is nil then.
// An unknown name is a *cards.UnknownCardError with the names the
// registry suggests, which wraps engine.ErrUnknownCard; the other
// problems wrap ErrSyntax, ErrCount, ErrSection, ErrToken or ErrEmpty.
func Parse(file string, r io.Reader, reg *cards.Registry) (*Deck, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return parse(file, string(src), reg)
}

// section is the part of a list its card lines go to.
type section uint8

const (
	inMain section = iota
	inSideboard
	inAbout   // Arena's About section: its Name line
	inRefused // a section the package does not take: its lines are skipped
)

// parser is the state of one Parse.
type parser struct {
	file string
	reg  *cards.Registry
	deck *Deck
	errs ErrorList
	// section is where the next card line goes; headers says whether the
	// list has a section header anywhere, in which case blank lines mean
	// nothing; mainLines counts the card lines of the main deck so far.
	section   section
	headers   bool
	mainLines int
	// nameLine and aboutLine are the lines that gave the name and the
	// about text, 0 if none.
	nameLine, aboutLine int
}

// parse reads the list src of the file named file.
func parse(file, src string, reg *cards.Registry) (*Deck, error) {
	if reg == nil {
		reg = cards.Builtin()
	}
	p := &parser{file: file, reg: reg, deck: &Deck{File: file}}
	lines := strings.Split(strings.TrimPrefix(src, "\uFEFF"), "\n")
	texts := make([]string, len(lines))
	comments := make([]bool, len(lines))
	for i, l := range lines {
		texts[i], comments[i] = clean(l)
		if _, ok := headerOf(texts[i]); ok {
			p.headers = true
		}
	}
	for i, text := range texts {
		if !comments[i] {
			p.line(i+1, text)
		}
	}
	if len(p.errs) == 0 && len(p.deck.Main) == 0 {
		p.errs = append(p.errs, &Error{File: file, Msg: "no cards in the main deck", Err: ErrEmpty})
	}
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	if p.deck.Name == "" {
		p.deck.Name = nameOfFile(file)
	}
	return p.deck, nil
}

// clean returns a line without its comment and surrounding space, and
// whether the whole line is a comment. A comment begins with # anywhere
// (no card name holds one), or with // at the start of the line (a
// double-faced card's full name holds //, so it begins a comment only
// there).
func clean(line string) (string, bool) {
	t := strings.TrimSpace(line)
	if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
		return "", true
	}
	if i := strings.IndexByte(t, '#'); i >= 0 {
		t = strings.TrimSpace(t[:i])
	}
	return t, false
}

// nameOfFile returns the file name of path without its folder and
// extension: the name of a deck no line names.
func nameOfFile(path string) string {
	if path == "" {
		return ""
	}
	base := filepath.Base(path)
	if base == "." || base == string(filepath.Separator) {
		return ""
	}
	return strings.TrimSpace(strings.TrimSuffix(base, filepath.Ext(base)))
}

// fail records the problem of a line.
func (p *parser) fail(line int, err error, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.file, Line: line, Msg: fmt.Sprintf(format, args...), Err: err})
}

// line reads one line, cleaned, that is not a comment.
func (p *parser) line(n int, text string) {
	if text == "" {
		// Without headers, the first blank line after main-deck cards
		// starts the sideboard, as Magic Online writes it; others mean
		// nothing.
		if !p.headers && p.section == inMain && p.mainLines > 0 {
			p.section = inSideboard
		}
		return
	}
	if h, ok := headerOf(text); ok {
		p.header(n, text, h)
		return
	}
	if p.section == inRefused {
		return // the header was reported
	}
	if key, value, ok := metadataOf(text); ok {
		p.metadata(n, key, value)
		return
	}
	if p.section == inAbout {
		if key, value := cutField(text); strings.EqualFold(key, "name") && value != "" {
			p.metadata(n, "name", value)
			return
		}
		p.fail(n, ErrSyntax, "%q in the About section: it takes a Name line; put a Deck header before the cards", text)
		return
	}
	if p.section == inMain {
		p.mainLines++
	}
	p.card(n, text)
}

// header is a section header.
type header uint8

const (
	headerMain header = iota
	headerSideboard
	headerAbout
	headerCommander
	headerCompanion
)

// headerNames are the headers, lowercase, without the colon they may
// end with.
var headerNames = map[string]header{
	"deck": headerMain, "main": headerMain, "maindeck": headerMain, "main deck": headerMain,
	"sideboard": headerSideboard, "about": headerAbout,
	"commander": headerCommander, "companion": headerCompanion,
}

// headerOf returns the header a cleaned line is, if it is one: a header's
// name in any case, alone on its line, with or without a colon.
func headerOf(text string) (header, bool) {
	h, ok := headerNames[strings.ToLower(strings.TrimSpace(strings.TrimSuffix(text, ":")))]
	return h, ok
}

// header switches to the section of a header, or refuses it.
func (p *parser) header(n int, text string, h header) {
	switch h {
	case headerMain:
		p.section = inMain
	case headerSideboard:
		p.section = inSideboard
	case headerAbout:
		p.section = inAbout
	case headerCommander:
		p.section = inRefused
		p.fail(n, ErrSection, "%q: Commander decks are not supported (CR 100.2c)", text)
	case headerCompanion:
		p.section = inRefused
		p.fail(n, ErrSection, "%q: a Companion section is not supported; list the companion in the Sideboard (it is revealed from outside the game, CR 103.2b)", text)
	}
}

// metadataOf returns the key ("name" or "about") and value of a "Name:"
// or "About:" line.
func metadataOf(text string) (key, value string, ok bool) {
	k, v, ok := strings.Cut(text, ":")
	k = strings.ToLower(strings.TrimSpace(k))
	if !ok || (k != "name" && k != "about") {
		return "", "", false
	}
	return k, strings.TrimSpace(v), true
}

// metadata sets the deck's name or about text.
func (p *parser) metadata(n int, key, value string) {
	at, field := &p.nameLine, &p.deck.Name
	if key == "about" {
		at, field = &p.aboutLine, &p.deck.About
	}
	switch {
	case value == "":
		p.fail(n, ErrSyntax, "%s: with nothing after it; write the deck's %s after the colon", strings.ToUpper(key[:1])+key[1:], key)
	case *at > 0:
		p.fail(n, ErrSyntax, "the deck's %s is given twice (first on line %d)", key, *at)
	default:
		*at, *field = n, value
	}
}

// isCountStart reports whether a line's first field is meant as a count:
// it begins with a digit or a sign.
func isCountStart(field string) bool {
	c := field[0]
	return c >= '0' && c <= '9' || c == '-' || c == '+'
}

// countOf reads the count of a card line, "4", "4x" or "4X", or returns
// the message of what is wrong with it.
func countOf(field string) (int, string) {
	digits := field
	if len(digits) > 1 && (digits[len(digits)-1] == 'x' || digits[len(digits)-1] == 'X') {
		digits = digits[:len(digits)-1]
	}
	n, err := strconv.Atoi(digits)
	if err != nil {
		if !errors.Is(err, strconv.ErrRange) {
			return 0, fmt.Sprintf("count %q is not a number", field)
		}
		n = MaxCount + 1 // a number too large for an int, or too small
		if digits[0] == '-' {
			n = 0
		}
	}
	switch {
	case n < 1:
		return 0, fmt.Sprintf("count %s: a card line needs at least one copy", digits)
	case n > MaxCount:
		return 0, fmt.Sprintf("count %s: at most %d copies of a card on a line", digits, MaxCount)
	}
	return n, ""
}
