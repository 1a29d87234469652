package ground

import "slices"

// This file reads identifiers a request writes as digits alone, which a
// description calls a number ("Fleet number", "Locker number"), apart
// from the numbers that are parts of names ("Scott 292").

// numberInName reports whether number c is a part of a longer name whose
// other words are none of s's own: "Scott 292" (a catalogue's number), or
// opens one ("7828 Odney Manor", a locomotive's); but not "Coach 4411" for
// a coach.
// The widest name over each word is indexed once.
func (r *Request) numberInName(s *slot, c *Candidate) bool {
	r.wholeNamesOnce.Do(func() {
		r.wholeNames = make([]int32, len(r.words))
		for i := range r.cands {
			o := &r.cands[i]
			if o.Kind != Name || o.last == o.first || o.tail || o.head {
				continue
			}
			for k := o.first; k <= o.last && k < len(r.wholeNames); k++ {
				if w := r.wholeNames[k]; w == 0 || r.cands[w-1].last-r.cands[w-1].first < o.last-o.first {
					r.wholeNames[k] = int32(i + 1)
				}
			}
		}
	})
	if k := c.last + 1; k < len(r.words) && r.adjacentWords(c.last, k) && r.toks[r.words[k]].cap && nameWord(r.toks[r.words[k]].text) && !slices.Contains(s.words, r.toks[r.words[k]].stem) {
		return true // "7828 Odney Manor": the number opens the name after it
	}
	if c.first >= len(r.wholeNames) || r.wholeNames[c.first] == 0 {
		return false
	}
	o := &r.cands[r.wholeNames[c.first]-1]
	if o.first > c.first || o.last < c.last {
		return false
	}
	for k := o.first; k <= o.last; k++ {
		if (k < c.first || k > c.last) && slices.Contains(s.words, r.toks[r.words[k]].stem) {
			return false
		}
	}
	return true
}
