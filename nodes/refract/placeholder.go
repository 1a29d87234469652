package refract

import (
	"slices"
	"strings"
)

// Placeholders: a value a model writes where it has none, which the
// validator's rules would pass as a string: "<city>", "{city}", "[city]",
// "CITY_NAME" or "city" for city itself, a word of
// ground.NameWords.Placeholders ("string", "TBD", "N/A"), or null where
// the input takes none. The repair drops it, and a required input is then
// missing: its value is grounded in the request, mapped from an output or
// asked, as for an input the call never had.

// maxPlaceholder bounds the strings read as placeholders: a few words.
const maxPlaceholder = 32

// placeholder reports whether v, given to input in, stands for a value the
// model did not have. It is asked of every argument of every state the
// search validates, so it splits nothing and allocates nothing.
func placeholder(v any, in *Input) bool {
	if v == nil {
		bad, _ := in.check(nil)
		return bad
	}
	s, ok := v.(string)
	if !ok || len(s) > maxPlaceholder {
		return false
	}
	t := strings.TrimSpace(s)
	if t == "" {
		return false // an empty description may be meant (NESTFUL's gold writes some)
	}
	if isPlaceholderWord(t) && !slices.ContainsFunc(in.id.words, func(w string) bool { return names.typeWords[w] }) {
		return true // (a data_type may be "string")
	}
	if inner, ok := bracketed(t); ok {
		t = inner // "<city>", "{{city}}", "[your city]"
	} else if !identifierForm(t) {
		return false // a name as written ("Paris"), or words, not an identifier's form
	}
	// the input's own words, with "your" or a generic head around them:
	// "city", "CITY_NAME", "<your city>"
	own, n := 0, 0
	for i := 0; i < len(t); {
		for i < len(t) && isSep(t[i]) {
			i++
		}
		j := i + 1
		for j < len(t) && !isSep(t[j]) && !(t[j-1] >= 'a' && t[j-1] <= 'z' && t[j] >= 'A' && t[j] <= 'Z') { // cityId: city, Id
			j++
		}
		if i >= len(t) {
			break
		}
		part := t[i:min(j, len(t))]
		if !letters(part) {
			return false // a number, a date, a code: no word of a name
		}
		n++
		switch {
		case n > 4:
			return false
		case slices.ContainsFunc(in.id.words, func(w string) bool { return strings.EqualFold(part, w) }):
			own++
		case strings.EqualFold(part, "your") || strings.EqualFold(part, "the") || slices.ContainsFunc(names.genericHeadList, func(w string) bool { return strings.EqualFold(part, w) }):
		default:
			return false
		}
		i = j
	}
	// (a member of the input's own value set is no placeholder, though it
	// is the input's name: a certificate's distinction "distinction")
	return own > 0 && !slices.ContainsFunc(in.Enum, func(m any) bool { ms, ok := m.(string); return ok && ms == s })
}

// isSep reports whether a byte separates the words of an identifier.
func isSep(c byte) bool { return c == '_' || c == '-' || c == ' ' }

// bracketed returns s without the brackets around it: <x>, {x}, {{x}},
// [x].
func bracketed(s string) (string, bool) {
	if s[0] != '<' && s[0] != '{' && s[0] != '[' {
		return "", false
	}
	for _, p := range [][2]string{{"{{", "}}"}, {"<", ">"}, {"{", "}"}, {"[", "]"}} {
		if len(s) > len(p[0])+len(p[1]) && strings.HasPrefix(s, p[0]) && strings.HasSuffix(s, p[1]) {
			return strings.TrimSpace(s[len(p[0]) : len(s)-len(p[1])]), true
		}
	}
	return "", false
}

// isPlaceholderWord reports whether s is one of the lexicon's placeholders,
// case aside, without allocating: it is asked of every string argument.
func isPlaceholderWord(s string) bool {
	if len(s) > len(placeholderBuf{}) || names.placeholderShape[s[0]|0x20]&(1<<len(s)) == 0 {
		return false // no placeholder starts so and is as long: most values, at once
	}
	var buf placeholderBuf
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return names.placeholders[string(buf[:len(s)])] // no allocation: a lookup by bytes
}

// placeholderBuf holds a lowercased candidate placeholder.
type placeholderBuf [24]byte

// identifierForm reports whether s is written as an identifier, in one
// case and with no spaces ("CITY_NAME", "city"), unlike a name ("Paris")
// or words: one pass, stopping at the first sign.
func identifierForm(s string) bool {
	upper, lower := false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			return false
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= 'a' && c <= 'z':
			lower = true
		}
		if upper && lower {
			return false
		}
	}
	return true
}

// letters reports whether s is ASCII letters alone.
func letters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) {
			return false
		}
	}
	return true
}
