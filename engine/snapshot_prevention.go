package engine

// The source of a prevention effect in a snapshot (version 12): the object
// whose spell or ability created each prevention shield, and the event of
// damage prevented naming it in Aux (Event.PreventedBy, CR 615.1).

// checkV11Preventions refuses a version 11 snapshot that records what
// only version 12 does (upgradeV11 calls it). Version 12 records the
// object that created each prevention shield, and names it in each event
// of damage prevented; version 11 recorded neither, so a shield of
// version 11 is restored with its source unknown (0), and its events are
// told with an unknown source.
func checkV11Preventions(s *snapGame) error {
	for i, p := range s.Preventions {
		if p.Source != NoObj {
			return badf("prevention %d: version 11 records no source", i)
		}
	}
	events := make([]snapEvent, 0, len(s.Log)+len(s.Stack)+len(s.Pending))
	events = append(events, s.Log...)
	for i := range s.Stack {
		events = append(events, s.Stack[i].Event)
	}
	for i := range s.Pending {
		events = append(events, s.Pending[i].Event)
	}
	for _, e := range events {
		if len(e) >= 12 && e[0] == int64(EvDamagePrevented) && e[11] != 0 {
			return badf("an event of damage prevented names the source of the effect, which version 11 does not record")
		}
	}
	return nil
}
