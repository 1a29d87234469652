package ground

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Call is a call whose inputs are to be filled from the request.
type Call struct {
	Tool   string         // the tool's name
	Inputs []Input        // all the tool's inputs: those to fill and their siblings
	Args   map[string]any // the literals the call already gives, by input name, as encoding/json decodes them (a Go int reads as its json.Number)
	Open   []string       // the inputs to fill, by name
}

// Use is a literal a call of the sequence gives an input.
type Use struct {
	Tool  string
	Input string
	Value any
}

// Sequence is what the rest of the sequence says: the values it already
// gives (a value given one input is seldom another's) and how it writes
// them.
type Sequence struct {
	Uses  []Use    // the literals the sequence's other calls give
	Tools []string // the tools the sequence calls: their names' words are no values
}

// Choice is the grounding of one input: the value found, or none, with the
// evidence for it.
type Choice struct {
	Input string
	Found bool // a value clearly stated: its score reached the threshold and beat the runner-up by the margin
	// Value is the best candidate's value, written as the sequence and the
	// catalog write the input: the value when Found, a guess otherwise
	// (nil when the request holds no candidate at all).
	Value any
	Text  string // the value as the request writes it
	Kind  Kind   // the kind of value
	// Linked says the request names the input beside the value ("the
	// order ID 12345"), rather than the value being only the likeliest.
	Linked bool
	// Reused says the sequence already gives the value to another call.
	Reused bool
	// Typed says the value is of a kind the input's words or enum call
	// for: a date for a date, a member of its enum, a city for a city.
	Typed bool
	// Measured says the value is the one number the request gives in a
	// unit of the class the input asks for ("68 degrees" for a
	// temperature): stated for it as surely as named beside it.
	Measured bool
	Score    float64 // the best candidate's score
	// Margin is how much the best candidate beats the best of another
	// value by (its score when it has no rival).
	Margin float64
}

// scored is a candidate valued and scored for an input.
type scored struct {
	c      *Candidate
	v      any
	key    string
	score  float64
	x      features
	reused bool // the sequence gives the value already
	// rivalBy is the open input that names the candidate more closely
	// (Rival), or nil
	rivalBy *slot
}

// callCtx is what the scorer knows of the call and the sequence.
type callCtx struct {
	call    *Call
	seq     *Sequence
	slots   []*slot // every input of the tool
	used    []usedValue
	anchors map[int]bool // sentences that speak of the call
	// elsewhere: sentences that speak of another call of the sequence (its
	// tool's words, the values it is given); nil when the sequence is not
	// known
	elsewhere []bool
	// otherClauses: the clauses of such sentences that do, in no order
	// until carried sorts them (otherBuf holds the first)
	otherClauses []int
	otherBuf     [8]int
	otherFrom    int                     // 1 + the first token of such a mention; 0 for none
	leadEnd      int                     // the request's words before this token are the call's (lead)
	clauses      map[int]bool            // the clauses that do
	trailing     map[int]bool            // of them, those only trailing marks: after the call's last in the request's one sentence
	there        int8                    // whether they say "there" (pointsThere): 0 not read yet, 1 yes, -1 no
	forNamed     int8                    // whether a person's name follows "for" (fromPerson): 0 not read yet, 1 yes, -1 no
	unused       map[unusedKind][]string // unusedTexts, once read
	nearest      map[Kind][2]nearGap     // nearestUnused, once read
	usedSpans    *spans                  // where the request writes the used text values (insideUsed), once read
	tool         map[string]bool
	stems        []string // the stems of the call's tool's name, in order (toolStems), read once a call
	tools        string   // the sequence's tools, joined by NUL
	title        bool     // the sequence capitalizes the words the request writes in lowercase
	coded        bool     // the sequence writes as its code a language the request names: "en" for "English"
	lowered      bool     // the sequence writes in lowercase words the request capitalizes
	// paired: for an input of a pair (origin and destination), the
	// candidate the request names in the pair's place ("from A to B")
	paired map[*slot]*Candidate
	// verbatimDates: the sequence writes a date as the request does, not
	// in ISO form ("5/1/2023", "January 1st 2024")
	verbatimDates bool
	// tops: by index in used, the mentions of a used number that link
	// best to the input it is used for (see freeMention)
	tops map[int]mentionTop
	// toolAt: by tool, the sentences and the clauses that name its words
	// (toolPlaces)
	toolAt map[string]toolPlaces
	// pronounAt: by tool, the last person's pronoun in a clause that
	// names its words, or -1 (freeForPronoun)
	pronounAt map[string]int
	// theirs: by value key and tool, whether a mention of the value stands
	// in a sentence naming the tool's words (freeText)
	theirs map[string]bool
	// filled: the open inputs given a value so far, and the candidates
	// they took (fill)
	filled map[string]bool
	taken  []*Candidate
	// split: the inputs of a SplitNames pair both in the call, 1 for the
	// first side (a brand), 2 for the second (a model)
	split map[*slot]int
	// uses counts the values the call and the sequence give, by key (no
	// list's items)
	uses map[string]int
}

// Fill grounds the call's open inputs in the request. Inputs are filled
// jointly: a candidate taken by one is not another's, the clearest first.
// The choices come in the order of call.Open. Answers are kept per
// request: a call's Inputs are read once per slice, so inputs defined
// anew are passed in a new slice, not changed in place.
func (r *Request) Fill(call Call, seq Sequence) []Choice {
	call, seq = decodedCall(call, seq)
	key := fillKey(&call, &seq)
	r.mu.Lock()
	cached, ok := r.fills[key]
	r.mu.Unlock()
	if ok {
		return slices.Clone(cached)
	}
	out := r.fill(call, seq)
	r.mu.Lock()
	if r.fills == nil {
		r.fills = map[string][]Choice{}
	}
	r.fills[key] = slices.Clone(out)
	r.mu.Unlock()
	return out
}

