package engine

// ActionKind is the kind of an Action.
type ActionKind uint8

// The kinds of actions a player with priority may take.
const (
	ActPass ActionKind = iota
	ActPlayLand
	ActCast
	ActActivate
	// ActCastFlashback casts a card from its owner's graveyard with
	// flashback (CR 702.34a).
	ActCastFlashback
	numActionKinds
)

// Action is one legal action for a player with priority, as listed by
// LegalActions and performed by Perform.
type Action struct {
	Kind     ActionKind
	Player   PlayerID
	NTargets int8 // beside the other one-byte fields: the record is copied often
	// Flash: an ActCast that uses an effect's permission to cast the spell
	// as though it had flash, which costs nothing (CR 601.3; Arlinn, the
	// Pack's Hope's +1): CastOptions.AsThoughFlash.
	Flash   bool
	Obj     ObjID
	Ability int // ActActivate: index among activated abilities
	Targets [maxTargets]Target
}

// TargetList returns the action's targets, or nil when NTargets is out of
// range (Perform rejects such an action).
func (a *Action) TargetList() []Target {
	if a.NTargets < 0 || int(a.NTargets) > len(a.Targets) {
		return nil
	}
	return a.Targets[:a.NTargets]
}

// LegalActions appends to buf the actions player p may take now: passing,
// playing a land, casting a spell or activating a non-mana ability, with
// one action per combination of legal targets (mana abilities are left to
// automatic payment). It returns none when p's team does not have
// priority. In Two-Headed Giant the teammate of the player holding
// priority may play lands, cast spells and activate abilities too, as
// their team has priority (CR 805.5a): their list is those actions, with
// no passing, which is the holder's. A decider of the game's Step is
// asked for the holder only. The list is the caller's: the engine keeps
// no reference to buf, whose contents are valid until the caller passes
// it again.
//
// When passing is all p may do, the answer usually comes from a cache
// (cache_pass_only.go) without listing anything.
func (g *Game) LegalActions(p PlayerID, buf []Action) []Action {
	buf = buf[:0]
	if g.st.wait != waitPriority || !g.teamHasPriority(actListed, p) {
		return buf
	}
	if g.onlyPassing(p) {
		if g.verifyUndo {
			if a := g.checkPassOnly(p); a != "" {
				panic("engine: the pass-only cache missed a reset: " + g.PlayerName(p) + " may " + a)
			}
		}
		if g.st.priority == p {
			buf = append(buf, Action{Kind: ActPass, Player: p})
		}
		return buf
	}
	code := g.passOnly.code
	buf = g.listActions(p, buf)
	g.notePassOnly(p, buf, code)
	return buf
}

// listActions is LegalActions without its cache: it appends to buf, for
// p whose team has priority, every action p may take now.
func (g *Game) listActions(p PlayerID, buf []Action) []Action {
	g.refresh()
	if g.st.priority == p {
		buf = append(buf, Action{Kind: ActPass, Player: p})
	}
	pl := &g.st.players[p]
	sorcery := g.sorceryTiming(p)
	// The mana sources are listed once for all the spells in hand: nothing
	// changes between the checks.
	lc := listCasts{sorcery: sorcery}
	for _, id := range pl.hand {
		o := g.obj(id)
		f := &g.defOf(o).Front
		if f.Types.Has(Land) {
			if sorcery && pl.landsPlayed == 0 {
				buf = append(buf, Action{Kind: ActPlayLand, Player: p, Obj: id})
			}
			continue
		}
		// Most cards in hand outside a main phase are refused by their
		// timing, checked here before any call, unless an effect lets p
		// cast them as though they had flash (CR 601.3).
		flash := needsFlash(f, sorcery)
		if flash && !g.mayCastAsThoughFlash(p, f) {
			continue
		}
		buf = g.appendCast(buf, &lc, Action{Kind: ActCast, Player: p, Obj: id, Flash: flash}, f, f)
	}
	buf = g.appendFlashbacks(buf, &lc, p)
	for _, id := range g.activators() {
		o := g.obj(id)
		if g.chars(o).Controller != p {
			continue
		}
		n := -1
		for _, ab := range g.abilities(g.chars(o)) {
			if ab.Kind != Activated && ab.Kind != ManaAbility {
				continue
			}
			n++
			if ab.Kind == ManaAbility || (ab.Sorcery && !sorcery) {
				continue
			}
			if g.checkCost("", p, o, ab) != nil || g.canPayObjects(p, &ab.Cost, id) != "" {
				continue
			}
			exclude := NoObj
			if ab.Cost.Tap || ab.Cost.Untap { // its own {T} or {Q} is part of this cost
				exclude = id
			}
			if !g.canPay(p, ab.Cost.Mana, exclude) {
				continue
			}
			buf = g.appendTargeted(buf, Action{Kind: ActActivate, Player: p, Obj: id, Ability: n}, ab.Targets, p, id)
		}
	}
	return buf
}

// listCasts is what LegalActions keeps between the spells it lists: the
// timing, and the mana sources, listed once for all (nothing changes
// between the checks).
type listCasts struct {
	sorcery bool
	srcs    []manaSource
	listed  bool
	// units sums up srcs when they make one mana each, its total counting
	// the mana in the pool too.
	units unitSources
}

