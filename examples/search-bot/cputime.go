package main

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the program has used, in user and
// system mode. With GOMAXPROCS=1 the difference across a decision is the
// work of that decision (and of the garbage collector it caused), which,
// unlike wall time, other programs on the machine do not lengthen.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
