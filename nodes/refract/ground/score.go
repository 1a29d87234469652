package ground

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The link strength of an input's word at a distance from a candidate, by
// the number of words between them that are not connectors: before the
// candidate ("budget of $500"), after it ("$500 budget"), and inside it
// ("Campaign 1" for a campaign).
var (
	linkBefore = [...]float64{1, 0.6, 0.35, 0.2}
	linkAfter  = [...]float64{0.8, 0.45, 0.25, 0.12}
)

// linkReach is how many words from a candidate its input's word is looked
// for: past it, the words between hold no link in any text but one made
// of connectors and the input's own words.
const linkReach = 32

const (
	linkInside    = 0.7  // the candidate holds the word ("Construction Site A" for a site)
	linkModifier  = 0.3  // the candidate holds a word of the name that is not its head ("Smart Grid" for grid_section)
	linkLed       = 0.85 // the candidate starts with it ("Campaign 1" for a campaign)
	linkClause    = 0.3  // the link crosses a clause boundary (a comma, "then")
	linkSecond    = 0.3  // the share of a second, different word's link added to the best
	linkSameStart = 0.5  // what a link from inside a run of the input's own words is worth
	linkLocative  = 0.4  // the link crosses "in", "at" to a proper name, for an input of no place or time
	linkElsewhere = 0.5  // a word of the input's says what another measure measures ("120 cm high"), none says what this one does
)

// link is how closely the request ties candidate c to slot s's words, from
// 0 (no word of s in c's sentence) to about 1.3.
func (r *Request) link(s *slot, c *Candidate) float64 {
	best, second := 0.0, 0.0
	if c.Kind == Number && c.Unit != "" && (s.numeric || len(s.enum) > 0) && s.nameStem(c.Unit) {
		best = 1 // "4-star" for star_rating, "8 cores" for cores: the unit is the input's word (a count or a rating; "737 aircraft" is no aircraft_type)
	}
	if c.Kind == Demonym && r.demonymOfKind(s, c) {
		best = 1 // "Thai food" for cuisine: the demonym qualifies a thing of the kind the input takes
	}
	if c.Kind == Name && s.owner && r.possessive(c) {
		best = 1 // "Greta Lund's Roberts radio" for an owner: the name is written as its owner's
	}
	if c.Kind == Word && r.instanceOf(s, c) {
		best = 1 // "the webapp repo", "bucket app-logs" for repo, bucket: the word names the one thing of the input's kind
	}
	if c.column > 0 {
		// a table's value: its column's label names the input it is for
		if i, ok := slices.BinarySearchFunc(s.hits, int(c.column)-1, func(h hit, k int) int { return h.k - k }); ok {
			best = max(best, s.hits[i].weight)
		}
	}
	bestStem := ""
	qualified, elsewhere := false, false // a word of s right after c's measure, after another's
	// Only a word near the candidate can link to it (a few words apart,
	// not counting connectors and the input's words): the hits past
	// linkReach words are not measured, for a request of many mentions
	// not to cost its mentions times its candidates.
	from, _ := slices.BinarySearchFunc(s.hits, c.first-linkReach, func(h hit, k int) int { return h.k - k })
	for _, h := range s.hits[from:] {
		if h.k > c.last+linkReach {
			break
		}
		if t := r.toks[r.words[h.k]]; t.named && (h.k < c.first || h.k > c.last) && !(t.initial && h.k == c.first-1) {
			// "Downtown Pharmacy located at 123 Main Street": pharmacy is
			// the name's; but a sentence's first word is capitalized for
			// that alone, and may be the label of the name after it
			// ("Team Red Herrings escaped ...": both spans are linked)
			continue
		}
		if t := r.toks[r.words[h.k]]; c.Kind == Name && t.initial && (r.lx.imperative[t.lower] || s.ownVerb(t.stem)) && h.k == c.first-1 {
			// "Book Colm Tierney to read ...": the verb that opens the
			// sentence labels no book (but "Order 3002" is the order's);
			// nor does the call's own verb ("Fuel Reel Therapy with 95 L
			// of petrol" for fuel_up: no fuel's)
			continue
		}
		if c.Kind == Name && h.k > c.last && r.owns(c, h.k) {
			continue // "Ray Costa's cuckoo clock": the clock's owner, no clock
		}
		if c.Kind == Number {
			unit, own, other := r.measureWord(c, h.k)
			// (only for an input that takes a measure, a word of its name
			// or a synonym: a description's "person" qualifies "a
			// 30-year-old person" for no input, and "340 g jars" says what
			// a count of jars counts, not what 340 g measures)
			says := h.weight >= r.g.w.Synonym && s.class != ""
			own, other = own && says, other && says
			qualified, elsewhere = qualified || own, elsewhere || other
			if unit || other {
				continue // "45 cm wide and 120 cm high": high and its cm are 120's, no 45's
			}
		}
		v := h.weight * r.strength(s, r.words[h.k], c)
		if slices.Contains(s.shared, h.stem) && r.besideAny(h.k, s.others) {
			v *= r.g.w.Generic // "the start date X": date is end_date's word too, but start is not
		}
		switch {
		case v > best && h.stem != bestStem:
			second = max(second, best)
			best, bestStem = v, h.stem
		case v > best:
			best = v
		case h.stem != bestStem && v > second:
			second = v
		}
	}
	if elsewhere && !qualified {
		// "45 cm wide and 120 cm high" for a height: the word says which
		// measure is the height, and 45 is not it
		return linkElsewhere * (best + linkSecond*second)
	}
	return best + linkSecond*second
}

// instanceOf reports whether phrase c stands right beside the input's word
// (before it, or after it for a phrase read after) and that word is a kind
// of thing whose instances are named so (Lexicon.InstanceWords): "the
// webapp repo", "the prod namespace", "to bucket app-logs".
func (r *Request) instanceOf(s *slot, c *Candidate) bool {
	k, a, b := c.last+1, c.last, c.last+1
	if !c.before {
		k, a, b = c.first-1, c.first-1, c.first // "bucket app-logs": the kind before the word
	}
	if k < 0 || k >= len(r.words) || !r.adjacentWords(a, b) || !r.lx.instance[r.toks[r.words[k]].lower] {
		return false
	}
	for _, w := range Words(s.in.Name) {
		if stem(w) != r.toks[r.words[k]].stem && w != "name" && w != "id" {
			return false // a camera_type is no camera: "a smartphone camera" is its kind, said whole
		}
	}
	_, ok := slices.BinarySearchFunc(s.hits, k, func(h hit, k int) int { return h.k - k })
	return ok
}

