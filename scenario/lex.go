package scenario

import (
	"strings"
)

// token is one word, quoted name or punctuation mark of a line.
type token struct {
	text   string
	quoted bool
	punct  bool // one of , : ( ) = ;
}

// is reports whether t is the unquoted keyword kw (case-insensitive).
func (t token) is(kw string) bool { return !t.quoted && !t.punct && strings.EqualFold(t.text, kw) }

// isPunct reports whether t is the punctuation mark c.
func (t token) isPunct(c string) bool { return t.punct && t.text == c }

// word reports whether t is an unquoted word.
func (t token) word() bool { return !t.quoted && !t.punct }

func (t token) String() string {
	if t.quoted {
		return `"` + t.text + `"`
	}
	return t.text
}

// stripComment removes a # comment, which starts outside double quotes.
func stripComment(line string) string {
	in := false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			in = !in
		case '#':
			if !in {
				return line[:i]
			}
		}
	}
	return line
}

// lex splits a line (without its comment) into tokens. It reports an
// unterminated quote.
func lex(line string) ([]token, string) {
	var toks []token
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
			i++
		case c == '"':
			end := strings.IndexByte(line[i+1:], '"')
			if end < 0 {
				return toks, "unterminated quoted name"
			}
			toks = append(toks, token{text: line[i+1 : i+1+end], quoted: true})
			i += end + 2
		case strings.IndexByte(",:()=;", c) >= 0:
			toks = append(toks, token{text: string(c), punct: true})
			i++
		default:
			j := i
			for j < len(line) && strings.IndexByte(" \t\r\v\f\",:()=;", line[j]) < 0 {
				j++
			}
			toks = append(toks, token{text: line[i:j]})
			i = j
		}
	}
	return toks, ""
}

// cursor walks the tokens of one statement.
type cursor struct {
	toks []token
	pos  int
}

func (c *cursor) done() bool { return c.pos >= len(c.toks) }

func (c *cursor) peek() token {
	if c.done() {
		return token{}
	}
	return c.toks[c.pos]
}

func (c *cursor) peekAt(k int) token {
	if c.pos+k >= len(c.toks) {
		return token{}
	}
	return c.toks[c.pos+k]
}

func (c *cursor) next() token {
	t := c.peek()
	if !c.done() {
		c.pos++
	}
	return t
}

// accept consumes the keyword kw if it comes next.
func (c *cursor) accept(kw string) bool {
	if !c.done() && c.peek().is(kw) {
		c.pos++
		return true
	}
	return false
}

// acceptPunct consumes the punctuation mark p if it comes next.
func (c *cursor) acceptPunct(p string) bool {
	if !c.done() && c.peek().isPunct(p) {
		c.pos++
		return true
	}
	return false
}

// acceptSeq consumes the keywords kws if they all come next.
func (c *cursor) acceptSeq(kws ...string) bool {
	for i, kw := range kws {
		if !c.peekAt(i).is(kw) {
			return false
		}
	}
	c.pos += len(kws)
	return true
}

// rest returns the remaining tokens as text, as a line writes them.
func (c *cursor) rest() string { return joinTokens(c.toks[c.pos:]) }
