package ground

import (
	"slices"
	"strings"
	"unicode"
)

// The features that weigh a candidate against the others the request
// holds, set once every candidate of an input is scored and again when
// another input takes a value: only (the one value of its kind where the
// request speaks of the call), lone (that one, of the kind the input
// takes) and measured (the one number in the input's unit); and the one
// value left (accounted), which weighs as a lone value of the input's kind
// where every other value of the request is another argument's.

// rescore scores s's candidates again once the input filled has its
// value: it rivals none now, and the value it took is no other's (only,
// lone). The rest of a candidate's features stand.
func (r *Request) rescore(s *slot, ctx *callCtx, cands []scored, filled *slot) {
	for i := range cands {
		if c := &cands[i]; c.rivalBy != nil && c.rivalBy.in == filled.in {
			c.rivalBy = r.rival(s, ctx, c.c, &c.x)
		}
		cands[i].x[fOnly], cands[i].x[fLone], cands[i].x[fMeasured] = 0, 0, 0
	}
	r.conclude(s, ctx, cands)
}

// conclude sets the features that weigh a candidate against the others
// (only, measured, lone) and scores every candidate.
func (r *Request) conclude(s *slot, ctx *callCtx, out []scored) {
	placeOpen := s.person && slices.ContainsFunc(ctx.slots, func(o *slot) bool {
		return o != s && o.place && slices.Contains(ctx.call.Open, o.in.Name) && !ctx.filled[o.in.Name]
	})
	r.only(s, out, ctx.taken, ctx.split[s] > 0, placeOpen)
	// the one number of the request in a unit of the input's class, used
	// by no other input, is measured wherever it stands ("a plot of 10
	// acres" for plot_size, though the sentence speaks of another call)
	measured := -1
	for i := range out {
		if s.date || s.clock {
			break
		}
		if x := &out[i].x; out[i].c.Kind == Number && x[fUnit] > 0 && x[fUsed] == 0 {
			if out[i].key != valueKey(out[i].c.Value) && s.unit != "" && out[i].c.Unit != s.head() && slices.ContainsFunc(out, func(o scored) bool {
				return o.c.Kind == Number && o.x[fUnit] > 0 && o.x[fUsed] == 0 && o.key == valueKey(o.c.Value)
			}) {
				continue // "450 L ... 60 x 250 ml" for sap in litres: the number written in the input's own unit, beside one to convert
			}
			if out[i].key != valueKey(out[i].c.Value) || out[i].c.Unit == s.head() {
				// (and "the next 5 years" is a count of years, no year)
				measured = -2 // converted: "one-hour" per week is no count of sessions
				break
			}
			if measured >= 0 && out[measured].key != out[i].key {
				measured = -2
				break
			}
			measured = i
		}
	}
	for i := range out {
		if x := &out[i].x; out[i].c.Kind == Number && x[fUnit] > 0 && (x[fOnly] > 0 && x[fLocal] > 0 || measured >= 0 && out[i].key == out[measured].key) {
			x[fMeasured] = 1
		}
	}
	var names *nameSpans // built on the first name spanOpen weighs
	for i := range out {
		x := &out[i].x
		if x[fOnly] == 0 || len(ctx.anchors) == 0 && x[fLocated] == 0 && !(r.takesName(s, out[i].c) && !strings.ContainsAny(out[i].c.Text, "0123456789")) &&
			!(s.verbatim && out[i].c.Kind == Quoted) && !((textual(out[i].c.Kind) || out[i].c.Kind == Date || (out[i].c.Kind == Time || out[i].c.Kind == DateTime) && s.hhmm || out[i].c.Kind == List && (textual(out[i].c.of) || out[i].c.bullets)) && x[fNarrow] > 0) {
			// Only is never Away: the value is in a sentence that speaks
			// of the call; or, when no sentence names the call's words or
			// values, a place right after a locative ("the capital of
			// Italy" for a country's name) is the one place it can take,
			// and the one proper name, with no digits, a name input's ("the
			// latest singles by Justin Bieber" for an artist search's name;
			// not "a customer with ID 12345" for the customer's name),
			// the one quoted string a text or a title's ("marking the
			// inaccuracies in the following statement: "..."), and the
			// one code of an identifier's kind ("text the price to
			// 416-555-0199" for send_sms's phone_number), or path, e-mail
			// address, URL or street address of the kind the input takes
			// ("Turn notes/a.md into a Word document" for convert_file's
			// path; "How much is 18 Sycamore Street worth?"), or a list of
			// them (e-mail addresses to invite) or a bulleted list for an
			// array ("Grocery list:\n- eggs\n- oat milk"), and the one date
			// of a date's ("our top vendor in 2025-01" for an expense report)
			continue
		}
		part := out[i].c.head && ctx.split[s] == 1 || out[i].c.rest && ctx.split[s] == 2 // the one name split between a brand and a model
		if !part && r.spanOpen(out, out[i].c, &names) {
			continue // "Tesla Model S" or "Model S": which span is the name is open, no lone one
		}
		if (r.takesName(s, out[i].c) || x[fNarrow] > 0 || x[fLocated] > 0 || part || r.loneQuote(s, out[i].c, x)) && (part || !r.sharedName(s, out[i].c, ctx, x[fNarrow] > 0)) {
			x[fLone] = 1
		}
	}
	if i := r.accounted(s, ctx, out); i >= 0 {
		out[i].x[fPrefer], out[i].x[fLone], out[i].x[fOnly] = 1, 1, 1
	}
	for i := range out {
		out[i].score = out[i].x.dot(&r.g.wv)
	}
}

