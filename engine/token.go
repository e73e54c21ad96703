package engine

// The predefined tokens (CR 111.10): an effect that creates one of them
// uses these definitions. They are shared, like every definition, and must
// not be changed. Their names are their subtypes followed by "Token"
// (CR 111.4), as an effect that names them gives them no name of its own.

var (
	treasureToken = Finish(&CardDef{Front: Face{Name: "Treasure Token", Types: Types(Artifact), Subtypes: Subtypes(Treasure),
		Abilities: []*Ability{{Kind: ManaAbility, Text: "{T}, Sacrifice this token: Add one mana of any color.",
			Cost: Cost{Tap: true, SacrificeSelf: true}, Mana: ManaSpec{AnyColor: 1}}}}}) // CR 111.10a
	foodToken = Finish(&CardDef{Front: Face{Name: "Food Token", Types: Types(Artifact), Subtypes: Subtypes(Food),
		Abilities: []*Ability{{Kind: Activated, Text: "{2}, {T}, Sacrifice this token: You gain 3 life.",
			Cost:   Cost{Mana: MustManaCost("{2}"), Tap: true, SacrificeSelf: true},
			Effect: func(r *Resolution) { r.GainLife(r.Controller(), 3) }}}}}) // CR 111.10b
	clueToken = Finish(&CardDef{Front: Face{Name: "Clue Token", Types: Types(Artifact), Subtypes: Subtypes(Clue),
		Abilities: []*Ability{{Kind: Activated, Text: "{2}, Sacrifice this token: Draw a card.",
			Cost:   Cost{Mana: MustManaCost("{2}"), SacrificeSelf: true},
			Effect: func(r *Resolution) { r.Draw(r.Controller(), 1) }}}}}) // CR 111.10f
)

// TreasureToken returns the definition of a Treasure token (CR 111.10a):
// a colorless Treasure artifact with "{T}, Sacrifice this token: Add one
// mana of any color."
func TreasureToken() *CardDef { return treasureToken }

// FoodToken returns the definition of a Food token (CR 111.10b): a
// colorless Food artifact with "{2}, {T}, Sacrifice this token: You gain
// 3 life."
func FoodToken() *CardDef { return foodToken }

// ClueToken returns the definition of a Clue token (CR 111.10f): a
// colorless Clue artifact with "{2}, Sacrifice this token: Draw a card."
func ClueToken() *CardDef { return clueToken }

// PredefinedTokens returns the predefined tokens the engine defines, for
// registries that must find them by name (snapshots, recordings,
// scenarios).
func PredefinedTokens() []*CardDef { return []*CardDef{clueToken, foodToken, treasureToken} }

// CreateTokensFor creates n tokens with the characteristics of def under
// player p's control (CR 111.2: the player who creates a token is its
// owner, whoever controls the effect) and returns them. A player who has
// left the game gets none (CR 800.4b).
func (r *Resolution) CreateTokensFor(p PlayerID, def *CardDef, n int) []ObjID {
	if !r.live() || def == nil || p < 0 || int(p) >= len(r.g.st.players) {
		return nil
	}
	return r.g.createTokens(def, p, n)
}

// Investigate has player p investigate (CR 701.16a): p creates a Clue
// token. "Its controller investigates" names the controller of an object
// that may be gone by then: read it with last known information
// (CR 608.2h), as Game.Object does for an object that left, and pass it
// here. It returns the Clue.
func (r *Resolution) Investigate(p PlayerID) ObjID {
	ids := r.CreateTokensFor(p, clueToken, 1)
	if len(ids) == 0 {
		return NoObj
	}
	return ids[0]
}
