package ground

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// phrases returns the plain phrases the request holds beside slot s's
// name words, which no other candidate covers, the members of s's enum
// the request names, and those of its value set (memberMentions). A
// phrase before the name's words is a value
// only for a name that ends with a qualifier (application_type takes "web"
// from "a web application", optimization_level "high" from "a high
// optimization level"); one after them only past a copula ("the type of
// obstacle is a human") or a colon, ending its clause ("a buddy: pwong").
func (r *Request) phrases(s *slot, ctx *callCtx) []Candidate {
	var out []Candidate
	if s.flag {
		return r.flagMentions(s, ctx)
	}
	if len(s.itemEnum) > 0 {
		return r.memberLists(s)
	}
	if len(s.enum) > 0 {
		return r.enumMentions(s)
	}
	if s.numeric && len(s.coded) > 0 {
		return r.codedMentions(s)
	}
	if s.numeric || s.in.Type == "boolean" || s.in.Type == "object" {
		return nil
	}
	if len(s.members) > 0 {
		out = r.memberMentions(s)
	}
	if f, ok := r.fragmentFor(s, ctx); ok && !slices.ContainsFunc(out, func(c Candidate) bool { return c.member }) {
		out = append(out, f) // "Primary crusher down 45 min, jaw plate change" for the cause
	}
	if s.taxon {
		for i := range r.cands {
			if b, ok := r.binomial(&r.cands[i]); ok {
				out = append(out, b)
			}
		}
	}
	out = append(out, r.shapedRuns(s)...)
	if s.opened {
		out = append(out, r.quantityPhrases()...)
	}
	out = append(out, r.givenFor(s, ctx)...)
	qualified, lone := false, false
	raw := Words(s.in.Name)
	if len(raw) == 2 && r.lx.instance[raw[0]] && raw[1] == "name" {
		qualified, lone = true, true // "the shopping list" for list_name, as for list
	} else if len(raw) >= 2 {
		for _, x := range raw {
			qualified = qualified || r.lx.qualifier[x]
		}
	} else if len(raw) == 1 && r.lx.qualifier[raw[0]] {
		qualified, lone = true, true // "driving mode" for mode
	}
	isCue := func(k int) bool {
		st := r.toks[r.words[k]].stem
		return slices.ContainsFunc(ctx.slots, func(o *slot) bool { return o.nameStem(st) })
	}
	plain := func(k int) bool {
		t := r.toks[r.words[k]]
		return !r.lx.stop[t.lower] && !r.lx.common[t.lower] && !r.lx.connectors[t.lower] && !isCue(k) && !r.verbAt(k) &&
			strings.IndexFunc(t.text, func(c rune) bool { return !unicode.IsLetter(c) && c != '-' }) < 0
	}
	// the spans added, looked up once there are many (a request of many
	// cues costs its length, not its cues times its phrases)
	var spans map[[2]int]bool
	add := func(a, b int, before bool) {
		if a > b {
			return
		}
		if slices.Contains(r.coveredWords()[a:b+1], true) {
			return // a typed candidate covers it
		}
		if spans == nil && len(out) >= 16 {
			spans = make(map[[2]int]bool, 2*len(out))
			for _, c := range out {
				spans[[2]int{c.first, c.last}] = true
			}
		}
		if spans != nil && spans[[2]int{a, b}] || spans == nil && slices.ContainsFunc(out, func(c Candidate) bool { return c.first == a && c.last == b }) {
			return // added already
		}
		if spans != nil {
			spans[[2]int{a, b}] = true
		}
		start, end := r.toks[r.words[a]].start, r.toks[r.words[b]].end
		text := r.text[start:end]
		out = append(out, Candidate{Kind: Word, Text: text, Value: text, Start: start, End: end, first: a, last: b, before: before})
	}
	if r.lx.routeInputs[s.lastWord] {
		out = append(out, r.routeEnds()...)
	}
	if s.flight {
		out = append(out, r.flightNumbers()...)
	}
	if r.lx.identInputs[s.lastWord] {
		// "Restart auth-service", "billing-api is throwing 503s": a
		// service, a repo, a bucket is named as programs name one, in
		// lowercase words joined by hyphens or underscores
		for _, k := range r.identWords() {
			n := len(out)
			if add(k, k, false); len(out) > n {
				out[n].ident = true
			}
		}
	}
	for _, i := range r.lx.cueTextSets(s) {
		for _, p := range r.cueTexts(i) {
			start, end := r.toks[r.words[p[0]]].start, r.toks[r.words[p[1]]].end
			text := strings.TrimRight(r.text[start:end], ".?!")
			out = append(out, Candidate{Kind: Word, Text: text, Value: text, Start: start, End: start + len(text), first: p[0], last: p[1], topic: true, cue: true})
		}
	}
	if s.topic {
		for _, p := range r.topicPhrases(plain) {
			if slices.Contains(r.coveredWords()[p[0]:p[1]+1], true) {
				// a name is the topic, or a part of it: "Q4 Roadmap",
				// "JavaScript closures"
				start, end := r.toks[r.words[p[0]]].start, r.toks[r.words[p[1]]].end
				out = append(out, Candidate{Kind: Word, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end, first: p[0], last: p[1], topic: true})
				continue
			}
			n := len(out)
			if add(p[0], p[1], false); len(out) > n {
				out[n].topic = true
			}
		}
	}
	for _, h := range s.hits {
		if !r.isCue(s, h.k) || r.lx.generic[h.stem] && !lone {
			continue
		}
		{
			k := h.k
			lo, hi := k, k
			for lo > 0 && r.isCue(s, lo-1) && r.adjacentWords(lo-1, lo) {
				lo--
			}
			for hi+1 < len(r.words) && r.isCue(s, hi+1) && r.adjacentWords(hi, hi+1) {
				hi++
			}
			if lo == 1 && hi == lo && r.toks[r.words[lo]].lower == s.lastWord && !r.toks[r.words[lo]].cap && !s.verbatim && !s.clause && !s.described && r.openingName(0) && !(lo+1 < len(r.words) && r.adjacentWords(lo, lo+1) && len(r.startingAt(lo+1)) > 0) {
				// "Kelo cabin is at 88°C", "Main furnace reading 1,130 °C":
				// the capitalized word that opens the request, right
				// before the input's own word in lowercase, names the one
				// of its kind, as "the Maple room" does inside a sentence
				// (not "Wave Pool", a name whole; nor "Inspect glider
				// G-CKLA", where the value follows the word; nor for a
				// text, "Knee injury on Bluebird" for an injury's
				// description)
				t := r.toks[r.words[0]]
				out = append(out, Candidate{Kind: Name, Text: t.text, Value: t.text, Start: t.start, End: t.end, first: 0, last: 0})
			}
			if whole := !qualified && hi > lo && len(raw) >= 2; qualified || whole {
				// (and the words before the whole of a name of two
				// words or more, no adjective's: "a bergamot top note"
				// for top_note, not "refreshing cocktail recipe")
				a := lo
				for a > 0 && lo-a < 2 && plain(a-1) && !r.lx.referring[r.toks[r.words[a-1]].lower] && r.adjacentWords(a-1, a) && !(whole && r.lx.adjectival(r.toks[r.words[a-1]].lower)) {
					a--
				}
				add(a, lo-1, true)
			}
			if lone && r.lx.instance[r.toks[r.words[hi]].lower] && hi+1 < len(r.words) && plain(hi+1) && r.adjacentWords(hi, hi+1) && strings.Contains(r.toks[r.words[hi+1]].text, "-") {
				// "to bucket app-logs": the kind, then its instance,
				// written as an identifier (not "the database located
				// at", "the repo off develop")
				add(hi+1, hi+1, false)
			}
			if hi+1 < len(r.words) && r.marksBetween(r.words[hi], r.words[hi+1]) == ":" && r.sameLine(r.words[hi], r.words[hi+1]) {
				// "a buddy: pwong": the name's words, a colon, then the
				// phrase to its clause's end, as a form's field is read
				b := hi + 1
				for b+1 < len(r.words) && b-hi < 3 && plain(b+1) && r.adjacentWords(b, b+1) {
					b++
				}
				if plain(hi+1) && (b+1 == len(r.words) || !r.adjacentWords(b, b+1)) {
					add(hi+1, b, false)
				}
			}
			if hi+1 < len(r.words) && plain(hi+1) && r.keyedValue(hi) {
				// "service=payments level=error": the name's words, an
				// equals sign, then the word, up to the space
				add(hi+1, hi+1, false)
			}
			if p := r.asBefore(lo); p > 0 && plain(p-1) && r.adjacentWords(p-1, p) {
				// "golden swans as the topper", "liquid hydrogen as
				// fuel": the phrase before "as" and the input's word
				a := p - 1
				for a > 0 && p-a < 2 && plain(a-1) && r.adjacentWords(a-1, a) {
					a--
				}
				if a == 0 || r.toks[r.words[a-1]].lower != "as" { // (not "as soon as the hives are in place")
					add(a, p-1, false)
				}
			}
			// "is a human": a copula, then an article, then the phrase
			j := hi + 1
			copula, article := false, false
			for j < len(r.words) && r.lx.connectors[r.toks[r.words[j]].lower] && r.adjacentWords(j-1, j) {
				w := r.toks[r.words[j]].lower
				copula = copula || r.lx.copula[w]
				article = copula && isArticle(w)
				j++
			}
			if !copula || !article || j >= len(r.words) || !r.adjacentWords(j-1, j) || r.lx.degree[r.toks[r.words[j]].lower] {
				continue // (nor "is a bit out of town": a degree)
			}
			b := j - 1
			for b+1 < len(r.words) && b+1-j < 3 && plain(b+1) && (b+1 == j || r.adjacentWords(b, b+1)) {
				b++
			}
			add(j, b, false)
		}
	}
	return out
}

