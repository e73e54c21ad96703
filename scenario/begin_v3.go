package scenario

import (
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// Version 3's `begin: game` (a header line): the game starts from its
// first decision, by the rules of CR 103, instead of at the position a
// setup describes. The setup holds only `library` and `life` lines; the
// first player listed chooses who plays first; the start runs, with the
// queued `chooses` answers, at the first statement that is neither setup
// nor `chooses` (begin_run.go).

// beginStmt stands, in a file's body, for the start of a game begun with
// `begin: game` (CR 103): it runs before the first statement that is
// neither setup nor `chooses`, or at the end of a file that has none.
type beginStmt struct {
	line int // the line of `begin: game`
	// before is the line of the statement the start runs before; 0 when
	// it runs at the end of the file, after line after.
	before, after int
}

func (s *beginStmt) lineNo() int { return s.line }

// beginLine parses `begin: game`. It belongs to the header: after
// `players:` (and `variant:`), before the setup.
func (p *parser) beginLine(c *cursor) {
	c.pos = 2
	switch {
	case !c.peek().is("game"):
		p.fail("begin: expected `begin: game`, found %s", describe(c.peek()))
		return
	case p.f.beginLine != 0:
		p.fail("begin: already given at line %d", p.f.beginLine)
		return
	case p.phase != phaseSetup || p.setupBegun:
		p.fail("`begin:` belongs to the header: right after `players:` (and `variant:`), before the setup")
		return
	}
	c.next()
	if !p.end(c) {
		return
	}
	p.f.begin, p.f.beginLine = true, p.line
}

// refuseInBegin refuses, in a file with `begin: game`, a setup statement
// other than `library` and `life`, saying what to write instead; it
// reports whether it did.
func (p *parser) refuseInBegin(kind setupKind, c *cursor) bool {
	if !p.f.begin {
		return false
	}
	const leave = "or leave out `begin: game` to set up a position"
	switch kind {
	case setupZone:
		switch setupZones[strings.ToLower(c.peek().text)] {
		case zones.Library:
			return false
		case zones.Hand:
			p.fail("with `begin: game` each player draws their opening hand from their library (CR 103.5): list those cards first in a `library` line (top first) instead of a `hand` line, %s", leave)
		case zones.Battlefield:
			p.fail("with `begin: game` the game starts with nothing on the battlefield: play the cards during the game, %s", leave)
		case zones.Graveyard:
			p.fail("with `begin: game` the game starts with every graveyard empty: put the cards in a `library` line, %s", leave)
		default:
			p.fail("with `begin: game` the game starts with nothing in exile: put the cards in a `library` line, %s", leave)
		}
	case setupDay:
		p.fail("with `begin: game` the game starts neither day nor night (CR 731.1): leave out the `day:` line (`it becomes day` makes it day once play has begun), %s", leave)
	case setupStart:
		p.fail("with `begin: game` play starts at turn 1 of the player the chooser names (CR 103.8): leave out the `start:` line and write `goto turn N STEP` to move on, %s", leave)
	default:
		return false
	}
	return true
}

// placeBegin puts the start of the game into the body before statement
// s when s is the first statement of a `begin: game` file that is
// neither setup nor `chooses`, and checks the chooser's answer to who
// plays first among the `chooses` lines before it.
func (p *parser) placeBegin(s stmt) {
	if !p.f.begin || p.beginPlaced {
		return
	}
	ch, ok := s.(*chooseStmt)
	if !ok {
		p.f.body = append(p.f.body, &beginStmt{line: p.f.beginLine, before: s.lineNo()})
		p.beginPlaced = true
		return
	}
	if ch.player != 0 || p.chooserAnswered {
		return
	}
	// The chooser's first answer is their choice of who takes the first
	// turn (CR 103.1): `draw` names the other side, which only a game of
	// two sides has.
	p.chooserAnswered = true
	if len(ch.picks) == 1 && ch.picks[0].kind == pickWord && ch.picks[0].word == wordDraw && p.f.sides() > 2 {
		p.fail("chooses draw: with %d players the chooser names the player who takes the first turn (`%s chooses %s`) or says `play`; `draw` is for a game of two players or two teams (CR 103.1)",
			len(p.f.Players), p.f.Players[0], p.f.Players[1])
	}
}

// endBegin puts the start of the game at the end of a `begin: game` file
// whose statements are all setup or `chooses`.
func (p *parser) endBegin() {
	if p.f.begin && !p.beginPlaced {
		p.f.body = append(p.f.body, &beginStmt{line: p.f.beginLine, after: p.lastLine})
		p.beginPlaced = true
	}
}

// sides returns the number of sides of the file's game: its players, or
// two teams in Two-Headed Giant.
func (f *File) sides() int {
	if f.variant == engine.TwoHeadedGiant {
		return 2
	}
	return len(f.Players)
}

// The words that answer the decisions of the start of a game (CR 103.1,
// 103.5).
const (
	wordPlay     = "play"
	wordDraw     = "draw"
	wordKeep     = "keep"
	wordMulligan = "mulligan"
)

// beginAnswer reports whether w answers a decision of the start of a game
// (CR 103): who plays first, and keeping or taking a mulligan. A label or
// a player of that name, tested before, keeps its meaning.
func beginAnswer(w string) bool {
	return w == wordKeep || w == wordMulligan || w == wordPlay || w == wordDraw
}

// beginPick parses the word w of a `chooses` line that answers a decision
// of the start; without `begin: game` the file has no such decision.
func (p *parser) beginPick(w string) (pick, bool) {
	if !p.f.begin {
		return pick{}, p.fail("chooses %s: `%s` answers a decision of the start of a game (CR 103), which only a file with `begin: game` has: add `begin: game` to the header, after `players:`", w, w)
	}
	return pick{kind: pickWord, word: w}, true
}
