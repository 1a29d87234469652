package strategies_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// openaiClient is langchaingo's openai client against srv, with mend's
// HTTP client when withTransport is set.
func openaiClient(t *testing.T, srv *replay.Server, withTransport bool) llms.Model {
	t.Helper()
	opts := []openai.Option{openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o")}
	if withTransport {
		opts = append(opts, openai.WithHTTPClient(provider.NewClient(nil)))
	}
	m, err := openai.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var validCall = []llms.ToolCall{scripted.Call("call_ok", "Respond", secondAnswer)}

// TestRateLimitHonoursRetryAfter: a provider that answers 429 with
// Retry-After: 1 twice, then a valid answer. The run succeeds after one
// validation attempt and two transient retries, each waiting the second
// the provider asked for.
func TestRateLimitHonoursRetryAfter(t *testing.T) {
	srv := replay.NewOpenAI(
		replay.Fault(429, "Rate limit reached for gpt-4o", "Retry-After", "1"),
		replay.Fault(429, "Rate limit reached for gpt-4o", "Retry-After", "1"),
		replay.OpenAIReply("", validCall, replay.Usage{Input: 400, Output: 60}),
	)
	defer srv.Close()
	loop, err := strategies.New(strategies.Config{Model: openaiClient(t, srv, true), Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Respond"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := loop.Run(t.Context(), question)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Attempts) != 1 || res.Retries() != 2 || res.Attempts[0].Calls != 3 || !res.Attempts[0].Valid() {
		t.Fatalf("%d attempts, %d retries: %+v", len(res.Attempts), res.Retries(), res.Attempts)
	}
	for _, r := range res.Attempts[0].Retries {
		if r.Wait != time.Second || r.Err.Status != 429 || r.Err.Reason != provider.RateLimited || r.N != 1 {
			t.Fatalf("retry %+v", r)
		}
	}
	reqs := srv.Requests()
	for i := 1; i < len(reqs); i++ {
		if gap := reqs[i].At.Sub(reqs[i-1].At); gap < time.Second {
			t.Fatalf("request %d came %v after the 429 that asked for 1s", i+1, gap)
		}
	}
}

// TestRateLimitWithoutTransport: with langchaingo's own HTTP client the
// Retry-After header is lost, but the status in its message still makes
// the 429 transient, and the policy's backoff applies.
func TestRateLimitWithoutTransport(t *testing.T) {
	srv := replay.NewOpenAI(replay.Fault(429, "Rate limit reached"), replay.OpenAIReply("", validCall, replay.Usage{}))
	defer srv.Close()
	loop, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv, false), Tools: []*tool.Tool{respondTool(t)},
		ModelRetry: fastPolicy})
	res, err := loop.Run(t.Context(), question)
	if err != nil || res.Retries() != 1 || res.Attempts[0].Retries[0].Err.Status != 429 {
		t.Fatalf("err %v, %d retries", err, res.Retries())
	}
}

// fastPolicy retries at once, for tests that are not about the waits.
var fastPolicy = graph.RetryPolicy{InitialInterval: time.Millisecond, NoJitter: true}

// TestAuthIsNotRetried: a 401 ends the run after one request, with an
// error that says why.
func TestAuthIsNotRetried(t *testing.T) {
	for _, withTransport := range []bool{true, false} {
		srv := replay.NewOpenAI(replay.Fault(401, "Incorrect API key provided: sk-xxxx."))
		loop, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv, withTransport), Tools: []*tool.Tool{respondTool(t)}})
		_, err := loop.Run(t.Context(), question)
		pe, ok := errors.AsType[*provider.Error](err)
		me, ok2 := errors.AsType[*strategies.ModelError](err)
		if !ok || !ok2 || pe.Reason != provider.Auth || pe.Status != 401 || me.Calls != 1 || len(srv.Requests()) != 1 {
			t.Fatalf("transport %v: %v after %d requests", withTransport, err, len(srv.Requests()))
		}
		if errors.Is(err, strategies.ErrExhausted) {
			t.Fatal("a model failure is not an exhausted validation run")
		}
		srv.Close()
	}
}