// maxTopicWords bounds a topic's phrase: "urban beekeeping", "remote work
// policies".
const maxTopicWords = 5

// topicPhrases returns the first and last words of the plain phrase right
// after each topic cue (Lexicon.TopicCues) that ends where its clause does:
// at a mark, a clause word ("then"), "and", "or", a locative before a date,
// a time or a number (placedValue) or the request's end. Its first word
// may be a name's ("JavaScript closures", "Q4 Roadmap"). Words of it may
// be joined by "of" ("history of jazz"); a phrase cut by anything else (a
// name, "on", "in") is none: where it ends would be a guess. The first cue
// of a sentence is its topic's: "on" in "about the impact of rain on
// crops" opens none.
func (r *Request) topicPhrases(plain func(int) bool) [][2]int {
	var out [][2]int
	cued := -1 // the sentence of the last cue
	for k := 0; k+1 < len(r.words); k++ {
		if !r.lx.topicCues[r.toks[r.words[k]].lower] {
			continue
		}
		if s := r.toks[r.words[k]].sentence; s == cued {
			continue
		} else {
			cued = s
		}
		// (an article opens no topic: the corpora's golds write "the
		// French Revolution" and "French Revolution" for "on the French
		// Revolution", and which is a guess)
		a := k + 1
		named := func(j int) bool { t := r.toks[r.words[j]]; return t.cap && !t.initial && !r.lx.stop[t.lower] }
		if !r.adjacentWords(k, a) || !plain(a) && !named(a) {
			continue
		}
		b := a
	grow:
		for b+1 < len(r.words) && b+1-a < maxTopicWords && r.adjacentWords(b, b+1) {
			switch {
			case plain(b + 1):
				b++
			case r.toks[r.words[b+1]].lower == "of" && b+2 < len(r.words) && r.adjacentWords(b+1, b+2) && plain(b+2):
				b += 2
			default:
				break grow
			}
		}
		if next := r.toks[r.words[min(b+1, len(r.words)-1)]].lower; b+1 < len(r.words) && r.adjacentWords(b, b+1) &&
			!r.lx.clause[next] && next != "and" && next != "or" && !r.placedValue(b+1) {
			continue // cut inside its clause: "about the impact of X on Y"
		}
		out = append(out, [2]int{a, b})
	}
	return out
}

