package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mendgraph/mend/jsonpointer"
)

// MaxDepth bounds the nesting of validated documents. Deeper text fails with
// a *SyntaxError instead of exhausting the stack.
const MaxDepth = 1000

// Schema is a compiled JSON Schema. It is immutable and safe for concurrent use.
type Schema struct {
	root       *node
	doc        any
	unenforced []string
}

type typeMask uint8

const (
	tNull typeMask = 1 << iota
	tBool
	tObject
	tArray
	tNumber // any number, integers included
	tInteger
	tString
)

var typeNames = []struct {
	name string
	mask typeMask
}{
	{"boolean", tBool}, {"object", tObject}, {"array", tArray},
	{"number", tNumber | tInteger}, {"integer", tInteger}, {"string", tString}, {"null", tNull},
}

func (m typeMask) String() string {
	var names []string
	for _, t := range typeNames {
		if m&t.mask == t.mask && (t.mask != tInteger || m&tNumber == 0) {
			names = append(names, t.name)
		}
	}
	return strings.Join(names, " or ")
}

type format uint8

const (
	fmtNone format = iota
	fmtDate
	fmtDateTime
	fmtTime
	fmtEmail
	fmtURI
)

var formats = map[string]format{"date": fmtDate, "date-time": fmtDateTime, "time": fmtTime, "email": fmtEmail, "uri": fmtURI}

type property struct {
	name   string
	schema *node  // nil: anything
	req    int    // index of this property in the required set, -1 if optional
	bit    uint64 // 1<<req when req < 64, else 0
	raw    bool   // the name is written in JSON without escapes, so raw bytes can match it
}

type patternProp struct {
	re     *regexp.Regexp
	schema *node
}

const (
	hasMin uint8 = 1 << iota
	hasMax
	exclMin
	exclMax
)

// node is one compiled (sub)schema.
type node struct {
	ptr     string // location in the schema document, for messages
	never   bool   // the false schema
	trivial bool   // no constraint at all: the value only has to be JSON
	types   typeMask

	props      []property
	propIndex  map[string]int // for objects with many properties
	nreq       int            // number of required properties
	reqMask    uint64         // the bits of the first 64 required properties
	addl       *node          // additionalProperties schema
	noAddl     bool           // additionalProperties: false
	patProps   []patternProp
	minProps   int // -1 when absent
	maxProps   int
	dependents map[string][]string // dependentRequired

	items    *node
	prefix   []*node
	minItems int
	maxItems int
	unique   bool

	minLen  int
	maxLen  int
	pattern *regexp.Regexp
	format  format

	numFlags   uint8
	min, max   float64
	multipleOf float64

	enum    []any // decoded with UseNumber
	enumKey string
	enumStr []string // when every enum value is a string: fast byte comparison
	enumMsg string   // the violation message, built once

	allOf, anyOf, oneOf []*node
	not                 *node
	ifS, thenS, elseS   *node
	ref                 *node

	stringChecks bool // minLen, maxLen, pattern, format or enum apply to strings
	numberChecks bool
	refOnly      bool      // a bare $ref: validation continues at ref
	slow         bool      // never, or has applicators: value takes the long way
	plainString  bool      // type string and nothing else: a leaf that only needs scanning
	typeMsgs     [7]string // "got X, want Y" for each type X, built once
}

// typeMessage returns the message of a type violation by a value of type got.
func (n *node) typeMessage(got typeMask) string {
	return n.typeMsgs[bits.TrailingZeros8(uint8(got))]
}

func (n *node) applicators() bool {
	return n.ref != nil || len(n.allOf) > 0 || len(n.anyOf) > 0 || len(n.oneOf) > 0 || n.not != nil || n.ifS != nil
}

// bareTarget follows a chain of bare $refs to the node that does the work.
// A cycle of bare refs (a schema that only refers to itself) stops where
// it started.
func bareTarget(n *node) *node {
	start := n
	for n != nil && n.refOnly {
		if n = n.ref; n == start {
			return n
		}
	}
	return n
}

// shortcutRefs points n's subschemas past bare $refs, so that validation
// does not hop through them.
func (n *node) shortcutRefs() {
	for i := range n.props {
		n.props[i].schema = bareTarget(n.props[i].schema)
	}
	n.addl, n.items = bareTarget(n.addl), bareTarget(n.items)
	for i := range n.prefix {
		n.prefix[i] = bareTarget(n.prefix[i])
	}
	for i := range n.patProps {
		n.patProps[i].schema = bareTarget(n.patProps[i].schema)
	}
}

