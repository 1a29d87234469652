package ground

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Input is an input of a tool, as its definition states it.
type Input struct {
	Name        string
	Description string
	Type        string // a JSON Schema type: string, integer, number, boolean, array, object; empty for any
	Items       string // an array's item type, when stated
	ItemEnum    []any  // an array's item enum, when stated: the members a list of its values takes
	Enum        []any
	Format      string // a JSON Schema format: date, date-time, time, email, uri
	Required    bool
}

// Words splits an identifier into lowercased words: camelCase, snake_case,
// kebab-case and digits ("SkyScrapperFlightSearch" -> sky scrapper flight
// search; "originalSkyId" -> original sky id; "HTTPServer" -> http
// server).
func Words(name string) []string {
	var out []string
	start := -1 // byte offset of the word being read
	flush := func(end int) {
		if start >= 0 && end > start {
			out = append(out, strings.ToLower(name[start:end])) // no copy when already lowercase
		}
		start = -1
	}
	var prev rune
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush(i)
		case start < 0:
			start = i
		case unicode.IsDigit(r) != unicode.IsDigit(prev):
			flush(i)
			start = i
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			flush(i)
			start = i
		case unicode.IsUpper(r) && unicode.IsUpper(prev) && nextIsLower(name[i+size:]):
			flush(i)
			start = i
		}
		prev = r
		i += size
	}
	flush(len(name))
	return out
}

// nextIsLower reports whether s starts with a lowercase letter.
func nextIsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return len(s) > 0 && unicode.IsLower(r)
}

// cue is a word whose nearness to a value links the value to an input.
type cue struct {
	stem   string
	weight float64
	name   bool // a word of the input's name (not a synonym or a description word)
}

// nameStem reports whether st is the stem of a word of s's name (not a
// synonym or a description word): "sauna" of "the Finnish sauna" for a
// sauna, the unit "core" of "8 cores" for cores.
func (s *slot) nameStem(st string) bool {
	return slices.ContainsFunc(s.cues, func(cu cue) bool { return cu.name && cu.stem == st })
}

// slot is an input read for grounding.
type slot struct {
	enumKeys *enumIndex // its enum's members by key, read once (nil: no enum)
	itemKeys *enumIndex // its item enum's
	in       *Input
	cues     []cue
	hits     []hit  // the request's words that are cues, found per request
	desc     string // the description, lowercased
	verb     string // the stem of its tool's name's first word, its verb most often ("fuel" of fuel_up)
	deverb   string // the stem of the verb that word is a noun of, if any (stor of storage)
	headWord string // the stem of the name\'s last word that says what it is: hotel for hotel_name
	lastWord string // the name's last word, lowercase: model for car_model (SplitNames)
	// named: it takes a name, its name ending with a name or an
	// identifier word (title, artist_name, account_number: "the account
	// labeled 123456789") or being one word, the thing named (hotel)
	named  bool
	words  []string // the name's word stems
	prefer []Kind
	work   bool // takes a work's title (Lexicon.WorkWords): "Pride and Prejudice" is one
	// titled: its name or description holds a word of Lexicon.WorkWords
	// (a piece, an album), so a one-word possessive before a title is the
	// work's author (authored)
	titled bool
	owner  bool // takes a thing's owner (Lexicon.OwnerWords): a possessive name is its value
	// described: its description calls it a description ("Injury
	// description"), a text, no name of one of its kind
	described bool
	things    bool // takes a thing a quantity counts (Lexicon.CountedThings): "eggs" of "a dozen eggs"
	expr      bool // takes an expression (Lexicon.ExpressionWords): "2x + 3 = 7" for an equation
	avoid     []Kind
	class     string // the unit class it asks for ("money"), if any
	date      bool   // it takes a date
	clock     bool   // it takes a time of day
	datetime  bool   // it takes both: 2022-12-01 10:00
	// dayTime: a time of a call with no date input, which takes the day
	// of the week written with the time ("Wednesday at 3:00 PM"). Set per
	// call, by datedTimes.
	dayTime   bool
	excludes  bool   // a word of its name is one of Lexicon.Negations (exclude_cities): a negated value is its
	seconds   bool   // a time written with seconds: 10:00:00
	hhmm      bool   // a time written HH:MM, 24-hour
	hms       bool   // a time or an offset written HH:MM:SS ("Start timestamp, HH:MM:SS", "Duration, HH:MM:SS")
	ms        bool   // a length written MM:SS ("Recent 5K time, MM:SS")
	tsep      bool   // a date and time joined by T: 2022-12-01T10:00
	unit      string // the unit it takes, when its name or description says: "second", "km"
	form      dateForm
	hasForm   bool // the description states a date form
	exForm    dateForm
	hasExForm bool // the description gives a date as its example ("the month, e.g. March 2027"): the form to write one in, where the sequence writes none
	language  bool // its name says it takes a language: language, source_lang
	langCode  bool // it takes a language's code: its description says ISO 639, a language code, or quotes one
	currency  bool // it takes a currency: its name says so, or a one-word name's description does
	ccode     int  // it takes a country's code: 1 in capitals (US), 2 in lowercase (us); see Lexicon.CountryCodes
	curCode   bool // it takes a currency's code: its name says currency and its description a code, ISO 4217, or names one ("such as USD")
	numeric   bool // number or integer
	integer   bool
	array     bool
	itemsNum  bool     // an array of numbers
	itemEnum  []any    // an array's item enum: its values are lists of members (memberLists)
	id        bool     // an identifier
	idOnly    bool     // an identifier whose name and description say no kind of it (a plate, a flight number): its kinds are an identifier's, but a code written in parts ("AB12 CDE") is none it prefers (codeInParts)
	flag      bool     // it takes yes or no: a boolean, or an enum of True and False
	percent   bool     // it takes a percentage as written: 7 for 7%
	fraction  bool     // it takes a fraction: 0.07 for 7%
	enum      []any    // the values it takes: its enum, else those its description lists (see options)
	members   set      // the common values of its head word's class, for a text input with no enum (Lexicon.ValueSets), and the plain words its description gives as examples
	modifiers set      // the words that narrow a member of its ValueSets, written with it: "warm" gray
	taxon     bool     // it takes a scientific name (Lexicon.TaxonInputs): "Homo sapiens" whole
	examples  set      // those words its description gives as examples (exampleWords), lowercase: written so
	places    []string // the capitalized words its description gives as examples (exampleWords): "Asia", "Europe"
	org       bool     // it takes an organization: its head is one of Lexicon.OrganizationInputs
	person    bool     // it takes a person by their role: its head is one of Lexicon.PersonInputs
	acronym   bool     // it takes an acronym: its head is one of Lexicon.AcronymInputs
	handle    bool     // it takes a user's handle: a word of its name, or its description's head, is one of Lexicon.HandleWords
	zulu      bool     // a date and time its description writes with UTC's Z: "06:00 UTC" is written ...T06:00:00Z
	signed    bool     // a number its description says is negative for something ("negative for a drop"): a fall the request states is its negative
	declines  []string // the stems of the words a signed number's description says it is negative for ("negative to let out": let, out)
	rank      bool     // it takes a place in an order: its head is one of Lexicon.RankInputs
	tag       bool     // it takes tags: a word of its name is one of Lexicon.TagWords (hashtags)
	tagMark   bool     // its description writes a tag with its mark ("e.g. #launch"): the value keeps it
	names     bool     // a text its description calls names, in the plural ("Couple's names"): "Lena and Joaquin" whole
	quantity  bool     // a text input whose description's example is a quantity with its unit ("such as 500 mg"): takes one as written
	opened    bool     // a text input whose description's example is a quantity that opens the thing it measures ("e.g. 1.5t mini digger"; quantityOpens)
	place     bool     // it takes a place (Lexicon.PlaceWords in its name, or in its description's first words for a name that says nothing: query, q): "in Paris" is its value
	proper    bool     // it takes a proper name: its name or its description's first phrase ends with one of ProperNameWords (guest_name, username; "Team name")
	verbatim  bool     // it takes text written out: its name ends with one of VerbatimWords (title, message)
	clause    bool     // it takes what a clause says: a word of its name, or its description's first, is one of ClauseInputs (details, "What happened")
	token     bool     // it takes one token, no spaces: a word of its name is one of TokenWords (username)
	postal    bool     // it takes a postal code: PostalWords in its name or description (zip_code; "Town or ZIP")
	plate     bool     // it takes a vehicle's registration: PlateWords in its name or description
	flight    bool     // it takes a flight's number: FlightInputs in its name or description
	alt       string   // a second class its unit may measure, where its name says none: money for "Amount to load in pounds"
	letters   string   // the case its description asks its text in (Lexicon.CaseWords): "lower", "upper", or ""
	occurs    bool     // it counts occurrences (Lexicon.OccurrenceWords: times_per_day), of no unit's synonym
	shapes    []string // the shapes of the examples its description gives ("Flight number, e.g. UA901": A9)
	digits    int      // how many digits its description says a text of digits has ("Last four digits of the card")
	// letterCount: how many letters its description says a code of
	// letters has ("Two-letter state code")
	letterCount int
	parts       []string // its name's parts in lowercase, digits kept with letters (nameParts: "recent_5k" is recent, 5k)
	versus      bool     // its description's example joins two names by a word of VersusWords ("Case name, e.g. Roe v. Wade")
	scale       int32    // the top of the scale its description states for a score: 5 for "Score 1-5" (scaleTop)
	decimals    []string // the shapes of its examples' decimal numbers, an identifier's written so ("e.g. 2301.07041")
	topic       bool     // it takes what something is about: its name ends with one of TopicWords
	namePart    int      // it takes a person's first name (-1) or last name (1) alone: first_name, surname
	counts      string   // what it counts, for a count (rooms for number_of_rooms)
	// per: the stems its name or description divides by ("price of the
	// room per night", price_per_night): a number of nights is no price
	per []string
	// coded: the words its description codes as numbers, for a number
	// ("Days until a password expires; 0 for never": never is 0)
	coded []codedWord
	// bare: a text its description asks for in digits alone ("Gift card
	// number, digits only"): a number written in groups loses their marks
	bare bool
	// shared: the name's words another open input of the call has too
	// (date of start_date beside end_date); others: those inputs' words it
	// has not (start). Set per call, by the call's context.
	shared, others []string
}

