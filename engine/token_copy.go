package engine

// doubleFacedTokenCopy reports whether a token set up as a copy of
// permanent src is a double-faced token (CR 707.8a): a token created as a
// copy of a double-faced permanent has both faces and the face up that
// the original has, so it can transform (CR 712.9). That is so when the
// token is made from the original's own card and the original's copiable
// values are its face (it copies nothing itself). A token made with
// characteristics of its own that then enters as a copy (a token Clone)
// is not double-faced, as CR 707.8a says, nor is a copy of a permanent
// that is itself a copy of a double-faced one. back is the face the token
// has up.
func (g *Game) doubleFacedTokenCopy(pl *Placement) (back, ok bool) {
	if !pl.Token || pl.CopyOf == NoObj {
		return false, false
	}
	src := g.obj(pl.CopyOf)
	if g.defOf(src) != pl.Def || pl.Def.Back == nil || src.copyFace != 0 {
		return false, false
	}
	return src.back, true
}