// placedValue reports whether word k is a locative that a date, a time
// or a number follows, or an article and a value: "a call about Q4
// Roadmap on 2025-10-14" ends the topic where the date begins, "a
// workshop on Empowering Women in STEM" does not end at "in" (a title
// goes on through a locative and a name).
func (r *Request) placedValue(k int) bool {
	if !r.lx.locatives[r.toks[r.words[k]].lower] || k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	j := k + 1
	if w := r.toks[r.words[j]].lower; (w == "the" || w == "a" || w == "an") && j+1 < len(r.words) && r.adjacentWords(j, j+1) {
		return len(r.startingAt(j+1)) > 0
	}
	return slices.ContainsFunc(r.startingAt(j), func(i int) bool {
		switch r.cands[i].Kind {
		case Date, DateTime, Time, Number:
			return true
		}
		return false
	})
}

// identWords returns the words written as programs name things, found
// once: lowercase letters and digits in two parts or more joined by
// hyphens or underscores, a letter first ("auth-service", "billing-api",
// "payments_worker"; not "e-mail" or "t-shirt", whose first part is one
// letter), but for a command line's options ("--retention-days").
func (r *Request) identWords() []int {
	r.identOnce.Do(func() {
		for k, i := range r.words {
			if t := r.toks[i]; identWord(t.text) && (t.start == 0 || r.text[t.start-1] != '-') && // a command's option ("--retention-days") names none
				!(k >= 2 && r.andBetween(k-2, k) && !identWord(r.toks[r.words[k-2]].text)) { // nor a word "and" joins to a plain word: "Cut and blow-dry"
				r.idents = append(r.idents, k)
			}
		}
	})
	return r.idents
}

// identWord reports whether w is lowercase letters and digits in two
// parts or more joined by hyphens or underscores, each part of two
// characters or more, a letter first.
func identWord(w string) bool {
	if len(w) < 5 || !isLower(w[0]) || !strings.ContainsAny(w, "-_") {
		return false
	}
	part := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isLower(c) || isDigitByte(c):
			part++
		case (c == '-' || c == '_') && part >= 2:
			part = 0
		default:
			return false
		}
	}
	return part >= 2
}

// isArticle reports whether w, lowercase, is an article: "a", "an",
// "the".
func isArticle(w string) bool { return w == "a" || w == "an" || w == "the" }

// asBefore returns the word "as" right before word k, an article
// between or none ("as the topper", "as fuel"), or -1.
func (r *Request) asBefore(k int) int {
	p := k - 1
	if p > 0 && isArticle(r.toks[r.words[p]].lower) && r.adjacentWords(p, k) {
		p--
	}
	if p < 0 || r.toks[r.words[p]].lower != "as" || !r.adjacentWords(p, p+1) {
		return -1
	}
	return p
}

// keyedValue reports whether word k is a key written before its value as
// programs write one, "service=payments": an equals sign between the two
// words, no space, and the value's word ending at a space, a comma or a
// semicolon, or the request's end.
func (r *Request) keyedValue(k int) bool {
	a, b := r.toks[r.words[k]], r.toks[r.words[k+1]]
	if b.start != a.end+1 || r.text[a.end] != '=' {
		return false
	}
	return b.end == len(r.text) || strings.IndexByte(" \t\n,;", r.text[b.end]) >= 0
}

// openingName reports whether word k opens its sentence capitalized and
// may be a name: letters alone, adjacent to the next word, and no word
// the lexicon knows as another kind (an imperative, a common, stop or
// referring word, a unit).
func (r *Request) openingName(k int) bool {
	t := r.toks[r.words[k]]
	return t.initial && t.cap && len(t.lower) >= 3 && allLetters(t.lower) && k+1 < len(r.words) && r.adjacentWords(k, k+1) &&
		!r.lx.functionWord(t.lower) && !r.lx.referring[t.lower] && r.lx.classOf(t.stem) == ""
}

// compoundModifier reports whether w is a compound written with a hyphen,
// lowercase letters on both sides ("sea-foam", "blue-grey"): before a
// member of a set that takes modifiers, a part of its name.
func compoundModifier(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return ok && len(a) >= 2 && len(b) >= 2 && allLetters(a) && allLetters(b) && strings.ToLower(w) == w
}

// letterAfter reports whether a label of a capital letter, maybe with
// digits ("B", "4B", "C2"), stands right after word k, a member of s's
// value set: "Studio B" is a room, no kind of room, unless the input asks
// for a kind (room_type). A number alone labels a member written with a
// capital ("Studio 3") unless it counts the word after it ("Twin 2
// nights").
func (r *Request) letterAfter(s *slot, k int) bool {
	if k+1 >= len(r.words) || r.lx.qualifier[s.lastWord] || !r.adjacentWords(k, k+1) {
		return false
	}
	next := r.toks[r.words[k+1]].text
	if capitalLabel(next) {
		return true
	}
	if !digits(next) || len(next) > 3 || !r.toks[r.words[k]].cap {
		return false
	}
	if j := k + 2; j < len(r.words) && r.adjacentWords(k+1, j) {
		t := r.toks[r.words[j]]
		return r.lx.stop[t.lower] || r.lx.connectors[t.lower]
	}
	return true
}

// isCue reports whether word k is one of s's name words.
func (r *Request) isCue(s *slot, k int) bool {
	st := r.toks[r.words[k]].stem
	return slices.Contains(s.words, st)
}

