package recovery

import (
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/lenient"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/tool"
)

// DefaultMaxBytes is the size cap of a message's text when Config.MaxBytes
// is zero: far beyond any reply a call is written in, and short of what a
// model caught in a loop writes until it is stopped.
const DefaultMaxBytes = 4 << 20

// ErrTooLarge is wrapped by the error for a text over the size cap.
var ErrTooLarge = errors.New("recovery: text too large")

// Config configures a Recoverer. The zero value is ready to use.
type Config struct {
	// IDKeys, NameKeys and ArgsKeys are the keys under which a call's ID,
	// tool name and arguments are written; nil means DefaultIDKeys() and
	// its siblings. Extend them with append(recovery.DefaultNameKeys(), ...).
	IDKeys, NameKeys, ArgsKeys []string
	// MaxBytes is the size cap of a message's text; zero means
	// DefaultMaxBytes.
	MaxBytes int
}

// Recoverer recovers tool calls for a set of offered tools. It is
// immutable and safe for concurrent use.
type Recoverer struct {
	res                        *resolver
	byName                     map[string]*tool.Tool
	idKeys, nameKeys, argsKeys []string
	maxBytes                   int
}

// New returns a Recoverer for the offered tools.
func New(tools []*tool.Tool, cfg Config) *Recoverer {
	s := &Recoverer{res: newResolver(tools), byName: map[string]*tool.Tool{}, maxBytes: cfg.MaxBytes,
		idKeys: or(cfg.IDKeys, defaultIDKeys), nameKeys: or(cfg.NameKeys, defaultNameKeys), argsKeys: or(cfg.ArgsKeys, defaultArgsKeys)}
	if s.maxBytes <= 0 {
		s.maxBytes = DefaultMaxBytes
	}
	for _, t := range tools {
		s.byName[t.Name()] = t
	}
	return s
}

func or(a, b []string) []string {
	if a == nil {
		return b
	}
	return a
}

// Repair is one thing recovery did.
type Repair struct {
	Call   int    `json:"call"`   // the call it concerns, an index into Result.Calls; -1 for the message
	Kind   string `json:"kind"`   // "format", "json", "name", "coerce", "arguments" or "text"
	Detail string `json:"detail"` // what, e.g. "written in the hermes format", "single quotes"
}

func (r Repair) String() string { return r.Detail }

// Rejected is a call that names no offered tool: reported, never returned.
type Rejected struct {
	Name      string `json:"name"`      // the name as written
	Arguments string `json:"arguments"` // the arguments, as JSON text
	Format    string `json:"format"`    // the format it was written in
}

// Result is what recovery found in a message.
type Result struct {
	Calls    []llms.ToolCall // the calls recovered, with fresh IDs, to offered tools only
	Repairs  []Repair        // what was done to find them
	Rejected []Rejected      // calls to tools that were not offered
	Text     string          // the message's text, without the calls
}

// Message recovers the calls of an assistant message. A message with
// native calls keeps them: each one that is malformed (an unknown name
// that means an offered tool, arguments that are not JSON, encoded twice,
// or that the schema rejects but a lossless coercion fixes) is repaired in
// place (see [Recoverer.Call]); when all are valid, msg comes back as it
// is, at no cost. A message without native calls gets the calls its text
// holds, with fresh IDs, and loses the text that held them; Recovered
// lists their IDs. msg is not modified.
func (s *Recoverer) Message(msg state.Message) (state.Message, Result, error) {
	if msg.HasToolCalls() {
		if s.allValid(msg) {
			return msg, Result{}, nil
		}
		var res Result
		out := msg
		out.Parts = slices.Clone(msg.Parts)
		for i, p := range out.Parts {
			c, ok := p.(llms.ToolCall)
			if !ok {
				continue
			}
			fixed, reps, rej := s.Call(c)
			if rej != nil {
				res.Rejected = append(res.Rejected, *rej)
				continue
			}
			for _, r := range reps {
				r.Call = len(res.Calls)
				res.Repairs = append(res.Repairs, r)
			}
			out.Parts[i] = fixed
			res.Calls = append(res.Calls, fixed)
		}
		return out, res, nil
	}
	text := msg.TextContent()
	res, err := s.Text(text)
	if err != nil || len(res.Calls) == 0 {
		return msg, res, err
	}
	out := msg
	out.Parts = nil
	if res.Text != "" {
		out.Parts = append(out.Parts, llms.TextContent{Text: res.Text})
	}
	for _, p := range msg.Parts {
		if _, ok := p.(llms.TextContent); !ok {
			out.Parts = append(out.Parts, p)
		}
	}
	out.Recovered = nil
	for _, c := range res.Calls {
		out.Parts = append(out.Parts, c)
		out.Recovered = append(out.Recovered, c.ID)
	}
	return out, res, nil
}

