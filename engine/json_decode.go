package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// decodeOne decodes one JSON value from data into v, refusing unknown
// fields and anything after the value.
func decodeOne(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the value")
	}
	return nil
}

// decodeShape is decodeOne for the JSON forms (docs/json.md), which also
// refuses an object that gives a key twice, with its error a JSONError for
// shape. (encoding/json keeps the last of the two: a form never writes
// one, and a server must not read a reply two ways.)
func decodeShape(shape string, data []byte, v any) error {
	if err := noDuplicateKeys(data); err != nil {
		return jsonErr(shape, err)
	}
	return jsonErr(shape, decodeOne(data, v))
}

// noDuplicateKeys reports an error when an object in data, at any depth,
// gives a key twice. Data that is not JSON is left to decodeOne.
func noDuplicateKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	type level struct {
		keys  map[string]bool // nil for an array
		atKey bool            // an object's next token is a key
	}
	var stack []level
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil // the end, or not JSON: decodeOne says which
		}
		if n := len(stack); n > 0 && stack[n-1].keys != nil {
			top := &stack[n-1]
			if top.atKey {
				if k, ok := tok.(string); ok {
					if top.keys[k] {
						return fmt.Errorf("%w: the key %q is given twice", ErrMalformedJSON, k)
					}
					top.keys[k] = true
					top.atKey = false
					continue
				}
			} else {
				top.atKey = true // this token is the value
			}
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, level{keys: map[string]bool{}, atKey: true})
		case json.Delim('['):
			stack = append(stack, level{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
	}
}

// required reports a missing field.
func required(field string) error {
	return fmt.Errorf("%w: %q is required", ErrMalformedJSON, field)
}
