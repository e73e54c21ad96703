package engine

// Version 13 of the snapshot format records the start of a game begun
// with Begin (CR 103, start_game.go): the game-wide part under
// "beginning" (absent for a game not begun with Begin), and each
// player's mulligans, declaration of the round and cards owed to the
// bottom of their library (absent when none). A game waits for the
// decisions of its start with "wait" 6. Version 12 had none of these, nor
// the events and decisions of the start.

// snapBeginning is the core's opening in a snapshot.
type snapBeginning struct {
	// Stage: 1 the chooser is to choose the starting player, 2 players
	// declare, 3 players put cards on the bottom, 4 turn 1 has begun.
	Stage    openingStage `json:"stage"`
	Chooser  PlayerID     `json:"chooser"`
	HandSize int8         `json:"handSize"`
	Free     bool         `json:"freeMulligan,omitempty"`
	Shuffle  bool         `json:"shuffle,omitempty"`
}

// snapOpening encodes the start of a game begun with Begin.
func (g *Game) snapOpening(s *snapGame, _ *snapRefs) error {
	if o := &g.st.opening; o.stage != openingNone {
		s.Beginning = &snapBeginning{Stage: o.stage, Chooser: o.chooser, HandSize: o.handSize, Free: o.free, Shuffle: o.shuffle}
	}
	for i := range g.st.players {
		p, sp := &g.st.players[i], &s.Players[i]
		sp.Mulligans, sp.Declared, sp.Owed = p.mulligans, p.declared, p.owed
	}
	return nil
}

// opening checks and builds the start of a game begun with Begin: the
// ranges of its game-wide values (CheckInvariants checks that they agree
// with each other and with the game; playerOpening checks the players').
func (b *snapBuilder) opening() error {
	if sb := b.s.Beginning; sb != nil {
		if sb.Stage == openingNone || sb.Stage >= numOpeningStages {
			return badf("beginning: stage %d out of range", sb.Stage)
		}
		if err := b.playerRef("beginning: chooser", sb.Chooser, false); err != nil {
			return err
		}
		if sb.HandSize < 1 || sb.HandSize > maxHandSize {
			return badf("beginning: hand size %d out of range (1 to %d)", sb.HandSize, maxHandSize)
		}
		b.st.opening = opening{stage: sb.Stage, chooser: sb.Chooser, handSize: sb.HandSize, free: sb.Free, shuffle: sb.Shuffle}
	}
	return nil
}

// playerOpening checks the ranges of player sp's start (the mulligans
// taken, the declaration and the cards owed), which snapBuilder.player
// builds.
func playerOpening(what string, sp *snapPlayer) error {
	if sp.Mulligans < 0 || sp.Owed < 0 || sp.Declared >= numDeclarations {
		return badf("%s: mulligans %d, declared %d, owed %d out of range", what, sp.Mulligans, sp.Declared, sp.Owed)
	}
	return nil
}

// upgradeV12 converts a version 12 snapshot, read into the current
// structure, to version 13. Version 12 has no game begun with Begin: no
// beginning, no mulligans, no game waiting for the decisions of its start,
// and none of their events or decisions.
func upgradeV12(s *snapGame) (*snapGame, error) {
	if s.Beginning != nil || s.Wait == waitBeginning {
		return nil, badf("version 12 has no game begun with Begin")
	}
	for i, p := range s.Players {
		if p.Mulligans != 0 || p.Declared != undeclared || p.Owed != 0 {
			return nil, badf("player %d: version 12 has no mulligans", i)
		}
	}
	for i, e := range s.Log {
		if len(e) > snapEvKind && e[snapEvKind] >= int64(EvChooser) && e[snapEvKind] <= int64(EvPutOnBottom) {
			return nil, badf("event %d: version 12 has no %v event", i, EventKind(e[snapEvKind]))
		}
	}
	for i, d := range s.Decisions {
		if d.Kind >= DecideStartingPlayer && d.Kind <= DecideBottom {
			return nil, badf("decision %d: version 12 has no %v decision", i, d.Kind)
		}
	}
	s.Version = 13
	return s, nil
}
