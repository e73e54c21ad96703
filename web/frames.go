package web

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// EventLine is an event as the pages list it: its place in the log, its
// English line (Game.Describe) and the rule of the Comprehensive Rules
// that says what it is (Game.EventRule, "" for none).
type EventLine struct {
	Seq  int    `json:"seq"`
	Text string `json:"text"`
	Rule string `json:"rule,omitempty"`
}

// EventLines words g's events from sequence number from on, as a
// spectator may know them (Game.SpectatorEvents): no card in a hidden zone
// is named.
func EventLines(g *engine.Game, from int) []EventLine {
	return eventLines(g, g.SpectatorEvents(from))
}

// PlayerEventLines words g's events from sequence number from on as
// player p may know them (Game.EventsFor).
func PlayerEventLines(g *engine.Game, p engine.PlayerID, from int) []EventLine {
	return eventLines(g, g.EventsFor(p, from))
}

// eventLines words evs. A draw is one line: the move of the card from the
// library to the hand just before a draw event is that draw (CR 121.1),
// which says it already ("Alice draws Hill Giant" for Alice, "Alice draws
// a card" for the others), so the move gets no line of its own. Objects
// are named by their tags (Game.Describe).
func eventLines(g *engine.Game, evs []engine.Event) []EventLine { return namedEventLines(g, evs, nil) }

// namedEventLines is eventLines with the objects named by name when it
// names them (Game.DescribeWith).
func namedEventLines(g *engine.Game, evs []engine.Event, name func(engine.ObjID) string) []EventLine {
	out := make([]EventLine, 0, len(evs))
	for i, ev := range evs {
		if i+1 < len(evs) && isDrawMove(ev, evs[i+1]) {
			continue
		}
		out = append(out, EventLine{Seq: int(ev.Seq), Text: strings.TrimSpace(g.DescribeWith(ev, name)), Rule: g.EventRule(ev)})
	}
	return out
}

// isDrawMove reports whether ev is the move of the card that next, a draw
// event, says was drawn.
func isDrawMove(ev, next engine.Event) bool {
	return ev.Kind == engine.EvZoneChanged && next.Kind == engine.EvDrew &&
		ev.From == zones.Library && ev.To == zones.Hand && ev.Player == next.Player && ev.Other == next.Obj
}

// frame is one moment of a replay: the spectator's view once a recorded
// call was made, and the events of that call (and of the calls merged
// into it, which only passed priority).
type frame struct {
	Call   int               `json:"call"` // the index of the call in the recording
	Turn   int               `json:"turn"`
	Label  string            `json:"label"` // "Turn 3 — Alice — precombat main"
	View   engine.PlayerView `json:"view"`
	Events []EventLine       `json:"events"`
}

// replayData is what the replay page embeds: the frames, with the printed
// faces of the cards kept once (Faces, by object in ObjFaces) instead of in
// every view.
type replayData struct {
	Title    string              `json:"title"`
	NoLog    bool                `json:"noLog,omitempty"` // recorded WithoutLog: frames with no events
	Faces    [][]engine.ViewFace `json:"faces"`
	ObjFaces map[int]int         `json:"objFaces"` // object id -> index in Faces
	Frames   []frame             `json:"frames"`
}

// frameBuilder builds the frames of a replay, one callback of
// engine.ReplayCalls at a time.
type frameBuilder struct {
	data      replayData
	faceIndex map[string]int // JSON of a face list -> its index in data.Faces
	events    int            // the events already in a frame
	pending   []EventLine    // the events of calls merged into the next frame
	// tags are the tags of the objects of the last frame's view
	// (engine.Game.Tag), which name in the next frame's events an object
	// that has left the view since (CR 400.7): the two Soldier Tokens
	// that die at once are named as the board showed them.
	tags map[engine.ObjID]string
}

// add makes the frame of call i, or keeps its events for the next frame
// when all the call did was pass priority (or nothing at all). A game
// recorded without its log has no events to tell the calls apart by:
// each call gets a frame.
func (b *frameBuilder) add(call int, g *engine.Game, last bool) error {
	evs := g.SpectatorEvents(b.events)
	lines := namedEventLines(g, evs, b.lastSeen(g, evs))
	b.events = g.EventCount()
	b.pending = append(b.pending, lines...)
	if !last && !b.data.NoLog && onlyPasses(g, len(lines)) {
		return nil
	}
	return b.frame(call, g)
}

// start makes the frame of the position a recording starts from when it
// is a snapshot's: the restored game's log holds the game before the
// snapshot, which the frames leave out (they count events from here).
func (b *frameBuilder) start(g *engine.Game) error {
	b.events = g.EventCount()
	return b.frame(-1, g)
}

// lastSeen names an object that a spectator no longer sees in g by its
// tag in the last frame, or, for one it became during evs (a token that
// died and ceased to exist, CR 400.7, 704.5d), by the tag the object it
// was had there; it leaves the others to their tags now ("").
func (b *frameBuilder) lastSeen(g *engine.Game, evs []engine.Event) func(engine.ObjID) string {
	was := map[engine.ObjID]engine.ObjID{} // the object each became, back to what it was
	for _, ev := range evs {
		if ev.Kind == engine.EvZoneChanged && ev.Obj != engine.NoObj && ev.Other != engine.NoObj {
			was[ev.Other] = ev.Obj
		}
	}
	return func(id engine.ObjID) string {
		if g.Tag(engine.NoPlayer, id) != "" {
			return ""
		}
		for range len(was) + 1 {
			if tag, ok := b.tags[id]; ok {
				return tag
			}
			if id = was[id]; id == engine.NoObj {
				break
			}
		}
		return ""
	}
}

