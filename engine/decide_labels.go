package engine

import "strings"

// Labels: a short English line for every option of a decision
// (Option.Text) and every action (ActionLabel), for a person or a log to
// read, such as "Cast Brutal Cathar ({2}{W})", "Attack with Moonrage
// Brute" or "3 damage to Brutal Cathar". They are not used by the rules.
//
// The engine labels the options of a decision before it asks the
// player's decider (see Game.decide), except for a decider that says it
// does not read them (LabelSkipper), such as Random in self-play, where
// building a string for each option of every priority decision would
// add more than half again to the allocations of a game.

// LabelSkipper is implemented by a Decider that never reads the labels
// (Option.Text) of the decisions it answers: when SkipsLabels reports
// true, the engine does not build them for it, which saves building a
// string per option on every step. The decisions the log records
// (DecisionRecord) are labelled all the same, so that the record of a
// game does not depend on its deciders.
type LabelSkipper interface {
	SkipsLabels() bool
}

// skipsLabels reports whether dec says it does not read labels.
func skipsLabels(dec Decider) bool {
	s, ok := dec.(LabelSkipper)
	return ok && s.SkipsLabels()
}

// LabelOptions fills in the label (Text) of every option of d that has
// none, from what the option is and the decision's kind: "Cast Brutal
// Cathar ({2}{W})", "Attack with Moonrage Brute", "Block Moonrage Brute
// with Brutal Cathar", "Target Bob", "Discard Plains", "3 damage to
// Brutal Cathar". Every object a label names is named by its tag as the
// deciding player sees it (Game.Tag: the name alone when it is the only
// one of that name they see, else told apart: "Target Tavern Smasher
// (Bob's) #2", "Block Tavern Ruffian (Bob's) with Tavern Ruffian
// (yours)"), the same string as the object's Tag in their view
// (PlayerView). An option that already has a label keeps it, except that
// labels that still collide within d are made distinct (distinctLabels).
// It then groups the options the rules can't tell apart (Option.Same,
// groupOptions): three untapped Forests in hand are three options
// "Play Forest #1", "#2" and "#3" of one group, which a person is shown
// as one. The engine calls it for the decisions it asks (see
// LabelSkipper); a caller that builds or keeps a decision itself can call
// it too.
func (g *Game) LabelOptions(d *Decision) { g.labelOptions(d, true) }

// labelOptions is LabelOptions, grouping the options with group unless
// they are grouped already (a second call keeps the first's groups).
func (g *Game) labelOptions(d *Decision, group bool) {
	if d == nil {
		return
	}
	g.refresh() // the names as they are now (CR 613)
	l := g.labellerFor(d.Player)
	var built []bool // the options labelled here
	for i := range d.Options {
		o := &d.Options[i]
		if o.Text != "" {
			continue
		}
		if built == nil {
			built = make([]bool, len(d.Options))
		}
		o.Text = l.optionLabel(d, i)
		built[i] = true
	}
	l.distinctLabels(d)
	if group && (len(d.Options) == 0 || d.Options[0].Same == 0) {
		g.groupOptions(d, built)
	}
}

// labeller words labels for one player, naming objects by their tags as
// that player sees them (tagger).
type labeller struct {
	*Game
	tags *tagger
}

// labellerFor returns the labeller of player p's decisions and actions.
func (g *Game) labellerFor(p PlayerID) labeller {
	if p != NoPlayer && g.checkPlayerExists(p) != nil {
		p = NoPlayer
	}
	return labeller{Game: g, tags: g.newTagger(p, true)}
}

// optionLabel words option i of d.
func (g labeller) optionLabel(d *Decision, i int) string {
	o := &d.Options[i]
	switch d.Kind {
	case DecideAction:
		return g.actionLabel(o.Action)
	case DecideAttackers:
		return g.attackLabel(d, i)
	case DecideBlockers:
		return "Block " + g.labelName(o.Block.Attacker) + " with " + g.labelName(o.Block.Blocker)
	case DecideTarget:
		return "Target " + g.optionName(o)
	case DecideDiscard:
		return "Discard " + g.optionName(o)
	case DecideLegend:
		return "Keep " + g.optionName(o) // CR 704.5j
	case DecideCopy:
		if o.Obj == NoObj {
			return "Copy nothing"
		}
		return "Copy " + g.labelName(o.Obj) // CR 707.2
	case DecideCombatDamage:
		return itoa(int(o.Amount)) + " damage to " + g.optionName(o) // CR 510.1c
	case DecideColor:
		return o.Mana.Name()
	case DecideYesNo:
		if o.Yes {
			return "yes"
		}
		return "no"
	case DecideMode:
		return "Mode " + itoa(o.Index+1)
	case DecideStartingPlayer:
		return g.startingLabel(o) // CR 103.1
	case DecideMulligan:
		if o.Word == wordMulligan {
			return "Take a mulligan (keep " + itoa(int(o.Amount)) + ")" // CR 103.5
		}
		return "Keep " + itoa(int(o.Amount)) + " " + plural(int(o.Amount), "card", "cards")
	case DecideBottom:
		return "Put " + g.optionName(o) + " on the bottom" // CR 103.5
	}
	if o.Word != "" {
		return o.Word
	}
	return g.optionName(o)
}

// startingLabel words an option of a DecideStartingPlayer decision: "Play
// first" and "Draw first" in a game of two players or two teams, "Bob
// plays first" with more players.
func (g labeller) startingLabel(o *Option) string {
	switch o.Word {
	case wordPlay:
		return "Play first"
	case wordDraw:
		return "Draw first"
	}
	return g.optionName(o) + " plays first"
}

