package ground

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fields a request writes as a form: "username: mchen, email:
// m.chen@acme.io", a bullet "- Department: Finance", "(category: meals)".

// maxLabelWords and maxFieldWords bound a field's label and its value: a
// longer run before a colon is a sentence ("Please create an employee
// record:"), a longer one after it a paragraph.
const (
	maxLabelWords = 3
	maxFieldWords = 12
)

// field is a label and the value a request writes after it.
type field struct {
	label      [2]int // first and last word of the label
	start, end int    // the value's byte offsets
}

// fields finds the request's fields: one to three words that start a line,
// follow a mark ("? Subject:", "(category:", "-> ingredient:") or open the
// request, then a colon and a space, then the value, which runs to the end
// of its line, a semicolon, a closing parenthesis, the sentence's end or
// the next field. The label's words are marked (a label is no name: the
// "Department" of "- Department: Finance"); the values are read once the
// other values are (fieldValues).
func (r *Request) fields() {
	if !strings.Contains(r.text, ": ") {
		return // most requests are no form
	}
	form := -1 // whether the request is a form of lines (formLines), read where a speaker's label is
	for k := 0; k < len(r.words); k++ {
		f, ok := r.fieldAt(k)
		if !ok {
			continue
		}
		if f.label[0] == f.label[1] && r.lx.speakers[r.toks[r.words[k]].lower] && form < 0 {
			form = 0
			if r.formLines() {
				form = 1
			}
		}
		if f.label[0] == f.label[1] && r.lx.speakers[r.toks[r.words[k]].lower] && !r.bulleted(k) && form == 0 {
			// "User: mushrooms and olives", "Agent: Which date?": a turn of
			// a conversation, whose words are read as the request's, no
			// field's value (but an item of a bulleted list is a field:
			// "- customer: Birchwood Cabinets")
			r.toks[r.words[k]].label = true
			if k+1 < len(r.words) {
				r.toks[r.words[k+1]].initial = true // a turn opens as a sentence does
			}
			r.turns++
			k = f.label[1]
			continue
		}
		if f.label[1] == f.label[0] || !r.lx.imperative[r.toks[r.words[k]].lower] || !r.addressee(k+1, f.label[1]) {
			// (but "Page Hamish Dow: 'muster at 0600'", "Text Priya:
			// happy birthday!" write a verb and whom it addresses before
			// the colon: a name, no label's words)
			for j := f.label[0]; j <= f.label[1]; j++ {
				r.toks[r.words[j]].label = true
			}
		}
		r.found = append(r.found, f)
		k = f.label[1]
	}
	// Each value is searched for its end up to the next label only: a
	// request of many fields costs its length, not its fields times it.
	for i := range r.found {
		limit := len(r.text)
		if i+1 < len(r.found) {
			// the next field ends this one, with the comma, period or
			// separator ("Room: 1010 / Issue: ...") before its label
			limit = max(len(strings.TrimRight(r.text[:r.toks[r.words[r.found[i+1].label[0]]].start], " \t,.;/|")), r.found[i].start)
		}
		r.found[i].end = r.fieldEnd(r.found[i].start, limit)
	}
}

// fieldValues adds each field's value as a candidate, as a quoted string
// is one (the user has delimited it), unless the request holds it as a
// value of another kind already: a name, a code, a date, a list
// ("Grades: [A, B, C, D, F]").
func (r *Request) fieldValues() {
	if len(r.found) == 0 {
		return
	}
	spans, quotes := r.candidateSpans(), r.quoteSpans()
	opened := map[int]int{} // a value's start: its end, where one was added
	var values []Candidate
	for _, f := range r.found {
		value := strings.TrimSpace(r.text[f.start:f.end])
		value = strings.TrimRight(value, ".") // the sentence's period, not the value's
		if first, _ := utf8.DecodeRuneInString(value); value == "" || strings.ContainsRune(quoteOpeners, first) || len(strings.Fields(value)) > maxFieldWords {
			continue // a quoted value is read as one already
		}
		if keyed(value) {
			continue // "forecast: city=Oslo, days=5": fields of their own, no value
		}
		start, end := f.start, f.start+len(value)
		if cutsQuote(quotes, start, end) {
			continue // "Notice: subject 'Holiday Closure', body 'The studio is closed Dec 24 – Jan 2.'": the dash ends no field inside a quote
		}
		inner := strings.TrimLeft(strings.Trim(value, "[](){}"), "$€£¥") // "Amount: $42.00" is a number
		if in := start + strings.Index(value, inner); spans[[2]int{in, in + len(inner)}] {
			continue
		} else if rest, ok := strings.CutPrefix(inner, "the "); ok && spans[[2]int{in + 4, in + len(inner)}] && unicode.IsUpper([]rune(rest)[0]) {
			continue // "team: the Flying Arrows" is the name, its article dropped as elsewhere
		}
		first, last := r.wordIndex(start), r.wordIndex(end)-1
		if first > last {
			continue
		}
		opened[start] = end
		values = append(values, Candidate{Kind: Quoted, Text: value, Value: value, Start: start, End: end, first: first, last: last, field: true})
		if cut := strings.Index(value, ", "); cut > 0 && (r.commaBefore(f) || r.boundAfter(value[cut+2:])) {
			// fields a comma parts ("priority low, title: Typo on pricing
			// page, customer jo@brightline.com"): the value may end at the
			// next comma as well; the two are rivals
			v := value[:cut]
			values = append(values, Candidate{Kind: Quoted, Text: v, Value: v, Start: start, End: start + cut, first: first, last: r.wordIndex(start+cut) - 1, field: true})
		}
	}
	// a word capitalized because it opens the value names nothing on its
	// own: "Subject: Offsite agenda" holds no name Offsite; a run of
	// capitalized words is a name still ("Compare goals: Harry Kane vs
	// Robert Lewandowski")
	r.cands = slices.DeleteFunc(r.cands, func(c Candidate) bool {
		end, ok := opened[c.Start]
		return ok && c.Kind == Name && c.End < end && !r.nameGoesOn(c.first) && !c.inverted // ("Register: Okafor, Chidi - O+" names a donor)
	})
	r.cands = append(r.cands, values...)
}

