// Package scenario reads and runs .scenario files: a game position, a
// sequence of game actions and the outcomes the rules require, written in
// the rulings-scenario format (versions 1 to 3) that docs/scenarios.md
// describes.
//
// Parse (or ParseString) reads a file and reports every error in it, each
// as FILE:LINE: message, before anything runs. File.Run builds the game
// with the engine, performs each action at the next moment its timing
// allows and checks each expectation; Run does both for a path. ParseWith,
// RunWith and NewSessionWith take Options: the registry of cards the
// file's names mean, for scenarios about a program's own cards. The
// helpers for Go tests (RunFile, RunString) are in package scenariotest,
// so that this package does not link package testing into programs.
package scenario