// allValid reports whether every native call of msg names an offered tool
// and has arguments its schema accepts. It allocates nothing.
func (s *Recoverer) allValid(msg state.Message) bool {
	for _, p := range msg.Parts {
		c, ok := p.(llms.ToolCall)
		if !ok {
			continue
		}
		if c.FunctionCall == nil {
			return false
		}
		t := s.byName[c.FunctionCall.Name]
		args := c.FunctionCall.Arguments
		if args == "" {
			args = "{}"
		}
		if t == nil || !t.Schema().ValidString(args) {
			return false
		}
	}
	return true
}

// Call repairs one native call: a name that means an offered tool, and
// arguments that are not JSON (single quotes, a code fence around them,
// cut off), encoded twice, the whole call written into them, or rejected
// by the schema where a lossless coercion fixes them. A call that names
// no offered tool is returned as rejected. A call with nothing to repair
// comes back as it is, with no repairs.
func (s *Recoverer) Call(c llms.ToolCall) (llms.ToolCall, []Repair, *Rejected) {
	if c.FunctionCall == nil {
		return c, nil, &Rejected{}
	}
	name, args := c.FunctionCall.Name, strings.TrimSpace(c.FunctionCall.Arguments)
	var reps []Repair
	f := found{name: name, hasArgs: true, format: "native", strong: true}
	switch {
	case args == "":
		f.args = lenient.Value{Kind: lenient.Object}
	default:
		v, n, rep, err := lenient.ParseString(stripFence(args), lenient.Options{})
		if err != nil {
			return c, nil, nil // not JSON at all: the validator says so
		}
		f.args, f.repairs = v, rep
		if rep == 0 && n == len(args) && v.Kind == lenient.Object && json.Valid([]byte(args)) {
			f.raw = args
		}
		if stripFence(args) != args {
			reps = append(reps, Repair{Kind: "json", Detail: "a code fence around the arguments removed"})
		}
		if v.Kind == lenient.String { // encoded twice
			if inner, _, rep2, err := lenient.ParseString(v.Text, lenient.Options{}); err == nil && inner.Kind == lenient.Object {
				f.args, f.repairs = inner, f.repairs|rep2
				reps = append(reps, Repair{Kind: "arguments", Detail: "arguments encoded twice, decoded"})
			}
		}
		// the whole call written into the arguments
		if inner := s.fromValue(f.args, 0); len(inner) == 1 && inner[0].hasArgs {
			if t, _, ok := s.res.resolve(inner[0].name, inner[0].argNames()); ok && (name == "" || s.sameTool(name, t)) {
				f = inner[0]
				f.format, f.strong, f.raw = "native", true, ""
				reps = append(reps, Repair{Kind: "arguments", Detail: "the call was written inside its own arguments"})
			}
		}
	}
	if f.hasArgs && f.argText == "" && f.args.Kind != lenient.Object {
		return c, nil, nil // not an object, even leniently: the validator says what it is
	}
	call, more, rej := s.finish(f, c.ID)
	if rej != nil {
		return c, nil, rej
	}
	reps = append(reps, more...)
	if call.FunctionCall.Name == c.FunctionCall.Name && call.FunctionCall.Arguments == c.FunctionCall.Arguments {
		return c, nil, nil
	}
	return call, reps, nil
}

func (s *Recoverer) sameTool(name string, t *tool.Tool) bool {
	u, _, ok := s.res.resolve(name, nil)
	return ok && u == t
}