// candidateSpans returns the byte spans of the request's candidates, to
// ask whether one reads a span whole.
func (r *Request) candidateSpans() map[[2]int]bool {
	spans := make(map[[2]int]bool, len(r.cands))
	for _, c := range r.cands {
		spans[[2]int{c.Start, c.End}] = true
	}
	return spans
}

// lineEnd returns where the line that starts at byte offset at of s
// ends: its line break, or the end of s.
func lineEnd(s string, at int) int {
	if i := strings.IndexByte(s[at:], '\n'); i >= 0 {
		return at + i
	}
	return len(s)
}

// commaBefore reports whether a comma stands right before f's label.
func (r *Request) commaBefore(f field) bool {
	return strings.HasSuffix(strings.TrimRight(r.text[:r.toks[r.words[f.label[0]]].start], " \t"), ",")
}

// keyed reports whether a value holds a "key=value" pair: a letter, then
// "=", then no space.
func keyed(v string) bool {
	for i := 1; i+1 < len(v); i++ {
		if v[i] == '=' && isLetterByte(v[i-1]) && v[i+1] != ' ' && v[i+1] != '=' {
			return true
		}
	}
	return false
}

// fieldAt reads a field whose label starts at word k.
func (r *Request) fieldAt(k int) (field, bool) {
	t := r.toks[r.words[k]]
	if !r.fieldStart(t.start) || !isLetterByte(t.lower[0]) {
		return field{}, false
	}
	for j := k; j < len(r.words) && j < k+maxLabelWords; j++ {
		u := r.toks[r.words[j]]
		if j > k && !r.adjacentWords(j-1, j) {
			return field{}, false
		}
		if !strings.HasPrefix(r.text[u.end:], ": ") {
			continue
		}
		for i := k; i <= j; i++ {
			if w := r.toks[r.words[i]].text; isCode(w) && strings.ContainsAny(w, "0123456789") {
				return field{}, false // "EVT-77120: section 320, ...", "Cage CG-3312: hunched posture", "Van AK19 LBY: tail lift sticking": an identifier, no label
			}
		}
		if len(r.found) == 0 && r.afterComma(k) && r.addressee(k, j) {
			return field{}, false // "9 Mill Lane, Hebden Bridge: hip-to-gable ...": a place's name closes a part before the colon; a form's label after a comma follows a field ("Name: Ada, Team: Ops")
		}
		start := u.end + 2
		for start < len(r.text) && r.text[start] == ' ' {
			start++
		}
		return field{label: [2]int{k, j}, start: start}, true
	}
	return field{}, false
}

// addressee reports whether words a to b, after a verb before a colon,
// name whom it addresses: capitalized words, none a common word, a
// generic one, an identifier's or a date's ("Hamish Dow"; not the "ID" of
// "Order ID:", the "Title" of "Book Title:").
func (r *Request) addressee(a, b int) bool {
	for i := a; i <= b; i++ {
		t := r.toks[r.words[i]]
		if !t.cap || r.lx.common[t.lower] || r.lx.generic[t.stem] || r.lx.idWords[t.lower] || r.lx.dateWords[t.lower] || r.lx.stop[t.lower] {
			return false
		}
	}
	return true
}

