package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/internal/models"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// TestOffline runs the example as `go run ./examples/transcript` does.
func TestOffline(t *testing.T) {
	var out bytes.Buffer
	if err := run(t.Context(), &out, options{Flags: models.Flags{Provider: "replay"}, attempts: 3}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"== regenerate (at most 3 attempts) ==",
		"result: strategies: attempts exhausted after 3 attempts",
		"error  /key_moments/0/background_info/1/why  required: missing property",
		"== jsonpatch (at most 3 attempts) ==",
		"patch  toolu_01JjnQVgzPKLCJxXgEppQpfD: add /overall_summary = \"\"",
		"result: valid after 2 attempts",
		"valid against the schema, which does not ask for content: empty at /insightful_quotes",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// The final JSON is the seed's final call.
	final := got[strings.Index(got, "final JSON:\n")+len("final JSON:\n"):]
	var s session
	json.Unmarshal(sessionJSON, &s)
	var a, b any
	if err := json.Unmarshal([]byte(final), &a); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(s.Final, &b)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("final JSON differs from the seed's:\n%s", final)
	}
}

// BenchmarkPromptBytes measures the prompt of each attempt of a
// regeneration run that never succeeds, on the transcript schema: the
// bounded retry context keeps attempts 2 to 5 at the same size. It reports
// the bytes of langchaingo's JSON form of the messages (tools excluded), and
// what a history of every failed attempt would have grown to.
func BenchmarkPromptBytes(b *testing.B) {
	var s session
	if err := json.Unmarshal(sessionJSON, &s); err != nil {
		b.Fatal(err)
	}
	summary, err := tool.Of[TranscriptSummary]("TranscriptSummary", "Summarize the conversation.")
	if err != nil {
		b.Fatal(err)
	}
	conversation := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeSystem, s.System), llms.TextParts(llms.ChatMessageTypeHuman, s.User)}
	var res *strategies.Result
	for b.Loop() {
		var responses []replay.Response
		for i := range 5 {
			r := s.Regenerate.Replies[i%3]
			responses = append(responses, replay.OpenAIReply("", []llms.ToolCall{{ID: fmt.Sprintf("call_%d", i+1), Type: "function",
				FunctionCall: &llms.FunctionCall{Name: "TranscriptSummary", Arguments: string(r.Arguments)}}}, replay.Usage{}))
		}
		srv := replay.NewOpenAI(responses...)
		model, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o"))
		if err != nil {
			b.Fatal(err)
		}
		loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{summary}, ToolChoice: "TranscriptSummary", MaxAttempts: 5})
		if err != nil {
			b.Fatal(err)
		}
		res, _ = loop.Run(b.Context(), conversation)
		srv.Close()
	}
	unbounded := 0
	for _, a := range res.Attempts {
		b.ReportMetric(float64(a.PromptBytes), fmt.Sprintf("bytes/attempt%d", a.N))
		if a.N == 1 {
			unbounded = a.PromptBytes
		} else {
			// a history of every attempt adds the previous answer and its feedback each time
			unbounded += res.Attempts[1].PromptBytes - res.Attempts[0].PromptBytes
		}
	}
	b.ReportMetric(float64(unbounded), "bytes/attempt5-unbounded")
}
