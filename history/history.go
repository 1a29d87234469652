// Package history puts conversations into a form every model provider
// accepts before they are sent.
//
// Providers reject histories that models and crashes routinely produce: an
// assistant tool call without a result (a run interrupted between the call
// and the tool), a tool result that answers no call, a call without an ID.
// And langchaingo's clients have their own limits: the anthropic client
// sends only the first part of an assistant message (dropping further tool
// calls, or the call after a text) and fails on a call whose arguments are
// not valid JSON, which is exactly what a failed attempt holds. [Repair]
// fixes all of these; the validation loop applies it before every model
// call it makes.
package history

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"
)

// NeverRun is the result given to a tool call that has none, ellmer's text
// for the same repair (tidyverse/ellmer#840).
const NeverRun = "Tool calling failed with error Chat ended before the tool could be invoked."

// Repair returns msgs in a form every provider accepts; msgs is not modified.
//
//   - An assistant message is split into one message per part, text first,
//     and each tool call is followed by its result: the anthropic client
//     sends only the first part of an assistant message.
//   - A tool call without an ID gets one ("call_<message>_<part>").
//   - A tool call without a result gets the result [NeverRun]; of several
//     results for one call the first is kept; results that answer no call
//     are dropped. Results move to just after their call.
//   - A tool call whose arguments are not valid JSON is written as text in
//     the assistant message, and its result as a user message: no provider
//     accepts such a call. Empty arguments become {}.
//   - Messages without parts, and empty text parts, are dropped.
//
// Repair is idempotent: Repair(Repair(m)) equals Repair(m).
func Repair(msgs []llms.MessageContent) []llms.MessageContent {
	out, _ := repair(msgs, false)
	return out
}

// RepairReport repairs msgs like [Repair] and also returns what it fixed,
// one Fix per fact, in message order: for logs and traces. Moving results
// next to their calls and splitting messages are not reported.
func RepairReport(msgs []llms.MessageContent) ([]llms.MessageContent, []Fix) {
	return repair(msgs, true)
}

// FixKind names a kind of history repair.
type FixKind string

// The repairs [RepairReport] reports.
const (
	Answered  FixKind = "answered"  // a call without a result got NeverRun
	Orphan    FixKind = "orphan"    // a result that answers no call was dropped
	Duplicate FixKind = "duplicate" // a second result for a call, or the same call twice, was dropped
	NamedID   FixKind = "id"        // a call without an ID got one
	AsText    FixKind = "text"      // a call whose arguments are not valid JSON was written as text
)

// Fix is one repair of a history.
type Fix struct {
	Kind    FixKind
	Message int    // the index of the message it concerns, in the input
	CallID  string // the call's ID (as given to it, for NamedID)
	Tool    string // the call's tool, when known
}

func repair(msgs []llms.MessageContent, report bool) ([]llms.MessageContent, []Fix) {
	var fixes []Fix
	// Collect the results by call ID, in order, first one wins.
	results := map[string]llms.ToolCallResponse{}
	where := map[string]int{} // a result's message, for orphans
	for mi, m := range msgs {
		if m.Role != llms.ChatMessageTypeTool {
			continue
		}
		for _, p := range m.Parts {
			if r, ok := p.(llms.ToolCallResponse); ok && r.ToolCallID != "" {
				if _, dup := results[r.ToolCallID]; !dup {
					results[r.ToolCallID] = r
					where[r.ToolCallID] = mi
				} else if report {
					fixes = append(fixes, Fix{Kind: Duplicate, Message: mi, CallID: r.ToolCallID, Tool: r.Name})
				}
			} else if ok && report {
				fixes = append(fixes, Fix{Kind: Orphan, Message: mi, Tool: r.Name})
			}
		}
	}
	out := make([]llms.MessageContent, 0, len(msgs)+4)
	answered := map[string]bool{}
	var fix *[]Fix
	if report {
		fix = &fixes
	}
	for mi, m := range msgs {
		switch m.Role {
		case llms.ChatMessageTypeTool:
			continue // placed after their calls
		case llms.ChatMessageTypeAI:
			for pi, p := range m.Parts {
				switch p := p.(type) {
				case llms.TextContent:
					if strings.TrimSpace(p.Text) != "" {
						out = append(out, llms.MessageContent{Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{p}})
					}
				case llms.ToolCall:
					out = appendCall(out, p, mi, pi, results, answered, fix)
				default:
					out = append(out, llms.MessageContent{Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{p}})
				}
			}
		default:
			var parts []llms.ContentPart
			for _, p := range m.Parts {
				if t, ok := p.(llms.TextContent); ok && t.Text == "" {
					continue
				}
				parts = append(parts, p)
			}
			if len(parts) > 0 {
				out = append(out, llms.MessageContent{Role: m.Role, Parts: parts})
			}
		}
	}
	if report {
		for id, r := range results {
			if !answered[id] {
				fixes = append(fixes, Fix{Kind: Orphan, Message: where[id], CallID: id, Tool: r.Name})
			}
		}
		slices.SortStableFunc(fixes, func(a, b Fix) int { return a.Message - b.Message })
	}
	return out, fixes
}

func appendCall(out []llms.MessageContent, c llms.ToolCall, mi, pi int, results map[string]llms.ToolCallResponse, answered map[string]bool, fixes *[]Fix) []llms.MessageContent {
	name, args := "", "{}"
	if c.FunctionCall != nil {
		name = c.FunctionCall.Name
		if strings.TrimSpace(c.FunctionCall.Arguments) != "" {
			args = c.FunctionCall.Arguments
		}
	}
	note := func(k FixKind) {
		if fixes != nil {
			*fixes = append(*fixes, Fix{Kind: k, Message: mi, CallID: c.ID, Tool: name})
		}
	}
	if c.ID == "" {
		c.ID = fmt.Sprintf("call_%d_%d", mi, pi)
		note(NamedID)
	}
	if answered[c.ID] { // the same call twice: keep the first
		note(Duplicate)
		return out
	}
	answered[c.ID] = true
	res, ok := results[c.ID]
	if !ok {
		res = llms.ToolCallResponse{ToolCallID: c.ID, Name: name, Content: NeverRun}
		note(Answered)
	}
	if !json.Valid([]byte(args)) {
		note(AsText)
		text := fmt.Sprintf("[call %s to %s, with arguments that are not valid JSON]\n%s", c.ID, name, args)
		out = append(out, llms.TextParts(llms.ChatMessageTypeAI, text))
		return append(out, llms.TextParts(llms.ChatMessageTypeHuman, fmt.Sprintf("[result of call %s to %s]\n%s", c.ID, name, res.Content)))
	}
	if c.Type == "" {
		c.Type = "function"
	}
	c.FunctionCall = &llms.FunctionCall{Name: name, Arguments: args}
	out = append(out, llms.MessageContent{Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{c}})
	if res.Name == "" {
		res.Name = name
	}
	return append(out, llms.MessageContent{Role: llms.ChatMessageTypeTool, Parts: []llms.ContentPart{res}})
}
