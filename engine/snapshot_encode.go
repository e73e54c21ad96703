package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// Snapshot encodes the state of the game as versioned JSON (the format is
// described in docs/snapshot.md): everything that makes the game, and
// nothing the engine computes from it. The encoding is deterministic: the
// same state gives the same bytes. Restore decodes it into a game that
// continues exactly as this one would. Card definitions are written by
// name (the front face's name) and abilities as positions in a face, so
// every definition the game uses must have a distinct name. Snapshot can't
// be called while an action or a decision is in progress.
func (g *Game) Snapshot() ([]byte, error) {
	if g.undo.active || g.choosing || g.res != nil {
		return nil, fmt.Errorf("snapshot: %w: an action is in progress", ErrNotWaiting)
	}
	refs, err := g.snapRefs()
	if err != nil {
		return nil, err
	}
	s, err := g.snapCore(refs)
	if err != nil {
		return nil, err
	}
	for _, encode := range []func(*snapGame, *snapRefs) error{g.snapObjects, g.snapStack, g.snapPending, g.snapLog, g.snapDecisions, g.snapWaits, g.snapOpening} {
		if err := encode(&s, refs); err != nil {
			return nil, err
		}
	}
	return json.Marshal(&s)
}

// snapRefs indexes the card definitions a game uses, so that pointers
// into them can be written as names.
type snapRefs struct {
	defs      []*CardDef
	byName    map[string]*CardDef
	faces     map[*Face]snapFace
	abilities map[*Ability]snapAbility
}

// snapRefs indexes the definitions of the game's objects.
func (g *Game) snapRefs() (*snapRefs, error) {
	st := &g.st
	if len(st.objs) == 0 || !sameObject(&st.objs[0], &object{}) || len(st.cards) == 0 || st.cards[0] != NoObj {
		return nil, errors.New("snapshot: the object table is not initialized")
	}
	refs := &snapRefs{byName: map[string]*CardDef{}, faces: map[*Face]snapFace{}, abilities: map[*Ability]snapAbility{}}
	for i := 1; i < len(st.objs); i++ {
		if d := st.objs[i].def; d <= 0 || int(d) > len(g.defList) {
			return nil, fmt.Errorf("snapshot: object %d has no card definition", i)
		}
		if err := refs.add(g.defOf(&st.objs[i])); err != nil {
			return nil, err
		}
	}
	return refs, nil
}

func (r *snapRefs) add(def *CardDef) error {
	name := def.Front.Name
	if d, ok := r.byName[name]; ok {
		if d != def {
			return fmt.Errorf("snapshot: two different card definitions are named %q", name)
		}
		return nil
	}
	r.byName[name] = def
	r.defs = append(r.defs, def)
	faces := []*Face{&def.Front}
	if def.Back != nil {
		faces = append(faces, def.Back)
	}
	for i, f := range faces {
		back := i == 1
		if _, ok := r.faces[f]; !ok {
			r.faces[f] = snapFace{Card: name, Back: back}
		}
		for k, ab := range f.Abilities {
			if _, ok := r.abilities[ab]; !ok {
				r.abilities[ab] = snapAbility{Card: name, Back: back, Index: k}
			}
		}
		for k, ab := range f.Grants {
			if _, ok := r.abilities[ab]; !ok {
				r.abilities[ab] = snapAbility{Card: name, Back: back, Index: k, Granted: true}
			}
		}
	}
	return nil
}

func (r *snapRefs) ability(ab *Ability) (*snapAbility, error) {
	if ab == nil {
		return nil, nil
	}
	ref, ok := r.abilities[ab]
	if !ok {
		return nil, fmt.Errorf("snapshot: ability %q belongs to no card definition of the game", ab.Text)
	}
	return &ref, nil
}

