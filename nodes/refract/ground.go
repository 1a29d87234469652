package refract

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Grounding takes a value the sequence lost from what is certain: the
// user's request, or the sequence itself. A wrong value is worse than a
// question, so a value is grounded only when one of two rules leaves no
// doubt, and they do not disagree:
//
//   - named: the request names the input and gives the value right after
//     it ("a basic salary of $1000" for basic_salary, "due date of
//     '2023-01-01'" for due_date, "from English" for source_language);
//   - the only one left: of the values of the input's kind that the
//     request mentions (dates for a date input, numbers for a numeric
//     one, quoted strings for a string), exactly one is not already used
//     by the sequence.
//
// Dates are normalised to the input's format: ISO 8601 unless the request
// wrote the date as MM/DD/YYYY and nothing asks for ISO.

var months = map[string]int{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
	"may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
	"september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
	"december": 12, "dec": 12,
}

// tokKind is the kind of a request token.
type tokKind uint8

const (
	tokWord tokKind = iota
	tokNumber
	tokDate
	tokQuoted
	tokList // a bracketed list of quoted strings: ['arg1', 'arg2']
)

// token is one token of a request. For a number, value is its normalised
// text ("200,000" -> "200000", "$5" -> "5"); for a date, its ISO form.
type token struct {
	text    string // as written (a quoted string without its quotes)
	lower   string // canonical lowercased word, for words
	plain   string // lowercased word, for words
	value   string
	unit    string // for a number, the unit that follows it: second, km, year
	start   int32  // the token's offsets in the request: start <= end <= the next token's start
	end     int32
	kind    tokKind
	class   litClass // an e-mail address or a URL: only an input of its kind takes it
	slash   bool     // a date written MM/DD/YYYY
	upper   bool     // a word starting with a capital, not first in its sentence
	percent bool     // a number written with %
	glued   bool     // a word joined to the next by - / _ or . (WH-1000XM4, AC/DC)
	dot     bool     // a word followed by a period
	quoted  bool     // a date written in quotes: a string too
}

// litClass is the class of a literal token.
type litClass uint8

const (
	noClass litClass = iota
	emailClass
	urlClass
)

// items are a list token's strings (text is the list as written).
func (t token) items() []string {
	items, _, _ := quotedList(t.text, 0)
	return items
}

// fits reports whether an input may take the token: an e-mail address
// goes to an email input, a URL to a url, link or website.
func (t token) fits(in *Input) bool {
	if t.class == noClass {
		return true
	}
	for _, w := range in.id.words {
		switch w {
		case "email", "mail", "e":
			if t.class == emailClass {
				return true
			}
		case "url", "uri", "link", "website", "site", "endpoint", "href":
			if t.class == urlClass {
				return true
			}
		}
	}
	return false
}

// facts are what the request and the sequence say, gathered once a repair.
type facts struct {
	request   string
	toks      []token // the request's tokens, on first use (see tokens)
	tokDone   bool
	lower     string            // the request, lowercased
	values    map[string]any    // input name -> the first literal the sequence gives an input of that name
	refs      map[string]string // input name -> the first reference ("$var1.f$") the sequence gives an input of that name
	calls     []Call
	used      map[string]bool // the literals of the sequence, as written by pyStr, and their number forms (see usedSet)
	uses      map[string]int  // how many times the sequence uses each number, in normal form
	mentioned map[string]int  // how many times the request mentions each number, in normal form (see spareNumber)
	words     map[string]bool // the request's canonical words, on first use
	// defaults: the calls of the sequence write out their inputs' default
	// values, or none has an input with a default, so a call inserted among
	// them writes its defaults too (the corpus's calls write them 276 times
	// in 380).
	defaults bool
}

func gatherFacts(request string, calls []Call, cat *Catalog, mode Defaults) *facts {
	f := &facts{request: request, calls: calls,
		values: map[string]any{}, refs: map[string]string{}}
	var withDefault, written int
	for _, c := range calls {
		for _, a := range c.Args {
			if r, ok := isPureRef(a.Value); ok {
				if _, seen := f.refs[a.Name]; !seen {
					f.refs[a.Name] = r.String()
				}
			}
			if len(refsIn(a.Value)) > 0 {
				continue
			}
			if _, ok := IsAsk(a.Value); ok {
				continue
			}
			if _, ok := f.values[a.Name]; !ok {
				f.values[a.Name] = a.Value
			}
		}
		if t := cat.Tool(c.Name); t != nil {
			for _, in := range t.Inputs {
				if in.Default != nil {
					withDefault++
					if c.Args.index(in.Name) >= 0 {
						written++
					}
				}
			}
		}
	}
	switch mode {
	case DefaultsAlways:
		f.defaults = true
	case DefaultsNever:
		f.defaults = false
	default:
		f.defaults = withDefault == 0 || 2*written >= withDefault
	}
	return f
}

// usedSet returns the literals of the sequence (see used), gathering them
// on first use: many repairs never need them.
func (f *facts) usedSet() map[string]bool {
	if f.used == nil {
		f.used = map[string]bool{}
		for _, c := range f.calls {
			for _, a := range c.Args {
				f.markUsed(a.Value)
			}
		}
	}
	return f.used
}

func (f *facts) markUsed(v any) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			f.markUsed(e)
		}
	case map[string]any:
		for _, e := range x {
			f.markUsed(e)
		}
	default:
		s := pyStr(v)
		f.used[strings.ToLower(s)] = true
		if looksNumeric(s) {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				norm := strconv.FormatFloat(n, 'f', -1, 64)
				f.used[norm] = true
				if f.uses == nil {
					f.uses = map[string]int{}
				}
				f.uses[norm]++
			}
		}
	}
}

// spareNumber reports whether the request mentions number t more times
// than the sequence uses it: "5 pounds" is left when a call takes the
// 5 of "5%".
func (f *facts) spareNumber(t token) bool {
	if t.kind != tokNumber {
		return false
	}
	n, err := strconv.ParseFloat(t.value, 64)
	if err != nil {
		return false
	}
	norm := strconv.FormatFloat(n, 'f', -1, 64)
	f.usedSet()
	if f.mentioned == nil {
		f.mentioned = map[string]int{}
		for _, x := range f.tokens() {
			if m, err := strconv.ParseFloat(x.value, 64); err == nil && x.kind == tokNumber {
				f.mentioned[strconv.FormatFloat(m, 'f', -1, 64)]++
			}
		}
	}
	return f.mentioned[norm] > f.uses[norm]
}

// looksNumeric reports whether s may parse as a number: ParseFloat's
// error for a word costs an allocation.
func looksNumeric(s string) bool {
	return s != "" && (isDigit(s[0]) || s[0] == '-' || s[0] == '+' || s[0] == '.')
}

// tokens returns the request's tokens, tokenizing it on first use.
func (f *facts) tokens() []token {
	if !f.tokDone {
		f.toks, f.tokDone = tokenize(f.request), true
	}
	return f.toks
}

// mentions reports whether the request has a word, in canonical form.
func (f *facts) mentions(w string) bool {
	f.wordSets()
	return f.words[w]
}

