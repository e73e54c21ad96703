package scenario

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/zones"
)

// MaxFileSize is the largest file Parse reads.
const MaxFileSize = 1 << 20

// Parse reads a scenario file about the cards of the built-in pool. name
// is used in messages. It reports every error of the file, each as
// FILE:LINE: message, in an ErrorList.
func Parse(name string, src []byte) (*File, error) { return ParseWith(name, src, Options{}) }

// ParseWith is Parse with options: the cards the file's names mean.
func ParseWith(name string, src []byte, opts Options) (*File, error) {
	reg := opts.cards()
	p := &parser{
		cards:   reg,
		f:       &File{Name: name, labels: map[string]int{}, start: startSpec{turn: 1, step: defaultStep}, cards: reg},
		players: map[string]int{},
		zoneOf:  map[string]zones.Kind{},
		lifeAt:  map[int]int{},
	}
	if len(src) > MaxFileSize {
		p.errorf(1, "the file is larger than %d bytes", MaxFileSize)
		return nil, p.errs
	}
	lines := strings.Split(string(src), "\n")
	for i, raw := range lines {
		p.line = i + 1
		if !utf8.ValidString(raw) {
			p.errorf(p.line, "the line is not valid UTF-8")
			continue
		}
		text := strings.TrimSpace(stripComment(raw))
		if text == "" {
			continue
		}
		n := len(p.errs)
		p.lastLine = p.line
		p.statement(text)
		if len(p.errs) > n {
			p.rememberLabels(text)
		}
	}
	if p.phase == phaseHeader {
		p.errorf(1, "the file has no `scenario:` line")
	} else if p.phase == phasePlayers {
		p.errorf(p.headerLine, "the file has no `players:` line")
	}
	p.endBegin()
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	p.f.libraries = p.libSeen
	p.f.src = lines
	return p.f, nil
}

// ParseString is Parse for a scenario held in a string, such as one
// written inline in a Go test.
func ParseString(name, src string) (*File, error) { return Parse(name, []byte(src)) }

type phase uint8

const (
	phaseHeader phase = iota
	phasePlayers
	phaseSetup
	phaseBody
)

type parser struct {
	cards      *cards.Registry
	f          *File
	errs       ErrorList
	line       int
	phase      phase
	players    map[string]int
	noPlayers  bool // the players line is missing: don't report every name
	zoneOf     map[string]zones.Kind
	libSeen    []bool
	lifeAt     map[int]int
	daySeen    int
	startSeen  int
	prev       stmt // the previous body statement
	headerLine int
	// justPlayers says the previous statement was `players:`, which
	// `variant:` must follow.
	justPlayers bool
	form        string         // the form of the action being parsed, for messages
	broken      map[string]int // labels that lines with errors would have defined → line
	versionSeen int            // the line of `version:`
	setupBegun  bool           // a setup statement has been read
	lastLine    int            // the line of the last statement read
	// beginPlaced: the start of a `begin: game` file is in the body
	// (begin_v3.go); chooserAnswered: the chooser's first `chooses` line
	// before it has been read.
	beginPlaced, chooserAnswered bool
}

func (p *parser) errorf(line int, format string, args ...any) {
	p.errs = append(p.errs, &Error{File: p.f.Name, Line: line, Kind: KindParse, Msg: fmt.Sprintf(format, args...)})
}

// fail reports an error at the current line; it returns false so that
// parse functions can `return p.fail(…)`.
func (p *parser) fail(format string, args ...any) bool {
	p.errorf(p.line, format, args...)
	return false
}

var setupZones = map[string]zones.Kind{
	"battlefield": zones.Battlefield, "hand": zones.Hand, "library": zones.Library,
	"graveyard": zones.Graveyard, "exile": zones.Exile,
}