// fillKey is what Fill's answer depends on besides the request: the
// call's tool, its inputs' definitions (the slice that holds them: a tool
// of one name given other inputs is another call), literals and open
// inputs, and the sequence's tools and literals. Values are written with
// their types ("1" is not 1).
func fillKey(call *Call, seq *Sequence) string {
	b := make([]byte, 0, 128)
	b = append(append(b, call.Tool...), 0)
	if len(call.Inputs) > 0 {
		b = fmt.Appendf(b, "%p/%d", &call.Inputs[0], len(call.Inputs))
	}
	for _, n := range slices.Sorted(maps.Keys(call.Args)) {
		b = appendKeyValue(append(append(b, n...), '='), call.Args[n])
		b = append(b, 0)
	}
	b = append(b, 1)
	for _, o := range call.Open {
		b = append(append(b, o...), 0)
	}
	b = append(b, 1)
	for _, t := range seq.Tools {
		b = append(append(b, t...), 0)
	}
	b = append(b, 1)
	for _, u := range seq.Uses {
		b = append(append(append(append(b, u.Tool...), '.'), u.Input...), '=')
		b = append(appendKeyValue(b, u.Value), 0)
	}
	return string(b)
}

// appendKeyValue appends v, a JSON value, with its type: a letter, then
// the value (strings quoted, so that no value runs into the next). Other
// types, rare in arguments, are written by fmt with their Go type.
func appendKeyValue(b []byte, v any) []byte {
	switch v := v.(type) {
	case string:
		return strconv.AppendQuote(append(b, 's'), v)
	case json.Number:
		return strconv.AppendQuote(append(b, 'n'), string(v))
	case float64:
		return strconv.AppendFloat(append(b, 'f'), v, 'g', -1, 64)
	case bool:
		return strconv.AppendBool(append(b, 'b'), v)
	case nil:
		return append(b, 'z')
	}
	return fmt.Appendf(append(b, 'x'), "%T%#v", v, v)
}

func (r *Request) fill(call Call, seq Sequence) []Choice {
	ctx := r.context(&call, &seq)
	type open struct {
		s      *slot
		cands  []scored
		done   bool
		passes bool // its best passes the threshold and the margin
	}
	var opens []*open
	for _, name := range call.Open {
		for _, s := range ctx.slots {
			if s.in.Name == name {
				opens = append(opens, &open{s: s, cands: r.scoreAll(s, ctx)})
			}
		}
	}
	out := make([]Choice, len(call.Open))
	for i, name := range call.Open {
		out[i] = Choice{Input: name}
	}
	index := func(name string) int { return slices.Index(call.Open, name) }
	var taken []*Candidate
	w := r.g.w
	for {
		var pick *open
		var pickTop scored
		pickMargin := 0.0
		for _, o := range opens {
			if o.done {
				continue
			}
			top, margin, ok := r.best(o.s, o.cands, taken)
			i := index(o.s.in.Name)
			if ok {
				out[i].Score, out[i].Margin, out[i].Text, out[i].Kind = top.score, margin, top.c.Text, top.c.Kind
				out[i].Value = r.format(o.s, top, ctx)
			}
			threshold := w.Threshold
			if ok && closedSet(o.s, &top, ctx) {
				threshold = w.EnumThreshold
			}
			o.passes = ok && top.score >= threshold-tie && margin >= w.Margin-tie
			if !o.passes {
				continue
			}
			// Inputs are filled surest first, by score and margin; but
			// where two inputs' best is the one mention, the input it
			// fits better takes it: a margin says how poor an input's
			// other candidates are, not how well the mention fits it
			// ("a dessert cuisine recipe for Chocolate Cake": the
			// recipe's name, no cuisine).
			contend := pick != nil && top.c == pickTop.c
			if pick == nil || contend && top.score > pickTop.score+tie || !contend && top.score-w.Threshold+margin > pickTop.score-w.Threshold+pickMargin {
				pick, pickTop, pickMargin = o, top, margin
			}
		}
		if pick == nil {
			break
		}
		pick.done = true
		taken = append(taken, pickTop.c)
		i := index(pick.s.in.Name)
		out[i] = Choice{Input: pick.s.in.Name, Found: true, Value: r.format(pick.s, pickTop, ctx), Text: pickTop.c.Text,
			Kind: pickTop.c.Kind, Score: pickTop.score, Margin: pickMargin, Linked: pickTop.x[fLink] >= linkedAt, Reused: pickTop.reused, Typed: pickTop.x[fPrefer] > 0, Measured: pickTop.x[fMeasured] > 0}
		// The input filled rivals no other now, and the value it took is
		// no other's: the rest that fall short are scored again ("100
		// Broiler chicks aged 1 week": once the age has its 1, 100 is the
		// one number left).
		ctx.filled[pick.s.in.Name], ctx.taken = true, taken
		for _, o := range opens {
			if !o.done && !o.passes {
				r.rescore(o.s, ctx, o.cands, pick.s)
			}
		}
	}
	return out
}

// closedSet reports whether the best candidate is a member of a closed set
// the request names, which takes EnumThreshold: an enum's; a demonym for a
// cuisine, where the request speaks of the call, or for a required input
// the one the request gives with nothing against it; a value set's member whose
// form to write is known (the request capitalizes it, or the sequence
// writes such words its own way).
func closedSet(s *slot, top *scored, ctx *callCtx) bool {
	switch {
	case len(s.in.Enum) > 0:
		return true
	case top.c.member:
		return ctx.title || ctx.lowered || top.c.capitalized()
	}
	return top.c.Kind == Demonym && hasKind(s.prefer, Demonym) && (top.x[fLocal] > 0 || top.x[fOnly] > 0 && s.in.Required)
}

// tie is how far below the threshold or the margin a score may fall and
// still reach it: scores are sums of decimal weights, which floating point
// writes inexactly (5.3-3.8 is 1.4999999999999996), and a platform may
// fuse a multiplication and an addition into one rounding; a repair must
// not depend on either.
const tie = 1e-9

// linkedAt is the link from which a value counts as named beside its
// input's words.
const linkedAt = 0.8

