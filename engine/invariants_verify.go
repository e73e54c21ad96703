package engine

// withVerify turns on, for one game and the clones and determinized
// copies made of it, the checks the engine's own tests run on every
// action (export_test.go gives it to them; no program can reach it):
//   - atomic compares the undo log with a full copy of the state taken
//     before the action, so that a change to an object without touch
//     panics, and the caches that skip work (the players and tokens
//     state-based actions found nothing to do for, the kept mana pools,
//     the memoized mana sources, the planned payments, the triggered
//     abilities' candidates, the legal targets) are computed anew and
//     compared (verifyUndo);
//   - decide checks that every option of every decision carries its place
//     as its Index (verifyOptions, checkOptionIndexes).
//
// The switch is the game's, not the process's, so that the tests that
// turn it off for one game (to time it, or to play many games quickly)
// run in parallel with the others. Off, it costs a field read.
func withVerify(undo, options bool) GameOption {
	return func(g *Game) { g.verifyUndo, g.verifyOptions = undo, options }
}
