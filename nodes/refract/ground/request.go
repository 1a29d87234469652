package ground

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Kind is the kind of a candidate value.
type Kind uint8

// The kinds of candidate values a request holds.
const (
	Quoted   Kind = iota // a quoted string
	Name                 // a proper name: a run of capitalized words ("Northwest Region", "Tesla Model S")
	Number               // a number, with its unit if one follows ("8 cores", "$50,000", "12.5V")
	Date                 // a date in any common form
	DateTime             // a date and a time of day: 2022-12-01 10:00
	Time                 // a time of day: 15:30, 10:00 AM
	Code                 // an identifier: letters and digits mixed, underscores, all capitals (abc123, ACME_CORP)
	Email                // an e-mail address
	URL                  // a web address
	Path                 // a file or directory path, or a file name
	Word                 // a plain word beside an input's own word: "csv format", "fixed supports"
	List                 // several values of one kind: "Alice, Bob, and Charlie"
	Demonym              // a word of nationality, language or style: Italian, Chinese
)

var kindNames = [...]string{"quoted", "name", "number", "date", "datetime", "time", "code", "email", "url", "path", "word", "list", "demonym"}

func (k Kind) String() string { return kindNames[k] }

func kindByName(name string) (Kind, bool) {
	for i, n := range kindNames {
		if n == name {
			return Kind(i), true
		}
	}
	return 0, false
}

// Candidate is a value a request holds, located in it.
type Candidate struct {
	Kind    Kind
	Text    string // as written
	Value   any    // string, json.Number or []any; a Date's ISO form
	Unit    string // a number's unit, stemmed: "core", "$", "%", "kwh"
	Items   []string
	Start   int // byte offsets of the value in the request
	End     int
	first   int // the candidate's first and last word tokens
	last    int
	date    dateForm // how a date was written
	ord     bool     // an ordinal number word ("third")
	word    bool     // a number written as a word ("three")
	numbers bool     // a list of numbers
	tail    bool     // the end of a longer name
	before  bool     // a phrase before its input's word: "a web application"
	acronym bool     // a code of capital letters alone: SQL, API
	flag    bool     // a mention of what a yes-or-no input is about
	year    bool     // a number that reads as a year: 2022
}

// dateForm is how a date is written.
type dateForm uint8

const (
	isoForm         dateForm = iota // 2024-08-15
	wordsForm                       // August 15, 2024
	slashMDYForm                    // 08/15/2024
	slashYMDForm                    // 2024/08/15
	dayMonthForm                    // 15 August 2024
	monthYearForm                   // August 2024
	wordsOrdForm                    // August 15th, 2024
	dayMonthOrdForm                 // 15th August 2024
	slashDMYForm                    // 15/08/2024
	dotDMYForm                      // 15.08.2024
	hyphenDMYForm                   // 15-08-2024
	dayMonAbbrForm                  // 15-Aug-2024
)

// token is a word or a mark of the request.
type token struct {
	text     string
	lower    string
	stem     string
	start    int
	end      int
	sentence int
	clause   int
	word     bool // letters or digits; otherwise a mark
	cap      bool // starts with a capital letter
	initial  bool // first word of its sentence
}

// Request is a user's request, read once: its words and the values it
// holds. It is immutable and safe for concurrent use.
type Request struct {
	g      *Grounder
	lx     *lexicon
	text   string
	lower  string
	toks   []token
	words  []int // the indices of word tokens, in order
	wordAt []int // a word token's index in words, by token index
	cands  []Candidate

	// slots caches each input's reading against this request (its cues
	// and where they stand), which a search asks for again and again.
	mu    sync.Mutex
	slots map[slotKey]*slot
	// fills caches Fill's answers by what they depend on: a search asks
	// for the same call against the same sequence from several states.
	fills map[string][]Choice
	// numbers indexes the numbers by value and text (valueKey), for
	// freeMention
	numbersOnce sync.Once
	numbers     map[string][]int
}

// slotKey is what an input's reading depends on: the input and the words
// of the tools around it.
type slotKey struct {
	tool, tools string
	in          string // the input's name, type, format, items, description and enum
}

// Read reads a request.
func (g *Grounder) Read(text string) *Request {
	r := &Request{g: g, lx: g.lx, text: text, lower: lowerSameLen(text)}
	r.toks = make([]token, 0, len(text)/4+8) // English averages five bytes a word with its space
	r.tokenize()
	r.wordAt = make([]int, len(r.toks))
	r.words = make([]int, 0, len(r.toks))
	for i, t := range r.toks {
		if t.word {
			r.wordAt[i] = len(r.words)
			r.words = append(r.words, i)
		}
	}
	r.extract()
	return r
}

// Text returns the request as given.
func (r *Request) Text() string { return r.text }

// Candidates returns the values the request holds, in order of position.
func (r *Request) Candidates() []Candidate { return slices.Clone(r.cands) }

func isWordRune(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }

// tokenize splits the request into words and marks. A word keeps inner
// marks that join letters and digits ("192.168.1.1", "file1.cpp",
// "ACME_CORP", "WH-1000XM4", "10:30", "24/7", "John's").
func (r *Request) tokenize() {
	s := r.text
	sentence, clause := 0, 0
	newSentence := true
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(c):
			if c == '\n' {
				if i+1 < len(s) && s[i+1] == '\n' {
					sentence++
					clause++
					newSentence = true
				}
			}
			i += size
			continue
		case isWordRune(c):
			j := i + size
			for j < len(s) {
				d, dsize := utf8.DecodeRuneInString(s[j:])
				if isWordRune(d) {
					j += dsize
					continue
				}
				// a thousands comma: 50,000
				if d == ',' && thousandsAt(s, i, j) {
					j++
					continue
				}
				// an inner mark joined on both sides by a letter or digit
				if strings.ContainsRune("._-/:@'’+&", d) && j+dsize < len(s) {
					e, _ := utf8.DecodeRuneInString(s[j+dsize:])
					if isWordRune(e) && !(d == '.' && unicode.IsUpper(e) && j+dsize+1 < len(s) && (s[j+dsize+1] == ' ' || isLower(s[j+dsize+1])) && !atAddress(s, j)) {
						j += dsize
						continue
					}
				}
				break
			}
			// a language's marks: C++, C#, F#
			if rest := s[j:]; j-i <= 2 && (strings.HasPrefix(rest, "++") || strings.HasPrefix(rest, "#")) && unicode.IsUpper(c) {
				end := j + 1
				if rest[0] == '+' {
					end = j + 2
				}
				if end == len(s) || !isWordRune(rune(s[end])) {
					j = end
				}
			}
			w := s[i:j]
			lower := strings.ToLower(w)
			if r.lx.clause[lower] && !newSentence {
				clause++
			}
			r.toks = append(r.toks, token{text: w, lower: lower, stem: stem(lower), start: i, end: j, sentence: sentence, clause: clause,
				word: true, cap: unicode.IsUpper(c), initial: newSentence})
			newSentence = false
			i = j
			continue
		}
		// a mark
		r.toks = append(r.toks, token{text: s[i : i+size], lower: s[i : i+size], start: i, end: i + size, sentence: sentence, clause: clause})
		switch c {
		case '.', '!', '?':
			if c == '.' && len(r.toks) >= 2 && r.toks[len(r.toks)-2].word && r.lx.abbrev[r.toks[len(r.toks)-2].lower] {
				break // "Inc." ends no sentence
			}
			if c == '.' && len(r.toks) >= 2 && r.monthAbbrev(r.toks[len(r.toks)-2]) && i+2 < len(s) && s[i+1] == ' ' && isDigitByte(s[i+2]) {
				break // "Aug. 15": a month's abbreviation before its day
			}
			if c == '.' && len(r.toks) >= 2 && r.toks[len(r.toks)-2].word && isInitials(r.toks[len(r.toks)-2].text) && r.goesOn(i+size) {
				break // "J.K. Rowling", "J. R. R. Tolkien": initials, a name going on
			}
			next := i + size
			if next >= len(s) || s[next] == ' ' || s[next] == '\n' || s[next] == '"' {
				sentence++
				clause++
				newSentence = true
			}
		case ';':
			sentence++
			clause++
			newSentence = true
		case '(':
			// A parenthesis right after a word glosses it: "the female
			// partner (28 years)", "medium priority (2)". Elsewhere it
			// opens an aside.
			if n := len(r.toks); n < 2 || !r.toks[n-2].word || r.toks[n-2].end != i-1 || s[i-1] != ' ' {
				clause++
			}
		case ',', ')':
			clause++
		}
		i += size
	}
}

