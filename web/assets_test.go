package web_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cathar-engine/cathar/web"
)

// TestBoardAssetsAreWhatThePageInlines checks that BoardJS and BoardCSS
// return the board renderer the replay page holds, whole, in its script
// and style elements. What the renderer draws (the ids, classes and
// attributes the pages select by) is checked in the browser:
// TestBrowserBoardDrawsTheDOMContract and the other browser tests.
func TestBoardAssetsAreWhatThePageInlines(t *testing.T) {
	t.Parallel()
	_, rec := catharGame(t)
	page := writePage(t, rec)
	js, css := web.BoardJS(), web.BoardCSS()
	assert.True(t, strings.Contains(js, "global.CatharBoard = {render"), "BoardJS is the renderer")
	assert.True(t, strings.Contains(css, ".cathar-board"), "BoardCSS is its style sheet")
	assert.True(t, strings.Contains(page, "<script>"+js+"</script>"), "the page inlines BoardJS whole")
	assert.True(t, strings.Contains(page, "<style>"+css+"</style>"), "the page inlines BoardCSS whole")
}
