package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/zones"
)

// Auras that enchant players (CR 303.4, 702.5): an Aura spell with
// "enchant player" targets a player (303.4a) and resolves attached to
// that player (608.3c); an Aura attached to a player it can't enchant, or
// to a player who has left the game, goes to its owner's graveyard as a
// state-based action (303.4c, 704.5m); "as this transforms into [this
// face], attach it to a player" chooses the player without targeting
// (712.20, 303.4f), so a player with hexproof may be chosen.

// EnchantsPlayer reports whether face f is an Aura with "enchant player"
// (CR 702.5a): the target of its Aura spell is a player (303.4a).
func EnchantsPlayer(f *Face) bool {
	return f.Types.Has(Enchantment) && f.Subtypes.Has(Aura) && f.Spell != nil &&
		len(f.Spell.Targets) > 0 && f.Spell.Targets[0].Kind == TargetPlayer
}

// enchantFace returns the face whose enchant ability permanent o has: its
// copiable values (CR 707.2) or the face that is up.
func (g *Game) enchantFace(o *object) *Face {
	if f := g.copyFaceOf(o); f != nil {
		return f
	}
	return g.face(o)
}

// playerAttachmentLegal reports whether permanent o, with characteristics
// ch, attached to a player, may stay attached (CR 303.4c, 704.5m): it is
// an Aura, not a creature, with "enchant player", and the player is still
// in the game (800.4a).
func (g *Game) playerAttachmentLegal(o *object, ch *charVals) bool {
	p := o.attachedPlayer
	return p >= 0 && int(p) < len(g.st.players) && !g.st.players[p].left &&
		ch.Is(Enchantment) && ch.Subtypes.Has(Aura) && !ch.Is(Creature) && EnchantsPlayer(g.enchantFace(o))
}

// HasHexproof reports whether player p has hexproof (CR 702.11c): a
// permanent p controls says "you have hexproof".
func (g *Game) HasHexproof(p PlayerID) bool {
	for _, id := range g.st.battlefield {
		if ch := g.chars(g.obj(id)); ch.Rules&ControllerHexproof != 0 && ch.Controller == p {
			return true
		}
	}
	return false
}

// HasHexproof reports whether player p has hexproof (CR 702.11c), as
// Game.HasHexproof does.
func (v View) HasHexproof(p PlayerID) bool { return v.g.HasHexproof(p) }

// checkPlayerAttachment checks a placement attached to a player: an Aura
// with "enchant player" on the battlefield, attached to a player of the
// game and to no object (CR 303.4).
func (g *Game) checkPlayerAttachment(pl *Placement) error {
	if err := g.checkPlayerExists(pl.AttachedPlayer); err != nil {
		return err
	}
	face := &pl.Def.Front
	if pl.BackFace && pl.Def.Back != nil {
		face = pl.Def.Back
	}
	if pl.Zone != zones.Battlefield || pl.AttachedTo != NoObj || pl.CopyOf != NoObj || !EnchantsPlayer(face) {
		return fmt.Errorf("%w: only an Aura with enchant player, on the battlefield, is attached to a player (CR 303.4)", ErrInvalidValue)
	}
	return nil
}

// attachAsTransformed applies the "as this permanent transforms into
// [this face], attach it to a player" abilities of the permanents of ids,
// which have just transformed (CR 712.20): each one's controller chooses
// a player in the game (303.4f; this doesn't target, so hexproof doesn't
// matter), and the permanent becomes attached to that player. A decision
// that fails is kept as the action's error (deferFail).
func (g *Game) attachAsTransformed(ids []ObjID) {
	for _, id := range ids {
		o := g.obj(id)
		ch := g.chars(o)
		if !g.hasAbility(ch, AsTransformsAttach) || o.zone != zones.Battlefield {
			continue
		}
		d := g.attachDecision(id, ch.Controller, "a player to attach it to as it transforms")
		if len(d.Options) == 0 {
			continue
		}
		ans, err := g.decide(&d)
		if err != nil {
			g.deferFail(err)
			return
		}
		g.attachToPlayer(id, d.Options[ans[0]].Player)
	}
}

