package engine

// Requirements on the declaration of attackers (CR 508.1d): a creature
// with "attacks each combat if able" (AttacksEachCombat) must attack if it
// can. No requirement in the engine has a cost (CR 508.1h), so obeying
// one never conflicts with another or with a restriction: the creatures
// that can attack and have it must all attack.

// unmetAttackRequirement returns a creature player p controls that must
// attack and is missing from attacks, or NoObj.
func (g *Game) unmetAttackRequirement(p PlayerID, attacks []Attack) ObjID {
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		if g.chars(o).Rules&AttacksEachCombat == 0 || g.cantAttackReason(o, p) != "" {
			continue
		}
		if !declares(attacks, id) {
			return id
		}
	}
	return NoObj
}

// withForcedAttackers adds to attacks, attacking def, each creature that
// must attack and is not in them (CR 508.1d): an autoplaying decider's
// choice of attackers is completed so that it obeys the requirements.
func (g *Game) withForcedAttackers(p, def PlayerID, attacks []Attack) []Attack {
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		if g.chars(o).Rules&AttacksEachCombat != 0 && g.cantAttackReason(o, p) == "" && !declares(attacks, id) {
			attacks = append(attacks, Attack{Attacker: id, Defender: def})
		}
	}
	return attacks
}

// ForcedAttackers returns the creatures the active player must declare
// as attackers now (CR 508.1d: "attacks each combat if able", and able),
// in battlefield order; nil outside the declaration of attackers.
func (g *Game) ForcedAttackers() []ObjID {
	if g.st.wait != waitAttackers {
		return nil
	}
	g.refresh()
	var out []ObjID
	for _, a := range g.withForcedAttackers(g.st.active, NoPlayer, nil) {
		out = append(out, a.Attacker)
	}
	return out
}

func declares(attacks []Attack, id ObjID) bool {
	for _, a := range attacks {
		if a.Attacker == id {
			return true
		}
	}
	return false
}
