package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// RecordingVersion is the version of the Recording format that games
// record. Replay reads it and every earlier version:
//
//   - 1: the setup call SetStartingDayNight was recorded as "setDayNight"
//     (the name Game.SetDayNight had then);
//   - 2: it is recorded as OpSetStartingDayNight;
//   - 3: a target may be an ability on the stack (Target.Stack, CR 115.1),
//     which a reader of version 2 would take for no target;
//   - 4: a placement may attach an Aura to a player (AttachedToPlayer,
//     CR 303.4), which a reader of version 3 would refuse;
//   - 5: an attack may name a planeswalker (Attack.Planeswalker, CR
//     506.3) and a placement may have loyalty counters, which a reader of
//     version 4 would refuse;
//   - 6: a cast may be made with flashback (RecordedCall.Flashback,
//     CR 702.34a), which a reader of version 5 would replay as a cast
//     from the hand;
//   - 7: the game's variant (Variant, Two-Headed Giant), which a reader of
//     version 6 would take for an ordinary game;
//   - 8: a placement may have damage marked on it (RecordedPlacement.Damage,
//     CR 120.3), which a reader of version 7 would drop; and a game may
//     begin with Begin (OpBegin, CR 103), which an engine without it
//     refuses (an unknown field and operation), so that it needs no
//     version of its own.
const RecordingVersion = 8

// ErrBadRecording is wrapped by the errors of Replay: a recording that is
// malformed, names unknown cards, or does not replay (a call fails, or the
// decisions asked differ from the answers recorded).
var ErrBadRecording = errors.New("bad recording")

// Recording is a game as the seed and everything that shaped it: the
// players and their decks, then every call that succeeded, in order, each
// with the answers the deciders gave during it. Replay plays it again. It
// encodes as JSON (docs/snapshot.md describes it).
type Recording struct {
	Version int  `json:"version"`
	NoLog   bool `json:"noLog,omitempty"` // the game was created WithoutLog
	// Seed is the game's random state when New returned (WithSeed's value).
	Seed uint64 `json:"seed,string"`
	// Variant is the game's variant (WithVariant), from version 7; absent
	// for the ordinary game.
	Variant Variant          `json:"variant,omitempty"`
	Players []RecordedPlayer `json:"players,omitempty"`
	// Snapshot, when set, is where the recording begins instead of New: the
	// game was restored from it (Players and Seed are then unused).
	Snapshot json.RawMessage `json:"snapshot,omitempty"`
	Calls    []RecordedCall  `json:"calls"`
}

// RecordedPlayer is a player of a recorded game: name and library (card
// names, top card last, as given to New).
type RecordedPlayer struct {
	Name string   `json:"name"`
	Deck []string `json:"deck"`
}

// The operations of a RecordedCall: the method called.
const (
	OpPut                 = "put"
	OpSetLife             = "setLife"
	OpSetStartingDayNight = "setStartingDayNight"
	OpStart               = "start"
	OpBegin               = "begin"
	OpCast                = "cast"
	OpActivate            = "activate"
	OpPlayLand            = "playLand"
	OpPass                = "pass"
	OpDeclareAttacks      = "declareAttackers"
	OpDeclareBlocks       = "declareBlockers"
	OpConcede             = "concede"
	OpItBecomes           = "itBecomes"
	OpPauseAfter          = "pauseAfter"
	OpContinue            = "continue"
	OpStep                = "step"
)

// RecordedCall is one successful call of a recorded game: the method (Op),
// its arguments (which fields matter depends on Op), and the answers every
// decision during it received, in order.
type RecordedCall struct {
	Op        string               `json:"op"`
	Player    PlayerID             `json:"player,omitempty"`
	Obj       ObjID                `json:"obj,omitempty"`
	Index     int                  `json:"index,omitempty"` // OpActivate: the ability
	Targets   []Target             `json:"targets,omitempty"`
	X         int                  `json:"x,omitempty"`
	NoPay     bool                 `json:"withoutPaying,omitempty"`
	Flash     bool                 `json:"asThoughFlash,omitempty"` // OpCast: CastOptions.AsThoughFlash
	Flashback bool                 `json:"flashback,omitempty"`     // OpCast: CastOptions.Flashback
	Color     ManaType             `json:"color,omitempty"`
	Attacks   []Attack             `json:"attacks,omitempty"`
	Blocks    []Block              `json:"blocks,omitempty"`
	Placement *RecordedPlacement   `json:"placement,omitempty"`
	Life      int                  `json:"life,omitempty"`
	DayNight  daynight.Designation `json:"dayNight,omitempty"`
	Start     *StartAt             `json:"start,omitempty"`
	Begin     *Beginning           `json:"begin,omitempty"` // OpBegin
	Turn      int                  `json:"turn,omitempty"`  // OpPauseAfter
	Step      Step                 `json:"step,omitempty"`  // OpPauseAfter
	Answers   [][]int              `json:"answers,omitempty"`
}

