package engine

import (
	"slices"
	"sync"
)

// New meets the definitions of the decks in the order they come, so two
// games of the same decks and number of players compute the same
// definition tables, entry for entry: the same defBases in defList, and
// the same texts of their faces in texts, so the same refs. A game's
// tables are kept here for later games of those decks, which start from
// them as a clone starts from its original's: capped, so that a game's
// appends copy, and never changed (object_tables.go). A set is used only
// while every definition in it still has the faces it was computed from
// (defSeen): a definition changed since, against the rule that a
// definition in use is immutable, gets tables made afresh, as New always
// did. The tables are not game state; the invariant checker compares a
// game's defBases with a recomputation (checkDefBases).

// defTables is the definition tables of one set of decks.
type defTables struct {
	n     int        // the players of the games
	defs  []*defBase // defList as New left it: the decks' definitions in order
	texts []cardText // texts as New left it: 0, then the faces' names and abilities
	seen  []defSeen  // what each definition of defs was when computed
}

// defSeen is what a definition's defBase was computed from.
type defSeen struct {
	back        *Face
	front, side faceSeen // side: the back face's, if any
}

// faceSeen is what a face's part of a defBase was computed from: the
// values faceChars and newFaceSide read.
type faceSeen struct {
	vals      faceVals
	abilities []*Ability
	kinds     []AbilityKind // of each ability, in order
}

// faceVals are the comparable values of a face that its characteristics
// come from.
type faceVals struct {
	name               string
	manaCost, wardMana ManaCost
	colors             ColorSet
	supertypes         SupertypeSet
	types              TypeSet
	subtypes           SubtypeSet
	keywords           KeywordSet
	power, toughness   int16
	wardLife           int16
	wardDiscard        int8
}

func valsOfFace(f *Face) faceVals {
	return faceVals{
		name: f.Name, manaCost: f.ManaCost, wardMana: f.WardMana, colors: f.Colors, supertypes: f.Supertypes,
		types: f.Types, subtypes: f.Subtypes, keywords: f.Keywords, power: f.Power, toughness: f.Toughness,
		wardLife: f.WardLife, wardDiscard: f.WardDiscard,
	}
}

func seeFace(f *Face) faceSeen {
	s := faceSeen{vals: valsOfFace(f), abilities: slices.Clone(f.Abilities), kinds: make([]AbilityKind, len(f.Abilities))}
	for i, ab := range f.Abilities {
		s.kinds[i] = ab.Kind
	}
	return s
}

// is reports whether face f is still what s saw.
func (s *faceSeen) is(f *Face) bool {
	if valsOfFace(f) != s.vals || !slices.Equal(f.Abilities, s.abilities) {
		return false
	}
	for i, ab := range f.Abilities {
		if ab.Kind != s.kinds[i] {
			return false
		}
	}
	return true
}

// is reports whether definition d is still what s saw.
func (s *defSeen) is(d *CardDef) bool {
	return d.Back == s.back && s.front.is(&d.Front) && (d.Back == nil || s.side.is(d.Back))
}

// deckDefs returns the distinct definitions of the players' decks in the
// order New meets them, appended to buf.
func deckDefs(players []PlayerConfig, buf []*CardDef) []*CardDef {
	order := buf
	for _, pc := range players {
		for j, def := range pc.Deck {
			if def == nil || j > 0 && pc.Deck[j-1] == def || slices.Contains(order, def) {
				continue
			}
			order = append(order, def)
		}
	}
	return order
}

// beginDefTables gives new game g, whose st.players are made, the
// definition tables of the decks' definitions order if a game of the same
// decks kept them, and reports whether it did; otherwise an empty texts
// table and room for the definitions' defBases.
func (g *Game) beginDefTables(order []*CardDef) bool {
	n := len(g.st.players)
	if len(order) > 0 {
		if t := findDefTables(n, order); t != nil {
			g.defList, g.texts = t.defs, t.texts
			return true
		}
	}
	vals := 0
	for _, d := range order {
		vals += n * (1 + b2i(d.Back != nil))
	}
	g.defRoom.reserve(len(order), vals)
	g.texts = make([]cardText, 1, 64) // 0: no name, no abilities; then two faces per definition
	return false
}

// sharedDefs holds the tables of the last few sets of decks that New
// computed; any goroutine's games may use them.
var sharedDefs struct {
	mu   sync.Mutex
	sets [8]*defTables
	next int // the set to replace next
}

// findDefTables returns the kept tables of the definitions order, in that
// order, for games of n players, or nil, also when a definition has
// changed since.
func findDefTables(n int, order []*CardDef) *defTables {
	var t *defTables
	sharedDefs.mu.Lock()
	if i := keptDefTables(n, order); i >= 0 {
		t = sharedDefs.sets[i]
	}
	sharedDefs.mu.Unlock()
	if t == nil || !t.unchanged() {
		return nil
	}
	return t
}

// keptDefTables returns the index in sharedDefs.sets of the tables of the
// definitions order for games of n players, or -1. The caller holds the
// lock.
func keptDefTables(n int, order []*CardDef) int {
	for i, t := range sharedDefs.sets {
		if t != nil && t.n == n && t.defines(order) {
			return i
		}
	}
	return -1
}

// unchanged reports whether every definition of t is still what its
// tables were computed from.
func (t *defTables) unchanged() bool {
	for i, b := range t.defs {
		if !t.seen[i].is(b.def) {
			return false
		}
	}
	return true
}

// defines reports whether t holds the definitions order, in that order.
func (t *defTables) defines(order []*CardDef) bool {
	if len(t.defs) != len(order) {
		return false
	}
	for i, b := range t.defs {
		if b.def != order[i] {
			return false
		}
	}
	return true
}

// keepDefTables keeps the tables game g made for the definitions order,
// its whole defList, in place of the set of those definitions that is
// kept if one of them has changed since, or else of the oldest set.
func (g *Game) keepDefTables(order []*CardDef) {
	n := len(g.st.players)
	if len(order) == 0 || len(g.defList) != len(order) {
		return
	}
	t := &defTables{
		n:     n,
		defs:  g.defList[:len(g.defList):len(g.defList)],
		texts: g.texts[:len(g.texts):len(g.texts)],
		seen:  make([]defSeen, len(order)),
	}
	for i, d := range order {
		t.seen[i] = defSeen{back: d.Back, front: seeFace(&d.Front)}
		if d.Back != nil {
			t.seen[i].side = seeFace(d.Back)
		}
	}
	sharedDefs.mu.Lock()
	defer sharedDefs.mu.Unlock()
	i := keptDefTables(n, order)
	switch {
	case i < 0:
		i = sharedDefs.next
		sharedDefs.next = (sharedDefs.next + 1) % len(sharedDefs.sets)
	case sharedDefs.sets[i].unchanged():
		return // another game kept them first
	}
	sharedDefs.sets[i] = t
}
