package engine

import (
	"strings"

	"github.com/cathar-engine/cathar/zones"
)

// Tags. A player sees objects by name, and two objects they see may have
// the same name (CR 201.2): two players' Forests, three Tavern Smashers of
// one player, a Lightning Bolt in hand and one in a graveyard. A tag is a
// name for an object that tells it apart from every other object the same
// player sees at that moment with the same name: the name alone when it is
// the only one; otherwise the name followed, in parentheses, by what tells
// it apart, taken in this order and each only where it still differs
// among the objects it has not told apart yet:
//
//   - the zone, for an object off the battlefield ("in hand", "in
//     graveyard", "in library", "in exile", "on the stack"; CR 400.1);
//   - whose it is: its controller on the battlefield and the stack (CR
//     110.2, 108.4), its owner elsewhere (CR 108.3), "yours" in a view
//     for its own player, "Bob's" otherwise ("in your hand", "in Bob's
//     graveyard" when it comes with the zone);
//   - its status and state (CR 110.5): the face up ("back face up", CR
//     712.8), "tapped" or "untapped", "attacking" or "blocking", its power
//     and toughness ("3/3"), its counters ("2 +1/+1 counters", CR 122.1)
//     and its damage ("2 damage", CR 120.3);
//
// and, for objects that these leave alike, a number, their place among
// those alike in the order of their zone (the battlefield in the order
// the permanents entered, a graveyard from the bottom, a library from
// the top): "Tavern Smasher (Bob's) #2".
//
// A tag is computed from what its player sees alone (CR 400.2): the
// public zones, and the hidden cards they know (Game.KnownTo, their own
// hand first). So it never says anything of a card they can't see, and
// two games that differ only in such cards give them the same tags. The
// tag of an object in a public zone is computed from the public zones
// alone: it is the same for every player but for "yours", so that a label
// a decision record keeps, which other players may read (DecisionsFor),
// tells them nothing of the hand of the player who chose; the tag of a
// card in a hidden zone says its zone whenever an object of that name is
// in a public zone, so the two never meet. A tag is deterministic, and the
// same in the labels of a decision (LabelOptions, ActionLabel), in the
// player's view (ViewCard.Tag) and, with players named, in the English
// lines of the events (Describe).

// tagger computes the tags of the objects one viewer sees, once per name
// and on demand.
type tagger struct {
	g *Game
	// viewer is whose tags they are; NoPlayer for a spectator, who sees
	// the public zones only.
	viewer PlayerID
	// yours words the viewer's own objects "yours" rather than by their
	// name: the wording of a view or a decision for one player. Event
	// lines name every player.
	yours bool
	// groups are the names met so far, each with the objects of that
	// name the viewer sees, in the order of their zones (each), and
	// their tags once computed. A decision names few names, so a list
	// costs less than a map.
	groups []tagGroup
}

// tagGroup is the objects of one name a viewer sees, and their tags:
// those of all of them, which the objects of hidden zones have, and those
// of the objects of public zones among them alone, which those have.
type tagGroup struct {
	name       string
	ids, pub   []ObjID
	tags, pubT []string // computed when first needed
}

// newTagger returns the tagger of viewer p: with yours, the wording of a
// view for p ("yours"), otherwise the wording of an event line ("Bob's").
func (g *Game) newTagger(p PlayerID, yours bool) *tagger {
	return &tagger{g: g, viewer: p, yours: yours && p != NoPlayer}
}

// Tag returns the tag of object id as player p sees it now (see the doc
// comment of the tags above: "Tavern Smasher", "Tavern Smasher (Bob's)",
// "Forest (yours, tapped)", "Grizzly Bears #2"), the same string as the
// labels of p's decisions (Option.Text, ActionLabel) and the Tag of the
// object in p's view (PlayerView). p's own objects are "yours"; with p
// NoPlayer, the tag is a spectator's, every player named ("Forest
// (Alice's, tapped)"), as the English lines of events (Describe) name
// objects. It returns "" for an object p can't see now: an unknown id, a
// hidden card p doesn't know, an object that has left its zone (CR 400.7).
func (g *Game) Tag(p PlayerID, id ObjID) string {
	if p != NoPlayer && g.checkPlayerExists(p) != nil {
		return ""
	}
	g.refresh() // the names and controllers as they are now (CR 613)
	return g.newTagger(p, true).tag(id)
}

