package engine

import (
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// Describe returns a one-line English account of an event, for logs and
// narration. It is not used by the rules. It names each object by its
// tag as a spectator sees it now (Game.Tag with NoPlayer: "Tavern
// Ruffian (Bob's) #2", the name alone when it is the only object of that
// name in the public zones), the same string as the object's Tag in a
// spectator's view, so that two lines about two objects of one name
// differ; an object that has since become another (CR 400.7) through
// public zones is named by the tag of what it is now, any other by its
// name as last known.
func (g *Game) Describe(ev Event) string { return g.DescribeWith(ev, nil) }

// DescribeWith is Describe with the objects named by name, when it
// returns a name: a caller's labels for the cards, say. For an object it
// returns "" for, the object's tag (or name as last known, see Describe)
// is used.
func (g *Game) DescribeWith(ev Event, name func(ObjID) string) string {
	d := &describer{g: g, ev: ev, n: strconv.Itoa(int(ev.Amount)), names: name}
	for _, group := range []func() (string, bool){d.explanations, d.turn, d.cards, d.stack, d.permanents, d.resources} {
		if s, ok := group(); ok {
			return s
		}
	}
	return ev.Kind.String()
}

// describer words one event; each of its groups words the kinds of event
// it knows and reports whether the event was one of them.
type describer struct {
	g     *Game
	ev    Event
	n     string             // the event's amount
	names func(ObjID) string // the caller's names, or nil
	tags  *tagger            // a spectator's tags, made when first needed
}

// name is an object's name: the caller's, or its tag as a spectator
// sees it, or the name as last known (tagger.lastKnown).
func (d *describer) name(id ObjID) string {
	if id <= 0 || int(id) >= len(d.g.st.objs) {
		return "?"
	}
	if d.names != nil {
		if n := d.names(id); n != "" {
			return n
		}
	}
	return d.tagger().lastKnown(id)
}

// tagger returns the spectator's tagger of the describer, made when first
// needed.
func (d *describer) tagger() *tagger {
	if d.tags == nil {
		d.tags = d.g.newTagger(NoPlayer, false)
	}
	return d.tags
}

// targets words the targets chosen for the spell or ability of event ev
// (cast, activated or triggered), as ", targeting X and Y": the "becomes
// the target" events the engine emits for the targets of that stack
// object, in the order of its target places, right after it is cast,
// activated or put on the stack (CR 601.2c, 602.2b, 603.3d). A stack id
// is never used twice, so they are the events with its id; the search
// ends when the object leaves the stack or a player passes priority,
// which comes after them.
func (d *describer) targets() string {
	log := d.g.st.log
	sid, ok := d.ev.StackID()
	if !ok {
		return ""
	}
	var names []string
	for i := int(d.ev.Seq) + 1; i < len(log) && int(d.ev.Seq) < len(log); i++ {
		t := log[i]
		if id, ok := t.StackID(); t.Kind == EvPriorityPassed || ok && id == sid && t.Kind != EvBecameTarget {
			break
		}
		if t.Kind != EvBecameTarget || StackID(t.Amount) != sid {
			continue
		}
		if sid, ok := t.TargetedAbility(); ok {
			names = append(names, d.ability(sid, int(t.Seq)))
		} else if t.Obj == NoObj {
			names = append(names, d.pl(t.Target))
		} else {
			names = append(names, d.name(t.Obj))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return ", targeting " + strings.Join(names, " and ")
}

// exiledUntil words why a zone change exiled its object, when it was
// exiled until an object leaves the battlefield (CR 610.3): " until X
// leaves the battlefield". The event names X (Aux), so the words are the
// same after the link is gone.
func (d *describer) exiledUntil() string {
	if d.ev.To != zones.Exile || d.ev.Aux == 0 {
		return ""
	}
	return " until " + d.name(ObjID(d.ev.Aux)) + " leaves the battlefield"
}

func (d *describer) pl(p PlayerID) string {
	if n := d.g.PlayerName(p); n != "" {
		return n
	}
	return "nobody"
}

// team names p, with their teammate in Two-Headed Giant, where a turn
// and a win are the team's (CR 805.4, 810.8a): "Alice and Bob".
func (d *describer) team(p PlayerID) string {
	if tm := d.g.Teammate(p); tm != NoPlayer {
		return d.pl(min(p, tm)) + " and " + d.pl(max(p, tm))
	}
	return d.pl(p)
}

// item names a spell, or an ability by its source: a spell's object stays
// in the stack zone as it was last known.
func (d *describer) item(id ObjID) string {
	if id > 0 && int(id) < len(d.g.st.objs) && d.g.st.objs[id].zone == zones.Stack {
		return d.name(id)
	}
	return "an ability of " + d.name(id)
}

// ability words the ability on the stack with stack id sid, as "an
// ability of X": X is the source its activation or trigger event names,
// found in the log before position before.
func (d *describer) ability(sid StackID, before int) string {
	log := d.g.st.log
	for i := min(before, len(log)) - 1; i >= 0; i-- {
		ev := &log[i]
		if ev.Kind != EvAbilityActivated && ev.Kind != EvAbilityTriggered {
			continue
		}
		if id, ok := ev.StackID(); ok && id == sid {
			return "an ability of " + d.name(ev.Obj)
		}
	}
	return "an ability"
}

// turn words the events of the game and its turns.
func (d *describer) turn() (string, bool) {
	ev := d.ev
	switch ev.Kind {
	case EvGameStarted:
		return "the game begins with " + d.n + " players", true
	case EvChooser:
		return d.pl(ev.Player) + " chooses who takes the first turn", true
	case EvStartingPlayer:
		return d.pl(ev.Target) + " chooses " + d.team(ev.Player) + " to take the first turn", true
	case EvMulligan:
		return d.pl(ev.Player) + " takes a mulligan (number " + d.n + ")", true
	case EvKept:
		return d.pl(ev.Player) + " keeps " + d.n + " " + plural(int(ev.Amount), "card", "cards"), true
	case EvPutOnBottom:
		return d.pl(ev.Player) + " puts " + d.n + " " + plural(int(ev.Amount), "card", "cards") + " on the bottom of their library", true
	case EvTurnBegan:
		return "turn " + d.n + ": " + d.team(ev.Player), true
	case EvStepBegan:
		return "  " + Step(ev.Amount).String() + " step", true
	case EvPriorityPassed:
		return d.pl(ev.Player) + " passes", true
	case EvDayNight:
		return "it becomes " + daynight.Designation(ev.Amount).String(), true
	case EvPlayerLost:
		return d.pl(ev.Player) + " loses the game", true
	case EvPlayerLeft:
		return d.pl(ev.Player) + " leaves the game", true
	case EvGameOver:
		if ev.Player == NoPlayer {
			return "the game is a draw", true
		}
		if d.g.teams() {
			return "the game is over: " + d.team(ev.Player) + " win", true
		}
		return "the game is over: " + d.pl(ev.Player) + " wins", true
	}
	return "", false
}

// cards words the events of cards and tokens moving, appearing and
// turning over.
func (d *describer) cards() (string, bool) {
	ev := d.ev
	switch ev.Kind {
	case EvZoneChanged:
		who := d.name(ev.Obj)
		switch {
		case ev.Obj != NoObj:
		case ev.Other != NoObj:
			// A hidden card, in a player's events (EventsFor), that the
			// player may see where it goes: a card that becomes public
			// (CR 400.2), or one that goes to their own hand (CR 402.3).
			// It is named by the object it became.
			who = d.name(ev.Other)
		default: // a hidden card that stays hidden
			who = "one of " + d.pl(ev.Player) + "'s cards"
		}
		if ev.To == zones.None {
			return who + " leaves the game", true
		}
		return who + ": " + ev.From.String() + " -> " + ev.To.String() + d.exiledUntil(), true
	case EvDrew:
		if ev.Obj != NoObj { // the drawer's own events, or the full log
			return d.pl(ev.Player) + " draws " + d.name(ev.Obj), true
		}
		return d.pl(ev.Player) + " draws a card", true
	case EvShuffled:
		return d.pl(ev.Player) + " shuffles their library", true
	case EvLandPlayed:
		return d.pl(ev.Player) + " plays " + d.name(ev.Obj), true
	case EvTokenCreated:
		return d.pl(ev.Player) + " creates " + d.name(ev.Obj), true
	case EvCeasedToExist:
		return d.name(ev.Obj) + " ceases to exist", true
	case EvDestroyed:
		return d.name(ev.Obj) + " is destroyed", true
	case EvSacrificed:
		return d.pl(ev.Player) + " sacrifices " + d.name(ev.Obj), true
	case EvDiscarded:
		return d.pl(ev.Player) + " discards " + d.name(ev.Obj), true
	case EvTransformed:
		return d.transformed(), true
	}
	return "", false
}

// transformed words a transform by the faces' names (CR 712.8): the face
// it turned to named by the permanent's tag when it still has that face
// up, so that two permanents of one name transforming at once ("Tavern
// Ruffian transforms into Tavern Smasher #2") are told apart.
func (d *describer) transformed() string {
	st := &d.g.st
	if id := d.ev.Obj; id > 0 && int(id) < len(st.objs) && d.g.defOf(&st.objs[id]).Back != nil {
		def := d.g.defOf(&st.objs[id])
		from, to := def.Front.Name, def.Back.Name
		if d.ev.Amount == 0 {
			from, to = to, from
		}
		if d.g.nameOf(d.g.chars(&st.objs[id])) == to {
			to = d.tagger().lastKnown(id) // the tag, not a caller's name for the card
		}
		return from + " transforms into " + to
	}
	return d.name(d.ev.Obj) + " transforms"
}

// stack words the events of spells and abilities.
func (d *describer) stack() (string, bool) {
	ev := d.ev
	switch ev.Kind {
	case EvSpellCast:
		how := ""
		if d.g.castWithFlashback(ev.Obj) {
			how = " with flashback" // CR 702.34a
		}
		return d.pl(ev.Player) + " casts " + d.name(ev.Obj) + how + d.targets(), true
	case EvAbilityActivated:
		return d.pl(ev.Player) + " activates an ability of " + d.name(ev.Obj) + d.targets(), true
	case EvAbilityTriggered:
		return "an ability of " + d.name(ev.Obj) + " triggers" + d.targets(), true
	case EvBecameTarget:
		who := d.name(ev.Obj)
		if sid, ok := ev.TargetedAbility(); ok {
			who = d.ability(sid, int(ev.Seq))
		} else if ev.Obj == NoObj {
			who = d.pl(ev.Target)
		}
		return who + " becomes the target of " + d.item(ev.Other), true
	case EvResolved:
		return d.item(ev.Obj) + " resolves", true
	case EvCountered:
		return d.item(ev.Obj) + " is countered", true
	}
	return "", false
}

// permanents words the events of permanents' status, counters, combat,
// control and attachments.
func (d *describer) permanents() (string, bool) {
	ev := d.ev
	switch ev.Kind {
	case EvTapped:
		return d.name(ev.Obj) + " becomes tapped", true
	case EvUntapped:
		return d.name(ev.Obj) + " untaps", true
	case EvTappedForMana:
		return d.name(ev.Obj) + " is tapped for mana", true
	case EvCountersAdded:
		return d.n + " " + ev.Counter.String() + " counter(s) on " + d.name(ev.Obj), true
	case EvCountersRemoved:
		return d.n + " " + ev.Counter.String() + " counter(s) removed from " + d.name(ev.Obj), true
	case EvAttacks:
		if ev.Other != NoObj { // a planeswalker (CR 506.3)
			return d.name(ev.Obj) + " attacks " + d.name(ev.Other) + ", controlled by " + d.pl(ev.Target), true
		}
		return d.name(ev.Obj) + " attacks " + d.pl(ev.Target), true
	case EvBlocks:
		return d.name(ev.Obj) + " blocks " + d.name(ev.Other), true
	case EvControlChanged:
		return d.pl(ev.Player) + " gains control of " + d.name(ev.Obj), true
	case EvAttached:
		return d.name(ev.Obj) + " becomes attached to " + d.attachee(), true
	case EvUnattached:
		return d.name(ev.Obj) + " becomes unattached from " + d.attachee(), true
	}
	return "", false
}

// attachee names what an attachment event's permanent is attached to, or
// was: an object, or a player (an Aura with "enchant player", CR 303.4).
func (d *describer) attachee() string {
	if d.ev.Other == NoObj {
		return d.pl(d.ev.Player)
	}
	return d.name(d.ev.Other)
}

// resources words the events of mana, damage and life.
func (d *describer) resources() (string, bool) {
	ev := d.ev
	switch ev.Kind {
	case EvManaAdded:
		return d.pl(ev.Player) + " adds " + strings.Repeat(ev.Mana.String(), int(ev.Amount)), true
	case EvManaEmptied:
		return d.pl(ev.Player) + " loses " + d.n + " unspent mana", true
	case EvDamage:
		to := d.name(ev.Other)
		if ev.Other == NoObj {
			to = d.pl(ev.Target)
		}
		return d.name(ev.Obj) + " deals " + d.n + " damage to " + to, true
	case EvLifeChanged:
		if ev.Amount < 0 {
			return d.pl(ev.Player) + " loses " + strconv.Itoa(int(-ev.Amount)) + " life", true
		}
		return d.pl(ev.Player) + " gains " + d.n + " life", true
	}
	return "", false
}
