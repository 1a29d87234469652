package ground

// households marks a family name between "the" and a word of
// Lexicon.HouseholdWords, a household, one party: "the Jansen family" is
// the customer "Jansen family" and the household "Jansen" (houseValue).
func (r *Request) households() {
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind != Name || c.first == 0 || c.last+1 >= len(r.words) {
			continue
		}
		the, kind := r.toks[r.words[c.first-1]], r.toks[r.words[c.last+1]]
		if the.lower == "the" && !kind.cap && r.lx.household[kind.lower] && r.adjacentWords(c.first-1, c.first) && r.adjacentWords(c.last, c.last+1) {
			c.house = true
		}
	}
}

// houseValue returns what s takes of c, a household's family name: the
// household's name with its word for an input of a person or a proper
// name ("Jansen family" for the customer), the family name alone for an
// input of the household's own word ("Okafor" for a memorial's family)
// and for any other.
func (r *Request) houseValue(s *slot, c *Candidate) string {
	if r.lx.household[s.lastWord] || !s.person && !s.proper || !r.household(c) {
		return c.Text
	}
	return r.text[c.Start:r.toks[r.words[c.last+1]].end]
}

// household reports whether c, a family name between "the" and a
// household's word, names the household: the request names no member of
// it ("the Nakamura family (Kenji Nakamura)" names Kenji Nakamura, whose
// family name it is).
func (r *Request) household(c *Candidate) bool {
	if !c.house {
		return false
	}
	r.membersOnce.Do(func() {
		for i := range r.cands {
			if m := &r.cands[i]; m.Kind == Name && m.last > m.first && r.personShaped(m) {
				if r.members == nil {
					r.members = map[string][]int{}
				}
				w := r.toks[r.words[m.last]].lower
				r.members[w] = append(r.members[w], m.last)
			}
		}
	})
	for _, last := range r.members[r.toks[r.words[c.last]].lower] {
		if last != c.last {
			return false
		}
	}
	return true
}
