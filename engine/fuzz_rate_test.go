package engine_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fuzzRateInputs are the inputs TestFuzzGameRate plays: the seed corpus,
// the kept crashers, and n inputs of random bytes (a fixed generator) of
// up to 1 000 bytes, like those the fuzzer's mutations make.
func fuzzRateInputs(t *testing.T, n int) [][]byte {
	in := fuzzGameSeeds()
	files, _ := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzGame", "*"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		if len(lines) < 2 || !strings.HasPrefix(lines[1], "[]byte(") {
			continue
		}
		s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")"))
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, []byte(s))
	}
	x := uint64(88172645463325252)
	for range n {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		data := make([]byte, x%1000)
		for i := range data {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			data[i] = byte(x >> 32)
		}
		in = append(in, data)
	}
	return in
}

// TestFuzzGameRate plays FuzzGame's games as the fuzzer does (the costly
// checks on a sample, fuzz_sample_test.go) and as go test replays them
// (every check), and logs how many a second each, with CATHAR_FUZZ_RATE
// set (go test ./engine -run TestFuzzGameRate -v; add -cpuprofile to see
// where the time goes, and CATHAR_FUZZ_RATE=sample or =all for one mode).
func TestFuzzGameRate(t *testing.T) {
	mode := os.Getenv("CATHAR_FUZZ_RATE")
	if mode == "" {
		t.Skip("set CATHAR_FUZZ_RATE to measure FuzzGame's rate")
	}
	inputs := fuzzRateInputs(t, 100)
	defer func(was *bool) { sampleAll = was }(sampleAll)
	for _, all := range []bool{false, true} {
		if all && mode == "sample" || !all && mode == "all" {
			continue
		}
		sampleAll = &all
		start := time.Now()
		for _, data := range inputs {
			fz := &gameFuzzer{t: t, data: data}
			fz.run()
		}
		d := time.Since(start)
		t.Logf("every check %v: %d games in %v: %.1f games/s", all, len(inputs), d, float64(len(inputs))/d.Seconds())
	}
}
