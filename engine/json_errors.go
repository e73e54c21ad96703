package engine

import "errors"

// ErrMalformedJSON is the sentinel of JSON input the engine refuses: not
// JSON, a field of the wrong type, an unknown name of a kind, or a value
// out of range.
var ErrMalformedJSON = errors.New("malformed JSON")

// JSONError is the error of JSON input that does not decode to a value of
// the engine: which shape was decoded ("action", "answer", …) and why. It
// unwraps to ErrMalformedJSON and to the cause.
type JSONError struct {
	Shape string
	Err   error
}

// Error returns the message.
func (e *JSONError) Error() string {
	return "cathar: malformed " + e.Shape + " JSON: " + e.Err.Error()
}

// Unwrap returns ErrMalformedJSON and the cause.
func (e *JSONError) Unwrap() []error { return []error{ErrMalformedJSON, e.Err} }

// jsonErr wraps err, when not nil, in a JSONError for shape.
func jsonErr(shape string, err error) error {
	if err == nil {
		return nil
	}
	var je *JSONError
	if errors.As(err, &je) {
		return err
	}
	return &JSONError{Shape: shape, Err: err}
}