// adjacentWords reports whether words a < b stand side by side, in one
// clause, with only spaces between them.
func (r *Request) adjacentWords(a, b int) bool {
	i, j := r.words[a], r.words[b]
	return r.toks[i].clause == r.toks[j].clause && r.marksBetween(i, j) == "" && r.sameLine(i, j)
}

// adjacentPastSign reports whether words a and b stand side by side as
// adjacentWords does, or with a currency's sign alone between them: "not
// $31", "from $18.99".
func (r *Request) adjacentPastSign(a, b int) bool {
	i, j := r.words[a], r.words[b]
	m := r.marksBetween(i, j)
	return r.toks[i].clause == r.toks[j].clause && (m == "" || r.lx.currencySigns[m] != "") && r.sameLine(i, j)
}

// enumMentions finds the members of s's enum the request names, up to case
// and separators: "economy class" for ECONOMY_CLASS.
func (r *Request) enumMentions(s *slot) []Candidate {
	// The members by key, and the longest key (read once an input:
	// enumIndex): each run of up to four words is looked up once, rather
	// than compared with every member.
	type member = enumMember
	if s.enumKeys == nil || len(s.enumKeys.keys) == 0 {
		return nil
	}
	keys, longest := s.enumKeys.keys, s.enumKeys.longest
	// members that are units, by their class and size: "grams" names g
	var units map[string][]member
	for _, ms := range keys {
		for _, m := range ms {
			u := strings.ToLower(m.v)
			if full, ok := r.lx.unitAbbrev[u]; ok {
				u = full // "in" for inch, in an enum of units alone
			}
			if key, ok := r.unitKey(stem(u)); ok {
				if units == nil {
					units = map[string][]member{}
				}
				units[key] = append(units[key], m)
			}
		}
	}
	type hit struct {
		m       member
		a, k    int
		derived bool // named in another form of its one word: a plural's singular, a verb's ("transport" for transported)
	}
	var hits []hit
	found := map[[2]int]bool{} // (member, first word) already matched: its shortest run wins
	if units != nil {
		for a := range r.words {
			key, ok := r.unitKey(r.toks[r.words[a]].stem)
			if !ok {
				continue
			}
			for _, m := range units[key] {
				if !found[[2]int{m.i, a}] {
					found[[2]int{m.i, a}] = true
					hits = append(hits, hit{m, a, a, false})
				}
			}
		}
	}
	// a member written with a sign, "B+", "A-", "B minus": the signed
	// member, where the enum has one, and no member without the sign
	var signedWords map[int]bool
	hasSigned := slices.ContainsFunc(s.enum, func(m any) bool { mv, _ := m.(string); return signed(mv) })
	for a := 0; a < len(r.words) && hasSigned; a++ {
		text, last, ok := r.signedAt(a)
		if !ok {
			continue
		}
		for _, m := range s.enum {
			if mv, ok := m.(string); ok && strings.EqualFold(mv, text) {
				i := slices.Index(s.enum, m)
				hits = append(hits, hit{member{i, mv, enumKey(mv)}, a, last, false})
				if signedWords == nil {
					signedWords = map[int]bool{}
				}
				signedWords[a] = true
				break
			}
		}
	}
	var b, bs []byte
	for a := range r.words {
		if signedWords[a] {
			continue
		}
		b, bs = b[:0], bs[:0]
		for k := a; k < len(r.words) && k < a+4; k++ {
			b = append(b, enumKey(r.toks[r.words[k]].text)...)
			if len(b) > longest+2 { // (+2: a plural's es)
				break
			}
			// and each word's stem: "pitchers of beer" names a pitcher of
			// beer, a plural inside the member
			bs = appendEnumKey(bs, r.toks[r.words[k]].stem)
			if k > a {
				for _, m := range keys[string(bs)] {
					if !found[[2]int{m.i, a}] {
						found[[2]int{m.i, a}] = true
						hits = append(hits, hit{m, a, k, false})
					}
				}
			} else {
				// a member of one word in the plural named in the singular:
				// "a taco truck" names tacos, "e-bike" e-bikes
				stems := s.enumKeys.stems[string(bs)]
				if w := r.toks[r.words[k]].lower; strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") {
					stems = append(slices.Clip(stems), s.enumKeys.verbs[string(bs)]...) // "biked 12.4 km" for bike
				}
				for _, m := range stems {
					if !found[[2]int{m.i, a}] {
						found[[2]int{m.i, a}] = true
						hits = append(hits, hit{m, a, k, string(b) != enumKey(m.v)})
					}
				}
				if w := r.toks[r.words[k]].lower; len(bs) >= 4 && len(w) > len(bs) && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")) {
					// a member that is a verb named in its past or its
					// -ing form: "CJ-4475 failed" for fail
					for _, m := range keys[string(bs)] {
						if !found[[2]int{m.i, a}] && !strings.Contains(m.v, " ") {
							found[[2]int{m.i, a}] = true
							hits = append(hits, hit{m, a, k, true})
						}
					}
				}
			}
			for form := range 3 {
				var ms []member
				n := 0 // the key's length
				switch {
				case form == 0:
					ms, n = keys[string(b)], len(b)
				case form == 1:
					st := stem(string(b))
					ms, n = keys[st], len(st)
				case k > a && len(b) >= 5 && b[len(b)-1] == 's' && b[len(b)-2] != 's':
					// a member of words in the plural, whose stem cuts
					// more than its s: "640 small squares" names small
					// square
					ms, n = keys[string(b[:len(b)-1])], len(b)-1
				}
				for _, m := range ms {
					if !found[[2]int{m.i, a}] && n <= len(m.key) && (len(b)-n <= 1 || len(b)-n == 2 && bytes.HasSuffix(b, []byte("es"))) { // a plural's s or es aside: "snows" names snow, "chafing dishes" a chafing dish, "to doing" no todo
						found[[2]int{m.i, a}] = true
						hits = append(hits, hit{m, a, k, false})
					}
				}
			}
		}
	}
	// a member misspelled by one letter ("buisness", "economny",
	// "capuccino"): a word of minTypo letters or more, no common word, one
	// edit from one member alone, its first letter kept (members are
	// looked up by it and their length, not compared with every word)
	byFirst := map[byte][]member{}
	for _, ms := range keys {
		for _, m := range ms {
			if len(m.key) >= minTypo && isLetterByte(m.key[0]) {
				byFirst[m.key[0]] = append(byFirst[m.key[0]], m)
			}
		}
	}
	for a := 0; a < len(r.words) && len(byFirst) > 0; a++ {
		t := r.toks[r.words[a]]
		w := t.lower
		if len(w) < minTypo || keys[w] != nil || keys[stem(w)] != nil || r.lx.common[w] || r.lx.stop[w] {
			continue
		}
		var typo []member
		for _, m := range byFirst[w[0]] {
			if len(m.key) >= len(w)-1 && len(m.key) <= len(w)+1 && oneEdit(w, m.key) && !slices.ContainsFunc(typo, func(x member) bool { return x.i == m.i }) {
				typo = append(typo, m)
			}
		}
		if len(typo) == 1 && !found[[2]int{typo[0].i, a}] {
			found[[2]int{typo[0].i, a}] = true
			hits = append(hits, hit{typo[0], a, a, false})
		}
	}
	// "no shading", "without sugar": a negation right before a word of
	// the input's name is the enum's member of none (Lexicon.NoneMembers)
	if none := slices.IndexFunc(s.enum, func(m any) bool { mv, _ := m.(string); return r.lx.noneMembers[strings.ToLower(mv)] }); none >= 0 {
		mv := s.enum[none].(string)
		for a := 1; a < len(r.words); a++ {
			st := r.toks[r.words[a]].stem
			if r.lx.negations[r.toks[r.words[a-1]].lower] && r.adjacentWords(a-1, a) && !found[[2]int{none, a - 1}] &&
				slices.ContainsFunc(s.parts, func(x string) bool { return !r.lx.stop[x] && stem(x) == st }) {
				found[[2]int{none, a - 1}] = true
				hits = append(hits, hit{member{none, mv, enumKey(mv)}, a - 1, a, false})
			}
		}
	}
	// a mention inside a longer one of another member is none: the
	// "large" of "extra large" (XL, not L)
	slices.SortFunc(hits, func(x, y hit) int {
		if x.a != y.a {
			return x.a - y.a
		}
		return y.k - x.k
	})
	kept, maxK := hits[:0], -1 // maxK: the last word of the hits that start before
	for i := 0; i < len(hits); {
		j, top := i, hits[i].k
		for ; j < len(hits) && hits[j].a == hits[i].a; j++ {
			if hits[j].k == top && top > maxK {
				kept = append(kept, hits[j])
			}
		}
		maxK, i = max(maxK, top), j
	}
	hits = kept
	// a member named in another form is none where another member is
	// named as it is: "Patient refused transport" is refused, not
	// transported
	if slices.ContainsFunc(hits, func(h hit) bool { return h.derived }) {
		hits = slices.DeleteFunc(hits, func(h hit) bool {
			return h.derived && slices.ContainsFunc(hits, func(o hit) bool { return !o.derived && o.m.i != h.m.i })
		})
	}
	slices.SortStableFunc(hits, func(x, y hit) int {
		if x.m.i != y.m.i {
			return x.m.i - y.m.i
		}
		return x.a - y.a
	})
	out := make([]Candidate, 0, len(hits))
	for _, h := range hits {
		start, end := r.toks[r.words[h.a]].start, r.toks[r.words[h.k]].end
		if signed(h.m.v) && r.signAfter(end) == h.m.v[len(h.m.v)-1] {
			end++ // "B+": the member with its sign
		}
		if r.measuredWords(h.a, h.k) && !(h.k > h.a && !strings.ContainsAny(h.m.v, "0123456789")) && (!measureMember(h.m.v) || r.memberGoesOn(s, h.k) && longerMember(s, enumKey(h.m.v))) {
			// (a member of words that opens with a number's, "single
			// vision", "one way", is written out whole: no count)
			continue // "2 nights" is a count of nights, weighed as a number with its unit, no star rating of "2" (but "40ft" is the member 40ft, its number and its unit)
		}
		out = append(out, Candidate{Kind: Word, Text: r.text[start:end], Value: h.m.v, Start: start, End: end, first: h.a, last: h.k,
			none: h.k > h.a && r.lx.noneMembers[strings.ToLower(h.m.v)] && r.lx.negations[r.toks[r.words[h.a]].lower]})
	}
	return out
}

