package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unsafe"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// SnapshotVersion is the version of the snapshot format that Snapshot
// writes and Restore reads (docs/snapshot.md).
const SnapshotVersion = 1

// ErrBadSnapshot is wrapped by every error Restore returns for data that is
// not a snapshot it can load: malformed JSON, another version, an unknown
// card, or a state that is not consistent.
var ErrBadSnapshot = errors.New("bad snapshot")

// The JSON form of a snapshot. Field order is the order of the struct
// fields, so the encoding is deterministic; no maps are used. The format
// is documented in docs/snapshot.md: keep the two in step, and change
// SnapshotVersion for any change a version 1 reader would misread.
type snapGame struct {
	Version      int                  `json:"version"`
	LogOn        bool                 `json:"logOn"`
	Players      []snapPlayer         `json:"players"`
	Objects      []snapObject         `json:"objects"`
	Cards        []ObjID              `json:"cards"`
	Battlefield  []ObjID              `json:"battlefield"`
	Exile        []ObjID              `json:"exile"`
	Stack        []snapItem           `json:"stack"`
	Effects      []snapEffect         `json:"effects"`
	Links        []snapLink           `json:"links"`
	Preventions  []snapPrevention     `json:"preventions"`
	Pending      []snapPending        `json:"pending"`
	Log          []snapEvent          `json:"log"`
	EventCount   int                  `json:"eventCount"`
	TokenScan    int32                `json:"tokenScan"`
	Turn         int32                `json:"turn"`
	Step         Step                 `json:"step"`
	Active       PlayerID             `json:"active"`
	Starting     PlayerID             `json:"starting"`
	PrevActive   PlayerID             `json:"prevActive"`
	PrevSpells   int16                `json:"prevSpells"`
	PrevTotal    int16                `json:"prevTotal"`
	PrevMost     int16                `json:"prevMost"`
	Priority     PlayerID             `json:"priority"`
	Passes       int8                 `json:"passes"`
	Wait         waitKind             `json:"wait"`
	Blockers     uint16               `json:"blockers"`
	FirstDone    bool                 `json:"firstDone"`
	TwoDamage    bool                 `json:"twoDamage"`
	CleanupAgain bool                 `json:"cleanupAgain"`
	PauseTurn    int32                `json:"pauseTurn"`
	PauseStep    Step                 `json:"pauseStep"`
	DayNight     daynight.Designation `json:"dayNight"`
	Timestamp    int64                `json:"timestamp"`
	RNG          uint64               `json:"rng,string"`
	Dirty        bool                 `json:"dirty"`
	Winner       PlayerID             `json:"winner"`
	NextStack    StackID              `json:"nextStack"`
}

type snapPlayer struct {
	Name          string   `json:"name"`
	Life          int32    `json:"life"`
	Left          bool     `json:"left"`
	Lost          bool     `json:"lost"`
	Library       []ObjID  `json:"library"`
	Hand          []ObjID  `json:"hand"`
	Graveyard     []ObjID  `json:"graveyard"`
	Pool          ManaPool `json:"pool"`
	LastTurn      int32    `json:"lastTurn"`
	DrewFromEmpty bool     `json:"drewFromEmpty"`
	LandsPlayed   int8     `json:"landsPlayed"`
	Spells        int16    `json:"spells"`
}

// snapFace names a face of a card definition: the card's (front) name and
// which face.
type snapFace struct {
	Card string `json:"card"`
	Back bool   `json:"back,omitempty"`
}

// snapAbility names an ability: the face it is printed on and its index
// in that face's Abilities.
type snapAbility struct {
	Card  string `json:"card"`
	Back  bool   `json:"back,omitempty"`
	Index int    `json:"index"`
}

type snapObject struct {
	ID           ObjID                  `json:"id"`
	Card         CardID                 `json:"card"`
	Def          string                 `json:"def"`
	Owner        PlayerID               `json:"owner"`
	Controller   PlayerID               `json:"controller"`
	Zone         zones.Kind             `json:"zone"`
	Token        bool                   `json:"token,omitempty"`
	Back         bool                   `json:"back,omitempty"`
	CopyFace     *snapFace              `json:"copyFace,omitempty"`
	CopyBack     bool                   `json:"copyBack,omitempty"`
	Tapped       bool                   `json:"tapped,omitempty"`
	WasCast      bool                   `json:"wasCast,omitempty"`
	Damage       int16                  `json:"damage,omitempty"`
	CastX        int16                  `json:"castX,omitempty"`
	Counters     [NumCounterKinds]int16 `json:"counters"`
	AttachedTo   ObjID                  `json:"attachedTo,omitempty"`
	Timestamp    int64                  `json:"timestamp"`
	ControlSince int32                  `json:"controlSince"`
	Transforms   uint16                 `json:"transforms,omitempty"`
	Next         ObjID                  `json:"next,omitempty"`
	Gone         bool                   `json:"gone,omitempty"`
	Attacking    PlayerID               `json:"attacking"`
	Blocking     ObjID                  `json:"blocking,omitempty"`
	Blocked      bool                   `json:"blocked,omitempty"`
	DealtFirst   bool                   `json:"dealtFirst,omitempty"`
	Chars        snapChars              `json:"chars"`
}

type snapCost struct {
	Generic int8               `json:"generic"`
	Sym     [NumManaTypes]int8 `json:"sym"`
	X       int8               `json:"x"`
	Present bool               `json:"present"`
}