// seen reports whether the viewer sees object id where it is now: it is
// in its zone (it has not become another object, CR 400.7), and that
// zone is public or the viewer knows the card (CR 400.2).
func (t *tagger) seen(id ObjID) bool {
	g := t.g
	if id <= 0 || int(id) >= len(g.st.objs) {
		return false
	}
	o := &g.st.objs[id]
	if o.next != NoObj || o.gone || o.zone == zones.None {
		return false
	}
	return o.zone.Public() || g.seesHidden(t.viewer, id)
}

// tag returns the tag of object id, or "" when the viewer does not see it.
func (t *tagger) tag(id ObjID) string {
	if !t.seen(id) {
		return ""
	}
	o := &t.g.st.objs[id]
	name := t.g.nameOf(t.g.chars(o))
	gr := t.group(name)
	ids, tags := gr.ids, &gr.tags
	if o.zone.Public() {
		ids, tags = gr.pub, &gr.pubT
	}
	if len(ids) <= 1 {
		return name
	}
	if *tags == nil {
		*tags = t.tagGroup(name, ids)
	}
	for i, x := range ids {
		if x == id {
			return (*tags)[i]
		}
	}
	return name
}

// group returns the group of name, finding its objects the first time.
func (t *tagger) group(name string) *tagGroup {
	for i := range t.groups {
		if t.groups[i].name == name {
			return &t.groups[i]
		}
	}
	gr := tagGroup{name: name}
	t.each(func(id ObjID) {
		o := &t.g.st.objs[id]
		if t.g.nameOf(t.g.chars(o)) == name {
			gr.ids = append(gr.ids, id)
			if o.zone.Public() {
				gr.pub = append(gr.pub, id)
			}
		}
	})
	t.groups = append(t.groups, gr)
	return &t.groups[len(t.groups)-1]
}

// lastKnown names object id as a line of an event does: by its tag when
// the viewer sees it; else, when it has since become another object (CR
// 400.7) through moves the viewer saw (every object on the way seen by
// them) and has the name it had, by the tag of what it is now; else by
// its name as last known.
func (t *tagger) lastKnown(id ObjID) string {
	g := t.g
	if id <= 0 || int(id) >= len(g.st.objs) {
		return "?"
	}
	if s := t.tag(id); s != "" {
		return s
	}
	name := g.nameOf(g.chars(&g.st.objs[id]))
	cur := id
	for n := g.st.objs[cur].next; n != NoObj && n != cur; n = g.st.objs[cur].next {
		o := &g.st.objs[n]
		if !o.token && !o.zone.Public() && !g.seesHidden(t.viewer, n) {
			break
		}
		cur = n
	}
	if cur != id && g.nameOf(g.chars(&g.st.objs[cur])) == name {
		if s := t.tag(cur); s != "" {
			return s
		}
	}
	return name
}

// each calls f for every object the viewer sees, in the order of their
// zones: the battlefield (in the order the permanents entered), the
// spells on the stack (from the bottom), exile, then each player in
// turn order: their hand, graveyard (from the bottom) and library (from
// the top), of the hidden zones the cards the viewer knows.
func (t *tagger) each(f func(ObjID)) {
	g := t.g
	for _, id := range g.st.battlefield {
		f(id)
	}
	for i := range g.st.stack {
		if id := g.st.stack[i].obj; g.st.stack[i].spell && t.seen(id) && g.st.objs[id].zone == zones.Stack {
			f(id)
		}
	}
	for _, id := range g.st.exile {
		f(id)
	}
	for q := range g.st.players {
		pl := &g.st.players[q]
		for _, id := range pl.hand {
			if g.seesHidden(t.viewer, id) {
				f(id)
			}
		}
		for _, id := range pl.graveyard {
			f(id)
		}
		for i := len(pl.library) - 1; i >= 0; i-- {
			if id := pl.library[i]; g.seesHidden(t.viewer, id) {
				f(id)
			}
		}
	}
}

