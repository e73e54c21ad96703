package engine

import (
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// Describe returns a one-line English account of an event, for logs and
// narration. It is not used by the rules.
func (g *Game) Describe(ev Event) string {
	name := func(id ObjID) string {
		if id <= 0 || int(id) >= len(g.st.objs) {
			return "?"
		}
		return g.chars(&g.st.objs[id]).Name
	}
	pl := func(p PlayerID) string {
		if n := g.PlayerName(p); n != "" {
			return n
		}
		return "nobody"
	}
	// item names a spell, or an ability by its source: a spell's object
	// stays in the stack zone as it was last known.
	item := func(id ObjID) string {
		if id > 0 && int(id) < len(g.st.objs) && g.st.objs[id].zone == zones.Stack {
			return name(id)
		}
		return "an ability of " + name(id)
	}
	n := strconv.Itoa(int(ev.Amount))
	switch ev.Kind {
	case EvGameStarted:
		return "the game begins with " + n + " players"
	case EvTurnBegan:
		return "turn " + n + ": " + pl(ev.Player)
	case EvStepBegan:
		return "  " + Step(ev.Amount).String() + " step"
	case EvZoneChanged:
		if ev.To == zones.None {
			return name(ev.Obj) + " leaves the game"
		}
		return name(ev.Obj) + ": " + ev.From.String() + " -> " + ev.To.String()
	case EvDrew:
		return pl(ev.Player) + " draws a card"
	case EvShuffled:
		return pl(ev.Player) + " shuffles their library"
	case EvLandPlayed:
		return pl(ev.Player) + " plays " + name(ev.Obj)
	case EvSpellCast:
		return pl(ev.Player) + " casts " + name(ev.Obj)
	case EvAbilityActivated:
		return pl(ev.Player) + " activates an ability of " + name(ev.Obj)
	case EvAbilityTriggered:
		return "an ability of " + name(ev.Obj) + " triggers"
	case EvBecameTarget:
		if ev.Obj == NoObj {
			return pl(ev.Target) + " becomes a target"
		}
		return name(ev.Obj) + " becomes a target"
	case EvResolved:
		return item(ev.Obj) + " resolves"
	case EvCountered:
		return item(ev.Obj) + " is countered"
	case EvRemovedFromStack:
		return "an ability of " + name(ev.Obj) + " is removed from the stack"
	case EvPriorityPassed:
		return pl(ev.Player) + " passes"
	case EvTapped:
		return name(ev.Obj) + " becomes tapped"
	case EvUntapped:
		return name(ev.Obj) + " untaps"
	case EvTappedForMana:
		return name(ev.Obj) + " is tapped for mana"
	case EvManaAdded:
		return pl(ev.Player) + " adds " + strings.Repeat(ev.Mana.String(), int(ev.Amount))
	case EvManaEmptied:
		return pl(ev.Player) + " loses " + n + " unspent mana"
	case EvDamage:
		to := name(ev.Other)
		if ev.Other == NoObj {
			to = pl(ev.Target)
		}
		return name(ev.Obj) + " deals " + n + " damage to " + to
	case EvLifeChanged:
		if ev.Amount < 0 {
			return pl(ev.Player) + " loses " + strconv.Itoa(int(-ev.Amount)) + " life"
		}
		return pl(ev.Player) + " gains " + n + " life"
	case EvCountersAdded:
		return n + " " + ev.Counter.String() + " counter(s) on " + name(ev.Obj)
	case EvCountersRemoved:
		return n + " " + ev.Counter.String() + " counter(s) removed from " + name(ev.Obj)
	case EvTransformed:
		if id := ev.Obj; id > 0 && int(id) < len(g.st.objs) && g.st.objs[id].def.Back != nil {
			d := g.st.objs[id].def
			from, to := d.Front.Name, d.Back.Name
			if ev.Amount == 0 {
				from, to = to, from
			}
			return from + " transforms into " + to
		}
		return name(ev.Obj) + " transforms"
	case EvDayNight:
		return "it becomes " + daynight.Designation(ev.Amount).String()
	case EvAttacks:
		return name(ev.Obj) + " attacks " + pl(ev.Target)
	case EvBlocks:
		return name(ev.Obj) + " blocks " + name(ev.Other)
	case EvControlChanged:
		return pl(ev.Player) + " gains control of " + name(ev.Obj)
	case EvAttached:
		return name(ev.Obj) + " becomes attached to " + name(ev.Other)
	case EvUnattached:
		return name(ev.Obj) + " becomes unattached from " + name(ev.Other)
	case EvTokenCreated:
		return pl(ev.Player) + " creates " + name(ev.Obj)
	case EvCeasedToExist:
		return name(ev.Obj) + " ceases to exist"
	case EvDestroyed:
		return name(ev.Obj) + " is destroyed"
	case EvDiscarded:
		return pl(ev.Player) + " discards " + name(ev.Obj)
	case EvPlayerLost:
		return pl(ev.Player) + " loses the game"
	case EvPlayerLeft:
		return pl(ev.Player) + " leaves the game"
	case EvGameOver:
		if ev.Player == NoPlayer {
			return "the game is a draw"
		}
		return "the game is over: " + pl(ev.Player) + " wins"
	}
	return ev.Kind.String()
}
