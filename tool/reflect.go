package tool

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
)

var (
	timeType    = reflect.TypeFor[time.Time]()
	rawType     = reflect.TypeFor[json.RawMessage]()
	textMarshal = reflect.TypeFor[encoding.TextMarshaler]()
)

// reflectSchema returns the JSON Schema of a struct type. Types met again
// while being generated (recursive types) go to $defs and are referenced.
func reflectSchema(t reflect.Type) (map[string]any, error) {
	g := &generator{inProgress: map[reflect.Type]bool{}, defs: map[string]any{}, names: map[reflect.Type]string{}}
	s, err := g.typeSchema(t)
	if err != nil {
		return nil, err
	}
	if len(g.defs) > 0 {
		s["$defs"] = g.defs
	}
	return s, nil
}

type generator struct {
	inProgress map[reflect.Type]bool
	defs       map[string]any
	names      map[reflect.Type]string
}

func (g *generator) typeSchema(t reflect.Type) (map[string]any, error) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t == timeType:
		return map[string]any{"type": "string", "format": "date-time"}, nil
	case t == rawType:
		return map[string]any{}, nil
	case t.Implements(textMarshal) || reflect.PointerTo(t).Implements(textMarshal):
		return map[string]any{"type": "string"}, nil
	}
	switch t.Kind() {
	case reflect.Bool:
		return map[string]any{"type": "boolean"}, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return map[string]any{"type": "integer"}, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return map[string]any{"type": "integer", "minimum": 0}, nil
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}, nil
	case reflect.String:
		return map[string]any{"type": "string"}, nil
	case reflect.Interface:
		return map[string]any{}, nil
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 && t.Kind() == reflect.Slice {
			return map[string]any{"type": "string", "contentEncoding": "base64"}, nil
		}
		items, err := g.typeSchema(t.Elem())
		if err != nil {
			return nil, err
		}
		s := map[string]any{"type": "array", "items": items}
		if t.Kind() == reflect.Array {
			s["minItems"], s["maxItems"] = t.Len(), t.Len()
		}
		return s, nil
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return nil, fmt.Errorf("map key type %s: JSON object keys are strings", t.Key())
		}
		vals, err := g.typeSchema(t.Elem())
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "object", "additionalProperties": vals}, nil
	case reflect.Struct:
		if g.inProgress[t] { // recursive: refer to a definition
			name := g.defName(t)
			g.defs[name] = nil // filled when the outer generation finishes
			return map[string]any{"$ref": "#/$defs/" + name}, nil
		}
		g.inProgress[t] = true
		s, err := g.structSchema(t)
		delete(g.inProgress, t)
		if err != nil {
			return nil, err
		}
		if name, ok := g.names[t]; ok {
			g.defs[name] = s
			return map[string]any{"$ref": "#/$defs/" + name}, nil
		}
		return s, nil
	}
	return nil, fmt.Errorf("type %s has no JSON Schema", t)
}

func (g *generator) defName(t reflect.Type) string {
	if n, ok := g.names[t]; ok {
		return n
	}
	name := t.Name()
	if name == "" {
		name = "T"
	}
	for base, i := name, 2; ; i++ {
		taken := false
		for _, n := range g.names {
			taken = taken || n == name
		}
		if !taken {
			break
		}
		name = base + strconv.Itoa(i)
	}
	g.names[t] = name
	return name
}

// jsonName returns a struct field's JSON name and whether it has omitempty
// (or omitzero); "-" means the field is not encoded.
func jsonName(f reflect.StructField) (name string, omit bool) {
	tag, ok := f.Tag.Lookup("json")
	if !ok {
		return f.Name, false
	}
	name, opts, _ := strings.Cut(tag, ",")
	if name == "-" && opts == "" {
		return "-", false
	}
	if name == "" {
		name = f.Name
	}
	for _, o := range strings.Split(opts, ",") {
		omit = omit || o == "omitempty" || o == "omitzero"
	}
	return name, omit
}

// properties is a "properties" object that marshals in declaration order,
// so that a model reads (and writes) fields in struct order: a reason
// before the answer it justifies, as Pydantic keeps them.
type properties struct {
	names   []string
	schemas map[string]any
}

func (p *properties) set(name string, s map[string]any) {
	if _, ok := p.schemas[name]; !ok {
		p.names = append(p.names, name)
	}
	p.schemas[name] = s
}

// MarshalJSON writes the properties in declaration order.
func (p *properties) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, n := range p.names {
		if i > 0 {
			b = append(b, ',')
		}
		k, _ := json.Marshal(n)
		v, err := json.Marshal(p.schemas[n])
		if err != nil {
			return nil, err
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

func (g *generator) structSchema(t reflect.Type) (map[string]any, error) {
	props := &properties{schemas: map[string]any{}}
	var required []any
	if err := g.fields(t, props, &required); err != nil {
		return nil, err
	}
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		s["required"] = required
	}
	return s, nil
}

// fields adds t's fields to props, flattening embedded structs as
// encoding/json does.
func (g *generator) fields(t reflect.Type, props *properties, required *[]any) error {
	for i := range t.NumField() {
		f := t.Field(i)
		name, omit := jsonName(f)
		if name == "-" || (!f.IsExported() && !f.Anonymous) {
			continue
		}
		ft := f.Type
		if f.Anonymous && f.Tag.Get("json") == "" {
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				if err := g.fields(ft, props, required); err != nil {
					return err
				}
				continue
			}
			if !f.IsExported() {
				continue
			}
		}
		fs, err := g.typeSchema(f.Type)
		if err != nil {
			return fmt.Errorf("field %s: %w", f.Name, err)
		}
		desc := f.Tag.Get("description")
		if desc == "" {
			desc = f.Tag.Get("doc")
		}
		if desc != "" {
			fs = withKeyword(fs, "description", desc)
		}
		req, err := applyValidateTag(f.Type, fs, f.Tag.Get("validate"))
		if err != nil {
			return fmt.Errorf("field %s: %w", f.Name, err)
		}
		if f.Type.Kind() == reflect.Pointer && !req {
			fs = nullable(fs) // encoding/json decodes null into a nil pointer
		}
		props.set(name, fs)
		if req || (!omit && f.Type.Kind() != reflect.Pointer && !strings.Contains(f.Tag.Get("validate"), "omitempty")) {
			*required = append(*required, name)
		}
	}
	return nil
}

