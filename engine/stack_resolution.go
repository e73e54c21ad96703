package engine

import (
	"strconv"

	"github.com/cathar-engine/cathar/daynight"

	"github.com/cathar-engine/cathar/zones"
)

func itoa(n int) string { return strconv.Itoa(n) }

// Resolution is handed to the effect of a resolving spell or ability
// (CR 608.2). Its methods are the one-shot effects card definitions are
// written with; they act only while the effect runs. An effect that needs a
// player's decision asks through Choose; if the decider fails, the whole
// action that led to the resolution is undone.
type Resolution struct {
	g    *Game
	item stackItem
	err  error
}

// Game returns a read-only view of the game, for reading its state: an
// effect acts only through the resolution's verbs (Destroy, DealDamage,
// CreateTokens, Choose …), never as a player.
func (r *Resolution) Game() View { return View{r.g} }

// Controller returns the controller of the resolving spell or ability.
func (r *Resolution) Controller() PlayerID { return r.item.controller }

// Source returns the resolving spell, or the source of the ability (which
// may have left its zone since; its last known information remains).
func (r *Resolution) Source() ObjID { return r.item.obj }

// X returns the value of X for the spell or ability.
func (r *Resolution) X() int { return int(r.item.x) }

// Event returns the event that triggered a triggered ability.
func (r *Resolution) Event() Event { return r.item.ev }

// Failed reports whether an earlier step of the effect failed; later steps
// do nothing then.
func (r *Resolution) Failed() bool { return r.err != nil }

func (r *Resolution) live() bool { return r.err == nil && r.g.res == r }

func (r *Resolution) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

// Target returns the i-th target if it is still legal (CR 608.2b): an
// illegal target is not affected by the effect.
func (r *Resolution) Target(i int) (Target, bool) {
	if i < 0 || i >= int(r.item.ntargets) {
		return Target{}, false
	}
	spec := specAt(r.specs(), i)
	t := r.item.targets[i]
	if spec == nil || t.None() || !r.g.legalTarget(spec, r.item.controller, r.item.obj, t) {
		return Target{}, false
	}
	return t, true
}

// TargetObject returns the i-th target as an object, if it is a legal
// object target.
func (r *Resolution) TargetObject(i int) (ObjID, bool) {
	t, ok := r.Target(i)
	if !ok || t.IsPlayer || t.IsAbility() {
		return NoObj, false
	}
	return t.Obj, true
}

// SourceOnBattlefield reports whether the ability's source is still the
// same object on the battlefield.
func (r *Resolution) SourceOnBattlefield() bool {
	o := r.g.obj(r.item.obj)
	return o.zone == zones.Battlefield && o.next == NoObj && !o.gone
}

func (r *Resolution) current(id ObjID) (*object, bool) {
	if !r.live() || id <= 0 || int(id) >= len(r.g.st.objs) {
		return nil, false
	}
	o := r.g.obj(id)
	if o.gone || o.next != NoObj {
		return nil, false
	}
	return o, true
}

// Destroy destroys a permanent (CR 701.8): it goes to its owner's
// graveyard. An indestructible permanent is not destroyed (CR 702.12b).
func (r *Resolution) Destroy(id ObjID) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield && !r.g.chars(o).Has(Indestructible) {
		r.g.emit(Event{Kind: EvDestroyed, Obj: id})
		_, err := r.g.moveOne(move{obj: id, to: zones.Graveyard})
		r.fail(err)
	}
}

// Exile moves an object to exile and returns its new object.
func (r *Resolution) Exile(id ObjID) ObjID {
	if _, ok := r.current(id); !ok {
		return NoObj
	}
	n, err := r.g.moveOne(move{obj: id, to: zones.Exile})
	r.fail(err)
	return n
}

// ExileUntilSourceLeaves exiles a permanent until the source of the
// resolving ability leaves the battlefield (CR 610.3). If the source has
// already left, nothing is exiled (CR 610.3a–b). The return is not a
// trigger: it happens immediately when the source leaves, under the
// card's owner's control (CR 610.3c).
func (r *Resolution) ExileUntilSourceLeaves(id ObjID) {
	o, ok := r.current(id)
	if !ok || o.zone != zones.Battlefield {
		return
	}
	if !r.SourceOnBattlefield() {
		r.g.emit(r.nothingExiled(id))
		return
	}
	from := o.zone
	n, err := r.g.moveOne(move{obj: id, to: zones.Exile, until: r.item.obj})
	if err != nil {
		r.fail(err)
		return
	}
	if n != NoObj {
		r.g.addLink(untilLink{source: r.item.obj, exiled: n, to: from, creator: r.item.controller})
	}
}

