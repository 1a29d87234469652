package ground

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// isPronounI reports whether a lowercase word is the pronoun I, alone or
// contracted (I'd, I'm, I’ll), which is capitalized and no name.
func isPronounI(w string) bool {
	return w == "i" || strings.HasPrefix(w, "i'") || strings.HasPrefix(w, "i’")
}

// timeWordInName reports whether a time is a word of letters the request
// capitalizes inside its sentence beside another capitalized word: a
// name's word ("The Midnight Owls", "Noon Street Cafe"), no time.
func (r *Request) timeWordInName(c *Candidate) bool {
	if c.Kind != Time || c.first != c.last {
		return false
	}
	t := r.toks[r.words[c.first]]
	if !t.cap || t.initial || strings.IndexFunc(t.text, func(x rune) bool { return !unicode.IsLetter(x) }) >= 0 {
		return false
	}
	capAt := func(k int) bool {
		return k >= 0 && k < len(r.words) && r.adjacentWords(min(k, c.first), max(k, c.first)) && r.toks[r.words[k]].cap
	}
	return capAt(c.first-1) || capAt(c.first+1)
}

// names reads proper names: runs of capitalized words (with codes and
// numbers after a capitalized word, and name connectors inside), stopped
// by marks and sentence ends. A run's first word, when it starts the
// sentence or a line and is a common word ("Kindly approve ..."), is no
// part of it.
func (r *Request) names() {
	// the words of dates and times, read before: no name runs into them
	// ("doctor Lindqvist 2025-05-06 16:15" is Lindqvist)
	// and the words a number reads as its unit ("45 degrees C", "34.05
	// S"), no name either
	var timed, unit []bool
	for i := range r.cands {
		if c := &r.cands[i]; c.Kind == Date || c.Kind == Time || c.Kind == DateTime {
			if r.timeWordInName(c) {
				continue // "The Midnight Owls": a band, no time
			}
			if timed == nil {
				timed = make([]bool, len(r.words))
			}
			for k := c.first; k <= c.last && k < len(timed); k++ {
				timed[k] = true
			}
		} else if c.Kind == Number && max(c.through, c.last) > c.first {
			// (and the words inside a number of several: the "E" of
			// "139°41'30\"E")
			if unit == nil {
				unit = make([]bool, len(r.words))
			}
			for k := c.first + 1; k <= max(c.through, c.last) && k < len(unit); k++ {
				unit[k] = true
			}
		}
	}
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
	var drop []uint8 // by word: the candidates to drop there once the names are read (dropNumber, dropCode)
	for k := 0; k < len(r.words); {
		t := r.toks[r.words[k]]
		street := r.numberedStreet(k)
		if !t.cap && !street || t.label || (t.initial || t.opening) && r.opens(t.lower) && !r.ordinalOpensName(k) || r.calendarWord(t.lower) && !r.titleGoesOn(k) || isPronounI(t.lower) || r.weekdayBeforeValue(k) {
			k++
			continue
		}
		if k > 0 && (r.unitAt(k) || unit != nil && unit[k]) {
			k++
			continue
		}
		if street {
			// "near 5th Avenue": the street's name, no number of its own
			drop = dropAt(drop, len(r.words), k, dropNumber)
		}
		if r.labelAt(k) {
			k++ // "SKU P-10442", "ID 12345": the identifier's label, no name
			continue
		}
		if r.lowerCompound(t.text) {
			k++ // "Edwardian-style", "Paris-based": a qualifier, no name
			continue
		}
		if pluralAcronym(t.text) {
			k++ // "order the IGUs", "two PDFs": things of a kind, no name
			continue
		}
		if last, ok := r.episodeAt(k); ok {
			k = last + 1 // "S04E03": an episode's code, no name (episodes)
			continue
		}
		if r.lx.kinship[t.lower] && k+2 < len(r.words) && r.toks[r.words[k+1]].cap && r.toks[r.words[k+2]].cap &&
			adjacent(r, r.words[k], r.words[k+1]) && adjacent(r, r.words[k+1], r.words[k+2]) {
			k++ // "Aunt Rosa Delgado": a full name after a kinship word (Lexicon.KinshipWords), which is none of it
			continue
		}
		if r.titleAt(k+1) && !r.lx.titles[t.lower] && adjacent(r, r.words[k], r.words[k+1]) && !(k > 0 && houseNumber(r.toks[r.words[k-1]].text) && r.lx.streetWords[r.toks[r.words[k+1]].lower]) {
			k++ // "See Dr. Okafor": a name begins with its title (not "88 Elm St Apt 2": a street's kind)
			continue
		}
		if t.initial && !t.uncased && !inside[t.lower] && (!r.nameGoesOn(k) && !r.demonymAlone(k) && !r.routeStart(k) && r.lx.countries.code(t.lower) == "" || r.codeAlone(k+1) || r.articleAt(k+1)) && !r.possessiveName(t) && !r.namedSubject(k) {
			// "Scrutinize the margin", 'Say "Hi"': a sentence's first word,
			// capitalized for that alone; and before a code alone it is the
			// verb or the kind of what the code identifies ("Reimburse
			// E-7002 $86.40", "Flight UA123 is late"), no name the code ends;
			// before a determiner that opens a name, the verb ("Hold The
			// Overstory", "Play A Tribe Called Quest"); a demonym that
			// stands alone is one wherever it stands ("Italian for 'thank
			// you'", not "Greek yogurt with honey"); a country the
			// lexicon codes is one wherever it stands ("Germany work visa
			// from India")
			k++
			continue
		}
		last, owned, counting, owner := k, -1, -1, -1
		verbed := false // the name without its first word, a verb, was read too
		for j := k + 1; j < len(r.words); j++ {
			u := r.toks[r.words[j]]
			if prev := r.toks[r.words[j-1]].text; possessiveWord(prev) && (!u.cap || r.lx.determiner[u.lower] || isCode(u.text) && strings.ContainsAny(u.text, "0123456789") || len(u.text) >= 2 && acronym(u.text) || r.lowerCompound(u.text)) {
				// "Kendrick Lamar's 3 most popular songs": the possessive
				// ends the name, before a code too ("Initech's Q4
				// revenue"), a determiner that opens a title ("Holst's The
				// Planets"), an acronym ("Marisol's EP") and a compound
				// that ends in lowercase ("Hiro Tanabe's Meiji-era
				// chest"); before a number it may be a brand's own
				// ("Levi's 501 jacket"), a rival
				if adjacent(r, r.words[j-1], r.words[j]) && strings.ContainsAny(u.text[:1], "0123456789") && !r.measuredAt(j) {
					owned = j
				}
				break
			}
			if _, ok := r.episodeAt(j); ok {
				break // "Succession S04E03": no name runs into an episode's code
			}
			if !adjacent(r, r.words[j-1], r.words[j]) && !r.abbreviated(r.words[j-1], r.words[j]) && !r.ampersand(r.words[j-1], r.words[j]) && !r.pluralPossessive(j) && !(!t.initial && j-1 > k && r.numberSign(r.words[j-1], r.words[j])) || u.sentence != t.sentence ||
				timed != nil && timed[j] || r.weekdayBeforeValue(j) || r.currencyBefore(j) {
				break // (nor into a weekday before a date, a time or a number: "Denver Thu 3/6/25", "Nopa Friday 7pm", "Corner Books Mon-Fri 9-5"; nor into an amount's currency)
			}
			switch {
			case (u.cap || elided(u.text)) && !(r.lx.months[u.lower] > 0 && len(u.lower) >= 3 && j+1 < len(r.words) && isYear(r.toks[r.words[j+1]].text)) && !isPronounI(u.lower):
				if prev := r.toks[r.words[j-1]]; owner < 0 && j-1 > k && possessiveWord(prev.text) && !r.lx.possessiveTitles[strings.TrimSuffix(t.lower, ".")] {
					owner = j - 1 // "Hugo Almeida's Hasselblad 500C/M": the owner's name, a rival of the whole
				}
				last = j
				continue
			case (strings.ContainsAny(u.text[:1], "0123456789") && !isYear(u.text) && !r.measuredAt(j) && !(last > k && strings.Contains(u.text, ",") && digits(strings.ReplaceAll(u.text, ",", "")) && thousands(u.text)) || isCode(u.text) && !(r.shouting && r.shoutedWord(u))) && !r.bareNumberAfter(j) && !isFraction(u.text) &&
				!(isDigitByte(u.text[0]) && r.lx.currencies.isCode(r.toks[r.words[j-1]].text)):
				if counting < 0 && digits(u.text) && r.countedAfter(j) {
					counting = last // "Give Jamie 5 stars": the name without the count is a rival
				}
				last = j // Campaign 1, Studio A, Boeing 747 (not "Acme 9.800 EUR" nor "CHF 1'250.50": amounts; not "Nopa 4 2": two numbers; not "Biscuit 1/2 cup": a fraction; not "Grace Achieng 4,500": thousands after a full name, though "Rs 50,000" is read whole)
				continue
			case r.lx.nameConn[u.lower] && j+1 < len(r.words) && r.toks[r.words[j+1]].cap && adjacent(r, r.words[j], r.words[j+1]):
				continue
			case r.lx.nameConn[u.lower] && u.lower != "of" && j+2 < len(r.words) && r.lx.nameConn[r.toks[r.words[j+1]].lower] && r.toks[r.words[j+2]].cap &&
				adjacent(r, r.words[j], r.words[j+1]) && adjacent(r, r.words[j+1], r.words[j+2]):
				j++ // "Ana de la Cruz", "Ludwig van der Rohe": two particles
				continue
			case r.lx.nameConn[u.lower] && j+2 < len(r.words) && r.toks[r.words[j+1]].lower == "the" && r.toks[r.words[j+2]].cap &&
				adjacent(r, r.words[j], r.words[j+1]) && adjacent(r, r.words[j+1], r.words[j+2]):
				j++ // "The Name of the Wind", "Bank of the West": a title's "of the"
				continue
			}
			break
		}
		for last+1 < len(r.words) && r.companySuffix(last+1) && !r.stateCode(last+1) && strings.TrimPrefix(r.marksBetween(r.words[last], r.words[last+1]), ".") == "," &&
			r.toks[r.words[last+1]].cap && r.sameLine(r.words[last], r.words[last+1]) {
			last++ // "Acme Robotics, Inc.", "Tanaka Trading Co., Ltd."
		}
		end := r.toks[r.words[last]].end
		if end < len(r.text) && r.text[end] == '.' && r.lx.abbrev[r.toks[r.words[last]].lower] {
			end++ // "Apple Inc."
		}
		text := r.text[t.start:end]
		if !r.lx.possessiveTitles[strings.TrimSuffix(t.lower, ".")] && !r.ownerless(last) {
			text = unpossessive(text) // (but "St. Brendan's" is the church's name, and "with Lloyd's." the insurer's)
		}
		// and every tail that starts at a capitalized word after the
		// first: "Tesla Model S" may be a model's "Model S", "SEM
		// Campaign 1" a campaign's whole name; the scorer weighs them
		for j := k + 1; j <= last; j++ {
			if u := r.toks[r.words[j]]; u.cap || j == k+1 {
				// (all but the first word, capitalized or not, is a
				// model's when a brand takes the first: "Ferrari 488 GTB")
				sub := unpossessive(r.text[u.start:r.toks[r.words[last]].end])
				r.cands = append(r.cands, Candidate{Kind: Name, Text: sub, Value: sub, Start: u.start, End: u.start + len(sub), first: j, last: last, tail: true, rest: j == k+1})
			}
		}
		if t.initial && !inside[t.lower] && !r.lx.titles[t.lower] && last >= k+1 && r.toks[r.words[k+1]].cap && (last == k+1 || r.toks[r.words[k+2]].cap || last > k+2 && r.lx.nameConn[r.toks[r.words[k+2]].lower]) && !r.ampersand(r.words[k], r.words[k+1]) && !r.listedSubject(last) && !r.possessedSubject(last) {
			// "Bump Leo Park's salary", "Shoot Maria 20 dollars": a
			// sentence's capitalized first word before a name may be the
			// verb (not a title, "Dr. Lee"); the name without it is a
			// rival, not a tail. Where a verb after the name makes it the
			// subject (Lexicon.SubjectVerbs), the first word is no verb;
			// where a regular past does, it may still label the rest
			// (labelled: "Team Red Herrings escaped")
			u := r.toks[r.words[k+1]]
			sub := unpossessive(r.text[u.start:r.toks[r.words[last]].end])
			r.cands = append(r.cands, Candidate{Kind: Name, Text: sub, Value: sub, Start: u.start, End: u.start + len(sub), first: k + 1, last: last, labelled: r.subjectBefore(last)})
			verbed = true
		}
		if last > k && !street {
			// and the first word, a brand's when a model takes the rest
			r.cands = append(r.cands, Candidate{Kind: Name, Text: t.text, Value: t.text, Start: t.start, End: t.end, first: k, last: k, head: true})
		}
		switch {
		case last == k && isCode(t.text): // a lone code was read already
		case last == k && r.lx.demonyms[t.lower]:
			r.cands = append(r.cands, Candidate{Kind: Demonym, Text: text, Value: text, Start: t.start, End: t.start + len(text), first: k, last: last})
		default:
			r.cands = append(r.cands, Candidate{Kind: Name, Text: text, Value: text, Start: t.start, End: t.start + len(text), first: k, last: last})
		}
		if end := r.sentenceCase(k, last); end > last {
			// 'a meeting called Budget sync on June 3': after a naming
			// verb, a title may go on in lowercase; both spans are
			// candidates, rivals for which one is the value
			e := r.toks[r.words[end]].end
			r.cands = append(r.cands, Candidate{Kind: Name, Text: r.text[t.start:e], Value: r.text[t.start:e], Start: t.start, End: e, first: k, last: end})
		}
		if counting >= 0 && last == counting+1 {
			e := r.toks[r.words[counting]].end
			r.cands = append(r.cands, Candidate{Kind: Name, Text: r.text[t.start:e], Value: r.text[t.start:e], Start: t.start, End: e, first: k, last: counting})
		}
		if owner > 0 {
			e := r.toks[r.words[owner]].end
			o := unpossessive(r.text[t.start:e])
			r.cands = append(r.cands, Candidate{Kind: Name, Text: o, Value: o, Start: t.start, End: t.start + len(o), first: k, last: owner})
			if verbed && owner > k+1 {
				// "Service Hamid Rahimi's Omega Seamaster": the owner
				// without the verb too, as the whole is read
				u := r.toks[r.words[k+1]]
				o := unpossessive(r.text[u.start:e])
				r.cands = append(r.cands, Candidate{Kind: Name, Text: o, Value: o, Start: u.start, End: u.start + len(o), first: k + 1, last: owner})
			}
		}
		if owned > 0 {
			e := r.toks[r.words[owned]].end
			r.cands = append(r.cands, Candidate{Kind: Name, Text: r.text[t.start:e], Value: r.text[t.start:e], Start: t.start, End: e, first: k, last: owned})
		}
		if k >= 2 && !t.initial && digits(r.toks[r.words[k-1]].text) && r.adjacentWords(k-1, k) && r.adjacentWords(k-2, k-1) && r.toks[r.words[k-2]].lower == "the" {
			// "the 7 Harbour route", "the 42 Crosstown": a number between
			// a determiner and a name opens the name; both spans are
			// candidates, rivals
			s := r.toks[r.words[k-1]].start
			r.cands = append(r.cands, Candidate{Kind: Name, Text: r.text[s:end], Value: r.text[s:end], Start: s, End: end, first: k - 1, last: last})
		}
		if j := r.joinedCompany(k, last); j < k {
			// "Kettle and Crumb Bakery LLC": a company's legal name may
			// hold an "and"; both spans are candidates, rivals
			s := r.toks[r.words[j]].start
			r.cands = append(r.cands, Candidate{Kind: Name, Text: r.text[s:end], Value: r.text[s:end], Start: s, End: end, first: j, last: last})
		}
		if last > k && isCode(t.text) && r.toks[r.words[k+1]].cap && !isCode(r.toks[r.words[k+1]].text) && !strings.ContainsAny(t.text, "0123456789") {
			// "ABC Company": the code is the name's first word, not a value
			// of its own (but an identifier with digits stays one: "ship
			// TS-4701 FedEx to ...")
			drop = dropAt(drop, len(r.words), k, dropCode)
		}
		k = last + 1
	}
	if drop != nil {
		// (deleted once, after the names are read: a request of many
		// costs its length, not its names times its candidates)
		r.cands = slices.DeleteFunc(r.cands, func(c Candidate) bool {
			return c.Kind == Number && c.first == c.last && drop[c.first]&dropNumber != 0 || c.Kind == Code && drop[c.first]&dropCode != 0
		})
	}
}

