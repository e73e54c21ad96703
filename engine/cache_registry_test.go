package engine

import (
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// registryProblems returns what is wrong between the fields of struct
// type typ and the fields registered in entries: a field no entry names,
// one named by two entries, a name that is no field.
func registryProblems(typ reflect.Type, entries []cacheEntry) []string {
	var out []string
	owner := map[string]string{}
	for _, e := range entries {
		for _, f := range e.fields {
			if _, ok := typ.FieldByName(f); !ok {
				out = append(out, "entry "+e.name+" names "+f+", which is no field of "+typ.Name())
			}
			if o, ok := owner[f]; ok {
				out = append(out, "field "+f+" is registered by "+o+" and by "+e.name)
			}
			owner[f] = e.name
		}
	}
	for i := range typ.NumField() {
		if f := typ.Field(i).Name; owner[f] == "" {
			out = append(out, "field "+f+" of "+typ.Name()+" has no entry: register it in cacheEntries (cache_registry.go)")
		}
	}
	return out
}

// TestCacheRegistryCoversEveryField fails when a field of caches has no
// entry in the registry, or two: a cache the registry does not know is
// neither reset nor checked.
func TestCacheRegistryCoversEveryField(t *testing.T) {
	for _, p := range registryProblems(reflect.TypeFor[caches](), cacheRegistry) {
		t.Error(p)
	}
}

// TestCacheRegistryCheckFindsAnUnregisteredField shows the check of
// TestCacheRegistryCoversEveryField failing, on a struct of the test's.
func TestCacheRegistryCheckFindsAnUnregisteredField(t *testing.T) {
	type someCaches struct {
		listed   bool
		forgot   int
		twice    uint64
		_, blank int8
	}
	_ = someCaches{listed: true, forgot: 1, twice: 2, blank: 3} // fields of a type the test reads by reflection
	got := registryProblems(reflect.TypeFor[someCaches](), []cacheEntry{
		{name: "one", fields: []string{"listed", "twice"}},
		{name: "two", fields: []string{"twice", "gone"}},
	})
	want := []string{
		"field twice is registered by one and by two",
		"entry two names gone, which is no field of someCaches",
		"field forgot of someCaches has no entry: register it in cacheEntries (cache_registry.go)",
		"field _ of someCaches has no entry: register it in cacheEntries (cache_registry.go)",
		"field blank of someCaches has no entry: register it in cacheEntries (cache_registry.go)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCacheEntriesSayEverything: each entry says where it is, how it is
// made, what makes it stale, what a rollback does to it and how it is
// checked.
func TestCacheEntriesSayEverything(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range cacheRegistry {
		switch {
		case e.name == "" || seen[e.name]:
			t.Errorf("entry %q: no name, or a name used twice", e.name)
		case (len(e.fields) == 0) == (e.where == ""):
			t.Errorf("entry %s: it needs fields of caches or, kept elsewhere, where, and not both", e.name)
		case e.made == "" || e.stale == "":
			t.Errorf("entry %s: say how it is made and what makes it stale", e.name)
		case (e.restored == nil) == (e.kept == ""):
			t.Errorf("entry %s: it needs a reset for a rollback, or why it needs none (kept), and not both", e.name)
		case (e.check == nil) == (e.checkedBy == ""):
			t.Errorf("entry %s: it needs a check, or where it is checked (checkedBy), and not both", e.name)
		case len(e.fields) == 0 && (e.start != nil || e.cloned != nil || e.restored != nil):
			t.Errorf("entry %s: a cache kept elsewhere is started and restored with what holds it", e.name)
		}
		seen[e.name] = true
	}
}

// TestCacheTableMatchesRegistry: the table of caches in docs/internals.md
// has a row for each cache of the registry, in its order, and no other.
func TestCacheTableMatchesRegistry(t *testing.T) {
	b, err := os.ReadFile("../docs/internals.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "\n## Caches\n")
	if !ok {
		t.Fatal("docs/internals.md has no section Caches")
	}
	section, _, _ := strings.Cut(after, "\n## ")
	var rows []string
	for line := range strings.Lines(section) {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| Cache |") || strings.HasPrefix(line, "| ---") {
			continue
		}
		rows = append(rows, strings.TrimSpace(cells[1]))
	}
	var names []string
	for _, e := range cacheRegistry {
		names = append(names, e.name)
	}
	if !slices.Equal(rows, names) {
		t.Errorf("the table of caches lists\n%q\nthe registry\n%q", rows, names)
	}
}

// TestCacheRegistryIsWalked registers a cache of the test's and shows
// that a new game, a clone, a rollback, CheckInvariants and the undo
// verifier each reach it without code of their own.
func TestCacheRegistryIsWalked(t *testing.T) {
	saved := cacheRegistry
	t.Cleanup(func() { cacheRegistry = saved })
	var started, cloned, restored, checked int
	cacheRegistry = append(slices.Clip(saved), cacheEntry{
		name:     "test",
		fields:   []string{"test"},
		start:    func(*caches) { started++ },
		cloned:   func(_, _ *caches) { cloned++ },
		restored: func(*Game) { restored++ },
		check: func(g, r *Game, bad badCache) {
			checked++
			if checked > 1 {
				bad(NoObj, NoPlayer, "the test's cache is wrong")
			}
		},
	})
	g := knowGame(t, 3)
	if started != 1 {
		t.Errorf("a new game started the cache %d times, want 1", started)
	}
	g.Clone()
	if cloned != 1 || started != 1 {
		t.Errorf("a clone copied the cache %d times and started it %d more, want 1 and 0", cloned, started-1)
	}
	err := g.atomic(func() error { return errors.New("refused") })
	if err == nil || err.Error() != "refused" || restored != 1 {
		t.Errorf("a rollback (%v) reset the cache %d times, want 1", err, restored)
	}
	if !g.verifyUndo {
		t.Fatal("knowGame's game has the undo verifier off")
	}
	if checked != 1 {
		t.Errorf("the undo verifier checked the cache %d times after a rollback, want 1", checked)
	}
	checked = 1
	var ie *InvariantError
	if err := g.CheckInvariants(); !errors.As(err, &ie) || !strings.Contains(err.Error(), "invariant cache: the test's cache is wrong") {
		t.Errorf("CheckInvariants returned %v, want the test's cache reported", err)
	}
}
