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
