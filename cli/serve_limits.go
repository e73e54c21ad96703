package cli

import (
	"net/http"
	"time"
)

// serveLimits are the timeouts and the header limit of serve's HTTP
// server (the duel caps every body at 64 KiB itself).
type serveLimits struct {
	// readHeader bounds the reading of a request's header, read the
	// reading of the whole request, body included: a client that sends
	// its body slowly, or never ends it, is cut off.
	readHeader, read time.Duration
	// write bounds a request from the end of its header to the end of the
	// response, the bot's thinking included; idle bounds the wait for the
	// next request on a kept-alive connection.
	write, idle time.Duration
	maxHeader   int // the longest header, in bytes
}

// defaultServeLimits are serve's: a page's request is a few hundred
// bytes, sent at once; the search bot answers in seconds.
var defaultServeLimits = serveLimits{
	readHeader: 5 * time.Second,
	read:       10 * time.Second,
	write:      2 * time.Minute,
	idle:       time.Minute,
	maxHeader:  16 << 10,
}

// server is the HTTP server of h with the limits.
func (l serveLimits) server(h http.Handler) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: l.readHeader, ReadTimeout: l.read,
		WriteTimeout: l.write, IdleTimeout: l.idle, MaxHeaderBytes: l.maxHeader}
}