// RecordedPlacement is a Placement with the card by name.
type RecordedPlacement struct {
	Owner      PlayerID             `json:"owner"`
	Zone       zones.Kind           `json:"zone"`
	Card       string               `json:"card"`
	BackFace   bool                 `json:"backFace,omitempty"`
	Tapped     bool                 `json:"tapped,omitempty"`
	Sick       bool                 `json:"sick,omitempty"`
	Counters   [NumCounterKinds]int `json:"counters"`
	AttachedTo ObjID                `json:"attachedTo,omitempty"`
	// AttachedToPlayer and AttachedPlayer: an Aura attached to a player
	// (Placement); since version 4.
	AttachedToPlayer bool     `json:"attachedToPlayer,omitempty"`
	AttachedPlayer   PlayerID `json:"attachedPlayer,omitempty"`
	CopyOf           ObjID    `json:"copyOf,omitempty"`
	ControlEffect    bool     `json:"controlEffect,omitempty"`
	Controller       PlayerID `json:"controller,omitempty"`
	Token            bool     `json:"token,omitempty"`
	// Damage is the damage marked on it (Placement); since version 8.
	Damage int `json:"damage,omitempty"`
}

// recorder keeps a game's recording. It is not game state.
type recorder struct {
	r       Recording
	answers [][]int // of the call in progress
	depth   int     // > 0 inside Step, whose inner calls are not recorded
}

// WithRecording makes the game record itself from New (or Restore) on;
// Recording returns what it recorded and Replay plays it again. Clones of
// a recording game record too, each its own continuation, except a clone
// made during an action or a decision (by a decider that searches ahead),
// which records nothing.
func WithRecording() GameOption { return func(g *Game) { g.rec = &recorder{} } }

// Recording returns the game's recording so far (a copy), or a Recording
// with no players and no calls when the game was not created
// WithRecording.
func (g *Game) Recording() Recording {
	if g.rec == nil {
		return Recording{Version: RecordingVersion}
	}
	r := g.rec.r
	r.Players = slices.Clone(r.Players)
	r.Snapshot = slices.Clone(r.Snapshot)
	r.Calls = slices.Clone(r.Calls)
	if r.Calls == nil {
		r.Calls = []RecordedCall{}
	}
	return r
}

func (rec *recorder) clone() *recorder {
	c := &recorder{r: rec.r, depth: rec.depth}
	c.r.Calls = slices.Clone(rec.r.Calls) // calls are never modified once appended
	c.answers = slices.Clone(rec.answers)
	return c
}

// begin records the players and the seed of a new game.
func (rec *recorder) begin(g *Game, players []PlayerConfig) {
	rec.r = Recording{Version: RecordingVersion, NoLog: !g.logOn, Seed: g.st.rnd.s, Variant: g.st.variant}
	for _, pc := range players {
		rp := RecordedPlayer{Name: pc.Name, Deck: make([]string, 0, len(pc.Deck))}
		for _, d := range pc.Deck {
			rp.Deck = append(rp.Deck, d.Front.Name)
		}
		rec.r.Players = append(rec.r.Players, rp)
	}
}

// fromSnapshot starts the recording at a restored snapshot.
func (rec *recorder) fromSnapshot(data []byte) {
	rec.r = Recording{Version: RecordingVersion, Snapshot: slices.Clone(data)}
}

// answer records a decision's answer.
func (rec *recorder) answer(ans []int) {
	rec.answers = append(rec.answers, slices.Clone(ans))
}

// recorded ends a public call: a successful one is recorded with the
// answers given during it; a failed one changed nothing and is dropped.
// The calls of play call it only for a game that records: building the
// RecordedCall in the same function cost every action of a game without
// a recording several ns.
func (g *Game) recorded(err error, c RecordedCall) error {
	if g.rec != nil {
		g.rec.record(err, &c)
	}
	if g.waits != nil {
		err = g.waits.ended(err, &c)
	}
	return err
}

// tracked reports whether the calls of the game go through recorded: it
// records, or its decisions may wait (a call that stops is kept).
func (g *Game) tracked() bool { return g.rec != nil || g.waits != nil }

func (rec *recorder) record(err error, cp *RecordedCall) {
	if rec.depth > 0 {
		return
	}
	if err == nil {
		c := cloneCall(cp)
		c.Answers = rec.answers
		rec.r.Calls = append(rec.r.Calls, c)
	}
	rec.answers = nil
}

