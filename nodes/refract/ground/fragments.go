package ground

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A request written as notes gives a text's value as a fragment of its
// own: "New patient Rosa Delgado, lower back pain, rates it a 7";
// "Primary crusher down 45 min, jaw plate change"; "Chart CH-5521 – chin
// tucks, 10 reps". A fragment is a run of plain lowercase words that
// marks part from the rest of its sentence (a comma, a dash, a colon, a
// parenthesis, the sentence's ends), holding no typed value, no pronoun
// ("close it out"), and neither opening nor ending with a stop word or a
// word that links clauses ("and bill it", "then"). Where the request holds
// one such fragment that no argument already gives, in a sentence that
// speaks of the call, it is the value of the call's one open input that
// takes free text: no enum, no identifier, no name, no place, no date (a
// value set's input only where the request names none of its members).
// Every other name, code or address of the sentence must be given, and no
// other note of it may be the value: "chest pain, male 60s" is asked. The
// text a colon or a dash opens after a value given is taken whole
// (colonTail). A place is given so too, in lowercase, after a locative
// and an article ("Loose cleat on the fuel dock."), and takes no other
// note (placedRuns).

// maxFragmentWords bounds a fragment: a longer run is a clause, no note.
const maxFragmentWords = 5

// fragment is a run of words a request written as notes parts with marks.
type fragment struct {
	first, last int
	// clause: it opens with a verb before its particle or its object
	// ("turn on the hallway light"), or "dent with gouge confirmed": no
	// value to take, but a note all the same, which another may be
	clause bool
	// plain: its words are plain words alone (plainRun), which a free
	// text takes; a note of numbers or values too ("male 60s",
	// "two-story residential") takes none, but is another note the
	// value may be (noteRun)
	plain bool
	// placed: a run after a locative and an article or a possessive,
	// up to the mark that ends it ("Loose cleat on the fuel dock.",
	// "red wine on the left cuff"): the one place a free text or a
	// place in lowercase may take (placedRuns)
	placed bool
}

// fragments returns the request's fragments, read once.
func (r *Request) fragments() []fragment {
	r.fragsOnce.Do(func() {
		covered := r.coveredWords()
		for a := 0; a < len(r.words); {
			b := a
			for b+1 < len(r.words) && r.adjacentWords(b, b+1) {
				b++
			}
			if b-a < maxFragmentWords && r.partedBefore(a) && r.partedAfter(b) && !r.gloss(a) {
				if r.plainRun(a, b, covered) {
					r.frags = append(r.frags, fragment{first: a, last: b, clause: r.clauseRun(a, b), plain: true})
				} else if r.noteRun(a, b) {
					r.frags = append(r.frags, fragment{first: a, last: b})
				}
			}
			a = b + 1
		}
		r.frags = r.placedRuns(r.frags, covered)
	})
	return r.frags
}

// maxPlacedWords bounds a placed run: "the downstage center chair".
const maxPlacedWords = 3

// placedRuns adds to frags the plain runs, up to maxPlacedWords, right
// after a locative and an article or a possessive ("on the", "in my") and
// up to a mark that parts a fragment or the sentence's end: "Loose cleat
// on the fuel dock." (not "in the kitchen and the hall", nor "on the 72",
// a number).
func (r *Request) placedRuns(frags []fragment, covered []bool) []fragment {
	parted, j := len(frags), 0 // the fragments marks part, in order and apart: the first that may overlap a run is j
	for k := 2; k < len(r.words); k++ {
		d := r.toks[r.words[k-1]].lower
		if !r.lx.locatives[r.toks[r.words[k-2]].lower] || !r.lx.determiner[d] || d == "some" || r.pointedTo(k) || !r.adjacentWords(k-2, k-1) || !r.adjacentWords(k-1, k) {
			continue
		}
		b := k
		for b+1 < len(r.words) && b+1-k < maxPlacedWords && r.adjacentWords(b, b+1) {
			b++
		}
		for j < parted && frags[j].last < k {
			j++
		}
		if !r.partedAfter(b) || !r.plainRun(k, b, covered) || j < parted && frags[j].first <= b {
			continue
		}
		frags = append(frags, fragment{first: k, last: b, plain: true, placed: true})
	}
	return frags
}

