package ground

import (
	"slices"
	"strings"
)

// maxAddressParts bounds the parts an address takes after its street:
// a town, a region, a postcode.
const maxAddressParts = 3

// maxStreetWords bounds the words of a street's name, its kind included:
// "Martin Luther King Jr Boulevard".
const maxStreetWords = 6

// addresses reads street addresses: a house number right before a name
// that ends with a street's kind (Lexicon.StreetWords: "123 Main Street",
// "221B Baker Street", "10 Downing St"), and the parts that follow it
// after commas, each a name, a code or a postcode ("221B Baker Street,
// London", "123 Main Street, Cityville, 90210"). A part is taken only
// where what follows it closes it: another part, the sentence's end, or
// a connector ("London by Friday"; not "Street, John will", where John
// begins a clause).
//
// The house number and the street's name are the address's, no values of
// their own: "123 Main Street" holds no count 123. A town after the
// street stays a name too, for an input that takes the town alone. A list
// the parts made ("Baker Street, London") is the address's.
func (r *Request) addresses() {
	var found []Candidate
	var streets []int // the last word of each found address's street
	// the longest name, code and number from each word: looked up, not
	// searched for, so that a request of many numbers costs its length;
	// made for the first address, as most requests have none
	var made spansByFirst
	spans := func() spansByFirst {
		if made == nil {
			made = spansByFirst{}
			for i := range r.cands {
				if c := &r.cands[i]; c.Kind == Name || c.Kind == Code || c.Kind == Number {
					made.add(c)
				}
			}
		}
		return made
	}
	for i := range r.cands {
		n := &r.cands[i]
		if n.Kind != Number || !houseNumber(n.Text) {
			continue
		}
		streetFirst, streetEnd := n.last+1, -1
		if !r.streetAhead(n.last) {
			if streetEnd = r.lowerStreet(n); streetEnd < 0 {
				continue
			}
		} else if street := r.streetName(spans(), n.last+1); street == nil {
			continue
		} else {
			streetEnd = street.last
		}
		at := spans()
		if !r.lx.streetWords[r.toks[r.words[streetEnd]].lower] {
			// "88 Elm St Apt 2": the street's kind, then its unit's
			// (Lexicon.AddressUnits) and number
			k := streetEnd - 2
			if k <= streetFirst || !r.lx.streetWords[r.toks[r.words[k]].lower] || !r.lx.addressUnit[r.toks[r.words[k+1]].lower] || !houseNumber(r.toks[r.words[streetEnd]].text) {
				continue
			}
		}
		last, unclosed := r.addressParts(at, streetEnd)
		first := n.first
		if u := first - 2; u >= 0 && r.lx.addressUnit[r.toks[r.words[u]].lower] && r.adjacentWords(u, u+1) && r.afterComma(first) &&
			strings.ContainsAny(r.toks[r.words[u+1]].text[:1], "0123456789") {
			first = u // "Flat 2, 14 Queen Street"
		}
		start, end := r.toks[r.words[first]].start, r.toks[r.words[last]].end
		text := r.text[start:end]
		found = append(found, Candidate{Kind: Address, Text: text, Value: text, Start: start, End: end, first: first, last: last, unclosed: unclosed})
		streets = append(streets, streetEnd)
	}
	found, streets = r.streetFirstAddresses(found, streets, spans)
	found, streets = r.unitFirstAddresses(found, streets, spans)
	if len(found) == 0 {
		return
	}
	cover := make([]int, len(r.words)) // by word: 1 + the index of the address holding it, or 0
	for i, a := range found {
		for k := a.first; k <= a.last; k++ {
			cover[k] = i + 1
		}
	}
	r.cands = slices.DeleteFunc(r.cands, func(c Candidate) bool {
		switch c.Kind {
		case List:
			return slices.ContainsFunc(cover[c.first:c.last+1], func(i int) bool { return i > 0 })
		case Number, Name, Code:
			i := cover[c.first] - 1
			return i >= 0 && c.last <= streets[i] // the house number, the street's name and its tails
		}
		return false
	})
	r.cands = append(r.cands, found...)
}

// minUnitFirstParts is how many parts an address that opens with its unit
// takes at least: a building and a town.
const minUnitFirstParts = 2

