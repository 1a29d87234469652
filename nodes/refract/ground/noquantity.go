package ground

import "slices"

// Numbers that are no quantity of the input, though a number is what it
// takes: a position's label ("to Pier 1" is no party of 1), the others a
// named person brings ("Dana Whitcombe and 3 others" is no party of 3),
// and a unit word that says what a thing is ("a month pass", where the
// pass is "month", is no age of 1). Each is weighed as loose or used,
// not dropped: another input may still take it.

// labelsPosition reports whether number c follows a word that labels a
// position (Lexicon.PositionLabels: "Pier 1", "gate 12") that is no word
// of s's name: the number names the position, no quantity of s's (but
// "floor 3" is a floor's).
func (r *Request) labelsPosition(s *slot, c *Candidate) bool {
	if c.first == 0 || c.Unit != "" || !r.adjacentWords(c.first-1, c.first) {
		return false
	}
	t := r.toks[r.words[c.first-1]]
	return r.lx.positionLabels[t.lower] && !s.nameStem(t.stem)
}

// companions reports whether number c counts people besides one named
// (Lexicon.CompanionWords: "and 3 others") for an input whose name does
// not say it counts them (Lexicon.CompanionInputs: extra_guests).
func (r *Request) companions(s *slot, c *Candidate) bool {
	k := max(c.last, c.through) + 1
	if k >= len(r.words) || !r.adjacentWords(k-1, k) || !r.lx.companionWords[r.toks[r.words[k]].lower] {
		return false
	}
	return !slices.ContainsFunc(s.words, func(w string) bool { return r.lx.companionInputs[w] })
}

// attributiveUnitUsed reports whether c is a number written with an
// article ("a month") whose unit word qualifies the noun after it and is
// a text value the call or the sequence gives: "a month pass", where
// another input takes "month", says what the pass is, no quantity.
func (r *Request) attributiveUnitUsed(ctx *callCtx, c *Candidate) bool {
	if c.Kind != Number || c.Unit == "" || c.last == c.first || c.last+1 >= len(r.words) || !r.lx.determiner[r.toks[r.words[c.first]].lower] {
		return false
	}
	t, next := r.toks[r.words[c.last]], r.toks[r.words[c.last+1]]
	if !r.adjacentWords(c.last, c.last+1) || next.cap || r.lx.stop[next.lower] || r.lx.connectors[next.lower] || !allLetters(next.text) {
		return false
	}
	return r.insideUsed(ctx, &Candidate{Start: t.start, End: t.end})
}
