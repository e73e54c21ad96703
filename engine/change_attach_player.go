package engine

// The state-change operation of attaching a permanent to a player (see
// change.go): an Aura with "enchant player" (CR 303.4, 702.5).

// attachToPlayer attaches permanent src to player p, with a new timestamp
// (CR 701.3a, 613.7e): an Aura with "enchant player" attached as it
// transforms (CR 712.20, 303.4f). Whatever it was attached to, it no
// longer is.
func (g *Game) attachToPlayer(src ObjID, p PlayerID) {
	g.attachment(src, NoObj, p)
}
