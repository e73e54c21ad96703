package engine

// This file exposes the layers of the game's texts (object_tables.go) to
// the external tests.

// ForgetTextLayers clears the layers every text of the game records for
// its static abilities: a text made without them, for the tests to show
// that the invariant checker finds it.
func ForgetTextLayers(g *Game) {
	for i := range g.texts {
		g.texts[i].layers = 0
	}
}