// nothingExiled is the event of an "until" exile that does nothing because
// the source has left the battlefield since the ability was put on the
// stack: CR 610.3b for a triggered ability, 610.3a for a spell or an
// activated one.
func (r *Resolution) nothingExiled(id ObjID) Event {
	cause := causeUntilResolving
	if r.item.kind == itemTriggered {
		cause = causeUntilTriggered
	}
	return Event{Kind: EvNothingExiled, Player: r.item.controller, Obj: id, Other: r.item.obj, Amount: int32(r.item.id), Aux: cause}
}

// ReturnToHand returns a permanent to its owner's hand.
func (r *Resolution) ReturnToHand(id ObjID) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		_, err := r.g.moveOne(move{obj: id, to: zones.Hand})
		r.fail(err)
	}
}

// Flicker exiles a permanent, then returns that card to the battlefield
// under the resolution's controller's control (as Cloudshift does). A token
// exiled this way stays in exile and ceases to exist (CR 111.8).
func (r *Resolution) Flicker(id ObjID) {
	o, ok := r.current(id)
	if !ok || o.zone != zones.Battlefield {
		return
	}
	n := r.Exile(id)
	if n == NoObj || !r.live() {
		return
	}
	_, err := r.g.moveOne(move{obj: n, to: zones.Battlefield, controller: r.item.controller})
	r.fail(err)
}

// PutOntoBattlefield puts a card onto the battlefield under the
// resolution's controller's control (or its owner's, with ownerControls).
func (r *Resolution) PutOntoBattlefield(id ObjID, ownerControls bool) ObjID {
	if _, ok := r.current(id); !ok {
		return NoObj
	}
	ctrl := r.item.controller
	if ownerControls {
		ctrl = NoPlayer
	}
	n, err := r.g.moveOne(move{obj: id, to: zones.Battlefield, controller: ctrl})
	r.fail(err)
	return n
}

// DealDamage has the source deal n damage to a target (CR 120).
func (r *Resolution) DealDamage(to Target, n int) {
	if !r.live() || n <= 0 {
		return
	}
	r.g.dealDamage(r.item.obj, to, n, false)
}

// AddCounters puts n counters of kind k on a permanent (CR 122.6).
func (r *Resolution) AddCounters(id ObjID, k CounterKind, n int) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield && n > 0 {
		r.g.addCounters(id, k, n)
	}
}

// Pump gives a permanent +p/+t until end of turn (CR 611.2, 613.4c).
func (r *Resolution) Pump(id ObjID, p, t int) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		r.g.addEffect(contEffect{layer: LayerPTModify, source: r.item.obj, creator: r.item.controller,
			affected: id, power: int16(p), tough: int16(t), duration: UntilEndOfTurn})
	}
}

// Grant gives a permanent keyword abilities until end of turn (layer 6).
func (r *Resolution) Grant(id ObjID, ks KeywordSet) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		r.g.addEffect(contEffect{layer: LayerAbility, source: r.item.obj, creator: r.item.controller,
			affected: id, grant: ks, duration: UntilEndOfTurn})
	}
}

// Restrict applies rule-changing effects to a permanent until end of turn:
// "target creature can't be blocked this turn" (CantBeBlocked), "can't
// block this turn", "attacks this combat if able" (CR 611.2, 613.1).
func (r *Resolution) Restrict(id ObjID, rules RuleFlags) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield && rules != 0 {
		r.g.addEffect(contEffect{layer: LayerRules, source: r.item.obj, creator: r.item.controller,
			affected: id, rules: rules, duration: UntilEndOfTurn})
	}
}

// GainControl gives the resolution's controller control of a permanent
// (layer 2) until end of turn, or indefinitely. The effect ends when that
// player leaves the game (CR 800.4a).
func (r *Resolution) GainControl(id ObjID, d Duration) {
	o, ok := r.current(id)
	if !ok || o.zone != zones.Battlefield {
		return
	}
	r.g.addEffect(contEffect{layer: LayerControl, source: r.item.obj, creator: r.item.controller,
		affected: id, controller: r.item.controller, duration: d})
	r.g.emit(Event{Kind: EvControlChanged, Obj: id, Player: r.item.controller})
}

// Untap untaps a permanent.
func (r *Resolution) Untap(id ObjID) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		r.g.untap(id)
	}
}

