package cli

import (
	"net"
	"strings"
)

// loopbackAddr reports whether addr (host:port, as --addr gives it) listens
// on the loopback interface only: localhost, an address of 127.0.0.0/8 or
// ::1. An empty host (":8080") listens on every interface, and a name
// other than localhost may resolve to anything: neither is loopback.
func loopbackAddr(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// serveHosts are the Host names the duel answers besides the loopback
// ones (web.DuelConfig.Hosts): none on a loopback address, so that no web
// site can reach the game through DNS rebinding; any beyond it, where the
// person chose to serve other machines (and is warned).
func serveHosts(addr string) []string {
	if loopbackAddr(addr) {
		return nil
	}
	return []string{"*"}
}

// loopbackWarning is the warning printed when addr is not a loopback
// address (served with --public), or "".
func loopbackWarning(addr string) string {
	if loopbackAddr(addr) {
		return ""
	}
	return "cathar serve: warning: " + addr + " is not a loopback address: whoever reaches it watches the game, " +
		"whoever has a seat's link plays that seat, and nothing is encrypted (plain HTTP)\n"
}