// readInput reads an input's words: its name's, their synonyms, and its
// description's content words, each weighted. A description word that is
// a word of the tool's name describes the call, not the input, and is left
// out.
func (g *Grounder) readInput(in *Input, tool map[string]bool) *slot {
	lx, w := g.lx, g.w
	s := &slot{in: in}
	raw := Words(in.Name)
	s.parts = nameParts(in.Name)
	if len(raw) > 0 {
		s.lastWord = strings.ToLower(raw[len(raw)-1])
	}
	s.excludes = slices.ContainsFunc(raw, func(x string) bool { return lx.negations[strings.ToLower(x)] }) && !numberAbbrev(lx, raw)
	allGeneric := !slices.ContainsFunc(raw, func(x string) bool { return !lx.generic[stem(x)] })
	add := func(st string, weight float64, name bool) {
		if st == "" {
			return
		}
		if lx.generic[st] && !(name && allGeneric) {
			weight *= w.Generic // unless the name has no other words: an "amount" is named "amount"
		}
		for i := range s.cues {
			if s.cues[i].stem == st {
				if weight > s.cues[i].weight {
					s.cues[i].weight, s.cues[i].name = weight, name
				}
				return
			}
		}
		s.cues = append(s.cues, cue{stem: st, weight: weight, name: name})
	}
	for _, x := range raw {
		st := stem(x)
		s.words = append(s.words, st)
		add(st, 1, true)
	}
	s.named = len(raw) == 1 || len(raw) > 1 && (lx.nameWords[s.words[len(s.words)-1]] || lx.idWords[raw[len(raw)-1]])
	for i := len(s.words) - 1; i >= 0; i-- {
		if s.headWord == "" || lx.generic[s.headWord] {
			s.headWord = s.words[i]
		}
	}
	for _, st := range s.words {
		for _, syn := range lx.synonyms[st] {
			add(syn, w.Synonym, false)
		}
	}
	desc := strings.ToLower(in.Description)
	s.desc = desc
	s.language = isLanguage(in.Name) || describesLanguage(desc)
	// a language's, a country's or a currency's code: an input of that
	// kind whose description asks for the code or names one (codeTable)
	if s.language {
		s.langCode, _ = lx.langs.asked(desc, in.Description)
	}
	// a country, region or market, in the case of the code it names
	if slices.ContainsFunc(raw, func(w string) bool { return w == "country" || w == "region" || w == "market" }) {
		if coded, lower := lx.countries.asked(desc, in.Description); coded {
			s.ccode = 1
			if lower {
				s.ccode = 2
			}
		}
	}
	// a currency by its name (from_currency) or, for a name that says
	// only its role (base, target, from), by its description ("Target
	// currency code")
	s.currency = slices.ContainsFunc(raw, func(w string) bool { return lx.currencyWords[w] }) ||
		len(raw) == 1 && slices.ContainsFunc(strings.Fields(desc), func(w string) bool { return lx.currencyWords[strings.Trim(w, ".,;:()")] })
	if s.currency {
		s.curCode, _ = lx.currencies.asked(desc, in.Description)
	}
	for _, ws := range [][]string{raw, strings.Fields(desc)} {
		for i := 0; i+1 < len(ws); i++ {
			if lx.rate[ws[i]] {
				s.per = append(s.per, stem(strings.Trim(ws[i+1], ".,;:()")))
			}
		}
		for _, w := range ws {
			if p, ok := lx.periods[strings.ToLower(strings.Trim(w, ".,;:()"))]; ok {
				s.per = append(s.per, stem(p)) // a "Monthly limit" is per month
			}
		}
	}
	n := 0
	for _, x := range strings.FieldsFunc(desc, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' }) {
		st := stem(x)
		if lx.stop[x] || lx.common[x] || len(x) < 3 || tool[st] || n >= 8 {
			continue
		}
		add(st, w.Description, false)
		n++
	}
	// kinds, classes and forms, from the name first, then the description;
	// the class from the name's last word first: a tax_rate is a rate
	if c, ok := lx.classOfWord[s.head()]; ok && !slices.Contains(s.per, s.head()) {
		s.class = c // a tax_rate is a rate: no money
	}
	if len(raw) == 3 && lx.rate[raw[1]] && s.counts == "" {
		if first := stem(raw[0]); lx.classOfWord[first] == "" && lx.unitClass[first] == "" || lx.occurrences[raw[0]] {
			// sessions_per_week counts sessions: a one-hour session is no
			// count of them; times_per_day counts times, no hours ("every
			// 8 hours" is no 8 times a day)
			s.counts, s.occurs = first, lx.occurrences[raw[0]]
		}
	}
	s.org = lx.orgInputs[s.head()] || in.Type == "string" && properDesc(lx, desc, func(w string) bool { return lx.orgInputs[stem(w)] }) // insurer, "Insurance company"
	first, _, _ := strings.Cut(strings.TrimSpace(desc), " ")
	s.clause = slices.ContainsFunc(raw, func(w string) bool { return lx.clauseInputs[w] }) || lx.clauseInputs[strings.ToLower(first)]
	s.person = in.Type == "string" && (lx.personIns[s.head()] || properDesc(lx, desc, func(w string) bool { return lx.personIns[stem(strings.ToLower(w))] }) || agentName(lx, raw)) // notify, "Clinician to notify", signed_by
	s.handle = slices.ContainsFunc(raw, func(w string) bool { return lx.handleWords[w] }) ||
		in.Type == "string" && properDesc(lx, desc, func(w string) bool { return lx.handleWords[w] }) // cacher, "Cacher handle"
	s.tag = slices.ContainsFunc(raw, func(w string) bool { return lx.tagWords[strings.ToLower(w)] })
	s.tagMark = s.tag && markedTag(in.Description)
	if last, _, n := descHead(lx, desc); in.Type == "string" && n <= 3 && len(last) > 1 && (last[len(last)-1] == 's' || last[len(last)-1] == 'S') {
		s.names = lx.nameWords[stem(strings.ToLower(last))] && !strings.EqualFold(stem(last), last)
	}
	if in.Type == "string" {
		s.digits = lx.symbolCount(in.Description, "digit")
		s.letterCount = lx.symbolCount(in.Description, "letter")
		s.versus = g.versusExample(in.Description)
		s.quantity, s.shapes, s.decimals = g.examples(in.Description)
		s.opened = g.quantityOpens(in.Description)
	}
	s.acronym = lx.acronymIns[s.head()]
	s.rank = lx.rankIns[s.head()]
	s.signed = (in.Type == "number" || in.Type == "integer") && containsWord(desc, "negative")
	if s.signed {
		s.declines = negativeCues(desc)
	}
	if in.Type == "number" || in.Type == "integer" {
		s.coded = codedWords(lx, desc)
	}
	s.bare = in.Type == "string" && slices.ContainsFunc(lx.digitsOnly, func(cue string) bool { return strings.Contains(desc, cue) })
	s.place = slices.ContainsFunc(s.words, func(st string) bool { return lx.placeWords[st] })
	if bare := !slices.ContainsFunc(raw, func(x string) bool { return !lx.generic[stem(x)] && !lx.verbatim[x] && len(x) > 1 }); bare && !s.place {
		// a name that says nothing of its value (q, query, name) takes
		// what its description begins with: "Country Name", "name of the
		// location where the restaurant is situated"
		n := 0
		for _, x := range strings.FieldsFunc(desc, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if lx.stop[x] || lx.common[x] || lx.generic[stem(x)] || lx.verbatim[x] {
				continue
			}
			if n++; n > 3 {
				break
			}
			s.place = s.place || x != "where" && lx.placeWords[stem(x)]
		}
	}
	s.proper = lx.properNames[s.lastWord] || properDesc(lx, desc, func(w string) bool { return lx.properNames[w] }) || in.Type == "string" && asksPerson(lx, desc)
	s.verbatim = lx.verbatim[s.lastWord]
	if title := func(w string) bool { return lx.verbatim[w] && lx.nameWords[stem(w)] }; !s.proper && (title(s.lastWord) || properDesc(lx, desc, title)) {
		// a work's title: "Book title", a title for search_books
		work := func(w string) bool { return lx.works[stem(strings.Trim(w, ".,;:()"))] }
		s.proper = slices.ContainsFunc(raw, work) || slices.ContainsFunc(strings.Fields(desc), work) || anyKey(tool, lx.works)
		s.work = s.proper
	}
	s.titled = slices.ContainsFunc(s.parts, func(w string) bool { return lx.works[stem(w)] }) ||
		slices.ContainsFunc(strings.Fields(strings.ToLower(in.Description)), func(w string) bool { return lx.works[stem(w)] })
	s.owner = lx.owners[s.head()]
	s.described = slices.Contains(Words(in.Description), "description")
	s.token = slices.ContainsFunc(raw, func(w string) bool { return lx.token[w] })
	s.topic = lx.topicWords[s.lastWord]
	s.postal = slices.ContainsFunc(raw, func(w string) bool { return lx.postal[w] }) || hasWordOf(desc, lx.postal)
	s.plate = slices.ContainsFunc(raw, func(w string) bool { return lx.plateWords[w] }) || hasWordOf(desc, lx.plateWords)
	s.flight = slices.ContainsFunc(raw, func(w string) bool { return lx.flightInputs[w] }) || hasWordOf(desc, lx.flightInputs)
	if in.Type == "string" {
		for _, w := range lx.caseWords {
			if containsWord(desc, w.phrase) {
				s.letters = w.letters // "Pokémon name, lowercase"
				break
			}
		}
	}
	ends := func(tail []string) bool {
		return len(tail) > 0 && len(tail) <= len(raw) && slices.Equal(raw[len(raw)-len(tail):], tail)
	}
	switch {
	case slices.ContainsFunc(lx.firstNames, ends):
		s.namePart = -1
	case slices.ContainsFunc(lx.lastNames, ends):
		s.namePart = 1
	}
	// a count: number_of_days, num_guests, guest_count; no identifier
	// for its "number", no date for its days
	count := len(raw) >= 2 && (lx.countWords[raw[0]] || lx.countWords[raw[len(raw)-1]] && raw[len(raw)-1] != "number" && !numberAbbrev(lx, raw))
	if len(raw) == 1 && (lx.roleOnly[raw[0]] || lx.generic[stem(raw[0])] && len(lx.kindPrefer[stem(raw[0])]) == 0 && len(lx.kindAvoid[stem(raw[0])]) == 0) {
		// "from", "to": the name says the role, the description the kind
		// ("The currency to convert from" takes a code, no name); a
		// generic name that hints no kind says none ("number", "Phone
		// number"; a "name" says a name)
		for _, x := range strings.FieldsFunc(desc, func(r rune) bool { return !unicode.IsLetter(r) }) {
			s.prefer = append(s.prefer, lx.kindPrefer[stem(x)]...)
			s.avoid = append(s.avoid, lx.kindAvoid[stem(x)]...)
		}
	}
	for i, st := range s.words {
		if count && lx.countWords[raw[i]] {
			continue
		}
		s.prefer = append(s.prefer, lx.kindPrefer[st]...)
		s.avoid = append(s.avoid, lx.kindAvoid[st]...)
		switch w := raw[i]; {
		case lx.dateWords[w]:
			s.date = true
		case lx.timeWords[w]:
			s.clock = true
		case lx.idWords[w], lx.textIDWords[w] && in.Type == "string", in.Type == "array" && in.Items != "integer" && in.Items != "number" && lx.idWords[strings.TrimSuffix(w, "s")] && w != "numbers":
			s.id = true // (an array's plural: sample_ids)
		case slices.Contains(lx.percent, w):
			s.percent = true
		}
	}
	dw := strings.FieldsFunc(desc, func(r rune) bool { return !unicode.IsLetter(r) })
	if len(dw) >= 3 && lx.determiner[strings.ToLower(dw[0])] {
		dw = dw[1:] // "the parcel identifier", as "parcel identifier"
	}
	if in.Type == "string" && !s.id && len(dw) >= 2 && dw[0] == s.lastWord && lx.idWords[dw[1]] {
		// an airport described as "Airport code", a from_account as
		// "Account number to debit": the identifier of the thing the
		// name names, a code
		s.prefer, s.avoid, s.id = lx.kindPrefer[stem(dw[1])], lx.kindAvoid[stem(dw[1])], true
	} else if last, prev, n := descHead(lx, desc); in.Type == "string" && !s.id && n == 3 && (strings.EqualFold(prev, s.lastWord) || dw[0] == s.lastWord) && lx.idWords[strings.ToLower(last)] && !strings.EqualFold(last, "code") {
		// a room described as "Cold room ID", an aircraft as "Aircraft
		// tail number": the same, a word before it or after it
		// (but a "Target language code" is a language's, read from its name)
		s.prefer, s.avoid, s.id = lx.kindPrefer[stem(strings.ToLower(last))], lx.kindAvoid[stem(strings.ToLower(last))], true
	}
	if in.Type == "string" && len(raw) > 0 && lx.recordEnds[raw[len(raw)-1]] && lx.recordWords[strings.Join(raw, " ")] && len(s.prefer) == 0 {
		// a repair "ticket", an insurance "policy": the record's
		// reference, as ticket_id's
		s.prefer, s.avoid, s.id = lx.kindPrefer["id"], lx.kindAvoid["id"], true
	}
	if last, prev, n := descHead(lx, desc); in.Type == "string" && n <= 3 && fileName(lx, prev, last) && len(s.prefer) == 0 {
		// a design described as "Design file name": a path
		s.prefer, s.avoid = lx.kindPrefer[stem(strings.ToLower(prev))], lx.kindAvoid[stem(strings.ToLower(prev))]
	}
	if last, prev, n := descHead(lx, desc); in.Type == "string" && n >= 2 && n <= 3 && len(s.prefer) == 0 && len(s.avoid) == 0 &&
		!lx.dateWords[strings.ToLower(last)] && !lx.timeWords[strings.ToLower(last)] && !lx.generic[stem(strings.ToLower(last))] {
		// a bucket described as "Cloud bucket URL", a hook as "Webhook
		// endpoint": the kind the description's last word names (a date's
		// or a time's, "Run time", is read below, with its form; a
		// generic word, "Form name", says none); but an e-mail's or a
		// URL's word before it names the form ("Recipient email address",
		// "Web address")
		st := stem(strings.ToLower(last))
		if p := stem(strings.ToLower(prev)); slices.ContainsFunc(lx.kindPrefer[p], formKind) {
			st = p
		}
		s.prefer, s.avoid = lx.kindPrefer[st], lx.kindAvoid[st]
	}
	if in.Type == "string" && !s.id && len(s.prefer) == 0 && len(s.avoid) == 0 {
		// a custodian described as "The custodian's email address": an
		// e-mail's or a URL's form, which the description's head states
		// where the name says no kind, is the input's (not "The body of
		// the email": the e-mail there is what the body is of)
		head, n := headWords(lx, desc)
		for _, x := range head[:n] {
			if p := lx.kindPrefer[stem(x)]; slices.ContainsFunc(p, formKind) {
				s.prefer, s.avoid = p, lx.kindAvoid[stem(x)]
				break
			}
		}
	}
	if s.id && in.Type == "string" && len(s.prefer) == 0 && len(s.avoid) == 0 {
		// an account described as "Account number": an identifier's code
		// (but a plate's "AB12 CDE", a name, is not avoided); a model
		// described as "Model number" too, though a model is a name
		s.prefer, s.idOnly, s.proper = lx.kindPrefer["id"], true, false
	} else if s.proper && len(s.prefer) == 0 && len(s.avoid) == 0 {
		s.prefer = append(s.prefer, Name, Quoted) // a caterer described as "Caterer name": a name, as a name input's
	}
	if strings.Contains(desc, "%") || slices.ContainsFunc(lx.percent, func(w string) bool {
		if strings.ContainsAny(w, "0123456789") {
			return containsNumbers(desc, w) // "from 0 to 100": a percentage's scale
		}
		return containsWord(desc, w)
	}) {
		s.percent = true
	}
	s.scale = scaleTop(desc)
	if slices.ContainsFunc(lx.fraction, func(w string) bool {
		if strings.ContainsAny(w, " -") || w[0] >= '0' && w[0] <= '9' {
			return containsNumbers(desc, w) // "0 to 1", "0-1" (not "0 to 100")
		}
		return containsWord(desc, w)
	}) || !s.percent && strings.Contains(desc, "0.") && fractionExample(afterCues(desc, lx.examples)) {
		s.fraction = true // (and an example between 0 and 1: "The confidence level, e.g. 0.95")
	}

	// "default unit: kilograms", "in dollars": a unit the description
	// states is the class, over the name's ("the weight of the aircraft,
	// default unit: Newton" is a force); a unit it only mentions, when the
	// name says none; a unit of two letters only where stated ("kW")
	prev := ""
	for x := range strings.FieldsSeq(desc) {
		class, ok := lx.unitClass[stem(strings.Trim(x, ".,;:()"))]
		if _, ord := lx.ordinals[x]; ord {
			ok = false // "Second monthly payment": the ordinal (a stated "in second" is read below)
		}
		if lx.rate[prev] {
			ok = false // "Price per kWh in dollars": the kWh divides, the class is the dollars'
		}
		if stated := prev == "unit:" || prev == "in"; ok && (stated || s.class == "" && len(x) > 2) {
			st := stem(strings.Trim(x, ".,;:()"))
			switch {
			case s.class != "" && lx.otherClass[st] == s.class:
				// "Entry fee in pounds": the name's class, money, is one of the unit's
			case s.class == "":
				s.class, s.alt = class, lx.otherClass[st] // "Amount to load in pounds": mass or money
			default:
				s.class = class
			}
			break
		}
		prev = x
	}
	switch in.Format {
	case "date":
		s.date, s.form, s.hasForm = true, isoForm, true
	case "date-time":
		s.date = true
	case "time":
		s.clock = true
	}
	if count {
		s.date, s.clock = false, false
		s.prefer = append(s.prefer, Number)
		s.counts = stem(raw[len(raw)-1]) // number_of_rooms counts rooms
		if lx.countWords[raw[len(raw)-1]] {
			s.counts = stem(raw[0]) // guest_count counts guests
		}
	} else if len(raw) == 1 && lx.countWords[raw[0]] && (in.Type == "integer" || in.Type == "number") {
		s.counts = countedIn(lx, desc) // a count "How many sponsors" counts sponsors
	}
	if !count && !s.date && !s.clock && slices.ContainsFunc(lx.dateList, func(w string) bool { return containsWord(desc, w) }) && in.Type != "integer" && in.Type != "number" {
		s.date = true // "check-in date"
	}
	if f, ok := formInText(desc); ok {
		s.date, s.form, s.hasForm = true, f, true
	} else if strings.Contains(desc, "yyyy-mm") && in.Type == "string" {
		s.date = true // a month of a year, "2025-01": written as read
	} else if f, ok := g.exampleDate(in.Description); ok && in.Type == "string" {
		s.date, s.exForm, s.hasExForm = true, f, true
	}
	s.hhmm = strings.Contains(desc, "hh:mm") || in.Format == "time"
	if s.hhmm && s.date && !s.hasForm && in.Format == "" && in.Type == "string" && !strings.Contains(desc, "yyyy") && !strings.Contains(desc, "dd") && !containsWord(desc, "date") && !strings.Contains(desc, "hh:mm:ss") {
		s.date = false // "deadline" described as "Deliver by, HH:MM": a time of the day, which the description's form says, though the name's word is a date's
	}
	s.hms = in.Type == "string" && strings.Contains(desc, "hh:mm:ss") && !strings.Contains(desc, "yyyy")
	s.ms = in.Type == "string" && !s.hms && strings.Contains(desc, "mm:ss") && !strings.Contains(desc, "hh:mm")
	if s.hhmm && !s.date && !s.clock && in.Type == "string" && !strings.Contains(desc, "hh:mm:ss") {
		s.clock = true // "End time, HH:MM": a time, whatever the name says ("end"; not "Duration, HH:MM:SS", a span)
		s.prefer = append(s.prefer, Time)
	}
	if in.Format == "date-time" || strings.Contains(desc, "hh:mm") && s.date || s.date && s.clock || s.date && (containsWord(desc, "datetime") || strings.Contains(desc, "date-time") || containsWord(desc, "timestamp")) {
		s.datetime, s.date, s.clock = true, true, true
		s.seconds = strings.Contains(desc, "hh:mm:ss")
		s.zulu = strings.Contains(desc, "ssz") || strings.Contains(desc, "mmz") // "YYYY-MM-DDTHH:MM:SSZ": UTC's designator
		s.tsep = strings.Contains(desc, "ddthh") || in.Format == "date-time"
	} else if s.clock && strings.Contains(desc, "yyyy") {
		s.datetime, s.date = true, true
	}
	switch {
	case s.datetime:
		s.prefer = append(s.prefer, DateTime)
	case s.date:
		s.prefer = append(s.prefer, Date)
	case s.clock:
		s.prefer = append(s.prefer, Time)
	}
	// the unit it takes: a unit word in its name, else its description;
	// a unit says the class ("session_length ... in minutes" is a time)
	words := append(slices.Clone(raw), strings.Fields(desc)...)
	for i, x := range words {
		x = strings.Trim(x, ".,;:()")
		if i > 0 && lx.rate[words[i-1]] {
			continue // "Price per liter": the liter divides, the input is no volume
		}
		if i < len(raw)-1 && lx.bounds[stem(strings.ToLower(x))] {
			continue // min_kw: a minimum of kW, no minutes
		}
		if _, ord := lx.ordinals[strings.ToLower(x)]; ord && i+1 < len(words) && !lx.rate[strings.ToLower(words[i+1])] && (i == 0 || words[i-1] != "in") {
			continue // "Second monthly payment": the ordinal, no unit of time
		}
		st := stem(x)
		if a, b, ok := strings.Cut(x, "/"); ok {
			st = stem(a) + "/" + stem(b) // "m/s"
		} else if i+2 < len(words) && lx.rate[words[i+1]] {
			st += "/" + stem(strings.Trim(words[i+2], ".,;:()")) // "meters per second"
		}
		if class := lx.unitClass[st]; (class == "area" || class == "volume") && i+1 < len(words) {
			if _, of, ok := lx.factor(stem(strings.Trim(words[i+1], ".,;:()"))); ok && of == "distance" {
				s.unit, s.class = st, class // "sq meters", "square feet", "cubic meters": an area, a volume
				break
			}
		}
		if s.class != "" && lx.otherClass[st] == s.class {
			break // "Entry fee in pounds": the fee is money, its pounds sterling, no mass
		}
		if _, class, ok := lx.factor(st); ok && len(st) > 1 {
			s.unit = st
			s.class = class
			break
		}
		if _, ok := lx.calendar[st]; ok && len(st) > 1 && !(len(raw) > 0 && strings.EqualFold(raw[len(raw)-1], st)) {
			// "Loan term in months", months: calendar time (CalendarFactors;
			// a year, a birth_month, named by the unit's singular, is a
			// point in time)
			s.unit, s.class = st, lx.classOf(st)
			break
		}
		if lx.tempScales[st] != "" && len(st) > 1 {
			s.unit, s.class = st, "temperature" // "in °C", celsius: a scale, converted with its offset
			break
		}
		if class := lx.classOf(st); strings.Contains(class, "/") {
			s.unit, s.class = st, class // "liters per kilometer": a rate of units no factor converts
			break
		}
	}
	s.enum = in.Enum
	if len(s.enum) == 0 && in.Type != "boolean" && in.Type != "number" && in.Type != "integer" {
		s.enum = g.options(in.Description)
	}
	if len(s.enum) > 0 {
		s.shapes = nil // an enum's members are its forms
		s.enumKeys = newEnumIndex(lx, s.enum)
	}
	s.flag = in.Type == "boolean" || len(s.enum) == 2 && slices.ContainsFunc(s.enum, func(m any) bool {
		str, ok := m.(string)
		return ok && strings.EqualFold(str, "true")
	})
	if len(s.enum) == 0 && in.Type == "string" && (stem(s.lastWord) == s.head() || lx.qualifier[s.lastWord]) {
		// the class its name is, or the kind of it: genre, music_genre,
		// event_type; not what else the name says of it (event_info is
		// no kind of event); not when the description makes it an
		// identifier ("the unit number of the property" is no unit of
		// measure), unless the code is its members' (a currency code)
		if (!describesID(desc, s.lastWord, lx) || s.curCode) && !strings.Contains(desc, "yyyy") && !strings.ContainsAny(desc, "0123456789") {
			// (and a month its description writes as a date, "Month,
			// YYYY-MM", "e.g. 2025-01", takes the date's form, no month's
			// name)
			s.members, s.modifiers = lx.valueSets[s.head()], lx.setModifiers[s.head()]
		}
	}
	if last, prev, n := descHead(lx, desc); len(s.enum) == 0 && in.Type == "string" && s.members == nil && (n == 2 || n == 3) && prev == s.lastWord && lx.valueSets[stem(last)] != nil {
		// a foil described as "Foil color", a belt as "Current belt
		// color": the class its description names of the thing its name
		// is
		s.members, s.modifiers = lx.valueSets[stem(last)], lx.setModifiers[stem(last)]
	}
	if len(s.enum) == 0 && in.Type == "string" && s.members == nil && (slices.ContainsFunc(lx.weekdayCues, func(c string) bool { return strings.Contains(desc, c) }) || s.dayOnly(lx, desc)) {
		s.members = lx.valueSets["weekday"] // a day described as "Day of the week" or "Delivery day": a weekday's name (a date too, for the latter)
	}
	if len(s.enum) == 0 && in.Type == "string" && !s.id {
		var ex []string
		ex, s.places = g.exampleWords(in.Description)
		if len(ex) > 0 {
			m := make(set, len(s.members)+len(ex)) // (the lexicon's set is shared)
			for w := range s.members {
				m[w] = true
			}
			s.examples = make(set, len(ex))
			for _, w := range ex {
				m[w], s.examples[w] = true, true
			}
			s.members = m
		}
	}
	switch {
	case s.currency && !s.curCode:
		// how the call writes a currency its description does not say:
		// NESTFUL's gold writes "USD" and "EUR" 37 times in 47, "Euro"
		// 10; no form to write a name the request gives in
		s.members = nil
	case s.currency && len(s.enum) == 0 && in.Type == "string":
		s.members = lx.valueSets["currency"]
	}
	switch in.Type {
	case "number", "integer":
		s.numeric, s.integer = true, in.Type == "integer"
	case "array":
		s.array = true
		s.itemsNum = in.Items == "number" || in.Items == "integer"
		s.itemEnum = in.ItemEnum
		if len(in.ItemEnum) > 0 {
			s.itemKeys = newEnumIndex(lx, in.ItemEnum)
		}
	}
	if s.array {
		// a list is what an array takes, whatever its words' kinds say of
		// an item: code_files avoids no list ('file1.cpp' and 'file2.cpp')
		s.avoid = slices.DeleteFunc(s.avoid, func(k Kind) bool { return k == List })
	}
	if in.Type == "string" {
		first := ""
		for _, x := range strings.FieldsFunc(desc, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if !lx.stop[x] && !lx.common[x] {
				first = x // the description's first word of content: "Ingredient"
				break
			}
		}
		s.things = lx.countedThings[s.head()] || first != "" && lx.countedThings[stem(first)]
		s.taxon = lx.taxonInputs[s.head()]
		s.expr = lx.exprWords[s.head()]
	}
	if in.Type == "integer" || in.Type == "number" {
		// a number is what a numeric input takes, whatever its words'
		// kinds say: retention_days avoids no number (its days are a
		// date's word)
		s.avoid = slices.DeleteFunc(s.avoid, func(k Kind) bool { return k == Number })
	}
	slices.Sort(s.prefer)
	s.prefer = slices.Compact(s.prefer)
	return s
}

