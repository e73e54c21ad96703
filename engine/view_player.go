package engine

import (
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// PlayerView is what one player may know of a game at one moment (CR
// 400.2): the public zones in full, their own hand (CR 402.3; and their
// teammate's in Two-Headed Giant, CR 810.5), the sizes of
// the hidden zones (CR 401.3), and the hidden cards they know (Game.KnownTo).
// A spectator's view (Viewer NoPlayer) shows no hidden card. It is a plain
// value: it holds no pointer into the game and stays as it was when the
// game moves on. A hidden card the viewer does not know shows neither its
// ObjID nor its CardID: those would tell which card it is (a CardID lasts
// the whole game and the first ObjIDs follow the deck lists), so a view
// counts such cards only. (View, unlike it, is the read-only game a card's
// effect sees.)
type PlayerView struct {
	Viewer   PlayerID             `json:"viewer"` // NoPlayer for a spectator
	Variant  Variant              `json:"variant"`
	Turn     int                  `json:"turn"`
	Active   PlayerID             `json:"active"`
	Step     Step                 `json:"step"`
	Priority PlayerID             `json:"priority"` // NoPlayer when no one holds it
	Waiting  Waiting              `json:"waiting"`  // what the game waits for
	DayNight daynight.Designation `json:"dayNight"` // CR 731.1
	Over     bool                 `json:"over"`
	Winner   PlayerID             `json:"winner"` // when Over: the winner, or NoPlayer for a draw
	// Events is the number of events so far: the from of the next
	// EventsFor call that wants only what happens after this view.
	Events      int             `json:"events"`
	Players     []ViewPlayer    `json:"players"`
	Battlefield []ViewPermanent `json:"battlefield"` // in the order they entered
	Exile       []ViewCard      `json:"exile"`       // face up (CR 406.3)
	Stack       []ViewStackItem `json:"stack"`       // bottom first
	// ExileLinks are the cards exiled until a permanent leaves the
	// battlefield (CR 610.3), in the order they were exiled.
	ExileLinks []ViewExileLink `json:"exileLinks"`
	// Beginning is the start of a game begun with Begin while it is
	// starting (CR 103), nil otherwise (Game.BeginningState).
	Beginning *ViewBeginning `json:"beginning,omitempty"`
}

// ViewPlayer is one player as a view shows them.
type ViewPlayer struct {
	ID   PlayerID `json:"id"`
	Name string   `json:"name"`
	Life int      `json:"life"` // in Two-Headed Giant, the team's (CR 810.9a)
	Left bool     `json:"left,omitempty"`
	Lost bool     `json:"lost,omitempty"`
	Pool ViewPool `json:"pool"`
	// HandSize is the number of cards in hand; Hand the cards of it the
	// viewer may see: all of their own hand (CR 402.3) and of their
	// teammate's in Two-Headed Giant (CR 810.5), the cards of another's
	// they know.
	HandSize int        `json:"handSize"`
	Hand     []ViewCard `json:"hand"`
	// LibrarySize is the number of cards in the library; Library the
	// cards of it the viewer knows, with their positions (CR 401.3).
	LibrarySize int               `json:"librarySize"`
	Library     []ViewLibraryCard `json:"library"`
	Graveyard   []ViewCard        `json:"graveyard"` // bottom first (CR 404.2)
	// Mulligans is the number of mulligans they took as the game began
	// (CR 103.5; Begin).
	Mulligans int `json:"mulligans,omitempty"`
	// SpellsCast is the number of spells they cast this turn, the count
	// the next untap step's day/night check reads for the active player
	// (CR 731.2; Game.SpellsCast).
	SpellsCast int `json:"spellsCast,omitempty"`
}

// ViewPool is a mana pool (CR 106.4): the mana of each type.
type ViewPool struct {
	White     int `json:"white,omitempty"`
	Blue      int `json:"blue,omitempty"`
	Black     int `json:"black,omitempty"`
	Red       int `json:"red,omitempty"`
	Green     int `json:"green,omitempty"`
	Colorless int `json:"colorless,omitempty"`
}

// ViewCard is a card (or token, or copy of a spell) a view shows: its
// identity, its faces and the face that is up. Off the battlefield and the
// stack a double-faced card has its front face up (CR 712.8a).
type ViewCard struct {
	Obj   ObjID    `json:"obj"`
	Card  CardID   `json:"card"`
	Owner PlayerID `json:"owner"`
	Name  string   `json:"name"` // the name it has now
	// Tag is its tag as the view's viewer sees it (Game.Tag): its name,
	// told apart from every other object of that name the viewer sees
	// ("Tavern Smasher (Bob's) #2"), the same string as the labels of
	// the viewer's decisions name it with; in a spectator's view, with
	// players named.
	Tag   string `json:"tag"`
	Token bool   `json:"token,omitempty"`
	// Faces are its printed faces: the front, and the back of a
	// double-faced card (CR 712.1); BackUp says the back face is up.
	Faces  []ViewFace `json:"faces"`
	BackUp bool       `json:"backUp,omitempty"`
	// ExiledUntil is, for a card in exile until a permanent leaves the
	// battlefield (CR 610.3), that permanent; NoObj otherwise.
	ExiledUntil ObjID `json:"exiledUntil,omitempty"`
}

// ViewFace is one printed face of a card (CR 109.3, 712.1).
type ViewFace struct {
	Name      string   `json:"name"`
	ManaCost  string   `json:"manaCost,omitempty"`
	Colors    []Color  `json:"colors,omitempty"` // its mana cost's or color indicator's (CR 202.2, 204)
	TypeLine  string   `json:"typeLine"`
	PT        string   `json:"pt,omitempty"`      // "2/2" for a creature face
	Loyalty   int      `json:"loyalty,omitempty"` // a planeswalker face's (CR 306.5a)
	Keywords  []string `json:"keywords,omitempty"`
	Abilities []string `json:"abilities,omitempty"` // the abilities' rules text
	SpellText string   `json:"spellText,omitempty"` // an instant's or sorcery's
}

// ViewLibraryCard is a card of a library the viewer knows, and where it is:
// Position 0 is the top card.
type ViewLibraryCard struct {
	Position int `json:"position"`
	ViewCard
}

// ViewPermanent is a permanent (CR 110) with its status and its
// characteristics after the continuous effects (CR 613).
type ViewPermanent struct {
	ViewCard
	Controller PlayerID      `json:"controller"`
	Colors     []Color       `json:"colors,omitempty"` // its colors now, after the layers (CR 613)
	TypeLine   string        `json:"typeLine"`
	PT         string        `json:"pt,omitempty"` // a creature's power and toughness now
	Keywords   []string      `json:"keywords,omitempty"`
	Tapped     bool          `json:"tapped,omitempty"`
	Damage     int           `json:"damage,omitempty"`
	Counters   []ViewCounter `json:"counters,omitempty"`
	// AttachedTo is the permanent it is attached to, AttachedPlayer the
	// player (an Aura with "enchant player", CR 303.4), or NoObj and
	// NoPlayer.
	AttachedTo     ObjID    `json:"attachedTo,omitempty"`
	AttachedPlayer PlayerID `json:"attachedPlayer"`
	SummoningSick  bool     `json:"summoningSick,omitempty"` // CR 302.6
	// Attacking is the player it attacks, or NoPlayer;
	// AttackingPlaneswalker the planeswalker (CR 506.3); Blocking the
	// attacker it blocks.
	Attacking             PlayerID `json:"attacking"`
	AttackingPlaneswalker ObjID    `json:"attackingPlaneswalker,omitempty"`
	Blocking              ObjID    `json:"blocking,omitempty"`
}

// ViewCounter is a number of counters of one kind (CR 122).
type ViewCounter struct {
	Kind CounterKind `json:"kind"`
	N    int         `json:"n"`
}

// StackItemKind says what a spell or ability on the stack is (CR 405.1).
type StackItemKind uint8

// The kinds of objects on the stack.
const (
	StackSpell     StackItemKind = iota // a spell (CR 112)
	StackActivated                      // an activated ability (CR 602)
	StackTriggered                      // a triggered ability (CR 603), ward's among them (CR 702.21a)
	numStackItemKinds
)

var stackItemNames = [...]string{"spell", "activated", "triggered"}

// String returns the kind's name.
func (k StackItemKind) String() string {
	if int(k) < len(stackItemNames) {
		return stackItemNames[k]
	}
	return "invalid stack item"
}

// ViewStackItem is a spell or ability on the stack (CR 405).
type ViewStackItem struct {
	ID   StackID       `json:"id"`
	Kind StackItemKind `json:"kind"`
	// Source is the spell's object, or the ability's source; Name its
	// name and Tag its tag (Game.Tag; for a source that has left its
	// zone, the tag of what it became where the viewer saw it go, else
	// its name).
	Source     ObjID    `json:"source"`
	Name       string   `json:"name"`
	Tag        string   `json:"tag"`
	Controller PlayerID `json:"controller"`
	Targets    []Target `json:"targets"`
	X          int      `json:"x,omitempty"`
	Text       string   `json:"text"`
}

// ViewExileLink is a card exiled until a permanent leaves the battlefield
// (CR 610.3): ExileLink with names, and with tags (Game.Tag), which tell
// apart two links of cards or permanents of one name.
type ViewExileLink struct {
	Exiled     ObjID      `json:"exiled"`
	ExiledName string     `json:"exiledName"`
	ExiledTag  string     `json:"exiledTag"`
	Source     ObjID      `json:"source"`
	SourceName string     `json:"sourceName"`
	SourceTag  string     `json:"sourceTag"`
	ReturnTo   zones.Kind `json:"returnTo"` // CR 610.3c
	Creator    PlayerID   `json:"creator"`
	Returns    bool       `json:"returns"`
}
