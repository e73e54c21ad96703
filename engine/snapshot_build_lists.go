package engine

import (
	"strconv"

	"github.com/cathar-engine/cathar/zones"
)

// The snapshot builder's continuous effects, links, prevention shields,
// pending triggers and event log.

// effects checks and builds the continuous effects.
func (b *snapBuilder) effects() error {
	b.st.effects = make([]contEffect, 0, len(b.s.Effects))
	for i, e := range b.s.Effects {
		what := "effect " + strconv.Itoa(i)
		if err := firstErr(b.objRef(what+": source", e.Source, true), b.objRef(what+": affected", e.Affected, e.Player != 0),
			b.playerRef(what+": creator", e.Creator, true), b.playerRef(what+": controller", e.Controller, true),
			nonNeg(what+": timestamp", e.Timestamp)); err != nil {
			return err
		}
		switch e.Layer {
		case LayerControl, LayerAbility, LayerPTModify, LayerPTSet: // the layers of the effects spells and abilities create
		case LayerType:
			if e.Types == 0 {
				return badf("%s: a type-setting effect without a card type", what)
			}
		case LayerRules: // grant holds the rule flags (Resolution.Restrict)
			if e.Grant>>8 != 0 {
				return badf("%s: rule flags %d out of range", what, e.Grant)
			}
			if (e.Player != 0) != (e.Affected == NoObj) || e.Player&^allPlayerRules != 0 {
				return badf("%s: player rules %d on object %d", what, e.Player, e.Affected)
			}
		default:
			return badf("%s: layer %d is not the layer of a recorded effect", what, e.Layer)
		}
		if e.Player != 0 && e.Layer != LayerRules {
			return badf("%s: player rules in layer %d", what, e.Layer)
		}
		if e.Duration > UntilYourNextTurn {
			return badf("%s: duration %d out of range", what, e.Duration)
		}
		if e.Timestamp > b.s.Timestamp {
			return badf("%s: timestamp %d after the game's %d", what, e.Timestamp, b.s.Timestamp)
		}
		ce := contEffect{layer: e.Layer, timestamp: e.Timestamp, source: e.Source, creator: e.Creator,
			affected: e.Affected, controller: e.Controller, power: e.Power, tough: e.Tough, grant: e.Grant, duration: e.Duration,
			types: e.Types, subtypes: e.Subtypes.set(), player: e.Player}
		if e.Layer == LayerRules {
			ce.grant, ce.rules = 0, RuleFlags(e.Grant)
		}
		if e.Ability != nil {
			if e.Layer != LayerAbility {
				return badf("%s: an ability granted outside layer 6", what)
			}
			ab, err := b.ability(what+": ability", e.Ability)
			if err != nil {
				return err
			}
			ce.ability = ab
		}
		b.st.effects = append(b.st.effects, ce)
	}
	return nil
}

// links checks and builds the "until … leaves the battlefield" links
// (CR 610.3): each returns a card to a zone a card can return to.
func (b *snapBuilder) links() error {
	b.st.links = make([]untilLink, 0, len(b.s.Links))
	for i, l := range b.s.Links {
		what := "link " + strconv.Itoa(i)
		switch l.To {
		case zones.Library, zones.Hand, zones.Battlefield, zones.Graveyard, zones.Exile:
		default:
			return badf("%s: returns to zone %d, which is not a zone a card returns to", what, l.To)
		}
		if err := firstErr(b.objRef(what+": source", l.Source, false), b.objRef(what+": exiled", l.Exiled, false),
			b.playerRef(what+": creator", l.Creator, true)); err != nil {
			return err
		}
		b.st.links = append(b.st.links, untilLink{source: l.Source, exiled: l.Exiled, to: l.To, creator: l.Creator})
	}
	return nil
}

// preventions checks and builds the prevention shields: a source is an
// object of the game, or none (unknown, from version 11 or earlier).
func (b *snapBuilder) preventions() error {
	b.st.preventions = make([]prevention, 0, len(b.s.Preventions))
	for i, p := range b.s.Preventions {
		what := "prevention " + strconv.Itoa(i)
		if err := firstErr(b.playerRef(what+": creator", p.Creator, true), b.objRef(what+": source", p.Source, true)); err != nil {
			return err
		}
		b.st.preventions = append(b.st.preventions, prevention{except: SubtypeSet(p.Except), creator: p.Creator, source: p.Source})
	}
	return nil
}

// pending checks and builds the triggered abilities waiting to be put on
// the stack: a ward trigger has no ability, any other has one.
func (b *snapBuilder) pending() error {
	b.st.pending = make([]pendingTrigger, 0, len(b.s.Pending))
	for i := range b.s.Pending {
		sp := &b.s.Pending[i]
		what := "pending trigger " + strconv.Itoa(i)
		if err := firstErr(b.objRef(what+": source", sp.Source, false),
			b.playerRef(what+": controller", sp.Controller, false)); err != nil {
			return err
		}
		ab, err := b.ability(what, sp.Ability)
		if err != nil {
			return err
		}
		if (ab == nil) != sp.Ward {
			return badf("%s: a ward trigger has no ability; any other has one", what)
		}
		ev, err := b.event(what, sp.Event, true)
		if err != nil {
			return err
		}
		b.st.pending = append(b.st.pending, pendingTrigger{ability: ab, source: sp.Source, controller: sp.Controller, ev: ev,
			ward: sp.Ward, wardItem: sp.WardItem, wardCost: wardCost{life: sp.WardLife, mana: wardManaOf(sp.WardMana), discard: sp.WardDiscard}})
	}
	return nil
}

// log checks and builds the event log; an event's sequence number is its
// position.
func (b *snapBuilder) log() error {
	b.st.log = make([]Event, 0, len(b.s.Log))
	for i, e := range b.s.Log {
		ev, err := b.event("log event "+strconv.Itoa(i), e, false)
		if err != nil {
			return err
		}
		ev.Seq = int32(i)
		b.st.log = append(b.st.log, ev)
	}
	return nil
}
