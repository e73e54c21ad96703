package engine

// The state-change protocol.
//
// Every write to the game state goes through a state-change operation: a
// method of Game, declared in a file named change*.go, that makes one kind
// of change (tap a permanent, mark damage, move objects, add a continuous
// effect, change a player's life, …). Each operation does the two pieces
// of bookkeeping that keep the engine right, so that the rules code that
// calls it never has to:
//
//   - the rollback save (see atomic): an object is saved with touch (or
//     obtained with mut) before its first change in an action; a list of
//     the state or the players' values is saved with save (or playerMut)
//     before its first change. The core (turn, step, priority, the
//     designation, …) is copied whole as each action begins, so a plain
//     write to it is undone by a rollback;
//   - the caches the change affects, and those alone: st.dirty when the
//     characteristics of permanents may change (CR 613), sum.sbaClear and
//     the flip plan when a state-based action may now apply (CR 704),
//     swept when the designation changes, trigStale when the permanents
//     with triggered abilities may change.
//
// Rules code (everything outside the change*.go files) reads the state
// freely and changes it only by calling these operations. The caches' own
// code (computeChars, triggerers, the summary) resets the marks it
// answers for when it recomputes. protocol_test.go reads the package's
// syntax trees and fails when any other function calls touch, mut, save,
// playerMut, forget, a flip primitive or newTimestamp, or writes through
// a cache field; and it type-checks the package and fails when any other
// function writes the state's lists, the designation or a record of the
// state.
//
// To add a new kind of change: write its operation in the change*.go file
// of what it changes (objects, players, zones, lists, designation, flips), take
// the save of each part it writes, reset each cache that part feeds, and
// call it from the rules code. The test-time verifiers (verifyUndo,
// CheckInvariants with its cache checks) fail when a save or a reset is
// missing on any path the tests run.
