package strategies

import (
	"encoding/json"
	"fmt"

	"github.com/tmc/langchaingo/llms"
)

// Usage counts the tokens of model calls.
type Usage struct {
	Input  int // prompt tokens
	Output int // completion tokens
}

// Add returns the sum of u and v.
func (u Usage) Add(v Usage) Usage {
	return Usage{Input: u.Input + v.Input, Output: u.Output + v.Output}
}

// Total returns Input + Output.
func (u Usage) Total() int { return u.Input + u.Output }

// Keys under which langchaingo's providers report usage in a choice's
// GenerationInfo: openai, ollama and googleai use PromptTokens and
// CompletionTokens; anthropic uses InputTokens and OutputTokens; googleai
// also sets input_tokens and output_tokens.
var (
	inputKeys  = []string{"PromptTokens", "InputTokens", "input_tokens", "prompt_tokens"}
	outputKeys = []string{"CompletionTokens", "OutputTokens", "output_tokens", "completion_tokens"}
)

// UsageOf returns the usage a response reports, whichever provider made it.
// anthropic repeats the whole response's usage on the choice of every
// content block, so choices are not summed: the largest counts are taken.
func UsageOf(resp *llms.ContentResponse) Usage {
	var u Usage
	if resp == nil {
		return u
	}
	for _, c := range resp.Choices {
		if c == nil {
			continue
		}
		u.Input = max(u.Input, firstInt(c.GenerationInfo, inputKeys))
		u.Output = max(u.Output, firstInt(c.GenerationInfo, outputKeys))
	}
	return u
}

func firstInt(info map[string]any, keys []string) int {
	for _, k := range keys {
		switch v := info[k].(type) {
		case int:
			return v
		case int32:
			return int(v)
		case int64:
			return int(v)
		case float64:
			return int(v)
		case json.Number:
			n, _ := v.Int64()
			return int(n)
		}
	}
	return 0
}

// messageOf turns a response into one assistant message: the text and tool
// calls of every choice, in order. (anthropic's client returns one choice
// per content block.) A call without an ID (googleai sends none) gets
// "call_<attempt>_<i>", so that its result can answer it.
func messageOf(resp *llms.ContentResponse, attempt int) llms.MessageContent {
	mc := llms.MessageContent{Role: llms.ChatMessageTypeAI}
	for _, c := range resp.Choices {
		if c == nil {
			continue
		}
		if c.Content != "" {
			mc.Parts = append(mc.Parts, llms.TextContent{Text: c.Content})
		}
		calls := c.ToolCalls
		if len(calls) == 0 && c.FuncCall != nil {
			calls = []llms.ToolCall{{Type: "function", FunctionCall: c.FuncCall}}
		}
		for _, tc := range calls {
			if tc.Type == "" {
				tc.Type = "function"
			}
			if tc.ID == "" {
				tc.ID = fmt.Sprintf("call_%d_%d", attempt, len(mc.Parts))
			}
			mc.Parts = append(mc.Parts, tc)
		}
	}
	return mc
}