// Attach attaches the source (an Equipment or Aura) to a permanent. An
// attempt to attach to something it can't be attached to does nothing
// (CR 301.5c, 303.4j).
func (r *Resolution) Attach(id ObjID) {
	src, ok := r.current(r.item.obj)
	if !ok || src.zone != zones.Battlefield {
		return
	}
	t, ok := r.current(id)
	if !ok || t.zone != zones.Battlefield || !r.g.chars(t).Is(Creature) || t.id == src.id {
		return
	}
	if src.attachedTo == id {
		return
	}
	r.g.attach(src.id, id)
}

// CreateTokens creates n tokens with the characteristics of def under the
// resolution's controller's control (CR 111.2) and returns them.
func (r *Resolution) CreateTokens(def *CardDef, n int) []ObjID {
	if !r.live() || def == nil {
		return nil
	}
	return r.g.createTokens(def, r.item.controller, n)
}

// GainLife makes player p gain n life.
func (r *Resolution) GainLife(p PlayerID, n int) {
	if r.live() && n > 0 && !r.g.st.players[p].left {
		r.g.gainLife(p, n)
	}
}

// Choose asks a player to decide d. It returns nil when the decider failed;
// the failure then undoes the whole action. It sets each option's Index to
// its place in d.Options, as the engine's own decisions have it.
func (r *Resolution) Choose(p PlayerID, d *Decision) []int {
	numberOptions(d) // built by card code
	return r.choose(p, d)
}

// choose is Choose for a decision the engine built, its options' Index
// set as they were appended.
func (r *Resolution) choose(p PlayerID, d *Decision) []int {
	if !r.live() {
		return nil
	}
	d.Player = p
	ans, err := r.g.decide(d)
	if err != nil {
		r.fail(err)
		return nil
	}
	return ans
}

// ChooseYesNo asks a player a yes/no question ("you may …").
func (r *Resolution) ChooseYesNo(p PlayerID, prompt string) bool {
	if !r.live() {
		return false
	}
	yes, err := r.g.chooseYesNo(p, r.item.obj, prompt)
	r.fail(err)
	return yes
}

func (g *Game) createTokens(def *CardDef, p PlayerID, n int) []ObjID {
	if g.st.players[p].left {
		return nil // CR 800.4b
	}
	var out []ObjID
	for range n {
		// The token is made outside the game and enters (CR 111.2).
		id := g.newCard(def, p, zones.None, true)
		nid, err := g.moveOne(move{obj: id, to: zones.Battlefield, controller: p, create: true})
		if err != nil || nid == NoObj {
			continue
		}
		g.emit(Event{Kind: EvTokenCreated, Player: p, Obj: nid})
		out = append(out, nid)
	}
	return out
}

// dealDamage deals damage from src (CR 120.3): to a creature it is marked
// damage; to a player it is life loss. A lifelink source's controller gains
// that much life as part of the same event (CR 702.15b, 120.3f).
func (g *Game) dealDamage(src ObjID, to Target, n int, combat bool) {
	g.lifelink(src, g.damage(src, to, n, combat))
}

// damage is dealDamage without lifelink: it returns the damage dealt (0
// when it is prevented or the recipient is gone), so that combat damage
// can gain life once per source (combatDamage).
func (g *Game) damage(src ObjID, to Target, n int, combat bool) int {
	if n <= 0 {
		return 0
	}
	if combat {
		if by, ok := g.combatDamagePrevented(src); ok {
			g.emitPrevented(src, to, n, by)
			return 0
		}
	}
	if to.IsPlayer {
		if g.st.players[to.Player].left {
			return 0
		}
		g.emit(Event{Kind: EvDamage, Obj: src, Target: to.Player, Amount: int32(n), Combat: combat})
		g.loseLife(to.Player, n)
		return n
	}
	o := g.obj(to.Obj)
	if o.zone != zones.Battlefield || o.next != NoObj {
		return 0
	}
	g.damagePermanent(o, g.chars(o), n, Event{Kind: EvDamage, Obj: src, Other: to.Obj, Target: NoPlayer, Amount: int32(n), Combat: combat})
	return n
}

// emitPrevented logs n combat damage from src to to that prevention
// effect by prevented (CR 615.1): its source, amount, what it would have
// been dealt to, who controls the effect and the object whose spell or
// ability created it (Event.PreventedBy; 0 when unknown).
func (g *Game) emitPrevented(src ObjID, to Target, n int, by prevention) {
	ev := Event{Kind: EvDamagePrevented, Player: by.creator, Obj: src, Target: NoPlayer, Amount: int32(n), Combat: true,
		Aux: int32(by.source)}
	if to.IsPlayer {
		ev.Target = to.Player
	} else {
		ev.Other = to.Obj
	}
	g.emit(ev)
}