// unitFirstAddresses adds to found the addresses that open with a unit
// and its number (Lexicon.AddressUnits), then parts after commas, two or
// more, with no street of a known kind: "Flat 302, Sai Residency,
// Kondapur, Hyderabad", as much of South Asia writes a building, a
// locality and a town. It returns found and streets, each address's last
// word of its unit and number.
func (r *Request) unitFirstAddresses(found []Candidate, streets []int, spans func() spansByFirst) ([]Candidate, []int) {
	var covered []bool // the words of the addresses found, made at the first unit: most requests have none
	for k := 0; k+2 < len(r.words); k++ {
		if !r.lx.addressUnit[r.toks[r.words[k]].lower] || !r.adjacentWords(k, k+1) || !houseNumber(r.toks[r.words[k+1]].text) {
			continue
		}
		if covered == nil {
			covered = make([]bool, len(r.words))
			for _, a := range found {
				for j := a.first; j <= a.last; j++ {
					covered[j] = true
				}
			}
		}
		if covered[k] || covered[k+1] {
			continue // "Flat 2, 14 Queen Street": read with its street
		}
		last, parts := k+1, 0
		for range maxAddressParts {
			end, ok, _ := r.addressPart(spans(), last, false)
			if !ok {
				break
			}
			last, parts = end, parts+1
		}
		if parts < minUnitFirstParts {
			continue
		}
		start, end := r.toks[r.words[k]].start, r.toks[r.words[last]].end
		found = append(found, Candidate{Kind: Address, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end, first: k, last: last})
		streets = append(streets, k+1)
		k = last
	}
	return found, streets
}

// streetFirstAddresses adds to found the addresses whose street's name
// comes before the house number, as much of the world writes them: a
// name that opens with one of Lexicon.StreetFirstWords or ends with one of
// Lexicon.StreetSuffixes, right before a house number, then the parts
// after it ("Rue de Rivoli 99, 75001 Paris", "Av. Paulista 1000, São
// Paulo", "Hauptstraße 12, 10115 Berlin"). It returns found and streets,
// each address's last word of its street and number.
func (r *Request) streetFirstAddresses(found []Candidate, streets []int, spans func() spansByFirst) ([]Candidate, []int) {
	var at spansByFirst
	var covered []bool // the words of the addresses found, made at the first street's name
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind != Name || c.last+1 >= len(r.words) {
			continue
		}
		first := c.first
		if first > 0 && r.lx.streetFirst[r.toks[r.words[first-1]].lower] && r.marksBetween(r.words[first-1], r.words[first]) == "." {
			first-- // "Av. Paulista"
		}
		lead, tail := r.toks[r.words[first]].lower, r.toks[r.words[c.last]].lower
		if w := r.toks[r.words[c.last]].text; c.last > first && isDigitByte(w[0]) {
			tail = r.toks[r.words[c.last-1]].lower // "Keizersgracht 123" read as one name
		}
		if !r.lx.streetFirst[lead] && !slices.ContainsFunc(r.lx.streetSuffix, func(s string) bool { return strings.HasSuffix(tail, s) }) {
			continue
		}
		if at == nil {
			at = spans()
			covered = make([]bool, len(r.words))
			for _, a := range found {
				for k := a.first; k <= a.last; k++ {
					covered[k] = true
				}
			}
		}
		num := c.last + 1 // the house number: after the name, or its last word ("Calle Mayor 5")
		if w := r.toks[r.words[c.last]].text; c.last > first && houseNumber(w) && isDigitByte(w[0]) {
			num = c.last
		}
		n := at.longest(num, Number)
		if n == nil || !houseNumber(n.Text) || !r.adjacentWords(num-1, num) || covered[num] {
			continue
		}
		last, unclosed := r.addressParts(at, n.last)
		start, end := r.toks[r.words[first]].start, r.toks[r.words[last]].end
		found = append(found, Candidate{Kind: Address, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end, first: first, last: last, unclosed: unclosed})
		streets = append(streets, n.last)
		for k := first; k <= last; k++ {
			covered[k] = true
		}
	}
	return found, streets
}

