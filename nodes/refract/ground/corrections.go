package ground

import (
	"slices"
	"sort"
	"strings"
)

// What a request takes back: a value right after a negator ("06:30, not
// 07:00", Lexicon.Negators), one said before a correction that gives
// another value of the same input ("a large pizza. No wait, make it a
// medium", Lexicon.Corrections), and one of a clause that says it is past
// when another of its kind follows ("I used to live in Boston but moved
// to Portland", Lexicon.StaleCues).

// phrasesOf splits each phrase into its lowercase words.
func phrasesOf(ps []string) [][]string {
	out := make([][]string, 0, len(ps))
	for _, p := range ps {
		if ws := strings.Fields(strings.ToLower(p)); len(ws) > 0 {
			out = append(out, ws)
		}
	}
	return out
}

// wordsAre reports whether the words from k on are p's, in one clause.
func (r *Request) wordsAre(k int, p []string) bool {
	if k < 0 || k+len(p) > len(r.words) {
		return false
	}
	for i, w := range p {
		if r.toks[r.words[k+i]].lower != w || i > 0 && !r.adjacentWords(k+i-1, k+i) {
			return false
		}
	}
	return true
}

// opensCue reports whether word k opens a phrase of Corrections,
// Negators, StaleCues or ClockOffsets: one lookup rules out most words
// before their phrases are compared.
func (r *Request) opensCue(k int) bool {
	return k >= 0 && k < len(r.words) && r.lx.cueStarts[r.toks[r.words[k]].lower]
}

// correction is a clause that takes back what the request said before
// it: its phrase's first and last words.
type correction struct{ first, last int }

// corrections returns the request's corrections, in order: a phrase of
// Lexicon.Corrections that opens a sentence or a clause (after a mark),
// with something said before it; a phrase of one word only where a mark
// or another correction follows it ("no, 5 nights"; not "no problem").
func (r *Request) corrections() []correction {
	r.fixesOnce.Do(func() {
		for k := 1; k < len(r.words); k++ {
			if !r.opensCue(k) || r.toks[r.words[k]].sentence == r.toks[r.words[k-1]].sentence && r.marksBetween(r.words[k-1], r.words[k]) == "" {
				continue
			}
			for _, p := range r.lx.corrections {
				if !r.wordsAre(k, p) {
					continue
				}
				last := k + len(p) - 1
				// one word needs a mark or another correction after it
				// ("no, 5 nights"; not "no problem"), but for a word other
				// than "no" that opens its sentence ("Actually large.")
				opensSentence := r.toks[r.words[k]].sentence != r.toks[r.words[k-1]].sentence && p[0] != "no"
				if len(p) == 1 && !opensSentence && (last+1 >= len(r.words) || r.marksBetween(r.words[last], r.words[last+1]) == "" && !r.correctionAt(last+1)) {
					continue
				}
				if n := len(r.fixes); n > 0 && r.fixes[n-1].last == k-1 {
					r.fixes[n-1].last = last // "No wait, make it": one correction
				} else {
					r.fixes = append(r.fixes, correction{k, last})
				}
				k = last
				break
			}
		}
	})
	return r.fixes
}

// correctionAt reports whether a phrase of more than one word of
// Lexicon.Corrections starts at word k: "Actually make that 3".
func (r *Request) correctionAt(k int) bool {
	return r.opensCue(k) && slices.ContainsFunc(r.lx.corrections, func(p []string) bool { return len(p) > 1 && r.wordsAre(k, p) })
}

// negated reports whether c follows a negator, maybe with connectors
// between: "not 07:00", "not to 4471-883", "instead of the large one".
// Which words follow one is found once per request: every candidate of
// every input asks.
func (r *Request) negated(c *Candidate) bool {
	r.negOnce.Do(func() {
		for k := range r.words {
			if !r.opensCue(k) {
				continue
			}
			for _, p := range r.lx.negators {
				if !r.wordsAre(k, p) {
					continue
				}
				// the words after it, over connectors
				for j, skipped := k+len(p), 0; j < len(r.words) && skipped <= 2 && r.adjacentPastSign(j-1, j); j, skipped = j+1, skipped+1 {
					if r.negWords == nil {
						r.negWords = make([]bool, len(r.words))
					}
					r.negWords[j] = true
					if !r.lx.connectors[r.toks[r.words[j]].lower] {
						break
					}
				}
				break
			}
		}
	})
	return r.negWords != nil && r.negWords[c.first]
}

// scoredAt is where a scored value stands, by clause, and its key.
type scoredAt struct {
	clause int
	key    string
}

// staleClauses returns the clauses that hold a phrase of
// Lexicon.StaleCues: "I used to live in Boston", "I was supposed to go
// on 2025-02-02", "We were 6 at Zuni last time". Once per request.
func (r *Request) staleClauses() map[int]bool {
	r.staleOnce.Do(func() {
		for k := range r.words {
			if !r.opensCue(k) {
				continue
			}
			for _, p := range r.lx.staleCues {
				if r.wordsAre(k, p) {
					if r.stale == nil {
						r.stale = map[int]bool{}
					}
					r.stale[r.toks[r.words[k]].clause] = true
					break
				}
			}
		}
	})
	return r.stale
}