// declared reports whether name is one of n's properties.
func (n *node) declared(name string) bool {
	if n.propIndex != nil {
		_, ok := n.propIndex[name]
		return ok
	}
	for i := range n.props {
		if n.props[i].name == name {
			return true
		}
	}
	return false
}

// annotations are keywords that never affect validity.
var annotations = map[string]bool{
	"$schema": true, "$id": true, "$comment": true, "$anchor": true, "$vocabulary": true,
	"title": true, "description": true, "default": true, "examples": true, "deprecated": true,
	"readOnly": true, "writeOnly": true, "contentMediaType": true, "contentEncoding": true,
	"$defs": true, "definitions": true, "then": true, "else": true, "strict": true,
}

// Compile compiles a JSON Schema document (draft 2020-12, with the older
// forms of items and exclusiveMinimum/Maximum also understood).
func Compile(doc []byte) (*Schema, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, &CompileError{Err: fmt.Errorf("schema is not JSON: %w", err)}
	}
	if dec.More() {
		return nil, &CompileError{Err: errors.New("schema has trailing data")}
	}
	return compileValue(v, keyOrder(doc))
}

// keyOrder returns the key order of every object in a JSON document, by
// JSON pointer. Properties are then checked in the order the schema
// declares them, which is the order models write them in.
func keyOrder(doc []byte) map[string][]string {
	order := map[string][]string{}
	dec := json.NewDecoder(bytes.NewReader(doc))
	var walk func(ptr string) error
	walk = func(ptr string) error {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'):
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return err
				}
				k, _ := kt.(string)
				order[ptr] = append(order[ptr], k)
				if err := walk(ptr + "/" + jsonpointer.Escape(k)); err != nil {
					return err
				}
			}
			_, err = dec.Token()
			return err
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				if err := walk(ptr + "/" + strconv.Itoa(i)); err != nil {
					return err
				}
			}
			_, err = dec.Token()
			return err
		}
		return nil
	}
	if walk("") != nil {
		return nil
	}
	return order
}

// CompileValue compiles a schema already decoded into maps and slices, such
// as the Parameters of an llms.FunctionDefinition. Numbers may be float64 or
// json.Number. Any other value, a json.RawMessage included, is marshaled to
// JSON and compiled with Compile, which keeps the declared order of
// properties; maps have none, so their properties are taken in sorted
// order, the order json.Marshal sends them to a model in.
func CompileValue(v any) (*Schema, error) { return compileValue(v, nil) }

func compileValue(v any, order map[string][]string) (*Schema, error) {
	switch v.(type) {
	case map[string]any, bool:
	case nil, float64, json.Number, string, []any:
		return nil, &CompileError{Err: fmt.Errorf("a schema must be an object or a boolean, not %T", v)}
	default:
		b, err := json.Marshal(v)
		if err != nil {
			return nil, &CompileError{Err: err}
		}
		return Compile(b)
	}
	c := &compiler{root: v, nodes: map[string]*node{}, order: order}
	if m, ok := v.(map[string]any); ok {
		c.baseID, _ = m["$id"].(string)
	}
	c.collectAnchors("", v)
	root := c.compile("", v)
	if len(c.errs) > 0 {
		return nil, errors.Join(c.errs...)
	}
	for _, n := range c.nodes {
		n.shortcutRefs()
	}
	root = bareTarget(root)
	slices.Sort(c.unenforced)
	return &Schema{root: root, doc: v, unenforced: slices.Compact(c.unenforced)}, nil
}

// Unenforced lists the keywords of the schema that Compile does not enforce,
// each as the pointer of the keyword within the schema document
// ("/properties/tags/contains"). It is empty when every keyword is enforced.
func (s *Schema) Unenforced() []string { return slices.Clone(s.unenforced) }

// Document returns the schema document as decoded by Compile.
func (s *Schema) Document() any { return s.doc }

type compiler struct {
	root       any
	baseID     string
	nodes      map[string]*node    // by schema pointer, so that $ref cycles terminate
	order      map[string][]string // key order of the document's objects, when compiled from bytes
	anchors    map[string]string
	errs       []error
	unenforced []string
}

func (c *compiler) fail(ptr string, format string, args ...any) {
	c.errs = append(c.errs, &CompileError{Pointer: ptr, Err: fmt.Errorf(format, args...)})
}

