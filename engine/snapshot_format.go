package engine

import (
	"errors"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// SnapshotVersion is the version of the snapshot format that Snapshot
// writes. Restore reads it and every earlier version (docs/snapshot.md).
const SnapshotVersion = 13

// ErrBadSnapshot is wrapped by every error Restore returns for data that is
// not a snapshot it can load: malformed JSON, an unknown version, an
// unknown card, or a state that is not consistent.
var ErrBadSnapshot = errors.New("bad snapshot")

// The JSON form of a snapshot, version 8. Field order is the order of the
// struct fields, so the encoding is deterministic; no maps are used. The
// format is documented in docs/snapshot.md: keep the two in step. It
// records the game's state and nothing the engine computes from it (the
// characteristics of objects that exist, the summary of the battlefield,
// the marks of what needs recomputing): Restore computes those again
// (snapshot_caches.go), so that a new cache never changes the format. A
// change that a reader of this version would misread is a new version:
// see snapshot_migrate.go for how an older one is read.
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
	Decisions    []snapDecision       `json:"decisions"`
	EventCount   int                  `json:"eventCount"`
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
	Winner       PlayerID             `json:"winner"`
	NextStack    StackID              `json:"nextStack"`
	// Variant is the game's variant (from version 8): 1 for Two-Headed
	// Giant; absent for the ordinary game.
	Variant Variant `json:"variant,omitempty"`
	// Waits is present for a game made WithWaitingDecisions (from version
	// 10): the decision that waits (snapshot_pending_decision.go).
	Waits *snapWaits `json:"waits,omitempty"`
	// Beginning is present for a game begun with Begin (from version 13,
	// snapshot_start.go).
	Beginning *snapBeginning `json:"beginning,omitempty"`
}

type snapPlayer struct {
	Name      string   `json:"name"`
	Life      int32    `json:"life"`
	Left      bool     `json:"left"`
	Lost      bool     `json:"lost"`
	Library   []ObjID  `json:"library"`
	Hand      []ObjID  `json:"hand"`
	Graveyard []ObjID  `json:"graveyard"`
	Pool      ManaPool `json:"pool"`
	// Kept is the part of Pool that doesn't empty as steps and phases end
	// this turn (CR 500.5); absent when none.
	Kept          *ManaPool `json:"kept,omitempty"`
	LastTurn      int32     `json:"lastTurn"`
	DrewFromEmpty bool      `json:"drewFromEmpty"`
	LandsPlayed   int8      `json:"landsPlayed"`
	Spells        int16     `json:"spells"`
	// TurnsBegun is the number of turns the player has begun, the current
	// one included (version 7).
	TurnsBegun int32 `json:"turnsBegun"`
	// Random is the state of the player's decider, in decimal, when it is
	// the package's Random decider (version 9), so that a restored game
	// resumes the same bot; absent for any other decider.
	Random string `json:"random,omitempty"`
	// Mulligans, Declared and Owed: the player's start in a game begun
	// with Begin (version 13, snapshot_start.go): the mulligans taken, the
	// declaration of the round (1 a mulligan, 2 keep) and the cards still
	// owed to the bottom of the library.
	Mulligans int8        `json:"mulligans,omitempty"`
	Declared  declaration `json:"declared,omitempty"`
	Owed      int8        `json:"owed,omitempty"`
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
	// Granted: the index is in the face's Grants, the abilities its
	// effects grant (version 7), not in its Abilities.
	Granted bool `json:"granted,omitempty"`
}

