package ground

import (
	"slices"
	"strings"
	"unicode"
)

// The words a candidate may be made of and still be no value: the input's
// own name's, another input's, the tool's, stop words.

// stopMember reports whether c names a member of s's enum by an alias
// (Lexicon.EnumAliases) of stop words alone ("under" for below), or by a
// stop word with its sign ("an A-"): a member, though no word of it says
// more than a stop word would. A member written as itself in stop words
// is none ("it" for Italian, "in" for inches: "offers for it", "6 feet in
// meters"), but in capitals in a request that does not shout ("US 8" is
// the member us), or of several words ("like new").
func (r *Request) stopMember(s *slot, c *Candidate) bool {
	mv, ok := c.Value.(string)
	if c.Kind != Word || len(s.enum) == 0 || !ok {
		return false
	}
	if t := r.toks[r.words[c.first]]; c.first == c.last && len(t.text) > 1 && c.Text == t.text && t.text == strings.ToUpper(t.text) && !r.shouting && strings.EqualFold(t.text, mv) {
		return true // "US 8": the member in capitals, an acronym (no pronoun "us")
	}
	for k := c.first; k <= c.last; k++ {
		if !r.lx.stop[r.toks[r.words[k]].lower] {
			return false
		}
	}
	if signed(c.Text) {
		return true // "A-"
	}
	return enumKey(mv) != enumKey(c.Text) || c.last > c.first // (a member of several words written whole is one: "like new")
}

// labelsValue reports whether a name ends with a word of s's own name
// right before a number or a code, which is s's value: the name holds its
// label ("Refill Rx #4410293" for an rx_number; "Order 5521"; no date
// or time is); or whether
// it is such a label and the value written as s's description's example
// ("Form 8949" for a form, "e.g. 1040").
func (r *Request) labelsValue(s *slot, c *Candidate) bool {
	if c.Kind == Name && c.last == c.first+1 && len(s.shapes) > 0 && s.hasWord(r.toks[r.words[c.first]].lower) &&
		slices.Contains(s.shapes, shape(r.toks[r.words[c.last]].text)) {
		return true
	}
	if c.Kind != Name || c.last+1 >= len(r.words) || !s.hasWord(r.toks[r.words[c.last]].lower) {
		return false
	}
	next := r.toks[r.words[c.last+1]]
	if m := r.marksBetween(r.words[c.last], r.words[c.last+1]); m != "" && m != "#" {
		return false
	}
	if slices.ContainsFunc(r.startingAt(c.last+1), func(i int) bool {
		k := r.cands[i].Kind
		return k == Date || k == DateTime || k == Time
	}) {
		return false // "Lotus Hall 2026-10-02": a date is no label's value
	}
	return isDigitByte(next.text[0]) || isCode(next.text)
}

// ownWordsOnly reports whether a candidate is made only of s's own name
// words and stop words. A number written as a stop word is a value all
// the same: "First cutting" is cutting 1.
func (r *Request) ownWordsOnly(s *slot, c *Candidate) bool {
	if strings.EqualFold(c.Text, s.in.Name) || c.first == c.last && c.End-c.Start == len(r.toks[r.words[c.first]].text) && slices.Contains(s.parts, r.toks[r.words[c.first]].lower) {
		return true // "vehicle_id=TRK-104": the input's name, written as a key; "My 5K is 24:30" for a recent_5k
	}
	own := false
	for k := c.first; k <= c.last; k++ {
		t := r.toks[r.words[k]]
		if !r.lx.stop[t.lower] && !s.hasWord(t.lower) || c.Kind == Number && !s.hasWord(t.lower) || k > c.first && isLabel(t.text) || r.letterLabel(s, k) {
			return false // "Product A" is a product: a capital letter after the name is a label, no article
		}
		own = own || s.hasWord(t.lower)
	}
	return own || c.Kind != Quoted // (a quoted title of stop words alone is one: "At Last", "Let It Be")
}