// What names drops of the candidates at a word: a street's number, which
// is the street's name ("near 5th Avenue"), and a code that opens a
// name ("ABC Company").
const (
	dropNumber = 1 << iota
	dropCode
)

// dropAt marks word k of n for names to drop what opens there, making
// the marks on first use.
func dropAt(drop []uint8, n, k int, what uint8) []uint8 {
	if drop == nil {
		drop = make([]uint8, n)
	}
	drop[k] |= what
	return drop
}

// subjectBefore reports whether the word after a name that ends at word
// last is one of Lexicon.SubjectVerbs or a regular past (pastTense): the
// name is the sentence's subject ("Anika Rao wants ...", "Ana Kovač rolled
// her ankle"), its first word no verb.
func (r *Request) subjectBefore(last int) bool {
	if r.listedSubject(last) {
		return true
	}
	if last+1 >= len(r.words) || !r.adjacentWords(last, last+1) {
		return false
	}
	v := r.toks[r.words[last+1]]
	return !v.cap && pastTense(v.lower) || r.adverbedVerb(last+1)
}

// adverbedVerb reports whether word k is one of Lexicon.SubjectAdverbs and
// the word after it a verb in the third person or the past: a subject
// verb, a regular past, or a lowercase word of letters ending in "s" that
// no lexicon list holds ("now belongs", "still limps").
func (r *Request) adverbedVerb(k int) bool {
	if k+1 >= len(r.words) || !r.lx.subjectAdverbs[r.toks[r.words[k]].lower] || !r.adjacentWords(k, k+1) {
		return false
	}
	v := r.toks[r.words[k+1]]
	if v.cap || !allLetters(v.lower) {
		return false
	}
	return r.lx.subjectVerbs[v.lower] || pastTense(v.lower) || len(v.lower) > 3 && strings.HasSuffix(v.lower, "s") && !strings.HasSuffix(v.lower, "ss") && !r.lx.functionWord(v.lower)
}