// best returns the best candidate not overlapping a taken one, and its
// margin over the best of another value.
func (r *Request) best(s *slot, cands []scored, taken []*Candidate) (scored, float64, bool) {
	var top, runner *scored
	for i := range cands {
		c := &cands[i]
		if slices.ContainsFunc(taken, func(t *Candidate) bool {
			return overlaps(t, c.c) || sameText(t, c.c)
		}) {
			continue
		}
		switch {
		case top == nil || c.score > top.score || c.score == top.score && len(c.c.Text) > len(top.c.Text):
			top = c
		}
	}
	if top != nil && (top.c.Kind == Code || top.c.Kind == Number) {
		top = r.qualified(s, cands, top, taken)
	}
	// the runner-up: the best of another value that is not, elsewhere in
	// the request, a part of the best ("John" of "John Doe"): that names
	// the same thing. A part of the same words ("Model S" of "Tesla Model
	// S") is a rival: which span is the value is the question.
	for i := range cands {
		c := &cands[i]
		if top == nil || c.key == top.key || slices.ContainsFunc(taken, func(t *Candidate) bool { return overlaps(t, c.c) }) {
			continue
		}
		if !overlaps(c.c, top.c) && (partOf(c.c.Text, top.c.Text) || partOf(top.c.Text, c.c.Text)) {
			continue // another mention of the same thing: "John" of "John Doe"
		}
		if top.x[fExample] > 0 && c.x[fExample] == 0 && (c.c.Kind == Word || c.c.Kind == Code) && top.c.Start <= c.c.Start && c.c.End <= top.c.End {
			continue // a word of the span the description gives as its example: the example settles the span ("cobalt blue", no "blue")
		}
		if top.c.Kind == List && top.c.Start <= c.c.Start && c.c.End <= top.c.End {
			continue // an item of the list the best is, or a part of one: the list holds it ("'file1.cpp' and 'file2.cpp'")
		}
		if slices.ContainsFunc(taken, func(t *Candidate) bool { return t.Kind == c.c.Kind && t.Text == c.c.Text }) {
			continue // another mention of a value another input took: the screenplay's "Inception" is no writer's rival
		}
		if overlaps(c.c, top.c) && (r.codeIn(c.c, top.c) || r.codeIn(top.c, c.c)) {
			continue // the code the best spans, or the name that spans it: the same mention
		}
		if runner == nil || c.score > runner.score {
			runner = c
		}
	}
	if top == nil {
		return scored{}, 0, false
	}
	if runner == nil {
		return *top, top.score, true
	}
	return *top, top.score - runner.score, true
}

// sameText reports whether two candidates are one text, in any case: no
// two inputs of a call take the same text (the gold of the three corpora
// gives one call the same text twice only for an enum's default).
func sameText(a, b *Candidate) bool {
	x, ok := a.Value.(string)
	y, ok2 := b.Value.(string)
	return ok && ok2 && strings.EqualFold(x, y)
}

// qualified returns the name that spans the best candidate when the best
// is a code or a number the name's words qualify ("Boeing 737", "Area
// B4", "Jet A-1") and the name scores within the margin of it: one
// mention, written whole, with the better of the two scores. A label
// ("ID 12345", "IP 192.168.1.1") is no part of the value, nor, for an
// identifier's input, the word of the kind it identifies ("Policy
// HO-558201" for a policy_number); and words that qualify a name ("Model S"
// of "Tesla Model S") stay its rival: which span is the value is the
// question there.
func (r *Request) qualified(s *slot, cands []scored, top *scored, taken []*Candidate) *scored {
	for i := range cands {
		c := &cands[i]
		if c == top || c.score < top.score-r.g.w.Margin-tie || !overlaps(c.c, top.c) || !r.codeIn(top.c, c.c) || r.labelled(top.c, c.c) || s.id && r.kindOf(s, top.c, c.c) ||
			slices.ContainsFunc(taken, func(t *Candidate) bool { return overlaps(t, c.c) }) {
			continue
		}
		whole := *c
		whole.score = max(c.score, top.score)
		return &whole
	}
	return top
}

// codeIn reports whether a is a code or a number whose words are a run of
// the name b's: one mention ("Area B4", "ID 12345"), unless a is itself a
// label ("ID" of "ID 12345").
func (r *Request) codeIn(a, b *Candidate) bool {
	return (a.Kind == Code || a.Kind == Number) && b.Kind == Name && partOf(a.Text, b.Text) && !r.lx.idWords[strings.ToLower(a.Text)]
}

// labelled reports whether the words of b around a, a code in it, are an
// identifier's label: "ID 12345", "IP 192.168.1.1".
func (r *Request) labelled(a, b *Candidate) bool {
	for _, w := range strings.Fields(strings.Replace(b.Text, a.Text, " ", 1)) {
		if r.lx.idWords[strings.ToLower(strings.Trim(w, ".#:"))] {
			return true
		}
	}
	return false
}

// kindOf reports whether the words of b around a, a code in it, are all
// words of s's name: "Policy" of "Policy HO-558201" for a policy_number.
func (r *Request) kindOf(s *slot, a, b *Candidate) bool {
	ws := strings.Fields(strings.Replace(b.Text, a.Text, " ", 1))
	for _, w := range ws {
		if !slices.Contains(s.words, stem(strings.ToLower(strings.Trim(w, ".#:")))) {
			return false
		}
	}
	return len(ws) > 0
}

// partOf reports whether a's words are a run of b's.
func partOf(a, b string) bool {
	if a == "" || len(a) >= len(b) {
		return false
	}
	k := strings.Index(b, a)
	return k >= 0 && (k == 0 || b[k-1] == ' ') && (k+len(a) == len(b) || b[k+len(a)] == ' ')
}

func overlaps(a, b *Candidate) bool { return a.Start < b.End && b.Start < a.End }

// heldSpans indexes byte spans by their start, so that whether one holds
// a candidate is read from the few that start within the longest span's
// reach of it, not from every span: a request repeats a shaped run as
// often as it likes.
type heldSpans struct {
	spans   [][2]int // by start, then end
	longest int      // the longest span's length in bytes
}

func newHeldSpans(spans [][2]int) heldSpans {
	slices.SortFunc(spans, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
	h := heldSpans{spans: spans}
	for _, sp := range spans {
		h.longest = max(h.longest, sp[1]-sp[0])
	}
	return h
}

// holds reports whether a span holds c and is longer than c.
func (h heldSpans) holds(c *Candidate) bool {
	k, _ := slices.BinarySearchFunc(h.spans, c.End-h.longest, func(sp [2]int, at int) int { return cmp.Compare(sp[0], at) })
	for ; k < len(h.spans) && h.spans[k][0] <= c.Start; k++ {
		if sp := h.spans[k]; c.End <= sp[1] && c.End-c.Start < sp[1]-sp[0] {
			return true
		}
	}
	return false
}

// is reports whether c's span is one of the spans.
func (h heldSpans) is(c *Candidate) bool {
	_, ok := slices.BinarySearchFunc(h.spans, [2]int{c.Start, c.End}, func(sp, at [2]int) int {
		return cmp.Or(cmp.Compare(sp[0], at[0]), cmp.Compare(sp[1], at[1]))
	})
	return ok
}

// otherHalfUsed reports whether the other half of the code whose half c
// is ("LAX-ORD", "USD-CAD") is a value the call or the sequence gives.
func (r *Request) otherHalfUsed(ctx *callCtx, c *Candidate) bool {
	t := r.toks[r.words[c.first]]
	other := strings.Trim(strings.Replace(t.text, c.Text, "", 1), "-")
	key := valueKey(other)
	return slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == key })
}

