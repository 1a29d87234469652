package ground

import "slices"

// Inputs that come as a pair (origin and destination, source and target)
// and the places a request names their values in.

// pairs finds the inputs that come as a pair (origin_city and
// destination_city, start_date and end_date: names the same but for a
// pair's two words) and the candidates the request names in a pair
// pattern's places: "from A to B", "between A and B"; and, for an input of
// a pair's second side, with or without its first, the one value after a
// target cue: "into Spanish" (a full pattern, if any, wins); without its
// first, the value a "from A to B" goes to (toPlace).
func (r *Request) pairs(slots []*slot) map[*slot]*Candidate {
	var out map[*slot]*Candidate
	var into *Candidate
	intoRead := false
	for _, b := range slots {
		if !slices.ContainsFunc(b.words, func(w string) bool { return r.lx.pairSecond[w] }) {
			continue
		}
		if !intoRead {
			into, intoRead = r.intoPlace(), true
		}
		y := into
		if y == nil && !slices.ContainsFunc(slots, func(a *slot) bool { _, _, ok := r.pairOf(a, b); return ok }) {
			y = r.toPlace(b) // "Move CF-618 from 2027-05-12 to 2027-05-19" for a new_date alone
		}
		if y != nil {
			if out == nil {
				out = map[*slot]*Candidate{}
			}
			out[b] = y
		}
	}
	for _, a := range slots {
		for _, b := range slots {
			diff, side, ok := r.pairOf(a, b)
			if !ok {
				continue
			}
			oneKind(a, b)
			// the first place whose values the two sides take (no kind
			// either avoids): "translate 'discount' from English to
			// Spanish" names no currencies
			fits := r.sidesFit(a, b)
			x, y := (*Candidate)(nil), (*Candidate)(nil)
			if side {
				x, y = r.sideBySide(fits) // "51.5072, -0.1276"
			}
			for _, p := range r.lx.patterns {
				if side {
					break
				}
				if x, y = r.pairPlaces(p, fits); x != nil && y != nil {
					break
				}
			}
			if (x == nil || y == nil) && r.lx.compared[[2]string{a.words[diff], b.words[diff]}] {
				x, y = r.joined(r.lx.joiners, fits)
			}
			if (x == nil || y == nil) && !a.date && !a.clock && !b.date && !b.clock {
				x, y = r.joined(r.lx.placeJoiners, fits) // "Book Austin to Seattle"
				if x != nil && r.insidePattern(x) {
					x, y = nil, nil // "from CVS on Elm to Walgreens on 5th": Elm is no origin of its own
				}
			}
			if (x == nil || y == nil) && !a.date && !a.clock && !b.date && !b.clock && !r.lx.compared[[2]string{a.words[diff], b.words[diff]}] {
				x, y = r.arrowed(fits) // "ATL->DFW", "LAX-ORD"
			}
			if (x == nil || y == nil) && (a.date || a.clock) && (b.date || b.clock) {
				x, y = r.ranged(fits)
			}
			if x != nil && y != nil {
				if out == nil {
					out = map[*slot]*Candidate{}
				}
				out[a], out[b] = x, y
			}
		}
	}
	return out
}

// pairOf reports whether inputs a and b are a pair: their names the same
// but for one word, a pair's two (Lexicon.Pairs: origin_city and
// destination_city) or two written side by side (latitude and
// longitude, side). diff is the word's place in their names.
func (r *Request) pairOf(a, b *slot) (diff int, side, ok bool) {
	if a == b || len(a.words) != len(b.words) {
		return -1, false, false
	}
	diff = -1
	for i := range a.words {
		if a.words[i] != b.words[i] {
			if diff >= 0 {
				return -1, false, false
			}
			diff = i
		}
	}
	if diff < 0 {
		return -1, false, false
	}
	side = r.lx.sideBySide[[2]string{a.words[diff], b.words[diff]}]
	return diff, side, side || r.lx.pairs[[2]string{a.words[diff], b.words[diff]}]
}

// partnerCode returns the code in capitals the call gives the other input
// of s's pair, or "": "fly out of Boston (BOS) ... flights to LIS" gives
// an origin BOS, and the destination is written alike, as a code of as
// many capitals, no "Lisbon".
func (r *Request) partnerCode(ctx *callCtx, s *slot) string {
	for _, o := range ctx.slots {
		_, _, first := r.pairOf(o, s)
		if _, _, second := r.pairOf(s, o); !first && !second {
			continue // (either side: BOS beside LIS, LIS beside BOS)
		}
		if v, ok := ctx.call.Args[o.in.Name].(string); ok && len(v) >= 2 && allLetters(v) && acronym(v) {
			return v
		}
	}
	return ""
}

