package bot

import "github.com/cathar-engine/cathar/engine"

// worlds returns one determinized copy of g for each seed, made by the
// engine's Game.Determinize: a copy of g as player p could imagine it, the
// cards p doesn't know (an opponent's hand and library, p's own library
// order, save what p has seen) dealt again at random, and the game's
// random state drawn again. The copies have no deciders; whoever plays on
// them sets their own.
func worlds(g *engine.Game, p engine.PlayerID, seeds []uint64) ([]*engine.Game, error) {
	out := make([]*engine.Game, 0, len(seeds))
	for _, seed := range seeds {
		w, err := g.Determinize(p, seed)
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}
