package ground

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Values the sequence already gives: what another argument uses is no
// value of this input's, unless the sequence passes it along.

// maxOverlapText bounds the used values a candidate is compared with in
// part (overlapsText, writtenAcross): a longer value is a document, not a
// name, and comparing each candidate with it would cost the request's
// length times the value's.
const maxOverlapText = 1 << 10

// usedValue is a value the call or the sequence gives an input.
type usedValue struct {
	tool, input string
	name        inputName
	key         string // the value's comparison form
	text        string // lowercased, for overlap; empty past maxOverlapText
	part        bool   // an item of a list or a field of an object the input takes: used as it is, or held by a form's field
}

// usedBy weighs c, valued key (numKey: a number's other form; lower: its
// text lowercased), against the values the call and the sequence give
// (ctx.used): agree when another call gives it to an input of this name,
// used (1, or 0.5 for a value of the same kind under a name that tells
// two apart, or one written across it) when another argument has it, and
// other when it is another thing's identifier, which s never takes.
func (r *Request) usedBy(ctx *callCtx, s *slot, name inputName, c *Candidate, key, numKey, lower string) (agree bool, used float64, other bool) {
	count := c.Kind == Number && r.lx.countWords[s.head()] // a count counts its own call's things: "one wheelchair ... and 3 French guides"
	for _, u := range ctx.used {
		if u.part {
			if (u.key == key || u.key == numKey) && !(c.Kind == Number && r.freeMention(ctx, u.key, c)) {
				used = 1
			} else if c.field && r.overlapsText(u, c, lower) {
				used = max(used, 0.5) // "assignees: dkim, ana" holds the assignees' items, no title
			}
			continue
		}
		if (u.key == key || u.key == numKey) && s.id && r.sameHead(u.name.head, s.head()) && apart(u.name, name) {
			return false, 0, true // another thing's identifier: a customer_id's C123 is no interaction_id
		}
		switch {
		case u.key == key && u.input == s.in.Name && u.tool != ctx.call.Tool && !r.lx.generic[s.head()] && !count && (r.kin(u.tool, ctx.call.Tool) || !r.role(s.in.Name)):
			if (c.Kind == Date || c.Kind == DateTime || c.Kind == Number && c.Unit != "") && (!ctx.local(r, c) && r.localRival(ctx, c) || r.nearerRival(ctx, s, c)) {
				// "tasting on 2026-08-08, then a quote ... 2026-10-10": the
				// quote's own clause states its date; "short ribs ... for
				// 24 hours then add 4 hours more", the cook's own time
				used = 1
				break
			}
			if c.Kind == Name && s.person && r.othersMention(ctx, u.tool, c) {
				// "hire a van to Ben Ford ... and add his brother Sam Ford
				// as a driver": the other call's clause names its person,
				// and the request names another that no argument has
				used = 1
				break
			}
			agree = true // a city, a user: what the sequence passes along (a "name" may be anyone's)
		case r.sameHead(u.name.head, s.head()) && u.tool != ctx.call.Tool && entity(c.Kind) && !count && (c.Kind != Number || s.id || !r.lx.generic[s.head()] && r.bound(u.name) == r.bound(name)) &&
			(!r.lx.idWords[s.head()] || narrows(u.input, s.in.Name)):
			// the same kind of thing under another name (name and
			// guest_name): the same person, not another's value; but an
			// identifier names one thing: a user_id is no
			// reservation_id. Names that tell two of a kind apart
			// (pickup_date and dropoff_date, due_date and end_date)
			// take two values: the other's is likely not this one's.
			if apart(u.name, name) && (u.key == key || u.key == numKey) {
				used = max(used, 0.5)
			}
			if u.key != key && r.writtenAcross(u, c) {
				// "the Amazon rainforest" when the sequence's location is
				// "Amazon Rainforest": "Amazon" is a part of its value,
				// where the request writes it (not "the Maldives" when
				// it is "Maldives Airport", which the request names apart)
				used = max(used, 0.5)
			}
		case (u.key == key || u.key == numKey) && u.tool != ctx.call.Tool && entity(c.Kind) && c.Kind != Number && narrows(u.input, s.in.Name):
			// the same thing said more or less narrowly (name and
			// passenger_name): the person the sequence passes along
			// is free to this input
		case u.key == key || u.key == numKey:
			if u.tool == ctx.call.Tool && u.input == s.in.Name && (r.restated(ctx, u.key, c) || s.id && r.sharedSubject(ctx, u.key, c)) {
				break // "with Priya ... with Priya", "table 12 ... table 12": a repeated call's own mention; "RS-51002 needs a child seat and GPS": one subject of both
			}
			if c.Kind == Number && r.freeMention(ctx, u.key, c) {
				break // "an airspeed of 200 knots" is free when the 200 used is "a wing area of 200 square feet"
			}
			if c.Kind != Number && u.tool != ctx.call.Tool && r.freeText(ctx, s, &u, c) {
				break // the JFK "from JFK to LAX" gives is free when the weather call's is "the weather report for JFK"
			}
			used = 1
		case u.key != key && r.overlapsText(u, c, lower) && !(r.ownField(s, c) && !containsWord(lower, u.text)):
			// (a field of the input's own label whose value another text
			// holds is still its value: "component: notifications" beside
			// "Push notifications delayed by hours"; one that holds
			// another's value ran on: "Typo on pricing page, customer
			// jo@brightline.com")
			used = max(used, 0.5)
		}
	}
	if (c.Kind == Number && r.lx.unitClass[c.Unit] == "" || c.Kind == Path) && r.insideUsed(ctx, c) {
		// the 501 of "Levi's 501 jacket", which the query takes, is no
		// quantity; the script of 'python3 /opt/etl/run.py', a command's,
		// is no schedule
		used = max(used, 0.5)
	}
	if c.Kind == Name && c.last > c.first || c.field {
		switch n := r.usedNumbers(ctx, c, 2); {
		case n >= 2 && c.field:
			used = 1 // "Top Pond: ammonia 0.25, nitrite 0.1, pH 7.8" when ammonia, nitrite and ph have them: the other inputs' fields, written under one label
		case n >= 1:
			used = max(used, 0.5) // "Lena 35.50" when the amount is 35.5: the name ran on through another argument's number; "standing desk, max $400" when max_price is 400
		}
	}
	if c.Kind == Code && r.rangeUsed(ctx, c.Text) {
		used = max(used, 1) // "1900-1920" when from_year and to_year are 1900 and 1920: no item's code
	}
	if r.countedUse(ctx, c) {
		used = 1 // "5 frames of brood" when frames_brood is 5: the count's label, no product
	}
	if c.Kind == Name && c.last == c.first+1 && r.labelledUse(ctx, c) {
		used = 1 // "Section F" when the section is F: the input's word and its value, one mention of it
	}
	return agree, used, false
}

