package schema

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/mendgraph/mend/jsonpointer"
)

// Options tunes one validation. The zero value collects every violation.
type Options struct {
	// MaxViolations stops collecting after this many; zero means no limit.
	MaxViolations int
}

// Validate checks the JSON text data against the schema in one pass. It
// returns nil when data is valid, allocating nothing; a *ValidationError
// listing every violation in document order; or a *SyntaxError when data
// is not JSON (violations found before the syntax error are dropped).
func (s *Schema) Validate(data []byte) error { return s.ValidateOptions(data, Options{}) }

// Valid reports whether data is valid JSON that satisfies the schema. It
// stops at the first violation and allocates nothing; use it where only the
// answer matters, such as a router.
func (s *Schema) Valid(data []byte) bool {
	if len(data) > math.MaxInt32 {
		return false
	}
	r := run{data: data, muting: muting{mute: 1}, quick: true}
	end := r.value(s.root, 0, 0)
	return r.err == nil && r.muted == 0 && r.ws(end) == len(data)
}

// ValidString is Valid for text held in a string, such as the Arguments of
// an llms.FunctionCall. It does not copy s.
func (s *Schema) ValidString(text string) bool { return s.Valid(stringBytes(text)) }

// ValidateString is Validate for text held in a string, such as the
// Arguments of an llms.FunctionCall. It does not copy s.
func (s *Schema) ValidateString(text string) error { return s.Validate(stringBytes(text)) }

// stringBytes returns the bytes of s without copying them. The validator
// only reads its input, and keeps no reference to it once it returns:
// violations hold copies of what they quote.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// errQuit stops a Valid check at its first violation.
var errQuit = &SyntaxError{Msg: "stopped at the first violation"}

// ValidateOptions is Validate with options.
func (s *Schema) ValidateOptions(data []byte, opt Options) error {
	if len(data) > math.MaxInt32 {
		return &SyntaxError{Offset: math.MaxInt32, Msg: "text longer than 2 GiB"}
	}
	var r run
	r.data = data
	r.max = opt.MaxViolations
	i := r.value(s.root, 0, 0)
	if r.err == nil {
		if i = r.ws(i); i < len(data) {
			r.syntax(i, "unexpected data after the JSON value")
		}
	}
	if r.err != nil {
		return r.err
	}
	if len(r.viol) > 0 {
		r.result.Violations = r.viol
		return &r.result.ValidationError
	}
	return nil
}

// path is the path from the root to the current value. Its first
// segments live in an array inside the run, not in a slice of a separate
// buffer, so that a run on the stack stays there: escape analysis is
// field-insensitive, and a slice into a stack buffer escapes as soon as any
// other field of the run does.
type path[T any] struct {
	n    int
	arr  [24]T
	more []T
}

func (p *path[T]) push(s T) {
	if p.n < len(p.arr) {
		p.arr[p.n] = s
	} else {
		p.more = append(p.more[:p.n-len(p.arr)], s)
	}
	p.n++
}

func (p *path[T]) pop() { p.n-- }

func (p *path[T]) at(k int) T {
	if k < len(p.arr) {
		return p.arr[k]
	}
	return p.more[k-len(p.arr)]
}

type run struct {
	data    []byte
	keys    [64]int32 // per depth: the offset of the current key, or -1-index in an array
	deep    []int32   // the same beyond depth 64
	viol    []Violation
	max     int
	err     *SyntaxError
	scratch []byte // unescaped strings
	arena   []byte // the bytes of the pointers reported so far
	result  *validationResult
	quick   bool // Valid: stop at the first violation
	muting
}

// muting counts violations without reporting them, while a run tries the
// alternatives of an anyOf or oneOf.
type muting struct {
	mute  int // >0 while trying subschemas whose violations count but are not reported
	muted int // violations found while muted
}

// closest tries each of n alternatives muted and returns the one with the
// fewest violations, the first among equals; n is at least 1 (Compile
// rejects an empty anyOf or oneOf).
func (m *muting) closest(n int, try func(k int)) int {
	best, bestCount := 0, 0
	for k := range n {
		m.mute++
		before := m.muted
		try(k)
		count := m.muted - before
		m.mute--
		m.muted = before
		if k == 0 || count < bestCount {
			best, bestCount = k, count
		}
	}
	return best
}

// full reports whether no more violations are wanted.
func (r *run) full() bool { return r.mute == 0 && r.max > 0 && len(r.viol) >= r.max }

