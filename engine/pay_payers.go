package engine

// payersOf marks, in a list of abilities, those automatic payment may
// activate whatever the state (sources): a mana ability with {T} or {Q}
// but not both (CR 107.5, 107.6), costing nothing else but generic mana,
// that makes mana of a type chosen among the colors, of one fixed type, or
// of a type other permanents could produce. Bit i is ability i; past the
// 64th every ability is marked, and pays tests them one by one. The marks
// are made once with each entry of the game's texts, whose abilities never
// change, so a clone sharing the entries reads the same marks.
func payersOf(abs []*Ability) uint64 {
	var m uint64
	for i, ab := range abs {
		if i >= 64 {
			return m | 1<<63
		}
		if autoPayer(ab) {
			m |= 1 << i
		}
	}
	return m
}

// pays reports whether automatic payment may activate the text's i-th
// ability, its tapped state apart.
func (t *cardText) pays(i int) bool {
	if i < 63 {
		return t.payers&(1<<i) != 0
	}
	return autoPayer(t.abilities[i])
}

// autoPayer reports whether automatic payment may activate ab, its
// source's tapped state apart (payersOf).
func autoPayer(ab *Ability) bool {
	c := &ab.Cost
	if ab.Kind != ManaAbility || c.Tap == c.Untap || c.Life > 0 || c.hasObjects() || c.Mana.X > 0 || c.Mana.Sym != noSymbols {
		return false
	}
	switch {
	case ab.Mana.Like != LikeNone:
		return true
	case ab.Mana.AnyColor > 0 && ab.Mana.Fixed.Total() == 0:
		return true
	default:
		// mixed productions are left to explicit activation
		return ab.Mana.AnyColor == 0 && specTypes(&ab.Mana).Len() == 1
	}
}
