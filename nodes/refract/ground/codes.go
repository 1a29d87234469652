package ground

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// codeTable is one kind of thing whose values have standard codes:
// languages (ISO 639-1), currencies (ISO 4217), countries (ISO 3166-1
// alpha-2). Requests name them ("Spanish", "euros", "the United States");
// inputs whose descriptions ask for the code take it ("es", "EUR", "US").
type codeTable struct {
	byName map[string]string // lowercased name: code
	codes  set               // the codes, lowercased
	cues   []string          // description words that ask for the code
}

func newCodeTable(byName map[string]string, cues []string) codeTable {
	codes := set{}
	for _, c := range slices.Sorted(maps.Values(byName)) {
		codes[strings.ToLower(c)] = true
	}
	return codeTable{byName: byName, codes: codes, cues: cues}
}

// code returns the code of the thing a lowercased name names, or "".
func (t *codeTable) code(name string) string { return t.byName[name] }

// isCode reports whether w, in any case, is a code of the table. (Codes
// are short: w is lowercased on the stack, not allocated, as candidates
// are asked often.)
func (t *codeTable) isCode(w string) bool {
	var buf [8]byte
	if len(w) > len(buf) {
		return false
	}
	for i := range len(w) {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return t.codes[string(buf[:len(w)])]
}

// asked reports whether a description asks for the table's code: it says
// so (one of the cues, in the lowercased desc), or names a code, quoted in
// any case ('en', "US") or unquoted in capitals ("such as USD"). lower
// says the code it names is written in lowercase: the value is too.
func (t *codeTable) asked(desc, raw string) (asked, lower bool) {
	asked = slices.ContainsFunc(t.cues, func(cue string) bool { return strings.Contains(desc, cue) })
	for i, j := range letterRuns(raw) {
		w := raw[i:j]
		quoted := i > 0 && j < len(raw) && raw[i-1] == raw[j] && (raw[j] == '\'' || raw[j] == '"')
		if t.isCode(w) && (quoted || strings.IndexFunc(w, unicode.IsLower) < 0) {
			asked, lower = true, w == strings.ToLower(w)
		}
	}
	return asked, lower
}

// isCode reports whether a word is an identifier: letters and digits
// mixed, an underscore, all capitals of two letters or more, or groups of
// digits joined by two marks or more (192.168.1.1, 555-123-4567, 1.2.3),
// by one hyphen (555-1234, 25-34) or by one slash (1/500); dates, times
// and numbers are read before.
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
		letters == 0 && marks >= 2 || digitGroups(w) || slashDigits(w) || macAddress(w)
}

// unplural returns a code without the plural s a count gives it: "5
// SKU-20411s", "two PS5s" (capitals and digits, then a lowercase s).
func unplural(w string) string {
	n := len(w)
	if n < 3 || w[n-1] != 's' || !isDigitByte(w[n-2]) || strings.ToUpper(w[:n-1]) != w[:n-1] || strings.ToLower(w[:n-1]) == w[:n-1] {
		return w
	}
	return w[:n-1]
}

// slashDigits reports whether w is two runs of digits joined by one
// slash that no date, fraction or number reader took: a shutter's
// "1/500", a score's "8/10", "24/7".
func slashDigits(w string) bool {
	a, b, ok := strings.Cut(w, "/")
	return ok && digits(a) && digits(b)
}

// currencyPair reports whether w is a pair of currency codes written as
// one word, capitals, by a slash or side by side: "USD/JPY", "EURCHF"
// (both the table's codes: "ABCDEF" is none).
func (r *Request) currencyPair(w string) bool {
	switch {
	case len(w) == 7 && w[3] == '/':
	case len(w) == 6:
	default:
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; (c < 'A' || c > 'Z') && !(i == 3 && c == '/') {
			return false // (capitals checked without a copy: most words of six letters are none)
		}
	}
	return r.lx.currencies.isCode(w[:3]) && r.lx.currencies.isCode(w[len(w)-3:])
}

// allLetters reports whether s is ASCII letters only, one at least.
func allLetters(s string) bool {
	for i := range len(s) {
		if !isLetterByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// acronym reports whether a code is capital letters alone: SQL, USD.
func acronym(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsUpper(r) }) < 0
}

// pluralAcronym reports whether s is an acronym's plural: two to five
// capitals and an "s" ("IGUs", "PDFs", "SKUs").
func pluralAcronym(s string) bool {
	return len(s) >= 3 && s[len(s)-1] == 's' && capitals(s[:len(s)-1], 2, 5)
}

// capitals reports whether s is least to most capital letters of ASCII,
// and nothing else: "LAX", "NSW".
func capitals(s string, least, most int) bool {
	if len(s) < least || len(s) > most {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// capsPair reports whether w is two runs of two to four capitals joined by
// one hyphen: "LAX-ORD", "SFO-JFK" (not "ABC-123", "Wi-Fi").
func capsPair(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return ok && capitals(a, 2, 4) && capitals(b, 2, 4)
}
