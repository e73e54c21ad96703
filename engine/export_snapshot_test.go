package engine

import "github.com/cathar-engine/cathar/zones"

// StateDigest is Digest of the game's state without what a snapshot does
// not record because the engine computes it from the state: the
// characteristics are those the state gives now (computed on a clone when
// they are stale), and the marks of stale caches and of the token scan are
// left out. A game and the game Restore makes from its snapshot have the
// same StateDigest.
func StateDigest(g *Game) string {
	c := g.Clone()
	if c.st.dirty {
		c.computeChars(false)
	}
	c.st.dirty = false
	c.st.tokenScan = 0
	return Digest(c)
}

// CachesFresh reports what of a game's caches is stale, unset or wrong:
// "" when the characteristics are computed, the summary of the
// battlefield is valid and the token scan mark passes over no token that
// the state-based action would remove (CR 704.5d), as after Restore.
func CachesFresh(g *Game) string {
	switch {
	case g.st.dirty:
		return "the characteristics are stale"
	case !g.sum.valid:
		return "the summary of the battlefield is not computed"
	}
	for i := 1; i < int(g.st.tokenScan) && i < len(g.st.objs); i++ {
		if o := &g.st.objs[i]; o.token && current(o) && o.zone != zones.Battlefield && o.zone != zones.None {
			return "the token scan mark passes over a token outside the battlefield"
		}
	}
	return ""
}