// statement parses one non-blank line.
func (p *parser) statement(text string) {
	toks, lexErr := lex(text)
	if lexErr != "" {
		p.fail("%s", lexErr)
		return
	}
	c := &cursor{toks: toks}
	t0, t1 := c.peek(), c.peekAt(1)
	afterPlayers := p.justPlayers
	p.justPlayers = false
	switch {
	case t0.is("scenario") && t1.isPunct(":"):
		p.header(text)
		return
	case t0.is("players") && t1.isPunct(":"):
		p.playersLine(c)
		p.justPlayers = true
		return
	case t0.is("variant") && t1.isPunct(":"):
		p.variantLine(c, afterPlayers)
		return
	case t0.is("version") && t1.isPunct(":"):
		p.versionLine(c)
		return
	case t0.is("begin") && t1.isPunct(":"):
		p.beginLine(c)
		return
	}
	if p.missingColon(c) {
		return
	}
	switch p.phase {
	case phaseHeader:
		p.fail("the file must begin with `scenario:`")
		p.noPlayers = true
		p.phase = phaseSetup
	case phasePlayers:
		p.fail("`players:` must follow `scenario:`")
		p.noPlayers = true
		p.phase = phaseSetup
	}
	if kind, ok := p.setupKind(c); ok {
		if p.phase == phaseBody {
			p.fail("setup statement after the first action or expectation")
			return
		}
		p.setupBegun = true
		p.setup(kind, c)
		return
	}
	if p.phase != phaseBody && p.notSetup(c) {
		return
	}
	p.phase = phaseBody
	s := p.body(c)
	switch {
	case s == nil:
		p.prev = malformed // reported; `expect error` after it is not
	case s == p.prev: // merged into the previous declaration
	default:
		p.placeBegin(s)
		p.f.body = append(p.f.body, s)
		p.prev = s
	}
}

// badStmt stands for a statement that failed to parse.
type badStmt struct{}

func (*badStmt) lineNo() int { return 0 }

var malformed stmt = &badStmt{}

// header parses `scenario: TITLE`.
func (p *parser) header(text string) {
	if p.phase != phaseHeader {
		p.fail("`scenario:` must be the first statement, and only once")
		return
	}
	p.phase = phasePlayers
	p.headerLine = p.line
	_, title, _ := strings.Cut(text, ":")
	p.f.Title = strings.TrimSpace(title)
	if p.f.Title == "" {
		p.fail("`scenario:` needs a title")
	}
}

// playersLine parses `players: A, B, …`.
func (p *parser) playersLine(c *cursor) {
	switch p.phase {
	case phaseHeader:
		p.fail("the file must begin with `scenario:`")
	case phasePlayers:
	default:
		p.fail("`players:` must follow `scenario:`, once")
		return
	}
	p.phase = phaseSetup
	c.pos = 2
	defer func() { p.libSeen = make([]bool, len(p.f.Players)) }()
	for {
		t := c.next()
		if !t.word() || t.text == "" {
			p.fail("players: expected a player name, found %s", describe(t))
			return
		}
		switch _, dup := p.players[t.text]; {
		case dup:
			p.fail("player %s is named twice", t.text)
		case isReserved(t.text):
			p.fail("player name %q is a keyword of the format", t.text)
		default:
			p.players[t.text] = len(p.f.Players)
			p.f.Players = append(p.f.Players, t.text)
		}
		if c.done() {
			break
		}
		if !c.acceptPunct(",") {
			p.fail("players: expected a comma, found %s (player names are single words)", describe(c.peek()))
			return
		}
	}
	if n := len(p.f.Players); n < 2 || n > 8 {
		p.fail("players: a game has 2 to 8 players, found %d", n)
	}
}

// describe names a token in a message.
func describe(t token) string {
	if t.text == "" && !t.quoted {
		return "the end of the line"
	}
	return "`" + t.String() + "`"
}

// player parses a player name.
func (p *parser) player(c *cursor) (int, bool) {
	t := c.next()
	if i, ok := p.players[t.text]; ok && t.word() {
		return i, true
	}
	if p.noPlayers {
		return 0, false
	}
	if t.word() && t.text != "" {
		return 0, p.fail("unknown player %s%s", t.text, didYouMean(t.text, p.f.Players))
	}
	return 0, p.fail("expected a player, found %s", describe(t))
}

// end reports tokens left over at the end of a statement.
func (p *parser) end(c *cursor) bool {
	if c.done() {
		return true
	}
	return p.fail("unexpected %s", describe(c.peek()))
}

// number parses an integer in [lo, hi].
func (p *parser) number(c *cursor, what string, lo, hi int) (int, bool) {
	t := c.next()
	n, ok := atoi(t.text)
	if !ok || !t.word() {
		return 0, p.fail("%s: expected a number, found %s", what, describe(t))
	}
	if n < lo || n > hi {
		return 0, p.fail("%s %d is out of range (%d to %d)", what, n, lo, hi)
	}
	return n, true
}
