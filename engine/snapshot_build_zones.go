package engine

import (
	"strconv"

	"github.com/cathar-engine/cathar/zones"
)

// The snapshot builder's players, zones and stack.

// pile checks a zone's list of objects: each in range, listed once, current,
// recorded in that zone and, for a player's zone, owned by that player.
func (b *snapBuilder) pile(where string, z zones.Kind, owner PlayerID, ids []ObjID) (zones.Pile[ObjID], error) {
	out := make(zones.Pile[ObjID], 0, len(ids))
	for _, id := range ids {
		if id <= 0 || int(id) >= b.nobj {
			return nil, badf("%s lists object %d, out of range (%d objects)", where, id, b.nobj-1)
		}
		if b.listed[id] {
			return nil, badf("object %d is listed twice (again in %s)", id, where)
		}
		b.listed[id] = true
		o := &b.st.objs[id]
		switch {
		case !current(o):
			return nil, badf("%s lists object %d, which no longer exists (gone %v, became %d)", where, id, o.gone, o.next)
		case o.zone != z:
			return nil, badf("%s lists object %d, which is recorded in zone %v", where, id, o.zone)
		case owner != NoPlayer && o.owner != owner:
			return nil, badf("%s lists object %d, owned by player %d", where, id, o.owner)
		}
		out = append(out, id)
	}
	return out, nil
}

// players checks and builds the players, with their libraries, hands and
// graveyards.
func (b *snapBuilder) players() error {
	b.listed = make([]bool, b.nobj)
	b.st.players = make([]player, b.n)
	for i := range b.s.Players {
		if err := b.player(i); err != nil {
			return err
		}
	}
	return nil
}

// player checks and builds player i.
func (b *snapBuilder) player(i int) error {
	sp := &b.s.Players[i]
	if err := b.playerValues(i); err != nil {
		return err
	}
	p := &b.st.players[i]
	*p = player{playerCore: playerCore{name: sp.Name, life: sp.Life, left: sp.Left, lost: sp.Lost, pool: sp.Pool,
		lastTurn: sp.LastTurn, drewFromEmpty: sp.DrewFromEmpty, landsPlayed: sp.LandsPlayed, spells: sp.Spells,
		turnsBegun: sp.TurnsBegun, mulligans: sp.Mulligans, declared: sp.Declared, owed: sp.Owed}}
	if sp.Kept != nil {
		p.kept = *sp.Kept
	}
	var err error
	if p.library, err = b.pile(sp.Name+"'s library", zones.Library, PlayerID(i), sp.Library); err != nil {
		return err
	}
	if p.hand, err = b.pile(sp.Name+"'s hand", zones.Hand, PlayerID(i), sp.Hand); err != nil {
		return err
	}
	p.graveyard, err = b.pile(sp.Name+"'s graveyard", zones.Graveyard, PlayerID(i), sp.Graveyard)
	return err
}

// playerValues checks player i's name, unique, and counts.
func (b *snapBuilder) playerValues(i int) error {
	sp := &b.s.Players[i]
	what := "player " + strconv.Itoa(i)
	if sp.Name == "" {
		return badf("%s has no name", what)
	}
	for j := range i {
		if b.s.Players[j].Name == sp.Name {
			return badf("two players are named %q", sp.Name)
		}
	}
	if err := firstErr(nonNeg(what+": lastTurn", int64(sp.LastTurn)), nonNeg(what+": turnsBegun", int64(sp.TurnsBegun)),
		nonNeg(what+": landsPlayed", int64(sp.LandsPlayed)), nonNeg(what+": spells", int64(sp.Spells)), playerOpening(what, sp)); err != nil {
		return err
	}
	for k, m := range sp.Pool {
		if m < 0 {
			return badf("%s: %d %v mana in the pool", what, m, ManaType(k).Name())
		}
		if sp.Kept != nil && (sp.Kept[k] < 0 || sp.Kept[k] > m) {
			return badf("%s: %d %v mana kept of %d in the pool", what, sp.Kept[k], ManaType(k).Name(), m)
		}
	}
	return nil
}

// sharedZones checks and builds the battlefield and exile.
func (b *snapBuilder) sharedZones() error {
	var err error
	if b.st.battlefield, err = b.pile("the battlefield", zones.Battlefield, NoPlayer, b.s.Battlefield); err != nil {
		return err
	}
	b.st.exile, err = b.pile("exile", zones.Exile, NoPlayer, b.s.Exile)
	return err
}

// stack checks and builds the stack; its spells are the stack zone's
// objects.
func (b *snapBuilder) stack() error {
	b.st.stack = make([]stackItem, 0, len(b.s.Stack))
	for i := range b.s.Stack {
		it, err := b.stackItem(i)
		if err != nil {
			return err
		}
		if it.spell {
			b.spells = append(b.spells, it.obj)
		}
		b.st.stack = append(b.st.stack, it)
	}
	_, err := b.pile("the stack", zones.Stack, NoPlayer, b.spells)
	return err
}

// stackItem checks and builds stack item i.
func (b *snapBuilder) stackItem(i int) (stackItem, error) {
	si := &b.s.Stack[i]
	what := "stack item " + strconv.Itoa(i)
	if err := b.stackItemValues(i, what); err != nil {
		return stackItem{}, err
	}
	ab, err := b.ability(what, si.Ability)
	if err != nil {
		return stackItem{}, err
	}
	if (ab != nil) != (si.Kind == itemActivated || si.Kind == itemTriggered) {
		return stackItem{}, badf("%s: an ability is required for an activated or triggered ability, and only then", what)
	}
	ev, err := b.event(what, si.Event, true)
	if err != nil {
		return stackItem{}, err
	}
	it := stackItem{id: si.ID, kind: si.Kind, spell: si.Spell, obj: si.Obj, ability: ab, controller: si.Controller,
		ntargets: int8(len(si.Targets)), x: si.X, ev: ev, ward: si.Ward,
		wardCost:    wardCost{life: si.WardLife, mana: wardManaOf(si.WardMana), discard: si.WardDiscard},
		sourceFlips: si.SourceFlips}
	for k, t := range si.Targets {
		if it.targets[k], err = b.target(what, t); err != nil {
			return stackItem{}, err
		}
	}
	return it, nil
}

// stackItemValues checks stack item i's kind, id, number of targets and
// references.
func (b *snapBuilder) stackItemValues(i int, what string) error {
	si := &b.s.Stack[i]
	if si.Kind > itemWard || si.Spell != (si.Kind == itemSpell) {
		return badf("%s: kind %d (spell %v) is not a kind of stack item", what, si.Kind, si.Spell)
	}
	if si.ID <= 0 || si.ID > b.s.NextStack {
		return badf("%s: id %d out of range (next %d)", what, si.ID, b.s.NextStack)
	}
	for j := range i {
		if b.s.Stack[j].ID == si.ID {
			return badf("%s: id %d used twice", what, si.ID)
		}
	}
	if len(si.Targets) > maxTargets {
		return badf("%s: %d targets, at most %d", what, len(si.Targets), maxTargets)
	}
	return firstErr(b.objRef(what+": obj", si.Obj, false), b.playerRef(what+": controller", si.Controller, false),
		nonNeg(what+": x", int64(si.X)))
}

// unlisted checks that every current object in a zone is listed there.
func (b *snapBuilder) unlisted() error {
	for i := 1; i < b.nobj; i++ {
		o := &b.st.objs[i]
		if current(o) && o.zone != zones.None && !b.listed[i] {
			return badf("object %d (%s) is recorded in zone %v but listed in no zone", i, b.g.defOf(o).Front.Name, o.zone)
		}
	}
	return nil
}
