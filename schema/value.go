package schema

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mendgraph/mend/jsonpointer"
)

// ValidateValue checks a value decoded from JSON (nil, bool, float64 or
// json.Number, string, []any, map[string]any) against the schema. Other Go
// values are marshaled to JSON and validated as text. It returns nil or a
// *ValidationError whose violations are sorted by pointer (maps have no
// order), with Offset -1; it allocates nothing for a valid value.
func (s *Schema) ValidateValue(v any) error {
	if !decodedShape(v) {
		b, err := json.Marshal(v)
		if err != nil {
			return &SyntaxError{Offset: 0, Msg: "cannot marshal value: " + err.Error()}
		}
		return s.Validate(b)
	}
	var r vrun
	r.value(s.root, v)
	if r.tooDeep {
		return &SyntaxError{Offset: -1, Msg: "nesting deeper than " + strconv.Itoa(MaxDepth)}
	}
	if len(r.viol) == 0 {
		return nil
	}
	slices.SortStableFunc(r.viol, func(a, b Violation) int { return strings.Compare(a.Pointer, b.Pointer) })
	return &ValidationError{Violations: r.viol}
}

// decodedShape reports whether v is made only of the types encoding/json
// decodes into.
func decodedShape(v any) bool {
	switch x := v.(type) {
	case nil, bool, float64, json.Number, string:
		return true
	case []any:
		for _, e := range x {
			if !decodedShape(e) {
				return false
			}
		}
		return true
	case map[string]any:
		for _, e := range x {
			if !decodedShape(e) {
				return false
			}
		}
		return true
	}
	return false
}

type vseg struct {
	key   string
	idx   int
	isKey bool
}

type vrun struct {
	path    path[vseg]
	viol    []Violation
	depth   int
	tooDeep bool
	muting
}

func (r *vrun) violate(child, kw, msg string) {
	if r.mute > 0 {
		r.muted++
		return
	}
	var b []byte
	for k := range r.path.n {
		s := r.path.at(k)
		b = append(b, '/')
		if s.isKey {
			b = jsonpointer.AppendEscaped(b, s.key)
		} else {
			b = strconv.AppendInt(b, int64(s.idx), 10)
		}
	}
	if child != "" {
		b = append(b, '/')
		b = jsonpointer.AppendEscaped(b, child)
	}
	r.viol = append(r.viol, Violation{Pointer: string(b), Keyword: kw, Message: msg, Offset: -1})
}

func typeOf(v any) typeMask {
	switch x := v.(type) {
	case nil:
		return tNull
	case bool:
		return tBool
	case string:
		return tString
	case []any:
		return tArray
	case map[string]any:
		return tObject
	case float64:
		if x == math.Trunc(x) { // ±Inf included, as for text: 1e400 is an integer
			return tInteger
		}
		return tNumber
	case json.Number:
		f, _ := x.Float64() // ±Inf when out of range
		if f == math.Trunc(f) {
			return tInteger
		}
		return tNumber
	}
	return 0
}

func (r *vrun) value(n *node, v any) {
	if n == nil || n.trivial {
		return
	}
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > MaxDepth {
		r.tooDeep = true
		return
	}
	if n.never {
		r.violate("", "false", "no value is allowed here")
		return
	}
	if n.applicators() {
		r.apply(n, v)
	}
	t := typeOf(v)
	if n.types != 0 {
		ok := n.types&t != 0 || t == tInteger && n.types&tNumber != 0
		if !ok {
			got := t.String()
			if t == tNumber {
				got = "number"
			}
			r.violate("", "type", "got "+got+", want "+n.types.String())
			return
		}
	}
	switch x := v.(type) {
	case map[string]any:
		r.object(n, x)
	case []any:
		r.array(n, x)
	case string:
		r.str(n, x)
	case float64, json.Number:
		if n.numberChecks {
			f, _ := toFloat(x)
			r.number(n, f, v)
		}
	default:
		if n.enum != nil {
			r.enum(n, v)
		}
	}
}

func (r *vrun) object(n *node, m map[string]any) {
	// Look the declared properties up rather than iterate the map, which
	// is several times slower; iterate only if undeclared keys matter.
	matched := 0
	for i := range n.props {
		p := &n.props[i]
		x, ok := m[p.name]
		if !ok {
			if p.req >= 0 {
				r.violate(p.name, "required", "missing property")
			}
			continue
		}
		matched++
		r.path.push(vseg{key: p.name, isKey: true})
		r.value(p.schema, x)
		for _, pp := range n.patProps {
			if pp.re.MatchString(p.name) {
				r.value(pp.schema, x)
			}
		}
		r.path.pop()
	}
	if matched < len(m) && (n.noAddl || n.addl != nil || len(n.patProps) > 0) {
		for k, x := range m {
			if n.declared(k) {
				continue
			}
			r.path.push(vseg{key: k, isKey: true})
			patterned := false
			for _, pp := range n.patProps {
				if pp.re.MatchString(k) {
					patterned = true
					r.value(pp.schema, x)
				}
			}
			switch {
			case patterned:
			case n.noAddl:
				r.violate("", "additionalProperties", "property not allowed")
			default:
				r.value(n.addl, x)
			}
			r.path.pop()
		}
	}
	if n.minProps >= 0 && len(m) < n.minProps {
		r.violate("", "minProperties", "has "+strconv.Itoa(len(m))+" properties, want at least "+strconv.Itoa(n.minProps))
	}
	if n.maxProps >= 0 && len(m) > n.maxProps {
		r.violate("", "maxProperties", "has "+strconv.Itoa(len(m))+" properties, want at most "+strconv.Itoa(n.maxProps))
	}
	for name, deps := range n.dependents {
		if _, ok := m[name]; !ok {
			continue
		}
		for _, dep := range deps {
			if _, ok := m[dep]; !ok {
				r.violate(dep, "dependentRequired", "missing property, required when "+strconv.Quote(name)+" is present")
			}
		}
	}
	if n.enum != nil {
		r.enum(n, m)
	}
}