// maxPossessedWords bounds the words of what a name owns before the verb
// whose subject it is: "Nell Fairhurst's wedding quilt has".
const maxPossessedWords = 3

// possessedSubject reports whether the name that ends at word last is a
// possessive whose thing, a few lowercase words after it, is the subject
// of a verb (Lexicon.SubjectVerbs): "Nell Fairhurst's wedding quilt has a
// torn border" opens with no verb, where "Bump Leo Park's salary" may.
func (r *Request) possessedSubject(last int) bool {
	if !possessiveWord(r.toks[r.words[last]].text) {
		return false
	}
	for j := last + 1; j < len(r.words) && j <= last+maxPossessedWords && r.adjacentWords(j-1, j); j++ {
		if t := r.toks[r.words[j]]; t.cap || !allLetters(t.lower) || r.lx.stop[t.lower] {
			return false
		}
		if r.listedSubject(j) {
			return true
		}
	}
	return false
}

// listedSubject reports whether the word after a name that ends at word
// last is one of Lexicon.SubjectVerbs.
func (r *Request) listedSubject(last int) bool {
	return last+1 < len(r.words) && r.adjacentWords(last, last+1) && r.lx.subjectVerbs[r.toks[r.words[last+1]].lower]
}

// pastTense reports whether a lowercase word is shaped as a regular verb's
// past: five letters or more in -ed ("pledged", "rolled"; not "bed",
// "need", "agreed"). After a name that opens a sentence it says the name
// did something: "Agnieszka Wolski pledged $120".
func pastTense(w string) bool {
	return len(w) >= 5 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed") && allLetters(w)
}

