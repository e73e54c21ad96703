package engine

// Reading earlier versions of the snapshot format. Each earlier version has
// its structure here, decoded strictly as that version was written, and an
// upgrade to the next version; decodeSnapshot chains them up to the
// current one. A new version adds its predecessor's structure and upgrade
// here, and a snapshot of every game of testdata/snapshots in the new
// version (see docs/snapshot.md for the rule and the test that keeps it).

// snapGameV1 is version 1 of the format: version 2 with the caches it
// also recorded — the mark of the token state-based action's scan, the
// mark that characteristics are stale, and every object's characteristics
// as last computed.
type snapGameV1 struct {
	snapGame
	Objects   []snapObjectV1 `json:"objects"`
	TokenScan int32          `json:"tokenScan"`
	Dirty     bool           `json:"dirty"`
}

// snapObjectV1 is an object in version 1: its characteristics are always
// present, under chars, and there is no lki.
type snapObjectV1 struct {
	snapObject
	Chars snapChars `json:"chars"`
}

// upgrade converts a version 1 snapshot to version 2. The caches are
// dropped, to be computed again from the state: tokenScan, dirty and the
// characteristics of every object but a former permanent. A former
// permanent's are its last known information, which version 2 keeps as
// lki.
func (v *snapGameV1) upgrade() (*snapGame, error) {
	s := v.snapGame
	s.Version = 2
	s.Objects = make([]snapObject, len(v.Objects))
	for i := range v.Objects {
		o := v.Objects[i].snapObject
		if o.LKI != nil {
			return nil, badf("object at position %d: version 1 has no lki", i+1)
		}
		if o.formerPermanent() {
			ch := v.Objects[i].Chars
			o.LKI = &ch
		}
		s.Objects[i] = o
	}
	return &s, nil
}

// upgradeV2 converts a version 2 snapshot, read into the current
// structure, to version 3. Version 3 adds the decisions kept with the log
// (DecisionRecord); a version 2 game kept none, so it has none.
func upgradeV2(s *snapGame) (*snapGame, error) {
	if s.Decisions != nil {
		return nil, badf("version 2 has no decisions")
	}
	s.Version = 3
	return s, nil
}

// upgradeV3 converts a version 3 snapshot, read into the current
// structure, to version 4. Version 4 lets a target be an ability on the
// stack (a target's stack, and a becomes-the-target event's Aux naming
// it, CR 115.1); version 3 had neither.
func upgradeV3(s *snapGame) (*snapGame, error) {
	for _, it := range s.Stack {
		for _, t := range it.Targets {
			if t.Stack != 0 {
				return nil, badf("stack item %d: version 3 has no ability as a target", it.ID)
			}
		}
	}
	for i, e := range s.Log {
		if e[0] == int64(EvBecameTarget) && e[11] != 0 {
			return nil, badf("event %d: version 3 has no ability as a target", i)
		}
	}
	s.Version = 4
	return s, nil
}

// upgradeV4 converts a version 4 snapshot, read into the current
// structure, to version 5. Version 5 lets an Aura be attached to a player
// (an object's attachedPlayer, CR 303.4); version 4 had none.
func upgradeV4(s *snapGame) (*snapGame, error) {
	for _, o := range s.Objects {
		if o.AttachedPlayer != nil {
			return nil, badf("object %d: version 4 has no Aura attached to a player", o.ID)
		}
	}
	s.Version = 5
	return s, nil
}

// upgradeFrom converts snapshot s, of version v from 2 on, read into the
// current structure, to the current version, one version at a time.
func upgradeFrom(s *snapGame, v int) (*snapGame, error) {
	steps := [...]func(*snapGame) (*snapGame, error){upgradeV2, upgradeV3, upgradeV4, upgradeV5, upgradeV6, upgradeV7, upgradeV8, upgradeV9, upgradeV10, upgradeV11, upgradeV12}
	for i := v - 2; i < len(steps); i++ {
		var err error
		if s, err = steps[i](s); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// upgradeV5 converts a version 5 snapshot, read into the current
// structure, to version 6. Version 6 adds planeswalkers (CR 306): loyalty
// counters (a third number in an object's counters), the turn a loyalty
// ability of an object was last activated (loyaltyTurn, CR 606.3), the
// planeswalker a creature attacks (attackingPW, CR 506.3), and the
// continuous effects of Resolution.BecomeCreature and of PlayerRules;
// version 5 had none of them.
func upgradeV5(s *snapGame) (*snapGame, error) {
	for i, o := range s.Objects {
		if o.Counters[Loyalty] != 0 || o.LoyaltyTurn != 0 || o.AttackingPW != NoObj {
			return nil, badf("object at position %d: version 5 has no loyalty", i+1)
		}
	}
	for i, e := range s.Effects {
		if e.Types != 0 || e.Subtypes != nil || e.Player != 0 || e.Layer == LayerPTSet || e.Duration > Indefinitely {
			return nil, badf("effect %d: version 5 has no such effect", i)
		}
	}
	s.Version = 6
	return s, nil
}

// upgradeV6 converts a version 6 snapshot, read into the current
// structure, to version 7. Version 7 adds each player's number of turns
// begun, a spell's flashback mark (CR 702.34a) and an ability granted by
// a layer 6 effect (an effect's ability, and a face's granted abilities);
// version 6 had none of them. A player's turns begun are counted
// backwards in turn order from their most recent turn, as a game started
// at a later turn counts them.
//
// That count is an estimate: version 6 records only each player's most
// recent turn, not how the turns went round. It is exact when all n
// players took their turns in turn order from turn 1 (or as Start counts
// the turns before a later first turn). Once a player has left the game
// (CR 800.4a), the others' turns came round more often than every n-th
// turn, so they have begun more turns than it gives, never fewer (the
// engine has no extra turns, CR 500.7); a player who left is counted up
// to their last turn. Only a rule that reads the turns begun sees the
// difference (Angel of Eternal Dawn's cast limit, which no version 6 game
// had): it is then stricter than the true count would make it.
func upgradeV6(s *snapGame) (*snapGame, error) {
	for i := range s.Objects {
		if s.Objects[i].Flashback {
			return nil, badf("object %d: version 6 has no flashback", s.Objects[i].ID)
		}
	}
	for i, e := range s.Effects {
		if e.Ability != nil {
			return nil, badf("effect %d: version 6 has no granted ability", i)
		}
	}
	n := len(s.Players)
	for i := range s.Players {
		p := &s.Players[i]
		if p.TurnsBegun != 0 {
			return nil, badf("player %d: version 6 has no turnsBegun", i)
		}
		p.TurnsBegun = turnsBegunBack(p.LastTurn, 0, n)
	}
	s.Version = 7
	return s, nil
}

// upgradeV7 converts a version 7 snapshot, read into the current
// structure, to version 8. Version 8 adds the game's variant (Two-Headed
// Giant, CR 810); a version 7 game is an ordinary one.
func upgradeV7(s *snapGame) (*snapGame, error) {
	if s.Variant != FreeForAll {
		return nil, badf("version 7 has no variant")
	}
	s.Version = 8
	return s, nil
}

// upgradeV8 converts a version 8 snapshot, read into the current
// structure, to version 9. Version 9 adds the state of each player's
// Random decider; a version 8 snapshot records no decider.
func upgradeV8(s *snapGame) (*snapGame, error) {
	for i, p := range s.Players {
		if p.Random != "" {
			return nil, badf("player %d: version 8 records no decider", i+1)
		}
	}
	s.Version = 9
	return s, nil
}
