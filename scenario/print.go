package scenario

import (
	"fmt"
	"io"
	"strings"

	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// WriteEvents writes the game's events from the from-th on, one line each
// in English. It writes nothing when the setup failed.
func (r *Result) WriteEvents(w io.Writer, from int) {
	if r.Game == nil {
		return
	}
	for ev := range r.Game.EventsSince(from) {
		fmt.Fprintln(w, r.Game.Describe(ev))
	}
}

// WriteBoard writes the position: the turn and step, day or night, each
// player's life, permanents and hand size, and the stack.
func (r *Result) WriteBoard(w io.Writer) {
	g := r.Game
	if g == nil {
		return
	}
	n, active, step := g.Turn()
	fmt.Fprintf(w, "turn %d (%s), %s step; %s\n", n, g.PlayerName(active), step, g.DayNight())
	for p := range g.NumPlayers() {
		pl := engine.PlayerID(p)
		var perms []string
		for _, id := range g.Battlefield() {
			info, err := g.Object(id)
			if err != nil || info.Controller != pl {
				continue
			}
			s := info.Characteristics.Name
			if info.Tapped {
				s += " (tapped)"
			}
			perms = append(perms, s)
		}
		fmt.Fprintf(w, "%s: life %d, hand %d; battlefield: %s\n", g.PlayerName(pl), g.Life(pl),
			len(g.Zone(pl, zones.Hand)), strings.Join(perms, ", "))
	}
	for _, it := range g.Stack() {
		fmt.Fprintf(w, "stack: %s\n", it.Text)
	}
}