// TestDeadline: a run whose context expires while the model is thinking
// ends with an error errors.Is recognises, although langchaingo's openai
// client replaces the context's error with its own text.
func TestDeadline(t *testing.T) {
	srv := replay.NewOpenAI(replay.Response{Delay: time.Minute})
	defer srv.Close()
	for _, withTransport := range []bool{true, false} {
		loop, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv, withTransport), Tools: []*tool.Tool{respondTool(t)}})
		ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
		_, err := loop.Run(ctx, question)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("transport %v: %v", withTransport, err)
		}
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	loop, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv, true), Tools: []*tool.Tool{respondTool(t)}})
	if _, err := loop.Run(ctx, question); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled: %v", err)
	}
}

// TestProviderDown: with the default policy, a provider that always
// answers 503 ends the run within the policy's bound (3 calls, a minute),
// with an error that keeps the last status.
func TestProviderDown(t *testing.T) {
	srv := replay.NewOpenAI()
	srv.SetFallback(replay.Fault(503, "The server is overloaded or not ready yet."))
	defer srv.Close()
	loop, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv, true), Tools: []*tool.Tool{respondTool(t)}})
	start := time.Now()
	_, err := loop.Run(t.Context(), question)
	pe, ok := errors.AsType[*provider.Error](err)
	me, _ := errors.AsType[*strategies.ModelError](err)
	if !ok || pe.Status != 503 || pe.Reason != provider.ServerError || me == nil || me.Calls != 3 || len(me.Retries) != 2 || len(srv.Requests()) != 3 {
		t.Fatalf("%v after %d requests", err, len(srv.Requests()))
	}
	if d := time.Since(start); d > time.Minute {
		t.Fatalf("took %v", d)
	}
	if !strings.Contains(err.Error(), "failed 3 times") || !strings.Contains(err.Error(), "503") {
		t.Fatalf("message: %v", err)
	}
}

// TestBudgetAddsUp: the README's escalation with MaxAttempts 3 could never
// reach its stronger model, so New refuses it and says what to set;
// leaving MaxAttempts zero derives it from the budgets.
func TestBudgetAddsUp(t *testing.T) {
	escalate := strategies.Escalate(
		strategies.Step{Strategy: strategies.JSONPatch{}, Budget: 2},
		strategies.Step{Strategy: strategies.Regenerate{}},
	)
	m := scripted.New()
	_, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respondTool(t)}, MaxAttempts: 3, Strategy: escalate})
	if err == nil || !strings.Contains(err.Error(), "leaves no attempt for escalation step 2 (strategies.Regenerate)") || !strings.Contains(err.Error(), "set MaxAttempts to 4") {
		t.Fatalf("err = %v", err)
	}
	loop, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respondTool(t)}, Strategy: escalate})
	if err != nil || loop.MaxAttempts() != 4 {
		t.Fatalf("derived %d, %v", loop.MaxAttempts(), err)
	}
	bounded := strategies.Escalate(strategies.Step{Strategy: strategies.JSONPatch{}, Budget: 1}, strategies.Step{Strategy: strategies.Regenerate{}, Budget: 2})
	if _, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respondTool(t)}, MaxAttempts: 6, Strategy: bounded}); err == nil || !strings.Contains(err.Error(), "outlasts") {
		t.Fatalf("err = %v", err)
	}
	// A step without a budget before others: they run where it does not apply.
	open := strategies.Escalate(strategies.Step{Strategy: strategies.JSONPatch{}}, strategies.Step{Strategy: strategies.Regenerate{}})
	if l, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respondTool(t)}, MaxAttempts: 7, Strategy: open}); err != nil || l.MaxAttempts() != 7 {
		t.Fatalf("err = %v", err)
	}
	if _, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respondTool(t)}, Strategy: strategies.Escalate()}); err == nil {
		t.Fatal("an empty escalation was accepted")
	}
}

