package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
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
	if plainKeysUnique(data) {
		return nil
	}
	return noDuplicateKeysTokens(data)
}

// noDuplicateKeysTokens is noDuplicateKeys reading data's tokens.
func noDuplicateKeysTokens(data []byte) error {
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

// plainKeysUnique reports whether data's objects give each key once, for
// the common data whose keys are plain (no escape, valid UTF-8, a few per
// object), scanned without making tokens; false when it finds a key given
// twice or can't tell (a key with an escape, an object of many keys,
// brackets that don't match): noDuplicateKeysTokens decides then. A string
// is a key when it follows an object's "{" or ",": in JSON, or in the part
// of non-JSON before its first error (where the tokens stop), the same
// keys the tokens give.
func plainKeysUnique(data []byte) bool {
	const maxKeys = 32 // per object: beyond, comparing them all costs more
	type level struct {
		obj   bool
		first int // the object's first key in keys
	}
	var stackBuf [16]level
	var keysBuf [64][]byte
	stack, keys := stackBuf[:0], keysBuf[:0]
	prev := byte(0) // the last '{', '[', ',' or ':', or 'v' after a value
	for i := 0; i < len(data); i++ {
		switch c := data[i]; c {
		case ' ', '\t', '\n', '\r':
		case '{', '[':
			stack = append(stack, level{obj: c == '{', first: len(keys)})
			prev = c
		case '}', ']':
			n := len(stack)
			if n == 0 || stack[n-1].obj != (c == '}') {
				return false
			}
			keys = keys[:stack[n-1].first]
			stack = stack[:n-1]
			prev = 'v'
		case ',', ':':
			prev = c
		case '"':
			start, escaped := i+1, false
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					escaped = true
					i++
				}
			}
			if i >= len(data) {
				return false
			}
			n := len(stack)
			if n > 0 && stack[n-1].obj && (prev == '{' || prev == ',') {
				key := data[start:i]
				if escaped || !utf8.Valid(key) || len(keys)-stack[n-1].first >= maxKeys {
					return false
				}
				for _, k := range keys[stack[n-1].first:] {
					if bytes.Equal(k, key) {
						return false
					}
				}
				keys = append(keys, key)
			}
			prev = 'v'
		default:
			prev = 'v'
		}
	}
	return len(stack) == 0
}
