package main

// This file stands in for the engine's determinization helper until it is
// merged; then worlds becomes
//
//	for _, s := range seeds {
//		w, err := g.Determinize(p, s)
//		…
//	}
//
// and this file goes away. It uses only the exported API (Snapshot,
// Restore) and is the one place in the program that reads the hidden cards
// of the real game, to hide them again.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// worlds returns one determinized copy of g for each seed: a copy of g as
// player p could imagine it, the cards p can't see (every opponent's hand
// and library, and p's own library order) dealt again at random among
// those places, and the game's random state drawn again. What p sees
// stays: p's hand, every public zone, the number of cards in each hidden
// zone. The game is snapshotted once for all the copies.
func worlds(g *engine.Game, p engine.PlayerID, seeds []uint64) ([]*engine.Game, error) {
	data, err := g.Snapshot()
	if err != nil {
		return nil, err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, err
	}
	var players []struct {
		Library []int `json:"library"`
		Hand    []int `json:"hand"`
	}
	var objects []json.RawMessage
	if err := json.Unmarshal(top["players"], &players); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(top["objects"], &objects); err != nil {
		return nil, err
	}
	byID := make(map[int]int, len(objects)) // object id -> index in objects
	for i, o := range objects {
		var head struct {
			ID int `json:"id"`
		}
		if err := json.Unmarshal(o, &head); err != nil {
			return nil, err
		}
		byID[head.ID] = i
	}
	out := make([]*engine.Game, 0, len(seeds))
	for _, seed := range seeds {
		objs := slices.Clone(objects)
		r := rnd{s: seed}
		for q := range players {
			hidden := players[q].Library
			if engine.PlayerID(q) != p {
				hidden = append(append([]int(nil), players[q].Hand...), hidden...)
			}
			defs := make([][]byte, len(hidden))
			for i, id := range hidden {
				k, ok := byID[id]
				if !ok {
					return nil, fmt.Errorf("determinize: object %d not in the snapshot", id)
				}
				if defs[i] = defOf(objects[k]); defs[i] == nil {
					return nil, fmt.Errorf("determinize: object %d has no card", id)
				}
			}
			for i := len(defs) - 1; i > 0; i-- {
				j := r.intn(i + 1)
				defs[i], defs[j] = defs[j], defs[i]
			}
			for i, id := range hidden {
				k := byID[id]
				objs[k] = withDef(objects[k], defs[i])
			}
		}
		if top["objects"], err = json.Marshal(objs); err != nil {
			return nil, err
		}
		top["rng"] = json.RawMessage(strconv.Quote(strconv.FormatUint(r.next(), 10)))
		if data, err = json.Marshal(top); err != nil {
			return nil, err
		}
		w, err := engine.Restore(data, cards.Lookup, nil, engine.WithoutLog())
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

// defKey is what precedes an object's card name in a snapshot.
var defKey = []byte(`"def":`)

// defOf returns the card name of an object's JSON, quotes included.
func defOf(o []byte) []byte {
	i := bytes.Index(o, defKey)
	if i < 0 {
		return nil
	}
	v := o[i+len(defKey):]
	var name string
	dec := json.NewDecoder(bytes.NewReader(v))
	if dec.Decode(&name) != nil {
		return nil
	}
	return v[:dec.InputOffset()]
}

// withDef returns an object's JSON with its card name replaced.
func withDef(o, def []byte) []byte {
	old := defOf(o)
	i := bytes.Index(o, defKey) + len(defKey)
	out := make([]byte, 0, len(o)+len(def))
	out = append(out, o[:i]...)
	out = append(out, def...)
	return append(out, o[i+len(old):]...)
}
