package engine

import "github.com/cathar-engine/cathar/zones"

// attackDecision fills d.Options with what Step offers active player p
// as attackers are declared (CR 508.1a–b): for each creature that can
// attack, in battlefield order, an option to attack the player
// defenderFor gives it, then one for each planeswalker an opponent
// controls. One walk of the battlefield reads each permanent's
// characteristics once for all of it. forced reports whether one of those
// creatures attacks each combat if able (CR 508.1d): without one,
// withForcedAttackers has nothing to add.
func (g *Game) attackDecision(d *Decision, p PlayerID) (forced bool) {
	var room [4]ObjID
	pws := room[:0] // the planeswalkers an opponent of p controls: p's creatures may attack them
	def, teams := g.defenderFor(p, 0), g.teams()
	n := 0 // the creatures that can attack so far
	for _, id := range g.st.battlefield {
		o := g.obj(id)
		ch := g.chars(o)
		if ch.Is(Planeswalker) && g.opponents(p, ch.Controller) {
			pws = append(pws, id)
		}
		if ch.Controller != p && !teams { // the test of cantAttackWith that most permanents fail, first
			continue
		}
		if o.zone != zones.Battlefield || o.next != NoObj || g.cantAttackWith(o, ch, p) != "" {
			continue
		}
		if teams {
			def = g.defenderFor(p, n)
		}
		d.Options = append(d.Options, Option{})
		op := &d.Options[len(d.Options)-1] // built in place: an Option is large
		op.Obj, op.Player, op.Index = id, def, len(d.Options)-1
		forced = forced || ch.Rules&AttacksEachCombat != 0
		n++
	}
	if len(pws) > 0 { // each creature's option to attack its player comes before those to attack planeswalkers
		creatures := append([]Option(nil), d.Options...)
		d.Options = d.Options[:0]
		for _, o := range creatures {
			o.Index = len(d.Options)
			d.Options = append(d.Options, o)
			d.Options = g.attackOptions(d.Options, o.Obj, pws)
		}
	}
	return forced
}
