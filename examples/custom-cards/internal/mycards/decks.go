package mycards

import "github.com/cathar-engine/cathar/cards"

// Decks returns the example's decks, 40 cards each: its cards with cards
// of the built-in pool. Their names are new (no preset of the pool has
// them), as cli.WithDecks requires, and every card they name is in
// Registry.
func Decks() []cards.Preset {
	return []cards.Preset{
		{Name: "hollowmoor", About: "green-black: Hollowmoor Stalker, Mirewalk Corpse, Weaver of Blossoms, Murder", Entries: []cards.DeckEntry{
			{Name: "Forest", Count: 9}, {Name: "Swamp", Count: 8},
			{Name: "Hollowmoor Stalker", Count: 4}, {Name: "Mirewalk Corpse", Count: 4}, {Name: "Weaver of Blossoms", Count: 3},
			{Name: "Grizzly Bears", Count: 3}, {Name: "Llanowar Elves", Count: 3}, {Name: "Murder", Count: 3}, {Name: "Giant Growth", Count: 3},
		}},
		{Name: "absence", About: "white-blue: Fateful Absence, Negate, Gavony Dawnguard, Suspicious Stowaway", Entries: []cards.DeckEntry{
			{Name: "Plains", Count: 9}, {Name: "Island", Count: 8},
			{Name: "Fateful Absence", Count: 4}, {Name: "Negate", Count: 3}, {Name: "Gavony Dawnguard", Count: 3},
			{Name: "Suspicious Stowaway", Count: 3}, {Name: "Phantom Warrior", Count: 3}, {Name: "Celestus Sanctifier", Count: 3},
			{Name: "Raise the Alarm", Count: 2}, {Name: "Pacifism", Count: 2},
		}},
	}
}
