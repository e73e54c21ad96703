package scenario

import (
	"strings"
)

// The statements of version 3 that this runner does not accept yet. Each
// is refused with a message that says so, at its line, rather than read as
// something else or reported as an unknown word.

// notYet reports a statement of version 3 the runner does not carry out
// yet; the error wraps ErrUnsupported.
func (p *parser) notYet(what string) bool {
	p.errs = append(p.errs, &Error{File: p.f.Name, Line: p.line, Kind: KindParse,
		Msg: what + " is not accepted yet by this runner", Err: ErrUnsupported})
	return false
}

// castWithStop reports whether `with disturb` or `with cleave` comes next
// in a cast, which end the card's name as `with flashback` does.
func castWithStop(c *cursor) bool {
	return c.peek().is("with") && (c.peekAt(1).is("disturb") || c.peekAt(1).is("cleave"))
}

// refuseCastWith refuses a cast with `with disturb` or `with cleave` after
// its card, before the card is looked up (the cards that have them are
// not in the pool yet); it reports whether it did. The cursor is at the
// card.
func (p *parser) refuseCastWith(c *cursor) bool {
	at := &cursor{toks: c.toks, pos: c.pos}
	for !at.done() && !castWithStop(at) {
		at.next()
	}
	if at.done() {
		return false
	}
	w := strings.ToLower(at.peekAt(1).text)
	rule := map[string]string{"disturb": "CR 702.146", "cleave": "CR 702.148"}[w]
	p.notYet("`with " + w + "` (casting a card for its " + w + " cost, " + rule + ")")
	return true
}

// predefinedTokens are the tokens CR 111.10 defines by name alone, whose
// characteristics the rules give ("a Blood token"). The pool has some of
// them; the others are not accepted yet.
var predefinedTokens = []string{"Treasure", "Food", "Gold", "Walker", "Shard", "Clue", "Blood",
	"Powerstone", "Incubator", "Map", "Junk", "Lander", "Mutagen"}

// refusePredefined refuses a name that is a predefined token the pool does
// not have; it reports whether it did.
func (p *parser) refusePredefined(name string) bool {
	base := strings.TrimSuffix(name, tokenWord)
	for _, t := range predefinedTokens {
		if strings.EqualFold(base, t) {
			if _, ok := p.cards.Resolve(name); ok {
				return false
			}
			p.notYet("the predefined token `" + t + "` (CR 111.10)")
			return true
		}
	}
	return false
}

// refuseQualified refuses a token's name followed by power/toughness
// (`Wolf 3/2`, `Human 1/1 red`), which tells apart two tokens of one
// name; it reports whether it did. name is the words as written.
func (p *parser) refuseQualified(name string) bool {
	words := strings.Fields(name)
	for i, w := range words {
		if i == 0 || !isPT(w) {
			continue
		}
		// No card's name has a word such as 3/2: this is a token's name
		// told apart by its power/toughness (and colour or keyword).
		p.notYet("a token's name with its power/toughness (`" + name + "`)")
		return true
	}
	return false
}

// isPT reports whether w is power/toughness such as 3/2.
func isPT(w string) bool {
	a, b, ok := strings.Cut(w, "/")
	if !ok {
		return false
	}
	_, ok1 := atoi(a)
	_, ok2 := atoi(b)
	return ok1 && ok2
}
