package engine

import (
	"strings"

	"github.com/cathar-engine/cathar/zones"
)

// tagKey is the value of one feature of an object, for comparing it
// with the others' (tagFeature.key).
type tagKey struct{ a, b int64 }

// tagFeature is one thing that may tell objects of one name apart (see
// the tags in view_tags.go): key is its value for an object, word the
// words that say it ("" for the value that goes unsaid). Two different
// keys of one feature never have the same word, and the words of
// different features never meet, so the tags of objects told apart by
// any feature differ.
type tagFeature struct {
	key  func(t *tagger, id ObjID) tagKey
	word func(t *tagger, id ObjID, k tagKey) string
}

// The features a tag uses, in order; the zone and whose it is come first
// and are worded together (tagText).
const (
	featureZone = iota
	featureWhose
)

// The words a tag has that other code words with (tagText).
const (
	whoseYours     = "yours"
	zoneWordExile  = "in exile"
	zoneWordStack  = "on the stack"
	counterPacking = 16 // bits per counter kind in a counters key
)

var tagFeatures = [...]tagFeature{
	featureZone:  {tagZoneKey, tagZoneWord},
	featureWhose: {tagWhoseKey, tagWhoseWord},
	// The face up of a double-faced permanent (CR 712.8).
	{func(t *tagger, id ObjID) tagKey { return tagKey{a: int64(t.g.st.objs[id].faceSide())} },
		func(_ *tagger, _ ObjID, k tagKey) string { return pick(k.a == 1, "back face up", "") }},
	// Tapped or untapped (CR 110.5): a permanent's status.
	{func(t *tagger, id ObjID) tagKey {
		o := &t.g.st.objs[id]
		if o.zone != zones.Battlefield {
			return tagKey{}
		}
		return tagKey{a: 1 + int64(b2i(o.tapped))}
	}, func(_ *tagger, _ ObjID, k tagKey) string {
		return [...]string{"", "untapped", "tapped"}[k.a]
	}},
	// Attacking or blocking (CR 506.4).
	{func(t *tagger, id ObjID) tagKey {
		o := &t.g.st.objs[id]
		switch {
		case o.zone != zones.Battlefield:
		case o.attacking != NoPlayer:
			return tagKey{a: 1}
		case o.blocking != NoObj:
			return tagKey{a: 2}
		}
		return tagKey{}
	}, func(_ *tagger, _ ObjID, k tagKey) string {
		return [...]string{"", "attacking", "blocking"}[k.a]
	}},
	// A creature's power and toughness now (CR 208.1, 613).
	{func(t *tagger, id ObjID) tagKey {
		o := &t.g.st.objs[id]
		ch := t.g.chars(o)
		if o.zone != zones.Battlefield || !ch.Is(Creature) {
			return tagKey{}
		}
		return tagKey{a: 1, b: int64(ch.Power)<<32 | int64(uint32(ch.Toughness))}
	}, func(_ *tagger, _ ObjID, k tagKey) string {
		if k.a == 0 {
			return ""
		}
		return ptText(int(k.b>>32), int(int32(k.b)))
	}},
	// Counters (CR 122.1).
	{func(t *tagger, id ObjID) tagKey {
		var k tagKey
		for i, n := range t.g.st.objs[id].counters {
			k.a |= int64(uint16(n)) << (counterPacking * i)
		}
		return k
	}, func(_ *tagger, _ ObjID, k tagKey) string {
		var parts []string
		for i := range NumCounterKinds {
			n := int(int16(uint16(k.a >> (counterPacking * i))))
			if n != 0 {
				parts = append(parts, itoa(n)+" "+CounterKind(i).String()+" "+plural(n, "counter", "counters"))
			}
		}
		return strings.Join(parts, " and ")
	}},
	// Damage marked on it (CR 120.3).
	{func(t *tagger, id ObjID) tagKey { return tagKey{a: int64(t.g.st.objs[id].damage)} },
		func(_ *tagger, _ ObjID, k tagKey) string {
			if k.a == 0 {
				return ""
			}
			return itoa(int(k.a)) + " damage"
		}},
}

// tagZoneKey is an object's zone (CR 400.1).
func tagZoneKey(t *tagger, id ObjID) tagKey { return tagKey{a: int64(t.g.st.objs[id].zone)} }

// tagZoneWord words a zone; the battlefield goes unsaid.
func tagZoneWord(_ *tagger, _ ObjID, k tagKey) string {
	switch zones.Kind(k.a) {
	case zones.Hand:
		return "in hand"
	case zones.Graveyard:
		return "in graveyard"
	case zones.Library:
		return "in library"
	case zones.Exile:
		return zoneWordExile
	case zones.Stack:
		return zoneWordStack
	}
	return ""
}

// tagWhoseKey is whose an object is: its controller on the battlefield
// and the stack (CR 110.2, 108.4), its owner elsewhere (CR 108.3).
func tagWhoseKey(t *tagger, id ObjID) tagKey {
	o := &t.g.st.objs[id]
	if o.zone == zones.Battlefield || o.zone == zones.Stack {
		return tagKey{a: int64(t.g.chars(o).Controller)}
	}
	return tagKey{a: int64(o.owner)}
}

// tagWhoseWord words whose it is: "yours" for the viewer's own in their
// view, "Bob's" otherwise. Every object has an owner, so the word is
// never empty.
func tagWhoseWord(t *tagger, _ ObjID, k tagKey) string {
	p := PlayerID(k.a)
	if t.yours && p == t.viewer {
		return whoseYours
	}
	name := t.g.PlayerName(p)
	if name == "" {
		name = "player " + itoa(int(p)+1)
	}
	return name + "'s"
}

// pick returns a if c, else b.
func pick(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}
