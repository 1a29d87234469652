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
// The loop is a graph (package graph) of five nodes, LangGraph's
// bind_validator_with_retries done in Go:
//
//	count → llm → validator → finalizer
//	                  ↑  ↓ (invalid, attempts left)
//	                fallback
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
// langchaingo's openai client sends the choice; its anthropic client does
// not, so there the validator's feedback enforces it.
package strategies
