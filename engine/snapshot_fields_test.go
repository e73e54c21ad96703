package engine

import (
	"reflect"
	"strings"
	"testing"
)

// TestSnapshotCoversEveryField fails when a field is added to the state
// (or to a type the state holds) without Snapshot and Restore knowing it:
// the lists below are the fields snapshot.go encodes. Add the field to
// snapshot.go, to docs/snapshot.md (a new field is a new snapshot
// version), then here.
func TestSnapshotCoversEveryField(t *testing.T) {
	encoded := map[reflect.Type]string{
		reflect.TypeFor[state](): "players objs cards battlefield exile stack effects links preventions pending log nlog " +
			"tokenScan turn step active starting prevActive prevSpells prevTotal prevMost priority passes wait blockers " +
			"firstDone twoDamage cleanupAgain pauseTurn pauseStep dayNight timestamp rnd dirty winner nextStack",
		reflect.TypeFor[player](): "library hand graveyard name life left lost pool lastTurn drewFromEmpty landsPlayed spells",
		// plain and own are encoded together: the characteristics as the
		// engine reads them (Game.chars); a restored object has them as
		// own. base is derived from def.
		reflect.TypeFor[object](): "timestamp transforms back plain id next owner controller zone token base damage counters " +
			"castX attachedTo controlSince card copyBack tapped wasCast gone attacking blocked dealtFirst blocking def copyFace own",
		reflect.TypeFor[Characteristics](): "Name ManaCost ManaValue Colors Supertypes Types Subtypes Power Toughness Keywords " +
			"WardLife Abilities Controller Rules",
		reflect.TypeFor[ManaCost]():       "Generic Sym X Present",
		reflect.TypeFor[stackItem]():      "id kind spell obj ability controller targets ntargets x ev ward wardLife sourceFlips",
		reflect.TypeFor[Target]():         "Obj Player IsPlayer",
		reflect.TypeFor[contEffect]():     "layer timestamp source creator affected controller power tough grant duration",
		reflect.TypeFor[untilLink]():      "source exiled to creator",
		reflect.TypeFor[prevention]():     "except creator",
		reflect.TypeFor[pendingTrigger](): "ability source controller ev ward wardItem wardLife",
		reflect.TypeFor[Event]():          "Kind Player Target Counter Mana From To Combat Obj Other Amount Aux Seq",
		reflect.TypeFor[rng]():            "s",
	}
	for typ, list := range encoded {
		want := strings.Fields(list)
		var got []string
		for _, f := range reflect.VisibleFields(typ) {
			if !f.Anonymous { // an embedded struct's fields are listed
				got = append(got, f.Name)
			}
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%v has fields\n\t%v\nthe snapshot encodes\n\t%v", typ, got, want)
		}
	}
}