// addressParts returns the last word of the parts an address takes after
// word k, its street's last (up to maxAddressParts: a town, a region, a
// postcode), or k when none follows.
func (r *Request) addressParts(at spansByFirst, k int) (last int, unclosed bool) {
	for i := range maxAddressParts {
		end, ok, open := r.addressPart(at, k, i == 0)
		if !ok {
			return k, open
		}
		k = end
	}
	return k, false
}

// addressPart reads the part of an address after word k: a comma, then a
// name, a code or a postcode, and optionally a postcode or code after it
// ("IL 62704"). It returns the part's last word, and false where no part
// follows or what follows the part does not close it (unclosed: the
// address may end before the part or go on through it). Right after the
// street (first), a code is a part only as a postcode: a town comes
// before a state's code, and a code of letters and digits there is a
// value of its own ("5 Birch Lane, P3, send Medic 9": a priority).
func (r *Request) addressPart(at spansByFirst, k int, first bool) (end int, ok, unclosed bool) {
	a := k + 1
	if a >= len(r.words) || !r.afterComma(a) {
		return 0, false, false
	}
	end = -1
	if c := at.longest(a, Name); c != nil {
		end = c.last
	} else if c := at.longest(a, Code); r.postcode(a) || c != nil && (!first || c.postcode) {
		end = a
	}
	if end < 0 {
		return 0, false, false
	}
	if end+1 < len(r.words) && r.adjacentWords(end, end+1) && (r.postcode(end+1) || at.longest(end+1, Code) != nil) {
		end++ // "IL 62704"
	} else if r.postcode(end) && end+1 < len(r.words) && r.adjacentWords(end, end+1) {
		if c := at.longest(end+1, Name); c != nil {
			end = c.last // "75001 Paris": the postcode before the town
		}
	}
	if r.lx.addressUnit[r.toks[r.words[a]].lower] && end == a+1 && strings.ContainsAny(r.toks[r.words[end]].text[:1], "0123456789") {
		return end, true, false // "88 Pine Ave, Apt 4 please": a flat or a suite closes the address itself
	}
	if end == a && regionCode(r.toks[r.words[a]].text) {
		return end, true, false // "48 Juniper Court, Boise, ID needs an appraisal": a state's code closes the address
	}
	// what follows closes the part: a comma, a colon, a semicolon or an
	// opening parenthesis ("9 Mill Lane, Hebden Bridge: hip-to-gable ...",
	// "6 Moor View, Rothbury (single storey)"), a verb whose
	// subject, a person's name or a thing placed there, opens the sentence
	// (Lexicon.SubjectVerbs: "Mrs Ashworth at 5 Kiln Lane, Burslem has
	// curved stairs"; but "Meet
	// at 10 Main Street, John will be there" has John for its subject), the sentence's end, a
	// connector, "and" opening a clause, a participle that opens a phrase of its own ("Mountain
	// View weighing 5.2 kg", "the tank at 2 Mill Row, Ashby emptied on ..."); or the part ends with a postcode, which ends
	// an address ("Portland, OR 97201 instead")
	if end+1 < len(r.words) && !r.postcode(end) {
		next := r.toks[r.words[end+1]]
		m := r.marksBetween(r.words[end], r.words[end+1])
		if next.sentence == r.toks[r.words[end]].sentence && !r.afterComma(end+1) && m != ":" && m != ";" && !strings.HasPrefix(m, "(") && !r.lx.connectors[next.lower] && !participle(next) && !(!next.cap && pastParticiple(next.lower)) && !r.andClause(end+1) && !(r.lx.subjectVerbs[next.lower] && !next.cap && r.subjectOpens(at, k)) {
			return 0, false, true
		}
	}
	return end, true, false
}

// regionCode reports whether w is a state's or a province's code: two
// or three capital letters ("ID", "OR", "NSW").
func regionCode(w string) bool {
	return capitals(w, 2, 3)
}

// andClause reports whether word k is "and" that opens a clause: the word
// after it is lowercase or "I" ("Hyderabad and I will pay cash"; not
// "Springfield and Shelbyville", which goes on a list of names).
func (r *Request) andClause(k int) bool {
	if k+1 >= len(r.words) || r.toks[r.words[k]].lower != "and" {
		return false
	}
	next := r.toks[r.words[k+1]]
	return !next.cap || next.text == "I"
}

