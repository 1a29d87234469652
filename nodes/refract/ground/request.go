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
	Address              // a street address: a house number and a street, and the town after it ("221B Baker Street, London")
)

// occurrenceAt reports whether the word at k (one of Lexicon.
// OccurrenceNumbers) counts times: a period follows it, "a", "per",
// "every" or "each" or a word of one (PeriodWords: "twice daily", "once a
// week"), and "Once the order is confirmed" counts nothing.
func (r *Request) occurrenceAt(k int) bool {
	if k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	switch next := r.toks[r.words[k+1]].lower; next {
	case "a", "an", "per", "every", "each":
		return true
	default:
		_, ok := r.lx.periods[next]
		return ok
	}
}

// occurrenceUnit is the unit of a count of times, stemmed: "3 times", and
// "twice" (Lexicon.OccurrenceNumbers).
const occurrenceUnit = "tim"

var kindNames = [...]string{"quoted", "name", "number", "date", "datetime", "time", "code", "email", "url", "path", "word", "list", "demonym", "address"}

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
	Kind       Kind
	Text       string // as written
	Value      any    // string, json.Number or []any; a Date's ISO form
	Unit       string // a number's unit, stemmed: "core", "$", "%", "kwh"
	Items      []string
	Start      int // byte offsets of the value in the request
	End        int
	first      int // the candidate's first and last word tokens
	last       int
	through    int      // a number's last word with its rate's ("300 meters per second"): none of them is a value
	date       dateForm // how a date was written
	ord        bool     // an ordinal number word ("third")
	ranked     bool     // a number word after a rank cue: "number one"
	word       bool     // a number written as a word ("three")
	numbers    bool     // a list of numbers
	of         Kind     // a list's items' kind
	tail       bool     // the end of a longer name
	sizePart   bool     // a code inside a size written apart ("1-1/2" of "1/4 x 1-1/2"): the size's, no text of its own
	head       bool     // the first word of a longer name: Toyota of "Toyota Camry" (SplitNames)
	rest       bool     // a tail that is all of a longer name but its first word: "Camry", "488 GTB" (SplitNames)
	inName     bool     // a code inside a proper name: S21 of "Samsung Galaxy S21"
	before     bool     // a phrase before its input's word: "a web application"
	acronym    bool     // a code of capital letters alone: SQL, API
	handle     bool     // a user's handle after an @: "@nasa", valued nasa
	anchor     bool     // the date the request states as today's: when it is written, no value (relativeDates)
	tag        bool     // a tag after a #, "#launch", or a list of them: "#golang #backend"
	postcode   bool     // a postal code of two words: "SW1A 1AA" (Lexicon.PostcodeShapes)
	plate      bool     // a vehicle's registration of two words: "LR19 XKD" (Lexicon.PlateShapes)
	bullets    bool     // a list written as bullets, one item per line: "- eggs\n- oat milk" (bulletLists)
	flag       bool     // a mention of what a yes-or-no input is about
	member     bool     // a member of the input's value set (Lexicon.ValueSets): "thriller" for a genre
	year       bool     // a number that reads as a year: 2022
	field      bool     // the value of a field the request writes as a form: "Department: Finance" (fields)
	topic      bool     // a phrase after a topic cue, for a topic: "an article about urban beekeeping"
	cue        bool     // the text a cue of Lexicon.TextCues introduces, for an input it names: "search for cheap flights to Rome"
	expr       bool     // an arithmetic or chemical expression: "2x + 3 = 7", "Fe + O2 -> Fe2O3" (expressions)
	inExpr     bool     // a part of such an expression: "Fe", "O2" (exprParts)
	ident      bool     // a word written as programs name things, for an input that names an instance: "auth-service" (identWords)
	flight     bool     // a flight's number written as two words, for an input that takes one: "BA 2491" (flightNumbers)
	shaped     bool     // a run of words of the shape of the input's description's example: "Bay 2" for "e.g. Bay 3" (shapedRuns)
	opening    bool     // a quantity and the plain words after it, for an input whose example opens so: "5t excavator" for "e.g. 1.5t mini digger" (quantityPhrases)
	unclosed   bool     // an address a part follows that nothing closes: it may end before the part or go on ("2 Mill Row, Ashby today")
	route      bool     // a route written as its two ends, for an input that takes one: "Oban to Craignure" (routeEnds)
	counted    bool     // the thing a quantity counts or measures out: "eggs" of "a dozen eggs" (countedThings)
	outOf      int32    // a score's scale: 5 for "4/5" (Lexicon.ScoreScales); 0 for other numbers
	column     int32    // in a table's value: its column's label's last word, plus one (tables); 0 outside tables
	countKey   string   // of such a thing, its quantity's value key (valueKey): n:12 of "a dozen eggs"
	binomial   bool     // a capitalized word and the lowercase word after it, "Homo sapiens": a taxon's name only (binomial)
	title      bool     // a list of two proper names joined by "and" that may be a work's one title ("Pride and Prejudice"; titles, titleStart)
	inTitle    bool     // a name inside such a title: no work's title of its own ("Pride")
	versus     bool     // two names joined by a word of VersusWords, one case's or match's name ("Brown v. Board of Education"; versus)
	inVersus   bool     // a name inside one: no such input's value of its own ("Brown")
	house      bool     // a family name between "the" and a household's word: "Jansen" of "the Jansen family" (households)
	labelled   bool     // a subject's name without the sentence's first word: "Red Herrings" of "Team Red Herrings escaped", the input's own word's label's only
	inverted   bool     // a person's name written family name first: "Okafor, Chidi" (invertedNames)
	coded      bool     // a word a numeric input's description codes as a number: "never" of "0 for never" (codedMentions)
	none       bool     // a negation of the input's own word, for its enum's member of none: "no shading" (Lexicon.NoneMembers)
	half       bool     // a half of two codes a hyphen joins, a route's end: LAX of "LAX-ORD"
	fragment   bool     // a note of plain words between commas that nothing else accounts for: "lower back pain" (fragments)
	complement bool     // what a verb makes its object, in lowercase: "simultaneous" of "make it simultaneous" (complementAt)
	given      bool     // a thing a verb gives a person, in lowercase: "tandem" of "Rent Jess Moyo a tandem" (givenThings)
}

