package recovery

import (
	"slices"
	"strings"

	"github.com/mendgraph/mend/lenient"
)

// found is a call as written, before its tool is resolved.
type found struct {
	name    string
	id      string
	args    lenient.Value  // the arguments, an object; or
	hasArgs bool           // whether the call writes arguments at all
	flat    []int          // for a call without arguments: the members of obj beside the name
	obj     *lenient.Value // the object the call was written as, for flat arguments
	argText string         // arguments written as text that must be read as JSON (a string value)
	raw     string         // the arguments' text, when it is JSON as it stands: kept byte for byte
	repairs lenient.Repairs
	format  string // where it was written: "json", "hermes", "pythonic", ...
	strong  bool   // written in a call format, not merely JSON: an unknown name is reported
	start   int    // its region of the text
	end     int
}

// fromValue finds the calls a JSON value holds: a call object, a list of
// calls, a wrapper around either ({"tool_calls": [...]}), or JSON text of
// any of these in a string.
func (s *Recoverer) fromValue(v lenient.Value, depth int) []found {
	if depth > 6 {
		return nil
	}
	switch v.Kind {
	case lenient.Array:
		var out []found
		for _, it := range v.Items {
			out = append(out, s.fromValue(it, depth+1)...)
		}
		return out
	case lenient.String:
		t := strings.TrimSpace(v.Text)
		if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
			return nil
		}
		inner, n, _, err := lenient.ParseString(t, lenient.Options{})
		if err != nil || strings.TrimSpace(t[n:]) != "" {
			return nil
		}
		return s.fromValue(inner, depth+1)
	case lenient.Object:
		return s.fromObject(v, depth)
	}
	return nil
}

func (s *Recoverer) fromObject(v lenient.Value, depth int) []found {
	name, nameKey := "", -1
	for _, k := range s.nameKeys {
		if i := slices.Index(v.Keys, k); i >= 0 && v.Items[i].Kind == lenient.String {
			name, nameKey = v.Items[i].Text, i
			break
		}
	}
	if name == "" {
		// A wrapper: {"tool_calls": [...]}, {"function": {...}}, {"response": "..."}.
		for _, k := range wrapperKeys {
			if w, ok := v.Get(k); ok && (w.Kind == lenient.Object || w.Kind == lenient.Array || w.Kind == lenient.String) {
				calls := s.fromValue(w, depth+1)
				if id := s.idOf(v); id != "" && len(calls) == 1 && calls[0].id == "" {
					calls[0].id = id
				}
				if len(calls) > 0 {
					return calls
				}
			}
		}
		// {"get_weather": {"city": "Paris"}}: the tool's name as the only key.
		if len(v.Keys) == 1 && v.Items[0].Kind == lenient.Object {
			if _, how, ok := s.res.resolve(v.Keys[0], v.Items[0].Keys); ok && how != byWords {
				return []found{{name: v.Keys[0], args: v.Items[0], hasArgs: true, format: "name-key"}}
			}
		}
		return nil
	}
	f := found{name: name, id: s.idOf(v), obj: &v}
	for _, k := range s.argsKeys {
		a, ok := v.Get(k)
		if !ok {
			continue
		}
		if isSchema(a) {
			return nil // a tool's definition echoed: its parameters are a JSON Schema
		}
		f.hasArgs = true
		switch a.Kind {
		case lenient.Object:
			f.args = a
		case lenient.String:
			if obj, ok := childElements(a.Text); ok {
				f.args = obj // <parameters><city>Paris</city></parameters>
			} else {
				f.argText = a.Text
			}
		case lenient.Null:
			f.args = lenient.Value{Kind: lenient.Object}
		default:
			f.args = a // not an object: the tool's schema will say so
		}
		return []found{f}
	}
	for i, k := range v.Keys {
		if i == nameKey || slices.Contains(s.idKeys, k) || slices.Contains(ignoredKeys, k) {
			continue
		}
		f.flat = append(f.flat, i)
	}
	return []found{f}
}

func (s *Recoverer) idOf(v lenient.Value) string {
	for _, k := range s.idKeys {
		if id, ok := v.Get(k); ok && (id.Kind == lenient.String || id.Kind == lenient.Number) && id.Text != "" {
			return id.Text
		}
	}
	return ""
}

// argNames returns the names of the arguments a found call writes.
func (f *found) argNames() []string {
	switch {
	case f.hasArgs && f.args.Kind == lenient.Object:
		return f.args.Keys
	case !f.hasArgs:
		names := make([]string, len(f.flat))
		for i, k := range f.flat {
			names[i] = f.obj.Keys[k]
		}
		return names
	}
	return nil
}

// isSchema reports whether a value is a JSON Schema of an object, as a
// tool's definition holds, and not arguments: {"type": "object",
// "properties": {...}}.
func isSchema(v lenient.Value) bool {
	if v.Kind != lenient.Object {
		return false
	}
	t, ok := v.Get("type")
	if !ok || t.Kind != lenient.String || t.Text != "object" {
		return false
	}
	p, ok := v.Get("properties")
	return ok && p.Kind == lenient.Object
}
