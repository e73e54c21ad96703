package engine_test

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
	"github.com/cathar-engine/cathar/zones"
)

// readV1 reads a kept version 1 snapshot.
func readV1(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(snapshotFile(1, name))
	require.NoError(t, err)
	return data
}

// v1Object returns the first object of a decoded version 1 snapshot that
// f accepts.
func v1Object(t *testing.T, m map[string]any, f func(o map[string]any) bool) map[string]any {
	t.Helper()
	for _, o := range objects(m) {
		if f(obj(o)) {
			return obj(o)
		}
	}
	t.Fatal("no such object")
	return nil
}

func isZone(o map[string]any, z zones.Kind) bool {
	n, _ := o["zone"].(json.Number).Int64()
	return n == int64(z)
}

// Version 1 recorded caches: Restore ignores them and computes them from
// the state, so that wrong values there change nothing.
func TestRestoreVersion1ComputesItsCaches(t *testing.T) {
	t.Parallel()
	data := readV1(t, "selfplay-stack")
	want, err := restoreChecked(data, cards.Lookup, nil)
	require.NoError(t, err)
	var creature engine.ObjID
	for _, id := range want.Battlefield() {
		if want.Characteristics(id).Is(engine.Creature) {
			creature = id
		}
	}
	require.NotEqual(t, engine.NoObj, creature, "the kept game has a creature on the battlefield")
	wrong := tamper(t, data, func(m map[string]any) {
		m["dirty"] = true
		m["tokenScan"] = 0
		c := v1Object(t, m, func(o map[string]any) bool { return o["id"].(json.Number).String() == strconv.Itoa(int(creature)) })
		obj(c["chars"])["power"] = 77
		obj(c["chars"])["keywords"] = 0
		hand := v1Object(t, m, func(o map[string]any) bool { return isZone(o, zones.Hand) && o["next"] == nil })
		obj(hand["chars"])["name"] = "Nonesuch"
	})
	g, err := restoreChecked(wrong, cards.Lookup, nil)
	require.NoError(t, err)
	assert.Equal(t, want.Characteristics(creature), g.Characteristics(creature))
	assert.Empty(t, engine.CachesFresh(g))
	assert.Equal(t, engine.StateDigest(want), engine.StateDigest(g))
	assert.Equal(t, engine.Digest(want), engine.Digest(g), "the caches are computed alike")
	require.NoError(t, g.CheckInvariants())
}

// A former permanent's characteristics in version 1 are its last known
// information: state, kept.
func TestRestoreVersion1KeepsLastKnownInformation(t *testing.T) {
	t.Parallel()
	data := readV1(t, "selfplay-midgame")
	var id engine.ObjID
	changed := tamper(t, data, func(m map[string]any) {
		o := v1Object(t, m, func(o map[string]any) bool { return isZone(o, zones.Battlefield) && o["next"] != nil })
		n, _ := o["id"].(json.Number).Int64()
		id = engine.ObjID(n)
		obj(o["chars"])["power"] = 77
	})
	g, err := restoreChecked(changed, cards.Lookup, nil)
	require.NoError(t, err)
	info, err := g.Object(id)
	require.NoError(t, err)
	assert.False(t, info.Current)
	assert.Equal(t, 77, info.Characteristics.Power)
}

// Version 1 input is checked like the current version's: what is wrong
// in its state is refused, and so is what version 1 never had.
func TestRestoreVersion1RejectsTampering(t *testing.T) {
	t.Parallel()
	data := readV1(t, "cathar-exile-link")
	cases := []struct {
		name string
		f    func(m map[string]any)
		want string
	}{
		{"owner out of range", func(m map[string]any) { obj(objects(m)[0])["owner"] = 7 }, "owner: player 7 out of range"},
		{"unknown field", func(m map[string]any) { m["extra"] = 1 }, `unknown field "extra"`},
		{"lki", func(m map[string]any) { obj(objects(m)[0])["lki"] = obj(objects(m)[0])["chars"] }, "version 1 has no lki"},
		{"characteristics of the wrong type", func(m map[string]any) { obj(objects(m)[0])["chars"] = 3 }, "cannot unmarshal"},
		{"link to the stack", func(m map[string]any) {
			obj(arr(m["links"])[0])["to"] = int(zones.Stack)
		}, "returns to zone 5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := restoreChecked(tamper(t, data, c.f), cards.Lookup, nil)
			require.ErrorIs(t, err, engine.ErrBadSnapshot)
			assert.Nil(t, g)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// A recording that began from a version 1 snapshot replays.
func TestReplayFromVersion1Snapshot(t *testing.T) {
	t.Parallel()
	g, err := restoreChecked(readV1(t, "selfplay-early"), cards.Lookup,
		[]engine.Decider{engine.NewRandom(1), engine.NewRandom(2)}, engine.WithRecording())
	require.NoError(t, err)
	require.NoError(t, detStepN(g, 40))
	r, err := replayChecked(g.Recording(), cards.Lookup)
	require.NoError(t, err)
	assert.Equal(t, engine.StateDigest(g), engine.StateDigest(r))
	assert.Equal(t, detLogHash(g), detLogHash(r))
}
