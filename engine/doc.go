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
package engine
