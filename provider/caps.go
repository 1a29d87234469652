package provider

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"
)

// Caps says what one of langchaingo's model clients sends to its provider
// and reads back, as far as tool calls go, so that a loop can adapt what
// it asks of it ([Adapt]).
type Caps struct {
	// Name is the client: "openai" (also any OpenAI-compatible server
	// through it: Ollama's /v1, vLLM, LM Studio), "anthropic", "googleai"
	// or "ollama" (Ollama's native API); empty for a client mend does not
	// know, which is taken to support what openai does.
	Name string
	// NativeTools: the client sends tool definitions and returns the
	// model's tool calls. Without it, tools are described in the prompt,
	// calls and results in the history are written as text, and calls are
	// recovered from the reply's text.
	NativeTools bool
	// ToolChoice: the client sends a forced tool choice. Without it, a
	// required call is asked for in the system prompt.
	ToolChoice bool
	// CallIDs: the client returns an ID with each tool call. Without it,
	// the loop gives each call one.
	CallIDs bool
	// SchemaSubset: the client takes tool parameters only as a
	// map[string]any in a subset of JSON Schema (type, description,
	// properties, items, required), and fails on anything else (googleai).
	// Parameters are lowered to that subset; the validator still checks
	// the full schema, and feeds back what the subset lost.
	SchemaSubset bool
}

// Known clients, by the import path of their Go type's package.
var known = map[string]Caps{
	"github.com/tmc/langchaingo/llms/openai":    {Name: "openai", NativeTools: true, ToolChoice: true, CallIDs: true},
	"github.com/tmc/langchaingo/llms/anthropic": {Name: "anthropic", NativeTools: true, CallIDs: true},
	"github.com/tmc/langchaingo/llms/googleai":  {Name: "googleai", NativeTools: true, SchemaSubset: true},
	"github.com/tmc/langchaingo/llms/ollama":    {Name: "ollama"},
}

// CapsOf returns the capabilities of m's client, recognised by its Go type
// without importing it. A model mend does not know (a test double, a
// wrapper, another client) gets the openai client's capabilities with an
// empty Name: it is sent what openai is sent.
func CapsOf(m llms.Model) Caps {
	if m == nil {
		return Caps{}
	}
	t := reflect.TypeOf(m)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if c, ok := known[t.PkgPath()]; ok {
		return c
	}
	return Caps{NativeTools: true, ToolChoice: true}
}

// Adapt returns the messages and call options to send to a client with
// capabilities c for a call that wants what msgs and opts say. msgs and
// opts are not modified; when nothing needs adapting they are returned as
// they are.
//
//   - Without NativeTools, the tools are described in the system prompt
//     with the form a call must take (a JSON object with "name" and
//     "arguments"), the history's tool calls become that text and their
//     results user messages, and every message is one text part.
//   - Without ToolChoice, a required call is asked for in the system
//     prompt.
//   - With SchemaSubset, tool parameters are lowered to the subset.
func Adapt(c Caps, msgs []llms.MessageContent, opts []llms.CallOption) ([]llms.MessageContent, []llms.CallOption) {
	var co llms.CallOptions
	for _, o := range opts {
		o(&co)
	}
	required := requiredTool(co.ToolChoice)
	var system []string
	var extra []llms.CallOption
	switch {
	case len(co.Tools) == 0:
	case !c.NativeTools:
		system = append(system, toolsPrompt(co.Tools, required))
		msgs = asText(msgs)
		extra = append(extra, llms.WithTools(nil))
	case !c.ToolChoice && required != "":
		if required == "*" {
			system = append(system, "Answer with a tool call.")
		} else {
			system = append(system, fmt.Sprintf("Answer with a call to the tool %s.", required))
		}
	}
	if c.NativeTools && c.SchemaSubset && len(co.Tools) > 0 {
		tools := make([]llms.Tool, len(co.Tools))
		for i, t := range co.Tools {
			tools[i] = t
			if t.Function != nil {
				fn := *t.Function
				fn.Parameters = Subset(fn.Parameters)
				tools[i].Function = &fn
			}
		}
		extra = append(extra, llms.WithTools(tools))
	}
	if len(system) > 0 {
		msgs = withSystem(msgs, strings.Join(system, "\n\n"))
	}
	if len(extra) > 0 {
		opts = append(slices.Clip(opts), extra...)
	}
	return msgs, opts
}

