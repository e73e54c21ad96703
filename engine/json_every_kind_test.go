package engine_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/daynight"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// everyEvent has one event of every kind, with the fields the engine
// emits for it (event.go), for the golden of every event shape.
var everyEvent = map[engine.EventKind]engine.Event{
	engine.EvGameStarted:        {Amount: 2},
	engine.EvTurnBegan:          {Player: 1, Amount: 3},
	engine.EvStepBegan:          {Player: 1, Amount: int32(engine.Draw)},
	engine.EvZoneChanged:        {Player: 0, Obj: 12, Other: 30, From: zones.Battlefield, To: zones.Exile, Aux: 25},
	engine.EvDrew:               {Player: 1, Obj: 14},
	engine.EvShuffled:           {Player: 0},
	engine.EvLandPlayed:         {Player: 0, Obj: 15},
	engine.EvSpellCast:          {Player: 0, Obj: 16, Amount: 4},
	engine.EvAbilityActivated:   {Player: 0, Obj: 17, Amount: 5},
	engine.EvAbilityTriggered:   {Player: 1, Obj: 18, Amount: 6},
	engine.EvBecameTarget:       {Player: 1, Obj: 19, Target: engine.NoPlayer, Other: 18, Amount: 6},
	engine.EvResolved:           {Player: 0, Obj: 16, Amount: 4},
	engine.EvCountered:          {Player: 0, Obj: 16, Amount: 4, Aux: 1},
	engine.EvRemovedFromStack:   {Player: 1, Obj: 18, Amount: 6, Aux: 1},
	engine.EvPriorityPassed:     {Player: 1},
	engine.EvTapped:             {Obj: 15},
	engine.EvUntapped:           {Obj: 15},
	engine.EvTappedForMana:      {Player: 0, Obj: 15},
	engine.EvManaAdded:          {Player: 0, Obj: 15, Amount: 1, Mana: engine.ManaG},
	engine.EvManaEmptied:        {Player: 0, Amount: 2},
	engine.EvDamage:             {Obj: 20, Other: 21, Target: engine.NoPlayer, Amount: 3, Combat: true},
	engine.EvLifeChanged:        {Player: 1, Amount: -3},
	engine.EvCountersAdded:      {Obj: 22, Counter: engine.Loyalty, Amount: 1, Aux: 2},
	engine.EvCountersRemoved:    {Obj: 22, Counter: engine.Loyalty, Amount: 2, Aux: 1},
	engine.EvTransformed:        {Obj: 23, Amount: 1},
	engine.EvDayNight:           {Player: 1, Amount: int32(daynight.Night), Aux: int32(daynight.Day)},
	engine.EvAttacks:            {Player: 0, Obj: 20, Target: 1, Other: 22},
	engine.EvBlocks:             {Player: 1, Obj: 21, Other: 20},
	engine.EvControlChanged:     {Player: 1, Obj: 20},
	engine.EvAttached:           {Obj: 24, Other: 20},
	engine.EvUnattached:         {Obj: 24, Player: 1},
	engine.EvTokenCreated:       {Player: 0, Obj: 26},
	engine.EvCeasedToExist:      {Obj: 27},
	engine.EvDestroyed:          {Obj: 21, Aux: 1},
	engine.EvDiscarded:          {Player: 1, Obj: 28},
	engine.EvPlayerLost:         {Player: 1},
	engine.EvPlayerLeft:         {Player: 1},
	engine.EvGameOver:           {Player: 0},
	engine.EvDamagePrevented:    {Player: 0, Obj: 20, Target: 1, Amount: 2, Combat: true, Aux: 16},
	engine.EvDayNightCheck:      {Player: 1, Target: engine.NoPlayer, Amount: 1, Aux: int32(daynight.Night)},
	engine.EvNothingExiled:      {Player: 0, Obj: 21, Other: 23, Amount: 6, Aux: 2},
	engine.EvEnteredTransformed: {Player: 0, Obj: 23, Aux: 1},
	engine.EvNotTriggered:       {Player: 1, Obj: 18},
	engine.EvPayNotOffered:      {Player: 0, Obj: 29, Amount: 7},
	engine.EvSacrificed:         {Player: 1, Obj: 22},
	engine.EvChooser:            {Player: 1},
	engine.EvStartingPlayer:     {Player: 0, Target: 1},
	engine.EvMulligan:           {Player: 1, Amount: 2},
	engine.EvKept:               {Player: 0, Amount: 7},
	engine.EvPutOnBottom:        {Player: 1, Amount: 2},
}

// everyKind returns the kinds from 1 up to the first one named invalid.
func everyKind[K ~uint8](invalid string, name func(K) string) []K {
	var out []K
	for k := K(1); name(k) != invalid; k++ {
		out = append(out, k)
	}
	return out
}