// nullable lets a schema also accept null.
func nullable(s map[string]any) map[string]any {
	switch t := s["type"].(type) {
	case string:
		s["type"] = []any{t, "null"}
		return s
	case nil:
		if _, isRef := s["$ref"]; isRef {
			return map[string]any{"anyOf": []any{s, map[string]any{"type": "null"}}}
		}
	}
	return s
}

// withKeyword sets a keyword on a schema; a $ref schema gets an allOf
// wrapper so that the keyword sits beside the reference.
func withKeyword(s map[string]any, kw string, v any) map[string]any {
	if _, isRef := s["$ref"]; isRef {
		s = map[string]any{"allOf": []any{s}}
	}
	s[kw] = v
	return s
}

// applyValidateTag adds to s the keywords that a validator/v10 tag implies,
// for a field of type t, and reports whether the tag makes it required.
// Rules after "dive" apply to the items. Rules without a schema equivalent
// are left to validator/v10 at Check time.
func applyValidateTag(t reflect.Type, s map[string]any, tag string) (required bool, err error) {
	if tag == "" {
		return false, nil
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	rules := splitRules(tag)
	for i, rule := range rules {
		name, param, _ := strings.Cut(rule, "=")
		if name == "dive" {
			items, ok := s["items"].(map[string]any)
			if !ok || (t.Kind() != reflect.Slice && t.Kind() != reflect.Array) {
				return required, nil
			}
			_, err := applyValidateTag(t.Elem(), items, strings.Join(rules[i+1:], ","))
			return required, err
		}
		if strings.Contains(rule, "|") { // an or-rule: validator/v10 decides
			continue
		}
		kind := schemaKind(t)
		num := func() (float64, error) {
			f, err := strconv.ParseFloat(param, 64)
			if err != nil {
				return 0, fmt.Errorf("validate tag %q: %s needs a number", tag, name)
			}
			return f, nil
		}
		switch name {
		case "required":
			required = true
		case "oneof":
			var enum []any
			for _, v := range splitOneOf(param) {
				if kind == "number" {
					f, err := strconv.ParseFloat(v, 64)
					if err != nil {
						return required, fmt.Errorf("validate tag %q: oneof value %q is not a number", tag, v)
					}
					enum = append(enum, f)
				} else {
					enum = append(enum, v)
				}
			}
			s["enum"] = enum
		case "min", "max", "gte", "lte", "gt", "lt", "len":
			f, err := num()
			if err != nil {
				return required, err
			}
			lower := name == "min" || name == "gte" || name == "gt"
			switch kind {
			case "number":
				switch name {
				case "gt":
					s["exclusiveMinimum"] = f
				case "lt":
					s["exclusiveMaximum"] = f
				case "len":
					s["minimum"], s["maximum"] = f, f
				default:
					if lower {
						s["minimum"] = f
					} else {
						s["maximum"] = f
					}
				}
			case "string", "array", "object":
				n := int(f)
				if name == "gt" {
					n++
				}
				if name == "lt" {
					n--
				}
				lo, hi := map[string]string{"string": "minLength", "array": "minItems", "object": "minProperties"}[kind],
					map[string]string{"string": "maxLength", "array": "maxItems", "object": "maxProperties"}[kind]
				switch {
				case name == "len":
					s[lo], s[hi] = n, n
				case lower:
					s[lo] = n
				default:
					s[hi] = n
				}
			}
		case "email":
			s["format"] = "email"
		case "url", "uri", "http_url":
			s["format"] = "uri"
		case "datetime":
			switch param {
			case "2006-01-02":
				s["format"] = "date"
			case time.RFC3339, time.RFC3339Nano:
				s["format"] = "date-time"
			}
		}
	}
	return required, nil
}

func schemaKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Slice, reflect.Array:
		return "array"
	case reflect.Map:
		return "object"
	}
	return ""
}

// splitRules splits a validate tag at commas that separate rules.
func splitRules(tag string) []string {
	var out []string
	for _, r := range strings.Split(tag, ",") {
		if r = strings.TrimSpace(r); r != "" {
			out = append(out, r)
		}
	}
	return out
}

// splitOneOf splits a oneof parameter: space separated, 'quoted values'
// may hold spaces.
func splitOneOf(p string) []string {
	var out []string
	for p = strings.TrimSpace(p); p != ""; p = strings.TrimSpace(p) {
		if p[0] == '\'' {
			if end := strings.IndexByte(p[1:], '\''); end >= 0 {
				out = append(out, p[1:end+1])
				p = p[end+2:]
				continue
			}
		}
		v, rest, _ := strings.Cut(p, " ")
		out = append(out, v)
		p = rest
	}
	return out
}
