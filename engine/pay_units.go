package engine

// unitSources sums up a list of sources for the question of unitPayable:
// ok when every source makes one mana of a type of its choice and costs
// nothing of its own (lands, most mana creatures), and then how many
// sources choose among each set of types, for at most len(sets) distinct
// sets (ok is false beyond).
type unitSources struct {
	ok     bool
	n      int
	total  int // the sources, one mana each
	sets   [16]ManaTypeSet
	counts [16]int32
}

// sumUnits returns the summary of srcs.
func sumUnits(srcs []manaSource) unitSources {
	var u unitSources
	u.sum(srcs)
	return u
}

// sum sets u, zero, to the summary of srcs, in place: the summary is
// large, and a listing makes one for every new list of sources.
func (u *unitSources) sum(srcs []manaSource) {
	for i := range srcs {
		s := &srcs[i]
		if s.amount != 1 || s.costGeneric != 0 {
			*u = unitSources{}
			return
		}
		j := 0
		for j < u.n && u.sets[j] != s.types {
			j++
		}
		if j == u.n {
			if u.n == len(u.sets) {
				*u = unitSources{}
				return
			}
			u.sets[j] = s.types
			u.n++
		}
		u.counts[j]++
	}
	u.ok, u.total = true, len(srcs)
}

// matches reports, for sources u sums up (ok), whether pool and they can
// pay the colored and {C} symbols of cost, each source's mana given to one
// symbol. By Hall's theorem such a matching exists exactly when, for every
// set S of the types the cost has symbols of, the symbols of types in S
// are no more than the mana of those types in the pool plus the sources
// that can make a type in S. When the mana in all also reaches the mana
// value, the rest of it pays the generic part, whatever its types.
func (u *unitSources) matches(pool ManaPool, cost *ManaCost) bool {
	var need ManaTypeSet
	for t, n := range cost.Sym {
		if n > 0 {
			need = need.With(ManaType(t))
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
		for j := range u.n {
			if u.sets[j]&sub != 0 {
				supply += int(u.counts[j])
			}
		}
		if supply < demand {
			return false
		}
	}
	return true
}

// unitPayable answers, without a search, whether pool and srcs together
// can pay cost when every source makes one mana and costs nothing of its
// own: known is false when some source makes more or has a cost (or the
// sources choose among too many sets of types), and the search must
// decide. The mana in all must reach the mana value (planWith checks that
// first).
func unitPayable(pool ManaPool, cost *ManaCost, srcs []manaSource) (ok, known bool) {
	u := sumUnits(srcs)
	if !u.ok {
		return false, false
	}
	return u.matches(pool, cost), true
}
