package refract

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/tmc/langchaingo/llms"
)

// Call is one call of a sequence: var1 = Tool(a="x", b="$var0.f$").
type Call struct {
	Label string // the variable the output is bound to; "" for none
	Name  string // the tool
	Args  Args   // in the order written
	// ID is the tool call's ID when the call came from a model's tool
	// call (FromToolCalls); repairs keep it, and a call a repair inserts
	// has none. It is not part of the JSON form.
	ID string
}

// Args are a call's arguments, in order. A value is a JSON value decoded
// with numbers as json.Number; a string may hold references ("$var1.f$"),
// and Ask(name) stands for a value to ask the user for.
type Args []Arg

// Arg is one argument.
type Arg struct {
	Name  string
	Value any
}

// Get returns the value of the named argument and whether it is there.
func (a Args) Get(name string) (any, bool) {
	for _, x := range a {
		if x.Name == name {
			return x.Value, true
		}
	}
	return nil, false
}

func (a Args) index(name string) int {
	for i, x := range a {
		if x.Name == name {
			return i
		}
	}
	return -1
}

// Ask returns the slot-fill placeholder for a value to ask the user for:
// {"$ask": name}, as score.py reads it.
func Ask(name string) any { return map[string]any{"$ask": name} }

// IsAsk reports whether v is a slot-fill placeholder, and its name.
func IsAsk(v any) (string, bool) {
	m, ok := v.(map[string]any)
	if !ok || len(m) != 1 {
		return "", false
	}
	s, ok := m["$ask"].(string)
	return s, ok
}

// MarshalJSON writes the call as {"label", "name", "args"}, label null
// when empty.
func (c Call) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"label":`)
	if c.Label == "" {
		b.WriteString("null")
	} else {
		writeJSON(&b, c.Label)
	}
	b.WriteString(`,"name":`)
	writeJSON(&b, c.Name)
	b.WriteString(`,"args":`)
	args, err := c.Args.MarshalJSON()
	if err != nil {
		return nil, err
	}
	b.Write(args)
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads {"label", "name", "args"}.
func (c *Call) UnmarshalJSON(data []byte) error {
	var raw struct {
		Label *string         `json:"label"`
		Name  string          `json:"name"`
		Args  json.RawMessage `json:"args"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	c.Label, c.Name, c.Args = "", raw.Name, nil
	if raw.Label != nil {
		c.Label = *raw.Label
	}
	if len(raw.Args) > 0 && string(raw.Args) != "null" {
		return c.Args.UnmarshalJSON(raw.Args)
	}
	return nil
}

// MarshalJSON writes the arguments as an object, in order.
func (a Args) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, x := range a {
		if i > 0 {
			b.WriteByte(',')
		}
		writeJSON(&b, x.Name)
		b.WriteByte(':')
		if err := writeJSONErr(&b, x.Value); err != nil {
			return nil, err
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an object, keeping the order of its members.
func (a *Args) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return errors.New("refract: args must be a JSON object")
	}
	*a = (*a)[:0]
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return err
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return err
		}
		if a.index(kt.(string)) >= 0 {
			return fmt.Errorf("refract: argument %q given twice", kt.(string))
		}
		*a = append(*a, Arg{Name: kt.(string), Value: v})
	}
	_, err = dec.Token()
	return err
}

func writeJSON(b *bytes.Buffer, v any) { _ = writeJSONErr(b, v) }

func writeJSONErr(b *bytes.Buffer, v any) error {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	b.Truncate(b.Len() - 1)
	return nil
}

// Clone returns a deep enough copy of the calls: argument lists are new;
// values are shared (they are never modified in place).
func Clone(calls []Call) []Call {
	out := make([]Call, len(calls))
	for i, c := range calls {
		out[i] = c
		out[i].Args = append(Args(nil), c.Args...)
	}
	return out
}

// Ref is a reference to a call's output inside an argument value:
// "$label$" or "$label.path$".
type Ref struct {
	Label string
	Path  string // "" for the whole output
}

// String implements fmt.Stringer.
func (r Ref) String() string {
	if r.Path == "" {
		return "$" + r.Label + "$"
	}
	return "$" + r.Label + "." + r.Path + "$"
}

// refSpan is a reference found in a string, with its byte span.
type refSpan struct {
	Ref
	start, end int
}

// findRefs returns the references in s, left to right, as the corpus's
// REF_RE finds them: "$" label ("." path)? "$", where a label starts with a
// letter or "_" and a path holds no "$".
func findRefs(s string) []refSpan {
	var out []refSpan
	scanRefs(s, func(r refSpan) { out = append(out, r) })
	return out
}