// measureMember reports whether an enum member is a number with its unit:
// "40ft", "500ml".
func measureMember(m string) bool {
	return strings.ContainsAny(m, "0123456789") && strings.ContainsFunc(m, unicode.IsLetter)
}

// longerMember reports whether s's enum has a member whose key begins
// with key and goes on: "40ft HC" after "40ft".
func longerMember(s *slot, key string) bool {
	return slices.ContainsFunc(s.enum, func(o any) bool {
		ov, _ := o.(string)
		k := enumKey(ov)
		return len(k) > len(key) && strings.HasPrefix(k, key)
	})
}

// memberGoesOn reports whether the word after word k, a member's mention's
// last, may go on with it as a longer member's: it is no word of the
// input's name or description (cues). "40ft high cube" may be 40ft HC;
// "40ft containers" for a "Container size" is 40ft.
func (r *Request) memberGoesOn(s *slot, k int) bool {
	if k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	next := r.toks[r.words[k+1]].stem
	return !slices.ContainsFunc(s.cues, func(cu cue) bool { return cu.stem == next })
}

// signedAt reads a word written with a sign after it at word k: "B+",
// "A-" (the mark right after the word, which ends there), or "A plus", "B
// minus". It returns the word with its sign and the last word read.
func (r *Request) signedAt(k int) (string, int, bool) {
	t := &r.toks[r.words[k]]
	if len(t.text) > 2 {
		return "", k, false // a grade's letter, a short code
	}
	if r.signAfter(t.end) != 0 {
		return r.text[t.start : t.end+1], k, true
	}
	if k+1 < len(r.words) && r.adjacentWords(k, k+1) {
		switch r.toks[r.words[k+1]].lower {
		case "plus":
			return t.text + "+", k + 1, true
		case "minus":
			return t.text + "-", k + 1, true
		}
	}
	return "", k, false
}

