package decklist

import (
	"strconv"
	"strings"
)

// String writes the deck in its canonical form, which Parse reads back as
// the same deck (the lines of its entries aside): a "Name:" and an
// "About:" line when the deck has them, a blank line, a Deck header and
// a line per main-deck entry, then, when the sideboard has cards, a blank
// line, a Sideboard header and its entries. An entry is "COUNT NAME",
// followed by " (SET) NUMBER" when it has a set code. A name or about
// text holding a line break or a # would not read back the same.
func (d *Deck) String() string {
	var b strings.Builder
	if d.Name != "" {
		b.WriteString("Name: " + d.Name + "\n")
	}
	if d.About != "" {
		b.WriteString("About: " + d.About + "\n")
	}
	if b.Len() > 0 {
		b.WriteByte('\n')
	}
	b.WriteString("Deck\n")
	writeEntries(&b, d.Main)
	if len(d.Sideboard) > 0 {
		b.WriteString("\nSideboard\n")
		writeEntries(&b, d.Sideboard)
	}
	return b.String()
}

// writeEntries writes a line per entry.
func writeEntries(b *strings.Builder, entries []Entry) {
	for _, e := range entries {
		b.WriteString(strconv.Itoa(e.Count))
		b.WriteByte(' ')
		b.WriteString(e.Name)
		if e.Set != "" {
			b.WriteString(" (" + e.Set + ")")
			if e.Number != "" {
				b.WriteString(" " + e.Number)
			}
		}
		b.WriteByte('\n')
	}
}
