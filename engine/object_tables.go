package engine

import "slices"

// The tables an object record refers to instead of holding pointers. Each
// belongs to one game and only grows: an entry, once written, never
// changes, so a clone shares the entries it has (Clone caps the tables, so
// that an append by either game copies) and a rollback or a rewind leaves
// the entries it no longer uses. None of them is game state: a snapshot
// records what the entries say, and Restore builds tables of its own.

// defRef is an object's card definition: 1 + the position of its defBase
// in the game's defList, 0 for none (the unused object 0).
type defRef int32

// faceRef is the face a copy effect gives an object (CR 707.2): 1 + its
// position in the game's copyFaces, 0 for none.
type faceRef int32

// textRef is the name and abilities of a set of characteristics: the
// position of a cardText in the game's texts. Equal refs of one game are
// equal names and abilities, and unequal refs are not (textOf).
type textRef int32

// cardText is the part of the characteristics that holds pointers.
type cardText struct {
	name      string
	abilities []*Ability // shared with the card definition or a layer's list: never modify
	// What the computations over the battlefield read of the abilities,
	// derived once as the text is made (newText): layers has bit 1<<l
	// set for each layer l in which one of them is a static ability, so
	// that the layers pass over a source in the other layers; roles and
	// trigKinds are what triggerers lists a permanent for.
	layers    uint16
	roles     textRoles
	trigKinds uint64 // 1<<On | 1<<Or of its triggered abilities that work on the battlefield
	payers    uint64 // payersOf(abilities): the abilities automatic payment may activate
}

// textRoles say which of the lists of triggerers a permanent with a text
// belongs to.
type textRoles uint8

const (
	roleTriggers  textRoles = 1 << iota // a triggered ability that works on the battlefield
	roleMana                            // a mana replacement or a triggered mana ability
	roleActivated                       // an activated ability other than a mana ability
)

// newText returns the text of name and abs, with what it derives from
// abs.
func newText(name string, abs []*Ability) cardText {
	t := cardText{name: name, abilities: abs, payers: payersOf(abs)}
	for _, ab := range abs {
		switch ab.Kind {
		case Static:
			t.layers |= 1 << ab.Static.Layer
		case Triggered:
			if !ab.Trigger.InGraveyard { // not on the battlefield (CR 113.6m)
				t.roles |= roleTriggers
				t.trigKinds |= 1<<ab.Trigger.On | 1<<ab.Trigger.Or
			}
		case ManaReplacementKind, TriggeredManaAbility:
			t.roles |= roleMana
		case Activated:
			t.roles |= roleActivated
		}
	}
	return t
}

// derivedDiffer reports whether the values t derives from its abilities
// are not what newText derives: the invariant checker's test.
func (t *cardText) derivedDiffer() bool {
	want := newText(t.name, t.abilities)
	return t.layers != want.layers || t.roles != want.roles || t.trigKinds != want.trigKinds || t.payers != want.payers
}

// copiedFace is a face that a copy effect gave an object, with its
// values before continuous effects (layer 1, CR 707.2), mana value 0.
type copiedFace struct {
	face   *Face
	ch     charVals
	static bool // it has a static ability
}

// charVals are Characteristics as the object table keeps them: the name
// and the abilities are an index into the game's texts (Game.nameOf,
// Game.abilities), the rest the same fields.
type charVals struct {
	ManaValue   int
	Power       int
	Toughness   int
	WardLife    int
	Subtypes    SubtypeSet
	ManaCost    ManaCost
	WardMana    ManaCost
	Types       TypeSet
	Keywords    KeywordSet
	text        textRef
	Colors      ColorSet
	Supertypes  SupertypeSet
	Controller  PlayerID
	Rules       RuleFlags
	WardDiscard int8
}

// Is reports whether the object has card type t.
func (c *charVals) Is(t CardType) bool { return c.Types.Has(t) }

// Has reports whether the object has keyword k.
func (c *charVals) Has(k Keyword) bool { return c.Keywords.Has(k) }

// defOf returns object o's card definition.
func (g *Game) defOf(o *object) *CardDef { return g.defList[o.def-1].def }

// baseOf returns the precomputed faces of object o's definition.
func (g *Game) baseOf(o *object) *defBase { return g.defList[o.def-1] }