// thousandsAt reports whether the comma at j, in the word that starts at
// i, separates thousands: digits before it, three digits after it, and no
// fourth.
func thousandsAt(s string, i, j int) bool {
	if j+4 > len(s) || j == i || !isDigitByte(s[j-1]) {
		return false
	}
	for _, c := range []byte(s[i:j]) {
		if !isDigitByte(c) && c != ',' {
			return false
		}
	}
	return isDigitByte(s[j+1]) && isDigitByte(s[j+2]) && isDigitByte(s[j+3]) && (j+4 == len(s) || !isDigitByte(s[j+4]))
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// atoi reads a whole string of ASCII digits (at most nine) as a number.
// Unlike strconv.Atoi it takes no sign and allocates no error for the
// words it rejects, which are most of the words it is asked about.
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// stem reduces a word to a stem that its inflections share: "cores" and
// "core" -> cor, "lifting" and "lifted" -> lift, "cities" -> city.
func stem(w string) string {
	w = suffixes(w)
	if len(w) >= 3 && w[len(w)-1] == 'e' && w[len(w)-2] != 'e' {
		w = w[:len(w)-1] // "date" and "dated" -> dat
	}
	return w
}

func suffixes(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		return undouble(w[:len(w)-3]) // "lifting" -> lift, "running" -> run
	case len(w) > 3 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"):
		return undouble(w[:len(w)-2]) // "lifted" -> lift
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

// undouble drops a doubled final consonant: "runn" -> run.
func undouble(w string) string {
	if n := len(w); n >= 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}

// extract finds the request's candidate values.
func (r *Request) extract() {
	r.quoted()
	var yearless []dateMatch
	for k := 0; k < len(r.words); k++ {
		i := r.words[k]
		t := r.toks[i]
		if n, ok := r.date(k); ok {
			if n.yearless {
				yearless = append(yearless, n)
			} else {
				r.cands = append(r.cands, n.c)
				r.dateTime(n.c)
			}
			k = n.lastWord
			continue
		}
		if c, ok := r.phone(k); ok {
			r.cands = append(r.cands, c)
			k = c.last
			continue
		}
		if c, ok := r.timeAt(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "10:00 AM" holds no code AM
			continue
		}
		if c, ok := r.number(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "five hundred" is one number
			continue   // a number (24-hour, 12.5V) is no code
		}
		switch {
		case isEmail(t.text):
			r.add(Email, t.text, t.text, k, k)
			continue
		case isURL(t.text, r.text, t.start):
			u := r.urlText(i)
			last := r.wordsUntil(k, t.start+len(u))
			r.add(URL, u, u, k, last)
			k = last // the URL's path and query hold no values of their own
			continue
		case len(t.text) == 1 && isLetterByte(t.text[0]) && strings.HasPrefix(r.text[t.end:], ":\\"):
			p := r.urlText(i) // C:\Users\ann\report.docx
			last := r.wordsUntil(k, t.start+len(p))
			r.add(Path, p, p, k, last)
			k = last
			continue
		case isPath(t.text, r.text, t.start):
			text := t.text
			if t.start > 0 && r.text[t.start-1] == '/' {
				text = "/" + text
			}
			r.add(Path, text, text, k, k)
			continue
		case isCode(t.text):
			text := strings.TrimSuffix(strings.TrimSuffix(t.text, "'s"), "’s") // ACME_CORP's
			if k > 0 && r.lx.unitClass[stem(strings.ToLower(text))] != "" && isNumberish(r.toks[r.words[k-1]].text) {
				continue // "100 MW": a unit
			}
			r.add(Code, text, text, k, k)
			if acronym(text) {
				r.cands[len(r.cands)-1].acronym = true
			}
		}
	}
	r.datedYears(yearless)
	r.names()
	r.lists()
	// a name or a code inside a quoted string is part of it: 'Hello,
	// World!' holds no name Hello; one inside a path, a URL or an e-mail
	// address is too: C:\Users holds no name Users
	var quotes, spans []Candidate
	for _, c := range r.cands {
		switch c.Kind {
		case Quoted:
			quotes = append(quotes, c)
		case URL, Path, Email:
			spans = append(spans, c)
		}
	}
	byStart := func(a, b Candidate) int { return a.Start - b.Start }
	slices.SortFunc(quotes, byStart)
	slices.SortFunc(spans, byStart)
	r.cands = slices.DeleteFunc(r.cands, func(c Candidate) bool {
		if c.Kind != Name && c.Kind != Code && c.Kind != Demonym {
			return false
		}
		return within(quotes, &c) || within(spans, &c)
	})
	slices.SortStableFunc(r.cands, func(a, b Candidate) int { return a.Start - b.Start })
}

func (r *Request) add(kind Kind, text string, value any, first, last int) {
	r.cands = append(r.cands, Candidate{Kind: kind, Text: text, Value: value,
		Start: r.toks[r.words[first]].start, End: r.toks[r.words[last]].end, first: first, last: last})
}

// wordIndex returns the index in r.words of the word token at byte offset
// at or after pos.
func (r *Request) wordIndex(pos int) int {
	k, _ := slices.BinarySearchFunc(r.words, pos, func(i, pos int) int { return r.toks[i].start - pos })
	return k
}

// quoted reads strings between quotes: "x", “x”, 'x' (an apostrophe inside
// a word opens none).
func (r *Request) quoted() {
	s := r.text
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		var closer rune
		switch c {
		case '"':
			closer = '"'
		case '“':
			closer = '”'
		case '\'', '‘':
			if i > 0 {
				p, _ := utf8.DecodeLastRuneInString(s[:i])
				if isWordRune(p) {
					i += size
					continue // an apostrophe
				}
			}
			closer = '\''
			if c == '‘' {
				closer = '’'
			}
		default:
			i += size
			continue
		}
		start := i + size
		end := -1
		for j := start; j < len(s) && j-start < 300; {
			d, dsize := utf8.DecodeRuneInString(s[j:])
			if d == '\n' {
				break
			}
			if d == closer {
				after := j + dsize
				if closer == '\'' && after < len(s) {
					e, _ := utf8.DecodeRuneInString(s[after:])
					if isWordRune(e) {
						j = after // an apostrophe inside the quote: it's
						continue
					}
				}
				end = j
				break
			}
			j += dsize
		}
		if end < 0 || end == start {
			i = start
			continue
		}
		inner := strings.TrimSpace(s[start:end])
		if strings.HasSuffix(inner, ".") && !strings.HasSuffix(inner, "..") && strings.Count(inner, " ") > 0 &&
			!r.lx.abbrev[strings.ToLower(inner[strings.LastIndexAny(inner, " ")+1:len(inner)-1])] {
			inner = strings.TrimSuffix(inner, ".") // "Gather data from environment.": the sentence's period
		}
		first, last := r.wordIndex(start), r.wordIndex(end)-1
		if first <= last && inner != "" {
			r.cands = append(r.cands, Candidate{Kind: Quoted, Text: inner, Value: inner, Start: start, End: end, first: first, last: last})
		}
		i = end + utf8.RuneLen(closer)
	}
}

// number reads a number at word k: digits with commas and a decimal point,
// a currency sign before it, a unit after it (attached, "12.5V", or the
// next word, "8 cores"), or a number word.
func (r *Request) number(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	text := t.text
	var value string
	unit := ""
	ord := false
	if n, ok := r.lx.numbers[t.lower]; ok {
		value = strconv.Itoa(n)
	} else if n, u, ok := r.hyphenNumber(t.lower); ok {
		value, unit = strconv.Itoa(n), u // a five-night stay, twenty-five
	} else if n, ok := r.lx.ordinals[t.lower]; ok {
		value, ord = strconv.Itoa(n), true
	} else {
		j := 0
		for j < len(text) && (text[j] >= '0' && text[j] <= '9' || text[j] == ',' || text[j] == '.') {
			j++
		}
		if j == 0 || !strings.ContainsAny(text[:j], "0123456789") {
			return Candidate{}, false
		}
		digits := strings.TrimRight(text[:j], ".,")
		if strings.Count(digits, ".") > 1 {
			return Candidate{}, false // 192.168.1.1 is no number
		}
		plain := strings.ReplaceAll(digits, ",", "")
		if _, err := strconv.ParseFloat(plain, 64); err != nil {
			return Candidate{}, false
		}
		if strings.Contains(digits, ",") && !thousands(digits) {
			return Candidate{}, false
		}
		value = plain
		rest := text[len(digits):]
		if strings.HasPrefix(rest, "-") {
			rest, _, _ = strings.Cut(rest[1:], "-") // 24-hour, 25-year-old
		}
		if e, ok := r.scaleSuffix(rest, t.start); ok {
			value, rest = shiftDecimal(value, e), "" // 1.5k, $2.5M
		}
		if rest != "" {
			if strings.ContainsAny(rest, "0123456789") || len(rest) > 6 {
				return Candidate{}, false // a code: x86, H1234 are no numbers
			}
			unit = stem(strings.ToLower(rest))
		}
	}
	// a sign or currency before it
	start := t.start
	if t.start > 0 {
		p, _ := utf8.DecodeLastRuneInString(r.text[:t.start])
		switch p {
		case '$', '€', '£', '¥':
			unit = string(p)
		case '-', '−':
			if t.start < 2 || r.text[t.start-2] == ' ' {
				value = "-" + value
			}
		case '+':
			// "+1234567890", "+5%": the sign is part of how the value is
			// written, for an input that takes it as text.
			if t.start < 2 || strings.IndexByte(" \"'(", r.text[t.start-2]) >= 0 { // not "C++11"
				start--
				text = r.text[start:t.end]
			}
		}
	}
	end, last := t.end, k
	if k+1 < len(r.words) && r.words[k+1] == r.words[k]+1 {
		// 250 million, five thousand
		if e, ok := r.lx.scales[r.toks[r.words[k+1]].lower]; ok && len(r.toks[r.words[k+1]].lower) > 2 && !ord && (unit == "" || isCurrency(unit)) {
			value, last = shiftDecimal(value, e), k+1
			end = r.toks[r.words[last]].end
			text = r.text[start:end]
		}
	}
	if end < len(r.text) && r.text[end] == '%' {
		unit = "%"
	}
	if unit == "" && last+1 < len(r.words) {
		k := last // the unit is read after the scale word
		next := r.toks[r.words[k+1]]
		// a word right after it, not a number or a code ("(415)
		// 555-0100"), not past a mark ("4 (four)")
		if next.sentence == t.sentence && !next.cap && !r.isStop(next.lower) && isLetterByte(next.lower[0]) && r.words[k+1] == r.words[k]+1 {
			unit = next.stem // "8 cores", "200 conversions"
			// "54 kilometers per hour": a rate, one unit per another
			if k+3 < len(r.words) && r.lx.rate[r.toks[r.words[k+2]].lower] {
				if per := r.toks[r.words[k+3]].stem; r.lx.factors[per] != 0 && r.lx.factors[unit] != 0 {
					unit += "/" + per
				}
			}
		}
	}
	c := Candidate{Kind: Number, Text: text, Value: json.Number(normNumber(value)), Unit: unit,
		Start: start, End: end, first: k, last: last, ord: ord, word: !strings.ContainsAny(text, "0123456789"),
		year: yearLike(text) && r.lx.unitClass[unit] == ""}
	return c, true
}

// hyphenNumber reads a number word joined by hyphens: "twenty-five" (25),
// or a number word and its unit as one adjective, "five-night" (5 nights),
// "two-year-old" (2 years); the unit is the first word after the number.
func (r *Request) hyphenNumber(lower string) (int, string, bool) {
	first, rest, ok := strings.Cut(lower, "-")
	if !ok {
		return 0, "", false
	}
	n, ok := r.lx.numbers[first]
	if !ok {
		return 0, "", false
	}
	next, after, more := strings.Cut(rest, "-")
	if m, ok := r.lx.numbers[next]; ok && n >= 20 && n < 100 && n%10 == 0 && m > 0 && m < 10 {
		n += m // twenty-five
		if !more {
			return n, "", true
		}
		rest = after
	}
	u, _, _ := strings.Cut(rest, "-") // the unit: "twenty-five-year-old" is 25 years
	if u == "" || len(u) > 10 || strings.IndexFunc(u, func(c rune) bool { return !unicode.IsLetter(c) }) >= 0 {
		return 0, "", false // "one-2-one" is no number
	}
	return n, stem(u), true
}

func thousands(s string) bool {
	intPart, _, _ := strings.Cut(s, ".")
	groups := strings.Split(intPart, ",")
	for i, g := range groups {
		if i > 0 && len(g) != 3 || i == 0 && (len(g) == 0 || len(g) > 3) {
			return false
		}
	}
	return true
}

// scaleSuffix reads a scale written after a number's digits, at byte
// offset start in the request: k, M, bn (see Lexicon.Scales).
func (r *Request) scaleSuffix(rest string, start int) (int, bool) {
	e, ok := r.lx.scales[strings.ToLower(rest)]
	if !ok || len(rest) > 2 {
		return 0, false
	}
	if len(rest) == 1 && rest != "k" && rest != "K" {
		p, _ := utf8.DecodeLastRuneInString(r.text[:start])
		return e, isCurrency(string(p)) // $5m and $2.5B are money; 5m is five meters, 221B a house, 7B a model's size
	}
	return e, true
}

// isCurrency reports whether a unit is a currency's sign.
func isCurrency(u string) bool { return u == "$" || u == "€" || u == "£" || u == "¥" }

// shiftDecimal multiplies a decimal number by 10 to the power e, by
// moving its point: exact, as a product of floats is not.
func shiftDecimal(s string, e int) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) < e {
		frac += strings.Repeat("0", e-len(frac))
	}
	whole, frac = whole+frac[:e], frac[e:]
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	if frac != "" {
		whole += "." + frac
	}
	if neg {
		return "-" + whole
	}
	return whole
}

