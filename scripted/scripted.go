// Package scripted provides llms.Model implementations that replay scripted
// replies, tool calls and token usage included, for tests and examples.
// (langchaingo's llms/fake returns text only.) They are safe for concurrent
// use and record every request they receive.
//
//	m := scripted.New(
//		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c1", "get_weather", `{"city":"Paris"}`)}, Usage: scripted.Usage{Input: 120, Output: 18}},
//		scripted.Reply{Text: "It is sunny in Paris."},
//	)
package scripted

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/tmc/langchaingo/llms"
)

// ErrExhausted is returned when a Model has no reply left.
var ErrExhausted = errors.New("scripted: no reply left")

// Usage is the token usage a reply reports.
type Usage struct {
	Input, Output int
}

// Reply is one scripted model answer.
type Reply struct {
	Text  string          // the answer's text, if any
	Calls []llms.ToolCall // its tool calls, if any
	Usage Usage           // reported as PromptTokens and CompletionTokens, as the openai client does
	Err   error           // returned instead of an answer when set
}

// Call returns a function tool call, for scripting replies.
func Call(id, name, args string) llms.ToolCall {
	return llms.ToolCall{ID: id, Type: "function", FunctionCall: &llms.FunctionCall{Name: name, Arguments: args}}
}

// Request is what a model received in one GenerateContent call.
type Request struct {
	Messages []llms.MessageContent
	Options  llms.CallOptions
}

// Model replays its replies in order, one per GenerateContent call, and
// fails with ErrExhausted once they are used up.
type Model struct {
	mu       sync.Mutex
	replies  []Reply
	next     int
	requests []Request
}

// New returns a Model that replays replies.
func New(replies ...Reply) *Model { return &Model{replies: replies} }

// GenerateContent implements llms.Model.
func (m *Model) GenerateContent(ctx context.Context, msgs []llms.MessageContent, opts ...llms.CallOption) (*llms.ContentResponse, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	req := newRequest(msgs, opts)
	m.mu.Lock()
	m.requests = append(m.requests, req)
	if m.next >= len(m.replies) {
		m.mu.Unlock()
		return nil, fmt.Errorf("%w (%d used)", ErrExhausted, len(m.replies))
	}
	r := m.replies[m.next]
	m.next++
	m.mu.Unlock()
	return r.response()
}

// Call implements llms.Model's deprecated text interface.
func (m *Model) Call(ctx context.Context, prompt string, opts ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, opts...)
}

// Requests returns the requests received so far, in order.
func (m *Model) Requests() []Request {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Request(nil), m.requests...)
}

// Remaining returns how many replies are left.
func (m *Model) Remaining() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.replies) - m.next
}

// Func is a Model computed by a function, for replies that depend on the
// request, such as concurrent conversations. It records nothing.
type Func func(ctx context.Context, req Request) (Reply, error)

// GenerateContent implements llms.Model.
func (f Func) GenerateContent(ctx context.Context, msgs []llms.MessageContent, opts ...llms.CallOption) (*llms.ContentResponse, error) {
	r, err := f(ctx, newRequest(msgs, opts))
	if err != nil {
		return nil, err
	}
	return r.response()
}

// Call implements llms.Model's deprecated text interface.
func (f Func) Call(ctx context.Context, prompt string, opts ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, f, prompt, opts...)
}

func newRequest(msgs []llms.MessageContent, opts []llms.CallOption) Request {
	req := Request{Messages: append([]llms.MessageContent(nil), msgs...)}
	for _, o := range opts {
		o(&req.Options)
	}
	return req
}

func (r Reply) response() (*llms.ContentResponse, error) {
	if r.Err != nil {
		return nil, r.Err
	}
	choice := &llms.ContentChoice{
		Content:    r.Text,
		ToolCalls:  append([]llms.ToolCall(nil), r.Calls...),
		StopReason: "stop",
		GenerationInfo: map[string]any{
			"PromptTokens":     r.Usage.Input,
			"CompletionTokens": r.Usage.Output,
			"TotalTokens":      r.Usage.Input + r.Usage.Output,
		},
	}
	if len(r.Calls) > 0 {
		choice.StopReason = "tool_calls"
		choice.FuncCall = r.Calls[0].FunctionCall
	}
	return &llms.ContentResponse{Choices: []*llms.ContentChoice{choice}}, nil
}