// longestEnding returns, by word, the longest candidate that keep admits
// ending there (nil where none does): made in one pass over the
// candidates, for lookups by the word a value ends at.
func (r *Request) longestEnding(keep func(*Candidate) bool) []*Candidate {
	ending := make([]*Candidate, len(r.words))
	for i := range r.cands {
		if c := &r.cands[i]; keep(c) && (ending[c.last] == nil || c.first < ending[c.last].first) {
			ending[c.last] = c
		}
	}
	return ending
}

// joined finds the first "X vs Y" (Lexicon.PairJoiners) in the request,
// X the longest candidate that ends right before the joiner and Y the
// longest right after it (valueAt), of one kind that fits accepts and no
// number ("2 or 3" is a choice of counts, no pair).
func (r *Request) joined(joiners set, fits func(x, y *Candidate) bool) (*Candidate, *Candidate) {
	var ending []*Candidate // by word: the longest candidate that ends there, made at the first joiner
	for k := 1; k+1 < len(r.words); k++ {
		if !joiners[r.toks[r.words[k]].lower] || !r.adjacentWords(k-1, k) {
			continue
		}
		if ending == nil {
			// once, not for every joiner: a request of many "and"s and
			// many candidates costs their sum, not their product
			ending = r.longestEnding(func(c *Candidate) bool { return c.Kind != List && c.Kind != Number })
		}
		x := ending[k-1]
		if x == nil {
			continue
		}
		if y := r.valueAt(k + 1); y != nil && y.Kind == x.Kind && fits(x, y) {
			return x, y
		}
	}
	return nil, nil
}

// ranged finds the first "X to Y" of two dates or two times
// (Lexicon.RangeJoiners: to, through, until), with no "from" before it:
// "near Shibuya Crossing 2025-09-20 to 2025-09-24" for check_in and
// check_out.
func (r *Request) ranged(fits func(x, y *Candidate) bool) (*Candidate, *Candidate) {
	for i := range r.cands {
		x := &r.cands[i]
		if x.Kind != Date && x.Kind != Time && x.Kind != DateTime || x.last+1 >= len(r.words) {
			continue
		}
		var y *Candidate
		switch {
		case x.Kind == Date && x.first == x.last && r.sameWordDay(x) != nil:
			y = r.sameWordDay(x) // "Apr 10-14": two days of one word
		case r.dashBetween(x.last, x.last+1):
			y = r.valueAt(x.last + 1) // "10–14 April"
		case x.last+2 < len(r.words) && r.lx.rangeJoiners[r.toks[r.words[x.last+1]].lower] && r.adjacentWords(x.last, x.last+1):
			y = r.valueAt(x.last + 2)
		}
		if y != nil && y.Kind == x.Kind && fits(x, y) {
			return x, y
		}
	}
	return nil, nil
}

// sameWordDay returns the date of the second day of the word of date x,
// "10-14", when x is its first, or nil.
func (r *Request) sameWordDay(x *Candidate) *Candidate {
	for i := range r.cands {
		if y := &r.cands[i]; y.Kind == Date && y.first == x.last && y.Start > x.Start && y.Start < r.toks[r.words[x.last]].end {
			return y
		}
	}
	return nil
}

// dashBetween reports whether words a and b of one sentence are joined by
// a dash alone, as a range's are: "10 - 14", "10–14".
func (r *Request) dashBetween(a, b int) bool {
	if b >= len(r.words) || r.toks[r.words[a]].sentence != r.toks[r.words[b]].sentence {
		return false
	}
	d := r.marksBetween(r.words[a], r.words[b])
	return d == "-" || d == "–" || d == "—"
}