// tagGroup returns the tags of the objects of group, which share name,
// by refining the group feature by feature (tagFeatures): a feature that
// differs among the objects still alike adds each one's word and splits
// them; those still alike at the end are numbered in order.
func (t *tagger) tagGroup(name string, group []ObjID) []string {
	words := make([][]string, len(group))
	var zoneOf, whoseOf []string // the words of the zone and of whose, kept apart to word them together
	zoneOf = make([]string, len(group))
	whoseOf = make([]string, len(group))
	classes := [][]int{make([]int, len(group))}
	for i := range group {
		classes[0][i] = i
	}
	for f, feature := range tagFeatures {
		var next [][]int
		for _, c := range classes {
			if len(c) == 1 {
				next = append(next, c)
				continue
			}
			keys := make([]tagKey, len(c))
			differ := false
			for k, i := range c {
				keys[k] = feature.key(t, group[i])
				differ = differ || keys[k] != keys[0]
			}
			if !differ {
				next = append(next, c)
				continue
			}
			for k, i := range c {
				w := feature.word(t, group[i], keys[k])
				switch f {
				case featureZone:
					zoneOf[i] = w
				case featureWhose:
					whoseOf[i] = w
				default:
					if w != "" {
						words[i] = append(words[i], w)
					}
				}
			}
			next = append(next, splitByKey(c, keys)...)
		}
		classes = next
	}
	tags := make([]string, len(group))
	for _, c := range classes {
		for k, i := range c {
			tags[i] = tagText(name, zoneOf[i], whoseOf[i], words[i], len(c) > 1, k+1)
		}
	}
	if hasDuplicate(tags) { // names of players that read as other words: number them all
		for i := range tags {
			tags[i] = name + " #" + itoa(i+1)
		}
	}
	return tags
}

// tagText words a tag: the name, then in parentheses whose it is, its
// zone and the other words, then its number when it has one.
func tagText(name, zone, whose string, words []string, numbered bool, n int) string {
	var parts []string
	switch {
	case zone != "" && whose != "" && zone != zoneWordExile && zone != zoneWordStack:
		// "in Bob's graveyard", "in your hand"
		in, rest, _ := strings.Cut(zone, " ")
		parts = append(parts, in+" "+possessive(whose)+" "+rest)
	case zone != "" && whose != "":
		parts = append(parts, whose, zone)
	case zone != "":
		parts = append(parts, zone)
	case whose != "":
		parts = append(parts, whose)
	}
	parts = append(parts, words...)
	s := name
	if len(parts) > 0 {
		s += " (" + strings.Join(parts, ", ") + ")"
	}
	if numbered {
		s += " #" + itoa(n)
	}
	return s
}

// possessive turns the word of whose an object is into the word before a
// zone: "yours" into "your", "Bob's" stays.
func possessive(whose string) string {
	if whose == whoseYours {
		return "your"
	}
	return whose
}

// splitByKey splits class c by its keys, each part in c's order, the
// parts in the order of their first member.
func splitByKey(c []int, keys []tagKey) [][]int {
	var parts [][]int
	done := make([]bool, len(c))
	for a := range c {
		if done[a] {
			continue
		}
		part := []int{c[a]}
		for b := a + 1; b < len(c); b++ {
			if !done[b] && keys[b] == keys[a] {
				part = append(part, c[b])
				done[b] = true
			}
		}
		parts = append(parts, part)
	}
	return parts
}

// hasDuplicate reports whether two of ss are equal.
func hasDuplicate(ss []string) bool {
	for i := range ss {
		for j := i + 1; j < len(ss); j++ {
			if ss[i] == ss[j] {
				return true
			}
		}
	}
	return false
}
