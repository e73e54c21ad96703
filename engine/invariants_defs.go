package engine

// checkDefBases compares each definition's precomputed faces, whether the
// game computed them or started from another game's (card_facebase_shared.go),
// with a recomputation from the definition: the same values under each
// controller, the same names and abilities, the same flags. It computes
// them on a scratch game that shares the texts, so that the game's tables
// are left as they are. An entry found right once is not computed again
// while it stays in its place (defsChecked): the entries are immutable.
func (c *invariantChecker) checkDefBases() {
	g := c.g
	s := &Game{}
	checked := g.defsChecked[:0:0]
	for i, b := range g.defList {
		if len(checked) == i && i < len(g.defsChecked) && g.defsChecked[i] == b {
			checked = append(checked, b) // immutable: as it was when checked
			continue
		}
		if b.def == nil || len(b.side[0].ch) == 0 {
			c.bad("definitions", NoObj, NoPlayer, "definition %d has no faces", i+1)
			continue
		}
		s.texts = g.texts[:len(g.texts):len(g.texts)]
		want := s.newDefBase(b.def, len(b.side[0].ch))
		if !sameDefBase(b, want) || len(s.texts) != len(g.texts) {
			c.bad("definitions", NoObj, NoPlayer, "the precomputed faces of %s are not what its definition gives", b.def.Front.Name)
			continue
		}
		if len(checked) == i {
			checked = append(checked, b)
		}
	}
	g.defsChecked = checked
}

// sameDefBase reports whether two defBases of one game hold the same
// faces.
func sameDefBase(a, b *defBase) bool {
	if a.def != b.def {
		return false
	}
	for i := range a.side {
		x, y := &a.side[i], &b.side[i]
		if x.faceFlags != y.faceFlags || len(x.ch) != len(y.ch) {
			return false
		}
		for p := range x.ch {
			if !sameChars(&x.ch[p], &y.ch[p]) {
				return false
			}
		}
	}
	return true
}
