package engine

import (
	"fmt"
	"slices"
)

// opSetDayNightV1 is what version 1 recordings call the setup call
// OpSetStartingDayNight.
const opSetDayNightV1 = "setDayNight"

// upgradeRecording returns r in the current version, RecordingVersion: a
// copy with the operations renamed since r's version. Versions before 3
// have no ability on the stack as a target (CR 115.1), versions before 4
// no Aura attached to a player (CR 303.4), and versions before 5 no
// planeswalker attacked (CR 506.3) and no loyalty counters, and versions
// before 6 no cast with flashback (CR 702.34a), versions before 8 no
// damage marked in setup (CR 120.3) and no game begun with Begin (CR
// 103): one that has any of them is refused,
// and so is a variant (Two-Headed Giant) before version 7. A
// version this
// engine does not know is an error wrapping ErrBadRecording. r itself is
// left as it is.
func upgradeRecording(r Recording) (Recording, error) {
	if r.Version >= 1 && r.Version < 7 && r.Variant != FreeForAll {
		return r, fmt.Errorf("%w: version %d has no variant", ErrBadRecording, r.Version)
	}
	if r.Version >= 1 && r.Version < 8 {
		for i, c := range r.Calls {
			if c.Op == OpBegin || c.Begin != nil {
				return r, fmt.Errorf("%w: call %d: version %d has no begin", ErrBadRecording, i, r.Version)
			}
		}
	}
	if r.Version >= 1 && r.Version < 8 {
		for i, c := range r.Calls {
			if c.Placement != nil && c.Placement.Damage != 0 {
				return r, fmt.Errorf("%w: call %d: version %d has no damage marked in setup", ErrBadRecording, i, r.Version)
			}
		}
	}
	switch r.Version {
	case RecordingVersion:
		return r, nil
	case 6, 7:
		r.Version = RecordingVersion
		return r, nil
	case 1, 2, 3, 4, 5:
		r.Calls = slices.Clone(r.Calls)
		for i := range r.Calls {
			c := &r.Calls[i]
			if c.Flashback {
				return r, fmt.Errorf("%w: call %d: version %d has no flashback", ErrBadRecording, i, r.Version)
			}
			if r.Version == 5 {
				continue
			}
			if recordsPlaneswalkers(c) {
				return r, fmt.Errorf("%w: call %d: version %d has no planeswalkers", ErrBadRecording, i, r.Version)
			}
			if r.Version == 4 {
				continue
			}
			if c.Placement != nil && c.Placement.AttachedToPlayer {
				return r, fmt.Errorf("%w: call %d: version %d has no Aura attached to a player", ErrBadRecording, i, r.Version)
			}
			if r.Version == 3 {
				continue
			}
			if r.Version == 1 && c.Op == opSetDayNightV1 {
				c.Op = OpSetStartingDayNight
			}
			for _, t := range c.Targets {
				if t.IsAbility() {
					return r, fmt.Errorf("%w: call %d: version %d has no ability as a target", ErrBadRecording, i, r.Version)
				}
			}
		}
		r.Version = RecordingVersion
		return r, nil
	}
	return r, fmt.Errorf("%w: version %d, this engine reads versions 1 to %d", ErrBadRecording, r.Version, RecordingVersion)
}

// recordsPlaneswalkers reports whether call c names what recordings have
// only from version 5: a planeswalker attacked or loyalty counters.
func recordsPlaneswalkers(c *RecordedCall) bool {
	for _, a := range c.Attacks {
		if a.Planeswalker != NoObj {
			return true
		}
	}
	return c.Placement != nil && c.Placement.Counters[Loyalty] != 0
}