func (c *compiler) collectAnchors(ptr string, v any) {
	switch v := v.(type) {
	case map[string]any:
		if a, ok := v["$anchor"].(string); ok {
			if c.anchors == nil {
				c.anchors = map[string]string{}
			}
			c.anchors[a] = ptr
		}
		for k, sub := range v {
			c.collectAnchors(ptr+"/"+jsonpointer.Escape(k), sub)
		}
	case []any:
		for i, sub := range v {
			c.collectAnchors(ptr+"/"+strconv.Itoa(i), sub)
		}
	}
}

func (c *compiler) compile(ptr string, v any) *node {
	if n, ok := c.nodes[ptr]; ok {
		return n
	}
	n := &node{ptr: ptr, minProps: -1, maxProps: -1, minItems: -1, maxItems: -1, minLen: -1, maxLen: -1}
	c.nodes[ptr] = n
	switch v := v.(type) {
	case bool:
		n.never, n.slow = !v, !v
		n.trivial = v
		return n
	case map[string]any:
		c.keywords(n, ptr, v)
	default:
		c.fail(ptr, "a schema must be an object or a boolean, not %T", v)
	}
	return n
}

func (c *compiler) sub(ptr string, v any) *node { return c.compile(ptr, v) }

func (c *compiler) keywords(n *node, ptr string, m map[string]any) {
	at := func(kw string) string { return ptr + "/" + jsonpointer.Escape(kw) }
	num := func(kw string) (float64, bool) {
		x, ok := m[kw]
		if !ok {
			return 0, false
		}
		f, ok := toFloat(x)
		if !ok {
			c.fail(at(kw), "%s must be a number", kw)
		}
		return f, ok
	}
	count := func(kw string) int {
		f, ok := num(kw)
		if !ok {
			return -1
		}
		if f < 0 || f != math.Trunc(f) {
			c.fail(at(kw), "%s must be a non-negative integer", kw)
			return -1
		}
		return int(min(f, math.MaxInt32))
	}
	schemas := func(kw string) []*node {
		x, ok := m[kw]
		if !ok {
			return nil
		}
		list, ok := x.([]any)
		if !ok || len(list) == 0 {
			c.fail(at(kw), "%s must be a non-empty array of schemas", kw)
			return nil
		}
		out := make([]*node, len(list))
		for i, s := range list {
			out[i] = c.sub(at(kw)+"/"+strconv.Itoa(i), s)
		}
		return out
	}

	for kw := range m {
		if !enforced[kw] && !annotations[kw] {
			c.unenforced = append(c.unenforced, at(kw))
		}
	}

	// type and nullable
	switch t := m["type"].(type) {
	case nil:
	case string:
		n.types = c.typeMask(at("type"), t)
	case []any:
		for _, x := range t {
			s, _ := x.(string)
			n.types |= c.typeMask(at("type"), s)
		}
	default:
		c.fail(at("type"), "type must be a string or an array of strings")
	}
	if nb, _ := m["nullable"].(bool); nb && n.types != 0 {
		n.types |= tNull
	}

	// objects
	if p, ok := m["properties"]; ok {
		pm, ok := p.(map[string]any)
		if !ok {
			c.fail(at("properties"), "properties must be an object")
		}
		// The document's order when known, sorted otherwise.
		names := c.order[at("properties")]
		if len(names) != len(pm) {
			names = slices.Sorted(mapKeys(pm))
		}
		for _, name := range names {
			n.props = append(n.props, property{name: name, schema: c.sub(at("properties")+"/"+jsonpointer.Escape(name), pm[name]), req: -1})
		}
	}
	if r, ok := m["required"]; ok {
		list, ok := r.([]any)
		if !ok {
			c.fail(at("required"), "required must be an array of strings")
		}
		for _, x := range list {
			name, ok := x.(string)
			if !ok {
				c.fail(at("required"), "required must be an array of strings")
				continue
			}
			i := slices.IndexFunc(n.props, func(p property) bool { return p.name == name })
			if i < 0 {
				n.props = append(n.props, property{name: name, req: -1})
				i = len(n.props) - 1
			}
			if n.props[i].req < 0 {
				n.props[i].req = n.nreq
				n.nreq++
			}
		}
	}
	for i := range n.props {
		n.props[i].raw = !strings.ContainsFunc(n.props[i].name, func(c rune) bool { return c == '"' || c == '\\' || c < 0x20 })
		if r := n.props[i].req; r >= 0 && r < 64 {
			n.props[i].bit = 1 << r
			n.reqMask |= 1 << r
		}
	}
	if len(n.props) > 8 {
		n.propIndex = make(map[string]int, len(n.props))
		for i, p := range n.props {
			n.propIndex[p.name] = i
		}
	}
	if a, ok := m["additionalProperties"]; ok {
		if b, isBool := a.(bool); isBool && !b {
			n.noAddl = true
		} else if !isBool {
			n.addl = c.sub(at("additionalProperties"), a)
		}
	}
	if pp, ok := m["patternProperties"].(map[string]any); ok {
		for _, pat := range slices.Sorted(mapKeys(pp)) {
			re, err := regexp.Compile(pat)
			if err != nil {
				c.fail(at("patternProperties"), "pattern %q: %v", pat, err)
				continue
			}
			n.patProps = append(n.patProps, patternProp{re: re, schema: c.sub(at("patternProperties")+"/"+jsonpointer.Escape(pat), pp[pat])})
		}
	}
	n.minProps, n.maxProps = count("minProperties"), count("maxProperties")
	if dr, ok := m["dependentRequired"].(map[string]any); ok {
		n.dependents = map[string][]string{}
		for k, x := range dr {
			list, _ := x.([]any)
			for _, y := range list {
				if s, ok := y.(string); ok {
					n.dependents[k] = append(n.dependents[k], s)
				}
			}
		}
	}

	// arrays
	switch it := m["items"].(type) {
	case nil:
	case []any: // draft-04 tuple form
		n.prefix = schemas("items")
		if a, ok := m["additionalItems"]; ok {
			n.items = c.sub(at("additionalItems"), a)
		}
	default:
		n.items = c.sub(at("items"), it)
	}
	if _, ok := m["prefixItems"]; ok {
		n.prefix = schemas("prefixItems")
	}
	n.minItems, n.maxItems = count("minItems"), count("maxItems")
	n.unique, _ = m["uniqueItems"].(bool)

	// strings
	n.minLen, n.maxLen = count("minLength"), count("maxLength")
	if p, ok := m["pattern"]; ok {
		s, _ := p.(string)
		re, err := regexp.Compile(s)
		if err != nil {
			c.fail(at("pattern"), "%v", err)
		}
		n.pattern = re
	}
	if f, ok := m["format"].(string); ok {
		if n.format = formats[f]; n.format == fmtNone {
			c.unenforced = append(c.unenforced, at("format")+" ("+f+")")
		}
	}

	// numbers
	if f, ok := num("minimum"); ok {
		n.min, n.numFlags = f, n.numFlags|hasMin
	}
	if f, ok := num("maximum"); ok {
		n.max, n.numFlags = f, n.numFlags|hasMax
	}
	for _, kw := range []string{"exclusiveMinimum", "exclusiveMaximum"} {
		x, ok := m[kw]
		if !ok {
			continue
		}
		isMin := kw == "exclusiveMinimum"
		if b, isBool := x.(bool); isBool { // draft 4: modifies minimum/maximum
			if b && isMin {
				n.numFlags |= exclMin
			} else if b {
				n.numFlags |= exclMax
			}
			continue
		}
		f, _ := num(kw)
		switch {
		case isMin && (n.numFlags&hasMin == 0 || f >= n.min):
			n.min, n.numFlags = f, n.numFlags|hasMin|exclMin
		case !isMin && (n.numFlags&hasMax == 0 || f <= n.max):
			n.max, n.numFlags = f, n.numFlags|hasMax|exclMax
		}
	}
	if f, ok := num("multipleOf"); ok {
		if f <= 0 {
			c.fail(at("multipleOf"), "multipleOf must be positive")
		}
		n.multipleOf = f
	}

	// enum and const
	if e, ok := m["enum"]; ok {
		list, ok := e.([]any)
		if !ok {
			c.fail(at("enum"), "enum must be an array")
		}
		n.enum, n.enumKey = list, "enum"
	}
	if cv, ok := m["const"]; ok {
		n.enum, n.enumKey = []any{cv}, "const"
	}
	if n.enum != nil {
		if n.enumKey == "const" {
			n.enumMsg = "want " + compactJSON(n.enum[0])
		} else {
			n.enumMsg = "want one of " + compactJSON(n.enum)
		}
		allStrings := true
		for _, x := range n.enum {
			s, ok := x.(string)
			allStrings = allStrings && ok
			n.enumStr = append(n.enumStr, s)
		}
		if !allStrings {
			n.enumStr = nil
		}
	}

	// applicators
	n.allOf, n.anyOf, n.oneOf = schemas("allOf"), schemas("anyOf"), schemas("oneOf")
	if x, ok := m["not"]; ok {
		n.not = c.sub(at("not"), x)
	}
	if x, ok := m["if"]; ok {
		n.ifS = c.sub(at("if"), x)
		if t, ok := m["then"]; ok {
			n.thenS = c.sub(at("then"), t)
		}
		if e, ok := m["else"]; ok {
			n.elseS = c.sub(at("else"), e)
		}
	}
	if r, ok := m["$ref"]; ok {
		s, _ := r.(string)
		n.ref = c.resolve(at("$ref"), s)
	}
	// Compile $defs even when unreferenced, so that their mistakes show.
	for _, kw := range []string{"$defs", "definitions"} {
		if defs, ok := m[kw].(map[string]any); ok {
			for name, d := range defs {
				c.sub(at(kw)+"/"+jsonpointer.Escape(name), d)
			}
		}
	}

	n.stringChecks = n.minLen >= 0 || n.maxLen >= 0 || n.pattern != nil || n.format != fmtNone || n.enum != nil
	n.numberChecks = n.numFlags != 0 || n.multipleOf != 0 || n.enum != nil
	n.refOnly = n.ref != nil && len(m) == 1
	n.slow = n.never || n.applicators()
	n.trivial = n.types == 0 && len(n.props) == 0 && n.addl == nil && !n.noAddl && len(n.patProps) == 0 &&
		n.minProps < 0 && n.maxProps < 0 && n.dependents == nil && n.items == nil && n.prefix == nil &&
		n.minItems < 0 && n.maxItems < 0 && !n.unique && !n.stringChecks && !n.numberChecks && !n.applicators()
	n.plainString = n.types == tString && !n.stringChecks && !n.slow && !n.refOnly
	if n.types != 0 {
		for k := range n.typeMsgs {
			got := typeMask(1) << k
			name := got.String()
			if got == tNumber {
				name = "number"
			}
			n.typeMsgs[k] = "got " + name + ", want " + n.types.String()
		}
	}
}

