package ground

import (
	"unicode"
	"unicode/utf8"
)

// A request's case as a whole: shouted in capitals, or written in a
// script that has none.

// shouted reports whether a request is written in capitals: four in five
// of its letters, and a dozen at least.
func shouted(s string) bool {
	upper, letters := 0, 0
	for _, c := range s {
		if unicode.IsLetter(c) {
			letters++
			if unicode.IsUpper(c) {
				upper++
			}
		}
	}
	return letters >= 12 && upper*5 >= letters*4
}

// shoutedWord reports whether a word of a shouted request is an ordinary
// word in capitals: letters alone, longer than an acronym or a stop or
// common word ("WHERE", "IS", "NOW"; not "USD").
func (r *Request) shoutedWord(t token) bool {
	for i := 0; i < len(t.text); i++ {
		if !isLetterByte(t.text[i]) {
			return false
		}
	}
	return len(t.text) > 4 || r.lx.stop[t.lower] || r.lx.common[t.lower] || r.lx.imperative[t.lower]
}

// innerCap reports whether a word is a brand's, written with one
// lowercase letter before a capital: iPhone, eBay, iOS.
func innerCap(w string) bool {
	return len(w) >= 3 && isLower(w[0]) && w[1] >= 'A' && w[1] <= 'Z'
}

// casedScript reports whether at least half of text's letters have a
// case.
func casedScript(text string) bool {
	cased, other := 0, 0
	for i := 0; i < len(text); {
		if b := text[i]; b < utf8.RuneSelf {
			if isLetterByte(b) {
				cased++
			}
			i++
			continue
		}
		c, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsUpper(c) || unicode.IsLower(c):
			cased++
		case unicode.IsLetter(c):
			other++
		}
		i += size
	}
	return cased >= other
}

// caseless reports whether c is a letter of a script without capitals:
// Han, kana, Hangul, Arabic, Hebrew, Thai.
func caseless(c rune) bool {
	return c >= utf8.RuneSelf && unicode.IsLetter(c) && !unicode.IsUpper(c) && !unicode.IsLower(c) && !unicode.IsTitle(c)
}
