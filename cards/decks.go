package cards

import (
	"fmt"
	"slices"
	"sync"

	"github.com/cathar-engine/cathar/engine"
)

// DeckEntry is one line of a preset deck: a card and how many copies.
type DeckEntry struct {
	Name  string
	Count int
}

// Preset is a named deck built from the card pool, for self-play and
// benchmarks.
type Preset struct {
	Name    string
	About   string
	Entries []DeckEntry
}

// presets are the named decks, 40 cards each. Every card they name is in
// the pool; TestPresets checks it.
var presets = []Preset{
	{Name: "cathar", About: "white-red day/night: Brutal Cathar, Tavern Ruffian, Village Watch, Brimstone Vandal", Entries: []DeckEntry{
		{"Plains", 9}, {"Mountain", 8},
		{"Brutal Cathar", 4}, {"Tavern Ruffian", 3}, {"Village Watch", 2}, {"Brimstone Vandal", 3},
		{"Raise the Alarm", 2}, {"Pacifism", 2}, {"Cloudshift", 2}, {"Lightning Bolt", 3}, {"Into the Night", 2},
	}},
	{Name: "werewolves", About: "green-red werewolves: daybound and the older kind, Immerwolf, Moonmist", Entries: []DeckEntry{
		{"Forest", 9}, {"Mountain", 8},
		{"Weaver of Blossoms", 3}, {"Howlpack Piper", 2}, {"Grizzled Outcasts", 2}, {"Tavern Ruffian", 3},
		{"Immerwolf", 2}, {"Llanowar Elves", 2}, {"Moonmist", 2}, {"Moonrager's Slash", 2},
		{"Ranger's Guile", 1}, {"Battlegrowth", 2}, {"Giant Growth", 2},
	}},
	{Name: "classic", About: "red-green-blue creatures and removal without day/night (the determinism tests' first deck)", Entries: []DeckEntry{
		{"Forest", 7}, {"Mountain", 6}, {"Island", 4}, {"Swamp", 1},
		{"Grizzly Bears", 4}, {"Hill Giant", 3}, {"Llanowar Elves", 4}, {"Lightning Bolt", 3},
		{"Giant Growth", 2}, {"Clone", 2}, {"Act of Treason", 2}, {"Unsummon", 1}, {"Bonesplitter", 1},
	}},
	{Name: "control", About: "white-black removal, tokens and the Celestus (the determinism tests' second deck)", Entries: []DeckEntry{
		{"Plains", 7}, {"Swamp", 6}, {"Forest", 3}, {"Island", 2},
		{"Grizzly Bears", 4}, {"Hill Giant", 2}, {"Llanowar Elves", 1}, {"Raise the Alarm", 3},
		{"Murder", 3}, {"Pacifism", 3}, {"Bonesplitter", 2}, {"Cloudshift", 2}, {"Clone", 1}, {"The Celestus", 1},
	}},
	{Name: "howlpack", About: "green-red day/night werewolves of Midnight Hunt and Crimson Vow: Tovolar, Kessig Naturalist, Hound Tamer, Volatile Arsonist", Entries: []DeckEntry{
		{"Forest", 9}, {"Mountain", 8},
		{"Kessig Naturalist", 3}, {"Hound Tamer", 2}, {"Child of the Pack", 2}, {"Reckless Stormseeker", 3},
		{"Harvesttide Infiltrator", 2}, {"Volatile Arsonist", 2}, {"Tovolar's Huntmaster", 1}, {"Tovolar, Dire Overlord", 1},
		{"Oakshade Stalker", 2}, {"Tireless Hauler", 2}, {"Fangblade Brigand", 1}, {"Wolf Strike", 2},
	}},
	{Name: "dawnwatch", About: "white-blue-red day/night of Midnight Hunt and Crimson Vow: Sunrise Cavalier, Gavony Dawnguard, Vadrik, spellrune werewolves", Entries: []DeckEntry{
		{"Plains", 7}, {"Island", 5}, {"Mountain", 5},
		{"Sunrise Cavalier", 2}, {"Gavony Dawnguard", 2}, {"Celestus Sanctifier", 2}, {"Ballista Watcher", 2},
		{"Component Collector", 2}, {"Firmament Sage", 2}, {"Suspicious Stowaway", 2}, {"Spellrune Painter", 2},
		{"Lambholt Raconteur", 2}, {"Obsessive Astronomer", 2}, {"Vadrik, Astral Archmage", 1}, {"Ill-Tempered Loner", 2},
	}},
	{Name: "moonfury", About: "black-red-green day/night: Arlinn, Curse of Leeches, Unnatural Moonrise with flashback, Sunstreak Phoenix from the graveyard", Entries: []DeckEntry{
		{"Swamp", 6}, {"Mountain", 6}, {"Forest", 5},
		{"Arlinn, the Pack's Hope", 2}, {"Curse of Leeches", 2}, {"Unnatural Moonrise", 2}, {"Sunstreak Phoenix", 2},
		{"Baneblade Scoundrel", 2}, {"Graveyard Trespasser", 2}, {"Shady Traveler", 1}, {"Fearful Villager", 2},
		{"Weary Prisoner", 2}, {"Bird Admirer", 2}, {"Infestation Expert", 2}, {"Olivia's Midnight Ambush", 2},
	}},
}

// Presets returns the preset decks, in a fixed order.
func Presets() []Preset { return append([]Preset(nil), presets...) }

// Deck returns a fresh library built from the preset deck with that name,
// top card last. The error wraps engine.ErrUnknownCard for an unknown
// name.
func Deck(name string) ([]*engine.CardDef, error) {
	libraries := builtLibraries()
	for i, p := range presets {
		if p.Name == name {
			l := libraries[i]
			if l.err != nil {
				return nil, l.err
			}
			return slices.Clone(l.cards), nil
		}
	}
	return nil, fmt.Errorf("deck %q: %w", name, engine.ErrUnknownCard)
}

// library is a preset deck's cards, or the error of a name the pool
// lacks.
type library struct {
	cards []*engine.CardDef
	err   error
}

// builtLibraries returns the library of each preset deck, in the order of
// presets, looked up once: the presets and the built-in pool never
// change, and each Deck is a copy.
var builtLibraries = sync.OnceValue(func() []library {
	out := make([]library, len(presets))
	for i, p := range presets {
		n := 0
		for _, e := range p.Entries {
			n += e.Count
		}
		cards := make([]*engine.CardDef, 0, n)
		for _, e := range p.Entries {
			def, err := Lookup(e.Name)
			if err != nil {
				out[i].err = fmt.Errorf("deck %s: %w", p.Name, err)
				break
			}
			for range e.Count {
				cards = append(cards, def)
			}
		}
		if out[i].err == nil {
			out[i].cards = cards
		}
	}
	return out
})
