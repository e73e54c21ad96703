package engine

import (
	"reflect"
	"strings"
	"testing"
)

// TestSnapshotCoversEveryField fails when a field is added to the state
// (or to a type the state holds) without Snapshot and Restore knowing it.
// Every field is either state, which snapshot_encode.go writes, or a
// cache, which Restore computes again (snapshot_caches.go) and the
// snapshot does not record. A new state field is a new snapshot version
// (docs/snapshot.md); a new cache is not, but Restore must compute it.
func TestSnapshotCoversEveryField(t *testing.T) {
	t.Parallel()
	type fields struct{ encoded, computed string }
	all := map[reflect.Type]fields{
		reflect.TypeFor[state](): {encoded: "players objs cards battlefield exile stack effects links preventions pending log decisions nlog " +
			"turn step active starting prevActive prevSpells prevTotal prevMost priority passes wait blockers " +
			"firstDone twoDamage cleanupAgain pauseTurn pauseStep variant dayNight timestamp rnd winner nextStack opening",
			computed: "tokenScan dirty"},
		reflect.TypeFor[player](): {encoded: "library hand graveyard name life left lost pool kept lastTurn drewFromEmpty landsPlayed spells turnsBegun mulligans declared owed"},
		// own is encoded as lki for a former permanent (its last known
		// information) and computed for every other object; plain says
		// where the computed characteristics are kept.
		reflect.TypeFor[object](): {encoded: "timestamp transforms back id next owner controller zone token damage counters " +
			"castX attachedTo attachedPlayer controlSince loyaltyTurn card copyBack tapped wasCast flashback gone attacking attackingPW blocked dealtFirst blocking def copyFace own knownBy",
			computed: "plain own deathtouched"},
		reflect.TypeFor[Characteristics](): {encoded: "Name ManaCost ManaValue Colors Supertypes Types Subtypes Power Toughness Keywords " +
			"WardLife WardMana WardDiscard Abilities Controller Rules"},
		// text, the name and abilities, is encoded as Name and Abilities
		// (or abilitiesOf).
		reflect.TypeFor[charVals](): {encoded: "ManaCost WardMana ManaValue Power Toughness WardLife Subtypes Keywords " +
			"Colors Supertypes Types Controller Rules WardDiscard text"},
		reflect.TypeFor[ManaCost]():       {encoded: "Generic Sym X Present"},
		reflect.TypeFor[stackItem]():      {encoded: "id kind spell obj ability controller targets ntargets x ev ward wardCost sourceFlips"},
		reflect.TypeFor[Target]():         {encoded: "Obj Player IsPlayer Stack"},
		reflect.TypeFor[contEffect]():     {encoded: "layer timestamp source creator affected controller power tough grant rules types subtypes player duration ability"},
		reflect.TypeFor[untilLink]():      {encoded: "source exiled to creator"},
		reflect.TypeFor[prevention]():     {encoded: "except creator source"},
		reflect.TypeFor[pendingTrigger](): {encoded: "ability source controller ev ward wardItem wardCost"},
		reflect.TypeFor[Event]():          {encoded: "Kind Player Target Counter Mana From To Combat Obj Other Amount Aux Seq"},
		reflect.TypeFor[rng]():            {encoded: "s"},
		reflect.TypeFor[DecisionRecord](): {encoded: "Seq Kind Player Source Prompt Chosen"},
		reflect.TypeFor[Choice]():         {encoded: "Index Text Obj Player IsPlayer Mana Yes"},
	}
	for typ, f := range all {
		known := map[string]bool{}
		for _, name := range strings.Fields(f.encoded + " " + f.computed) {
			known[name] = true
		}
		var got, missing []string
		for _, field := range reflect.VisibleFields(typ) {
			if field.Anonymous { // an embedded struct's fields are listed
				continue
			}
			got = append(got, field.Name)
			if !known[field.Name] {
				missing = append(missing, field.Name)
			}
			delete(known, field.Name)
		}
		if len(missing) > 0 || len(known) > 0 {
			t.Errorf("%v has fields %v: %v are neither encoded nor computed by Restore; %v are listed but gone", typ, got, missing, known)
		}
	}
}