type snapChars struct {
	Name       string       `json:"name"`
	ManaCost   snapCost     `json:"manaCost"`
	ManaValue  int          `json:"manaValue"`
	Colors     ColorSet     `json:"colors"`
	Supertypes SupertypeSet `json:"supertypes"`
	Types      TypeSet      `json:"types"`
	Subtypes   SubtypeSet   `json:"subtypes"`
	Power      int          `json:"power"`
	Toughness  int          `json:"toughness"`
	Keywords   KeywordSet   `json:"keywords"`
	WardLife   int          `json:"wardLife"`
	// AbilitiesOf: the abilities are exactly those of that face (the
	// common case); otherwise Abilities lists them one by one.
	AbilitiesOf *snapFace     `json:"abilitiesOf,omitempty"`
	Abilities   []snapAbility `json:"abilities,omitempty"`
	Controller  PlayerID      `json:"controller"`
	Rules       RuleFlags     `json:"rules"`
}

type snapTarget struct {
	Obj      ObjID    `json:"obj"`
	Player   PlayerID `json:"player"`
	IsPlayer bool     `json:"isPlayer"`
}

type snapItem struct {
	ID          StackID      `json:"id"`
	Kind        itemKind     `json:"kind"`
	Spell       bool         `json:"spell"`
	Obj         ObjID        `json:"obj"`
	Ability     *snapAbility `json:"ability"`
	Controller  PlayerID     `json:"controller"`
	Targets     []snapTarget `json:"targets"`
	X           int16        `json:"x"`
	Event       snapEvent    `json:"event"`
	Ward        StackID      `json:"ward"`
	WardLife    int16        `json:"wardLife"`
	SourceFlips uint16       `json:"sourceTransforms"`
}

type snapEffect struct {
	Layer      Layer      `json:"layer"`
	Timestamp  int64      `json:"timestamp"`
	Source     ObjID      `json:"source"`
	Creator    PlayerID   `json:"creator"`
	Affected   ObjID      `json:"affected"`
	Controller PlayerID   `json:"controller"`
	Power      int16      `json:"power"`
	Tough      int16      `json:"toughness"`
	Grant      KeywordSet `json:"grant"`
	Duration   Duration   `json:"duration"`
}

type snapLink struct {
	Source  ObjID      `json:"source"`
	Exiled  ObjID      `json:"exiled"`
	To      zones.Kind `json:"to"`
	Creator PlayerID   `json:"creator"`
}

type snapPrevention struct {
	Except  SubtypeSet `json:"except"`
	Creator PlayerID   `json:"creator"`
}

type snapPending struct {
	Ability    *snapAbility `json:"ability"`
	Source     ObjID        `json:"source"`
	Controller PlayerID     `json:"controller"`
	Event      snapEvent    `json:"event"`
	Ward       bool         `json:"ward"`
	WardItem   StackID      `json:"wardItem"`
	WardLife   int16        `json:"wardLife"`
}

// snapEvent is an Event as an array of numbers: kind, player, target,
// counter, mana, from, to, combat (0 or 1), obj, other, amount, aux. Seq is
// the event's position in the log (for the trigger event of a stack item
// or pending trigger, it is stored as a thirteenth number).
type snapEvent []int64

func encodeEvent(ev Event, withSeq bool) snapEvent {
	combat := int64(0)
	if ev.Combat {
		combat = 1
	}
	out := snapEvent{int64(ev.Kind), int64(ev.Player), int64(ev.Target), int64(ev.Counter), int64(ev.Mana),
		int64(ev.From), int64(ev.To), combat, int64(ev.Obj), int64(ev.Other), int64(ev.Amount), int64(ev.Aux)}
	if withSeq {
		out = append(out, int64(ev.Seq))
	}
	return out
}