// namedSubject reports whether word k, a sentence's first, is a name of
// one word because a verb a subject does follows it ("Monty threw his off
// hind again", "Lucia got 47"): no copula nor auxiliary ("User is
// asking", "Liam will be out" say nothing of a name), and no word the
// lexicon knows as another (a verb itself, "Got paid"; an imperative, a
// common or stop word).
func (r *Request) namedSubject(k int) bool {
	t := r.toks[r.words[k]]
	if !r.subjectBefore(k) {
		return false
	}
	v := r.toks[r.words[k+1]].lower
	return !r.lx.copula[v] && !r.lx.verbMarkers[v] && v != "has" && v != "had" && !r.lx.subjectVerbs[t.lower] &&
		!r.lx.functionWord(t.lower) && allLetters(t.lower)
}

// functionWord reports whether a lowercase word is one the lexicon reads
// as no name: an imperative, a common or stop word, a determiner.
func (lx *lexicon) functionWord(w string) bool {
	return lx.imperative[w] || lx.common[w] || lx.stop[w] || lx.determiner[w]
}

// demonymAlone reports whether word k is a demonym (Lexicon.Demonyms)
// that qualifies no word after it: a mark or a stop word follows, or
// nothing ("Italian for ...", "Spanish, please"; not "Greek yogurt").
func (r *Request) demonymAlone(k int) bool {
	if !r.lx.demonyms[r.toks[r.words[k]].lower] {
		return false
	}
	return k+1 >= len(r.words) || !r.adjacentWords(k, k+1) || r.lx.stop[r.toks[r.words[k+1]].lower]
}

// calendarWord reports whether a lowercase word names a day of the week
// or a month: alone, a time ("on Monday", "in March"), no proper name.
func (r *Request) calendarWord(lower string) bool {
	return r.lx.weekdays[lower] || r.lx.months[lower] > 0 && len(lower) >= 3
}

// titleGoesOn reports whether a day or month at word k opens a name: a
// capitalized word that is no day, month or year carries it on ("a
// playlist called Sunday Morning", "the March Madness bracket"), where
// "Monday March 3" and "June 2025" stay dates.
func (r *Request) titleGoesOn(k int) bool {
	if !r.nameGoesOn(k) {
		return false
	}
	u := r.toks[r.words[k+1]]
	return !r.calendarWord(u.lower) && !isYear(u.text) && !strings.ContainsAny(u.text[:1], "0123456789")
}

// measuredAt reports whether the number at word k is a quantity: a unit
// the lexicon knows, or a period, stands right after it ("9.800 EUR", "12
// kg", "3 night": no "Paris 3").
func (r *Request) measuredAt(k int) bool {
	if k+1 >= len(r.words) || !adjacent(r, r.words[k], r.words[k+1]) {
		return false
	}
	st := r.toks[r.words[k+1]].stem
	return r.lx.unitClass[st] != "" || r.lx.periodNouns[st]
}

// numberedStreet reports whether word k is an ordinal written in digits
// right before a street's kind: "5th Avenue", "42nd St".
func (r *Request) numberedStreet(k int) bool {
	if !ordinalDigits(r.toks[r.words[k]].lower) || k+1 >= len(r.words) {
		return false
	}
	next := r.toks[r.words[k+1]]
	return next.cap && adjacent(r, r.words[k], r.words[k+1]) && r.lx.streetWords[next.lower]
}

// opens reports whether a sentence's first word, lowercased, opens it
// without naming a thing: a common word, a contraction of one ("What's",
// "Let's") or an imperative ("Email John Smith").
func (r *Request) opens(lower string) bool {
	base := unpossessive(lower)
	return r.lx.common[base] || r.lx.imperative[base]
}

// articleAt reports whether word k is a capitalized determiner (Lexicon.
// Determiners) right after the word before it: "The" of "Hold The
// Overstory", "My" of "Play My Chemical Romance".
func (r *Request) articleAt(k int) bool {
	if k >= len(r.words) || k == 0 {
		return false
	}
	t := r.toks[r.words[k]]
	return t.cap && r.lx.determiner[t.lower] && adjacent(r, r.words[k-1], r.words[k])
}

// ownerless reports whether word last is a possessive that owns no word:
// a mark or the sentence's end follows it ("insure it with Lloyd's.",
// "shop at Trader Joe's, then ..."), so the possessive is the name's, a
// shop's or a firm's.
func (r *Request) ownerless(last int) bool {
	t := r.toks[r.words[last]]
	if !possessiveWord(t.text) {
		return false
	}
	if last+1 >= len(r.words) {
		return true
	}
	u := r.toks[r.words[last+1]]
	m := r.marksBetween(r.words[last], r.words[last+1])
	return u.sentence != t.sentence || m != "" && strings.IndexByte(",;:.!?)", m[0]) >= 0
}

// ordinalOpensName reports whether word k, an ordinal, opens the name of
// capitalized words right after it: "First Methodist Chancel Choir",
// "Second Street Bakery" (but "First, Harbor Yoga", "First book it").
func (r *Request) ordinalOpensName(k int) bool {
	if _, ok := r.lx.ordinals[r.toks[r.words[k]].lower]; !ok || k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	u := r.toks[r.words[k+1]]
	return u.cap && !r.lx.stop[u.lower] && !r.lx.common[u.lower] && !r.lx.determiner[u.lower] && !isCode(u.text)
}

// joinedCompany returns the first word of the capitalized run before
// "and" that a name from k to last, ending with a company's suffix
// (Lexicon.CompanySuffixes), may go on from: "Kettle" of "Kettle and
// Crumb Bakery LLC". It returns k when there is none.
func (r *Request) joinedCompany(k, last int) int {
	if k < 2 || last == k || !r.companySuffix(last) || r.toks[r.words[k-1]].lower != "and" ||
		!adjacent(r, r.words[k-1], r.words[k]) || !adjacent(r, r.words[k-2], r.words[k-1]) || !r.toks[r.words[k-2]].cap {
		return k
	}
	j := k - 2
	for j > 0 && r.toks[r.words[j-1]].cap && adjacent(r, r.words[j-1], r.words[j]) && !r.toks[r.words[j]].initial {
		j--
	}
	if t := r.toks[r.words[j]]; t.initial && r.opens(t.lower) {
		j++ // "Register Kettle and ...": the sentence's verb is no part of it
	}
	if j >= k-1 {
		return k
	}
	return j
}

// companySuffix reports whether word k ends a company's legal name
// (Lexicon.CompanySuffixes): Inc., LLC, GmbH.
func (r *Request) companySuffix(k int) bool {
	return r.lx.companySuffix[strings.TrimSuffix(r.toks[r.words[k]].lower, ".")]
}

// labelAt reports whether word k is an identifier's label (Lexicon.IDWords)
// right before a code or a number that no capitalized word carries on:
// "SKU P-10442", "ID 12345"; not 'the ID "ABC123"'.
func (r *Request) labelAt(k int) bool {
	if !r.lx.idWords[r.toks[r.words[k]].lower] || k+1 >= len(r.words) || !adjacent(r, r.words[k], r.words[k+1]) {
		return false
	}
	return r.codeAlone(k+1) || digits(r.toks[r.words[k+1]].text) && !r.nameGoesOn(k+1)
}