func (r *run) syntax(i int, msg string) int {
	if r.err == nil {
		r.err = &SyntaxError{Offset: i, Msg: msg}
	}
	return len(r.data)
}

func (r *run) violate(at, depth int, kw, msg string) { r.violateChild(at, depth, "", kw, msg) }

// violateChild reports a violation about the member name of the object at
// offset at and depth depth, such as a missing property; with an empty
// name, about the value at offset at itself.
func (r *run) violateChild(at, depth int, name, kw, msg string) {
	if r.mute > 0 {
		r.muted++
		if r.quick && r.mute == 1 && r.err == nil {
			r.err = errQuit // not inside a trial of anyOf and the like: the answer is known
		}
		return
	}
	if r.full() {
		return
	}
	if r.viol == nil {
		r.result = &validationResult{}
		r.viol = r.result.buf[:0]
	}
	r.viol = append(r.viol, Violation{Pointer: r.pointer(depth, name), Keyword: kw, Message: msg, Offset: at})
}

// validationResult holds a ValidationError and room for its first
// violations, so that reporting a few costs one allocation.
type validationResult struct {
	ValidationError
	buf [4]Violation
}

// at records the path step of the value being validated at depth: the
// offset of its key, or -1-index in an array.
func (r *run) at(depth int, step int32) {
	if depth < len(r.keys) {
		r.keys[depth] = step
		return
	}
	if k := depth - len(r.keys); k < len(r.deep) {
		r.deep[k] = step
	} else {
		r.deep = append(r.deep, step)
	}
}

func (r *run) step(k int) int32 {
	if k < len(r.keys) {
		return r.keys[k]
	}
	return r.deep[k-len(r.keys)]
}

// pointer renders the path of the value at depth, followed by child if
// not empty, with one allocation of the exact size.
func (r *run) pointer(depth int, child string) string {
	var buf [256]byte
	b := buf[:0]
	for k := 1; k <= depth; k++ {
		b = append(b, '/')
		at := r.step(k)
		if at < 0 {
			b = strconv.AppendInt(b, int64(-1-at), 10)
			continue
		}
		b = appendKey(b, r.data, int(at))
	}
	if child != "" {
		b = append(b, '/')
		b = jsonpointer.AppendEscaped(b, []byte(child))
	}
	if len(b) == 0 {
		return ""
	}
	// Pointers share an arena: a new one when full, never written again
	// once a string refers to it.
	if cap(r.arena)-len(r.arena) < len(b) {
		r.arena = make([]byte, 0, max(128, 2*len(b)))
	}
	start := len(r.arena)
	r.arena = append(r.arena, b...)
	return unsafe.String(&r.arena[start], len(b))
}

// appendKey appends the pointer token of the JSON string at offset at.
// Plain keys, the common case, take one pass.
func appendKey(b, data []byte, at int) []byte {
	for j := at + 1; j < len(data); j++ {
		switch c := data[j]; {
		case c == '"':
			return append(b, data[at+1:j]...)
		case c == '\\' || c == '~' || c == '/' || c >= 0x80:
			key := data[at+1 : skipString(data, at)-1]
			if bytes.IndexByte(key, '\\') >= 0 {
				key, _ = unescape(nil, key)
			}
			return jsonpointer.AppendEscaped(b, validUTF8(key))
		}
	}
	return b
}

