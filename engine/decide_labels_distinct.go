package engine

// distinctLabels makes the labels of d's options distinct, so that a
// person can tell every option apart. A label names each object by its
// tag, which no other object the player sees has (view_tags.go), so two
// labels the engine words collide only when their options name the same
// objects and differ in what no label says; labels given with the
// options (an ability's text, to order triggered abilities) collide for
// options of different objects too. Among colliding labels, an option
// whose object is not the same as every other colliding option's gets
// its object's tag after the label ("When this creature dies, … (Brutal
// Cathar (Bob's))"); those that still collide get their option's number
// ("… (option 3)"). It costs a comparison of the labels when none
// collide, and is deterministic.
func (g labeller) distinctLabels(d *Decision) {
	dup := duplicateLabels(d.Options)
	if dup == nil {
		return
	}
	base := make([]string, len(d.Options))
	for i := range d.Options {
		base[i] = d.Options[i].Text
	}
	for i := range d.Options {
		o := &d.Options[i]
		if !dup[i] || o.Obj == NoObj {
			continue
		}
		for j := range d.Options {
			if j != i && dup[j] && base[j] == base[i] && d.Options[j].Obj != o.Obj {
				o.Text = base[i] + " (" + g.labelName(o.Obj) + ")"
				break
			}
		}
	}
	dup = duplicateLabels(d.Options)
	for i := range d.Options {
		if dup != nil && dup[i] {
			d.Options[i].Text += " (option " + itoa(i+1) + ")"
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
