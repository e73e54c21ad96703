// Package match plays two-player matches: games between the same two
// players and decks until one side has won a set number of games (CR
// 100.6a: usually two, a best of three).
//
// A game is the engine's (engine.Game, begun with Game.Begin, CR 103); a
// match is what happens around the games, which the Comprehensive Rules
// leave mostly to the tournament rules and this package decides:
//
//   - Who chooses who plays first (CR 103.1). In the first game, a
//     player drawn at random from the game's seeded random source
//     (engine.Beginning.RandomChooser); in each later game the loser of
//     the previous game; after a drawn game, the player who chose for
//     that game chooses again.
//   - Drawn games count toward neither side's wins (the Magic Tournament
//     Rules' match structure). A game still going after Config.MaxTurns
//     turns is stopped by the runner and counted as a draw
//     (GameResult.Capped).
//   - The number of games is capped (Config.MaxGames, by default
//     2·Wins+3), so that drawn games can't go on forever: a match that
//     reaches the cap ends with the side that has won more games, or with
//     no winner when the wins are equal, as a match whose round ends
//     does.
//   - Between games, and only then, each side may change its deck with
//     its sideboard (CR 100.4; Config.Sideboard); the deck is checked
//     again for the match's format before the next game (CR 100.2,
//     100.4).
//
// Play is deterministic: game k's seed derives from Config.Seed and k
// alone (GameSeed), and the same configuration with deciders in the same
// state gives the same Result.
package match
