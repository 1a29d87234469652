package strategies

import (
	"context"
	"fmt"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/attribute"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/mendgraph/mend/jsonpointer"
	"github.com/mendgraph/mend/nodes/refract"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/telemetry"
)

// Refract repairs the failed answer's tool calls without a model, from the
// tool specifications alone (package nodes/refract): a misspelled tool, a
// made-up parameter, a wrong or missing label, a broken reference between
// calls, a missing step, a literal of the wrong type. The calls of one
// answer are a sequence labelled var1, var2, ... in order, and refer to
// each other's outputs as "$var1.field$".
//
// When the repair is complete, the plan is its answer and no model is
// asked. When it needs values only the user or the model can give (a slot
// the repair left to ask), or the sequence cannot be repaired statically,
// the plan asks the model (Model, or the loop's retry model) with the
// repair so far and what is still missing. When refraction finds nothing
// wrong (the problems are beyond it, such as a nested object's schema), it
// returns ErrNotApplicable, for Escalate to try its next step.
//
// Use Check as the loop's validator.Config.Sequence, so that the problems
// between calls, which no single call's schema shows, fail the answer.
type Refract struct {
	Catalog *refract.Catalog // the tools, with their outputs; required
	Config  refract.Config   // the cost model, defensive mode, time limit
	Model   llms.Model       // for what the repair cannot fill; nil: the loop's retry model
	// Request, when set, is the user's request, to take lost values from;
	// empty means the text of the conversation's user messages.
	Request string
}

// Next implements Strategy.
func (r Refract) Next(ctx context.Context, a Attempt) (Plan, error) {
	if r.Catalog == nil {
		return Plan{}, fmt.Errorf("strategies: Refract.Catalog is required")
	}
	tcs := a.Failed.ToolCalls()
	if len(tcs) == 0 {
		return Plan{}, ErrNotApplicable
	}
	calls, err := refract.FromToolCalls(tcs)
	if err != nil {
		return Plan{}, ErrNotApplicable // arguments that are no JSON object: for a model to rewrite
	}
	request := r.Request
	if request == "" {
		request = userText(a.Conversation)
	}
	res := r.refract(ctx, calls, request)
	if res.Verdict == refract.Valid {
		return Plan{}, ErrNotApplicable
	}
	note := editsNote(res)
	if res.Verdict == refract.Repaired && len(res.Asks) == 0 && len(res.Confirms) == 0 {
		answer := withCalls(a.Failed, refract.ToolCalls(refract.Renumber(res.Calls)))
		return Plan{Strategy: "refract", Answer: &answer, Note: note}, nil
	}
	// The model finishes the job: it sees the repair so far and what is
	// still needed, after the bounded retry context.
	msgs := a.RetryMessages()
	msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeHuman, res.Feedback()+
		"\nAnswer with the complete tool calls, the repaired ones with these values filled in."))
	return Plan{Strategy: "refract+model", Model: r.Model, Messages: msgs, Note: note}, nil
}

// Check reports the problems between the calls of one answer that
// refraction finds and no single call's schema shows: a reference to a
// label no earlier call binds, to a field the producing tool does not
// output, a label bound twice. Set it as validator.Config.Sequence.
func (r Refract) Check(tcs []llms.ToolCall) []*validator.Error {
	if r.Catalog == nil {
		return nil
	}
	calls, err := refract.FromToolCalls(tcs)
	if err != nil {
		return nil // the call's own check reports its arguments
	}
	var out []*validator.Error
	for _, is := range refract.Validate(calls, r.Catalog) {
		var msg string
		switch is.Kind {
		case refract.UndefinedRef:
			msg = fmt.Sprintf("%s refers to %s, which no earlier call produces (the calls are var1, var2, ... in order)", is.Ref, is.Ref.Label)
		case refract.BadField:
			msg = fmt.Sprintf("%s refers to a field %s does not output", is.Ref, tcs[labelIndex(calls, is.Step, is.Ref.Label)].FunctionCall.Name)
		case refract.DuplicateLabel:
			msg = fmt.Sprintf("label %s is bound twice", is.Name)
		default:
			continue // a single call's problem, which the call's own check reports
		}
		e := &validator.Error{Tool: calls[is.Step].Name, CallID: tcs[is.Step].ID, Keyword: "reference", Message: msg, Err: is}
		if is.Param != "" {
			e.Pointer = jsonpointer.Join(is.Param)
		}
		out = append(out, e)
	}
	return out
}

