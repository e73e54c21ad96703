package engine

import "github.com/cathar-engine/cathar/zones"

// Characteristics are an object's characteristics after every continuous
// effect (CR 109.3, 613), plus its controller and the rule-changing effects
// that apply to it.
type Characteristics struct {
	Name     string
	ManaCost ManaCost
	// WardMana is the mana part of the ward cost (Face); it sits beside
	// ManaCost, and WardDiscard with the other one-byte fields, so that
	// the record keeps its size.
	WardMana   ManaCost
	ManaValue  int
	Colors     ColorSet
	Supertypes SupertypeSet
	Types      TypeSet
	Subtypes   SubtypeSet
	Power      int
	Toughness  int
	Keywords   KeywordSet
	Controller PlayerID
	Rules      RuleFlags
	// WardDiscard is the number of cards the ward cost discards (Face).
	WardDiscard int8
	WardLife    int
	Abilities   []*Ability // shared with the card definition: never modify
}

// Is reports whether the object has card type t.
func (c Characteristics) Is(t CardType) bool { return c.Types.Has(t) }

// Has reports whether the object has keyword k.
func (c Characteristics) Has(k Keyword) bool { return c.Keywords.Has(k) }

// object is the engine's record of one object. It holds no pointers: its
// definition, the face a copy effect gives it and the name and abilities
// of its characteristics are indices into tables of the game that never
// change once written (object_tables.go). So the table copies with one
// memmove and no write barriers, an action's undo log saves an object in
// the same way, and the garbage collector never scans the table.
type object struct {
	// The fields a day/night change writes come first, within 12 bytes,
	// so that they share a cache line in most objects of the table. The
	// others are in an order that leaves no padding: the record is 160
	// bytes, so a table of 204 objects still fits the allocator's largest
	// small size class (32 KiB).
	timestamp  int64
	transforms uint16 // times it has transformed (CR 701.27f)
	back       bool   // back face up (CR 712.8e)
	plain      bool   // its characteristics are its face's values: see own
	id         ObjID
	next       ObjID // the object it became after a zone change (CR 400.7)
	owner      PlayerID
	controller PlayerID // before control-changing effects (layer 2)
	zone       zones.Kind
	token      bool
	damage     int16
	counters   [NumCounterKinds]int16
	castX      int16 // X of the spell it came from, for ETB abilities (CR 107.3m)
	// attachedPlayer is the player an Aura with "enchant player" is
	// attached to (CR 303.4, 702.5), or NoPlayer; attachedTo is then
	// NoObj.
	attachedPlayer PlayerID
	// Combat (CR 506–511).
	attacking  PlayerID // defending player, or NoPlayer
	attachedTo ObjID
	// controlSince is the turn during which its controller began to control
	// it continuously; -1 before the game began (CR 302.6).
	controlSince int32
	// loyaltyTurn is the turn in which a loyalty ability of it was last
	// activated, by any player (CR 606.3); 0 when none was. A transform
	// keeps it (CR 712.18), a zone change makes a new object without it.
	loyaltyTurn int32
	card        CardID
	// attackingPW is the planeswalker it attacks (CR 506.3), controlled
	// by the defending player (508.5) when it was declared; NoObj when it
	// attacks the player.
	attackingPW ObjID
	blocking    ObjID   // the attacker it blocks, or NoObj
	def         defRef  // its card definition (Game.defOf), with its precomputed faces (Game.baseOf)
	copyFace    faceRef // copiable values from a copy effect (CR 707), or none
	copyBack    bool    // the copied face was a back face: mana value 0 (CR 712.8e)
	tapped      bool
	wasCast     bool
	flashback   bool // a spell whose flashback cost was paid (CR 702.34a)
	gone        bool // ceased to exist or left the game
	blocked     bool // an attacking creature that has been blocked
	dealtFirst  bool // dealt combat damage in the first-strike step
	// deathtouched: dealt damage by a source with deathtouch since the
	// state-based actions were last checked (CR 704.5h). Always false
	// between actions, so snapshots need not record it.
	deathtouched bool
	// knownBy has bit q set when player q knows which card the object
	// is, in a hidden zone: a hand card revealed to them, a library card
	// whose position they have seen (knowledge.go, CR 400.2, 401.3).
	knownBy uint8

	// own holds the characteristics, unless plain: then they are those of
	// the face up under the controller (Game.chars), and own is stale.
	own charVals
}

// faceSide returns which face's printed values the object has, before
// copy effects: 1 for the back face, 0 for the front. Off the battlefield
// and the stack only the front counts (CR 712.8a); a card with one face
// has the same values on both sides of its defBase.
func (o *object) faceSide() int {
	return b2i(o.back && (o.zone == zones.Battlefield || o.zone == zones.Stack))
}

// face returns the face whose printed values object o has, before copy
// effects (see faceSide).
func (g *Game) face(o *object) *Face {
	def := g.defOf(o)
	if o.faceSide() == 1 && def.Back != nil {
		return def.Back
	}
	return &def.Front
}

// ObjectInfo is a read-only view of an object: its identity, zone, status
// and current characteristics.
type ObjectInfo struct {
	ID         ObjID
	Card       CardID
	Def        *CardDef
	Owner      PlayerID
	Controller PlayerID
	Zone       zones.Kind
	Token      bool
	BackFace   bool
	Tapped     bool
	Damage     int
	Counters   [NumCounterKinds]int
	AttachedTo ObjID
	// AttachedPlayer is the player the permanent is attached to (an Aura
	// with "enchant player", CR 303.4), or NoPlayer.
	AttachedPlayer PlayerID
	Attacking      PlayerID
	// AttackingPlaneswalker is the planeswalker it attacks (CR 506.3),
	// NoObj when it attacks the player Attacking.
	AttackingPlaneswalker ObjID
	Blocking              ObjID
	// Blocked reports whether it is an attacking creature that has been
	// blocked: it stays blocked even if every creature blocking it has
	// left combat (CR 509.1h).
	Blocked bool
	// Current reports whether the object still exists: false once it has
	// changed zones (CR 400.7), ceased to exist or left the game.
	Current         bool
	SummoningSick   bool
	Characteristics Characteristics
}