// head is the stem of the input name's last word: what the input is.
func (s *slot) head() string { return s.headWord }

// dayOnly reports whether s, a string input with no format, is a day that
// its description writes no date for: its name's or its short
// description's last word is one of Lexicon.DayWords ("day", "Delivery
// day", "League night"), and the description holds no digits nor a date's
// pattern. Such a day takes a weekday's name: "on Fridays" for a veg
// box's delivery day.
func (s *slot) dayOnly(lx *lexicon, desc string) bool {
	if s.in.Format != "" || strings.ContainsAny(desc, "0123456789") || strings.Contains(desc, "yyyy") || strings.Contains(desc, "date") {
		return false
	}
	last, _, n := descHead(lx, desc)
	return lx.dayWords[s.head()] && lx.dayWords[s.lastWord] || n > 0 && n <= 3 && lx.dayWords[last]
}

// ownVerb reports whether st, a word's stem, is the verb of s's tool: its
// name's first word ("fuel" of fuel_up) or the verb that word is a noun of
// ("Store" for storage).
func (s *slot) ownVerb(st string) bool {
	return s.verb != "" && (st == s.verb || st == s.deverb)
}

// formInText reads a date form a description states: 'YYYY-MM-DD',
// 'MM/DD/YYYY'.
func formInText(desc string) (dateForm, bool) {
	switch {
	case strings.Contains(desc, "yyyy-mm-dd"), strings.Contains(desc, "iso 8601"), strings.Contains(desc, "iso format"):
		return isoForm, true
	case strings.Contains(desc, "mm/dd/yyyy"):
		return slashMDYForm, true
	case strings.Contains(desc, "yyyy/mm/dd"):
		return slashYMDForm, true
	}
	return 0, false
}