// capitalized reports whether the request writes c with a capital
// letter: a value-set member written so is a proper name (Windows, TCP).
func (c *Candidate) capitalized() bool {
	return strings.IndexFunc(c.Text, unicode.IsUpper) >= 0
}

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
	cap      bool // starts with a capital letter, or is a word of a script without them in a request of one with them (uncased)
	uncased  bool // a word of a script without capitals (東京) in a request of one with them: a name wherever it stands
	initial  bool // first word of its sentence
	opening  bool // first word of a line within a sentence ("Dear procurement,\nKindly approve ...")
	named    bool // inside a proper name of two words or more, with no digits: an input's word there is the name's ("Downtown Pharmacy")
	label    bool // a field's label: the "Department" of "- Department: Finance" (fields)
	quoted   bool // inside quotation marks: a subject, a message (quotedText)
	enum     bool // a numbered step's or item's number, no value: the 2 of "2) assign Milo Brandt to it" (enumerator)
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
	// shouting: the request is written in capitals ("WHERE IS MY PACKAGE
	// 1Z999AA10123456784???"), so a word of letters alone in capitals is
	// no code for that (shouted)
	shouting bool
	// cased: the request is written mostly in a script of capitals (Latin,
	// Greek, Cyrillic), so that a word of a script without them (東京,
	// 李明) stands out as a name does
	cased bool
	// commas: whether the request writes a decimal comma ("€6,40",
	// "1,78 m"), read once, where a number with a dot asks: 0 unread, 1
	// no, 2 yes (decimalCommas)
	commas int8
	// turns: the turns of a conversation the request is (fields); in one
	// of two turns or more, every sentence is the call's (extendAnchors)
	turns int
	marks *quoteMarks // its quotation marks, for lengthMark: read once, where a number has a mark after it

	// hits caches where each input's cues stand in this request, which a
	// search asks for again and again (the reading itself is the
	// Grounder's, shared by every request).
	mu   sync.Mutex
	hits map[slotKey][]hit
	// fills caches Fill's answers by what they depend on: a search asks
	// for the same call against the same sequence from several states.
	fills map[string][]Choice
	// numbers indexes the numbers by value and text (valueKey), for
	// freeMention
	numbersOnce sync.Once
	numbers     map[string][]int
	// texts indexes the other candidates by value, for freeText
	textsOnce sync.Once
	texts     map[string][]int
	// starts indexes the candidates by their first word, for startingAt
	startsOnce sync.Once
	starts     map[int][]int
	// covered: by word, whether a candidate covers it (coveredWords)
	coveredOnce sync.Once
	covered     []bool
	// refs: the sentences that refer back (referring)
	refsOnce sync.Once
	refs     []referring
	refsBuf  [4]referring // refs' first, in the request's own memory
	// given: the things given and the complements (givenThings)
	givenOnce sync.Once
	given     []Candidate
	// locatedNames: the names after a locative (placeBeside)
	locatedOnce  sync.Once
	locatedNames []*Candidate
	// listed: by word, whether a list of two words or more covers it
	// (inLongerList)
	listedOnce sync.Once
	listed     []bool
	// wholeNames: by word, the widest name of two words or more that
	// covers it (no tail, no head), plus one; 0 for none (numberInName)
	wholeNamesOnce sync.Once
	wholeNames     []int32
	// dataOnce guards data: by clause, whether a bracket or a brace
	// stands in it (dataClause)
	dataOnce sync.Once
	data     []bool
	// members: the last words, lowercase, of the names shaped as persons'
	// of two words or more, by word index (household)
	membersOnce sync.Once
	members     map[string][]int
	// measured: by word, whether a number with a unit covers it
	// (measuredWords) and whether a measure ends with it (measureWord),
	// as flags (wordMeasured, wordEndsMeasure)
	measuredOnce sync.Once
	measured     []uint8
	// lastPronoun: the last word that is a person's pronoun, or -1
	// (lastPersonPronoun)
	pronounOnce sync.Once
	lastPronoun int
	// stale: the clauses that say they are past (staleClauses)
	staleOnce sync.Once
	stale     map[int]bool
	// negWords: by word, whether it follows a negator (negated)
	negOnce  sync.Once
	negWords []bool
	// quotes: by word, whether it stands on a line a reply quotes, "> ..."
	// (quotedWords)
	quotesOnce sync.Once
	quotes     []bool
	// fixes holds the corrections (corrections)
	fixesOnce sync.Once
	fixes     []correction
	// found holds the fields the request writes as a form (fields)
	found []field
	// idents holds the words written as programs name things (identWords)
	identOnce sync.Once
	idents    []int
	// cells holds the values of the request's Markdown tables (tables)
	cells []cell
	// frags holds the fragments of a request written as notes (fragments)
	fragsOnce sync.Once
	frags     []fragment
	// initials holds the first letters of the request's content words,
	// a '|' where adjacent words stop (MentionsInitials)
	initialsOnce sync.Once
	initials     string

	// sentenceFirst holds each sentence's first word, by sentence, made
	// on first use (firstWordOf)
	sentenceOnce  sync.Once
	sentenceFirst []int
}

