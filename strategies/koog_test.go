package strategies_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// TestKoogLLMFixConformance runs the cases of Koog's
// LLMBasedToolCallFixProcessor (testdata/conformance/koog) through the
// loop: the case's input is the model's first answer, its scripted replies
// the intent check's ("YES"/"NO") and the retries'. The tool choice is
// auto, so that a reply in prose goes to the intent check (IntentCheck),
// as Koog's does. mend differs on purpose:
//
//   - Running out of retries is a *RetryError, not the invalid input
//     returned as if it were fine.
//   - The last retry's answer is checked. Koog uses its fallback processor
//     without looking at it (a bug its README notes); here the fallback is
//     the next step of an escalation: the minimal fix on the main model
//     first (Regenerate{Minimal: true}, Koog's fix prompt without the
//     conversation), then a full regeneration on the fallback model.
func TestKoogLLMFixConformance(t *testing.T) {
	f, err := os.Open("../testdata/conformance/koog/cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type reply struct {
		Kind     string `json:"kind"`
		ToolName string `json:"tool_name"`
		Content  string `json:"content"`
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	ran := 0
	for sc.Scan() {
		var c struct {
			ID        string `json:"id"`
			Processor string `json:"processor"`
			Tools     []struct {
				Name        string          `json:"name"`
				Description string          `json:"description"`
				Parameters  json.RawMessage `json:"parameters"`
			} `json:"tools"`
			Config struct {
				MaxRetries int    `json:"max_retries"`
				Fallback   string `json:"fallback"`
			} `json:"config"`
			Input    reply   `json:"input"`
			Script   []reply `json:"llm_script"`
			Fallback []reply `json:"fallback_script"`
			Expect   struct {
				Calls []struct {
					Name      string          `json:"name"`
					Arguments json.RawMessage `json:"arguments"`
				} `json:"calls"`
				Unchanged bool `json:"unchanged"`
			} `json:"expect"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		if c.Processor != "LLMBasedToolCallFixProcessor" {
			continue
		}
		ran++
		t.Run(c.ID, func(t *testing.T) {
			var tools []*tool.Tool
			for _, tl := range c.Tools {
				tt, err := tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: tl.Name, Description: tl.Description, Parameters: tl.Parameters}})
				if err != nil {
					t.Fatal(err)
				}
				tools = append(tools, tt)
			}
			toScripted := func(r reply, i int) scripted.Reply {
				if r.Kind == "tool_call" {
					return scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_"+string(rune('a'+i)), r.ToolName, r.Content)}}
				}
				return scripted.Reply{Text: r.Content}
			}
			replies := []scripted.Reply{toScripted(c.Input, 0)}
			var verdicts []scripted.Reply
			intended := c.Input.Kind == "tool_call"
			for i, r := range c.Script {
				if r.Kind == "text" && (r.Content == "YES" || r.Content == "NO") {
					intended = r.Content == "YES"
					verdicts = append(verdicts, scripted.Reply{Text: r.Content})
					continue // the intent check's reply
				}
				replies = append(replies, toScripted(r, i+1))
			}
			intent := scripted.New(verdicts...)
			cfg := strategies.Config{Model: scripted.New(replies...), Tools: tools, MaxAttempts: 4,
				IntentCheck: &strategies.IntentCheck{Model: intent}, Strategy: strategies.Regenerate{Minimal: true}}
			if c.Config.MaxRetries > 0 {
				cfg.MaxAttempts = 1 + c.Config.MaxRetries
			}
			res, err := strategies.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			out, err := res.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "What is 5 + 3?")})
			switch {
			case c.Expect.Unchanged && intended:
				// Koog returns the input unchanged; mend reports the failure.
				if !errors.Is(err, strategies.ErrExhausted) {
					t.Fatalf("err = %v, want ErrExhausted", err)
				}
				return
			case c.Expect.Unchanged:
				if err != nil || out.Message.TextContent() != c.Input.Content || len(out.Attempts) != 1 || out.Attempts[0].Intent != "no" {
					t.Fatalf("a text answer that meant no call must stand: %+v %v", out, err)
				}
				return
			}
			if c.Input.Kind == "text" && (len(intent.Requests()) != 1 || out.Attempts[0].Intent != "yes") {
				t.Fatalf("the intent check was asked %d times, verdict %q", len(intent.Requests()), out.Attempts[0].Intent)
			}
			if n := len(intent.Requests()); n > 0 {
				sys := intent.Requests()[0].Messages[0].Parts[0].(llms.TextContent).Text
				if sys != strategies.DefaultIntentPrompt || intent.Requests()[0].Messages[1].Parts[0].(llms.TextContent).Text != c.Input.Content {
					t.Fatalf("intent check prompt %q", intent.Requests()[0].Messages)
				}
			}
			if err != nil {
				t.Fatal(err)
			}
			calls := out.Calls()
			if len(calls) != len(c.Expect.Calls) {
				t.Fatalf("calls %+v", calls)
			}
			for i, w := range c.Expect.Calls {
				var got, want any
				json.Unmarshal([]byte(calls[i].FunctionCall.Arguments), &got)
				json.Unmarshal(w.Arguments, &want)
				if calls[i].FunctionCall.Name != w.Name || !reflect.DeepEqual(got, want) {
					t.Fatalf("call %d: %s %s, want %s %s", i, calls[i].FunctionCall.Name, calls[i].FunctionCall.Arguments, w.Name, w.Arguments)
				}
			}
			if c.Config.Fallback != "" {
				// The fallback model takes over when the main one keeps failing.
				main := scripted.New(toScripted(c.Input, 0), scripted.Reply{Text: "still no call"})
				fallback := scripted.New(toScripted(c.Fallback[0], 9))
				loop, _ := strategies.New(strategies.Config{Model: main, Tools: tools, ToolChoice: "required",
					Strategy: strategies.Escalate(
						strategies.Step{Strategy: strategies.Regenerate{Minimal: true}, Budget: 1},
						strategies.Step{Strategy: strategies.Regenerate{Model: fallback}},
					)})
				out, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "What is 5 + 3?")})
				if err != nil || out.Attempts[1].Strategy != "fix" || out.Attempts[2].Strategy != "regenerate" || out.Calls()[0].FunctionCall.Name != "plus" {
					t.Fatalf("fallback: %+v %v", out, err)
				}
				// The minimal fix sent the fixing prompt and the failed answer only.
				fix := main.Requests()[1].Messages
				if len(fix) != 2 || fix[0].Parts[0].(llms.TextContent).Text != strategies.DefaultFixPrompt ||
					!strings.Contains(fix[1].Parts[0].(llms.TextContent).Text, "The reply to fix:") {
					t.Fatalf("fix prompt %+v", fix)
				}
			}
			// Every retry's feedback named the problem.
			for _, a := range out.Attempts[:len(out.Attempts)-1] {
				if len(a.Errors) == 0 || !strings.Contains(a.Errors[0].Error(), "validator:") {
					t.Fatalf("attempt %d errors %v", a.N, a.Errors)
				}
			}
		})
	}
	if ran != 7 {
		t.Fatalf("ran %d cases, want 7", ran)
	}
}