// sharedName reports whether another open input of the call takes the
// value c as well as s does (no kind it avoids, no loose fit): "order 2
// servings of Kung Pao Chicken" names a dish or a restaurant, and only
// words beside it could tell which; one date is a check-in's or a
// check-out's.
func (r *Request) sharedName(s *slot, c *Candidate, ctx *callCtx, narrowed bool) bool {
	for _, o := range ctx.slots {
		if o == s || !slices.Contains(ctx.call.Open, o.in.Name) || ctx.filled[o.in.Name] {
			continue
		}
		if c.Kind == Name && !o.place && r.located(c) && !(o.person && !s.place && r.forName(c)) {
			continue // "Thai food in Brooklyn": a name after a locative is a place, no cuisine's (but "for Tomos Evans" is an artist's as much)
		}
		if c.Kind == Quoted && o.person && !r.personal(c) {
			continue // "Cast 'Hare at Rest' for Tomos Evans": a quoted title is no person's (loneQuote)
		}
		if c.Kind == Name && o.place && s.person && r.forName(c) {
			continue // "Tandem from Bell Hill for Kwame Osei": a person's name after "for" is the person's, no place's
		}
		if c.Kind == Name && o.place && s.person && r.personal(c) && c.first > 0 && !r.afterLocative(c) && r.openingVerb(c.first-1) {
			continue // "Register Edith Mwangi, brought in from the hospice": the person a request's verb opens on is the person's, no place's
		}
		if c.Kind == Name && o.place && s.person && r.personal(c) && r.placeBeside(c) {
			continue // "Open a callout at Tryfan, 1 casualty, reported by Dewi Pritchard": beside a name after a locative, the place's, a person's is the person's
		}
		if _, ox, fits := r.value(o, c); fits && ox[fAvoid] == 0 && ox[fLoose] == 0 && (!narrowed || ox[fPrefer] > 0) {
			if c.Kind == Name && s.person && !o.person && !o.proper && !o.org && !o.place && r.personal(c) {
				continue // "Make Oren Katz a black messenger bag": a person's name is the customer's, no leather's that takes any text, nor a subject's that prefers names ("Enroll Ava Chen ... for chemistry"; but a quoted "Das & Daughters" is a text's as much)
			}
			return true // (a value of s's narrow kind is shared only with an input that prefers it: a URL for audio_url, no language)
		}
	}
	return false
}

// placeBeside reports whether a name other than c stands after a
// locative (afterLocative) in the request: a place's, from a list read
// once.
func (r *Request) placeBeside(c *Candidate) bool {
	r.locatedOnce.Do(func() {
		for i := range r.cands {
			if o := &r.cands[i]; o.Kind == Name && !o.tail && r.afterLocative(o) {
				r.locatedNames = append(r.locatedNames, o)
			}
		}
	})
	return slices.ContainsFunc(r.locatedNames, func(o *Candidate) bool { return !overlaps(o, c) })
}

// accounted returns the candidate that is the one value left where every
// other value of the request is another argument's, for the one input a
// call asks for: "Put Ada Chen down for a winch launch in the Astir on
// 2027-04-25" gives the glider Astir when the pilot is Ada Chen and the
// date 2027-04-25. It is a name, a code or a quoted string (or a number,
// for an identifier: "a black leather wallet in 308" for the room), in the
// sentences of the call, of no kind the input avoids (leftValue); -1 when
// there is none, or more than one (a demonym that qualifies the word after
// it, "for French polishing", is none). An input the call left open with others
// is such an input once the others are filled (Fill fills surest first),
// and the values they took count as given ("Load the Skutt with 4
// shelves" for an inserted call, once the shelves have their 4). The value
// found weighs as the one value of its kind does (Only, Lone, Prefer).
func (r *Request) accounted(s *slot, ctx *callCtx, out []scored) int {
	if !r.accountable(s, ctx) {
		return -1
	}
	found := -1
	for i := range out {
		if accountedFor(ctx, &out[i]) || out[i].c.Kind == Demonym && !r.demonymAlone(out[i].c.first) {
			continue // (a demonym that qualifies the word after it is no value: "for French polishing")
		}
		if r.partOfUnaccounted(ctx, out, i) {
			continue // "HRX" and "476" of "Honda HRX 476": one mention, the name's
		}
		if found >= 0 || !r.leftValue(s, ctx, &out[i]) {
			return -1
		}
		found = i
	}
	return found
}

