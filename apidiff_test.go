package cathar

import (
	"archive/tar"
	"bytes"
	"errors"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/exp/apidiff"
)

// exceptPath lists the incompatible API changes that were made on purpose,
// one per line, as TestAPICompatibility prints them. A line is added in
// the commit that makes the change, with the listing in api/cathar.txt.
const exceptPath = "api/except.txt"

// TestAPICompatibility classifies every change of the exported API with
// golang.org/x/exp/apidiff, commit by commit, and fails for an
// incompatible change that api/except.txt does not accept, so that
// breaking users' code is always deliberate.
//
// CATHAR_APIDIFF_COMMITS lists commits, oldest first; each is compared with
// the next, and the last with the working tree. .ci/run gives the recent
// commits of the first-parent history, so that every commit of a push is
// checked, not only the last. CATHAR_APIDIFF_BASE names one commit to
// compare with the working tree. The test is skipped when neither is set.
func TestAPICompatibility(t *testing.T) {
	commits := strings.Fields(os.Getenv("CATHAR_APIDIFF_COMMITS"))
	if base := os.Getenv("CATHAR_APIDIFF_BASE"); base != "" {
		commits = append(commits, base)
	}
	if len(commits) == 0 {
		t.Skip("CATHAR_APIDIFF_COMMITS and CATHAR_APIDIFF_BASE are unset: no commit to compare the API with")
	}
	except, err := readExcept()
	require.NoError(t, err)
	load := func(rev string) []*types.Package {
		if rev == "" {
			pkgs, err := loadAPI(".")
			require.NoError(t, err)
			return pkgs
		}
		dir := t.TempDir()
		require.NoError(t, extractCommit(rev, dir))
		pkgs, err := loadAPI(dir)
		require.NoError(t, err, "the packages of %s", rev)
		return pkgs
	}
	old := load(commits[0])
	for i, from := range commits {
		to := ""
		if i+1 < len(commits) {
			to = commits[i+1]
		}
		cur := load(to)
		name := to
		if name == "" {
			name = "the working tree"
		}
		compatible, incompatible := classify(old, cur)
		for _, c := range compatible {
			t.Logf("compatible, %s to %s: %s", from, name, c)
		}
		for _, c := range incompatible {
			if !slices.Contains(except, c) {
				t.Errorf("incompatible API change from %s to %s: %s\n\tif it is meant, add this line to %s", from, name, c, exceptPath)
			}
		}
		old = cur
	}
}

// classify returns the changes from old to new, compatible and not, one
// line each: "pkg PATH, MESSAGE". A package that is gone is one
// incompatible change.
func classify(oldPkgs, newPkgs []*types.Package) (compatible, incompatible []string) {
	byPath := map[string]*types.Package{}
	for _, p := range newPkgs {
		byPath[p.Path()] = p
	}
	for _, old := range oldPkgs {
		cur, ok := byPath[old.Path()]
		if !ok {
			incompatible = append(incompatible, "pkg "+old.Path()+", package removed")
			continue
		}
		for _, c := range apidiff.Changes(old, cur).Changes {
			line := "pkg " + old.Path() + ", " + c.Message
			if c.Compatible {
				compatible = append(compatible, line)
			} else {
				incompatible = append(incompatible, line)
			}
		}
	}
	return compatible, incompatible
}

// readExcept returns the accepted incompatible changes: the lines of
// api/except.txt, without blank lines and # comments.
func readExcept() ([]string, error) {
	b, err := os.ReadFile(exceptPath)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for line := range strings.Lines(string(b)) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out, nil
}

// extractCommit writes the files of commit rev into dir.
func extractCommit(rev string, dir string) error {
	out, err := exec.Command("git", "archive", "--format=tar", rev).Output()
	if err != nil {
		return err
	}
	tr := tar.NewReader(bytes.NewReader(out))
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		path := filepath.Join(dir, filepath.FromSlash(h.Name))
		if !strings.HasPrefix(path, filepath.Clean(dir)+string(os.PathSeparator)) {
			continue // not below dir
		}
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(path, 0o755)
		case tar.TypeReg:
			err = writeFile(path, tr)
		}
		if err != nil {
			return err
		}
	}
}

func writeFile(path string, r io.Reader) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// TestClassifyNamesIncompatibleChanges shows the classification on two
// small versions of a package: a removed function is incompatible, an
// added one compatible.
func TestClassifyNamesIncompatibleChanges(t *testing.T) {
	pkg := func(src string) *types.Package {
		dir := t.TempDir()
		require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/m\n\ngo 1.26\n"), 0o644))
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "lib"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "lib", "lib.go"), []byte("package lib\n\n"+src), 0o644))
		cmd := exec.Command("go", "list", "-export", "-f", "{{.Export}}", "./lib")
		cmd.Dir = dir
		out, err := cmd.Output()
		require.NoError(t, err)
		return importExport(t, "example.com/m/lib", strings.TrimSpace(string(out)))
	}
	old := pkg("func Kept() {}\n\nfunc Gone() {}\n")
	cur := pkg("func Kept() {}\n\nfunc Added() {}\n")
	compatible, incompatible := classify([]*types.Package{old}, []*types.Package{cur})
	require.Equal(t, []string{"pkg example.com/m/lib, Added: added"}, compatible)
	require.Equal(t, []string{"pkg example.com/m/lib, Gone: removed"}, incompatible)
}

// importExport reads the package at path from the export data in file.
func importExport(t *testing.T, path, file string) *types.Package {
	t.Helper()
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(p string) (io.ReadCloser, error) {
		if p != path {
			return nil, errors.New("no export data for " + p)
		}
		return os.Open(file)
	})
	pkg, err := imp.Import(path)
	require.NoError(t, err)
	return pkg
}