// requiredTool returns the name of the tool a choice forces, "*" for any
// tool, or "" when no call is required.
func requiredTool(choice any) string {
	switch ch := choice.(type) {
	case string:
		if ch == "required" || ch == "any" {
			return "*"
		}
	case llms.ToolChoice:
		if ch.Function != nil {
			return ch.Function.Name
		}
		if ch.Type == "required" || ch.Type == "any" {
			return "*"
		}
	case *llms.ToolChoice:
		if ch != nil {
			return requiredTool(*ch)
		}
	}
	return ""
}

// withSystem adds text to the first system message, or puts a system
// message first. Clients differ in what they do with several system
// messages or parts (anthropic reads the first part of each, googleai
// keeps the last message), so the text joins the first part.
func withSystem(msgs []llms.MessageContent, text string) []llms.MessageContent {
	out := slices.Clone(msgs)
	for i, m := range out {
		if m.Role != llms.ChatMessageTypeSystem {
			continue
		}
		parts := slices.Clone(m.Parts)
		if len(parts) > 0 {
			if tc, ok := parts[0].(llms.TextContent); ok {
				parts[0] = llms.TextContent{Text: tc.Text + "\n\n" + text}
				out[i].Parts = parts
				return out
			}
		}
		out[i].Parts = append([]llms.ContentPart{llms.TextContent{Text: text}}, parts...)
		return out
	}
	return append([]llms.MessageContent{llms.TextParts(llms.ChatMessageTypeSystem, text)}, out...)
}

// toolsPrompt describes the tools, and the form of a call, for a client
// that cannot send them.
func toolsPrompt(tools []llms.Tool, required string) string {
	var b strings.Builder
	b.WriteString("You can call these tools. Each has a name, a description and the JSON Schema of its arguments:\n")
	for _, t := range tools {
		if t.Function == nil {
			continue
		}
		params, _ := json.Marshal(t.Function.Parameters)
		if raw, ok := t.Function.Parameters.(json.RawMessage); ok {
			params = raw
		}
		fmt.Fprintf(&b, "\n- %s: %s\n  arguments: %s\n", t.Function.Name, t.Function.Description, params)
	}
	b.WriteString("\nTo call a tool, answer with only a JSON object, and nothing else: " +
		`{"name": "<tool name>", "arguments": {<the arguments>}}` +
		". To call several, answer with a JSON array of such objects.")
	switch required {
	case "":
	case "*":
		b.WriteString(" You must call a tool.")
	default:
		fmt.Fprintf(&b, " You must call the tool %s.", required)
	}
	return b.String()
}

// asText rewrites a history for a client without tool support: an
// assistant's tool calls become the JSON text of the calls, a tool result
// a user message naming its call, and each message a single text part.
func asText(msgs []llms.MessageContent) []llms.MessageContent {
	out := make([]llms.MessageContent, 0, len(msgs))
	for _, m := range msgs {
		var texts []string
		role := m.Role
		for _, p := range m.Parts {
			switch p := p.(type) {
			case llms.TextContent:
				if p.Text != "" {
					texts = append(texts, p.Text)
				}
			case llms.ToolCall:
				if p.FunctionCall == nil {
					continue
				}
				args := json.RawMessage(p.FunctionCall.Arguments)
				if !json.Valid(args) {
					b, _ := json.Marshal(p.FunctionCall.Arguments)
					args = b
				}
				b, _ := json.Marshal(struct {
					Name      string          `json:"name"`
					Arguments json.RawMessage `json:"arguments"`
				}{p.FunctionCall.Name, args})
				texts = append(texts, string(b))
			case llms.ToolCallResponse:
				role = llms.ChatMessageTypeHuman
				texts = append(texts, fmt.Sprintf("Result of the call to %s (%s):\n%s", p.Name, p.ToolCallID, p.Content))
			}
		}
		if role == llms.ChatMessageTypeTool {
			role = llms.ChatMessageTypeHuman
		}
		if len(texts) == 0 {
			continue
		}
		out = append(out, llms.TextParts(role, strings.Join(texts, "\n")))
	}
	return out
}
