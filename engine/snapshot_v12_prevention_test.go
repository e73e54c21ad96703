package engine_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// The source of a prevention effect (CR 615.1): the object whose spell or
// ability created it, which the effect remembers and the event of damage
// it prevents names (Event.PreventedBy); snapshots record it from version
// 12.

// moonmistUntilCombat is a game of two Random deciders with decks, in
// which Alice casts Moonmist ("Prevent all combat damage that would be
// dealt this turn by creatures other than Werewolves and Wolves") and it
// resolves; it stops in her declare attackers step, waiting for her
// attackers, with the shield up. It returns the game, her Grizzly Bears
// and the Moonmist spell (its object on the stack, which has since gone
// to the graveyard as a new object, CR 400.7).
func moonmistUntilCombat(t *testing.T, obs engine.GameOption) (g *engine.Game, bears, spell engine.ObjID) {
	t.Helper()
	g, put := deckGame(t, 60, obs)
	put(0, zones.Battlefield, "Forest")
	put(0, zones.Battlefield, "Forest")
	bears = put(0, zones.Battlefield, "Grizzly Bears")
	mist := put(0, zones.Hand, "Moonmist")
	require.NoError(t, g.Start(engine.StartAt{Turn: 1, Player: 0, Step: engine.PrecombatMain}))
	from := g.EventCount()
	cast(t, g, 0, mist)
	casts := eventsOf(g, from, engine.EvSpellCast)
	require.Len(t, casts, 1)
	spell = casts[0].Obj
	resolveStack(t, g)
	gotoStep(t, g, 1, engine.DeclareAttackersStep)
	return g, bears, spell
}

// attackPast has Alice attack Bob with bears, and goes on to the end of
// combat step; it returns the events of damage prevented.
func attackPast(t *testing.T, g *engine.Game, bears engine.ObjID) []engine.Event {
	t.Helper()
	from := g.EventCount()
	require.NoError(t, g.DeclareAttackers(0, []engine.Attack{{Attacker: bears, Defender: 1}}))
	gotoStep(t, g, 1, engine.EndOfCombat)
	require.Equal(t, 20, g.Life(1), "Moonmist prevented the Bears' damage")
	return eventsOf(g, from, engine.EvDamagePrevented)
}

// moonmistPreventionGame is moonmistUntilCombat played to the end of
// combat, the Bears' damage prevented: its kept file pins the source of a
// prevention shield and the event that names it (version 12).
func moonmistPreventionGame(t *testing.T, obs engine.GameOption) *engine.Game {
	t.Helper()
	g, bears, _ := moonmistUntilCombat(t, obs)
	require.Len(t, attackPast(t, g, bears), 1)
	return g
}

// Damage prevented names the effect that prevented it (CR 615.1): the
// Moonmist spell, by its name as last known after it has left the stack
// (CR 608.2h), in the event, its English line and its JSON form, also in
// a clone and in a game restored from a snapshot taken before the damage.
func TestPreventedDamageNamesTheEffect(t *testing.T) {
	t.Parallel()
	g, bears, spell := moonmistUntilCombat(t, engine.WithObserver(nil))
	clone := g.Clone()
	data, err := g.Snapshot()
	require.NoError(t, err)
	restored, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	const want = "2 combat damage Grizzly Bears would deal to Bob is prevented by the effect of Alice's Moonmist"
	for _, c := range []struct {
		name string
		h    *engine.Game
	}{{"game", g}, {"clone", clone}, {"restored", restored}} {
		name, h := c.name, c.h
		prevented := attackPast(t, h, bears)
		require.Len(t, prevented, 1, name)
		ev := prevented[0]
		by, ok := ev.PreventedBy()
		require.True(t, ok, name)
		require.Equal(t, spell, by, "%s: the effect's source is the spell that created it", name)
		in, err := h.Object(spell)
		require.NoError(t, err)
		require.Equal(t, zones.Stack, in.Zone, "%s: the spell's object as last known", name)
		require.NotEqual(t, spell, h.Current(spell), "%s: Moonmist has left the stack", name)
		require.Equal(t, want, h.Describe(ev), name)
		b, err := json.Marshal(ev)
		require.NoError(t, err)
		require.Contains(t, string(b), `"preventedBy":`+strconv.Itoa(int(spell)), name)
		bobs := eventsOfList(h.EventsFor(1, int(ev.Seq)), engine.EvDamagePrevented)
		require.Len(t, bobs, 1)
		require.Equal(t, ev, bobs[0], "%s: a spell is public: Bob sees which", name)
	}
}

// asVersion11 rewrites a snapshot of the current version (12 or later:
// a game not begun with Begin has nothing of version 13) as version 11
// would have written it: no source of a prevention shield, and no source
// named by an event of damage prevented.
func asVersion11(t *testing.T, data []byte) []byte {
	t.Helper()
	var s map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	require.NoError(t, dec.Decode(&s))
	require.Equal(t, json.Number(strconv.Itoa(engine.SnapshotVersion)), s["version"])
	s["version"] = 11
	for _, p := range s["preventions"].([]any) {
		delete(p.(map[string]any), "source")
	}
	for _, e := range s["log"].([]any) {
		if e := e.([]any); e[0] == json.Number(strconv.Itoa(int(engine.EvDamagePrevented))) {
			e[11] = 0
		}
	}
	out, err := json.Marshal(s)
	require.NoError(t, err)
	return out
}

