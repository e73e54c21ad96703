package engine

// distinctLabels makes the labels of d's options distinct, so that a
// person can tell every option apart: "Cast Pacifism ({1}{W}) targeting
// Hill Giant" for two Hill Giants, "Attack with Soldier Token" for two
// teammates' tokens. Options whose labels collide, among those labelled
// here (built; nil for none), are labelled again with every object named
// after its controller or owner ("targeting Bob's Hill Giant"), unless
// that tells none of a colliding group apart; those that still collide
// get an ordinal in the order of the options ("… #1", "… #2"). It costs a comparison of the labels when none collide, and is
// deterministic.
func (g *Game) distinctLabels(d *Decision, built []bool) {
	dup := duplicateLabels(d.Options)
	if dup == nil {
		return
	}
	whose := labeller{Game: g, whose: true}
	plain := make([]string, len(d.Options))
	for i := range d.Options {
		plain[i] = d.Options[i].Text
		if dup[i] && built != nil && built[i] {
			d.Options[i].Text = whose.optionLabel(d, i)
		}
	}
	unhelpedWhose(d.Options, plain, dup)
	dup = duplicateLabels(d.Options)
	if dup == nil {
		return
	}
	base := make([]string, len(d.Options))
	for i := range d.Options {
		base[i] = d.Options[i].Text
	}
	for i := range d.Options {
		if !dup[i] {
			continue
		}
		k := 1
		for j := range i {
			if base[j] == base[i] {
				k++
			}
		}
		d.Options[i].Text = base[i] + " #" + itoa(k)
	}
}

// unhelpedWhose gives back their plain labels to the options of a group
// that collided (dup) when naming controllers told none of them apart
// (two Mountains in one hand: "Play Mountain #1", not "Play Alice's
// Mountain #1").
func unhelpedWhose(opts []Option, plain []string, dup []bool) {
	for i := range opts {
		if !dup[i] || opts[i].Text == plain[i] {
			continue
		}
		same := true
		for j := range opts {
			if dup[j] && plain[j] == plain[i] && opts[j].Text != opts[i].Text {
				same = false
				break
			}
		}
		if !same {
			continue
		}
		for j := range opts {
			if dup[j] && plain[j] == plain[i] {
				opts[j].Text = plain[j]
			}
		}
	}
}

// duplicateLabels returns, for each option, whether another option has
// the same label, or nil when none does.
func duplicateLabels(opts []Option) []bool {
	var dup []bool
	for i := range opts {
		for j := i + 1; j < len(opts); j++ {
			if opts[i].Text != opts[j].Text {
				continue
			}
			if dup == nil {
				dup = make([]bool, len(opts))
			}
			dup[i], dup[j] = true, true
		}
	}
	return dup
}
