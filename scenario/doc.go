// Package scenario reads and runs .scenario files: a game position, a
// sequence of game actions and the outcomes the rules require, written in
// the rulings-scenario format (version 1) that docs/scenarios.md
// describes.
//
// Parse (or ParseString) reads a file and reports every error in it, each
// as FILE:LINE: message, before anything runs. File.Run builds the game
// with the engine, performs each action at the next moment its timing
// allows and checks each expectation; Run and RunFile do both for a path,
// RunString for a scenario written inline in a Go test.
package scenario
