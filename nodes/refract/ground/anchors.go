package ground

import (
	"encoding/json"
	"slices"
	"strings"
)

// Where a request speaks of a call: the sentences and clauses that name
// the tool's own words or state a value the call gives (its anchors), and
// those that point to them or from them (a message pasted after "below", a
// sentence before "her" or "that").

// ownWords marks the sentences and clauses that name the tool's own
// words: for a call whose values anchor it (ctx.anchors, marked first),
// those no other tool of the sequence has and the lexicon holds no common
// word ("exam" of schedule_flight_exam); for one with no value, every word
// but those, and a common word too when no other tool has it
// ("register").
func (r *Request) ownWords(ctx *callCtx, tool, tools string) {
	valued := len(ctx.anchors) > 0
	others := r.g.otherToolWords(tool, tools)
	mark := func(t *token) { ctx.anchors[t.sentence], ctx.clauses[t.clause] = true, true }
	r.toolWordsAt(tool, func(st string) bool {
		return !(r.lx.common[st] && others[st]) && !(valued && (others[st] || r.lx.common[st]))
	}, mark)
	if len(ctx.anchors) > 0 {
		return
	}
	// a call that no value and no word of its own places is spoken of by
	// a verb of its tool's verb's kind ("Make 15 m of 12 mm polyester and
	// send it by Parcelforce" for dispatch), which no other tool holds
	for _, st := range r.g.toolStems(tool) {
		for _, v := range r.lx.toolVerbs[st] {
			if !others[v] {
				r.stemAt(v, mark)
			}
		}
	}
}

// anchor marks the sentences where the request states a value the call
// gives.
func (r *Request) anchor(ctx *callCtx, v any) {
	switch v := v.(type) {
	case string:
		if len(v) < 2 {
			return
		}
		lv := lowerSameLen(v)
		found := false
		for i := 0; ; {
			k := strings.Index(r.lower[i:], lv)
			if k < 0 {
				break
			}
			if ti := r.tokenAt(i + k); ti >= 0 {
				ctx.anchors[r.toks[ti].sentence], ctx.clauses[r.toks[ti].clause] = true, true
				found = true
			}
			i += k + len(lv)
		}
		if !found {
			r.anchorStems(ctx, lv)
		}
	case json.Number, float64:
		key := valueKey(v)
		for _, c := range r.cands {
			if c.Kind == Number && valueKey(c.Value) == key {
				ctx.anchors[r.toks[r.words[c.first]].sentence], ctx.clauses[r.toks[r.words[c.first]].clause] = true, true
			}
		}
	case []any:
		for _, x := range v {
			r.anchor(ctx, x)
		}
	}
}

// maxStemAnchor bounds the words of a value anchorStems looks for.
const maxStemAnchor = 6

// anchorStems marks the sentences where the request states value lv,
// lowercase and of two words or more, with a word inflected: "2 pitchers
// of beer" states "pitcher of beer".
func (r *Request) anchorStems(ctx *callCtx, lv string) {
	var buf [maxStemAnchor]string
	ws := buf[:0]
	for w := range strings.FieldsSeq(lv) {
		if len(ws) == maxStemAnchor {
			return // (a long text is stated as written or not at all: no scan of every word for each of its words)
		}
		ws = append(ws, stem(w))
	}
	if len(ws) < 2 {
		return
	}
	for a := 0; a+len(ws) <= len(r.words); a++ {
		k := 0
		for k < len(ws) && r.toks[r.words[a+k]].stem == ws[k] && (k == 0 || r.adjacentWords(a+k-1, a+k)) {
			k++
		}
		if k == len(ws) {
			t := r.toks[r.words[a]]
			ctx.anchors[t.sentence], ctx.clauses[t.clause] = true, true
		}
	}
}

// extendAnchors marks as the call's the sentences the ones that speak of
// it point to (forward), refer back to (backward), and, in a conversation
// pasted as the request (two turns or more), every sentence: the answers
// are the questions' ("Delivery address?" "12 Elm Street, Apt 3").
func (r *Request) extendAnchors(ctx *callCtx) {
	if len(ctx.anchors) == 0 {
		return
	}
	if r.turns >= 2 {
		for s := range r.sentences() {
			ctx.anchors[s] = true
		}
		return
	}
	r.forward(ctx)
	r.backward(ctx)
	r.corrected(ctx)
	r.between(ctx)
	r.carried(ctx)
}

