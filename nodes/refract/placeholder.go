package refract

import "strings"

// Placeholders: a value a model writes where it has none, which the
// validator's rules would pass as a string: "<city>", "{city}", "[city]",
// "CITY_NAME" or "city" for city itself, a word of
// ground.NameWords.Placeholders ("string", "TBD", "N/A"), or null where
// the input takes none. The repair drops it, and a required input is then
// missing: its value is grounded in the request, mapped from an output or
// asked, as for an input the call never had.

// maxPlaceholder bounds the strings read as placeholders: a few words.
const maxPlaceholder = 48

// placeholder reports whether v, given to input in, stands for a value the
// model did not have.
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
	if names.placeholders[strings.ToLower(t)] {
		return true
	}
	if inner, ok := bracketed(t); ok {
		t = inner // "<city>", "{{city}}", "[your city]"
	} else if strings.ToUpper(t) != t && strings.ToLower(t) != t {
		return false // a name as written ("Paris"), not an identifier's form
	}
	ws := words(t)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	// the input's own words, with "your" or a generic head around them:
	// "city", "CITY_NAME", "<your city>"
	own := 0
	for _, w := range ws {
		switch {
		case in.hasWord(w):
			own++
		case w == "your" || w == "the" || names.genericHeads[w]:
		default:
			return names.placeholders[w] && len(ws) == 1
		}
	}
	return own > 0
}

// bracketed returns s without the brackets around it: <x>, {x}, {{x}},
// [x].
func bracketed(s string) (string, bool) {
	for _, p := range [][2]string{{"{{", "}}"}, {"<", ">"}, {"{", "}"}, {"[", "]"}} {
		if len(s) > len(p[0])+len(p[1]) && strings.HasPrefix(s, p[0]) && strings.HasSuffix(s, p[1]) {
			return strings.TrimSpace(s[len(p[0]) : len(s)-len(p[1])]), true
		}
	}
	return "", false
}

// hasWord reports whether w is one of the input's name's words, or the
// canonical form of one.
func (in *Input) hasWord(w string) bool {
	c := canon(w)
	for i, x := range in.id.words {
		if x == w || in.id.canon[i] == c {
			return true
		}
	}
	return false
}
