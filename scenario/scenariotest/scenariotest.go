// Package scenariotest runs scenario files as part of Go tests. It is
// apart from package scenario so that a program using scenario does not
// link package testing.
package scenariotest

import (
	"testing"

	"github.com/cathar-engine/cathar/scenario"
)

// RunFile runs the scenario file at path, about the cards of the built-in
// pool, as part of a Go test, failing t with the file's error messages.
func RunFile(t testing.TB, path string) { RunFileWith(t, path, scenario.Options{}) }

// RunFileWith is RunFile with options: the cards the file's names mean.
func RunFileWith(t testing.TB, path string, opts scenario.Options) {
	t.Helper()
	if err := scenario.RunWith(path, opts); err != nil {
		t.Fatal(err.Error())
	}
}

// RunString runs a scenario written in a Go test, failing t with its
// error messages; name stands for the file name in them.
func RunString(t testing.TB, name, src string) *scenario.Result {
	t.Helper()
	return RunStringWith(t, name, src, scenario.Options{})
}

// RunStringWith is RunString with options: the cards the file's names
// mean.
func RunStringWith(t testing.TB, name, src string, opts scenario.Options) *scenario.Result {
	t.Helper()
	f, err := scenario.ParseWith(name, []byte(src), opts)
	if err != nil {
		t.Fatal(err.Error())
		return nil
	}
	res := f.Run()
	if res.Err != nil {
		t.Fatal(res.Err.Error())
	}
	return res
}