// snapRefs indexes the card definitions a game uses, so that pointers
// into them can be written as names.
type snapRefs struct {
	defs      []*CardDef
	byName    map[string]*CardDef
	faces     map[*Face]snapFace
	abilities map[*Ability]snapAbility
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

// Snapshot encodes the complete state of the game as versioned JSON (the
// format is described in docs/snapshot.md). The encoding is deterministic:
// the same state gives the same bytes. Restore decodes it into a game that
// continues exactly as this one would. Card definitions are written by
// name (the front face's name) and abilities as positions in a face, so
// every definition the game uses must have a distinct name. Snapshot can't
// be called while an action or a decision is in progress.
func (g *Game) Snapshot() ([]byte, error) {
	if g.undo.active || g.choosing || g.res != nil {
		return nil, fmt.Errorf("snapshot: %w: an action is in progress", ErrNotWaiting)
	}
	st := &g.st
	refs := &snapRefs{byName: map[string]*CardDef{}, faces: map[*Face]snapFace{}, abilities: map[*Ability]snapAbility{}}
	if len(st.objs) == 0 || !sameObject(&st.objs[0], &object{}) || len(st.cards) == 0 || st.cards[0] != NoObj {
		return nil, errors.New("snapshot: the object table is not initialized")
	}
	for i := 1; i < len(st.objs); i++ {
		if st.objs[i].def == nil {
			return nil, fmt.Errorf("snapshot: object %d has no card definition", i)
		}
		if err := refs.add(st.objs[i].def); err != nil {
			return nil, err
		}
	}
	s := snapGame{
		Version: SnapshotVersion, LogOn: g.logOn,
		Cards: nonNil(st.cards[1:]), Battlefield: nonNil(st.battlefield), Exile: nonNil(st.exile),
		EventCount: st.nlog, TokenScan: st.tokenScan, Turn: st.turn, Step: st.step, Active: st.active,
		Starting: st.starting, PrevActive: st.prevActive, PrevSpells: st.prevSpells, PrevTotal: st.prevTotal,
		PrevMost: st.prevMost, Priority: st.priority, Passes: st.passes, Wait: st.wait, Blockers: uint16(st.blockers),
		FirstDone: st.firstDone, TwoDamage: st.twoDamage, CleanupAgain: st.cleanupAgain,
		PauseTurn: st.pauseTurn, PauseStep: st.pauseStep, DayNight: st.dayNight, Timestamp: st.timestamp,
		RNG: st.rnd.s, Dirty: st.dirty, Winner: st.winner, NextStack: st.nextStack,
		Players:     make([]snapPlayer, len(st.players)),
		Objects:     make([]snapObject, 0, len(st.objs)-1),
		Stack:       make([]snapItem, 0, len(st.stack)),
		Effects:     make([]snapEffect, 0, len(st.effects)),
		Links:       make([]snapLink, 0, len(st.links)),
		Preventions: make([]snapPrevention, 0, len(st.preventions)),
		Pending:     make([]snapPending, 0, len(st.pending)),
		Log:         make([]snapEvent, 0, len(st.log)),
	}
	for i := range st.players {
		p := &st.players[i]
		s.Players[i] = snapPlayer{Name: p.name, Life: p.life, Left: p.left, Lost: p.lost,
			Library: nonNil(p.library), Hand: nonNil(p.hand), Graveyard: nonNil(p.graveyard), Pool: p.pool,
			LastTurn: p.lastTurn, DrewFromEmpty: p.drewFromEmpty, LandsPlayed: p.landsPlayed, Spells: p.spells}
	}
	for i := 1; i < len(st.objs); i++ {
		o := &st.objs[i]
		so := snapObject{ID: o.id, Card: o.card, Def: o.def.Front.Name, Owner: o.owner, Controller: o.controller,
			Zone: o.zone, Token: o.token, Back: o.back, CopyBack: o.copyBack, Tapped: o.tapped, WasCast: o.wasCast,
			Damage: o.damage, CastX: o.castX, Counters: o.counters, AttachedTo: o.attachedTo, Timestamp: o.timestamp,
			ControlSince: o.controlSince, Transforms: o.transforms, Next: o.next, Gone: o.gone,
			Attacking: o.attacking, Blocking: o.blocking, Blocked: o.blocked, DealtFirst: o.dealtFirst}
		if o.copyFace != nil {
			ref, ok := refs.faces[o.copyFace]
			if !ok {
				return nil, fmt.Errorf("snapshot: object %d copies face %q of no card definition of the game", i, o.copyFace.Name)
			}
			so.CopyFace = &ref
		}
		ch := g.chars(o)
		so.Chars = snapChars{Name: ch.Name, ManaCost: snapCost(ch.ManaCost), ManaValue: ch.ManaValue,
			Colors: ch.Colors, Supertypes: ch.Supertypes, Types: ch.Types, Subtypes: ch.Subtypes, Power: ch.Power,
			Toughness: ch.Toughness, Keywords: ch.Keywords, WardLife: ch.WardLife, Controller: ch.Controller, Rules: ch.Rules}
		if f := g.abilitiesFace(o); f != nil {
			ref := refs.faces[f]
			so.Chars.AbilitiesOf = &ref
		} else {
			for _, ab := range ch.Abilities {
				ref, err := refs.ability(ab)
				if err != nil {
					return nil, fmt.Errorf("object %d: %w", i, err)
				}
				so.Chars.Abilities = append(so.Chars.Abilities, *ref)
			}
		}
		s.Objects = append(s.Objects, so)
	}
	for i := range st.stack {
		it := &st.stack[i]
		ab, err := refs.ability(it.ability)
		if err != nil {
			return nil, err
		}
		si := snapItem{ID: it.id, Kind: it.kind, Spell: it.spell, Obj: it.obj, Ability: ab, Controller: it.controller,
			Targets: make([]snapTarget, 0, it.ntargets), X: it.x, Event: encodeEvent(it.ev, true), Ward: it.ward,
			WardLife: it.wardLife, SourceFlips: it.sourceFlips}
		if it.ntargets < 0 || int(it.ntargets) > maxTargets {
			return nil, fmt.Errorf("snapshot: stack item %d has %d targets", it.id, it.ntargets)
		}
		for _, t := range it.targets[:it.ntargets] {
			si.Targets = append(si.Targets, snapTarget(t))
		}
		for _, t := range it.targets[it.ntargets:] {
			if t != (Target{}) {
				return nil, fmt.Errorf("snapshot: stack item %d has a target beyond its count", it.id)
			}
		}
		s.Stack = append(s.Stack, si)
	}
	for _, e := range st.effects {
		s.Effects = append(s.Effects, snapEffect{Layer: e.layer, Timestamp: e.timestamp, Source: e.source, Creator: e.creator,
			Affected: e.affected, Controller: e.controller, Power: e.power, Tough: e.tough, Grant: e.grant, Duration: e.duration})
	}
	for _, l := range st.links {
		s.Links = append(s.Links, snapLink{Source: l.source, Exiled: l.exiled, To: l.to, Creator: l.creator})
	}
	for _, p := range st.preventions {
		s.Preventions = append(s.Preventions, snapPrevention{Except: p.except, Creator: p.creator})
	}
	for i := range st.pending {
		t := &st.pending[i]
		ab, err := refs.ability(t.ability)
		if err != nil {
			return nil, err
		}
		s.Pending = append(s.Pending, snapPending{Ability: ab, Source: t.source, Controller: t.controller,
			Event: encodeEvent(t.ev, true), Ward: t.ward, WardItem: t.wardItem, WardLife: t.wardLife})
	}
	for i, ev := range st.log {
		if int(ev.Seq) != i {
			return nil, fmt.Errorf("snapshot: event %d of the log has Seq %d", i, ev.Seq)
		}
		s.Log = append(s.Log, encodeEvent(ev, false))
	}
	return json.Marshal(&s)
}

// abilitiesFace returns the face of the object's card (or copy) whose
// Abilities slice is the object's, or nil.
func (g *Game) abilitiesFace(o *object) *Face {
	cands := [3]*Face{o.copyFace, &o.def.Front, o.def.Back}
	abs := g.chars(o).Abilities
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

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// badf returns an error that wraps ErrBadSnapshot.
func badf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadSnapshot, fmt.Sprintf(format, args...))
}