// Text recovers the calls written in a text.
func (s *Recoverer) Text(text string) (Result, error) {
	if len(text) > s.maxBytes {
		return Result{Text: text}, fmt.Errorf("%w: %d bytes, over the %d-byte cap", ErrTooLarge, len(text), s.maxBytes)
	}
	res := Result{Text: text}
	if !mayHoldCall(text) {
		return res, nil
	}
	if t := strings.TrimSpace(text); len(t) > 1 && t[0] == '"' && t[len(t)-1] == '"' {
		// The whole reply is a JSON string: read what it holds.
		var inner string
		if json.Unmarshal([]byte(t), &inner) == nil && inner != t {
			if res2, err := s.Text(inner); err == nil && (len(res2.Calls) > 0 || len(res2.Rejected) > 0) {
				res2.Text = ""
				return res2, nil
			}
		}
	}
	regs := s.scan(text, 0, 0, false)
	if !hasCall(regs) && strings.Contains(text, `{\"`) {
		// Quotes written escaped, as a JSON string's content: read it unescaped.
		unescaped := strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(text)
		if r2 := s.scan(unescaped, 0, 0, false); hasCall(r2) {
			res2, err := s.Text(unescaped)
			if err == nil && len(res2.Calls) > 0 {
				return res2, nil
			}
		}
	}
	think := thinkRanges(text)
	outside := false // a call outside every thinking block: those inside then do not count
	for i := range regs {
		if len(regs[i].calls) > 0 && !inRanges(think, regs[i].start) {
			outside = true
		}
	}
	var keep [][2]int
	for ri := range regs {
		r := &regs[ri]
		if outside && inRanges(think, r.start) {
			continue
		}
		for ci := range r.calls {
			f := &r.calls[ci]
			f.start, f.end = r.start, r.end // the text the call is removed with: its markers too
			call, reps, rej := s.finish(*f, "")
			if rej != nil {
				if f.strong || f.hasArgs && plausible(clean(f.name)) {
					res.Rejected = append(res.Rejected, *rej)
					keep = append(keep, [2]int{f.start, f.end})
				}
				continue
			}
			call.ID = newID()
			for _, rp := range reps {
				rp.Call = len(res.Calls)
				res.Repairs = append(res.Repairs, rp)
			}
			res.Calls = append(res.Calls, call)
			keep = append(keep, [2]int{f.start, f.end})
		}
	}
	if len(res.Calls) > 0 {
		res.Text = removeSpans(text, keep)
		what := "1 call"
		if len(res.Calls) > 1 {
			what = fmt.Sprintf("%d calls", len(res.Calls))
		}
		res.Repairs = append(res.Repairs, Repair{Call: -1, Kind: "text", Detail: what + " recovered from the text, which was removed"})
	}
	return res, nil
}

func hasCall(regs []region) bool {
	for _, r := range regs {
		if len(r.calls) > 0 {
			return true
		}
	}
	return false
}

// mayHoldCall is a quick look for anything a call could be written with.
func mayHoldCall(text string) bool {
	return strings.ContainsAny(text, "{[(<>") || strings.Contains(text, "Action Input:")
}

// inRanges reports whether i is inside one of rs, which are sorted and do
// not overlap.
func inRanges(rs [][2]int, i int) bool {
	k, _ := slices.BinarySearchFunc(rs, i, func(r [2]int, i int) int {
		switch {
		case r[1] <= i:
			return -1
		case r[0] > i:
			return 1
		}
		return 0
	})
	return k < len(rs) && rs[k][0] <= i && i < rs[k][1]
}

