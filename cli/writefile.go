package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// writeFileAtomic writes data to the file named name (an -o or --out
// file): to a temporary file in the same folder first, renamed to the
// file once it is whole, so that a failed write leaves no partial file.
//
// A symbolic link is written through: the file it points to is replaced,
// and the link stays. An existing file keeps its permissions (a new one
// gets 0644). A name that is not a regular file, such as /dev/stdout or a
// named pipe, is written to directly, since renaming over it would
// replace it; a directory is refused.
func writeFileAtomic(name string, data []byte) error {
	target, err := filepath.EvalSymlinks(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if l, lerr := os.Lstat(name); lerr == nil && l.Mode()&fs.ModeSymlink != 0 {
			return writeDirect(name, data) // a link to a file not made yet: create it through the link
		}
		target = name
	case err != nil:
		return fmt.Errorf("%s: can't write: %w", name, unwrapPath(err))
	}
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(target); err == nil {
		switch {
		case fi.IsDir():
			return fmt.Errorf("%s: can't write: is a directory", name)
		case !fi.Mode().IsRegular():
			return writeDirect(name, data)
		}
		mode = fi.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: can't write: %w", name, unwrapPath(err))
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, mode)
	}
	if err == nil {
		err = os.Rename(tmp, target)
	}
	if err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("%s: can't write: %w", name, unwrapPath(err))
	}
	return nil
}

// writeDirect writes data to name as it is, through a link, to a device
// or a pipe.
func writeDirect(name string, data []byte) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("%s: can't write: %w", name, unwrapPath(err))
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: can't write: %w", name, unwrapPath(err))
	}
	return nil
}
