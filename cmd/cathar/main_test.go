package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCheckPasses(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"check", "-v", "../../scenario/testdata"}, &out, &errOut)
	assert.Equal(t, 0, code, out.String()+errOut.String())
	assert.Contains(t, out.String(), "ok   ../../scenario/testdata/bolt.scenario\n")
	assert.NotContains(t, out.String(), "malformed")
	assert.True(t, strings.HasSuffix(out.String(), " passed, 0 failed\n"))
}

func TestCheckFails(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.scenario")
	good := filepath.Join(dir, "good.scenario")
	assert.NoError(t, os.WriteFile(bad, []byte("scenario: x\nplayers: Alice, Bob\nexpect life Bob 3\n"), 0o644))
	assert.NoError(t, os.WriteFile(good, []byte("scenario: y\nplayers: Alice, Bob\nexpect life Bob 20\n"), 0o644))
	var out, errOut bytes.Buffer
	code := run([]string{"check", dir}, &out, &errOut)
	assert.Equal(t, 1, code)
	assert.Equal(t, bad+":3: expected life Bob 3, found life Bob 20\n1 passed, 1 failed\n", out.String())
}

func TestUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run(nil, &out, &errOut))
	assert.Equal(t, 2, run([]string{"frobnicate"}, &out, &errOut))
	assert.Equal(t, 2, run([]string{"check"}, &out, &errOut))
	assert.Equal(t, 2, run([]string{"check", "no/such/path"}, &out, &errOut))
}