// lifelink makes the controller of a source with lifelink gain n life as
// part of the damage event its n damage is (CR 702.15b, 120.3f): one life
// gain for all the damage the source deals at once. A source with no
// controller, or whose controller has left the game (nothing stays under a
// departed player's control, CR 800.4a), gains its owner the life.
func (g *Game) lifelink(src ObjID, n int) {
	if n <= 0 {
		return
	}
	o := g.obj(src)
	ch := g.chars(o)
	if !ch.Has(Lifelink) {
		return
	}
	p := ch.Controller
	if p == NoPlayer || g.st.players[p].left {
		p = o.owner
	}
	if p != NoPlayer && !g.st.players[p].left {
		g.gainLife(p, n)
	}
}

// Transform transforms a permanent (CR 701.27). It does nothing to a
// permanent that isn't double-faced, to one whose other face is an instant
// or sorcery, to one that can't transform, and to one with daybound or
// nightbound (CR 702.145b(3), 702.145e(2)).
func (r *Resolution) Transform(id ObjID) bool {
	if _, ok := r.current(id); !ok {
		return false
	}
	ids := [1]ObjID{id}
	return r.g.transformBatch(ids[:], false) == 1
}

// TransformSource transforms the source of the resolving ability, only if
// it hasn't transformed since the ability was put on the stack
// (CR 701.27f).
func (r *Resolution) TransformSource() bool {
	o, ok := r.current(r.item.obj)
	if !ok || o.transforms != r.item.sourceFlips {
		return false
	}
	return r.Transform(r.item.obj)
}

// ItBecomes makes it day or night, as an effect that says "it becomes
// day" or "it becomes night" (CR 731.1) does while it resolves: day
// becoming night (or night day) transforms the daybound and nightbound
// permanents at once and triggers what waits for it (CR 702.145, 731.1a);
// when it already is, nothing happens. It is called by a card's effect,
// during the resolution r stands for; it does nothing once the resolution
// has failed or ended, or when d is not Day or Night (the game never
// returns to neither). Game.ItBecomes does the same from outside a
// resolution; Game.SetStartingDayNight sets the designation before play.
func (r *Resolution) ItBecomes(d daynight.Designation) {
	if r.live() && (d == daynight.Day || d == daynight.Night) {
		r.g.becomeDayNight(d, NoPlayer)
	}
}

// DiscardAnyThenDraw has the controller discard any number of cards (a
// decision), then draw that many plus extra.
func (r *Resolution) DiscardAnyThenDraw(extra int) {
	if !r.live() {
		return
	}
	p := r.item.controller
	hand := r.g.st.players[p].hand
	if len(hand) == 0 {
		// Nothing to choose, so no decision: zero cards are discarded
		// (CR 701.9a) and the draw still happens (CR 121.1).
		r.g.draw(p, extra)
		return
	}
	d := &Decision{Kind: DecideDiscard, Prompt: "discard any number of cards", Min: 0, Max: len(hand)}
	for _, id := range hand {
		d.Options = append(d.Options, Option{Obj: id, Index: len(d.Options)})
	}
	ans := r.choose(p, d)
	if !r.live() {
		return
	}
	for _, k := range ans {
		r.g.discard(p, d.Options[k].Obj)
	}
	r.g.draw(p, len(ans)+extra)
}

// DestroyAll destroys the given permanents at once (CR 701.8): one event,
// so leaves-the-battlefield triggers see them all and "until" returns
// happen together (CR 603.10a, 610.3d).
func (r *Resolution) DestroyAll(ids []ObjID) {
	if !r.live() {
		return
	}
	var moves []move
	for _, id := range ids {
		if o, ok := r.current(id); ok && o.zone == zones.Battlefield && !r.g.chars(o).Has(Indestructible) { // CR 702.12b
			r.g.emit(Event{Kind: EvDestroyed, Obj: id})
			moves = append(moves, move{obj: id, to: zones.Graveyard})
		}
	}
	if len(moves) > 0 {
		r.fail(r.g.moveBatch(moves))
	}
}

// Sacrifice has a permanent's controller put it into its owner's
// graveyard (CR 701.21). It is not destroyed.
func (r *Resolution) Sacrifice(id ObjID) {
	if o, ok := r.current(id); ok && o.zone == zones.Battlefield {
		_, err := r.g.moveOne(move{obj: id, to: zones.Graveyard, sacrifice: true})
		r.fail(err)
	}
}