// TestJSONGoldenEveryEvent: the golden of every event kind's JSON form,
// which fails when a kind is missing from it, and each event reads back
// as itself.
func TestJSONGoldenEveryEvent(t *testing.T) {
	var evs []engine.Event
	for i, k := range everyKind("invalid event", engine.EventKind.String) {
		ev, ok := everyEvent[k]
		require.True(t, ok, "the golden of every event has no %q event", k)
		ev.Kind, ev.Seq = k, int32(i)
		evs = append(evs, ev)
		b, err := json.Marshal(ev)
		require.NoError(t, err)
		var back engine.Event
		require.NoError(t, json.Unmarshal(b, &back), "%s", b)
		require.Equal(t, ev, back, "%s", b)
	}
	golden(t, "events_every_kind", evs)
}

// everyDecision has one decision of every kind, with options of the
// fields the kind gives a meaning, for the golden of every decision shape.
var everyDecision = map[engine.DecisionKind]engine.Decision{
	engine.DecideAction: {Min: 1, Max: 1, Prompt: "choose an action", Options: []engine.Option{
		{Text: "Pass priority", Action: engine.Action{Kind: engine.ActPass, Player: 0}},
		{Text: "Cast Lightning Bolt ({R}) targeting Bob", Action: engine.Action{Kind: engine.ActCast, Player: 0, Obj: 12,
			NTargets: 1, Targets: [4]engine.Target{engine.TargetPlayerID(1)}}}}},
	engine.DecideAttackers: {Max: 2, Prompt: "declare attackers", Options: []engine.Option{
		{Text: "Attack Bob with Grizzly Bears", Obj: 20, Player: 1, IsPlayer: true},
		{Text: "Attack Arlinn, the Pack's Hope with Grizzly Bears", Obj: 20, Player: 1, IsPlayer: true, Planeswalker: 22}}},
	engine.DecideBlockers: {Max: 1, Prompt: "declare blockers", Options: []engine.Option{
		{Text: "Block Grizzly Bears with Hill Giant", Block: engine.Block{Blocker: 21, Attacker: 20}}}},
	engine.DecideTarget: {Min: 1, Max: 1, Source: 18, Prompt: "choose a target", Options: []engine.Option{
		{Text: "Target Bob", Player: 1, IsPlayer: true}, {Text: "Target Hill Giant", Obj: 21}}},
	engine.DecideObjects: {Min: 1, Max: 1, Prompt: "choose a creature", Options: []engine.Option{{Text: "Hill Giant", Obj: 21}}},
	engine.DecideYesNo: {Min: 1, Max: 1, Source: 21, Prompt: "pay ward: 3 life", Default: []int{1}, Options: []engine.Option{
		{Text: "yes", Yes: true, Word: "yes"}, {Text: "no", Word: "no"}}},
	engine.DecideColor: {Min: 1, Max: 1, Prompt: "choose a color", Options: []engine.Option{
		{Text: "white", Mana: engine.ManaW}, {Text: "green", Mana: engine.ManaG}}},
	engine.DecideTriggerOrder: {Ordered: true, Min: 2, Max: 2, Prompt: "order your triggered abilities", Options: []engine.Option{
		{Text: "At the beginning of your upkeep, …", Obj: 18}, {Text: "Whenever …", Obj: 19}}},
	engine.DecideReplacementOrder: {Ordered: true, Min: 2, Max: 2, Prompt: "order the replacement effects", Options: []engine.Option{
		{Text: "enters tapped", Obj: 18}, {Text: "enters with a counter", Obj: 19}}},
	engine.DecideCopy: {Min: 1, Max: 1, Source: 16, Prompt: "choose a creature to copy", Options: []engine.Option{
		{Text: "Copy Hill Giant", Obj: 21}, {Text: "Copy nothing"}}},
	engine.DecideDiscard: {Min: 1, Max: 1, Prompt: "discard 1 card(s)", Options: []engine.Option{{Text: "Discard Plains", Obj: 28}}},
	engine.DecideLegend: {Min: 1, Max: 1, Prompt: "keep one legendary permanent", Options: []engine.Option{
		{Text: "Keep Arlinn, the Pack's Hope", Obj: 22}, {Text: "Keep Arlinn, the Pack's Hope #2", Obj: 23}}},
	engine.DecideCombatDamage: {Min: 1, Max: 2, Divide: 3, Source: 20, Prompt: "divide 3 combat damage", Options: []engine.Option{
		{Text: "1 damage to Hill Giant", Obj: 21, Amount: 1, Lethal: 3}, {Text: "3 damage to Bob", Player: 1, IsPlayer: true, Amount: 3},
		{Text: "2 damage to Arlinn, the Pack's Hope", Obj: 22, Amount: 2, Lethal: 2, Attacked: true}}},
	engine.DecideMode: {Min: 1, Max: 1, Prompt: "choose a mode", Options: []engine.Option{{Text: "Mode 1"}, {Text: "Mode 2", Index: 1}}},
	engine.DecideTapOrUntap: {Min: 1, Max: 1, Source: 18, Prompt: "tap or untap Hill Giant", Options: []engine.Option{
		{Text: "tap", Word: "tap"}, {Text: "untap", Word: "untap", Index: 1}}},
	engine.DecideAttachPlayer: {Min: 1, Max: 1, Source: 24, Prompt: "choose a player to enchant", Options: []engine.Option{
		{Text: "Bob", Player: 1, IsPlayer: true}}},
	engine.DecideStartingPlayer: {Min: 1, Max: 1, Prompt: "choose who takes the first turn", Options: []engine.Option{
		{Text: "Play first", Player: 0, IsPlayer: true, Word: "play"}, {Text: "Draw first", Player: 1, IsPlayer: true, Word: "draw"}}},
	engine.DecideMulligan: {Min: 1, Max: 1, Prompt: "keep your hand or take a mulligan", Options: []engine.Option{
		{Text: "Keep 6 cards", Word: "keep", Amount: 6}, {Text: "Take a mulligan (keep 5)", Word: "mulligan", Amount: 5}}},
	engine.DecideBottom: {Min: 2, Max: 2, Prompt: "put 2 cards on the bottom of your library (the last named at the very bottom)", Options: []engine.Option{
		{Text: "Put Forest on the bottom", Obj: 31}, {Text: "Put Hill Giant on the bottom", Obj: 32}, {Text: "Put Plains on the bottom", Obj: 33}}},
}