// normNumber writes a number as JSON does: no leading zeros, no trailing
// point.
func normNumber(s string) string {
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		if strings.HasSuffix(s, ".") {
			s += "0"
		}
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for len(s) > 1 && s[0] == '0' && s[1] != '.' {
		s = s[1:]
	}
	if neg {
		return "-" + s
	}
	return s
}

// dateTime reads a date followed by a time ("2022-12-01 10:00", "October
// 15, 2024 at 10:00am") as one value: "2022-12-01 10:00".
func (r *Request) dateTime(d Candidate) {
	if tok := r.toks[r.words[d.last]]; d.End < tok.end && tok.text[d.End-tok.start] == 'T' {
		// 2024-08-15T10:00[:00][Z]: the time is in the same word
		if hh, mm, ok := clock(tok.text[d.End-tok.start+1:]); ok {
			r.cands = append(r.cands, Candidate{Kind: DateTime, Text: tok.text, Value: d.Value.(string) + " " + strconv.Itoa(100 + hh)[1:] + ":" + strconv.Itoa(100 + mm)[1:],
				Start: tok.start, End: tok.end, first: d.first, last: d.last, date: d.date})
		}
		return
	}
	k := d.last + 1
	if k < len(r.words) && (r.toks[r.words[k]].lower == "at" || r.toks[r.words[k]].lower == "from") {
		k++
	}
	if k >= len(r.words) || r.toks[r.words[k]].sentence != r.toks[r.words[d.last]].sentence {
		return
	}
	t, ok := r.timeAt(k)
	if !ok || d.date == monthYearForm {
		return
	}
	r.cands = append(r.cands, Candidate{Kind: DateTime, Text: r.text[d.Start:t.End], Value: d.Value.(string) + " " + t.Value.(string),
		Start: d.Start, End: t.End, first: d.first, last: t.last, date: d.date})
}