// sentences returns how many sentences the request holds.
func (r *Request) sentences() int {
	if len(r.toks) == 0 {
		return 0
	}
	return r.toks[len(r.toks)-1].sentence + 1
}

// firstWordOf returns the first word of the sentence of word k, from an
// index made on first use: asking it of every word costs the words once.
func (r *Request) firstWordOf(k int) int {
	r.sentenceOnce.Do(func() {
		r.sentenceFirst = make([]int, r.sentences())
		for j := len(r.words) - 1; j >= 0; j-- {
			r.sentenceFirst[r.toks[r.words[j]].sentence] = j
		}
	})
	return r.sentenceFirst[r.toks[r.words[k]].sentence]
}

// coveredWords returns, by word, whether a candidate covers it: made on
// first use, as startingAt's index is.
func (r *Request) coveredWords() []bool {
	r.coveredOnce.Do(func() {
		r.covered = make([]bool, len(r.words))
		for i := range r.cands {
			for k := r.cands[i].first; k <= r.cands[i].last && k < len(r.covered); k++ {
				r.covered[k] = true
			}
		}
	})
	return r.covered
}

// quotedText reports whether word k stands inside a quoted text: a
// subject "Meeting Request" is written for a call, and speaks of none. (A
// form's field, "Step 2: book a hotel", is the request's own words.)
func (r *Request) quotedText(k int) bool { return r.toks[r.words[k]].quoted }

// startingAt returns the indices of the candidates whose first word is
// word k, from an index built on first use: finding the value after a cue
// word is then no pass over every candidate.
func (r *Request) startingAt(k int) []int {
	r.startsOnce.Do(func() {
		r.starts = map[int][]int{}
		for i := range r.cands {
			r.starts[r.cands[i].first] = append(r.starts[r.cands[i].first], i)
		}
	})
	return r.starts[k]
}

// slotKey is what an input's reading depends on: the input and the words
// of the tools around it.
type slotKey struct {
	tool, tools string
	in          string // the input's name, type, format, items, description and enum
}

// Read reads a request, its HTML markup removed (unmarkup).
func (g *Grounder) Read(text string) *Request {
	text = unmarkup(text)
	r := &Request{g: g, lx: g.lx, text: text, lower: lowerSameLen(text)}
	r.toks = make([]token, 0, len(text)/4+8) // English averages five bytes a word with its space
	r.shouting = shouted(text)
	r.cased = casedScript(text)
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
	r.markCodesInNames()
	for _, c := range r.cands {
		if c.Kind == Name && c.last > c.first && strings.IndexFunc(c.Text, unicode.IsDigit) < 0 { // not "IP 192.168.1.1", "Room 101"
			for k := c.first; k <= c.last; k++ {
				r.toks[r.words[k]].named = true
			}
		}
	}
	return r
}

// Text returns the request as read: as given, its HTML markup removed
// (unmarkup).
func (r *Request) Text() string { return r.text }

// Candidates returns the values the request holds, in order of position.
func (r *Request) Candidates() []Candidate { return slices.Clone(r.cands) }

func isWordRune(c rune) bool {
	if unicode.IsLetter(c) || unicode.IsDigit(c) || c == '²' || c == '³' {
		return true // (a square's or a cube's mark is its unit's: "640 m²")
	}
	if c < '¼' {
		return false // (the cheap test first: ¼ is the lowest fraction character)
	}
	_, ok := vulgarFraction(c)
	return ok // a fraction character: "½ cup"
}