// signAfter returns the sign, + or -, the request writes right after
// byte offset end, ending a word there ("B+", "A-"; not "A-list"), or 0.
func (r *Request) signAfter(end int) byte {
	if end < len(r.text) && (r.text[end] == '+' || r.text[end] == '-') && (end+1 == len(r.text) || !isLetterByte(r.text[end+1]) && !isDigitByte(r.text[end+1])) {
		return r.text[end]
	}
	return 0
}

// signed reports whether a text ends with a sign after something: an
// enum's "B+", "A-".
func signed(s string) bool { return len(s) > 1 && (s[len(s)-1] == '+' || s[len(s)-1] == '-') }

// measuredWords reports whether a number with a unit covers any of words
// a to b. The words so covered are found once per request: a request of
// many enum mentions and many numbers costs their sum, not their product.
func (r *Request) measuredWords(a, b int) bool {
	r.measure()
	for k := a; k <= b; k++ {
		if r.measured[k]&wordMeasured != 0 {
			return true
		}
	}
	return false
}

// The flags measure sets for a word.
const (
	wordMeasured    = 1 << iota // a number with a unit covers it
	wordEndsMeasure             // a measure in a unit of a known class ends with it
)

// measure finds, once, the words a number with a unit covers
// (wordMeasured) and the words a measure in a unit of a known class ends
// with (wordEndsMeasure: the "cm" of "45 cm", no "episode" of "season 2
// episode").
func (r *Request) measure() {
	r.measuredOnce.Do(func() {
		r.measured = make([]uint8, len(r.words))
		for i := range r.cands {
			if c := &r.cands[i]; c.Kind == Number && c.Unit != "" {
				for k := c.first; k <= c.last && k < len(r.measured); k++ {
					r.measured[k] |= wordMeasured
				}
				if k := r.measureEnd(c); k < len(r.measured) && r.lx.classOf(c.Unit) != "" {
					r.measured[k] |= wordEndsMeasure
				}
			}
		}
	})
}

// measureEnd is the last word of number c and its unit: the unit's word
// when one follows it ("45 cm"), else the number's ("45cm", "£12").
func (r *Request) measureEnd(c *Candidate) int {
	k := max(c.last, c.through)
	if c.Unit != "" && k+1 < len(r.words) && r.toks[r.words[k+1]].stem == c.Unit && r.adjacentWords(k, k+1) {
		k++
	}
	return k
}

// measureWord tells what word k is to number c's measure and the
// request's others: whether it is another measure's unit ("cm" of "45 cm"
// for the 120 of "45 cm wide and 120 cm high"), and whether it stands
// right after c's own measure (own: "wide" for 45) or another's (other:
// "high" for 45), where it says what that measure measures.
func (r *Request) measureWord(c *Candidate, k int) (unit, own, other bool) {
	end := r.measureEnd(c)
	if k == end {
		return false, false, false
	}
	r.measure()
	after := k > 0 && r.adjacentWords(k-1, k)
	return r.measured[k]&wordEndsMeasure != 0, after && k-1 == end, after && k-1 != end && r.measured[k-1]&wordEndsMeasure != 0
}

// sameUnit reports whether two spellings name one unit of a known class
// ("min", "minute"), as unitKey does, without building the key.
func (r *Request) sameUnit(a, b string) bool {
	fa, ca, oka := r.lx.factor(a)
	fb, cb, okb := r.lx.factor(b)
	return oka && okb && ca != "" && ca == cb && fa != 0 && fa == fb
}

// unitKey returns a unit's class and size, which name one unit whatever
// its spelling ("g", "gram"), or false for a word that is no unit.
func (r *Request) unitKey(st string) (string, bool) {
	f, class, ok := r.lx.factor(st)
	if !ok || class == "" || f == 0 {
		return "", false
	}
	return class + ":" + strconv.FormatFloat(f, 'g', -1, 64), true
}

// memberLists finds the lists of members of an array's item enum the
// request writes: "repeat on mon, wed and fri" is [mon wed fri]. Each run
// of members that only separators part (a comma, a semicolon, a slash, an
// ampersand, "and", "or") is one list; a member alone is a list of one.
func (r *Request) memberLists(s *slot) []Candidate {
	e := *s
	e.enum, e.enumKeys = s.itemEnum, s.itemKeys
	ms := r.enumMentions(&e)
	slices.SortStableFunc(ms, func(a, b Candidate) int { return a.first - b.first })
	ms = slices.CompactFunc(ms, func(a, b Candidate) bool { return a.first <= b.last && b.first <= a.last }) // overlapping readings: the first
	var out []Candidate
	for i := 0; i < len(ms); {
		j := i
		items := []string{ms[i].Value.(string)}
		for j+1 < len(ms) && r.listParted(ms[j].last, ms[j+1].first) {
			j++
			if v := ms[j].Value.(string); !slices.Contains(items, v) {
				items = append(items, v)
			}
		}
		start, end := ms[i].Start, ms[j].End
		out = append(out, Candidate{Kind: List, of: Word, Items: items, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end,
			first: ms[i].first, last: ms[j].last, member: true})
		i = j + 1
	}
	return append(out, r.memberGroups(s)...)
}

