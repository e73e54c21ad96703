package scenario

import (
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// flashbackStop reports whether `with flashback` comes next: in a cast, it
// follows the card and takes the card from the player's graveyard, paying
// its flashback cost (CR 702.34a).
func flashbackStop(c *cursor) bool { return c.peek().is("with") && c.peekAt(1).is("flashback") }

// withFlashback parses `with flashback` if it comes next.
func withFlashback(c *cursor) bool { return c.acceptSeq("with", "flashback") }

// castCard returns the card a cast takes: from the graveyard with
// flashback, else from the hand.
func (r *runner) castCard(s *castStmt) (engine.ObjID, error) {
	if s.flashback {
		return r.ownCard(s.player, s.card, zones.Graveyard, "graveyard")
	}
	return r.handCard(s.player, s.card)
}
