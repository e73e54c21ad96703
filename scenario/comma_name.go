package scenario

import "strings"

// A card name with a comma ("Arlinn, the Pack's Hope") must be quoted: a
// comma separates the cards of a zone line. Written without quotes, it
// would read as two unknown cards; commaName recognizes it and says so
// once.

// namedComma reports, in `expect LABEL named NAME`, a name written
// without quotes that goes on after a comma: a card's name that has one
// ("Arlinn, the Pack's Hope") is written in quotes, here as in a zone line.
// name is the part before the comma; the cursor is at the comma.
func (p *parser) namedComma(c *cursor, name string) bool {
	whole := name + c.rest()
	whole = strings.Join(strings.Fields(strings.ReplaceAll(whole, " ,", ",")), " ")
	if _, exact, err := p.cards.Find(whole); err == nil {
		whole = exact
	}
	return p.fail("named: %q has a comma in its name, so it must be written in quotes: `\"%s\"`", whole, whole)
}

// commaName reports an unquoted name that, with the words after the
// commas that follow it, is a card's name: it reads those words, reports
// that the name must be quoted, and returns the whole name so that the
// rest of the line (a count, a label, modifiers) is read as written. ok is
// false when name and what follows form no card's name; nothing is read
// then.
func (p *parser) commaName(c *cursor, name string) (string, bool) {
	if _, ok := p.cards.Resolve(name); ok {
		return name, false
	}
	save := c.pos
	joined := name
	for c.peek().isPunct(",") {
		c.next()
		var words []string
		for !c.done() && c.peek().word() && !itemStop(c) {
			words = append(words, c.next().text)
		}
		if len(words) == 0 {
			break
		}
		joined += ", " + strings.Join(words, " ")
		if _, exact, err := p.cards.Find(joined); err == nil {
			p.fail("%q has a comma in its name, so it must be written in quotes: `\"%s\"` (a comma separates the cards of a line)", exact, exact)
			return exact, true
		}
	}
	c.pos = save
	return name, false
}
