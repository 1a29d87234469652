package ground

import "slices"

// A thing given: the second object of a verb that gives a person a thing,
// "Rent Jess Moyo a tandem", "Make Priya Anand a nakiri", "Send Tom a
// bookmark". The thing is written in lowercase, so no candidate of its own
// holds it; its place in the clause says what it is.

// maxGivenWords bounds a thing given: "a tandem", "an open canoe", "a
// black messenger bag".
const maxGivenWords = 3

// givenThings returns, found once, the things given in the request: a
// verb opening its clause (its sentence's first word, or a lowercase word
// after "and", "then" or another clause word), a proper name right after
// it (the person given to), an indefinite article, then up to
// maxGivenWords plain lowercase words that end where the clause does or
// where a preposition, a conjunction or a value opens. A name shaped as
// a person's or of one word may be the person's: "Make Kilbride a
// barrique" gives the cooperage's client a barrique. The complements
// (complementAt) are read with them: "make it simultaneous".
func (r *Request) givenThings() []Candidate {
	r.givenOnce.Do(func() {
		for i := range r.cands {
			if c, ok := r.givenAfter(&r.cands[i]); ok && !slices.ContainsFunc(r.given, func(o Candidate) bool { return o.first == c.first && o.last == c.last }) {
				r.given = append(r.given, c) // (once: "Jess Moyo" may be read twice)
			}
		}
		for k := 0; k+2 < len(r.words); k++ {
			if c, ok := r.complementAt(k); ok {
				r.given = append(r.given, c)
			}
		}
	})
	return r.given
}

// givenTo reports whether name c is the person a verb gives a thing to,
// an indefinite article after it: "Rent Tomas Berg a boat".
func (r *Request) givenTo(c *Candidate) bool {
	if c.Kind != Name || c.first == 0 || c.last+1 >= len(r.words) {
		return false
	}
	if a := r.toks[r.words[c.last+1]].lower; a != "a" && a != "an" {
		return false
	}
	return r.adjacentWords(c.last, c.last+1) && r.adjacentWords(c.first-1, c.first) && r.givingVerb(c.first-1)
}

// givenAfter returns the thing given to name c, as givenThings reads it.
func (r *Request) givenAfter(c *Candidate) (Candidate, bool) {
	if c.Kind != Name || c.first == 0 || c.inverted || !r.givenTo(c) || c.last+2 >= len(r.words) || !r.adjacentWords(c.last+1, c.last+2) {
		return Candidate{}, false
	}
	if c.first != c.last && !r.personShaped(c) {
		return Candidate{}, false
	}
	a := c.last + 2
	b := r.wordsFrom(a, maxGivenWords, r.givenWord)
	if b < a || b+1 < len(r.words) && r.adjacentWords(b, b+1) && !r.endsGiven(b+1) {
		return Candidate{}, false // (cut inside its clause: where it ends would be a guess)
	}
	start, end := r.toks[r.words[a]].start, r.toks[r.words[b]].end
	text := r.text[start:end]
	return Candidate{Kind: Word, Text: text, Value: text, Start: start, End: end, first: a, last: b, given: true}, true
}

// givingVerb reports whether word k may be a verb that opens its clause
// in the imperative: its sentence's first word, or a lowercase word after
// a clause word or "and"; no connector ("is", "for"), determiner,
// pronoun, title or clause word itself (but a stop word may be the verb:
// "Make", "Give", "Get").
func (r *Request) givingVerb(k int) bool {
	t := r.toks[r.words[k]]
	if r.lx.connectors[t.lower] || r.lx.determiner[t.lower] || r.lx.pronouns[t.lower] || r.lx.titles[t.lower] || r.lx.clause[t.lower] || !nameWord(t.text) {
		return false
	}
	if t.initial {
		return true
	}
	if t.cap || k == 0 {
		return false
	}
	p := r.toks[r.words[k-1]]
	return p.sentence == t.sentence && (p.lower == "and" || p.lower == "please" || r.lx.clause[p.lower]) && r.adjacentWords(k-1, k)
}

// wordsFrom returns the last of up to most words from word a, side by
// side, that each pass ok; a-1 when word a does not.
func (r *Request) wordsFrom(a, most int, ok func(k int) bool) int {
	b := a - 1
	for b+1 < len(r.words) && b+1-a < most && (b+1 == a || r.adjacentWords(b, b+1)) && ok(b+1) {
		b++
	}
	return b
}

// givenWord reports whether word k may be a word of a thing given: a
// plain lowercase word, no stop word, connector, verb or number.
func (r *Request) givenWord(k int) bool {
	t := r.toks[r.words[k]]
	return !t.cap && nameWord(t.text) && !r.lx.stop[t.lower] && !r.lx.connectors[t.lower] && !r.lx.clause[t.lower] &&
		!r.lx.pronouns[t.lower] && len(r.startingAt(k)) == 0
}

// endsGiven reports whether word k, right after a thing given, ends it: a
// preposition or a conjunction (a connector or a stop word), a clause
// word, or a value's first word ("a nakiri in 52100", "a facial at 15:15").
func (r *Request) endsGiven(k int) bool {
	w := r.toks[r.words[k]].lower
	if (w == "and" || w == "or") && k+1 < len(r.words) && r.adjacentWords(k, k+1) && r.plainNoun(k+1) {
		return false // "a rock and roll bed layout": a plain noun after "and" may go on the thing's name
	}
	return r.lx.connectors[w] || r.lx.stop[w] || r.lx.clause[w] || len(r.startingAt(k)) > 0
}

// givenFor returns the things given that text input s may take, when it
// takes no person, place, name, identifier or text as written and prefers
// no kind but a word or a demonym ("Thai" for a style): none whose last
// word is a word of the call's inputs' names or a generic word. (One that
// is the tool's own thing, "Book Ana Ruiz a fitting" for book_fitting, is
// scored down as the tool's word, as any candidate is.)
func (r *Request) givenFor(s *slot, ctx *callCtx) []Candidate {
	if s.in.Type != "string" || s.person || s.place || s.date || s.clock || s.id || s.proper || s.org || s.verbatim || slices.ContainsFunc(s.prefer, func(k Kind) bool { return k != Word && k != Demonym }) {
		return nil
	}
	var out []Candidate
	for _, c := range r.givenThings() {
		last := r.toks[r.words[c.last]]
		if r.lx.generic[last.stem] || slices.ContainsFunc(ctx.slots, func(o *slot) bool { return o.nameStem(last.stem) }) {
			continue
		}
		out = append(out, c)
	}
	return out
}
