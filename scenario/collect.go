package scenario

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Ext is the extension of scenario files.
const Ext = ".scenario"

// Collect returns the scenario files that paths name: a file as given,
// and for a folder every .scenario file below it, sorted. Below a folder,
// folders named "malformed" (deliberately broken files, for parser tests)
// and folders whose names begin with "." or "_" are skipped; name such a
// folder or file directly to run it.
func Collect(paths ...string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != p && skipDir(d.Name()) {
					return filepath.SkipDir
				}
				return nil
			}
			if filepath.Ext(path) == Ext {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		slices.Sort(found)
		out = append(out, found...)
	}
	return out, nil
}

func skipDir(name string) bool {
	return name == "malformed" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}
