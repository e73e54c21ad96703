package engine

import (
	"iter"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// View is a read-only view of a game: the Game's query methods and
// nothing that acts. It is all that card code sees of the game: an
// effect (Resolution.Game, Entering.Game), a trigger condition
// (Trigger.Match), an intervening "if" clause (Ability.If), a filter's
// Predicate, a cost hook (CostReduction.If, CostChange.LessBy) and a
// rule's CastLimit. A card changes the game only through its
// resolution's own verbs, so it can't act as a player (cast, pass,
// concede …). Each method is the Game method of the same name;
// TestViewHasGameReads (view_test.go) fails when Game gains a read that
// View lacks. A View holds only the game's pointer: pass it by value, it
// costs no allocation. A View is valid while its game is.
type View struct{ g *Game }

// View returns a read-only view of the game.
func (g *Game) View() View { return View{g} }

// DefendingPlayers returns the players attacked this combat, as Game.DefendingPlayers does.
func (v View) DefendingPlayers() []PlayerID { return v.g.DefendingPlayers() }

// SecondCombatDamageStep reports whether this combat has a second combat damage step (CR 510.4), as Game.SecondCombatDamageStep does.
func (v View) SecondCombatDamageStep() bool { return v.g.SecondCombatDamageStep() }

// CouldProduce returns the types of mana a permanent could produce (CR 106.7), as Game.CouldProduce does.
func (v View) CouldProduce(id ObjID) ManaTypeSet { return v.g.CouldProduce(id) }

// ManaChoices returns the types of mana a mana ability of a permanent may make, as Game.ManaChoices does.
func (v View) ManaChoices(id ObjID, index int) ManaTypeSet { return v.g.ManaChoices(id, index) }

// Decisions returns the decisions kept with the game's log, all of them, as Game.Decisions does.
func (v View) Decisions() []DecisionRecord { return v.g.Decisions() }

// DecisionCount returns the number of decisions kept, as Game.DecisionCount does.
func (v View) DecisionCount() int { return v.g.DecisionCount() }

// DecisionsFrom returns the decisions kept from index i on, as Game.DecisionsFrom does.
func (v View) DecisionsFrom(i int) []DecisionRecord { return v.g.DecisionsFrom(i) }

// DecisionsFor returns the decisions kept from index from on as player p may know them, as Game.DecisionsFor does.
func (v View) DecisionsFor(p PlayerID, from int) []DecisionRecord { return v.g.DecisionsFor(p, from) }

// Describe returns an event in English, as Game.Describe does.
func (v View) Describe(ev Event) string { return v.g.Describe(ev) }

// DescribeWith returns an event in English, objects named by name, as Game.DescribeWith does.
func (v View) DescribeWith(ev Event, name func(ObjID) string) string {
	return v.g.DescribeWith(ev, name)
}

// DescribeDecision returns a decision in English, as Game.DescribeDecision does.
func (v View) DescribeDecision(rec DecisionRecord, name func(ObjID) string) string {
	return v.g.DescribeDecision(rec, name)
}

// Events returns the events of the game's log, as Game.Events does.
func (v View) Events() iter.Seq[Event] { return v.g.Events() }

// EventsSince returns the events of the log from index from on, as Game.EventsSince does.
func (v View) EventsSince(from int) iter.Seq[Event] { return v.g.EventsSince(from) }

// EventCount returns the number of events in the log, as Game.EventCount does.
func (v View) EventCount() int { return v.g.EventCount() }

// ExileLinks returns the cards exiled until something happens (CR 610.3), as Game.ExileLinks does.
func (v View) ExileLinks() []ExileLink { return v.g.ExileLinks() }

// ExileLinkOf returns what an exiled card waits for, as Game.ExileLinkOf does.
func (v View) ExileLinkOf(id ObjID) (ExileLink, bool) { return v.g.ExileLinkOf(id) }

// NumPlayers returns the number of players the game began with, as Game.NumPlayers does.
func (v View) NumPlayers() int { return v.g.NumPlayers() }

// PlayerName returns player p's name, as Game.PlayerName does.
func (v View) PlayerName(p PlayerID) string { return v.g.PlayerName(p) }

// PlayerByName returns the player with that name, as Game.PlayerByName does.
func (v View) PlayerByName(name string) (PlayerID, bool) { return v.g.PlayerByName(name) }

// Opponents reports whether p and q are opponents (in Two-Headed Giant,
// of different teams), as Game.Opponents does.
func (v View) Opponents(p, q PlayerID) bool { return v.g.Opponents(p, q) }

// Teammate returns p's teammate, or NoPlayer, as Game.Teammate does.
func (v View) Teammate(p PlayerID) PlayerID { return v.g.Teammate(p) }

// IsActive reports whether p is an active player, as Game.IsActive does.
func (v View) IsActive(p PlayerID) bool { return v.g.IsActive(p) }

// Variant returns the game's variant, as Game.Variant does.
func (v View) Variant() Variant { return v.g.Variant() }

// Life returns player p's life total, as Game.Life does.
func (v View) Life(p PlayerID) int { return v.g.Life(p) }

// HasLeft reports whether player p has left the game, as Game.HasLeft does.
func (v View) HasLeft(p PlayerID) bool { return v.g.HasLeft(p) }

// HasLost reports whether player p has lost, as Game.HasLost does.
func (v View) HasLost(p PlayerID) bool { return v.g.HasLost(p) }

// Pool returns player p's mana pool, as Game.Pool does.
func (v View) Pool(p PlayerID) ManaPool { return v.g.Pool(p) }

// Zone returns the objects in a zone, as Game.Zone does.
func (v View) Zone(p PlayerID, z zones.Kind) []ObjID { return v.g.Zone(p, z) }

// Turn returns the turn number, the active player and the step, as Game.Turn does.
func (v View) Turn() (n int, active PlayerID, step Step) { return v.g.Turn() }

// Chooser returns who chose the starting player of a game begun with Begin, as Game.Chooser does.
func (v View) Chooser() (PlayerID, bool) { return v.g.Chooser() }

// Mulligans returns the mulligans player p took, as Game.Mulligans does.
func (v View) Mulligans(p PlayerID) int { return v.g.Mulligans(p) }

// PriorityPlayer returns the player who holds priority, or NoPlayer, as Game.PriorityPlayer does.
func (v View) PriorityPlayer() PlayerID { return v.g.PriorityPlayer() }

// DayNight returns the day/night designation (CR 731), as Game.DayNight does.
func (v View) DayNight() daynight.Designation { return v.g.DayNight() }

// Over reports whether the game is over, and its winner, as Game.Over does.
func (v View) Over() (bool, PlayerID) { return v.g.Over() }

// Object returns what is known of an object, as Game.Object does.
func (v View) Object(id ObjID) (ObjectInfo, error) { return v.g.Object(id) }

// Characteristics returns an object's characteristics after the layers (CR 613), as Game.Characteristics does.
func (v View) Characteristics(id ObjID) Characteristics { return v.g.Characteristics(id) }

// CardObject returns the object a physical card is now, as Game.CardObject does.
func (v View) CardObject(c CardID) (ObjID, bool) { return v.g.CardObject(c) }

// Current returns the object an object has become (CR 400.7), as Game.Current does.
func (v View) Current(id ObjID) ObjID { return v.g.Current(id) }

// Battlefield returns the permanents, as Game.Battlefield does.
func (v View) Battlefield() []ObjID { return v.g.Battlefield() }

// Stack returns the stack, bottom first, as Game.Stack does.
func (v View) Stack() []StackItemInfo { return v.g.Stack() }

// StackLen returns the number of objects on the stack, as Game.StackLen does.
func (v View) StackLen() int { return v.g.StackLen() }

// SpellsLastTurn returns the spells cast in the previous turn, as Game.SpellsLastTurn does.
func (v View) SpellsLastTurn() (total, most, byActive int) { return v.g.SpellsLastTurn() }

// Select returns the permanents on the battlefield that f admits, relative
// to player you and source src (Game.Select).
func (v View) Select(f Filter, you PlayerID, src ObjID) []ObjID { return v.g.Select(f, you, src) }

// Matches reports whether f admits object id, relative to player you and
// source src (Game.Matches).
func (v View) Matches(f Filter, you PlayerID, src, id ObjID) bool {
	return v.g.Matches(f, you, src, id)
}

// Related reports whether q stands in relation r to you (a filter's
// Controller or Owner), as Game.Related does.
func (v View) Related(r Relation, you, q PlayerID) bool { return v.g.Related(r, you, q) }

// SameTeam reports whether p and q are the same player or teammates, as Game.SameTeam does.
func (v View) SameTeam(p, q PlayerID) bool { return v.g.SameTeam(p, q) }

// SpellsCast returns the number of spells player p has cast this turn, as Game.SpellsCast does.
func (v View) SpellsCast(p PlayerID) int { return v.g.SpellsCast(p) }

// KnownTo reports whether player p knows which card object id is, as Game.KnownTo does.
func (v View) KnownTo(p PlayerID, id ObjID) bool { return v.g.KnownTo(p, id) }

// EventRule returns the rule an event applies, as Game.EventRule does.
func (v View) EventRule(ev Event) string { return v.g.EventRule(ev) }

// EventsFor returns the events of the log from Seq from on as player p may know them, as Game.EventsFor does.
func (v View) EventsFor(p PlayerID, from int) []Event { return v.g.EventsFor(p, from) }

// SpectatorEvents returns the events of the log from Seq from on as a spectator may know them, as Game.SpectatorEvents does.
func (v View) SpectatorEvents(from int) []Event { return v.g.SpectatorEvents(from) }

// SpectatorDecisions returns the decisions kept from index from on as a spectator may know them, as Game.SpectatorDecisions does.
func (v View) SpectatorDecisions(from int) []DecisionRecord { return v.g.SpectatorDecisions(from) }