var enforced = map[string]bool{
	"type": true, "nullable": true, "properties": true, "required": true, "additionalProperties": true,
	"patternProperties": true, "minProperties": true, "maxProperties": true, "dependentRequired": true,
	"items": true, "prefixItems": true, "additionalItems": true, "minItems": true, "maxItems": true, "uniqueItems": true,
	"minLength": true, "maxLength": true, "pattern": true, "format": true,
	"minimum": true, "maximum": true, "exclusiveMinimum": true, "exclusiveMaximum": true, "multipleOf": true,
	"enum": true, "const": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true, "if": true, "$ref": true,
}

func (c *compiler) typeMask(ptr, name string) typeMask {
	for _, t := range typeNames {
		if t.name == name {
			return t.mask
		}
	}
	c.fail(ptr, "unknown type %q", name)
	return 0
}

// resolve compiles the target of a $ref.
func (c *compiler) resolve(ptr, ref string) *node {
	frag := ref
	if i := strings.IndexByte(ref, '#'); i >= 0 {
		base := ref[:i]
		if base != "" && base != c.baseID {
			c.fail(ptr, "$ref %q: only references within the document are supported", ref)
			return nil
		}
		frag = ref[i+1:]
	} else if ref != c.baseID || ref == "" {
		c.fail(ptr, "$ref %q: only references within the document are supported", ref)
		return nil
	} else {
		frag = ""
	}
	target := frag
	if frag != "" && frag[0] != '/' { // an anchor
		p, ok := c.anchors[frag]
		if !ok {
			c.fail(ptr, "$ref %q: no such anchor", ref)
			return nil
		}
		target = p
	} else if unesc, err := url.PathUnescape(frag); err == nil {
		target = unesc
	}
	tp, err := jsonpointer.Parse(target)
	if err != nil {
		c.fail(ptr, "$ref %q: %v", ref, err)
		return nil
	}
	v, ok := tp.Lookup(c.root)
	if !ok {
		c.fail(ptr, "$ref %q: nothing at %q", ref, target)
		return nil
	}
	return c.compile(target, v)
}

func toFloat(x any) (float64, bool) {
	switch v := x.(type) {
	case json.Number:
		f, err := v.Float64()
		return f, err == nil
	case float64:
		return v, true
	case int:
		return float64(v), true
	case int64:
		return float64(v), true
	}
	return 0, false
}

func mapKeys(m map[string]any) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}
