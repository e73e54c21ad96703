//go:build browser

package web

import (
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// browserPeopleGame is the game of the two-people browser test, in Ann's
// precombat main phase of turn 1: Ann (seat 0) has three Forests on the
// battlefield and Grizzly Bears and Llanowar Elves in hand; Ben (seat 1)
// has a Mountain on the battlefield and Lightning Bolt in hand. Each
// library holds lands, so that the game goes on. Neither seat has a
// decider: each is a person's page.
func browserPeopleGame(t *testing.T) *engine.Game {
	t.Helper()
	g, err := engine.New([]engine.PlayerConfig{{Name: "Ann"}, {Name: "Ben"}},
		engine.WithSeed(1), engine.WithWaitingDecisions())
	require.NoError(t, err)
	put := func(owner engine.PlayerID, name string, z zones.Kind) {
		_, err := g.Put(engine.Placement{Owner: owner, Zone: z, Def: cards.MustLookup(name)})
		require.NoError(t, err, "putting %s", name)
	}
	for range 3 {
		put(0, "Forest", zones.Battlefield)
		put(0, "Forest", zones.Library)
		put(1, "Mountain", zones.Library)
	}
	put(0, "Grizzly Bears", zones.Hand)
	put(0, "Llanowar Elves", zones.Hand)
	put(1, "Mountain", zones.Battlefield)
	put(1, "Lightning Bolt", zones.Hand)
	require.NoError(t, g.Start(engine.StartAt{Step: engine.PrecombatMain}))
	return g
}

// siblingTab opens another tab in tb's browser, recording its requests
// and exceptions as tb does; it is closed when the test ends.
func (tb *browserTab) siblingTab() *browserTab {
	t := tb.t
	t.Helper()
	s := &browserTab{t: t}
	ctx, cancel := chromedp.NewContext(tb.ctx, chromedp.WithListener(s.listen))
	t.Cleanup(cancel)
	s.ctx = ctx
	require.NoError(t, chromedp.Do(s.timeout()), "opening a second tab")
	_, err := chromedp.Call(s.timeout(), network.Enable, network.EnableParams{})
	require.NoError(t, err, "enabling the network domain")
	s.viewport(browserDesktopWidth, browserDesktopHeight)
	return s
}

// seatPage opens the page of seat at its private link and waits for its
// first state.
func (tb *browserTab) seatPage(srv *httptest.Server, seat int) {
	tb.t.Helper()
	tb.openDuel(fmt.Sprintf("%s/?seat=%d&token=%s", srv.URL, seat, SeatTokens[seat]))
	tb.waitFor("the first state", `document.querySelector("#prompt").dataset.seq !== ""`)
}

// chooseWith clicks the option whose label begins with prefix and holds
// also, and waits for the page's next state.
func (tb *browserTab) chooseWith(prefix, also string) {
	tb.t.Helper()
	before := tb.currentPrompt()
	i := -1
	for j, o := range before.Options {
		if strings.HasPrefix(o, prefix) && strings.Contains(o, also) {
			i = j
			break
		}
	}
	require.GreaterOrEqual(tb.t, i, 0, "no option %q … %q in %+v", prefix, also, before)
	tb.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`.option[data-index=%s]`, strconv.Quote(before.Indices[i]))), chromedp.NodeVisible))
	tb.waitFor("the state after "+prefix, fmt.Sprintf(`document.querySelector("#prompt").dataset.seq !== %s`, strconv.Quote(before.Seq)))
	tb.noExceptions()
}

// status is the text of #status.
func (tb *browserTab) status() string {
	tb.t.Helper()
	return evalJS[string](tb, `document.querySelector("#status").textContent`)
}

// hasOptions reports whether the page shows options to choose from.
func (tb *browserTab) hasOptions() bool {
	tb.t.Helper()
	return evalJS[bool](tb, `document.querySelectorAll(".option").length > 0`)
}

// TestBrowserTwoPeople plays a duel between two people, each in a tab of
// their own opened at their seat's private link: Ann casts Grizzly
// Bears, Ben's page (which polls while it has nothing to decide) sees it
// on the stack and passes, Ann's page sees the Bears enter, Ann casts
// Llanowar Elves, Ben answers with Lightning Bolt on the Bears, and Ann's
// page sees them die, the Bolt in its log. Each page shows only its own
// decisions and hand, and says whom it waits for; a reload of Ben's page
// resumes his decision. Stop the page's polling and Ben's page never sees
// the Bears.
func TestBrowserTwoPeople(t *testing.T) {
	srv := httptest.NewServer(peopleDuelOf(t, browserPeopleGame(t), nil))
	t.Cleanup(srv.Close)
	ann := newBrowserTab(t)
	ben := ann.siblingTab()
	ann.seatPage(srv, 0)
	ben.seatPage(srv, 1)

	require.True(t, ann.hasOptions(), "Ann decides first")
	assert.False(t, ben.hasOptions(), "Ben has nothing to decide")
	assert.Equal(t, "Waiting for Ann…", ben.status())
	hand := `document.querySelectorAll('.player[data-player="%d"] .hand .card').length`
	assert.Equal(t, 2, evalJS[int](ann, fmt.Sprintf(hand, 0)), "Ann sees her hand")
	assert.Equal(t, 0, evalJS[int](ben, fmt.Sprintf(hand, 0)), "Ben does not see Ann's hand")
	assert.Equal(t, 1, evalJS[int](ben, fmt.Sprintf(hand, 1)), "Ben sees his hand")

	ann.chooseWith("Cast Grizzly Bears", "")
	assert.Equal(t, "Waiting for Ben…", ann.status())
	ben.waitFor("Ben's decision with the Bears on the stack",
		`document.querySelectorAll(".option").length > 0 && /Grizzly Bears/.test(document.querySelector("#stack").textContent)`)
	ben.chooseWith("Pass priority", "")

	ann.waitFor("the Bears on Ann's battlefield", `document.querySelector('.permanent[data-name="Grizzly Bears"]') !== null && document.querySelectorAll(".option").length > 0`)
	ann.chooseWith("Cast Llanowar Elves", "")
	ben.waitFor("Ben's decision with the Elves on the stack",
		`document.querySelectorAll(".option").length > 0 && /Llanowar Elves/.test(document.querySelector("#stack").textContent)`)
	ben.screenshot("duel-two-people.png") // the README's picture of two people at one table: Ben's page

	// A reload of Ben's page (the token in its address) resumes his decision.
	p := ben.currentPrompt()
	ben.seatPage(srv, 1)
	ben.waitFor("the prompt after the reload", `document.querySelectorAll(".option").length > 0`)
	assert.Equal(t, p, ben.currentPrompt(), "the reload resumes the same decision")

	ben.chooseWith("Cast Lightning Bolt", "Grizzly Bears")
	ann.waitFor("the Bears dead on Ann's page", `document.querySelector('.permanent[data-name="Grizzly Bears"]') === null &&
		document.querySelector('.permanent[data-name="Llanowar Elves"]') !== null`)
	assert.True(t, evalJS[bool](ann, `Array.from(document.querySelectorAll("#events .event")).some(e => /Lightning Bolt deals 3 damage to Grizzly Bears/.test(e.textContent))`),
		"Ann's log tells the Bolt")
	ann.noExceptions()
	ben.noExceptions()
}
