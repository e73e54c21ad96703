package scenario

// flashWords are the words that end a cast in version 2: `as though it had
// flash`, the announcement of a permission to cast the spell with instant
// timing (CR 601.3).
var flashWords = [...]string{"as", "though", "it", "had", "flash"}

// flashStop reports whether `as though it had flash` comes next. The words
// are the format's only there: a card or label may still contain them.
func flashStop(c *cursor) bool {
	for i, w := range flashWords {
		if !c.peekAt(i).is(w) {
			return false
		}
	}
	return true
}

// targetStop ends a cast's or an activation's targets.
func targetStop(c *cursor) bool { return withoutStop(c) || flashStop(c) }

// asThoughFlash parses `as though it had flash` if it comes next.
func asThoughFlash(c *cursor) bool {
	if !flashStop(c) {
		return false
	}
	c.pos += len(flashWords)
	return true
}
