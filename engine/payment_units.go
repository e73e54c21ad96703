package engine

// unitPayable answers, without a search, whether pool and srcs together
// can pay cost when every source makes one mana of a type of its choice
// and costs nothing of its own (lands, most mana creatures): known is
// false when some source makes more or has a cost, and the search must
// decide. The mana in all must reach the mana value (planWith checks that
// first); then the colored and {C} symbols must be matched with mana of
// their types, each source's mana given to one symbol. By Hall's theorem
// such a matching exists exactly when, for every set S of the types the
// cost has symbols of, the symbols of types in S are no more than the mana
// of those types in the pool plus the sources that can make a type in S.
// The rest of the mana pays the generic part, whatever its types.
func unitPayable(pool ManaPool, cost *ManaCost, srcs []manaSource) (ok, known bool) {
	var need ManaTypeSet
	for t, n := range cost.Sym {
		if n > 0 {
			need = need.With(ManaType(t))
		}
	}
	for i := range srcs {
		if srcs[i].amount != 1 || srcs[i].costGeneric != 0 {
			return false, false
		}
	}
	// Every nonempty subset of need, as a bit mask over its types.
	for sub := need; sub != 0; sub = (sub - 1) & need {
		demand, supply := 0, 0
		for t := range ManaType(NumManaTypes) {
			if sub.Has(t) {
				demand += int(cost.Sym[t])
				supply += int(pool[t])
			}
		}
		for i := range srcs {
			if srcs[i].types&sub != 0 {
				supply++
			}
		}
		if supply < demand {
			return false, true
		}
	}
	return true, true
}
