package scenario

import (
	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// defaultLibrary is what a player without a library line gets: 40 Wastes,
// so that draw steps never lose the game by accident.
const defaultLibrary = 40

// build creates the game, places the setup and starts play.
func (r *runner) build() *Error {
	f := r.f
	cfg := make([]engine.PlayerConfig, len(f.Players))
	r.answers = make([]*answers, len(f.Players))
	r.blockTurn = make([]int, len(f.Players))
	for i, name := range f.Players {
		r.answers[i] = &answers{r: r, p: i}
		cfg[i] = engine.PlayerConfig{Name: name, Decider: r.answers[i]}
	}
	g, err := engine.New(cfg, engine.WithSeed(1), engine.WithVariant(f.variant))
	if err != nil {
		return r.errorf(1, KindSetup, err, "%v", err)
	}
	r.g = g
	libs := make([][]placement, len(f.Players))
	for _, pl := range f.placements {
		if pl.zone == zones.Library {
			libs[pl.owner] = append(libs[pl.owner], pl)
			continue
		}
		if err := r.put(pl); err != nil {
			return err
		}
	}
	wastes := cards.MustLookup("Wastes")
	for p, lib := range libs {
		if len(lib) == 0 && !f.libraries[p] {
			for range defaultLibrary {
				lib = append(lib, placement{zone: zones.Library, owner: p, def: wastes, controller: -1})
			}
		}
		// Listed top first; the engine's library has its top last.
		for i := len(lib) - 1; i >= 0; i-- {
			if err := r.put(lib[i]); err != nil {
				return err
			}
		}
	}
	for _, l := range f.lives {
		if err := g.SetLife(engine.PlayerID(l.player), l.life); err != nil {
			return r.errorf(l.line, KindSetup, err, "%v", err)
		}
	}
	if err := r.legalDamage(); err != nil {
		return err
	}
	if f.begin {
		return r.beginGame()
	}
	if err := g.SetStartingDayNight(f.day); err != nil {
		return r.errorf(1, KindSetup, err, "%v", err)
	}
	st := f.start
	line := st.line
	if line == 0 {
		line = r.firstLine()
	}
	if st.step == engine.Untap || st.step == engine.Cleanup {
		_ = g.PauseAfter(st.turn, st.step)
	}
	err = g.Start(engine.StartAt{Turn: st.turn, Player: engine.PlayerID(st.player), Step: st.step})
	_ = g.PauseAfter(0, engine.Untap)
	if err != nil {
		if fe, ok := fileError(r.classify(line, err)); ok {
			return fe
		}
		return r.errorf(line, KindSetup, err, "the game cannot start: %v", err)
	}
	return nil
}

// firstLine is the line where setup ends: the first action or
// expectation, or the last setup line.
func (r *runner) firstLine() int {
	if len(r.f.body) > 0 {
		return r.f.body[0].lineNo()
	}
	n := 1
	for _, pl := range r.f.placements {
		n = max(n, pl.line)
	}
	return n
}

// put places one card of the setup.
func (r *runner) put(pl placement) *Error {
	ctrl := engine.NoPlayer
	if pl.controller >= 0 {
		ctrl = engine.PlayerID(pl.controller)
	}
	p := engine.Placement{
		Owner: engine.PlayerID(pl.owner), Zone: pl.zone, Def: pl.def, BackFace: pl.back,
		Tapped: pl.tapped, Sick: pl.sick, Counters: pl.counters, Damage: pl.damage, ControlEffect: ctrl != engine.NoPlayer, Controller: ctrl, Token: pl.token,
	}
	printedLoyalty(&pl, &p)
	if pl.attachedTo != "" {
		p.AttachedTo, _ = r.g.CardObject(r.cards[pl.attachedTo])
	}
	if pl.toPlayer {
		p.AttachedToPlayer, p.AttachedPlayer = true, engine.PlayerID(pl.attachedPlayer)
	}
	if pl.copyOf != "" {
		p.CopyOf, _ = r.g.CardObject(r.cards[pl.copyOf])
	}
	id, err := r.g.Put(p)
	if err != nil {
		return r.errorf(pl.line, KindSetup, err, "%v", err)
	}
	if p.AttachedTo != engine.NoObj {
		if e := r.legalAttachment(pl, id, p.AttachedTo); e != nil {
			return e
		}
	}
	if pl.damage > 0 {
		r.damaged = append(r.damaged, damagedPut{line: pl.line, id: id, n: pl.damage})
	}
	if pl.label != "" {
		info, err := r.g.Object(id)
		if err != nil {
			return r.errorf(pl.line, KindSetup, err, "%v", err)
		}
		r.cards[pl.label] = info.Card
	}
	return nil
}
