package strategies_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// The seed's recorded Claude output for the second attempt (a text block,
// then the tool_use block with its ID).
const claudeText = "Okay, let me try this again with a fun rhyming advertisement:"

var claudeCall = scripted.Call("toolu_01ACZEPYEyqmpf3kA4VERXFY", "Respond", secondAnswer)

func openaiModel(t *testing.T, srv *replay.Server) llms.Model {
	m, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func anthropicModel(t *testing.T, srv *replay.Server) llms.Model {
	m, err := anthropic.New(anthropic.WithBaseURL(srv.URL), anthropic.WithToken("offline"), anthropic.WithModel("claude-3-haiku-20240307"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// wire decodes a recorded request body.
func wire(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestOpenAIWire(t *testing.T) {
	srv := replay.NewOpenAI(
		replay.OpenAIReply("", []llms.ToolCall{scripted.Call("call_1", "Respond", firstAnswer)}, replay.Usage{Input: 412, Output: 58}),
		replay.OpenAIReply(claudeText, []llms.ToolCall{claudeCall}, replay.Usage{Input: 701, Output: 96}),
	)
	defer srv.Close()
	loop, err := strategies.New(strategies.Config{Model: openaiModel(t, srv), Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Respond"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), question)
	if err != nil {
		t.Fatal(err)
	}
	if res.Usage != (strategies.Usage{Input: 1113, Output: 154}) || res.Calls()[0].ID != claudeCall.ID {
		t.Fatalf("usage %+v, calls %+v", res.Usage, res.Calls())
	}
	reqs := srv.Requests()
	if len(reqs) != 2 || reqs[0].Header.Get("Authorization") != "Bearer offline" {
		t.Fatalf("%d requests, auth %q", len(reqs), reqs[0].Header.Get("Authorization"))
	}
	first := wire(t, reqs[0].Body)
	tools := first["tools"].([]any)
	fn := tools[0].(map[string]any)["function"].(map[string]any)
	if fn["name"] != "Respond" || fn["parameters"].(map[string]any)["additionalProperties"] != false {
		t.Fatalf("tool sent: %v", fn)
	}
	if tc := first["tool_choice"].(map[string]any); tc["type"] != "function" || tc["function"].(map[string]any)["name"] != "Respond" {
		t.Fatalf("tool_choice sent: %v", first["tool_choice"])
	}
	// The retry: system, user, the failed call, its feedback.
	msgs := wire(t, reqs[1].Body)["messages"].([]any)
	if len(msgs) != 4 {
		t.Fatalf("retry sent %d messages: %s", len(msgs), reqs[1].Body)
	}
	call := msgs[2].(map[string]any)["tool_calls"].([]any)[0].(map[string]any)
	if call["id"] != "call_1" || call["function"].(map[string]any)["arguments"] != firstAnswer {
		t.Fatalf("failed call sent as %v", call)
	}
	result := msgs[3].(map[string]any)
	if result["role"] != "tool" || result["tool_call_id"] != "call_1" || !strings.Contains(result["content"].(string), "/answer: Validate:") {
		t.Fatalf("feedback sent as %v", result)
	}
}

func TestAnthropicWire(t *testing.T) {
	srv := replay.NewAnthropic(
		replay.AnthropicReply("Sure.", []llms.ToolCall{scripted.Call("toolu_A", "Respond", firstAnswer)}, replay.Usage{Input: 520, Output: 70}),
		replay.AnthropicReply(claudeText, []llms.ToolCall{claudeCall}, replay.Usage{Input: 830, Output: 120}),
	)
	defer srv.Close()
	loop, err := strategies.New(strategies.Config{Model: anthropicModel(t, srv), Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Respond"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), question)
	if err != nil {
		t.Fatal(err)
	}
	// anthropic's client repeats the usage on each content block: counted once.
	if res.Usage != (strategies.Usage{Input: 1350, Output: 190}) {
		t.Fatalf("usage %+v", res.Usage)
	}
	if res.Message.TextContent() != claudeText || res.Calls()[0].ID != claudeCall.ID {
		t.Fatalf("final %+v", res.Message)
	}
	reqs := srv.Requests()
	if reqs[0].Header.Get("X-Api-Key") != "offline" || reqs[0].Path != "/v1/messages" {
		t.Fatalf("request %s %v", reqs[0].Path, reqs[0].Header)
	}
	first := wire(t, reqs[0].Body)
	if first["system"] != "Respond directly by calling the Respond function." {
		t.Fatalf("system %v", first["system"])
	}
	// The retry shows the failed answer's text and tool_use, then the
	// feedback as a tool_result: history hygiene split the answer, since
	// the client sends only the first part of an assistant message.
	msgs := wire(t, reqs[1].Body)["messages"].([]any)
	var kinds []string
	for _, m := range msgs {
		mm := m.(map[string]any)
		for _, c := range mm["content"].([]any) {
			cc := c.(map[string]any)
			kinds = append(kinds, mm["role"].(string)+":"+cc["type"].(string))
			if cc["type"] == "tool_result" && (cc["tool_use_id"] != "toolu_A" || !strings.Contains(cc["content"].(string), "Llama V3")) {
				t.Fatalf("tool_result %v", cc)
			}
		}
	}
	want := "user:text assistant:text assistant:tool_use user:tool_result"
	if strings.Join(kinds, " ") != want {
		t.Fatalf("retry content %q, want %q\n%s", strings.Join(kinds, " "), want, reqs[1].Body)
	}
}

// TestAnthropicParallelAndInvalid: a failed answer with two calls, one of
// them with arguments that are not JSON, goes back to anthropic whole:
// both calls, each with its result; the invalid one as text.
func TestAnthropicParallelAndInvalid(t *testing.T) {
	srv := replay.NewAnthropic(replay.AnthropicReply("", []llms.ToolCall{claudeCall}, replay.Usage{Input: 900, Output: 80}))
	defer srv.Close()
	first := scripted.New(scripted.Reply{Calls: []llms.ToolCall{
		scripted.Call("toolu_P1", "Respond", `{"reason":"r","answer":"no ad"}`),
		scripted.Call("toolu_P2", "Respond", `{"reason": "r", "answer": "llama`),
	}})
	loop, err := strategies.New(strategies.Config{Model: first, Fallback: anthropicModel(t, srv), Tools: []*tool.Tool{respondTool(t)}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := loop.Run(t.Context(), question); err != nil {
		t.Fatal(err)
	}
	body := string(srv.Requests()[0].Body)
	for _, want := range []string{`"tool_use_id":"toolu_P1"`, `"id":"toolu_P1"`, `[call toolu_P2 to Respond, with arguments that are not valid JSON]`, `[result of call toolu_P2 to Respond]`, `invalid JSON at byte`} {
		if !strings.Contains(body, want) {
			t.Errorf("request lacks %s:\n%s", want, body)
		}
	}
	if strings.Contains(body, `"id":"toolu_P2"`) {
		t.Errorf("the invalid call was sent as a tool_use:\n%s", body)
	}
}
