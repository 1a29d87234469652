package strategies

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/state"
)

// Strategy plans the next attempt after a failed one. Implementations are
// stateless (what they need to know is in the Attempt), so one value may
// serve any number of concurrent loops.
type Strategy interface {
	Next(ctx context.Context, a Attempt) (Plan, error)
}

// StrategyFunc adapts a function to a Strategy.
type StrategyFunc func(ctx context.Context, a Attempt) (Plan, error)

// Next calls f.
func (f StrategyFunc) Next(ctx context.Context, a Attempt) (Plan, error) { return f(ctx, a) }

// Attempt is what a Strategy sees when it plans attempt N.
type Attempt struct {
	N            int                  // the attempt to plan; the first retry is attempt 2
	Conversation []state.Message      // the caller's messages
	Failed       state.Message        // the latest answer, as the validator checked it
	Feedback     []state.Message      // the validator's results for it: one per call, or the request for a call
	Report       validator.Report     // the verdict on Failed
	Previous     []AttemptReport      // the attempts so far, oldest first
	Validator    *validator.Validator // the tools, for strategies that need them
	CallOptions  []llms.CallOption    // Config.Options, for plans that bind their own tools
}

// RetryMessages returns the bounded retry context: the caller's
// conversation, the failed answer and its feedback, as langchaingo messages.
// It is what a Plan without Messages sends.
func (a Attempt) RetryMessages() []llms.MessageContent {
	out := make([]llms.MessageContent, 0, len(a.Conversation)+1+len(a.Feedback))
	for _, m := range a.Conversation {
		out = append(out, m.MessageContent)
	}
	out = append(out, a.Failed.MessageContent)
	for _, m := range a.Feedback {
		out = append(out, m.MessageContent)
	}
	return out
}

// Plan is what the loop does for one attempt: ask a model and turn its
// reply into an answer, or take an answer made without a model.
type Plan struct {
	// Strategy names the plan in reports and spans, e.g. "regenerate".
	Strategy string
	// Model is the model to ask; nil means the loop's retry model
	// (Config.Fallback, or Config.Model).
	Model llms.Model
	// Messages is the prompt; nil means Attempt.RetryMessages(). The loop
	// applies history.Repair before sending it.
	Messages []llms.MessageContent
	// Options are the call options; nil means the loop's (its tools, its
	// tool choice and Config.Options).
	Options []llms.CallOption
	// Decode turns the model's reply into the answer to validate; nil
	// means the reply is the answer. An error fails the run; problems the
	// model can fix belong in Decoded.Problems.
	Decode func(ctx context.Context, reply state.Message) (Decoded, error)
	// Answer, when set, is the answer, made without a model: the loop
	// asks no model and ignores the fields above but Strategy.
	Answer *state.Message
	// Note is shown in the attempt's report, e.g. the patch that was
	// applied.
	Note string
}

// ErrNotApplicable is returned by a Strategy that cannot plan this
// attempt, such as a patch when the failed answer has no call to patch.
// Escalate then asks its next step.
var ErrNotApplicable = errors.New("strategies: strategy does not apply")

// Decoded is what a Plan's Decode makes of a reply: the answer to check,
// a note for the attempt's report, and problems to report with the
// answer's verdict and feed back to the model, such as a patch operation
// that did not apply.
type Decoded struct {
	Answer   state.Message
	Note     string
	Problems []*validator.Error
}

// Regenerate asks a model for a whole new answer, showing it the failed
// answer and the errors: LangGraph's default retry. Its zero value uses the
// loop's retry model and the bounded retry context (the caller's
// conversation, the failed answer, its feedback).
//
// With Minimal set it sends only a fixing prompt, the failed answer and
// what is wrong with it, without the conversation (Koog's fix mode):
// cheaper, and enough for a call written in the wrong format or with
// broken JSON; the full context lets the model reconsider what it said.
// Chain a minimal regeneration with a stronger model's full one with
// Escalate, as Koog's fallback processor does.
type Regenerate struct {
	Model llms.Model // nil: the loop's retry model
	// Minimal sends the fixing prompt, the failed answer and its
	// feedback only.
	Minimal bool
	// FixPrompt is the system prompt of the minimal mode; empty means
	// DefaultFixPrompt.
	FixPrompt string
}

// DefaultFixPrompt is the system prompt of Regenerate's minimal mode.
const DefaultFixPrompt = `You fix tool calls. You will see a reply that meant to call a tool but got the call wrong: it wrote the call as text, used a tool name that does not exist, broke the JSON of the arguments, or left out or mistyped an argument. You will also see what is wrong with it.

Answer with the corrected tool call itself, made as a tool call, keeping what the reply meant to do. Do not explain, and do not answer in text.`

// Next implements Strategy.
func (r Regenerate) Next(_ context.Context, a Attempt) (Plan, error) {
	if !r.Minimal {
		return Plan{Strategy: "regenerate", Model: r.Model}, nil
	}
	prompt := r.FixPrompt
	if prompt == "" {
		prompt = DefaultFixPrompt
	}
	var b strings.Builder
	b.WriteString("The reply to fix:\n\n")
	b.WriteString(render(a.Failed.MessageContent))
	b.WriteString("\n\nWhat is wrong with it:\n\n")
	for _, m := range a.Feedback {
		b.WriteString(render(m.MessageContent))
		b.WriteString("\n")
	}
	return Plan{Strategy: "fix", Model: r.Model, Messages: []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, prompt),
		llms.TextParts(llms.ChatMessageTypeHuman, b.String()),
	}}, nil
}

// render writes a message's text, calls and results as text.
func render(m llms.MessageContent) string {
	var parts []string
	for _, p := range m.Parts {
		switch p := p.(type) {
		case llms.TextContent:
			if p.Text != "" {
				parts = append(parts, p.Text)
			}
		case llms.ToolCall:
			if p.FunctionCall != nil {
				parts = append(parts, fmt.Sprintf("a call to %s with arguments %s", p.FunctionCall.Name, p.FunctionCall.Arguments))
			}
		case llms.ToolCallResponse:
			parts = append(parts, p.Content)
		}
	}
	return strings.Join(parts, "\n")
}

// AttemptReport records one attempt of a run.
type AttemptReport struct {
	N           int                // 1 for the first answer
	Strategy    string             // "generate" for the first answer, then the plan's Strategy
	Usage       Usage              // tokens the attempt's model call cost; zero without a call
	Calls       int                // model calls made for the answer: 1, more after transient failures, 0 for a plan's own answer
	Retries     []Retry            // the transient failures of its model call that were retried (see Config.ModelRetry)
	Intent      string             // "yes" or "no" when an intent check judged a reply in prose (Config.IntentCheck); "" otherwise
	PromptBytes int                // size of the prompt's text, calls and results (not their encoding; tools excluded)
	Elapsed     time.Duration      // time spent producing the answer, waits for retries included
	Note        string             // the plan's Note
	Repairs     []string           // repairs the validator made without a model
	Errors      []*validator.Error // the problems found in the answer; empty when it was valid
	Problems    []*validator.Error // the problems the plan's Decode reported (included in Errors)
	Answer      state.Message      // the answer as checked
}

// Valid reports whether the attempt's answer was valid.
func (r AttemptReport) Valid() bool { return len(r.Errors) == 0 }
