package engine

// This file gives the external tests the switch of the engine's
// test-time checks (invariants_verify.go), which is each game's.

// Verified is the option that turns on for a game the checks of every
// action: atomic's check of the undo log and the caches (verifyUndo), and
// decide's check of the options' indexes (verifyOptions). The tests'
// games are made with it (newChecked).
func Verified() GameOption { return withVerify(true, true) }

// WithVerifyUndo is the option that turns atomic's check of the undo log
// on or off for a game, leaving the check of the options as it is.
func WithVerifyUndo(on bool) GameOption { return func(g *Game) { g.verifyUndo = on } }

// SetVerifyUndo turns atomic's check of the undo log on or off for game g
// (and the clones made of it from then on) and returns a function that
// puts it back as it was.
func SetVerifyUndo(g *Game, on bool) (undo func()) {
	was := g.verifyUndo
	g.verifyUndo = on
	return func() { g.verifyUndo = was }
}

// VerifiesUndo reports whether game g checks the undo log of its actions.
func VerifiesUndo(g *Game) bool { return g.verifyUndo }

// ReplayWith is Replay with the game made with the options opts besides
// the recording's.
func ReplayWith(r Recording, lookup func(name string) (*CardDef, error), opts ...GameOption) (*Game, error) {
	return replay(r, lookup, nil, opts...)
}

// ReplayCallsWith is ReplayCalls with the game made with the options opts
// besides the recording's.
func ReplayCallsWith(r Recording, lookup func(name string) (*CardDef, error), after func(call int, g *Game) error, opts ...GameOption) (*Game, error) {
	if after == nil {
		return ReplayCalls(r, lookup, after) // its error
	}
	return replay(r, lookup, after, opts...)
}

// newVerified is New with the checks on (Verified), for the tests inside
// the package.
func newVerified(players []PlayerConfig, opts ...GameOption) (*Game, error) {
	return New(players, append([]GameOption{Verified()}, opts...)...)
}
