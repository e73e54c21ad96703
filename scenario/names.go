package scenario

import (
	"github.com/cathar-engine/cathar/engine"
)

// card looks up a card name as written in the file: exactly, or in
// another apostrophe or dash style, or as "Front // Back" (Registry.Resolve).
// It returns the definition and the exact name, or reports the unknown
// name with the names it may have meant.
func (p *parser) card(name string) (*engine.CardDef, string, bool) {
	if p.refusePredefined(name) || p.refuseQualified(name) {
		return nil, name, false
	}
	def, exact, err := p.cards.Find(name)
	if err != nil {
		// The error wraps engine.ErrUnknownCard (a *cards.UnknownCardError).
		p.errs = append(p.errs, &Error{File: p.f.Name, Line: p.line, Kind: KindParse, Msg: err.Error(), Err: err})
		return nil, name, false
	}
	return def, exact, true
}