// formLines reports whether the request is a form of lines: a line that
// opens with a label that is no speaker's ("Postcode: BS7 8QJ"). Its
// speakers' labels are fields too: "Customer: Harriet Yeo\nPostcode: ..."
// is no conversation's turn.
func (r *Request) formLines() bool {
	for k := 0; k < len(r.words); k++ {
		t := r.toks[r.words[k]]
		if s := strings.TrimRight(r.text[:t.start], " \t"); s != "" && !strings.HasSuffix(s, "\n") {
			continue
		}
		if f, ok := r.fieldAt(k); ok && (f.label[0] != f.label[1] || !r.lx.speakers[t.lower]) {
			return true
		}
	}
	return false
}

// fieldStart reports whether a label may start at byte offset at: the
// request's start, a line's, or right after a mark (spaces aside).
func (r *Request) fieldStart(at int) bool {
	s := strings.TrimRight(r.text[:at], " \t")
	if s == "" {
		return true
	}
	c, _ := utf8.DecodeLastRuneInString(s)
	return c == '\n' || c != '_' && c != '\'' && c != '’' && (unicode.IsPunct(c) || unicode.IsSymbol(c))
}

// fieldEnd returns where a value that starts at byte offset start ends, at
// limit at the latest: its line's end, a semicolon, a closing
// parenthesis, or the sentence's end (a period, question or exclamation
// mark before a space and a capital, or a digit: "To: the airport. 3 of
// us", not "Apt. 5").
func (r *Request) fieldEnd(start, limit int) int {
	s := r.text
	for i := start; i < limit; i++ {
		switch s[i] {
		case '\n', ';', ')':
			return i
		case '/', '|':
			if i > start && s[i-1] == ' ' && i+1 < len(s) && s[i+1] == ' ' {
				return i - 1 // "SSID: TeamOffsite / password ...": a spaced slash or bar parts fields
			}
		case ' ':
			if i > start && (strings.HasPrefix(s[i+1:], "— ") || strings.HasPrefix(s[i+1:], "– ")) {
				return i // "Product: SoundBar 300 — Issue: ...": a spaced dash parts fields too
			}
		case '.', '?', '!':
			if i+2 < len(s) && s[i+1] == ' ' && (unicode.IsUpper(rune(s[i+2])) || isDigitByte(s[i+2]) && !r.abbrevBefore(i)) {
				return i
			}
		}
	}
	return limit
}

// abbrevBefore reports whether the word that ends at byte offset i, a
// period's, is one of Lexicon.Abbreviations: "St.", "No.".
func (r *Request) abbrevBefore(i int) bool {
	j := i
	for j > 0 && isLetterByte(r.text[j-1]) {
		j--
	}
	return j < i && r.lx.abbrev[strings.ToLower(r.text[j:i])]
}

// boundAfter reports whether a field's value goes on, after a comma, with
// a bound: "standing desk, max $400" is a query and a price's bound; the
// value may end at the comma (a rival).
func (r *Request) boundAfter(rest string) bool {
	first, _, _ := strings.Cut(rest, " ")
	first = strings.ToLower(first)
	return r.lx.bounds[first] || r.lx.rangeStops[first]
}

// bulleted reports whether word k opens a line after a bullet: "- customer".
func (r *Request) bulleted(k int) bool {
	at := r.toks[r.words[k]].start
	p := at // the bullet ends where the spaces before the word begin
	for p > 0 && (r.text[p-1] == ' ' || r.text[p-1] == '\t' || r.text[p-1] == '\r') {
		p--
	}
	// and its line starts at most maxBullet bytes before that: the line
	// is looked for there, not from the request's start (a request of
	// one line and many labels would cost its length for each)
	lo := max(0, p-maxBullet)
	line := strings.LastIndexByte(r.text[lo:p], '\n')
	switch {
	case line >= 0:
		line += lo + 1
	case lo > 0:
		return false
	default:
		line = 0
	}
	n := bulletAt(r.text[line:])
	return n > 0 && line+n <= at && strings.TrimSpace(r.text[line+n:at]) == ""
}

// maxBullet bounds a bullet's bytes before its item's words: "123. [x]"
// and "• " are 8 and 4; a longer run is no bullet (bulletAt).
const maxBullet = 16

// quoteSpans returns the spans of the request's quoted strings, by their
// start.
func (r *Request) quoteSpans() [][2]int {
	var q [][2]int
	for _, c := range r.cands {
		if c.Kind == Quoted && !c.field {
			q = append(q, [2]int{c.Start, c.End})
		}
	}
	slices.SortFunc(q, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	return q
}

// cutsQuote reports whether the span from start to end ends inside one of
// the quoted strings (quoteSpans) that opens within it: a value cut there
// holds half of what the user delimited. A field's value is a few words,
// so few quotes open within it.
func cutsQuote(quotes [][2]int, start, end int) bool {
	i, _ := slices.BinarySearchFunc(quotes, start, func(q [2]int, at int) int { return cmp.Compare(q[0], at) })
	for ; i < len(quotes) && quotes[i][0] < end; i++ {
		if quotes[i][1] > end {
			return true
		}
	}
	return false
}