// scanRefs calls fn with each reference in s, left to right.
func scanRefs(s string, fn func(refSpan)) {
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			continue
		}
		j := i + 1
		if j >= len(s) || !(isLetter(s[j]) || s[j] == '_') {
			continue
		}
		for j < len(s) && (isLetter(s[j]) || isDigit(s[j]) || s[j] == '_') {
			j++
		}
		label := s[i+1 : j]
		if j < len(s) && s[j] == '$' {
			fn(refSpan{Ref{Label: label}, i, j + 1})
			i = j
			continue
		}
		if j < len(s) && s[j] == '.' {
			if k := strings.IndexByte(s[j+1:], '$'); k > 0 {
				fn(refSpan{Ref{Label: label, Path: s[j+1 : j+1+k]}, i, j + 2 + k})
				i = j + 1 + k
			}
		}
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// refsIn returns the references anywhere in a value.
func refsIn(v any) []Ref { return appendRefs(nil, v) }

func appendRefs(out []Ref, v any) []Ref {
	switch x := v.(type) {
	case string:
		if strings.IndexByte(x, '$') < 0 {
			return out
		}
		scanRefs(x, func(r refSpan) { out = append(out, r.Ref) })
	case []any:
		for _, e := range x {
			out = appendRefs(out, e)
		}
	case map[string]any:
		if _, ask := IsAsk(x); ask {
			return out
		}
		for _, e := range x {
			out = appendRefs(out, e)
		}
	}
	return out
}

// isPureRef reports whether v is a string that is exactly one reference.
func isPureRef(v any) (Ref, bool) {
	s, ok := v.(string)
	if !ok {
		return Ref{}, false
	}
	rs := findRefs(s)
	if len(rs) == 1 && rs[0].start == 0 && rs[0].end == len(s) {
		return rs[0].Ref, true
	}
	return Ref{}, false
}

// mapRefs returns v with every reference rewritten by fn.
func mapRefs(v any, fn func(Ref) Ref) any {
	switch x := v.(type) {
	case string:
		rs := findRefs(x)
		if len(rs) == 0 {
			return x
		}
		var b strings.Builder
		last := 0
		for _, r := range rs {
			b.WriteString(x[last:r.start])
			b.WriteString(fn(r.Ref).String())
			last = r.end
		}
		b.WriteString(x[last:])
		return b.String()
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = mapRefs(e, fn)
		}
		return out
	case map[string]any:
		if _, ask := IsAsk(x); ask {
			return x
		}
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = mapRefs(e, fn)
		}
		return out
	}
	return v
}

// ParseCalls reads a JSON array of calls {"label", "name", "args"}.
func ParseCalls(data []byte) ([]Call, error) {
	var calls []Call
	if err := json.Unmarshal(data, &calls); err != nil {
		return nil, fmt.Errorf("refract: calls: %w", err)
	}
	return calls, nil
}

// FromToolCalls turns langchaingo tool calls into a sequence, labelling
// them var1, var2, ... in order, which references between them use.
func FromToolCalls(tcs []llms.ToolCall) ([]Call, error) {
	calls := make([]Call, len(tcs))
	for i, tc := range tcs {
		if tc.FunctionCall == nil {
			return nil, fmt.Errorf("refract: tool call %d (%s) has no function", i, tc.ID)
		}
		calls[i] = Call{Label: fmt.Sprintf("var%d", i+1), Name: tc.FunctionCall.Name, ID: tc.ID}
		if a := strings.TrimSpace(tc.FunctionCall.Arguments); a != "" {
			if err := calls[i].Args.UnmarshalJSON([]byte(a)); err != nil {
				return nil, fmt.Errorf("refract: tool call %d (%s): arguments: %w", i, tc.ID, err)
			}
		}
	}
	return calls, nil
}

// ToolCalls turns a sequence back into langchaingo tool calls, each with
// its call's ID, or, for a call without one, "refract_N" (N its position).
func ToolCalls(calls []Call) []llms.ToolCall {
	out := make([]llms.ToolCall, len(calls))
	for i, c := range calls {
		id := c.ID
		if id == "" {
			id = fmt.Sprintf("refract_%d", i+1)
		}
		args, _ := c.Args.MarshalJSON()
		out[i] = llms.ToolCall{ID: id, Type: "function", FunctionCall: &llms.FunctionCall{Name: c.Name, Arguments: string(args)}}
	}
	return out
}