// partOfUnaccounted reports whether out[i] lies inside a longer
// candidate of the list that no argument accounts for and that fits s
// better: a part of one mention, which counts once ("HRX" of "Honda HRX
// 476" for a mower; but "88-1432" of "PO 88-1432" for a po_number is the
// value, and its label no part of it: both count, and neither is left).
func (r *Request) partOfUnaccounted(ctx *callCtx, out []scored, i int) bool {
	c := out[i].c
	if c.Kind == Number && c.Unit != "" {
		return false // `the Dobsonian 10"`: a measure, whose unit the name leaves out
	}
	fit := out[i].x.dot(&r.g.wv)
	for j := range out {
		o := out[j].c
		if j == i || o.Start > c.Start || c.End > o.End || o.End-o.Start <= c.End-c.Start || accountedFor(ctx, &out[j]) {
			continue
		}
		if o.first+1 == c.first && o.last == c.last && r.toks[r.words[o.first]].initial {
			continue // "Park Cart 1": the sentence's first word, a verb as often as a name's
		}
		if out[j].x.dot(&r.g.wv) > fit {
			return true
		}
	}
	return false
}

// lastRequired reports whether s is the one input of its call left open
// but for optional ones: those an inserted call leaves open where the
// request states no value for them ("Post a pharmacist shift at Hale
// Pharmacy ..." leaves the hourly rate open, and the practice is the
// value left all the same). A required input comes first: "Register J. R.
// Okafor (age 16)" names the patient, though a guardian's name is open.
func (r *Request) lastRequired(s *slot, ctx *callCtx) bool {
	n := 0
	for _, o := range ctx.slots {
		if o.in.Required && !ctx.filled[o.in.Name] && slices.Contains(ctx.call.Open, o.in.Name) {
			n++
		}
	}
	return n == 1
}

// accountable reports whether s is the one input of its call left open, a
// required text of no closed set, no date, time or verbatim text, and no
// qualifier a value set names ("Colour" of a set of colours), with another
// argument given or filled to account for the rest of the request.
func (r *Request) accountable(s *slot, ctx *callCtx) bool {
	return r.lastRequired(s, ctx) && len(ctx.call.Args)+len(ctx.filled) > 0 && s.in.Required && s.in.Type == "string" &&
		len(s.enum) == 0 && !s.date && !s.clock && !s.verbatim && !(s.members != nil && r.lx.qualifier[s.lastWord] && !r.lx.instance[s.lastWord])
}

// accountedFor reports whether sc is a value the call or the sequence
// gives already: used, agreed, or overlapping a value another input of the
// call took (a date-time beside the date and the time taken).
func accountedFor(ctx *callCtx, sc *scored) bool {
	return sc.x[fUsed] > 0 || sc.x[fAgree] > 0 || slices.ContainsFunc(ctx.taken, func(t *Candidate) bool { return overlaps(t, sc.c) })
}

// leftValue reports whether sc may be the one value left for s: a name, a
// code, a quoted string or, for an identifier, a number; the one of its
// kind (Only) or, once another input is filled, what Only would weigh
// (since a value of its kind that another input took made neither the one
// of its kind: "Book Felix Adeyemi a desk in the Loft"): not away, no
// tool's word, no dropped text, no strong rival's; in the call's
// sentences, of no kind s avoids and no loose fit; standing apart
// (standsApart), left for s (leftFor), and owned by no other tool's value
// (ownedElsewhere).
func (r *Request) leftValue(s *slot, ctx *callCtx, sc *scored) bool {
	x, c := &sc.x, sc.c
	switch c.Kind {
	case Name, Code, Quoted:
	case Number:
		if !s.id {
			return false
		}
	default:
		return false
	}
	if x[fOnly] == 0 && (len(ctx.filled) == 0 || x.aside() || x[fRival] >= 0.5) {
		return false
	}
	return x[fLocal] > 0 && x[fAvoid] == 0 && x[fLoose] == 0 && r.standsApart(c, !s.verbatim && !s.clause) && r.leftFor(s, c) && !r.ownedElsewhere(ctx, c)
}

// spanOpen reports whether name c overlaps another name candidate, used
// by no other input, of another span, other than by a word that opens the
// sentence ("Onboard O'Neil" and "O'Neil" are one name, capitalized for
// the sentence; "Tesla Model S" and "Model S" are two readings).
func (r *Request) spanOpen(out []scored, c *Candidate, names **nameSpans) bool {
	if c.Kind != Name {
		return false
	}
	initialOnly := func(a, b *Candidate) bool { // a is b with the sentence's first word before it
		return a.last == b.last && a.first+1 == b.first && r.toks[r.words[a.first]].initial
	}
	open := func(o *scored) bool {
		return o.c.Kind == Name && o.c != c && overlaps(o.c, c) && (o.c.first != c.first || o.c.last != c.last) && o.x[fUsed] == 0 &&
			!initialOnly(o.c, c) && !initialOnly(c, o.c)
	}
	if len(out) <= spanScan {
		for i := range out {
			if open(&out[i]) {
				return true
			}
		}
		return false
	}
	if *names == nil {
		*names = newNameSpans(out)
	}
	ns := *names
	// the names that may overlap c start no earlier than the longest
	// name before it, and no later than its last word
	k, _ := slices.BinarySearchFunc(ns.order, c.first-ns.longest, func(i, first int) int { return out[i].c.first - first })
	for ; k < len(ns.order) && out[ns.order[k]].c.first <= c.last; k++ {
		if open(&out[ns.order[k]]) {
			return true
		}
	}
	return false
}

// spanScan is the most candidates spanOpen reads one by one for each name:
// a request's few are read so, with nothing to allocate; beyond, an index
// (nameSpans) keeps the work linear.
const spanScan = 64

