package engine

// FlashPermission is a spell's own permission to be cast with instant
// timing for an additional cost: "You may cast this spell as though it had
// flash if you pay {2} more to cast it" (CR 601.3c). The caster announces
// it while proposing the spell (CastOptions.AsThoughFlash, CR 601.2b); the
// extra mana is then added to the total cost before reductions
// (CR 601.2f). The spell does not gain flash (CR 609.4).
type FlashPermission struct {
	// Text is the ability's rules text, for people.
	Text string
	// Extra is the mana added to the total cost.
	Extra ManaCost
}

// needsFlash reports whether face f may be cast now only as though it had
// flash: it is neither an instant nor a spell with flash, which may be
// cast whenever its caster has priority (CR 304.1, 702.8a), and sorcery
// says the caster could not cast a sorcery now (CR 307.1).
func needsFlash(f *Face, sorcery bool) bool {
	return !sorcery && !f.Types.Has(Instant) && !f.Keywords.Has(Flash)
}

// flashPermission checks the announcement of casting face "as though it
// had flash" and returns the extra mana it adds to the total cost. Without
// the announcement the spell keeps its normal timing and adds nothing
// (CR 117.1a). With it, the face's own permission must exist (CR 601.3);
// otherwise the cast fails with why.
func flashPermission(face *Face, announced bool) (extra ManaCost, why string) {
	if !announced {
		return ManaCost{}, ""
	}
	if face.AsThoughFlash == nil {
		return ManaCost{}, "nothing lets it be cast as though it had flash (CR 601.3)"
	}
	return face.AsThoughFlash.Extra, ""
}