// viewTags returns the tags of the objects of v, the spells on its stack
// with them, by object id.
func viewTags(v *engine.PlayerView) map[engine.ObjID]string {
	tags := map[engine.ObjID]string{}
	add := func(c *engine.ViewCard) { tags[c.Obj] = c.Tag }
	for i := range v.Players {
		p := &v.Players[i]
		for j := range p.Hand {
			add(&p.Hand[j])
		}
		for j := range p.Graveyard {
			add(&p.Graveyard[j])
		}
		for j := range p.Library {
			add(&p.Library[j].ViewCard)
		}
	}
	for i := range v.Battlefield {
		add(&v.Battlefield[i].ViewCard)
	}
	for i := range v.Exile {
		add(&v.Exile[i])
	}
	for _, it := range v.Stack {
		if it.Kind == engine.StackSpell && it.Source != engine.NoObj {
			tags[it.Source] = it.Tag
		}
	}
	return tags
}

// frame makes the frame of g as call left it, with the pending events.
func (b *frameBuilder) frame(call int, g *engine.Game) error {
	v := g.SpectatorView()
	b.tags = viewTags(&v)
	if err := b.shareFaces(&v); err != nil {
		return err
	}
	n, active, step := g.Turn()
	label := "Before the game"
	if n > 0 {
		label = fmt.Sprintf("Turn %d — %s — %s", n, g.PlayerName(active), step)
	}
	if over, winner := g.Over(); over {
		label = "Game over — " + resultText(g, winner)
	}
	if b.pending == nil {
		b.pending = []EventLine{} // a list in the JSON, not null
	}
	b.data.Frames = append(b.data.Frames, frame{Call: call, Turn: n, Label: label, View: v, Events: b.pending})
	b.pending = nil
	return nil
}

// onlyPasses reports whether the last n events of g (a call's) are all
// priority passes, or there are none: a frame of them would show nothing
// new.
func onlyPasses(g *engine.Game, n int) bool {
	for _, ev := range g.SpectatorEvents(g.EventCount() - n) {
		if ev.Kind != engine.EvPriorityPassed {
			return false
		}
	}
	return true
}

// resultText says how the game ended: "a draw", "Alice won", or in
// Two-Headed Giant the winning team, "Carol & Dan won", since both
// teammates win (CR 810.8a).
func resultText(g *engine.Game, winner engine.PlayerID) string {
	if winner == engine.NoPlayer {
		return "a draw"
	}
	if mate := g.Teammate(winner); mate != engine.NoPlayer {
		return g.PlayerName(min(winner, mate)) + " & " + g.PlayerName(max(winner, mate)) + " won"
	}
	return g.PlayerName(winner) + " won"
}

// shareFaces moves the faces of v's cards to the shared table: a card
// whose object has the same faces as before loses them from the view
// (the page puts them back). An object whose faces differ from those it
// had keeps its own in the view.
func (b *frameBuilder) shareFaces(v *engine.PlayerView) error {
	share := func(c *engine.ViewCard) error {
		if c.Obj == engine.NoObj || len(c.Faces) == 0 {
			return nil
		}
		key, err := json.Marshal(c.Faces)
		if err != nil {
			return err
		}
		k, ok := b.faceIndex[string(key)]
		if !ok {
			k = len(b.data.Faces)
			b.faceIndex[string(key)] = k
			b.data.Faces = append(b.data.Faces, c.Faces)
		}
		if prev, ok := b.data.ObjFaces[int(c.Obj)]; ok && prev != k {
			return nil
		}
		b.data.ObjFaces[int(c.Obj)] = k
		c.Faces = nil
		return nil
	}
	for i := range v.Players {
		p := &v.Players[i]
		for _, cs := range [][]engine.ViewCard{p.Hand, p.Graveyard} {
			for j := range cs {
				if err := share(&cs[j]); err != nil {
					return err
				}
			}
		}
		for j := range p.Library {
			if err := share(&p.Library[j].ViewCard); err != nil {
				return err
			}
		}
	}
	for i := range v.Battlefield {
		if err := share(&v.Battlefield[i].ViewCard); err != nil {
			return err
		}
	}
	for i := range v.Exile {
		if err := share(&v.Exile[i]); err != nil {
			return err
		}
	}
	return nil
}

// buildFrames replays rec and returns the page's data: a frame for the
// start when rec starts from a snapshot (and for a recording with no
// calls, the game as made), then one for each call that did more than
// pass priority, and one for the last call.
func buildFrames(rec engine.Recording, lookup func(string) (*engine.CardDef, error)) (*replayData, error) {
	b := &frameBuilder{faceIndex: map[string]int{}}
	b.data.ObjFaces = map[int]int{}
	b.data.Frames = []frame{}
	b.data.NoLog = rec.NoLog
	last := len(rec.Calls) - 1
	g, err := engine.ReplayCalls(rec, lookup, func(call int, g *engine.Game) error {
		if call < 0 {
			switch {
			case rec.Snapshot != nil:
				return b.start(g)
			case last >= 0:
				return nil // the game as made: its events go in the first call's frame
			}
		}
		return b.add(call, g, call == last)
	})
	if err != nil {
		return nil, err
	}
	b.data.Title = title(g)
	return &b.data, nil
}

// title names the players of g: "Alice vs Bob", or in Two-Headed Giant
// the teams, "Alice & Bob vs Carol & Dan" (CR 810.1).
func title(g *engine.Game) string {
	var sides []string
	for p := range engine.PlayerID(g.NumPlayers()) {
		mate := g.Teammate(p)
		switch {
		case mate == engine.NoPlayer:
			sides = append(sides, g.PlayerName(p))
		case mate > p:
			sides = append(sides, g.PlayerName(p)+" & "+g.PlayerName(mate))
		}
	}
	return strings.Join(sides, " vs ")
}
