package ground

import (
	"math"
	"slices"
	"strings"
)

// Which mention of a number the sequence already uses, when the request
// states the number more than once.

// freeMention reports whether c is a mention of a number that the
// sequence gives other inputs (key) but that none of them takes: the
// request states the number more often than the sequence uses it, and
// each use's input claims another mention more than c (its words beside
// it, its unit: claim). A number stated twice is two quantities ("an
// airspeed of 200 knots", "a wing area of 200 square feet"); one used
// leaves the other.
func (r *Request) freeMention(ctx *callCtx, key string, c *Candidate) bool {
	mentions := r.numberMentions(key)
	uses := 0
	for _, u := range ctx.used {
		if u.key == key {
			uses++
		}
	}
	if uses >= len(mentions) {
		return false
	}
	for i := range ctx.used {
		u := &ctx.used[i]
		if u.key != key {
			continue
		}
		us := r.slot(u.tool, ctx.tools, &Input{Name: u.input, Type: "number"}, r.g.toolWords(u.tool, ctx.tools))
		top, ok := ctx.tops[i]
		if !ok {
			top = r.topMention(us, mentions)
			if ctx.tops == nil {
				ctx.tops = map[int]mentionTop{}
			}
			ctx.tops[i] = top
		}
		rival := top.best
		if top.at == c.Start {
			rival = top.other
		}
		own := r.claim(us, c)
		if rival == own && top.at != c.Start && ctx.local(r, c) && !ctx.local(r, &r.cands[top.i]) {
			continue // no word tells the mentions apart, but this one is where the request speaks of this call
		}
		if !(rival > own) {
			return false // this use may be c
		}
	}
	return true
}

// claim weighs how closely a use's input (us) names a mention of its
// number: its words beside it (link), and the mention's unit, of the class
// the input takes or of another (Weights.Unit, Weights.UnitConflict), in
// Link's measure. The duration's 30 is "a 30-minute run", not "a 30-year-old".
func (r *Request) claim(us *slot, c *Candidate) float64 {
	var x features
	r.unitFit(us, c, &x)
	w := &r.g.w
	return r.link(us, c) + (x[fUnit]*w.Unit+x[fUnitConflict]*w.UnitConflict)/w.Link
}

// mentionTop is the mention of a number a use's input claims most, and
// the most claimed of those elsewhere in the request.
type mentionTop struct {
	best  float64
	at    int // the best's start
	i     int // the best's index in r.cands
	other float64
}

// topMention finds, once per use, the mention of its number that the
// use's input (us) claims most, and the best claim on a mention that starts
// elsewhere: whether another mention is the use's is then one comparison
// per candidate, not one per pair of mentions.
func (r *Request) topMention(us *slot, mentions []int) mentionTop {
	top := mentionTop{best: math.Inf(-1), at: -1, other: math.Inf(-1)}
	links := make([]float64, len(mentions))
	for j, i := range mentions {
		links[j] = r.claim(us, &r.cands[i])
		if links[j] > top.best {
			top.best, top.at, top.i = links[j], r.cands[i].Start, i
		}
	}
	for j, i := range mentions {
		if r.cands[i].Start != top.at {
			top.other = max(top.other, links[j])
		}
	}
	return top
}

// numberMentions returns the indices of the request's numbers whose value
// or text is key, from an index built on first use.
func (r *Request) numberMentions(key string) []int {
	r.numbersOnce.Do(func() {
		r.numbers = map[string][]int{}
		for i := range r.cands {
			if o := &r.cands[i]; o.Kind == Number {
				kv, kt := valueKey(o.Value), valueKey(o.Text)
				r.numbers[kv] = append(r.numbers[kv], i)
				if kt != kv {
					r.numbers[kt] = append(r.numbers[kt], i)
				}
			}
		}
	})
	return r.numbers[key]
}

// freeText reports whether c, a mention of a text value the sequence gives
// another call's input (u), is not that use's: the request states the
// value in more places than the sequence uses it, c stands in a sentence
// that speaks of this call and names none of u's tool's words (or, in a
// sentence that names both, in such a clause: freeClause), another
// mention stands in one that does, and the two inputs take one kind of
// thing (the same head, or both a date, or both a place). "Register flight
// FL123 from JFK to LAX. Amend the weather report for JFK": the weather
// call's airport is the second JFK, and the first is free to the flight's
// departure. But "Kevin Hart's comedy style" is no comedy style for being
// a mention of the comedian apart from his own call's.
func (r *Request) freeText(ctx *callCtx, s *slot, u *usedValue, c *Candidate) bool {
	mentions := r.textMentions(u.key)
	if ctx.uses[u.key] >= len(mentions) {
		return r.freeForPronoun(ctx, s, u, c)
	}
	at := r.toks[r.words[c.first]].sentence
	if !ctx.anchors[at] {
		return false
	}
	places := r.toolPlaces(ctx, u.tool)
	theirs := places.sentences
	if theirs[at] {
		// one sentence speaks of both calls: its clauses may tell them
		// apart ("Search flights from Berlin to Rome, then find Italian
		// restaurants in Rome")
		return r.freeClause(ctx, s, u, c, mentions, places.clauses)
	}
	if !r.sameKind(ctx, s, u) {
		return false
	}
	// c's sentence is not theirs: whether another mention stands in one is
	// whether any does, once per value and tool (a request that repeats a
	// used value costs its mentions, not their square)
	return r.mentionIn(ctx, u, mentions, theirs, false)
}

