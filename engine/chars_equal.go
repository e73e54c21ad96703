package engine

import "unsafe"

// equalChars reports whether two sets of characteristics have the same
// values (abilities compared by identity).
func equalChars(a, b *Characteristics) bool {
	x, y := *a, *b
	x.Abilities, y.Abilities = nil, nil
	if !sameChars(&x, &y) || len(a.Abilities) != len(b.Abilities) {
		return false
	}
	for i := range a.Abilities {
		if a.Abilities[i] != b.Abilities[i] {
			return false
		}
	}
	return true
}

// sameChars reports whether two sets of characteristics are the same
// values (names and abilities compared by identity).
func sameChars(a, b *Characteristics) bool {
	const n = unsafe.Sizeof(Characteristics{})
	return *(*[n]byte)(unsafe.Pointer(a)) == *(*[n]byte)(unsafe.Pointer(b))
}