// codeAlone reports whether word k is a code that no capitalized word
// carries on as a name: "E-7002 $86.40", not "S21 Ultra".
func (r *Request) codeAlone(k int) bool {
	return k < len(r.words) && isCode(r.toks[r.words[k]].text) && !r.nameGoesOn(k)
}

// nameGoesOn reports whether word k+1 can carry on a name at word k: it
// is capitalized and stands right after it, or after an abbreviation's
// period ("Dr. Jane") or an ampersand ("Kessler & Sons"), not past a
// quotation mark; or a family name's particles stand between them ("Jan
// van der Berg", "Pieter de Vries").
func (r *Request) nameGoesOn(k int) bool {
	if k+1 >= len(r.words) {
		return false
	}
	if !r.toks[r.words[k+1]].cap {
		return r.particlesAfter(k) > 0
	}
	return adjacent(r, r.words[k], r.words[k+1]) || r.abbreviated(r.words[k], r.words[k+1]) || r.ampersand(r.words[k], r.words[k+1])
}

// particlesAfter returns how many of a family name's particles (one or
// two of Lexicon.NameConnectors, neither "of" nor "&") stand right after
// word k, before a capitalized word right after them: 2 in "Jan van der
// Berg", 1 in "Pieter de Vries", 0 in "Bank of America" or "Paris is".
func (r *Request) particlesAfter(k int) int {
	for n := 1; n <= 2 && k+n+1 < len(r.words); n++ {
		u := r.toks[r.words[k+n]]
		if u.cap || !r.lx.nameConn[u.lower] || u.lower == "of" || u.lower == "&" || !adjacent(r, r.words[k+n-1], r.words[k+n]) {
			return 0
		}
		if next := r.toks[r.words[k+n+1]]; next.cap && nameWord(next.text) && adjacent(r, r.words[k+n], r.words[k+n+1]) {
			return n
		}
	}
	return 0
}

// currencyBefore reports whether word k is a currency's code before an
// amount, which no name runs into: "MS-2212 USD 184,000".
func (r *Request) currencyBefore(k int) bool {
	t := r.toks[r.words[k]]
	return k+1 < len(r.words) && r.lx.currencies.isCode(t.text) && isNumberish(r.toks[r.words[k+1]].text) && r.adjacentWords(k, k+1) || r.currencyPrefix(r.text, t.start, t.end)
}

// currencyPrefix reports whether the word s[i:j] is a currency sign's
// prefix of capitals, written onto the sign and the sign onto a digit
// ("NZ$1,240", "US$300", "A$50", "HK$120"): a part of the amount, no
// name's word.
func (r *Request) currencyPrefix(s string, i, j int) bool {
	if j-i > 3 || j >= len(s) {
		return false
	}
	for k := i; k < j; k++ {
		if s[k] < 'A' || s[k] > 'Z' {
			return false
		}
	}
	p, n := utf8.DecodeRuneInString(s[j:])
	return r.isCurrency(string(p)) && j+n < len(s) && isDigitByte(s[j+n])
}

// sentenceCase returns the last word of a title in sentence case whose
// capitalized words run from k to last, right after a naming verb: the
// lowercase content words that follow them, up to a stop word, a
// connector or a mark ("called Printer jam on floor 3" is "Printer jam"
// at most), or a year right after them ("called Tax 2025"). It returns
// last when no such word follows.
func (r *Request) sentenceCase(k, last int) int {
	if k == 0 || !r.lx.namingVerbs[r.toks[r.words[k-1]].lower] {
		return last
	}
	end := last
	for j := last + 1; j < len(r.words) && j <= last+3; j++ {
		u := r.toks[r.words[j]]
		if j == last+1 && isYear(u.text) && adjacent(r, r.words[last], r.words[j]) {
			return j // "a folder called Tax 2025": a year ends the title (a name runs on through other numbers)
		}
		if u.cap || !adjacent(r, r.words[j-1], r.words[j]) || r.lx.stop[u.lower] || r.lx.connectors[u.lower] || r.lx.common[u.lower] ||
			r.lx.clause[u.lower] || strings.ContainsAny(u.text[:1], "0123456789") {
			break
		}
		end = j
	}
	return end
}

// verbAt reports whether word k follows a word that only a verb follows:
// "please induce", "to adding", "we need".
func (r *Request) verbAt(k int) bool {
	return k > 0 && r.lx.verbMarkers[r.toks[r.words[k-1]].lower]
}

// unitAt reports whether capitalized word k is a unit or a time's mark,
// no name: after a number ("500 Newtons", "3 AM"), after a degree sign
// ("20 °C"), or after a unit of its class ("20 degrees Celsius").
func (r *Request) unitAt(k int) bool {
	t, prev := r.toks[r.words[k]], r.toks[r.words[k-1]]
	class := r.lx.unitClass[t.stem]
	switch {
	case (class != "" || t.lower == "am" || t.lower == "pm") && isNumberish(prev.text):
		return true
	case strings.HasSuffix(r.text[:t.start], "°"):
		return true
	}
	return class != "" && class == r.lx.unitClass[prev.stem]
}

// adjacent reports whether only spaces, on one line, stand between tokens
// i < j.
func adjacent(r *Request, i, j int) bool {
	return j == i+1 && r.marksBetween(i, j) == "" && r.sameLine(i, j)
}

// elided reports whether a word is a name's elided article or preposition
// and a capitalized word: "d'Orsay" of "Musée d'Orsay", "l'Étoile".
func elided(w string) bool {
	if len(w) < 3 || w[0] != 'd' && w[0] != 'l' {
		return false
	}
	rest, ok := strings.CutPrefix(w[1:], "'")
	if !ok {
		if rest, ok = strings.CutPrefix(w[1:], "’"); !ok {
			return false
		}
	}
	c, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(c)
}

// ampersand reports whether tokens i and j are words of one name joined by
// an ampersand, the second capitalized or an ordinal in digits: "Olive &
// Vine", "Johnson & Johnson", "Market & 5th".
func (r *Request) ampersand(i, j int) bool {
	return j == i+2 && r.toks[i+1].text == "&" && (r.toks[j].cap || ordinalDigits(r.toks[j].lower)) && strings.TrimSpace(r.text[r.toks[i].end:r.toks[j].start]) == "&"
}

// ordinalDigits reports whether a lowercase word is an ordinal written in
// digits: "5th", "42nd" (a street's, in "Market & 5th").
func ordinalDigits(w string) bool {
	n := len(w)
	return n >= 3 && digits(w[:n-2]) && slices.Contains([]string{"st", "nd", "rd", "th"}, w[n-2:])
}

// bulletBreak reports whether what stands between two words is a line
// break and a bullet ("\n- ", "\n* ", "\n• "): the items of a bulleted
// list.
func bulletBreak(between string) bool {
	rest, ok := strings.CutPrefix(between, "\n")
	if !ok {
		return false
	}
	rest = strings.TrimSpace(rest)
	return rest == "-" || rest == "*" || rest == "•" || rest == "–"
}

