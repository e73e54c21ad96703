package engine

// The accessors below read an option of a decision by what it means for
// the decision's kind: Option.Obj, Player and IsPlayer mean something
// different in each (the creature that attacks, the blocker, the target,
// the source of a trigger to order, the creature dealt damage, …; see
// Option). Each takes the option's index in Options and returns false
// (and a zero value) for a decision of another kind or an index out of
// range.

// option returns option i, or nil when i is out of range.
func (d *Decision) option(i int) *Option {
	if i < 0 || i >= len(d.Options) {
		return nil
	}
	return &d.Options[i]
}

// Target returns the object or player option i names, for the decisions
// whose options each name one: the target of a triggered ability
// (DecideTarget; for an ability on the stack, CR 115.1, the ability's
// source, which the option's Text names with the ability), the object
// chosen (DecideObjects, DecideDiscard, DecideLegend, DecideCopy), the
// player an Aura is attached to (DecideAttachPlayer), the source of a
// triggered ability to order (DecideTriggerOrder, CR 603.3b), and the
// object the replacement effects to order apply to (DecideReplacementOrder,
// CR 616.1; the option's Text names the effect), the player who would
// take the first turn (DecideStartingPlayer, CR 103.1; in Two-Headed
// Giant the first seat of that team), and a card of the hand to put on
// the bottom of the library (DecideBottom, CR 103.5). ok is false for an option
// that names neither (the "nothing" of a DecideCopy) and for a decision of
// any other kind.
func (d *Decision) Target(i int) (Target, bool) {
	o := d.option(i)
	if o == nil {
		return Target{}, false
	}
	switch d.Kind {
	case DecideTarget, DecideObjects, DecideDiscard, DecideLegend, DecideCopy, DecideAttachPlayer,
		DecideTriggerOrder, DecideReplacementOrder, DecideStartingPlayer, DecideBottom:
		switch {
		case o.IsPlayer:
			return TargetPlayerID(o.Player), true
		case o.Obj != NoObj:
			return TargetObject(o.Obj), true
		}
	}
	return Target{}, false
}

// Attack returns the attack option i of a DecideAttackers decision
// declares (CR 508.1a–b): the creature (Option.Obj), the player it
// attacks (Option.Player), and the planeswalker it attacks
// (Option.Planeswalker; NoObj for the player).
func (d *Decision) Attack(i int) (Attack, bool) {
	o := d.option(i)
	if o == nil || d.Kind != DecideAttackers {
		return Attack{}, false
	}
	return Attack{Attacker: o.Obj, Defender: o.Player, Planeswalker: o.Planeswalker}, true
}

// Block returns the block option i of a DecideBlockers decision declares
// (CR 509.1a): the blocker (also Option.Obj) and the attacker it blocks.
func (d *Decision) Block(i int) (Block, bool) {
	o := d.option(i)
	if o == nil || d.Kind != DecideBlockers {
		return Block{}, false
	}
	return o.Block, true
}

// Assignment is what one option of a DecideCombatDamage decision assigns
// (CR 510.1c–d): Amount damage To a blocking creature, the player the
// creature attacks or the planeswalker it attacks (Attacked), and for a
// creature the damage lethal to it for the assignment (CR 702.2c,
// 702.19b; 0 for a player or a planeswalker attacked).
type Assignment struct {
	To       Target
	Amount   int
	Lethal   int
	Attacked bool
}

// Assignment returns what option i of a DecideCombatDamage decision
// assigns (Option.Obj or Player, Amount, Lethal, Attacked).
func (d *Decision) Assignment(i int) (Assignment, bool) {
	o := d.option(i)
	if o == nil || d.Kind != DecideCombatDamage {
		return Assignment{}, false
	}
	to := TargetObject(o.Obj)
	if o.IsPlayer {
		to = TargetPlayerID(o.Player)
	}
	return Assignment{To: to, Amount: int(o.Amount), Lethal: int(o.Lethal), Attacked: o.Attacked}, true
}

// Keeps returns, for option i of a DecideMulligan decision (CR 103.5),
// whether it takes a mulligan and the number of cards the player keeps
// with it: the hand they hold for "keep", the hand another mulligan
// leaves them for "mulligan" (the starting hand size less the cards it
// puts on the bottom, CR 103.5c).
func (d *Decision) Keeps(i int) (mulligan bool, cards int, ok bool) {
	o := d.option(i)
	if o == nil || d.Kind != DecideMulligan {
		return false, 0, false
	}
	return o.Word == wordMulligan, int(o.Amount), true
}
