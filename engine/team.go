package engine

import (
	"fmt"
	"strings"
)

// Variant is the multiplayer variant a game is played in (CR 800.2). The
// zero value is the ordinary game: two players, or free-for-all with more
// (CR 806).
type Variant uint8

// The variants the engine plays.
const (
	// FreeForAll is the ordinary game: each player for themselves.
	FreeForAll Variant = iota
	// TwoHeadedGiant is Two-Headed Giant (CR 810): four players in two
	// teams of two, the first two seats one team and the last two the
	// other; a shared life total starting at 30 (CR 810.4); shared team
	// turns (CR 805); teams win and lose together (CR 810.8a).
	TwoHeadedGiant
	numVariants
)

// TeamStartingLife is a Two-Headed Giant team's starting life total
// (CR 810.4).
const TeamStartingLife = 30

// String returns the variant's name as the scenario format writes it.
func (v Variant) String() string {
	switch v {
	case FreeForAll:
		return "free-for-all"
	case TwoHeadedGiant:
		return "two-headed giant"
	}
	return "invalid variant"
}

// ParseVariant returns the variant named s: "two-headed giant",
// "two-headed-giant" or "2hg" for Two-Headed Giant, "free-for-all" for the
// ordinary game (case-insensitive).
func ParseVariant(s string) (Variant, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "two-headed giant", "two-headed-giant", "2hg":
		return TwoHeadedGiant, true
	case "free-for-all", "ffa", "":
		return FreeForAll, true
	}
	return FreeForAll, false
}

// WithVariant makes the game a game of variant v. Two-Headed Giant needs
// exactly four players; New refuses anything else with an error wrapping
// ErrInvalidValue.
func WithVariant(v Variant) GameOption { return func(g *Game) { g.st.variant = v } }

// checkVariant checks the variant against the number of players, for New.
func (g *Game) checkVariant(players int) error {
	switch {
	case g.st.variant >= numVariants:
		return fmt.Errorf("variant %d: %w", g.st.variant, ErrInvalidValue)
	case g.st.variant == TwoHeadedGiant && players != 4:
		return fmt.Errorf("two-headed giant with %d players: %w (exactly 4, CR 810.1)", players, ErrInvalidValue)
	}
	return nil
}

// startingLife is each player's starting life total: a Two-Headed Giant
// team's shared total is kept in both teammates (CR 810.4, 103.4a).
func (g *Game) startingLife() int32 {
	if g.st.variant == TwoHeadedGiant {
		return TeamStartingLife
	}
	return StartingLife
}

// Variant returns the game's variant.
func (g *Game) Variant() Variant { return g.st.variant }

// teams reports whether the game is played in teams (Two-Headed Giant).
func (g *Game) teams() bool { return g.st.variant == TwoHeadedGiant }

// Teammate returns p's teammate in Two-Headed Giant, or NoPlayer in a game
// without teams or for an unknown player.
func (g *Game) Teammate(p PlayerID) PlayerID {
	if !g.teams() || p < 0 || int(p) >= len(g.st.players) {
		return NoPlayer
	}
	return p ^ 1 // seats 0 and 1 are one team, 2 and 3 the other
}

// SameTeam reports whether p and q are the same player or teammates.
func (g *Game) SameTeam(p, q PlayerID) bool {
	return p != NoPlayer && q != NoPlayer && (p == q || g.Teammate(p) == q)
}

// Opponents reports whether p and q are opponents: different players and,
// in Two-Headed Giant, of different teams (CR 102.3, 810.1).
func (g *Game) Opponents(p, q PlayerID) bool { return g.opponents(p, q) }

func (g *Game) opponents(p, q PlayerID) bool {
	return p != q && p != NoPlayer && q != NoPlayer && !g.SameTeam(p, q)
}

// teamLead returns the first seat of p's team, p itself without teams.
// The active player the engine records in Two-Headed Giant is the active
// team's first seat.
func (g *Game) teamLead(p PlayerID) PlayerID {
	if g.teams() && p != NoPlayer {
		return p &^ 1
	}
	return p
}

// IsActive reports whether p is an active player: the active player, or,
// in Two-Headed Giant, either player of the active team (CR 805.4a).
func (g *Game) IsActive(p PlayerID) bool {
	return g.st.wait != waitSetup && g.SameTeam(p, g.st.active)
}