// otherClause marks clause cl as one that speaks of another call.
func (ctx *callCtx) otherClause(cl int) {
	if ctx.otherClauses == nil {
		ctx.otherClauses = ctx.otherBuf[:0]
	}
	ctx.otherClauses = append(ctx.otherClauses, cl)
}

// otherAt marks token ti as one where the request speaks of another
// call: its clause is another's, and the first such token bounds lead.
func (ctx *callCtx) otherAt(r *Request, ti int) {
	ctx.otherClause(r.toks[ti].clause)
	if ctx.otherFrom == 0 || ti < ctx.otherFrom-1 {
		ctx.otherFrom = ti + 1
	}
}

// lead marks as the call's the words that open the request before the
// first that speaks of another call, for a call given no value whose
// words the request does not name: "Send Tom Chegwidden to Polmear Farm
// on 2027-03-15 for a bloated heifer and prescribe 20 ml of Bloat Guard"
// opens with the visit a missing call books, before the prescription.
// They are local (ctx.local). In a request of one sentence the sentence
// is the call's too; in one of more, the other sentences stay as near to
// the call as before (an anchor there would put a later sentence's
// values away: nestools-0212's voltage).
func (r *Request) lead(ctx *callCtx) {
	if len(ctx.anchors) > 0 || ctx.otherFrom == 0 || r.toks[ctx.otherFrom-1].sentence != 0 {
		return
	}
	for _, v := range ctx.call.Args {
		if !isReference(v) {
			return
		}
	}
	ctx.leadEnd = ctx.otherFrom - 1
	if r.sentences() == 1 {
		ctx.anchors[0] = true
	}
}

// carried marks as the call's a clause that speaks of no call, after one
// of the call's in its sentence and before any of another's: "Open a job
// for Lumen Press, 900 words from German to French, and assign that job to
// Claire Dubois" states the job's words and languages in the clause the
// job's opened, where the sentence speaks of the assignment too (between
// marks those of sentences that speak of no other call). A clause of
// data (dataClause) is a value's part, no clause of the sentence's.
func (r *Request) carried(ctx *callCtx) {
	if len(ctx.otherClauses) == 0 {
		return
	}
	shared := false // a sentence that speaks of the call and of another
	for st := range ctx.anchors {
		if shared = ctx.elsewhere[st]; shared {
			break
		}
	}
	if !shared {
		return
	}
	slices.Sort(ctx.otherClauses)
	sentence, ours := -1, false
	for _, ti := range r.words {
		t := &r.toks[ti]
		if t.sentence != sentence {
			sentence, ours = t.sentence, false
		}
		_, other := slices.BinarySearch(ctx.otherClauses, t.clause)
		switch {
		case other:
			ours = false
		case ctx.clauses[t.clause]:
			ours = true
		case ours && ctx.elsewhere[t.sentence] && !r.dataClause(t.clause):
			ctx.clauses[t.clause] = true
		}
	}
}

// dataClause reports whether a bracket or a brace stands in clause cl: a
// part of a value written as data ("items [{"name": "Laptop", "price":
// 1000}]"), from an index built on first use.
func (r *Request) dataClause(cl int) bool {
	r.dataOnce.Do(func() {
		if len(r.toks) == 0 {
			return
		}
		r.data = make([]bool, r.toks[len(r.toks)-1].clause+1)
		for i := range r.toks {
			if t := &r.toks[i]; !t.word && strings.ContainsAny(t.text, "[]{}") {
				r.data[t.clause] = true
			}
		}
	})
	return cl < len(r.data) && r.data[cl]
}

// between marks as the call's the clauses between two of its clauses in a
// sentence that speaks of no other call: "Fleece in from Gwen Pryce,
// Herdwick, 3.2 kg" states the breed between the farmer and the weight.
// In a request of one sentence, so are the clauses after the call's last,
// up to one a clause word opens (Lexicon.ClauseWords: "then", "but"):
// "Table for 6 at 21:15, name of Ashworth" states the guest after the
// party and the time. Those are marked trailing too, where trailFits
// weighs what they hold.
func (r *Request) between(ctx *callCtx) {
	first, last, sentence := -1, -1, -1
	mark := func() {
		for cl := first + 1; cl < last; cl++ {
			ctx.clauses[cl] = true
		}
	}
	for _, ti := range r.words {
		t := &r.toks[ti]
		if t.sentence != sentence {
			mark()
			first, last, sentence = -1, -1, t.sentence
		}
		if !ctx.clauses[t.clause] || ctx.elsewhere != nil && ctx.elsewhere[t.sentence] {
			continue
		}
		if first < 0 {
			first = t.clause
		}
		last = t.clause
	}
	mark()
	if last >= 0 && r.sentences() == 1 {
		r.trail(ctx, last)
	}
}

