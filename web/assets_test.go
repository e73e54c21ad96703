package web_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/web"
)

// TestBoardKeepsTheDOMContract checks that the board renderer still
// writes the ids, classes and attributes the pages' browser tests select
// by.
func TestBoardKeepsTheDOMContract(t *testing.T) {
	js := web.BoardJS()
	for _, s := range []string{
		"CatharBoard = {render: render, renderEvents: renderEvents",
		"id: 'daynight', 'data-designation'", "'aria-label': label", "'Neither day nor night'",
		"'data-player': pl.id", "'class': 'life'", "'class': 'hand-size'", "'class': 'library-size'", "'class': 'hand', 'aria-label'",
		"'data-obj': p.obj, 'data-name': p.name, 'data-face': p.backUp ? 'back' : 'front'", "tabindex: '0'",
		"'other-face face'", "', back face up; front face '", "' tapped'",
		"id: 'stack'", "'class': 'stack-item'", "id: 'exile'", "'exiled'", "'class': 'exile-line', 'data-exiled'",
		"'class': 'exile-link', 'data-exiled': l.exiled, 'data-source': l.source",
		"' is exiled until ' + l.sourceName + ' leaves the battlefield'",
		"id: 'events'", "'class': 'event'", "'class': 'rule'",
	} {
		assert.True(t, strings.Contains(js, s), "board.js lacks %q", s)
	}
	css := web.BoardCSS()
	for _, s := range []string{".card:focus .other-face", ".card:hover .other-face", ".card-text, .cathar-board .other-face { display: none; }"} {
		assert.True(t, strings.Contains(css, s), "board.css lacks %q", s)
	}
}
