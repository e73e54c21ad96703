package engine

// CardDef is the definition of a card: its front face and, for a
// double-faced card (CR 712), its back face. Definitions are immutable once
// a game uses them and are shared by every game and every clone.
type CardDef struct {
	Front Face
	Back  *Face // nil for a single-faced card
}

// Name returns the card's name: its front face's name (CR 712.8a).
func (c *CardDef) Name() string { return c.Front.Name }

// DoubleFaced reports whether the card has two faces.
func (c *CardDef) DoubleFaced() bool { return c.Back != nil }

// Face is one face of a card: the characteristics printed on it (CR 109.3)
// and its abilities.
type Face struct {
	Name       string
	ManaCost   ManaCost
	Colors     ColorSet // the color indicator, or the colors of the mana cost
	Supertypes SupertypeSet
	Types      TypeSet
	Subtypes   SubtypeSet
	Power      int16
	Toughness  int16
	// Loyalty is a planeswalker face's printed loyalty (CR 209.1, 306.5a);
	// it enters with that many loyalty counters (306.5b).
	Loyalty  int16
	Keywords KeywordSet
	WardLife int16 // Ward—Pay N life (CR 702.21); with Keywords.Has(Ward)
	// WardMana is the mana of "Ward {N}" and WardDiscard the cards of
	// "Ward—Discard a card" (CR 702.21a); a ward cost may combine them
	// with WardLife.
	WardMana    ManaCost
	WardDiscard int8
	Abilities   []*Ability
	// Spell is the effect of an instant or sorcery, or the target of an Aura
	// spell (CR 303.4a); nil for other cards.
	Spell *SpellAbility
	// Uncounterable marks "This spell can't be countered."
	Uncounterable bool
	// Reduction is \"This spell costs {N} less to cast if …\" (CR 601.2f).
	Reduction *CostReduction
	// AdditionalCost is "As an additional cost to cast this spell, …"
	// (CR 601.2b, 601.2f–h); nil when there is none.
	AdditionalCost *Cost
	// AsThoughFlash is the spell's permission to be cast as though it had
	// flash for more mana (CR 601.3c); nil when it has none.
	AsThoughFlash *FlashPermission
	// Flashback is the card's flashback (CR 702.34a); nil when it has
	// none.
	Flashback *Flashback
	// Grants are the abilities the face's effects grant to other objects
	// ("gains '…'", CR 613.1f), kept here so that the game can name them.
	Grants []*Ability
}

// SpellAbility is the text of an instant or sorcery spell, or of an Aura
// spell's enchant targeting (CR 113.3a).
type SpellAbility struct {
	// Text is the spell's rules text (CR 113.3a), or an Aura's enchant
	// ability (CR 702.5a), for people; the rules never read it.
	Text    string
	Targets []TargetSpec
	Effect  func(r *Resolution)
}

// AbilityKind says what kind of ability an Ability is (CR 113.3).
type AbilityKind uint8

// The kinds of abilities.
const (
	Activated AbilityKind = iota
	ManaAbility
	Triggered
	Static
	EntersReplacement
	ManaReplacementKind  // a replacement on tapping for mana (CR 106.12b)
	TriggeredManaAbility // a triggered mana ability (CR 605.1b)
	CostChangeKind       // a static ability that changes what spells cost (CR 601.2f)
	// AsTransformsAttach is "As this permanent transforms into [this
	// face], attach it to a player" on an Aura face with "enchant player"
	// (CR 712.20, 303.4f): it applies while the permanent transforms, and
	// its controller chooses the player, without targeting.
	AsTransformsAttach
	GameRuleKind // a static ability that changes a rule of the game (GameRule, CR 604.1, 101.2)
)

