// Package cathar is a pure-Go rules engine for Magic: The Gathering, meant
// to be imported by other Go programs: games, bots, judges' tools and
// simulators.
//
// Cathar is deep rather than wide. Its aim is a small card pool done
// exactly as the Comprehensive Rules say, through general mechanisms rather
// than special cases: the day/night designation (CR 731), daybound and
// nightbound, transforming double-faced cards, Brutal Cathar // Moonrage
// Brute with every official ruling about it, and mana abilities with the
// {T} and {Q} symbols. Adding the next card should mean writing a
// definition, not changing the engine.
//
// This root package holds no code; the library is in its packages, which
// are layered so that imports point down only:
//
//	cmd/cathar, examples/...  programs
//	cli                       the cathar command, for cmd/cathar and a program's own cathar
//	web                       games in a browser: replays, duels and matches
//	match                     two-player matches: who chooses who plays first, sideboards
//	scenario, bot, decklist   .scenario files and rulings tests; computer players; deck lists and their checks
//	cards                     the card pool and its registry, by name
//	engine                    game state, stack, turns, combat, abilities, layers, decisions
//	daynight, zones           the designation and its pure rules; zone kinds and contents
//
// Nothing below imports anything above; a test in this package checks it
// with go list. Start with package engine (engine.New) and package cards
// (cards.Lookup).
package cathar

//go:generate go test . -run TestRulesIndex -update-rules-index