// isLanguage reports whether an input's name says it takes a language:
// language, source_lang, lang.
func isLanguage(name string) bool {
	return slices.ContainsFunc(Words(name), func(w string) bool { return strings.HasPrefix(w, "lang") })
}

// describesLanguage reports whether a description's first phrase names a
// language as what the input is: "Target language, ISO 639-1 code" for
// a target (not "Text in the target language").
func describesLanguage(desc string) bool {
	first, _, _ := strings.Cut(desc, ",")
	first, _, _ = strings.Cut(first, "(")
	return strings.HasSuffix(strings.TrimRight(first, " ."), "language")
}

// containsWord reports whether s holds w as a whole word (or its plural).
func containsWord(s, w string) bool {
	return containsBounded(s, w, func(a, b int) bool {
		return (a == 0 || !isLetterByte(s[a-1])) && (b == len(s) || !isLetterByte(s[b]) || s[b] == 's' && (b+1 == len(s) || !isLetterByte(s[b+1])))
	})
}

// containsNumbers reports whether s holds w where no digit or decimal
// point goes on either number at its ends: "from 0 to 1" holds "0 to 1",
// "from 0 to 100" does not.
func containsNumbers(s, w string) bool {
	return containsBounded(s, w, func(a, b int) bool {
		return (a == 0 || !isDigitByte(s[a-1]) && s[a-1] != '.') && (b == len(s) || !isDigitByte(s[b]) && !(s[b] == '.' && b+1 < len(s) && isDigitByte(s[b+1])))
	})
}

