package validator

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/recovery"
	"github.com/mendgraph/mend/schema"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/tool"
)

// Sentinel errors that an [*Error] unwraps to, besides the schema package's
// (schema.ErrRequired, schema.ErrType, ...) for argument violations.
var (
	ErrUnknownTool = errors.New("unknown tool")
	ErrNoToolCall  = errors.New("no tool call")
	ErrSyntax      = errors.New("arguments are not valid JSON")
)

// Error reports one problem with one tool call, or the lack of a call.
type Error struct {
	Tool    string // the tool the call names, e.g. "book_flight"
	CallID  string // the call's ID
	Pointer string // RFC 6901 pointer into the arguments, e.g. "/passengers/0/age"; "" for the whole call
	Keyword string // the failed rule: a schema keyword ("required", "type", ...), a validate tag, "Validate", "tool", "syntax" or "call"
	Message string // what is wrong, e.g. "got string, want integer"
	Err     error  // what it unwraps to: a schema sentinel, ErrUnknownTool, ErrSyntax or ErrNoToolCall
}

// Error implements the error interface.
func (e *Error) Error() string {
	where := e.Tool
	if e.CallID != "" {
		where += " (" + e.CallID + ")"
	}
	if e.Pointer != "" {
		where += " " + e.Pointer
	}
	return fmt.Sprintf("validator: %s: %s: %s", where, e.Keyword, e.Message)
}

// Unwrap returns the sentinel of the problem's kind.
func (e *Error) Unwrap() error { return e.Err }

// Config configures a [Validator]. The zero value is ready to use.
type Config struct {
	// RequireCall makes a reply without any tool call an error, as when
	// the model was told to call a tool (a forced tool choice).
	RequireCall bool
	// MaxErrors bounds the problems reported per call; zero means no limit.
	MaxErrors int
	// Feedback writes the tool result of an invalid call; nil means
	// DefaultFeedback.
	Feedback Formatter
	// NoRepair turns off the repairs that need no model (package
	// nodes/recovery): tool calls recovered from text, and malformed
	// native calls repaired (their names, their JSON, stringified
	// arguments and other lossless coercions).
	NoRepair bool
	// Recovery configures the recovery of calls: alias keys, size cap.
	Recovery recovery.Config
	// Sequence, when set, checks what no single call shows: the calls of
	// one message taken together, such as a reference from one call's
	// arguments to another's output ($var1.skyId$) that nothing binds.
	// Each problem joins the call its CallID names (see Report.With).
	// strategies.Refract.Check is one.
	Sequence func(calls []llms.ToolCall) []*Error
}

// Formatter writes the content of the tool result that tells the model
// what is wrong with one call.
type Formatter func(c Call) string

// Validator checks tool calls against a set of tools. It is immutable and
// safe for concurrent use.
type Validator struct {
	tools   []*tool.Tool
	byName  map[string]*tool.Tool
	cfg     Config
	recover *recovery.Recoverer
}

// New returns a validator for the given tools, whose names must be unique.
func New(tools []*tool.Tool, cfg Config) (*Validator, error) {
	v := &Validator{byName: make(map[string]*tool.Tool, len(tools)), cfg: cfg}
	for _, t := range tools {
		if t == nil {
			return nil, errors.New("validator: nil tool")
		}
		if _, dup := v.byName[t.Name()]; dup {
			return nil, fmt.Errorf("validator: two tools named %q", t.Name())
		}
		v.byName[t.Name()] = t
		v.tools = append(v.tools, t)
	}
	if v.cfg.Feedback == nil {
		v.cfg.Feedback = DefaultFeedback
	}
	v.recover = recovery.New(v.tools, cfg.Recovery)
	return v, nil
}

// Recoverer returns the validator's recovery of calls.
func (v *Validator) Recoverer() *recovery.Recoverer { return v.recover }

// Tools returns the validator's tools, in the order given to New.
func (v *Validator) Tools() []*tool.Tool { return slices.Clone(v.tools) }

// Tool returns the tool with the given name, or nil.
func (v *Validator) Tool(name string) *tool.Tool { return v.byName[name] }

