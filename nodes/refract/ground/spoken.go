package ground

import "strings"

// Values said aloud, as a voice assistant's transcript writes them: an
// e-mail address spelled with its marks in words ("john dot smith at
// gmail dot com") and a telephone number digit by digit ("five five five,
// one two three, four five six seven"). The words are
// Lexicon.SpokenMarks and Lexicon.DigitWords.

// spokenEmail reads an e-mail address said aloud, starting at word k:
// words joined by mark words, one "at" among them and a "dot" after it
// ("kim at kimlee dot dev" is kim@kimlee.dev). Its parts are letters and
// digits; the address is written in lowercase, as addresses are
// compared.
func (r *Request) spokenEmail(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	if k+1 >= len(r.words) || r.lx.spokenMarks[r.toks[r.words[k+1]].lower] == "" || !alnumWord(t.text) {
		return Candidate{}, false
	}
	var b strings.Builder
	b.WriteString(t.lower)
	at, dotAfter, last := false, false, k
	for j := k + 1; j+1 < len(r.words) && j < k+2*maxSpokenParts; j += 2 { // (bounded: "a dot b dot ..." is read in linear time)
		m, w := r.toks[r.words[j]], r.toks[r.words[j+1]]
		mark := r.lx.spokenMarks[m.lower]
		if mark == "" || !alnumWord(w.text) || w.sentence != t.sentence || !r.adjacentWords(j-1, j) || !r.adjacentWords(j, j+1) || mark == "@" && at {
			break
		}
		at = at || mark == "@"
		dotAfter = dotAfter || at && mark == "."
		b.WriteString(mark)
		b.WriteString(w.lower)
		last = j + 1
	}
	if !at || !dotAfter {
		return Candidate{}, false
	}
	v := b.String()
	if dot := strings.LastIndexByte(v, '.'); len(v)-dot-1 < 2 || strings.LastIndexByte(v, '@') > dot {
		return Candidate{}, false // a domain ends with a name of two letters or more
	}
	end := r.toks[r.words[last]].end
	// (its text is the address: a value is written as its text, and the
	// words said are no address)
	return Candidate{Kind: Email, Text: v, Value: v, Start: t.start, End: end, first: k, last: last}, true
}

// spokenDigits reads a number said digit by digit, seven digits or more
// (a phone number's), starting at word k: "five five five, one two three,
// four five six seven" is 555-123-4567, its groups as the commas part
// them; "plus four four seven nine ..." keeps its plus sign. It is a
// code, as a phone number written in digits is.
func (r *Request) spokenDigits(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	plus := t.lower == "plus"
	first := k
	if plus {
		first++
	}
	if first >= len(r.words) {
		return Candidate{}, false
	}
	if _, ok := r.lx.digitWords[r.toks[r.words[first]].lower]; !ok {
		return Candidate{}, false
	}
	var groups []string
	var g strings.Builder
	digits, last := 0, k
	for j := first; j < len(r.words); j++ {
		w := r.toks[r.words[j]]
		d, ok := r.lx.digitWords[w.lower]
		if !ok || w.sentence != t.sentence || digits > 15 {
			break
		}
		if j > first {
			switch between := r.marksBetween(r.words[j-1], r.words[j]); between {
			case "":
			case ",", "-":
				groups = append(groups, g.String())
				g.Reset()
			default:
				j = len(r.words) // another mark ends it
				continue
			}
		}
		g.WriteByte(byte('0' + d))
		digits++
		last = j
	}
	if digits < 7 || digits > 15 {
		return Candidate{}, false
	}
	groups = append(groups, g.String())
	v := strings.Join(groups, "-")
	if plus {
		v = "+" + v
	}
	end := r.toks[r.words[last]].end
	return Candidate{Kind: Code, Text: v, Value: v, Start: t.start, End: end, first: k, last: last}, true
}

// maxSpokenParts bounds the words of an address said aloud: its parts
// between marks.
const maxSpokenParts = 12

// alnumWord reports whether s is ASCII letters and digits alone.
func alnumWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetterByte(s[i]) && !isDigitByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// spokenYear reads a year said aloud at word k, as a transcript writes it
// after a month and its day: its century, nineteen or twenty, then its
// year of the century ("twenty twenty-seven", "twenty twenty seven",
// "nineteen ninety nine", "twenty oh five"), or "two thousand" and a year
// below a hundred ("two thousand and twenty seven"). It returns the year
// and its last word.
func (r *Request) spokenYear(k int) (int, int, bool) {
	word := func(j int) (string, bool) {
		if j >= len(r.words) || !r.adjacentWords(j-1, j) || r.toks[r.words[j]].sentence != r.toks[r.words[k]].sentence {
			return "", false
		}
		return r.toks[r.words[j]].lower, true
	}
	if k >= len(r.words) {
		return 0, 0, false
	}
	first := r.toks[r.words[k]].lower
	century, j := 0, k+1
	switch first {
	case "nineteen":
		century = 1900
	case "twenty":
		century = 2000
	case "two":
		if w, ok := word(k + 1); !ok || w != "thousand" {
			return 0, 0, false
		}
		century, j = 2000, k+2
		if w, ok := word(j); ok && w == "and" {
			j++
		}
		if n, last, ok := r.spokenBelowHundred(j, word); ok && n < 100 {
			return century + n, last, true
		}
		return century, k + 1, true // "two thousand"
	default:
		return 0, 0, false
	}
	if w, ok := word(j); ok && (w == "oh" || w == "o") {
		if d, ok := word(j + 1); ok {
			if n := r.lx.digitWords[d]; n > 0 {
				return century + n, j + 1, true // "twenty oh five"
			}
		}
		return 0, 0, false
	}
	n, last, ok := r.spokenBelowHundred(j, word)
	if !ok || n < 10 {
		return 0, 0, false // "twenty seven" alone is a number; a year's second half has two digits
	}
	return century + n, last, true
}

// spokenBelowHundred reads a number from one to ninety-nine said aloud
// at word j: "twenty-seven", "twenty seven", "fourteen" (cardinalWord).
func (r *Request) spokenBelowHundred(j int, word func(int) (string, bool)) (int, int, bool) {
	w, ok := word(j)
	if !ok {
		return 0, 0, false
	}
	n, ok := r.cardinalWord(w)
	if !ok {
		return 0, 0, false
	}
	if n >= 20 && n%10 == 0 {
		if u, ok := word(j + 1); ok {
			if m, ok := r.cardinalWord(u); ok && m < 10 {
				return n + m, j + 1, true
			}
		}
	}
	return n, j, true
}