// letterLabel reports whether word k is a capital letter right after a
// word of s's name: "Open trench A at site MX-14" labels trench_label's
// trench A, where "A" is no article ("Put down A plus" names no label;
// nor is "I" one). A capital letter that ends its clause is no article
// either, for no word follows it: "then grade it A".
func (r *Request) letterLabel(s *slot, k int) bool {
	t := r.toks[r.words[k]]
	if len(t.text) != 1 || !capitalLabel(t.text) || k == 0 || t.initial {
		return false
	}
	return s.hasWord(r.toks[r.words[k-1]].lower) && r.adjacentWords(k-1, k) || k+1 == len(r.words) || !r.adjacentWords(k, k+1)
}

// siblingPart reports whether c is one word of digits and letters that
// is a part of another input's name: the "10cm" of "22 sts per 10cm" for
// stitches_per_10cm labels that input, no width.
func (r *Request) siblingPart(ctx *callCtx, s *slot, c *Candidate) bool {
	if c.first != c.last {
		return false
	}
	t := r.toks[r.words[c.first]]
	if c.End-c.Start != len(t.text) || !strings.ContainsAny(t.lower, "0123456789") || !strings.ContainsFunc(t.lower, unicode.IsLetter) {
		return false
	}
	return slices.ContainsFunc(ctx.slots, func(o *slot) bool { return o != s && slices.Contains(o.parts, t.lower) })
}

// toolWordsOnly reports whether a candidate is made only of words of the
// sequence's tool names.
func (ctx *callCtx) toolWordsOnly(r *Request, c *Candidate) bool {
	if c.Kind != Name && c.Kind != Word && c.Kind != Quoted && c.Kind != Demonym && c.Kind != Code {
		return false
	}
	if strings.EqualFold(c.Text, ctx.call.Tool) || slices.ContainsFunc(ctx.seq.Tools, func(t string) bool { return strings.EqualFold(c.Text, t) }) {
		return true // "vehicle_status vehicle_id=TRK-104": a tool's name, written as the call
	}
	own := false
	word := func(st, lower string) bool { // a tool's word or a stop word
		own = own || ctx.tool[st]
		return ctx.tool[st] || r.lx.stop[lower]
	}
	for k := c.first; k <= c.last; k++ {
		t := r.toks[r.words[k]]
		if !strings.Contains(t.lower, "-") || ctx.tool[t.stem] {
			if !word(t.stem, t.lower) {
				return false
			}
			continue
		}
		for p := range strings.SplitSeq(t.lower, "-") { // "check-up" for book_check: a compound of the tool's word and stop words
			if !word(stem(p), p) {
				return false
			}
		}
	}
	return own || c.Kind != Quoted // (as ownWordsOnly: a quoted "At Last" is a title)
}

// labelsOther reports whether candidate c, a member of s's value set, is
// written as a word of another input's name of the call, which labels
// that input's value: "Predict my marathon off a 19:58 5k" names the
// recent_5k's time, no race of 5K.
func (ctx *callCtx) labelsOther(r *Request, s *slot, c *Candidate) bool {
	if c.first != c.last {
		return false
	}
	w := r.toks[r.words[c.first]].lower
	for _, o := range ctx.slots {
		if o != s && slices.Contains(o.parts, w) && !slices.Contains(s.parts, w) {
			return true
		}
	}
	return false
}

// namesOther reports whether candidate c, one word, is the whole name of
// another input of the call, and no word of s's: "with a GPA of 3.78"
// labels the gpa's value, and names no program.
func (ctx *callCtx) namesOther(r *Request, s *slot, c *Candidate) bool {
	t := r.toks[r.words[c.first]]
	if c.End-c.Start != len(t.text) || s.hasWord(t.lower) {
		return false
	}
	return slices.ContainsFunc(ctx.slots, func(o *slot) bool { return o != s && strings.EqualFold(o.in.Name, t.text) })
}