// Restore decodes a snapshot written by Snapshot and returns a game in that
// state, which continues exactly as the original would with the same
// decisions. lookup resolves card names to definitions (cards.Lookup);
// deciders are the players' deciders, in turn order (nil or shorter: the
// rest have none). opts are applied before the state is loaded: the state,
// the seed and whether the log is kept come from the snapshot, so only
// options such as WithObserver and WithRecording matter.
//
// Data that is not a consistent version 1 snapshot — malformed JSON,
// another version, an unknown card, an ability index out of range, object
// or player ids out of range or duplicated, an object listed in a zone it
// does not record, a negative count, inconsistent lengths, or a state that
// breaks the engine's invariants — is rejected with an error wrapping
// ErrBadSnapshot that says what is wrong; nothing is returned half-loaded.
func Restore(data []byte, lookup func(name string) (*CardDef, error), deciders []Decider, opts ...GameOption) (*Game, error) {
	if lookup == nil {
		return nil, badf("no card lookup function")
	}
	var s snapGame
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSnapshot, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, badf("data after the snapshot")
	}
	if s.Version != SnapshotVersion {
		return nil, badf("version %d, this engine reads version %d", s.Version, SnapshotVersion)
	}
	if len(deciders) > len(s.Players) {
		return nil, badf("%d deciders for %d players", len(deciders), len(s.Players))
	}
	st, err := s.build(lookup)
	if err != nil {
		return nil, err
	}
	g := &Game{trigStale: true}
	for _, o := range opts {
		o(g)
	}
	g.st = *st
	for i := 1; i < len(g.st.objs); i++ {
		o := &g.st.objs[i]
		o.base = g.defBaseOf(o.def)
	}
	g.logOn = s.LogOn
	g.deciders = make([]Decider, len(st.players))
	copy(g.deciders, deciders)
	if err := g.checkRestored(); err != nil {
		return nil, err
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSnapshot, err)
	}
	if g.rec != nil {
		g.rec.fromSnapshot(data)
	}
	return g, nil
}

