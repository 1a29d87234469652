package ground

import "strings"

// A name written as a possessive ("Greta Lund's", "Allegri's"): whose the
// thing after it is, the owner's or the author's, and when the name is
// the thing's own ("Tomas Ruiz's crew").

// authored reports whether word k is a name of one word written as a
// possessive ("Elgar's", "Allegri's") before the title of a work, for an
// input that takes one (its name or description holds one of
// Lexicon.WorkWords: a piece, an album): the work's author. Elsewhere
// "Tony's Pizzeria" and "Dave's Auto" are one name.
func (r *Request) authored(s *slot, k int) bool {
	if !s.titled || k < 0 || k+1 >= len(r.words) || !r.toks[r.words[k+1]].cap {
		return false
	}
	if t := r.toks[r.words[k]]; !t.cap || !possessiveWord(t.text) || k > 0 && r.toks[r.words[k-1]].cap && r.adjacentWords(k-1, k) {
		return false // (a name of two words or more owns what follows: "Hugo Almeida's Hasselblad", a rival already)
	}
	return true
}

// possessive reports whether name c is written as a possessive: its last
// word ends in "'s".
func (r *Request) possessive(c *Candidate) bool {
	return possessiveWord(r.toks[r.words[c.last]].text)
}

// owns reports whether name c is written as a possessive and word k
// heads the noun phrase after it, with a plain lowercase word or two
// between that describe the thing ("Ray Costa's cuckoo clock"): the name
// is its owner, no clock. Right before the word, the owner's name is the
// one the thing goes by ("Tomas Ruiz's crew", "Jan van der Berg's loft").
func (r *Request) owns(c *Candidate, k int) bool {
	if !r.possessive(c) || k-c.last < 2 || k-c.last > 3 {
		return false
	}
	for j := c.last + 1; j <= k; j++ {
		if t := r.toks[r.words[j]]; !r.adjacentWords(j-1, j) || j < k && (t.cap || r.lx.stop[t.lower] || r.lx.connectors[t.lower] || !allLetters(t.text)) {
			return false
		}
	}
	return true
}

// unpossessive returns s without a trailing possessive 's (or ’s):
// "Acme's" is Acme, "What's" opens with what.
func unpossessive(s string) string {
	return strings.TrimSuffix(strings.TrimSuffix(s, "'s"), "’s")
}

// ownerInside reports whether name c holds before its last word a
// possessive that ends a person's name: "Owen Tait's C", "Hugo Almeida's
// Hasselblad", a thing its owner names (not "D'Angelo's Deli", "St.
// Brigid's Parish", a business's or a place's own name).
func (r *Request) ownerInside(c *Candidate) bool {
	return r.ownerEnd(c) >= 0
}

// ownerEnd returns the word of name c that ends its owner's name with a
// possessive (ownerInside), or -1.
func (r *Request) ownerEnd(c *Candidate) int {
	for k := c.first + 1; k < c.last; k++ {
		if possessiveWord(r.toks[r.words[k]].text) {
			if owner := (Candidate{Kind: Name, first: c.first, last: k}); r.personShaped(&owner) {
				return k
			}
			return -1
		}
	}
	return -1
}

// owned returns name c without its owner: "Omega Speedmaster" of "Amir
// Patel's Omega Speedmaster", for a thing's input.
func (r *Request) owned(c *Candidate, k int) Candidate {
	t := *c
	t.first = k + 1
	t.Start = r.toks[r.words[t.first]].start
	t.Text = r.text[t.Start:t.End]
	t.Value = t.Text
	return t
}

// possessiveWord reports whether w is written as a possessive ("Lund's").
func possessiveWord(w string) bool { return unpossessive(w) != w }

// pluralPossessive reports whether word j is a capitalized word that ends
// a name after a plural's possessive, one name with it: "Stroud Farmers'
// Market", "the Ladies' Circle". Before a name of more words, the
// possessive is its owner's: "Hollow Pines' Winter Lanterns", "Hartley &
// Sons' Ricoh IM C3000".
func (r *Request) pluralPossessive(j int) bool {
	if j == 0 {
		return false
	}
	a, b := r.words[j-1], r.words[j]
	if b != a+2 || !r.toks[b].cap || !strings.HasSuffix(r.toks[a].lower, "s") || possessiveWord(r.toks[b].text) {
		return false
	}
	if m := r.toks[a+1]; m.text != "'" && m.text != "’" || m.start != r.toks[a].end || r.text[m.end:r.toks[b].start] != " " {
		return false
	}
	return j+1 >= len(r.words) || !r.toks[r.words[j+1]].cap || !adjacent(r, b, r.words[j+1])
}

// possessiveName reports whether a sentence's first word is a name in the
// possessive: "Mia's 40th birthday party" (not "Today's weather", whose
// word is common, nor a calendar's word).
func (r *Request) possessiveName(t token) bool {
	base := unpossessive(t.lower)
	return base != t.lower && len(base) >= 2 && !r.lx.common[base] && !r.lx.stop[base] && !r.calendarWord(base) && !r.opens(base)
}
