package engine

// This file exposes the pass-only cache (cache_pass_only.go) to the external
// tests.

// UntapMissingPassReset untaps permanent id through its operation, then
// sets the pass-only cache's count of writes back as though the write had
// not been counted: a state-change operation that forgot the reset, for
// the tests to show that the checks find it.
func UntapMissingPassReset(g *Game, id ObjID) {
	w, pub, hid := g.passOnly.writes, g.passOnly.public, g.passOnly.hidden
	g.untap(id)
	g.passOnly.writes, g.passOnly.public, g.passOnly.hidden = w, pub, hid
}

// UntapOutside untaps permanent id through its operation, outside any action, as
// a test's way to change the state between actions.
func UntapOutside(g *Game, id ObjID) { g.untap(id) }

// PassOnlyCached reports whether the pass-only cache answers that p may
// only pass.
func PassOnlyCached(g *Game, p PlayerID) bool { return g.onlyPassing(p) }