// labelledUse reports whether name c, of two words, is an input's own
// word and the value another argument gives it: "Section F" when the
// section is F, "Bay 4" when the bay is 4.
func (r *Request) labelledUse(ctx *callCtx, c *Candidate) bool {
	label, value := r.toks[r.words[c.first]], r.toks[r.words[c.last]]
	key := r.g.usedKey(value.text)
	return slices.ContainsFunc(ctx.used, func(u usedValue) bool {
		return !u.part && u.name.head == label.stem && (u.key == key || u.text == value.lower)
	})
}

// rangeUsed reports whether text is two numbers a hyphen joins, each of
// them a value an argument of the sequence has: a range the call's two
// bounds took apart.
func (r *Request) rangeUsed(ctx *callCtx, text string) bool {
	lo, hi, ok := strings.Cut(text, "-")
	if !ok || !digits(lo) || !digits(hi) {
		return false
	}
	has := func(n string) bool {
		k := valueKey(json.Number(n))
		return slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == k })
	}
	return has(lo) && has(hi)
}

// overlapsText reports whether c, whose text is lower, holds a text value
// the sequence uses (u) or is held by it. A path, a URL or an e-mail
// address holds none: ~/garden/kale_leaves.jpg is a file, whatever the
// plant another argument names; nor does a quoted message, which speaks
// of what other calls take ('VAN-31 breakdown on A4' for dispatch, where
// the incident report takes VAN-31); a field's value still does.
func (r *Request) overlapsText(u usedValue, c *Candidate, lower string) bool {
	if len(u.text) < 3 || c.Kind == Number || c.Kind == Path || c.Kind == URL || c.Kind == Email {
		return false
	}
	return containsWord(u.text, lower) || (c.Kind != Quoted || c.field) && containsWord(lower, u.text)
}