// payable is planWith's answer for cost over the pool and lc.srcs, found
// from their summary when the sources make one mana each: the mana in all
// reaches the mana value and the symbols can be matched (unitPayable).
func (lc *listCasts) payable(pool ManaPool, cost *ManaCost, buf *planBuffers) bool {
	if !lc.units.ok {
		_, ok := planWith(pool, *cost, lc.srcs, buf, false)
		return ok
	}
	return lc.units.total >= cost.ManaValue(0) && lc.units.matches(pool, cost)
}

// appendCast appends the casts of face f of card a.Obj, one per
// combination of legal targets, if its total cost, starting from
// costFace's mana cost, can be paid. The caller has checked its timing
// and set a.Flash.
func (g *Game) appendCast(buf []Action, lc *listCasts, a Action, f, costFace *Face) []Action {
	p, id := a.Player, a.Obj
	pl := &g.st.players[p]
	if f.ManaCost.X > 0 {
		return buf // X spells are left to callers that choose X
	}
	if f.AdditionalCost != nil && g.canPayObjects(p, f.AdditionalCost, id) != "" {
		return buf
	}
	// An empty pool, the most common, covers no cost with a positive mana
	// value: covers need not be asked.
	if cost := g.spellCost(costFace, p, id, 0, false); cost.ManaValue(0) > 0 && (pl.pool == ManaPool{} || !covers(pl.pool, &cost)) {
		if !lc.listed {
			lc.srcs, lc.listed = g.memoSources(&g.handSrcs[p], p, NoObj), true
			lc.units.sum(lc.srcs)
			lc.units.total += pl.pool.Total()
		}
		if !lc.payable(pl.pool, &cost, &g.scratch.plan) {
			return buf
		}
	}
	// Checked after the cost, which most often refuses first: both only
	// read the state.
	if g.castForbidden(p, f, 0) != "" {
		return buf // CR 601.3
	}
	var specs []TargetSpec
	if f.Spell != nil {
		specs = f.Spell.Targets
	}
	return g.appendTargeted(buf, a, specs, p, id)
}

// appendTargeted appends a for every combination of legal targets, with
// the places of an "up to" phrase also left empty.
func (g *Game) appendTargeted(buf []Action, a Action, specs []TargetSpec, p PlayerID, src ObjID) []Action {
	if int(a.NTargets) == targetPlaces(specs) {
		return append(buf, a)
	}
	i := int(a.NTargets)
	if i >= maxTargets {
		if onlyUpToFrom(specs, i) {
			return append(buf, a) // the rest left empty (heldPlaces)
		}
		return buf
	}
	spec := specAt(specs, i)
	if spec.UpTo {
		b := a
		b.Targets[i] = NoTarget
		b.NTargets++
		buf = g.appendTargeted(buf, b, specs, p, src)
	}
	var cands [32]Target
	for _, t := range g.targetCandidates(spec, p, src, cands[:0]) {
		dup := false
		for j, x := range a.TargetList() {
			dup = dup || (x == t && distinctPlaces(specs, j, i))
		}
		if dup {
			continue
		}
		b := a
		b.Targets[i] = t
		b.NTargets++
		buf = g.appendTargeted(buf, b, specs, p, src)
	}
	return buf
}

// Perform takes an action returned by LegalActions.
func (g *Game) Perform(a Action) error {
	if a.NTargets < 0 || int(a.NTargets) > len(a.Targets) {
		return actErr("perform", a.Player, a.Obj, ErrInvalidValue, "target count out of range")
	}
	switch a.Kind {
	case ActPass:
		return g.PassPriority(a.Player)
	case ActPlayLand:
		return g.PlayLand(a.Player, a.Obj)
	case ActCast:
		return g.CastSpell(a.Player, a.Obj, CastOptions{Targets: a.TargetList(), AsThoughFlash: a.Flash})
	case ActActivate:
		return g.ActivateAbility(a.Player, a.Obj, a.Ability, ActivateOptions{Targets: a.TargetList()})
	case ActCastFlashback:
		return g.CastSpell(a.Player, a.Obj, CastOptions{Targets: a.TargetList(), AsThoughFlash: a.Flash, Flashback: true})
	}
	return actErr("perform", a.Player, a.Obj, ErrInvalidValue, "unknown action kind")
}

// Waiting describes what the game waits for.
type Waiting struct {
	Priority  PlayerID   `json:"priority"`           // holds priority, or NoPlayer
	Attackers PlayerID   `json:"attackers"`          // must declare attackers, or NoPlayer
	Blockers  []PlayerID `json:"blockers,omitempty"` // must declare blockers
	Over      bool       `json:"over,omitempty"`
	Paused    bool       `json:"paused,omitempty"` // stopped by PauseAfter; Continue resumes
	// Beginning: a game begun with Begin is starting, and Step asks the
	// next decision of its start (CR 103; Game.BeginningState says whose).
	Beginning bool `json:"beginning,omitempty"`
}