// scoreAll scores every candidate for slot s.
func (r *Request) scoreAll(s *slot, ctx *callCtx) []scored {
	out := make([]scored, 0, len(r.cands)) // most candidates are scored
	name := r.g.nameOf(s.in.Name)
	phrases := r.phrases(s, ctx)
	repeated := len(s.enum) > 0 && r.enumRepeated(ctx, s, phrases)
	partner := r.partnerCode(ctx, s)
	// the texts cues introduce for s, its flights' numbers and the runs of
	// its example's shape: a name or a code inside one is a part of it
	// ("U2" of "U2 8012"), and so is a number inside a run of the example's
	// shape ("2" of "Bay 2" for a "Bay, e.g. Bay 3"), as a name of the
	// run's words is the run (whose label the example keeps)
	var cuedSpans, shapedSpans [][2]int
	for _, p := range phrases {
		if p.cue || p.flight || p.shaped {
			cuedSpans = append(cuedSpans, [2]int{p.Start, p.End})
		}
		if p.shaped {
			shapedSpans = append(shapedSpans, [2]int{p.Start, p.End})
		}
	}
	cued, shaped := newHeldSpans(cuedSpans), newHeldSpans(shapedSpans)
	try := func(c *Candidate) {
		if !c.cue && (c.Kind == Name || c.Kind == Code) && cued.holds(c) || c.Kind == Number && shaped.holds(c) || c.Kind == Name && shaped.is(c) {
			return // "Offsite" of the subject "Offsite plan" a cue introduces
		}
		if t := r.toks[r.words[c.first]]; c.Kind == Name && c.first == c.last && t.initial && r.lx.personIns[t.stem] {
			return // "Customer left a black umbrella": a role's word, capitalized to open the sentence, names no one
		}
		if c.sizePart && !s.numeric {
			return // "1-1/2" of "1/4 x 1-1/2": the size is the text
		}
		if c.title && s.work && !s.array {
			t := r.asTitle(c) // "Pride and Prejudice": one work's title
			c = &t
		}
		ownedBy := "" // the owner's name the candidate was cut from, if any
		if k := -1; c.Kind == Name && !s.person && c.last > c.first+1 {
			if k = r.ownerEnd(c); k >= 0 && r.toks[r.words[k+1]].cap { // (not "Marcus Bell's 2021 RAV4": the name stops short)
				ownedBy = unpossessive(r.text[c.Start:r.toks[r.words[k]].end])
				t := r.owned(c, k) // "Take in Amir Patel's Omega Speedmaster" for a watch: the thing the owner's name holds
				c = &t
			}
		}
		if c.Kind == Name && c.last > c.first && r.toolAcronymCloses(ctx, c) {
			t := r.withoutLast(c) // "Have Ingrid Holm QC the track": qc_review's verb, no word of the name
			c = &t
		}
		switch side := ctx.split[s]; {
		case c.head:
			if side != 1 {
				return // a name's first word is a brand's alone
			}
		case c.tail:
			if !(c.rest && side == 2) && !r.isCue(s, c.first) {
				return // "Doe" is no name of its own; "Model S" is a model's
			}
		case side > 0 && c.Kind == Name && c.last > c.first && r.hasSplit(c):
			return // "Toyota Camry" is neither the brand nor the model: its parts are
		}
		if !c.flag && !c.none && (r.ownWordsOnly(s, c) || r.labelsValue(s, c) || r.siblingPart(ctx, s, c)) && !r.stopMember(s, c) {
			return // "Company" is no company name; "Refill Rx #4410293" names no rx_number "Refill Rx"
		}
		if c.Kind == Name && c.last > c.first && r.toolVerbOpens(ctx, c) {
			return // "Issue Omar Farouk his B2 certificate": issue_certificate's verb, capitalized to open the sentence, is no word of the name
		}
		if c.Kind == List && slices.ContainsFunc(c.Items, func(it string) bool { return s.hasWord(strings.ToLower(it)) }) {
			return // "rice, onions, spices" is no list of spices: spices are one of its items
		}
		v, x, ok := r.value(s, c)
		if !ok {
			return
		}
		if c.unclosed {
			x[fLoose]++ // "at 2 Mill Row, Ashby today": where the address ends is a guess
		}
		if c.Kind == Name && r.titleStartsBefore(c) {
			x[fLoose]++ // "Quiz in My Pants": "My Pants" is the end of a title whose start is a guess
		}
		if c.counted && c.last > c.first && slices.Contains(ctx.stems, r.toks[r.words[c.last]].stem) {
			x[fLoose]++ // "3.6 m of oak worktop" for worktop's material: the tool's thing, of which the words before may be the value
		}
		if (c.Kind == Code || c.Kind == Quoted) && x[fPrefer] == 0 && partner != "" && len(c.Text) == len(partner) && allLetters(c.Text) && acronym(c.Text) {
			x[fPrefer], x[fNarrow] = 1, 1 // "to LIS" beside an origin BOS: a pair's two sides are written alike
		}
		if c.first == c.last && c.Kind != Number && c.Kind != Quoted && ctx.namesOther(r, s, c) {
			return // "a GPA of 3.78" for a program: the label of the gpa, no value of another input (but a quoted "language" is a word to spell)
		}
		if len(s.enum) > 0 && ctx.labelsOther(r, s, c) {
			return // "a 19:58 5k" for a recent_5k: the sibling's label, no race of "5K"
		}
		own := r.link(s, c)
		if p := ctx.paired[s]; p != nil && p.Start == c.Start && p.End == c.End && (len(ctx.clauses) == 0 || ctx.pairLocal(r)) && x[fAvoid] == 0 {
			own = max(own, 1) // "from Boston to New York": Boston's place is the origin's
		} else if c.half && !r.otherHalfUsed(ctx, c) {
			x[fLoose] += 0.5 // a route's end is a pair's side: "short 2 x CAP-NVY" is the SKU CAP-NVY, no CAP (but "USD-CAD" beside a base USD is the quote CAD)
		}
		if c.topic || r.verbObject(ctx, s, c) {
			own = max(own, 1) // "an article about urban beekeeping": the cue names what it is about; "assign 512" the room assign_room assigns
		}
		if ctx.qualifiesThing(r, c) {
			if !s.person && !s.place && !s.org && s.in.Type == "string" && !s.id && !s.date {
				own = max(own, 1) // and so its tartan
			}
		}
		switch r.servedCue(ctx, s, c) {
		case 1:
			own = max(own, 1) // "Book Nina Park in with Leanne": the client the verb takes, the stylist "with" introduces
		case -1:
			x[fLoose]++
		}
		if c.Kind == Code && own < r.g.w.Synonym && r.shapedLike(ctx, s, name, c) {
			own = r.g.w.Synonym // "at ST-114" for a station_id where the sequence docks at ST-220
		}
		if ownedBy != "" && ctx.callGives(r.g.usedKey(ownedBy)) {
			own = max(own, 1) // and its owner is the call's person
		}
		if own > 0 && r.givenTo(c) {
			own = 0 // "Rent Tomas Berg a boat": the words after the person are the thing's, no name of the person's
		}
		x[fLink] = own
		if c.Kind == Number && s.numeric && r.labelsPosition(s, c) {
			x[fLoose] = max(x[fLoose], 1) // "to Pier 1": the pier's label, no party of 1
		}
		if c.Kind == Number && r.companions(s, c) {
			x[fLoose] = max(x[fLoose], 1) // "Dana Whitcombe and 3 others": the others, no party's size
		}
		if c.Kind == Number && own >= 1 && x[fLoose] > 0 && s.in.Type == "string" && (s.verbatim && c.Unit == "" || r.labelNumber(s, c)) {
			// "Password: 12345": the number the input's own name stands
			// beside is its text; so is a label's number and letter
			// ("for scene 42B", "Gate 7C"), though "42B" reads 42 bytes
			x[fLoose] = 0
		}
		rivalBy := r.rival(s, ctx, c, &x)
		key := valueKey(v)
		// A number is the same mention as text or as a number: "6" from
		// "level 6" is the 6 the sequence gives, and 1234567890 is the
		// phone number "1234567890" it gives.
		numKey := key
		if c.Kind == Number {
			if str, text := v.(string); text && strings.ContainsAny(str, "0123456789") {
				numKey = valueKey(c.Value)
			} else if !text {
				numKey = valueKey(unpossessive(c.Text)) // "account 4040's balance": the account 4040
			}
		}
		lower := r.lowerText(c)
		agree, used, other := r.usedBy(ctx, s, name, c, key, numKey, lower)
		if other {
			return
		}
		if !agree && c.Kind == Number && r.convertedArg(ctx, c, key) {
			used = 1 // "30 m of 12 mm manila": read as metres the 12 is 0.012, but it is the 12 the call's diameter_mm gives
		}
		if !agree && r.attributiveUnitUsed(ctx, c) {
			used = 1 // "sell her a month pass" where the pass is "month": no quantity of a month
		}
		if s.flag || len(s.enum) > 0 {
			used = 0 // a member of a closed set recurs: the sequence's car type is the search's too
			if len(s.enum) > 0 && (r.enumTaken(ctx, s, key) || repeated && ctx.sameToolGives(s, key)) {
				// but from_scale and to_scale convert between two
				// members; and a second call of the tool, where the
				// request names two, takes the other
				used = 1
			}
		}
		if agree {
			x[fAgree] = 1
		} else {
			x[fUsed] = used
		}
		if ctx.toolWordsOnly(r, c) && !r.stopMember(s, c) && !(c.first == c.last && r.letterLabel(s, c.first)) {
			x[fToolWord] = 1
		} else if t := r.toks[r.words[c.first]]; c.Kind == Name && c.last > c.first && t.initial && (s.ownVerb(t.stem) || c.last > c.first+1 && (ctx.tool[t.stem] && t.stem != s.head() || r.verbOpens(c))) {
			// "Winterize Hector Alvarez's pond": the call's own verb, its
			// tool's first word, opens the sentence, no name's word (but
			// "Crew B takes LC-4407" for assign_crew); so does another
			// word of the tool's before a name of two words ("Roster Glyn
			// Evans" for driver_roster), unless it is the input's own
			// word, which labels the name ("Lifeguard Tanya Brooks")
			x[fToolWord] = 1
		}
		if len(ctx.anchors) == 0 && ctx.local(r, c) {
			x[fLocal] = 1 // (lead)
		} else if len(ctx.anchors) > 0 {
			switch t := r.toks[r.words[c.first]]; {
			case ctx.local(r, c) && r.trailFits(ctx, s, c):
				x[fLocal] = 1
			case agree && s.place && c.Kind == Name && r.pointsThere(ctx):
				// "assess the damage in Maui County. Following this,
				// deploy a team there": the place another call takes, to
				// which the call's clause points
			case agree && s.id && c.Kind == Code && !r.otherCode(ctx, c):
				// "CT-5055: 12 chafing dishes and 1 tent. Deposit $1,200 to
				// lock it in": the one identifier the request states, which
				// another call has for an input of this name, is the
				// subject of each call, wherever it stands
			case ctx.elsewhere == nil && x[fNarrow] > 0 && (c.Kind == Code || c.Kind == URL || c.Kind == Path || c.Kind == Address || c.Kind == Word && !r.afterNegation(c)) && !ctx.anchors[t.sentence]:
				// the only call: an identifier's code, an address, a URL,
				// a path, a member of the input's closed set in another
				// sentence ("Can BD-4410 give again? Last donated
				// 2026-01-02.", "It's a baby grand.", "This is urgent.") is
				// no other call's; but a number or a date there is often
				// the context's ("We raised $12,500 last year with 80
				// volunteers", "Date today is 2025-02-27"), a member right
				// after a negation what the request rules out ("No onions
				// please"), and an e-mail address a pasted message's
				// sender, whom nothing points to (TestFillPointing)
			case x[fLink] >= 1 && c.Kind == Name && !ctx.anchors[t.sentence] && (ctx.elsewhere == nil || !ctx.elsewhere[t.sentence]) && r.labelIs(s, c):
				// "Client is Fiona Brennan.": the input's own word states
				// the name, in a sentence of its own that speaks of no
				// other call
			case x[fLink] >= 1 && c.Kind == Code && c.first > 0 && r.isCue(s, c.first-1) && r.adjacentWords(c.first-1, c.first) && !ctx.anchors[t.sentence] && (ctx.elsewhere == nil || !ctx.elsewhere[t.sentence]):
				// "Digester D2 has been running cold. Please set it to
				// 38.5 degrees.": the input's own word labels the code, in
				// a sentence that speaks of no other call
			case s.person && c.Kind == Name && !ctx.anchors[t.sentence] && (ctx.elsewhere == nil || !ctx.elsewhere[t.sentence]) && r.selfIntroduced(c) && r.personal(c):
				// "Could I book a party for 14 on 2027-04-10? Name's
				// Callum Frost.": the one writing names themself, in a
				// sentence that speaks of no other call; the person an
				// organiser or a customer is
				x[fLocal] = 1
			case !ctx.anchors[t.sentence] && (ctx.elsewhere == nil || ctx.elsewhere[t.sentence] || c.Kind == Word || c.Kind == List):
				// a sentence that speaks of another call holds its
				// values; one that speaks of none (a context, "I am a
				// 30-year-old male, 175.0 cm tall") holds no other's, but
				// a plain word or a list there is still a guess
				x[fAway] = 1
			}
		}
		if len(lower) >= 3 && c.Kind != Number && containsWord(s.desc, lower) && (c.Kind != Code || describesAs(r.lx, s.desc, lower)) && !r.inLongerExample(s, c, phrases) {
			x[fExample] = 1
			if c.Kind == Code && c.acronym && x[fPrefer] == 0 && x[fAvoid] == 0 && !hasKind(s.prefer, Name) && r.g.givenAsExample(s.in.Description, lower) {
				// "The regulatory agency, e.g. FDA, EMA": the acronyms the
				// description gives are the input's form, no weak value
				x[fPrefer], x[fLoose] = 1, max(0, x[fLoose]-0.5)
			}
			if c.Kind == Word && x[fPrefer] == 0 && x[fAvoid] == 0 && r.g.givenAsExample(s.in.Description, lower) {
				x[fPrefer] = 1 // "The document requested, e.g. W-2, bank statement": "ask her for a bank statement"
			}
		}
		if s.place && !r.placedPerson(c) && (r.located(c) && !r.forPerson(ctx, s, c) && !r.fromPerson(ctx, s, c) || r.directed(c) && ctx.local(r, c) && !slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == key }) || agree && c.Kind == Name && r.pointsThere(ctx)) {
			// after a locative; or the place another call of the sequence
			// takes, where this call's clause says "there" ("I'm heading
			// to Lisbon ... find a seafood restaurant there")
			x[fLocated] = 1
		}
		out = append(out, scored{c: c, v: v, key: key, x: x, reused: agree || used > 0, rivalBy: rivalBy})
	}
	for i := range r.cands {
		try(&r.cands[i])
	}
	for _, c := range phrases {
		try(&c)
	}
	r.takenBack(s, ctx, out)
	r.conclude(s, ctx, out)
	return out
}

