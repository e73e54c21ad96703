package scenario_test

import (
	"testing"

	"github.com/cathar-engine/cathar/scenario"
)

// BenchmarkScenarioSuite runs every .scenario file of the repository (as
// scenario.Collect finds them below the module root: malformed examples
// excluded), parsing included. One iteration runs the whole suite.
func BenchmarkScenarioSuite(b *testing.B) {
	files, err := scenario.Collect("..")
	if err != nil {
		b.Fatal(err)
	}
	if len(files) == 0 {
		b.Fatal("no scenario files")
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, f := range files {
			if err := scenario.Run(f); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(files)), "files")
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(files)), "µs/file")
}