// snapCore encodes the game-wide values, the players, the zones' lists,
// the effects, links and preventions.
func (g *Game) snapCore(refs *snapRefs) (snapGame, error) {
	st := &g.st
	s := snapGame{
		Version: SnapshotVersion, LogOn: g.logOn,
		Cards: nonNil(st.cards[1:]), Battlefield: nonNil(st.battlefield), Exile: nonNil(st.exile),
		EventCount: st.nlog, Turn: st.turn, Step: st.step, Active: st.active,
		Starting: st.starting, PrevActive: st.prevActive, PrevSpells: st.prevSpells, PrevTotal: st.prevTotal,
		PrevMost: st.prevMost, Priority: st.priority, Passes: st.passes, Wait: st.wait, Blockers: uint16(st.blockers),
		FirstDone: st.firstDone, TwoDamage: st.twoDamage, CleanupAgain: st.cleanupAgain,
		PauseTurn: st.pauseTurn, PauseStep: st.pauseStep, DayNight: st.dayNight, Timestamp: st.timestamp,
		RNG: st.rnd.s, Winner: st.winner, NextStack: st.nextStack, Variant: st.variant,
		Players:     make([]snapPlayer, len(st.players)),
		Effects:     make([]snapEffect, 0, len(st.effects)),
		Links:       make([]snapLink, 0, len(st.links)),
		Preventions: make([]snapPrevention, 0, len(st.preventions)),
	}
	for i := range st.players {
		p := &st.players[i]
		s.Players[i] = snapPlayer{Name: p.name, Life: p.life, Left: p.left, Lost: p.lost,
			Library: nonNil(p.library), Hand: nonNil(p.hand), Graveyard: nonNil(p.graveyard), Pool: p.pool,
			LastTurn: p.lastTurn, DrewFromEmpty: p.drewFromEmpty, LandsPlayed: p.landsPlayed, Spells: p.spells,
			TurnsBegun: p.turnsBegun}
		if p.kept != (ManaPool{}) {
			kept := p.kept
			s.Players[i].Kept = &kept
		}
		if r, ok := g.deciders[i].(*Random); ok && r != nil {
			s.Players[i].Random = strconv.FormatUint(r.r.s, 10)
		}
	}
	for _, e := range st.effects {
		grant := e.grant
		if e.layer == LayerRules { // the rule flags are written in grant
			grant = KeywordSet(e.rules)
		}
		ab, err := refs.ability(e.ability)
		if err != nil {
			return s, err
		}
		s.Effects = append(s.Effects, snapEffect{Layer: e.layer, Timestamp: e.timestamp, Source: e.source, Creator: e.creator,
			Affected: e.affected, Controller: e.controller, Power: e.power, Tough: e.tough, Grant: grant, Duration: e.duration,
			Types: e.types, Subtypes: optSubtypes(e.subtypes), Player: e.player,
			Ability: ab})
	}
	for _, l := range st.links {
		s.Links = append(s.Links, snapLink{Source: l.source, Exiled: l.exiled, To: l.to, Creator: l.creator})
	}
	for _, p := range st.preventions {
		s.Preventions = append(s.Preventions, snapPrevention{Except: snapSubtypes(p.except), Creator: p.creator, Source: p.source})
	}
	return s, nil
}

// snapObjects encodes every object, with the last known information of
// former permanents.
func (g *Game) snapObjects(s *snapGame, refs *snapRefs) error {
	st := &g.st
	s.Objects = make([]snapObject, 0, len(st.objs)-1)
	for i := 1; i < len(st.objs); i++ {
		o := &st.objs[i]
		so := snapObject{ID: o.id, Card: o.card, Def: g.defOf(o).Front.Name, Owner: o.owner, Controller: o.controller,
			Zone: o.zone, Token: o.token, Back: o.back, CopyBack: o.copyBack, Tapped: o.tapped, WasCast: o.wasCast, Flashback: o.flashback,
			Damage: o.damage, CastX: o.castX, Counters: o.counters, AttachedTo: o.attachedTo, Timestamp: o.timestamp,
			ControlSince: o.controlSince, Transforms: o.transforms, LoyaltyTurn: o.loyaltyTurn, Next: o.next, Gone: o.gone,
			Attacking: o.attacking, AttackingPW: o.attackingPW, Blocking: o.blocking, Blocked: o.blocked, DealtFirst: o.dealtFirst, KnownBy: o.knownBy}
		if o.attachedPlayer != NoPlayer {
			p := o.attachedPlayer
			so.AttachedPlayer = &p
		}
		if f := g.copyFaceOf(o); f != nil {
			ref, ok := refs.faces[f]
			if !ok {
				return fmt.Errorf("snapshot: object %d copies face %q of no card definition of the game", i, f.Name)
			}
			so.CopyFace = &ref
		}
		if keepsLKI(o) {
			ch, err := g.snapChars(o, refs)
			if err != nil {
				return fmt.Errorf("object %d: %w", i, err)
			}
			so.LKI = &ch
		}
		s.Objects = append(s.Objects, so)
	}
	return nil
}

