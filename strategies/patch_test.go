package strategies_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	evanphx "github.com/evanphx/json-patch/v5"
	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/jsonpatch"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

type Sourced struct {
	Sources string `json:"sources"`
	Content string `json:"content"`
}

type Member struct {
	Name              Sourced   `json:"name"`
	Age               *int      `json:"age,omitempty"`
	BackgroundDetails []Sourced `json:"background_details"`
}

type Summary struct {
	Participants   []Member `json:"participants"`
	OverallSummary string   `json:"overall_summary"`
	NextSteps      []string `json:"next_steps"`
}

func summaryTool(t testing.TB) *tool.Tool {
	s, err := tool.Of[Summary]("Summary", "Summarize the call.")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func patchCall(id, target, patches string) llms.ToolCall {
	return scripted.Call(id, jsonpatch.ToolName, `{"tool_call_id":"`+target+`","planned_edits":[{"error":"e","fix":"f"}],"patches":`+patches+`}`)
}

const brokenSummary = `{"participants":[{"name":{"sources":"Pete: hey","content":"Pete"}},{"name":{"sources":"Xu: hi","content":"Xu"},"age":"thirty-five","background_details":[]}],"next_steps":[]}`

func TestJSONPatchConverges(t *testing.T) {
	patches := []string{
		`[{"op":"replace","path":"/participants/1/age","value":35},{"op":"add","path":"/overall_summary","value":"A chat."}]`,
		`"[{\"op\":\"add\",\"path\":\"/participants/0/background_details\",\"value\":[]}]"`, // a JSON string, accepted
	}
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Summary", brokenSummary)}, Usage: scripted.Usage{Input: 900, Output: 250}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p1", "call_1", patches[0])}, Usage: scripted.Usage{Input: 1300, Output: 60}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p2", "nonsense-id", patches[1])}, Usage: scripted.Usage{Input: 1350, Output: 40}},
	)
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{summaryTool(t)}, Strategy: strategies.JSONPatch{}, MaxAttempts: 3})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Summarize.")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Attempts) != 3 || res.Attempts[1].Strategy != "jsonpatch" || !strings.Contains(res.Attempts[1].Note, "call_1: replace /participants/1/age = 35") {
		t.Fatalf("attempts %+v", res.Attempts)
	}
	// Attempt 2 fixed two errors and left one (the second patch named an
	// unknown ID, resolved to the one pending call).
	if n := len(res.Attempts[1].Errors); n != 1 || res.Attempts[1].Errors[0].Pointer != "/participants/0/background_details" {
		t.Fatalf("attempt 2 errors %v", res.Attempts[1].Errors)
	}
	// The final arguments are the first answer with every patch replayed.
	want := []byte(brokenSummary)
	for _, p := range patches {
		ops, _ := jsonpatch.Parse([]byte(p))
		if want, err = jsonpatch.Apply(want, ops); err != nil {
			t.Fatal(err)
		}
	}
	if got := res.Calls()[0]; got.ID != "call_1" || !evanphx.Equal([]byte(got.FunctionCall.Arguments), want) {
		t.Fatalf("final %s %s, want %s", got.ID, got.FunctionCall.Arguments, want)
	}
	// The patch model was bound to the patch tool alone, and told which call.
	req := model.Requests()[1]
	if len(req.Options.Tools) != 1 || req.Options.Tools[0].Function.Name != jsonpatch.ToolName {
		t.Fatalf("tools %+v", req.Options.Tools)
	}
	last := req.Messages[len(req.Messages)-1].Parts[0].(llms.TextContent).Text
	if !strings.Contains(last, "tool_call_id: call_1") {
		t.Fatalf("instruction %q", last)
	}
	if out := res.Attempts[1].Usage.Output; out != 60 {
		t.Fatalf("patch attempt output tokens %d", out)
	}
}

// TestJSONPatchFailureIsFedBack: an op that does not apply is reported
// with its index, op, path and reason, and the model fixes it next.
func TestJSONPatchFailureIsFedBack(t *testing.T) {
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Summary", brokenSummary)}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p1", "call_1", `[{"op":"replace","path":"/participants/1/age","value":35},{"op":"replace","path":"/overall_summary","value":"A chat."}]`)}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p2", "call_1", `[{"op":"replace","path":"/participants/1/age","value":35},{"op":"add","path":"/overall_summary","value":"A chat."},{"op":"add","path":"/participants/0/background_details","value":[]}]`)}},
	)
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{summaryTool(t)}, Strategy: strategies.JSONPatch{}})
	res, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Summarize.")})
	if err != nil {
		t.Fatal(err)
	}
	problems := res.Attempts[1].Problems
	if len(problems) != 1 || problems[0].Pointer != "/overall_summary" || !errors.Is(problems[0], jsonpatch.ErrApply) {
		t.Fatalf("problems %v", problems)
	}
	msgs := model.Requests()[2].Messages
	var feedback string
	for _, m := range msgs {
		if r, ok := m.Parts[0].(llms.ToolCallResponse); ok {
			feedback = r.Content
		}
	}
	for _, want := range []string{"op 1 (replace /overall_summary)", "does not apply", "/participants/1/age: type"} {
		if !strings.Contains(feedback, want) {
			t.Errorf("feedback lacks %q:\n%s", want, feedback)
		}
	}
}

