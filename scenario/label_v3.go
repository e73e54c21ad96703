package scenario

import (
	"fmt"

	"github.com/cathar-engine/cathar/engine"
)

// labelNewest carries out `label NAME: newest token named CARD …`: the
// label names the token of that name on the battlefield created last (the
// object created last: tokens one effect creates are created in the order
// its text lists them), with that power and toughness and that controller
// when the line gives them. With none, the file fails at this line.
func (r *runner) labelNewest(s *labelStmt) error {
	best := engine.NoObj
	for _, id := range r.g.Battlefield() {
		in := r.info(id)
		if !in.Token || !(sameName(in.Characteristics.Name, s.name) || sameName(in.Characteristics.Name, s.exact)) {
			continue
		}
		if s.control >= 0 && in.Controller != engine.PlayerID(s.control) {
			continue
		}
		if s.pt && (in.Characteristics.Power != s.power || in.Characteristics.Toughness != s.tough) {
			continue
		}
		if id > best { // object ids grow as objects are created
			best = id
		}
	}
	if best == engine.NoObj {
		what := "token named " + s.name
		if s.pt {
			what += fmt.Sprintf(" %d/%d", s.power, s.tough)
		}
		if s.control >= 0 {
			what += " controlled by " + r.f.Players[s.control]
		}
		return r.errorf(s.line, KindRunner, ErrNotFound, "label %s: no %s is on the battlefield", s.label, what)
	}
	r.cards[s.label] = r.info(best).Card
	return nil
}
