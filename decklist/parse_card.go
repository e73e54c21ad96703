package decklist

import (
	"errors"
	"regexp"
	"strings"
	"unicode"

	"github.com/cathar-engine/cathar/engine"
)

// card reads a card line: a count, a card name, and maybe Arena's set
// code and collector number.
func (p *parser) card(n int, text string) {
	field, rest := cutField(text)
	if !isCountStart(field) {
		p.noCount(n, text)
		return
	}
	count, msg := countOf(field)
	if msg != "" {
		p.fail(n, ErrCount, "%s", msg)
		return
	}
	if rest == "" {
		p.fail(n, ErrSyntax, "no card name after the count %q", field)
		return
	}
	def, set, number, err := p.resolve(rest, true)
	if err != nil {
		p.failResolve(n, err)
		return
	}
	e := Entry{Count: count, Name: def.Front.Name, Def: def, Set: set, Number: number, Line: n}
	if p.section == inSideboard {
		p.deck.Sideboard = append(p.deck.Sideboard, e)
	} else {
		p.deck.Main = append(p.deck.Main, e)
	}
}

// failResolve records why a card name was not taken.
func (p *parser) failResolve(n int, err error) {
	var tok *tokenError
	if errors.As(err, &tok) {
		p.fail(n, ErrToken, "%q is a token, not a card (CR 111.6): a deck holds cards only", tok.name)
		return
	}
	p.fail(n, err, "%s", err.Error())
}

// noCount reports a line that does not begin with a count: a card name
// alone, or something that is no part of a deck list.
func (p *parser) noCount(n int, text string) {
	if def, _, _, err := p.resolve(text, false); err == nil {
		p.fail(n, ErrCount, "no count before %q: write \"1 %s\" for one copy", text, def.Front.Name)
		return
	}
	p.fail(n, ErrSyntax, "%q is not a card line: write a count and a card name (\"4 Brutal Cathar\"), a Deck or Sideboard header, or a comment after #", text)
}

// cutField returns the first space-separated field of text and the rest,
// without its surrounding space.
func cutField(text string) (string, string) {
	i := strings.IndexFunc(text, unicode.IsSpace)
	if i < 0 {
		return text, ""
	}
	return text[:i], strings.TrimSpace(text[i:])
}

// printing matches a name followed by Arena's set code in parentheses and
// maybe a collector number: "Brutal Cathar (MID) 7".
var printing = regexp.MustCompile(`^(.*?)\s+\(([0-9A-Za-z]{1,8})\)(?:\s+(\S+))?$`)

// tokenError is the error of a name that means a token.
type tokenError struct{ name string }

func (e *tokenError) Error() string { return e.name + " is a token" }

// resolve returns the card a name means, with Arena's set code and
// collector number when it has them, as the registry's Resolve takes a
// name: the exact name, with other apostrophes or dashes, either face of
// a double-faced card or its full name "Front // Back". A name the
// registry lacks is its *cards.UnknownCardError (with the names it may
// have meant when explain is set; otherwise nil and ok false), a token a
// *tokenError. A name that only looks as if it ended with a set code
// ("Name (ABC)") is taken whole when that is a card.
func (p *parser) resolve(text string, explain bool) (def *engine.CardDef, set, number string, err error) {
	name := text
	if m := printing.FindStringSubmatch(text); m != nil {
		name, set, number = m[1], m[2], m[3]
	}
	exact, ok := p.reg.Resolve(name)
	if !ok && name != text {
		if exact, ok = p.reg.Resolve(text); ok {
			set, number = "", ""
		}
	}
	if !ok {
		err = errNoCard
		if explain {
			_, _, err = p.reg.Find(name)
		}
		return nil, "", "", err
	}
	if def, err = p.reg.Lookup(exact); err != nil {
		return nil, "", "", err
	}
	if p.reg.IsToken(def) {
		return nil, "", "", &tokenError{name: def.Front.Name}
	}
	return def, set, number, nil
}

// errNoCard is resolve's error of a name that means no card when it is
// not asked why.
var errNoCard = errors.New("no card")
