package engine_test

import "github.com/cathar-engine/cathar/engine"

// The tests make their games with these instead of engine.New, Restore,
// Replay and ReplayCalls: the same, with the engine's test-time checks of
// every action on (engine.Verified: the undo log and the caches compared
// with a full copy of the state, the options' indexes). The switch is the
// game's, so a test that turns it off for its own games (quickBulk, the
// timing tests of marks) runs in parallel with the others. The options
// given come after engine.Verified and may turn the checks off. The
// examples, which show the API, and the benchmarks, which time it, use
// engine.New and play without the checks.

func newChecked(players []engine.PlayerConfig, opts ...engine.GameOption) (*engine.Game, error) {
	return engine.New(players, append([]engine.GameOption{engine.Verified()}, opts...)...)
}

func restoreChecked(data []byte, lookup func(string) (*engine.CardDef, error), deciders []engine.Decider, opts ...engine.GameOption) (*engine.Game, error) {
	return engine.Restore(data, lookup, deciders, append([]engine.GameOption{engine.Verified()}, opts...)...)
}

func replayChecked(r engine.Recording, lookup func(string) (*engine.CardDef, error), opts ...engine.GameOption) (*engine.Game, error) {
	return engine.ReplayWith(r, lookup, append([]engine.GameOption{engine.Verified()}, opts...)...)
}

func replayCallsChecked(r engine.Recording, lookup func(string) (*engine.CardDef, error), after func(int, *engine.Game) error) (*engine.Game, error) {
	return engine.ReplayCallsWith(r, lookup, after, engine.Verified())
}