// phone reads a telephone number written in groups: "+1 (415) 555-0100",
// "(415) 555-0100", "+44 20 7946 0958". It starts with a country code's
// plus sign or an area code in parentheses, its groups are digits apart
// by spaces, hyphens, dots and parentheses, and it holds 7 to 15 digits.
// It is a code, as written. ("555-123-4567", one word, is a code already.)
func (r *Request) phone(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	start := t.start
	marked := false // a plus sign or parentheses: a number is no phone without
	if start > 0 && (r.text[start-1] == '+' || r.text[start-1] == '(') {
		start--
		marked = true
	}
	digits, last := 0, k
	for j := k; j < len(r.words); j++ {
		w := r.toks[r.words[j]]
		if j > k {
			between := r.text[r.toks[r.words[j-1]].end:w.start]
			if w.sentence != t.sentence || len(between) > 3 || strings.Trim(between, " ()-.") != "" {
				break
			}
			marked = marked || strings.ContainsAny(between, "()")
		}
		n := 0
		for i := 0; i < len(w.text); i++ {
			switch c := w.text[i]; {
			case isDigitByte(c):
				n++
			case c == '-' || c == '.':
			default:
				n = -1
			}
			if n < 0 {
				break
			}
		}
		if n <= 0 || digits+n > 15 {
			break
		}
		digits += n
		last = j
	}
	if !marked || last == k || digits < 7 {
		return Candidate{}, false
	}
	end := r.toks[r.words[last]].end
	text := r.text[start:end]
	return Candidate{Kind: Code, Text: text, Value: text, Start: start, End: end, first: k, last: last}, true
}

// timeAt reads a time of day: 15:30, 10:00 AM, 8 am, 8:00pm, 7pm.
func (r *Request) timeAt(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	text, last := t.text, k
	h, m := -1, 0
	if hh, mm, ok := strings.Cut(text, ":"); ok && len(mm) >= 2 {
		hv, ok1 := atoi(hh)
		mv, ok2 := atoi(mm[:2])
		if !ok1 || !ok2 || hv > 23 || mv > 59 || len(hh) > 2 {
			return Candidate{}, false
		}
		h, m = hv, mv
		if len(mm) >= 5 && mm[2] == ':' {
			if sv, ok := atoi(mm[3:5]); !ok || sv > 59 {
				return Candidate{}, false
			}
			mm = mm[3:] // 10:00:00: the seconds are read, and not kept
		}
		if suf := strings.ToLower(mm[2:]); suf == "am" || suf == "pm" {
			h = ampm(h, suf)
		} else if suf != "" {
			return Candidate{}, false
		}
	}
	compact := false
	if n := len(t.lower); h < 0 && n >= 3 && n <= 4 && (strings.HasSuffix(t.lower, "am") || strings.HasSuffix(t.lower, "pm")) {
		// 7pm, 11am
		if hv, ok := atoi(t.lower[:n-2]); ok && hv >= 1 && hv <= 12 {
			h, compact = ampm(hv, t.lower[n-2:]), true
		}
	}
	if k+1 < len(r.words) && !compact {
		next := r.toks[r.words[k+1]].lower
		if next == "am" || next == "pm" || next == "a.m" || next == "p.m" {
			if h < 0 {
				hv, ok := atoi(text)
				if !ok || hv < 1 || hv > 12 {
					return Candidate{}, false
				}
				h = hv
			}
			h = ampm(h, next[:1]+"m")
			last = k + 1
			text = r.text[t.start:r.toks[r.words[k+1]].end]
		}
	}
	if h < 0 {
		return Candidate{}, false
	}
	v := strconv.Itoa(100 + h)[1:] + ":" + strconv.Itoa(100 + m)[1:]
	c := Candidate{Kind: Time, Text: text, Value: v, Start: t.start, End: r.toks[r.words[last]].end, first: k, last: last}
	return c, true
}