// tokenize splits the request into words and marks. A word keeps inner
// marks that join letters and digits ("192.168.1.1", "file1.cpp",
// "ACME_CORP", "WH-1000XM4", "10:30", "24/7", "John's").
func (r *Request) tokenize() {
	s := r.text
	sentence, clause := 0, 0
	newSentence, newLine := true, false
	closed := false          // the request's opening bracket, if any, is closed
	lineFirst, depth := 0, 0 // the line's first token, and the parentheses open on it (enumerator)
	opening := openingMark(s)
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(c):
			if c == '\n' {
				lineFirst, depth = len(r.toks), 0
				if i+1 < len(s) && s[i+1] == '\n' {
					sentence++
					clause++
					newSentence = true
				} else if bulletAt(strings.TrimLeft(s[i+1:], " \t")) > 0 {
					clause++ // a bulleted line is a clause of its own: "- [ ] call the plumber\n- [x] pay rent"
				} else {
					newLine = true
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
				// a thousands comma: 50,000; a decimal comma: €12,50, 1.250,00
				if d == ',' && (thousandsAt(s, i, j) || decimalCommaAt(s, i, j) || indianAt(s, i, j) || r.unitComma(i, j)) {
					j++
					continue
				}
				// an inner mark joined on both sides by a letter or digit
				// (a password's "Amy!2023" too: a sentence's "!" has its
				// space; but a sheet's "Inventory!G2:G200" is two values)
				if d == ':' && r.lx.idWords[strings.ToLower(s[i:j])] {
					break // "doi:10.1038/nature12373": a label, then its identifier
				}
				if strings.ContainsRune("._-/:@'’+&!", d) && j+dsize < len(s) {
					e, _ := utf8.DecodeRuneInString(s[j+dsize:])
					if isWordRune(e) && !(d == '.' && unicode.IsUpper(e) && j+dsize+1 < len(s) && (s[j+dsize+1] == ' ' || isLower(s[j+dsize+1])) && !atAddress(s, j) && !classShare(s, i, j)) &&
						!(d == '!' && unicode.IsUpper(e)) &&
						!(d == '&' && unicode.IsLower(e) && !atAddress(s, j)) { // AT&T, R&D; a query string's "Paris&days=3" parts

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
				} else if rest[0] == '#' && j-i == 1 {
					// a pitch, a chord: "F#3", "C#m7", one word
					for j = end; j < len(s) && s[j] < utf8.RuneSelf && isWordRune(rune(s[j])); j++ {
					}
				}
			}
			w := s[i:j]
			lower := r.lower[i:j] // the request's lowercase copy, which keeps every offset
			if !isASCII(w) {
				lower = strings.ToLower(w) // (whose folding may differ from it outside ASCII)
			}
			if r.lx.clause[lower] && !newSentence {
				clause++
			}
			r.toks = append(r.toks, token{text: w, lower: lower, stem: stem(lower), start: i, end: j, sentence: sentence, clause: clause,
				word: true, cap: unicode.IsUpper(c) || innerCap(w) || r.cased && caseless(c), uncased: r.cased && caseless(c), initial: newSentence, opening: newLine && !newSentence})
			if r.shouting && r.shoutedWord(r.toks[len(r.toks)-1]) || r.currencyPrefix(s, i, j) {
				r.toks[len(r.toks)-1].cap = false // capitals that say nothing of a name; "NZ" of "NZ$1,240"
			}
			// a chat's mention that opens a sentence addresses it, and the
			// sentence begins after it: "@barn Sheared Clementine today"
			addressed := newSentence && i > 0 && s[i-1] == '@' && (i == 1 || !isWordRune(rune(s[i-2])))
			newSentence, newLine = addressed, false
			i = j
			continue
		}
		// a mark
		r.toks = append(r.toks, token{text: s[i : i+size], lower: s[i : i+size], start: i, end: i + size, sentence: sentence, clause: clause})
		if n := len(r.toks); (c == ')' || c == '.') && n >= 2 && r.toks[n-2].word && r.toks[n-2].end == i && enumerator(s, r.toks[n-2].start, i, n-2 == lineFirst, depth, opening) {
			r.toks[n-2].enum = true
			if c == ')' {
				sentence++ // "1) book Cedar Park Pavilion ... 2) assign Milo Brandt to it": each step a sentence
				clause++
				newSentence = true
			}
		}
		switch {
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
		}
		switch c {
		case '.', '!', '?':
			if c == '.' && len(r.toks) >= 2 && r.toks[len(r.toks)-2].word && (r.lx.abbrev[r.toks[len(r.toks)-2].lower] || r.lx.versus[r.toks[len(r.toks)-2].text]) && !r.streetEnd(len(r.toks)-2) {
				break // "Inc." ends no sentence (but "I'm at 500 Main St. Heading to ..." does)
			}
			if c == '.' && len(r.toks) >= 2 && r.monthAbbrev(r.toks[len(r.toks)-2]) && i+2 < len(s) && s[i+1] == ' ' && isDigitByte(s[i+2]) {
				break // "Aug. 15": a month's abbreviation before its day
			}
			if c == '.' && len(r.toks) >= 2 && r.toks[len(r.toks)-2].word && isInitials(r.toks[len(r.toks)-2].text) && r.goesOn(i+size) {
				break // "J.K. Rowling", "J. R. R. Tolkien": initials, a name going on
			}
			next := i + size
			// "soil.Then": a sentence's end without its space, as the word
			// before it was cut
			glued := next+1 < len(s) && c == '.' && len(r.toks) >= 2 && r.toks[len(r.toks)-2].word && unicode.IsUpper(rune(s[next])) && isLower(s[next+1])
			if next >= len(s) || s[next] == ' ' || s[next] == '\n' || s[next] == '"' || glued {
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
		case ',', ')', ']':
			if c != ']' {
				clause++
			}
			if preamble := strings.TrimLeft(s, " \t\n"); c != ',' && preamble != "" && preamble[0] == "([("[strings.IndexByte(")])", byte(c))] && !closed {
				// "(current date: 2025-06-10) Finish the report": a
				// bracketed preamble that opens the request ends its
				// sentence where it closes
				closed = true
				sentence++
				newSentence = true
			}
		}
		i += size
	}
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// digits reports whether s is ASCII digits alone, at least one.
func digits(s string) bool {
	for i := range len(s) {
		if !isDigitByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// marksBetween returns what stands between tokens i < j, spaces trimmed:
// "" for words side by side, "," across a comma.
func (r *Request) marksBetween(i, j int) string {
	return strings.TrimSpace(r.text[r.toks[i].end:r.toks[j].start])
}

// sameLine reports whether no line break stands between tokens i and j: a
// line of a form or a list ends a name or a label as a mark does
// ("Name: Aisha Bello\nDepartment: Finance").
func (r *Request) sameLine(i, j int) bool {
	return strings.IndexByte(r.text[r.toks[i].end:r.toks[j].start], '\n') < 0
}

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

// extract finds the request's candidate values.
func (r *Request) extract() {
	r.quoted()
	r.emphasized()
	r.joinQuotes() // before the other values, whose spans stop at sentence ends
	r.fields()
	r.tables()
	var yearless []dateMatch
	for k := 0; k < len(r.words); k++ {
		i := r.words[k]
		t := r.toks[i]
		if t.enum {
			continue // "1) book a show": a step's number
		}
		if ms, last, ok := r.dayRange(k); ok {
			for _, n := range ms {
				if n.yearless {
					yearless = append(yearless, n)
				} else {
					r.cands = append(r.cands, n.c)
				}
			}
			k = last
			continue
		}
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
		if c, ok := r.spokenEmail(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "kim at kimlee dot dev"
			continue
		}
		if c, ok := r.spokenDigits(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "five five five, one two three, ..."
			continue
		}
		if c, ok := r.ibanAt(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "DE89 3704 0044 ...": one account, no numbers
			continue
		}
		if c, ok := r.cardNumberAt(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "6006 4921 3380 1175": one card's number, no four numbers
			continue
		}
		if c, ok := r.postcodeWords(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "SW1A 1AA": one code, no number 1AA
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
		if a, b, ok := r.timeRange(k); ok {
			r.cands = append(r.cands, a, b) // "13:00-17:00": two times, no code
			continue
		}
		if c, ok := r.fractionAt(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "half a liter", "an hour and a half"
			continue
		}
		if n, ok := r.lx.occurrenceNumbers[t.lower]; ok && r.occurrenceAt(k) {
			// "twice daily": 2 times, as "2 times daily" reads
			r.cands = append(r.cands, Candidate{Kind: Number, Text: t.text, Value: json.Number(strconv.Itoa(n)), Unit: occurrenceUnit, Start: t.start, End: t.end, first: k, last: k, word: true})
			continue
		}
		if c, ok := r.dmsAt(k); ok {
			r.cands = append(r.cands, c)
			k = c.last // "40°44′54″N": one coordinate, no numbers 40, 44 and 54
			continue
		}
		if last, ok := r.episodes(k); ok {
			k = last // "S04E03": season 4, episode 3
			continue
		}
		if !isDigitByte(t.text[0]) || !strings.ContainsAny(t.text, "xX") {
			// (most words: no size, and no two candidates built to say so)
		} else if dims, ok := r.dimensions(k); ok {
			r.cands = append(r.cands, dims...)
			r.add(Code, t.text, t.text, k, k) // "1920x1080" as written, for an input that takes it so
			k = max(k, dims[0].through)
			continue
		}
		if c, ok := r.number(k); ok {
			r.cands = append(r.cands, c)
			if d, ok := r.capitalK(k, &c); ok {
				r.cands = append(r.cands, d)
			}
			k = max(c.last, c.through) // "five hundred" is one number; "per second" holds no ordinal
			continue                   // a number (24-hour, 12.5V) is no code
		}
		if host, port, ok := hostPort(t.text); ok {
			// "redis.internal:6379", "127.0.0.1:5432": the host and its
			// port, and the whole as written
			r.cands = append(r.cands, Candidate{Kind: Code, Text: host, Value: host, Start: t.start, End: t.start + len(host), first: k, last: k},
				Candidate{Kind: Number, Text: port, Value: json.Number(port), Start: t.end - len(port), End: t.end, first: k, last: k})
			r.add(Code, t.text, t.text, k, k)
			continue
		}
		if name, version, ok := pinned(t.text); ok {
			// "lodash@4.17.21": the package and its version, and the
			// whole as written
			r.cands = append(r.cands, Candidate{Kind: Code, Text: name, Value: name, Start: t.start, End: t.start + len(name), first: k, last: k},
				Candidate{Kind: Code, Text: version, Value: version, Start: t.end - len(version), End: t.end, first: k, last: k})
			r.add(Code, t.text, t.text, k, k)
			continue
		}
		var outOf int32 // a score's scale, for a word with a slash (scoreOf)
		if strings.IndexByte(t.text, '/') > 0 {
			outOf = r.scoreOf(t.text)
		}
		switch {
		case isEmail(t.text):
			a, _ := cutFold(unpossessive(t.text), "mailto:") // "mailto:li.wei@lab.edu", "ben@harborcafe.com's account": the address
			end := t.end - (len(t.text) - len(unpossessive(t.text)))
			r.cands = append(r.cands, Candidate{Kind: Email, Text: a, Value: a, Start: end - len(a), End: end, first: k, last: k})
			continue
		case isURL(t.text, r.text, t.start):
			u := r.urlText(i)
			last := r.wordsUntil(k, t.start+len(u))
			r.add(URL, u, u, k, last)
			k = last // the URL's path and query hold no values of their own
			continue
		case len(t.text) == 1 && isLetterByte(t.text[0]) && strings.HasPrefix(r.text[t.end:], ":\\"):
			p := r.windowsPath(i) // C:\Users\ann\report.docx
			last := r.wordsUntil(k, t.start+len(p))
			r.add(Path, p, p, k, last)
			k = last
			continue
		case isPath(t.text, r.text, t.start):
			start, end := pathStart(r.text, t.start), t.end
			if end < len(r.text) && r.text[end] == '/' && strings.Contains(t.text, "/") {
				end++ // a folder's closing slash: "/mnt/archive/"
			}
			text := r.text[start:end]
			r.cands = append(r.cands, Candidate{Kind: Path, Text: text, Value: text, Start: start, End: end, first: k, last: k})
			continue
		case r.signAlone(t.start, '#') && hexColor(t.text) && isCode(t.text):
			// a color: "#FF5733", the mark its own (a word of lowercase
			// letters is a tag's: "#fab")
			r.cands = append(r.cands, Candidate{Kind: Code, Text: r.text[t.start-1 : t.end], Value: r.text[t.start-1 : t.end], Start: t.start - 1, End: t.end, first: k, last: k})
		case r.signAlone(t.start, '#') && isLetterByte(t.text[0]) && !isCode(t.text):
			// a tag or a channel: "#releases", "#ai" (an order's "#A-10293"
			// is its code, without the mark; a mark inside a word is no
			// tag's: "F#m", "C#")
			r.cands = append(r.cands, Candidate{Kind: Code, Text: r.text[t.start-1 : t.end], Value: r.text[t.start-1 : t.end], Start: t.start - 1, End: t.end, first: k, last: k, tag: true})
		case r.signAlone(t.start, '@') && isLetterByte(t.text[0]):
			// a handle: "@nasa" is the user nasa (an address's @ is read
			// with its address, before)
			h := unpossessive(t.text) // "@nasa's post" is nasa's
			r.cands = append(r.cands, Candidate{Kind: Code, Text: r.text[t.start-1 : t.start+len(h)], Value: h, Start: t.start - 1, End: t.start + len(h), first: k, last: k, handle: true})
		case r.signAlone(t.start, '$') && cashtag(t.text) && !isCode(t.text):
			// a cashtag of one letter: "$F" is the ticker F, as "$AAPL"'s
			// code is AAPL
			r.add(Code, t.text, t.text, k, k)
		case capsPair(t.text):
			// "LAX-ORD": two codes joined by a hyphen, a route's ends
			// (and the whole, a code of its own, a rival)
			a, _, _ := strings.Cut(t.text, "-")
			r.add(Code, t.text, t.text, k, k)
			r.cands = append(r.cands, Candidate{Kind: Code, Text: a, Value: a, Start: t.start, End: t.start + len(a), first: k, last: k, half: true},
				Candidate{Kind: Code, Text: t.text[len(a)+1:], Value: t.text[len(a)+1:], Start: t.start + len(a) + 1, End: t.end, first: k, last: k, half: true})
		case minutesSeconds(t.text):
			// "52:41", "24:30": minutes and seconds, no time of day (one
			// whose minutes could be hours is read as a time, before)
			r.add(Code, t.text, t.text, k, k)
		case outOf > 0:
			// "4/5", "88/100": a score out of its scale, no code
			a := t.text[:strings.IndexByte(t.text, '/')]
			r.cands = append(r.cands, Candidate{Kind: Number, Text: a, Value: json.Number(a), Start: t.start, End: t.start + len(a), first: k, last: k, outOf: outOf})
		case isRatio(t.text):
			// "16:9", "1:3": a ratio, as written (a time's minutes are
			// two digits: 16:10 is read as a time, before)
			r.add(Code, t.text, t.text, k, k)
		case r.currencyPair(t.text):
			// "USD/JPY", "EURCHF": a currency pair's two codes, base and
			// quote (and the whole, a rival), as "USD-CAD" is read
			r.add(Code, t.text, t.text, k, k)
			a, b := t.text[:3], t.text[len(t.text)-3:]
			r.cands = append(r.cands, Candidate{Kind: Code, Text: a, Value: a, Start: t.start, End: t.start + 3, first: k, last: k},
				Candidate{Kind: Code, Text: b, Value: b, Start: t.end - 3, End: t.end, first: k, last: k})
		case r.namedID(k):
			// "a cluster named etl-batch", "the job called nightly-backup"
			r.add(Code, t.text, t.text, k, k)
		case r.slashName(t.text):
			// an owner's repository, a branch: "acme/webapp", "fix/rounding"
			r.add(Code, t.text, t.text, k, k)
		case isCode(unpossessive(t.text)) && !r.labelAt(k) && !(r.shouting && r.shoutedWord(t)):
			// (an identifier's label before its code is no value: "SKU P-10442")
			// (and a code's possessive is the code: "MSFT's daily prices")
			text := unplural(unpossessive(t.text)) // ACME_CORP's, SKU-20411s
			if class := r.lx.unitClass[stem(strings.ToLower(text))]; class != "" && class != "money" && k > 0 && isNumberish(r.toks[r.words[k-1]].text) {
				continue // "100 MW": a unit; "100 USD" is a unit and a currency's code
			}
			if ns, id, ok := namespaced(text); ok {
				// "NASDAQ:TSLA": the namespace and the identifier, and the
				// whole, rivals (a label's, "doi:", is a word of its own)
				r.cands = append(r.cands, Candidate{Kind: Code, Text: ns, Value: ns, Start: t.start, End: t.start + len(ns), first: k, last: k},
					Candidate{Kind: Code, Text: id, Value: id, Start: t.end - len(id), End: t.end, first: k, last: k})
			}
			if isInitials(text) && len(text) >= 3 && text == t.text && t.end < len(r.text) && r.text[t.end] == '.' {
				// "U.S.C.", "D.C.": initials with their last period
				r.cands = append(r.cands, Candidate{Kind: Code, Text: text + ".", Value: text + ".", Start: t.start, End: t.end + 1, first: k, last: k, acronym: acronym(text)})
				continue
			}
			if v, start := prefixed(r.text, t.start, text); start < t.start {
				// "^4.17.21": a version with its constraint; "-05d23m28s" a code with its sign
				r.cands = append(r.cands, Candidate{Kind: Code, Text: v, Value: v, Start: start, End: t.end, first: k, last: k})
			} else {
				r.add(Code, text, text, k, k)
			}
			if acronym(text) {
				r.cands[len(r.cands)-1].acronym = true
			}
			if lo, hi, ok := numberRange(text); ok {
				// "pages 3-7": a range's two ends, rivals of the code
				r.cands = append(r.cands, Candidate{Kind: Number, Text: lo, Value: json.Number(lo), Start: t.start, End: t.start + len(lo), first: k, last: k},
					Candidate{Kind: Number, Text: hi, Value: json.Number(hi), Start: t.end - len(hi), End: t.end, first: k, last: k})
			}
			if j := k + 1; j < len(r.words) && periodCode(text) && r.adjacentWords(k, j) && yearLike(r.toks[r.words[j]].text) {
				// "Q3 2024", "H1 2025": a quarter or a half and its year,
				// one period (a rival of the code alone)
				whole := r.text[t.start:r.toks[r.words[j]].end]
				r.add(Code, whole, whole, k, j)
			}
			if j := k + 1; j < len(r.words) && digitGroups(text) && r.adjacentWords(k, j) && len(r.toks[r.words[j]].text) >= 4 && digits(r.toks[r.words[j]].text) {
				// "account 30-11-09 12345678": a sort code and an account
				// number, one identifier or two (a rival of the code alone)
				whole := r.text[t.start:r.toks[r.words[j]].end]
				r.add(Code, whole, whole, k, j)
			}
		}
	}
	r.articleSpans() // after the measures: "a quarter of an hour" is one
	r.sizeUnits()
	r.apartSizes()
	r.datedYears(yearless)
	r.seasonYears()
	r.sharedDayParts()
	r.relativeDates()
	r.technical()
	r.names()
	r.lists(Quoted, Name, Number, Code, Email, URL, Path, Word, Time)
	r.titles()
	r.versusNames()
	r.households()
	r.invertedNames()
	r.exprParts()
	r.countedThings()
	r.bulletLists()
	r.tagLists()
	r.addresses()
	addresses := 0
	for i := range r.cands {
		if r.cands[i].Kind == Address {
			addresses++
		}
	}
	if addresses >= 2 {
		r.lists(Address) // "stops: 12 Harbor Rd; 88 Mill Lane; 5 Station Sq" (an address's parts are no list)
	}
	r.fieldValues()
	r.tableCells()
	// a name or a code inside a quoted string is part of it: 'Hello,
	// World!' holds no name Hello; one inside a path, a URL or an e-mail
	// address is too: C:\Users holds no name Users
	var quotes, spans []Candidate
	for _, c := range r.cands {
		switch c.Kind {
		case Quoted:
			if !c.field { // a field's value may be a name ("Department: Finance")
				quotes = append(quotes, c)
			}
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

// markCodesInNames marks the codes that lie inside a longer proper name
// (Candidate.inName), once per request: the names sorted by their starts,
// each code finds the one it could lie in by a binary search.
func (r *Request) markCodesInNames() {
	var names []Candidate
	for _, c := range r.cands {
		if c.Kind == Name && !c.tail && !c.head {
			names = append(names, c)
		}
	}
	if len(names) == 0 {
		return
	}
	slices.SortStableFunc(names, func(a, b Candidate) int { return a.Start - b.Start })
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind != Code {
			continue
		}
		at, _ := slices.BinarySearchFunc(names, c.Start+1, func(q Candidate, pos int) int { return q.Start - pos })
		if at > 0 {
			o := &names[at-1]
			// (an identifier with digits that opens the name before a
			// word is its own: "ship TS-4701 FedEx to ...", not the scheme
			// of "ICD-10 E11.9")
			// nor one written as the owner of what follows: "Drop
			// SEG-207's MOP to 62 bar" is the segment's pressure limit
			c.inName = c.End <= o.End && o.End-o.Start > c.End-c.Start && !(c.Start == o.Start && strings.ContainsAny(c.Text, "0123456789") && strings.ContainsAny(c.Text, "-_/") &&
				c.last+1 < len(r.words) && (!isCode(r.toks[r.words[c.last+1]].text) || possessiveWord(r.toks[r.words[c.last]].text)))
		}
	}
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
		// one letter after a name ends its sentence ("Warehouse A. The
		// truck"), unless a name of two capitalized words goes on, which
		// a middle initial's does ("Ursula K. Le Guin")
		lower := strings.ToLower(w)
		if n < 3 || !r.toks[n-3].word || w[0] < 'A' || w[0] > 'Z' || next != w ||
			r.lx.clause[lower] || r.lx.common[lower] || r.lx.stop[lower] || r.lx.imperative[lower] {
			return false
		}
		if before := r.toks[n-3]; !unicode.IsUpper(rune(before.text[0])) {
			// after a stop word, a first name's initial before a family
			// name ("signed for by J. Whitaker at reception"; but "gate
			// B. Then ..." ends its sentence)
			return r.lx.stop[before.lower] && next == w
		}
		k := j
		for k < len(r.text) && r.text[k] == ' ' {
			k++
		}
		return k > j && k < len(r.text) && r.text[k] >= 'A' && r.text[k] <= 'Z'

	case w[0] >= 'a' && w[0] <= 'z':
		return len(prev) > 1 // "D.C. tomorrow"
	}
	lower := strings.ToLower(w)
	return w[0] >= 'A' && w[0] <= 'Z' && !r.lx.clause[lower] && !r.lx.common[lower]
}

// namedID reports whether word k is an identifier's name right after a
// naming verb: lowercase, its parts joined by hyphens ("named etl-batch",
// "called nightly-backup"), where a capitalized name would be read as a
// name.
func (r *Request) namedID(k int) bool {
	t := &r.toks[r.words[k]]
	if k == 0 || !isLower(t.text[0]) || strings.IndexByte(t.text, '-') < 0 || !r.lx.namingVerbs[r.toks[r.words[k-1]].lower] || !r.adjacentWords(k-1, k) {
		return false // the cheap tests first: every word is asked
	}
	for p := range strings.SplitSeq(t.text, "-") {
		if !lowerWord(p) {
			return false
		}
	}
	return true
}

// slashName reports whether a word is two lowercase names joined by a
// slash, as repositories ("acme/webapp") and branches ("fix/rounding",
// "feature/login-page") are written: each side two characters or more of
// letters, digits, hyphens, underscores and periods, beginning with a
// letter; not two units ("kg/s") or a stop word's pair ("and/or").
func (r *Request) slashName(w string) bool {
	a, b, ok := strings.Cut(w, "/")
	if !ok || strings.Contains(b, "/") {
		return false
	}
	side := func(x string) bool {
		if len(x) < 2 || !isLower(x[0]) || r.lx.stop[x] {
			return false
		}
		for i := 0; i < len(x); i++ {
			if c := x[i]; !isLower(c) && !isDigitByte(c) && c != '-' && c != '_' && c != '.' {
				return false
			}
		}
		return true
	}
	return side(a) && side(b) && !(r.lx.unitClass[stem(a)] != "" && r.lx.unitClass[stem(b)] != "")
}

// digitGroups reports whether w is two runs of digits or more joined by
// hyphens: "555-1234", an account's "4410-22", an age range's "25-34", a
// sort code's "30-11-09".
func digitGroups(w string) bool {
	runs := 0
	for p := range strings.SplitSeq(w, "-") {
		if !digits(p) {
			return false
		}
		runs++
	}
	return runs >= 2
}

func (r *Request) isStop(w string) bool { return r.lx.stop[w] }

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

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// isRatio reports whether w is a ratio of two whole numbers, the second
// of one digit or of three or more: "16:9", "1:1", "21:9", a map's scale
// "1:25000" (not a time, whose minutes are two digits).
func isRatio(w string) bool {
	a, b, ok := strings.Cut(w, ":")
	_, okA := atoi(a)
	_, okB := atoi(b)
	return ok && okA && okB && len(a) <= 2 && (len(b) == 1 || len(b) >= 3)
}

// streetEnd reports whether token i, an abbreviation before a period, is
// the street word that ends a numbered street's address, "500 Main St.":
// a word of Lexicon.StreetWords after a capitalized name and a house
// number (not the saint of "St. Louis").
func (r *Request) streetEnd(i int) bool {
	if i < 2 || !r.lx.streetWords[r.toks[i].lower] {
		return false
	}
	k := i - 1
	for k > 0 && r.toks[k].word && r.toks[k].cap && !digits(r.toks[k].text) && k > i-4 {
		k-- // the street's name, a word or a few: "Main", "Martin Luther King"
	}
	return k < i-1 && r.toks[k].word && digits(r.toks[k].text)
}

// signAlone reports whether the byte before offset start is sign, standing
// alone: no letter or digit before it ("#launch", "@nasa", "$TSLA", "#214";
// not "F#3", "jo@example.com", "offsite#42").
func (r *Request) signAlone(start int, sign byte) bool {
	return start > 0 && r.text[start-1] == sign && (start < 2 || !isLetterByte(r.text[start-2]) && !isDigitByte(r.text[start-2]))
}