// finish resolves a found call's tool and makes its arguments: the
// arguments object (or flat members, or text read as JSON), coerced
// against the tool's schema.
func (s *Recoverer) finish(f found, id string) (llms.ToolCall, []Repair, *Rejected) {
	var reps []Repair
	if f.argText != "" { // arguments written as a JSON string
		v, _, rep, err := lenient.ParseString(f.argText, lenient.Options{})
		if err == nil && v.Kind == lenient.Object {
			f.args, f.repairs = v, f.repairs|rep
			if !json.Valid([]byte(f.argText)) || rep != 0 {
				reps = append(reps, Repair{Kind: "arguments", Detail: "arguments written as a string, decoded leniently"})
			}
		} else {
			f.args = lenient.Value{Kind: lenient.String, Text: f.argText}
		}
	}
	t, how, ok := s.res.resolve(f.name, f.argNames())
	if !ok || !plausible(clean(f.name)) && how != byExact {
		args := f.args
		if !f.hasArgs {
			args = flatArgs(f)
		}
		return llms.ToolCall{}, nil, &Rejected{Name: f.name, Arguments: string(args.JSON()), Format: f.format}
	}
	if f.format != "" && f.format != "json" && f.format != "native" {
		reps = append(reps, Repair{Kind: "format", Detail: "written in the " + f.format + " format"})
	}
	if how != byExact {
		reps = append(reps, Repair{Kind: "name", Detail: fmt.Sprintf("%q is the tool %s", f.name, t.Name())})
	}
	args := f.args
	if !f.hasArgs {
		args = flatArgs(f)
		if len(args.Keys) > 0 {
			reps = append(reps, Repair{Kind: "arguments", Detail: "arguments written beside the name"})
		}
		if !fitsParams(t, args.Keys) {
			return llms.ToolCall{}, nil, &Rejected{Name: f.name, Arguments: string(args.JSON()), Format: f.format}
		}
	}
	if f.repairs != 0 {
		reps = append(reps, Repair{Kind: "json", Detail: f.repairs.String()})
	}
	text := args.JSON()
	if f.raw != "" {
		text = []byte(f.raw)
	}
	if args.Kind != lenient.Object {
		text = []byte("{}")
		if args.Kind != lenient.Null {
			text = args.JSON() // not an object: the schema will say so
		}
	}
	if out, done := t.Schema().Coerce(text); len(done) > 0 {
		text = out
		for _, c := range done {
			reps = append(reps, Repair{Kind: "coerce", Detail: fmt.Sprintf("%s %s: %s -> %s", c.Pointer, c.Kind, c.From, c.To)})
		}
	}
	return llms.ToolCall{ID: id, Type: "function", FunctionCall: &llms.FunctionCall{Name: t.Name(), Arguments: string(text)}}, reps, nil
}

// flatArgs returns the members written beside a call's name.
func flatArgs(f found) lenient.Value {
	v := lenient.Value{Kind: lenient.Object}
	for _, k := range f.flat {
		v.Keys, v.Items = append(v.Keys, f.obj.Keys[k]), append(v.Items, f.obj.Items[k])
	}
	return v
}

// fitsParams reports whether every name is a parameter of t.
func fitsParams(t *tool.Tool, names []string) bool {
	props, _ := t.Parameters()["properties"].(map[string]any)
	for _, n := range names {
		if _, ok := props[n]; !ok {
			return false
		}
	}
	return true
}

// propertyOrder returns a tool's parameters in their declared order.
func propertyOrder(t *tool.Tool) []string {
	v, _, _, err := lenient.ParseString(t.SchemaJSON(), lenient.Options{})
	if err != nil {
		return nil
	}
	props, _ := v.Get("properties")
	return props.Keys
}

// removeSpans returns text without the spans, and without the special
// tokens around calls; white space left at the ends is trimmed.
func removeSpans(text string, spans [][2]int) string {
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	var b strings.Builder
	at := 0
	for _, sp := range spans {
		if sp[0] < at {
			sp[0] = at
		}
		if sp[0] > len(text) || sp[1] <= sp[0] {
			continue
		}
		b.WriteString(text[at:sp[0]])
		at = min(sp[1], len(text))
	}
	b.WriteString(text[at:])
	out := b.String()
	for _, t := range specialTokens {
		out = strings.ReplaceAll(out, t, "")
	}
	return strings.TrimSpace(out)
}

// newID returns a fresh call ID in OpenAI's form: 96 random bits, unique
// for all practical purposes (IDs need not be secret).
func newID() string {
	var b [12]byte
	binary.LittleEndian.PutUint64(b[:8], rand.Uint64())
	binary.LittleEndian.PutUint32(b[8:], rand.Uint32())
	return "call_" + hex.EncodeToString(b[:])
}