// nameSpans indexes the name candidates of an input's scored list by
// their first word, for spanOpen to find those that overlap one without
// reading every other: the list holds a name as often as the request
// repeats it.
type nameSpans struct {
	order   []int // indices in the list of its names, by first word
	longest int   // the most words a name spans, less one
}

func newNameSpans(out []scored) *nameSpans {
	ns := &nameSpans{}
	for i := range out {
		if c := out[i].c; c.Kind == Name {
			ns.order = append(ns.order, i)
			ns.longest = max(ns.longest, c.last-c.first)
		}
	}
	slices.SortStableFunc(ns.order, func(a, b int) int { return out[a].c.first - out[b].c.first })
	return ns
}

// takesName reports whether c is a name and s takes a proper name: a
// person's, a work's, a brand's; or an organization's ("Insurance
// company"), unless the name follows "the", which the request leaves the
// value to keep or drop ("the Art Institute of Chicago"); or, for an
// input that takes a person by their role, a person's (personal).
func (r *Request) takesName(s *slot, c *Candidate) bool {
	if c.Kind == List && s.person && !s.array {
		return r.couple(c) // "Anya and Rhys Pemberton": one party
	}
	if c.Kind != Name {
		return false
	}
	return s.proper || s.org && (c.first == 0 || r.toks[r.words[c.first-1]].lower != "the") || s.person && r.personalTo(s, c)
}

// personalTo reports whether name c reads as a person's for s, an input
// that takes a person: personal, or shaped as a person's after "from",
// the one locative that names a person as often as a place ("Jacob fleece
// from Tom Arkwright" for the farmer; "from New York" is a place's for an
// input that takes one, and rivals a person's there).
func (r *Request) personalTo(s *slot, c *Candidate) bool {
	if r.personal(c) {
		return true
	}
	if !s.person || !r.personShaped(c) {
		return false
	}
	before, ok := r.placeWord(c)
	return ok && before == "from"
}

// personal reports whether name c reads as a person's: a title opens it
// ("Dr. Alan Pryce"), or it is shaped as a person's (personShaped) and
// follows no locative ("on Halvorsen Tower", "at Beacon House" are
// places).
func (r *Request) personal(c *Candidate) bool {
	return r.personTitle(c.first) || r.personShaped(c) && !r.afterLocative(c) && !r.thingNamed(c) || r.familyPlural(c) || r.household(c)
}

// thingNamed reports whether name c, shaped as a person's or not, names a
// thing by where it stands: an indefinite article heads it (indefinite) or
// a quantity measures it out (measuredOut).
func (r *Request) thingNamed(c *Candidate) bool {
	return r.indefinite(c) || r.measuredOut(c)
}

// measuredOut reports whether name c is what a quantity measures or
// counts out, a thing's name and no person's: "250 g of Stinking Bishop",
// "6 packets of Cherokee Purple", "Ten sheets of Lamberts blue". A number
// (digits or a number word), a word and "of" (or "of the") stand before
// it; an article is no number ("a portrait of Anna Berg" is a person's),
// and an owner's possessive is a person's still ("300 copies of Marisol
// Vega's").
func (r *Request) measuredOut(c *Candidate) bool {
	k := c.first - 1
	if k > 0 && r.toks[r.words[k]].lower == "the" {
		k--
	}
	if k < 2 || r.toks[r.words[k]].lower != "of" || possessiveWord(r.toks[r.words[c.last]].text) {
		return false
	}
	w, n := r.toks[r.words[k-1]], r.toks[r.words[k-2]]
	return !w.cap && allLetters(w.lower) && (isNumberish(n.text) || r.lx.numbers[n.lower] > 0) && w.sentence == n.sentence && n.sentence == r.toks[r.words[c.first]].sentence
}

// indefinite reports whether name c heads a noun phrase an indefinite
// article opens, a thing's name and no person's: "a 15 ft Ness Yawl",
// "a 1972 Triumph Stag", "an Oticon Intent". A number and its unit may
// stand between. Not a name that qualifies the word after it ("a Taylor
// Swift concert", "a Johann Becker born 1842": a person still).
func (r *Request) indefinite(c *Candidate) bool {
	k := c.first - 1
	for n := 0; k >= 0 && n < 3; n++ {
		t := r.toks[r.words[k]]
		if strings.IndexFunc(t.text, unicode.IsDigit) < 0 && (t.cap || k == 0 || strings.IndexFunc(r.toks[r.words[k-1]].text, unicode.IsDigit) < 0) {
			break // not a number, nor a unit after one
		}
		k--
	}
	if k < 0 || r.toks[r.words[k]].lower != "a" && r.toks[r.words[k]].lower != "an" || r.toks[r.words[k]].sentence != r.toks[r.words[c.first]].sentence {
		return false
	}
	if c.last+1 < len(r.words) && r.adjacentWords(c.last, c.last+1) {
		t := r.toks[r.words[c.last+1]]
		return t.cap || r.lx.stop[t.lower]
	}
	return true
}

