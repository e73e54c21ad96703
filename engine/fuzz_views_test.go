package engine_test

import (
	"encoding/json"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// checkViews checks, in whatever position the fuzzer reached, that every
// player's view and events and the spectator's build and encode, that a
// view shows a card of another's hand or of a library only when the viewer
// knows it (CR 400.2, 401.3, 402.3), and that every legal action reads
// back from its JSON form as itself. The events read back from JSON once
// each, those emitted since the last check (reading the whole log back at
// every check made a long game's checks quadratic); at the end of the game
// (final) every event of the log is checked again for what it shows.
// While fuzzing, the view, the events and the legal actions are written
// and read back for one viewer, whom the sample picks (the others differ
// only in what they hide, which is checked for each), and of the events
// those the sample picks: writing them all for every viewer cost more
// than the rest of the game's checks together.
func (f *gameFuzzer) checkViews(final bool) {
	g := f.g
	from := min(f.viewed, g.EventCount())
	f.viewed = g.EventCount()
	reader := engine.PlayerID((f.sample.seed+uint64(from))%uint64(g.NumPlayers()+1)) - 1
	for p := engine.NoPlayer; int(p) < g.NumPlayers(); p++ {
		v, evs := g.SpectatorView(), g.SpectatorEvents(from)
		if p != engine.NoPlayer {
			v, evs = g.PlayerView(p), g.EventsFor(p, from)
		}
		read := f.sample.all || p == reader
		if read {
			f.checkReadsBack(v, f.sampleEvents(evs, from))
		}
		if final {
			evs = g.EventsFor(p, 0)
		}
		for _, vp := range v.Players {
			shown := append([]engine.ViewCard(nil), vp.Hand...) // KnownTo includes CR 402.3, 810.5
			for _, lc := range vp.Library {
				shown = append(shown, lc.ViewCard)
			}
			for _, c := range shown {
				if p == engine.NoPlayer || !g.KnownTo(p, c.Obj) {
					f.fail("the view of %d shows %s of %d's hidden cards", p, c.Name, vp.ID)
				}
			}
		}
		for _, ev := range evs {
			for _, id := range []engine.ObjID{ev.Obj, ev.Other} {
				f.checkVisible(p, id)
			}
		}
		if p == engine.NoPlayer || !read {
			continue
		}
		for _, a := range g.LegalActions(p, nil) {
			b, err := json.Marshal(a)
			if err != nil {
				f.fail("action %+v: %v", a, err)
			}
			if back, err := engine.DecodeAction(b); err != nil || back != a {
				f.fail("action %+v reads back as %+v (%v)", a, back, err)
			}
		}
	}
}

// checkVisible fails when object id of an event for viewer p is a hidden
// object p may not see.
func (f *gameFuzzer) checkVisible(p engine.PlayerID, id engine.ObjID) {
	if id == engine.NoObj {
		return
	}
	info, err := f.g.Object(id)
	if err != nil {
		f.fail("event object %d: %v", id, err)
		return
	}
	// A token is never hidden: it was created public, and one put into a
	// hand or a library stays known to all until it ceases to exist
	// (CR 111.7, 111.8).
	if !info.Token && (info.Zone == zones.Library || info.Zone == zones.Hand) {
		if p == engine.NoPlayer || info.Zone == zones.Library && !f.g.KnownTo(p, id) ||
			info.Zone == zones.Hand && !f.g.SameTeam(p, info.Owner) && !f.g.KnownTo(p, id) {
			f.fail("the events of %d name %s, hidden in %v", p, info.Characteristics.Name, info.Zone)
		}
	}
}

// checkReadsBack fails unless view v and events evs write to JSON and read
// back as what writes the same again.
func (f *gameFuzzer) checkReadsBack(v engine.PlayerView, evs []engine.Event) {
	for _, pair := range []struct{ val, back any }{{v, &engine.PlayerView{}}, {evs, &[]engine.Event{}}} {
		b, err := json.Marshal(pair.val)
		if err != nil {
			f.fail("%T: %v", pair.val, err)
			return
		}
		if err := json.Unmarshal(b, pair.back); err != nil {
			f.fail("%T does not read back: %v", pair.val, err)
			return
		}
		if again, err := json.Marshal(pair.back); err != nil || string(again) != string(b) {
			f.fail("%T reads back as another value (%v)", pair.val, err)
		}
	}
}

// sampleEvents returns the events of evs, the first of which is number
// from of the log, that the sample picks: one in checkEvery while fuzzing,
// all otherwise.
func (f *gameFuzzer) sampleEvents(evs []engine.Event, from int) []engine.Event {
	if f.sample.all {
		return evs
	}
	var out []engine.Event
	for i, ev := range evs {
		if f.sample.pick(from+i+1<<20, checkEvery) {
			out = append(out, ev)
		}
	}
	return out
}