// wordSets fills the set of the request's words.
func (f *facts) wordSets() {
	if f.words != nil {
		return
	}
	toks := f.tokens()
	f.words = make(map[string]bool, len(toks))
	for _, t := range toks {
		if t.kind == tokWord {
			f.words[t.lower] = true
		}
	}
}

// makers are inputs that name who made a thing: a song's artist, a
// book's author.
var makers = map[string]bool{"artist": true, "author": true, "director": true, "creator": true,
	"composer": true, "band": true, "singer": true, "performer": true, "writer": true}

// byValue is the name the request writes after "by" (a song by AC/DC, a
// book by J.K. Rowling), for an input that names a maker, when there is
// one such name and no call uses it. The name runs over capitalized words
// and what glues them (AC/DC) up to the next word in lower case.
func (f *facts) byValue(in *Input) (any, bool) {
	if in.Type != "string" && in.Type != "" || len(in.Enum) > 0 || !slices.ContainsFunc(in.id.words, func(w string) bool { return makers[w] }) {
		return nil, false
	}
	toks := f.tokens()
	var found string
	n := 0
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].plain != "by" || toks[i+1].kind != tokWord || !toks[i+1].upper {
			continue
		}
		j := i + 1
		for j+1 < len(toks) && toks[j+1].kind == tokWord {
			next, cur := toks[j+1], toks[j]
			joined := next.start == cur.end+1 && strings.IndexByte("-/&.", f.request[cur.end]) >= 0 // AC/DC, J.K
			if !next.upper && !joined {
				break
			}
			j++
		}
		name := strings.TrimSuffix(f.request[toks[i+1].start:toks[j].end], "'s")
		if f.usedSet()[strings.ToLower(name)] || n > 0 && name == found {
			continue
		}
		found, n = name, n+1
	}
	return found, n == 1
}

// modifier is the capitalized word the request writes right before a
// word of the tool's name ("Mexican restaurants" for
// find_nearby_restaurants), for the tool's one optional string input
// that has no default and no vocabulary: a kind of what the tool finds.
func (f *facts) modifier(t *Tool, in *Input, args Args) (any, bool) {
	free := 0
	for i := range t.Inputs {
		x := &t.Inputs[i]
		if !x.Required && (x.Type == "string" || x.Type == "") && x.Default == nil && len(vocabulary(x)) == 0 && !isDateInput(x) {
			free++
		}
	}
	if free != 1 || in.Required || in.Type != "string" && in.Type != "" || in.Default != nil || len(vocabulary(in)) > 0 || isDateInput(in) {
		return nil, false
	}
	toks := f.tokens()
	var found string
	n := 0
	for i := 1; i < len(toks); i++ {
		w, prev := toks[i], toks[i-1]
		if w.kind != tokWord || prev.kind != tokWord || !prev.upper || prev.glued || prev.text == "I" || w.start != prev.end+1 ||
			stopWords[w.plain] || verbs[w.lower] || !slices.ContainsFunc(t.words, func(x string) bool { return canon(x) == w.lower }) {
			continue
		}
		if containsString(t.words, prev.plain) || f.usedSet()[prev.plain] ||
			slices.ContainsFunc(args, func(a Arg) bool { return strings.EqualFold(pyStr(a.Value), prev.text) }) || n > 0 && prev.text == found {
			continue
		}
		found, n = prev.text, n+1
	}
	return found, n == 1
}

// verbs are the canonical words of tool names that say what a tool does,
// not what it is about.
var verbs = map[string]bool{"search": true, "get": true, "create": true, "calculate": true, "book": true,
	"buy": true, "send": true, "generate": true, "convert": true, "check": true, "play": true}

// mentionsPair reports whether the request has two words, in canonical
// form, one right after the other.
func (f *facts) mentionsPair(a, b string) bool {
	toks := f.tokens()
	for i := 1; i < len(toks); i++ {
		if toks[i].kind == tokWord && toks[i-1].kind == tokWord && toks[i].lower == b && toks[i-1].lower == a {
			return true
		}
	}
	return false
}

// inRequest reports whether a literal appears in the request as written,
// as a word of its own, or is a date the request gives in other words
// ("10th October 2023" for "October 10th 2023").
func (f *facts) inRequest(v any) bool {
	s := pyStr(v)
	if s == "" {
		return false
	}
	if containsWord(f.request, s) {
		return true
	}
	d, ok := dateOf(s)
	if !ok {
		return false
	}
	for _, t := range f.tokens() {
		if t.kind == tokDate && t.value == d {
			return true
		}
	}
	return false
}

// dateOf returns the ISO form of a string that is one date and nothing
// else.
func dateOf(s string) (string, bool) {
	if len(s) < 6 || len(s) > 40 || !strings.ContainsAny(s, "0123456789") {
		return "", false
	}
	toks := tokenize(s)
	if len(toks) != 1 || toks[0].kind != tokDate {
		return "", false
	}
	return toks[0].value, true
}

// containsWord reports whether s contains sub, ignoring case, not as part
// of a longer word or number: "10" is not in "WH-1000XM4".
func containsWord(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) &&
			(i == 0 || !isAlnum(s[i-1])) && (i+len(sub) == len(s) || !isAlnum(s[i+len(sub)])) {
			return true
		}
	}
	return false
}

