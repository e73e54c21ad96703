package bot

// Params are the search bot's budget and settings. The budget is counted
// in iterations, never in time, so that a game plays the same on any
// machine.
type Params struct {
	// Worlds is the number of determinized copies of the game made for
	// each decision searched (at least 1).
	Worlds int
	// Rollouts is the number of rollouts of each candidate in each copy
	// (at least 1). Without randomness in the rollouts (Exploration 0)
	// the rollouts of one copy are all the same, and one is enough.
	Rollouts int
	// Candidates is the number of candidate answers kept, after ranking
	// them the greedy way, for the rollouts (at least 1).
	Candidates int
	// Horizon is the number of turns the rollouts play after the current
	// one (at least 0).
	Horizon int
	// Exploration is how often the rollouts' rules of thumb answer at
	// random instead, between 0 and 1.
	Exploration float64
	// Margin is how much better, in points of evaluation, than the
	// greedy choice's mean another candidate's mean must be for the
	// search to prefer it at a declaration of attackers or blockers: the
	// best of several noisy means is too good to be true.
	Margin float64
	// ActionMargin is the margin at a decision of what to do with
	// priority, where the rollouts' rules of thumb judge worse than the
	// greedy scoring (they play the rest of the turn by rules of thumb):
	// the search's strength is in combat, where it sees the reply.
	ActionMargin float64
}

// DefaultParams returns the settings NewSearch uses unless told
// otherwise: sixteen copies, one rollout each (no exploration), eight
// candidates, to the end of the next turn, margins 1.5 and 8. Against the
// engine's random decider and the greedy bot on the preset decks they
// win about 95% and 60% of the games (examples/search-bot measures it).
func DefaultParams() Params {
	return Params{Worlds: 16, Rollouts: 1, Candidates: 8, Horizon: 1, Exploration: 0, Margin: 1.5, ActionMargin: 8}
}

// normalized returns p with every value brought into its range.
func (p Params) normalized() Params {
	p.Worlds = max(p.Worlds, 1)
	p.Rollouts = max(p.Rollouts, 1)
	p.Candidates = max(p.Candidates, 1)
	p.Horizon = max(p.Horizon, 0)
	if !(p.Exploration > 0) { // NaN too
		p.Exploration = 0
	}
	p.Exploration = min(p.Exploration, 1)
	return p
}

// Option sets what NewSearch makes.
type Option func(*Params)

// WithParams makes the search use p; a value out of its range (see
// Params) is brought into it.
func WithParams(p Params) Option { return func(q *Params) { *q = p } }