// labelIndex is the index of the last call before step bound to label.
func labelIndex(calls []refract.Call, step int, label string) int {
	at := 0
	for i := 0; i < step; i++ {
		if calls[i].Label == label {
			at = i
		}
	}
	return at
}

func userText(conv []state.Message) string {
	var parts []string
	for _, m := range conv {
		if m.Role == llms.ChatMessageTypeHuman {
			if t := m.TextContent(); t != "" {
				parts = append(parts, t)
			}
		}
	}
	return strings.Join(parts, "\n")
}

// withCalls returns msg with its tool calls replaced by calls, its text
// kept.
func withCalls(msg state.Message, calls []llms.ToolCall) state.Message {
	out := msg
	out.Parts = nil
	for _, p := range msg.Parts {
		if _, ok := p.(llms.ToolCall); !ok {
			out.Parts = append(out.Parts, p)
		}
	}
	for _, c := range calls {
		out.Parts = append(out.Parts, c)
	}
	return out
}

func editsNote(res refract.Result) string {
	lines := make([]string, 0, len(res.Edits)+len(res.Asks))
	for _, e := range res.Edits {
		lines = append(lines, fmt.Sprintf("%s: %s", e.Kind, e.Reason))
	}
	for _, a := range res.Asks {
		lines = append(lines, fmt.Sprintf("needs %s for call %d", a.Param, a.Step+1))
	}
	return strings.Join(lines, "\n")
}

// refract runs the refraction in a span of its own, under the attempt's,
// with an event per edit, ask and confirm.
func (r Refract) refract(ctx context.Context, calls []refract.Call, request string) refract.Result {
	parent := trace.SpanFromContext(ctx)
	if !parent.IsRecording() {
		return refract.New(r.Catalog, r.Config).Refract(ctx, calls, request)
	}
	var content telemetry.Content
	if in := instrumentsFrom(ctx); in != nil {
		content = in.content
	}
	ctx, span := parent.TracerProvider().Tracer(ScopeName).Start(ctx, telemetry.SpanRefract)
	defer span.End()
	res := refract.New(r.Catalog, r.Config).Refract(ctx, calls, request)
	span.SetAttributes(telemetry.Verdict.String(string(res.Verdict)), telemetry.Cost.Float64(res.Cost), telemetry.States.Int(res.States))
	for _, e := range res.Edits {
		attrs := []attribute.KeyValue{telemetry.EditKind.String(e.Kind), telemetry.Step.Int(e.Step), telemetry.Cost.Float64(e.Cost)}
		if e.Param != "" {
			attrs = append(attrs, telemetry.Param.String(e.Param))
		}
		if e.Step >= 0 && e.Step < len(res.Calls) {
			attrs = append(attrs, semconv.GenAIToolNameKey.String(res.Calls[e.Step].Name))
		}
		if content.Arguments {
			attrs = append(attrs, telemetry.From.String(content.Cap(e.From)), telemetry.To.String(content.Cap(e.To)), telemetry.Message.String(content.Cap(e.Reason)))
		}
		span.AddEvent(telemetry.EventRefractEdit, trace.WithAttributes(attrs...))
	}
	for _, list := range []struct {
		name  string
		slots []refract.Slot
	}{{telemetry.EventRefractAsk, res.Asks}, {telemetry.EventRefractConfirm, res.Confirms}} {
		for _, s := range list.slots {
			attrs := []attribute.KeyValue{telemetry.Step.Int(s.Step)}
			if s.Param != "" {
				attrs = append(attrs, telemetry.Param.String(s.Param))
			}
			if s.Step >= 0 && s.Step < len(res.Calls) {
				attrs = append(attrs, semconv.GenAIToolNameKey.String(res.Calls[s.Step].Name))
			}
			span.AddEvent(list.name, trace.WithAttributes(attrs...))
		}
	}
	return res
}