// writtenAcross reports whether the request writes the text value u
// where c stands, overlapping it but not the same span: c is a part of
// the value, or the value a part of c. Only the text around c is searched.
func (r *Request) writtenAcross(u usedValue, c *Candidate) bool {
	n := len(u.text)
	if n < 3 || c.Kind == Number {
		return false
	}
	lo, hi := max(0, c.Start-n+1), min(len(r.lower), c.End+n-1)
	for i := lo; i < hi; {
		k := strings.Index(r.lower[i:hi], u.text)
		if k < 0 {
			return false
		}
		at := i + k
		if at < c.End && c.Start < at+n && (at != c.Start || at+n != c.End) {
			return true
		}
		i = at + 1
	}
	return false
}

// bound reports whether a name's qualifiers make it a bound
// (Lexicon.BoundWords: max_price, min_rating): a limit, which no number
// of the kind unbounded passes along to ("set an alert at $699" is no
// search's max_price).
func (r *Request) bound(n inputName) bool {
	return slices.ContainsFunc(n.quals, func(q string) bool { return r.lx.bounds[q] })
}

// insideUsed reports whether c, a number or a path, lies inside a text value the
// call or the sequence gives, where the request writes it: a part of
// another argument's value ("Levi's 501 jacket"). The values' spans are
// found once per call (usedSpans), each number then looked up.
func (r *Request) insideUsed(ctx *callCtx, c *Candidate) bool {
	if ctx.usedSpans == nil {
		ctx.usedSpans = r.usedSpans(ctx)
	}
	sp := ctx.usedSpans
	// the last span that starts at or before c; the farthest end of those
	i, _ := slices.BinarySearchFunc(sp.starts, c.Start+1, func(s, at int) int { return s - at })
	return i > 0 && sp.reach[i-1] >= c.End
}

// spans are text values' spans in the request, sorted by start, with the
// farthest end of every span up to each.
type spans struct{ starts, reach []int }

// usedSpans finds where the request writes the text values the call and
// the sequence give that are more than a number (they hold a letter), but
// a list's items.
func (r *Request) usedSpans(ctx *callCtx) *spans {
	type span struct{ start, end int }
	var all []span
	for _, u := range ctx.used {
		if u.part || len(u.text) < 3 || !strings.ContainsFunc(u.text, unicode.IsLetter) {
			continue // (a list's items are searched for by none: a long list costs no search each)
		}
		for at := 0; ; {
			k := strings.Index(r.lower[at:], u.text)
			if k < 0 {
				break
			}
			all = append(all, span{at + k, at + k + len(u.text)})
			at += k + len(u.text)
		}
	}
	slices.SortFunc(all, func(a, b span) int { return a.start - b.start })
	out := &spans{starts: make([]int, len(all)), reach: make([]int, len(all))}
	reach := -1
	for i, s := range all {
		reach = max(reach, s.end)
		out.starts[i], out.reach[i] = s.start, reach
	}
	return out
}

// entity reports whether a kind of value names a thing that calls pass
// along under different names (a person is a name here, a guest_name
// there), unlike a text one call transforms for the next.
func entity(k Kind) bool { return k != Quoted && k != Word && k != List }

// narrows reports whether one input's name is the other's with words
// added (id and book_id): the same thing, said more narrowly. user_id
// and reservation_id are two.
func narrows(a, b string) bool {
	wa, wb := Words(a), Words(b)
	sub := func(x, y []string) bool {
		for _, w := range x {
			if !slices.ContainsFunc(y, func(v string) bool { return stem(v) == stem(w) }) {
				return false
			}
		}
		return true
	}
	return sub(wa, wb) || sub(wb, wa)
}

// kin reports whether two tools share a word that is no stop word
// (Hotels.SearchHotel and Hotels.ReserveHotel; not Hotels.SearchHotel and
// RideSharing.GetRide).
func (r *Request) kin(a, b string) bool {
	return r.g.kins.get([2]string{a, b}, func() bool {
		wb := Words(b)
		for _, x := range Words(a) {
			if len(x) >= 3 && !r.lx.stop[x] && !r.lx.common[stem(x)] && slices.ContainsFunc(wb, func(y string) bool { return stem(y) == stem(x) }) {
				return true
			}
		}
		return false
	})
}

