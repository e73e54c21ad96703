package engine

import (
	"fmt"
	"strconv"
)

// Restore decodes a snapshot written by Snapshot, in this version of the
// format or an earlier one, and returns a game in that state, which
// continues exactly as the original would with the same decisions. lookup
// resolves card names to definitions (cards.Lookup); deciders are the
// players' deciders, in turn order (nil or shorter: the rest have none,
// except that a player whose decider was the package's Random decider when
// the snapshot was taken gets it back, in the state it had, so the game
// resumes the same bot).
// opts are applied before the state is loaded: the state, the seed and
// whether the log is kept come from the snapshot, so only options such as
// WithObserver and WithRecording matter. What the engine computes from
// the state (characteristics, summaries, the marks of what is stale) is
// computed again, not read.
//
// Data that is not a consistent snapshot — malformed JSON, an unknown
// version, an unknown card, an ability index out of range, object or
// player ids out of range or duplicated, an object listed in a zone it
// does not record, a negative count, inconsistent lengths, or a state that
// breaks the engine's invariants — is rejected with an error wrapping
// ErrBadSnapshot that says what is wrong; nothing is returned half-loaded.
func Restore(data []byte, lookup func(name string) (*CardDef, error), deciders []Decider, opts ...GameOption) (*Game, error) {
	if lookup == nil {
		return nil, badf("no card lookup function")
	}
	s, err := decodeSnapshot(data)
	if err != nil {
		return nil, err
	}
	if len(deciders) > len(s.Players) {
		return nil, badf("%d deciders for %d players", len(deciders), len(s.Players))
	}
	g := &Game{}
	g.startCaches()
	st, err := s.build(g, lookup)
	if err != nil {
		return nil, err
	}
	for _, o := range opts {
		o(g)
	}
	g.st = *st
	g.logOn = s.LogOn
	g.recomputeCaches()
	g.deciders = make([]Decider, len(st.players))
	copy(g.deciders, deciders)
	if err := g.restoreRandomDeciders(s.Players); err != nil {
		return nil, err
	}
	if err := g.checkRestored(); err != nil {
		return nil, err
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSnapshot, err)
	}
	if err := g.restoreWaits(s.Waits, lookup); err != nil {
		return nil, err
	}
	if g.rec != nil {
		g.rec.fromSnapshot(data)
	}
	return g, nil
}

// restoreRandomDeciders gives each player whose decider was the package's
// Random decider when the snapshot was taken, and who is given no decider
// now, a Random decider in the state it had then: the restored game
// resumes the same bot. A decider given to Restore takes its place.
func (g *Game) restoreRandomDeciders(players []snapPlayer) error {
	for i, p := range players {
		if p.Random == "" {
			continue
		}
		s, err := strconv.ParseUint(p.Random, 10, 64)
		if err != nil {
			return badf("player %d: random decider state %q is not a number", i+1, p.Random)
		}
		if g.deciders[i] == nil {
			g.deciders[i] = &Random{r: rng{s: s}}
		}
	}
	return nil
}

// decodeSnapshot decodes a snapshot of any version Restore reads and
// returns it in the current version's form.
func decodeSnapshot(data []byte) (*snapGame, error) {
	version, err := snapshotVersion(data)
	if err != nil {
		return nil, err
	}
	switch version {
	case SnapshotVersion:
		var s snapGame
		if err := decodeStrict(data, &s); err != nil {
			return nil, err
		}
		return &s, nil
	case 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2:
		var s snapGame
		if err := decodeStrict(data, &s); err != nil {
			return nil, err
		}
		return upgradeFrom(&s, version)
	case 1:
		var s snapGameV1
		if err := decodeStrict(data, &s); err != nil {
			return nil, err
		}
		v2, err := s.upgrade()
		if err != nil {
			return nil, err
		}
		return upgradeFrom(v2, 2)
	}
	return nil, badf("version %d, this engine reads versions 1 to %d", version, SnapshotVersion)
}

// decodeStrict decodes data into v, refusing unknown fields and anything
// after the value (decodeOne).
func decodeStrict(data []byte, v any) error {
	if err := decodeOne(data, v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadSnapshot, err)
	}
	return nil
}

// badf returns an error that wraps ErrBadSnapshot.
func badf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadSnapshot, fmt.Sprintf(format, args...))
}