// Ability is one ability printed on a face. Which fields matter depends on
// Kind.
type Ability struct {
	Kind AbilityKind
	Text string // the rules text, for logs and errors

	// Activated and mana abilities.
	Cost    Cost
	Sorcery bool // "Activate only as a sorcery."
	Mana    ManaSpec
	// Loyalty marks a loyalty ability (CR 606.3): its cost is
	// Cost.Loyalty loyalty counters, it is activated as a sorcery and at
	// most one loyalty ability of a permanent is activated each turn.
	Loyalty bool

	// Triggered abilities.
	Trigger Trigger
	// If is an intervening "if" clause (CR 603.4), checked when the event
	// happens and again on resolution; nil when there is none.
	If func(g View, source ObjID, controller PlayerID) bool

	// Activated and triggered abilities.
	Targets []TargetSpec
	Effect  func(r *Resolution)

	// Static abilities.
	Static StaticEffect

	// "As enters" / "enters with" / "enter as a copy" (CR 614.1c, 616.1).
	Enters EnterReplacement

	// Mana replacement effects and triggered mana abilities.
	ManaRepl ManaReplacement
	ManaTrig ManaTrigger

	// Cost increases and reductions (CostChangeKind).
	CostChange CostChange

	// A rule of the game changed (GameRuleKind).
	Rule GameRule
}

// Cost is the cost of an activated ability (CR 602.1a, 118).
type Cost struct {
	Mana  ManaCost
	Tap   bool // {T} (CR 107.5)
	Untap bool // {Q} (CR 107.6)
	Life  int  // pay N life
	// Loyalty is a loyalty ability's cost (CR 606.4): +N puts N loyalty
	// counters on the permanent, −N removes N; read when Ability.Loyalty.
	Loyalty int8
	// The costs paid with objects (pay_costs.go, CR 118.3, 701.21, 701.9).
	SacrificeSelf bool        // "Sacrifice this permanent"
	Sacrifice     CostObjects // "Sacrifice a creature": permanents the payer controls
	Discard       CostObjects // "Discard a card": cards from the payer's hand
}

// ManaSpec says what a mana ability adds: Fixed amounts of given types,
// AnyColor mana of one color chosen on resolution, or one mana of a type
// other permanents could produce (Like, CR 106.7).
type ManaSpec struct {
	Fixed    ManaPool
	AnyColor int8
	Like     ManaLike
}

// ManaLike names the permanents whose "could produce" (CR 106.7) defines
// the type of mana an ability adds.
type ManaLike uint8

// The kinds of "could produce" references.
const (
	LikeNone ManaLike = iota
	// LikeYourLands: one mana of any type a land you control could produce
	// (Reflecting Pool); colorless included.
	LikeYourLands
	// LikeOpponentsLands: one mana of any color a land an opponent controls
	// could produce (Exotic Orchard, Fellwar Stone); colorless excluded.
	LikeOpponentsLands
)

// ManaReplacement is a replacement effect on tapping a permanent for mana
// (CR 106.12b): it modifies the mana production while such an ability
// resolves. Kind ManaReplacementKind.
type ManaReplacement struct {
	LandsOnly bool     // "if a land is tapped for mana"
	YouOnly   bool     // "if you tap a permanent for mana"
	Double    bool     // "it produces twice as much of that mana instead"
	Retype    bool     // "it produces {B} instead of any other type"
	To        ManaType // Retype's type
}

// ManaTrigger is a triggered mana ability on tapping for mana (CR 605.1b,
// 605.4a): "whenever a player taps a land for mana, that player adds one
// mana of any type that land produced". It resolves at once. Kind
// TriggeredManaAbility.
type ManaTrigger struct {
	LandsOnly bool
	Add       int8 // mana of a type the permanent produced
}

