package engine

import (
	"slices"
	"strconv"

	"github.com/cathar-engine/cathar/zones"
)

// PlayerView returns what player p may know of the game now (CR 400.2,
// 401.3, 402.3, 406.3). An unknown p gets the spectator's view.
func (g *Game) PlayerView(p PlayerID) PlayerView {
	if g.checkPlayerExists(p) != nil {
		p = NoPlayer
	}
	return g.view(p)
}

// SpectatorView returns what someone who plays no part may know of the
// game now: the public zones and the sizes of the hidden ones, no hidden
// card (CR 400.2).
func (g *Game) SpectatorView() PlayerView { return g.view(NoPlayer) }

func (g *Game) view(p PlayerID) PlayerView {
	g.refresh()
	t := g.newTagger(p, true) // CR 400.2: the tags of what p sees
	n, active, step := g.Turn()
	over, winner := g.Over()
	v := PlayerView{Viewer: p, Variant: g.st.variant, Turn: n, Active: active, Step: step,
		Priority: g.PriorityPlayer(), Waiting: g.Waiting(), DayNight: g.st.dayNight,
		Over: over, Winner: winner, Events: g.st.nlog,
		Players:     make([]ViewPlayer, len(g.st.players)),
		Battlefield: make([]ViewPermanent, 0, len(g.st.battlefield)),
		Exile:       make([]ViewCard, 0, len(g.st.exile)),
		Stack:       make([]ViewStackItem, 0, len(g.st.stack)),
		ExileLinks:  make([]ViewExileLink, 0, len(g.st.links)),
	}
	for i := range g.st.players {
		v.Players[i] = g.viewPlayer(t, PlayerID(i))
	}
	if b, ok := g.BeginningState(); ok {
		v.Beginning = &b
	}
	for _, id := range g.st.battlefield {
		v.Battlefield = append(v.Battlefield, g.viewPermanent(t, id))
	}
	for _, id := range g.st.exile {
		v.Exile = append(v.Exile, g.viewCard(t, id)) // CR 406.3: face up
	}
	for i, info := range g.Stack() {
		v.Stack = append(v.Stack, g.viewStackItem(t, &g.st.stack[i], info))
	}
	for _, l := range g.ExileLinks() {
		v.ExileLinks = append(v.ExileLinks, ViewExileLink{Exiled: l.Exiled, ExiledName: g.nameOf(g.chars(g.obj(l.Exiled))),
			ExiledTag: t.lastKnown(l.Exiled), Source: l.Source, SourceName: g.nameOf(g.chars(g.obj(l.Source))),
			SourceTag: t.lastKnown(l.Source), ReturnTo: l.ReturnTo, Creator: l.Creator, Returns: l.Returns})
	}
	return v
}

// seesHidden reports whether viewer p may see hidden object id: one they
// know (KnownTo), which includes every card in their own hand (CR 402.3)
// and, in Two-Headed Giant, in their teammate's (CR 810.5). A spectator
// sees none.
func (g *Game) seesHidden(p PlayerID, id ObjID) bool {
	return p != NoPlayer && g.KnownTo(p, id)
}

// viewPlayer is player q as the viewer of t sees them.
func (g *Game) viewPlayer(t *tagger, q PlayerID) ViewPlayer {
	p := t.viewer
	pl := &g.st.players[q]
	vp := ViewPlayer{ID: q, Name: pl.name, Life: int(pl.life), Left: pl.left, Lost: pl.lost,
		Pool: viewPool(pl.pool), HandSize: len(pl.hand), Hand: []ViewCard{},
		LibrarySize: len(pl.library), Library: []ViewLibraryCard{},
		Graveyard: make([]ViewCard, 0, len(pl.graveyard)), Mulligans: int(pl.mulligans),
		SpellsCast: int(pl.spells)}
	for _, id := range pl.hand {
		if g.seesHidden(p, id) {
			vp.Hand = append(vp.Hand, g.viewCard(t, id))
		}
	}
	for i, id := range pl.library { // bottom first: the top card is the last
		if g.seesHidden(p, id) {
			vp.Library = append(vp.Library, ViewLibraryCard{Position: len(pl.library) - 1 - i, ViewCard: g.viewCard(t, id)})
		}
	}
	for i := len(vp.Library)/2 - 1; i >= 0; i-- { // top first
		j := len(vp.Library) - 1 - i
		vp.Library[i], vp.Library[j] = vp.Library[j], vp.Library[i]
	}
	for _, id := range pl.graveyard {
		vp.Graveyard = append(vp.Graveyard, g.viewCard(t, id))
	}
	return vp
}

