package refract

import (
	"maps"
	"slices"
	"strings"
)

// References written in another syntax: "$var1.price" without its closing
// dollar sign (the peer's own docs show a model writing it), "${var1.price}",
// "{var1.price}", "{{ var1.price }}", and "var1.price" bare. Each is a
// literal to the validator's rules, which a later call would receive as
// text; mend reads it as the reference it means when its label is bound
// by an earlier call (and, bare, when the path names one of that call's
// outputs).

// nearRef reports whether s, as a whole, is a reference written in another
// syntax, and the reference it means: one whose label is bound (bound
// returns the tool that bound it). A string that is a reference already,
// or that holds text around one, is none.
func nearRef(s string, bound bindings, cat *Catalog) (Ref, bool) {
	if s == "" || len(s) > 256 || s[0] != '$' && s[0] != '{' && strings.IndexByte(s, '.') < 0 {
		return Ref{}, false // no reference in any syntax: most strings
	}
	inner, bare := s, false
	switch {
	case strings.HasPrefix(s, "{{") && strings.HasSuffix(s, "}}"):
		inner = strings.TrimSpace(s[2 : len(s)-2])
	case strings.HasPrefix(s, "${") && strings.HasSuffix(s, "}"):
		inner = strings.TrimSpace(s[2 : len(s)-1])
	case strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}"):
		inner = strings.TrimSpace(s[1 : len(s)-1])
	case strings.HasPrefix(s, "$") && !strings.HasSuffix(s, "$"):
		inner = s[1:]
	default:
		bare = true
	}
	inner = strings.TrimPrefix(inner, "$") // {{$var1.price}}
	label, path, _ := strings.Cut(inner, ".")
	if !isLabel(label) || path != "" && !isPath(path) || bare && path == "" {
		return Ref{}, false
	}
	tool, ok := bound.get(label)
	if !ok {
		return Ref{}, false
	}
	if bare {
		// "var1.price" names the output, or it is text
		if t := cat.Tool(tool); t == nil || !t.HasOutput(path) {
			return Ref{}, false
		}
	}
	return Ref{Label: label, Path: path}, true
}

// fixRefSyntax returns v, which holds no reference, with every string in
// it that is a reference written in another syntax (nearRef) rewritten as
// the reference, the first such reference, and whether there was one.
func fixRefSyntax(v any, bound bindings, cat *Catalog) (any, Ref, bool) {
	switch x := v.(type) {
	case string:
		if r, ok := nearRef(x, bound, cat); ok {
			return r.String(), r, true
		}
	case []any:
		var out []any
		var first Ref
		for i, e := range x {
			if f, r, ok := fixRefSyntax(e, bound, cat); ok {
				if out == nil {
					out, first = append(make([]any, 0, len(x)), x...), r
				}
				out[i] = f
			}
		}
		if out != nil {
			return out, first, true
		}
	case map[string]any:
		if _, ask := IsAsk(x); ask {
			return x, Ref{}, false
		}
		near := false
		for _, e := range x {
			if _, _, ok := fixRefSyntax(e, bound, cat); ok {
				near = true
				break
			}
		}
		if !near {
			return x, Ref{}, false
		}
		var out map[string]any
		var first Ref
		for _, k := range slices.Sorted(maps.Keys(x)) { // the first in key order: the same in every process
			if f, r, ok := fixRefSyntax(x[k], bound, cat); ok {
				if out == nil {
					out, first = make(map[string]any, len(x)), r
					for k2, e2 := range x {
						out[k2] = e2
					}
				}
				out[k] = f
			}
		}
		if out != nil {
			return out, first, true
		}
	}
	return v, Ref{}, false
}

// isLabel reports whether s is a label as references write one: a letter
// or "_", then letters, digits and "_".
func isLabel(s string) bool {
	if s == "" || !(isLetter(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !(isLetter(s[i]) || isDigit(s[i]) || s[i] == '_') {
			return false
		}
	}
	return true
}

// isPath reports whether s is a field path: names of letters, digits and
// "_" joined by dots, with list indices ("items[0].name").
func isPath(s string) bool {
	for _, part := range strings.Split(s, ".") {
		name, idx, _ := strings.Cut(part, "[")
		if !isLabel(name) && !(name != "" && isDigits(name)) {
			return false
		}
		for idx != "" {
			n, rest, ok := strings.Cut(idx, "]")
			if !ok || !isDigits(n) {
				return false
			}
			idx = strings.TrimPrefix(rest, "[")
			if rest != "" && !strings.HasPrefix(rest, "[") {
				return false
			}
		}
	}
	return true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}