// copyFaceOf returns the face a copy effect gives object o, or nil.
func (g *Game) copyFaceOf(o *object) *Face {
	if o.copyFace == 0 {
		return nil
	}
	return g.copyFaces[o.copyFace-1].face
}

// refOfFace returns the game's reference to face f as copied by a copy
// effect, adding it the first time; 0 for nil. A game copies few faces,
// and this runs only as an object is made, so a list is enough.
func (g *Game) refOfFace(f *Face) faceRef {
	if f == nil {
		return 0
	}
	for i := range g.copyFaces {
		if g.copyFaces[i].face == f {
			return faceRef(i + 1)
		}
	}
	ch, static := g.faceChars(f, 0)
	g.copyFaces = append(g.copyFaces, copiedFace{face: f, ch: ch, static: static})
	return faceRef(len(g.copyFaces))
}

// textOf returns the game's reference to a name and a list of
// abilities, adding them the first time: equal names and lists (the same
// abilities in the same order) have one reference. Faces are added as
// their definitions first appear, a list an effect grants as the layers
// first make it, so the table holds a few entries per definition.
func (g *Game) textOf(name string, abs []*Ability) textRef {
	if len(g.texts) == 0 {
		g.texts = append(g.texts, cardText{}) // 0: no name, no abilities
	}
	for i := len(g.texts) - 1; i >= 0; i-- {
		if t := &g.texts[i]; t.name == name && slices.Equal(t.abilities, abs) {
			return textRef(i)
		}
	}
	g.texts = append(g.texts, newText(name, abs))
	return textRef(len(g.texts) - 1)
}

// text returns the name and abilities ch refers to; none for a ref the
// game has not made (a corrupted object the invariant checker reads).
func (g *Game) text(ch *charVals) *cardText {
	if uint(ch.text) >= uint(len(g.texts)) {
		return &cardText{}
	}
	return &g.texts[ch.text]
}

// nameOf returns the name in characteristics ch.
func (g *Game) nameOf(ch *charVals) string { return g.text(ch).name }

// abilities returns the abilities in characteristics ch. They are shared:
// never modify them.
func (g *Game) abilities(ch *charVals) []*Ability { return g.text(ch).abilities }

// public returns ch as Characteristics.
func (g *Game) public(ch *charVals) Characteristics {
	t := g.text(ch)
	return Characteristics{
		Name: t.name, ManaCost: ch.ManaCost, WardMana: ch.WardMana, ManaValue: ch.ManaValue,
		Colors: ch.Colors, Supertypes: ch.Supertypes, Types: ch.Types, Subtypes: ch.Subtypes,
		Power: ch.Power, Toughness: ch.Toughness, Keywords: ch.Keywords, Controller: ch.Controller,
		Rules: ch.Rules, WardDiscard: ch.WardDiscard, WardLife: ch.WardLife, Abilities: t.abilities,
	}
}

// valsOf returns c as the object table keeps it.
func (g *Game) valsOf(c *Characteristics) charVals {
	return charVals{
		ManaCost: c.ManaCost, WardMana: c.WardMana, ManaValue: c.ManaValue,
		Colors: c.Colors, Supertypes: c.Supertypes, Types: c.Types, Subtypes: c.Subtypes,
		Power: c.Power, Toughness: c.Toughness, Keywords: c.Keywords, Controller: c.Controller,
		Rules: c.Rules, WardDiscard: c.WardDiscard, WardLife: c.WardLife, text: g.textOf(c.Name, c.Abilities),
	}
}

// withAbility returns the reference to the name and abilities of t with
// ab added at the end (a granted ability, CR 613.1f). The list is made
// only the first time: the layers ask again at each computation.
func (g *Game) withAbility(t textRef, ab *Ability) textRef {
	old := g.texts[t]
	n := len(old.abilities)
	for i := range g.texts {
		e := &g.texts[i]
		if len(e.abilities) == n+1 && e.abilities[n] == ab && e.name == old.name && slices.Equal(e.abilities[:n], old.abilities) {
			return textRef(i)
		}
	}
	abs := make([]*Ability, n, n+1)
	copy(abs, old.abilities)
	g.texts = append(g.texts, newText(old.name, append(abs, ab)))
	return textRef(len(g.texts) - 1)
}