// isActive is IsActive during setup too.
func (g *Game) isActive(p PlayerID) bool { return g.SameTeam(p, g.st.active) }

// activePlayers returns the active players in APNAP order: the active
// player, and in Two-Headed Giant the teammate after them (CR 805.6).
func (g *Game) activePlayers(buf []PlayerID) []PlayerID {
	buf = append(buf[:0], g.st.active)
	if tm := g.Teammate(g.st.active); tm != NoPlayer && !g.st.players[tm].left {
		buf = append(buf, tm)
	}
	return buf
}

// withTeammates adds to ps the teammates of its players that are not in
// it (CR 810.8a: if either player of a team loses, the team loses).
func (g *Game) withTeammates(ps []PlayerID) []PlayerID {
	if !g.teams() {
		return ps
	}
	out := append([]PlayerID(nil), ps...)
	for _, p := range ps {
		if tm := g.Teammate(p); !containsPlayer(out, tm) && !g.st.players[tm].left && !g.st.players[tm].lost {
			out = append(out, tm)
		}
	}
	return out
}

func containsPlayer(ps []PlayerID, p PlayerID) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// nextPriority returns the player who receives priority after p passes
// (CR 117.3d). In Two-Headed Giant priority belongs to teams (CR 805.5):
// p's pass is the first of the team's two passes, and priority goes to the
// teammate, or the second, and it goes to the first seat of the other
// team; every player of both teams passing in succession is both teams
// passing (CR 805.5b).
func (g *Game) nextPriority(p PlayerID) PlayerID {
	if !g.teams() {
		return g.nextPlayer(p)
	}
	if g.st.passes%2 == 1 {
		return g.Teammate(p)
	}
	return g.teamLead(p) ^ 2
}

// nextTurnPlayer returns the active player of the turn after prev's: the
// next player in turn order, or in Two-Headed Giant the first seat of the
// other team (turns belong to teams, CR 805.4).
func (g *Game) nextTurnPlayer(prev PlayerID) PlayerID {
	if g.teams() && prev != NoPlayer {
		return g.teamLead(prev) ^ 2
	}
	return g.nextPlayer(prev)
}

// startTeams sets the turn's teams as Start begins a Two-Headed Giant
// game at at: at.Player's team is active (its first seat recorded as the
// active player), the teams alternate turns (CR 805.4), so the starting
// team is the active one on odd turns, and each player's most recent turn
// is their team's.
func (g *Game) startTeams(at StartAt) {
	active := g.teamLead(at.Player)
	other := active ^ 2
	g.st.active = active
	g.st.starting = active
	if at.Turn%2 == 0 {
		g.st.starting = other
	}
	if at.Turn > 1 {
		g.st.prevActive = other
	}
	for i := range g.st.players {
		p := PlayerID(i)
		t := int32(at.Turn)
		if !g.SameTeam(p, active) {
			t--
		}
		g.setLastTurn(p, max(t, 0))
	}
}

// defenderFor returns the player the i-th attacker a decider is offered
// attacks: the next player in turn order, or in Two-Headed Giant the
// players of the other team in turn (CR 805.10b).
func (g *Game) defenderFor(p PlayerID, i int) PlayerID {
	if !g.teams() {
		return g.nextPlayer(p)
	}
	return g.teamLead(p) ^ 2 | PlayerID(i&1)
}

// oneTeamRemains reports whether every player still in the game is of one
// team: the game is then over, that team the winner (CR 810.8a, 104.2a).
func (g *Game) oneTeamRemains() bool {
	first := NoPlayer
	for i := range g.st.players {
		p := PlayerID(i)
		if g.st.players[i].left || g.st.players[i].lost {
			continue
		}
		if first == NoPlayer {
			first = p
		} else if !g.SameTeam(first, p) {
			return false
		}
	}
	return true
}

// teamHasPriority reports whether p may take action now: p holds
// priority, or, in Two-Headed Giant, p's teammate does, for anything but
// passing: a player may cast spells, activate abilities and play lands
// while their team has priority (CR 805.5a); passing is the holder's.
func (g *Game) teamHasPriority(action string, p PlayerID) bool {
	return g.st.priority == p || (action != actPass && g.teams() && g.SameTeam(g.st.priority, p))
}
