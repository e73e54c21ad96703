package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/cathar-engine/cathar/engine"
)

// reveal shows in v, the view of a game over, every player's hand: at
// the end of a game the players show each other their hands, and the
// page shows them too. Before the end a view holds only what its viewer
// may see (CR 400.2): reveal is called only once the game is over.
func reveal(g *engine.Game, v *engine.PlayerView) {
	for q := range v.Players {
		pl := &v.Players[q]
		if len(pl.Hand) == pl.HandSize {
			continue
		}
		own := g.PlayerView(engine.PlayerID(q))
		pl.Hand = own.Players[q].Hand
	}
}

// serveRecord serves the game's recording (GET /api/recording: the JSON
// of Game.Recording, which `cathar replay` reads) or its replay page (GET
// /api/replay: WriteReplay), as a download, to anyone who may see the
// game (a token that is no seat's gets 403), and only once the game is
// over: a recording holds every hidden card (the hands, the order of the
// libraries), so before the end it is refused with 409, whoever asks. A
// game not recorded (not made engine.WithRecording), and the replay of a
// duel with no DuelConfig.Lookup, get 404.
func (d *Duel) serveRecord(w http.ResponseWriter, r *http.Request) {
	if _, err := d.viewer(r); err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	replay := r.URL.Path == "/api/replay"
	d.mu.Lock()
	over, _ := d.g.Over()
	rec := d.g.Recording()
	n := d.games
	d.mu.Unlock()
	switch {
	case !over:
		writeError(w, http.StatusConflict, "the game is not over: its recording holds the hidden cards, so it is served only once the game is over")
		return
	case len(rec.Players) == 0:
		writeError(w, http.StatusNotFound, "this game is not recorded")
		return
	case replay && d.cfg.Lookup == nil:
		writeError(w, http.StatusNotFound, "this server writes no replay page")
		return
	}
	var buf bytes.Buffer
	name, kind := fmt.Sprintf("cathar-game-%d.json", n+1), "application/json; charset=utf-8"
	var err error
	if replay {
		name, kind = fmt.Sprintf("cathar-game-%d.html", n+1), "text/html; charset=utf-8"
		err = WriteReplay(&buf, rec, d.cfg.Lookup)
	} else {
		enc := json.NewEncoder(&buf)
		enc.SetIndent("", " ")
		err = enc.Encode(rec)
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "the recording: "+err.Error())
		return
	}
	h := w.Header()
	h.Set("Content-Type", kind)
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Content-Security-Policy", duelPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	_, _ = w.Write(buf.Bytes())
}
