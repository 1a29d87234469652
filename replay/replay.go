// Package replay serves recorded model responses on loopback, in the wire
// format of a provider, so that langchaingo's real clients can be exercised
// without a network: tests check the exact requests a provider would
// receive, and examples run offline on a recorded session.
//
//	srv := replay.NewOpenAI(replay.OpenAIReply("", calls, replay.Usage{Input: 812, Output: 95}))
//	defer srv.Close()
//	model, _ := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o"))
//
// A server answers POST .../chat/completions (OpenAI and compatible
// endpoints such as Ollama's /v1) or POST .../messages (Anthropic) with its
// recorded responses in order, and records every request. Once the
// responses are used up it answers 500 with the provider's error shape.
package replay

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"

	"github.com/tmc/langchaingo/llms"
)

// Usage is the token usage a recorded response reports.
type Usage struct {
	Input, Output int
}

// Request is one request a server received.
type Request struct {
	Method string
	Path   string
	Header http.Header
	Body   []byte
}

// Server is a replaying provider endpoint on loopback.
type Server struct {
	URL string // base URL to give the client, e.g. http://127.0.0.1:41234/v1

	srv       *httptest.Server
	path      string // the endpoint, e.g. /v1/messages
	mu        sync.Mutex
	responses []json.RawMessage
	next      int
	requests  []Request
	errorBody func(msg string) string
}

// NewOpenAI returns a server speaking the OpenAI chat completions format.
func NewOpenAI(responses ...json.RawMessage) *Server {
	return start("/v1/chat/completions", responses, func(msg string) string {
		b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": msg, "type": "server_error", "code": nil}})
		return string(b)
	})
}

// NewAnthropic returns a server speaking the Anthropic messages format.
func NewAnthropic(responses ...json.RawMessage) *Server {
	return start("/v1/messages", responses, func(msg string) string {
		b, _ := json.Marshal(map[string]any{"type": "error", "error": map[string]any{"type": "api_error", "message": msg}})
		return string(b)
	})
}

func start(path string, responses []json.RawMessage, errorBody func(string) string) *Server {
	s := &Server{path: path, responses: responses, errorBody: errorBody}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL + "/v1"
	return s
}

// Close shuts the server down.
func (s *Server) Close() { s.srv.Close() }

// Requests returns the requests received so far, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Remaining returns how many responses are left.
func (s *Server) Remaining() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.responses) - s.next
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	w.Header().Set("Content-Type", "application/json")
	if err != nil {
		http.Error(w, s.errorBody("cannot read request: "+err.Error()), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	var resp json.RawMessage
	if s.next < len(s.responses) {
		resp = s.responses[s.next]
		s.next++
	}
	s.mu.Unlock()
	switch {
	case r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, s.path[len("/v1"):]):
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, s.errorBody(fmt.Sprintf("no endpoint %s %s", r.Method, r.URL.Path)))
	case !json.Valid(body):
		w.WriteHeader(http.StatusBadRequest)
		io.WriteString(w, s.errorBody("request body is not JSON"))
	case resp == nil:
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, s.errorBody("replay: no recorded response left"))
	default:
		w.Write(resp)
	}
}

// OpenAIReply returns a recorded OpenAI chat completion holding text (if
// any) and tool calls (if any), with usage.
func OpenAIReply(text string, calls []llms.ToolCall, u Usage) json.RawMessage {
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
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-replay", "object": "chat.completion", "created": 1715000000, "model": "gpt-4o-2024-08-06",
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
		"usage":   map[string]any{"prompt_tokens": u.Input, "completion_tokens": u.Output, "total_tokens": u.Input + u.Output},
	})
	return b
}

// AnthropicReply returns a recorded Anthropic message holding text (if any)
// and tool_use blocks (if any), with usage. Tool call arguments must be
// JSON objects, as Anthropic sends them.
func AnthropicReply(text string, calls []llms.ToolCall, u Usage) json.RawMessage {
	var content []any
	if text != "" {
		content = append(content, map[string]any{"type": "text", "text": text})
	}
	stop := "end_turn"
	for _, c := range calls {
		input := json.RawMessage(c.FunctionCall.Arguments)
		if !json.Valid(input) {
			input = json.RawMessage("{}")
		}
		content = append(content, map[string]any{"type": "tool_use", "id": c.ID, "name": c.FunctionCall.Name, "input": input})
		stop = "tool_use"
	}
	b, _ := json.Marshal(map[string]any{
		"id": "msg_replay", "type": "message", "role": "assistant", "model": "claude-3-haiku-20240307",
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": u.Input, "output_tokens": u.Output},
	})
	return b
}
