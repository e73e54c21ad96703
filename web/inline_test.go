package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInlineAssetRefusesAnEndTag checks the one check both pages make of
// what they inline: a script or style sheet holding the end tag of its
// element, in any case, is refused, and the pages' own assets pass.
func TestInlineAssetRefusesAnEndTag(t *testing.T) {
	for _, text := range []string{"var s = '</script>';", "a { } </STYLE", "x = '</Script '"} {
		err := checkInline("x.js", text)
		require.Error(t, err, "%q", text)
		assert.Contains(t, err.Error(), "x.js holds")
	}
	require.NoError(t, checkInline("x.js", "var s = '<\\/script>'; // a < b"))
	for _, name := range []string{"assets/board.js", "assets/board.css", "assets/replay.js", "assets/replay.css", "assets/duel.js", "assets/duel.css", "assets/stops.js", "assets/setup.js", "assets/setup.css"} {
		s, err := inlineAsset(name)
		require.NoError(t, err, name)
		assert.NotEmpty(t, s, name)
	}
	_, err := inlineAsset("assets/nothing.js")
	require.Error(t, err)
}