// role reports whether an input is one side of a pair (origin,
// destination, start_date): a place or time of one trip, which another
// tool's trip need not share.
func (r *Request) role(input string) bool {
	for _, x := range Words(input) {
		if st := stem(x); len(x) > 2 && (r.lx.pairFirst[st] || r.lx.pairSecond[st]) {
			return true
		}
	}
	return false
}

// sameHead reports whether two inputs' heads are one word or synonyms:
// pin_num and pin_number.
func (r *Request) sameHead(a, b string) bool {
	return a == b || slices.Contains(r.lx.synonyms[a], b)
}

// enumTaken reports whether another input of the call that takes the same
// closed set as s already has the value keyed key: two inputs of one set
// in one call (from_scale and to_scale, source and target language) take
// two of its members, not one twice.
func (r *Request) enumTaken(ctx *callCtx, s *slot, key string) bool {
	for _, o := range ctx.slots {
		if o == s || o.flag || !sameSet(o.enum, s.enum) {
			continue
		}
		if v, ok := ctx.call.Args[o.in.Name]; ok && valueKey(v) == key {
			return true
		}
	}
	return false
}

// enumRepeated reports whether another call of s's tool gives s a member
// of its enum and the request names two members or more (phrases, s's
// mentions): "a brake service for TRK-044 and a tire rotation for
// TRK-045" are two calls' two members.
func (r *Request) enumRepeated(ctx *callCtx, s *slot, phrases []Candidate) bool {
	if !slices.ContainsFunc(ctx.seq.Uses, func(u Use) bool { return u.Tool == ctx.call.Tool && u.Input == s.in.Name }) {
		return false
	}
	first := ""
	for _, c := range phrases {
		if k := enumKey(c.Text); first == "" {
			first = k
		} else if k != first {
			return true
		}
	}
	return false
}

// sameToolGives reports whether another call of the call's tool gives
// input s the value keyed key.
func (ctx *callCtx) sameToolGives(s *slot, key string) bool {
	return slices.ContainsFunc(ctx.seq.Uses, func(u Use) bool {
		return u.Tool == ctx.call.Tool && u.Input == s.in.Name && valueKey(u.Value) == key
	})
}

// sameSet reports whether two enums list the same members in one order.
func sameSet(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if valueKey(a[i]) != valueKey(b[i]) {
			return false
		}
	}
	return true
}

// usedNumbers counts, up to most, the numbers of digits in name c after
// its first word (in a field's value, from its first) that another
// argument of the call or the sequence takes as a number: "Pay back Lena
// 35.50" holds one when the amount is 35.5.
func (r *Request) usedNumbers(ctx *callCtx, c *Candidate, most int) int {
	from := c.first + 1
	if c.field {
		from = c.first // a field's value may open with it: "Cart: 2 water bottles"
	}
	n := 0
	for k := from; k <= c.last; k++ {
		if t := r.toks[r.words[k]].text; t == "" || !isDigitByte(t[0]) {
			continue // no number of digits starts here (the index of starts is built only where one may)
		}
		for _, i := range r.startingAt(k) {
			m := &r.cands[i]
			if m.Kind != Number || m.word {
				continue
			}
			key := valueKey(m.Value)
			if slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == key && !u.part }) {
				if n++; n >= most {
					return n
				}
				break // (one number a word)
			}
		}
	}
	return n
}

// restated reports whether the request states a value (key) more often
// than the sequence uses it: another call to the same tool that gives the
// same input the value leaves a mention of it to this one.
func (r *Request) restated(ctx *callCtx, key string, c *Candidate) bool {
	if c.Kind == Number {
		uses := 0
		for _, u := range ctx.used {
			if u.key == key {
				uses++
			}
		}
		return uses < len(r.numberMentions(key))
	}
	return ctx.uses[key] < len(r.textMentions(key))
}

// sharedSubject reports whether c, an identifier the request states once
// and another call to the same tool gives the same input, is the one
// subject of both: a code with digits, and the request writes no other
// ("RS-51002 needs a child seat and GPS"; not "cancel orders A-1234 and
// A-5678", nor "Convert 100 USD to EUR and 250 GBP to JPY").
func (r *Request) sharedSubject(ctx *callCtx, key string, c *Candidate) bool {
	if c.Kind != Code || !strings.ContainsAny(c.Text, "0123456789") || len(r.textMentions(key)) != 1 {
		return false // (a code of letters alone is a kind's, "USD", no subject)
	}
	return !slices.ContainsFunc(r.cands, func(o Candidate) bool {
		return o.Kind == Code && valueKey(o.Value) != key && !o.half && strings.ContainsAny(o.Text, "0123456789")
	})
}

