package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/cathar-engine/cathar/cards"
	"github.com/cathar-engine/cathar/engine"
)

// builtinPool is the registry `cathar cards` lists and `cathar check`
// reads scenarios with: the built-in pool. A program with cards of its
// own lists them from its registry with the same methods.
var builtinPool = cards.Builtin()

// cardsCmd runs `cathar cards [NAME...]`: with no name it lists the pool,
// tokens included; each name (either face's) prints that card's faces.
func cardsCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: cathar cards [NAME...]   (no name lists the pool; each NAME, quoted, prints that card)")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	args = fs.Args()
	if len(args) == 0 {
		listCards(stdout)
		return 0
	}
	code := 0
	for i, name := range args {
		d, err := lookupLoosely(name)
		if err != nil {
			if errors.Is(err, engine.ErrUnknownCard) {
				fmt.Fprintf(stderr, "cathar: %v (`cathar cards` lists the pool)\n", err)
			} else {
				fmt.Fprintf(stderr, "cathar: %v\n", err)
			}
			code = 1
			continue
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		showCard(stdout, d)
	}
	return code
}

// lookupLoosely finds the card a name on the command line means: any
// spelling cards.Find accepts (other apostrophes, "Front // Back", a
// token without "Token"), and, since this is a lookup and not a scenario
// file, the name in other capitals when only one card is spelled so. The
// error of an unknown name suggests the nearest names.
func lookupLoosely(name string) (*engine.CardDef, error) {
	d, _, err := builtinPool.Find(name)
	if front, back, ok := strings.Cut(name, "//"); err != nil && ok {
		// "front // back" in other capitals: the card whose faces those are.
		if fd, ferr := lookupLoosely(strings.TrimSpace(front)); ferr == nil && fd.Back != nil &&
			strings.EqualFold(cards.Fold(fd.Back.Name), cards.Fold(strings.TrimSpace(back))) {
			return fd, nil
		}
	}
	var unknown *cards.UnknownCardError
	if errors.As(err, &unknown) && len(unknown.Suggestions) > 0 {
		var same []string
		for _, s := range unknown.Suggestions {
			if strings.EqualFold(cards.Fold(s), cards.Fold(name)) {
				same = append(same, s)
			}
		}
		if len(same) == 1 {
			return builtinPool.Lookup(same[0])
		}
	}
	return d, err
}

// cardName is "Front // Back" for a double-faced card (CR 712.8a names it
// by its front face), the name otherwise.
func cardName(d *engine.CardDef) string {
	if d.Back != nil {
		return d.Front.Name + " // " + d.Back.Name
	}
	return d.Front.Name
}

// listCards prints one line for each card and token of the pool.
func listCards(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	pool, toks := builtinPool.Cards(), builtinPool.Tokens()
	for _, d := range pool {
		listLine(tw, cardName(d), d)
	}
	for _, d := range toks {
		listLine(tw, d.Front.Name+" (token)", d)
	}
	_ = tw.Flush()
	fmt.Fprintf(w, "%d cards and %d tokens; `cathar cards NAME` prints one.\n", len(pool), len(toks))
}

func listLine(w io.Writer, name string, d *engine.CardDef) {
	line := typeLine(&d.Front)
	if pt := powerToughness(&d.Front); pt != "" {
		line += " " + pt
	}
	if l := loyaltyText(&d.Front); l != "" {
		line += " loyalty " + l
	}
	fmt.Fprintf(w, "%s\t%s\t%s\n", name, d.Front.ManaCost.String(), line)
}

// showCard prints every face of a card.
func showCard(w io.Writer, d *engine.CardDef) {
	token := builtinPool.IsToken(d)
	if d.Back == nil {
		name := d.Front.Name
		if token {
			name += " (token)"
		}
		fmt.Fprintln(w, name)
		showFace(w, &d.Front, token)
		return
	}
	fmt.Fprintf(w, "%s (double-faced card; the front face is %s)\n", cardName(d), d.Front.Name)
	fmt.Fprintf(w, "\n%s — front face\n", d.Front.Name)
	showFace(w, &d.Front, false)
	fmt.Fprintf(w, "\n%s — back face\n", d.Back.Name)
	showFace(w, d.Back, false)
}

// showFace prints one face's mana cost, color, type line, P/T, keywords
// and the rules text of each ability.
func showFace(w io.Writer, f *engine.Face, token bool) {
	cost := f.ManaCost.String()
	if cost == "" {
		cost = "none"
	}
	fmt.Fprintf(w, "  Mana cost  %s\n", cost)
	fmt.Fprintf(w, "  Color      %s\n", colorText(f, token))
	fmt.Fprintf(w, "  Type       %s\n", typeLine(f))
	if pt := powerToughness(f); pt != "" {
		fmt.Fprintf(w, "  P/T        %s\n", pt)
	}
	if l := loyaltyText(f); l != "" {
		fmt.Fprintf(w, "  Loyalty    %s\n", l)
	}
	if ks := keywordList(f); len(ks) > 0 {
		fmt.Fprintf(w, "  Keywords   %s\n", strings.Join(ks, ", "))
	}
	for i, t := range rulesText(f) {
		label := "           "
		if i == 0 {
			label = "Text       "
		}
		fmt.Fprintf(w, "  %s%s\n", label, t)
	}
}