// plainRun reports whether words a to b are a fragment's: lowercase
// letters (and hyphens) each, but for a sentence's first word before
// lowercase ones ("Lower back pain, Tess Morley"), covered by no
// candidate, no pronoun; the
// first and the last words no stop word, connector or determiner, the
// first no clause word, common word or imperative either, nor a verb's
// -ing form before more words ("using the result").
func (r *Request) plainRun(a, b int, covered []bool) bool {
	for k := a; k <= b; k++ {
		t := r.toks[r.words[k]]
		if t.cap && !(k == a && a < b && t.initial && lowerWord(t.lower)) || covered[k] || r.lx.pronouns[t.lower] || r.lx.numbers[t.lower] > 0 ||
			strings.IndexFunc(t.text, func(c rune) bool { return !unicode.IsLetter(c) && c != '-' }) >= 0 {
			return false
		}
	}
	for _, k := range [2]int{a, b} {
		if w := r.toks[r.words[k]].lower; r.lx.stop[w] || r.lx.connectors[w] || r.lx.determiner[w] {
			return false
		}
	}
	if w := r.toks[r.words[a]].lower; r.lx.clause[w] || r.lx.common[w] || r.lx.imperative[w] {
		return false // "then", "thanks", "bill it": no note
	}
	return true
}

// noteRun reports whether words a to b, no plain run, are a note all the
// same: lowercase, or numbers, no pronoun ("rates it a 7" says what of
// something named before), not all stop or common words ("thanks"), and
// no instruction (an imperative or a verb before its object: "refund to
// my original payment").
func (r *Request) noteRun(a, b int) bool {
	content := false
	for k := a; k <= b; k++ {
		t := r.toks[r.words[k]]
		if t.cap || r.lx.pronouns[t.lower] {
			return false
		}
		content = content || !r.lx.stop[t.lower] && !r.lx.common[t.lower]
	}
	if w := r.toks[r.words[a]].lower; r.lx.imperative[w] || r.lx.clause[w] || r.clauseRun(a, b) {
		return false // "refund to my original payment": what to do, no note
	}
	return content
}

// clauseRun reports whether words a to b open with a verb before its
// particle or its object ("turn on the hallway light", "got some leftover
// chicken", "using the result"), which a note's noun does not, as far as
// words alone tell: the second word is a stop word, or the first a verb's
// -ing form.
func (r *Request) clauseRun(a, b int) bool {
	return a < b && (participle(r.toks[r.words[a]]) || r.lx.stop[r.toks[r.words[a+1]].lower])
}

// predicateBefore reports whether a copula and a plain lowercase word
// after it stand right before the mark that parts word k from its
// sentence, which say a state as a note does: "is closed" of "the trail
// is closed — avalanche debris"; but not the call's own verb, whose
// stem is verb ("J-20417 is excused, medical hardship" for excuse_juror).
func (r *Request) predicateBefore(k int, verb string) bool {
	if k < 2 || r.toks[r.words[k-1]].sentence != r.toks[r.words[k]].sentence || !r.adjacentWords(k-2, k-1) {
		return false
	}
	w := r.toks[r.words[k-1]]
	return r.lx.copula[r.toks[r.words[k-2]].lower] && !w.cap && lowerWord(w.text) && !r.lx.stop[w.lower] && !r.lx.common[w.lower] && w.stem != verb
}

// gloss reports whether word k opens a parenthesis right after a plain
// lowercase word, which it glosses: "hypernyms (superordinate terms)" (but
// "cancel TS-4422 (weather)" says why).
func (r *Request) gloss(k int) bool {
	if k == 0 || r.marksBetween(r.words[k-1], r.words[k]) != "(" {
		return false
	}
	p := r.toks[r.words[k-1]]
	return !p.cap && lowerWord(p.text) && r.toks[r.words[k]].sentence == p.sentence
}

// partedBefore reports whether word k opens its sentence or follows a
// mark that parts a fragment: a comma, a semicolon, a colon, a dash or an
// opening parenthesis.
func (r *Request) partedBefore(k int) bool {
	if k == 0 || r.toks[r.words[k]].sentence != r.toks[r.words[k-1]].sentence {
		return true
	}
	m := r.marksBetween(r.words[k-1], r.words[k])
	c, _ := utf8.DecodeLastRuneInString(m)
	return m != "" && strings.ContainsRune(",;:–—-(", c)
}

// partedAfter reports whether word k ends its sentence or comes before a
// mark that parts a fragment: a comma, a semicolon, a dash, a closing
// parenthesis, or a sentence's end that asks nothing (not a label's
// colon, "pw: visit123", nor a question's mark, "clicks?").
func (r *Request) partedAfter(k int) bool {
	if k+1 >= len(r.words) {
		m := strings.TrimSpace(r.text[r.toks[r.words[k]].end:])
		return m == "" || strings.ContainsRune(".!", rune(m[0]))
	}
	if r.toks[r.words[k]].sentence != r.toks[r.words[k+1]].sentence {
		return true
	}
	m := r.marksBetween(r.words[k], r.words[k+1])
	c, _ := utf8.DecodeRuneInString(m)
	return m != "" && strings.ContainsRune(",;–—-).!", c)
}