// tokenize splits a request into words, numbers, dates and quoted strings.
func tokenize(text string) []token {
	out := make([]token, 0, len(text)/5+1)
	sentenceStart := true
	for i := 0; i < len(text); {
		c := text[i]
		if j := literalEnd(text, i); j > i {
			// An e-mail address or a URL is one value, written as is.
			class := urlClass
			if !strings.Contains(text[i:j], "://") {
				class = emailClass
			}
			out = append(out, token{kind: tokQuoted, text: text[i:j], value: text[i:j], class: class, start: int32(i), end: int32(j)})
			i = j
			sentenceStart = false
			continue
		}
		if c == '[' {
			if _, j, ok := quotedList(text, i); ok {
				out = append(out, token{kind: tokList, text: text[i:j], start: int32(i), end: int32(j)})
				i = j
				sentenceStart = false
				continue
			}
		}
		switch {
		case (c == '\'' || c == '"') && (i == 0 || !isAlnum(text[i-1])):
			// A quoted string: up to the same quote not followed by a letter.
			j := i + 1
			for j < len(text) && !(text[j] == c && (j+1 == len(text) || !isAlnum(text[j+1]))) {
				j++
			}
			if j < len(text) && j > i+1 {
				q := text[i+1 : j]
				if d := numberToken(q, q); d.kind == tokDate {
					d.quoted, d.start, d.end = true, int32(i), int32(j+1)
					out = append(out, d) // due date '2023-01-31' is a date
				} else {
					out = append(out, token{kind: tokQuoted, text: q, value: q, start: int32(i), end: int32(j + 1)})
				}
				i = j + 1
				sentenceStart = false
				continue
			}
			i++
		case isDigit(c) || c == '$' && i+1 < len(text) && isDigit(text[i+1]):
			j := i
			if c == '$' {
				j++
			}
			start := j
			for j < len(text) && (isDigit(text[j]) || (text[j] == ',' || text[j] == '.' || text[j] == '-' || text[j] == '/' || text[j] == ':') && j+1 < len(text) && isDigit(text[j+1])) {
				j++
			}
			raw := text[start:j]
			for j < len(text) && isLetter(text[j]) && j-start < 12 {
				j++ // 15th, 10am: kept with the number, which then is no plain number
			}
			t := numberToken(raw, text[start:j])
			if suffix := strings.ToLower(text[start+len(raw) : j]); suffix != "" {
				_, length := metersPer[suffix]
				_, time := secondsPer[suffix]
				if length || time {
					t = numberToken(raw, raw) // 5km, 30min: a number and its unit
					t.unit = suffix
				}
			}
			if j < len(text) && text[j] == '%' {
				t.percent = true
				j++
			}
			t.start, t.end = int32(i), int32(j)
			out = append(out, t)
			i = j
			sentenceStart = false
		case isLetter(c) || c >= 0x80:
			j := i
			for j < len(text) && (isAlnum(text[j]) || text[j] >= 0x80 || text[j] == '\'' && j+1 < len(text) && isLetter(text[j+1])) {
				j++
			}
			w := text[i:j]
			low := strings.ToLower(w)
			glued := j+1 < len(text) && strings.IndexByte("-/_.", text[j]) >= 0 && isAlnum(text[j+1]) ||
				i > 0 && strings.IndexByte("-/_", text[i-1]) >= 0
			out = append(out, token{kind: tokWord, text: w, lower: canon(low), plain: low,
				upper: !sentenceStart && c >= 'A' && c <= 'Z', glued: glued, dot: j < len(text) && text[j] == '.',
				start: int32(i), end: int32(j)})
			i = j
			sentenceStart = false
		default:
			if c == '.' || c == '?' || c == '!' {
				// An initial or an abbreviation ends no sentence: J.K.
				// Rowling, Dr. Smith.
				last := len(out) - 1
				sentenceStart = c != '.' || last < 0 || out[last].kind != tokWord ||
					int(out[last].end) != i || len(out[last].text) > 1 && !abbreviations[out[last].plain]
			}
			i++
		}
	}
	for i := range out {
		if out[i].kind == tokNumber && i+1 < len(out) && out[i+1].kind == tokWord {
			if u, ok := unitWord(out[i+1].plain); ok {
				out[i].unit = u
			}
		}
	}
	return joinDates(out)
}

// isTimeUnit reports whether a number's unit is one of time.
func isTimeUnit(u string) bool {
	_, ok := secondsPer[u]
	return ok || calendarUnits[u]
}

// unitWord is the unit a word names, singular ("hours" is hour), if it
// names one. The word's plain form is read, not its canonical one: hour
// shares a synonym group with time.
func unitWord(plain string) (string, bool) {
	u := plain
	if len(u) > 3 && strings.HasSuffix(u, "s") {
		u = u[:len(u)-1]
	}
	if _, ok := secondsPer[u]; ok {
		return u, true
	}
	if _, ok := metersPer[u]; ok {
		return u, true
	}
	return u, calendarUnits[u]
}

// calendarUnits are units of time no input is converted between: "a term
// of 10 years", "3 days".
var calendarUnits = map[string]bool{"day": true, "week": true, "month": true, "year": true}

// timeWords are words of an input's name or description that say it
// takes a span of time.
var timeWords = map[string]bool{"year": true, "month": true, "week": true, "day": true, "hour": true,
	"minute": true, "min": true, "second": true, "sec": true, "term": true, "duration": true,
	"period": true, "time": true, "age": true, "tenure": true, "interval": true, "night": true}

