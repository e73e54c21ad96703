package engine

import (
	"fmt"
	"strings"
)

// Variant is the multiplayer variant a game is played in. The
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
