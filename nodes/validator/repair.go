package validator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/jsonpointer"
	"github.com/mendgraph/mend/state"
)

// Keys that models use for a tool call's ID, name and arguments when they
// write the call as JSON text (Koog's ToolCallJsonConfig defaults, and
// the shapes of the major providers' formats).
var (
	idKeys   = []string{"id", "tool_call_id", "call_id"}
	nameKeys = []string{"name", "tool", "tool_name", "function", "function_name"}
	argsKeys = []string{"arguments", "args", "parameters", "params", "input"}
)

// maxCoerceDepth bounds how deep arguments are searched for JSON strings
// to decode; a top-level argument is at depth 1 (Koog's MAX_DEPTH).
const maxCoerceDepth = 8

// repair recovers a tool call written as text, when the message has none,
// and decodes arguments written as JSON strings where the schema wants an
// object or an array. msg is not modified.
func (v *Validator) repair(msg state.Message) (state.Message, []string) {
	var repairs []string
	if !msg.HasToolCalls() {
		if text := msg.TextContent(); text != "" {
			if call, ok := recoverCall(text); ok {
				if call.ID == "" {
					call.ID = "call_" + strings.ReplaceAll(uuid.NewString(), "-", "")[:24]
				}
				out := msg
				out.Parts = []llms.ContentPart{call}
				msg = out
				repairs = append(repairs, fmt.Sprintf("recovered a call to %s from the text", call.FunctionCall.Name))
			}
		}
	}
	var parts []llms.ContentPart
	for i, p := range msg.Parts {
		call, ok := p.(llms.ToolCall)
		if !ok || call.FunctionCall == nil {
			continue
		}
		t := v.byName[call.FunctionCall.Name]
		if t == nil {
			continue
		}
		args, changed := coerceArgs(t.Parameters(), call.FunctionCall.Arguments)
		if !changed {
			continue
		}
		if parts == nil {
			parts = append([]llms.ContentPart(nil), msg.Parts...)
		}
		fc := *call.FunctionCall
		fc.Arguments = args
		call.FunctionCall = &fc
		parts[i] = call
		repairs = append(repairs, fmt.Sprintf("decoded JSON strings in the arguments of %s (%s)", call.FunctionCall.Name, call.ID))
	}
	if parts != nil {
		msg.Parts = parts
	}
	return msg, repairs
}

// recoverCall finds the first JSON object in text that describes a tool
// call: a name under one of nameKeys and, optionally, arguments and an ID.
// A one-key object wrapping such an object ({"function_call": {...}}) is
// unwrapped, and quotes a model forgot to escape inside strings are
// tolerated.
func recoverCall(text string) (llms.ToolCall, bool) {
	for i := 0; i < len(text); i++ {
		if text[i] != '{' {
			continue
		}
		raw, ok := firstValue(text[i:])
		if !ok {
			raw, ok = firstValue(lenientJSON(text[i:]))
		}
		if !ok {
			continue
		}
		if call, ok := callFromJSON(raw); ok {
			return call, true
		}
	}
	return llms.ToolCall{}, false
}

// firstValue decodes the JSON value at the start of s, ignoring what follows.
func firstValue(s string) (json.RawMessage, bool) {
	dec := json.NewDecoder(strings.NewReader(s))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, false
	}
	return raw, true
}

func callFromJSON(raw json.RawMessage) (llms.ToolCall, bool) {
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) != nil {
		return llms.ToolCall{}, false
	}
	if len(obj) == 1 { // {"function_call": {...}}
		for _, inner := range obj {
			var io map[string]json.RawMessage
			if json.Unmarshal(inner, &io) == nil {
				obj = io
			}
		}
	}
	var name, id string
	for _, k := range nameKeys {
		if json.Unmarshal(obj[k], &name) == nil && name != "" {
			break
		}
		name = ""
	}
	if name == "" {
		return llms.ToolCall{}, false
	}
	for _, k := range idKeys {
		if json.Unmarshal(obj[k], &id) == nil && id != "" {
			break
		}
		id = ""
	}
	args := "{}"
	for _, k := range argsKeys {
		a, ok := obj[k]
		if !ok {
			continue
		}
		var s string
		if json.Unmarshal(a, &s) == nil { // arguments as a JSON string, as OpenAI sends them
			args = s
		} else {
			var b bytes.Buffer
			if json.Compact(&b, a) == nil {
				args = b.String()
			}
		}
		break
	}
	return llms.ToolCall{ID: id, Type: "function", FunctionCall: &llms.FunctionCall{Name: name, Arguments: args}}, true
}

// lenientJSON escapes what models commonly leave unescaped inside JSON
// strings: a quote not followed by what may follow a string (, : } ] or the
// end), and raw control characters.
func lenientJSON(s string) string {
	var b strings.Builder
	inString := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case !inString:
			if c == '"' {
				inString = true
			}
			b.WriteByte(c)
		case c == '\\' && i+1 < len(s):
			b.WriteByte(c)
			b.WriteByte(s[i+1])
			i++
		case c == '"':
			j := i + 1
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r') {
				j++
			}
			if j == len(s) || strings.IndexByte(",:}]", s[j]) >= 0 {
				inString = false
				b.WriteByte(c)
			} else {
				b.WriteString(`\"`)
			}
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20:
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// coerceArgs decodes string values that hold a JSON object or array where
// the schema wants one (and no string), recursively, up to maxCoerceDepth.
// Arguments it does not change come back byte for byte.
func coerceArgs(params map[string]any, args string) (string, bool) {
	if !strings.Contains(args, `"{`) && !strings.Contains(args, `"[`) {
		return args, false // nothing that could be a stringified value
	}
	root, err := decodeOrdered([]byte(args))
	if err != nil || root.kind != 'o' {
		return args, false
	}
	c := coercer{doc: params}
	if !c.value(params, root, 0) {
		return args, false
	}
	var b bytes.Buffer
	root.encode(&b)
	return b.String(), true
}