type snapObject struct {
	ID         ObjID                  `json:"id"`
	Card       CardID                 `json:"card"`
	Def        string                 `json:"def"`
	Owner      PlayerID               `json:"owner"`
	Controller PlayerID               `json:"controller"`
	Zone       zones.Kind             `json:"zone"`
	Token      bool                   `json:"token,omitempty"`
	Back       bool                   `json:"back,omitempty"`
	CopyFace   *snapFace              `json:"copyFace,omitempty"`
	CopyBack   bool                   `json:"copyBack,omitempty"`
	Tapped     bool                   `json:"tapped,omitempty"`
	WasCast    bool                   `json:"wasCast,omitempty"`
	Flashback  bool                   `json:"flashback,omitempty"` // version 7: a spell cast with flashback (CR 702.34a)
	Damage     int16                  `json:"damage,omitempty"`
	CastX      int16                  `json:"castX,omitempty"`
	Counters   [NumCounterKinds]int16 `json:"counters"`
	AttachedTo ObjID                  `json:"attachedTo,omitempty"`
	// AttachedPlayer is the player an Aura with "enchant player" is
	// attached to (CR 303.4); absent when none. Since version 5.
	AttachedPlayer *PlayerID `json:"attachedPlayer,omitempty"`
	Timestamp      int64     `json:"timestamp"`
	ControlSince   int32     `json:"controlSince"`
	Transforms     uint16    `json:"transforms,omitempty"`
	// LoyaltyTurn and AttackingPW: since version 6.
	LoyaltyTurn int32    `json:"loyaltyTurn,omitempty"`
	Next        ObjID    `json:"next,omitempty"`
	Gone        bool     `json:"gone,omitempty"`
	Attacking   PlayerID `json:"attacking"`
	AttackingPW ObjID    `json:"attackingPW,omitempty"`
	Blocking    ObjID    `json:"blocking,omitempty"`
	Blocked     bool     `json:"blocked,omitempty"`
	DealtFirst  bool     `json:"dealtFirst,omitempty"`
	// KnownBy: the players who know which card it is, one bit each
	// (version 11, snapshot_known.go); absent when none.
	KnownBy uint8 `json:"knownBy,omitempty"`
	// LKI is the last known information of a former permanent: the
	// characteristics it had as it left the battlefield (CR 608.2h). It is
	// present exactly for an object that was on the battlefield and is no
	// longer current; every other object's characteristics follow from the
	// state.
	LKI *snapChars `json:"lki,omitempty"`
}

// keepsLKI reports whether the snapshot records o's characteristics: it
// left the battlefield (changed zones, ceased to exist or left the game),
// so that they are its last known information, which nothing else holds.
func keepsLKI(o *object) bool { return !current(o) && o.zone == zones.Battlefield }

// formerPermanent reports whether the object is one whose last known
// information a snapshot records (keepsLKI).
func (so *snapObject) formerPermanent() bool {
	return (so.Next != NoObj || so.Gone) && so.Zone == zones.Battlefield
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
	Subtypes   snapSubtypes `json:"subtypes"`
	Power      int          `json:"power"`
	Toughness  int          `json:"toughness"`
	Keywords   KeywordSet   `json:"keywords"`
	WardLife   int          `json:"wardLife"`
	// WardMana and WardDiscard: the rest of a ward cost, when there is one.
	WardMana    *snapCost `json:"wardMana,omitempty"`
	WardDiscard int8      `json:"wardDiscard,omitempty"`
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
	Stack    StackID  `json:"stack,omitempty"` // version 4: an ability on the stack
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
	WardMana    *snapCost    `json:"wardMana,omitempty"`
	WardDiscard int8         `json:"wardDiscard,omitempty"`
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
	// Version 6: what layer 4 sets (Resolution.BecomeCreature), and the
	// rules of an effect on a player (PlayerRules, affected 0).
	Types    TypeSet       `json:"types,omitempty"`
	Subtypes *snapSubtypes `json:"subtypes,omitempty"`
	Player   PlayerRules   `json:"player,omitempty"`
	// Ability is the ability a layer 6 effect grants (version 7).
	Ability *snapAbility `json:"ability,omitempty"`
}

type snapLink struct {
	Source  ObjID      `json:"source"`
	Exiled  ObjID      `json:"exiled"`
	To      zones.Kind `json:"to"`
	Creator PlayerID   `json:"creator"`
}

type snapPrevention struct {
	Except  snapSubtypes `json:"except"`
	Creator PlayerID     `json:"creator"`
	// Source is the object whose spell or ability created the effect
	// (version 12); 0 when unknown, for a shield of version 11 or earlier.
	Source ObjID `json:"source"`
}

type snapPending struct {
	Ability     *snapAbility `json:"ability"`
	Source      ObjID        `json:"source"`
	Controller  PlayerID     `json:"controller"`
	Event       snapEvent    `json:"event"`
	Ward        bool         `json:"ward"`
	WardItem    StackID      `json:"wardItem"`
	WardLife    int16        `json:"wardLife"`
	WardMana    *snapCost    `json:"wardMana,omitempty"`
	WardDiscard int8         `json:"wardDiscard,omitempty"`
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