// cloneCall copies *cp, field by field, cloning what points elsewhere, so
// that the caller's slices never escape through the copy (a copy of *cp
// would make every action's arguments escape to the heap).
func cloneCall(cp *RecordedCall) RecordedCall {
	c := RecordedCall{Op: strings.Clone(cp.Op), Player: cp.Player, Obj: cp.Obj, Index: cp.Index,
		Targets: slices.Clone(cp.Targets), X: cp.X, NoPay: cp.NoPay, Flash: cp.Flash, Flashback: cp.Flashback, Color: cp.Color,
		Attacks: slices.Clone(cp.Attacks), Blocks: slices.Clone(cp.Blocks), Life: cp.Life,
		DayNight: cp.DayNight, Turn: cp.Turn, Step: cp.Step, Answers: cloneAnswers(cp.Answers)}
	if cp.Placement != nil {
		pl := *cp.Placement
		c.Placement = &pl
	}
	if cp.Start != nil {
		st := *cp.Start
		c.Start = &st
	}
	if cp.Begin != nil {
		b := *cp.Begin
		c.Begin = &b
	}
	return c
}

// replayQueue feeds recorded answers to every player's decider.
type replayQueue struct {
	answers [][]int
}

type replayDecider struct{ q *replayQueue }

func (d replayDecider) Decide(g *Game, dec *Decision) ([]int, error) {
	if len(d.q.answers) == 0 {
		return nil, fmt.Errorf("%w: no answer recorded for a %v decision of player %d (%s)", ErrBadRecording, dec.Kind, dec.Player, dec.Prompt)
	}
	a := d.q.answers[0]
	d.q.answers = d.q.answers[1:]
	return a, nil
}

// Replay plays a recording again from the start and returns the game in
// its final state, which is the recorded game's: the same event log and
// the same state. lookup resolves card names (cards.Lookup). A recording
// of an earlier version (see RecordingVersion) replays too. The returned
// game records too (its Recording equals r, in the current version) and
// its deciders are the exhausted replay deciders: SetDecider gives it new
// ones to go on.
func Replay(r Recording, lookup func(name string) (*CardDef, error)) (*Game, error) {
	return replay(r, lookup, nil)
}

