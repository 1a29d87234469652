package replay

import (
	"encoding/json"
	"time"

	"github.com/tmc/langchaingo/llms"
)

// OpenAIReply returns a recorded OpenAI chat completion holding text (if
// any) and tool calls (if any), with usage.
func OpenAIReply(text string, calls []llms.ToolCall, u Usage) Response {
	msg := map[string]any{"role": "assistant", "content": nil}
	if text != "" {
		msg["content"] = text
	}
	finish := "stop"
	if len(calls) > 0 {
		var tcs []map[string]any
		for _, c := range calls {
			tcs = append(tcs, map[string]any{"id": c.ID, "type": "function",
				"function": map[string]any{"name": c.FunctionCall.Name, "arguments": c.FunctionCall.Arguments}})
		}
		msg["tool_calls"] = tcs
		finish = "tool_calls"
	}
	return body(map[string]any{
		"id": "chatcmpl-replay", "object": "chat.completion", "created": 1715000000, "model": "gpt-4o-2024-08-06",
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
		"usage":   map[string]any{"prompt_tokens": u.Input, "completion_tokens": u.Output, "total_tokens": u.Input + u.Output},
	})
}

// AnthropicReply returns a recorded Anthropic message holding text (if any)
// and tool_use blocks (if any), with usage. Tool call arguments must be
// JSON objects, as Anthropic sends them.
func AnthropicReply(text string, calls []llms.ToolCall, u Usage) Response {
	var content []any
	if text != "" {
		content = append(content, map[string]any{"type": "text", "text": text})
	}
	stop := "end_turn"
	for _, c := range calls {
		content = append(content, map[string]any{"type": "tool_use", "id": c.ID, "name": c.FunctionCall.Name, "input": object(c.FunctionCall.Arguments)})
		stop = "tool_use"
	}
	return body(map[string]any{
		"id": "msg_replay", "type": "message", "role": "assistant", "model": "claude-3-haiku-20240307",
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": u.Input, "output_tokens": u.Output},
	})
}

// GoogleAIReply returns a recorded Google AI GenerateContentResponse
// holding text (if any) and functionCall parts (if any), with usage.
// Google sends no call IDs; the calls' IDs are ignored.
func GoogleAIReply(text string, calls []llms.ToolCall, u Usage) Response {
	var parts []any
	if text != "" {
		parts = append(parts, map[string]any{"text": text})
	}
	for _, c := range calls {
		parts = append(parts, map[string]any{"functionCall": map[string]any{"name": c.FunctionCall.Name, "args": object(c.FunctionCall.Arguments)}})
	}
	return body(map[string]any{
		"candidates":    []any{map[string]any{"content": map[string]any{"parts": parts, "role": "model"}, "finishReason": "STOP", "index": 0}},
		"usageMetadata": map[string]any{"promptTokenCount": u.Input, "candidatesTokenCount": u.Output, "totalTokenCount": u.Input + u.Output},
		"modelVersion":  "gemini-2.0-flash",
	})
}

// OllamaReply returns a recorded reply of Ollama's native /api/chat,
// holding text, with usage. (langchaingo's native ollama client sends no
// tools and reads no tool calls: a model behind it writes its calls as
// text.)
func OllamaReply(text string, u Usage) Response {
	return body(map[string]any{
		"model": "llama3.1", "created_at": time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC),
		"message": map[string]any{"role": "assistant", "content": text},
		"done":    true, "done_reason": "stop",
		"prompt_eval_count": u.Input, "eval_count": u.Output,
	})
}

// object returns arguments as a JSON object, as the providers that send
// structured arguments do: {} for arguments that are not one.
func object(args string) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(args), &m) != nil || m == nil {
		return json.RawMessage("{}")
	}
	return json.RawMessage(args)
}

func body(v any) Response {
	b, _ := json.Marshal(v)
	return Response{Body: b}
}