func (r *run) ws(i int) int {
	d := r.data
	if i < len(d) && d[i] > ' ' {
		return i
	}
	for i < len(d) {
		switch d[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// value validates the value starting at or after i against n and returns
// the offset just past it.
func (r *run) value(n *node, i, depth int) int {
	i = r.ws(i)
	if i >= len(r.data) {
		return r.syntax(i, "unexpected end of input")
	}
	if n != nil && n.refOnly {
		n = bareTarget(n)
		if n.refOnly { // a bare ref to itself: no constraint
			return r.skip(i, depth)
		}
	}
	if n == nil || n.trivial {
		return r.skip(i, depth)
	}
	if n.slow {
		if n.never {
			r.violate(i, depth, "false", "no value is allowed here")
			return r.skip(i, depth)
		}
		r.apply(n, i, depth)
		if r.err != nil {
			return len(r.data)
		}
	}
	c := r.data[i]
	var t typeMask
	switch c {
	case '{':
		t = tObject
	case '[':
		t = tArray
	case '"':
		t = tString
	case 't', 'f':
		t = tBool
	case 'n':
		t = tNull
	default:
		return r.number(n, i, depth)
	}
	if n.types != 0 && n.types&t == 0 {
		r.violate(i, depth, "type", n.typeMessage(t))
		return r.skip(i, depth)
	}
	switch t {
	case tObject, tArray:
		if depth >= MaxDepth {
			return r.tooDeep(i)
		}
		var end int
		if t == tObject {
			end = r.members(n, i, depth+1)
		} else {
			end = r.elements(n, i, depth+1)
		}
		if n.enum != nil && r.err == nil {
			r.checkEnum(n, i, end, depth)
		}
		return end
	case tString:
		return r.str(n, i, depth)
	}
	end := r.literal(i)
	if n.enum != nil && r.err == nil {
		r.checkEnum(n, i, end, depth)
	}
	return end
}

// literal checks true, false or null at i.
func (r *run) literal(i int) int {
	d := r.data[i:]
	switch {
	case bytes.HasPrefix(d, []byte("true")):
		return i + 4
	case bytes.HasPrefix(d, []byte("false")):
		return i + 5
	case bytes.HasPrefix(d, []byte("null")):
		return i + 4
	}
	return r.syntax(i, "invalid literal")
}

// tooDeep reports nesting beyond MaxDepth.
func (r *run) tooDeep(i int) int {
	return r.syntax(i, "nesting deeper than "+strconv.Itoa(MaxDepth))
}

func (r *run) members(n *node, i, depth int) int {
	start := i
	d := r.data
	var seen uint64    // required properties seen, for up to 64
	var seenBig []bool // beyond 64
	if n.nreq > 64 {
		seenBig = make([]bool, n.nreq)
	}
	count, cursor := 0, 0
	var names [][]byte // keys seen, for dependentRequired
	i = r.ws(i + 1)
	if i < len(d) && d[i] == '}' {
		i++
	} else {
		for {
			if i >= len(d) || d[i] != '"' {
				return r.syntax(i, "expected a string as object key")
			}
			r.at(depth, int32(i))
			var lookup []byte
			k := -1
			// Models mostly write properties in the order the schema
			// declares them: try the one after the last match against the
			// raw bytes, which needs no scan of the key at all. A name
			// with characters JSON escapes never matches raw bytes, and
			// falls through to the scan.
			if cursor < len(n.props) && n.props[cursor].raw {
				name := n.props[cursor].name
				if e := i + 1 + len(name); e < len(d) && d[e] == '"' && string(d[i+1:e]) == name {
					k, lookup, i = cursor, d[i+1:e], e+1
					cursor++
				}
			}
			if k < 0 {
				// Scan the key here, eight bytes at a time, and call
				// scanString only for escapes and errors: a call would
				// spill this loop's registers.
				kend, esc := skipPlain(d, i+1), false
				if kend < len(d) && d[kend] == '"' {
					kend++
				} else if kend, esc = r.scanString(i); r.err != nil {
					return len(d)
				}
				lookup = d[i+1 : kend-1]
				if esc {
					lookup = r.unescaped(lookup)
				}
				k = n.lookup(lookup, &cursor)
				if k < 0 && !utf8.Valid(lookup) {
					lookup = validUTF8(lookup)
					k = n.lookup(lookup, &cursor)
				}
				i = kend
			}
			i = r.ws(i)
			if i >= len(d) || d[i] != ':' {
				return r.syntax(i, "expected ':' after object key")
			}
			i++
			valStart := r.ws(i)
			switch {
			case k >= 0:
				p := &n.props[k]
				seen |= p.bit
				if seenBig != nil && p.req >= 0 {
					seenBig[p.req] = true
				}
				if sub := p.schema; sub != nil && sub.plainString && valStart < len(d) && d[valStart] == '"' {
					i = r.plainLeaf(valStart) // the common leaf
				} else {
					i = r.value(sub, valStart, depth)
				}
				if len(n.patProps) > 0 {
					i = r.patternProps(n, lookup, valStart, i, depth)
				}
			case len(n.patProps) > 0 && r.matchesPattern(n, lookup):
				i = r.patternProps(n, lookup, valStart, -1, depth)
			case n.noAddl:
				r.violate(valStart, depth, "additionalProperties", "property not allowed")
				i = r.skip(valStart, depth)
			default:
				i = r.value(n.addl, i, depth)
			}
			if r.err != nil {
				return len(d)
			}
			if n.dependents != nil {
				names = append(names, lookup)
			}
			count++
			i = r.ws(i)
			if i >= len(d) {
				return r.syntax(i, "unterminated object")
			}
			if d[i] == ',' {
				i = r.ws(i + 1)
				continue
			}
			if d[i] == '}' {
				i++
				break
			}
			return r.syntax(i, "expected ',' or '}' in object")
		}
	}
	if n.nreq > 0 && (seen != n.reqMask || seenBig != nil) {
		for _, p := range n.props {
			if p.req < 0 {
				continue
			}
			if seenBig != nil && seenBig[p.req] || seenBig == nil && seen&(1<<p.req) != 0 {
				continue
			}
			r.violateChild(start, depth-1, p.name, "required", "missing property")
		}
	}
	if n.minProps >= 0 && count < n.minProps {
		r.violate(start, depth-1, "minProperties", "has "+strconv.Itoa(count)+" properties, want at least "+strconv.Itoa(n.minProps))
	}
	if n.maxProps >= 0 && count > n.maxProps {
		r.violate(start, depth-1, "maxProperties", "has "+strconv.Itoa(count)+" properties, want at most "+strconv.Itoa(n.maxProps))
	}
	for _, name := range names {
		for _, dep := range n.dependents[string(name)] {
			if !containsKey(names, dep) {
				r.violateChild(start, depth-1, dep, "dependentRequired", "missing property, required when "+strconv.Quote(string(name))+" is present")
			}
		}
	}
	return i
}

func containsKey(names [][]byte, name string) bool {
	for _, n := range names {
		if string(n) == name {
			return true
		}
	}
	return false
}

// lookup finds a declared property by name. Models mostly write properties
// in the order the schema declares them, so the one after the last match
// is tried first.
func (n *node) lookup(key []byte, cursor *int) int {
	if c := *cursor; c < len(n.props) && string(key) == n.props[c].name {
		*cursor = c + 1
		return c
	}
	if n.propIndex != nil {
		if k, ok := n.propIndex[string(key)]; ok {
			*cursor = k + 1
			return k
		}
		return -1
	}
	for k := range n.props {
		if string(key) == n.props[k].name {
			*cursor = k + 1
			return k
		}
	}
	return -1
}

func (r *run) matchesPattern(n *node, key []byte) bool {
	for _, pp := range n.patProps {
		if pp.re.Match(key) {
			return true
		}
	}
	return false
}

// patternProps validates the value at start against every patternProperties
// schema whose pattern matches key. end is the value's end if it was
// already scanned, or -1.
func (r *run) patternProps(n *node, key []byte, start, end, depth int) int {
	for _, pp := range n.patProps {
		if pp.re.Match(key) {
			end = r.value(pp.schema, start, depth)
		}
	}
	if end < 0 {
		end = r.skip(start, depth)
	}
	return end
}

func (r *run) elements(n *node, i, depth int) int {
	start := i
	d := r.data
	idx := 0
	i = r.ws(i + 1)
	if i < len(d) && d[i] == ']' {
		i++
	} else {
		for {
			sub := n.items
			if idx < len(n.prefix) {
				sub = n.prefix[idx]
			}
			r.at(depth, int32(-1-idx))
			if sub != nil && sub.plainString && i < len(d) && d[i] == '"' {
				i = r.plainLeaf(i)
			} else {
				i = r.value(sub, i, depth)
			}
			if r.err != nil {
				return len(d)
			}
			idx++
			i = r.ws(i)
			if i >= len(d) {
				return r.syntax(i, "unterminated array")
			}
			if d[i] == ',' {
				i = r.ws(i + 1)
				continue
			}
			if d[i] == ']' {
				i++
				break
			}
			return r.syntax(i, "expected ',' or ']' in array")
		}
	}
	if n.minItems >= 0 && idx < n.minItems {
		r.violate(start, depth-1, "minItems", "has "+strconv.Itoa(idx)+" items, want at least "+strconv.Itoa(n.minItems))
	}
	if n.maxItems >= 0 && idx > n.maxItems {
		r.violate(start, depth-1, "maxItems", "has "+strconv.Itoa(idx)+" items, want at most "+strconv.Itoa(n.maxItems))
	}
	if n.unique && idx > 1 {
		r.checkUnique(start, i, depth-1)
	}
	return i
}

func (r *run) checkUnique(start, end, depth int) {
	var items []any
	dec := json.NewDecoder(bytes.NewReader(r.data[start:end]))
	dec.UseNumber()
	if dec.Decode(&items) != nil {
		return
	}
	for a := range items {
		for b := a + 1; b < len(items); b++ {
			if jsonEqual(items[a], items[b]) {
				r.violate(start, depth, "uniqueItems", "items "+strconv.Itoa(a)+" and "+strconv.Itoa(b)+" are equal")
				return
			}
		}
	}
}

func (r *run) str(n *node, i, depth int) int {
	end, esc := r.scanString(i)
	if r.err != nil || !n.stringChecks {
		return end
	}
	s := r.data[i+1 : end-1]
	if esc {
		s = r.unescaped(s)
	}
	s = validUTF8(s) // as a decoder would see it
	if n.minLen >= 0 || n.maxLen >= 0 {
		l := utf8.RuneCount(s)
		if n.minLen >= 0 && l < n.minLen {
			r.violate(i, depth, "minLength", "has "+strconv.Itoa(l)+" characters, want at least "+strconv.Itoa(n.minLen))
		}
		if n.maxLen >= 0 && l > n.maxLen {
			r.violate(i, depth, "maxLength", "has "+strconv.Itoa(l)+" characters, want at most "+strconv.Itoa(n.maxLen))
		}
	}
	if n.pattern != nil && !n.pattern.Match(s) {
		r.violate(i, depth, "pattern", "does not match "+strconv.Quote(n.pattern.String()))
	}
	if n.format != fmtNone && !checkFormat(n.format, s) {
		r.violate(i, depth, "format", "is not a valid "+formatName(n.format))
	}
	if n.enum != nil {
		if n.enumStr != nil {
			for _, e := range n.enumStr {
				if string(s) == e {
					return end
				}
			}
			r.enumViolation(n, i, depth)
			return end
		}
		r.checkEnum(n, i, end, depth)
	}
	return end
}

// scanNumber checks the syntax of the number at i. It returns the offset
// past it, the length of its integer part, whether its fraction is zero
// and whether it has an exponent.
func (r *run) scanNumber(i int) (end, intLen int, integral, hasExp bool) {
	d := r.data
	start := i
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case i < len(d) && d[i] >= '1' && d[i] <= '9':
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
	default:
		return r.syntax(start, "invalid value"), 0, false, false
	}
	intLen = i - start
	integral = true
	if i < len(d) && d[i] == '.' {
		i++
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			return r.syntax(i, "invalid number: no digit after '.'"), 0, false, false
		}
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			if d[i] != '0' {
				integral = false
			}
			i++
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		hasExp = true
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			return r.syntax(i, "invalid number: no digit in exponent"), 0, false, false
		}
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
	}
	return i, intLen, integral, hasExp
}