// trail marks as the call's, and as trailing, the clauses of a request of
// one sentence after last, the call's last clause, up to one a clause
// word opens (between).
func (r *Request) trail(ctx *callCtx, last int) {
	clause := last
	for _, ti := range r.words {
		t := &r.toks[ti]
		if t.clause <= clause {
			continue
		}
		clause = t.clause // t opens it
		if r.lx.clause[t.lower] {
			return
		}
		if !ctx.clauses[clause] {
			ctx.clauses[clause] = true
			if ctx.trailing == nil {
				ctx.trailing = map[int]bool{}
			}
			ctx.trailing[clause] = true
		}
	}
}

// corrected marks as the call's a sentence that opens with a correction
// (Lexicon.Corrections) after one that speaks of the call, and its
// clauses: "Order a large pizza. No wait, make it a medium." (unless it
// speaks of another call).
func (r *Request) corrected(ctx *callCtx) {
	for _, f := range r.corrections() {
		s := r.toks[r.words[f.first]].sentence
		if s == r.toks[r.words[f.first-1]].sentence || !ctx.anchors[s-1] || ctx.anchors[s] || ctx.elsewhere != nil && ctx.elsewhere[s] {
			continue
		}
		ctx.anchors[s] = true
		for k := f.first; k < len(r.words) && r.toks[r.words[k]].sentence == s; k++ {
			ctx.clauses[r.toks[r.words[k]].clause] = true
		}
	}
}

// pointsThere reports whether a clause that speaks of the call holds a
// word that points to a place named before (Lexicon.PlaceAnaphors:
// "there").
func (r *Request) pointsThere(ctx *callCtx) bool {
	if ctx.there == 0 { // once per call: many candidates may ask
		ctx.there = -1
		for _, t := range r.toks {
			if t.word && r.lx.placeAnaphors[t.lower] && ctx.clauses[t.clause] {
				ctx.there = 1
				break
			}
		}
	}
	return ctx.there > 0
}

// backward marks the sentence before one that speaks of the call and
// refers back to it (Lexicon.Anaphors: "My daughter loves Taylor Swift.
// Get her top 5 tracks", "... Austin on 2025-03-15 ... What events are on
// that day?", "Could Ava Lindqvist be assessed? She's in grade 7.") as
// the call's too, unless it speaks of another call.
func (r *Request) backward(ctx *callCtx) {
	if len(ctx.anchors) == 0 {
		return
	}
	refs := r.referring()
	var buf [8]int
	marks := buf[:0] // (on the stack for most requests)
	for _, p := range refs {
		if p.anaphor && p.sentence > 0 && ctx.anchors[p.sentence] {
			marks = append(marks, p.sentence-1)
		}
	}
	for _, m := range marks {
		if !ctx.anchors[m] && (ctx.elsewhere == nil || !ctx.elsewhere[m]) {
			ctx.anchors[m] = true
		}
	}
	// and a sentence that refers back by a pronoun to one that speaks of
	// the call is the call's ("HF-202 pulled out; give them £45 back"),
	// unless it speaks of another call or opens with a word that moves on
	// to a next step ("Then, list all drama films he has appeared in")
	marks = marks[:0]
	for i, p := range refs {
		if p.pronoun && !p.onward && p.sentence > 0 && ctx.anchors[p.sentence-1] && !ctx.anchors[p.sentence] && (ctx.elsewhere == nil || !ctx.elsewhere[p.sentence]) {
			marks = append(marks, i)
		}
	}
	for _, i := range marks {
		p := refs[i]
		ctx.anchors[p.sentence] = true
		for cl := p.clauses[0]; cl <= p.clauses[1]; cl++ {
			ctx.clauses[cl] = true
		}
	}
}

// referring is a sentence that holds a word referring back
// (Lexicon.Anaphors): whether one is a pronoun ("them", "him"), whether
// its first word moves on to a next step (Lexicon.ClauseWords: "Then"),
// and its first and last clauses.
type referring struct {
	sentence         int
	anaphor, pronoun bool
	onward           bool
	clauses          [2]int
}

