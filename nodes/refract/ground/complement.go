package ground

// A complement: what a verb makes its object, written after it in
// lowercase, "make it simultaneous", "varnish it amber", "ship it express".
// No candidate of its own holds it; the verb (Lexicon.ComplementVerbs) and
// the pronoun before it say what it is.

// maxComplementWords bounds a complement: "amber", "two-phase", "medium
// rare".
const maxComplementWords = 2

// complementAt returns the complement of the verb at word k: a verb of
// Lexicon.ComplementVerbs, "it" or "them" right after it, then up to
// maxComplementWords plain lowercase words, no particle (Lexicon.
// Particles: "book it in"), that end where the clause does: at a mark,
// the request's end or a conjunction ("and", "then"), no preposition (a
// phrase goes on through one: "best before 2027-02-14"). givenThings
// reads them with the things given.
func (r *Request) complementAt(k int) (Candidate, bool) {
	v, it := r.toks[r.words[k]], r.toks[r.words[k+1]]
	if it.lower != "it" && it.lower != "them" || v.cap && !v.initial || !r.lx.complementVerbs[v.stem] || !r.adjacentWords(k, k+1) || !r.adjacentWords(k+1, k+2) {
		return Candidate{}, false
	}
	a := k + 2
	b := r.wordsFrom(a, maxComplementWords, func(j int) bool {
		w := r.toks[r.words[j]].lower
		return r.givenWord(j) && !r.lx.particles[w] && !r.lx.common[w]
	})
	if b < a || b+1 < len(r.words) && r.marksBetween(r.words[b], r.words[b+1]) == "" && r.sameLine(r.words[b], r.words[b+1]) && !joinsClauses(r.toks[r.words[b+1]].lower) {
		return Candidate{}, false // (cut inside its clause, or a particle: "book it in for 2027-02-15", "label it best before 2027-02-14")
	}
	start, end := r.toks[r.words[a]].start, r.toks[r.words[b]].end
	text := r.text[start:end]
	return Candidate{Kind: Word, Text: text, Value: text, Start: start, End: end, first: a, last: b, complement: true}, true
}

// joinsClauses reports whether a word joins a clause to the one before
// it: "and", "or", "then".
func joinsClauses(w string) bool {
	return w == "and" || w == "or" || w == "then"
}