// inLongerExample reports whether word or code c is a part of a longer
// candidate that the description names too: "blue" of "cobalt blue" where
// the description's example is "cobalt blue" is the example's word, no
// example of its own, and "1-1/2" of "1/4 x 1-1/2" the size's.
func (r *Request) inLongerExample(s *slot, c *Candidate, phrases []Candidate) bool {
	if c.Kind != Word && c.Kind != Code {
		return false
	}
	longer := func(o *Candidate) bool {
		return o.Start <= c.Start && c.End <= o.End && o.End-o.Start > c.End-c.Start && containsWord(s.desc, r.lowerText(o))
	}
	for i := range r.cands {
		if longer(&r.cands[i]) {
			return true
		}
	}
	for i := range phrases {
		if longer(&phrases[i]) {
			return true
		}
	}
	return false
}

// rival sets x's Rival: how much more closely another open input of the
// tool names c than s does (x's Link); and returns that input, or nil.
func (r *Request) rival(s *slot, ctx *callCtx, c *Candidate, x *features) *slot {
	rival, by := 0.0, (*slot)(nil)
	for _, o := range ctx.slots {
		if o == s {
			continue
		}
		if _, given := ctx.call.Args[o.in.Name]; given || ctx.filled[o.in.Name] {
			continue // it has its value
		}
		// An input that does not take the candidate's kind is no rival
		// of one that does: the time after "pick it up on 01/01/2024"
		// is the pickup_time's, though pickup_date's words are nearer.
		if _, ox, fits := r.value(o, c); fits && !(x[fPrefer] > 0 && ox[fPrefer] == 0) {
			l := r.link(o, c)
			if c.Kind == Code && exampleShaped(o, c) && !exampleShaped(s, c) {
				l = max(l, 1) // "4/30" beside a "Colour code, e.g. 6/27": the colour's kind, as if named beside it
			}
			if l > rival {
				rival, by = l, o
			}
		}
	}
	x[fRival] = 0
	if rival > x[fLink] {
		x[fRival] = rival - x[fLink]
		return by
	}
	return nil
}