// TestStream: the attempts come as they are checked, with a retry in
// between, and the result last.
func TestStream(t *testing.T) {
	srv := replay.NewOpenAI(
		replay.OpenAIReply("", []llms.ToolCall{scripted.Call("c1", "Respond", firstAnswer)}, replay.Usage{Input: 400, Output: 60}),
		replay.Fault(503, "overloaded"),
		replay.OpenAIReply("", validCall, replay.Usage{Input: 700, Output: 90}),
	)
	defer srv.Close()
	loop, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv, true), Tools: []*tool.Tool{respondTool(t)}, ModelRetry: fastPolicy})
	var got []string
	for ev, err := range loop.Stream(t.Context(), question) {
		switch {
		case ev.Attempt != nil:
			verdict := "valid"
			if !ev.Attempt.Valid() {
				verdict = "invalid " + ev.Attempt.Errors[0].Pointer
			}
			got = append(got, ev.Attempt.Strategy+":"+verdict)
			if len(srv.Requests()) != ev.Attempt.N+ev.Attempt.N-1 { // live: the next request is not made yet
				t.Fatalf("attempt %d reported after %d requests", ev.Attempt.N, len(srv.Requests()))
			}
		case ev.Retry != nil:
			got = append(got, "retry "+string(ev.Retry.Err.Reason))
		case ev.Result != nil:
			if err != nil || ev.Result.Usage.Output != 150 {
				t.Fatalf("result %+v, err %v", ev.Result, err)
			}
			got = append(got, "result")
		}
	}
	if want := "generate:invalid /answer,retry server_error,regenerate:valid,result"; strings.Join(got, ",") != want {
		t.Fatalf("events %q, want %q", strings.Join(got, ","), want)
	}
	// Stopping after the first attempt stops the run: no second request.
	srv2 := replay.NewOpenAI(replay.OpenAIReply("", []llms.ToolCall{scripted.Call("c1", "Respond", firstAnswer)}, replay.Usage{}))
	defer srv2.Close()
	loop2, _ := strategies.New(strategies.Config{Model: openaiClient(t, srv2, true), Tools: []*tool.Tool{respondTool(t)}})
	for ev := range loop2.Stream(t.Context(), question) {
		if ev.Attempt == nil {
			t.Fatalf("event %+v before the first attempt", ev)
		}
		break
	}
	if n := len(srv2.Requests()); n != 1 {
		t.Fatalf("%d requests after the consumer stopped", n)
	}
}

// counted counts its Validate calls.
type counted struct {
	Answer string `json:"answer"`
}

var validations atomic.Int64

func (c counted) Validate() error {
	validations.Add(1)
	if c.Answer == "" {
		return tool.At("/answer", errors.New("empty"))
	}
	return nil
}

// TestOnePass: each answer is validated once, and Decode returns the
// value the accepting validation decoded.
func TestOnePass(t *testing.T) {
	tl, err := tool.Of[counted]("Answer", "Answer.")
	if err != nil {
		t.Fatal(err)
	}
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("a", "Answer", `{"answer":""}`)}},
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("b", "Answer", `{"answer":"42"}`)}},
	)
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{tl}, ToolChoice: "Answer"})
	validations.Store(0)
	v, res, err := strategies.Decode[counted](t.Context(), loop, question)
	if err != nil || v.Answer != "42" || len(res.Attempts) != 2 {
		t.Fatalf("%+v %v", v, err)
	}
	if n := validations.Load(); n != 2 {
		t.Fatalf("Validate ran %d times for two answers", n)
	}
}

// TestStreamBodyPanics: a panic in the loop body is the consumer's, not a
// node's failure: it comes out of the range statement.
func TestStreamBodyPanics(t *testing.T) {
	loop, _ := strategies.New(strategies.Config{Model: scripted.New(scripted.Reply{Calls: validCall}), Tools: []*tool.Tool{respondTool(t)}})
	defer func() {
		if p := recover(); p != "boom" {
			t.Fatalf("recovered %v", p)
		}
	}()
	for range loop.Stream(t.Context(), question) {
		panic("boom")
	}
}
