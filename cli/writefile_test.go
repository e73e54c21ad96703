//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWriteFileThroughLinksAndDevices checks what -o and --out do with a
// name that is not a plain new file: a link is written through and stays
// a link, an existing file keeps its permissions, a named pipe is written
// to (not replaced) and a directory is refused as one.
func TestWriteFileThroughLinksAndDevices(t *testing.T) {
	dir := t.TempDir()

	target := filepath.Join(dir, "target.html")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o600))
	link := filepath.Join(dir, "link.html")
	require.NoError(t, os.Symlink("target.html", link))
	require.NoError(t, writeFileAtomic(link, []byte("new")))
	fi, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "the link is still a link")
	got, err := os.ReadFile(target)
	require.NoError(t, err)
	assert.Equal(t, "new", string(got), "written through the link")
	fi, err = os.Stat(target)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), "the file keeps its mode")

	dangling := filepath.Join(dir, "dangling.html")
	require.NoError(t, os.Symlink("made.html", dangling))
	require.NoError(t, writeFileAtomic(dangling, []byte("made")))
	got, err = os.ReadFile(filepath.Join(dir, "made.html"))
	require.NoError(t, err)
	assert.Equal(t, "made", string(got), "a dangling link's file is made")

	fresh := filepath.Join(dir, "fresh.html")
	require.NoError(t, writeFileAtomic(fresh, []byte("x")))
	fi, err = os.Stat(fresh)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), fi.Mode().Perm())

	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	read := make(chan string, 1)
	go func() {
		b, _ := os.ReadFile(fifo)
		read <- string(b)
	}()
	require.NoError(t, writeFileAtomic(fifo, []byte("piped")))
	select {
	case s := <-read:
		assert.Equal(t, "piped", s)
	case <-time.After(5 * time.Second):
		t.Error("nothing came out of the pipe")
	}
	fi, err = os.Lstat(fifo)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeNamedPipe, "the pipe is still a pipe")

	err = writeFileAtomic(dir, []byte("x"))
	require.Error(t, err)
	assert.Equal(t, dir+": can't write: is a directory", err.Error())

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.ElementsMatch(t, []string{"target.html", "link.html", "dangling.html", "made.html", "fresh.html", "pipe"}, names, "no temporary file is left")
}
