package scenario

// targetPhrases parses the targets after `targeting`, in the order of the
// text's target phrases (CR 115.1, 601.2c). Commas separate the targets;
// where a phrase takes several targets, or an "up to" phrase is left
// empty, semicolons separate the phrases and `nothing` stands for an empty
// one: `targeting bears, giant; Bob; nothing`. The engine takes the
// targets as one list, one per target word of the text, so the phrases
// are joined in order.
func (p *parser) targetPhrases(c *cursor) ([]target, bool) {
	var out []target
	// Without a semicolon, each target is a phrase of its own.
	phrases := hasSemicolon(c)
	alone := true // nothing precedes in the current phrase
	for {
		if c.accept("nothing") {
			if phrases && (!alone || c.peek().isPunct(",")) {
				return nil, p.fail("targeting: `nothing` stands alone between semicolons")
			}
			return nil, p.unsupported("targeting: `nothing` (an \"up to\" target phrase left empty) is not supported yet: the engine has no \"up to\" target phrase")
		}
		t, ok := p.target(c, withoutStop)
		if !ok {
			return nil, false
		}
		out = append(out, t)
		switch {
		case c.acceptPunct(","):
			alone = !phrases
		case c.acceptPunct(";"):
			alone = true
		default:
			return out, true
		}
	}
}

// hasSemicolon reports whether a semicolon comes later in the statement.
func hasSemicolon(c *cursor) bool {
	for _, t := range c.toks[c.pos:] {
		if t.isPunct(";") {
			return true
		}
	}
	return false
}

// unsupported reports, at the current line, a statement of the format
// that this runner cannot carry out yet; the error wraps ErrUnsupported.
func (p *parser) unsupported(format string, args ...any) bool {
	p.fail(format, args...)
	p.errs[len(p.errs)-1].Err = ErrUnsupported
	return false
}
