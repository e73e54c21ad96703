package engine

import "github.com/cathar-engine/cathar/zones"

// contEffect is a continuous effect from a resolved spell or ability
// (CR 611.2), or from setup. It affects one object, fixed when it began
// (CR 611.2c).
type contEffect struct {
	layer      Layer
	timestamp  int64
	source     ObjID
	creator    PlayerID // the player who controlled the creating spell or ability
	affected   ObjID
	controller PlayerID // layer 2: the new controller
	power      int16    // layer 7c, or the values layer 7b sets
	tough      int16
	grant      KeywordSet // layer 6
	ability    *Ability   // layer 6: an ability granted (Resolution.GrantAbility), or nil
	rules      RuleFlags  // LayerRules: "can't be blocked" and the like (Resolution.Restrict)
	// types and subtypes are what layer 4 sets, replacing the object's
	// card types and subtypes (Resolution.BecomeCreature, CR 205.1a).
	types    TypeSet
	subtypes SubtypeSet
	// player: a rule-changing effect on the creator, not on an object
	// (affected NoObj, layer LayerRules; player_rules.go).
	player   PlayerRules
	duration Duration
}

// Duration says when a continuous effect ends (CR 611.2a, 514.2, 800.4a).
type Duration uint8

// The durations.
const (
	UntilEndOfTurn Duration = iota // ends in the cleanup step (CR 514.2)
	Indefinitely                   // no stated duration: the rest of the game
	// UntilYourNextTurn ends as the next turn of the effect's creator
	// begins, before its untap step (CR 611.2a, 500.5); if that player
	// left the game, as that turn would have begun (800.4m).
	UntilYourNextTurn
)

// refresh recomputes the characteristics of every permanent when something
// changed since the last computation. It runs once per batch of changes,
// however many permanents changed (CR 613). A permanent whose controller
// changed has been under its new controller's control only since now
// (CR 302.6).
func (g *Game) refresh() {
	if g.st.dirty {
		g.computeChars(true)
	}
}

// computeChars computes the characteristics of every permanent from the
// state: the base values, then layers 2 to 7d and the rules effects
// (CR 613), and the day/night summary. With track unset it changes
// nothing else, so a rollback can use it to restore the characteristics
// it does not save; with track set, a permanent whose controller changed
// gets its controlSince (CR 302.6).
func (g *Game) computeChars(track bool) {
	if track && g.computeEntered() {
		return // nothing but permanents entering: those alone (layer_entered.go)
	}
	g.charsGen++
	g.st.dirty = false
	g.trigStale = true
	g.swept = false
	objs, bf := g.st.objs, g.st.battlefield
	prev := g.scratch.players[:0]
	statics := g.scratch.objs[:0]
	// Without effects or static abilities, layer 1 and the counters of
	// layer 7c (CR 613.4c) are everything: one pass does it all.
	fast := len(g.st.effects) == 0
	sum := summary{valid: true, sbaClear: true}
	changed := g.scratch.ctrl[:0]
	for i, id := range bf {
		o := &objs[id]
		old := g.chars(o).Controller
		prev = append(prev, old)
		static, from := g.setBaseChars(o)
		if static {
			statics = append(statics, id)
			if fast {
				// The permanents before this one have their counters
				// added already: give them their base values again.
				fast = false
				for _, jd := range bf[:i] {
					g.setBaseChars(&objs[jd])
				}
			}
		}
		if fast {
			from, t := g.countersOnly(o, from)
			sum.add(g, o, from, t, false) // the others' characteristics are not all computed yet
			if o.controller != old {
				changed = append(changed, id)
			}
		}
	}
	if !fast {
		// A permanent gets characteristics of its own only when an effect
		// or counters change them (materialize at each write).
		g.applyLayers(statics, NoObj)
		sum = summary{valid: true, sbaClear: true, fixed: g.fixedTargets(statics), local: g.localTargets(statics), costChanges: g.hasAbilityKind(statics, CostChangeKind),
			gameRules: g.hasAbilityKind(statics, GameRuleKind)}
		changed = changed[:0]
		for i, id := range bf {
			o := &objs[id]
			ch := g.chars(o)
			sum.add(g, o, ch, ch.Toughness, g.attachedLegally(o, ch))
			if ch.Controller != prev[i] {
				changed = append(changed, id)
			}
		}
	}
	sum.simple = fast
	sum.fixed = sum.fixed || fast
	sum.local = sum.local || sum.fixed
	g.sum = sum
	g.plan.forget()
	if track {
		for _, id := range changed {
			g.startControlAt(id, g.st.turn)
		}
	}
	g.scratch.ctrl = changed[:0]
	g.scratch.objs = statics[:0]
	g.scratch.players = prev[:0]
}