// containsBounded reports whether s holds w at some s[a:b] that bounded
// accepts.
func containsBounded(s, w string, bounded func(a, b int) bool) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		if a := i + k; bounded(a, a+len(w)) {
			return true
		}
		i += k + 1
	}
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }

// fits reports whether a kind is in a list.
func hasKind(ks []Kind, k Kind) bool { return slices.Contains(ks, k) }

// options reads the values a description lists after one of the
// lexicon's option cues, for an input without an enum: "options: 'Mild',
// 'Moderate', 'Severe'", "comma-separated values: OPEN, CLOSED", "either
// "Old" or "New"". A list is two values or more, quoted, or each a word or
// two; anything else ("either a music genre or sport name", "one of the
// following: Latitude and Longitude (Decimal degree)") is no list.
// shape is a code's form, its runs of capitals (A), lowercase letters (a)
// and digits (9) with its marks: UA901 and BA117 are A9, us-east-1 a-a-9.
func shape(v string) string {
	if sh := technicalShape(v); sh != "" {
		return sh // "*/5 * * * *" is of the shape of "0 2 * * *"
	}
	var b []byte
	for _, c := range v {
		var x byte
		switch {
		case c >= 'A' && c <= 'Z':
			x = 'A'
		case c >= 'a' && c <= 'z':
			x = 'a'
		case c >= '0' && c <= '9':
			x = '9'
		case c < 0x80:
			x = byte(c)
		default:
			x = '?'
		}
		if len(b) == 0 || b[len(b)-1] != x || x != 'A' && x != 'a' && x != '9' {
			b = append(b, x)
		}
	}
	return string(b)
}