// Trigger is the trigger condition of a triggered ability (CR 603.1).
// The engine looks only at abilities whose On matches the event's kind, then
// calls Match.
type Trigger struct {
	On EventKind
	Or EventKind // a second event kind that also triggers it, or EvNone
	// Match tells whether the event concerns this source. Like every
	// function a card definition supplies, it reads the game through a
	// View and can't act.
	Match func(g View, source ObjID, ev *Event) bool
	// LooksBack marks a leaves-the-battlefield trigger (CR 603.10a): it is
	// checked against the game as it was immediately before the event.
	LooksBack bool
	// InGraveyard marks an ability that works only while its card is in
	// its owner's graveyard, and not on the battlefield (CR 113.6m):
	// "return this card from your graveyard to the battlefield"
	// (trigger_graveyard.go).
	InGraveyard bool
	// subject, when set, names the player the ability's effect calls
	// "they" or "that player", fixed as the ability triggers: the player
	// of the trigger event that the ability's text singles out (CR 603.2,
	// 805.4d). The ability keeps it as the Target of its copy of the
	// trigger event (AtBeginningOfEnchantedPlayers).
	subject func(g View, source ObjID, ev *Event) PlayerID
}

// TargetKind says what a target may be.
type TargetKind uint8

// The kinds of targets.
const (
	TargetPermanent          TargetKind = iota // a permanent matching the filter
	TargetPlayer                               // a player
	TargetAny                                  // a creature, a player, a planeswalker or a battle (CR 115.4)
	TargetCardInGraveyard                      // a card in its controller's graveyard matching the filter
	TargetSpell                                // a spell on the stack matching the filter (CR 115.1a)
	TargetCardInAnyGraveyard                   // a card in a graveyard matching the filter, Owner saying whose
	TargetAbilityOnStack                       // an activated or triggered ability on the stack whose source matches the filter (CR 115.1, 113.7)
	numTargetKinds
)

// TargetSpec is one target phrase of a spell or ability (CR 115): "target
// creature", "two target creatures", "up to one target card from a
// graveyard". It takes Count targets (one when Count is 0), each a legal
// target of Kind matching Filter; with UpTo, any number of them from none
// to Count (CR 115.1, 601.2c). Each phrase has Count places in the list
// of targets, in order; a place left empty holds NoTarget. A spell or
// ability holds targets in its first four places only: an UpTo phrase may
// have places past them, where it chooses nothing (Validate refuses a
// phrase that needs targets there).
//
// The targets of one phrase are different objects or players; different
// phrases may choose the same one (CR 115.3), unless one of them is
// "another target" (Another): then its targets differ from those of
// every other phrase ("1 damage to another target").
type TargetSpec struct {
	Kind    TargetKind
	Filter  Filter
	Count   int8
	UpTo    bool
	Another bool
}

// Relation says whose objects a filter admits, relative to the controller
// of the ability or spell: "you" is that controller (CR 109.5), and a
// permanent's controller is the player who controls it (CR 109.4).
type Relation uint8

// The relations. "An opponent controls" and "you don't control" differ
// when a player has a teammate: in Two-Headed Giant a teammate is not an
// opponent (CR 102.3, 810.1), so a teammate's creature is a creature you
// don't control but not one an opponent controls. Write each the way the
// card's text says it.
const (
	// AnyController admits every player's objects (no controller in
	// the text).
	AnyController Relation = iota
	// YouControl is "you control": the objects of the controller of the
	// spell or ability (CR 109.5).
	YouControl
	// OpponentControls is "an opponent controls", "your opponents": the
	// objects of a player who is an opponent (CR 102.3; in Two-Headed
	// Giant, a player of the other team, 810.1), never a teammate's.
	OpponentControls
	// YouDontControl is "you don't control": the objects of every player
	// other than you, a teammate included (CR 109.4, 109.5, 810.1).
	YouDontControl
)