// demonymOfKind reports whether demonym c stands right before a word
// that calls for a demonym (Lexicon.KindHints: food, cuisine, language),
// in an input that takes one: "Thai food", "the Spanish language". Not
// "an Ethiopian place": a place is no kind a demonym names.
func (r *Request) demonymOfKind(s *slot, c *Candidate) bool {
	k := c.last + 1
	if k >= len(r.words) || !r.adjacentWords(c.last, k) || !slices.Contains(s.prefer, Demonym) {
		return false
	}
	return slices.Contains(r.lx.kindPrefer[r.toks[r.words[k]].stem], Demonym)
}

// besideAny reports whether a word one or two words from word k, in its
// sentence, is one of stems.
func (r *Request) besideAny(k int, stems []string) bool {
	for j := max(k-2, 0); j <= min(k+2, len(r.words)-1); j++ {
		if t := &r.toks[r.words[j]]; j != k && t.sentence == r.toks[r.words[k]].sentence && slices.Contains(stems, t.stem) {
			return true
		}
	}
	return false
}

// hit is a word of the request that is one of a slot's words.
type hit struct {
	k      int // word index
	weight float64
	stem   string
}

// findHits finds s's words in the request: the same stem, or, for long
// words, the same first six letters ("specialty", "specializing").
func (r *Request) findHits(s *slot) {
	s.hits = s.hits[:0]
	for k, ti := range r.words {
		st := r.toks[ti].stem
		for _, cu := range s.cues {
			switch {
			case strings.Contains(cu.stem, " "):
				if !r.phraseAt(k, cu.stem) {
					continue
				}
				s.hits = append(s.hits, hit{k, cu.weight, cu.stem}) // "up to 50 results"
			case cu.stem == st:
				s.hits = append(s.hits, hit{k, cu.weight, cu.stem})
			case len(st) >= 6 && len(cu.stem) >= 6 && st[:6] == cu.stem[:6] && !strings.HasSuffix(r.toks[ti].lower, "ed") && !(agentNoun(cu.stem) && !agentNoun(st) && verbForm(r.toks[ti].lower)):
				// (a verb's past, "produced", names no product; nor does a
				// verb name its doer: "Dev Sharma challenges Lena Fox" holds
				// no challenger after "challenges")
				s.hits = append(s.hits, hit{k, cu.weight * 0.8, cu.stem})
			default:
				continue
			}
			break
		}
	}
}

// agentNoun reports whether a word's stem names one who does a thing:
// challenger, organizer, donor.
func agentNoun(st string) bool {
	return len(st) > 4 && (strings.HasSuffix(st, "er") || strings.HasSuffix(st, "or"))
}

// verbForm reports whether a word is written as a verb of the present:
// challenges, organizing.
func verbForm(w string) bool {
	return strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ing")
}

// phraseAt reports whether the words from k on are those of a phrase of
// stems: "up to".
func (r *Request) phraseAt(k int, phrase string) bool {
	// (the phrase's words are read in place: splitting it would allocate
	// for every word of the request)
	for i := k; ; i++ {
		phrase = strings.TrimLeft(phrase, " \t\n\v\f\r")
		if phrase == "" {
			return true
		}
		w := phrase
		if n := strings.IndexAny(phrase, " \t\n\v\f\r"); n >= 0 {
			w, phrase = phrase[:n], phrase[n:]
		} else {
			phrase = ""
		}
		if i >= len(r.words) || r.toks[r.words[i]].stem != w && r.toks[r.words[i]].lower != w {
			return false
		}
	}
}

// strength is the link between the word token ti and candidate c.
func (r *Request) strength(s *slot, ti int, c *Candidate) float64 {
	k := r.wordAt[ti]
	t := r.toks[ti]
	first, last := r.toks[r.words[c.first]], r.toks[r.words[c.last]]
	switch {
	case k >= c.first && k <= c.last:
		// "Construction Site A" is a site; "Smart Grid" is no grid_section
		if t.stem != s.head() && !slices.Contains(r.lx.synonyms[s.head()], t.stem) && len(s.words) > 1 {
			return linkModifier
		}
		if h, labelled := r.labelledHead(c); labelled && k < h && slices.Contains(s.words, t.stem) && !slices.Contains(s.words, r.toks[r.words[h]].stem) {
			// "Yoga Studio A" is a studio, no yoga_type; "Conference
			// Room B" is a conference_room (and a synonym's word is not
			// the input's own: "City Stadium" is a location)
			return linkModifier
		}
		if k == c.first {
			return linkLed
		}
		return linkInside
	case k < c.first:
		if t.sentence != first.sentence {
			return 0
		}
		gap := r.gap(s, k+1, c.first-1)
		if gap >= len(linkBefore) {
			return 0
		}
		v := linkBefore[gap]
		if r.toks[r.words[c.first]].clause != r.toks[r.words[r.lastCue(s, k, c.first)]].clause {
			v *= linkClause
		}
		if c.Kind == Name && !s.date && !s.clock && !s.place {
			for j := k + 1; j < c.first; j++ {
				if w := r.toks[r.words[j]].lower; r.lx.locatives[w] || r.lx.purpose[w] && t.stem == s.head() {
					// "the gene in Drosophila" names where, not which
					// gene; "the projector kit for the Spring Gala" what
					// the kit serves, no kit (but "search for books by
					// Jane Austen" is a query's: search is no head)
					v *= linkLocative
					break
				}
			}
		}
		if !s.named {
			for j := k + 1; j < c.first; j++ {
				if r.lx.namingVerbs[r.toks[r.words[j]].lower] {
					return min(v, linkModifier) // "a blog content named X": X is the content's name, no content_type
				}
			}
		}
		return v
	default:
		if t.sentence != last.sentence || r.lx.forward[t.lower] {
			return 0 // "'Harry Potter' by J.K. Rowling": by names what follows it
		}
		gap := r.gap(s, c.last+1, k-1)
		if gap >= len(linkAfter) {
			return 0
		}
		v := linkAfter[gap]
		if (c.Kind == Name || c.Kind == Quoted) && r.labelsNext(s, k) {
			v *= linkClause // "Priya Das with instructor Tom Beck", "'Practical Welding Safety' with instructor Tom Becker": the instructor's word labels the name after it
		}
		if c.Kind == Number && c.Unit != "" && (c.Unit == t.stem) && gap <= 1 {
			v = 1 // "8 cores" for cores, "40 hours of manpower" for hours
		}
		if last.clause != t.clause {
			v *= linkClause
		}
		return v
	}
}