// Definitions returns the tools as langchaingo binds them to a model.
func (v *Validator) Definitions() []llms.Tool {
	out := make([]llms.Tool, len(v.tools))
	for i, t := range v.tools {
		out[i] = t.Definition()
	}
	return out
}

// Call is the verdict on one tool call.
type Call struct {
	Call   llms.ToolCall
	Tool   *tool.Tool // nil when the call names no known tool
	Errors []*Error   // empty when the call is valid
	// Value holds a valid call's arguments as the check decoded them, for
	// a Go-typed tool: a pointer to a value of its type (see
	// tool.Tool.Parse); nil otherwise. Decode it with tool.As.
	Value any
}

// Report is the verdict on one assistant message.
type Report struct {
	Message state.Message // the message as checked, after repairs
	Calls   []Call        // one per tool call, in order
	Repairs []string      // the repairs made before checking, if any
	// Recovered are the calls recovered from the reply's text or repaired
	// without a model before checking, with what was done to each: the
	// same facts as Repairs, by call, for traces and reports.
	Recovered []Recovered
	Required  bool // a tool call was required
	// Rejected are the calls written in the text to tools that were not
	// offered: never checked as calls, always reported.
	Rejected []recovery.Rejected
	// Intended is set on a reply in prose that an intent check found to
	// mean a tool call it does not make (strategies.Config.IntentCheck).
	Intended bool
}

// Recovered is a call recovered from text or repaired before checking.
type Recovered struct {
	CallID   string
	Tool     string
	FromText bool              // recovered from the reply's text, not a native call repaired
	Repairs  []recovery.Repair // what was done, message-wide repairs (Call -1) included
}

// OK reports whether every call is valid, no call was written to a tool
// that was not offered, and, if a call was required, there is at least one.
func (r Report) OK() bool {
	if (r.Required || r.Intended) && len(r.Calls) == 0 || len(r.Rejected) > 0 {
		return false
	}
	for _, c := range r.Calls {
		if len(c.Errors) > 0 {
			return false
		}
	}
	return true
}

// Errors returns every problem found, in call order.
func (r Report) Errors() []*Error {
	var out []*Error
	for _, rj := range r.Rejected {
		out = append(out, &Error{Tool: rj.Name, Keyword: "tool", Message: fmt.Sprintf("the reply writes a call to %q, which is not one of the tools", rj.Name), Err: ErrUnknownTool})
	}
	switch {
	case r.Intended && len(r.Calls) == 0:
		out = append(out, &Error{Keyword: "intent", Message: "the reply describes a tool call instead of making one", Err: ErrNoToolCall})
	case r.Required && len(r.Calls) == 0:
		out = append(out, &Error{Keyword: "call", Message: "the reply has no tool call", Err: ErrNoToolCall})
	}
	for _, c := range r.Calls {
		out = append(out, c.Errors...)
	}
	return out
}

// Err returns the problems joined into one error (each an *Error), or nil.
func (r Report) Err() error {
	errs := r.Errors()
	if len(errs) == 0 {
		return nil
	}
	joined := make([]error, len(errs))
	for i, e := range errs {
		joined[i] = e
	}
	return errors.Join(joined...)
}

// With returns the report with extra problems found before checking, such
// as a patch that did not apply: each joins the call its CallID names, or,
// naming none, every invalid call (every call, if all are valid). The
// problems come first in their call's errors.
func (r Report) With(problems []*Error) Report {
	if len(problems) == 0 || len(r.Calls) == 0 {
		return r
	}
	calls := slices.Clone(r.Calls)
	anyInvalid := slices.ContainsFunc(calls, func(c Call) bool { return len(c.Errors) > 0 })
	for _, p := range problems {
		i := slices.IndexFunc(calls, func(c Call) bool { return c.Call.ID == p.CallID })
		for k := range calls {
			if k == i || i < 0 && (len(calls[k].Errors) > 0 || !anyInvalid) {
				calls[k].Errors = append([]*Error{p}, calls[k].Errors...)
			}
		}
	}
	r.Calls = calls
	return r
}

