// Package decklist reads deck lists as people paste them — the text that
// MTG Arena and Magic Online export, or a list typed by hand — resolves
// their card names against a card registry (cards.Registry), and checks
// them against the deck-construction rules of a format (CR 100.2, 100.4).
//
// A list is one card per line, a count before the name:
//
//	Name: cathar
//	Deck
//	4 Brutal Cathar (MID) 7
//	4x Lightning Bolt
//	9 Plains
//
//	Sideboard
//	2 Murder
//
// Parse and ParseFile read a list into a Deck; Deck.Check checks it for
// a Format (Constructed, Limited with an optional pool, or Custom);
// Deck.Cards gives its main deck as the definitions a game takes, and
// Deck.String writes it back in a canonical form that Parse reads as the
// same deck. Every problem of a list is reported at once, each as a
// *Error "FILE:LINE: message" wrapping one of the package's sentinel
// errors (or the registry's unknown-card error, with the names it may
// have meant), joined in an ErrorList. docs/decklists.md describes the
// format in full.
package decklist
