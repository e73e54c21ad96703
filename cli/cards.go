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

// cardsCmd runs `cathar cards [NAME...]`: with no name it lists the
// command's registry, tokens included; each name (either face's) prints
// that card's faces.
func (c *command) cardsCmd(args []string) int {
	stdout, stderr := c.stdout, c.stderr
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: cathar cards [NAME...]   (no name lists the pool; each NAME, quoted, prints that card)")
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	args = fs.Args()
	if len(args) == 0 {
		c.listCards(stdout)
		return 0
	}
	code := 0
	for i, name := range args {
		d, err := c.lookupLoosely(name)
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
		c.showCard(stdout, d)
	}
	return code
}

// lookupLoosely finds the card a name on the command line means: any
// spelling cards.Find accepts (other apostrophes, "Front // Back", a
// token without "Token"), and, since this is a lookup and not a scenario
// file, the name in other capitals when only one card is spelled so. The
// error of an unknown name suggests the nearest names.
func (c *command) lookupLoosely(name string) (*engine.CardDef, error) {
	d, _, err := c.reg.Find(name)
	if front, back, ok := strings.Cut(name, "//"); err != nil && ok {
		// "front // back" in other capitals: the card whose faces those are.
		if fd, ferr := c.lookupLoosely(strings.TrimSpace(front)); ferr == nil && fd.Back != nil &&
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
			return c.reg.Lookup(same[0])
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

// listCards prints one line for each card and token of the command's
// registry, sorted by name, each card or token that is not of the
// built-in pool marked with the registry's name.
func (c *command) listCards(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	pool, toks := c.reg.Cards(), c.reg.Tokens()
	own := 0
	for _, d := range pool {
		listLine(tw, c.listName(d, false, &own), d)
	}
	for _, d := range toks {
		listLine(tw, c.listName(d, true, &own), d)
	}
	_ = tw.Flush()
	mine := ""
	if own > 0 {
		mine = fmt.Sprintf(", %d of them of %s (marked)", own, c.reg.Name())
	}
	fmt.Fprintf(w, "%d cards and %d tokens%s; `cathar cards NAME` prints one.\n", len(pool), len(toks), mine)
}

// listName is the name a card or token is listed under: "Front // Back"
// for a double-faced card, then "(token)" for a token and "(REGISTRY)"
// for a definition that is not of the built-in pool (one of the
// program's own, counted in own), or both: "(token, REGISTRY)".
func (c *command) listName(d *engine.CardDef, token bool, own *int) string {
	name := cardName(d)
	var marks []string
	if token {
		name = d.Front.Name
		marks = append(marks, "token")
	}
	if b, err := cards.Builtin().Lookup(d.Front.Name); err != nil || b != d {
		*own++
		marks = append(marks, c.reg.Name())
	}
	if len(marks) > 0 {
		name += " (" + strings.Join(marks, ", ") + ")"
	}
	return name
}

// listLine writes a line of the list: the name, the mana cost and the
// type line with P/T or loyalty.
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
func (c *command) showCard(w io.Writer, d *engine.CardDef) {
	token := c.reg.IsToken(d)
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
