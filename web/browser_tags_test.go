//go:build browser

package web

import (
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// openTagsDuel serves a duel in the human's precombat main phase: the
// human has a Mountain, Lightning Bolt and three Forests in hand, the
// opponent three Grizzly Bears, the second tapped, the others alike but
// for their place.
func openTagsDuel(t *testing.T) *browserTab {
	t.Helper()
	g, err := engine.New([]engine.PlayerConfig{{Name: "Human"}, {Name: "Bot", Decider: engine.NewRandom(1)}},
		engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	put := func(owner engine.PlayerID, name string, z zones.Kind, tapped ...bool) {
		_, err := g.Put(engine.Placement{Owner: owner, Zone: z, Def: cards.MustLookup(name), Tapped: len(tapped) > 0})
		require.NoError(t, err, "putting %s", name)
	}
	put(0, "Mountain", zones.Battlefield)
	put(0, "Lightning Bolt", zones.Hand)
	for range 3 {
		put(0, "Forest", zones.Hand)
	}
	put(1, "Grizzly Bears", zones.Battlefield)
	put(1, "Grizzly Bears", zones.Battlefield, true)
	put(1, "Grizzly Bears", zones.Battlefield)
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	d, err := NewDuel(DuelConfig{Game: g, Human: 0})
	require.NoError(t, err)
	srv := httptest.NewServer(d)
	t.Cleanup(srv.Close)
	tb := newBrowserTab(t)
	tb.openDuel(srv.URL + "/")
	tb.waitFor("the first prompt", `document.querySelectorAll(".option").length > 0`)
	return tb
}

// highlighted returns the tags (data-tag) of the cards the board
// highlights, and of those it highlights as alike.
func (tb *browserTab) highlighted() (cards, alike []string) {
	tb.t.Helper()
	got := evalJS[[][]string](tb, `[".card.highlight", ".card.highlight-alike"].map(s =>
		Array.from(document.querySelectorAll("#board " + s)).map(c => c.dataset.tag))`)
	return got[0], got[1]
}

// optionIndex returns the data-index of the option whose label begins
// with label.
func (tb *browserTab) optionIndex(label string) string {
	tb.t.Helper()
	p := tb.currentPrompt()
	for i, o := range p.Options {
		if strings.HasPrefix(o, label) {
			return p.Indices[i]
		}
	}
	tb.t.Fatalf("no option labelled %q in %+v", label, p)
	return ""
}

// hover moves the mouse over the option with that data-index.
func (tb *browserTab) hover(index string) {
	tb.t.Helper()
	box := evalJS[[]float64](tb, fmt.Sprintf(`(() => { const e = document.querySelector('.option[data-index="%s"]');
		e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, index))
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, box[0], box[1]))
}

// TestBrowserOptionHighlightsItsCard: hovering an option, or giving it
// the keyboard's focus, highlights on the board the card whose tag its
// label says (CR 400.2: the tag is the same string in the view and in
// the label): the tapped Grizzly Bears for "… targeting Grizzly Bears
// (tapped)", and no other. Options alike to the rules are one button,
// which highlights its own cards and shows those of the others as alike:
// the Bolt at the first untapped Bears (the second alike), and the three
// Forests in hand.
func TestBrowserOptionHighlightsItsCard(t *testing.T) {
	tb := openTagsDuel(t)
	prompt := tb.currentPrompt()
	tags := evalJS[[]string](tb, `Array.from(document.querySelectorAll('#board .permanent[data-name="Grizzly Bears"] .card-tag')).map(e => e.textContent)`)
	assert.Equal(t, []string{"Grizzly Bears (untapped) #1", "Grizzly Bears (tapped)", "Grizzly Bears (untapped) #2"}, tags,
		"the board shows each Bears' tag")

	tapped := tb.optionIndex("Cast Lightning Bolt ({R}) targeting Grizzly Bears (tapped)")
	tb.hover(tapped)
	tb.waitFor("a highlight", `document.querySelectorAll("#board .card.highlight").length > 0`)
	lit, alike := tb.highlighted()
	assert.ElementsMatch(t, []string{"Grizzly Bears (tapped)", "Lightning Bolt"}, lit, "the card targeted and the card cast")
	assert.Empty(t, alike)
	target := evalJS[string](tb, fmt.Sprintf(`document.querySelector('.option[data-index="%s"]').dataset.objs.split(" ")[1]`, tapped))
	assert.Equal(t, "Grizzly Bears (tapped)", evalJS[string](tb, fmt.Sprintf(`document.querySelector('#board .card[data-obj="%s"] .card-tag').textContent`, target)),
		"the option's target is the card that shows that tag")

	// Focus moves the highlight to the first untapped Bears, the second
	// alike.
	first := tb.optionIndex("Cast Lightning Bolt ({R}) targeting Grizzly Bears (untapped) #1")
	tb.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, 1))
	tb.do(evalVoid(fmt.Sprintf(`document.querySelector('.option[data-index="%s"]').focus()`, first)))
	tb.waitFor("the highlight to move", `Array.from(document.querySelectorAll("#board .card.highlight")).some(c => c.dataset.tag === "Grizzly Bears (untapped) #1")`)
	lit, alike = tb.highlighted()
	assert.NotContains(t, lit, "Grizzly Bears (tapped)")
	assert.Equal(t, []string{"Grizzly Bears (untapped) #2"}, alike)

	// One button for the three Forests.
	var forests []string
	for _, o := range prompt.Options {
		if strings.HasPrefix(o, "Play Forest") {
			forests = append(forests, o)
		}
	}
	require.Len(t, forests, 1, "one button for the Forests alike: %+v", prompt.Options)
	play := tb.optionIndex("Play Forest")
	assert.Equal(t, "3", evalJS[string](tb, fmt.Sprintf(`document.querySelector('.option[data-index="%s"]').dataset.alike`, play)))
	tb.hover(play)
	tb.waitFor("the Forest's highlight", `document.querySelectorAll("#board .card.highlight-alike").length === 2`)
	lit, alike = tb.highlighted()
	assert.Equal(t, []string{"Forest #1"}, lit)
	assert.ElementsMatch(t, []string{"Forest #2", "Forest #3"}, alike)
	assert.True(t, strings.HasPrefix(forests[0], "Play Forest #1"), forests[0])

	tb.choose("Play Forest")
	assert.Equal(t, strconv.Itoa(3), evalJS[string](tb, `document.querySelector('.player[data-player="0"] .hand-size').textContent.trim()`),
		"one Forest played: the Bolt and two Forests are left")
	tb.noExceptions()
}