// familyPlural reports whether name c is one capitalized word in -s after
// "the" that names a family by its surname: "The Hendersons want the
// landau", "from the Vickerys", "Tandem for the Okafors". Not a plural in
// -ies, -ves or -ss ("the Rockies", "the Maldives"), nor an
// organization's name; a team's ("the Lakers") is read so too, which only
// an input that takes a person weighs.
func (r *Request) familyPlural(c *Candidate) bool {
	if c.first != c.last || c.first == 0 || r.toks[r.words[c.first-1]].lower != "the" || !r.adjacentWords(c.first-1, c.first) {
		return false
	}
	t := r.toks[r.words[c.first]]
	w := t.text
	return t.cap && len(w) > 3 && nameWord(w) && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "ies") && !strings.HasSuffix(w, "ves") && !r.organization(c)
}

// nameWord reports whether w is written as a word of a person's name:
// letters, hyphens and apostrophes ("Jean-Luc", "O'Neil", "D’Souza").
func nameWord(w string) bool {
	return strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '’' }) < 0
}

// personShaped reports whether name c is shaped as a person's: two to
// four capitalized words of letters ("Kofi Mensah", "Ines Duarte"), with a
// family name's particles between them ("Zoë van der Berg"), that end no
// organization's name and hold no street's word.
func (r *Request) personShaped(c *Candidate) bool {
	if c.last == c.first || r.organization(c) {
		return false // (one word is no person's shape: its organization's camel case is not read)
	}
	caps := 0
	for k := c.first; k <= c.last; k++ {
		t := r.toks[r.words[k]]
		if k > c.first && k < c.last && !t.cap && r.lx.nameConn[t.lower] && t.lower != "of" && t.lower != "&" {
			continue // a family name's particle: "Zoë van der Berg", "José María de la Cruz"
		}
		if !t.cap || !nameWord(t.text) {
			return false
		}
		if w := strings.ToLower(unpossessive(t.text)); r.lx.streetWords[w] && !(r.lx.familyStreet[w] && k == c.last && c.last == c.first+1) {
			return false // "Upper Mill Lane"; but "Lorna Pike" is a person's (a house number before it reads an address)
		}
		caps++
	}
	return caps >= 2 && caps <= 4
}

// verbOpens reports whether the first word of name c, of three words or
// more that open a sentence, is the verb the request opens with: the rest
// is shaped as a person's, and an object's marker (Lexicon.ObjectMarkers),
// the name's possessive, a sum of money or the sentence's end follows it
// ("Welcome Aled Morgan as our new melodeon player", "Redo Gwen Foley's
// wingback", "Offer Terry Walsh £300"); not
// a title, a determiner or a person's role ("Coach Ben Ito").
func (r *Request) verbOpens(c *Candidate) bool {
	t := r.toks[r.words[c.first]]
	if c.Kind != Name || c.last < c.first+2 || !t.initial || r.lx.titles[strings.TrimSuffix(t.lower, ".")] || r.lx.determiner[t.lower] || r.lx.personIns[t.stem] || !r.adjacentWords(c.first, c.first+1) {
		return false // (nor a title's first part: "Dune: Part Two")
	}
	rest := *c
	rest.first++
	if !r.personShaped(&rest) {
		return false
	}
	if possessiveWord(r.toks[r.words[c.last]].text) {
		return true
	}
	k := c.last + 1
	return k >= len(r.words) || r.toks[r.words[k]].sentence != t.sentence || r.lx.objectMarkers[r.toks[r.words[k]].lower] || r.amountAt(k)
}

// amountAt reports whether a sum of money opens at word k: "£300",
// "$40", "120 EUR", which a verb gives a person ("Offer Terry Walsh £300",
// "Pay Ann Lee $40").
func (r *Request) amountAt(k int) bool {
	return slices.ContainsFunc(r.startingAt(k), func(i int) bool {
		c := &r.cands[i]
		return c.Kind == Number && r.lx.classOf(c.Unit) == "money"
	})
}

// afterLocative reports whether name c follows a locative (Lexicon.Locatives)
// in its sentence, "the" or none between: "from Leeds", "at the Old Mill".
func (r *Request) afterLocative(c *Candidate) bool {
	before, ok := r.placeWord(c)
	return ok && r.lx.locatives[before]
}

// loneQuote reports whether c, the one quoted string where the request
// speaks of the call (x), is the value of s, a text input that prefers no
// other kind and takes no closed set: "Write 'Paid' in D14" for a cell's
// value; no field's value ("key: fifty thousand per day"); and for an
// input that takes a person, a person's name quoted ('"John Doe"',
// personal), not a customer's words (no lead guest).
func (r *Request) loneQuote(s *slot, c *Candidate, x *features) bool {
	return c.Kind == Quoted && !c.field && x[fQuoted] > 0 && x[fLocal] > 0 && (!s.person || r.personal(c)) &&
		(len(s.prefer) == 0 || hasKind(s.prefer, Quoted)) && len(s.enum) == 0 && len(s.members) == 0
}

