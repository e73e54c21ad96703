package cli

import (
	"bytes"
	"testing"

	"github.com/cathar-engine/cathar/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVariantNamesAgree checks that the help of --variant, its error and
// the top-level usage name the variants engine.ParseVariant accepts, and
// only those.
func TestVariantNamesAgree(t *testing.T) {
	for _, name := range variantNames {
		_, ok := engine.ParseVariant(name)
		require.True(t, ok, "%q is listed but not accepted", name)
		assert.Contains(t, variantHelp, name)
	}
	var out, errOut bytes.Buffer
	require.Equal(t, 0, run([]string{"play", "--help"}, &out, &errOut))
	help := errOut.String()
	assert.Contains(t, help, "[--variant V]")
	assert.Contains(t, help, variantHelp)
	assert.NotContains(t, help, "none")

	errOut.Reset()
	_, ok := engine.ParseVariant("none")
	require.False(t, ok, "none is not a variant name: the help must not offer it")
	require.Equal(t, 2, run([]string{"play", "--variant", "none"}, &out, &errOut))
	assert.Contains(t, errOut.String(), `unknown variant "none"; the variants are `+variantHelp)

	errOut.Reset()
	require.Equal(t, 0, run([]string{"help"}, &out, &errOut))
	assert.Contains(t, out.String()+errOut.String(), "[--variant V]")

	out.Reset()
	errOut.Reset()
	for _, name := range []string{"ffa", "free-for-all", "two-headed giant"} {
		assert.Equal(t, 0, run([]string{"play", "--games", "1", "--variant", name}, &out, &errOut), name+": "+errOut.String())
	}
}