// optionName names what an option is: a player, an object, or a word.
func (g labeller) optionName(o *Option) string {
	switch {
	case o.IsPlayer:
		return g.labelPlayer(o.Player)
	case o.Obj != NoObj:
		return g.labelName(o.Obj)
	case o.Word != "":
		return o.Word
	}
	return "option " + itoa(o.Index+1)
}

// attackLabel words option i of a DecideAttackers decision: "Attack with
// X" when X can attack only one player, or "Attack Bob with X" and
// "Attack Arlinn, the Pack's Hope with X" when it has a choice of what to
// attack (CR 508.1b).
func (g labeller) attackLabel(d *Decision, i int) string {
	o := &d.Options[i]
	with := " with " + g.labelName(o.Obj)
	if o.Planeswalker != NoObj {
		return "Attack " + g.labelName(o.Planeswalker) + with
	}
	for j := range d.Options {
		if j != i && d.Options[j].Obj == o.Obj {
			return "Attack " + g.labelPlayer(o.Player) + with
		}
	}
	return "Attack" + with
}

// ActionLabel words an action, as LegalActions lists it: "Pass
// priority", "Play Plains", "Cast Brutal Cathar ({2}{W})", "Cast Lightning
// Bolt ({R}) targeting Bob", "Cast Unnatural Moonrise with flashback
// ({2}{R}{G})", "Activate Arlinn, the Pack's Hope: +1". The objects it
// names are named by their tags as the action's player sees them
// (Game.Tag), as in the labels of their decisions: "Cast Fateful Absence
// ({1}{W}) targeting Grave Feaster (yours)" and "… targeting Grave
// Feaster (Bob's)" when each player controls one. An action on an object
// the game does not have is "Unknown action".
func (g *Game) ActionLabel(a Action) string {
	g.refresh() // the names as they are now (CR 613)
	return g.labellerFor(a.Player).actionLabel(a)
}

// actionLabel words an action (ActionLabel).
func (g labeller) actionLabel(a Action) string {
	if a.Kind != ActPass && (a.Obj <= 0 || int(a.Obj) >= len(g.st.objs)) {
		return "Unknown action"
	}
	var b strings.Builder
	switch a.Kind {
	case ActPass:
		return "Pass priority" // CR 117.3d
	case ActPlayLand:
		return "Play " + g.labelName(a.Obj) // CR 305.1
	case ActCast, ActCastFlashback:
		g.castLabel(&b, a)
	case ActActivate:
		g.activateLabel(&b, a)
	default:
		return "Unknown action"
	}
	g.targetsLabel(&b, a.TargetList())
	return b.String()
}

// castLabel words the cast of a spell (CR 601.2): its name and the mana
// cost it is cast for, the printed one or the flashback cost (CR
// 702.34a), and the permission to cast it as though it had flash.
func (g labeller) castLabel(b *strings.Builder, a Action) {
	o := &g.st.objs[a.Obj]
	face := &g.defOf(o).Front
	b.WriteString("Cast ")
	if tag := g.tags.tag(a.Obj); tag != "" && g.nameOf(g.chars(o)) == face.Name {
		b.WriteString(tag)
	} else {
		b.WriteString(face.Name)
	}
	cost := face.ManaCost
	if a.Kind == ActCastFlashback && face.Flashback != nil {
		cost = face.Flashback.Cost
		b.WriteString(" with flashback")
	}
	if s := cost.String(); s != "" {
		b.WriteString(" (")
		b.WriteString(s)
		b.WriteString(")")
	}
	if a.Flash {
		b.WriteString(" as though it had flash") // CR 601.3
	}
}

// activateLabel words the activation of an ability (CR 602.2): its
// source's name and the ability's cost, the text before its colon ("+1",
// "{2}{R}, {T}").
func (g labeller) activateLabel(b *strings.Builder, a Action) {
	o := &g.st.objs[a.Obj]
	b.WriteString("Activate ")
	b.WriteString(g.labelName(a.Obj))
	_, ab := g.activatedAbility(o, a.Ability)
	if ab == nil {
		return
	}
	text := ab.Text
	if cost, _, ok := strings.Cut(text, ": "); ok {
		text = cost
	}
	if text != "" {
		b.WriteString(": ")
		b.WriteString(text)
	}
}

// targetsLabel words the targets of an action: " targeting X and Bob"; a
// place of an "up to" phrase left empty is not named, and with none
// chosen it words nothing.
func (g labeller) targetsLabel(b *strings.Builder, ts []Target) {
	n := 0
	for _, t := range ts {
		if t.None() {
			continue
		}
		if n == 0 {
			b.WriteString(" targeting ")
		} else {
			b.WriteString(" and ")
		}
		n++
		b.WriteString(g.targetName(t))
	}
}

// targetName names a target: a player, an object, or an ability on the
// stack by its source.
func (g labeller) targetName(t Target) string {
	switch {
	case t.IsPlayer:
		return g.labelPlayer(t.Player)
	case t.IsAbility():
		if it := g.abilityItem(t.Stack); it != nil {
			return "the ability of " + g.labelName(it.obj)
		}
		return "an ability"
	}
	return g.labelName(t.Obj)
}

// labelName names an object in a label: by its tag as the labeller's
// player sees it (CR 400.2), or, for one they don't see now, by its name
// as it is (or was last) known; "?" for no object.
func (g labeller) labelName(id ObjID) string {
	if id <= 0 || int(id) >= len(g.st.objs) {
		return "?"
	}
	if tag := g.tags.tag(id); tag != "" {
		return tag
	}
	return g.nameOf(g.chars(&g.st.objs[id]))
}

// labelPlayer is a player's name, or "nobody".
func (g labeller) labelPlayer(p PlayerID) string {
	if n := g.PlayerName(p); n != "" {
		return n
	}
	return "nobody"
}
