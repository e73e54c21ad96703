package cli

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/cathar-engine/cathar/rulesindex"
)

// ruleNumber is a rule number as the index writes it: 731, 731.2,
// 731.2b, 702.145b(2).
var ruleNumber = regexp.MustCompile(`^[1-9][0-9]{2}(?:\.[0-9]+(?:[a-z](?:\([0-9]+\))?)?)?$`)

// rulesCmd runs `cathar rules NUMBER...`: for each number, what a number
// of the previous edition that moved is now, or where the code, the tests
// and the scenario files cite a current number (package rulesindex), or
// that it is not in this index; for a number that both moved and is
// cited today, both. It never says what a rule is about, beyond the title
// a moved section had in the previous edition.
func rulesCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rules", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: cathar rules NUMBER...   (a rule of the Comprehensive Rules, %s edition, or one of the %s edition that moved)\n",
			rulesindex.Edition, rulesindex.PreviousEdition)
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	var numbers []string
	for _, a := range fs.Args() {
		a = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(a), "CR"))
		if a == "" {
			continue // the word CR alone, before a number
		}
		if !ruleNumber.MatchString(a) {
			fmt.Fprintf(stderr, "cathar: %q is not a rule number (write it as 731.2b)\n", a)
			return 2
		}
		numbers = append(numbers, a)
	}
	if len(numbers) == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	for i, n := range numbers {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if !showRule(stdout, n) {
			code = 1
		}
	}
	return code
}

// showRule prints what the index knows of rule number n and reports
// whether it knows anything. A number that moved and that the project
// cites today by its new meaning (731, Day and Night, was Taking
// Shortcuts) gets its index entry, then a line that says what it was.
func showRule(w io.Writer, n string) bool {
	now, moved := rulesindex.Moved(n)
	e, cited := rulesindex.Lookup(n)
	was := ""
	if t := rulesindex.Was(n); t != "" {
		was = " (" + t + ")"
	}
	if moved && !cited {
		fmt.Fprintf(w, "%s in the %s edition is %s in the %s edition%s\n", n, rulesindex.PreviousEdition, now, rulesindex.Edition, was)
		return true
	}
	if !cited {
		fmt.Fprintf(w, "%s: not in this index\n", n)
		return false
	}
	fmt.Fprintf(w, "%s (%s edition) is cited in:\n", n, rulesindex.Edition)
	for _, p := range e.Places {
		if p.Decl == "" {
			fmt.Fprintf(w, "  %-8s  %s\n", p.Kind, p.File)
		} else {
			fmt.Fprintf(w, "  %-8s  %s  %s\n", p.Kind, p.File, p.Decl)
		}
	}
	if moved {
		fmt.Fprintf(w, "In the %s edition, %s was another rule%s, which is %s in the %s edition\n",
			rulesindex.PreviousEdition, n, was, now, rulesindex.Edition)
	}
	return true
}