type coercer struct{ doc map[string]any }

// resolve follows a local $ref.
func (c coercer) resolve(s map[string]any) map[string]any {
	for range 16 {
		ref, ok := s["$ref"].(string)
		if !ok || !strings.HasPrefix(ref, "#") {
			return s
		}
		p, err := jsonpointer.Parse(ref[1:])
		if err != nil {
			return s
		}
		v, _ := p.Lookup(any(c.doc))
		next, ok := v.(map[string]any)
		if !ok {
			return s
		}
		s = next
	}
	return s
}

// candidates returns the schemas a value may match: s itself, or its
// anyOf/oneOf alternatives.
func (c coercer) candidates(s map[string]any) []map[string]any {
	s = c.resolve(s)
	var alts []any
	if a, ok := s["anyOf"].([]any); ok {
		alts = a
	} else if a, ok := s["oneOf"].([]any); ok {
		alts = a
	}
	if alts == nil {
		return []map[string]any{s}
	}
	var out []map[string]any
	for _, a := range alts {
		if m, ok := a.(map[string]any); ok {
			out = append(out, c.resolve(m))
		}
	}
	return out
}

// writeString writes s as a JSON string, without escaping HTML characters.
func writeString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	b.Truncate(b.Len() - 1) // Encode's newline
}

func allows(s map[string]any, kind string) bool {
	if kind == "object" {
		if _, ok := s["properties"]; ok {
			return true
		}
	}
	switch t := s["type"].(type) {
	case string:
		return t == kind
	case []any:
		for _, x := range t {
			if x == kind {
				return true
			}
		}
	}
	return false
}

// value coerces v against schema s at depth (the root object is depth 0)
// and reports whether anything changed.
func (c coercer) value(s map[string]any, v *jvalue, depth int) bool {
	if s == nil || depth > maxCoerceDepth {
		return false
	}
	cands := c.candidates(s)
	changed := false
	if v.kind == 's' && depth > 0 {
		wantsString := false
		for _, cand := range cands {
			wantsString = wantsString || allows(cand, "string")
		}
		if !wantsString && strings.HasPrefix(strings.TrimSpace(v.str), "{") || !wantsString && strings.HasPrefix(strings.TrimSpace(v.str), "[") {
			if parsed, err := decodeOrdered([]byte(v.str)); err == nil {
				kind := map[byte]string{'o': "object", 'a': "array"}[parsed.kind]
				for _, cand := range cands {
					if allows(cand, kind) {
						*v = *parsed
						c.value(cand, v, depth)
						return true
					}
				}
			}
		}
		return false
	}
	for _, cand := range cands {
		switch {
		case v.kind == 'o' && allows(cand, "object") || v.kind == 'o' && depth == 0:
			props, _ := cand["properties"].(map[string]any)
			addl, _ := cand["additionalProperties"].(map[string]any)
			for i, k := range v.keys {
				sub, declared := props[k].(map[string]any)
				if !declared {
					sub = addl
				}
				if c.value(sub, v.vals[i], depth+1) {
					changed = true
				}
			}
			return changed
		case v.kind == 'a' && allows(cand, "array"):
			items, _ := cand["items"].(map[string]any)
			for _, it := range v.items {
				if c.value(items, it, depth+1) {
					changed = true
				}
			}
			return changed
		}
	}
	return false
}

// jvalue is a decoded JSON value that keeps object key order.
type jvalue struct {
	kind  byte // 'o' object, 'a' array, 's' string, 'r' any other scalar
	keys  []string
	vals  []*jvalue
	items []*jvalue
	str   string
	raw   json.RawMessage
}

func decodeOrdered(data []byte) (*jvalue, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, fmt.Errorf("trailing data")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (*jvalue, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			v := &jvalue{kind: 'o'}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				sub, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				v.keys, v.vals = append(v.keys, k), append(v.vals, sub)
			}
			_, err := dec.Token()
			return v, err
		case '[':
			v := &jvalue{kind: 'a'}
			for dec.More() {
				sub, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				v.items = append(v.items, sub)
			}
			_, err := dec.Token()
			return v, err
		}
	case string:
		return &jvalue{kind: 's', str: t}, nil
	}
	raw, err := json.Marshal(tok)
	return &jvalue{kind: 'r', raw: raw}, err
}

func (v *jvalue) encode(b *bytes.Buffer) {
	switch v.kind {
	case 'o':
		b.WriteByte('{')
		for i, k := range v.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			writeString(b, k)
			b.WriteByte(':')
			v.vals[i].encode(b)
		}
		b.WriteByte('}')
	case 'a':
		b.WriteByte('[')
		for i, it := range v.items {
			if i > 0 {
				b.WriteByte(',')
			}
			it.encode(b)
		}
		b.WriteByte(']')
	case 's':
		writeString(b, v.str)
	default:
		b.Write(v.raw)
	}
}
