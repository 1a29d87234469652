package provider

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mendgraph/mend/jsonpointer"
)

// Bounds of a lowered schema: its depth, and the schemas it may hold in all
// (a definition referred to from several places is copied to each).
const (
	maxSubsetDepth = 16
	maxSubsetNodes = 2000
)

// Subset returns a tool's parameters (a JSON Schema as json.RawMessage,
// []byte, string, map or any value that marshals to one) lowered to the
// subset of JSON Schema that googleai's client converts: a map[string]any
// whose schemas have a single "type", "description", "properties",
// "items" and "required" only. References are inlined; of anyOf and oneOf
// the first alternative that is not null is kept, allOf is merged; enum,
// const, format, pattern and bounds are written into the description, so
// that the model still reads them. What cannot be read as a schema comes
// back as it came.
func Subset(params any) any {
	var doc map[string]any
	switch p := params.(type) {
	case map[string]any:
		doc = p
	case json.RawMessage:
		if json.Unmarshal(p, &doc) != nil {
			return params
		}
	case []byte:
		if json.Unmarshal(p, &doc) != nil {
			return params
		}
	case string:
		if json.Unmarshal([]byte(p), &doc) != nil {
			return params
		}
	default:
		b, err := json.Marshal(p)
		if err != nil || json.Unmarshal(b, &doc) != nil {
			return params
		}
	}
	l := lowering{root: doc}
	out := l.lower(doc, 0)
	if _, ok := out["properties"]; !ok && out["type"] == "object" {
		out["properties"] = map[string]any{}
	}
	return out
}

// lowering lowers one schema document. A reference met again inside its
// own expansion (a recursive type) ends as an object described in words.
type lowering struct {
	root  map[string]any
	refs  []string // the references being expanded, outermost first
	nodes int
}

func (l *lowering) lower(s map[string]any, depth int) map[string]any {
	out := map[string]any{}
	l.nodes++
	ref, _ := s["$ref"].(string)
	switch {
	case ref != "" && slices.Contains(l.refs, ref):
		out["type"] = "object"
		out["description"] = strings.TrimSpace(str(s["description"]) + " (the same shape as its enclosing " + refName(ref) + ")")
		return out
	case depth > maxSubsetDepth || l.nodes > maxSubsetNodes:
		out["type"] = "object"
		out["description"] = strings.TrimSpace(str(s["description"]) + " (too large to describe here)")
		return out
	case ref != "":
		l.refs = append(l.refs, ref)
		defer func() { l.refs = l.refs[:len(l.refs)-1] }()
	}
	root := l.root
	s = resolveRef(s, root, depth)
	var notes []string
	if d := str(s["description"]); d != "" {
		notes = append(notes, d)
	}
	// allOf: merge; anyOf and oneOf: the first alternative that is not null.
	if all, ok := s["allOf"].([]any); ok {
		merged := map[string]any{}
		for k, v := range s {
			if k != "allOf" {
				merged[k] = v
			}
		}
		for _, a := range all {
			if m, ok := a.(map[string]any); ok {
				mergeSchema(merged, resolveRef(m, root, depth))
			}
		}
		return l.lower(merged, depth+1)
	}
	for _, kw := range []string{"anyOf", "oneOf"} {
		alts, ok := s[kw].([]any)
		if !ok {
			continue
		}
		for _, a := range alts {
			m, ok := a.(map[string]any)
			if !ok || m["type"] == "null" {
				continue
			}
			sub := l.lower(m, depth+1)
			if len(notes) > 0 {
				sub["description"] = strings.TrimSpace(strings.Join(notes, " ") + " " + str(sub["description"]))
			}
			return sub
		}
	}
	switch t := s["type"].(type) {
	case string:
		out["type"] = t
	case []any:
		for _, x := range t {
			if x != "null" {
				out["type"] = x
				break
			}
		}
	}
	if props, ok := s["properties"].(map[string]any); ok {
		lp := make(map[string]any, len(props))
		for name, p := range props {
			if m, ok := p.(map[string]any); ok {
				lp[name] = l.lower(m, depth+1)
			}
		}
		out["properties"] = lp
		if out["type"] == nil {
			out["type"] = "object"
		}
		if req, ok := s["required"].([]any); ok {
			var keep []any
			for _, r := range req {
				if name, ok := r.(string); ok && lp[name] != nil {
					keep = append(keep, name)
				}
			}
			if len(keep) > 0 {
				out["required"] = keep
			}
		}
	}
	if items, ok := s["items"].(map[string]any); ok {
		out["items"] = l.lower(items, depth+1)
		if out["type"] == nil {
			out["type"] = "array"
		}
	} else if out["type"] == "array" {
		out["items"] = map[string]any{"type": "string"}
	}
	if enum, ok := s["enum"].([]any); ok {
		notes = append(notes, "One of: "+joinJSON(enum)+".")
		if out["type"] == nil && len(enum) > 0 {
			if _, isString := enum[0].(string); isString {
				out["type"] = "string"
			}
		}
	}
	if c, ok := s["const"]; ok {
		notes = append(notes, "Always "+joinJSON([]any{c})+".")
	}
	for _, kw := range []string{"format", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
		"minLength", "maxLength", "minItems", "maxItems", "multipleOf"} {
		if v, ok := s[kw]; ok {
			notes = append(notes, fmt.Sprintf("%s: %s.", kw, joinJSON([]any{v})))
		}
	}
	if len(notes) > 0 {
		out["description"] = strings.Join(notes, " ")
	}
	return out
}

// resolveRef follows local references ("#/$defs/X") from s, a bounded
// number of times.
func resolveRef(s, root map[string]any, depth int) map[string]any {
	for range maxSubsetDepth - depth + 1 {
		ref, ok := s["$ref"].(string)
		if !ok || !strings.HasPrefix(ref, "#") {
			return s
		}
		p, err := jsonpointer.Parse(ref[1:])
		if err != nil {
			return s
		}
		v, _ := p.Lookup(any(root))
		target, ok := v.(map[string]any)
		if !ok {
			return s
		}
		merged := make(map[string]any, len(target)+len(s))
		for k, x := range target {
			merged[k] = x
		}
		for k, x := range s { // keywords beside the $ref win
			if k != "$ref" {
				merged[k] = x
			}
		}
		s = merged
	}
	return s
}

// mergeSchema merges b into a, as allOf means: properties and required
// united, other keywords kept from a.
func mergeSchema(a, b map[string]any) {
	for k, v := range b {
		switch k {
		case "properties":
			pa, _ := a[k].(map[string]any)
			pb, _ := v.(map[string]any)
			m := make(map[string]any, len(pa)+len(pb))
			for n, x := range pa {
				m[n] = x
			}
			for n, x := range pb {
				if _, ok := m[n]; !ok {
					m[n] = x
				}
			}
			a[k] = m
		case "required":
			ra, _ := a[k].([]any)
			rb, _ := v.([]any)
			for _, r := range rb {
				if !slices.Contains(ra, r) {
					ra = append(ra, r)
				}
			}
			a[k] = ra
		default:
			if _, ok := a[k]; !ok {
				a[k] = v
			}
		}
	}
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func joinJSON(vs []any) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		b, _ := json.Marshal(v)
		parts[i] = string(b)
	}
	return strings.Join(parts, ", ")
}

// refName is the last token of a reference: "Leg" for "#/$defs/Leg".
func refName(ref string) string {
	if i := strings.LastIndexByte(ref, '/'); i >= 0 {
		return ref[i+1:]
	}
	return ref
}