// Filter selects objects by their characteristics. Zero fields admit
// everything.
type Filter struct {
	Types       TypeSet    // at least one of these types
	Subtypes    SubtypeSet // at least one of these subtypes
	NotSubtypes SubtypeSet // none of these subtypes
	Controller  Relation
	Other       bool // not the source itself
	MaxMV       int8 // with HasMaxMV: mana value at most MaxMV
	HasMaxMV    bool
	// The further tests are in filter.go: colors, power and toughness,
	// status, owner and a custom predicate.
	Colors    ColorSet // at least one of these colors
	NotColors ColorSet // none of these colors ("nonblack")
	NotTypes  TypeSet  // none of these types ("noncreature")
	Power     Compare  // its power compared with a number
	Toughness Compare  // its toughness compared with a number
	Status    Status   // tapped or untapped, attacking or blocking
	Owner     Relation // whose card it is, relative to the controller
	// Predicate is a custom test of object id, after every other one,
	// for player you and the source src (NoObj if none); nil admits all.
	Predicate func(g View, you PlayerID, src, id ObjID) bool
}

// Layer is a layer of the continuous-effect system (CR 613.1).
type Layer uint8

// The layers and sublayers in which effects apply.
const (
	LayerCopy     Layer = iota + 1 // 1a
	LayerControl                   // 2
	LayerText                      // 3
	LayerType                      // 4
	LayerColor                     // 5
	LayerAbility                   // 6
	LayerPTCDA                     // 7a
	LayerPTSet                     // 7b
	LayerPTModify                  // 7c
	LayerPTSwitch                  // 7d
	LayerRules                     // effects that change rules, not characteristics
)

// RuleFlags are rule-changing effects on one object, read after the layers.
// A static ability sets them with a StaticEffect in LayerRules; a spell or
// ability sets them until end of turn with Resolution.Restrict.
type RuleFlags uint8

// The rule-changing effects.
const (
	CantAttack RuleFlags = 1 << iota
	CantBlock
	CantTransform
	// CantBeBlocked: "can't be blocked" (CR 509.1b).
	CantBeBlocked
	// CantBeBlockedBySmall: "can't be blocked by creatures with power 2
	// or less" (CR 509.1b).
	CantBeBlockedBySmall
	// AttacksEachCombat: "attacks each combat if able", a requirement
	// (CR 508.1d).
	AttacksEachCombat
	// ControllerHexproof: the permanent's controller has hexproof ("You
	// have hexproof", CR 702.11c), set on the source itself (Self).
	ControllerHexproof
)

// StaticEffect is the continuous effect of a static ability (CR 604, 611.3).
type StaticEffect struct {
	Layer Layer
	// Whom: the objects matching Affects (controller relative to the
	// source's controller), or the object the source is attached to when
	// Attached is set ("enchanted creature", "equipped creature").
	Affects  Filter
	Attached bool
	// Self: the source alone ("this creature can't be blocked").
	Self bool
	// LayerType: types and subtypes added ("is a Wolf in addition to its
	// other types").
	AddTypes    TypeSet
	AddSubtypes SubtypeSet
	// LayerPTSet sets base power and toughness; LayerPTModify adds Power
	// and Tough.
	Power int16
	Tough int16
	Grant KeywordSet
	Rules RuleFlags
}

// ReplacementCategory orders replacement effects on a permanent entering
// the battlefield (CR 616.1a–e).
type ReplacementCategory uint8

// The categories, in the order CR 616.1 applies them.
const (
	ReplaceSelf     ReplacementCategory = iota // 616.1a
	ReplaceControl                             // 616.1b
	ReplaceCopy                                // 616.1c
	ReplaceBackFace                            // 616.1d
	ReplaceOther                               // 616.1e
)

// EnterReplacement is an "as this enters" / "enters with" ability of the
// entering permanent (CR 614.1c, 614.12).
type EnterReplacement struct {
	Category ReplacementCategory
	Apply    func(e *Entering) error
}

// CostReduction is a spell's "costs {N} less to cast if …" (CR 601.2f).
type CostReduction struct {
	// Text is the ability's rules text, for people.
	Text    string
	Generic int8
	// If is the condition, read from the game as the cost is determined
	// for caster p; nil: always.
	If func(g View, p PlayerID) bool
}