// Waiting returns what the game waits for.
func (g *Game) Waiting() Waiting {
	w := Waiting{Priority: NoPlayer, Attackers: NoPlayer}
	switch g.st.wait {
	case waitPriority:
		w.Priority = g.st.priority
	case waitAttackers:
		w.Attackers = g.st.active
	case waitBlockers:
		w.Blockers = g.DefendingPlayers()
	case waitOver:
		w.Over = true
	case waitPaused:
		w.Paused = true
	case waitBeginning:
		w.Beginning = true
	}
	return w
}

// Step asks the player the game waits for to act, through their decider,
// and performs the action: a priority action, or a declaration of attackers
// or blockers; while a game begun with Begin is starting, the next
// decision of its start (the starting player, keep or mulligan, the cards
// put on the bottom, CR 103). It is how a game plays itself between
// deciders.
func (g *Game) Step() error {
	if err := g.refuseInCardCode(); err != nil {
		return err
	}
	if err := g.refuseWaiting("step"); err != nil {
		return err
	}
	if !g.tracked() {
		return g.step()
	}
	err := g.stepRecorded()
	return g.recorded(err, RecordedCall{Op: OpStep})
}

// stepRecorded is step inside a recorded Step: the actions it performs are
// part of the Step, not recorded (nor kept as the call that stops at a
// decision) on their own, until it returns or panics.
func (g *Game) stepRecorded() error {
	g.nestStep(1)
	defer g.nestStep(-1)
	return g.step()
}

func (g *Game) step() error {
	switch g.st.wait {
	case waitSetup:
		return ErrNotStarted
	case waitOver:
		return ErrGameOver
	case waitPaused:
		return g.Continue()
	case waitBeginning:
		return g.stepBeginning()
	case waitPriority:
		p := g.st.priority
		// The list and the decision reuse the game's buffers: a decider
		// must not keep them (see Decider).
		acts := g.LegalActions(p, g.scratch.acts)
		g.scratch.acts = acts
		if len(acts) == 1 && acts[0].Kind == ActPass && g.skipsForced(p) {
			return g.PassPriority(p) // the only action (ForcedSkipper)
		}
		d := &g.scratch.decision
		*d = Decision{Kind: DecideAction, Player: p, Prompt: "choose an action", Min: 1, Max: 1, Options: d.Options[:0]}
		for _, a := range acts {
			d.Options = append(d.Options, Option{})
			op := &d.Options[len(d.Options)-1] // built in place: an Option is large
			op.Action, op.Obj, op.Index = a, a.Obj, len(d.Options)-1
		}
		ans, err := g.decide(d)
		if err != nil {
			return err
		}
		return g.Perform(acts[ans[0]])
	case waitAttackers:
		p := g.st.active
		g.refresh()
		d := &g.scratch.decision // reused, as the action's (see Decider)
		*d = Decision{Kind: DecideAttackers, Player: p, Prompt: "declare attackers", Min: 0, Options: d.Options[:0]}
		forced := g.attackDecision(d, p)
		def := g.defenderFor(p, 0)
		d.Max = len(d.Options)
		ans, err := g.decide(d)
		if err != nil {
			return err
		}
		var attacks []Attack
		for _, k := range ans {
			o := &d.Options[k]
			if !declares(attacks, o.Obj) { // one option per creature: the first picked
				attacks = append(attacks, Attack{Attacker: o.Obj, Defender: o.Player, Planeswalker: o.Planeswalker})
			}
		}
		if forced {
			attacks = g.withForcedAttackers(p, def, attacks)
		}
		return g.declareAttackersMet(p, attacks, true)
	case waitBlockers:
		p := g.DefendingPlayers()[0]
		g.refresh()
		d := &g.scratch.decision
		*d = Decision{Kind: DecideBlockers, Player: p, Prompt: "declare blockers", Min: 0, Options: d.Options[:0]}
		var room [16]ObjID
		atk := g.attackingTeam(p, room[:0]) // no other creature can be blocked
		for _, b := range g.st.battlefield {
			for _, a := range atk {
				if g.cantBlockReason(g.obj(b), g.obj(a), p) == "" {
					d.Options = append(d.Options, Option{Obj: b, Block: Block{Blocker: b, Attacker: a}, Index: len(d.Options)})
				}
			}
		}
		d.Max = len(d.Options)
		ans, err := g.decide(d)
		if err != nil {
			return err
		}
		var blocks []Block
		for _, k := range ans {
			blocks = append(blocks, d.Options[k].Block)
		}
		if err := g.DeclareBlockers(p, blocks); err != nil {
			// An illegal combination (a blocker twice, a lone blocker of a
			// menace creature) falls back to no blocks.
			return g.DeclareBlockers(p, nil)
		}
		return nil
	}
	return nil
}

// PlayTurns lets the deciders play until the game ends or turn maxTurn has
// ended: from the first decision of a game begun with Begin, its start
// too.
func (g *Game) PlayTurns(maxTurn int) error {
	for g.st.wait != waitOver && int(g.st.turn) <= maxTurn {
		if err := g.Step(); err != nil {
			return err
		}
	}
	return nil
}