// memberGroups finds the words of Lexicon.MemberGroups that name members
// of s's item enum all at once: "every weekday" for days [mon ... fri].
// A group is read only where every one of its members is in the enum.
func (r *Request) memberGroups(s *slot) []Candidate {
	if len(r.lx.memberGroups) == 0 {
		return nil
	}
	var out []Candidate
	for k := range r.words {
		for n := 1; n <= 2 && k+n <= len(r.words); n++ {
			if n == 2 && (!r.lx.groupFirst[r.toks[r.words[k]].lower] || !r.adjacentWords(k, k+1)) {
				break // (a phrase of two words is looked up only after its first word: no string made for every pair)
			}
			phrase := r.toks[r.words[k]].lower
			if n == 2 {
				phrase += " " + r.toks[r.words[k+1]].lower
			}
			group, ok := r.lx.memberGroups[phrase]
			if !ok {
				continue
			}
			var items []string
			for _, want := range group {
				i := slices.IndexFunc(s.itemEnum, func(m any) bool {
					mv, ok := m.(string)
					return ok && (strings.EqualFold(mv, want) || slices.Contains(r.lx.enumAliases[strings.ToLower(mv)], want))
				})
				if i < 0 {
					items = nil
					break
				}
				items = append(items, s.itemEnum[i].(string))
			}
			if items != nil {
				start, end := r.toks[r.words[k]].start, r.toks[r.words[k+n-1]].end
				out = append(out, Candidate{Kind: List, of: Word, Items: items, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end,
					first: k, last: k + n - 1, member: true})
			}
		}
	}
	return out
}

// listParted reports whether only a list's separators stand between words
// a < b: marks of ",;/&" and at most one "and", "or" or "plus".
func (r *Request) listParted(a, b int) bool {
	if b <= a || b-a > 2 {
		return false
	}
	if b-a == 2 {
		if w := r.toks[r.words[a+1]].lower; w != "and" && w != "or" && w != "plus" {
			return false
		}
	}
	for i := r.words[a] + 1; i < r.words[b]; i++ {
		if t := r.toks[i]; !t.word && !strings.Contains(",;/&", t.text) {
			return false
		}
	}
	return r.toks[r.words[a]].sentence == r.toks[r.words[b]].sentence
}

// flagMentions finds where the request speaks of what a yes-or-no input is
// about: all of its words but its flag words (include_numbers is about
// numbers) and those another yes-or-no input of the tool shares
// (inspection_contingency beside financing_contingency is about the
// inspection), in one clause, within a few words of each other. The value
// is true, or false when a negation comes shortly before ("without
// numbers", "no inspection") or a post-negation after.
func (r *Request) flagMentions(s *slot, ctx *callCtx) []Candidate {
	// the input named as the tool names it, and its value: "include_numbers
	// true", "is_refundable: false"
	name := strings.ToLower(s.in.Name)
	for k := 0; k+1 < len(r.words); k++ {
		t, next := r.toks[r.words[k]], r.toks[r.words[k+1]]
		if t.lower != name || next.sentence != t.sentence {
			continue
		}
		if next.lower == "true" || next.lower == "false" {
			return []Candidate{{Kind: Word, Text: r.text[t.start:next.end], Value: r.flagValue(s, next.lower == "true"), Start: t.start, End: next.end,
				first: k, last: k + 1, flag: true}}
		}
	}
	var about []string
	for _, w := range Words(s.in.Name) {
		if !r.lx.flagWords[w] && !r.lx.stop[w] {
			about = append(about, stem(w))
		}
	}
	if len(about) == 0 {
		return nil
	}
	if len(about) > 1 {
		// a word another yes-or-no input's name has too tells the two
		// apart from nothing: the request may leave it unsaid
		distinct := slices.DeleteFunc(slices.Clone(about), func(w string) bool {
			return slices.ContainsFunc(ctx.slots, func(o *slot) bool {
				return o != s && o.flag && slices.ContainsFunc(o.parts, func(x string) bool { return stem(x) == w })
			})
		})
		if len(distinct) > 0 {
			about = distinct
		}
	}
	var out []Candidate
	var undone *Candidate // the first word that undoes about[0]
	mentionYes := false   // whether out's mention says yes
	named := -1           // whether the request names about[0]: looked up once, at the first opposite
	opposite := func(st string) bool {
		if !slices.Contains(r.lx.flagOpposite[about[0]], st) {
			return false
		}
		if named < 0 {
			named = 0
			if r.hasStem(about[0]) {
				named = 1
			}
		}
		return named == 0
	}
	for k := range r.words {
		if st := r.toks[r.words[k]].stem; len(about) == 1 && (len(st) > 2 && st[:2] == "un" && st[2:] == about[0] || strings.TrimPrefix(st, "non-") == about[0] && st != about[0] || opposite(st)) {
			// "unlock the back door" for locked, "non-smoking" for
			// smoking, "outdoor" for indoor (Lexicon.FlagOpposites): the
			// word undone, no
			if undone == nil {
				start, end := r.toks[r.words[k]].start, r.toks[r.words[k]].end
				undone = &Candidate{Kind: Word, Text: r.text[start:end], Value: r.flagValue(s, false), Start: start, End: end, first: k, last: k, flag: true}
			}
			continue
		}
		if len(out) > 0 {
			continue
		}
		first, last := k, k
		found := 0
		split := len(about) == 1 && r.splitWord(k, about[0])
		if split {
			last, found = k+1, 1 // "on site" for onsite, "wi fi" for wifi
		} else if r.toks[r.words[k]].stem != about[0] && !slices.Contains(about, r.toks[r.words[k]].stem) {
			continue
		}
		// every word of about within the next few words of this clause
		for j := k; !split && j < len(r.words) && j < k+2*len(about)+2 && r.toks[r.words[j]].clause == r.toks[r.words[k]].clause; j++ {
			if slices.Contains(about, r.toks[r.words[j]].stem) {
				found++
				last = j
			}
		}
		if found < len(about) {
			continue
		}
		if next := r.startingAt(last + 1); slices.ContainsFunc(next, func(i int) bool { return r.cands[i].Kind != Name && r.cands[i].Kind != Demonym }) &&
			r.toks[r.words[last]].clause == r.toks[r.words[last+1]].clause && !pastParticiple(r.toks[r.words[last]].lower) {
			continue // the word labels the value after it: "the number 991-898-8887" is a phone's, no mention of numbers (but "a rated 3+2 game" is rated, and an "online Spanish tutor" online)
		}
		yes := true
		for j := max(0, first-3); j < first; j++ {
			if r.toks[r.words[j]].clause == r.toks[r.words[first]].clause && r.lx.negations[r.toks[r.words[j]].lower] {
				yes = false
			}
		}
		for j := last + 1; j < len(r.words) && j <= last+3 && r.toks[r.words[j]].clause == r.toks[r.words[last]].clause; j++ {
			if r.lx.postNegations[r.toks[r.words[j]].lower] {
				yes = false // "symbols and digits optional"
			}
		}
		start, end := r.toks[r.words[first]].start, r.toks[r.words[last]].end
		out = append(out, Candidate{Kind: Word, Text: r.text[start:end], Value: r.flagValue(s, yes), Start: start, End: end,
			first: first, last: last, flag: true})
		mentionYes = yes
		if undone != nil {
			break
		}
	}
	switch {
	case undone == nil:
		return out
	case len(out) == 0 || !mentionYes && undone.first < out[0].first:
		return []Candidate{*undone}
	case mentionYes:
		return nil // "veg and non-veg both": the word and its undoing, no answer
	}
	return out
}