// enterUnattachedUnlessAttachable is CR 303.4h: a permanent that would
// enter attached to an object or a player (an Aura spell resolving, 608.3c)
// but enters with a face that is not an Aura, an Equipment or a
// Fortification enters unattached. A daybound Aura spell resolving at
// night enters transformed (702.145b, 712.14a): its creature face is
// attached to nothing from the start, so nothing becomes attached.
func enterUnattachedUnlessAttachable(m *move) {
	if st := m.enter.Face().Subtypes; !st.Has(Aura) && !st.Has(Equipment) && !st.Has(Fortification) {
		m.attachTo, m.toPlayer, m.attachPlayer = NoObj, false, NoPlayer
	}
}

// enterAttachedToPlayer is CR 303.4f for an Aura with "enchant player"
// entering the battlefield other than by resolving as an Aura spell (one
// returned or put there by an effect), with no player given for it to
// enchant: its controller chooses a player in the game as it enters. This
// doesn't target. A permanent that enters with another face up, or as a
// copy of something else, is judged by the face it enters with.
func (g *Game) enterAttachedToPlayer(m *move) error {
	if m.toPlayer || m.attachTo != NoObj || !EnchantsPlayer(m.enter.Face()) {
		return nil
	}
	d := g.attachDecision(m.obj, m.enter.Controller, "a player to attach it to as it enters")
	if len(d.Options) == 0 {
		return nil
	}
	ans, err := g.decide(&d)
	if err != nil {
		return err
	}
	m.toPlayer, m.attachPlayer = true, d.Options[ans[0]].Player
	return nil
}

// attachDecision returns the decision of player p choosing a player in the
// game for Aura src to be attached to (CR 303.4f): DecideAttachPlayer.
func (g *Game) attachDecision(src ObjID, p PlayerID, prompt string) Decision {
	d := Decision{Kind: DecideAttachPlayer, Player: p, Source: src, Min: 1, Max: 1, Prompt: prompt}
	for q := range g.st.players {
		if !g.st.players[q].left {
			d.Options = append(d.Options, Option{Player: PlayerID(q), IsPlayer: true, Text: g.st.players[q].name, Index: len(d.Options)})
		}
	}
	return d
}

// hasAbility reports whether characteristics ch have an ability of kind k.
func (g *Game) hasAbility(ch *charVals, k AbilityKind) bool {
	for _, ab := range g.abilities(ch) {
		if ab.Kind == k {
			return true
		}
	}
	return false
}

// AtBeginningOfEnchantedPlayers is "at the beginning of enchanted
// player's STEP" (CR 303.4b, 503.1a): it triggers as step s of the turn
// of the player the source is attached to begins (in Two-Headed Giant,
// the turn of that player's team, CR 805.4a). The player it triggered for
// is kept with the ability: its effect's "they" (EnchantedPlayer).
func AtBeginningOfEnchantedPlayers(s Step) Trigger {
	return Trigger{On: EvStepBegan, Match: func(v View, src ObjID, ev *Event) bool {
		g := v.g // the engine's own condition reads its internals
		p := g.obj(src).attachedPlayer
		return Step(ev.Amount) == s && p != NoPlayer && g.SameTeam(p, ev.Player)
	}, subject: func(v View, src ObjID, _ *Event) PlayerID {
		g := v.g // the engine's own condition reads its internals
		return g.obj(src).attachedPlayer
	}}
}

// EnchantedPlayer returns the enchanted player of the resolving ability's
// effect. For "at the beginning of enchanted player's upkeep, they …"
// (AtBeginningOfEnchantedPlayers) it is the player whose step triggered
// the ability: the one the source was attached to then. "They" refers to
// that player of the trigger event, fixed as the ability triggered (CR
// 603.2; 805.4d reads "that player" of a step trigger the same way), so
// it is the same player if the Aura has since become unattached (a Curse
// turned into a creature, 704.5p) or left the battlefield; in Two-Headed
// Giant it is that teammate, not the team's first seat. For any other
// ability it is the player the source is attached to as the effect is
// applied, or was attached to as it left the battlefield (its last known
// information, CR 608.2h): NoPlayer if none.
func (r *Resolution) EnchantedPlayer() PlayerID {
	if r.item.kind == itemTriggered && r.item.ability != nil && r.item.ability.Trigger.subject != nil {
		return r.item.ev.Target
	}
	id := r.item.obj
	if !r.live() || id <= 0 || int(id) >= len(r.g.st.objs) {
		return NoPlayer
	}
	// The same field answers both: the permanent's, or the former
	// permanent's as it left (only a permanent is attached to a player,
	// CR 303.4, which the invariant checker verifies).
	return r.g.obj(id).attachedPlayer
}
