// Package bot holds two computer players for Cathar games, each an
// engine.Decider for one seat of a game of any number of players (a duel,
// a free-for-all, Two-Headed Giant): Greedy, a one-ply bot,
// and Search, flat Monte Carlo search over determinized copies of the game
// (engine.Game.Determinize), which never reads its opponent's hidden
// cards.
//
// A bot answers every decision of its seat through Decide: the top-level
// ones (what to do with priority, CR 117; the attackers and blockers to
// declare, CR 508.1, 509.1), which it searches by playing copies of the
// game ahead, and the ones in the middle of an action (targets, ward
// payments, discards, the order of triggers, …), which it answers at once
// by rules of thumb. The decisions of the start of a game begun with
// engine.Game.Begin are answered by rules too (opening.go): a bot chooses
// to play first; keeps a hand of h cards holding two to h−2 lands (two to
// five of seven), and otherwise takes a mulligan while it would still leave
// five cards or more; and puts on the bottom the lands beyond four first,
// then the cards needing a colour it can't produce, then those of highest
// mana value, reading only its own hand and the battlefield. It may sit in a game played by Game.Step or
// Game.PlayTurns, or in a game made engine.WithWaitingDecisions whose
// other seat has no decider and is answered from outside (Game.Next,
// Game.Answer): the engine lets a decider clone and determinize the game
// as Step asks it a top-level decision.
//
// The evaluation weighs life (more when low), creatures by power,
// toughness and keywords (much less when they can neither attack nor
// block), lands up to six, other permanents, the number of cards in hand,
// and a game won or lost. The engine's card definitions hold effects as
// functions, so a bot can't read whether a spell helps: it casts it once
// on a copy, everyone passing to the end of the turn, and remembers the
// change of the evaluation for that card, kind of target and target name.
// A werewolf player weighs what the night would bring (CR 731.2a) and
// casts nothing in their turn while it is day when the gain is large
// enough.
//
// The package is deterministic: no clock, no global random source. A bot's
// answers are a function of the game, its seat, its seed and (for Search)
// its Params; its budget is counted in iterations, never in time.
package bot