// lastCue returns the last word from k on, before limit, that is one of
// s's words or a connector right after them: a link is measured from the
// end of "transaction number" in "transaction number abc123".
func (r *Request) lastCue(s *slot, k, limit int) int {
	for k+1 < limit && r.isCueOrConnector(s, k+1) {
		k++
	}
	return k
}

// gap counts the words from a to b (word indices, inclusive) that are
// neither connectors nor s's own words.
func (r *Request) gap(s *slot, a, b int) int {
	n := 0
	for k := a; k <= b; k++ {
		if !r.isCueOrConnector(s, k) {
			n++
		}
	}
	return n
}

func (r *Request) isCueOrConnector(s *slot, k int) bool {
	if r.lx.connectors[r.toks[r.words[k]].lower] {
		return true
	}
	_, found := slices.BinarySearchFunc(s.hits, k, func(h hit, k int) int { return h.k - k }) // hits are in word order
	return found
}

// value converts candidate c to a value for slot s: the type fit. It
// returns the value, the evidence of how well it fits, and false when it
// cannot be one.
func (r *Request) value(s *slot, c *Candidate) (any, features, bool) {
	var x features
	in := s.in
	if s.taxon && c.Kind == Name && c.first == c.last {
		if _, ok := r.binomial(c); ok {
			return nil, x, false // the genus of "Homo sapiens" alone is no organism
		}
	}
	if s.opened && c.opening {
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true // "5t excavator" for a "Machine, e.g. 1.5t mini digger": the quantity and the thing it weighs
	}
	if s.taxon && c.binomial {
		x[fPrefer], x[fNarrow] = 1, 1 // "from Mus musculus" for an organism: a scientific name, whatever the description says of names
		return c.Text, x, true
	}
	if s.flag || c.flag {
		if !s.flag || !c.flag {
			return nil, x, false
		}
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Value, x, true
	}
	if c.coded {
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Value, x, true // "never expire" for "0 for never": 0
	}
	if len(s.enum) > 0 {
		return r.enumValue(s, c)
	}
	if c.expr {
		if !s.expr || s.array {
			return nil, x, false // "K9ZT4M - I" is no value but an equation's
		}
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true
	}
	if s.expr && !s.array {
		if c.inExpr {
			return nil, x, false // "Fe" of "Fe + O2 -> Fe2O3" is a part of the equation
		}
		if c.Kind == Code {
			x[fPrefer], x[fNarrow] = 1, 1 // "C6H12O6" for a formula: an expression of one term
			return c.Text, x, true
		}
	}
	if c.counted {
		if !s.things || s.array {
			return nil, x, false // "eggs" of "a dozen eggs" is a product's, no other input's
		}
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true
	}
	if c.outOf > 0 && (!s.numeric || s.array || s.scale > 0 && s.scale != c.outOf) {
		return nil, x, false // "4/5" is a score out of 5: no text's, and no score out of 10's
	}
	if c.inverted && (!s.person || !r.personal(c)) {
		return nil, x, false // "Okafor, Chidi" is a person's name, for an input that takes a person alone ("Paris, Texas" is none)
	}
	if s.person && c.Kind == Name && r.ownerInside(c) {
		return nil, x, false // "Renew Owen Tait's C permit": the owner is a person, the whole no one
	}
	if c.labelled && stem(r.toks[r.words[c.first-1]].lower) != s.head() {
		return nil, x, false // "Agnieszka Wolski pledged $120": the subject's name whole (but "Team Red Herrings escaped" for a team_name may be labelled)
	}
	if c.versus && !s.versus || c.inVersus && s.versus {
		return nil, x, false // "Brown v. Board of Education" is one case's name, and "Brown" none
	}
	if c.versus {
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true
	}

	if part, ok := r.labelledPart(s, c); ok {
		x[fPrefer], x[fNarrow] = 1, 1
		return part, x, true // "Row F" for a row: F
	}
	if c.Kind == Name && s.proper && len(c.Text) == 1 && !r.namedAt(c.first) {
		return nil, x, false // "a 20% B arm": a letter, no experiment's or person's name (but "a substance we will call X")
	}
	if c.Kind == Name && len(c.Text) == 1 && c.first > 0 && r.adjacentWords(c.first-1, c.first) && r.plainNoun(c.first-1) && !r.letterLabel(s, c.first) && !r.namedAt(c.first) {
		return nil, x, false // "a vitamin D test": the letter labels the word before it, no value alone (but "trench A" for a trench's label)
	}
	if c.Kind == Name && c.last > c.first && r.authored(s, c.first) {
		return nil, x, false // "Elgar's Enigma Variations" for a piece: the work's title is the rest, its author's name none of it
	}
	if c.inTitle && s.work && !s.array {
		return nil, x, false // "Pride" of "Pride and Prejudice" is no work's title (asTitle)
	}
	if s.token && strings.ContainsAny(c.Text, " \t\n") {
		return nil, x, false // "Kyle Jenner" is no username
	}
	if s.digits > 0 && !s.array {
		// "Last four digits of the card": digits, so many, and marks
		// ("4242"; no "Mastercard", no "4")
		if c.Kind != Number && c.Kind != Code && c.Kind != Quoted || digitsIn(c.Text) != s.digits {
			return nil, x, false
		}
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true
	}
	if s.bare && (c.Kind == Code || c.Kind == Number || c.Kind == Quoted) && digitsIn(c.Text) > 0 && strings.ContainsAny(c.Text, " -.") && strings.Trim(c.Text, "0123456789 -.") == "" {
		return strings.Map(func(r rune) rune {
			if r < '0' || r > '9' {
				return -1
			}
			return r
		}, c.Text), x, true // "6006 4921 3380 1175" for a card number in digits only
	}
	if (c.Kind == Code || c.Kind == Time) && minutesSeconds(c.Text) && (s.ms || s.hms && c.Kind == Code) {
		// "52:41" for a duration HH:MM:SS: 00:52:41; "24:30" for a time
		// MM:SS, as written (a time of day, "1:30", is no duration's)
		x[fPrefer], x[fNarrow] = 1, 1
		if s.ms {
			return c.Text, x, true
		}
		m, _, _ := strings.Cut(c.Text, ":")
		return "00:" + strings.Repeat("0", 2-len(m)) + c.Text, x, true
	}
	if s.plate && c.plate && in.Type == "string" {
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true // "LR19 XKD" for a vehicle's registration
	}
	if s.plate && c.postcode || s.postal && c.plate {
		return nil, x, false // a postal code is no registration, a registration no postal code
	}
	if s.postal && (c.Kind == Number && postalForm(c.Text) || c.postcode) && in.Type == "string" {
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true // "around 80521" for a zip_code, "at SW1A 1AA" for a postcode
	}
	if s.postal && c.Kind == Number && in.Type == "string" && !(digits(c.Text) && len(c.Text) >= 3) {
		return nil, x, false // no postal code is "4" ("a quote 4 a half load in 30318"), nor 2.5
	}
	if code := r.lx.currencySigns[c.Unit]; s.curCode && c.Kind == Number && code != "" {
		x[fPrefer], x[fNarrow] = 1, 1
		return code, x, true // "charge $25" for a currency's code: USD
	}
	if s.ccode > 0 && (c.Kind == Name || c.Kind == Code) {
		if code, ok := r.countryCode(s, c); ok {
			x[fPrefer], x[fNarrow] = 1, 1
			return code, x, true // "India" for a region's code: IN
		}
		if c.Kind == Name {
			return nil, x, false // "Scotland", which the table does not code, is no country's code
		}
	}
	if s.ccode > 0 && c.Kind == Demonym {
		return nil, x, false // "Greek origin" for a country's code: asked
	}
	if c.Kind == Demonym && s.proper && !hasKind(s.prefer, Demonym) && c.last+1 < len(r.words) && r.adjacentWords(c.last, c.last+1) {
		if t := r.toks[r.words[c.last+1]]; s.nameStem(t.stem) {
			return r.text[c.Start:t.end], x, true // "the Finnish sauna" for a sauna's name: the thing the demonym qualifies, named with it
		}
	}
	if s.letterCount > 0 && !s.array {
		// "Two-letter state code": a code of so many letters ("in MD"),
		// no name a code is made of ("Maryland"); a country's code was
		// given above, from the country's name too
		if c.Kind != Code && c.Kind != Quoted && c.Kind != Word || len(c.Text) != s.letterCount || !allLetters(c.Text) {
			return nil, x, false
		}
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Text, x, true
	}
	if c.tag && s.tag && (c.Kind == List) == s.array {
		x[fPrefer], x[fNarrow] = 1, 1
		if c.Kind == List {
			items := make([]any, len(c.Items))
			for i, it := range c.Items {
				items[i] = tagValue(it, s.tagMark)
			}
			return items, x, true // "#golang #backend" for tags: golang, backend
		}
		return tagValue(c.Text, s.tagMark), x, true // "#WorldCup" for a hashtag: WorldCup
	}
	if c.handle && s.handle {
		x[fPrefer], x[fNarrow] = 1, 1
		return c.Value, x, true // "@nasa" for a username: nasa, the name the mark mentions
	}
	if s.id && c.Kind == Code && c.acronym && c.last+1 < len(r.words) && r.adjacentWords(c.last, c.last+1) && len(r.toks[r.words[c.last+1]].lower) > 2 && r.numberWord(r.toks[r.words[c.last+1]].lower) {
		return nil, x, false // "reservation MT forty four ten": an identifier spoken, its letters no identifier of their own
	}
	if c.handle && s.id {
		return nil, x, false // "@sales FL-0931 sold to ...": a mention of a user or a team, no record's identifier
	}
	if s.id && !s.array && c.Kind == Number && r.hashNumber(c) {
		x[fPrefer], x[fNarrow] = 1, 1 // "Dressage for #214": a number the sign marks as one, an identifier's
		return c.Text, x, true
	}
	if s.id && c.Kind == Code && c.acronym && c.first == c.last && r.lx.idWords[r.toks[r.words[c.first]].lower] {
		return nil, x, false // "its SKU", "the VIN": an identifier's label, no identifier
	}
	if c.Kind == Code && !s.currency && c.first > 0 && r.lx.currencies.isCode(c.Text) && isNumberish(r.toks[r.words[c.first-1]].text) {
		return nil, x, false // "1.234,50 EUR": the amount's currency, no other input's code
	}
	if (c.Kind == Code || c.Kind == Name) && exampleShaped(s, c) {
		x[fPrefer], x[fNarrow] = 1, 1 // "UA901" for a "Flight number, e.g. BA117", "ECON 1101" for "e.g. CS 101"
	} else if s.curCode && c.Kind == Code && r.lx.currencies.isCode(c.Text) {
		x[fPrefer], x[fNarrow] = 1, 1 // USD for a currency's code
	} else if hasKind(s.prefer, c.Kind) && !(s.idOnly && (len(s.shapes) > 0 || r.codeInParts(c))) && !(len(s.shapes) == 0 && r.acronymBeforeDigits(c)) {
		// (where an identifier's own words say no kind, its example's
		// shape says which codes are its, and a part of a code written
		// apart is none)
		x[fPrefer] = 1
		if narrow(c.Kind) || c.Kind == Code && !c.inName && (s.id && !c.acronym || s.acronym && c.acronym) {
			x[fNarrow] = 1 // an identifier's code: abc123, ORD-5521; not a model's (Galaxy S21); a currency's USD
		} else if c.Kind == Number && s.id && c.Unit == "" && len(c.Text) >= 3 && digits(c.Text) && containsWord(s.desc, "number") && !r.numberInName(s, c) {
			x[fNarrow] = 1 // "3409 took 186 litres" for a "Fleet number": digits alone are such a number's form
		}
	} else if c.Kind == Name && c.last > c.first && hasKind(s.prefer, Address) && r.lx.streetWords[r.toks[r.words[c.last]].lower] {
		x[fPrefer] = 1 // "under Mill Lane" for a street: a street's name, its kind's word last, though no number opens it
	} else if s.org && len(s.prefer) == 0 && len(s.avoid) == 0 && c.Kind == Name && !r.personTitle(c.first) && (c.first == 0 || r.toks[r.words[c.first-1]].lower != "the") {
		x[fPrefer] = 1 // "12 more vests from Zone Tactical" for a supplier: a name, a company's (not "Dr. Helen Marsh"; "the Tate" keeps or drops its article)
	} else if s.person && len(s.prefer) == 0 && len(s.avoid) == 0 && c.Kind == Name && r.personalTo(s, c) {
		x[fPrefer] = 1 // "put Kofi Mensah on RA-208" for a technician: a person's name (not "The Tate" for a borrower)
	} else if s.acronym && c.Kind == Code && c.acronym {
		x[fPrefer], x[fNarrow] = 1, 1 // "the Bates prefix HARPER": an input written in capitals (AcronymInputs) takes an acronym
	} else if hasKind(s.avoid, c.Kind) {
		x[fAvoid] = 1
	} else if c.acronym && !hasKind(s.prefer, Name) {
		// SQL, API: an acronym is seldom the value of an input that wants
		// no code; but it is a name (PTEN, IBM)
		x[fLoose] += 0.5
	}
	if (s.place || s.org) && c.Kind == Name && r.personTitle(c.first) {
		return nil, x, false // "a trial site with Dr. Helen Marsh": a name a person's title opens is no place, nor a company
	}
	switch {
	case s.numeric:
		if c.Kind != Number {
			return nil, x, false
		}
		n := string(c.Value.(json.Number))
		c := r.onScale(s, c)
		r.unitFit(s, c, &x)
		if f, ok := r.convert(s, c); ok {
			n = f // "5 minutes" for a duration in seconds: 300
		} else if r.unconvertible(s, c) {
			x[fUnit], x[fUnitConflict] = 0, 1 // "within 2 months" is no 2 weeks
		}
		if f, ok := r.inMultiples(s, c); ok {
			n, x[fUnit] = f, 1 // "2 dozen eggs" for an input counted in dozens: 2, no 24, in the input's unit
		}
		if s.integer && strings.ContainsAny(n, ".eE") {
			// (converted first: 1.5 hours is 90 minutes)
			f, err := strconv.ParseFloat(n, 64)
			if err != nil || f != float64(int64(f)) {
				return nil, x, false
			}
			n = strconv.FormatInt(int64(f), 10)
		}
		if s.signed && !strings.HasPrefix(n, "-") && r.declined(s, c) {
			n = "-" + n // "TSLA fell 4.2%" for a change "negative for a drop"
		}
		fits := true // the number is the input's kind and its value sure
		if c.Unit == "%" && !s.percent {
			// 7% is 7 for a percentage, 0.07 for a fraction; a rate
			// that says neither is either (NESTFUL's interest rates are
			// 5, NesTools' growth rates and efficiencies 0.05)
			if s.fraction {
				f, _ := strconv.ParseFloat(n, 64)
				n = strconv.FormatFloat(f/100, 'f', -1, 64)
				x[fLoose] += 0.5 // what the description says, but requests and models write 7 as often
			} else {
				x[fLoose]++
				fits = false
			}
		}
		if c.year && !s.date && !s.hasWord("year") && !s.hasWord("fiscal") {
			x[fLoose]++ // 2022 is when, not how many
		}
		if c.word && !(s.rank && (c.ord || c.ranked)) && !severalWord(c) {
			x[fLoose] += 1.0 / 3 // "one of", "a single": a number word is weak evidence (not "third" or "number one" for a position)
		}
		if fits {
			// a number is what a numeric input takes, as a date is a
			// date's: the type narrows the value
			x[fPrefer], x[fNarrow] = 1, 1
		}
		return json.Number(n), x, true
	case s.id && c.Kind == Number && strings.ContainsAny(string(c.Value.(json.Number)), ".eE") && !slices.Contains(s.decimals, shape(c.Text)):
		return nil, x, false // 2.5 is no identifier (but an arXiv ID "e.g. 2301.07041" is written so)
	case s.array:
		if s.hhmm && !s.itemsNum && c.Kind == List && c.of != Time {
			return nil, x, false // times, HH:MM: "7 and 19" is no list of them
		}
		if c.Kind == Time && s.hhmm && !s.itemsNum {
			x[fPrefer], x[fNarrow] = 1, 1
			return []any{c.Value}, x, true // "at 9:00" for feeding times: one
		}
		if c.Kind == List {
			items := make([]any, 0, len(c.Items))
			for _, it := range c.Items {
				if s.itemsNum || c.numbers {
					n, err := strconv.ParseFloat(strings.ReplaceAll(it, ",", ""), 64)
					if err != nil {
						return nil, x, false
					}
					items = append(items, json.Number(strconv.FormatFloat(n, 'f', -1, 64)))
					continue
				}
				items = append(items, it)
			}
			x[fQuoted] = 1
			if c.member && len(s.itemEnum) > 0 || c.numbers && (s.itemsNum || in.Items == "") || narrow(c.of) && hasKind(s.prefer, c.of) || c.bullets && !s.itemsNum || c.of == Code && s.id && !s.itemsNum {
				// numbers for an array of numbers or of anything: the type
				// narrows the value, as a number's; and e-mail addresses
				// for e-mails, as one address is an e-mail's; codes for
				// identifiers ("S-2025-0101, S-2025-0102" for sample_ids)
				x[fPrefer], x[fNarrow] = 1, 1
			}
			return items, x, true
		}
		if c.Kind == Number && s.itemsNum {
			x[fLoose] += 0.5
			return []any{c.Value}, x, true
		}
		if c.Kind == Number || c.Kind == Date || c.Kind == Time || s.itemsNum {
			return nil, x, false
		}
		x[fLoose] += 0.5
		return []any{c.Text}, x, true
	case in.Type == "boolean" || in.Type == "object":
		return nil, x, false
	}
	// a string
	if c.Kind == List {
		if s.names && c.of == Name && len(c.Items) == 2 {
			x[fPrefer], x[fNarrow] = 1, 1
			return c.Text, x, true // "Lena and Joaquin" for a couple's names: one text, as written
		}
		if s.person && !s.array && r.couple(c) {
			x[fPrefer] = 1
			return c.Text, x, true // "Anya and Rhys Pemberton" for a client: one party, as written
		}
		if r.streetAndTown(s, c) {
			x[fPrefer] = 1
			return c.Text, x, true // "deliver it to Fore Street, Polperro" for an address: the street and its town, as a numbered address is read
		}
		return nil, x, false // "New York and Los Angeles" is two values, not one
	}
	switch c.Kind {
	case Date, DateTime, Time:
		return r.timeValue(s, c, x)
	case Quoted:
		x[fQuoted] = 1
		if s.verbatim && x[fAvoid] == 0 {
			x[fPrefer], x[fNarrow] = 1, 1 // a quoted string is what a title or a message is
		}
		if s.id && !s.verbatim && wordsWithLetters(c.Text) >= 3 {
			x[fLoose]++ // "`Error 1045 (28000): Access denied`" is a message, no error_code (a phone's "+1 415 555 0134" is one)
		}
		if s.person && c.field && !r.personal(c) {
			return nil, x, false // "Attn: scheduling" is a department, no interpreter's name (a field's person is a name: "Attn: Dana Fry")
		}
	case Number:
		if c.word {
			return nil, x, false // "a single follower" holds no name
		}
		if exampleShaped(s, c) {
			x[fPrefer], x[fNarrow] = 1, 1
			return c.Text, x, true // "22F" for a "Seat, e.g. 14C": a code of the example's shape, no 22 °F
		}
		if s.date && s.hasForm && !s.clock {
			return nil, x, false // "from 3 to 7 March": 3 is no YYYY-MM-DD
		}
		if s.clock && s.hhmm && !s.datetime && !c.year && c.Unit == "" && militaryTime(c.Text) && !slices.ContainsFunc(r.cands, func(d Candidate) bool { return d.Kind == Time }) {
			x[fPrefer], x[fNarrow] = 1, 1
			// "ETA 1430" for an HH:MM: 14:30, a time written as a pilot, a
			// dispatcher or a nurse writes it (where the request writes no
			// time with a colon: "Give 1502 a late checkout till 12:30" is a
			// room's number)
			return c.Text[:2] + ":" + c.Text[2:], x, true
		}
		if c.Unit != "" && c.Unit == s.head() && s.counts == "" {
			return nil, x, false // "identify 3 mechanics" counts the mechanics: no mechanics value (but "for 2 adults" is a number_of_adults written as text)
		}
		if s.quantity && c.Unit != "" && r.lx.classOf(c.Unit) != "" {
			x[fPrefer], x[fNarrow] = 1, 1
			return r.quantityText(c), x, true // "500 mg" for a dose "such as 500 mg": the quantity as written
		}
		if w, ok := r.unitWordAfter(c); s.quantity && c.Unit == "" && ok {
			x[fPrefer], x[fNarrow] = 1, 1
			return c.Text + " " + w, x, true // "a 10 in pot" for a pot size "e.g. 6 in": "in" is no preposition there
		}
		if (c.Unit == "" || r.lx.classOf(c.Unit) == "") && r.placeLabel(s, c.first-1) && r.adjacentWords(c.first-1, c.first) {
			x[fPrefer], x[fNarrow] = 1, 1
			return c.Text, x, true // "zone 4021" for a zone: 4021, as written (Lexicon.PositionLabels)
		}
		named := c.Unit != "" && s.nameStem(c.Unit)
		if !s.id && !s.date && !named && !leadingZero(c.Text) {
			x[fLoose]++ // (digits that open with a zero are written, not counted: "account 0012345678")
		}
		if s.id && c.Unit == "" && len(c.Text) >= minIDDigits && digits(c.Text) {
			x[fPrefer], x[fNarrow] = 1, 1 // "9400111899223344556677": digits too many for an amount, an identifier's
		}
		if c.Unit != "" {
			if s.id && r.lx.classOf(c.Unit) != "" {
				return nil, x, false // "1m" is no key, "5 kg" no identifier
			}
			if strings.Contains(c.Text, "/") {
				return c.Text, x, true // "6/8 time" gives a time signature "6/8", no 0.75
			}
			if s.id && unitLetters(c.Text) || r.labelNumber(s, c) {
				return c.Text, x, true // "room 4B" is the room 4B, no 4; "gate 54B" the gate 54B
			}
			return string(c.Value.(json.Number)), x, true // "4-star" gives a star_rating "4"
		}
		return c.Text, x, true
	case Word:
		if c.member && (len(s.shapes) == 0 || slices.Contains(s.shapes, shape(c.Text))) {
			// (not where the description's example has another shape:
			// "Seat, e.g. 14C" takes 22F, no "window")
			x[fPrefer], x[fNarrow] = 1, 1 // a member of the class the input's name asks for: its kind, as an enum's
			if code := r.lx.currencies.code(r.lowerText(c)); code != "" && s.curCode {
				return code, x, true // "Japanese yen" for a currency's code: JPY
			}
			break
		}
		if c.cue {
			x[fPrefer] = 1 // the text its cue introduces: what a query or a message is
			break
		}
		if c.ident {
			x[fPrefer], x[fNarrow] = 1, 1 // "auth-service" for a service: its name, as programs write one
			break
		}
		if c.flight {
			x[fPrefer], x[fNarrow] = 1, 1 // "BA 2491" for a flight: its number, as written
			if joined := strings.Replace(c.Text, " ", "", 1); slices.Contains(s.shapes, shape(joined)) && !slices.Contains(s.shapes, shape(c.Text)) {
				return joined, x, true // "UA 930" for a flight number "e.g. BA117": UA930
			}
			break
		}
		if c.route {
			x[fPrefer], x[fNarrow] = 1, 1 // "Oban to Craignure" for a route: its two ends, as written
			break
		}
		if c.given || c.complement {
			x[fPrefer], x[fNarrow] = 1, 1 // "Rent Jess Moyo a tandem": the thing the verb gives
			break
		}
		if c.fragment {
			x[fPrefer], x[fNarrow] = 1, 1 // a note's one fragment nothing else accounts for: the one free text it gives
			return c.Value, x, true
		}
		x[fPhrase] = 1
		if c.before {
			x[fModifier] = 1 // a modifier's span is a guess: "web" or "web application"
		}
	}
	if s.date && !(c.Kind == Word && c.member) {
		x[fLoose]++ // (not a member of the class its name asks for: a weekday for a day "Weekday")
	}
	if c.Kind == Name && s.org && r.organization(c) {
		x[fPrefer], x[fNarrow] = 1, 1 // "ABC Investment Bank" for a company: a name of the kind it asks for
	}
	if c.Kind == Name && c.first > 0 && r.personTitle(c.first-1) && !r.toks[r.words[c.first-1]].cap && adjacent(r, r.words[c.first-1], r.words[c.first]) {
		x[fLoose]++ // "sir Reginald the dragon": a title written in lowercase may be the name's ("Sir Reginald") or none, a guess either way
	}
	if first := r.toks[r.words[c.first]]; c.Kind == Name && s.person && c.last > c.first && (stem(first.lower) == s.head() || first.initial && r.lx.personIns[stem(first.lower)] && !r.lx.titles[first.lower]) {
		rest := *c
		rest.first++
		rest.Start = r.toks[r.words[rest.first]].start
		if r.personal(&rest) || rest.first == rest.last && stem(first.lower) == s.head() && handleWord(r.toks[r.words[rest.first]].text) {
			return r.text[rest.Start:c.End], x, true // "Patient Harold Finch was seen today" for a patient: the input's own word labels the name, as another role's does where it opens the sentence ("Caller Yvonne Park wants 3 seats" for a lead passenger; not "assign Coach Ben Ito", a title, nor "Court 3" for a court: a person's role only)
		}
	}
	if first := r.toks[r.words[c.first]]; c.Kind == Name && c.last > c.first && first.initial && len(s.head()) >= 3 && len(first.stem) >= len(s.head())+3 && strings.HasSuffix(first.stem, s.head()) && r.toks[r.words[c.first+1]].cap {
		// "Narrowboat Kingfisher Blue went down" for a boat: a compound
		// of the input's own word that opens the sentence is the kind
		// of the thing named, capitalized for its place alone, as "the
		// narrowboat Kingfisher Blue" writes it
		return r.text[r.toks[r.words[c.first+1]].start:c.End], x, true
	}
	if c.house {
		return r.houseValue(s, c), x, true // "the Jansen family": the customer "Jansen family", the household Jansen
	}
	if c.Kind == Name && s.namePart != 0 {
		if part, ok := r.namePart(c, s.namePart); ok {
			return part, x, true // "Alice Smith": first_name Alice, last_name Smith
		}
	}
	return c.Text, x, true
}

