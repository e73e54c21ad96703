package engine

// TransformAnyNumber is "transform any number of [permanents matching f]
// you control" (CR 701.27a): the resolution's controller chooses any
// number of the permanents they control that match f, none included, and
// the chosen ones transform at once. The choice offers every such
// permanent, but one with daybound or nightbound, or one that can't
// transform (a single-faced copy), stays as it is (CR 702.145b(3),
// 702.145e(2), 701.27c). It returns how many transformed.
func (r *Resolution) TransformAnyNumber(f Filter, prompt string) int {
	if !r.live() {
		return 0
	}
	f.Controller = YouControl
	opts := r.Select(f)
	chosen := r.ChooseUpTo(r.item.controller, opts, len(opts), prompt)
	if len(chosen) == 0 || !r.live() {
		return 0
	}
	return r.g.transformBatch(chosen, false)
}