// A snapshot of version 11 recorded no source of a prevention shield: it
// restores with the source unknown, and the damage the shield prevents,
// or prevented before the snapshot, is told with an unknown source. A
// snapshot claiming version 11 that records one is refused.
func TestPreventionSourceFromVersion11(t *testing.T) {
	t.Parallel()
	const unknown = "2 combat damage Grizzly Bears would deal to Bob is prevented by a prevention effect of Alice's from an unknown source"
	g, bears, _ := moonmistUntilCombat(t, engine.WithObserver(nil))
	before, err := g.Snapshot()
	require.NoError(t, err)
	old := asVersion11(t, before)
	h, err := restoreChecked(old, cards.Lookup, nil)
	require.NoError(t, err)
	prevented := attackPast(t, h, bears)
	require.Len(t, prevented, 1, "the shield still prevents")
	_, ok := prevented[0].PreventedBy()
	require.False(t, ok)
	require.Equal(t, unknown, h.Describe(prevented[0]))
	again, err := h.Snapshot()
	require.NoError(t, err)
	require.Contains(t, string(again), `"source":0`, "a version 12 snapshot keeps the source unknown")
	_, err = restoreChecked(again, cards.Lookup, nil)
	require.NoError(t, err)

	after := attackPast(t, g, bears)
	data, err := g.Snapshot()
	require.NoError(t, err)
	h, err = restoreChecked(asVersion11(t, data), cards.Lookup, nil)
	require.NoError(t, err)
	logged := eventsOf(h, int(after[0].Seq), engine.EvDamagePrevented)
	require.Len(t, logged, 1)
	require.Equal(t, unknown, h.Describe(logged[0]))

	claims := bytes.Replace(data, []byte(`"version":`+strconv.Itoa(engine.SnapshotVersion)), []byte(`"version":11`), 1)
	require.NotEqual(t, data, claims)
	_, err = restoreChecked(claims, cards.Lookup, nil)
	require.ErrorIs(t, err, engine.ErrBadSnapshot)
	require.ErrorContains(t, err, "version 11 records no source")
}

// Restore refuses a prevention shield, or an event of damage prevented,
// that names an object the game does not have.
func TestRestoreRefusesBadPreventionSource(t *testing.T) {
	t.Parallel()
	g := moonmistPreventionGame(t, engine.WithObserver(nil))
	data, err := g.Snapshot()
	require.NoError(t, err)
	var s struct {
		Objects     []json.RawMessage `json:"objects"`
		Preventions []struct {
			Source int `json:"source"`
		} `json:"preventions"`
	}
	require.NoError(t, json.Unmarshal(data, &s))
	require.Len(t, s.Preventions, 1)
	src := strconv.Itoa(s.Preventions[0].Source)
	beyond := strconv.Itoa(len(s.Objects) + 1)
	for _, c := range []struct {
		what string
		bad  []byte
	}{
		{"prevention 0: source", bytes.Replace(data, []byte(`"source":`+src+`}]`), []byte(`"source":`+beyond+`}]`), 1)},
		{"names the object that created a prevention effect", bytes.Replace(data, []byte(`,2,`+src+`]`), []byte(`,2,`+beyond+`]`), 1)},
	} {
		what, bad := c.what, c.bad
		require.NotEqual(t, data, bad, what)
		_, err := restoreChecked(bad, cards.Lookup, nil)
		require.ErrorIs(t, err, engine.ErrBadSnapshot, what)
		require.ErrorContains(t, err, what)
	}
}

// TestKeptSnapshotsPinPreventionSource requires that a kept snapshot of
// the current version holds a prevention shield with its source and an
// event of damage prevented that names it, which files migrated from
// versions before 12 can't hold.
func TestKeptSnapshotsPinPreventionSource(t *testing.T) {
	t.Parallel()
	names, _ := readGamesTxt(t)
	shield, event := false, false
	for _, name := range names {
		data, err := os.ReadFile(snapshotFile(engine.SnapshotVersion, name))
		require.NoError(t, err)
		var s struct {
			Log         [][]int64 `json:"log"`
			Preventions []struct {
				Source int `json:"source"`
			} `json:"preventions"`
		}
		require.NoError(t, json.Unmarshal(data, &s), name)
		for _, p := range s.Preventions {
			shield = shield || p.Source != 0
		}
		for _, e := range s.Log {
			event = event || e[0] == int64(engine.EvDamagePrevented) && e[11] != 0
		}
	}
	require.True(t, shield, "no kept snapshot of version %d has a prevention shield with its source", engine.SnapshotVersion)
	require.True(t, event, "no kept snapshot of version %d has damage prevented naming the effect's source", engine.SnapshotVersion)
}
