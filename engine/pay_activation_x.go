package engine

// activationMana is the mana an activation of ab pays with x announced for
// {X} (CR 602.2b, 107.3a, 107.3m: X in an activation cost is chosen as the
// ability is activated and is the same X its effect reads). An ability
// without {X} in its cost, and every mana ability, takes only x = 0; x is
// otherwise bounded as a spell's is. A refused x is returned as why.
func activationMana(ab *Ability, x int) (ManaCost, string) {
	if x == 0 {
		return ab.Cost.Mana.withX(0), ""
	}
	if ab.Cost.Mana.X == 0 || ab.Kind == ManaAbility {
		return ManaCost{}, "this ability has no X"
	}
	if x < 0 || x > 1000 {
		return ManaCost{}, "X must be between 0 and 1000"
	}
	return ab.Cost.Mana.withX(x), ""
}