// labelledOther reports whether c is a field's value whose label is a
// word of the inputs that take text as written (Lexicon.VerbatimWords:
// "Subject: Where is my refund?"): the value is that label's, no other
// input's one value, unless the input's own words name the label.
func (r *Request) labelledOther(c *Candidate) bool {
	return c.field && c.first > 0 && r.toks[r.words[c.first-1]].label && r.lx.verbatim[r.toks[r.words[c.first-1]].lower]
}

// ownField reports whether c is the value of a field whose label is the
// last word of s's name: "component: notifications" is the component's,
// though a title says "Push notifications delayed".
func (r *Request) ownField(s *slot, c *Candidate) bool {
	return c.field && c.first > 0 && r.toks[r.words[c.first-1]].label && r.toks[r.words[c.first-1]].lower == s.lastWord
}

// namesCoded reports whether v, given to the input name, is the code of
// a language the request names: "en" for "from English".
func (r *Request) namesCoded(name string, v any) bool {
	code, ok := v.(string)
	if !ok || !r.lx.langs.isCode(code) || code != strings.ToLower(code) || !isLanguage(name) {
		return false
	}
	for _, ti := range r.words {
		if r.lx.langs.code(r.toks[ti].lower) == code {
			return true
		}
	}
	return false
}

// context gathers what the scorer knows of the call and the sequence.
func (r *Request) context(call *Call, seq *Sequence) *callCtx {
	tools := strings.Join(seq.Tools, "\x00")
	ctx := &callCtx{call: call, seq: seq, anchors: map[int]bool{}, clauses: map[int]bool{}, uses: map[string]int{}, filled: map[string]bool{}, tool: r.g.toolWords(call.Tool, tools), stems: r.g.toolStems(call.Tool), tools: tools}
	for i := range call.Inputs {
		ctx.slots = append(ctx.slots, r.slot(call.Tool, tools, &call.Inputs[i], ctx.tool))
	}
	r.datedTimes(ctx.slots)
	moneyAmounts(ctx.slots)
	r.sharedWords(ctx.slots, call.Open)
	var add func(tool, input string, v any, part bool)
	add = func(tool, input string, v any, part bool) {
		if v == nil {
			return
		}
		u := usedValue{tool: tool, input: input, key: r.g.usedKey(v), name: r.g.nameOf(input), part: part}
		if s, ok := v.(string); ok && len(s) <= maxOverlapText {
			u.text = lowerSameLen(s)
		}
		ctx.used = append(ctx.used, u)
		if !part {
			ctx.uses[u.key]++
		}
		// the values inside a list or an object are used too: the $20 of
		// discounts=[{"type": "amount", "value": 20}] is no tax's amount
		switch v := v.(type) {
		case []any:
			for _, x := range v {
				add(tool, input, x, true)
			}
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(v)) {
				add(tool, input, v[k], true)
			}
		}
	}
	votes, lowered := 0, 0
	// In name order, not the map's: the used values' order breaks
	// ties, and a repair must not depend on a map's iteration.
	for _, name := range slices.Sorted(maps.Keys(call.Args)) {
		v := call.Args[name]
		if isReference(v) {
			continue // a reference: the input has a value, but not one from the request
		}
		add(call.Tool, name, v, false)
		r.anchor(ctx, v)
		ctx.coded = ctx.coded || r.namesCoded(name, v)
		if vote := r.caseVote(v); vote == -2 {
			lowered++
		} else {
			votes += vote
		}
	}
	for _, u := range seq.Uses {
		add(u.Tool, u.Input, u.Value, false)
		ctx.coded = ctx.coded || r.namesCoded(u.Input, u.Value)
		if vote := r.caseVote(u.Value); vote == -2 {
			lowered++
		} else {
			votes += vote
		}
	}
	ctx.title = votes > 0
	ctx.lowered = lowered > 0 && votes <= 0
	ctx.paired = r.pairs(ctx.slots)
	ctx.split = r.splits(ctx.slots)
	ctx.verbatimDates = r.verbatimDates(call, seq)
	r.ownWords(ctx, call.Tool, tools)
	r.labelAnchors(ctx, call)
	if len(seq.Tools) == 0 && len(seq.Uses) == 0 {
		r.extendAnchors(ctx)
		return ctx // no other call known: every sentence that does not speak of this one is away
	}
	ctx.elsewhere = make([]bool, r.sentences())
	own := r.g.toolStems(call.Tool)
	for _, tool := range seq.Tools {
		if tool == call.Tool {
			continue
		}
		for _, st := range r.g.toolStems(tool) {
			if r.lx.stop[st] || r.lx.generic[st] || r.lx.common[st] || len(st) < 3 || slices.Contains(own, st) {
				continue
			}
			for _, ti := range r.words {
				if t := &r.toks[ti]; t.stem == st {
					ctx.elsewhere[t.sentence] = true
					ctx.otherAt(r, ti)
				}
			}
		}
	}
	for i := range ctx.used {
		// where the request writes another call's values (lowercased
		// once, when the call's context was gathered)
		u := &ctx.used[i]
		switch {
		case u.tool == call.Tool:
		case len(u.text) >= 2 && !u.part: // (a list's items mark none: a long list costs no search each)
			for at := 0; ; {
				k := strings.Index(r.lower[at:], u.text)
				if k < 0 {
					break
				}
				if ti := r.tokenAt(at + k); ti >= 0 {
					ctx.elsewhere[r.toks[ti].sentence] = true
					ctx.otherAt(r, ti)
				}
				at += k + len(u.text)
			}
		case strings.HasPrefix(u.key, "n:"):
			for _, j := range r.numberMentions(u.key) {
				ctx.elsewhere[r.toks[r.words[r.cands[j].first]].sentence] = true
				ctx.otherAt(r, r.words[r.cands[j].first])
			}
		}
	}
	r.extendAnchors(ctx)
	r.lead(ctx)
	return ctx
}

