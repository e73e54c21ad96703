package engine

// Version 12 of the snapshot format records why some events happened, so
// that each cites its own rule (Game.EventRule): the player of a day/night
// event is the active player when the untap step's check made the change
// (CR 731.2a, 731.2b) and NoPlayer otherwise; a destroyed event's Aux is
// the state-based action that destroyed it (704.5g, 704.5h); a countered
// event's Aux marks a spell or ability whose targets were all illegal
// (608.2b); and a sacrifice is an event of its own (EvSacrificed,
// 701.21a). Version 11 recorded none of these.

// The places of an event's numbers in a snapEvent.
const (
	snapEvKind   = 0
	snapEvPlayer = 1
	snapEvAmount = 10
	snapEvAux    = 11
	snapEvSeq    = 12
)

// upgradeV11 converts a version 11 snapshot, read into the current
// structure, to version 12 (its prevention shields checked by
// checkV11Preventions). A day/night event of the log gets the player
// the untap step's check would have given it: the active player of the
// untap step it happened in, when it changed day to night or night to
// day there (the only change the untap step makes), and NoPlayer for any
// other; a trigger event kept by a stack item or a pending trigger is
// given the same as its event of the log. A destroyed or countered event
// keeps Aux 0 (a "destroy" or "counter" effect, as version 11 cited it),
// since version 11 did not record which were state-based actions or
// illegal targets; no event can be a sacrifice.
func upgradeV11(s *snapGame) (*snapGame, error) {
	if err := checkV11Preventions(s); err != nil {
		return nil, err
	}
	untapOf := NoPlayer // the active player while the log is in an untap step
	for i, e := range s.Log {
		if len(e) <= snapEvAux {
			return nil, badf("event %d: too few numbers", i)
		}
		switch EventKind(e[snapEvKind]) {
		case EvStepBegan:
			untapOf = NoPlayer
			if Step(e[snapEvAmount]) == Untap {
				untapOf = PlayerID(e[snapEvPlayer])
			}
		case EvDayNight:
			if e[snapEvPlayer] != 0 {
				return nil, badf("event %d: version 11 records no player of a day/night event", i)
			}
			e[snapEvPlayer] = int64(NoPlayer)
			if e[snapEvAux] != 0 { // a change, not the first designation
				e[snapEvPlayer] = int64(untapOf)
			}
		case EvDestroyed, EvCountered:
			if e[snapEvAux] != 0 {
				return nil, badf("event %d: version 11 records no cause of a %v event", i, EventKind(e[snapEvKind]))
			}
		case EvSacrificed:
			return nil, badf("event %d: version 11 has no sacrifice event", i)
		}
	}
	fix := func(e snapEvent) {
		if len(e) <= snapEvSeq || EventKind(e[snapEvKind]) != EvDayNight {
			return
		}
		e[snapEvPlayer] = int64(NoPlayer)
		if seq := e[snapEvSeq]; seq >= 0 && seq < int64(len(s.Log)) && EventKind(s.Log[seq][snapEvKind]) == EvDayNight {
			e[snapEvPlayer] = s.Log[seq][snapEvPlayer]
		}
	}
	for i := range s.Stack {
		fix(s.Stack[i].Event)
	}
	for i := range s.Pending {
		fix(s.Pending[i].Event)
	}
	s.Version = 12
	return s, nil
}