// freeForPronoun is freeText for a person the request names once and
// then stands for with a pronoun (Lexicon.PersonPronouns) in a clause
// that speaks of the call that uses the name: "Size 7 skates for Noor
// Smit for 1 hour, and an improver lesson for her", where the lesson's
// skater is "her", leaves "Noor Smit" free to the hire's customer. c
// stands in a clause of this call's and none of the other's, before the
// pronoun, and both inputs take a person ("from Ana Ruiz and give her a
// Saturday shift", one clause for both calls, is no such case).
func (r *Request) freeForPronoun(ctx *callCtx, s *slot, u *usedValue, c *Candidate) bool {
	if c.Kind != Name || !s.person || u.tool == ctx.call.Tool || r.lastPersonPronoun() <= c.last {
		return false
	}
	at := r.toks[r.words[c.first]].clause
	theirs := r.toolPlaces(ctx, u.tool).clauses
	if !ctx.clauses[at] || theirs[at] {
		return false
	}
	if us := r.slot(u.tool, ctx.tools, &Input{Name: u.input, Type: "string"}, r.g.toolWords(u.tool, ctx.tools)); !us.person {
		return false
	}
	return r.pronounAfter(ctx, u.tool, theirs) > c.last
}

// lastPersonPronoun is the last word of the request that is a person's
// pronoun, or -1: read once, so that a request with none costs the
// candidates it weighs nothing more.
func (r *Request) lastPersonPronoun() int {
	r.pronounOnce.Do(func() {
		r.lastPronoun = -1
		for k, ti := range r.words {
			if r.lx.personPronouns[r.toks[ti].lower] {
				r.lastPronoun = k
			}
		}
	})
	return r.lastPronoun
}

// pronounAfter is the last word of the request that is a person's pronoun
// standing in one of tool's clauses (places), or -1: found once per tool
// in a call context.
func (r *Request) pronounAfter(ctx *callCtx, tool string, places map[int]bool) int {
	if k, ok := ctx.pronounAt[tool]; ok {
		return k
	}
	last := -1
	for k, ti := range r.words {
		if t := &r.toks[ti]; r.lx.personPronouns[t.lower] && places[t.clause] {
			last = k
		}
	}
	if ctx.pronounAt == nil {
		ctx.pronounAt = map[string]int{}
	}
	ctx.pronounAt[tool] = last
	return last
}

// freeClause is freeText within a sentence that speaks of both calls: c
// stands in a clause that speaks of this call and names none of u's
// tool's words, another mention in one that does, and the two inputs
// take one kind of thing.
func (r *Request) freeClause(ctx *callCtx, s *slot, u *usedValue, c *Candidate, mentions []int, theirs map[int]bool) bool {
	at := r.toks[r.words[c.first]].clause
	if !ctx.clauses[at] || theirs[at] || !r.sameKind(ctx, s, u) {
		return false
	}
	return r.mentionIn(ctx, u, mentions, theirs, true)
}

// mentionIn reports whether one of mentions stands in one of places, the
// sentences (or the clauses) that name u's tool's words: once per value,
// tool and kind of place in a call context.
func (r *Request) mentionIn(ctx *callCtx, u *usedValue, mentions []int, places map[int]bool, clauses bool) bool {
	k := u.key + "\x00" + u.tool
	if clauses {
		k += "\x00clause"
	}
	if held, ok := ctx.theirs[k]; ok {
		return held
	}
	held := slices.ContainsFunc(mentions, func(i int) bool {
		t := &r.toks[r.words[r.cands[i].first]]
		if clauses {
			return places[t.clause]
		}
		return places[t.sentence]
	})
	if ctx.theirs == nil {
		ctx.theirs = map[string]bool{}
	}
	ctx.theirs[k] = held
	return held
}

// toolPlaces are the sentences and the clauses of the request that name
// a tool's own words (none stop, common or generic), and those words'
// spans in text order.
type toolPlaces struct {
	sentences, clauses map[int]bool
	words              []placedWord
}

// placedWord is where a tool's word stands: its bytes and its sentence.
type placedWord struct{ start, end, sentence int }