// sideBySide finds the first two numbers written side by side, a comma,
// a semicolon or a slash alone between them: a point's "51.5072,
// -0.1276" (Lexicon.SideBySidePairs).
func (r *Request) sideBySide(fits func(x, y *Candidate) bool) (*Candidate, *Candidate) {
	for i := range r.cands {
		x := &r.cands[i]
		k := max(x.last, x.through) + 1
		if x.Kind != Number || k >= len(r.words) || r.toks[r.words[k-1]].sentence != r.toks[r.words[k]].sentence {
			continue
		}
		if m := r.marksBetween(r.words[k-1], r.words[k]); m != "" && m != "," && m != ";" && m != "/" && m != "°," {
			continue
		}
		for j := range r.cands {
			if y := &r.cands[j]; y.Kind == Number && y.first == k && fits(x, y) {
				return x, y
			}
		}
	}
	return nil, nil
}

// intoPlace finds the one "into X" in the request (Lexicon.TargetCues),
// X the value right after it (valueAt): what something becomes.
func (r *Request) intoPlace() *Candidate {
	var found *Candidate
	for k := range r.words {
		if !r.lx.target[r.toks[r.words[k]].lower] {
			continue
		}
		if c := r.valueAt(k + 1); c != nil {
			if found != nil && found.Text != c.Text {
				return nil // into two things: not sure which
			}
			found = c
		}
	}
	return found
}

// sidesFit returns whether a pair's places x and y hold values that a
// and b take, a kind neither avoids: "translate 'discount' from English to
// Spanish" names no currencies.
func (r *Request) sidesFit(a, b *slot) func(x, y *Candidate) bool {
	return func(x, y *Candidate) bool {
		_, xa, okx := r.value(a, x)
		_, yb, oky := r.value(b, y)
		return okx && oky && xa[fAvoid] == 0 && yb[fAvoid] == 0
	}
}

// toPlace returns, for b an input of a pair's second side whose first
// side the call has not, the Y of the first "from X to Y" (Lexicon.
// PairPatterns whose second word is one of Lexicon.DirectionCues) whose X
// and Y b takes alike: the value a thing goes to, where the call names no
// value it comes from.
func (r *Request) toPlace(b *slot) *Candidate {
	fits := r.sidesFit(b, b)
	for _, p := range r.lx.patterns {
		if p[0] == "" || !r.lx.directionCues[p[1]] {
			continue
		}
		if _, y := r.pairPlaces(p, fits); y != nil {
			return y
		}
	}
	return nil
}

// valueAt returns the longest candidate but a list that starts at word k,
// an article before it allowed ("to the Louvre"), or nil.
func (r *Request) valueAt(k int) *Candidate {
	for k < len(r.words) && (r.toks[r.words[k]].lower == "the" || r.toks[r.words[k]].lower == "a") {
		k++
	}
	var best *Candidate
	for _, i := range r.startingAt(k) {
		if c := &r.cands[i]; c.Kind != List && (best == nil || c.last > best.last) {
			best = c
		}
	}
	return best
}

// pairPlaces finds the first "p[0] X p[1] Y" in the request, X and Y
// candidates of one kind right after their words (valueAt) that fits
// accepts, and returns X and Y. A pattern with no first word is a
// quantity's (Lexicon.QuantityPairCues): X is the unit right after a
// number, "convert 100 USD to EUR".
func (r *Request) pairPlaces(p [2]string, fits func(x, y *Candidate) bool) (*Candidate, *Candidate) {
	for k := range r.words {
		at := k + 1
		if p[0] == "" {
			if k == 0 || !isNumeral(r.toks[r.words[k-1]].text) {
				continue
			}
			at = k
		} else if r.toks[r.words[k]].lower != p[0] {
			continue
		}
		x := r.valueAt(at)
		if x == nil || p[0] == "" && x.Kind == Number || x.last+1 >= len(r.words) || r.toks[r.words[x.last+1]].lower != p[1] {
			continue
		}
		if y := r.valueAt(x.last + 2); y != nil && y.Kind == x.Kind && fits(x, y) {
			return x, y
		}
	}
	return nil, nil
}

// insidePattern reports whether a pattern's first word (Lexicon.
// PairPatterns: "from", "between") stands a few words before x in its
// clause but not right before it: x ends a longer phrase the pattern
// opens ("from CVS on Elm to ...").
func (r *Request) insidePattern(x *Candidate) bool {
	for k := x.first - 2; k >= 0 && k >= x.first-4 && r.toks[r.words[k]].clause == r.toks[r.words[x.first]].clause; k-- {
		if slices.ContainsFunc(r.lx.patterns, func(p [2]string) bool { return p[0] != "" && p[0] == r.toks[r.words[k]].lower }) {
			return true
		}
	}
	return false
}