// fragmentFor returns the one fragment of the request for s, the call's
// one open input, where it takes free text and the fragment stands in a
// sentence that speaks of the call and holds no value an argument gives.
// (An input with a value set takes one only where the request names none
// of its members: phrases.)
func (r *Request) fragmentFor(s *slot, ctx *callCtx) (Candidate, bool) {
	if len(ctx.call.Open) != 1 || s.in.Type != "string" || len(s.enum) > 0 || s.id || s.proper || s.org || s.person || s.date || s.clock {
		return Candidate{}, false
	}
	if len(s.prefer) > 0 && !s.place {
		// a text taken as written (a message, a summary) takes a text
		// after a colon, as it takes a quoted one
		if !hasKind(s.prefer, Quoted) {
			return Candidate{}, false
		}
		return r.colonTail(s, ctx)
	}
	if tail, ok := r.colonTail(s, ctx); ok && !s.place {
		return tail, true
	}
	var one Candidate
	found := false
	clause := false
	for _, f := range r.fragments() {
		if s.place != f.placed {
			// a place takes the run a locative places, no other note
			// ("Loose cleat on the fuel dock."); a free text, no placed
			// run, which is a part of a clause ("red rot on the spine")
			continue
		}
		start, end := r.toks[r.words[f.first]].start, r.toks[r.words[f.last]].end
		c := Candidate{Kind: Word, Text: r.text[start:end], Start: start, End: end, first: f.first, last: f.last, fragment: true} // (valued once chosen)
		if r.insideUsed(ctx, &c) || r.inField(start) {
			continue
		}
		if !f.plain {
			if r.accountedRun(ctx, f) {
				continue // "10 reps" for the reps given
			}
			return Candidate{}, false // "chest pain, male 60s": which note is the input's is not said
		}
		if found || r.namesInput(s, ctx, f) || r.predicateBefore(f.first, s.verb) {
			// two: which is the input's the notes do not say (a state a
			// copula says before the fragment is one: "the trail is
			// closed — avalanche debris")
			return Candidate{}, false
		}
		one, found, clause = c, true, f.clause
	}
	if !found || clause || !ctx.anchors[r.toks[r.words[one.first]].sentence] || r.unaccounted(ctx, &one) {
		return Candidate{}, false
	}
	one.Value = one.Text
	if t := r.toks[r.words[one.first]]; t.cap {
		one.Value = t.lower + one.Text[len(t.lower):] // "Lower back pain" opens its sentence: a note's words, written lowercase
	}
	return one, true
}

// othersWords reports whether words first to last, a text after a colon
// or a dash, hold a word of the name of another tool of the sequence,
// none of the call's own: "- book movers too" asks for the movers call,
// no note of this one's.
func (r *Request) othersWords(ctx *callCtx, first, last int) bool {
	others, own := r.g.otherToolWords(ctx.call.Tool, ctx.tools), ctx.stems
	for k := first; k <= last; k++ {
		if st := r.toks[r.words[k]].stem; others[st] && !slices.Contains(own, st) && !r.lx.common[st] {
			return true
		}
	}
	return false
}

// accountedRun reports whether fragment f holds a value an argument
// gives.
func (r *Request) accountedRun(ctx *callCtx, f fragment) bool {
	for i := range r.cands {
		if c := &r.cands[i]; c.first >= f.first && c.last <= f.last && r.givenValue(ctx, c) {
			return true
		}
	}
	return false
}

// givenValue reports whether an argument gives c: its text stands in a
// value given, or its value is one.
func (r *Request) givenValue(ctx *callCtx, c *Candidate) bool {
	key := valueKey(c.Value) // (a date candidate's value is ISO already, as usedKey writes a given date)
	return r.insideUsed(ctx, c) || slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == key })
}

// namesInput reports whether a word of fragment f is one of s's name or
// of its tool's: "metric average order value", "password readmore" label
// s's value, which other readers take, so no fragment is.
func (r *Request) namesInput(s *slot, ctx *callCtx, f fragment) bool {
	tool := ctx.stems
	for k := f.first; k <= f.last; k++ {
		st := r.toks[r.words[k]].stem
		if slices.Contains(tool, st) || s.nameStem(st) {
			return true
		}
	}
	return false
}

// inField reports whether byte offset at stands in the value of a field
// the request writes as a form ("component: notifications"), which the
// field's label names.
func (r *Request) inField(at int) bool {
	for _, f := range r.found {
		if f.start <= at && at < f.end {
			return true
		}
	}
	return false
}