// localRival reports whether c's call's own clauses state another value
// of c's kind that no argument of the sequence has: there, another call's
// date of the input's name is that call's, no agreement ("a tasting on
// 2026-08-08 at 11:30, then a vegan quote for 150 guests 2026-10-10"). A
// person or an identifier is one subject of several calls: kept so.
func (r *Request) localRival(ctx *callCtx, c *Candidate) bool {
	return otherThan(r.unusedTexts(ctx, unusedKind{kind: c.Kind, local: true}), c.Text)
}

// othersMention reports whether name c stands nearer the other call's
// tool's words than the call's own, both in its sentence, while the request
// names another person, in no argument of the sequence and no part of c or
// of a value one gives: one person each, no one person for both.
func (r *Request) othersMention(ctx *callCtx, tool string, c *Candidate) bool {
	if own := r.toolPlaces(ctx, ctx.call.Tool).gap(r, c); own == len(r.text) || r.toolPlaces(ctx, tool).gap(r, c) >= own {
		return false // (a sentence that names no word of the call's tool speaks of no call of its own)
	}
	for i := range r.cands {
		d := &r.cands[i]
		if d.Kind != Name || d.first <= c.last && c.first <= d.last {
			continue
		}
		if lower := strings.ToLower(d.Text); r.unused(ctx, d) && !slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.text != "" && strings.Contains(u.text, lower) }) {
			return true
		}
	}
	return false
}

// nearerRival reports whether the request states another value of c's
// kind, which no argument of the sequence has, nearer the call's tool's
// words than c: "on 2027-04-12 and book the inspection for 2027-04-13"
// gives inspect the 13th, though erect's date is the 12th and one clause
// holds both. Where the call takes another input of the kind, the other
// value may be that one's ("rent a car ... on 2022-12-01 ... and drop it
// off on 2022-12-05"), and nothing is read.
func (r *Request) nearerRival(ctx *callCtx, s *slot, c *Candidate) bool {
	if slices.ContainsFunc(ctx.slots, func(o *slot) bool {
		return o != s && (c.Kind == Number && o.numeric || c.Kind != Number && (o.date || o.datetime))
	}) {
		return false
	}
	p := r.toolPlaces(ctx, ctx.call.Tool)
	own := p.gap(r, c)
	if own == len(r.text) {
		return false
	}
	best := r.nearestUnused(ctx, p, c.Kind)
	return best[0].text != c.Text && best[0].gap < own || best[1].gap < own
}

// nearGap is how near the call's tool's words a text stands.
type nearGap struct {
	gap  int
	text string
}

// nearestUnused returns the two nearest the call's tool's words of the
// request's candidates of kind k that no argument of the sequence has, of
// two texts, read once a call and kind (each candidate asks, and a request
// of thousands of them must not compare every pair).
func (r *Request) nearestUnused(ctx *callCtx, p toolPlaces, k Kind) [2]nearGap {
	if best, ok := ctx.nearest[k]; ok {
		return best
	}
	best := [2]nearGap{{gap: len(r.text)}, {gap: len(r.text)}}
	for i := range r.cands {
		d := &r.cands[i]
		if d.Kind != k {
			continue
		}
		if !r.unused(ctx, d) {
			continue
		}
		switch g := p.gap(r, d); {
		case g < best[0].gap && d.Text != best[0].text:
			best[0], best[1] = nearGap{g, d.Text}, best[0]
		case g < best[0].gap:
			best[0].gap = g
		case g < best[1].gap && d.Text != best[0].text:
			best[1] = nearGap{g, d.Text}
		}
	}
	if ctx.nearest == nil {
		ctx.nearest = map[Kind][2]nearGap{}
	}
	ctx.nearest[k] = best
	return best
}

// otherCode reports whether the request states a code with a digit other
// than c that no argument of the sequence has.
func (r *Request) otherCode(ctx *callCtx, c *Candidate) bool {
	return otherThan(r.unusedTexts(ctx, unusedKind{kind: Code, digit: true}), c.Text)
}

// unusedKind selects candidates for unusedTexts: of one kind, in the
// call's own clauses only (local), codes with a digit only (digit).
type unusedKind struct {
	kind         Kind
	local, digit bool
}

