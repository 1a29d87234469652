// Command transcript runs the LangGraph how-to's hardest extraction, a
// TranscriptSummary of a conversation, twice: with regeneration, which
// keeps breaking something on this deeply nested schema and ends in the
// max-attempts error, and with JSON Patch healing, which converges. Each
// attempt is printed as soon as it is checked (strategies.Loop.Stream):
// its strategy, the validation errors as JSON pointers, the patch
// operations and the tokens; then the final JSON.
//
// "Valid" means the arguments satisfy the TranscriptSummary schema, and no
// more: the schema requires overall_summary, but not that it say
// something, so the patch that adds "overall_summary": "" makes a valid
// answer. The example lists the empty values of the final answer; a type
// that wants content says so (validate:"required" on a string, a
// min=1 rule on a list, or a Validate method), and the loop then retries
// until it has it.
//
// By default it runs offline: the recorded session in testdata/session.json
// is served on loopback in each provider's wire format and read by
// langchaingo's real clients. With a provider it runs against a real model:
//
//	go run ./examples/transcript                                   # offline replay
//	OPENAI_API_KEY=... go run ./examples/transcript -provider openai -model gpt-4o-mini
//	go run ./examples/transcript -provider openai -base-url http://localhost:11434/v1 -model llama3.1   # Ollama
//	ANTHROPIC_API_KEY=... go run ./examples/transcript -provider anthropic -model claude-3-5-haiku-latest
//
// With OTEL_EXPORTER_OTLP_ENDPOINT set, or -otlp, each run is exported as
// a trace (see docs/tracing.md):
//
//	go run ./examples/transcript -otlp http://127.0.0.1:4318     # then open Jaeger on :16686
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
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/internal/models"
	"github.com/mendgraph/mend/internal/otelsetup"
	"github.com/mendgraph/mend/jsonpointer"
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
	models.Flags
	attempts  int
	telemetry otelsetup.Flags
}

func main() {
	var o options
	o.Register(flag.CommandLine, "offline, the recorded session")
	flag.IntVar(&o.attempts, "attempts", 3, "attempts per run, the first included")
	o.telemetry.Register(flag.CommandLine)
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Stdout, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "transcript:", err)
		os.Exit(1)
	}
}

// run runs the example; its traces, if exported, are flushed before it
// returns, also when ctx ends (Ctrl-C).
func run(ctx context.Context, w io.Writer, o options) (err error) {
	tel, err := otelsetup.Start(ctx, "mend-transcript", o.telemetry)
	if err != nil {
		return err
	}
	defer tel.Flush(ctx, &err)
	tel.Announce(w)
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
			ToolChoice: "TranscriptSummary", MaxAttempts: o.attempts, Strategy: r.strategy,
			Graph:          graph.Config{Name: "transcript-" + r.name},
			TracerProvider: tel.TracerProvider, MeterProvider: tel.MeterProvider, Content: tel.Content})
		if err != nil {
			closeModel()
			return err
		}
		fmt.Fprintf(w, "\n== %s (at most %d attempts) ==\n", r.name, o.attempts)
		var res *strategies.Result
		for ev, runErr := range loop.Stream(ctx, conversation) {
			switch {
			case ev.Attempt != nil:
				report(w, *ev.Attempt)
			case ev.Retry != nil:
				fmt.Fprintf(w, "  model call %d failed (%s), retrying in %v\n", ev.Retry.Call, ev.Retry.Err, ev.Retry.Wait.Round(time.Millisecond))
			case ev.Result != nil:
				res, err = ev.Result, runErr
			}
		}
		closeModel()
		switch {
		case errors.Is(err, strategies.ErrExhausted):
			fmt.Fprintf(w, "result: %s\n", firstLine(err.Error()))
		case err != nil:
			return fmt.Errorf("%s: %w", r.name, err)
		default:
			fmt.Fprintf(w, "result: valid after %d attempts, %d output tokens in all\n", len(res.Attempts), res.Usage.Output)
			if empty := emptyValues(res.Calls()[0].FunctionCall.Arguments); len(empty) > 0 {
				fmt.Fprintf(w, "  valid against the schema, which does not ask for content: empty at %s\n", strings.Join(empty, ", "))
			}
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
	m, err := models.New(context.Background(), o.Provider, o.Model, o.BaseURL)
	return m, func() {}, err
}

// report prints one checked attempt.
func report(w io.Writer, a strategies.AttemptReport) {
	fmt.Fprintf(w, "attempt %d  %-10s  tokens in %5d  out %5d\n", a.N, a.Strategy, a.Usage.Input, a.Usage.Output)
	for _, line := range strings.Split(a.Note, "\n") {
		if line != "" {
			fmt.Fprintf(w, "  patch  %s\n", line)
		}
	}
	if a.Valid() {
		fmt.Fprintln(w, "  valid")
		return
	}
	for _, e := range a.Errors {
		ptr := e.Pointer
		if ptr == "" {
			ptr = "(arguments)"
		}
		fmt.Fprintf(w, "  error  %s  %s: %s\n", ptr, e.Keyword, e.Message)
	}
}

// emptyValues lists the pointers of the empty strings, lists and objects
// in a call's arguments, outermost first.
func emptyValues(args string) []string {
	var v any
	if json.Unmarshal([]byte(args), &v) != nil {
		return nil
	}
	var out []string
	var walk func(p jsonpointer.Pointer, v any)
	walk = func(p jsonpointer.Pointer, v any) {
		switch v := v.(type) {
		case string:
			if v == "" {
				out = append(out, p.String())
			}
		case []any:
			if len(v) == 0 {
				out = append(out, p.String())
			}
			for i, x := range v {
				walk(p.Index(i), x)
			}
		case map[string]any:
			if len(v) == 0 && len(p) > 0 {
				out = append(out, p.String())
			}
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				walk(p.Append(k), v[k])
			}
		}
	}
	walk(nil, v)
	return out
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}