// countersOnly finishes the single pass of computeChars for permanent o,
// whose base values setBaseChars has just given it (from, or o.own when
// nil): the counters of layer 7c (CR 613.4c). It returns the base values
// and the toughness with the counters, which the summary counts.
func (g *Game) countersOnly(o *object, from *charVals) (*charVals, int) {
	if from == nil {
		from = &o.own
	}
	t := from.Toughness
	if c := int(o.counters[PlusOne] - o.counters[MinusOne]); c != 0 {
		g.materialize(o)
		o.own.Power += c
		o.own.Toughness += c
		t += c
	}
	return from, t
}

// applyLayers applies layers 2 to 7d and the rules effects to the
// permanents, whose base values are set, given the permanents with static
// abilities; to permanent only alone unless it is NoObj.
func (g *Game) applyLayers(statics []ObjID, only ObjID) {
	bf := g.st.battlefield
	one := [1]ObjID{only}
	if only != NoObj {
		bf = one[:]
	}
	// Layer 1 is the base values above. Apply layers 2 to 7d and the
	// rules effects in order; within a layer, effects apply in timestamp
	// order (CR 613.7): static abilities by their source's timestamp,
	// resolved effects by their own, merged.
	sortByTimestamp(g, statics)
	present := g.layersPresent(statics)
	for layer := LayerControl; layer <= LayerRules; layer++ {
		if layer == LayerText+1 || layer == LayerAbility+1 {
			// An effect of the layer before may have given a source a
			// static ability of a later one (CR 613.1c, 613.1f).
			present |= g.layersPresent(statics)
		}
		if present&(1<<layer) == 0 {
			continue // no static ability or effect of this layer, and no counters
		}
		if layer == LayerPTModify {
			for _, id := range bf {
				o := g.obj(id)
				if c := int(o.counters[PlusOne] - o.counters[MinusOne]); c != 0 {
					g.materialize(o)
					o.own.Power += c
					o.own.Toughness += c
				}
			}
		}
		si, ei := 0, 0
		for si < len(statics) || ei < len(g.st.effects) {
			useStatic := false
			if si < len(statics) {
				if ei >= len(g.st.effects) || g.obj(statics[si]).timestamp <= g.st.effects[ei].timestamp {
					useStatic = true
				}
			}
			if useStatic {
				g.applyStatics(statics[si], layer, only)
				si++
				continue
			}
			e := &g.st.effects[ei]
			ei++
			if e.layer != layer || e.affected == NoObj || only != NoObj && e.affected != only {
				continue
			}
			o := g.obj(e.affected)
			if o.zone != zones.Battlefield || o.next != NoObj || o.gone {
				// No longer a permanent: it left, or left the game with
				// its owner (CR 800.4a), and keeps its last known values.
				continue
			}
			g.materialize(o)
			switch layer {
			case LayerControl:
				o.own.Controller = e.controller
			case LayerType:
				// "Becomes a … creature": its card types and subtypes are
				// replaced; its supertypes stay (CR 205.1a).
				o.own.Types, o.own.Subtypes = e.types, e.subtypes
			case LayerPTSet:
				o.own.Power, o.own.Toughness = int(e.power), int(e.tough)
			case LayerAbility:
				o.own.Keywords |= e.grant
				if e.ability != nil {
					o.own.text = g.withAbility(o.own.text, e.ability)
				}
			case LayerRules:
				o.own.Rules |= e.rules
			case LayerPTModify:
				o.own.Power += int(e.power)
				o.own.Toughness += int(e.tough)
			}
		}
	}
}