func viewPool(m ManaPool) ViewPool {
	return ViewPool{White: int(m[ManaW]), Blue: int(m[ManaU]), Black: int(m[ManaB]), Red: int(m[ManaR]),
		Green: int(m[ManaG]), Colorless: int(m[ManaC])}
}

// viewCard is object id with its tag as the viewer of t sees it, its
// printed faces (CR 712.1) and the face up.
func (g *Game) viewCard(t *tagger, id ObjID) ViewCard {
	o := g.obj(id)
	c := ViewCard{Obj: id, Card: o.card, Owner: o.owner, Name: g.nameOf(g.chars(o)), Tag: t.tag(id), Token: o.token,
		Faces: []ViewFace{viewFace(&g.defOf(o).Front)}, BackUp: g.face(o) == g.defOf(o).Back}
	if g.defOf(o).Back != nil {
		c.Faces = append(c.Faces, viewFace(g.defOf(o).Back))
	}
	if o.zone == zones.Exile {
		if l, ok := g.ExileLinkOf(id); ok {
			c.ExiledUntil = l.Source
		}
	}
	return c
}

// viewFace is face f as printed.
func viewFace(f *Face) ViewFace {
	vf := ViewFace{Name: f.Name, Colors: slices.Collect(faceColors(f).All()), TypeLine: f.TypeLine(),
		Keywords: keywordNamesOf(f.Keywords)}
	if f.ManaCost.Present {
		vf.ManaCost = f.ManaCost.String()
	}
	if f.Types.Has(Creature) {
		vf.PT = ptText(int(f.Power), int(f.Toughness))
	}
	if f.Types.Has(Planeswalker) {
		vf.Loyalty = int(f.Loyalty)
	}
	for _, a := range f.Abilities {
		vf.Abilities = append(vf.Abilities, a.Text)
	}
	if f.Spell != nil {
		vf.SpellText = f.Spell.Text
	}
	return vf
}

func ptText(p, t int) string { return strconv.Itoa(p) + "/" + strconv.Itoa(t) }

// keywordNamesOf lists the keywords of s by name, in the order of their
// values.
func keywordNamesOf(s KeywordSet) []string {
	var out []string
	for k := range s.All() {
		out = append(out, k.String())
	}
	return out
}

// viewPermanent is permanent id with its status and current
// characteristics.
func (g *Game) viewPermanent(t *tagger, id ObjID) ViewPermanent {
	o := g.obj(id)
	ch := g.chars(o)
	vp := ViewPermanent{ViewCard: g.viewCard(t, id), Controller: ch.Controller, Colors: slices.Collect(ch.Colors.All()),
		TypeLine: TypeLine(ch.Supertypes, ch.Types, ch.Subtypes), Keywords: keywordNamesOf(ch.Keywords),
		Tapped: o.tapped, Damage: int(o.damage), AttachedTo: o.attachedTo, AttachedPlayer: o.attachedPlayer,
		SummoningSick: g.summoningSick(o), Attacking: o.attacking, AttackingPlaneswalker: o.attackingPW, Blocking: o.blocking}
	if ch.Is(Creature) {
		vp.PT = ptText(ch.Power, ch.Toughness)
	}
	for k, n := range o.counters {
		if n != 0 {
			vp.Counters = append(vp.Counters, ViewCounter{Kind: CounterKind(k), N: int(n)})
		}
	}
	return vp
}

// viewStackItem is a spell or ability on the stack (info, from Stack)
// with its kind, source and targets (CR 405.1, 601.2c, 602.2b, 603.3d), as
// the viewer of t sees it: the source of an ability of a card in a hidden
// zone they may not see is NoObj.
func (g *Game) viewStackItem(t *tagger, it *stackItem, info StackItemInfo) ViewStackItem {
	p := t.viewer
	kind := StackSpell
	switch it.kind {
	case itemActivated:
		kind = StackActivated
	case itemTriggered, itemWard:
		kind = StackTriggered
	}
	vs := ViewStackItem{ID: it.id, Kind: kind, Source: it.obj, Name: g.nameOf(g.chars(g.obj(it.obj))),
		Controller: it.controller, Targets: chosenTargets(info.Targets), X: info.X, Text: info.Text}
	if !g.visibleTo(p, it.obj) { // an ability of a card in a hidden zone
		vs.Source, vs.Name = NoObj, ""
	} else {
		vs.Tag = t.lastKnown(it.obj)
	}
	return vs
}

// chosenTargets returns the targets chosen in ts: a place of an "up to N"
// phrase left empty (CR 601.2c, 115.1) is not a target, and a view leaves
// it out.
func chosenTargets(ts []Target) []Target {
	out := make([]Target, 0, len(ts))
	for _, t := range ts {
		if !t.None() {
			out = append(out, t)
		}
	}
	return out
}