// quotedWords returns, by word, whether the word stands on a line that
// opens with ">": the history an e-mail reply quotes, or nil where the
// request quotes none.
func (r *Request) quotedWords() []bool {
	r.quotesOnce.Do(func() {
		quoted := strings.HasPrefix(strings.TrimLeft(r.text, " \t"), ">") // the first line's
		from := 0                                                         // where the last word began
		for k, w := range r.words {
			start := r.toks[w].start
			if nl := strings.LastIndexByte(r.text[from:start], '\n'); nl >= 0 {
				quoted = strings.HasPrefix(strings.TrimLeft(r.text[from+nl+1:start], " \t"), ">") // a new line, this word its first
			}
			from = start
			if quoted {
				if r.quotes == nil {
					r.quotes = make([]bool, len(r.words))
				}
				r.quotes[k] = true
			}
		}
	})
	return r.quotes
}

// merge notes value key of kind k in m: "" once it holds two.
func merge(m map[Kind]string, k Kind, key string) {
	if v, seen := m[k]; !seen {
		m[k] = key
	} else if v != key {
		m[k] = ""
	}
}

// takenBack marks Dropped the candidates of out the request takes back
// for slot s: one after a negator, unless the input is one of exclusions
// (Lexicon.Negations in its name: exclude_cities); one of a clause that
// says it is past, when a value of its kind and another value stands in a
// later clause; and one a correction follows, in its sentence or the next, after which the sentence gives
// another value of the same kind for the input. A correction in a
// sentence that speaks of another call takes back nothing of this one's
// ("Fly to Rome. Actually, also book a hotel in Milan").
func (r *Request) takenBack(s *slot, ctx *callCtx, out []scored) {
	fixes := r.corrections()
	// after: for each correction, the value of each kind the rest of its
	// sentence gives ("" where it gives several)
	var after []map[Kind]string
	if len(fixes) > 0 {
		after = make([]map[Kind]string, len(fixes))
		for i := range out {
			c := out[i].c
			f := sort.Search(len(fixes), func(j int) bool { return fixes[j].last >= c.first }) - 1 // the last before c
			if f < 0 || r.toks[r.words[fixes[f].first]].sentence != r.toks[r.words[c.first]].sentence || out[i].x[fUsed] >= 1 {
				continue // (a value another argument gives corrects that one: "ON-5501: add M31 and the Double Cluster... actually just M31" takes back no night)
			}
			if after[f] == nil {
				after[f] = map[Kind]string{}
			}
			merge(after[f], c.Kind, out[i].key)
		}
		// and of the rest of the sentence after each: a correction's
		// values are those after it up to the sentence's end, for each
		// value to look up one correction, not every one after it
		for f := len(fixes) - 2; f >= 0; f-- {
			if r.toks[r.words[fixes[f].first]].sentence != r.toks[r.words[fixes[f+1].first]].sentence {
				continue
			}
			for k, v := range after[f+1] {
				if after[f] == nil {
					after[f] = map[Kind]string{}
				}
				merge(after[f], k, v)
			}
		}
	}
	// a reply's quoted history ("> Your visit is set for 2026-04-09") is
	// what the reply answers: a value of the kind its own lines give for
	// the input is the one it asks for
	if quotes := r.quotedWords(); quotes != nil {
		fresh := map[Kind]string{}
		for i := range out {
			if !quotes[out[i].c.first] && !out[i].c.word {
				merge(fresh, out[i].c.Kind, out[i].key) // (not "Refund this one:" above a quoted $42.80)
			}
		}
		for i := range out {
			if v, ok := fresh[out[i].c.Kind]; ok && quotes[out[i].c.first] && v != out[i].key {
				out[i].x[fDropped] = 1
			}
		}
	}
	stale := r.staleClauses()
	var later map[Kind][2]scoredAt // for stale values: the last two values of each kind, by clause
	if len(stale) > 0 {
		// [0] the last value of the kind; [1] the last of another value
		later = map[Kind][2]scoredAt{}
		for i := range out {
			c := out[i].c
			at := scoredAt{clause: r.toks[r.words[c.first]].clause, key: out[i].key}
			l, seen := later[c.Kind]
			switch {
			case !seen:
				l = [2]scoredAt{at, {clause: -1}}
			case at.key == l[0].key:
				l[0].clause = max(l[0].clause, at.clause)
			case at.clause > l[0].clause:
				if l[1].key == at.key || l[0].clause > l[1].clause {
					l[1] = l[0]
				}
				l[0] = at
			case at.key == l[1].key:
				l[1].clause = max(l[1].clause, at.clause)
			case at.clause > l[1].clause:
				l[1] = at
			}
			later[c.Kind] = l
		}
	}
	changed := r.changedFrom(s, out)
	for i := range out {
		c := out[i].c
		if changed != nil && changed[i] {
			out[i].x[fDropped] = 1 // "Change the price from $18.99 to $21.49": the old price
			continue
		}
		if c.anchor {
			out[i].x[fDropped] = 1 // "Today is 2025-03-03": when the request is written
			continue
		}
		if !s.excludes && !c.flag && r.negated(c) {
			out[i].x[fDropped] = 1 // (a flag's mention holds its negation: "don't fold" is fold=false)
			continue
		}
		if cl := r.toks[r.words[c.last]].clause; stale[cl] {
			// "I used to live in Boston but moved to Portland": a value of
			// a clause that says it is past is none when the request gives
			// another of its kind after it
			l := later[c.Kind]
			if l[0].clause > cl && l[0].key != out[i].key || l[1].clause > cl && l[1].key != out[i].key {
				out[i].x[fDropped] = 1
				continue
			}
		}
		if len(fixes) == 0 {
			continue
		}
		f := sort.Search(len(fixes), func(j int) bool { return fixes[j].first > c.last }) // the first after c
		if f >= len(fixes) {
			continue
		}
		sc, sf := r.toks[r.words[c.last]].sentence, r.toks[r.words[fixes[f].first]].sentence
		if sf > sc+1 || ctx.elsewhere != nil && ctx.elsewhere[sf] {
			continue
		}
		if v, ok := after[f][c.Kind]; ok && v != out[i].key {
			out[i].x[fDropped] = 1
		}
	}
}