// region reports whether word k is two capitals after a capitalized word
// and a comma: a state's or a country's code that places the name before
// it ("San Francisco, CA"; "Lyon, FR"), no item of a list.
func (r *Request) region(k int) bool {
	t := r.toks[r.words[k]]
	return k > 0 && len(t.text) == 2 && r.toks[r.words[k-1]].cap && strings.TrimSpace(r.text[r.toks[r.words[k-1]].end:t.start]) == ","
}

// countedAfter reports whether the number at word k counts the plain
// word right after it: "Jamie 5 stars", no name "Jamie 5".
func (r *Request) countedAfter(k int) bool {
	if k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	n := r.toks[r.words[k+1]]
	return !n.cap && isLetterByte(n.lower[0]) && !r.lx.stop[n.lower] && strings.HasSuffix(n.lower, "s")
}

// routeStart reports whether a sentence's first word, no common word nor
// an imperative, is a route's first place: an arrow and a capitalized
// word follow it ("Piraeus → Mykonos"). (Not "X to Y": "Fly to Cairo",
// "Complain to H&M" open with a verb the lexicon does not list.)
func (r *Request) routeStart(k int) bool {
	t := r.toks[r.words[k]]
	if k+1 >= len(r.words) || r.lx.common[t.lower] || r.lx.imperative[t.lower] || r.lx.stop[t.lower] {
		return false
	}
	return arrow(strings.TrimSpace(r.text[t.end:r.toks[r.words[k+1]].start])) && r.toks[r.words[k+1]].cap
}

// stateCode reports whether word k is a region's code after a place's
// name, no company's suffix: two capitals with no period after them
// ("Larimer County, CO"; not "Tanaka Trading Co., Ltd.").
func (r *Request) stateCode(k int) bool {
	t := r.toks[r.words[k]]
	return r.region(k) && t.text == strings.ToUpper(t.text) && (t.end == len(r.text) || r.text[t.end] != '.')
}

// bareNumberAfter reports whether the word after word k, beside it, is a
// number of digits alone: "Nopa 4 2" is no name of two numbers.
func (r *Request) bareNumberAfter(k int) bool {
	return k+1 < len(r.words) && digits(r.toks[r.words[k+1]].text) && r.adjacentWords(k, k+1)
}

// titleAt reports whether word k is a title before a name: "Dr. Okafor",
// "Mr Lee" (not the street of "15 Elm St to ...").
func (r *Request) titleAt(k int) bool {
	if k+1 >= len(r.words) || !r.lx.titles[r.toks[r.words[k]].lower] {
		return false
	}
	next := r.toks[r.words[k+1]]
	return next.cap && next.sentence == r.toks[r.words[k]].sentence && (adjacent(r, r.words[k], r.words[k+1]) || r.abbreviated(r.words[k], r.words[k+1]))
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

// numberSign reports whether tokens i and j are "No." and a number: the
// number a name goes on with ("Olaplex No. 3", "Chanel No. 5").
func (r *Request) numberSign(i, j int) bool {
	return j == i+2 && r.toks[i+1].text == "." && r.toks[i].text == "No" && isDigitByte(r.toks[j].text[0]) && r.toks[i].sentence == r.toks[j].sentence
}

// titles marks each list of two proper names joined by "and" that may
// be a work's one title, with the article that opens it ("Pride and
// Prejudice", "Harry Potter and the Goblet of Fire", "The Old Man and the
// Sea"), and the names inside it: only an input that takes a work's title
// takes the whole, and not its names (value); for any other, it stays two
// names.
func (r *Request) titles() {
	r.subtitles()
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind != List || c.of != Name || len(c.Items) != 2 || strings.ContainsAny(c.Text, ",;") || !strings.Contains(c.Text, " and ") {
			continue
		}
		c.title = true
	}
	// the names inside a title (and a subtitle's), each found by a binary search in the
	// titles' spans, merged where they overlap: a request of many titles
	// costs no titles times names
	var spans []Candidate
	for _, c := range r.cands {
		if c.title {
			spans = append(spans, Candidate{Start: r.titleStart(&c), End: c.End})
		}
	}
	if len(spans) == 0 {
		return
	}
	merged := mergeSpans(spans)
	for i := range r.cands {
		if d := &r.cands[i]; d.Kind == Name && within(merged, d) {
			d.inTitle = true
		}
	}
}

// subtitles reads two proper names joined by a colon and a space as a
// work's title and its subtitle, "Dune: Part Two", "Mission: Impossible":
// a list of the two that only an input that takes a work's title takes,
// whole (titles); for any other the colon may end a field's label.
func (r *Request) subtitles() {
	var out []Candidate
	for i := range r.cands {
		b := &r.cands[i]
		if b.Kind != Name || b.tail || b.head || b.first == 0 || b.Start < 2 || r.text[b.Start-2:b.Start] != ": " {
			continue
		}
		// the title: the capitalized words right before the colon (a
		// field's label, "Dune:", is read as none of the names)
		first := b.first
		for k := b.first - 1; k >= 0 && b.first-k <= 4 && r.toks[r.words[k]].cap && (k == b.first-1 || r.adjacentWords(k, k+1)); k-- {
			first = k
		}
		if first == b.first || r.toks[r.words[b.first-1]].end != b.Start-2 {
			continue
		}
		start := r.toks[r.words[first]].start
		title := r.text[start : b.Start-2]
		out = append(out, Candidate{Kind: List, of: Name, Items: []string{title, b.Text}, Value: []any{title, b.Text}, Text: r.text[start:b.End],
			Start: start, End: b.End, first: first, last: b.last, title: true})
	}
	r.cands = append(r.cands, out...)
}

