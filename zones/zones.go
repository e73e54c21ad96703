// Package zones names the zones of a game of Magic (CR 400) and provides an
// ordered container for a zone's contents. It holds no game logic.
package zones

// Kind is a zone (CR 400.1). The zero value is None: an object that is in no
// zone, such as a card that has left the game with its owner (CR 800.4a).
type Kind uint8

// The zones of the game.
const (
	None Kind = iota
	Library
	Hand
	Battlefield
	Graveyard
	Stack
	Exile
	numKinds
)

// Count is the number of zone kinds, None included.
const Count = int(numKinds)

var kindNames = [...]string{"nowhere", "library", "hand", "battlefield", "graveyard", "stack", "exile"}

// String returns the zone's name in lower case, as the rules write it.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "invalid zone"
}

// Parse returns the zone named s ("battlefield", "nowhere", …).
func Parse(s string) (Kind, bool) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), true
		}
	}
	return None, false
}

// Public reports whether every player may see the zone's contents (CR 400.2).
func (k Kind) Public() bool {
	return k == Battlefield || k == Graveyard || k == Stack || k == Exile
}

// Shared reports whether the zone is shared by all players rather than owned
// by one (CR 400.1): the battlefield, the stack and exile.
func (k Kind) Shared() bool {
	return k == Battlefield || k == Stack || k == Exile
}