// streetName returns the name of a street that begins at word k: the
// longest name there, or one after capitals that begin it ("45 MG Road",
// "12 JFK Blvd"), whose name the capitals, read as a code, do not begin.
func (r *Request) streetName(at spansByFirst, k int) *Candidate {
	if street := at.longest(k, Name); street != nil {
		return street
	}
	if t := r.toks[r.words[k]]; k+1 < len(r.words) && len(t.text) >= 2 && len(t.text) <= 4 && acronym(t.text) && r.adjacentWords(k, k+1) {
		if street := at.longest(k+1, Name); street != nil && r.lx.streetWords[r.toks[r.words[street.last]].lower] {
			return street
		}
	}
	return nil
}

// streetAhead reports whether capitalized words follow word k, side by
// side, up to a street word: "123 Main Street", "350 5th Avenue", not
// "2020 Toyota Camry".
func (r *Request) streetAhead(k int) bool {
	for j := k + 1; j < len(r.words) && j <= k+maxStreetWords && r.adjacentWords(j-1, j) && (r.toks[r.words[j]].cap || j == k+1 && r.numberedStreet(j)); j++ {
		if r.lx.streetWords[r.toks[r.words[j]].lower] {
			return true
		}
	}
	return false
}

// lowerStreet returns the last word of a street written in lowercase
// after house number n, or -1: one to maxStreetWords words of letters, no
// stop word, the last a street's kind (Lexicon.StreetWords) that ends the
// clause, after a locative ("locked out at 500 harbor blvd, can someone
// come"; not "2 express lane passes", nor "buy 2 one way tickets").
func (r *Request) lowerStreet(n *Candidate) int {
	if n.first == 0 || !r.lx.locatives[r.toks[r.words[n.first-1]].lower] && !r.lx.directionCues[r.toks[r.words[n.first-1]].lower] {
		return -1
	}
	for j := n.last + 1; j < len(r.words) && j <= n.last+maxStreetWords && r.adjacentWords(j-1, j); j++ {
		t := r.toks[r.words[j]]
		if t.cap || !lowerWord(t.text) || r.lx.stop[t.lower] || r.lx.numbers[t.lower] > 0 {
			return -1
		}
		if r.lx.streetWords[t.lower] && j > n.last+1 {
			if j+1 < len(r.words) && r.adjacentWords(j, j+1) && !r.lx.stop[r.toks[r.words[j+1]].lower] {
				return -1 // the street's kind goes on: "lane passes"
			}
			return j
		}
	}
	return -1
}

// afterComma reports whether word k follows the word before it across a
// comma and nothing else, or an abbreviation's period and a comma ("10
// Downing St., London").
func (r *Request) afterComma(k int) bool {
	if k == 0 {
		return false
	}
	m := r.marksBetween(r.words[k-1], r.words[k])
	return m == "," || m == ".,"
}

// postcode reports whether word k is a postcode's digits: four to six.
func (r *Request) postcode(k int) bool {
	w := r.toks[r.words[k]].text
	return len(w) >= 4 && len(w) <= 6 && digits(w)
}

// spansByFirst holds the longest candidate of each kind that starts at a
// word.
type spansByFirst map[[2]int]*Candidate

func (m spansByFirst) add(c *Candidate) {
	key := [2]int{c.first, int(c.Kind)}
	if old := m[key]; old == nil || c.last > old.last {
		m[key] = c
	}
}

// longest returns the longest candidate of a kind that starts at word k,
// or nil.
func (m spansByFirst) longest(k int, kind Kind) *Candidate { return m[[2]int{k, int(kind)}] }

// houseNumber reports whether a number is written as a house's: digits,
// with at most one letter after them (221B).
func houseNumber(w string) bool {
	if n := len(w); n > 1 && isLetterByte(w[n-1]) {
		w = w[:n-1]
	}
	return len(w) <= 6 && digits(w)
}

// participle reports whether a word is a lowercase present participle,
// which opens a phrase of its own after a name: "weighing", "arriving".
func participle(t token) bool {
	return !t.cap && len(t.lower) > 5 && strings.HasSuffix(t.lower, "ing")
}