// only marks the one value of its kind that the sentences speaking of the
// call hold, and nothing else uses or rules out: a value the request gives
// once is the call's. For an input that takes a person by role, a name
// after a locative is a place's and rivals no person's ("over from Leeds
// ... a tour under Graham Pickering" for the lead guest).
func (r *Request) only(s *slot, cands []scored, taken []*Candidate, parts, placeOpen bool) {
	for _, k := range []Kind{Name, Quoted, Code, Number, Date, DateTime, Time, Email, URL, Path, List, Word, Demonym, Address} {
		// A value of the kind the input takes that another input of the
		// call took is that input's: the one left is this one's. (Of a
		// kind it does not take, the one left is no more this input's
		// than before: "hablar" is no tense once the subject has its
		// "Nosotros".)
		var took []*Candidate
		if slices.ContainsFunc(cands, func(c scored) bool { return c.c.Kind == k && c.x[fPrefer] > 0 }) {
			took = taken
		}
		// an identifier's code with a digit is of a narrower fit than an
		// acronym: "brewed RC-2201 on 2026-03-07, OG 1.062" states one
		// recipe, whatever OG is
		narrowCode := k == Code && slices.ContainsFunc(cands, func(c scored) bool {
			return c.c.Kind == Code && c.x[fNarrow] > 0 && c.x[fUsed] == 0 && c.x[fAway] == 0
		})
		// where the call takes a place too, a person's name after a
		// beneficiary's cue ("for Kwame Osei") is the person's, beside
		// which a name after a locative, of any shape, is the place's
		// ("Tandem from Bell Hill for Kwame Osei"; but "from Hélène
		// Marchand ... hold it for Priya Shah" has no place to take)
		forName := k == Name && placeOpen && slices.ContainsFunc(cands, func(c scored) bool { return c.c.Kind == Name && r.forName(c.c) })
		// so is it beside a free name a person's title opens ("Rosemary
		// Cottage in Lower Slaughter needs a survey for Mrs Agnes Pye")
		titled := k == Name && s.person && slices.ContainsFunc(cands, func(c scored) bool {
			return c.c.Kind == Name && c.x[fUsed] == 0 && c.x[fAway] == 0 && r.personTitle(c.c.first)
		})
		// and beside a person's name after "for", or any free name
		// shaped as a person's, a name after "the" is no person's: "Book
		// the Badger Divide for Ruth Okonjo" for the rider, "Fit Amara Obi
		// in the Jenny Packham Eden" for the bride
		forRead, forFree := false, false
		forFreeName := func() bool {
			if !forRead {
				forRead = true
				forFree = slices.ContainsFunc(cands, func(c scored) bool { return c.c.Kind == Name && c.x[fUsed] == 0 && r.forName(c.c) })
			}
			return forFree
		}
		// a name shaped as a person's, free, beside a single word that is
		// not: "4.5 kg of Jacob fleece from Tom Arkwright" for the farmer
		// (asked once, where such a word stands); the free persons' names
		// are listed once
		var persons []*Candidate
		personsRead := false
		freePerson := func(w *Candidate) bool {
			if !personsRead {
				personsRead = true
				for _, c := range cands {
					if c.c.Kind == Name && c.x[fUsed] == 0 && c.x[fAway] == 0 && c.x[fDropped] == 0 && c.x[fLoose] == 0 && r.personalTo(s, c.c) {
						persons = append(persons, c.c)
					}
				}
			}
			return slices.ContainsFunc(persons, func(p *Candidate) bool { return !overlaps(p, w) })
		}
		one := -1
		for i := range cands {
			x := &cands[i].x
			if narrowCode && x[fNarrow] == 0 && cands[i].c.acronym {
				continue
			}
			if cands[i].c.Kind != k || cands[i].c.tail && !(parts && cands[i].c.rest) || x[fUsed] > 0 || x.aside() ||
				x[fAvoid] > 0 || x[fLoose] > 0 || x[fLink] == 0 && (r.labelledOther(cands[i].c) || k == Name && x[fRival] >= 0.5) ||

				slices.ContainsFunc(took, func(t *Candidate) bool { return overlaps(t, cands[i].c) }) {
				continue
			}
			if k == Name && s.person && r.afterLocative(cands[i].c) && !r.personTitle(cands[i].c.first) && (forName || titled || !r.personShaped(cands[i].c)) && !r.organization(cands[i].c) {
				continue
			}
			if k == Name && s.person && r.afterThe(cands[i].c) && !r.forName(cands[i].c) && (forFreeName() || freePerson(cands[i].c)) {
				continue
			}
			if k == Name && s.person && r.thingNamed(cands[i].c) && freePerson(cands[i].c) {
				continue // "Build Mairi Nic a 15 ft Ness Yawl", "250 g of Stinking Bishop for Tom Ellery" for the customer: a thing's name is no person's beside one
			}
			if k == Name && s.person && cands[i].c.first == cands[i].c.last && !r.personalTo(s, cands[i].c) && !r.inLongerList(cands[i].c.first) && freePerson(cands[i].c) {
				// (but "Shoot Maria" holds Maria, a person's name of its
				// own beside no other, and "Mei and Tobias Lund" Mei; a
				// verb's name beside another person's is no person's:
				// "Board Biscuit for Tom Ashdown" for the owner)
				continue
			}
			if one >= 0 && cands[one].key != cands[i].key {
				one = -2
				break
			}
			if one == -1 {
				one = i
			}
		}
		if one >= 0 {
			for i := range cands {
				if cands[i].key == cands[one].key && cands[i].c.Kind == k {
					cands[i].x[fOnly] = 1
				}
			}
		}
	}
}

// afterThe reports whether "the" stands right before name c.
func (r *Request) afterThe(c *Candidate) bool {
	return c.first > 0 && r.toks[r.words[c.first-1]].lower == "the" && r.adjacentWords(c.first-1, c.first)
}

