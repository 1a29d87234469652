package main

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/schema"
	"github.com/mendgraph/mend/state"
)

// W1 graph-overhead (../shared/bench/README.md): the validation-retry loop
// count_messages -> llm -> validator -> (fallback -> validator)* -> finalizer
// over a scripted model, with tracing off.

// w1State is the W1 state: messages with add_messages semantics (replace by
// ID, else append) and attempts, last write wins.
type w1State struct {
	Messages state.Messages
	Attempts state.Value[int]
}

func (s w1State) Merge(u w1State, step state.Step) (w1State, error) {
	m := state.Merger{Step: step}
	s.Messages = state.Field(&m, "messages", s.Messages, u.Messages)
	s.Attempts = state.Field(&m, "attempts", s.Attempts, u.Attempts)
	return s, m.Err()
}

const (
	w1ArgsInvalid = `{"value":"bad"}`
	w1ArgsValid   = `{"value":"ok"}`
	w1Valid       = "valid"
)

// w1Input builds the invocation's input, fresh each time.
func w1Input() w1State {
	return w1State{Messages: state.Add(
		state.Message{ID: "sys", MessageContent: llms.MessageContent{Role: llms.ChatMessageTypeSystem,
			Parts: []llms.ContentPart{llms.TextContent{Text: "You extract structured data."}}}},
		state.Message{ID: "u1", MessageContent: llms.MessageContent{Role: llms.ChatMessageTypeHuman,
			Parts: []llms.ContentPart{llms.TextContent{Text: "Summarize the call."}}}},
	)}
}

// w1Model is the scripted model: an invalid call while attempts < k, then a
// valid one. It builds a new message each time, as a client decoding a
// response would.
func w1Model(attempts, k int) state.Message {
	args := w1ArgsValid
	if attempts < k {
		args = w1ArgsInvalid
	}
	return state.Message{ID: "ai", MessageContent: llms.MessageContent{Role: llms.ChatMessageTypeAI,
		Parts: []llms.ContentPart{llms.ToolCall{ID: "call_1", Type: "function",
			FunctionCall: &llms.FunctionCall{Name: "submit", Arguments: args}}}}}
}

// w1Schema is what the W1 validator checks: the arguments are a JSON object
// whose "value" is "ok". mend's compiled validator parses the whole text.
const w1Schema = `{"type":"object","properties":{"value":{"const":"ok"}},"required":["value"]}`

func buildW1(k int) (*graph.Runnable[w1State], error) {
	argSchema, err := schema.Compile([]byte(w1Schema))
	if err != nil {
		return nil, err
	}
	g := graph.New[w1State](graph.Config{Name: "w1", MaxSteps: 25, TracerProvider: noop.NewTracerProvider()})
	callModel := func(_ context.Context, st w1State) (w1State, error) {
		n := st.Attempts.Get()
		return w1State{Messages: state.Add(w1Model(n, k)), Attempts: state.Set(n + 1)}, nil
	}
	g.AddNode("count_messages", func(_ context.Context, st w1State) (w1State, error) {
		return w1State{Messages: state.Add(state.Message{ID: "count", MessageContent: llms.MessageContent{
			Role:  llms.ChatMessageTypeSystem,
			Parts: []llms.ContentPart{llms.TextContent{Text: "messages=" + strconv.Itoa(st.Messages.Len())}},
		}})}, nil
	})
	g.AddNode("llm", callModel)
	g.AddNode("validator", func(_ context.Context, st w1State) (w1State, error) {
		var call llms.ToolCall
	scan:
		for i := st.Messages.Len() - 1; i >= 0; i-- {
			m := st.Messages.At(i)
			if m.Role != llms.ChatMessageTypeAI {
				continue
			}
			for _, p := range m.Parts {
				if c, ok := p.(llms.ToolCall); ok {
					call = c
					break scan
				}
			}
		}
		if call.FunctionCall == nil {
			return w1State{}, fmt.Errorf("no tool call")
		}
		content := `invalid: value must be "ok"`
		if argSchema.ValidString(call.FunctionCall.Arguments) {
			content = w1Valid
		}
		return w1State{Messages: state.Add(state.Message{
			ID: "v" + strconv.Itoa(st.Attempts.Get()),
			MessageContent: llms.MessageContent{Role: llms.ChatMessageTypeTool,
				Parts: []llms.ContentPart{llms.ToolCallResponse{ToolCallID: call.ID, Name: call.FunctionCall.Name, Content: content}}},
		})}, nil
	})
	g.AddNode("fallback", callModel)
	g.AddNode("finalizer", func(_ context.Context, st w1State) (w1State, error) {
		return w1State{Messages: state.Add(state.Message{ID: "final", MessageContent: llms.MessageContent{
			Role: llms.ChatMessageTypeAI, Parts: []llms.ContentPart{llms.TextContent{Text: "done"}}}})}, nil
	})
	g.AddEdge(graph.Start, "count_messages")
	g.AddEdge("count_messages", "llm")
	g.AddEdge("llm", "validator")
	g.AddConditionalEdge("validator", func(_ context.Context, st w1State) (string, error) {
		if last, ok := st.Messages.Last(); ok && w1Verdict(last) {
			return "finalizer", nil
		}
		return "fallback", nil
	}, "finalizer", "fallback")
	g.AddEdge("fallback", "validator")
	g.AddEdge("finalizer", graph.End)
	return g.Compile()
}

