package strategies_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/schema"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// Respond is the seed's tool: the answer must advertise Llama V3.
type Respond struct {
	Reason string `json:"reason" description:"Step-by-step justification for the answer."`
	Answer string `json:"answer"`
}

func (r Respond) Validate() error {
	if !strings.Contains(strings.ToLower(r.Answer), "llama") {
		return tool.At("/answer", errors.New("You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer."))
	}
	return nil
}

func respondTool(t testing.TB) *tool.Tool {
	r, err := tool.Of[Respond]("Respond", "Use to generate the response. Always use when responding to the user")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func args(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

var question = []llms.MessageContent{
	llms.TextParts(llms.ChatMessageTypeSystem, "Respond directly by calling the Respond function."),
	llms.TextParts(llms.ChatMessageTypeHuman, "Does P = NP?"),
}

// The seed's recorded answers: a first try without the advertisement, then
// Claude's second answer, which has it.
var (
	firstAnswer  = args(Respond{Reason: "P vs NP is an open problem.", Answer: "Nobody knows yet."})
	secondAnswer = args(Respond{Reason: "The question of whether P = NP is one of the most famous unsolved problems in computer science and mathematics.",
		Answer: "With a Llama V3, the answer you'll see,\nWhether P equals NP is a mystery!"})
)

func TestLoopRecovers(t *testing.T) {
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("toolu_1", "Respond", firstAnswer)}, Usage: scripted.Usage{Input: 400, Output: 60}},
		scripted.Reply{Text: "Okay, let me try this again with a fun rhyming advertisement:",
			Calls: []llms.ToolCall{scripted.Call("toolu_01ACZEPYEyqmpf3kA4VERXFY", "Respond", secondAnswer)}, Usage: scripted.Usage{Input: 700, Output: 90}},
	)
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{respondTool(t)}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), question)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Attempts) != 2 || res.Attempts[0].Valid() || !res.Attempts[1].Valid() {
		t.Fatalf("attempts %+v", res.Attempts)
	}
	if res.Usage != (strategies.Usage{Input: 1100, Output: 150}) {
		t.Fatalf("usage %+v", res.Usage)
	}
	calls := res.Calls()
	if len(calls) != 1 || calls[0].ID != "toolu_01ACZEPYEyqmpf3kA4VERXFY" {
		t.Fatalf("final calls %+v", calls)
	}
	// The caller's conversation, then the final answer alone.
	if len(res.Conversation) != 3 || res.Conversation[2].ID != res.Message.ID {
		t.Fatalf("conversation %+v", res.Conversation)
	}
	// The retry showed the failed call and the feedback with the pointer.
	reqs := model.Requests()
	retry := reqs[1].Messages
	fb := retry[len(retry)-1].Parts[0].(llms.ToolCallResponse)
	if fb.ToolCallID != "toolu_1" || !strings.Contains(fb.Content, "/answer: Validate: You MUST start") {
		t.Fatalf("feedback %+v", fb)
	}
	if len(reqs[0].Options.Tools) != 1 || reqs[0].Options.Tools[0].Function.Name != "Respond" {
		t.Fatalf("tools not bound: %+v", reqs[0].Options.Tools)
	}
}

func TestLoopExhausted(t *testing.T) {
	bad := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c", "Respond", `{"reason":"r","answer":{"text":42}}`)}}
	model := scripted.New(bad, bad, bad)
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{respondTool(t)}, MaxAttempts: 3})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), question)
	var rerr *strategies.RetryError
	if !errors.Is(err, strategies.ErrExhausted) || !errors.As(err, &rerr) || rerr.Attempts != 3 || len(rerr.Reports) != 3 {
		t.Fatalf("err = %v", err)
	}
	var verr *validator.Error
	if !errors.As(err, &verr) || verr.Pointer != "/answer" || !errors.Is(err, schema.ErrType) {
		t.Fatalf("the last validation error is not reachable: %v", err)
	}
	if res == nil || len(res.Attempts) != 3 || model.Remaining() != 0 {
		t.Fatalf("result %+v", res)
	}
}