// pastParticiple reports whether a word reads as a past participle, an
// adjective that labels no value after it: "rated", "signed", "locked"
// (not "speed", "bed").
func pastParticiple(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed")
}

// postcodeWords reads a postal code written as two words a space apart whose
// shape is one of Lexicon.PostcodeShapes ("SW1A 1AA", "K1A 0B1"), or a
// vehicle's registration whose shape is one of Lexicon.PlateShapes
// ("LR19 XKD").
func (r *Request) postcodeWords(k int) (Candidate, bool) {
	if k+1 >= len(r.words) || len(r.lx.postcodes) == 0 && len(r.lx.plates) == 0 {
		return Candidate{}, false
	}
	a, b := r.toks[r.words[k]], r.toks[r.words[k+1]]
	if b.start != a.end+1 || r.text[a.end] != ' ' || b.end-a.start > 9 {
		return Candidate{}, false
	}
	text := r.text[a.start:b.end]
	for _, p := range r.lx.postcodes {
		if shaped(text, p) {
			return Candidate{Kind: Code, Text: text, Value: text, Start: a.start, End: b.end, first: k, last: k + 1, postcode: true}, true
		}
	}
	for _, p := range r.lx.plates {
		if shaped(text, p) {
			return Candidate{Kind: Code, Text: text, Value: text, Start: a.start, End: b.end, first: k, last: k + 1, plate: true}, true
		}
	}
	return Candidate{}, false
}

// shaped reports whether text has the shape p: a capital letter for each
// A, a digit for each 9, and p's other bytes as they are.
func shaped(text, p string) bool {
	if len(text) != len(p) {
		return false
	}
	for i := range len(p) {
		switch c := text[i]; p[i] {
		case 'A':
			if !isUpperByte(c) {
				return false
			}
		case '9':
			if !isDigitByte(c) {
				return false
			}
		default:
			if c != p[i] {
				return false
			}
		}
	}
	return true
}

// streetAndTown reports whether list c is an address written with no
// house number, for s, an input that takes an address: two names joined
// by a comma, the first a street's (its last word one of
// Lexicon.StreetWords), the second one word ("Fore Street, Polperro"), as
// addresses reads "4 Church Lane, Mevagissey". Two words after the comma
// may be a person's ("Harlow Court, Ingrid Solberg"): no town.
func (r *Request) streetAndTown(s *slot, c *Candidate) bool {
	if !hasKind(s.prefer, Address) || c.of != Name || len(c.Items) != 2 || c.Text != c.Items[0]+", "+c.Items[1] || strings.Contains(c.Items[1], " ") {
		return false
	}
	street := c.Items[0][strings.LastIndexByte(c.Items[0], ' ')+1:]
	return strings.Contains(c.Items[0], " ") && r.lx.streetWords[strings.ToLower(street)]
}

// subjectOpens reports whether a person's name opens the sentence of word
// k and ends before it, or a thing a determiner and a lowercase word or
// two name, placed "at" the address: the subject of a verb after an
// address there ("The chimney at 9 Grange Road, Ampthill needs ...").
// (at holds the names read so far: addresses are read as the request's
// candidates are.)
func (r *Request) subjectOpens(at spansByFirst, k int) bool {
	f := r.firstWordOf(k)
	if r.lx.determiner[r.toks[r.words[f]].lower] {
		for j := f + 1; j <= f+3 && j < k; j++ {
			t := r.toks[r.words[j]]
			if t.lower == "at" && j > f+1 {
				return true
			}
			if t.cap || !allLetters(t.text) || !r.adjacentWords(j-1, j) {
				break
			}
		}
	}
	c := at.longest(f, Name)
	if c == nil && f+2 < k && r.personTitle(f) && r.toks[r.words[f+1]].lower == "and" && r.personTitle(f+2) {
		c = at.longest(f+2, Name) // "Mr and Mrs Kapoor at 18 Birch Road, Leek would like ...": a couple, by their titles
	}
	return c != nil && c.last < k && (r.personTitle(c.first) || r.personShaped(c)) // (not personal: its households are read once, from every candidate)
}