// FormatText writes calls in the seed's syntax, one per line:
// var1 = Tool(a="x", b=3). A slot-fill is written as its bare name.
func FormatText(calls []Call) string {
	var b strings.Builder
	for i, c := range calls {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(formatCall(c))
	}
	return b.String()
}

func formatCall(c Call) string {
	var b bytes.Buffer
	if c.Label != "" {
		b.WriteString(c.Label + " = ")
	}
	b.WriteString(c.Name + "(")
	for i, a := range c.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.Name + "=")
		if name, ok := IsAsk(a.Value); ok {
			b.WriteString(name)
			continue
		}
		writeJSON(&b, a.Value)
	}
	b.WriteByte(')')
	return b.String()
}

// ParseText reads calls in the seed's syntax, one per line:
// [label =] Tool(name=value, ...), where a value is JSON or a bare name (a
// slot-fill). Blank lines, and the ask(...) and confirm(...) lines of a
// repair, are skipped.
func ParseText(s string) ([]Call, error) {
	var calls []Call
	for n, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "ask(") || strings.HasPrefix(line, "confirm(") {
			continue
		}
		c, err := parseCall(line)
		if err != nil {
			return nil, fmt.Errorf("refract: line %d: %w", n+1, err)
		}
		calls = append(calls, c)
	}
	return calls, nil
}

func parseCall(line string) (Call, error) {
	var c Call
	p := &parser{s: line}
	first := p.ident(true)
	if first == "" {
		return c, p.errorf("expected a tool name or a label")
	}
	p.space()
	if p.eat('=') {
		c.Label = first
		p.space()
		if c.Name = p.ident(true); c.Name == "" {
			return c, p.errorf("expected a tool name")
		}
	} else {
		c.Name = first
	}
	p.space()
	if !p.eat('(') {
		return c, p.errorf("expected (")
	}
	for {
		p.space()
		if p.eat(')') {
			break
		}
		if len(c.Args) > 0 {
			if !p.eat(',') {
				return c, p.errorf("expected , or )")
			}
			p.space()
		}
		name := p.ident(false)
		if name == "" {
			return c, p.errorf("expected a parameter name")
		}
		if c.Args.index(name) >= 0 {
			return c, p.errorf("%s given twice", name)
		}
		p.space()
		if !p.eat('=') {
			return c, p.errorf("expected = after %s", name)
		}
		p.space()
		v, err := p.value()
		if err != nil {
			return c, err
		}
		c.Args = append(c.Args, Arg{Name: name, Value: v})
	}
	if p.space(); p.i != len(p.s) {
		return c, p.errorf("unexpected text after the call")
	}
	return c, nil
}

type parser struct {
	s string
	i int
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("at column %d: "+format, append([]any{p.i + 1}, args...)...)
}

func (p *parser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

func (p *parser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// ident reads a name: letters, digits, _ and (in tool names) . and -.
func (p *parser) ident(dotted bool) string {
	start := p.i
	for p.i < len(p.s) {
		c := rune(p.s[p.i])
		if unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || dotted && (c == '.' || c == '-') {
			p.i++
			continue
		}
		break
	}
	return p.s[start:p.i]
}

// value reads a JSON value, or a bare name as a slot-fill.
func (p *parser) value() (any, error) {
	if p.i < len(p.s) && (unicode.IsLetter(rune(p.s[p.i])) || p.s[p.i] == '_') {
		save := p.i
		name := p.ident(false)
		if name != "true" && name != "false" && name != "null" {
			return Ask(name), nil
		}
		p.i = save
	}
	dec := json.NewDecoder(strings.NewReader(p.s[p.i:]))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, p.errorf("bad value: %v", err)
	}
	p.i += int(dec.InputOffset())
	return v, nil
}

// Renumber labels the calls var1, var2, ... in order and rewrites the
// references to match: the convention by which the calls of one model
// message refer to each other (see FromToolCalls). A reference to a label
// no call binds is left as it is.
func Renumber(calls []Call) []Call {
	out := Clone(calls)
	latest := map[string]string{} // a label as written -> its call's new label
	for i := range out {
		for k := range out[i].Args {
			out[i].Args[k].Value = mapRefs(out[i].Args[k].Value, func(r Ref) Ref {
				if to, ok := latest[r.Label]; ok {
					r.Label = to
				}
				return r
			})
		}
		to := "var" + strconv.Itoa(i+1)
		if out[i].Label != "" {
			latest[out[i].Label] = to
		}
		out[i].Label = to
	}
	return out
}