// moneyAmounts makes a number input of no unit class a sum of money
// where its tool takes a currency too (transfer_money's amount beside its
// currency): "75.50 GBP" is the amount, no account number is.
func moneyAmounts(slots []*slot) {
	if !slices.ContainsFunc(slots, func(o *slot) bool { return o.currency }) {
		return
	}
	for _, s := range slots {
		if s.numeric && s.class == "" && s.counts == "" && !s.currency {
			s.class = "money"
		}
	}
}

// datedTimes makes a time input of a tool that has no date input take a
// date and time, when the request writes a date with its time ("on
// September 15th, 2023, at 08:00"): the corpora's sequences write both
// there 11 times in 11, and the time alone for a tool with a date input
// (17 in 17) or a request with no date by its time (20 in 21).
// A weekday written with the time ("for Wednesday at 3:00 PM") is the
// time's too, in such a tool: dropped, the day would be lost (the one
// such request of the corpora, nestools-0698, writes "Wednesday 3:00 PM").
func (r *Request) datedTimes(slots []*slot) {
	if slices.ContainsFunc(slots, func(o *slot) bool { return o.date && !o.clock }) {
		return
	}
	for _, s := range slots {
		s.dayTime = s.clock && !s.datetime && !s.hhmm
	}
	if !slices.ContainsFunc(r.cands, func(c Candidate) bool { return c.Kind == DateTime }) {
		return
	}
	for _, s := range slots {
		if s.clock && !s.datetime {
			s.datetime, s.date = true, true
			s.prefer = append(slices.Clone(s.prefer), DateTime) // the reading's slice is shared
		}
	}
}

