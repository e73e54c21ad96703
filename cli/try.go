package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/cathar-engine/cathar/scenario"
)

const tryHelp = `Type scenario statements one per line, as in a .scenario file:
first "players: A, B" (a "scenario: TITLE" line before it is optional),
then setup lines, then actions, decisions and expectations. Each statement
runs at once; the events it caused and the board are printed. A statement
that does not parse, an action that fails or an expectation that does not
hold is reported and not kept: nothing changes. After a failed action,
"expect error [TEXT]" keeps the action with its expected error.

  :undo         take back the last statement kept
  :save FILE    write the statements kept as a .scenario file (never over an existing file)
  :save! FILE   the same, replacing FILE if it exists
  :show         print the statements kept, as :save would write them
  :board        print the board again
  :help         this text
  :quit         end the session (so does the end of the input)
`

// tryUsage is what `cathar try --help` prints: the command line, then
// the session's help, its commands included.
const tryUsage = `usage: cathar try

Runs scenario statements one at a time, read from the standard input (a
terminal or a pipe); it takes no arguments. With input from a file or a
pipe, no prompt is shown: "cathar try < lines.txt" runs each line in turn.

` + tryHelp

// try runs `cathar try`: an interactive session reading statements from
// the command's standard input, their names read in its registry.
func (c *command) try(args []string) int {
	in, stdout, stderr := c.stdin, c.stdout, c.stderr
	fs := flag.NewFlagSet("try", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // --help prints tryUsage on stdout, below
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, tryUsage)
			return 0
		}
		fmt.Fprintln(stderr, "usage: cathar try   (cathar try --help lists the commands)")
		return 2
	}
	if fs.NArg() != 0 {
		fmt.Fprintln(stderr, "usage: cathar try   (statements are read from the standard input; :help lists the commands)")
		return 2
	}
	t := &trySession{s: scenario.NewSessionWith("try", scenario.Options{Cards: c.reg}), out: stdout, prompt: isTerminal(in)}
	if t.prompt {
		fmt.Fprint(stdout, "cathar try: type statements, or :help\n")
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), scenario.MaxFileSize)
	for {
		if t.prompt {
			fmt.Fprint(stdout, "> ")
		}
		if !sc.Scan() {
			if t.prompt {
				fmt.Fprintln(stdout) // end the prompt's line
			}
			break
		}
		if !t.line(sc.Text()) {
			break
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "cathar: %v\n", err)
		return 1
	}
	t.warnUnused("at the end of the session")
	return 0
}

// isTerminal reports whether r is a terminal, where a prompt is shown.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// trySession is one `cathar try` session.
type trySession struct {
	s      *scenario.Session
	out    io.Writer
	prompt bool
}

// line handles one line of input; it returns false to end the session.
func (t *trySession) line(text string) bool {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, ":") {
		t.statement(text)
		return true
	}
	cmd, arg, _ := strings.Cut(text, " ")
	arg = strings.TrimSpace(arg)
	switch cmd {
	case ":quit":
		return false
	case ":help":
		fmt.Fprint(t.out, tryHelp)
	case ":undo":
		t.undo()
	case ":save", ":save!":
		t.save(arg, cmd == ":save!")
	case ":show":
		_, _ = t.out.Write(t.s.Source())
	case ":board":
		t.board()
	default:
		fmt.Fprintf(t.out, "unknown command %s (:help lists them)\n", cmd)
	}
	return true
}

// statement enters a statement and prints what it did.
func (t *trySession) statement(text string) {
	before := len(t.s.Lines())
	if err := t.s.Enter(text); err != nil {
		fmt.Fprintf(t.out, "rejected, nothing changed:\n%s", indent(err.Error()))
		var e *scenario.Error
		if errors.As(err, &e) && e.Kind == scenario.KindAction {
			fmt.Fprintln(t.out, "  (if that error is the ruling, type `expect error` to keep the action with it)")
		}
		return
	}
	if len(t.s.Lines()) == before {
		return // a blank line or a comment
	}
	res := t.s.Result()
	if res == nil {
		return // the title: the game begins with `players:`
	}
	fmt.Fprintln(t.out, "events:")
	var b strings.Builder
	res.WriteEvents(&b, t.s.EventsBefore())
	if b.Len() == 0 {
		b.WriteString("(none)\n")
	}
	fmt.Fprint(t.out, indent(b.String()))
	t.board()
}

// board prints the board of the session's game.
func (t *trySession) board() {
	res := t.s.Result()
	if res == nil {
		fmt.Fprintln(t.out, "no game yet: type `players: A, B`")
		return
	}
	var b strings.Builder
	res.WriteBoard(&b)
	fmt.Fprintf(t.out, "board:\n%s", indent(b.String()))
}

func (t *trySession) undo() {
	lines := t.s.Lines()
	if err := t.s.Undo(); err != nil {
		fmt.Fprintln(t.out, err)
		return
	}
	for _, l := range lines[len(t.s.Lines()):] {
		fmt.Fprintf(t.out, "undone: %s\n", l)
	}
	if t.s.Result() != nil {
		t.board()
	}
}

func (t *trySession) save(path string, overwrite bool) {
	if path == "" {
		fmt.Fprintln(t.out, "usage: :save FILE, or :save! FILE to replace an existing file")
		return
	}
	err := t.s.Save(path, overwrite)
	switch {
	case errors.Is(err, fs.ErrExist):
		fmt.Fprintf(t.out, "%s exists: not saved (:save! %s replaces it)\n", path, path)
		return
	case err != nil:
		fmt.Fprintf(t.out, "not saved: %v\n", err)
		return
	}
	fmt.Fprintf(t.out, "saved %d lines to %s\n", len(t.s.Lines()), path)
	t.warnUnused("in the saved file")
}

// warnUnused reports queued answers no action has taken: `cathar check`
// fails a file that ends with them.
func (t *trySession) warnUnused(where string) {
	if err := t.s.Unused(); err != nil {
		fmt.Fprintf(t.out, "warning: queued answers are unused %s; `cathar check` fails the file with them:\n%s", where, indent(err.Error()))
	}
}

// indent indents each line of s by two spaces.
func indent(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return "  " + strings.ReplaceAll(s, "\n", "\n  ") + "\n"
}
