package strategies

import (
	"context"
	"strings"

	"github.com/tmc/langchaingo/llms"
)

// IntentCheck is the one cheap model call that decides whether a reply
// written in prose meant to call a tool (the first step of Koog's
// LLM-based fix processor). It runs for a reply that makes no call (none
// was recovered from its text either) when the loop's tool choice lets
// the model answer in text: a reply that meant a call ("Let me search for
// that") is then invalid, and the feedback tells the model to make the
// call itself and lists the tools; a reply that did not is the answer.
// When a call is required, a reply without one is invalid anyway, and no
// check is made.
type IntentCheck struct {
	// Model answers the check; a small, fast model will do. Required.
	Model llms.Model
	// Prompt is the check's system prompt; empty means DefaultIntentPrompt.
	// The reply under test is sent as the user's message, no tools offered.
	Prompt string
}

// DefaultIntentPrompt is the intent check's system prompt.
const DefaultIntentPrompt = `You decide whether a message was meant to call a tool.

The user will show you a message an assistant wrote. Answer YES if the message means to perform an action that needs a tool, or to ask for one to be performed: it announces an action ("Let me search for that", "Now I will look it up"), or it holds a tool call written as text or JSON instead of made. Answer NO if it only reports what was done or what happened ("Done!", "I completed the task"), or simply answers.

Answer with YES or NO and nothing else.`

// intended asks the check's model about a reply's text. A reply that is
// itself a tool call, or whose text says YES, counts as yes.
func (l *Loop) intended(ctx context.Context, text string, rep *AttemptReport) (bool, error) {
	ic := l.cfg.IntentCheck
	prompt := ic.Prompt
	if prompt == "" {
		prompt = DefaultIntentPrompt
	}
	msgs := []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, prompt),
		llms.TextParts(llms.ChatMessageTypeHuman, text),
	}
	check := AttemptReport{N: rep.N, Strategy: intentStrategy}
	resp, err := l.call(ctx, ic.Model, msgs, nil, &check)
	rep.Calls += check.Calls
	rep.Retries = append(rep.Retries, check.Retries...)
	if err != nil {
		return false, err
	}
	rep.Usage = rep.Usage.Add(UsageOf(resp))
	yes := false
	for _, c := range resp.Choices {
		if c == nil {
			continue
		}
		if len(c.ToolCalls) > 0 || c.FuncCall != nil || strings.Contains(strings.ToUpper(c.Content), "YES") {
			yes = true
		}
	}
	if yes {
		rep.Intent = "yes"
	} else {
		rep.Intent = "no"
	}
	return yes, nil
}
