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

// decodeShape is decodeOne with its error a JSONError for shape.
func decodeShape(shape string, data []byte, v any) error {
	return jsonErr(shape, decodeOne(data, v))
}

// required reports a missing field.
func required(field string) error {
	return fmt.Errorf("%w: %q is required", ErrMalformedJSON, field)
}