// unaccounted reports whether the fragment's sentence holds a textual
// value no argument gives (a name, a code, a quoted string, an address):
// the open input may be that one's ("Harper Farms ..., normal
// turnaround" for a client), so the notes are not all read.
func (r *Request) unaccounted(ctx *callCtx, f *Candidate) bool {
	sentence := r.toks[r.words[f.first]].sentence
	for i := range r.cands {
		c := &r.cands[i]
		if r.toks[r.words[c.first]].sentence != sentence || c.tail || c.rest {
			continue
		}
		switch c.Kind {
		case Name, Quoted, Code, Email, URL, Path, Address:
			if !r.givenValue(ctx, c) {
				return true
			}
		}
	}
	return false
}

// maxTailWords bounds the text after a colon that colonTail takes whole.
const maxTailWords = 30

// colonTail returns the one text a colon or a dash opens in lowercase
// after a value an argument gives, up to its sentence's end, holding no
// value one gives: "Write up run R-26-1188: kitchen fire contained to the
// stove, no extension" is the run's narrative, all of it, though its
// commas part two notes; "ST-4415 – verbal altercation at dinner,
// resolved by staff" an incident's description. A text that opens with an
// indefinite article, whose keeping the request leaves open ("storage
// conditions: a dark cellar at 55°F"), is none, nor one holding a word of
// the input's name, which labels it ("Chili recipe - replace ground beef"
// for replace).
func (r *Request) colonTail(s *slot, ctx *callCtx) (Candidate, bool) {
	var one Candidate
	found := false
	for k := 1; k < len(r.words); k++ {
		if m := r.marksBetween(r.words[k-1], r.words[k]); m != ":" && m != "–" && m != "—" && m != "-" {
			continue
		}
		c, ok := r.tailAt(s, ctx, k)
		if !ok || r.namesInput(s, ctx, fragment{first: c.first, last: c.last}) {
			continue
		}
		if w := r.toks[r.words[c.first]].lower; !r.lx.stop[w] && containsWord(s.desc, w) {
			continue // "- replaced a cracked rotor" for a "Part replaced": the text says what the input is, and its value is a part of it
		}
		if found {
			return Candidate{}, false
		}
		one, found = c, true
	}
	return one, found
}

// tailAt reads the text colonTail takes from word k, right after a colon
// or a dash.
func (r *Request) tailAt(s *slot, ctx *callCtx, k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	if t.cap || !isLetterByte(t.lower[0]) || t.lower == "a" || t.lower == "an" || r.toks[r.words[k-1]].sentence != t.sentence ||
		r.inField(t.start) || !ctx.anchors[t.sentence] {
		return Candidate{}, false
	}
	last := k
	for last+1 < len(r.words) && r.toks[r.words[last+1]].sentence == t.sentence {
		last++
	}
	if last-k >= maxTailWords || strings.HasPrefix(strings.TrimSpace(r.text[r.toks[r.words[last]].end:]), "?") {
		return Candidate{}, false // (a question asks, no text to take: "T5 gate A22 — how far?")
	}
	if r.predicateBefore(k, s.verb) {
		return Candidate{}, false // "the trail is closed — avalanche debris": a state said before the dash is a value too
	}
	if k+1 <= last && r.lx.subjectVerbs[t.lower] && r.lx.determiner[r.toks[r.words[k+1]].lower] {
		return Candidate{}, false // "Consult for Beth Lyle — wants a koi sleeve": what she wants, whose verb and article the text may keep or not
	}
	if k+1 <= last && r.relayVerb(t.lower) && r.lx.pronouns[r.toks[r.words[k+1]].lower] {
		return Candidate{}, false // "- tell them to keep it out of direct sun": a message to relay, whose words to keep the request leaves open
	}
	given := func(c *Candidate) bool {
		return r.givenValue(ctx, c) || c.Kind == Number && slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == valueKey(c.Text) })
	}
	head := false // a value given before the colon: the text is about it
	for i := range r.cands {
		c := &r.cands[i]
		if r.toks[r.words[c.first]].sentence != t.sentence {
			continue
		}
		if c.last >= k && given(c) {
			// the text holds a value given, a number given as text too:
			// no text of its own
			return Candidate{}, false
		}
		if c.last < k && r.givenValue(ctx, c) {
			head = true
		}
	}
	if !head || r.othersWords(ctx, k, last) {
		return Candidate{}, false
	}
	start, end := t.start, r.toks[r.words[last]].end
	text := r.text[start:end]
	return Candidate{Kind: Word, Text: text, Value: text, Start: start, End: end, first: k, last: last, fragment: true}, true
}

// relayVerb reports whether w is a verb that relays a message
// (Lexicon.TextCues' verbs: tell, let, text, notify).
func (r *Request) relayVerb(w string) bool {
	return slices.ContainsFunc(r.lx.textCues, func(set textCueSet) bool { return set.verbs[w] })
}
