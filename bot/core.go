package bot

import (
	"errors"
	"fmt"
	"maps"

	"github.com/cathar-engine/cathar/engine"
)

// ErrWrongSeat is wrapped by the error a bot returns when it is asked a
// decision of another player than the seat it was made for: a bot plays
// one seat, and it is that seat's decider only.
var ErrWrongSeat = errors.New("the decision is not of the bot's seat")

// core is what both bots share: the seat, the seed, what the bot has
// learned of its cards in this game, and the policy that answers its
// decisions in the middle of an action.
type core struct {
	seat engine.PlayerID
	seed uint64
	know *knowledge
	dec  *policy
	n    uint64 // top-level decisions asked, to derive seeds
}

func newCore(seat engine.PlayerID, seed uint64) core {
	k := newKnowledge()
	return core{seat: seat, seed: seed, know: k, dec: &policy{know: k, r: rnd{s: seed}}}
}

// clone returns a copy of the core that shares nothing mutable with it.
func (c *core) clone() core {
	k := &knowledge{delta: maps.Clone(c.know.delta)}
	dec := *c.dec
	dec.know, dec.buf = k, nil
	return core{seat: c.seat, seed: c.seed, know: k, dec: &dec, n: c.n}
}

// route answers what needs no look-ahead: a decision in the middle of an
// action by the policy, and a top-level decision (what to do with
// priority, the attackers or blockers to declare, CR 117, 508.1, 509.1)
// with a single legal answer. It returns done false when d is a top-level
// decision with a choice, which the bot searches.
func (c *core) route(g *engine.Game, d *engine.Decision) (ans []int, done bool, err error) {
	if d.Player != c.seat {
		return nil, true, fmt.Errorf("bot of player %d asked a %v decision of player %d: %w", c.seat, d.Kind, d.Player, ErrWrongSeat)
	}
	if !topLevel(d.Kind) {
		ans, err = c.dec.Decide(g, d)
		return ans, true, err
	}
	c.n++
	if only, ok := engine.OnlyAnswer(d); ok {
		return only, true, nil
	}
	return nil, false, nil
}
