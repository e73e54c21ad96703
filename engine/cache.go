package engine

// caches holds what the engine keeps computed beside the state to save
// work: values it could compute from the state at any time. None of it is
// state: a snapshot does not record it, and a new game, a clone, a
// restored game, a rollback and a rewind each leave every field stale or
// right, as the field's entry in cacheRegistry (cache_registry.go) says.
// A field added here without an entry fails TestCacheRegistryCoversEveryField.
//
// Game embeds it, so that the engine reads a cache as a plain field of
// the game (g.trigStale); the registry is read only by the checks and by
// what starts, clones and restores a game.
//
// A few caches are kept elsewhere, with what they derive from: the
// characteristics of permanents in each object (own, plain), stale while
// state.dirty is set; the facts each text derives from its abilities
// (cardText); the face bases (defList) and the tables shared between
// games of the same decks; and the token scan mark (state.tokenScan),
// which a rollback restores with the state. They have entries in the
// registry too, which says where they are.
type caches struct {
	// entered: the permanents that entered since the last computation of
	// characteristics (layer_entered.go).
	entered enteredOnly
	// trigList caches the permanents with triggered abilities; trigStale
	// says it must be rebuilt (after a recomputation, a rollback or a
	// clone).
	trigList  []ObjID
	manaList  []ObjID // permanents with mana replacements or triggered mana abilities
	actList   []ObjID // permanents with activated abilities other than mana abilities
	trigStale bool
	trigKinds uint64 // bit k: a permanent of trigList waits for EventKind k
	// wantKinds is what mayTrigger answers, bit k for EventKind k: made
	// with trigList and again when defList grows past wantDefs.
	wantKinds uint64
	wantDefs  int
	// playersOK: no player still in the game has 0 or less life or has
	// drawn from an empty library (CR 704.5a, b). Set by the state-based
	// action check that finds so (sba.go), unset by each change of a life
	// total or a draw from an empty library (change_players.go).
	playersOK bool
	// poolsKept: every mana pool holds what its player keeps alone
	// (player.kept), so that emptying the pools as a step ends does
	// nothing (CR 500.5). Set by emptyPools (turn.go), unset by adding
	// mana or paying from a pool (change_players.go) and by the end of
	// the kept mana (cleanup).
	poolsKept bool
	sum       summary
	plan      flipPlan // with sum: the permanents a day/night change may turn
	// graveKinds: the event kinds the triggered abilities that work from
	// a graveyard wait for, over the first graveDefs of defList
	// (trigger_graveyard.go). Derived from the definitions.
	graveKinds uint64
	graveDefs  int
	// flashback: a card of the game has flashback, over the first
	// flashDefs of defList (cast_flashback.go). Derived from the definitions.
	flashback bool
	flashDefs int
	// swept says the day/night sweep has found nothing to do since the
	// last recomputation of characteristics or change of designation.
	swept bool
	// defsChecked: the entries of defList that checkDefBases found equal
	// to a recomputation, by identity, so that CheckInvariants, which the
	// tests call after every action, checks each defBase once
	// (invariants_defs.go).
	defsChecked []*defBase
	// passOnly: the players who may do nothing but pass (cache_pass_only.go).
	passOnly passOnly
	// paySrcs: the mana sources payPlan and canPay listed last;
	// handSrcs: LegalActions' sources, one list per player (the listings
	// of a priority stop alternate between the players), kept apart from
	// payPlan's (cache_sources_memo.go).
	paySrcs  sourcesMemo
	handSrcs [MaxPlayers]sourcesMemo
}