// unusedTexts returns up to two distinct texts of the request's
// candidates of a kind that no argument of the sequence has, read once a
// call: each candidate asks whether another stands beside it, and a
// request of thousands of them must not compare every pair.
func (r *Request) unusedTexts(ctx *callCtx, k unusedKind) []string {
	if texts, ok := ctx.unused[k]; ok {
		return texts
	}
	var texts []string
	for i := range r.cands {
		d := &r.cands[i]
		if d.Kind != k.kind || k.digit && !strings.ContainsAny(d.Text, "0123456789") || k.local && !ctx.local(r, d) || slices.Contains(texts, d.Text) {
			continue
		}
		if r.unused(ctx, d) {
			if texts = append(texts, d.Text); len(texts) == 2 {
				break
			}
		}
	}
	if ctx.unused == nil {
		ctx.unused = map[unusedKind][]string{}
	}
	ctx.unused[k] = texts
	return texts
}

// unused reports whether no argument of the sequence has candidate d's
// value.
func (r *Request) unused(ctx *callCtx, d *Candidate) bool {
	key := r.g.usedKey(d.Value)
	return !slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.key == key })
}

// otherThan reports whether texts holds a text other than t.
func otherThan(texts []string, t string) bool {
	return len(texts) == 2 || len(texts) == 1 && texts[0] != t
}

// convertedArg reports whether number c, whose value for the input is the
// number key (not the currency "€8" gives a currency input), was converted
// from another unit and the number as stated is the value
// of another argument of the call itself. One mention gives one argument
// of a call; another call may restate the quantity in its own unit (a
// loan's 36-month term is the interest's 3 years), so only the call's own
// arguments count, and only when the request states the number once.
func (r *Request) convertedArg(ctx *callCtx, c *Candidate, key string) bool {
	stated := valueKey(c.Value)
	if stated == key || !strings.HasPrefix(key, "n:") || len(r.numberMentions(stated)) > 1 {
		return false // "12 ft of 12 mm": the 12 stated twice is two quantities
	}
	for _, v := range ctx.call.Args {
		if !isReference(v) && r.g.usedKey(v) == stated {
			return true
		}
	}
	return false
}

// asDecoded returns v as encoding/json decodes it with UseNumber: a Go
// integer or float32 a caller builds a Call with (Args{"kg": 40}) is the
// json.Number the readers compare, as a decoded 40 is. Lists and objects
// are copied only where they hold one; other values are returned as they
// are, and changed reports whether v was.
func asDecoded(v any) (out any, changed bool) {
	switch v := v.(type) {
	case int, int8, int16, int32, int64:
		return json.Number(strconv.FormatInt(reflect.ValueOf(v).Int(), 10)), true
	case uint, uint8, uint16, uint32, uint64:
		return json.Number(strconv.FormatUint(reflect.ValueOf(v).Uint(), 10)), true
	case float32:
		return json.Number(strconv.FormatFloat(float64(v), 'g', -1, 32)), true
	case []any:
		var cp []any
		for i, x := range v {
			if y, ok := asDecoded(x); ok {
				if cp == nil {
					cp = slices.Clone(v)
				}
				cp[i] = y
			}
		}
		if cp != nil {
			return cp, true
		}
	case map[string]any:
		var cp map[string]any
		for k, x := range v {
			if y, ok := asDecoded(x); ok {
				if cp == nil {
					cp = maps.Clone(v)
				}
				cp[k] = y
			}
		}
		if cp != nil {
			return cp, true
		}
	}
	return v, false
}

// decodedCall returns call and seq with their literals as decoded JSON
// (asDecoded), copying the map or the slice only where a value changes.
func decodedCall(call Call, seq Sequence) (Call, Sequence) {
	if y, ok := asDecoded(call.Args); ok {
		call.Args = y.(map[string]any) // an object's copy, as a nested one is
	}
	copied := false
	for i, u := range seq.Uses {
		if y, ok := asDecoded(u.Value); ok {
			if !copied {
				seq.Uses, copied = slices.Clone(seq.Uses), true
			}
			seq.Uses[i].Value = y
		}
	}
	return call, seq
}

// callGives reports whether one of the call's own arguments has the value
// keyed key.
func (ctx *callCtx) callGives(key string) bool {
	return slices.ContainsFunc(ctx.used, func(u usedValue) bool { return u.tool == ctx.call.Tool && !u.part && u.key == key })
}