// replay is Replay calling after, when not nil, once each call is made
// (ReplayCalls), the game made with the options extra besides those of
// the recording (the engine's tests give it their checks, invariants_verify.go).
func replay(r Recording, lookup func(name string) (*CardDef, error), after func(int, *Game) error, extra ...GameOption) (*Game, error) {
	r, err := upgradeRecording(r)
	if err != nil {
		return nil, err
	}
	if lookup == nil {
		return nil, fmt.Errorf("%w: no card lookup function", ErrBadRecording)
	}
	q := &replayQueue{}
	var g *Game
	if r.Snapshot != nil {
		if len(r.Players) > 0 {
			return nil, fmt.Errorf("%w: both a snapshot and players", ErrBadRecording)
		}
		var n struct {
			Players []json.RawMessage `json:"players"`
		}
		if err := json.Unmarshal(r.Snapshot, &n); err != nil {
			return nil, fmt.Errorf("%w: snapshot: %w: %v", ErrBadRecording, ErrBadSnapshot, err)
		}
		ds := make([]Decider, min(len(n.Players), MaxPlayers))
		for i := range ds {
			ds[i] = replayDecider{q}
		}
		var err error
		if g, err = Restore(r.Snapshot, lookup, ds, append([]GameOption{WithRecording()}, extra...)...); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadRecording, err)
		}
		g.dropPending() // the recording holds the call that waited, whole
	} else {
		players := make([]PlayerConfig, len(r.Players))
		for i, rp := range r.Players {
			players[i] = PlayerConfig{Name: rp.Name, Decider: replayDecider{q}, Deck: make([]*CardDef, 0, len(rp.Deck))}
			for _, name := range rp.Deck {
				d, err := lookup(name)
				if err != nil || d == nil {
					return nil, fmt.Errorf("%w: %s's deck: %w", ErrBadRecording, rp.Name, lookupErr(name, err))
				}
				players[i].Deck = append(players[i].Deck, d)
			}
		}
		opts := []GameOption{WithSeed(r.Seed), WithRecording(), WithVariant(r.Variant)}
		if r.NoLog {
			opts = append(opts, WithoutLog())
		}
		opts = append(opts, extra...)
		var err error
		if g, err = New(players, opts...); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadRecording, err)
		}
	}
	if after != nil {
		if err := g.observeCall(-1, q, after); err != nil {
			return nil, err
		}
	}
	for i := range r.Calls {
		c := &r.Calls[i]
		q.answers = c.Answers
		if err := g.replayCall(c, lookup); err != nil {
			return nil, fmt.Errorf("%w: call %d (%s): %w", ErrBadRecording, i, c.Op, err)
		}
		if len(q.answers) > 0 {
			return nil, fmt.Errorf("%w: call %d (%s): %d recorded answers were not asked for", ErrBadRecording, i, c.Op, len(q.answers))
		}
		if after != nil {
			if err := g.observeCall(i, q, after); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}

// lookupErr is the error of a lookup of card name that failed with err,
// or found nothing (err nil). It wraps ErrUnknownCard, and err when there
// is one, and says the name and "unknown card" once: an error that is or
// wraps an UnknownCardError of that very name already says both
// (cards.Lookup: "\"X\": unknown card"), and is returned as it is; any
// other gets the name, and the sentinel if it lacks it.
func lookupErr(name string, err error) error {
	q := strconv.Quote(name)
	var unknown *UnknownCardError
	switch {
	case err == nil:
		return fmt.Errorf("card %s: %w", q, ErrUnknownCard)
	case errors.As(err, &unknown) && unknown.Name == name:
		return err
	case errors.Is(err, ErrUnknownCard):
		return fmt.Errorf("card %s: %w", q, err)
	}
	return fmt.Errorf("card %s: %w: %w", q, ErrUnknownCard, err)
}

// replayCall makes one recorded call.
func (g *Game) replayCall(c *RecordedCall, lookup func(string) (*CardDef, error)) error {
	switch c.Op {
	case OpPut:
		pl := c.Placement
		if pl == nil {
			return errors.New("no placement")
		}
		d, err := lookup(pl.Card)
		if err != nil || d == nil {
			return lookupErr(pl.Card, err)
		}
		_, err = g.Put(Placement{Owner: pl.Owner, Zone: pl.Zone, Def: d, BackFace: pl.BackFace, Tapped: pl.Tapped,
			Sick: pl.Sick, Counters: pl.Counters, AttachedTo: pl.AttachedTo, CopyOf: pl.CopyOf,
			ControlEffect: pl.ControlEffect, Controller: pl.Controller, Token: pl.Token,
			AttachedToPlayer: pl.AttachedToPlayer, AttachedPlayer: pl.AttachedPlayer, Damage: pl.Damage})
		return err
	case OpSetLife:
		return g.SetLife(c.Player, c.Life)
	case OpSetStartingDayNight:
		return g.SetStartingDayNight(c.DayNight)
	case OpStart:
		if c.Start == nil {
			return errors.New("no start point")
		}
		return g.Start(*c.Start)
	case OpBegin:
		if c.Begin == nil {
			return errors.New("no beginning")
		}
		return g.Begin(*c.Begin)
	case OpCast:
		return g.CastSpell(c.Player, c.Obj, CastOptions{Targets: c.Targets, X: c.X, WithoutPaying: c.NoPay, AsThoughFlash: c.Flash, Flashback: c.Flashback})
	case OpActivate:
		return g.ActivateAbility(c.Player, c.Obj, c.Index, ActivateOptions{Targets: c.Targets, X: c.X, Color: c.Color})
	case OpPlayLand:
		return g.PlayLand(c.Player, c.Obj)
	case OpPass:
		return g.PassPriority(c.Player)
	case OpDeclareAttacks:
		return g.DeclareAttackers(c.Player, c.Attacks)
	case OpDeclareBlocks:
		return g.DeclareBlockers(c.Player, c.Blocks)
	case OpConcede:
		return g.Concede(c.Player)
	case OpItBecomes:
		return g.ItBecomes(c.DayNight)
	case OpPauseAfter:
		return g.PauseAfter(c.Turn, c.Step)
	case OpContinue:
		return g.Continue()
	case OpStep:
		return g.Step()
	}
	return fmt.Errorf("unknown operation %q", c.Op)
}

// recordedPlacement is pl for the recording.
func recordedPlacement(pl Placement) *RecordedPlacement {
	name := ""
	if pl.Def != nil {
		name = pl.Def.Front.Name
	}
	return &RecordedPlacement{Owner: pl.Owner, Zone: pl.Zone, Card: name, BackFace: pl.BackFace, Tapped: pl.Tapped,
		Sick: pl.Sick, Counters: pl.Counters, AttachedTo: pl.AttachedTo, CopyOf: pl.CopyOf,
		ControlEffect: pl.ControlEffect, Controller: pl.Controller, Token: pl.Token,
		AttachedToPlayer: pl.AttachedToPlayer, AttachedPlayer: pl.AttachedPlayer, Damage: pl.Damage}
}
