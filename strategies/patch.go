package strategies

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/jsonpatch"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/state"
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
		Decode: func(_ context.Context, reply state.Message) (Decoded, error) {
			return p.apply(a, pending, reply), nil
		},
	}, nil
}

// apply applies the reply's patches to the failed answer's calls.
func (p JSONPatch) apply(a Attempt, pending []string, reply state.Message) Decoded {
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
				continue
			}
		}
		ptr := ""
		if oe, ok := err.(*jsonpatch.OpError); ok {
			ptr = oe.Op.Path
		}
		problem(target.ID, ptr, fmt.Sprintf("the patch was not applied: %v", err))
	}
	return Decoded{Answer: answer, Note: strings.Join(notes, "\n"), Problems: problems}
}