// number checks the number at i against n's rules.
func (r *run) number(n *node, i, depth int) int {
	start := i
	i, intLen, integral, hasExp := r.scanNumber(i)
	if r.err != nil {
		return i
	}
	d := r.data
	intEnd := start + intLen
	if n.types == 0 && !n.numberChecks {
		return i
	}
	text := d[start:i]
	var f float64
	parsed := false
	parse := func() float64 {
		if !parsed {
			f, parsed = parseNumber(text, intEnd-start, hasExp), true
		}
		return f
	}
	if hasExp { // 1.5e1 is the integer 15; the exponent decides
		integral = parse() == math.Trunc(parse())
	}
	if n.types != 0 {
		t := tNumber
		if integral {
			t = tInteger
		}
		if n.types&(tNumber|tInteger) == 0 || t == tNumber && n.types&tNumber == 0 {
			r.violate(start, depth, "type", n.typeMessage(t))
			return i
		}
	}
	if !n.numberChecks {
		return i
	}
	v := parse()
	if n.numFlags&hasMin != 0 {
		if n.numFlags&exclMin != 0 && v <= n.min {
			r.violate(start, depth, "exclusiveMinimum", string(text)+" is not greater than "+fmtFloat(n.min))
		} else if v < n.min {
			r.violate(start, depth, "minimum", string(text)+" is less than "+fmtFloat(n.min))
		}
	}
	if n.numFlags&hasMax != 0 {
		if n.numFlags&exclMax != 0 && v >= n.max {
			r.violate(start, depth, "exclusiveMaximum", string(text)+" is not less than "+fmtFloat(n.max))
		} else if v > n.max {
			r.violate(start, depth, "maximum", string(text)+" is greater than "+fmtFloat(n.max))
		}
	}
	if n.multipleOf != 0 && !isMultiple(v, n.multipleOf) {
		r.violate(start, depth, "multipleOf", string(text)+" is not a multiple of "+fmtFloat(n.multipleOf))
	}
	if n.enum != nil {
		r.checkEnum(n, start, i, depth)
	}
	return i
}

