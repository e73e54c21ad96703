// Package web shows Cathar games in a browser. WriteReplay writes a
// recorded game as one self-contained HTML page (docs/replay.md); NewDuel
// makes the server of a duel between a person and a bot, an http.Handler
// (docs/duel.md). Both pages embed the same board renderer
// (assets/board.js and assets/board.css), which draws a game view. The
// pages are written by hand and inline what they use: nothing is fetched
// from the network.
package web

import (
	"embed"
	"fmt"
	"strings"
)

// assets are the pages' files, each embedded once: their HTML, scripts
// and style sheets, the board renderer among them.
//
//go:embed assets
var assets embed.FS

// inlineAsset returns the text of the asset name (a path in assets) to be
// put inline in a page's script or style element, which both pages do
// with every script and style sheet they use. It is an error for the text
// to hold "</script" or "</style" (in any case): the element would end
// there, and the rest would be read as HTML.
func inlineAsset(name string) (string, error) {
	b, err := assets.ReadFile(name)
	if err != nil {
		return "", err
	}
	s := string(b)
	if err := checkInline(name, s); err != nil {
		return "", err
	}
	return s, nil
}

// checkInline fails when text, the asset name's, would close the element
// it is put in.
func checkInline(name, text string) error {
	low := strings.ToLower(text)
	for _, end := range []string{"</script", "</style"} {
		if strings.Contains(low, end) {
			return fmt.Errorf("%s holds %q: it would close the element it is put in", name, end)
		}
	}
	return nil
}

// assetText returns an embedded asset's text (the names passed are
// embedded at build time, so the read does not fail).
func assetText(name string) string {
	b, _ := assets.ReadFile(name)
	return string(b)
}

// BoardJS returns the board renderer's script (assets/board.js): it
// defines the global CatharBoard with render(container, view, opts), which
// draws the JSON of an engine.PlayerView, and renderEvents(container,
// events), which lists events given as [{seq, text, rule}]. A page inlines
// it in a script element.
func BoardJS() string { return assetText("assets/board.js") }

// BoardCSS returns the board renderer's style sheet (assets/board.css),
// which a page inlines in a style element.
func BoardCSS() string { return assetText("assets/board.css") }