// Check repairs (unless configured not to) and checks every tool call of
// msg. A message without native calls gets the calls recovered from its
// text (package nodes/recovery); a native call that fails its check is
// repaired where that needs no model, and checked again. Each call is
// checked once more only when a repair changed it.
func (v *Validator) Check(msg state.Message) Report {
	rep := Report{Message: msg, Required: v.cfg.RequireCall}
	if !v.cfg.NoRepair && !msg.HasToolCalls() {
		out, res, err := v.recover.Message(msg)
		if err != nil {
			rep.Repairs = append(rep.Repairs, "no call recovered: "+err.Error())
		}
		rep.Message, rep.Rejected = out, res.Rejected
		for _, r := range res.Repairs {
			rep.Repairs = append(rep.Repairs, r.Detail)
		}
		for i, c := range res.Calls {
			rc := Recovered{CallID: c.ID, FromText: true}
			if c.FunctionCall != nil {
				rc.Tool = c.FunctionCall.Name
			}
			for _, r := range res.Repairs {
				if r.Call == i || r.Call < 0 {
					rc.Repairs = append(rc.Repairs, r)
				}
			}
			rep.Recovered = append(rep.Recovered, rc)
		}
	}
	var parts []llms.ContentPart
	for i, p := range rep.Message.Parts {
		call, ok := p.(llms.ToolCall)
		if !ok {
			continue
		}
		c := v.CheckCall(call)
		if len(c.Errors) > 0 && !v.cfg.NoRepair && len(rep.Message.Recovered) == 0 {
			if fixed, reps, rej := v.recover.Call(call); rej == nil && len(reps) > 0 {
				if parts == nil {
					parts = slices.Clone(rep.Message.Parts)
				}
				parts[i] = fixed
				c = v.CheckCall(fixed)
				name := fixed.FunctionCall.Name
				for _, r := range reps {
					rep.Repairs = append(rep.Repairs, fmt.Sprintf("%s (%s): %s", name, fixed.ID, r.Detail))
				}
				rep.Recovered = append(rep.Recovered, Recovered{CallID: fixed.ID, Tool: name, Repairs: reps})
			}
		}
		rep.Calls = append(rep.Calls, c)
	}
	if parts != nil {
		rep.Message.Parts = parts
	}
	calls := rep.Message.ToolCalls()
	if v.cfg.Sequence != nil && len(calls) > 0 {
		rep = rep.With(v.cfg.Sequence(calls))
	}
	return rep
}

// CheckCall checks one tool call, without repairs.
func (v *Validator) CheckCall(call llms.ToolCall) Call {
	c := Call{Call: call}
	name, args := "", ""
	if call.FunctionCall != nil {
		name, args = call.FunctionCall.Name, call.FunctionCall.Arguments
	}
	t := v.byName[name]
	if t == nil {
		names := make([]string, len(v.tools))
		for i, t := range v.tools {
			names[i] = t.Name()
		}
		c.Errors = []*Error{{Tool: name, CallID: call.ID, Keyword: "tool",
			Message: fmt.Sprintf("no tool named %q; the tools are: %s", name, strings.Join(names, ", ")), Err: ErrUnknownTool}}
		return c
	}
	c.Tool = t
	val, err := t.Parse(args)
	switch e := err.(type) {
	case nil:
		c.Value = val
	case *schema.SyntaxError:
		c.Errors = []*Error{{Tool: name, CallID: call.ID, Keyword: "syntax",
			Message: fmt.Sprintf("invalid JSON at byte %d: %s", e.Offset, e.Msg), Err: fmt.Errorf("%w: %w", ErrSyntax, e)}}
	case *schema.ValidationError:
		for _, viol := range e.Violations {
			if v.cfg.MaxErrors > 0 && len(c.Errors) >= v.cfg.MaxErrors {
				break
			}
			c.Errors = append(c.Errors, &Error{Tool: name, CallID: call.ID, Pointer: viol.Pointer,
				Keyword: viol.Keyword, Message: viol.Message, Err: viol})
		}
	default:
		c.Errors = []*Error{{Tool: name, CallID: call.ID, Keyword: "check", Message: err.Error(), Err: err}}
	}
	return c
}

