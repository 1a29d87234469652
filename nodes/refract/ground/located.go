package ground

import "slices"

// Where a name stands: right after a locative ("in New York", "at 123 Main
// Street"), a place; for a person, from one, or placed by an address
// after it ("Sam Reid at 4 Elm Close"), a person's.

// located reports whether c is a proper name or an address right after a
// locative in its sentence: "in New York", "near Central Park", "at 123
// Main Street"; after a street locative only a street or an address is
// located ("on Main Street", not "a workshop on Empowering Women").
func (r *Request) located(c *Candidate) bool {
	before, ok := r.placeWord(c)
	if !ok || r.lx.onStreet[before] && c.Kind != Address && !r.lx.streetWords[r.toks[r.words[c.last]].lower] {
		return false
	}
	if before == "of" && c.first >= 2 && r.toks[r.words[c.first-2]].lower == "out" && r.adjacentWords(c.first-2, c.first-1) {
		return true // "sail out of Galveston", "fly out of JFK"
	}
	return r.lx.locatives[before] || r.lx.placeCues[before]
}

// placedPerson reports whether name c, shaped as a person's, is placed
// by the address right after it ("to Sam Reid at 4 Elm Close", "for Ann
// Lee, 9 Birch Road"): the address is the place, the name the person's.
func (r *Request) placedPerson(c *Candidate) bool {
	if c.Kind != Name || c.last+1 >= len(r.words) {
		return false
	}
	k := c.last + 1
	if t := r.toks[r.words[k]]; r.lx.locatives[t.lower] && r.adjacentWords(c.last, k) {
		k++
	} else if r.marksBetween(r.words[c.last], r.words[k]) != "," || t.sentence != r.toks[r.words[c.last]].sentence {
		return false
	}
	return r.personShaped(c) && slices.ContainsFunc(r.startingAt(k), func(i int) bool { return r.cands[i].Kind == Address })
}

// forPerson reports whether name c follows a cue that places only as a
// beneficiary may ("for"), where another input of the call, open, takes a
// person's or a proper name and no place: "a course for Ivan Petrov" is
// the patient's, not the treatment site's (but "the weather for Boston").
func (r *Request) forPerson(ctx *callCtx, s *slot, c *Candidate) bool {
	before, ok := r.placeWord(c)
	if !ok || r.lx.locatives[before] || c.Kind != Name {
		return false
	}
	return slices.ContainsFunc(ctx.slots, func(o *slot) bool {
		return o != s && o.proper && !o.place && slices.Contains(ctx.call.Open, o.in.Name)
	})
}

// fromPerson reports whether name c, shaped as a person's, follows
// "from" where another input of the call, open, takes a person (for
// which personalTo reads it as one's) and no name after "for" is one's:
// "Callout from Fiona Baird: 2 walkers stuck on Crib Goch" is the
// caller's, no location's; but "Tandem from Bell Hill for Kwame Osei"
// flies from a place.
func (r *Request) fromPerson(ctx *callCtx, s *slot, c *Candidate) bool {
	other := slices.IndexFunc(ctx.slots, func(o *slot) bool {
		return o != s && o.person && slices.Contains(ctx.call.Open, o.in.Name)
	})
	if other < 0 || !r.personalTo(ctx.slots[other], c) {
		return false
	}
	if ctx.forNamed == 0 {
		ctx.forNamed = -1
		for i := range r.cands {
			if o := &r.cands[i]; o.Kind == Name && r.forName(o) {
				ctx.forNamed = 1
				break
			}
		}
	}
	return ctx.forNamed < 0
}

// directed reports whether c, a name or an address, follows one of
// Lexicon.DirectionCues in its sentence ("going to Spain").
func (r *Request) directed(c *Candidate) bool {
	before, ok := r.placeWord(c)
	return ok && r.lx.directionCues[before]
}

// placeWord returns the word before c, a name or an address, in c's
// sentence, lowercased, past a "the" ("at the Comedy Club", "near the
// Eiffel Tower"): the word that may place it.
func (r *Request) placeWord(c *Candidate) (string, bool) {
	if c.Kind != Name && c.Kind != Address || c.first == 0 || c.Kind == Name && r.personTitle(c.first) {
		return "", false // (a name a title opens is a person's, no place: "for Dr. Ruth Adler")
	}
	k := c.first - 1
	if k > 0 && r.toks[r.words[k]].lower == "the" {
		k--
	}
	before := r.toks[r.words[k]]
	return before.lower, before.sentence == r.toks[r.words[c.first]].sentence
}
