package schema

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/mendgraph/mend/jsonpointer"
	"github.com/mendgraph/mend/lenient"
)

// Coercion is one lossless change [Schema.Coerce] made to make a value
// acceptable.
type Coercion struct {
	Pointer string // where, as an RFC 6901 pointer into the document
	Kind    string // what: see the Coerce* constants
	From    string // the value before, as JSON text (long values shortened)
	To      string // the value after, as JSON text (long values shortened)
}

// The kinds of coercion.
const (
	CoerceParse   = "parse"   // a string holding the object or array the schema wants, decoded
	CoerceNumber  = "number"  // a numeric string where a number is wanted; 5.0 where an integer is
	CoerceString  = "string"  // a number or boolean where a string is wanted, written as text
	CoerceBoolean = "boolean" // "true" or "false" where a boolean is wanted
	CoerceNull    = "null"    // "null" where null is wanted
	CoerceEnum    = "enum"    // a string that equals one enum value but for case and separators
	CoerceWrap    = "wrap"    // a single value where an array of such values is wanted
	CoerceUnwrap  = "unwrap"  // an array of one value where that value is wanted
)

// maxParseDepth bounds how deep in the document strings holding JSON are
// decoded, and how many times over: a top-level argument is at depth 1
// (Koog's MAX_DEPTH).
const maxParseDepth = 8

// Coerce returns data with the values the schema rejects replaced, where a
// lossless conversion makes them acceptable: a string holding the object
// or array the schema wants (decoded, also leniently), a numeric string
// where a number is wanted, a number or boolean where a string is, "true"
// and "false" where a boolean is, an enum value in another case or with
// other separators ("ECONOMY", "premium-economy"), a single value where an
// array of such values is, the one value of an array where that value is
// wanted. It never changes a value the schema accepts,
// nor makes a change that loses information; within anyOf and oneOf it
// takes the first alternative a conversion satisfies.
//
// Everything it does not change is kept byte for byte, member order and
// formatting included. Valid data, and data that is not JSON, come back
// as they are, with no coercions; valid data costs one validation and no
// allocation. Coerce does not report what it cannot fix: validate the
// result for that.
func (s *Schema) Coerce(data []byte) ([]byte, []Coercion) {
	if s.Valid(data) {
		return data, nil
	}
	root, ok := parseSpans(data)
	if !ok {
		return data, nil
	}
	c := coercer{s: s, data: data}
	c.value(s.root, root, nil, 0)
	if len(c.reps) == 0 {
		return data, nil
	}
	slices.SortFunc(c.reps, func(a, b replacement) int { return a.start - b.start })
	out := make([]byte, 0, len(data)+16)
	at := 0
	for _, r := range c.reps {
		if r.start < at {
			continue // inside a value already replaced
		}
		out = append(out, data[at:r.start]...)
		out = append(out, r.text...)
		at = r.end
	}
	out = append(out, data[at:]...)
	return out, c.done
}

// validNode reports whether data is valid against node n.
func (s *Schema) validNode(n *node, data []byte) bool {
	r := run{data: data, muting: muting{mute: 1}, quick: true}
	end := r.value(n, 0, 0)
	return r.err == nil && r.muted == 0 && r.ws(end) == len(data)
}

type replacement struct {
	start, end int
	text       []byte
}

type coercer struct {
	s    *Schema
	data []byte
	reps []replacement
	done []Coercion
}