// Results returns the messages that answer the report: one tool message per
// call, holding "valid" or, flagged IsError, the feedback; and, when a call
// was required and there is none, one user message saying so. Every
// message carries the attempt number.
func (v *Validator) Results(rep Report, attempt int) []state.Message {
	var out []state.Message
	if len(rep.Calls) == 0 && (rep.Required || rep.Intended || len(rep.Rejected) > 0) {
		text := NoCallFeedback(v.tools)
		if rep.Intended {
			text = IntentFeedback(v.tools)
		}
		for _, rj := range rep.Rejected {
			text = fmt.Sprintf("The reply writes a call to %q, which is not one of the tools.\n", rj.Name) + text
		}
		m := state.Text(llms.ChatMessageTypeHuman, text)
		m.ID = fmt.Sprintf("validation:%s:%d", rep.Message.ID, attempt)
		m.IsError, m.Attempt, m.Name = true, attempt, "validator"
		return append(out, m)
	}
	for _, c := range rep.Calls {
		content := "valid"
		if len(c.Errors) > 0 {
			content = v.cfg.Feedback(c)
		}
		name := ""
		if c.Call.FunctionCall != nil {
			name = c.Call.FunctionCall.Name
		}
		m := state.NewMessage(llms.ChatMessageTypeTool, llms.ToolCallResponse{ToolCallID: c.Call.ID, Name: name, Content: content})
		m.ID = fmt.Sprintf("result:%s:%d", c.Call.ID, attempt)
		m.IsError, m.Attempt, m.Name = len(c.Errors) > 0, attempt, name
		out = append(out, m)
	}
	if len(rep.Rejected) > 0 {
		var b strings.Builder
		for _, rj := range rep.Rejected {
			fmt.Fprintf(&b, "The reply also writes a call to %q, which is not one of the tools.\n", rj.Name)
		}
		b.WriteString(NoCallFeedback(v.tools))
		m := state.Text(llms.ChatMessageTypeHuman, b.String())
		m.ID = fmt.Sprintf("validation:%s:%d", rep.Message.ID, attempt)
		m.IsError, m.Attempt, m.Name = true, attempt, "validator"
		out = append(out, m)
	}
	return out
}

// DefaultFeedback lists every problem of the call with its pointer, then
// the tool's parameter schema, and asks for a corrected call.
func DefaultFeedback(c Call) string {
	var b strings.Builder
	name := ""
	if c.Call.FunctionCall != nil {
		name = c.Call.FunctionCall.Name
	}
	fmt.Fprintf(&b, "Error: the call %s to %s is invalid:\n", c.Call.ID, name)
	for _, e := range c.Errors {
		ptr := e.Pointer
		if ptr == "" {
			ptr = "(arguments)"
		}
		fmt.Fprintf(&b, "- %s: %s: %s\n", ptr, e.Keyword, e.Message)
	}
	if c.Tool != nil {
		fmt.Fprintf(&b, "\nExpected parameter schema:\n\n```json\n%s\n```\n", c.Tool.SchemaJSON())
		fmt.Fprintf(&b, "\nRespond with a corrected call to %s that fixes every error above.", c.Tool.Name())
	} else {
		b.WriteString("\nRespond with a call to one of the tools listed above.")
	}
	return b.String()
}

// IntentFeedback is the message that tells a model whose reply meant to
// call a tool, but described the call in prose, to make the call: Koog's
// invalidJsonFeedback, with the tools listed (Koog drops the list).
func IntentFeedback(tools []*tool.Tool) string {
	var b strings.Builder
	b.WriteString("Your reply describes a tool call but does not make one. Do not explain what you are going to do: call the tool directly, " +
		"as a tool call with its arguments, not as text.\n\nThe tools:\n")
	for _, t := range tools {
		fmt.Fprintf(&b, "- %s: %s\n", t.Name(), t.Description())
	}
	return b.String()
}

// NoCallFeedback is the message that asks for a tool call when a reply
// had none.
func NoCallFeedback(tools []*tool.Tool) string {
	names := make([]string, len(tools))
	for i, t := range tools {
		names[i] = t.Name()
	}
	return "ValidationError: please respond with a valid tool call to one of: " + strings.Join(names, ", ") + "."
}
