package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// checkGameV2 checks the expectations of version 2 that are about the
// game or a player rather than a labelled card. It reports whether s is
// one of them.
func (r *runner) checkGameV2(s *expectStmt, fail func(expected, found string) error) (bool, error) {
	g := r.g
	pid := engine.PlayerID(s.player)
	player := ""
	if s.player >= 0 {
		player = r.f.Players[s.player]
	}
	switch s.kind {
	case expTurn:
		if turn, now := r.nowPos(); turn != s.n || now != s.pos {
			return true, fail(fmt.Sprintf("turn %d %v", s.n, s.pos), fmt.Sprintf("turn %d %v", turn, now))
		}
	case expActive:
		if _, active, _ := g.Turn(); !g.SameTeam(active, pid) { // either teammate, in Two-Headed Giant
			return true, fail("active "+player, "active "+g.PlayerName(active))
		}
	case expZoneCount:
		if n := len(g.Zone(pid, s.zone)); n != s.n {
			return true, fail(fmt.Sprintf("%v %s %d", s.zone, player, s.n), fmt.Sprintf("%v %s %d", s.zone, player, n))
		}
	case expTokensNamed:
		if n := r.countTokensNamed(pid, s.name); n != s.n {
			return true, fail(fmt.Sprintf("%s controls %d tokens named %s", player, s.n, s.name),
				fmt.Sprintf("%s controls %d tokens named %s", player, n, s.name))
		}
	default:
		return false, nil
	}
	return true, nil
}

// countTokensNamed counts the tokens p controls that answer to name, with
// or without the word "Token" (CR 111.4).
func (r *runner) countTokensNamed(p engine.PlayerID, name string) int {
	n := 0
	for _, id := range r.g.Battlefield() {
		if in := r.info(id); in.Token && in.Controller == p && sameName(in.Characteristics.Name, name) {
			n++
		}
	}
	return n
}
