package engine

import (
	"github.com/cathar-engine/cathar/daynight"
)

// snapBuilder validates a decoded snapshot and builds the state it
// describes, one part after the other (build). Each check names what is
// wrong in an error wrapping ErrBadSnapshot. The checks here are those of
// the snapshot's structure — ranges, references, lists that agree with
// each other; checkRestored and CheckInvariants check the built game
// against the rules' invariants.
type snapBuilder struct {
	s      *snapGame
	lookup func(string) (*CardDef, error)
	g      *Game               // the game restored: the tables its objects refer to (object_tables.go)
	defs   map[string]*CardDef // the definitions looked up so far
	n      int                 // players
	nobj   int                 // the length of the object table: objects + 1, ids run from 1
	st     *state
	listed []bool  // per object: listed in a zone's list
	spells []ObjID // the spells on the stack, bottom first
}

// build validates the decoded snapshot completely and returns the state,
// whose objects refer to the tables of game g.
func (s *snapGame) build(g *Game, lookup func(string) (*CardDef, error)) (*state, error) {
	n := len(s.Players)
	if n < 2 || n > MaxPlayers {
		return nil, badf("%d players (2 to %d)", n, MaxPlayers)
	}
	b := &snapBuilder{s: s, lookup: lookup, g: g, defs: map[string]*CardDef{}, n: n, nobj: len(s.Objects) + 1, st: &state{}}
	for _, part := range []func() error{
		b.gameValues, b.objects, b.cards, b.players, b.opening, b.sharedZones, b.stack, b.unlisted,
		b.effects, b.links, b.preventions, b.pending, b.log, b.decisions,
	} {
		if err := part(); err != nil {
			return nil, err
		}
	}
	return b.st, nil
}

// firstErr returns the first error that is not nil.
func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// gameValues checks and sets the game-wide values.
func (b *snapBuilder) gameValues() error {
	s := b.s
	if err := firstErr(b.eventCount(), b.gameCounts(), b.gamePlayers(), b.gameEnums()); err != nil {
		return err
	}
	st := b.st
	st.turn, st.step, st.active, st.starting = s.Turn, s.Step, s.Active, s.Starting
	st.prevActive, st.prevSpells, st.prevTotal, st.prevMost = s.PrevActive, s.PrevSpells, s.PrevTotal, s.PrevMost
	st.priority, st.passes, st.wait, st.blockers = s.Priority, s.Passes, s.Wait, uint8(s.Blockers)
	st.firstDone, st.twoDamage, st.cleanupAgain = s.FirstDone, s.TwoDamage, s.CleanupAgain
	st.pauseTurn, st.pauseStep, st.dayNight, st.timestamp = s.PauseTurn, s.PauseStep, s.DayNight, s.Timestamp
	st.rnd = rng{s: s.RNG}
	st.winner, st.nextStack, st.nlog = s.Winner, s.NextStack, s.EventCount
	st.variant = s.Variant
	return nil
}

// eventCount checks the number of events emitted against the log: equal
// to its length when the log is kept, and the log empty when it is not.
func (b *snapBuilder) eventCount() error {
	s := b.s
	if s.EventCount < len(s.Log) || (s.LogOn && s.EventCount != len(s.Log)) || (!s.LogOn && len(s.Log) != 0) {
		return badf("eventCount %d does not match a log of %d events (logOn %v)", s.EventCount, len(s.Log), s.LogOn)
	}
	if s.EventCount > 1<<31-1 {
		return badf("eventCount %d out of range", s.EventCount)
	}
	return nil
}

// gameCounts checks the game-wide counts, none of which is negative.
func (b *snapBuilder) gameCounts() error {
	s := b.s
	return firstErr(nonNeg("turn", int64(s.Turn)), nonNeg("prevSpells", int64(s.PrevSpells)),
		nonNeg("prevTotal", int64(s.PrevTotal)), nonNeg("prevMost", int64(s.PrevMost)), nonNeg("passes", int64(s.Passes)),
		nonNeg("pauseTurn", int64(s.PauseTurn)), nonNeg("timestamp", s.Timestamp), nonNeg("nextStack", int64(s.NextStack)))
}

// gamePlayers checks the game-wide references to players.
func (b *snapBuilder) gamePlayers() error {
	s := b.s
	return firstErr(b.playerRef("active", s.Active, false), b.playerRef("starting", s.Starting, false),
		b.playerRef("prevActive", s.PrevActive, true), b.playerRef("priority", s.Priority, true),
		b.playerRef("winner", s.Winner, true))
}

// gameEnums checks the game-wide values that take one of a few values.
func (b *snapBuilder) gameEnums() error {
	s := b.s
	switch {
	case s.Step >= numSteps || s.PauseStep >= numSteps:
		return badf("step out of range")
	case s.Wait > waitBeginning:
		return badf("wait %d out of range", s.Wait)
	case s.Blockers>>b.n != 0:
		return badf("blockers %#x names a player out of range", s.Blockers)
	case s.DayNight > daynight.Night:
		return badf("dayNight %d out of range", s.DayNight)
	case s.Variant >= numVariants || (s.Variant == TwoHeadedGiant && b.n != 4):
		return badf("variant %d with %d players", s.Variant, b.n)
	case int(s.Passes) > b.n:
		return badf("passes %d with %d players", s.Passes, b.n)
	case s.Wait == waitPriority && s.Priority == NoPlayer:
		return badf("waiting for priority, but no player holds it")
	}
	return nil
}
