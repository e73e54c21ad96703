package engine

import "slices"

// sourcesMemo is a list of a player's mana sources (sources) kept with
// what it was listed under, so that the next payment or listing in the
// same state reads it again instead of walking the battlefield: the cast
// of a spell a listing has just offered checks its cost against the same
// sources, and a draw leaves the battlefield as it was.
//
// It is a cache, not state (paySrcs and handSrcs in cache.go): a clone,
// a restored game and a determinized copy start without it. The
// list depends on the permanents on the battlefield, their
// characteristics, tapped state and control, the players' turns (CR
// 302.6) and the permanents with mana replacements and triggers: all
// state written through the bookkeeping primitives. So a list holds while
// the count of writes not confined to a hand and a library (passOnly's
// public, which a rollback and a rewind count too) and the turn are those
// it was listed at and the characteristics are up to date. A list whose
// listing ran card code, which may read anything, is not kept. With the
// engine's own tests (verifyUndo) every list read again is listed anew and
// compared, and CheckInvariants compares each list that holds with a new
// listing.
type sourcesMemo struct {
	set     bool
	p       PlayerID
	exclude ObjID
	turn    int32
	public  uint64
	srcs    []manaSource
}

// holds reports whether m is p's list of sources, without exclude, now.
func (m *sourcesMemo) holds(g *Game, p PlayerID, exclude ObjID) bool {
	return m.set && !g.st.dirty && m.p == p && m.exclude == exclude &&
		m.turn == g.st.turn && m.public == g.passOnly.public
}

// memoSources returns sources(p, exclude) from m, or from LegalActions'
// list of p's sources when m is payPlan's, when one holds, or lists them
// anew into m. The list is m's or LegalActions': the caller reads it and
// does not keep it.
func (g *Game) memoSources(m *sourcesMemo, p PlayerID, exclude ObjID) []manaSource {
	hand := m
	if p >= 0 && int(p) < len(g.handSrcs) {
		hand = &g.handSrcs[p]
	}
	for _, k := range [...]*sourcesMemo{m, hand} {
		if k.holds(g, p, exclude) {
			if g.verifyUndo {
				if fresh := g.sources(p, exclude, nil); !slices.Equal(fresh, k.srcs) {
					panic("engine: the mana sources kept missed a change: " + g.PlayerName(p))
				}
			}
			return k.srcs
		}
	}
	code := g.passOnly.code
	m.srcs = g.sources(p, exclude, m.srcs)
	m.set, m.p, m.exclude = code == g.passOnly.code, p, exclude
	m.turn, m.public = g.st.turn, g.passOnly.public
	return m.srcs
}

// checkSourcesMemo returns the name of the first player whose kept list
// of sources holds now and differs from a new listing, or "". A list that
// differs is dropped, so that the checks after this one (the pass-only
// cache's listing) read the battlefield.
func (g *Game) checkSourcesMemo() string {
	name := ""
	for i := -1; i < len(g.handSrcs); i++ {
		m := &g.paySrcs
		if i >= 0 {
			m = &g.handSrcs[i]
		}
		if m.holds(g, m.p, m.exclude) && !slices.Equal(g.sources(m.p, m.exclude, nil), m.srcs) {
			m.set = false
			if name == "" {
				name = g.PlayerName(m.p)
			}
		}
	}
	return name
}