// monthAbbrev reports whether a word is a month's name cut short: Aug,
// Sept.
func (r *Request) monthAbbrev(t token) bool {
	return t.word && t.cap && len(t.lower) <= 4 && r.lx.months[t.lower] > 0
}

// clock reads the time of an ISO date and time, after its T: 10:00,
// 10:00:00, 10:00:00Z, 10:00:00.5+02:00 (the zone is not kept).
func clock(s string) (h, m int, ok bool) {
	if len(s) < 5 || s[2] != ':' {
		return 0, 0, false
	}
	h, ok1 := atoi(s[:2])
	m, ok2 := atoi(s[3:5])
	if !ok1 || !ok2 || h > 23 || m > 59 {
		return 0, 0, false
	}
	return h, m, true
}

func ampm(h int, suf string) int {
	switch {
	case suf == "pm" && h < 12:
		return h + 12
	case suf == "am" && h == 12:
		return 0
	}
	return h
}

type dateMatch struct {
	c        Candidate
	lastWord int
	// yearless: a month and day alone ("July 16th", "the 20th of
	// March"); month and day are its, the year is to be found
	yearless   bool
	month, day int
}

// datedYears gives each date written without its year the year of a
// date of its range: one that has a year, in the same sentence, at most
// rangeWords words before or after it ("from August 5, 2024 to August
// 9"; the year after it, "August 15 to August 18, 2024", date reads
// itself). Any other date is not taken for its year: "from July 15th
// 2023 ... a taxi on July 16th" may be, but need not be, that year's, and
// a request with no year gives no such date at all.
func (r *Request) datedYears(yearless []dateMatch) {
	if len(yearless) == 0 {
		return
	}
	type dated struct {
		first, last, sentence int
		year                  string
	}
	var ds []dated // in the request's order: dates are read in it
	for i := range r.cands {
		d := &r.cands[i]
		if v, ok := d.Value.(string); ok && d.Kind == Date && len(v) >= len("2006-01") {
			ds = append(ds, dated{d.first, d.last, r.toks[r.words[d.first]].sentence, v[:4]})
		}
	}
	if len(ds) == 0 {
		return
	}
	for _, m := range yearless {
		sent := r.toks[r.words[m.c.first]].sentence
		// the nearest before and after it: a date of its range, if any,
		// is one of them
		at, _ := slices.BinarySearchFunc(ds, m.c.first, func(d dated, k int) int { return d.first - k })
		var near []dated
		if at > 0 {
			near = append(near, ds[at-1])
		}
		if at < len(ds) {
			near = append(near, ds[at])
		}
		best, bestDist := "", 0
		for _, d := range near {
			dist := max(d.first-m.c.last, m.c.first-d.last)
			if d.sentence == sent && dist <= rangeWords && (best == "" || dist < bestDist) {
				best, bestDist = d.year, dist
			}
		}
		if best == "" {
			continue
		}
		c := m.c
		c.Value = best + "-" + strconv.Itoa(100 + m.month)[1:] + "-" + strconv.Itoa(100 + m.day)[1:]
		r.cands = append(r.cands, c)
		r.dateTime(c)
	}
}

// date reads a date at word k, in any common form.
func (r *Request) date(k int) (dateMatch, bool) {
	w := func(i int) (token, bool) {
		if i < len(r.words) {
			return r.toks[r.words[i]], true
		}
		return token{}, false
	}
	t, _ := w(k)
	mk := func(y, mo, d int, form dateForm, last int) (dateMatch, bool) {
		if mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1000 || y > 2999 {
			return dateMatch{}, false
		}
		iso := strconv.Itoa(y) + "-" + strconv.Itoa(100 + mo)[1:] + "-" + strconv.Itoa(100 + d)[1:]
		end, _ := w(last)
		c := Candidate{Kind: Date, Text: r.text[t.start:end.end], Value: iso, Start: t.start, End: end.end, first: k, last: last, date: form}
		return dateMatch{c: c, lastWord: last}, true
	}
	// 2024-08-15, 2024/08/15, 08/15/2024
	numeric := t.text != "" && isDigitByte(t.text[0])
	for _, sep := range []string{"-", "/", "."} {
		if !numeric || strings.Count(t.text, sep) != 2 {
			continue
		}
		parts := strings.Split(t.text, sep)
		if len(parts) != 3 {
			continue
		}
		a, ok1 := atoi(parts[0])
		b, ok2 := atoi(parts[1])
		c, ok3 := atoi(parts[2])
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		switch {
		case len(parts[0]) == 4 && sep == "-":
			return mk(a, b, c, isoForm, k)
		case len(parts[0]) == 4:
			return mk(a, b, c, slashYMDForm, k)
		case len(parts[2]) != 4 || len(parts[0]) > 2 || len(parts[1]) > 2:
		case sep == "/" && a > 12 && b <= 12:
			return mk(c, b, a, slashDMYForm, k) // 15/08/2024: no month 15
		case sep == "/":
			return mk(c, a, b, slashMDYForm, k)
		case sep == ".":
			return mk(c, b, a, dotDMYForm, k) // the dotted form is day first
		case a > 12 && b <= 12:
			return mk(c, b, a, hyphenDMYForm, k) // 31-12-2024; 05-06-2024 could be either, and is no date
		}
	}
	// 2024-08-15T10:00: the ISO date of a date and time
	if date, _, ok := strings.Cut(t.text, "T"); ok && numeric && len(date) == len("2006-01-02") && strings.Count(date, "-") == 2 {
		y, ok1 := atoi(date[:4])
		mo, ok2 := atoi(date[5:7])
		d, ok3 := atoi(date[8:10])
		if ok1 && ok2 && ok3 {
			m, ok := mk(y, mo, d, isoForm, k)
			m.c.Text, m.c.End = date, t.start+len(date)
			return m, ok
		}
	}
	// 15-Aug-2024
	if numeric && strings.Count(t.lower, "-") == 2 {
		parts := strings.Split(t.lower, "-")
		if day, ok := dayNumber(parts[0]); ok && isYear(parts[2]) {
			if mo := r.lx.months[parts[1]]; mo > 0 && len(parts[1]) >= 3 {
				y, _ := atoi(parts[2])
				return mk(y, mo, day, dayMonAbbrForm, k)
			}
		}
	}
	// August 15, 2024; August 15th 2024; August 2024; 15 August 2024
	if mo, ok := r.lx.months[strings.TrimSuffix(t.lower, ".")]; ok && len(t.lower) >= 3 {
		if d, ok := w(k + 1); ok && d.sentence == t.sentence {
			if day, ok := dayNumber(d.lower); ok {
				if y, ok := w(k + 2); ok && isYear(y.text) && y.sentence == t.sentence {
					yv, _ := atoi(y.text)
					form := wordsForm
					if !isDigitByte(d.lower[len(d.lower)-1]) {
						form = wordsOrdForm
					}
					return mk(yv, mo, day, form, k+2)
				}
			}
			if day, ok := dayNumber(d.lower); ok && r.monthWord(t) {
				// "August 15 to August 18, 2024": the range's year
				for j := k + 2; j < len(r.words) && j < k+rangeWords && r.toks[r.words[j]].sentence == t.sentence; j++ {
					if y := r.toks[r.words[j]]; isYear(y.text) {
						yv, _ := atoi(y.text)
						return mk(yv, mo, day, wordsForm, k+1)
					}
				}
				{
					form := wordsForm
					if !isDigitByte(d.lower[len(d.lower)-1]) {
						form = wordsOrdForm
					}
					return yearlessAt(mk(2000, mo, day, form, k+1))
				}
			}
			if isYear(d.text) {
				yv, _ := atoi(d.text)
				m, ok := mk(yv, mo, 1, monthYearForm, k+1)
				if ok {
					m.c.Value = strconv.Itoa(yv) + "-" + strconv.Itoa(100 + mo)[1:]
				}
				return m, ok
			}
		}
	}
	if day, ok := dayNumber(t.lower); ok {
		// 15 August 2024; the 20th of April 2024
		m0 := k + 1
		if m, ok := w(m0); ok && m.lower == "of" && !isDigitByte(t.lower[len(t.lower)-1]) {
			m0++ // an ordinal day: "20th of"
		}
		if m, ok := w(m0); ok {
			if mo, ok := r.lx.months[m.lower]; ok && len(m.lower) >= 3 {
				form := dayMonthForm
				if !isDigitByte(t.lower[len(t.lower)-1]) {
					form = dayMonthOrdForm
				}
				if y, ok := w(m0 + 1); ok && isYear(y.text) {
					yv, _ := atoi(y.text)
					return mk(yv, mo, day, form, m0+1)
				}
				if r.monthWord(m) && m.sentence == t.sentence {
					return yearlessAt(mk(2000, mo, day, form, m0))
				}
			}
		}
	}
	return dateMatch{}, false
}

