package engine

import "github.com/cathar-engine/cathar/zones"

// Groups of options. Three untapped basic Forests in a hand are three
// objects, so a decision to play a land has three options "Play Forest":
// the rules tell them apart (CR 109.1: each card is an object of its
// own), but choosing one or another makes no difference to the game. A
// person would rather see one option. groupOptions numbers the options
// that differ only in such objects with one group (Option.Same); the
// options themselves, their order and the answers a decision takes are
// as they were (a group is chosen through any one of its options).

// groupOptions sets the group (Option.Same) of each option of d. Two
// options are of one group when they are equal in everything but their
// index and label (a label given with the option, not built here, built
// marking those that were, is compared too) and the objects they name,
// which must be, place by place, objects the rules can't tell apart
// (identity). Options that are equal in every field, objects included,
// and differ only in their index are told apart by something no field
// holds (a mode, an instance of a triggered ability): each is a group of
// its own.
func (g *Game) groupOptions(d *Decision, built []bool) {
	n := len(d.Options)
	sigs := make([]Option, n) // each option as compared: then with its objects' representatives
	for i := range d.Options {
		sigs[i] = d.Options[i]
		sigs[i].Index, sigs[i].Same = 0, 0
		if built != nil && built[i] {
			sigs[i].Text = ""
		}
	}
	twins := make([]bool, n) // equal to another in every field: told apart by their places alone
	for i := range sigs {
		for j := i + 1; j < n; j++ {
			if sigs[i] == sigs[j] {
				twins[i], twins[j] = true, true
			}
		}
	}
	ids := identities{g: g}
	groups := 0
	for i := range sigs {
		if twins[i] {
			sigs[i].Index = i + 1
		} else {
			ids.replace(&sigs[i])
		}
		d.Options[i].Same = 0
		for j := range i {
			if sigs[j] == sigs[i] {
				d.Options[i].Same = d.Options[j].Same
				break
			}
		}
		if d.Options[i].Same == 0 {
			groups++
			d.Options[i].Same = groups
		}
	}
}

// identities finds, for the objects a decision's options name, the first
// of them that the rules can't tell apart from each (identKey). A
// decision names few objects: lists cost less than maps.
type identities struct {
	g    *Game
	ids  []ObjID    // the objects met
	keys []identKey // and their keys
	refs []bool     // by ObjID: the objects something in the state refers to; nil until needed
}

// replace puts in o, for each object it names, the representative of the
// objects identical to it.
func (s *identities) replace(o *Option) {
	o.Obj = s.rep(o.Obj)
	o.Planeswalker = s.rep(o.Planeswalker)
	o.Block.Blocker = s.rep(o.Block.Blocker)
	o.Block.Attacker = s.rep(o.Block.Attacker)
	o.Action.Obj = s.rep(o.Action.Obj)
	for i := range o.Action.Targets {
		o.Action.Targets[i].Obj = s.rep(o.Action.Targets[i].Obj)
	}
}

// rep returns the first object met that is identical to id.
func (s *identities) rep(id ObjID) ObjID {
	if id <= 0 || int(id) >= len(s.g.st.objs) {
		return id
	}
	for i, x := range s.ids {
		if x == id {
			return s.ids[s.first(i)]
		}
	}
	if s.refs == nil {
		s.refs = s.g.referencedObjects()
	}
	s.ids = append(s.ids, id)
	s.keys = append(s.keys, s.g.identKey(id, s.refs))
	return s.ids[s.first(len(s.ids)-1)]
}

// first returns the first object met whose key is that of object i.
func (s *identities) first(i int) int {
	for j := range i {
		if s.keys[j] == s.keys[i] {
			return j
		}
	}
	return i
}

// identKey is what the rules may tell an object by, for groupOptions: two
// objects with equal keys are alike in every way the rules read but
// their identity (CR 109.1). An object that is special (identKey) keys
// by its own id, so it is alike only to itself.
type identKey struct {
	def          defRef
	zone         zones.Kind
	owner        PlayerID
	controller   PlayerID
	attacking    PlayerID
	attackingPW  ObjID
	blocking     ObjID
	copyFace     faceRef
	loyaltyTurn  int32
	transforms   uint16
	castX        int16
	knownBy      uint8
	token, back  bool
	tapped, sick bool
	flags        uint8 // wasCast, flashback, blocked, dealtFirst, copyBack
	chars        charVals
	self         ObjID
}

// identKey returns object id's key (see identKey): same definition, zone,
// owner, controller, status (CR 110.5), combat, characteristics (CR 613)
// and knowledge (who knows the card in a hidden zone, knowledge.go). An
// object is alike only to itself when it is on the stack (its targets and
// choices are its own), has counters or damage, is attached, or is
// referred to by something else of the state: a permanent attached to it
// or blocking it, a continuous effect that affects it, an exile link
// (CR 610.3), a triggered ability waiting or on the stack, a target.
func (g *Game) identKey(id ObjID, refs []bool) identKey {
	o := &g.st.objs[id]
	k := identKey{def: o.def, zone: o.zone, owner: o.owner, controller: o.controller, attacking: o.attacking,
		attackingPW: o.attackingPW, blocking: o.blocking, copyFace: o.copyFace, loyaltyTurn: o.loyaltyTurn,
		transforms: o.transforms, castX: o.castX, knownBy: o.knownBy, token: o.token, back: o.back,
		tapped: o.tapped, sick: g.summoningSick(o), chars: *g.chars(o),
		flags: uint8(b2i(o.wasCast)) | uint8(b2i(o.flashback))<<1 | uint8(b2i(o.blocked))<<2 |
			uint8(b2i(o.dealtFirst))<<3 | uint8(b2i(o.copyBack))<<4}
	special := o.zone == zones.Stack || o.zone == zones.None || o.gone || o.next != NoObj || o.damage != 0 ||
		o.attachedTo != NoObj || o.attachedPlayer != NoPlayer || refs[id]
	for _, n := range o.counters {
		special = special || n != 0
	}
	if special {
		k.self = id
	}
	return k
}

// referencedObjects returns, by ObjID, the objects something of the
// state refers to (identKey).
func (g *Game) referencedObjects() []bool {
	refs := make([]bool, len(g.st.objs))
	ref := func(id ObjID) {
		if id > 0 && int(id) < len(refs) {
			refs[id] = true
		}
	}
	for _, id := range g.st.battlefield {
		o := &g.st.objs[id]
		ref(o.attachedTo)
		ref(o.blocking)
		ref(o.attackingPW)
	}
	for i := range g.st.effects {
		ref(g.st.effects[i].affected)
	}
	for i := range g.st.links {
		ref(g.st.links[i].source)
		ref(g.st.links[i].exiled)
	}
	for i := range g.st.pending {
		ref(g.st.pending[i].source)
	}
	for i := range g.st.stack {
		it := &g.st.stack[i]
		ref(it.obj)
		for _, t := range it.targetList() {
			ref(t.Obj)
		}
	}
	return refs
}
