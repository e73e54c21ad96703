package engine

import (
	"fmt"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/zones"
)

// Placement describes a card put into a zone during setup, before the game
// starts. Only Tapped and later fields need the battlefield.
type Placement struct {
	Owner PlayerID
	Zone  zones.Kind
	Def   *CardDef
	// BackFace puts a double-faced card onto the battlefield back face up;
	// elsewhere a double-faced card has only its front face (CR 712.8a).
	BackFace bool
	Tapped   bool
	// Sick: its controller has not controlled it continuously since their
	// most recent turn began (CR 302.6). Everything else placed on the
	// battlefield has.
	Sick bool
	// Counters are the counters it has; a planeswalker's loyalty is its
	// loyalty counters, which setup gives only as written here (a
	// planeswalker without any is put into the graveyard by CR 704.5i).
	Counters   [NumCounterKinds]int
	AttachedTo ObjID
	// With AttachedToPlayer set, an Aura with "enchant player" is attached
	// to player AttachedPlayer (CR 303.4); AttachedTo must then be NoObj.
	AttachedToPlayer bool
	AttachedPlayer   PlayerID
	CopyOf           ObjID // entered as a copy of that permanent (CR 707.5)
	// With ControlEffect set, Controller gets control of it through a
	// control-changing effect with no end created at setup; it ends when
	// that player leaves the game (CR 800.4a). Without it the owner
	// controls it and Controller is ignored, so a zero Placement never
	// hands a card to player 0.
	ControlEffect bool
	Controller    PlayerID
	Token         bool
	// Damage is the damage already marked on it this turn (CR 120.3,
	// 120.6), from 0 to 10000. Start applies no state-based action to what
	// setup placed, so a caller that means a legal position marks damage
	// only on a creature and below its toughness unless it has
	// indestructible (CR 704.5g, 702.12b); the damage wears off in the
	// cleanup step as any marked damage does (CR 514.2).
	Damage int
}

// Put places a card during setup and returns its object. Nothing triggers
// and no replacement effect applies: the placement's fields alone shape it.
func (g *Game) Put(pl Placement) (ObjID, error) {
	id, err := g.put(pl)
	return id, g.recorded(err, RecordedCall{Op: OpPut, Placement: recordedPlacement(pl)})
}

func (g *Game) put(pl Placement) (ObjID, error) {
	if err := g.refuseWaiting("put"); err != nil {
		return NoObj, err
	}
	if g.st.wait != waitSetup {
		return NoObj, fmt.Errorf("put: %w", ErrStarted)
	}
	if err := g.checkPlayerExists(pl.Owner); err != nil {
		return NoObj, fmt.Errorf("put: %w", err)
	}
	if pl.Def == nil {
		return NoObj, fmt.Errorf("put: %w", ErrUnknownCard)
	}
	if err := pl.Def.CheckSubtypes(); err != nil {
		return NoObj, fmt.Errorf("put: %w", err)
	}
	switch pl.Zone {
	case zones.Library, zones.Hand, zones.Graveyard, zones.Exile, zones.Battlefield:
	default:
		return NoObj, fmt.Errorf("put into %v: %w", pl.Zone, ErrInvalidValue)
	}
	bf := pl.Zone == zones.Battlefield
	if !bf && (pl.Tapped || pl.Sick || pl.AttachedTo != NoObj || pl.AttachedToPlayer || pl.CopyOf != NoObj || pl.Token ||
		pl.ControlEffect || pl.Counters != [NumCounterKinds]int{} || pl.Damage != 0) {
		return NoObj, fmt.Errorf("put: %w: status, counters, damage, attachments, copies, tokens and control need the battlefield", ErrInvalidValue)
	}
	if pl.Damage < 0 || pl.Damage > 10000 {
		return NoObj, fmt.Errorf("put: %w: damage", ErrInvalidValue)
	}
	for _, n := range pl.Counters {
		if n < 0 || n > 10000 {
			return NoObj, fmt.Errorf("put: %w: counters", ErrInvalidValue)
		}
	}
	for _, ref := range []ObjID{pl.AttachedTo, pl.CopyOf} {
		if ref == NoObj {
			continue
		}
		if ref < 0 || int(ref) >= len(g.st.objs) || g.obj(ref).zone != zones.Battlefield {
			return NoObj, fmt.Errorf("put: %w: attached to or copy of an object not on the battlefield", ErrUnknownObject)
		}
	}
	if pl.AttachedToPlayer {
		if err := g.checkPlayerAttachment(&pl); err != nil {
			return NoObj, fmt.Errorf("put: %w", err)
		}
	}
	if pl.ControlEffect {
		if err := g.checkPlayerExists(pl.Controller); err != nil {
			return NoObj, fmt.Errorf("put: %w", err)
		}
	}
	id := g.newCard(pl.Def, pl.Owner, pl.Zone, pl.Token)
	if bf {
		g.setUpPermanent(id, &pl)
	}
	return id, nil
}

// SetLife sets a player's life total during setup: in Two-Headed Giant
// the team's shared total (CR 810.4).
func (g *Game) SetLife(p PlayerID, life int) error {
	return g.recorded(g.setLife(p, life), RecordedCall{Op: OpSetLife, Player: p, Life: life})
}

