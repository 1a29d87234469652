// Package strategies runs the validation loop, mend's answer to tool calls
// that come back wrong: ask the model, validate every call, and on failure
// retry with a strategy until the answer is valid or the attempts run out.
//
//	loop, err := strategies.New(strategies.Config{
//		Model:       model,               // any llms.Model
//		Tools:       []*tool.Tool{summary},
//		ToolChoice:  "TranscriptSummary", // force this tool
//		MaxAttempts: 3,
//	})
//	res, err := loop.Run(ctx, conversation)
//	var rerr *strategies.RetryError // errors.Is(err, strategies.ErrExhausted)
//
// The loop is a graph (package graph) of four nodes, LangGraph's
// bind_validator_with_retries done in Go:
//
//	llm → validator → finalizer
//	        ↑  ↓ (invalid, attempts left)
//	      fallback
//
// llm asks [Config.Model] with the tools bound; validator checks every call
// of the answer (package nodes/validator) and appends one tool result per
// call; fallback asks the [Strategy] for a [Plan] and carries it out;
// finalizer leaves the caller's conversation followed by the final answer
// alone (package nodes/finalizer). Embed the loop in a larger graph with
// [Loop.Graph] and graph.Subgraph.
//
// # Strategies
//
// A Strategy is stateless: it reads the [Attempt] (the conversation, the
// failed answer, the feedback, the attempts so far) and returns a Plan: the
// model to ask and what to send it, and how to turn the reply into the next
// answer; or an answer made without a model. The loop makes every model call
// itself, so that each one gets history hygiene (package history), a span,
// and token accounting. [Regenerate], the default, re-asks for a whole
// answer.
//
// Each answer is validated once: the strategy planning the next attempt
// reads the verdict the validator node stored, and [Decode] returns the
// value that verdict decoded.
//
// # Two kinds of retry
//
// A validation attempt is an answer checked by the validator; an invalid
// one is retried by the strategy, up to [Config.MaxAttempts]. A model call
// that fails (a provider's error, not an answer) is something else: when
// it fails transiently (a rate limit, a server error, a timeout, a dropped
// connection, as package provider classifies it) the same call is made
// again under [Config.ModelRetry], with exponential backoff and jitter,
// honouring the provider's Retry-After; a permanent failure (a bad key, a
// bad request, a prompt too long) ends the run with a [*ModelError] at
// once. The two are counted apart: [AttemptReport.Retries] and
// [Result.Retries]. A run whose context ends returns an error for which
// errors.Is(err, context.DeadlineExceeded) (or Canceled) holds, whatever
// the client made of it.
//
// # Budgets
//
// [Escalate] chains strategies, each for a budget of retries. The budgets
// and the attempt limit are one model: leave MaxAttempts zero and the loop
// makes the first answer plus the budgets' retries; a MaxAttempts under
// which a step could never run is refused by [New], with the number to set.
//
// # Watching a run
//
// [Loop.Stream] yields each attempt as soon as it is checked, each
// transient failure before its retry waits, and the result: what a job
// runner's progress or a slow local model's user wants to see live.
//
// # Providers
//
// Each model call is adapted to what its langchaingo client supports
// (package provider): a required call is asked for in the system prompt
// where the client cannot send tool_choice (anthropic, googleai), calls
// without IDs get one (googleai), tool parameters are lowered to the
// schema subset googleai converts, and for the native ollama client, which
// sends no tools at all, tools are described in the prompt and calls are
// recovered from the reply's text.
//
// # Bounded retry context
//
// A retry sends the caller's conversation, the latest failed answer and its
// feedback, never the earlier failed attempts: the prompt of attempt n is
// about as long as that of attempt 2, whatever n is. (Libraries that append
// every attempt to the history grow the prompt without bound.)
//
// # Tool choice
//
// [Config.ToolChoice] "required" (or "any"), or a tool's name, makes a reply
// without a tool call invalid, and asks the provider to force a call.
// langchaingo's openai client sends the choice; its anthropic and googleai
// clients do not, so there the system prompt asks for the call and the
// validator's feedback enforces it.
package strategies