// snapChars encodes an object's characteristics.
func (g *Game) snapChars(o *object, refs *snapRefs) (snapChars, error) {
	ch := g.chars(o)
	out := snapChars{Name: g.nameOf(ch), ManaCost: snapCost(ch.ManaCost), ManaValue: ch.ManaValue,
		Colors: ch.Colors, Supertypes: ch.Supertypes, Types: ch.Types, Subtypes: snapSubtypes(ch.Subtypes), Power: ch.Power,
		Toughness: ch.Toughness, Keywords: ch.Keywords, WardLife: ch.WardLife, Controller: ch.Controller, Rules: ch.Rules,
		WardMana: snapWardMana(ch.WardMana), WardDiscard: ch.WardDiscard}
	if f := g.abilitiesFace(o); f != nil {
		ref := refs.faces[f]
		out.AbilitiesOf = &ref
		return out, nil
	}
	for _, ab := range g.abilities(ch) {
		ref, err := refs.ability(ab)
		if err != nil {
			return out, err
		}
		out.Abilities = append(out.Abilities, *ref)
	}
	return out, nil
}

// abilitiesFace returns the face of the object's card (or copy) whose
// Abilities slice is the object's, or nil.
func (g *Game) abilitiesFace(o *object) *Face {
	cands := [3]*Face{g.copyFaceOf(o), &g.defOf(o).Front, g.defOf(o).Back}
	abs := g.abilities(g.chars(o))
	for _, f := range cands {
		if f == nil || len(f.Abilities) != len(abs) {
			continue
		}
		if len(abs) == 0 || &f.Abilities[0] == &abs[0] {
			return f
		}
	}
	return nil
}

// snapStack encodes the stack.
func (g *Game) snapStack(s *snapGame, refs *snapRefs) error {
	st := &g.st
	s.Stack = make([]snapItem, 0, len(st.stack))
	for i := range st.stack {
		it := &st.stack[i]
		ab, err := refs.ability(it.ability)
		if err != nil {
			return err
		}
		if it.ntargets < 0 || int(it.ntargets) > maxTargets {
			return fmt.Errorf("snapshot: stack item %d has %d targets", it.id, it.ntargets)
		}
		si := snapItem{ID: it.id, Kind: it.kind, Spell: it.spell, Obj: it.obj, Ability: ab, Controller: it.controller,
			Targets: make([]snapTarget, 0, it.ntargets), X: it.x, Event: encodeEvent(it.ev, true), Ward: it.ward,
			WardLife: it.wardCost.life, WardMana: snapWardMana(it.wardCost.mana), WardDiscard: it.wardCost.discard,
			SourceFlips: it.sourceFlips}
		for _, t := range it.targets[:it.ntargets] {
			si.Targets = append(si.Targets, snapTarget(t))
		}
		for _, t := range it.targets[it.ntargets:] {
			if t != (Target{}) {
				return fmt.Errorf("snapshot: stack item %d has a target beyond its count", it.id)
			}
		}
		s.Stack = append(s.Stack, si)
	}
	return nil
}

// snapPending encodes the triggered abilities waiting to be put on the
// stack.
func (g *Game) snapPending(s *snapGame, refs *snapRefs) error {
	s.Pending = make([]snapPending, 0, len(g.st.pending))
	for i := range g.st.pending {
		t := &g.st.pending[i]
		ab, err := refs.ability(t.ability)
		if err != nil {
			return err
		}
		s.Pending = append(s.Pending, snapPending{Ability: ab, Source: t.source, Controller: t.controller,
			Event: encodeEvent(t.ev, true), Ward: t.ward, WardItem: t.wardItem,
			WardLife: t.wardCost.life, WardMana: snapWardMana(t.wardCost.mana), WardDiscard: t.wardCost.discard})
	}
	return nil
}

// snapLog encodes the event log.
func (g *Game) snapLog(s *snapGame, _ *snapRefs) error {
	s.Log = make([]snapEvent, 0, len(g.st.log))
	for i, ev := range g.st.log {
		if int(ev.Seq) != i {
			return fmt.Errorf("snapshot: event %d of the log has Seq %d", i, ev.Seq)
		}
		s.Log = append(s.Log, encodeEvent(ev, false))
	}
	return nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
