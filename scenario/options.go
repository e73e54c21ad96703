package scenario

import (
	"os"

	"github.com/cathar-engine/cathar/cards"
)

// Options are the choices a scenario is read with.
type Options struct {
	// Cards are the cards and tokens the file's names mean, and that its
	// setup puts in the game: a program's own registry, usually made on
	// the built-in pool (cards.NewRegistry). Nil means the built-in pool
	// (cards.Builtin). Names are resolved, suggested and checked for a
	// legal setup against it.
	Cards *cards.Registry
}

func (o Options) cards() *cards.Registry {
	if o.Cards == nil {
		return cards.Builtin()
	}
	return o.Cards
}

// ParseFileWith reads and parses the scenario file at path with opts.
func ParseFileWith(path string, opts Options) (*File, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseWith(path, src, opts)
}

// RunWith reads, parses and runs the scenario file at path with opts, as
// Run does for the built-in pool.
func RunWith(path string, opts Options) error {
	f, err := ParseFileWith(path, opts)
	if err != nil {
		return err
	}
	return f.Run().Err
}
