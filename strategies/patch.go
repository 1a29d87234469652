package strategies

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/attribute"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/mendgraph/mend/nodes/jsonpatch"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/telemetry"
)

// JSONPatch asks a model to fix the failed answer's calls with RFC 6902
// operations against their arguments, instead of writing them anew: the
// LangGraph how-to's patch retries. On deeply nested schemas, where a whole
// new answer keeps breaking something else, patches converge; they also
// cost a fraction of the output tokens.
//
// The model is bound to the patch tool only (jsonpatch.ToolDefinition).
// Each patch call names the call it fixes; an unknown ID is taken as the
// one invalid call when there is exactly one, and is otherwise reported.
// The patched arguments are checked like a fresh answer. An operation that
// does not apply is reported to the model with its index, op, path and
// reason, never skipped; the other calls' patches still apply. A reply
// with ordinary tool calls instead of a patch is taken as a new answer.
type JSONPatch struct {
	Model  llms.Model       // nil: the loop's retry model
	Config jsonpatch.Config // allowed operations and limits; zero: add, remove, replace
}

// Next implements Strategy. It returns ErrNotApplicable when the failed
// answer has no call to patch.
func (p JSONPatch) Next(_ context.Context, a Attempt) (Plan, error) {
	if len(a.Failed.ToolCalls()) == 0 {
		return Plan{}, fmt.Errorf("%w: the failed answer has no tool call to patch", ErrNotApplicable)
	}
	var pending []string
	for _, c := range a.Report.Calls {
		if len(c.Errors) > 0 {
			pending = append(pending, c.Call.ID)
		}
	}
	msgs := append(a.RetryMessages(), llms.TextParts(llms.ChatMessageTypeHuman, fmt.Sprintf(
		"Call %s to fix the arguments of the invalid call(s) above (tool_call_id: %s) with JSON Patch operations. "+
			"Plan one edit per error, then give the operations; paths are JSON pointers into the call's arguments.",
		jsonpatch.ToolName, strings.Join(pending, ", "))))
	def := jsonpatch.ToolDefinition(p.Config.Ops)
	opts := append([]llms.CallOption{llms.WithTools([]llms.Tool{def}),
		llms.WithToolChoice(llms.ToolChoice{Type: "function", Function: &llms.FunctionReference{Name: jsonpatch.ToolName}})}, a.CallOptions...)
	return Plan{
		Strategy: "jsonpatch",
		Model:    p.Model,
		Messages: msgs,
		Options:  opts,
		Decode: func(ctx context.Context, reply state.Message) (Decoded, error) {
			return p.apply(trace.SpanFromContext(ctx), a, pending, reply), nil
		},
	}, nil
}

// apply applies the reply's patches to the failed answer's calls, with an
// event on span for each operation, applied or refused.
func (p JSONPatch) apply(span trace.Span, a Attempt, pending []string, reply state.Message) Decoded {
	var patches, others []llms.ToolCall
	for _, c := range reply.ToolCalls() {
		if c.FunctionCall != nil && c.FunctionCall.Name == jsonpatch.ToolName {
			patches = append(patches, c)
		} else {
			others = append(others, c)
		}
	}
	if len(patches) == 0 && len(others) > 0 {
		return Decoded{Answer: reply, Note: "the model answered anew instead of patching"}
	}
	answer := a.Failed
	answer.Parts = slices.Clone(a.Failed.Parts)
	var problems []*validator.Error
	var notes []string
	problem := func(callID, ptr, msg string) {
		problems = append(problems, &validator.Error{Tool: jsonpatch.ToolName, CallID: callID, Pointer: ptr, Keyword: "patch", Message: msg, Err: jsonpatch.ErrApply})
	}
	if len(patches) == 0 {
		problem("", "", fmt.Sprintf("the reply has no %s call; no patch was applied", jsonpatch.ToolName))
	}
	for _, pc := range patches {
		call, err := jsonpatch.ParseCall(pc.FunctionCall.Arguments)
		if err != nil {
			problem("", "", fmt.Sprintf("the %s call %s could not be read: %v", jsonpatch.ToolName, pc.ID, err))
			continue
		}
		idx := slices.IndexFunc(answer.Parts, func(part llms.ContentPart) bool {
			tc, ok := part.(llms.ToolCall)
			return ok && tc.ID == call.ToolCallID
		})
		if idx < 0 && len(pending) == 1 {
			idx = slices.IndexFunc(answer.Parts, func(part llms.ContentPart) bool {
				tc, ok := part.(llms.ToolCall)
				return ok && tc.ID == pending[0]
			})
		}
		if idx < 0 {
			problem("", "", fmt.Sprintf("tool_call_id %q is not one of the calls to fix (%s); no patch was applied", call.ToolCallID, strings.Join(pending, ", ")))
			continue
		}
		target := answer.Parts[idx].(llms.ToolCall)
		for _, op := range call.Ops {
			notes = append(notes, target.ID+": "+op.String())
		}
		patch, err := jsonpatch.New(call.Ops, p.Config)
		if err == nil {
			var out []byte
			if out, err = patch.Apply([]byte(target.FunctionCall.Arguments)); err == nil {
				fc := *target.FunctionCall
				fc.Arguments = string(out)
				target.FunctionCall = &fc
				answer.Parts[idx] = target
				patchEvents(span, target, call.Ops, nil)
				continue
			}
		}
		ptr := ""
		if oe, ok := errors.AsType[*jsonpatch.OpError](err); ok {
			ptr = oe.Op.Path
		}
		patchEvents(span, target, call.Ops, err)
		problem(target.ID, ptr, fmt.Sprintf("the patch was not applied: %v", err))
	}
	return Decoded{Answer: answer, Note: strings.Join(notes, "\n"), Problems: problems}
}

// patchEvents records a patch's operations on span: all applied when err
// is nil; otherwise none was (a patch applies whole or not at all), and
// the one that failed, when err names it, carries the reason.
func patchEvents(span trace.Span, call llms.ToolCall, ops []jsonpatch.Op, err error) {
	if !span.IsRecording() {
		return
	}
	failed := -1
	if oe, ok := errors.AsType[*jsonpatch.OpError](err); ok {
		failed = oe.Index
	}
	for i, op := range ops {
		attrs := []attribute.KeyValue{
			semconv.GenAIToolCallIDKey.String(call.ID),
			semconv.GenAIToolNameKey.String(call.FunctionCall.Name),
			telemetry.PatchIndex.Int(i),
			telemetry.PatchOp.String(op.Op),
			telemetry.Pointer.String(op.Path),
			telemetry.PatchApplied.Bool(err == nil),
		}
		switch {
		case err == nil:
		case i == failed || failed < 0:
			attrs = append(attrs, telemetry.Message.String(err.Error()))
		default:
			attrs = append(attrs, telemetry.Message.String("not applied: another operation of the patch was refused"))
		}
		span.AddEvent(telemetry.EventPatchOp, trace.WithAttributes(attrs...))
	}
}