// versusNames reads two proper names joined by a word of
// Lexicon.VersusWords as one name, a case's or a match's ("Brown v. Board
// of Education", "Marbury vs. Madison"), a candidate of its own that only
// an input whose description's example is written so takes, and marks
// the names inside it, no such input's values (value).
func (r *Request) versusNames() {
	n := len(r.cands)
	var spans []Candidate
	var after, before []int // by word: the longest name that starts there, and that ends there (made at the first joiner; r.startingAt's index is made once the reading is done)
	for k := 1; k+1 < len(r.words); k++ {
		if !r.lx.versus[r.toks[r.words[k]].lower] || !r.adjacentWords(k-1, k) || r.marksBetween(r.words[k], r.words[k+1]) != "." && !r.adjacentWords(k, k+1) {
			continue
		}
		if after == nil {
			after, before = make([]int, len(r.words)), make([]int, len(r.words))
			for i := range after {
				after[i], before[i] = -1, -1
			}
			for i, c := range r.cands[:n] {
				if c.Kind != Name {
					continue
				}
				if a := after[c.first]; a < 0 || c.last > r.cands[a].last {
					after[c.first] = i
				}
				if b := before[c.last]; b < 0 || c.first < r.cands[b].first {
					before[c.last] = i
				}
			}
		}
		// the longest name after it, and the longest before it, or the
		// capitalized word that opens the request's sentence ("Miranda
		// v. Arizona", which no name starts)
		y := after[k+1]
		if y < 0 {
			continue
		}
		start := r.toks[r.words[k-1]].start
		if x := before[k-1]; x >= 0 {
			start = r.cands[x].Start
		} else if t := r.toks[r.words[k-1]]; !t.cap || !t.initial || r.isStop(t.lower) || r.lx.imperative[t.lower] {
			continue
		}
		b := r.cands[y]
		text := r.text[start:b.End]
		c := Candidate{Kind: Name, Text: text, Value: text, Start: start, End: b.End, first: r.wordIndex(start), last: b.last, versus: true}
		r.cands = append(r.cands, c)
		spans = append(spans, c)
	}
	if len(spans) == 0 {
		return
	}
	merged := mergeSpans(spans)
	for i := range r.cands[:n] {
		if d := &r.cands[i]; d.Kind == Name && within(merged, d) {
			d.inVersus = true
		}
	}
}

// mergeSpans sorts spans by their starts and merges those that overlap,
// in place, for within to search.
func mergeSpans(spans []Candidate) []Candidate {
	slices.SortFunc(spans, func(a, b Candidate) int { return a.Start - b.Start })
	merged := spans[:1]
	for _, sp := range spans[1:] {
		if last := &merged[len(merged)-1]; sp.Start < last.End {
			last.End = max(last.End, sp.End)
		} else {
			merged = append(merged, sp)
		}
	}
	return merged
}

// asTitle returns list c, of two names joined by "and" (titles), read as
// one name: a work's title, with its article.
func (r *Request) asTitle(c *Candidate) Candidate {
	start := r.titleStart(c)
	text := r.text[start:c.End]
	return Candidate{Kind: Name, Text: text, Value: text, Start: start, End: c.End, first: r.wordIndex(start), last: c.last, title: true}
}

// titleStart returns where the title that list c may be starts: with the
// capitalized article before it ("The Old Man and the Sea").
func (r *Request) titleStart(c *Candidate) int {
	if k := c.first - 1; k >= 0 && r.adjacentWords(k, c.first) && r.toks[r.words[k]].cap && r.lx.determiner[r.toks[r.words[k]].lower] {
		return r.toks[r.words[k]].start
	}
	return c.Start
}

// lists reads several values of one of kinds joined by commas,
// semicolons and "and" or "or": names ("Odin, Freya, and Thor"), quoted
// strings, numbers ("10, 20, 30"), codes ("UART, SPI, and I2C"), names
// with acronyms among them ("AI, Healthcare, and Technology"), e-mail
// addresses, street addresses, or, with Word among kinds, plain phrases of
// up to three words ("rice, onions, and potatoes"; plain phrases need
// three items, for "X and Y" is as often two clauses as a list). A chain
// whose "and" is followed by more commas is two lists: "1, 2, 3 and 4, 5,
// 6".
func (r *Request) lists(kinds ...Kind) {
	type unit struct {
		kind        Kind // one of kinds, or Word for a plain phrase
		text        string
		first, last int // word indices
		start, end  int // byte offsets
	}
	typed := map[int]*Candidate{} // typed candidates by first word
	for i := range r.cands {
		c := &r.cands[i]
		if slices.Contains(kinds, c.Kind) {
			if old, ok := typed[c.first]; !ok || c.last > old.last {
				typed[c.first] = c
			}
		}
	}
	words := slices.Contains(kinds, Word)
	plain := r.plainNoun
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
			if v, ok := c.Value.(string); ok && c.Kind == Time {
				u.text = v // "7am and 6pm": 07:00 and 18:00
			}
			if c.Kind == Number {
				u.text = string(c.Value.(json.Number))
				if c.Unit != "" && k+1 < len(r.words) && r.toks[r.words[k+1]].stem == c.Unit && r.adjacentWords(k, k+1) {
					u.last, u.end = k+1, r.toks[r.words[k+1]].end // "10 km"
				}
			}
			return u, true
		}
		if words && !plain(k) && r.initialItem(k) {
			// "Coffee, tea and biscuits should be ordered": a first item
			// capitalized to open the sentence, one word before its comma
			t := r.toks[r.words[k]]
			return unit{kind: Word, text: t.text, first: k, last: k, start: t.start, end: t.end}, true
		}
		if !words || !plain(k) {
			return unit{}, false
		}
		last := k
		for last+1 < len(r.words) && last-k < 2 && plain(last+1) && r.adjacentWords(last, last+1) {
			last++
		}
		start, end := r.toks[r.words[k]].start, r.toks[r.words[last]].end
		return unit{kind: Word, text: r.text[start:end], first: k, last: last, start: start, end: end}, true
	}
	// sep reads a separator after word k: ",", ";", "and", "or", ", and",
	// ", or".
	// It returns the next item's first word and whether it was "and"/"or".
	sep := func(k int) (int, bool, bool) {
		if k+1 >= len(r.words) {
			return 0, false, false
		}
		between := strings.Trim(r.text[r.toks[r.words[k]].end:r.toks[r.words[k+1]].start], " \"'“”‘’")
		next := r.toks[r.words[k+1]].lower
		if b, ok := strings.CutSuffix(between, "-"); ok && b != "" && isDigitByte(next[0]) {
			between = strings.TrimSpace(b) // "10, -3, 7": the minus is the next number's
		}
		switch {
		case bulletBreak(between):
			return k + 1, false, true // "Invite these:\n- tom@corp.com\n- sue@corp.com"
		case (between == "," || between == ";") && (next == "and" || next == "or"):
			return k + 2, true, k+2 < len(r.words)
		case between == "," || between == ";":
			return k + 1, false, true
		case between == "" && (next == "and" || next == "or"):
			return k + 2, true, k+2 < len(r.words)
		}
		return 0, false, false
	}
	// joins reports whether v may follow items of kind: one kind, or
	// acronyms among names ("AI, Healthcare, and Technology"; "Paris,
	// NYC and Rome"), the list then of names.
	acr := func(x unit) bool { return x.kind == Code && acronym(x.text) && !r.region(x.first) }
	joins := func(items []unit, kind Kind, v unit) bool {
		return v.kind == kind || kind == Name && acr(v) || kind == Code && v.kind == Name && !slices.ContainsFunc(items, func(x unit) bool { return !acr(x) })
	}
	emit := func(items []unit, kind Kind) {
		min := 2
		if kind == Word {
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
		if last.end < len(r.text) && strings.IndexByte("+-*/&=^#@", r.text[last.end]) >= 0 {
			return // "A, B+, A- and C": a list cut inside an item ("B+") is no list of what it read
		}
		r.cands = append(r.cands, Candidate{Kind: List, Text: r.text[first.start:last.end], Value: vals, Items: texts,
			Start: first.start, End: last.end, first: first.first, last: last.last, numbers: kind == Number, of: kind})
	}
	for k := 0; k < len(r.words); {
		u, ok := unitAt(k)
		if !ok {
			k++
			continue
		}
		items := []unit{u}
		kind := u.kind
		ended := false
		for !ended {
			next, and, ok := sep(items[len(items)-1].last)
			if !ok {
				break
			}
			v, ok := unitAt(next)
			if !ok || !joins(items, kind, v) {
				break
			}
			if v.kind == Name {
				kind = Name
			}
			if and {
				// a final "and": the list ends here, unless more commas
				// follow, which start another list
				if n2, and2, ok2 := sep(v.last); ok2 && !and2 && kind == Number {
					if w, ok := unitAt(n2); ok && w.kind == kind {
						break
					}
				}
				ended = true
			}
			items = append(items, v)
		}
		emit(items, kind)
		k = items[len(items)-1].last + 1
	}
}

