package engine

// CheckSubtypes reports whether the subtypes of each face of the card are
// ones the engine knows (built in or registered), each belonging to one of
// the face's card types (CR 205.3c–d: Forest may be a land's, Dryad a
// creature's, but an instant can't be a Wolf). The error is a *SubtypeError
// that names the card and wraps ErrUnknownSubtype or ErrSubtypeCardType.
// New and Put check every card they are given.
func (c *CardDef) CheckSubtypes() error {
	for _, f := range [2]*Face{&c.Front, c.Back} {
		if f == nil {
			continue
		}
		for t := range f.Subtypes.All() {
			if err := subtypeProblem(t, f.Types); err != nil {
				return &SubtypeError{Card: f.Name, Name: t.String(), Value: t, Err: err}
			}
		}
	}
	return nil
}

// subtypeProblem returns ErrUnknownSubtype for a value neither built in
// nor registered, ErrSubtypeCardType for one that belongs to none of the
// card types types (CR 205.3d), and nil for a subtype a face of those
// types can have.
func subtypeProblem(t Subtype, types TypeSet) error {
	in, ok := t.info()
	switch {
	case !ok:
		return ErrUnknownSubtype
	case in.kind.CardTypes()&types == 0:
		return ErrSubtypeCardType
	}
	return nil
}

// checkDefOnce checks def's subtypes unless the game already made an
// object of it (its defBase exists): a definition is checked once per
// game, not once per copy in a deck.
func (g *Game) checkDefOnce(def *CardDef) error {
	for _, b := range g.defList {
		if b.def == def {
			return nil
		}
	}
	return def.CheckSubtypes()
}
