package engine

// What players know of hidden cards in a snapshot (version 11): each
// object's knownBy, the players who know which card it is (knowledge.go).

// knownRef checks an object's knownBy: players of the game only, and
// only for an object in a hidden zone, where the rules leave anything to
// know (CR 400.2).
func (b *snapBuilder) knownRef(what string, so *snapObject) error {
	if so.KnownBy == 0 {
		return nil
	}
	if so.KnownBy&^everyPlayer(len(b.s.Players)) != 0 {
		return badf("%s: knownBy %d names a player the game does not have", what, so.KnownBy)
	}
	if !hiddenZone(so.Zone) {
		return badf("%s: knownBy in a public zone, where every player knows every card", what)
	}
	return nil
}

// upgradeV10 converts a version 10 snapshot, read into the current
// structure, to version 11. Version 11 records what players know of
// hidden cards; a game of version 10 or earlier is restored with nothing
// known beyond what the rules let each player see (CR 400.2, 402.3,
// 810.5).
func upgradeV10(s *snapGame) (*snapGame, error) {
	for _, o := range s.Objects {
		if o.KnownBy != 0 {
			return nil, badf("object %d: version 10 records no knowledge", o.ID)
		}
	}
	s.Version = 11
	return s, nil
}