// value coerces the value v against n; ptr is its location, parsed its
// depth among decoded strings.
func (c *coercer) value(n *node, v *span, ptr jsonpointer.Pointer, parsed int) {
	n = bareTarget(n)
	if n == nil || n.trivial || n.never {
		return
	}
	text := c.data[v.start:v.end]
	if c.s.validNode(n, text) {
		return
	}
	if alts := append(slices.Clip(n.anyOf), n.oneOf...); len(alts) > 0 {
		for _, alt := range alts {
			if out, done, ok := c.try(alt, text, ptr, parsed); ok {
				c.replace(v, out, done)
				return
			}
		}
	}
	if n.ref != nil {
		c.value(n.ref, v, ptr, parsed)
		return
	}
	for _, sub := range n.allOf {
		c.value(sub, v, ptr, parsed)
	}
	t := v.typ()
	if n.types != 0 && n.types&t == 0 {
		if out, kind, ok := c.convert(n, v, ptr, parsed); ok {
			c.replace(v, out, []Coercion{{Pointer: ptr.String(), Kind: kind, From: short(text), To: short(out)}})
			return
		}
	}
	switch v.kind {
	case 'o':
		for k, key := range v.keys {
			if sub := n.memberSchema(key); sub != nil {
				c.value(sub, v.kids[k], ptr.Append(key), parsed)
			}
		}
	case 'a':
		for k, kid := range v.kids {
			sub := n.items
			if k < len(n.prefix) {
				sub = n.prefix[k]
			}
			if sub != nil {
				c.value(sub, kid, ptr.Index(k), parsed)
			}
		}
	case 's':
		if n.enum != nil {
			if out, ok := enumMatch(n, v.str(c.data)); ok {
				c.replace(v, out, []Coercion{{Pointer: ptr.String(), Kind: CoerceEnum, From: short(text), To: short(out)}})
			}
		}
	}
}

// try coerces text against n on its own, and reports whether the result
// is valid against n.
func (c *coercer) try(n *node, text []byte, ptr jsonpointer.Pointer, parsed int) ([]byte, []Coercion, bool) {
	root, ok := parseSpans(text)
	if !ok {
		return nil, nil, false
	}
	sub := coercer{s: c.s, data: text}
	sub.value(n, root, ptr, parsed)
	if len(sub.reps) == 0 {
		return nil, nil, false
	}
	out := sub.apply()
	return out, sub.done, c.s.validNode(n, out)
}

// apply splices the replacements into the coercer's data.
func (c *coercer) apply() []byte {
	slices.SortFunc(c.reps, func(a, b replacement) int { return a.start - b.start })
	out := make([]byte, 0, len(c.data)+16)
	at := 0
	for _, r := range c.reps {
		if r.start < at {
			continue
		}
		out = append(out, c.data[at:r.start]...)
		out = append(out, r.text...)
		at = r.end
	}
	return append(out, c.data[at:]...)
}

func (c *coercer) replace(v *span, text []byte, done []Coercion) {
	c.reps = append(c.reps, replacement{start: v.start, end: v.end, text: text})
	c.done = append(c.done, done...)
}

// convert turns v, whose type n does not allow, into a value of a type it
// does, without losing anything.
func (c *coercer) convert(n *node, v *span, ptr jsonpointer.Pointer, parsed int) ([]byte, string, bool) {
	text := c.data[v.start:v.end]
	switch v.kind {
	case 's':
		s := v.str(c.data)
		t := strings.TrimSpace(s)
		if n.types&(tObject|tArray) != 0 && parsed < maxParseDepth && len(ptr) <= maxParseDepth && (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) {
			if out, ok := c.parse(n, t, ptr, parsed+1); ok {
				return out, CoerceParse, true
			}
		}
		if n.types&(tNumber|tInteger) != 0 {
			if num, ok := jsonNumber(t); ok {
				if out, ok := numberFor(n, num); ok {
					return out, CoerceNumber, true
				}
			}
		}
		if n.types&tBool != 0 {
			switch strings.ToLower(t) {
			case "true", "false":
				return []byte(strings.ToLower(t)), CoerceBoolean, true
			}
		}
		if n.types&tNull != 0 && (t == "null" || t == "None") {
			return []byte("null"), CoerceNull, true
		}
	case 'n':
		if n.types&tInteger != 0 {
			if out, ok := numberFor(n, string(text)); ok && !bytes.Equal(out, text) {
				return out, CoerceNumber, true
			}
		}
		if n.types&tString != 0 {
			return lenient.AppendString(nil, string(text)), CoerceString, true
		}
	case 't', 'f':
		if n.types&tString != 0 {
			return lenient.AppendString(nil, string(text)), CoerceString, true
		}
	}
	if v.kind == 'a' && n.types&tArray == 0 && len(v.kids) == 1 {
		// [x] where x is wanted: the one item, coerced in its turn
		kid := v.kids[0]
		sub := coercer{s: c.s, data: c.data}
		sub.value(n, kid, ptr, parsed)
		inner := c.data[kid.start:kid.end]
		if len(sub.reps) > 0 {
			inner = (&coercer{s: c.s, data: inner, reps: shift(sub.reps, kid.start)}).apply()
		}
		if c.s.validNode(n, inner) {
			return slices.Clone(inner), CoerceUnwrap, true
		}
	}
	if n.types&tArray != 0 && v.kind != 'a' && n.items == nil {
		return append(append([]byte{'['}, text...), ']'), CoerceWrap, true // an array of anything
	}
	if n.types&tArray != 0 && v.kind != 'a' && n.items != nil {
		item := bareTarget(n.items)
		sub := coercer{s: c.s, data: text}
		root, _ := parseSpans(text)
		sub.value(item, root, ptr.Index(0), parsed)
		inner := text
		if len(sub.reps) > 0 {
			inner = sub.apply()
		}
		if item == nil || c.s.validNode(item, inner) {
			out := append(append([]byte{'['}, inner...), ']')
			return out, CoerceWrap, true
		}
	}
	return nil, "", false
}