func (g *Grounder) options(desc string) []any {
	for _, rest := range afterCues(desc, g.lx.options) {
		if out := cueList(rest, false); len(out) >= 2 {
			return out
		}
	}
	return nil
}

// describesID reports whether a description writes word, an input's
// name, followed by an identifier's word: "the unit number", "a room id".
func describesID(desc, word string, lx *lexicon) bool {
	fields := strings.FieldsFunc(desc, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for i := 0; i+1 < len(fields); i++ {
		if fields[i] == word && lx.idWords[fields[i+1]] {
			return true
		}
	}
	return false
}

// describesAs reports whether a lowercased description writes w as a
// word, other than as the name of a scheme (namesKind): "header" of
// "UI element, e.g. header", not "icd-10" of "ICD-10 code".
func describesAs(lx *lexicon, desc, w string) bool {
	for at := 0; ; {
		i := strings.Index(desc[at:], w)
		if i < 0 {
			return false
		}
		i += at
		end := i + len(w)
		if (i == 0 || !isLetterByte(desc[i-1]) && !isDigitByte(desc[i-1])) && (end == len(desc) || !isLetterByte(desc[end]) && !isDigitByte(desc[end])) && !namesKind(lx, desc, end) {
			return true
		}
		at = i + 1
	}
}

// hasWordOf reports whether a lowercased text holds a word of ws.
func hasWordOf(text string, ws set) bool {
	for i, j := range letterRuns(text) {
		if ws[text[i:j]] {
			return true
		}
	}
	return false
}

// asksPerson reports whether a description opens with one of
// Lexicon.PersonCues: "Who gets paid" asks for a person's name.
func asksPerson(lx *lexicon, desc string) bool {
	first, _, _ := strings.Cut(desc, " ")
	return lx.personCues[first]
}

// properDesc reports whether a description's first phrase, up to its first
// punctuation or stop word, ends with a word of ends (Lexicon.
// ProperNameWords: "Team name", "Full name of the player", "League name,
// e.g. Premier League": the input takes a name whatever its own name says,
// team, player_a).
func properDesc(lx *lexicon, desc string, ends func(string) bool) bool {
	last, prev, n := descHead(lx, desc)
	if n == 0 {
		// "the name of the buyer": the article aside
		if first, rest, ok := strings.Cut(desc, " "); ok && lx.determiner[strings.ToLower(first)] {
			last, prev, n = descHead(lx, rest)
		}
	}
	return n <= 3 && ends(last) && !fileName(lx, prev, last) && !(strings.EqualFold(last, "name") && lx.plainNames[strings.ToLower(prev)])
}

// descHead returns the last word of a description's first phrase, up to
// its first stop word or mark, the word before it, and how many words
// the phrase has (4 when it goes on past three).
func descHead(lx *lexicon, desc string) (last, prev string, n int) {
	for w := range strings.FieldsFuncSeq(desc, func(r rune) bool { return r == ' ' }) {
		x := strings.TrimRight(w, ".,;:()")
		if lx.stop[x] || x == "" {
			break
		}
		if prev, last, n = last, x, n+1; n > 3 || x != w {
			break
		}
	}
	return last, prev, n
}

// formKind reports whether k is a kind of one written form whose word in
// a description says what an input takes: an e-mail, a URL.
func formKind(k Kind) bool { return k == Email || k == URL }

// headWords returns the words a description, in lowercase, opens with, up
// to four and before its first stop word, past an article and an owner's
// possessive ("the custodian's email address" is email address), and how
// many there are.
func headWords(lx *lexicon, desc string) (out [4]string, n int) {
	i := -1
	for w := range strings.FieldsSeq(desc) {
		i++
		x := strings.TrimRight(w, ".,;:()")
		if i == 0 && lx.determiner[x] || possessiveWord(x) && n == 0 {
			continue
		}
		if x == "" || lx.stop[x] || n == len(out) {
			break
		}
		out[n], n = x, n+1
	}
	return out, n
}

// numberAbbrev reports whether a name of several words ends with "no",
// number's abbreviation: booking_no and roll_no are identifiers, as
// booking_number is, neither a count nor a negation (no_smoking).
func numberAbbrev(lx *lexicon, raw []string) bool {
	return len(raw) >= 2 && strings.EqualFold(raw[len(raw)-1], "no") && lx.idWords["no"]
}

// fileName reports whether two words name a file's name ("file name",
// "folder name"): a path, no proper name.
func fileName(lx *lexicon, prev, last string) bool {
	return strings.EqualFold(last, "name") && hasKind(lx.kindPrefer[stem(strings.ToLower(prev))], Path)
}

// markedTag reports whether a description writes a tag with its mark, as
// an example ("e.g. #launch"), not to say the value has none ("without
// the #", "without #").
func markedTag(desc string) bool {
	for i := strings.IndexByte(desc, '#'); i >= 0; i = nextByte(desc, '#', i+1) {
		if i+1 < len(desc) && (isLetterByte(desc[i+1]) || isDigitByte(desc[i+1])) {
			return true
		}
	}
	return false
}

// nextByte is the index of the first c in s at or after i, or -1.
func nextByte(s string, c byte, i int) int {
	if i >= len(s) {
		return -1
	}
	if k := strings.IndexByte(s[i:], c); k >= 0 {
		return i + k
	}
	return -1
}

// anyKey reports whether a and b share a key.
func anyKey(a, b map[string]bool) bool {
	for k := range a {
		if b[k] {
			return true
		}
	}
	return false
}

// countedIn returns the stem of what a count's description says it
// counts: the word after one of Lexicon.CountPhrases that opens it ("How
// many sponsors", "Number of cards"), or "".
func countedIn(lx *lexicon, desc string) string {
	for _, p := range lx.countPhrases {
		if rest, ok := strings.CutPrefix(desc, p+" "); ok {
			w, _, _ := strings.Cut(rest, " ")
			if w = strings.Trim(w, ".,;:()"); w != "" {
				return stem(w)
			}
		}
	}
	return ""
}

// symbolCount reads how many symbols of a kind (unit: "digit", "letter")
// a short description says its text has, in digits or in words: "8-digit
// account number", "Last four digits of the card", "Two-letter state
// code"; 0 where it says none, or where it bounds the count ("up to 6
// digits", "rounded to 2 digits") or is long enough to describe many
// things ("a city, a zip or a 3 digit airport code, ...").
func (lx *lexicon) symbolCount(desc, unit string) int {
	if !strings.Contains(desc, unit[1:]) {
		return 0 // most descriptions: cheap ("igit" of Digit and digit)
	}
	words := strings.FieldsFunc(strings.ToLower(desc), func(c rune) bool { return c == ' ' || c == '-' || c == ',' || c == '(' || c == ')' })
	if len(words) > maxDigitsDescWords {
		return 0
	}
	for i := 1; i < len(words); i++ {
		if words[i] != unit && (len(words[i]) != len(unit)+1 || words[i][len(unit)] != 's' || words[i][:len(unit)] != unit) {
			continue
		}
		if i >= 2 && (words[i-2] == "to" || lx.bounds[stem(words[i-2])]) { // "up to 6", "at least 8"
			return 0
		}
		if n, err := strconv.Atoi(words[i-1]); err == nil && n > 0 {
			return n
		}
		if n, ok := lx.numbers[words[i-1]]; ok && n > 0 {
			return n
		}
	}
	return 0
}

// maxDigitsDescWords is the longest description whose count of digits
// is read: one that describes one value.
const maxDigitsDescWords = 12

// agentName reports whether an input's name words end in an agent's
// marker (Lexicon.AgentMarkers: "by") after a past participle, a word
// ending in -ed before it: signed_by, picked_up_by, surrendered_by take
// the person who did it; pickup_by, return_by and sort_by take none.
func agentName(lx *lexicon, raw []string) bool {
	n := len(raw)
	if n < 2 || !lx.agentMarkers[strings.ToLower(raw[n-1])] {
		return false
	}
	return slices.ContainsFunc(raw[:n-1], func(w string) bool { return strings.HasSuffix(strings.ToLower(w), "ed") })
}
