package state

import (
	"strings"

	"github.com/google/uuid"
	"github.com/tmc/langchaingo/llms"
)

// Message is one message of a conversation: the [llms.MessageContent] a model
// reads or writes, with an ID and metadata.
//
// The ID identifies the message within its conversation; merging a message
// whose ID is already there replaces it in place (see [Messages.Merge]).
// Merges assign a random UUID to a message added without one.
type Message struct {
	llms.MessageContent

	ID      string // unique within the conversation; assigned when empty
	Name    string // what produced the message, e.g. a tool or node name; optional
	Attempt int    // the retry-loop attempt that produced the message; 0 outside a retry loop
	IsError bool   // the message reports a failure, e.g. a tool result holding validation errors
	// Recovered lists the IDs of the tool calls that were recovered from
	// the model's text rather than sent as native calls (package
	// nodes/recovery).
	Recovered []string

	op op // zero for a message; removal markers are made by Remove and RemoveAll
}

type op uint8

const (
	opMessage op = iota
	opRemove
	opRemoveAll
)

// RemoveAllID is the ID carried by the marker [RemoveAll] returns. It matches
// LangGraph's REMOVE_ALL_MESSAGES.
const RemoveAllID = "__remove_all__"

// NewMessage returns a message with the given role and parts and no ID.
func NewMessage(role llms.ChatMessageType, parts ...llms.ContentPart) Message {
	return Message{MessageContent: llms.MessageContent{Role: role, Parts: parts}}
}

// Text returns a message with the given role and one text part, and no ID.
func Text(role llms.ChatMessageType, text string) Message {
	return Message{MessageContent: llms.MessageContent{
		Role:  role,
		Parts: []llms.ContentPart{llms.TextContent{Text: text}},
	}}
}

// FromContent wraps a langchaingo message. The message has no ID until merged.
func FromContent(mc llms.MessageContent) Message { return Message{MessageContent: mc} }

// Remove returns a marker that, in an update given to [Add], removes the
// message with the given ID. Removing an ID that is neither in the
// conversation nor earlier in the same update fails with [ErrUnknownID].
func Remove(id string) Message { return Message{ID: id, op: opRemove} }

// RemoveAll returns a marker that, in an update given to [Add], drops the
// whole conversation and every message of the update that precedes it.
func RemoveAll() Message { return Message{ID: RemoveAllID, op: opRemoveAll} }

// IsRemoval reports whether m is a marker made by [Remove] or [RemoveAll].
func (m Message) IsRemoval() bool { return m.op != opMessage }

// TextContent returns the concatenation of the message's text parts.
func (m Message) TextContent() string {
	var b strings.Builder
	for _, p := range m.Parts {
		if t, ok := p.(llms.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// ToolCalls returns the tool calls among the message's parts, in order.
// It returns nil when there are none.
func (m Message) ToolCalls() []llms.ToolCall {
	var calls []llms.ToolCall
	for _, p := range m.Parts {
		if c, ok := p.(llms.ToolCall); ok {
			calls = append(calls, c)
		}
	}
	return calls
}

// HasToolCalls reports whether any part of the message is a tool call.
func (m Message) HasToolCalls() bool {
	for _, p := range m.Parts {
		if _, ok := p.(llms.ToolCall); ok {
			return true
		}
	}
	return false
}

// newID returns a fresh message ID.
func newID() string { return uuid.NewString() }