// monthWord reports whether a month's name without a year beside it is
// one: "may" in lowercase is the verb.
func (r *Request) monthWord(t token) bool {
	return t.cap || !r.lx.stop[t.lower] && !r.lx.common[t.lower]
}

// rangeWords is how far apart, in words, two dates of a range may stand
// for one to give the other its year.
const rangeWords = 8

// yearlessAt marks a date read with a stand-in year as one written
// without its year.
func yearlessAt(m dateMatch, ok bool) (dateMatch, bool) {
	if !ok {
		return m, false
	}
	iso := m.c.Value.(string)
	m.month, _ = atoi(iso[5:7])
	m.day, _ = atoi(iso[8:10])
	m.yearless, m.c.Value = true, nil
	return m, true
}

func dayNumber(s string) (int, bool) {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		s = strings.TrimSuffix(s, suf)
	}
	d, ok := atoi(s)
	return d, ok && d >= 1 && d <= 31 && len(s) <= 2
}

func isYear(s string) bool {
	y, ok := atoi(s)
	return ok && len(s) == 4 && y >= 1000 && y <= 2999
}

// acronym reports whether a code is capital letters alone: SQL, USD.
func acronym(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsUpper(r) }) < 0
}

// yearLike reports whether a number reads as a recent year: 1900-2100.
func yearLike(s string) bool {
	y, ok := atoi(s)
	return ok && len(s) == 4 && y >= 1900 && y <= 2100
}

func isEmail(s string) bool {
	at := strings.IndexByte(s, '@')
	return at > 0 && strings.Contains(s[at:], ".") && !strings.ContainsAny(s, " /")
}

func isURL(w, text string, start int) bool {
	rest := text[start:]
	return strings.HasPrefix(rest, "http://") || strings.HasPrefix(rest, "https://") || strings.HasPrefix(w, "www.")
}

// urlText is the URL that starts at token i, up to white space.
func (r *Request) urlText(i int) string {
	start := r.toks[i].start
	end := start
	for end < len(r.text) && r.text[end] != ' ' && r.text[end] != '\n' && r.text[end] != '"' && r.text[end] != '\'' {
		end++
	}
	return strings.TrimRight(r.text[start:end], ".,;)")
}

// atAddress reports whether the run of text around byte offset i, to the
// spaces on either side, is an e-mail address: Bob.Smith@Acme.com, whose
// period ends no sentence.
func atAddress(s string, i int) bool {
	run := s[i:min(len(s), i+320)] // no address is longer (RFC 5321: 64 + 1 + 255)
	if end := strings.IndexAny(run, " \n\t"); end >= 0 {
		run = run[:end]
	}
	return strings.Contains(run, "@")
}

// within reports whether c lies inside one of spans, sorted by their
// starts and not overlapping one another: the one c could lie in is the
// last that starts at or before it.
func within(spans []Candidate, c *Candidate) bool {
	at, _ := slices.BinarySearchFunc(spans, c.Start+1, func(q Candidate, pos int) int { return q.Start - pos })
	return at > 0 && c.End <= spans[at-1].End
}

// wordsUntil returns the last word from k on that starts before byte
// offset end.
func (r *Request) wordsUntil(k, end int) int {
	for k+1 < len(r.words) && r.toks[r.words[k+1]].start < end {
		k++
	}
	return k
}

func isPath(w, text string, start int) bool {
	if start > 0 && text[start-1] == '/' && strings.Contains(w, "/") {
		return true
	}
	if strings.Count(w, "/") >= 2 {
		return true
	}
	dot := strings.LastIndexByte(w, '.')
	if dot > 0 && dot < len(w)-1 && !dotted(w) { // "J.K" and "p.m" are no files
		ext := w[dot+1:]
		if strings.ToLower(ext) != ext && strings.ToUpper(ext) != ext {
			return false // soil.Then: a sentence end without its space
		}
		ext = strings.ToLower(ext)
		return len(ext) <= 5 && strings.IndexFunc(ext, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) < 0 &&
			strings.IndexFunc(ext, unicode.IsLetter) >= 0 && !strings.ContainsAny(w[:dot], ".") && !isNumberish(w)
	}
	return false
}

// isInitials reports whether a word is a name's initials: capital
// letters each followed by a period but the last ("J.K" of "J.K.
// Rowling"), or one capital letter.
func isInitials(w string) bool {
	return dotted(w) && strings.ToUpper(w) == w
}

// dotted reports whether a word is single letters joined by periods, or
// one letter: "J.K", "p.m", "e.g".
func dotted(w string) bool {
	for i := 0; i < len(w); i += 2 {
		if !isLetterByte(w[i]) || i+1 < len(w) && w[i+1] != '.' {
			return false
		}
	}
	return len(w)%2 == 1
}