func (g *Game) setLife(p PlayerID, life int) error {
	if err := g.refuseWaiting("set life"); err != nil {
		return err
	}
	if g.st.wait != waitSetup {
		return fmt.Errorf("set life: %w", ErrStarted)
	}
	if err := g.checkPlayerExists(p); err != nil {
		return fmt.Errorf("set life: %w", err)
	}
	if life < -1_000_000 || life > 1_000_000 {
		return fmt.Errorf("set life: %w", ErrInvalidValue)
	}
	g.setLifeTotal(p, life)
	return nil
}

// SetStartingDayNight sets the designation the game has when play
// starts: part of the position being set up, like Put and SetLife. A game
// begins with neither (CR 731.1), and so does one whose setup never calls
// this; a position taken from a game in progress may already be day or
// night. It may be called only before Start: afterwards it returns an
// error wrapping ErrStarted, and a designation other than Neither, Day or
// Night one wrapping ErrInvalidValue; the game is then unchanged. Nothing
// happens as the designation is set: no event, no trigger, no permanent
// transforms (Start makes the position consistent). During play the
// designation changes only as the rules say: Game.ItBecomes,
// Resolution.ItBecomes, the untap step's check (CR 731.2) and daybound
// and nightbound (CR 702.145).
func (g *Game) SetStartingDayNight(d daynight.Designation) error {
	return g.recorded(g.setDayNightSetup(d), RecordedCall{Op: OpSetStartingDayNight, DayNight: d})
}

func (g *Game) setDayNightSetup(d daynight.Designation) error {
	if err := g.refuseWaiting("set day/night"); err != nil {
		return err
	}
	if g.st.wait != waitSetup {
		return fmt.Errorf("set day/night: %w", ErrStarted)
	}
	if d > daynight.Night {
		return fmt.Errorf("set day/night: %w", ErrInvalidValue)
	}
	g.setStartingDesignation(d)
	return nil
}

// StartAt says where a game starts: turn number, active player and step.
// In Two-Headed Giant Player may be either player of the team whose turn
// it is (CR 805.4).
// With Turn 0 the game starts at the default point, turn 1 in Player's
// precombat main phase, whatever Step says; with Turn set, Step is used.
type StartAt struct {
	Turn   int
	Player PlayerID
	Step   Step
	// Shuffle shuffles every library before play (a real game); setups that
	// list libraries top first leave it false.
	Shuffle bool
	// OpeningHand is the number of cards each player draws before play.
	OpeningHand int
}

// Start ends setup and begins play at the given point. The player before
// the active player in turn order was the previous turn's active player
// and cast no spells during it. The position is first made consistent by
// the rules that act immediately; nothing triggers from setup.
func (g *Game) Start(at StartAt) error {
	return g.recorded(g.start(at), RecordedCall{Op: OpStart, Start: &at})
}

func (g *Game) start(at StartAt) error {
	if g.st.wait != waitSetup {
		return fmt.Errorf("start: %w", ErrStarted)
	}
	if at.Turn == 0 {
		at.Turn, at.Step = 1, PrecombatMain
	}
	if at.Turn < 1 || at.Turn > 1_000_000 || at.Step >= numSteps || at.OpeningHand < 0 || at.OpeningHand > 60 {
		return fmt.Errorf("start: %w", ErrInvalidValue)
	}
	if err := g.checkPlayerExists(at.Player); err != nil {
		return fmt.Errorf("start: %w", err)
	}
	return g.atomic(func() error {
		g.placeStart(at)
		g.emit(Event{Kind: EvGameStarted, Amount: int32(len(g.st.players))})
		if at.Shuffle {
			for i := range g.st.players {
				g.shuffleLibrary(PlayerID(i))
			}
		}
		for i := range g.st.players {
			g.draw(PlayerID(i), at.OpeningHand)
		}
		return g.playFrom(at)
	})
}

// placeStart sets the turn, the active and starting players and each
// player's turns so far for play beginning at at, and the turn since which
// the permanents setup placed as summoning sick are controlled.
func (g *Game) placeStart(at StartAt) {
	n := len(g.st.players)
	g.st.turn = int32(at.Turn)
	if g.teams() {
		g.startTeams(at)
	} else {
		g.st.starting = PlayerID((int(at.Player) - (at.Turn-1)%n + n*at.Turn) % n)
		g.st.active = at.Player
		if at.Turn > 1 {
			g.st.prevActive = PlayerID((int(at.Player) + n - 1) % n)
		}
		// Each player's most recent turn, counting back from the active one.
		for i := range n {
			back := (int(at.Player) - i + n) % n
			t := at.Turn - back
			if t < 1 {
				t = 0
			}
			g.setLastTurn(PlayerID(i), int32(t))
			g.setTurnsBegun(PlayerID(i), turnsBegunBack(int32(at.Turn), back, n))
		}
	}
	for i := 1; i < len(g.st.objs); i++ {
		o := &g.st.objs[i]
		if o.zone == zones.Battlefield && o.controlSince > 1<<29 {
			g.startControlAt(o.id, int32(at.Turn))
		}
	}
}

// playFrom begins play at at, the turn placed (placeStart) and the hands
// drawn: the position is made consistent by the rules that act
// immediately, with nothing triggering from setup, and the turn begins at
// at.Step.
func (g *Game) playFrom(at StartAt) error {
	g.beginPlay()
	g.refresh()
	// The consistency step: the rules that act immediately apply to
	// what setup placed, and nothing triggers from it.
	g.dayNightSweep()
	g.clearPending()
	g.emit(Event{Kind: EvTurnBegan, Player: g.st.active, Amount: int32(at.Turn)})
	stop, err := g.beginStep(at.Step)
	if err != nil || stop || g.pauseHere() {
		return err
	}
	return g.endStep()
}