// toolVerbOpens reports whether name c opens with its sentence's first
// word, and that word is the first of the call's tool's name, its verb.
// A hyphened word is a verb with its prefix, and may be a one-word tool's
// whole name: "Pre-qualify Lucia Ferraro" opens with prequalify's verb. A
// plain word is the verb only of a tool whose name goes on after it (a
// one-word tool's name may be a noun: weather).
func (r *Request) toolVerbOpens(ctx *callCtx, c *Candidate) bool {
	t := r.toks[r.words[c.first]]
	if !t.initial {
		return false
	}
	st := ctx.stems
	if len(st) == 0 {
		return false
	}
	if t.stem == st[0] && len(st) >= 2 {
		return true
	}
	return strings.Contains(t.lower, "-") && stem(strings.ReplaceAll(t.lower, "-", "")) == st[0]
}

// toolAcronymCloses reports whether name c ends with an acronym, in
// capitals after a word that is not, that is a word of the call's tool's
// name: "Have Ingrid Holm QC subtitle track ST-2214" names the reviewer
// Ingrid Holm, and QC is qc_review's verb. (A word written as a word,
// "Grand Hotel" for book_hotel, stays the name's.)
func (r *Request) toolAcronymCloses(ctx *callCtx, c *Candidate) bool {
	t, before := r.toks[r.words[c.last]], r.toks[r.words[c.last-1]]
	if r.shouting || len(t.text) < 2 || !allLetters(t.text) || !acronym(t.text) || acronym(before.text) {
		return false
	}
	return slices.Contains(ctx.stems, t.stem)
}

// withoutLast is name c without its last word.
func (r *Request) withoutLast(c *Candidate) Candidate {
	t := *c
	t.last--
	t.End = r.toks[r.words[t.last]].end
	t.Text = r.text[t.Start:t.End]
	t.Value = t.Text
	return t
}

// verbObject reports whether number c stands right after the first word
// of the call's tool, a verb, and identifier s is the tool's thing: "Rush:
// assign 512 to Lucia" names assign_room's room 512, as "cancel 4471"
// would cancel_order's order_id.
func (r *Request) verbObject(ctx *callCtx, s *slot, c *Candidate) bool {
	if !s.id || c.Kind != Number || c.Unit != "" || c.first == 0 || !r.adjacentWords(c.first-1, c.first) {
		return false
	}
	if k := c.last + 1; k < len(r.words) && r.adjacentWords(c.last, k) && slices.ContainsFunc(r.startingAt(k), func(i int) bool { return r.cands[i].Kind == Code }) {
		return false // "Convert 85000 JPY": an amount of a currency, no currency
	}
	st := ctx.stems
	return len(st) >= 2 && r.toks[r.words[c.first-1]].stem == st[0] && slices.Contains(st[1:], s.head())
}

// qualifiesThing reports whether name c stands right before a word of the
// call's tool's name past its first, the thing the tool acts on: "a Royal
// Stewart kilt" for order_kilt names a kind of kilt, no person and no
// place.
func (ctx *callCtx) qualifiesThing(r *Request, c *Candidate) bool {
	if c.Kind != Name || c.last+1 >= len(r.words) || !r.adjacentWords(c.last, c.last+1) || strings.ContainsAny(c.Text, "0123456789") {
		return false // (nor "a UK 10 needle": a size, of a scheme)
	}
	if t := r.toks[r.words[c.last]].text; unpossessive(t) != t {
		return false // "Francesca Russo's shift": the shift's owner, a person
	}
	if c.first == c.last && r.toks[r.words[c.first]].initial {
		return false // "Penguin talk at the Penguin Beach": a word capitalized to open the sentence, no name
	}
	st := ctx.stems
	return len(st) >= 2 && slices.Contains(st[1:], r.toks[r.words[c.last+1]].stem)
}