// goesOn reports whether the sentence goes on after the period of
// initials that ends at byte offset i: after initials of two letters or
// more, with a lowercase word or a capitalized one that starts no clause
// on its own ("J.K. Rowling"; not "D.C. Then"); after one letter, with
// more initials ("J. R. R. Tolkien") or, ending such a chain, a name.
// One capital letter alone ends its sentence: "Region X. Following
// this", "Product A. The".
func (r *Request) goesOn(i int) bool {
	n := len(r.toks)
	prev := r.toks[n-2].text
	chain := n >= 4 && r.toks[n-3].text == "." && r.toks[n-4].word && len(r.toks[n-4].text) == 1 && isInitials(r.toks[n-4].text)
	for i < len(r.text) && r.text[i] == ' ' {
		i++
	}
	j := i
	for j < len(r.text) && (isLetterByte(r.text[j]) || r.text[j] == '.') {
		j++
	}
	next := r.text[i:j]
	w := strings.TrimSuffix(next, ".")
	switch {
	case w == "":
		return false
	case len(prev) == 1 && len(w) == 1 && isInitials(w) && next != w:
		return true // "J. R." of "J. R. R. Tolkien"
	case len(prev) == 1 && !chain:
		return false
	case w[0] >= 'a' && w[0] <= 'z':
		return len(prev) > 1 // "D.C. tomorrow"
	}
	lower := strings.ToLower(w)
	return w[0] >= 'A' && w[0] <= 'Z' && !r.lx.clause[lower] && !r.lx.common[lower]
}

func isNumberish(s string) bool {
	if strings.IndexFunc(s, func(c rune) bool { return c >= '0' && c <= '9' }) < 0 {
		return false // no digit: ParseFloat would take "inf" and "NaN"
	}
	_, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return err == nil
}

// isCode reports whether a word is an identifier: letters and digits
// mixed, an underscore, all capitals of two letters or more, or groups of
// digits joined by two marks or more (192.168.1.1, 555-123-4567, 1.2.3;
// dates and times are read before).
func isCode(w string) bool {
	if isNumberish(w) {
		return false
	}
	letters, digits, upper, marks := 0, 0, 0, 0
	for _, c := range w {
		switch {
		case unicode.IsDigit(c):
			digits++
		case unicode.IsLetter(c):
			letters++
			if unicode.IsUpper(c) {
				upper++
			}
		default:
			marks++
		}
	}
	return letters > 0 && digits > 0 || strings.Contains(w, "_") && letters > 0 || upper >= 2 && upper == letters ||
		letters == 0 && marks >= 2
}

// isPronounI reports whether a lowercase word is the pronoun I, alone or
// contracted (I'd, I'm, I’ll), which is capitalized and no name.
func isPronounI(w string) bool {
	return w == "i" || strings.HasPrefix(w, "i'") || strings.HasPrefix(w, "i’")
}

func (r *Request) isStop(w string) bool { return r.lx.stop[w] }

// names reads proper names: runs of capitalized words (with codes and
// numbers after a capitalized word, and name connectors inside), stopped
// by marks and sentence ends. A run's first word, when it starts the
// sentence and is a common word, is no part of it.
func (r *Request) names() {
	// the words the request capitalizes inside a sentence: once, for a
	// sentence's first word to be looked up, not searched for
	var inside map[string]bool
	for _, i := range r.words {
		if t := r.toks[i]; t.cap && !t.initial {
			if inside == nil {
				inside = map[string]bool{}
			}
			inside[t.lower] = true
		}
	}
	for k := 0; k < len(r.words); {
		t := r.toks[r.words[k]]
		if !t.cap || t.initial && r.lx.common[t.lower] || r.lx.weekdays[t.lower] ||
			r.lx.months[t.lower] > 0 && len(t.lower) >= 3 || isPronounI(t.lower) {
			k++
			continue
		}
		if k > 0 && (r.lx.unitClass[t.stem] != "" || t.lower == "am" || t.lower == "pm") && isNumberish(r.toks[r.words[k-1]].text) {
			k++ // "500 Newtons": a unit; "3 AM": a time
			continue
		}
		if t.initial && !inside[t.lower] && (k+1 == len(r.words) || !r.toks[r.words[k+1]].cap) {
			k++ // "Scrutinize the margin": a sentence's first word, capitalized for that alone
			continue
		}
		last := k
		for j := k + 1; j < len(r.words); j++ {
			u := r.toks[r.words[j]]
			if !adjacent(r, r.words[j-1], r.words[j]) && !r.abbreviated(r.words[j-1], r.words[j]) || u.sentence != t.sentence {
				break
			}
			switch {
			case u.cap && !(r.lx.months[u.lower] > 0 && len(u.lower) >= 3 && j+1 < len(r.words) && isYear(r.toks[r.words[j+1]].text)):
				last = j
				continue
			case strings.ContainsAny(u.text[:1], "0123456789") && !isYear(u.text) || isCode(u.text):
				last = j // Campaign 1, Studio A, Boeing 747
				continue
			case r.lx.nameConn[u.lower] && j+1 < len(r.words) && r.toks[r.words[j+1]].cap && adjacent(r, r.words[j], r.words[j+1]):
				continue
			}
			break
		}
		end := r.toks[r.words[last]].end
		if end < len(r.text) && r.text[end] == '.' && r.lx.abbrev[r.toks[r.words[last]].lower] {
			end++ // "Apple Inc."
		}
		text := r.text[t.start:end]
		text = strings.TrimSuffix(strings.TrimSuffix(text, "'s"), "’s")
		// and every tail that starts at a capitalized word after the
		// first: "Tesla Model S" may be a model's "Model S", "SEM
		// Campaign 1" a campaign's whole name; the scorer weighs them
		for j := k + 1; j <= last; j++ {
			if u := r.toks[r.words[j]]; u.cap {
				sub := strings.TrimSuffix(strings.TrimSuffix(r.text[u.start:r.toks[r.words[last]].end], "'s"), "’s")
				r.cands = append(r.cands, Candidate{Kind: Name, Text: sub, Value: sub, Start: u.start, End: u.start + len(sub), first: j, last: last, tail: true})
			}
		}
		switch {
		case last == k && isCode(t.text): // a lone code was read already
		case last == k && r.lx.demonyms[t.lower]:
			r.cands = append(r.cands, Candidate{Kind: Demonym, Text: text, Value: text, Start: t.start, End: t.start + len(text), first: k, last: last})
		default:
			r.cands = append(r.cands, Candidate{Kind: Name, Text: text, Value: text, Start: t.start, End: t.start + len(text), first: k, last: last})
		}
		if last > k && isCode(t.text) && r.toks[r.words[k+1]].cap && !isCode(r.toks[r.words[k+1]].text) {
			// "ABC Company": the code is the name's first word, not a value of its own
			r.cands = slices.DeleteFunc(r.cands, func(c Candidate) bool { return c.Kind == Code && c.first == k })
		}
		k = last + 1
	}
}

