package engine

import "github.com/cathar-engine/cathar/daynight"

// GameRule is a static ability that changes a rule of the game rather
// than the characteristics of objects (CR 604.1, 613.1, 101.2): it
// applies while its source is on the battlefield (CR 113.6), and its
// "can't" beats any rule or effect that says the thing happens
// (CR 101.2). Kind GameRuleKind.
type GameRule struct {
	// NoNight is "It can't become night": neither the untap step's check
	// (CR 731.2a) nor an effect (731.1) nor a nightbound permanent
	// (702.145g) makes it night while the source is on the battlefield,
	// so daybound permanents don't transform.
	NoNight bool
	// CastLimit, when set, forbids caster, one of the players Casters
	// names relative to the source's controller ("your opponents"), to
	// cast a spell whose face is spell and whose mana value, X included
	// (CR 202.3e), is mv; it returns why, or "" when the cast is allowed
	// (CR 601.3, 601.3a).
	CastLimit func(g View, source ObjID, caster PlayerID, spell *Face, mv int) string
	Casters   Relation
}

// hasAbilityKind reports whether a permanent of statics has an ability of
// kind k: summary.gameRules for GameRuleKind, summary.costChanges for
// CostChangeKind.
func (g *Game) hasAbilityKind(statics []ObjID, k AbilityKind) bool {
	for _, id := range statics {
		for _, ab := range g.abilities(g.chars(g.obj(id))) {
			if ab.Kind == k {
				return true
			}
		}
	}
	return false
}

// gameRules calls f with each GameRuleKind ability on the battlefield and
// its source, in battlefield order, until f returns false.
func (g *Game) gameRules(f func(src ObjID, r *GameRule) bool) {
	g.refresh()
	if !g.sum.gameRules {
		return
	}
	for _, id := range g.st.battlefield {
		for _, ab := range g.abilities(g.chars(g.obj(id))) {
			if ab.Kind == GameRuleKind && !f(id, &ab.Rule) {
				return
			}
		}
	}
}

// nightForbidden reports whether a permanent says "it can't become night"
// (CR 101.2).
func (g *Game) nightForbidden() bool {
	no := false
	g.gameRules(func(_ ObjID, r *GameRule) bool {
		no = r.NoNight
		return !no
	})
	return no
}

// allowedDesignation returns d, or the designation the game keeps when a
// "can't" effect forbids becoming d (CR 101.2).
func (g *Game) allowedDesignation(d daynight.Designation) daynight.Designation {
	if d == daynight.Night && g.st.dayNight != daynight.Night && g.nightForbidden() {
		return g.st.dayNight
	}
	return d
}

// castForbidden returns why a rule-changing ability forbids p to cast face
// with X announced as x (CR 601.3): the check is made as the spell is
// proposed, so it fails at once. "" when nothing forbids it.
func (g *Game) castForbidden(p PlayerID, face *Face, x int) string {
	mv := face.ManaCost.ManaValue(x)
	why := ""
	g.gameRules(func(src ObjID, r *GameRule) bool {
		if r.CastLimit != nil && g.related(r.Casters, g.chars(g.obj(src)).Controller, p) {
			why = g.castLimit(r, src, p, face, mv)
		}
		return why == ""
	})
	return why
}
