//go:build browser

package web

import (
	"context"
	"errors"
	"flag"
	"fmt"
	neturl "net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// The browser tests drive a real headless Chromium through the DevTools
// protocol. They are built only with the tag browser (go test -tags browser
// ./web/...), so that the default go test ./... needs no browser and stays
// fast.

// updateScreenshots makes the tests that show a page write its screenshot
// to docs/images (go test -tags browser ./web/... -update-screenshots).
var updateScreenshots = flag.Bool("update-screenshots", false, "write docs/images/*.png from the browser tests")

const (
	// browserStartTimeout bounds the start of the browser and the opening of a tab.
	browserStartTimeout = 30 * time.Second
	// browserStepTimeout bounds every other run of actions in a tab.
	browserStepTimeout = 15 * time.Second
	// browserDesktopWidth and browserDesktopHeight are the window of the tests and of
	// the screenshots.
	browserDesktopWidth, browserDesktopHeight = 1200, 800
	// browserNarrowWidth is the narrowest window the pages must read on.
	browserNarrowWidth = 360
)

// browserNames are the commands tried, in order, when CATHAR_CHROMIUM does
// not name the browser.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome"}

// errNoBrowser says that no browser can be had on this machine.
var errNoBrowser = errors.New("no Chromium found (install the Debian package chromium, or set CATHAR_CHROMIUM)")

// findBrowser returns the path of the browser to run: the one the
// environment variable CATHAR_CHROMIUM names (a path or a command on the
// PATH), else the first of browserNames on the PATH.
func findBrowser(getenv func(string) string) (string, error) {
	if name := getenv("CATHAR_CHROMIUM"); name != "" {
		path, err := exec.LookPath(name)
		if err != nil {
			return "", fmt.Errorf("CATHAR_CHROMIUM=%s: %w: %w", name, errNoBrowser, err)
		}
		return path, nil
	}
	for _, name := range browserNames {
		if path, err := exec.LookPath(name); err == nil {
			return path, nil
		}
	}
	return "", errNoBrowser
}

// missingBrowser ends a test that has no browser: a skip with the reason,
// or, on the continuous integration (CI=true), a failure, since there the
// browser must be installed.
func missingBrowser(t testing.TB, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("CI=true and %v", err)
	}
	t.Skip(err)
}

// browserFlags are the command-line flags of the headless browser: what
// a root user on a closed network needs (no sandbox, no GPU, no QUIC, no
// background or component updates, no sync, no first-run page), a new
// empty profile in dir and the desktop window.
func browserFlags(path, dir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("font-render-hinting", "none"),
		chromedp.UserDataDir(dir),
		chromedp.WindowSize(browserDesktopWidth, browserDesktopHeight),
	}
}

// browserTab is one page of a headless browser started for a test, with what
// the page did: the URLs it requested and the exceptions its scripts
// threw.
type browserTab struct {
	t   *testing.T
	ctx context.Context

	mu         sync.Mutex
	requests   []string
	exceptions []string
}

// newBrowserTab starts a headless browser for the test and opens a tab in it at
// the desktop size, recording its network requests and uncaught script
// exceptions. The browser is closed, and its profile removed, when the
// test ends. Without a browser the test is skipped (failed with CI=true).
func newBrowserTab(t *testing.T) *browserTab {
	t.Helper()
	path, err := findBrowser(os.Getenv)
	if err != nil {
		missingBrowser(t, err)
	}
	tb := &browserTab{t: t}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserFlags(path, t.TempDir())...)
	ctx, cancelTab := chromedp.NewContext(actx, chromedp.WithListener(tb.listen))
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
	})
	tb.ctx = ctx
	// The first run starts the browser and binds its life to ctx, so it
	// gets no deadline of its own; a watchdog bounds it instead.
	started := make(chan error, 1)
	go func() { started <- chromedp.Do(ctx) }()
	select {
	case err := <-started:
		require.NoError(t, err, "starting %s", path)
	case <-time.After(browserStartTimeout):
		cancelTab()
		cancelAlloc()
		t.Fatalf("%s did not start within %v", path, browserStartTimeout)
	}
	_, err = chromedp.Call(tb.timeout(), network.Enable, network.EnableParams{})
	require.NoError(t, err, "enabling the network domain")
	tb.viewport(browserDesktopWidth, browserDesktopHeight)
	return tb
}

// listen records the requests and the exceptions of the browserTab. It runs in
// the browserTab's event loop, so it only appends under the lock.
func (tb *browserTab) listen(ev any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		tb.requests = append(tb.requests, ev.Request.URL)
	case *runtime.EventExceptionThrown:
		msg := ev.ExceptionDetails.Text
		if ev.ExceptionDetails.Exception != nil && ev.ExceptionDetails.Exception.Description != "" {
			msg = ev.ExceptionDetails.Exception.Description
		}
		tb.exceptions = append(tb.exceptions, msg)
	}
}

// timeout returns a context for one run of actions, ending after
// browserStepTimeout or with the test.
func (tb *browserTab) timeout() context.Context {
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	tb.t.Cleanup(cancel)
	return ctx
}

// do runs actions in the browserTab, in order, and fails the test on an error.
func (tb *browserTab) do(actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	defer cancel()
	require.NoError(tb.t, chromedp.Do(ctx, actions...))
}

// eval evaluates a JavaScript expression in the page and decodes its
// value into T.
func evalJS[T any](tb *browserTab, expr string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	require.NoError(tb.t, err, "evaluating %s", expr)
	return v
}

