// Package web shows Cathar games in a browser. WriteReplay writes a
// recorded game as one self-contained HTML page (docs/replay.md); NewDuel
// makes the server of a duel between a person and a bot, an http.Handler
// (docs/duel.md). Both pages embed the same board renderer
// (assets/board.js and assets/board.css), which draws a game view. The
// pages are written by hand and inline what they use: nothing is fetched
// from the network.
package web

import _ "embed" // the assets are part of the build

//go:embed assets/board.js
var boardJS string

//go:embed assets/board.css
var boardCSS string

// BoardJS returns the board renderer's script (assets/board.js): it
// defines the global CatharBoard with render(container, view, opts), which
// draws the JSON of an engine.PlayerView, and renderEvents(container,
// events), which lists events given as [{seq, text, rule}]. A page inlines
// it in a script element.
func BoardJS() string { return boardJS }

// BoardCSS returns the board renderer's style sheet (assets/board.css),
// which a page inlines in a style element.
func BoardCSS() string { return boardCSS }
