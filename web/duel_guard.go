package web

import (
	"net"
	"net/http"
	"strings"
)

// loopbackHost reports whether host (a Host header's name, without its
// port) names this machine's loopback interface: localhost, an address of
// 127.0.0.0/8 or ::1.
func loopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
	return ip != nil && ip.IsLoopback()
}

// hostName is the name of a Host header, without its port.
func hostName(hostport string) string {
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		return h
	}
	return strings.TrimSuffix(strings.TrimPrefix(hostport, "["), "]")
}

// hostAllowed reports whether the server answers a request sent to host
// (the Host header). A page of another site that makes its name resolve
// to 127.0.0.1 (DNS rebinding) is same-origin with the server in the
// browser's eyes, but its requests carry its own name as Host: only the
// loopback names and DuelConfig.Hosts are served.
func (d *Duel) hostAllowed(host string) bool {
	name := hostName(host)
	if loopbackHost(name) {
		return true
	}
	for _, h := range d.cfg.Hosts {
		if h == "*" || strings.EqualFold(hostName(h), name) {
			return true
		}
	}
	return false
}

// originAllowed reports whether a POST may change the game: one sent by a
// browser from another origin than the server's own (its Origin header
// present and not http://HOST of the request, HOST the Host header with
// its port) may not. The server speaks plain HTTP only, so an https://
// origin is never its own: it is another site's, refused like any other.
func originAllowed(r *http.Request) bool {
	o := r.Header.Get("Origin")
	return o == "" || strings.EqualFold(o, "http://"+r.Host)
}

// guard refuses a request sent to a name the server does not answer (403,
// DNS rebinding) and a POST from another origin (403). It says whether
// the request may be served.
func (d *Duel) guard(w http.ResponseWriter, r *http.Request) bool {
	if !d.hostAllowed(r.Host) {
		writeError(w, http.StatusForbidden, "this server answers only requests sent to localhost, 127.0.0.1 or [::1] (or the names given it), not to "+r.Host)
		return false
	}
	if r.Method == http.MethodPost && !originAllowed(r) {
		writeError(w, http.StatusForbidden, "a page of another site ("+r.Header.Get("Origin")+") may not play this game")
		return false
	}
	return true
}