// waitFor waits until the JavaScript expression is true in the page, and
// fails the test, naming what it waited for, when it never is.
func (tb *browserTab) waitFor(what, expr string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(browserStepTimeout-time.Second)))
	require.NoError(tb.t, err, "waiting for %s (%s); exceptions: %v", what, expr, tb.thrown())
}

// open navigates to url and waits until its document is loaded.
func (tb *browserTab) open(url string) {
	tb.t.Helper()
	tb.do(chromedp.Navigate(url))
	tb.waitFor("the page to load", `document.readyState === "complete"`)
}

// viewport sets the size of the page's window.
func (tb *browserTab) viewport(width, height int64) {
	tb.t.Helper()
	_, err := chromedp.Call(tb.timeout(), emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: width, Height: height, DeviceScaleFactor: 1,
	})
	require.NoError(tb.t, err, "setting the window to %dx%d", width, height)
}

// requested returns the URLs the browserTab has requested so far.
func (tb *browserTab) requested() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.requests...)
}

// thrown returns the uncaught exceptions of the page's scripts so far.
func (tb *browserTab) thrown() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.exceptions...)
}

// noExceptions fails the test if a script of the page threw an uncaught
// exception.
func (tb *browserTab) noExceptions() {
	tb.t.Helper()
	require.Empty(tb.t, tb.thrown(), "the page's scripts threw")
}

// offline returns the requests that left the machine's files: any URL
// but file:, data:, blob: and about: ones.
func offlineRequests(urls []string) []string {
	var out []string
	for _, u := range urls {
		scheme, _, _ := strings.Cut(u, ":")
		switch scheme {
		case "file", "data", "blob", "about":
		default:
			out = append(out, u)
		}
	}
	return out
}

// screenshot writes a PNG of the page at the desktop size to
// docs/images/name when the tests run with -update-screenshots.
func (tb *browserTab) screenshot(name string) {
	tb.t.Helper()
	if !*updateScreenshots {
		return
	}
	tb.viewport(browserDesktopWidth, browserDesktopHeight)
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(tb.t, err, "taking the screenshot %s", name)
	path := filepath.Join("..", "docs", "images", name)
	require.NoError(tb.t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(tb.t, os.WriteFile(path, png, 0o644))
	tb.t.Logf("wrote %s", path)
}

// overflow returns how wide the page's content is at the current window:
// more than the window's width means the page scrolls horizontally.
func (tb *browserTab) overflow() int {
	tb.t.Helper()
	return evalJS[int](tb, `Math.max(document.documentElement.scrollWidth, document.body ? document.body.scrollWidth : 0)`)
}

// visible reports whether the element the CSS selector finds is shown
// whole across the window's width: it has a box, is not hidden, and
// neither of its sides is out of the window.
func (tb *browserTab) visible(selector string) bool {
	tb.t.Helper()
	return evalJS[bool](tb, fmt.Sprintf(`(() => {
	const e = document.querySelector(%s);
	if (!e) return false;
	const r = e.getBoundingClientRect(), s = getComputedStyle(e);
	return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none" &&
		r.left >= 0 && r.right <= window.innerWidth;
})()`, strconv.Quote(selector)))
}

// checkNarrow sets the window to browserNarrowWidth pixels and checks that the
// page does not scroll horizontally and that each element the selectors
// find is visible; it puts the desktop window back afterwards.
func (tb *browserTab) checkNarrow(selectors ...string) {
	tb.t.Helper()
	tb.viewport(browserNarrowWidth, 740)
	defer tb.viewport(browserDesktopWidth, browserDesktopHeight)
	tb.waitFor("the narrow window", fmt.Sprintf(`window.innerWidth === %d`, browserNarrowWidth))
	tb.settle()
	w := tb.overflow()
	require.LessOrEqual(tb.t, w, browserNarrowWidth, "at a %d-pixel-wide window the page is %d pixels wide: it scrolls horizontally", browserNarrowWidth, w)
	for _, sel := range selectors {
		require.True(tb.t, tb.visible(sel), "at a %d-pixel-wide window %s is not visible within the window", browserNarrowWidth, sel)
	}
}

// evalVoid is an action that evaluates a JavaScript expression in the
// page and ignores its value.
func evalVoid(expr string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](expr)
}

// settle waits for two animation frames, so that the page has handled
// the events of a change (a resize) and drawn what they changed.
func (tb *browserTab) settle() {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, browserStepTimeout)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`, chromedp.EvalAwaitPromise))
	require.NoError(tb.t, err, "waiting for the page to draw")
}

// everyStop is the duel page's stops setting (stops.js, localStorage) with
// a stop at every step of both players' turns: the page then passes
// priority for no one, and the tests click "Pass priority" themselves.
const everyStop = `(() => {
	const all = {};
	["upkeep", "draw", "precombat main", "beginning of combat", "declare attackers", "declare blockers",
		"combat damage", "end of combat", "postcombat main", "end"].forEach(s => { all[s] = true; });
	localStorage.setItem("cathar.duel.stops", JSON.stringify({own: all, opp: all, oppStack: true, ownStack: true}));
})()`

// openDuel opens the duel page at url with a stop at every step
// (everyStop), set in the origin's storage before the page loads.
func (tb *browserTab) openDuel(url string) {
	tb.t.Helper()
	u, err := neturl.Parse(url)
	require.NoError(tb.t, err)
	tb.open(u.Scheme + "://" + u.Host + "/api/no-page")
	tb.do(evalVoid(everyStop))
	tb.open(url)
}
