package engine

// PlayerRules are rule-changing effects on a player rather than on an
// object (CR 613.1, 611.2c): they apply to every spell the player casts
// and every permanent that enters under the player's control while they
// last, objects that appear later included.
type PlayerRules uint8

// The rule-changing effects on a player.
const (
	// CreaturesAsThoughFlash: "you may cast creature spells as though
	// they had flash" (CR 601.3, 609.4), a permission with no cost.
	CreaturesAsThoughFlash PlayerRules = 1 << iota
	// CreaturesEnterWithCounter: "each creature you control enters with
	// an additional +1/+1 counter on it", a replacement effect on
	// entering (CR 614.1c, 122.6); each such effect adds one.
	CreaturesEnterWithCounter

	// allPlayerRules is every rule above.
	allPlayerRules = CreaturesAsThoughFlash | CreaturesEnterWithCounter
)

// UntilYourNextTurn applies rules to the resolution's controller until
// their next turn begins (CR 611.2a, 800.4m): "until your next turn, you
// may cast creature spells as though they had flash".
func (r *Resolution) UntilYourNextTurn(rules PlayerRules) {
	if !r.live() || rules == 0 || r.g.st.players[r.item.controller].left {
		return
	}
	r.g.addEffect(contEffect{layer: LayerRules, source: r.item.obj, creator: r.item.controller,
		affected: NoObj, player: rules, duration: UntilYourNextTurn})
}

// playerRuleCount returns how many effects give player p the rule
// (one of PlayerRules).
func (g *Game) playerRuleCount(p PlayerID, rule PlayerRules) int {
	n := 0
	for i := range g.st.effects {
		if e := &g.st.effects[i]; e.affected == NoObj && e.creator == p && e.player&rule != 0 {
			n++
		}
	}
	return n
}

// mayCastAsThoughFlash reports whether an effect lets player p cast the
// spell with face as though it had flash without a cost (CR 601.3):
// a creature spell under CreaturesAsThoughFlash.
func (g *Game) mayCastAsThoughFlash(p PlayerID, face *Face) bool {
	return p >= 0 && int(p) < len(g.st.players) && face.Types.Has(Creature) && g.playerRuleCount(p, CreaturesAsThoughFlash) > 0
}

// enterWithPlayerCounters applies CreaturesEnterWithCounter to a
// permanent entering under e.Controller's control, judged as it would
// exist on the battlefield (CR 614.12): one +1/+1 counter per effect for a
// creature.
func (e *Entering) enterWithPlayerCounters() {
	if e.Controller == NoPlayer || !e.Face().Types.Has(Creature) {
		return
	}
	e.AddCounters(PlusOne, e.g.playerRuleCount(e.Controller, CreaturesEnterWithCounter))
}

// endUntilNextTurn ends the effects lasting until their creator's next
// turn as a turn begins, prev's turn having ended: the creator is the
// active player, or has left the game and their turn would have come
// between prev's and this one (CR 800.4m).
func (g *Game) endUntilNextTurn(prev PlayerID) {
	g.endEffects(func(e *contEffect) bool {
		return e.duration == UntilYourNextTurn && g.turnWouldBegin(e.creator, prev)
	})
}

// turnWouldBegin reports whether player p's turn begins now, after prev's
// turn: p is the active player, or p has left and comes after prev and
// before the active player in turn order.
func (g *Game) turnWouldBegin(p, prev PlayerID) bool {
	if p == g.st.active {
		return true
	}
	if !g.st.players[p].left || prev == NoPlayer {
		return false
	}
	n := PlayerID(len(g.st.players))
	for q := (prev + 1) % n; q != g.st.active; q = (q + 1) % n {
		if q == p {
			return true
		}
	}
	return false
}