// splitWord reports whether the word at k and the next, in one clause,
// are one word written apart: "on site" for onsite.
func (r *Request) splitWord(k int, st string) bool {
	if k+1 >= len(r.words) {
		return false
	}
	a, b := r.toks[r.words[k]], r.toks[r.words[k+1]]
	if a.clause != b.clause || b.start != a.end+1 || !strings.HasPrefix(st, a.lower) || len(a.lower)+len(b.lower) < len(st) {
		return false
	}
	return stem(a.lower+b.lower) == st
}

// flagValue writes a yes or no as the input takes it: a boolean, or the
// member of its enum that reads as one ("True").
func (r *Request) flagValue(s *slot, yes bool) any {
	for _, m := range s.enum {
		if str, ok := m.(string); ok && strings.EqualFold(str, strconv.FormatBool(yes)) {
			return str
		}
		if b, ok := m.(bool); ok && b == yes {
			return b
		}
	}
	return yes
}

// minTypo is the length, in letters, of the shortest word read as a
// misspelled enum member: "late" may be no latte.
const minTypo = 5

// oneEdit reports whether a and b differ by one edit: a letter inserted,
// dropped or replaced, or two letters side by side swapped ("buisness").
func oneEdit(a, b string) bool {
	if a == b {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	switch len(b) - len(a) {
	case 0:
		if a[i+1:] == b[i+1:] {
			return true // replaced
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:] // swapped
	case 1:
		return a[i:] == b[i+1:] // inserted
	}
	return false
}

// hasStem reports whether a word of the request has stem st.
func (r *Request) hasStem(st string) bool {
	return slices.ContainsFunc(r.words, func(i int) bool { return r.toks[i].stem == st })
}

// asWritten writes stem, a lowercase form of word, in word's case as far
// as the two agree: "Thursdays" gives "Thursday", "Comedies" "Comedy".
func asWritten(word, stem string) string {
	n := 0
	for n < len(word) && n < len(stem) && unicode.ToLower(rune(word[n])) == rune(stem[n]) && word[n] < utf8.RuneSelf {
		n++
	}
	return word[:n] + stem[n:]
}

// flightNumbers returns the flights' numbers the request writes as two
// words, an airline's code and digits a space apart, whose shape is one
// of Lexicon.FlightShapes: "BA 2491", "U2 8012". Read only for an input
// that takes a flight (a state's code and a ZIP code, "NY 10001", are
// shaped alike).
func (r *Request) flightNumbers() []Candidate {
	var out []Candidate
	for k := 0; k+1 < len(r.words); k++ {
		a, b := r.toks[r.words[k]], r.toks[r.words[k+1]]
		if b.start != a.end+1 || r.text[a.end] != ' ' {
			continue
		}
		text := r.text[a.start:b.end]
		if slices.ContainsFunc(r.lx.flightShapes, func(p string) bool { return shaped(text, p) }) {
			out = append(out, Candidate{Kind: Word, Text: text, Value: text, Start: a.start, End: b.end, first: k, last: k + 1, flight: true})
		}
	}
	return out
}

// routeEnds returns the routes the request writes as their two ends: two
// names "to" joins, in one sentence ("Oban to Craignure", "the Fal to
// Malpas"), each whole (no name's tail nor one written family name
// first), as one phrase (Candidate.route).
func (r *Request) routeEnds() []Candidate {
	var out []Candidate
	whole := func(c *Candidate) bool { return c.Kind == Name && !c.tail && !c.inverted }
	for i := range r.cands {
		a := &r.cands[i]
		k := a.last + 1
		if !whole(a) || k+1 >= len(r.words) || r.toks[r.words[k]].lower != "to" || !r.adjacentWords(a.last, k) || !r.adjacentWords(k, k+1) {
			continue
		}
		for _, j := range r.startingAt(k + 1) {
			if b := &r.cands[j]; whole(b) && r.toks[r.words[b.last]].sentence == r.toks[r.words[a.first]].sentence {
				out = append(out, Candidate{Kind: Word, Text: r.text[a.Start:b.End], Value: r.text[a.Start:b.End], Start: a.Start, End: b.End, first: a.first, last: b.last, route: true})
			}
		}
	}
	return out
}