// TestJSONGoldenEveryDecision: the golden of every decision kind's JSON
// form, which fails when a kind is missing from it, and each decision
// reads back as what writes the same again.
func TestJSONGoldenEveryDecision(t *testing.T) {
	kinds := append([]engine.DecisionKind{engine.DecideAction}, everyKind("invalid decision", engine.DecisionKind.String)...)
	var ds []engine.Decision
	for _, k := range kinds {
		d, ok := everyDecision[k]
		require.True(t, ok, "the golden of every decision has no %q decision", k)
		d.Kind, d.Player = k, 0
		for i := range d.Options {
			d.Options[i].Index = i
		}
		ds = append(ds, d)
		b, err := json.Marshal(d)
		require.NoError(t, err)
		var back engine.Decision
		require.NoError(t, json.Unmarshal(b, &back), "%s", b)
		again, err := json.Marshal(back)
		require.NoError(t, err)
		require.JSONEq(t, string(b), string(again))
	}
	golden(t, "decisions_every_kind", ds)
}

// TestJSONGoldenRecords: the JSON forms of decisions kept with the log
// (one of every kind), of a choice, an option and a target alone, with
// kinds by name and no Go field names; each reads back as itself.
func TestJSONGoldenRecords(t *testing.T) {
	kinds := append([]engine.DecisionKind{engine.DecideAction}, everyKind("invalid decision", engine.DecisionKind.String)...)
	var recs []engine.DecisionRecord
	for i, k := range kinds {
		rec := engine.DecisionRecord{Seq: int32(10 * i), Kind: k, Player: engine.PlayerID(i % 2), Prompt: everyDecision[k].Prompt,
			Source: everyDecision[k].Source}
		for j, o := range everyDecision[k].Options {
			rec.Chosen = append(rec.Chosen, engine.Choice{Index: j, Text: o.Text, Obj: o.Obj, Player: o.Player,
				IsPlayer: o.IsPlayer, Mana: o.Mana, Yes: o.Yes})
		}
		if !rec.Chosen[0].IsPlayer {
			rec.Chosen[0].Player = engine.NoPlayer
		}
		recs = append(recs, rec)
	}
	golden(t, "decision_records", recs)
	type alone struct {
		Choice engine.Choice   `json:"choice"`
		Option engine.Option   `json:"option"`
		Target []engine.Target `json:"targets"`
	}
	a := alone{
		Choice: engine.Choice{Index: 1, Text: "Target Bob", Player: 1, IsPlayer: true},
		Option: everyDecision[engine.DecideCombatDamage].Options[2],
		Target: []engine.Target{engine.TargetObject(21), engine.TargetPlayerID(1), engine.TargetAbility(6), {}},
	}
	golden(t, "alone", a)
	for _, v := range []struct{ val, back any }{
		{recs, &[]engine.DecisionRecord{}}, {a.Choice, &engine.Choice{}}, {a.Option, &engine.Option{}}, {a.Target, &[]engine.Target{}},
	} {
		b, err := json.Marshal(v.val)
		require.NoError(t, err)
		require.NotRegexp(t, `"[A-Z][A-Za-z]*":`, string(b), "a Go field name in %s", b)
		require.NoError(t, json.Unmarshal(b, v.back), "%s", b)
		again, err := json.Marshal(v.back)
		require.NoError(t, err)
		require.Equal(t, string(b), string(again))
	}
}