// inLongerList reports whether word k stands in a list of two words or
// more ("Mei and Tobias Lund"), from an index built on first use.
func (r *Request) inLongerList(k int) bool {
	r.listedOnce.Do(func() {
		r.listed = make([]bool, len(r.words))
		for i := range r.cands {
			if c := &r.cands[i]; c.Kind == List && c.last > c.first {
				for j := c.first; j <= c.last && j < len(r.listed); j++ {
					r.listed[j] = true
				}
			}
		}
	})
	return k < len(r.listed) && r.listed[k]
}

// couple reports whether list c names two persons who share the second's
// family name: a first name, "and" or "&", and a first and a family name
// ("Anya and Rhys Pemberton", "Hector & Maria Alvarez").
func (r *Request) couple(c *Candidate) bool {
	if c.of != Name || len(c.Items) != 2 || strings.Count(c.Items[1], " ") != 1 || !nameWord(c.Items[0]) {
		return false
	}
	join := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(c.Text, c.Items[0]), c.Items[1]))
	if join != "and" && join != "&" {
		return false
	}
	for _, w := range strings.Fields(c.Items[1]) {
		if !nameWord(w) {
			return false
		}
	}
	return true
}

// forName reports whether name c, shaped as a person's, follows a
// beneficiary's cue (Lexicon.PlaceCues: "for") in its sentence.
func (r *Request) forName(c *Candidate) bool {
	before, ok := r.placeWord(c)
	return ok && r.lx.placeCues[before] && !r.lx.locatives[before] && r.personShaped(c)
}