// build validates the decoded snapshot completely and returns the state.
func (s *snapGame) build(lookup func(string) (*CardDef, error)) (*state, error) {
	n := len(s.Players)
	if n < 2 || n > MaxPlayers {
		return nil, badf("%d players (2 to %d)", n, MaxPlayers)
	}
	nobj := len(s.Objects) + 1 // ids run from 1
	playerRef := func(what string, p PlayerID, none bool) error {
		if (none && p == NoPlayer) || (p >= 0 && int(p) < n) {
			return nil
		}
		return badf("%s: player %d out of range (%d players)", what, p, n)
	}
	objRef := func(what string, id ObjID, none bool) error {
		if (none && id == NoObj) || (id > 0 && int(id) < nobj) {
			return nil
		}
		return badf("%s: object %d out of range (%d objects)", what, id, nobj-1)
	}
	zone := func(what string, z zones.Kind) error {
		if int(z) >= zones.Count {
			return badf("%s: zone %d out of range", what, z)
		}
		return nil
	}
	nonNeg := func(what string, v int64) error {
		if v < 0 {
			return badf("%s is negative (%d)", what, v)
		}
		return nil
	}
	defs := map[string]*CardDef{}
	def := func(what, name string) (*CardDef, error) {
		if d, ok := defs[name]; ok {
			return d, nil
		}
		d, err := lookup(name)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: card %q: %w", ErrBadSnapshot, what, name, err)
		}
		if d == nil || d.Front.Name != name {
			return nil, badf("%s: card %q is not the front name of a card definition", what, name)
		}
		defs[name] = d
		return d, nil
	}
	face := func(what string, ref *snapFace) (*Face, error) {
		d, err := def(what, ref.Card)
		if err != nil {
			return nil, err
		}
		if !ref.Back {
			return &d.Front, nil
		}
		if d.Back == nil {
			return nil, badf("%s: card %q has no back face", what, ref.Card)
		}
		return d.Back, nil
	}
	ability := func(what string, ref *snapAbility) (*Ability, error) {
		if ref == nil {
			return nil, nil
		}
		f, err := face(what, &snapFace{Card: ref.Card, Back: ref.Back})
		if err != nil {
			return nil, err
		}
		if ref.Index < 0 || ref.Index >= len(f.Abilities) {
			return nil, badf("%s: ability index %d out of range (%q has %d)", what, ref.Index, f.Name, len(f.Abilities))
		}
		return f.Abilities[ref.Index], nil
	}
	event := func(what string, e snapEvent, withSeq bool) (Event, error) {
		want := 12
		if withSeq {
			want = 13
		}
		if len(e) != want {
			return Event{}, badf("%s: an event has %d numbers, want %d", what, len(e), want)
		}
		ev := Event{Kind: EventKind(e[0]), Player: PlayerID(e[1]), Target: PlayerID(e[2]), Counter: CounterKind(e[3]),
			Mana: ManaType(e[4]), From: zones.Kind(e[5]), To: zones.Kind(e[6]), Combat: e[7] == 1,
			Obj: ObjID(e[8]), Other: ObjID(e[9]), Amount: int32(e[10]), Aux: int32(e[11])}
		switch {
		case e[0] < 0 || e[0] >= int64(numEventKinds):
			return ev, badf("%s: event kind %d out of range", what, e[0])
		case e[1] < -1 || e[1] >= int64(n) || e[2] < -1 || e[2] >= int64(n):
			return ev, badf("%s: event player out of range", what)
		case e[3] < 0 || e[3] >= int64(NumCounterKinds) || e[4] < 0 || e[4] >= int64(NumManaTypes):
			return ev, badf("%s: event counter or mana type out of range", what)
		case e[5] < 0 || e[5] >= int64(zones.Count) || e[6] < 0 || e[6] >= int64(zones.Count):
			return ev, badf("%s: event zone out of range", what)
		case e[7] != 0 && e[7] != 1:
			return ev, badf("%s: event combat flag %d is not 0 or 1", what, e[7])
		case e[8] < 0 || e[8] >= int64(nobj) || e[9] < 0 || e[9] >= int64(nobj):
			return ev, badf("%s: event object out of range", what)
		case e[10] != int64(ev.Amount) || e[11] != int64(ev.Aux):
			return ev, badf("%s: event amount out of range", what)
		}
		if withSeq {
			if e[12] < 0 || e[12] > int64(s.EventCount) {
				return ev, badf("%s: event sequence number %d out of range", what, e[12])
			}
			ev.Seq = int32(e[12])
		}
		return ev, nil
	}
	target := func(what string, t snapTarget) (Target, error) {
		if err := playerRef(what+": target", t.Player, true); err != nil {
			return Target{}, err
		}
		if err := objRef(what+": target", t.Obj, true); err != nil {
			return Target{}, err
		}
		return Target(t), nil
	}

	st := &state{}
	// Game-wide values.
	if s.EventCount < len(s.Log) || (s.LogOn && s.EventCount != len(s.Log)) || (!s.LogOn && len(s.Log) != 0) {
		return nil, badf("eventCount %d does not match a log of %d events (logOn %v)", s.EventCount, len(s.Log), s.LogOn)
	}
	if s.EventCount > 1<<31-1 {
		return nil, badf("eventCount %d out of range", s.EventCount)
	}
	checks := []error{
		nonNeg("tokenScan", int64(s.TokenScan)), nonNeg("turn", int64(s.Turn)), nonNeg("prevSpells", int64(s.PrevSpells)),
		nonNeg("prevTotal", int64(s.PrevTotal)), nonNeg("prevMost", int64(s.PrevMost)), nonNeg("passes", int64(s.Passes)),
		nonNeg("pauseTurn", int64(s.PauseTurn)), nonNeg("timestamp", s.Timestamp), nonNeg("nextStack", int64(s.NextStack)),
		playerRef("active", s.Active, false), playerRef("starting", s.Starting, false), playerRef("prevActive", s.PrevActive, true),
		playerRef("priority", s.Priority, true), playerRef("winner", s.Winner, true),
	}
	for _, err := range checks {
		if err != nil {
			return nil, err
		}
	}
	switch {
	case int(s.TokenScan) > nobj:
		return nil, badf("tokenScan %d beyond the %d objects", s.TokenScan, nobj-1)
	case s.Step >= numSteps || s.PauseStep >= numSteps:
		return nil, badf("step out of range")
	case s.Wait > waitPaused:
		return nil, badf("wait %d out of range", s.Wait)
	case s.Blockers>>n != 0:
		return nil, badf("blockers %#x names a player out of range", s.Blockers)
	case s.DayNight > daynight.Night:
		return nil, badf("dayNight %d out of range", s.DayNight)
	case int(s.Passes) > n:
		return nil, badf("passes %d with %d players", s.Passes, n)
	case s.Wait == waitPriority && s.Priority == NoPlayer:
		return nil, badf("waiting for priority, but no player holds it")
	}
	st.tokenScan, st.turn, st.step, st.active, st.starting = s.TokenScan, s.Turn, s.Step, s.Active, s.Starting
	st.prevActive, st.prevSpells, st.prevTotal, st.prevMost = s.PrevActive, s.PrevSpells, s.PrevTotal, s.PrevMost
	st.priority, st.passes, st.wait, st.blockers = s.Priority, s.Passes, s.Wait, uint8(s.Blockers)
	st.firstDone, st.twoDamage, st.cleanupAgain = s.FirstDone, s.TwoDamage, s.CleanupAgain
	st.pauseTurn, st.pauseStep, st.dayNight, st.timestamp = s.PauseTurn, s.PauseStep, s.DayNight, s.Timestamp
	st.rnd = rng{s: s.RNG}
	st.dirty, st.winner, st.nextStack, st.nlog = s.Dirty, s.Winner, s.NextStack, s.EventCount

	// Objects.
	st.objs = make([]object, nobj)
	for i := range s.Objects {
		so := &s.Objects[i]
		id := ObjID(i + 1)
		what := "object " + strconv.Itoa(int(id))
		if so.ID != id {
			return nil, badf("the object at position %d has id %d: ids must run 1, 2, 3, … without gaps or repeats", i+1, so.ID)
		}
		d, err := def(what, so.Def)
		if err != nil {
			return nil, err
		}
		o := object{id: id, card: so.Card, def: d, owner: so.Owner, controller: so.Controller, zone: so.Zone,
			token: so.Token, back: so.Back, copyBack: so.CopyBack, tapped: so.Tapped, wasCast: so.WasCast,
			damage: so.Damage, castX: so.CastX, counters: so.Counters, attachedTo: so.AttachedTo,
			timestamp: so.Timestamp, controlSince: so.ControlSince, transforms: so.Transforms, next: so.Next,
			gone: so.Gone, attacking: so.Attacking, blocking: so.Blocking, blocked: so.Blocked, dealtFirst: so.DealtFirst}
		if so.Card <= 0 || int(so.Card) > len(s.Cards) {
			return nil, badf("%s: card %d out of range (%d cards)", what, so.Card, len(s.Cards))
		}
		for _, err := range []error{
			playerRef(what+": owner", so.Owner, false), playerRef(what+": controller", so.Controller, false),
			zone(what, so.Zone), nonNeg(what+": damage", int64(so.Damage)), nonNeg(what+": castX", int64(so.CastX)),
			objRef(what+": attachedTo", so.AttachedTo, true), playerRef(what+": attacking", so.Attacking, true),
			objRef(what+": blocking", so.Blocking, true), objRef(what+": next", so.Next, true),
			playerRef(what+": chars.controller", so.Chars.Controller, false), nonNeg(what+": timestamp", so.Timestamp),
		} {
			if err != nil {
				return nil, err
			}
		}
		for k, c := range so.Counters {
			if c < 0 {
				return nil, badf("%s: %d %v counters", what, c, CounterKind(k))
			}
		}
		if so.Next != NoObj && so.Next <= id {
			return nil, badf("%s: became object %d, which is older", what, so.Next)
		}
		if so.Timestamp > s.Timestamp {
			return nil, badf("%s: timestamp %d after the game's %d", what, so.Timestamp, s.Timestamp)
		}
		if so.CopyFace != nil {
			if o.copyFace, err = face(what+": copyFace", so.CopyFace); err != nil {
				return nil, err
			}
		}
		c := &so.Chars
		o.own = Characteristics{Name: c.Name, ManaCost: ManaCost(c.ManaCost), ManaValue: c.ManaValue, Colors: c.Colors,
			Supertypes: c.Supertypes, Types: c.Types, Subtypes: c.Subtypes, Power: c.Power, Toughness: c.Toughness,
			Keywords: c.Keywords, WardLife: c.WardLife, Controller: c.Controller, Rules: c.Rules}
		if c.AbilitiesOf != nil {
			if len(c.Abilities) != 0 {
				return nil, badf("%s: both abilitiesOf and abilities", what)
			}
			f, err := face(what+": abilitiesOf", c.AbilitiesOf)
			if err != nil {
				return nil, err
			}
			o.own.Abilities = f.Abilities
		} else if len(c.Abilities) > 0 {
			o.own.Abilities = make([]*Ability, len(c.Abilities))
			for k := range c.Abilities {
				if o.own.Abilities[k], err = ability(what+": abilities", &c.Abilities[k]); err != nil {
					return nil, err
				}
			}
		}
		// Share the name with the face it comes from, as the engine does.
		for _, f := range [3]*Face{o.copyFace, &d.Front, d.Back} {
			if f != nil && f.Name == o.own.Name {
				o.own.Name = f.Name
				break
			}
		}
		st.objs[id] = o
	}
	// Cards.
	st.cards = make([]ObjID, len(s.Cards)+1)
	for i, id := range s.Cards {
		c := CardID(i + 1)
		if id <= 0 || int(id) >= nobj {
			return nil, badf("card %d: object %d out of range", c, id)
		}
		if st.objs[id].card != c {
			return nil, badf("card %d points at object %d, which is card %d", c, id, st.objs[id].card)
		}
		st.cards[c] = id
	}
	for i := 1; i < nobj; i++ {
		o := &st.objs[i]
		current := !o.gone && o.next == NoObj
		if current && st.cards[o.card] != o.id {
			return nil, badf("card %d points at object %d, not at its current object %d", o.card, st.cards[o.card], o.id)
		}
	}
	// Players and zones.
	listed := make([]bool, nobj)
	pile := func(where string, z zones.Kind, owner PlayerID, ids []ObjID) (zones.Pile[ObjID], error) {
		out := make(zones.Pile[ObjID], 0, len(ids))
		for _, id := range ids {
			if id <= 0 || int(id) >= nobj {
				return nil, badf("%s lists object %d, out of range (%d objects)", where, id, nobj-1)
			}
			if listed[id] {
				return nil, badf("object %d is listed twice (again in %s)", id, where)
			}
			listed[id] = true
			o := &st.objs[id]
			if o.gone || o.next != NoObj {
				return nil, badf("%s lists object %d, which no longer exists (gone %v, became %d)", where, id, o.gone, o.next)
			}
			if o.zone != z {
				return nil, badf("%s lists object %d, which is recorded in zone %v", where, id, o.zone)
			}
			if owner != NoPlayer && o.owner != owner {
				return nil, badf("%s lists object %d, owned by player %d", where, id, o.owner)
			}
			out = append(out, id)
		}
		return out, nil
	}
	st.players = make([]player, n)
	for i := range s.Players {
		sp := &s.Players[i]
		p := &st.players[i]
		what := "player " + strconv.Itoa(i)
		if sp.Name == "" {
			return nil, badf("%s has no name", what)
		}
		for j := range i {
			if s.Players[j].Name == sp.Name {
				return nil, badf("two players are named %q", sp.Name)
			}
		}
		for _, err := range []error{nonNeg(what+": lastTurn", int64(sp.LastTurn)),
			nonNeg(what+": landsPlayed", int64(sp.LandsPlayed)), nonNeg(what+": spells", int64(sp.Spells))} {
			if err != nil {
				return nil, err
			}
		}
		for k, m := range sp.Pool {
			if m < 0 {
				return nil, badf("%s: %d %v mana in the pool", what, m, ManaType(k).Name())
			}
		}
		*p = player{playerCore: playerCore{name: sp.Name, life: sp.Life, left: sp.Left, lost: sp.Lost, pool: sp.Pool,
			lastTurn: sp.LastTurn, drewFromEmpty: sp.DrewFromEmpty, landsPlayed: sp.LandsPlayed, spells: sp.Spells}}
		var err error
		if p.library, err = pile(sp.Name+"'s library", zones.Library, PlayerID(i), sp.Library); err != nil {
			return nil, err
		}
		if p.hand, err = pile(sp.Name+"'s hand", zones.Hand, PlayerID(i), sp.Hand); err != nil {
			return nil, err
		}
		if p.graveyard, err = pile(sp.Name+"'s graveyard", zones.Graveyard, PlayerID(i), sp.Graveyard); err != nil {
			return nil, err
		}
	}
	var err error
	if st.battlefield, err = pile("the battlefield", zones.Battlefield, NoPlayer, s.Battlefield); err != nil {
		return nil, err
	}
	if st.exile, err = pile("exile", zones.Exile, NoPlayer, s.Exile); err != nil {
		return nil, err
	}
	// The stack.
	st.stack = make([]stackItem, 0, len(s.Stack))
	var spells []ObjID
	for i := range s.Stack {
		si := &s.Stack[i]
		what := "stack item " + strconv.Itoa(i)
		if si.Kind > itemWard || si.Spell != (si.Kind == itemSpell) {
			return nil, badf("%s: kind %d (spell %v) is not a kind of stack item", what, si.Kind, si.Spell)
		}
		if si.ID <= 0 || si.ID > s.NextStack {
			return nil, badf("%s: id %d out of range (next %d)", what, si.ID, s.NextStack)
		}
		for j := range i {
			if s.Stack[j].ID == si.ID {
				return nil, badf("%s: id %d used twice", what, si.ID)
			}
		}
		if len(si.Targets) > maxTargets {
			return nil, badf("%s: %d targets, at most %d", what, len(si.Targets), maxTargets)
		}
		if err := objRef(what+": obj", si.Obj, false); err != nil {
			return nil, err
		}
		if err := playerRef(what+": controller", si.Controller, false); err != nil {
			return nil, err
		}
		if err := nonNeg(what+": x", int64(si.X)); err != nil {
			return nil, err
		}
		ab, err := ability(what, si.Ability)
		if err != nil {
			return nil, err
		}
		if (ab != nil) != (si.Kind == itemActivated || si.Kind == itemTriggered) {
			return nil, badf("%s: an ability is required for an activated or triggered ability, and only then", what)
		}
		ev, err := event(what, si.Event, true)
		if err != nil {
			return nil, err
		}
		it := stackItem{id: si.ID, kind: si.Kind, spell: si.Spell, obj: si.Obj, ability: ab, controller: si.Controller,
			ntargets: int8(len(si.Targets)), x: si.X, ev: ev, ward: si.Ward, wardLife: si.WardLife,
			sourceFlips: si.SourceFlips}
		for k, t := range si.Targets {
			if it.targets[k], err = target(what, t); err != nil {
				return nil, err
			}
		}
		if si.Spell {
			spells = append(spells, si.Obj)
		}
		st.stack = append(st.stack, it)
	}
	if _, err := pile("the stack", zones.Stack, NoPlayer, spells); err != nil {
		return nil, err
	}
	for i := 1; i < nobj; i++ {
		o := &st.objs[i]
		if !o.gone && o.next == NoObj && o.zone != zones.None && !listed[i] {
			return nil, badf("object %d (%s) is recorded in zone %v but listed in no zone", i, o.def.Front.Name, o.zone)
		}
	}
	// Effects, links, preventions, pending triggers.
	st.effects = make([]contEffect, 0, len(s.Effects))
	for i, e := range s.Effects {
		what := "effect " + strconv.Itoa(i)
		for _, err := range []error{objRef(what+": source", e.Source, true), objRef(what+": affected", e.Affected, false),
			playerRef(what+": creator", e.Creator, true), playerRef(what+": controller", e.Controller, true),
			nonNeg(what+": timestamp", e.Timestamp)} {
			if err != nil {
				return nil, err
			}
		}
		if e.Layer < LayerCopy || e.Layer > LayerRules || e.Duration > Indefinitely {
			return nil, badf("%s: layer %d or duration %d out of range", what, e.Layer, e.Duration)
		}
		if e.Timestamp > s.Timestamp {
			return nil, badf("%s: timestamp %d after the game's %d", what, e.Timestamp, s.Timestamp)
		}
		st.effects = append(st.effects, contEffect{layer: e.Layer, timestamp: e.Timestamp, source: e.Source, creator: e.Creator,
			affected: e.Affected, controller: e.Controller, power: e.Power, tough: e.Tough, grant: e.Grant, duration: e.Duration})
	}
	st.links = make([]untilLink, 0, len(s.Links))
	for i, l := range s.Links {
		what := "link " + strconv.Itoa(i)
		switch l.To {
		case zones.Library, zones.Hand, zones.Battlefield, zones.Graveyard, zones.Exile:
		default:
			return nil, badf("%s: returns to zone %d, which is not a zone a card returns to", what, l.To)
		}
		for _, err := range []error{objRef(what+": source", l.Source, false), objRef(what+": exiled", l.Exiled, false),
			zone(what, l.To), playerRef(what+": creator", l.Creator, true)} {
			if err != nil {
				return nil, err
			}
		}
		st.links = append(st.links, untilLink{source: l.Source, exiled: l.Exiled, to: l.To, creator: l.Creator})
	}
	st.preventions = make([]prevention, 0, len(s.Preventions))
	for i, p := range s.Preventions {
		if err := playerRef("prevention "+strconv.Itoa(i)+": creator", p.Creator, true); err != nil {
			return nil, err
		}
		st.preventions = append(st.preventions, prevention{except: p.Except, creator: p.Creator})
	}
	st.pending = make([]pendingTrigger, 0, len(s.Pending))
	for i := range s.Pending {
		sp := &s.Pending[i]
		what := "pending trigger " + strconv.Itoa(i)
		if err := objRef(what+": source", sp.Source, false); err != nil {
			return nil, err
		}
		if err := playerRef(what+": controller", sp.Controller, false); err != nil {
			return nil, err
		}
		ab, err := ability(what, sp.Ability)
		if err != nil {
			return nil, err
		}
		if (ab == nil) != sp.Ward {
			return nil, badf("%s: a ward trigger has no ability; any other has one", what)
		}
		ev, err := event(what, sp.Event, true)
		if err != nil {
			return nil, err
		}
		st.pending = append(st.pending, pendingTrigger{ability: ab, source: sp.Source, controller: sp.Controller, ev: ev,
			ward: sp.Ward, wardItem: sp.WardItem, wardLife: sp.WardLife})
	}
	// The log.
	st.log = make([]Event, 0, len(s.Log))
	for i, e := range s.Log {
		ev, err := event("log event "+strconv.Itoa(i), e, false)
		if err != nil {
			return nil, err
		}
		ev.Seq = int32(i)
		st.log = append(st.log, ev)
	}
	return st, nil
}

