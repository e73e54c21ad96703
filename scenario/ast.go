package scenario

import (
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// File is a parsed scenario: its header, its setup and its body of actions
// and expectations. Parse and ParseString make one; Run runs it. A File is
// not modified by running it and may be run many times.
type File struct {
	// Name is the file name given to Parse, used in every message.
	Name string
	// Title is the text of the `scenario:` line.
	Title string
	// Players are the players' names in turn order.
	Players []string
	// Version is the version of the format the file says it is written
	// to (`version: N`), or 0 when it has no such line. Every version this
	// runner reads means the same in each: the line only refuses a file
	// written to a later version than MaxVersion.
	Version int

	variant    engine.Variant // `variant:`; the ordinary game without it
	begin      bool           // `begin: game`: play starts from CR 103 (begin_v3.go)
	beginLine  int            // the line of `begin: game`
	placements []placement
	libraries  []bool // players with a library line
	lives      []lifeSet
	day        daynight.Designation
	start      startSpec
	body       []stmt
	labels     map[string]int  // label → line that defines it
	src        []string        // the file's lines, for traces
	cards      *cards.Registry // the cards and tokens its names mean
}

// ref names a card in a statement: a label, or a card name.
type ref struct {
	label string
	name  string
}

func (r ref) String() string {
	if r.label != "" {
		return r.label
	}
	return r.name
}

// target is a target of a spell or ability: a card, or a player.
type target struct {
	ref
	player int // -1 when a card
	// phrase is the target phrase it belongs to, counted from 0, when
	// semicolons separate the phrases; -1 otherwise.
	phrase int
	none   bool // `nothing`: an "up to" phrase left empty
	// ability: `LABEL ability`, the activated or triggered ability of
	// that object (or of a card of that name) topmost on the stack.
	ability bool
}

// placement is one card put into a zone by a setup line.
type placement struct {
	line       int
	zone       zones.Kind
	owner      int
	def        *engine.CardDef
	name       string
	back       bool
	label      string
	tapped     bool
	sick       bool
	token      bool
	counters   [engine.NumCounterKinds]int
	loyaltySet bool // `loyalty N` given (loyalty.go)
	attachedTo string
	// toPlayer: attached to player attachedPlayer (an Aura with "enchant
	// player", CR 303.4).
	toPlayer       bool
	attachedPlayer int
	copyOf         string
	controller     int // -1: the owner
	damage         int // `damage N`: damage marked this turn (CR 120.3)
}

type lifeSet struct {
	line, player, life int
}

type startSpec struct {
	line   int
	turn   int
	player int
	step   engine.Step
}

// stmt is an action or an expectation.
type stmt interface{ lineNo() int }

type castStmt struct {
	line, player int
	card         ref
	x            int
	targets      []target
	free         bool
	flash        bool // as though it had flash (CR 601.3c)
	flashback    bool // with flashback, from the graveyard (CR 702.34a)
}

type playStmt struct {
	line, player int
	card         ref
}

type activateStmt struct {
	line, player int
	card         ref
	ability      int // from 1, as printed
	x            int
	targets      []target
}

// pickKind says what one element of a `chooses` answer is.
type pickKind uint8

const (
	pickLabel pickKind = iota
	pickName
	pickPlayer
	pickYesNo
	pickMana
	pickWord // `tap` or `untap`, answering "tap or untap" (CR 701.26)
)

type pick struct {
	kind    pickKind
	label   string
	name    string
	player  int
	yes     bool
	mana    engine.ManaType
	word    string // pickWord: tap or untap
	ability int    // `LABEL ability N`: the Nth triggered ability; 0 for none
}

type chooseStmt struct {
	line, player int
	picks        []pick // empty: nothing
}

type attackItem struct {
	line     int
	player   int // the line's player: in Two-Headed Giant, either of the team
	defender int // -1: the next opponent, or the planeswalker's controller
	attacker ref
	// planeswalker is the planeswalker it attacks (attack_planeswalker.go);
	// the zero ref for a player.
	planeswalker ref
}

// attackStmt is one declaration of attackers: consecutive `attacks` lines
// of a player, or of the players of a team in Two-Headed Giant
// (CR 805.10b).
type attackStmt struct {
	line, player int
	items        []attackItem
}

type blockItem struct {
	line     int
	player   int // the line's player: in Two-Headed Giant, either of the team
	attacker ref
	blocker  ref
}

// blockStmt is one declaration of blockers: consecutive `blocks` lines of
// a player, or of the players of a team in Two-Headed Giant (CR 805.10d).
type blockStmt struct {
	line, player int
	items        []blockItem
}

type concedeStmt struct{ line, player int }

type resolveStmt struct {
	line int
	n    int // 0: until the stack is empty
}

type gotoStmt struct {
	line, turn int
	step       engine.Step
	second     bool // the second combat damage step (CR 510.4)
}

type becomesStmt struct {
	line int
	d    daynight.Designation
}

type expectErrorStmt struct {
	line int
	text string // "" for any error
}

func (s *castStmt) lineNo() int        { return s.line }
func (s *playStmt) lineNo() int        { return s.line }
func (s *activateStmt) lineNo() int    { return s.line }
func (s *chooseStmt) lineNo() int      { return s.line }
func (s *attackStmt) lineNo() int      { return s.line }
func (s *blockStmt) lineNo() int       { return s.line }
func (s *concedeStmt) lineNo() int     { return s.line }
func (s *resolveStmt) lineNo() int     { return s.line }
func (s *gotoStmt) lineNo() int        { return s.line }
func (s *becomesStmt) lineNo() int     { return s.line }
func (s *expectErrorStmt) lineNo() int { return s.line }
func (s *expectStmt) lineNo() int      { return s.line }

// expectKind says what an expectation checks.
type expectKind uint8

const (
	expDay expectKind = iota
	expZone
	expNamed
	expFace
	expTapped
	expPT
	expController
	expCounters
	expAttached
	expHas
	expLife
	expLost
	expControls
	expStack
	expMana
	expCouldProduce
)

// countKind is what `expect PLAYER controls N …` counts.
type countKind uint8

const (
	countCreatures countKind = iota
	countPermanents
	countLands
	countTokens
)

var countNames = [...]string{"creatures", "permanents", "lands", "tokens"}

type expectStmt struct {
	line    int
	kind    expectKind
	label   string
	player  int
	day     daynight.Designation
	zone    zones.Kind
	name    string
	back    bool
	tapped  bool
	power   int
	tough   int
	counter engine.CounterKind
	n       int
	attach  string // "" for nothing
	// toPlayer: `attached to PLAYER`, the player in player.
	toPlayer bool
	keyword  engine.Keyword
	count    countKind
	mana     engine.ManaPool
	types    engine.ManaTypeSet
	pos      stepPos  // expect turn N STEP
	not      bool     // `is not`, `not attacking`, … (version 3)
	typ      typeWord // `is TYPE`
}