func (r *vrun) array(n *node, a []any) {
	for i, x := range a {
		sub := n.items
		if i < len(n.prefix) {
			sub = n.prefix[i]
		}
		r.path.push(vseg{idx: i})
		r.value(sub, x)
		r.path.pop()
	}
	if n.minItems >= 0 && len(a) < n.minItems {
		r.violate("", "minItems", "has "+strconv.Itoa(len(a))+" items, want at least "+strconv.Itoa(n.minItems))
	}
	if n.maxItems >= 0 && len(a) > n.maxItems {
		r.violate("", "maxItems", "has "+strconv.Itoa(len(a))+" items, want at most "+strconv.Itoa(n.maxItems))
	}
	if n.unique {
	outer:
		for i := range a {
			for j := i + 1; j < len(a); j++ {
				if jsonEqual(a[i], a[j]) {
					r.violate("", "uniqueItems", "items "+strconv.Itoa(i)+" and "+strconv.Itoa(j)+" are equal")
					break outer
				}
			}
		}
	}
	if n.enum != nil {
		r.enum(n, a)
	}
}

func (r *vrun) str(n *node, s string) {
	if !n.stringChecks {
		return
	}
	if n.minLen >= 0 || n.maxLen >= 0 {
		l := utf8.RuneCountInString(s)
		if n.minLen >= 0 && l < n.minLen {
			r.violate("", "minLength", "has "+strconv.Itoa(l)+" characters, want at least "+strconv.Itoa(n.minLen))
		}
		if n.maxLen >= 0 && l > n.maxLen {
			r.violate("", "maxLength", "has "+strconv.Itoa(l)+" characters, want at most "+strconv.Itoa(n.maxLen))
		}
	}
	if n.pattern != nil && !n.pattern.MatchString(s) {
		r.violate("", "pattern", "does not match "+strconv.Quote(n.pattern.String()))
	}
	if n.format != fmtNone && !checkFormat(n.format, []byte(s)) {
		r.violate("", "format", "is not a valid "+formatName(n.format))
	}
	if n.enum != nil {
		if n.enumStr != nil {
			if !slices.Contains(n.enumStr, s) {
				r.enumViolation(n)
			}
			return
		}
		r.enum(n, s)
	}
}

func (r *vrun) number(n *node, f float64, v any) {
	text := fmtFloat(f)
	if n.numFlags&hasMin != 0 {
		if n.numFlags&exclMin != 0 && f <= n.min {
			r.violate("", "exclusiveMinimum", text+" is not greater than "+fmtFloat(n.min))
		} else if f < n.min {
			r.violate("", "minimum", text+" is less than "+fmtFloat(n.min))
		}
	}
	if n.numFlags&hasMax != 0 {
		if n.numFlags&exclMax != 0 && f >= n.max {
			r.violate("", "exclusiveMaximum", text+" is not less than "+fmtFloat(n.max))
		} else if f > n.max {
			r.violate("", "maximum", text+" is greater than "+fmtFloat(n.max))
		}
	}
	if n.multipleOf != 0 && !isMultiple(f, n.multipleOf) {
		r.violate("", "multipleOf", text+" is not a multiple of "+fmtFloat(n.multipleOf))
	}
	if n.enum != nil {
		r.enum(n, v)
	}
}

func (r *vrun) enum(n *node, v any) {
	for _, e := range n.enum {
		if jsonEqual(v, e) {
			return
		}
	}
	r.enumViolation(n)
}

func (r *vrun) enumViolation(n *node) {
	if n.enumKey == "const" {
		r.violate("", "const", n.enumMsg)
		return
	}
	r.violate("", "enum", n.enumMsg)
}

func (r *vrun) passes(s *node, v any) bool {
	r.mute++
	before := r.muted
	r.value(s, v)
	r.mute--
	ok := r.muted == before
	if r.mute == 0 {
		r.muted = 0
	}
	return ok
}

func (r *vrun) apply(n *node, v any) {
	if n.ref != nil {
		r.value(n.ref, v)
	}
	for _, s := range n.allOf {
		r.value(s, v)
	}
	if len(n.anyOf) > 0 {
		ok := false
		for _, s := range n.anyOf {
			if r.passes(s, v) {
				ok = true
				break
			}
		}
		if !ok {
			r.explain(n.anyOf, v, "anyOf", "matches none of the "+strconv.Itoa(len(n.anyOf))+" alternatives")
		}
	}
	if len(n.oneOf) > 0 {
		passed := 0
		for _, s := range n.oneOf {
			if r.passes(s, v) {
				passed++
			}
		}
		switch {
		case passed == 0:
			r.explain(n.oneOf, v, "oneOf", "matches none of the "+strconv.Itoa(len(n.oneOf))+" alternatives")
		case passed > 1:
			r.violate("", "oneOf", "matches "+strconv.Itoa(passed)+" alternatives, want exactly one")
		}
	}
	if n.not != nil && r.passes(n.not, v) {
		r.violate("", "not", "matches a schema it must not match")
	}
	if n.ifS != nil {
		if r.passes(n.ifS, v) {
			if n.thenS != nil {
				r.value(n.thenS, v)
			}
		} else if n.elseS != nil {
			r.value(n.elseS, v)
		}
	}
}

func (r *vrun) explain(list []*node, v any, kw, msg string) {
	if r.mute > 0 {
		r.muted++
		return
	}
	best := r.closest(len(list), func(k int) { r.value(list[k], v) })
	r.violate("", kw, msg)
	r.value(list[best], v)
}