// checkRestored checks a restored game against the invariants that hold
// whenever the game waits for a player: what a consistent engine state
// always satisfies, beyond the structure build has checked.
func (g *Game) checkRestored() error {
	st := &g.st
	if !st.dirty {
		// The characteristics recorded must be those the rules give.
		c := g.Clone()
		c.st.dirty = true
		c.refresh()
		for _, id := range st.battlefield {
			if !equalChars(c.chars(&c.st.objs[id]), g.chars(&st.objs[id])) {
				return badf("object %d (%s): the characteristics recorded are not those its card and the effects give", id, g.chars(&st.objs[id]).Name)
			}
		}
	}
	if st.wait == waitSetup {
		return nil
	}
	for i := range st.players {
		if p := &st.players[i]; p.lost && !p.left {
			return badf("player %d has lost but not left the game", i)
		}
	}
	if st.wait == waitOver {
		return nil
	}
	if g.livePlayers() < 2 {
		return badf("the game is not over, but %d playerRef(s) remain", g.livePlayers())
	}
	if st.turn < 1 {
		return badf("the game has started, but the turn is %d", st.turn)
	}
	// Combat bookkeeping starts afresh at the beginning of combat (CR 506).
	if st.step >= BeginningOfCombat && st.step < CombatDamage && (st.firstDone || st.twoDamage) {
		return badf("the %v step records first-strike combat damage", st.step)
	}
	if st.step >= BeginningOfCombat && st.step < DeclareBlockersStep && st.blockers != 0 {
		return badf("the %v step records blockers declared", st.step)
	}
	if st.wait != waitPriority {
		return nil
	}
	if p := st.priority; st.players[p].left {
		return badf("player %d holds priority but has left the game", p)
	}
	if len(st.pending) > 0 {
		return badf("%d triggered abilities wait while a player holds priority", len(st.pending))
	}
	if st.dirty {
		return badf("characteristics are stale while a player holds priority")
	}
	for i := range st.players {
		if pl := &st.players[i]; !pl.left && pl.life <= 0 {
			return badf("%s has %d life while a player holds priority", pl.name, pl.life)
		}
	}
	for _, id := range st.battlefield {
		o := &st.objs[id]
		if g.chars(o).Is(Creature) && (g.chars(o).Toughness <= 0 || int(o.damage) >= g.chars(o).Toughness) {
			return badf("creature %d (%s) %d/%d with %d damage survives while a player holds priority", id, g.chars(o).Name, g.chars(o).Power, g.chars(o).Toughness, o.damage)
		}
		if o.attachedTo != NoObj {
			t := &st.objs[o.attachedTo]
			if t.zone != zones.Battlefield || t.next != NoObj || t.gone || !g.chars(t).Is(Creature) {
				return badf("object %d (%s) is attached to %d, which is no creature on the battlefield", id, g.chars(o).Name, o.attachedTo)
			}
		} else if g.chars(o).Is(Enchantment) && g.chars(o).Subtypes.Has(Aura) {
			return badf("Aura %d (%s) is attached to nothing", id, g.chars(o).Name)
		}
	}
	return nil
}

// equalChars reports whether two sets of characteristics have the same
// values (abilities compared by identity).
func equalChars(a, b *Characteristics) bool {
	x, y := *a, *b
	x.Abilities, y.Abilities = nil, nil
	if !sameChars(&x, &y) || len(a.Abilities) != len(b.Abilities) {
		return false
	}
	for i := range a.Abilities {
		if a.Abilities[i] != b.Abilities[i] {
			return false
		}
	}
	return true
}

// sameChars reports whether two sets of characteristics are the same
// values (names and abilities compared by identity).
func sameChars(a, b *Characteristics) bool {
	const n = unsafe.Sizeof(Characteristics{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}