// TestBoundedRetryContext: each retry shows the last failed answer only.
func TestBoundedRetryContext(t *testing.T) {
	var replies []scripted.Reply
	for i := range 5 {
		replies = append(replies, scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c"+string(rune('0'+i)), "Respond", firstAnswer)}})
	}
	model := scripted.New(replies...)
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{respondTool(t)}, MaxAttempts: 5})
	res, err := loop.Run(t.Context(), question)
	if !errors.Is(err, strategies.ErrExhausted) {
		t.Fatalf("err = %v", err)
	}
	reqs := model.Requests()
	for i := 1; i < 5; i++ {
		msgs := reqs[i].Messages
		if len(msgs) != len(question)+2 {
			t.Fatalf("attempt %d sent %d messages, want %d", i+1, len(msgs), len(question)+2)
		}
		if got := msgs[2].Parts[0].(llms.ToolCall).ID; got != "c"+string(rune('0'+i-1)) {
			t.Fatalf("attempt %d showed call %s, want the previous one", i+1, got)
		}
	}
	if a, b := res.Attempts[1].PromptBytes, res.Attempts[4].PromptBytes; a != b {
		t.Fatalf("prompt grew from %d to %d bytes", a, b)
	}
}

func TestFallbackModelAndToolChoice(t *testing.T) {
	main := scripted.New(scripted.Reply{Text: "P vs NP is unsolved."}) // no call, but one is required
	strong := scripted.New(scripted.Reply{Calls: []llms.ToolCall{scripted.Call("s1", "Respond", secondAnswer)}})
	loop, err := strategies.New(strategies.Config{Model: main, Fallback: strong, Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Respond"})
	if err != nil {
		t.Fatal(err)
	}
	got, res, err := strategies.Decode[Respond](t.Context(), loop, question)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got.Answer, "Llama V3") || len(res.Attempts) != 2 {
		t.Fatalf("decoded %+v, %d attempts", got, len(res.Attempts))
	}
	if !errors.Is(res.Attempts[0].Errors[0], validator.ErrNoToolCall) {
		t.Fatalf("first attempt errors %v", res.Attempts[0].Errors)
	}
	choice, ok := main.Requests()[0].Options.ToolChoice.(llms.ToolChoice)
	if !ok || choice.Function.Name != "Respond" {
		t.Fatalf("tool choice %#v", main.Requests()[0].Options.ToolChoice)
	}
	// The strong model saw the request for a call.
	msgs := strong.Requests()[0].Messages
	if last := msgs[len(msgs)-1]; last.Role != llms.ChatMessageTypeHuman || !strings.Contains(last.Parts[0].(llms.TextContent).Text, "Respond") {
		t.Fatalf("retry prompt ends with %+v", last)
	}
	if _, err := strategies.New(strategies.Config{Model: main, Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Nope"}); err == nil {
		t.Fatal("a tool choice naming no tool must fail")
	}
}

func TestPlainAnswerIsFine(t *testing.T) {
	model := scripted.New(scripted.Reply{Text: "No tool needed."})
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{respondTool(t)}})
	res, err := loop.Run(t.Context(), question)
	if err != nil || res.Message.TextContent() != "No tool needed." || len(res.Attempts) != 1 {
		t.Fatalf("res %+v, err %v", res, err)
	}
}

func TestModelErrorStopsTheRun(t *testing.T) {
	boom := errors.New("503 upstream")
	loop, _ := strategies.New(strategies.Config{Model: scripted.New(scripted.Reply{Err: boom}), Tools: []*tool.Tool{respondTool(t)}})
	if _, err := loop.Run(t.Context(), question); !errors.Is(err, boom) || errors.Is(err, strategies.ErrExhausted) {
		t.Fatalf("err = %v", err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := loop.Run(ctx, question); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled: %v", err)
	}
}

// TestCustomStrategy: a StrategyFunc that answers without a model.
func TestCustomStrategy(t *testing.T) {
	fixed := secondAnswer
	strategy := strategies.StrategyFunc(func(_ context.Context, a strategies.Attempt) (strategies.Plan, error) {
		answer := a.Failed
		c := answer.ToolCalls()[0]
		c.FunctionCall = &llms.FunctionCall{Name: "Respond", Arguments: fixed}
		answer.Parts = []llms.ContentPart{c}
		return strategies.Plan{Strategy: "static", Answer: &answer, Note: "replaced the answer"}, nil
	})
	model := scripted.New(scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c1", "Respond", firstAnswer)}})
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{respondTool(t)}, Strategy: strategy})
	res, err := loop.Run(t.Context(), question)
	if err != nil || res.Attempts[1].Strategy != "static" || res.Attempts[1].Note != "replaced the answer" || res.Attempts[1].Usage.Total() != 0 {
		t.Fatalf("res %+v, err %v", res, err)
	}
}