// isNumeral reports whether a word is written in digits, with thousands
// commas or a decimal point: 100, 10,000, 2.5.
func isNumeral(w string) bool {
	digits := false
	for _, c := range w {
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c != ',' && c != '.':
			return false
		}
	}
	return digits
}

// pairLocal reports whether a side of the request's pair ("from A to B")
// stands in a clause that speaks of the call: the pair is one phrase, and
// its other side belongs to the call too ("from January 1, 2024 to
// December 31, 2024" when the call's start date is January 1).
func (ctx *callCtx) pairLocal(r *Request) bool {
	for _, c := range ctx.paired {
		if ctx.local(r, c) {
			return true
		}
	}
	return false
}

// oneKind gives a pair's side whose name says no kind of value its
// partner's: the two sides take one kind of thing, and "departure" says
// no more than that it is destination's partner, a place.
func oneKind(a, b *slot) {
	switch {
	case len(a.prefer) == 0 && len(a.avoid) == 0 && !a.place:
		a.prefer, a.avoid, a.place = b.prefer, b.avoid, b.place // shared, never written: slot's slices are read-only
	case len(b.prefer) == 0 && len(b.avoid) == 0 && !b.place:
		b.prefer, b.avoid, b.place = a.prefer, a.avoid, a.place
	}
}

// splits finds the inputs of a SplitNames pair that are both the call's
// (brand and model, by their names' last words): 1 for the first side, 2
// for the second.
func (r *Request) splits(slots []*slot) map[*slot]int {
	if len(r.lx.splits) == 0 {
		return nil
	}
	var out map[*slot]int
	for _, a := range slots {
		for _, b := range slots {
			if a == b || !r.lx.splits[[2]string{a.lastWord, b.lastWord}] {
				continue
			}
			if out == nil {
				out = map[*slot]int{}
			}
			out[a], out[b] = 1, 2
		}
	}
	return out
}

// hasSplit reports whether the request holds c's parts: its first word
// (head) and the rest.
func (r *Request) hasSplit(c *Candidate) bool {
	for _, i := range r.startingAt(c.first) {
		if o := &r.cands[i]; o.head && o.last == c.first {
			return true
		}
	}
	return false
}

// arrowed finds the first two values of one kind joined by an arrow or a
// dash with no word between ("ATL->DFW", "Denver → Anchorage", the two
// codes of "LAX-ORD"), for a pair whose sides are a route's ends.
func (r *Request) arrowed(fits func(x, y *Candidate) bool) (*Candidate, *Candidate) {
	for i := range r.cands {
		x := &r.cands[i]
		if x.Kind == Number || x.Kind == List || x.tail || r.verbRival(x) {
			continue
		}
		// the candidates of its own word (the halves of "LAX-ORD") and of
		// the next word, looked up (startingAt), not searched for
		joinedNext := x.last+1 < len(r.words) && arrow(r.marksBetween(r.words[x.last], r.words[x.last+1]))
		for _, at := range [2]int{x.last, x.last + 1} {
			if at == x.last+1 && !joinedNext {
				continue
			}
			for _, j := range r.startingAt(at) {
				y := &r.cands[j]
				if y.Kind != x.Kind || y == x {
					continue
				}
				if at == x.last && !(x.first == x.last && y.last == at && y.Start == x.End+1 && r.text[x.End:y.Start] == "-") {
					continue // LAX-ORD: the first half, a hyphen, the second
				}
				if fits(x, y) {
					return x, y
				}
			}
		}
	}
	return nil, nil
}

// arrow reports whether marks join two values as a route's ends: "->",
// "→", "=>", ">".
func arrow(m string) bool {
	return m == "->" || m == "→" || m == "=>" || m == ">" || m == "-->" || m == "⟶"
}

// verbRival reports whether x opens its sentence with a word that may be
// the verb, the name without it standing as a rival ("Fly Denver" beside
// "Denver"): the pair takes the rival.
func (r *Request) verbRival(x *Candidate) bool {
	if x.last == x.first || !r.toks[r.words[x.first]].initial {
		return false
	}
	for _, j := range r.startingAt(x.first + 1) {
		if c := &r.cands[j]; c.Kind == x.Kind && c.last == x.last {
			return true
		}
	}
	return false
}
