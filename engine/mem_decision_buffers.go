package engine

// decisionBuffers are the decisions the engine asks with, reused from one
// question to the next: a question may be asked while the options of
// another are still read (a trigger's target chosen while the order of
// the triggers is being followed), so each is taken as it is built and
// given back once its options are no longer read. A Decider may read the
// Decision it is given only during Decide (see Decider); Pending and the
// decision records copy what they keep. They are not game state.
type decisionBuffers struct {
	ds    []*Decision
	depth int
}

// take returns a decision with no options, whose Options keep the
// capacity they had, for the caller to fill; give returns it.
func (b *decisionBuffers) take() *Decision {
	if b.depth == len(b.ds) {
		b.ds = append(b.ds, new(Decision))
	}
	d := b.ds[b.depth]
	b.depth++
	*d = Decision{Options: d.Options[:0]}
	return d
}

// give takes back the decision that the latest take returned.
func (b *decisionBuffers) give() { b.depth-- }
