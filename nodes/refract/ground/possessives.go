package ground

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