// handleWord reports whether w is a coined handle, no given name: letters
// with a capital inside, past the first four ("ShadowFox"; not "MacLeod",
// "DeShawn"), or letters and digits ("Ace99"). "Player ShadowFox" names
// the player ShadowFox, as "Patient Harold Finch" names Harold Finch,
// where "Coach Ilya" keeps his title.
func handleWord(w string) bool {
	letters, digits, hump := 0, 0, false
	for i := 0; i < len(w); i++ {
		switch b := w[i]; {
		case isDigitByte(b):
			digits++
		case isLetterByte(b):
			letters++
			hump = hump || i >= 4 && isUpperByte(b) && isLower(w[i-1])
		default:
			return false
		}
	}
	return letters > 0 && (hump || digits > 0 && isLetterByte(w[0]))
}

// namedAt reports whether word k follows a naming verb (Lexicon.
// NamingVerbs, or "call"): "a substance we will call X", "a team named B".
func (r *Request) namedAt(k int) bool {
	if k == 0 {
		return false
	}
	prev := r.toks[r.words[k-1]].lower
	return r.lx.namingVerbs[prev] || prev == "call"
}

// wordsWithLetters counts the words of s, apart by spaces, that hold a
// letter.
func wordsWithLetters(s string) int {
	n := 0
	for w := range strings.FieldsSeq(s) {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n
}

// quantityText returns number c as the request writes it with its unit:
// "500 mg", "12h", "20 °C".
func (r *Request) quantityText(c *Candidate) string {
	k := max(c.last, c.through)
	if k == c.last && !strings.ContainsFunc(c.Text, unicode.IsLetter) && k+1 < len(r.words) && r.toks[r.words[k+1]].stem == c.Unit {
		k++ // the unit is the next word
	}
	if k == c.last {
		if (c.Unit == "inch" || c.Unit == "ft") && c.End < len(r.text) {
			if m, size := utf8.DecodeRuneInString(r.text[c.End:]); strings.ContainsRune(`"'′″`, m) {
				return c.Text + r.text[c.End:c.End+size] // '1/2" hollow': the inches' mark is the unit, as written
			}
		}
		return c.Text
	}
	return r.text[c.Start:r.toks[r.words[k]].end]
}

// countryCode returns the ISO 3166-1 alpha-2 code of the country c names
// ("India", "United States", "UK") or is ("US"), in the case s takes it.
func (r *Request) countryCode(s *slot, c *Candidate) (string, bool) {
	lower := r.lowerText(c)
	code := r.lx.countries.code(strings.TrimPrefix(lower, "the "))
	if code == "" && len(lower) == 2 && r.lx.countries.isCode(lower) {
		code = strings.ToUpper(lower)
	}
	if code == "" {
		return "", false
	}
	if s.ccode == 2 {
		code = strings.ToLower(code)
	}
	return code, true
}

// organization reports whether name c ends with one of
// Lexicon.OrganizationWords: "Apple Inc.", "ABC Investment Bank"; or,
// written as one camelCase word, its last part does ("SunPowerCorp").
func (r *Request) organization(c *Candidate) bool {
	last := r.toks[r.words[c.last]]
	if c.last > c.first {
		return r.lx.orgWords[strings.TrimSuffix(last.lower, ".")]
	}
	parts := Words(last.text)
	return len(parts) > 1 && r.lx.orgWords[parts[len(parts)-1]]
}

// namePart returns the first (part -1) or the last (part 1) word of a
// person's name of two or more words, titles left out: "Smith" of "Dr.
// Alice Smith". A name of one word is either.
func (r *Request) namePart(c *Candidate, part int) (string, bool) {
	var words []string
	for k := c.first; k <= c.last; k++ {
		if t := r.toks[r.words[k]]; !r.lx.titles[t.lower] {
			words = append(words, unpossessive(t.text))
		}
	}
	if len(words) < 2 {
		return "", false
	}
	if part < 0 {
		return words[0], true
	}
	return words[len(words)-1], true
}

// timeValue values a date, a date and time, or a time for a string
// input: the kind the input takes fits, another kind fits loosely.
func (r *Request) timeValue(s *slot, c *Candidate, x features) (any, features, bool) {
	switch {
	case c.Kind == DateTime && s.datetime && c.date == isoForm && c.first == c.last:
		return c.Text, x, true // ISO 8601 in one word (2024-08-15T10:00:00Z): as written, its seconds and zone kept
	case c.Kind == DateTime && s.datetime:
		v := c.Value.(string)
		if s.tsep {
			v = strings.Replace(v, " ", "T", 1)
		}
		if s.seconds {
			v += ":00"
		}
		if s.zulu && r.utcAfter(c.last) {
			v += "Z" // "06:00 UTC" for a time written with UTC's Z
		}
		return v, x, true
	case c.Kind == Date && s.date && !s.datetime:
		return c.Value, x, true
	case c.Kind == Time && s.hms && !s.datetime && hms(c.Text):
		x[fPrefer], x[fNarrow] = 1, 1
		if len(c.Text) == len("0:00:00") {
			return "0" + c.Text, x, true // "1:02:10" for HH:MM:SS: 01:02:10
		}
		return c.Text, x, true
	case c.Kind == Time && s.clock && !s.datetime:
		if s.hhmm {
			return c.Value, x, true // 24-hour HH:MM, as the input says
		}
		if day, ok := r.weekdayOf(c); ok && s.dayTime {
			return day + " " + c.Text, x, true // "Wednesday 3:00 PM"
		}
		return c.Text, x, true // as written: "7:00 AM"
	case c.Kind == Time && s.datetime:
		// "on 2024-12-31 at 10:00 and ending at 12:00": the sentence's one
		// date is the time's
		if d, ok := r.sentenceDate(c); ok {
			v := d + " " + c.Value.(string)
			if s.tsep {
				v = d + "T" + c.Value.(string)
			}
			if s.seconds {
				v += ":00"
			}
			return v, x, true
		}
	}
	x[fLoose]++
	return c.Text, x, true
}

// narrow reports whether few values are of a kind: a date, a time, an
// e-mail address, a URL, a path, a street address.
func narrow(k Kind) bool {
	return k == Date || k == DateTime || k == Time || k == Email || k == URL || k == Path || k == Address
}

// occurrencePeriod returns the stem of the period a count of times is
// per ("3 times weekly", "twice a week", "4 times per month": week,
// week, month), or "".
func (r *Request) occurrencePeriod(c *Candidate) string {
	k := max(c.last, c.through) + 1 // "times", where written
	if k < len(r.words) && r.toks[r.words[k]].stem == occurrenceUnit && r.adjacentWords(k-1, k) {
		k++
	}
	if k >= len(r.words) || !r.adjacentWords(k-1, k) {
		return ""
	}
	w := r.toks[r.words[k]].lower
	if p, ok := r.lx.periods[w]; ok {
		return stem(p)
	}
	if (w == "a" || w == "an" || r.lx.rate[w]) && k+1 < len(r.words) && r.adjacentWords(k, k+1) {
		return r.toks[r.words[k+1]].stem
	}
	return ""
}

func numEqual(a, b string) bool {
	x, e1 := strconv.ParseFloat(a, 64)
	y, e2 := strconv.ParseFloat(b, 64)
	return e1 == nil && e2 == nil && x == y
}

func (s *slot) hasWord(w string) bool {
	w = stem(w)
	for _, x := range s.words {
		if x == w {
			return true
		}
	}
	return false
}

// sentenceDate returns the one date of the sentence a candidate stands
// in, in ISO form.
func (r *Request) sentenceDate(c *Candidate) (string, bool) {
	sent := r.toks[r.words[c.first]].sentence
	date, n := "", 0
	for i := range r.cands {
		d := &r.cands[i]
		if d.Kind == Date && r.toks[r.words[d.first]].sentence == sent {
			if v, ok := d.Value.(string); ok && v != date && len(v) == len("2006-01-02") {
				date, n = v, n+1
			}
		}
	}
	return date, n == 1
}

// weekdayOf returns the day of the week written right before time c,
// maybe with "at" between: "Wednesday at 3:00 PM", "Friday 9am".
func (r *Request) weekdayOf(c *Candidate) (string, bool) {
	k := c.first - 1
	if k >= 0 && r.toks[r.words[k]].lower == "at" && r.adjacentWords(k, c.first) {
		k--
	}
	if k < 0 || !r.lx.weekdays[r.toks[r.words[k]].lower] || !r.adjacentWords(k, k+1) {
		return "", false
	}
	return r.toks[r.words[k]].text, true
}

// codeInParts reports whether c is one part of a code written apart: a
// number or a code stands right before or after it ("plate AB12 CDE",
// "flight LH 456", "B-MW 2024").
func (r *Request) codeInParts(c *Candidate) bool {
	part := func(k int) bool {
		return slices.ContainsFunc(r.startingAt(k), func(i int) bool { o := &r.cands[i]; return o.first == o.last && (o.Kind == Code || o.Kind == Number) })
	}
	return c.last+1 < len(r.words) && r.adjacentWords(c.last, c.last+1) && part(c.last+1) ||
		c.first > 0 && r.adjacentWords(c.first-1, c.first) && part(c.first-1)
}

// acronymBeforeDigits reports whether c is an acronym right before a word
// of digits alone, one code written apart whose first part c is: "HPL"
// of "6 more HPL 575 lamps" (but not a currency's: "100 USD 50").
func (r *Request) acronymBeforeDigits(c *Candidate) bool {
	if c.Kind != Code || !c.acronym || c.first != c.last || c.last+1 >= len(r.words) || !r.adjacentWords(c.last, c.last+1) || r.lx.currencies.isCode(c.Text) {
		return false
	}
	return digits(r.toks[r.words[c.last+1]].text)
}

// postalForm reports whether a number is written as a postal code: five
// digits, nothing else.
func postalForm(text string) bool {
	if len(text) != 5 {
		return false
	}
	for i := range len(text) {
		if !isDigitByte(text[i]) {
			return false
		}
	}
	return true
}

// tagValue is a tag as an input takes it: with its mark, or the word
// alone.
func tagValue(text string, mark bool) string {
	if mark {
		return text
	}
	return strings.TrimPrefix(text, "#")
}

// minIDDigits is the length of the shortest run of digits alone read as an
// identifier's, as a code is, for an identifier's input: no count or
// amount is written with ten digits and no unit.
const minIDDigits = 10

// utcAfter reports whether the word after word k names UTC
// (Lexicon.UTCWords): "06:00 UTC".
func (r *Request) utcAfter(k int) bool {
	return k+1 < len(r.words) && r.lx.utcWords[r.toks[r.words[k+1]].lower] && r.adjacentWords(k, k+1)
}

// leadingZero reports whether a number is written as digits that open
// with a zero, three or more: an identifier's "0012345678", no amount.
func leadingZero(text string) bool {
	return len(text) >= 3 && text[0] == '0' && digits(text)
}

// digitsIn counts the digits of a text of digits and the marks that
// group them ("555-123-4567": 10), or -1 where it holds anything else.
func digitsIn(text string) int {
	n := 0
	for i := range len(text) {
		switch c := text[i]; {
		case isDigitByte(c):
			n++
		case strings.IndexByte(" -.()+", c) < 0:
			return -1
		}
	}
	return n
}

// unitLetters reports whether a number is written with one or two
// letters glued after its digits, as rooms, flats and seats are: "4B",
// "221B", "12AA" (not "4040's").
func unitLetters(t string) bool {
	d := strings.TrimRight(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
	return d != "" && len(t)-len(d) <= 2 && len(t) > len(d) && digits(d)
}

// severalWord reports whether number word c counts two or more ("for
// four", "twelve"): a count as sure as its digits. "One" and "a single"
// are weak ("one of", "a single step"), and so is an ordinal.
func severalWord(c *Candidate) bool {
	n, ok := atoi(string(c.Value.(json.Number)))
	return ok && n >= 2 && !c.ord
}

// hashNumber reports whether number c is written after a number sign, "#"
// standing alone before it ("#214", "(#19)"; not "F#3" or "offsite#42"):
// a number that names one thing of several.
func (r *Request) hashNumber(c *Candidate) bool {
	return digits(c.Text) && r.signAlone(c.Start, '#')
}
