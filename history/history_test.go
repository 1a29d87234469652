package history_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/history"
)

func text(role llms.ChatMessageType, s string) llms.MessageContent { return llms.TextParts(role, s) }

func calls(cs ...llms.ToolCall) llms.MessageContent {
	parts := make([]llms.ContentPart, len(cs))
	for i, c := range cs {
		parts[i] = c
	}
	return llms.MessageContent{Role: llms.ChatMessageTypeAI, Parts: parts}
}

func call(id, name, args string) llms.ToolCall {
	return llms.ToolCall{ID: id, Type: "function", FunctionCall: &llms.FunctionCall{Name: name, Arguments: args}}
}

func result(id, name, content string) llms.MessageContent {
	return llms.MessageContent{Role: llms.ChatMessageTypeTool, Parts: []llms.ContentPart{llms.ToolCallResponse{ToolCallID: id, Name: name, Content: content}}}
}

// render writes a history compactly, one message per line.
func render(msgs []llms.MessageContent) string {
	var b strings.Builder
	for _, m := range msgs {
		b.WriteString(string(m.Role))
		for _, p := range m.Parts {
			switch p := p.(type) {
			case llms.TextContent:
				fmt.Fprintf(&b, " text(%q)", p.Text)
			case llms.ToolCall:
				fmt.Fprintf(&b, " call(%s %s %s)", p.ID, p.FunctionCall.Name, p.FunctionCall.Arguments)
			case llms.ToolCallResponse:
				fmt.Fprintf(&b, " result(%s %q)", p.ToolCallID, p.Content)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestRepair(t *testing.T) {
	in := []llms.MessageContent{
		text(llms.ChatMessageTypeSystem, "Be terse"),
		text(llms.ChatMessageTypeHuman, "Book it"),
		{Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{
			llms.TextContent{Text: "Booking both."}, call("a", "book", `{"x":1}`), call("", "book", `{"x":2}`), call("c", "book", `{"x":`),
		}},
		result("c", "book", "Error: invalid JSON at byte 5"),
		result("zz", "book", "orphan"),
		result("a", "book", "booked"),
		result("a", "book", "booked twice"),
		text(llms.ChatMessageTypeHuman, "thanks"),
	}
	got := render(history.Repair(in))
	want := `system text("Be terse")
human text("Book it")
ai text("Booking both.")
ai call(a book {"x":1})
tool result(a "booked")
ai call(call_2_2 book {"x":2})
tool result(call_2_2 "Tool calling failed with error Chat ended before the tool could be invoked.")
ai text("[call c to book, with arguments that are not valid JSON]\n{\"x\":")
human text("[result of call c to book]\nError: invalid JSON at byte 5")
human text("thanks")
`
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if again := render(history.Repair(history.Repair(in))); again != got {
		t.Fatalf("not idempotent:\n%s", again)
	}
	if render(in) == got {
		t.Fatal("input was modified")
	}
}

// TestEllmerConformance runs ellmer's dangling-tool-request cases: the
// unanswered call gets the error result, before the new user input.
func TestEllmerConformance(t *testing.T) {
	data, err := os.ReadFile("../testdata/conformance/ellmer/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	type turn struct {
		Role         string `json:"role"`
		Text         string `json:"text"`
		ToolRequests []struct {
			ID   string         `json:"id"`
			Name string         `json:"name"`
			Args map[string]any `json:"args"`
		} `json:"tool_requests"`
		ToolResults []struct {
			ID    string `json:"id"`
			Error string `json:"error"`
			Value string `json:"value"`
		} `json:"tool_results"`
	}
	var file struct {
		WireErrorPrefix string `json:"wire_error_prefix"`
		Cases           []struct {
			ID           string `json:"id"`
			SystemPrompt string `json:"system_prompt"`
			History      []turn `json:"history"`
			NewUserInput string `json:"new_user_input"`
			Expect       struct {
				HistorySent []turn `json:"history_sent"`
			} `json:"expect"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	convert := func(turns []turn, prefix string) []llms.MessageContent {
		var out []llms.MessageContent
		for _, tn := range turns {
			role := map[string]llms.ChatMessageType{"user": llms.ChatMessageTypeHuman, "assistant": llms.ChatMessageTypeAI, "system": llms.ChatMessageTypeSystem}[tn.Role]
			for _, r := range tn.ToolResults { // ellmer puts results first in the user turn
				content := r.Value
				if r.Error != "" {
					content = prefix + r.Error
				}
				out = append(out, result(r.ID, "", content))
			}
			if len(tn.ToolRequests) > 0 {
				var cs []llms.ToolCall
				for _, rq := range tn.ToolRequests {
					args, _ := json.Marshal(rq.Args)
					cs = append(cs, call(rq.ID, rq.Name, string(args)))
				}
				out = append(out, calls(cs...))
			}
			if tn.Text != "" {
				out = append(out, text(role, tn.Text))
			}
		}
		return out
	}
	for _, c := range file.Cases {
		t.Run(c.ID, func(t *testing.T) {
			hist := convert(c.History, file.WireErrorPrefix)
			if c.SystemPrompt != "" {
				hist = append([]llms.MessageContent{text(llms.ChatMessageTypeSystem, c.SystemPrompt)}, hist...)
			}
			hist = append(hist, text(llms.ChatMessageTypeHuman, c.NewUserInput))
			got := history.Repair(hist)
			want := convert(c.Expect.HistorySent, file.WireErrorPrefix)
			// The tool name in a result is mend's addition; ellmer's
			// results carry only the ID.
			for i := range got {
				if r, ok := got[i].Parts[0].(llms.ToolCallResponse); ok {
					r.Name = ""
					got[i].Parts = []llms.ContentPart{r}
				}
			}
			if render(got) != render(want) {
				t.Fatalf("got\n%s\nwant\n%s", render(got), render(want))
			}
		})
	}
}

// TestRepairProperties checks, on random histories, that every call is
// followed by exactly its one result, that no result is orphaned, and that
// Repair is idempotent.
func TestRepairProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var in []llms.MessageContent
		ids := []string{"", "a", "b", "c"}
		for range rng.IntN(8) {
			switch rng.IntN(4) {
			case 0:
				in = append(in, text(llms.ChatMessageTypeHuman, "hi"))
			case 1:
				var cs []llms.ToolCall
				for range rng.IntN(3) + 1 {
					args := []string{`{}`, `{"x":1}`, `{"x":`, ``}[rng.IntN(4)]
					cs = append(cs, call(ids[rng.IntN(4)], "t", args))
				}
				m := calls(cs...)
				if rng.IntN(2) == 0 {
					m.Parts = append([]llms.ContentPart{llms.TextContent{Text: "thinking"}}, m.Parts...)
				}
				in = append(in, m)
			case 2:
				in = append(in, result(ids[rng.IntN(4)], "t", "r"))
			case 3:
				in = append(in, text(llms.ChatMessageTypeAI, "answer"))
			}
		}
		out := history.Repair(in)
		for i, m := range out {
			if len(m.Parts) != 1 {
				t.Fatalf("message %d has %d parts:\n%s", i, len(m.Parts), render(out))
			}
			if c, ok := m.Parts[0].(llms.ToolCall); ok {
				if c.ID == "" || !json.Valid([]byte(c.FunctionCall.Arguments)) {
					t.Fatalf("bad call %+v", c)
				}
				r, ok := out[i+1].Parts[0].(llms.ToolCallResponse)
				if i+1 >= len(out) || !ok || r.ToolCallID != c.ID {
					t.Fatalf("call %s not followed by its result:\n%s", c.ID, render(out))
				}
			}
			if r, ok := m.Parts[0].(llms.ToolCallResponse); ok {
				if c, ok := out[i-1].Parts[0].(llms.ToolCall); !ok || c.ID != r.ToolCallID {
					t.Fatalf("orphan result %s:\n%s", r.ToolCallID, render(out))
				}
			}
		}
		if again := history.Repair(out); !reflect.DeepEqual(again, out) {
			t.Fatalf("not idempotent:\n%s\n%s", render(out), render(again))
		}
	}
}

func TestRepairReport(t *testing.T) {
	call := func(id, name, args string) llms.ToolCall {
		return llms.ToolCall{ID: id, Type: "function", FunctionCall: &llms.FunctionCall{Name: name, Arguments: args}}
	}
	msgs := []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeHuman, "hi"),
		{Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{call("a", "get", `{}`), call("", "put", `{}`), call("c", "bad", `{"x":`)}},
		{Role: llms.ChatMessageTypeTool, Parts: []llms.ContentPart{llms.ToolCallResponse{ToolCallID: "zzz", Name: "gone", Content: "x"}}},
	}
	out, fixes := history.RepairReport(msgs)
	if want := history.Repair(msgs); !reflect.DeepEqual(out, want) {
		t.Fatalf("RepairReport's messages differ from Repair's:\n%v\n%v", out, want)
	}
	want := []history.Fix{
		{Kind: history.Answered, Message: 1, CallID: "a", Tool: "get"},
		{Kind: history.NamedID, Message: 1, CallID: "call_1_1", Tool: "put"},
		{Kind: history.Answered, Message: 1, CallID: "call_1_1", Tool: "put"},
		{Kind: history.Answered, Message: 1, CallID: "c", Tool: "bad"},
		{Kind: history.AsText, Message: 1, CallID: "c", Tool: "bad"},
		{Kind: history.Orphan, Message: 2, CallID: "zzz", Tool: "gone"},
	}
	if !reflect.DeepEqual(fixes, want) {
		t.Fatalf("fixes:\n got %+v\nwant %+v", fixes, want)
	}
	if _, again := history.RepairReport(out); len(again) != 0 {
		t.Fatalf("a repaired history reports fixes: %+v", again)
	}
}
