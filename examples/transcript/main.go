// Command transcript runs the LangGraph how-to's hardest extraction, a
// TranscriptSummary of a conversation, twice: with regeneration, which
// keeps breaking something on this deeply nested schema and ends in the
// max-attempts error, and with JSON Patch healing, which converges. For
// every attempt it prints the strategy, the validation errors as pointers,
// the patch operations and the tokens; then the final JSON.
//
// By default it runs offline: the recorded session in testdata/session.json
// is served on loopback in each provider's wire format and read by
// langchaingo's real clients. With a provider it runs against a real model:
//
//	go run ./examples/transcript                                   # offline replay
//	OPENAI_API_KEY=... go run ./examples/transcript -provider openai -model gpt-4o-mini
//	go run ./examples/transcript -provider openai -base-url http://localhost:11434/v1 -model llama3.1   # Ollama
//	ANTHROPIC_API_KEY=... go run ./examples/transcript -provider anthropic -model claude-3-5-haiku-latest
package main

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/examples/internal/provider"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

//go:embed testdata/session.json
var sessionJSON []byte

// session is the recorded session (see testdata/make_session.py).
type session struct {
	System     string          `json:"system"`
	User       string          `json:"user"`
	Regenerate recordedRun     `json:"regenerate"`
	JSONPatch  recordedRun     `json:"jsonpatch"`
	Final      json.RawMessage `json:"final"`
}

type recordedRun struct {
	Wire    string `json:"wire"`
	Model   string `json:"model"`
	Replies []struct {
		Text      string          `json:"text"`
		CallID    string          `json:"call_id"`
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
		Usage     struct {
			Input  int `json:"input"`
			Output int `json:"output"`
		} `json:"usage"`
	} `json:"replies"`
}

type options struct {
	provider.Flags
	attempts int
}

func main() {
	var o options
	o.Register(flag.CommandLine, "offline, the recorded session")
	flag.IntVar(&o.attempts, "attempts", 3, "attempts per run, the first included")
	flag.Parse()
	if err := run(context.Background(), os.Stdout, o); err != nil {
		fmt.Fprintln(os.Stderr, "transcript:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, w io.Writer, o options) error {
	var s session
	if err := json.Unmarshal(sessionJSON, &s); err != nil {
		return fmt.Errorf("recorded session: %w", err)
	}
	summary, err := tool.Of[TranscriptSummary]("TranscriptSummary", "Summarize the conversation.")
	if err != nil {
		return err
	}
	conversation := []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, s.System),
		llms.TextParts(llms.ChatMessageTypeHuman, s.User),
	}
	if o.Provider == "replay" {
		fmt.Fprintln(w, "Offline: replaying the recorded session (testdata/session.json) through langchaingo's real clients on loopback.")
		fmt.Fprintln(w, "Its token counts are estimates (4 bytes per token); run with -provider for a real model and real counts.")
	}

	var patched *strategies.Result
	for _, r := range []struct {
		name     string
		rec      recordedRun
		strategy strategies.Strategy
	}{
		{"regenerate", s.Regenerate, strategies.Regenerate{}},
		{"jsonpatch", s.JSONPatch, strategies.JSONPatch{}},
	} {
		model, closeModel, err := newModel(o, r.rec)
		if err != nil {
			return err
		}
		loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{summary},
			ToolChoice: "TranscriptSummary", MaxAttempts: o.attempts, Strategy: r.strategy})
		if err != nil {
			closeModel()
			return err
		}
		fmt.Fprintf(w, "\n== %s (at most %d attempts) ==\n", r.name, o.attempts)
		res, err := loop.Run(ctx, conversation)
		closeModel()
		report(w, res)
		switch {
		case errors.Is(err, strategies.ErrExhausted):
			fmt.Fprintf(w, "result: %s\n", firstLine(err.Error()))
		case err != nil:
			return fmt.Errorf("%s: %w", r.name, err)
		default:
			fmt.Fprintf(w, "result: valid after %d attempts, %d output tokens in all\n", len(res.Attempts), res.Usage.Output)
			if r.name == "jsonpatch" {
				patched = res
			}
		}
	}
	if patched == nil {
		return errors.New("the JSON patch run did not converge")
	}
	var out bytes.Buffer
	if err := json.Indent(&out, []byte(patched.Calls()[0].FunctionCall.Arguments), "", "  "); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nfinal JSON:\n%s\n", out.Bytes())
	return nil
}

// newModel returns the model of a run: a real client against the recorded
// run's replay server, or against the chosen provider.
func newModel(o options, rec recordedRun) (llms.Model, func(), error) {
	switch o.Provider {
	case "replay":
		var srv *replay.Server
		var responses []replay.Response
		for _, r := range rec.Replies {
			name := r.Name
			if name == "" {
				name = "TranscriptSummary"
			}
			call := llms.ToolCall{ID: r.CallID, Type: "function", FunctionCall: &llms.FunctionCall{Name: name, Arguments: string(r.Arguments)}}
			u := replay.Usage{Input: r.Usage.Input, Output: r.Usage.Output}
			if rec.Wire == "anthropic" {
				responses = append(responses, replay.AnthropicReply(r.Text, []llms.ToolCall{call}, u))
			} else {
				responses = append(responses, replay.OpenAIReply(r.Text, []llms.ToolCall{call}, u))
			}
		}
		var m llms.Model
		var err error
		if rec.Wire == "anthropic" {
			srv = replay.NewAnthropic(responses...)
			m, err = anthropic.New(anthropic.WithBaseURL(srv.URL), anthropic.WithToken("offline"), anthropic.WithModel(rec.Model))
		} else {
			srv = replay.NewOpenAI(responses...)
			m, err = openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel(rec.Model))
		}
		return m, srv.Close, err
	}
	m, err := provider.New(o.Provider, o.Model, o.BaseURL)
	return m, func() {}, err
}

func report(w io.Writer, res *strategies.Result) {
	if res == nil {
		return
	}
	for _, a := range res.Attempts {
		fmt.Fprintf(w, "attempt %d  %-10s  tokens in %5d  out %5d\n", a.N, a.Strategy, a.Usage.Input, a.Usage.Output)
		for _, line := range strings.Split(a.Note, "\n") {
			if line != "" {
				fmt.Fprintf(w, "  patch  %s\n", line)
			}
		}
		if a.Valid() {
			fmt.Fprintln(w, "  valid")
			continue
		}
		for _, e := range a.Errors {
			ptr := e.Pointer
			if ptr == "" {
				ptr = "(arguments)"
			}
			fmt.Fprintf(w, "  error  %s  %s: %s\n", ptr, e.Keyword, e.Message)
		}
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}
