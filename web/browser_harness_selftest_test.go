//go:build browser

package web

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFindBrowser checks the search for the browser: CATHAR_CHROMIUM
// first, a name that is not there an error that says how to get one.
func TestFindBrowser(t *testing.T) {
	_, err := findBrowser(func(string) string { return "/nonexistent/chromium" })
	require.ErrorIs(t, err, errNoBrowser)
	assert.Contains(t, err.Error(), "CATHAR_CHROMIUM=/nonexistent/chromium")
	assert.Contains(t, err.Error(), "install the Debian package chromium")

	fake := filepath.Join(t.TempDir(), "my-chromium")
	require.NoError(t, os.WriteFile(fake, []byte("#!/bin/sh\n"), 0o755))
	path, err := findBrowser(func(k string) string {
		if k == "CATHAR_CHROMIUM" {
			return fake
		}
		return ""
	})
	require.NoError(t, err)
	assert.Equal(t, fake, path)

	t.Setenv("PATH", t.TempDir())
	_, err = findBrowser(func(string) string { return "" })
	assert.True(t, errors.Is(err, errNoBrowser), "an empty PATH has no browser: %v", err)
}

// browserHarnessPages serves the pages the harness is checked on: one that fits
// a narrow window, one wider than it, one that loads an image from the
// network and one whose script throws.
func browserHarnessPages() http.Handler {
	mux := http.NewServeMux()
	page := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(`<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0">` + body + `</body></html>`))
		}
	}
	mux.Handle("/narrow", page(`<p id="label" style="max-width:100%">Night</p>`))
	mux.Handle("/wide", page(`<div id="label" style="width:900px">Night</div>`))
	mux.Handle("/image", page(`<img src="/pixel.png" alt="">`))
	mux.Handle("/throws", page(`<script>throw new Error("broken page")</script>`))
	mux.HandleFunc("/pixel.png", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNotFound) })
	return mux
}

// TestBrowserHarness checks what the page tests rely on, on small pages:
// a request to the network is recorded, a script's exception is seen, a
// page wider than the narrow window is caught, one that fits passes.
func TestBrowserHarness(t *testing.T) {
	srv := httptest.NewServer(browserHarnessPages())
	defer srv.Close()
	tb := newBrowserTab(t)

	tb.open(srv.URL + "/image")
	tb.waitFor("the image request", `performance.getEntriesByType("resource").length > 0`)
	assert.Contains(t, offlineRequests(tb.requested()), srv.URL+"/pixel.png", "the image's request is recorded as leaving the machine")
	assert.Empty(t, offlineRequests([]string{"file:///tmp/game.html", "data:image/png;base64,AAAA", "about:blank", "blob:null/1"}))

	tb.open(srv.URL + "/throws")
	tb.waitFor("the exception", `true`)
	require.Eventually(t, func() bool { return len(tb.thrown()) > 0 }, browserStepTimeout, 50e6, "the script's exception is recorded")
	assert.Contains(t, tb.thrown()[0], "broken page")

	tb.open(srv.URL + "/wide")
	tb.viewport(browserNarrowWidth, 740)
	tb.waitFor("the narrow window", `window.innerWidth === 360`)
	assert.Greater(t, tb.overflow(), browserNarrowWidth, "a 900-pixel-wide element overflows a 360-pixel window")
	assert.False(t, tb.visible("#label"), "an element wider than the window is not visible whole")
	assert.False(t, tb.visible("#missing"))

	tb.viewport(browserDesktopWidth, browserDesktopHeight)
	tb.open(srv.URL + "/narrow")
	tb.checkNarrow("#label")
}
