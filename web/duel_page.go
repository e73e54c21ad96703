package web

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
)

// duelPage is the page, built once: duel.html with every stylesheet and
// script put inline, so that it loads nothing from anywhere but the API.
var duelPage = sync.OnceValues(buildDuelPage)

// duelInlined maps each marker of duel.html to the asset put in its
// place, in the order they are replaced.
var duelInlined = [][2]string{
	{"/*board.css*/", "assets/board.css"},
	{"/*duel.css*/", "assets/duel.css"},
	{"/*setup.css*/", "assets/setup.css"},
	{"/*board.js*/", "assets/board.js"},
	{"/*stops.js*/", "assets/stops.js"},
	{"/*duel.js*/", "assets/duel.js"},
	{"/*setup.js*/", "assets/setup.js"},
}

// buildDuelPage puts the stylesheets and scripts into duel.html.
func buildDuelPage() ([]byte, error) {
	page, err := assets.ReadFile("assets/duel.html")
	if err != nil {
		return nil, err
	}
	out := string(page)
	for _, m := range duelInlined {
		s, err := inlineAsset(m[1])
		if err != nil {
			return nil, err
		}
		if strings.Count(out, m[0]) != 1 {
			return nil, fmt.Errorf("duel.html must hold %s once", m[0])
		}
		out = strings.Replace(out, m[0], s, 1)
	}
	return []byte(out), nil
}

// duelPolicy lets the page run its own inline script and style and talk
// to its server, and nothing else: no external script, style, image or
// connection can load, and no page of another site can frame it.
const duelPolicy = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; " +
	"img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// servePage writes the page.
func (d *Duel) servePage(w http.ResponseWriter, r *http.Request) {
	if !allow(w, r, http.MethodGet) {
		return
	}
	page, err := duelPage()
	if err != nil {
		writeError(w, http.StatusInternalServerError, "the page: "+err.Error())
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", duelPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cache-Control", "no-store")
	// The address of a seat's page holds its token: no request may carry
	// it elsewhere as a Referer (the page loads nothing from elsewhere
	// either).
	h.Set("Referrer-Policy", "no-referrer")
	_, _ = w.Write(page)
}