// tagLists reads tags written one after another, spaces alone between
// them, as one list: "#golang #backend #migration" (a list joined by
// commas or "and" is read by lists, and marked a list of tags here).
func (r *Request) tagLists() {
	n := len(r.cands)
	for i := 0; i < n; i++ {
		c := &r.cands[i]
		if c.Kind == List && c.of == Code && !c.tag {
			all := len(c.Items) > 0
			for _, it := range c.Items {
				all = all && strings.HasPrefix(it, "#")
			}
			c.tag = all
		}
		if !c.tag || c.Kind != Code || i > 0 && r.cands[i-1].tag && r.cands[i-1].Kind == Code && r.cands[i-1].last+1 == c.first && r.text[r.cands[i-1].End:c.Start] == " " {
			continue // (a run is read from its first tag)
		}
		items, last, end := []string{c.Text}, c.last, c.End
		for j := i + 1; j < n; j++ {
			d := &r.cands[j]
			if !d.tag || d.Kind != Code || d.first != last+1 || strings.TrimSpace(r.text[end:d.Start]) != "" || strings.Contains(r.text[end:d.Start], "\n") {
				break
			}
			items, last, end = append(items, d.Text), d.last, d.End
		}
		if len(items) > 1 {
			r.cands = append(r.cands, Candidate{Kind: List, Text: r.text[c.Start:end], Items: items, Start: c.Start, End: end, first: c.first, last: last, of: Code, tag: true})
		}
	}
}

// initialItem reports whether word k opens its sentence, capitalized for
// that alone, a plain word but for its capital, right before a comma: a
// list's first item ("Coffee, tea and biscuits").
func (r *Request) initialItem(k int) bool {
	t := r.toks[r.words[k]]
	if !t.initial || !t.cap || t.text[1:] != strings.ToLower(t.text[1:]) || k+1 >= len(r.words) {
		return false
	}
	if r.lx.stop[t.lower] || r.lx.common[t.lower] || r.lx.connectors[t.lower] || r.verbAt(k) || strings.IndexFunc(t.text, func(c rune) bool { return !unicode.IsLetter(c) && c != '-' }) >= 0 {
		return false
	}
	return strings.TrimSpace(r.text[t.end:r.toks[r.words[k+1]].start]) == ","
}

// weekdayBeforeValue reports whether word j is a weekday's name, or a
// range of two ("Mon-Fri"), right before a word that begins with a digit:
// the day of a date, a time or hours, no part of a name before it.
func (r *Request) weekdayBeforeValue(j int) bool {
	u := r.toks[r.words[j]]
	day := r.lx.isWeekday(u)
	if a, b, ok := strings.Cut(u.lower, "-"); !day && ok {
		_, okA := r.lx.weekday(a, u.cap)
		_, okB := r.lx.weekday(b, u.cap)
		day = okA && okB
	}
	if !day || j+1 >= len(r.words) || !r.adjacentWords(j, j+1) && r.marksBetween(r.words[j], r.words[j+1]) != "," {
		return false
	}
	next := r.toks[r.words[j+1]].text
	return next != "" && isDigitByte(next[0])
}

// personTitle reports whether word k is a title that opens a person's
// name (Lexicon.Titles but Lexicon.PlaceTitles): "Dr.", not "St.".
func (r *Request) personTitle(k int) bool {
	w := strings.TrimSuffix(r.toks[r.words[k]].lower, ".")
	return r.lx.titles[w] && !r.lx.placeTitles[w]
}

// binomial returns the name that the name of one capitalized word c
// makes with the lowercase word right after it, a genus and its species
// ("Homo sapiens", "Drosophila melanogaster"): a value only for an input
// that takes a scientific name (Lexicon.TaxonInputs), read for it alone.
// The genus opens its name: the last word of a longer one ("Dale
// Whitcomb") makes none.
func (r *Request) binomial(c *Candidate) (Candidate, bool) {
	k := c.first + 1
	if c.Kind != Name || c.first != c.last || c.binomial || k >= len(r.words) || !r.adjacentWords(c.first, k) {
		return Candidate{}, false
	}
	if c.first > 0 && r.toks[r.words[c.first]].named && r.toks[r.words[c.first-1]].named && r.adjacentWords(c.first-1, c.first) {
		return Candidate{}, false // a name's last word is no genus: "Dale Whitcomb dropped off"
	}
	t := r.toks[r.words[k]]
	if t.cap || len(t.lower) < 3 || r.lx.stop[t.lower] || r.lx.common[t.lower] || r.lx.connectors[t.lower] || !lowerWord(t.text) || r.verbAt(k) {
		return Candidate{}, false
	}
	text := r.text[c.Start:t.end]
	return Candidate{Kind: Name, Text: text, Value: text, Start: c.Start, End: t.end, first: c.first, last: k, binomial: true}, true
}

// lowerCompound reports whether a word is a hyphened compound whose last
// part is one of Lexicon.CompoundSuffixes: "Meiji-era", "Paris-based"
// qualify what follows (but "Hyun-woo" is a given name).
func (r *Request) lowerCompound(w string) bool {
	i := strings.LastIndexByte(w, '-')
	return i > 0 && r.lx.compoundSuffixes[w[i+1:]]
}

// titleStartsBefore reports whether name c opens with a determiner that is no
// article, capitalized inside the sentence, right after a lowercase word
// that follows a capitalized one: the end of a title that starts before
// it ("Quiz in My Pants", "Cafe on Your Corner").
func (r *Request) titleStartsBefore(c *Candidate) bool {
	t := r.toks[r.words[c.first]]
	if c.first < 2 || !t.cap || t.initial || !r.lx.determiner[t.lower] || isArticle(t.lower) {
		return false
	}
	return !r.toks[r.words[c.first-1]].cap && r.toks[r.words[c.first-2]].cap && r.adjacentWords(c.first-2, c.first-1) && r.adjacentWords(c.first-1, c.first)
}