// selfIntroduced reports whether name c follows, in its sentence, words
// with which the one writing names themself (Lexicon.SelfIntroductions:
// "Name's Callum Frost.", "this is Renata Alves").
func (r *Request) selfIntroduced(c *Candidate) bool {
	for _, p := range r.lx.selfIntros {
		k := c.first - len(p)
		if k < 0 || !r.adjacentWords(c.first-1, c.first) {
			continue
		}
		ok := true
		for i, w := range p {
			if t := r.toks[r.words[k+i]]; t.lower != w || t.sentence != r.toks[r.words[c.first]].sentence {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// standsApart reports whether candidate c is a whole value of its own:
// no one letter, no field's text, no label before a colon, no quoted
// sentence, no code of several words ("11 x 17"), no name with a
// lowercase word inside ("Brix of the Cabernet", though "of" alone
// between capitals is a name's: "Town of Millbrook"). The words before
// and after it, where they run on from it, join it to no other value:
// stop words ("in the Astir on 2027-04-25"; not "a green Brompton", "the
// Divided jeans", "Olympia SM3", "Priya and Sam"); before it, the verb its
// sentence opens with (openingVerb: "Put Dale Metcalfe on SV-220") or a
// verb by its form (verbShaped: "PB-2211 gets Apoquel"); after it, a
// verb's -ing form that introduces another value ("Competent Crew
// starting 2027-06-21"), "and" that opens a clause ("from B2 and sell
// it"), what an owner's name owns (ownerApart: "on Sue Kendall's
// double"), or, after a name or a code, for an input of no text (named),
// the verb it is the subject of ("Lucia got 47" for a player, "D4 needs
// desludging" for a digester; not "Bear got a small scrape" for the
// details of what happened; nor a name of one word after "the", whose
// article is open: "The Tate asks").
func (r *Request) standsApart(c *Candidate, named bool) bool {
	if len(c.Text) < 2 || c.field || c.Kind == Code && strings.Contains(c.Text, " ") || c.Kind == Quoted && strings.ContainsAny(c.Text, ".?!") {
		return false // (a quoted sentence is what someone said, no name)
	}
	if c.Kind == Name && strings.HasPrefix(strings.TrimLeft(r.text[c.End:], "*_"), ":") {
		return false // "**Order:** ORD-9001": a label (but "count at A-01-1: 0 units" is the bin)
	}
	if c.Kind == Name {
		for k := c.first + 1; k < c.last; k++ {
			if t := r.toks[r.words[k]]; !t.cap && !(t.lower == "of" && r.toks[r.words[k+1]].cap) {
				return false // (but "Art Institute of Chicago", "Town of Millbrook": "of" alone between capitals)
			}
		}
	}
	joins := func(k int) bool {
		t := r.toks[r.words[k]]
		return !r.lx.stop[t.lower] || t.lower == "and" || t.lower == "or"
	}
	if c.first > 0 && r.adjacentWords(c.first-1, c.first) && joins(c.first-1) && !(c.Kind == Name && c.first > 1 && r.unitAt(c.first-1)) && !((c.Kind == Name || r.lx.imperative[r.toks[r.words[c.first-1]].lower]) && r.openingVerb(c.first-1)) && !r.verbShaped(c.first-1) {
		return false
	}
	if c.last+1 >= len(r.words) || !r.adjacentWords(c.last, c.last+1) || !joins(c.last+1) || r.participleCue(c.last+1) || r.andClause(c.last+1) || r.ownerApart(c) {
		return true
	}
	articled := c.first == c.last && c.first > 0 && r.toks[r.words[c.first-1]].lower == "the"
	return named && (c.Kind == Name || c.Kind == Code) && r.lx.subjectVerbs[r.toks[r.words[c.last+1]].lower] && !articled
}

// ownerApart reports whether name c is a possessive, its owner's name,
// which the thing it owns after it joins to no other value: "on Sue
// Kendall's double" (but not a day's, "After Sunday's storm", nor one an
// article opens, a name's own 's: "a Trader Joe's list").
func (r *Request) ownerApart(c *Candidate) bool {
	t := r.toks[r.words[c.last]]
	if !possessiveWord(t.text) || r.calendarWord(strings.ToLower(unpossessive(t.text))) {
		return false
	}
	return c.first == 0 || !r.lx.determiner[r.toks[r.words[c.first-1]].lower]
}

// ownedElsewhere reports whether c is an owner's possessive whose thing,
// right after it (or after "the" there), is a value another tool of the
// sequence is given: "Holst's The Planets" for send_parts' piece makes
// Holst the work's composer, no value left for hire_player. (Where the
// call itself takes the thing, the owner may be its own: "Hugo Almeida's
// Hasselblad 500C/M" for intake_camera's customer.)
func (r *Request) ownedElsewhere(ctx *callCtx, c *Candidate) bool {
	k := c.last + 1
	if !possessiveWord(r.toks[r.words[c.last]].text) || k >= len(r.words) {
		return false
	}
	elsewhere := func(i int) bool {
		o := &r.cands[i]
		key := valueKey(o.Value)
		return (o.Kind == Name || o.Kind == Quoted) && slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == key && u.tool != ctx.call.Tool })
	}
	return slices.ContainsFunc(r.startingAt(k), elsewhere) || r.toks[r.words[k]].lower == "the" && slices.ContainsFunc(r.startingAt(k+1), elsewhere)
}

// openingVerb reports whether word k opens its sentence as its verb, the
// name after it apart: "Schedule Tiffany Ng for 2027-08-15", "Survey
// Applegarth for Tom Ridley". It is letters alone, no title, determiner or
// person's role ("Coach Ben Ito"), which a name reads with it. Before a
// code it may be what the code is of ("Bush DAC90A" opens with the make),
// so standsApart asks it of names, and of codes after a verb the lexicon
// knows (Lexicon.Imperatives: "Reimburse E-7002").
func (r *Request) openingVerb(k int) bool {
	t := r.toks[r.words[k]]
	return t.initial && allLetters(t.lower) && !r.lx.titles[strings.TrimSuffix(t.lower, ".")] && !r.lx.determiner[t.lower] && !r.lx.personIns[t.stem]
}

// verbShaped reports whether word k, lowercase, is a verb as far as its
// form or the lexicon tell: a regular past, an -ing form, a verb a subject
// does (Lexicon.SubjectVerbs) or one a request opens with
// (Lexicon.Imperatives): "hosted Chelsea", "visiting Austin", "gets
// Apoquel", "reserve Zuni".
func (r *Request) verbShaped(k int) bool {
	t := r.toks[r.words[k]]
	return !t.cap && allLetters(t.lower) && (pastTense(t.lower) || participle(t) || r.lx.subjectVerbs[t.lower] || r.lx.imperative[t.lower])
}

// participleCue reports whether word k is a verb's -ing form right before
// another value, which it introduces, quoted or not: "Competent Crew
// starting 2027-06-21" ends the name before "starting", "for Gwen saying
// 'Happy retirement'" before "saying".
func (r *Request) participleCue(k int) bool {
	return participle(r.toks[r.words[k]]) && k+1 < len(r.words) && (r.adjacentWords(k, k+1) || r.sameLine(r.words[k], r.words[k+1]) && opensQuote(r.marksBetween(r.words[k], r.words[k+1]))) && len(r.startingAt(k+1)) > 0
}

// opensQuote reports whether m, the marks between two words, is a
// quotation mark that opens a quote (quoteOpeners, the quotes.go set).
func opensQuote(m string) bool {
	return len(m) > 0 && len(m) <= 3 && strings.Trim(m, quoteOpeners) == ""
}

// leftFor reports whether candidate c, the one value left, may be s's:
// no place for a person, no thing of the kind a kind's input names, no
// currency for an input of another thing.
func (r *Request) leftFor(s *slot, c *Candidate) bool {
	switch {
	case c.Kind == Name && s.person && r.lx.placeWords[r.toks[r.words[c.last]].stem]:
		return false // "job RA-208 at Halvorsen Tower": a place, no technician
	case c.Kind == Name && r.lx.qualifier[s.lastWord] && !r.lx.instance[s.lastWord] && r.holdsStem(c, s.head()):
		return false // "at Yoga Studio A": a thing of the kind, no yoga_type
	case !s.currency && r.lx.currencies.code(r.lowerText(c)) != "":
		return false // "convert it to Indian Rupees": a currency the sequence writes as its code, no name
	case c.Kind == Code && !s.id && slashDigits(c.Text):
		return false // "a sticky shutter at 1/1000": a reading, no fault's text
	}
	return true
}

// holdsStem reports whether a word of candidate c has the stem st.
func (r *Request) holdsStem(c *Candidate, st string) bool {
	for k := c.first; k <= c.last; k++ {
		if r.toks[r.words[k]].stem == st {
			return true
		}
	}
	return false
}
