package engine

import (
	"fmt"
	"slices"
)

// opSetDayNightV1 is what version 1 recordings call the setup call
// OpSetStartingDayNight.
const opSetDayNightV1 = "setDayNight"

// upgradeRecording returns r in the current version, RecordingVersion: a
// copy with the operations renamed since r's version. A version this
// engine does not know is an error wrapping ErrBadRecording. r itself is
// left as it is.
func upgradeRecording(r Recording) (Recording, error) {
	switch r.Version {
	case RecordingVersion:
		return r, nil
	case 1:
		r.Calls = slices.Clone(r.Calls)
		for i := range r.Calls {
			if r.Calls[i].Op == opSetDayNightV1 {
				r.Calls[i].Op = OpSetStartingDayNight
			}
		}
		r.Version = RecordingVersion
		return r, nil
	}
	return r, fmt.Errorf("%w: version %d, this engine reads versions 1 to %d", ErrBadRecording, r.Version, RecordingVersion)
}
