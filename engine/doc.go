// Package engine is the rules engine of Cathar: game state, objects and
// zones, characteristics through faces and layers, the stack and priority,
// turns and combat, triggered, activated and static abilities, replacement
// and continuous effects, state-based actions, mana and decisions.
//
// A Game is created with New and driven through its action methods
// (CastSpell, ActivateAbility, PlayLand, PassPriority, DeclareAttackers,
// DeclareBlockers, Concede) or automatically with Step and PlayTurns, which
// ask each player's Decider. Every choice the rules give a player goes
// through that player's Decider; the engine never guesses for a player.
//
// Every action is atomic: an illegal action returns an error that wraps one
// of the sentinel errors of this package (ErrNoPriority, ErrTiming,
// ErrCannotPay, ErrSummoningSick, ErrIllegalTarget, …) and leaves the game
// exactly as it was. Every game action emits a typed Event; the log is
// deterministic for a given seed and sequence of decisions.
//
// A game has two to eight players, each for themselves; WithVariant
// makes a game of four one of Two-Headed Giant (CR 810): two teams of two,
// one life total per team, turns, priority, combat and losing by team.
//
// Card behavior is written against the exported definition types (CardDef,
// Face, Ability, Filter, TargetSpec) and the Resolution handed to effects;
// the cards package holds the card pool.
//
// A game made WithWaitingDecisions needs no blocking Decider: a decision
// of a player with no decider waits for an answer. Next plays the game
// until such a decision waits and returns it (a DecideAction decision at
// priority, CR 117; attackers and blockers; or a decision in the middle of
// an action: a target, a cost, CR 601.2), Pending returns the decision
// that waits, and Answer continues the game with the answer, also in the
// middle of an action. The engine re-executes: the call that reached the
// decision was rolled back (CR 733), so the game shows the state before
// it (PendingGame gives a copy as it is at the decision, for a player's
// view), and Answer runs it again with the answers so far and the new one.
// An illegal answer, an answer by another player or when nothing waits,
// and any action but Concede (CR 104.3a) while a decision waits in the
// middle of an action are refused with typed errors (ErrIllegalChoice,
// ErrNotYourDecision, ErrNoPendingDecision, ErrDecisionPending), the game
// unchanged. A waiting
// game can be cloned, snapshotted and restored, also while a decision
// waits in the middle of an action. docs/waiting.md shows how a server
// uses it.
//
// # Who owns what the engine returns
//
// A value the engine returns is the caller's unless its method says
// otherwise. Slices of ids and records (Zone, Battlefield, Stack,
// Decisions and DecisionsFor with their records' Chosen slices,
// Recording) are fresh copies. LegalActions appends to the
// buffer it is given and keeps no reference to it: the list is the
// caller's, valid until the caller passes that buffer again. When the
// only legal action is passing, the list may come from a cache rather
// than a new listing: it is the same list. The
// Decision a Decider receives belongs to the game: it is valid only during
// that call to Decide (the game asks its next questions with the same
// Decision and Options: Step's action, attackers and blockers, discards,
// trigger order and targets, combat damage, choices of objects) and may
// not be modified; a decider that keeps it copies it with Decision.Copy,
// and a copy is never changed by later calls. The answer a Decider
// returns is read before the game asks any decider again, so a decider
// may reuse its slice. The Decision Pending and Next return is such a copy,
// the caller's: changing it changes nothing in the game.
//
// Game.Snapshot encodes a game at any moment as versioned, deterministic
// JSON and Restore decodes it into a game that continues exactly as the
// original would; WithRecording, Game.Recording and Replay keep a game as
// its seed plus every call and decision and play it again. The formats and
// their compatibility promise are in docs/snapshot.md.
//
// For search, Game.Mark marks a point of a game and Game.Rewind puts the
// game back to it through the undo log that rolls back a failed action:
// play some actions, rewind, play others, at the cost of the actions
// undone rather than that of a Clone. Game.Release ends the mark.
//
// The game records what each player knows of the cards in hidden zones
// (CR 400.2, 401.3, 402.3, 810.5): Game.KnownTo says whether a player knows which
// card an object is (a card revealed to them, a library card whose place
// they saw). For search with hidden information, Game.Determinize returns
// a copy in which every card a player can't see is dealt again at random
// among the places it could be, keeping all the player knows; the search
// plays on such copies and never on the real game's hidden cards.
//
// # Files
//
// The files are named by subsystem, each with one prefix (PREFIX.go or
// PREFIX_something.go); docs/internals.md lists the files of each:
//
//   - action_: the actions a player takes and the list of legal ones
//   - attach_: Auras that enchant players
//   - cache_: the derived data kept beside the state, and their registry
//   - card_: card definitions, faces, types and their validation
//   - cast_: casting spells and the permissions to cast them
//   - change_: the state-change operations, the only writers of the state
//   - combat_: attacking, blocking and combat damage
//   - daynight_: the day/night designation and daybound/nightbound
//   - decide_: decisions, deciders, options, labels and the decision log
//   - describe_: English accounts of events and decisions
//   - determinize_: copies of a game as one player can know it
//   - effect_: building blocks of effects for card code
//   - error_: the sentinel and typed errors
//   - event_: events, their causes, rules and accessors
//   - filter_: filters of objects
//   - game_: the Game, its ids, its random source and leaving the game
//   - invariants_: the checks of the state's invariants and the verifiers
//   - json_: the JSON forms of views, events, decisions and actions
//   - knowledge_: what each player knows of hidden cards
//   - layer_: continuous effects and characteristics through the layers
//   - mana_: mana, mana pools and what sources could produce
//   - mem_: reusable buffers
//   - move_: zone changes
//   - object_: the object record and its tables
//   - pay_: costs and paying them
//   - player_: rule-changing effects on players
//   - priority_: priority
//   - record_: recordings and replays
//   - sba_: state-based actions
//   - snapshot_: the snapshot format: encoding, decoding, migration
//   - stack_: the stack and resolution
//   - start_: setting a game up and starting it
//   - state_: the state and its sections
//   - subtype_: subtypes and their sets
//   - target_: targets and why a target is illegal
//   - team_: Two-Headed Giant
//   - token_: tokens
//   - transform_: transforming double-faced permanents
//   - trigger_: triggered abilities and the trigger conditions card code uses
//   - turn_: turns, steps and phases
//   - undo_: rollback: the undo log, marks and rewinding
//   - view_: read-only views of a game and a player's view
//   - wait_: decisions that wait for an answer
package engine