// layersPresent returns the layers that applyLayers has something to do
// in, a bit per layer: those of the static abilities of the permanents of
// statics, as their texts are now, of the continuous effects, and layer 7c
// for the counters (CR 613.4c).
func (g *Game) layersPresent(statics []ObjID) uint16 {
	present := uint16(1) << LayerPTModify
	for _, id := range statics {
		present |= g.text(g.chars(g.obj(id))).layers
	}
	for i := range g.st.effects {
		present |= 1 << g.st.effects[i].layer
	}
	return present
}

// fixedTargets reports whether every static ability of the permanents of
// statics affects the object its source is attached to whatever that
// object's characteristics (an empty filter): summary.fixed.
func (g *Game) fixedTargets(statics []ObjID) bool {
	for _, id := range statics {
		for _, ab := range g.abilities(g.chars(g.obj(id))) {
			if ab.Kind == Static && (!ab.Static.Attached || !ab.Static.Affects.IsZero()) {
				return false
			}
		}
	}
	return true
}

// localTargets reports whether no static ability of the permanents of
// statics picks what it affects with card code (summary.local).
func (g *Game) localTargets(statics []ObjID) bool {
	for _, id := range statics {
		for _, ab := range g.abilities(g.chars(g.obj(id))) {
			if ab.Kind == Static && ab.Static.Affects.Predicate != nil {
				return false
			}
		}
	}
	return true
}

func sortByTimestamp(g *Game, ids []ObjID) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && g.obj(ids[j]).timestamp < g.obj(ids[j-1]).timestamp; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// applyStatics applies the static abilities of src that belong to layer,
// to permanent only alone unless it is NoObj.
func (g *Game) applyStatics(src ObjID, layer Layer, only ObjID) {
	s := g.obj(src)
	text := g.text(g.chars(s))
	if text.layers&(1<<layer) == 0 {
		return // no static ability of its in this layer
	}
	you := g.chars(s).Controller // as computed so far: matches
	for _, ab := range text.abilities {
		if ab.Kind != Static || ab.Static.Layer != layer {
			continue
		}
		se := &ab.Static
		if se.Self {
			if (only == NoObj || only == src) && g.matchesFor(&se.Affects, you, src, s) {
				g.applyStatic(se, s)
			}
			continue
		}
		if se.Attached {
			if s.attachedTo != NoObj && (only == NoObj || s.attachedTo == only) {
				t := g.obj(s.attachedTo)
				if t.zone == zones.Battlefield && t.next == NoObj && !t.gone && g.matchesFor(&se.Affects, you, src, t) {
					g.applyStatic(se, t)
				}
			}
			continue
		}
		for _, id := range g.st.battlefield {
			t := g.obj(id)
			if (only == NoObj || id == only) && g.matchesFor(&se.Affects, you, src, t) {
				g.applyStatic(se, t)
			}
		}
	}
}

func (g *Game) applyStatic(se *StaticEffect, t *object) {
	g.materialize(t)
	switch se.Layer {
	case LayerType:
		t.own.Types |= se.AddTypes
		t.own.Subtypes = t.own.Subtypes.Union(se.AddSubtypes)
	case LayerPTSet:
		t.own.Power, t.own.Toughness = int(se.Power), int(se.Tough)
	case LayerAbility:
		t.own.Keywords |= se.Grant
	case LayerPTModify:
		t.own.Power += int(se.Power)
		t.own.Toughness += int(se.Tough)
	case LayerRules:
		t.own.Rules |= se.Rules
	}
}

// matchesFor reports whether object t satisfies filter f for an effect
// whose source is src, judged by t's characteristics as computed so far,
// with the relation judged from player you (the source's controller, for
// a static ability).
func (g *Game) matchesFor(f *Filter, you PlayerID, src ObjID, t *object) bool {
	if f.Other && t.id == src {
		return false
	}
	ch := g.chars(t)
	if f.Types != 0 && ch.Types&f.Types == 0 {
		return false
	}
	if !f.Subtypes.Empty() && !ch.Subtypes.Any(f.Subtypes) {
		return false
	}
	if ch.Subtypes.Any(f.NotSubtypes) {
		return false
	}
	if f.HasMaxMV && ch.ManaValue > int(f.MaxMV) {
		return false
	}
	if !g.related(f.Controller, you, ch.Controller) {
		return false
	}
	return g.matchesMore(f, you, src, t, ch)
}