func isMultiple(v, m float64) bool {
	q := v / m
	if math.IsInf(q, 0) {
		return false
	}
	return math.Abs(q-math.Round(q)) < 1e-9*math.Max(1, math.Abs(q))
}

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// parseNumber parses JSON number text. Integers of up to 15 digits are
// parsed by hand, without allocating.
func parseNumber(text []byte, intLen int, hasExp bool) float64 {
	if intLen == len(text) && !hasExp && len(text) <= 16 {
		neg := text[0] == '-'
		digits := text
		if neg {
			digits = text[1:]
		}
		if len(digits) <= 15 {
			var v int64
			for _, c := range digits {
				v = v*10 + int64(c-'0')
			}
			if neg {
				v = -v
			}
			return float64(v)
		}
	}
	f, _ := strconv.ParseFloat(string(text), 64)
	return f
}

// checkEnum compares the value in data[start:end] with n's enum or const.
func (r *run) checkEnum(n *node, start, end, depth int) {
	dec := json.NewDecoder(bytes.NewReader(r.data[start:end]))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return
	}
	for _, e := range n.enum {
		if jsonEqual(v, e) {
			return
		}
	}
	r.enumViolation(n, start, depth)
}

func (r *run) enumViolation(n *node, at, depth int) {
	if n.enumKey == "const" {
		r.violate(at, depth, "const", n.enumMsg)
		return
	}
	r.violate(at, depth, "enum", n.enumMsg)
}

func compactJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// jsonEqual compares decoded JSON values by JSON Schema equality: numbers
// by value, objects regardless of key order.
func jsonEqual(a, b any) bool {
	af, aNum := toFloat(a)
	bf, bNum := toFloat(b)
	if aNum || bNum {
		return aNum && bNum && af == bf
	}
	switch av := a.(type) {
	case []any:
		bv, ok := b.([]any)
		if !ok || len(av) != len(bv) {
			return false
		}
		for i := range av {
			if !jsonEqual(av[i], bv[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok || len(av) != len(bv) {
			return false
		}
		for k, x := range av {
			y, ok := bv[k]
			if !ok || !jsonEqual(x, y) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

// apply runs the applicators of n ($ref, allOf, anyOf, oneOf, not,
// if/then/else) on the value at i.
func (r *run) apply(n *node, i, depth int) {
	if n.ref != nil {
		r.value(n.ref, i, depth)
	}
	for _, s := range n.allOf {
		r.value(s, i, depth)
	}
	if len(n.anyOf) > 0 {
		if !r.anyPasses(n.anyOf, i, depth) {
			r.explain(n.anyOf, i, "anyOf", "matches none of the "+strconv.Itoa(len(n.anyOf))+" alternatives", depth)
		}
	}
	if len(n.oneOf) > 0 {
		passed := 0
		for _, s := range n.oneOf {
			if r.passes(s, i, depth) {
				passed++
			}
		}
		switch {
		case passed == 0:
			r.explain(n.oneOf, i, "oneOf", "matches none of the "+strconv.Itoa(len(n.oneOf))+" alternatives", depth)
		case passed > 1:
			r.violate(i, depth, "oneOf", "matches "+strconv.Itoa(passed)+" alternatives, want exactly one")
		}
	}
	if n.not != nil && r.passes(n.not, i, depth) {
		r.violate(i, depth, "not", "matches a schema it must not match")
	}
	if n.ifS != nil {
		if r.passes(n.ifS, i, depth) {
			if n.thenS != nil {
				r.value(n.thenS, i, depth)
			}
		} else if n.elseS != nil {
			r.value(n.elseS, i, depth)
		}
	}
}

// passes reports whether the value at i matches s, reporting nothing.
func (r *run) passes(s *node, i, depth int) bool {
	r.mute++
	before := r.muted
	r.value(s, i, depth)
	r.mute--
	ok := r.muted == before
	r.muted = before
	return ok
}

func (r *run) anyPasses(list []*node, i, depth int) bool {
	for _, s := range list {
		if r.passes(s, i, depth) {
			return true
		}
	}
	return false
}

// explain reports a failed anyOf/oneOf, with the violations of the
// alternative that came closest, so that the feedback says what to fix.
func (r *run) explain(list []*node, i int, kw, msg string, depth int) {
	if r.mute > 0 {
		r.muted++
		return
	}
	best := r.closest(len(list), func(k int) { r.value(list[k], i, depth) })
	r.violate(i, depth, kw, msg)
	r.value(list[best], i, depth)
}
