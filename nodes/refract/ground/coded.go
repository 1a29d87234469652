package ground

import (
	"encoding/json"
	"strings"
)

// A number's description may give a word the number stands for: "Days
// until a password expires; 0 for never", "Floor number (0 = ground)",
// "-1 means unlimited". The request that says the word ("never expire",
// "the ground floor") states that number.

// codedWord is a word a numeric input's description codes as a number.
type codedWord struct {
	word  string // lowercase
	value string // the number, as the description writes it
}

// codedWords reads the words desc (lowercase) codes as numbers: "N for
// W", "N means W", "N = W" and "W = N", N an integer.
func codedWords(lx *lexicon, desc string) []codedWord {
	if !strings.ContainsAny(desc, "0123456789") {
		return nil // most descriptions code no number
	}
	f := strings.FieldsFunc(desc, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '(' || r == ')' })
	for i := range f {
		f[i] = strings.TrimRight(f[i], ".:")
	}
	var out []codedWord
	word := func(w string) bool {
		return w != "" && !lx.stop[w] && strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
	}
	for i := 0; i+2 < len(f); i++ {
		n, joiner, w := f[i], f[i+1], f[i+2]
		switch {
		case integerText(n) && (joiner == "for" || joiner == "means" || joiner == "=") && word(w):
			out = append(out, codedWord{w, n}) // "0 for never", "0 = ground"
		case word(n) && joiner == "=" && integerText(w):
			out = append(out, codedWord{n, w}) // "never = 0"
		}
	}
	return out
}

// integerText reports whether s is an integer written in digits, with a
// sign or none.
func integerText(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	_, ok := atoi(s) // (no error allocated for the words that are none)
	return ok
}

// codedMentions finds the words s's description codes as numbers in the
// request: "never expire" for "0 for never".
func (r *Request) codedMentions(s *slot) []Candidate {
	var out []Candidate
	for k, i := range r.words {
		for _, cw := range s.coded {
			if t := r.toks[i]; t.lower == cw.word {
				out = append(out, Candidate{Kind: Word, Text: t.text, Value: json.Number(strings.TrimPrefix(cw.value, "+")), Start: t.start, End: t.end, first: k, last: k, coded: true})
			}
		}
	}
	return out
}
