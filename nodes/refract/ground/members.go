package ground

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// An enum's members as a request names them: their keys (lowercase, no
// separators), read once an input.

// enumKey is a string's form for comparing with enum members: lowercase,
// separators dropped.
func enumKey(s string) string { return enumKeyOf("", s) }

// appendEnumKey appends s's enumKey to dst, with no allocation of its own
// for ASCII.
func appendEnumKey(dst []byte, s string) []byte {
	if !isASCII(s) {
		return append(dst, enumKey(s)...)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != ' ' && c != '_' && c != '-' {
			dst = append(dst, c)
		}
	}
	return dst
}

// enumKeyOf is prefix followed by s's enumKey, built in one allocation (or
// none, for no prefix and a plain s).
func enumKeyOf(prefix, s string) string {
	plain := true // already lowercase ASCII without separators: itself
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' || c == ' ' || c == '_' || c == '-' {
			plain = false
			break
		}
	}
	if plain {
		return prefix + s
	}
	var b strings.Builder
	b.Grow(len(prefix) + len(s))
	b.WriteString(prefix)
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != ' ' && c != '_' && c != '-' {
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		b.WriteRune(unicode.ToLower(r))
		i += size
	}
	return b.String()
}

// enumMember is a member of an input's enum under one of its keys.
type enumMember struct {
	i      int // its index in the enum, for the order of the results
	v, key string
}

// enumIndex holds an input's enum members by key (enumKey: the member,
// or an alias of it, Lexicon.EnumAliases), the longest key, and the
// members of one word written in the plural by the stem of their key
// ("taco" for tacos). It is read once an input and shared: never written.
type enumIndex struct {
	keys    map[string][]enumMember
	longest int
	stems   map[string][]enumMember
	// verbs holds the stems of three letters of one-word members that end
	// in "e" (bike, hike, rate): named only by "-ed" and "-ing" ("biked"),
	// as "not" is no note and "rid" no ride
	verbs map[string][]enumMember
}

// newEnumIndex indexes an enum's string members.
func newEnumIndex(lx *lexicon, enum []any) *enumIndex {
	x := &enumIndex{}
	add := func(k string, m enumMember) {
		if x.keys == nil {
			x.keys = map[string][]enumMember{}
		}
		x.keys[k] = append(x.keys[k], m)
		x.longest = max(x.longest, len(k))
	}
	for i, m := range enum {
		mv, ok := m.(string)
		if !ok || mv == "" {
			continue
		}
		k := enumKey(mv)
		add(k, enumMember{i, mv, k})
		for _, alias := range lx.enumAliases[strings.ToLower(mv)] {
			a := enumKey(alias) // "extra large" for XL
			add(a, enumMember{i, mv, a})
		}
		if st := stem(k); st != k && len(st) >= 4 && !strings.Contains(mv, " ") {
			if x.stems == nil {
				x.stems = map[string][]enumMember{}
			}
			x.stems[st] = append(x.stems[st], enumMember{i, mv, st})
		} else if st != k && len(st) == 3 && len(k) == 4 && k[3] == 'e' {
			if x.verbs == nil {
				x.verbs = map[string][]enumMember{}
			}
			x.verbs[st] = append(x.verbs[st], enumMember{i, mv, st})
		}
	}
	return x
}
