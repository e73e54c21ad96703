package web

import (
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// exileSentence is the sentence the replay page writes for an exile link
// (board.js, exileLinkText), without what follows the source.
func exileSentence(l engine.ViewExileLink) string {
	return l.ExiledTag + " is exiled until " + l.SourceTag + " leaves the battlefield"
}

// about returns the objects the line of ev names: its object and the
// other object it names; a line of mana added names only its player.
func about(ev engine.Event) [2]engine.ObjID {
	if ev.Kind == engine.EvManaAdded {
		return [2]engine.ObjID{}
	}
	return [2]engine.ObjID{ev.Obj, ev.Other}
}

// checkMoment fails when two sentences of frame f (its event lines, evs
// by sequence number, and its exile links) are the same words about
// different objects.
func checkMoment(t *testing.T, game, i int, f frame, evs map[int]engine.Event) int {
	t.Helper()
	seen := map[string][2]engine.ObjID{}
	n := 0
	for _, l := range f.Events {
		a := about(evs[l.Seq])
		if prev, ok := seen[l.Text]; ok && prev != a {
			t.Fatalf("game %d, moment %d: %q is said of objects %v and %v", game, i, l.Text, prev, a)
		}
		seen[l.Text] = a
		n++
	}
	links := map[string][2]engine.ObjID{}
	for _, l := range f.View.ExileLinks {
		if !l.Returns {
			continue
		}
		s, a := exileSentence(l), [2]engine.ObjID{l.Exiled, l.Source}
		if prev, ok := links[s]; ok && prev != a {
			t.Fatalf("game %d, moment %d: %q is said of links %v and %v", game, i, s, prev, a)
		}
		links[s] = a
		n++
	}
	return n
}

// TestReplaySentencesTellObjectsApart: in seeded self-play games of the
// preset decks, made into the moments of a replay as the page's data is
// (one frame per call), no two sentences of one moment, the events in
// English and the sentences of the cards exiled until a permanent leaves
// the battlefield (CR 610.3), are the same words about different objects:
// each names its objects by their tags. 200 games with CATHAR_LONG=1, a
// few by default.
func TestReplaySentencesTellObjectsApart(t *testing.T) {
	t.Parallel()
	games := 3
	if os.Getenv("CATHAR_LONG") != "" {
		games = 200
	}
	presets := cards.Presets()
	checked := 0
	for i := range games {
		seed := uint64(i + 1)
		cfg := make([]engine.PlayerConfig, 2)
		for p := range cfg {
			deck, err := cards.Deck(presets[(i+p*(1+i/len(presets)))%len(presets)].Name)
			require.NoError(t, err)
			cfg[p] = engine.PlayerConfig{Name: fmt.Sprintf("P%d", p+1), Deck: deck, Decider: engine.NewRandom(seed*4 + uint64(p))}
		}
		g, err := engine.New(cfg, engine.WithSeed(seed))
		require.NoError(t, err)
		require.NoError(t, g.Start(engine.StartAt{Shuffle: true, OpeningHand: 7}))
		b := &frameBuilder{faceIndex: map[string]int{}}
		b.data.ObjFaces = map[int]int{}
		for call := 0; ; call++ {
			over, _ := g.Over()
			if n, _, _ := g.Turn(); over || n > 20 {
				break
			}
			require.NoError(t, g.Step())
			require.NoError(t, b.add(call, g, false))
		}
		evs := map[int]engine.Event{}
		for _, ev := range g.SpectatorEvents(0) {
			evs[int(ev.Seq)] = ev
		}
		for k, f := range b.data.Frames {
			checked += checkMoment(t, i, k, f, evs)
		}
	}
	require.Positive(t, checked)
}