// verbAt reports whether word k follows a word that only a verb follows:
// "please induce", "to adding", "we need".
func (r *Request) verbAt(k int) bool {
	return k > 0 && r.lx.verbMarkers[r.toks[r.words[k-1]].lower]
}

// adjacent reports whether only spaces stand between tokens i < j.
func adjacent(r *Request, i, j int) bool {
	return j == i+1 && strings.TrimSpace(r.text[r.toks[i].end:r.toks[j].start]) == ""
}

// abbreviated reports whether tokens i and j are words of one name with
// an abbreviation's period between: a title ("Dr. Jane Smith") or
// initials ("J.K. Rowling") and what follows them in its sentence.
func (r *Request) abbreviated(i, j int) bool {
	if j != i+2 || r.toks[i+1].text != "." || r.toks[i].sentence != r.toks[j].sentence {
		return false
	}
	return r.lx.titles[r.toks[i].lower] || isInitials(r.toks[i].text)
}

// lists reads several values of one kind joined by commas and "and" or
// "or": names ("Odin, Freya, and Thor"), quoted strings, numbers ("10, 20,
// 30"), or plain phrases of up to three words ("rice, onions, and
// potatoes"; plain phrases need three items, for "X and Y" is as often
// two clauses as a list). A chain whose "and" is followed by more commas
// is two lists: "1, 2, 3 and 4, 5, 6".
func (r *Request) lists() {
	type unit struct {
		kind        Kind // Quoted, Name, Number, or Word for a plain phrase
		text        string
		first, last int // word indices
		start, end  int // byte offsets
	}
	typed := map[int]*Candidate{} // typed candidates by first word
	for i := range r.cands {
		c := &r.cands[i]
		switch c.Kind {
		case Quoted, Name, Number:
			if old, ok := typed[c.first]; !ok || c.last > old.last {
				typed[c.first] = c
			}
		}
	}
	plain := func(k int) bool {
		t := r.toks[r.words[k]]
		return !t.cap && !r.lx.stop[t.lower] && !r.lx.common[t.lower] && !r.lx.connectors[t.lower] && !r.verbAt(k) &&
			strings.IndexFunc(t.text, func(c rune) bool { return !unicode.IsLetter(c) && c != '-' }) < 0
	}
	unitAt := func(k int) (unit, bool) {
		// "a house": the item starts after its determiner
		if r.lx.determiner[r.toks[r.words[k]].lower] && k+1 < len(r.words) && r.adjacentWords(k, k+1) {
			if _, ok := typed[k+1]; ok || plain(k+1) {
				k++
			}
		}
		// "a splash of lime": the item is what is measured
		if r.lx.measure[r.toks[r.words[k]].stem] && k+2 < len(r.words) && r.toks[r.words[k+1]].lower == "of" && r.adjacentWords(k+1, k+2) {
			if _, ok := typed[k+2]; ok || plain(k+2) {
				k += 2
			}
		}
		if c, ok := typed[k]; ok {
			u := unit{kind: c.Kind, text: c.Text, first: c.first, last: c.last, start: c.Start, end: c.End}
			if c.Kind == Number {
				u.text = string(c.Value.(json.Number))
				if c.Unit != "" && k+1 < len(r.words) && r.toks[r.words[k+1]].stem == c.Unit && r.adjacentWords(k, k+1) {
					u.last, u.end = k+1, r.toks[r.words[k+1]].end // "10 km"
				}
			}
			return u, true
		}
		if !plain(k) {
			return unit{}, false
		}
		last := k
		for last+1 < len(r.words) && last-k < 2 && plain(last+1) && r.adjacentWords(last, last+1) {
			last++
		}
		start, end := r.toks[r.words[k]].start, r.toks[r.words[last]].end
		return unit{kind: Word, text: r.text[start:end], first: k, last: last, start: start, end: end}, true
	}
	// sep reads a separator after word k: ",", "and", "or", ", and", ", or".
	// It returns the next item's first word and whether it was "and"/"or".
	sep := func(k int) (int, bool, bool) {
		if k+1 >= len(r.words) {
			return 0, false, false
		}
		between := strings.Trim(r.text[r.toks[r.words[k]].end:r.toks[r.words[k+1]].start], " \"'“”‘’")
		next := r.toks[r.words[k+1]].lower
		switch {
		case between == "," && (next == "and" || next == "or"):
			return k + 2, true, k+2 < len(r.words)
		case between == ",":
			return k + 1, false, true
		case between == "" && (next == "and" || next == "or"):
			return k + 2, true, k+2 < len(r.words)
		}
		return 0, false, false
	}
	emit := func(items []unit) {
		min := 2
		if items[0].kind == Word {
			min = 3
		}
		if len(items) < min {
			return
		}
		texts := make([]string, len(items))
		vals := make([]any, len(items))
		for i, it := range items {
			texts[i], vals[i] = it.text, it.text
		}
		first, last := items[0], items[len(items)-1]
		r.cands = append(r.cands, Candidate{Kind: List, Text: r.text[first.start:last.end], Value: vals, Items: texts,
			Start: first.start, End: last.end, first: first.first, last: last.last, numbers: items[0].kind == Number})
	}
	for k := 0; k < len(r.words); {
		u, ok := unitAt(k)
		if !ok {
			k++
			continue
		}
		items := []unit{u}
		ended := false
		for !ended {
			next, and, ok := sep(items[len(items)-1].last)
			if !ok {
				break
			}
			v, ok := unitAt(next)
			if !ok || v.kind != u.kind {
				break
			}
			if and {
				// a final "and": the list ends here, unless more commas
				// follow, which start another list
				if n2, and2, ok2 := sep(v.last); ok2 && !and2 && u.kind == Number {
					if w, ok := unitAt(n2); ok && w.kind == u.kind {
						break
					}
				}
				ended = true
			}
			items = append(items, v)
		}
		emit(items)
		k = items[len(items)-1].last + 1
	}
}

// lowerText returns c's text lowercased: a slice of the request's
// lowercase copy when c's text is the request's at c's offsets, as it is
// for all but a few (a name's tail), so that scoring, which asks for it
// for every input, copies nothing.
func (r *Request) lowerText(c *Candidate) string {
	if c.Start >= 0 && c.Start <= c.End && c.End <= len(r.text) && r.text[c.Start:c.End] == c.Text {
		return r.lower[c.Start:c.End]
	}
	return lowerSameLen(c.Text)
}

// lowerSameLen lowercases s rune by rune where the lowercase is as long in
// bytes, keeping every other byte: offsets into it are offsets into s
// (strings.ToLower turns an invalid byte into three, and 'İ' into three
// bytes from two).
func lowerSameLen(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			goto fold
		}
	}
	return s
fold:
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if lr := unicode.ToLower(r); r != utf8.RuneError && utf8.RuneLen(lr) == size {
			b = utf8.AppendRune(b, lr)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(b)
}