// afterNegation reports whether a negation (Lexicon.Negations) stands
// right before c, in its sentence: "No onions".
func (r *Request) afterNegation(c *Candidate) bool {
	return c.first > 0 && r.adjacentWords(c.first-1, c.first) && r.lx.negations[r.toks[r.words[c.first-1]].lower]
}

// changedFrom returns, for slot s's candidates out, which are the value
// a change starts from: a candidate right after "from", in a sentence
// that holds one of Lexicon.ChangeVerbs before it, where a candidate of
// its kind and another value stands right after a "to" later in the
// sentence ("Change the ribeye price from $18.99 to $21.49/lb": $18.99);
// or right after "up from", "down from" (Lexicon.ChangeAdverbs), where
// the sentence holds another value of its kind anywhere ("18 loaves a
// day, up from 12": 12).
// An input whose name asks for the old value (Lexicon.OldValueWords:
// from_room, old_price) takes it; nil when no candidate is one.
func (r *Request) changedFrom(s *slot, out []scored) map[int]bool {
	if slices.ContainsFunc(s.parts, func(p string) bool { return r.lx.oldValue[p] }) {
		return nil
	}
	var changed map[int]bool
	tries := 0 // a request changes few values: the work stays linear in its candidates
	for i := range out {
		c := out[i].c
		if !r.wordBefore(c.first, "from") {
			continue
		}
		if tries++; tries > maxChanges {
			break
		}
		from := c.first - 1 // the word "from"
		if r.toks[r.words[from]].lower != "from" {
			from-- // "from the 08:15"
		}
		// "18 loaves a day, up from 12"; but a place's name after "up
		// from" is where one goes from ("get Dominic Ashe up from Mam
		// Tor"), no old value
		moved := from > 0 && c.Kind != Name && c.Kind != Address && r.lx.changeAdverbs[r.toks[r.words[from-1]].lower] && r.adjacentWords(from-1, from)
		if !moved && !r.changeBefore(from) {
			continue
		}
		sentence := r.toks[r.words[c.first]].sentence
		for j := range out {
			d := out[j].c
			if d.Kind == c.Kind && out[j].key != out[i].key && r.toks[r.words[d.first]].sentence == sentence && (moved && (d.last < from || d.first > c.last) || d.first > c.last && r.wordBefore(d.first, "to")) {
				if changed == nil {
					changed = map[int]bool{}
				}
				changed[i] = true
				break
			}
		}
	}
	return changed
}

// wordBefore reports whether word w stands right before word k, a
// currency's sign between them or nothing, or "the": "from $18.99", "from
// the 08:15".
func (r *Request) wordBefore(k int, w string) bool {
	if k >= 2 && r.toks[r.words[k-1]].lower == "the" && r.adjacentWords(k-1, k) {
		k--
	}
	return k > 0 && r.toks[r.words[k-1]].lower == w && r.adjacentPastSign(k-1, k)
}

// maxChanges is how many values after "from" changedFrom weighs for one
// input, and changeReach how many words before "from" it looks for a
// change's verb.
const maxChanges, changeReach = 4, 12

// changeBefore reports whether one of Lexicon.ChangeVerbs stands before
// word k in its sentence, changeReach words back at most.
func (r *Request) changeBefore(k int) bool {
	sentence := r.toks[r.words[k]].sentence
	for j := k - 1; j >= 0 && j >= k-changeReach && r.toks[r.words[j]].sentence == sentence; j-- {
		if r.lx.changeVerbs[r.toks[r.words[j]].stem] {
			return true
		}
	}
	return false
}