func w1Verdict(m state.Message) bool {
	for _, p := range m.Parts {
		if r, ok := p.(llms.ToolCallResponse); ok {
			return r.Content == w1Valid
		}
	}
	return false
}

// w1Check verifies one invocation's final state against the W1 spec.
func w1Check(st w1State, k int) error {
	want := []string{"sys", "u1", "count", "ai"}
	for i := 1; i <= k+1; i++ {
		want = append(want, "v"+strconv.Itoa(i))
	}
	want = append(want, "final")
	msgs := st.Messages.Slice()
	if len(msgs) != len(want) {
		return fmt.Errorf("got %d messages, want %d", len(msgs), len(want))
	}
	for i, m := range msgs {
		if m.ID != want[i] {
			return fmt.Errorf("message %d has id %q, want %q", i, m.ID, want[i])
		}
	}
	if got := msgs[2].TextContent(); got != "messages=2" {
		return fmt.Errorf("count content %q", got)
	}
	if c := msgs[3].ToolCalls(); len(c) != 1 || c[0].FunctionCall.Arguments != w1ArgsValid {
		return fmt.Errorf("ai message does not carry the valid call: %+v", c)
	}
	if !w1Verdict(msgs[len(msgs)-2]) {
		return fmt.Errorf("v%d is not valid", k+1)
	}
	if st.Attempts.Get() != k+1 {
		return fmt.Errorf("attempts = %d, want %d", st.Attempts.Get(), k+1)
	}
	return nil
}

// w1Seq measures one invocation at a time.
func w1Seq(r *graph.Runnable[w1State]) func(b *testing.B) {
	return func(b *testing.B) {
		ctx := context.Background()
		b.ReportAllocs()
		for b.Loop() {
			if _, err := r.Run(ctx, w1Input()); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// w1Concurrent measures with 64 invocations in flight: 64 goroutines pull
// invocations from a shared counter.
func w1Concurrent(r *graph.Runnable[w1State]) func(b *testing.B) {
	return func(b *testing.B) {
		ctx := context.Background()
		b.ReportAllocs()
		var left atomic.Int64
		left.Store(int64(b.N))
		var failed atomic.Value
		var wg sync.WaitGroup
		b.ResetTimer()
		for range 64 {
			wg.Go(func() {
				for left.Add(-1) >= 0 {
					if _, err := r.Run(ctx, w1Input()); err != nil {
						failed.Store(err)
						return
					}
				}
			})
		}
		wg.Wait()
		if err, _ := failed.Load().(error); err != nil {
			b.Fatal(err)
		}
	}
}

// w1 returns the W1 samples and the W1 checks: 65 concurrent invocations
// per K, each checked against the spec.
func w1() ([]bench, []check, error) {
	var benches []bench
	var checks []check
	for _, k := range []int{0, 2} {
		r, err := buildW1(k)
		if err != nil {
			return nil, nil, err
		}
		name := fmt.Sprintf("W1 K=%d ", k)
		errs := make([]error, 65)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() {
				st, err := r.Run(context.Background(), w1Input())
				if err == nil {
					err = w1Check(st, k)
				}
				errs[i] = err
			})
		}
		wg.Wait()
		var first error
		for _, err := range errs {
			if err != nil {
				first = err
				break
			}
		}
		checks = append(checks, check{workload: name + "seq", err: first}, check{workload: name + "c64", err: first})
		benches = append(benches,
			bench{workload: name + "seq", unit: "us/inv", scale: 1000, fn: w1Seq(r)},
			bench{workload: name + "c64", unit: "us/inv", scale: 1000, fn: w1Concurrent(r)})
	}
	return benches, checks, nil
}