func TestJSONPatchAmbiguousID(t *testing.T) {
	two := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("a", "Summary", brokenSummary), scripted.Call("b", "Summary", brokenSummary)}}
	model := scripted.New(two, scripted.Reply{Calls: []llms.ToolCall{patchCall("p", "zzz", `[]`)}})
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{summaryTool(t)}, Strategy: strategies.JSONPatch{}, MaxAttempts: 2})
	res, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Summarize.")})
	if !errors.Is(err, strategies.ErrExhausted) {
		t.Fatalf("err = %v", err)
	}
	p := res.Attempts[1].Problems
	if len(p) != 1 || !strings.Contains(p[0].Message, `tool_call_id "zzz" is not one of the calls to fix (a, b)`) {
		t.Fatalf("problems %v", p)
	}
}

func TestEscalate(t *testing.T) {
	run := func(main, strong *scripted.Model, attempts int) []string {
		t.Helper()
		loop, err := strategies.New(strategies.Config{Model: main, Tools: []*tool.Tool{summaryTool(t)}, ToolChoice: "Summary", MaxAttempts: attempts,
			Strategy: strategies.Escalate(
				strategies.Step{Strategy: strategies.JSONPatch{}, Budget: 2},
				strategies.Step{Strategy: strategies.Regenerate{Model: strong}},
			)})
		if err != nil {
			t.Fatal(err)
		}
		res, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Summarize.")})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, a := range res.Attempts {
			got = append(got, a.Strategy)
		}
		return got
	}
	valid := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("s", "Summary", `{"participants":[],"overall_summary":"ok","next_steps":[]}`)}}
	// Two patches within budget, then the stronger model.
	main := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c", "Summary", brokenSummary)}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p1", "c", `[{"op":"remove","path":"/nope"}]`)}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p2", "c", `[{"op":"remove","path":"/nope"}]`)}},
	)
	if got := run(main, scripted.New(valid), 4); strings.Join(got, " ") != "generate jsonpatch jsonpatch regenerate" {
		t.Fatalf("strategies %v", got)
	}
	// Nothing to patch: the patch step yields to the next one at once.
	if got := run(scripted.New(scripted.Reply{Text: "no call"}), scripted.New(valid), 4); strings.Join(got, " ") != "generate regenerate" {
		t.Fatalf("strategies %v", got)
	}
}

func TestJSONPatchOpenAIWire(t *testing.T) {
	srv := replay.NewOpenAI(
		replay.OpenAIReply("", []llms.ToolCall{scripted.Call("call_1", "Summary", brokenSummary)}, replay.Usage{Input: 900, Output: 240}),
		replay.OpenAIReply("", []llms.ToolCall{patchCall("call_p", "call_1", `[{"op":"replace","path":"/participants/1/age","value":35},{"op":"add","path":"/overall_summary","value":"A chat."},{"op":"add","path":"/participants/0/background_details","value":[]}]`)}, replay.Usage{Input: 1400, Output: 70}),
	)
	defer srv.Close()
	loop, _ := strategies.New(strategies.Config{Model: openaiModel(t, srv), Tools: []*tool.Tool{summaryTool(t)}, Strategy: strategies.JSONPatch{}})
	res, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Summarize.")})
	if err != nil {
		t.Fatal(err)
	}
	body := wire(t, srv.Requests()[1].Body)
	tools := body["tools"].([]any)
	if len(tools) != 1 || tools[0].(map[string]any)["function"].(map[string]any)["name"] != jsonpatch.ToolName {
		t.Fatalf("tools %v", tools)
	}
	if res.Attempts[0].Usage.Output != 240 || res.Attempts[1].Usage.Output != 70 {
		t.Fatalf("usage %+v %+v", res.Attempts[0].Usage, res.Attempts[1].Usage)
	}
}

func TestUsageOf(t *testing.T) {
	for _, c := range []struct {
		provider string
		info     []map[string]any
		want     strategies.Usage
	}{
		{"openai", []map[string]any{{"PromptTokens": 10, "CompletionTokens": 5, "TotalTokens": 15}}, strategies.Usage{Input: 10, Output: 5}},
		{"anthropic", []map[string]any{{"InputTokens": 20, "OutputTokens": 7}, {"InputTokens": 20, "OutputTokens": 7}}, strategies.Usage{Input: 20, Output: 7}},
		{"googleai", []map[string]any{{"input_tokens": int32(30), "output_tokens": int32(9), "PromptTokens": int32(30)}}, strategies.Usage{Input: 30, Output: 9}},
		{"ollama", []map[string]any{{"PromptTokens": 40, "CompletionTokens": 11}}, strategies.Usage{Input: 40, Output: 11}},
		{"json", []map[string]any{{"prompt_tokens": json.Number("50"), "completion_tokens": float64(13)}}, strategies.Usage{Input: 50, Output: 13}},
	} {
		resp := &llms.ContentResponse{}
		for _, info := range c.info {
			resp.Choices = append(resp.Choices, &llms.ContentChoice{GenerationInfo: info})
		}
		if got := strategies.UsageOf(resp); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.provider, got, c.want)
		}
	}
}