// slot reads an input against the request: a copy of the Grounder's
// cached reading, pointing at in, with where its cues stand in the request
// (found once per input and tools). The cached slices are shared and never
// written after the reading; the copy is the call's to set.
func (r *Request) slot(tool, tools string, in *Input, toolWords map[string]bool) *slot {
	k := slotKey{tool: tool, tools: tools, in: in.Name + "\x00" + in.Type + "\x00" + in.Format + "\x00" + in.Items + "\x00" + in.Description}
	if len(in.Enum) > 0 {
		k.in += "\x00" + fmt.Sprint(in.Enum)
	}
	if len(in.ItemEnum) > 0 {
		k.in += "\x00items\x00" + fmt.Sprint(in.ItemEnum)
	}
	c := *r.g.reading(k, in, toolWords)
	c.in = in
	r.mu.Lock()
	hits, ok := r.hits[k]
	r.mu.Unlock()
	if ok {
		c.hits = hits
		return &c
	}
	c.hits = nil // (the reading's own, if any, is shared)
	r.findHits(&c)
	r.mu.Lock()
	if r.hits == nil {
		r.hits = map[slotKey][]hit{}
	}
	r.hits[k] = c.hits
	r.mu.Unlock()
	return &c
}

// sharedWords sets, for each open input, the words of its name another
// open input has too, and that input's other words: "the start date X and
// the end date Y" links X to end_date through "date" alone, beside start.
func (r *Request) sharedWords(slots []*slot, open []string) {
	for _, s := range slots {
		if !slices.Contains(open, s.in.Name) {
			continue
		}
		var shared, others []string
		for _, o := range slots {
			if o == s || !slices.Contains(open, o.in.Name) || !slices.ContainsFunc(o.words, func(w string) bool { return slices.Contains(s.words, w) }) {
				continue
			}
			for _, w := range o.words {
				switch {
				case !slices.Contains(s.words, w):
					others = append(others, w)
				case !slices.Contains(shared, w):
					shared = append(shared, w)
				}
			}
		}
		if len(shared) < len(s.words) && len(others) > 0 {
			s.shared, s.others = shared, others
		}
	}
}

// verbatimDates reports whether the sequence writes a date the request
// holds in another form than ISO, as the request writes it.
func (r *Request) verbatimDates(call *Call, seq *Sequence) bool {
	check := func(v any) bool {
		str, ok := v.(string)
		if !ok || len(str) < 6 {
			return false
		}
		d, dated := r.g.oneDate(str)
		for _, c := range r.cands {
			if c.Kind == Date && c.date != isoForm && (c.Text == str || dated && d.form == c.date) {
				return true // the request's date, or another written the same way ("November 5, 2024" beside "October 20, 2024")
			}
		}
		return false
	}
	for _, v := range call.Args {
		if check(v) {
			return true
		}
	}
	for _, u := range seq.Uses {
		if check(u.Value) {
			return true
		}
	}
	return false
}

// caseVote says how the sequence writes a value the request writes in
// lowercase: +1 capitalized ("Accounts Payable" for "accounts payable"),
// -1 as the request does, 0 when the request does not hold it so; and -2
// for one the request capitalizes that the sequence writes in lowercase
// ("english" for English), or a demonym the sequence lowercases that the
// request does not hold.
func (r *Request) caseVote(v any) int {
	str, ok := v.(string)
	if !ok || len(str) < 3 || strings.ToLower(str) == strings.ToUpper(str) {
		return 0
	}
	low := lowerSameLen(str)
	k := strings.Index(r.lower, low)
	if k < 0 {
		if str == low && r.lx.demonyms[low] {
			return -2 // a language or nationality the sequence lowercases: "english"
		}
		return 0
	}
	written := r.text[k : k+len(low)]
	switch {
	case written != low && str == low:
		return -2 // the request capitalizes it, the sequence does not: "english" for English
	case written != low:
		return 0 // the request capitalizes it too: no evidence
	case str == low:
		return -1
	case str == titleCase(low):
		return 1
	}
	return 0
}

// titleCase capitalizes each word's first letter.
func titleCase(s string) string {
	b := []byte(s)
	for i := range b {
		if (i == 0 || b[i-1] == ' ' || b[i-1] == '-') && b[i] >= 'a' && b[i] <= 'z' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// valueKey is a value's form for comparing: numbers by value, strings
// without case or separators (enumKey: the sequence's "StationA" is the
// request's "Station A"), lists by their items.
func valueKey(v any) string {
	switch v := v.(type) {
	case json.Number:
		if f, err := strconv.ParseFloat(string(v), 64); err == nil {
			return "n:" + strconv.FormatFloat(f, 'g', -1, 64)
		}
		return "s:" + string(v)
	case float64:
		return "n:" + strconv.FormatFloat(v, 'g', -1, 64)
	case int:
		return "n:" + strconv.Itoa(v)
	case string:
		v = strings.TrimSpace(v)
		if n := len(v); n == len("2006-01-02 15:04:00") && isoDateTime(v[:n-3]) && v[n-3:] == ":00" {
			v = v[:n-3] // "2024-10-15 10:00:00" is 2024-10-15 10:00
		}
		return enumKeyOf("s:", strings.TrimSuffix(v, "."))
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = valueKey(x)
		}
		return "l:" + strings.Join(parts, "|")
	case bool:
		return "b:" + strconv.FormatBool(v)
	}
	return "?"
}

// isoDateTime reports whether s is a date and a time in ISO form, to the
// minute: "2024-10-15 10:00", "2024-10-15T10:00".
func isoDateTime(s string) bool {
	return len(s) == len("2006-01-02 15:04") && s[4] == '-' && s[7] == '-' && (s[10] == ' ' || s[10] == 'T') && s[13] == ':' &&
		digits(s[:4]) && digits(s[5:7]) && digits(s[8:10]) && digits(s[11:13]) && digits(s[14:])
}

// usedKey is valueKey, with a date written in any form taken as its ISO
// form: a sequence's "July 1, 2023" is the request's July 1, 2023.
func (g *Grounder) usedKey(v any) string {
	if s, ok := v.(string); ok {
		if d, ok := g.oneDate(s); ok {
			return valueKey(d.iso)
		}
	}
	return valueKey(v)
}

// textual reports whether a kind of value is a string only one kind of
// input takes, whose one instance in the request is that input's where
// nothing else says so: a code, an e-mail address, a URL, a path, a street
// address.
func textual(k Kind) bool { return k == Code || k == Email || k == URL || k == Path || k == Address }

// nameParts returns an input's name in lowercase, parted where a mark
// parts it, digits and letters kept together: "recent_5k" is recent and
// 5k (Words parts 5 from k).
func nameParts(name string) []string {
	return strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}
