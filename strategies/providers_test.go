package strategies_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/googleai"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"
	"google.golang.org/api/option"

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
	// The client never sends tool_choice: the system prompt asks for the call.
	first := wire(t, reqs[0].Body)
	if first["system"] != "Respond directly by calling the Respond function.\n\nAnswer with a call to the tool Respond." || first["tool_choice"] != nil {
		t.Fatalf("system %q, tool_choice %v", first["system"], first["tool_choice"])
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
		scripted.Call("toolu_P2", "Respond", `["reason", "llama`), // not an object, even leniently
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

func googleaiModel(t *testing.T, srv *replay.Server) llms.Model {
	t.Helper()
	m, err := googleai.New(t.Context(), googleai.WithRest(), googleai.WithAPIKey("offline"), googleai.WithDefaultModel("gemini-2.0-flash"),
		func(o *googleai.Options) { o.ClientOptions = append(o.ClientOptions, option.WithEndpoint(srv.URL)) })
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestGoogleAIWire: langchaingo's googleai client takes tool parameters
// only in a schema subset (the summary's $defs and nullable age would fail
// it) and returns calls without IDs: mend lowers the schema, gives each
// call an ID, and the retry shows the failed call with its result.
func TestGoogleAIWire(t *testing.T) {
	srv := replay.NewGoogleAI(
		replay.GoogleAIReply("", []llms.ToolCall{scripted.Call("", "Summary", brokenSummary)}, replay.Usage{Input: 610, Output: 180}),
		replay.GoogleAIReply("", []llms.ToolCall{scripted.Call("", "Summary", `{"participants":[],"overall_summary":"A chat.","next_steps":[]}`)}, replay.Usage{Input: 900, Output: 40}),
	)
	defer srv.Close()
	loop, err := strategies.New(strategies.Config{Model: googleaiModel(t, srv), Tools: []*tool.Tool{summaryTool(t)}, ToolChoice: "Summary"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeSystem, "Summarize calls."), llms.TextParts(llms.ChatMessageTypeHuman, "Pete: hey\nXu: hi")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Attempts) != 2 || res.Usage != (strategies.Usage{Input: 1510, Output: 220}) || res.Calls()[0].ID != "call_2_0" {
		t.Fatalf("%d attempts, usage %+v, calls %+v", len(res.Attempts), res.Usage, res.Calls())
	}
	reqs := srv.Requests()
	if !strings.HasSuffix(reqs[0].Path, "/models/gemini-2.0-flash:streamGenerateContent") {
		t.Fatalf("path %s", reqs[0].Path)
	}
	first := string(reqs[0].Body)
	if strings.Contains(first, "$defs") || strings.Contains(first, "anyOf") {
		t.Errorf("the schema was not lowered:\n%s", first)
	}
	for _, want := range []string{`"functionDeclarations"`, `"name":"Summary"`, "Answer with a call to the tool Summary."} {
		if !strings.Contains(first, want) {
			t.Errorf("first request lacks %s:\n%s", want, first)
		}
	}
	retry := string(reqs[1].Body)
	for _, want := range []string{`"functionCall":{"name":"Summary"`, `"functionResponse":{"name":"Summary"`, "/participants/1/age"} {
		if !strings.Contains(strings.ReplaceAll(retry, " ", ""), strings.ReplaceAll(want, " ", "")) {
			t.Errorf("retry lacks %s:\n%s", want, retry)
		}
	}
}

// TestOllamaWire: langchaingo's native ollama client sends no tools and
// reads no calls. mend describes the tools in the system prompt, recovers
// the call the model writes as text, and sends the failed call and its
// feedback back as text.
func TestOllamaWire(t *testing.T) {
	srv := replay.NewOllama(
		replay.OllamaReply(`{"name": "Respond", "arguments": `+firstAnswer+`}`, replay.Usage{Input: 310, Output: 45}),
		replay.OllamaReply("Here is the corrected call:\n```json\n{\"name\": \"Respond\", \"arguments\": "+secondAnswer+"}\n```", replay.Usage{Input: 520, Output: 70}),
	)
	defer srv.Close()
	m, err := ollama.New(ollama.WithServerURL(srv.URL), ollama.WithModel("llama3.1"))
	if err != nil {
		t.Fatal(err)
	}
	loop, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Respond"})
	if err != nil {
		t.Fatal(err)
	}
	got, res, err := strategies.Decode[Respond](t.Context(), loop, question)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got.Answer, "Llama V3") || len(res.Attempts) != 2 || res.Usage != (strategies.Usage{Input: 830, Output: 115}) {
		t.Fatalf("%+v, %d attempts, usage %+v", got, len(res.Attempts), res.Usage)
	}
	if r := res.Attempts[0].Repairs; len(r) == 0 || !strings.Contains(strings.Join(r, "\n"), "1 call recovered from the text") {
		t.Fatalf("repairs %v", r)
	}
	reqs := srv.Requests()
	var first struct {
		Messages []struct{ Role, Content string }
		Tools    any
	}
	json.Unmarshal(reqs[0].Body, &first)
	if first.Tools != nil || first.Messages[0].Role != "system" || !strings.Contains(first.Messages[0].Content, "- Respond: Use to generate the response.") ||
		!strings.Contains(first.Messages[0].Content, "You must call the tool Respond.") {
		t.Fatalf("first request: %s", reqs[0].Body)
	}
	var retry struct {
		Messages []struct{ Role, Content string }
	}
	json.Unmarshal(reqs[1].Body, &retry)
	n := len(retry.Messages)
	if retry.Messages[n-2].Role != "assistant" || !strings.Contains(retry.Messages[n-2].Content, `{"name":"Respond","arguments":`) ||
		retry.Messages[n-1].Role != "user" || !strings.Contains(retry.Messages[n-1].Content, "/answer: Validate: You MUST start") {
		t.Fatalf("retry: %s", reqs[1].Body)
	}
}