// shift moves replacements made in a document to a part of it that
// starts at off.
func shift(reps []replacement, off int) []replacement {
	out := make([]replacement, len(reps))
	for i, r := range reps {
		out[i] = replacement{start: r.start - off, end: r.end - off, text: r.text}
	}
	return out
}

// parse decodes t, a string's text holding JSON (leniently if need be),
// coerces it against n and returns it when n accepts its kind.
func (c *coercer) parse(n *node, t string, ptr jsonpointer.Pointer, parsed int) ([]byte, bool) {
	var doc []byte
	if json.Valid([]byte(t)) {
		doc = []byte(t)
	} else {
		v, used, rep, err := lenient.Parse([]byte(t), lenient.Options{})
		if err != nil || strings.TrimSpace(t[used:]) != "" || rep&(lenient.StoppedAtError|lenient.Truncated) != 0 {
			return nil, false
		}
		doc = v.JSON()
	}
	root, ok := parseSpans(doc)
	if !ok || (root.kind == 'o' && n.types&tObject == 0) || (root.kind == 'a' && n.types&tArray == 0) {
		return nil, false
	}
	sub := coercer{s: c.s, data: doc}
	sub.value(n, root, ptr, parsed)
	if len(sub.reps) > 0 {
		doc = sub.apply()
		c.done = append(c.done, sub.done...)
	}
	return doc, true
}

// numberFor returns a number's text as n wants it: an integral value
// without its fraction where only integers are allowed.
func numberFor(n *node, num string) ([]byte, bool) {
	if n.types&tNumber != 0 {
		return []byte(num), true
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return nil, false
	}
	return strconv.AppendInt(nil, int64(f), 10), true
}

// jsonNumber reports whether s is a JSON number literal.
func jsonNumber(s string) (string, bool) {
	if s == "" {
		return "", false
	}
	var n json.Number
	if json.Unmarshal([]byte(s), &n) != nil || n.String() != s {
		return "", false
	}
	return s, true
}

// enumMatch finds the one enum string that equals s but for case and
// separators.
func enumMatch(n *node, s string) ([]byte, bool) {
	key := foldSeparators(s)
	if key == "" {
		return nil, false
	}
	found := -1
	for i, e := range n.enum {
		es, ok := e.(string)
		if !ok || foldSeparators(es) != key {
			continue
		}
		if found >= 0 {
			return nil, false // two candidates: ambiguous
		}
		found = i
	}
	if found < 0 {
		return nil, false
	}
	return lenient.AppendString(nil, n.enum[found].(string)), true
}

// foldSeparators lowercases s and drops spaces, hyphens and underscores.
func foldSeparators(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == ' ' || r == '-' || r == '_' {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// memberSchema returns the schema of an object's member: its property's,
// a matching pattern's, or additionalProperties'.
func (n *node) memberSchema(key string) *node {
	for i := range n.props {
		if n.props[i].name == key {
			return n.props[i].schema
		}
	}
	for _, pp := range n.patProps {
		if pp.re.MatchString(key) {
			return pp.schema
		}
	}
	return n.addl
}

func short(b []byte) string {
	if len(b) > 80 {
		return string(b[:77]) + "..."
	}
	return string(b)
}