// referring returns the request's sentences that refer back, read once.
func (r *Request) referring() []referring {
	r.refsOnce.Do(func() {
		// tokens run in sentence order: a sentence's entry, once made, is
		// the last one
		r.refs = r.refsBuf[:0]
		opens, onward := -1, false
		for _, t := range r.toks {
			if !t.word {
				continue
			}
			if t.sentence != opens {
				opens, onward = t.sentence, r.lx.clause[t.lower]
			}
			w := uncontracted(t.lower)
			if !r.lx.anaphors[w] {
				continue
			}
			if n := len(r.refs); n == 0 || r.refs[n-1].sentence != t.sentence {
				r.refs = append(r.refs, referring{sentence: t.sentence, onward: onward, clauses: [2]int{-1, -1}})
			}
			ref := &r.refs[len(r.refs)-1]
			ref.anaphor = true
			ref.pronoun = ref.pronoun || r.lx.pronouns[w]
		}
		k := 0
		for _, t := range r.toks {
			for k < len(r.refs) && r.refs[k].sentence < t.sentence {
				k++
			}
			if k == len(r.refs) {
				break
			}
			if c := &r.refs[k].clauses; r.refs[k].sentence == t.sentence {
				if c[0] < 0 || t.clause < c[0] {
					c[0] = t.clause
				}
				c[1] = max(c[1], t.clause)
			}
		}
	})
	return r.refs
}

// uncontracted is a word without the contraction it ends with: "she" of
// "she's", "they" of "they're".
func uncontracted(w string) string {
	if i := strings.IndexAny(w, "'’"); i > 0 {
		return w[:i]
	}
	return w
}

// forward marks the sentences after one that speaks of the call and points
// to what follows it (it ends with a colon, or holds one of
// Lexicon.PointingWords: "Reply to the customer below.") as the call's too,
// up to one that speaks of the call or another: a message pasted after
// the request, or a form, is the call's object.
func (r *Request) forward(ctx *callCtx) {
	if len(ctx.anchors) == 0 {
		return
	}
	n := r.sentences()
	points := make([]bool, n)
	for i, t := range r.toks {
		ends := i+1 == len(r.toks) || r.toks[i+1].sentence != t.sentence
		if t.word && r.lx.pointing[t.lower] || t.text == ":" && ends {
			points[t.sentence] = true
		}
		if t.word && r.lx.pointingEnds[t.lower] && (ends || i+2 <= len(r.toks) && !r.toks[i+1].word && (i+2 == len(r.toks) || r.toks[i+2].sentence != t.sentence)) {
			points[t.sentence] = true // "Can you summarize this? https://..."
		}
	}
	for s := 0; s < n; s++ {
		if !ctx.anchors[s] || !points[s] {
			continue
		}
		for s+1 < n && !ctx.anchors[s+1] && (ctx.elsewhere == nil || !ctx.elsewhere[s+1]) {
			s++
			ctx.anchors[s] = true
		}
	}
}

// labelAnchors marks as the call's the sentences of the fields whose label
// is the name of one of its inputs: "Pickup: 1 Market St." speaks of the
// taxi's pickup.
func (r *Request) labelAnchors(ctx *callCtx, call *Call) {
	if len(r.found) == 0 {
		return
	}
	names := make(map[string]bool, len(call.Inputs))
	for _, in := range call.Inputs {
		names[strings.ToLower(strings.Join(Words(in.Name), " "))] = true
	}
	for _, f := range r.found {
		var b strings.Builder
		for k := f.label[0]; k <= f.label[1]; k++ {
			if k > f.label[0] {
				b.WriteByte(' ')
			}
			b.WriteString(r.toks[r.words[k]].lower)
		}
		if names[b.String()] {
			t := r.toks[r.words[f.label[0]]]
			ctx.anchors[t.sentence], ctx.clauses[t.clause] = true, true
		}
	}
}

// trailFits reports whether c, where it stands in a clause only trailing
// marks as the call's, is a whole value s may take there: the word after
// it in its clause, if any, is a function word ("Gilles on the
// evaporator", not "HN thread"), and for an input that takes no place it
// follows no locative ("signal failure at Doncaster" is no reason's
// Doncaster).
func (r *Request) trailFits(ctx *callCtx, s *slot, c *Candidate) bool {
	if !ctx.trailing[r.toks[r.words[c.first]].clause] {
		return true
	}
	if c.Kind == Name && !s.place && r.located(c) {
		return false
	}
	k := c.last + 1
	if k >= len(r.words) || r.toks[r.words[k]].clause != r.toks[r.words[c.last]].clause {
		return true
	}
	t := r.toks[r.words[k]]
	return !t.cap && r.lx.functionWord(t.lower)
}