// gap returns how many bytes apart c and the nearest of the words stand
// within c's sentence (one search each way), or the request's length when
// none stands there.
func (p toolPlaces) gap(r *Request, c *Candidate) int {
	gap, sentence := len(r.text), r.toks[r.words[c.first]].sentence
	i, _ := slices.BinarySearchFunc(p.words, c.End, func(w placedWord, end int) int { return w.start - end })
	if i < len(p.words) && p.words[i].sentence == sentence {
		gap = p.words[i].start - c.End
	}
	for j := i - 1; j >= 0; j-- {
		if w := p.words[j]; w.end <= c.Start {
			if w.sentence == sentence {
				gap = min(gap, c.Start-w.end)
			}
			break
		}
	}
	return gap
}

// toolPlaces returns where the request names tool's own words, once per
// call context (a request that repeats a used value costs its mentions,
// not their product with its words).
func (r *Request) toolPlaces(ctx *callCtx, tool string) toolPlaces {
	if p, ok := ctx.toolAt[tool]; ok {
		return p
	}
	p := toolPlaces{sentences: map[int]bool{}, clauses: map[int]bool{}}
	r.toolWordsAt(tool, func(st string) bool { return !r.lx.common[st] }, func(t *token) {
		p.sentences[t.sentence], p.clauses[t.clause] = true, true
		p.words = append(p.words, placedWord{t.start, t.end, t.sentence})
	})
	slices.SortFunc(p.words, func(a, b placedWord) int { return a.start - b.start })
	if ctx.toolAt == nil {
		ctx.toolAt = map[string]toolPlaces{}
	}
	ctx.toolAt[tool] = p
	return p
}

// toolWordsAt calls mark with every word of the request that is a word of
// tool's name that keep accepts (a stop word, a generic one or one of
// fewer than three letters never is): the sentences that speak of a call
// are found by its tool's words.
func (r *Request) toolWordsAt(tool string, keep func(st string) bool, mark func(t *token)) {
	for _, st := range r.g.toolStems(tool) {
		if r.lx.stop[st] || r.lx.generic[st] || len(st) < 3 || !keep(st) {
			continue
		}
		r.stemAt(st, mark)
	}
}

// stemAt marks the words of stem st, or nouns made of the verb st
// ("inspection" of inspect: Lexicon.NounSuffixes), that name a thing of
// the call's own: none after a demonstrative ("that trench", pointedTo)
// or inside a quoted text.
func (r *Request) stemAt(st string, mark func(t *token)) {
	for k, ti := range r.words {
		if t := &r.toks[ti]; (t.stem == st || len(t.stem) > len(st) && strings.HasPrefix(t.stem, st) && r.lx.verbOf(t.lower) == st) && !r.pointedTo(k) && !r.quotedText(k) {
			mark(t)
		}
	}
}

// pointedTo reports whether word k follows a demonstrative ("that",
// "those", "this", "these"): "record a find in that trench" speaks of
// the trench another call opened, not of opening one.
func (r *Request) pointedTo(k int) bool {
	if k == 0 || !r.adjacentWords(k-1, k) {
		return false
	}
	switch r.toks[r.words[k-1]].lower {
	case "that", "those", "this", "these":
		return true
	}
	return false
}

// textMentions returns the indices of the request's candidates but
// numbers whose value is key (valueKey), one per place (the longest
// candidate at a first word), from an index built on first use.
func (r *Request) textMentions(key string) []int {
	r.textsOnce.Do(func() {
		r.texts = map[string][]int{}
		for i := range r.cands {
			o := &r.cands[i]
			if o.Kind == Number || o.Kind == List {
				continue
			}
			k := valueKey(o.Value)
			if n := len(r.texts[k]); n > 0 && r.cands[r.texts[k][n-1]].first == o.first {
				continue
			}
			r.texts[k] = append(r.texts[k], i)
		}
	})
	return r.texts[key]
}

// sameKind reports whether slot s and the input of use u take one kind of
// thing: the same head, or both a date, or both a place.
func (r *Request) sameKind(ctx *callCtx, s *slot, u *usedValue) bool {
	if r.sameHead(u.name.head, s.head()) {
		return true
	}
	if !s.date && !s.place {
		return false
	}
	us := r.slot(u.tool, ctx.tools, &Input{Name: u.input, Type: "string"}, r.g.toolWords(u.tool, ctx.tools))
	return s.date && us.date || s.place && us.place
}

// local reports whether c stands in a clause that speaks of the call (its
// tool's words, its other values).
func (ctx *callCtx) local(r *Request, c *Candidate) bool {
	return ctx.clauses[r.toks[r.words[c.first]].clause] || ctx.clauses[r.toks[r.words[c.last]].clause] || r.words[c.last] < ctx.leadEnd
}