// takesDuration reports whether an input takes a span of time: a number
// the request writes with a unit of time ("10 years") goes to none other.
func takesDuration(in *Input) bool {
	for _, w := range in.id.words {
		if timeWords[canon(w)] {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(in.lowDesc(), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if timeWords[canon(w)] {
			return true
		}
	}
	return false
}

// literalEnd returns the end of an e-mail address (name@host.tld) or a URL
// (scheme://...) starting at i, or i when there is none. Trailing
// punctuation ends it.
func literalEnd(text string, i int) int {
	if i > 0 && !isSpaceOrOpen(text[i-1]) {
		return i
	}
	j := i
	for j < len(text) && !isSpaceOrOpen(text[j]) && text[j] != '\'' && text[j] != '"' && text[j] != ',' {
		j++
	}
	for j > i && strings.IndexByte(".;:!?)", text[j-1]) >= 0 {
		j--
	}
	w := text[i:j]
	if k := strings.Index(w, "://"); k > 0 && k+3 < len(w) && isLetter(w[0]) {
		return j
	}
	if at := strings.IndexByte(w, '@'); at > 0 && strings.Count(w, "@") == 1 {
		host := w[at+1:]
		if dot := strings.LastIndexByte(host, '.'); dot > 0 && dot < len(host)-2 {
			return j
		}
	}
	return i
}

// quotedList reads a bracketed list of quoted strings at i ("['John',
// 'Jane']") and returns its strings and its end.
func quotedList(text string, i int) ([]string, int, bool) {
	end := strings.IndexByte(text[i:], ']')
	if end < 0 {
		return nil, i, false
	}
	var items []string
	for _, part := range strings.Split(text[i+1:i+end], ",") {
		part = strings.TrimSpace(part)
		if len(part) < 2 || part[0] != part[len(part)-1] || part[0] != '\'' && part[0] != '"' {
			return nil, i, false
		}
		items = append(items, part[1:len(part)-1])
	}
	return items, i + end + 1, len(items) > 0
}

func isSpaceOrOpen(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '(' || c == '[' }

// secondsPer converts the units of time a request may give a duration in;
// keys are canonical words (canon strips a plural s).
var secondsPer = map[string]int{"second": 1, "sec": 1, "minute": 60, "min": 60, "hour": 3600}

// metersPer converts the units of length a request may give a distance in.
var metersPer = map[string]float64{"meter": 1, "metre": 1, "m": 1, "km": 1000, "kilometer": 1000, "kilometre": 1000}

func isAlnum(c byte) bool { return isLetter(c) || isDigit(c) }

// numberToken reads "200,000", "3.5", "2024-08-15", "11/02/2024", "5/1/2023"; full is
// raw with any letters that followed it ("15th").
func numberToken(raw, full string) token {
	low := strings.ToLower(full)
	t := token{kind: tokWord, text: full, lower: low, plain: low}
	if len(raw) == 10 && raw[4] == '-' && raw[7] == '-' {
		if d, ok := isoDate(raw[:4], raw[5:7], raw[8:]); ok {
			return token{kind: tokDate, text: raw, value: d}
		}
	}
	if parts := strings.Split(raw, "/"); len(parts) == 3 && len(parts[0]) <= 2 && len(parts[1]) <= 2 && len(parts[2]) == 4 {
		// 11/02/2024 or 5/1/2023: month first, as the corpus writes it.
		if d, ok := isoDate(parts[2], parts[0], parts[1]); ok {
			return token{kind: tokDate, text: raw, value: d, slash: true}
		}
	}
	if full != raw {
		return t
	}
	n := strings.ReplaceAll(raw, ",", "")
	if _, err := strconv.ParseFloat(n, 64); err == nil && !strings.ContainsAny(n, "-/:") {
		return token{kind: tokNumber, text: raw, value: n}
	}
	return t
}

func isoDate(y, m, d string) (string, bool) {
	yi, e1 := strconv.Atoi(y)
	mi, e2 := strconv.Atoi(m)
	di, e3 := strconv.Atoi(d)
	if e1 != nil || e2 != nil || e3 != nil || yi < 1000 || yi > 2999 || mi < 1 || mi > 12 || di < 1 || di > 31 {
		return "", false
	}
	return fmt.Sprintf("%04d-%02d-%02d", yi, mi, di), true
}

// joinDates merges "August 15, 2024", "August 15th 2024", "15 August
// 2024" and "1st of January, 2023" into date tokens, and drops the year
// of a month without a day ("January 2023"), which is no quantity.
func joinDates(toks []token) []token {
	out := toks[:0] // in place: a date token replaces up to four
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokWord {
			if m, ok := months[t.plain]; ok && i+2 < len(toks) {
				if d, ok := dayNumber(toks[i+1].text); ok && isYear(toks[i+2]) {
					if iso, ok := isoDate(toks[i+2].text, strconv.Itoa(m), strconv.Itoa(d)); ok {
						out = append(out, token{kind: tokDate, text: t.text, value: iso, start: t.start, end: toks[i+2].end})
						i += 2
						continue
					}
				}
			}
		}
		if t.kind == tokWord || t.kind == tokNumber { // 15 August 2024, 15th August 2024, 1st of January 2023
			if _, ok := dayNumber(t.text); ok && i+2 < len(toks) {
				of := 0
				if toks[i+1].plain == "of" && i+3 < len(toks) {
					of = 1
				}
				if m, ok := months[toks[i+1+of].plain]; ok && isYear(toks[i+2+of]) {
					d, _ := dayNumber(t.text)
					if iso, ok := isoDate(toks[i+2+of].text, strconv.Itoa(m), strconv.Itoa(d)); ok {
						out = append(out, token{kind: tokDate, text: t.text, value: iso, start: t.start, end: toks[i+2+of].end})
						i += 2 + of
						continue
					}
				}
			}
		}
		if t.kind == tokNumber && isYear(t) && len(out) > 0 {
			if _, ok := months[out[len(out)-1].plain]; ok {
				continue // the year of "in January 2023" is no quantity
			}
		}
		out = append(out, t)
	}
	return out
}

func isYear(t token) bool {
	return t.kind == tokNumber && len(t.text) == 4 && t.text[0] >= '1' && t.text[0] <= '2'
}

func dayNumber(t string) (int, bool) {
	if t == "" || !isDigit(t[0]) {
		return 0, false
	}
	t = strings.TrimRight(strings.ToLower(t), "stndrh")
	d, err := strconv.Atoi(t)
	return d, err == nil && d >= 1 && d <= 31
}

// isDateInput reports whether an input takes a date.
func isDateInput(in *Input) bool {
	if in.Format == "date" || in.Format == "date-time" {
		return true
	}
	if in.Type != "" && in.Type != "string" {
		return false
	}
	date := false
	for _, w := range in.id.words {
		switch w {
		case "time", "datetime":
			return false // a date and a time: not groundable from a date alone
		case "date", "checkin", "checkout", "day":
			date = true
		}
	}
	if date {
		return true
	}
	return strings.Contains(in.lowDesc(), "yyyy-mm-dd")
}

// kindOf is the token kind an input takes, and whether it can be grounded.
func kindOf(in *Input) (tokKind, bool) {
	switch {
	case isDateInput(in):
		return tokDate, true
	case in.Type == "number" || in.Type == "integer":
		return tokNumber, true
	case in.Type == "string" || in.Type == "":
		return tokQuoted, true
	case in.Type == "array":
		return tokList, true
	}
	return 0, false
}

// genericWords are words of an input name the request seldom repeats:
// "loan of 200,000" gives loan_amount, "from English" source_language.
var genericWords = map[string]bool{"amount": true, "value": true, "number": true, "name": true,
	"id": true, "count": true, "language": true, "code": true, "type": true, "text": true}

// connectors may stand between an input's name and its value in a request.
var connectors = map[string]bool{"of": true, "is": true, "at": true, "for": true, "with": true,
	"a": true, "an": true, "the": true, "be": true, "as": true, "on": true, "in": true, "set": true, "equal": true}

// ground returns the value of input in, for a call that already has args,
// from the request: by the named rule, else the only-one-left rule, else,
// for an input that names a maker, the name after "by".
func (f *facts) ground(in *Input, args Args) (any, bool) {
	kind, ok := kindOf(in)
	if !ok || len(f.tokens()) == 0 {
		return nil, false
	}
	named, okNamed := f.named(in, kind)
	if okNamed && f.usedSet()[strings.ToLower(pyStr(named))] {
		// The value already feeds another call: this input more likely
		// reads that call's result ("translate 'Hello' ... send the
		// translated message").
		return nil, false
	}
	left, okLeft := f.onlyLeft(in, kind, args)
	switch {
	case okNamed && okLeft && pyStr(named) != pyStr(left):
		return nil, false // the rules disagree: ask
	case okNamed:
		return named, true
	case okLeft:
		return left, true
	}
	return f.byValue(in)
}

// namesInput reports whether the request names input in and gives v
// right after it (the named rule).
func (f *facts) namesInput(in *Input, v any) bool {
	kind, ok := kindOf(in)
	if !ok {
		return false
	}
	w, ok := f.named(in, kind)
	return ok && pyStr(w) == pyStr(v)
}

// namedValue is the named rule alone, for an optional input: the request
// names the input and gives its value, which no call uses yet.
func (f *facts) namedValue(in *Input) (any, bool) {
	kind, ok := kindOf(in)
	if !ok {
		return nil, false
	}
	v, ok := f.named(in, kind)
	if !ok || f.usedSet()[strings.ToLower(pyStr(v))] {
		return nil, false
	}
	return v, true
}

// bound is the direction of an input that caps or floors a quantity.
type bound int8

const (
	noBound bound = iota
	maxBound
	minBound
)

// boundOf tells whether an input is an upper bound (limit, max_price,
// "Maximum number of businesses to return") or a lower one (min_rating,
// "Minimum rating."), by its name first, else by its description's first
// word.
func boundOf(in *Input) bound {
	for _, w := range in.id.words {
		switch w {
		case "limit", "max", "maximum":
			return maxBound
		case "min", "minimum":
			return minBound
		}
	}
	desc := in.lowDesc()
	switch {
	case strings.HasPrefix(desc, "maximum ") || strings.HasPrefix(desc, "max ") || strings.HasPrefix(desc, "set a limit"):
		return maxBound
	case strings.HasPrefix(desc, "minimum "):
		return minBound
	}
	return noBound
}

// boundPhrases are the words a request puts before the number of a bound:
// "up to 50 results", "a rating of atleast 4".
var boundPhrases = []struct {
	words []string
	b     bound
}{
	{[]string{"up", "to"}, maxBound}, {[]string{"at", "most"}, maxBound},
	{[]string{"no", "more", "than"}, maxBound}, {[]string{"maximum", "of"}, maxBound},
	{[]string{"at", "least"}, minBound}, {[]string{"atleast"}, minBound},
	{[]string{"no", "less", "than"}, minBound}, {[]string{"minimum", "of"}, minBound},
}

// boundValue is the number the request gives a bound input of tool t
// ("up to 50 results" for limit, "a rating of atleast 4" for min_rating),
// which no call uses yet. The phrase must be the input's: when t has
// several bounds of the direction, the words of the input's name other
// than the bound's (rating, price) must stand within three words before
// the phrase or right after the number; a bound of no such word (limit)
// takes a phrase that names none of the others'.
func (f *facts) boundValue(t *Tool, in *Input) (any, bool) {
	b := boundOf(in)
	if b == noBound {
		return nil, false
	}
	own := contentWords(in)
	var others [][]string
	for i := range t.Inputs {
		if x := &t.Inputs[i]; x != in && boundOf(x) == b {
			others = append(others, contentWords(x))
		}
	}
	toks := f.tokens()
	near := func(ws []string, from, to int) bool {
		for k := max(from, 0); k < min(to, len(toks)); k++ {
			if toks[k].kind == tokWord && slices.Contains(ws, toks[k].lower) {
				return true
			}
		}
		return false
	}
	var found any
	n := 0
	for i, tk := range toks {
		if tk.kind != tokNumber {
			continue
		}
		start := -1
		for _, p := range boundPhrases {
			if p.b == b && i >= len(p.words) && f.plainAt(i-len(p.words), p.words) {
				start = i - len(p.words)
				break
			}
		}
		if start < 0 {
			continue
		}
		mine := near(own, start-3, start) || near(own, i+1, i+2)
		if !mine && len(own) == 0 {
			mine = true // limit: the phrase is its unless it names another bound
			for _, o := range others {
				if near(o, start-3, start) || near(o, i+1, i+2) {
					mine = false
					break
				}
			}
		}
		if !mine {
			continue
		}
		if v, ok := tokenValue(tk, in, kindOfOr(in, tokNumber)); ok && f.spareNumber(tk) {
			if n > 0 && pyStr(v) != pyStr(found) {
				return nil, false
			}
			found, n = v, n+1
		}
	}
	return found, n > 0
}

// plainAt reports whether the request's words from token i are words,
// as written.
func (f *facts) plainAt(i int, words []string) bool {
	for k, w := range words {
		t := f.tokens()[i+k]
		if t.kind != tokWord || t.plain != w {
			return false
		}
	}
	return true
}

// contentWords are the canonical words of an input's name other than a
// bound's and generic ones: min_rating is "rating", limit nothing.
func contentWords(in *Input) []string {
	var out []string
	for _, w := range in.id.words {
		switch w {
		case "limit", "max", "maximum", "min", "minimum":
			continue
		}
		if !genericWords[w] && !stopWords[w] {
			out = append(out, canon(w))
		}
	}
	return out
}

// kindOfOr is the token kind an input takes, or def when it takes none.
func kindOfOr(in *Input, def tokKind) tokKind {
	if k, ok := kindOf(in); ok {
		return k
	}
	return def
}

// stopWords are words of an input name that carry no meaning of their
// own for matching the request: has_wifi is "wifi".
var stopWords = map[string]bool{"has": true, "have": true, "is": true, "include": true, "includes": true,
	"allow": true, "allows": true, "with": true, "of": true, "the": true, "a": true, "an": true, "to": true,
	"for": true, "in": true, "on": true, "by": true, "enable": true, "use": true, "show": true}

// optionalValue is what the request says of an optional input that has
// no default: its named value, a number written just before the input's
// word ("3 days", "4-star", "a room"), the one word of its vocabulary the
// request uses ("vegetarian recipes" for a diet among vegetarian, vegan...;
// "driving mode" for a mode described as "e.g. driving, walking"), or, for
// a yes/no input, true when the request mentions every word of its name
// with no negation before them ("with wifi", "numbers and special
// characters", "allows pets"). The value must be one no call uses yet.
func (f *facts) optionalValue(in *Input) (any, bool) {
	if v, ok := f.namedValue(in); ok {
		return v, true
	}
	if v, ok := f.vocabularyValue(in); ok {
		return v, true
	}
	if v, ok := f.byValue(in); ok {
		return v, true
	}
	var content []string
	for _, w := range in.id.words {
		if !stopWords[w] {
			content = append(content, canon(w))
		}
	}
	if len(content) == 0 {
		return nil, false
	}
	yes, isBool := boolMember(in)
	if isBool {
		if v, ok := f.namedBool(in); ok {
			return v, true
		}
		first := -1
		toks := f.tokens()
		for _, w := range content {
			at := -1
			for i, t := range toks {
				// "the number 991-898-8887" names a value, not a feature.
				if t.kind == tokWord && stem(t.lower) == stem(w) && (i+1 == len(toks) || toks[i+1].kind == tokWord && !isDigit(toks[i+1].text[0])) {
					at = i
					break
				}
			}
			if at < 0 {
				return nil, false
			}
			if first < 0 || at < first {
				first = at
			}
		}
		for i := max(0, first-3); i < first; i++ {
			switch f.tokens()[i].lower {
			case "no", "not", "without", "don't", "exclude", "excluding":
				return nil, false
			}
		}
		return yes, true
	}
	head := content[len(content)-1]
	for i, t := range f.tokens() {
		if n, ok := numberWords[t.plain]; ok && t.kind == tokWord {
			t = token{kind: tokNumber, text: n, value: n} // "a room", "two tickets"
		}
		if t.kind != tokNumber || t.percent || i+1 >= len(f.tokens()) {
			continue
		}
		next := f.tokens()[i+1]
		if next.kind != tokWord || next.lower != head && next.lower != content[0] {
			continue
		}
		switch {
		case in.Type == "number" || in.Type == "integer":
			if v, ok := numberValue(t, in); ok && !f.usedSet()[t.value] {
				return v, true
			}
		case len(in.Enum) > 0:
			for _, e := range in.Enum {
				if pyStr(e) == t.value {
					return e, true
				}
			}
		}
	}
	return nil, false
}

// namedBool reads a yes/no input written out with its value:
// "include_special_characters false", "include numbers: yes".
func (f *facts) namedBool(in *Input) (any, bool) {
	name := make([]string, 0, len(in.id.words))
	for _, w := range in.id.words {
		name = append(name, canon(w))
	}
	toks := f.tokens()
	for i := 0; i+len(name) < len(toks); i++ {
		if !f.wordsAt(i, name) {
			continue
		}
		var b bool
		switch toks[i+len(name)].lower {
		case "true", "yes":
			b = true
		case "false", "no":
		default:
			continue
		}
		if in.Type == "boolean" {
			return b, true
		}
		for _, e := range in.Enum {
			if strings.EqualFold(pyStr(e), strconv.FormatBool(b)) {
				return e, true
			}
		}
	}
	return nil, false
}

// numberWords are the numbers a request writes as words.
var numberWords = map[string]string{"a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4",
	"five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10"}

// stem strips the endings of a verb's forms: allows, allowed and allowing
// are allow.
func stem(w string) string {
	for _, suf := range []string{"ing", "ed", "s"} {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// vocabulary is the words an input takes: its enum, else the list its
// description gives ("e.g. driving, walking, cycling", "values: OPEN,
// CLOSED").
func vocabulary(in *Input) []string {
	if len(in.Enum) > 0 {
		out := make([]string, 0, len(in.Enum))
		for _, e := range in.Enum {
			out = append(out, pyStr(e))
		}
		return out
	}
	d := in.Description
	for _, mark := range []string{"e.g.", "values:", "one of"} {
		i := strings.Index(strings.ToLower(d), mark)
		if i < 0 {
			continue
		}
		rest := d[i+len(mark):]
		if j := strings.IndexAny(rest, ")."); j >= 0 {
			rest = rest[:j]
		}
		var out []string
		for _, w := range strings.Split(rest, ",") {
			if w = strings.Trim(strings.TrimSpace(w), "'\"`"); w != "" && !strings.Contains(w, " ") {
				out = append(out, w)
			}
		}
		return out
	}
	return nil
}

// vocabularyValue is the one word of the input's vocabulary the request
// uses as a word (another call may use it too: a car's type is the same
// when it is searched and booked); a yes/no input has none.
func (f *facts) vocabularyValue(in *Input) (any, bool) {
	if _, isBool := boolMember(in); isBool {
		return nil, false
	}
	var found string
	n := 0
	for _, v := range vocabulary(in) {
		low := strings.ToLower(v)
		if len(low) < 3 {
			continue
		}
		if slices.ContainsFunc(f.tokens(), func(t token) bool { return t.kind == tokWord && t.plain == low }) {
			found, n = v, n+1
		}
	}
	if n != 1 {
		return nil, false
	}
	for _, e := range in.Enum {
		if pyStr(e) == found {
			return e, true
		}
	}
	return found, true
}

// boolMember returns the "true" value of a yes/no input: true for a
// boolean, the member spelled true for an enum of two.
func boolMember(in *Input) (any, bool) {
	if in.Type == "boolean" {
		return true, true
	}
	if len(in.Enum) == 2 {
		for _, e := range in.Enum {
			if strings.EqualFold(pyStr(e), "true") {
				return e, true
			}
		}
	}
	return nil, false
}

// value converts a token to the input's value, or reports it does not fit.
func tokenValue(t token, in *Input, kind tokKind) (any, bool) {
	if !t.fits(in) {
		return nil, false
	}
	if kind == tokList || t.kind == tokList {
		if kind != tokList || t.kind != tokList {
			return nil, false
		}
		items := t.items()
		list := make([]any, len(items))
		for i, x := range items {
			list[i] = x
		}
		return list, true
	}
	switch kind {
	case tokDate:
		if t.kind != tokDate {
			return nil, false
		}
		if t.slash && !strings.Contains(in.lowDesc(), "yyyy") && in.Format == "" {
			return t.text, true
		}
		return t.value, true
	case tokNumber:
		if t.kind != tokNumber || t.percent && !takesPercent(in) || t.unit != "" && isTimeUnit(t.unit) && !takesDuration(in) {
			return nil, false
		}
		return numberValue(t, in)
	}
	// a string
	var s string
	switch t.kind {
	case tokQuoted:
		s = t.text
	case tokWord:
		if !t.upper && len(in.Enum) == 0 {
			return nil, false
		}
		s = t.text
	case tokNumber:
		s = t.text
	default:
		return nil, false
	}
	if len(in.Enum) > 0 {
		for _, e := range in.Enum {
			if strings.EqualFold(pyStr(e), s) {
				return e, true
			}
		}
		return nil, false
	}
	return s, true
}

// takesPercent reports whether an input takes a number written with %: a
// rate or a percentage (tax_rate, tip_percentage), by its name or its
// description. "a 15% tip on the shipping cost" gives no bill total.
func takesPercent(in *Input) bool {
	for _, w := range in.id.words {
		switch w {
		case "rate", "percent", "percentage", "pct", "ratio", "fraction":
			return true
		}
	}
	desc := in.lowDesc()
	return strings.Contains(desc, "percent") || strings.Contains(desc, "rate") || strings.Contains(desc, "%")
}

// numberValue normalises a number to the input's format: a percentage
// becomes a fraction where the input takes "a decimal", a duration is
// converted to the unit the input's description names.
func numberValue(t token, in *Input) (any, bool) {
	f, err := strconv.ParseFloat(t.value, 64)
	if err != nil {
		return nil, false
	}
	desc := in.lowDesc()
	if t.percent && (strings.Contains(desc, "decimal") || strings.Contains(desc, "fraction")) {
		f /= 100
	}
	if per, ok := secondsPer[t.unit]; ok {
		for unit, to := range secondsPer {
			if strings.Contains(desc, "in "+unit) {
				f = f * float64(per) / float64(to)
				break
			}
		}
	}
	if per, ok := metersPer[t.unit]; ok {
		for unit, to := range metersPer {
			if len(unit) > 2 && strings.Contains(desc, "in "+unit) { // "in meters", "in kilometers"
				f = f * per / to
				break
			}
		}
	}
	if in.Type == "integer" && f != float64(int64(f)) {
		return nil, false
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if f == float64(int64(f)) && !t.percent && (t.unit == "" || calendarUnits[t.unit]) {
		s = t.value // as written, "5.0" stays 5.0
	}
	return json.Number(s), true
}

// named finds the input's name in the request followed by its value.
func (f *facts) named(in *Input, kind tokKind) (any, bool) {
	full := make([]string, 0, len(in.id.words))
	var short []string
	for _, w := range in.id.words {
		full = append(full, canon(w))
		if !genericWords[w] {
			short = append(short, canon(w))
		}
	}
	var found any
	n := 0
	for _, name := range [][]string{full, short} {
		if len(name) == 0 || n > 0 {
			continue
		}
		for i := 0; i+len(name) <= len(f.tokens()); i++ {
			if !f.wordsAt(i, name) {
				continue
			}
			j := i + len(name)
			for j < len(f.tokens()) && j < i+len(name)+3 && f.tokens()[j].kind == tokWord && connectors[f.tokens()[j].lower] {
				j++
			}
			if j >= len(f.tokens()) {
				continue
			}
			tok := f.tokens()[j]
			if tok.kind == tokWord && tok.upper && len(in.Enum) == 0 {
				// A name of several words: New York, Eiffel Tower.
				for k := j + 1; k < len(f.tokens()) && f.tokens()[k].kind == tokWord && f.tokens()[k].upper; k++ {
					tok.text += " " + f.tokens()[k].text
				}
			}
			if v, ok := tokenValue(tok, in, kind); ok {
				if n > 0 && pyStr(v) != pyStr(found) {
					return nil, false // named twice, with different values
				}
				found, n = v, n+1
			}
		}
	}
	// A quoted value may come first, right before the input's own words
	// as written: "in 'UPC-A' format". Words that are only roles (to,
	// from) name no input this way.
	var own []string
	for _, w := range in.id.words {
		if !genericWords[w] {
			own = append(own, w)
		}
	}
	if kind != tokQuoted || len(own) == 0 || prepositions[own[0]] {
		return found, n > 0
	}
	toks := f.tokens()
	for i := 1; i+len(own) <= len(toks); i++ {
		tok := toks[i-1]
		if tok.kind != tokQuoted || tok.end == 0 || !f.plainAt(i, own) ||
			strings.TrimSpace(f.request[tok.end:toks[i].start]) != "" {
			continue
		}
		if v, ok := tokenValue(tok, in, kind); ok {
			if n > 0 && pyStr(v) != pyStr(found) {
				return nil, false
			}
			found, n = v, n+1
		}
	}
	return found, n > 0
}

func (f *facts) wordsAt(i int, name []string) bool {
	for k, w := range name {
		t := f.tokens()[i+k]
		if t.kind != tokWord || t.lower != w {
			return false
		}
	}
	return true
}

// usedWords reports whether a quoted string of several words is used
// word by word: 'arg1 arg2 arg3' written as the list [arg1, arg2, arg3];
// or a list, item by item.
func (f *facts) usedWords(t token) bool {
	if t.kind == tokList {
		for _, x := range t.items() {
			if !f.usedSet()[strings.ToLower(x)] {
				return false
			}
		}
		return true
	}
	if t.kind != tokQuoted {
		return false
	}
	ws := strings.Fields(strings.ToLower(t.text))
	if len(ws) < 2 {
		return false
	}
	for _, w := range ws {
		if !f.usedSet()[strings.Trim(w, ",;")] {
			return false
		}
	}
	return true
}

// onlyLeft returns the one value of the input's kind the request mentions
// and neither the sequence nor args use.
func (f *facts) onlyLeft(in *Input, kind tokKind, args Args) (any, bool) {
	var found any
	n := 0
	for _, t := range f.tokens() {
		switch {
		case kind == tokQuoted && len(in.Enum) > 0:
			if t.kind != tokWord && t.kind != tokQuoted {
				continue
			}
		case kind == tokQuoted && t.quoted:
			t.kind = tokQuoted // '1990-01-01' for a string input
		case t.kind != kind:
			continue
		}
		v, ok := tokenValue(t, in, kind)
		if !ok || f.usedWords(t) {
			continue
		}
		if (f.usedSet()[strings.ToLower(pyStr(v))] || f.usedSet()[strings.ToLower(t.value)]) && !f.spareNumber(t) {
			continue
		}
		if t.percent {
			if n, err := strconv.ParseFloat(t.value, 64); err == nil && f.usedSet()[strconv.FormatFloat(n/100, 'f', -1, 64)] {
				continue // 5% is used, as 0.05
			}
		}
		if slices.ContainsFunc(args, func(a Arg) bool { return pyStr(a.Value) == pyStr(v) }) {
			continue
		}
		if n > 0 && pyStr(v) == pyStr(found) {
			continue
		}
		found, n = v, n+1
	}
	return found, n == 1
}

// subject returns the one proper name (a run of capitalized words: "Bella
// Hadid", "The Weeknd", "NASA", a possessive's 's dropped) or quoted
// string the request gives that no call uses, as the value of a string
// input; ok is false when there is none or more than one. Words that name
// a tool (skip, lowercased: "on Instagram"), months and weekdays are no
// names, and a name glued to more (Sony WH-1000XM4) is not taken in part.
func (f *facts) subject(in *Input, skip []string) (any, bool) {
	if in.Type != "string" && in.Type != "" || len(in.Enum) > 0 || isDateInput(in) {
		return nil, false
	}
	names, ok := f.names(skip, true)
	if !ok || len(names) != 1 {
		return nil, false
	}
	return names[0], true
}

// names returns the distinct proper names, and quoted strings if quoted,
// of the request that no call uses, in the order the request gives them
// (see subject); ok is false when where a name ends is unclear.
func (f *facts) names(skip []string, quoted bool) (out []string, ok bool) {
	notName := func(t token) bool {
		_, month := months[t.plain]
		return month || weekdays[t.plain] || t.text == "I" || t.plain == "am" || t.plain == "pm" || containsString(skip, t.plain)
	}
	toks := f.tokens()
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		var name string
		switch {
		case t.kind == tokQuoted:
			if !quoted || t.class != noClass {
				continue
			}
			name = t.text
		case t.kind == tokWord && t.upper && !notName(t):
			j, glued := i, false
			for j < len(toks) && toks[j].kind == tokWord && toks[j].upper && !notName(toks[j]) {
				glued = glued || toks[j].glued
				j++
			}
			parts := make([]string, 0, j-i)
			for _, x := range toks[i:j] {
				if x.dot && abbreviations[x.plain] {
					x.text += "." // Apple Inc.
				}
				parts = append(parts, x.text)
			}
			i = j - 1
			if glued {
				continue // Sony WH-1000XM4, COVID-19: not taken in part
			}
			if j < len(toks) && toks[j].kind == tokWord && toks[j].start == toks[j-1].end+1 && f.request[toks[j-1].end] == ' ' &&
				!stopWords[toks[j].plain] && containsString(skip, toks[j].plain) {
				continue // "Mexican restaurants": a kind of what the tool finds, not a name
			}
			if j < len(toks) && toks[j].kind == tokNumber && !toks[j].percent {
				return nil, false // PlayStation 5, QuietComfort 35 II: where the name ends is unclear
			}
			name = strings.Join(parts, " ")
			if j < len(toks) && toks[j].kind == tokWord && strings.TrimSpace(f.request[toks[j-1].end:toks[j].start]) == "" {
				name = strings.TrimSuffix(name, "'s") // Kendrick Lamar's biography; but "McDonald's." is the name
			}
		default:
			continue
		}
		if f.usedSet()[strings.ToLower(name)] || f.extends(name) || slices.Contains(out, name) {
			continue
		}
		out = append(out, name)
	}
	return out, true
}

// pairs grounds inputs of t that come as a pair (start_date and
// end_date, num1 and num2, origin and destination) and that args lacks:
// when the request gives exactly as many unused values of their kind as
// the pair has members, they go in the order the request gives them
// ("between 2022-01-01 and 2022-12-31", "the GCD of 54 and 24", "between
// New York and Los Angeles"). A pair is inputs of one kind whose names
// differ only by an order word (start/end, 1/2, first/second) or that are
// a source and a destination.
func (f *facts) pairs(t *Tool, args Args, skip []string) map[string]any {
	groups := map[string][]*Input{}
	var keys []string
	for i := range t.Inputs {
		in := &t.Inputs[i]
		if !in.Required || args.index(in.Name) >= 0 || len(in.Enum) > 0 {
			continue
		}
		kind, ok := kindOf(in)
		if !ok {
			continue
		}
		key := pairKey(in)
		if key == "" {
			continue
		}
		key = string(rune('0'+kind)) + key
		if groups[key] == nil {
			keys = append(keys, key)
		}
		groups[key] = append(groups[key], in)
	}
	var out map[string]any
	for _, key := range keys {
		g := groups[key]
		if len(g) < 2 {
			continue
		}
		kind, _ := kindOf(g[0])
		var vals []any
		if kind == tokQuoted {
			names, ok := f.names(skip, false) // a quoted string is the text, seldom a pair's member
			if !ok {
				continue
			}
			for _, n := range names {
				vals = append(vals, n)
			}
		} else {
			for _, tk := range f.tokens() {
				if tk.kind != kind || tk.percent {
					continue
				}
				v, ok := tokenValue(tk, g[0], kind)
				if !ok || f.usedSet()[strings.ToLower(pyStr(v))] || slices.ContainsFunc(vals, func(x any) bool { return pyStr(x) == pyStr(v) }) {
					continue
				}
				vals = append(vals, v)
			}
		}
		if strings.HasPrefix(key[1:], "role:") && len(g) == 2 && len(vals) > 2 {
			a, b, ok := f.statedPair(t, vals)
			if !ok {
				continue
			}
			vals = []any{a, b}
		}
		if len(vals) != len(g) || strings.HasPrefix(key[1:], "role:") && len(g) != 2 {
			continue
		}
		if out == nil {
			out = map[string]any{}
		}
		if inputRole(g[0]) == "to" {
			vals[0], vals[1] = vals[1], vals[0] // destination listed first
		}
		for i, in := range g {
			out[in.Name] = vals[i]
		}
	}
	return out
}

// statedPair picks, among more names than a source and a destination
// need, the two the request joins by "to" or "into" in the phrase of the
// tool's own verb: "Convert 100 USD to EUR, ... translate 'discount' from
// English to Spanish" gives convert_currency USD and EUR. One such phrase
// must name one of t's words in the four words before it, and its two
// names must be written alike (two codes or two names).
func (f *facts) statedPair(t *Tool, vals []any) (any, any, bool) {
	toks := f.tokens()
	at := func(i int, name string) int { // the end of name written from token i, or -1
		ws := strings.Fields(name)
		if i+len(ws) > len(toks) {
			return -1
		}
		for k, w := range ws {
			if toks[i+k].text != w && toks[i+k].text+"'s" != w {
				return -1
			}
		}
		return i + len(ws)
	}
	var from, to any
	n := 0
	for i := range toks {
		for _, a := range vals {
			j := at(i, pyStr(a))
			if j < 0 || j >= len(toks) || toks[j].plain != "to" && toks[j].plain != "into" {
				continue
			}
			for _, b := range vals {
				if pyStr(b) == pyStr(a) || at(j+1, pyStr(b)) < 0 || isCode(pyStr(a)) != isCode(pyStr(b)) {
					continue
				}
				verb := false
				for k := max(i-4, 0); k < i; k++ {
					if toks[k].kind == tokWord && !stopWords[toks[k].plain] && slices.Contains(t.words, toks[k].plain) {
						verb = true
					}
				}
				if verb {
					from, to, n = a, b, n+1
				}
			}
		}
	}
	return from, to, n == 1
}

// isCode reports whether s is written as a code (USD, EUR): all capitals.
// A pair written half as a code, half as a name ("from Ethereum to USD")
// is one the caller must normalise, not copy.
func isCode(s string) bool {
	return s != "" && strings.ToUpper(s) == s
}

// pairKey is what the members of a pair share: the words of the name
// without its order word, or "role" for a source or a destination; "" for
// an input that is no member of a pair.
func pairKey(in *Input) string {
	if inputRole(in) != "" {
		if len(in.id.words) == 1 || len(in.id.words) == 2 {
			rest := ""
			for _, w := range in.id.words {
				if wordRole(w) == "" {
					rest += w
				}
			}
			return "role:" + rest
		}
		return ""
	}
	var rest []string
	order := false
	for _, w := range in.id.words {
		switch {
		case w == "start" || w == "end" || w == "begin" || w == "first" || w == "second":
			order = true
		case strings.Trim(w, "0123456789") == "":
			order = true // num 1, num 2
		case strings.TrimRight(w, "0123456789") != w && len(strings.TrimRight(w, "0123456789")) > 0:
			order = true
			rest = append(rest, strings.TrimRight(w, "0123456789"))
		default:
			rest = append(rest, w)
		}
	}
	if !order || len(rest) == 0 {
		return ""
	}
	return strings.Join(rest, "_")
}

// roleOf is "to" when the request writes value right after "to" or
// "into" (and never after "from"), "from" for the converse, else "".
func (f *facts) roleOf(value string) string {
	toks := f.tokens()
	var to, from bool
	for i := 1; i < len(toks); i++ {
		if !strings.EqualFold(toks[i].text, value) {
			continue
		}
		switch toks[i-1].plain {
		case "to", "into":
			to = true
		case "from":
			from = true
		}
	}
	switch {
	case to && !from:
		return "to"
	case from && !to:
		return "from"
	}
	return ""
}

// unusedQuote reports whether the request quotes a string no call uses.
func (f *facts) unusedQuote() bool {
	for _, t := range f.tokens() {
		if t.kind == tokQuoted && t.class == noClass && !f.usedSet()[strings.ToLower(t.text)] && !f.usedWords(t) {
			return true
		}
	}
	return false
}

// extends reports whether a name is a literal of the sequence with more
// words: New York City where a call has New York.
func (f *facts) extends(name string) bool {
	low := strings.ToLower(name)
	for u := range f.usedSet() {
		if len(u) >= 3 && len(u) < len(low) && (strings.HasPrefix(low, u+" ") || strings.HasSuffix(low, " "+u)) {
			return true
		}
	}
	return false
}

// abbreviations keep their period in a name.
var abbreviations = map[string]bool{"inc": true, "ltd": true, "co": true, "corp": true, "jr": true, "sr": true,
	"st": true, "dr": true, "mr": true, "mrs": true, "ms": true}

var weekdays = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true,
	"friday": true, "saturday": true, "sunday": true}

// namesThing reports whether an input takes the name of a thing (a
// place, a person, a title, a search), which a proper name in the
// request can give; a category or a code it cannot.
func namesThing(in *Input) bool {
	for _, w := range in.id.words {
		switch w {
		case "q", "query", "search", "keyword", "term", "name", "title", "location", "city", "destination",
			"place", "artist", "company", "username", "user", "country", "author", "origin", "area", "where":
			return true
		}
	}
	return false
}

// value returns the literal another call of the sequence gives an input
// of the same name, if it fits in.
func (f *facts) value(in *Input) (any, bool) {
	v, ok := f.values[in.Name]
	if !ok || !typeOK(v, in.Type) || !enumOK(v, in.Enum) {
		return nil, false
	}
	return v, true
}
