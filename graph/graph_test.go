package graph_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/state"
)

// S is the state of most tests: a log of node names, a counter and a
// last-value channel.
type S struct {
	Log   state.List[string]
	Count state.Counter
	Last  state.Value[string]
}

func (s S) Merge(u S, step state.Step) (S, error) {
	m := state.Merger{Step: step}
	s.Log = state.Field(&m, "log", s.Log, u.Log)
	s.Count = state.Field(&m, "count", s.Count, u.Count)
	s.Last = state.Field(&m, "last", s.Last, u.Last)
	return s, m.Err()
}

// logs returns a node that appends its name to the log and counts itself.
func logs(name string) graph.NodeFunc[S] {
	return func(context.Context, S) (S, error) {
		return S{Log: state.Append(name), Count: 1}, nil
	}
}

var noTrace = graph.Config{TracerProvider: noop.NewTracerProvider()}

func compile(t *testing.T, g *graph.Graph[S]) *graph.Runnable[S] {
	t.Helper()
	r, err := g.Compile()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestSequence(t *testing.T) {
	g := graph.New[S](noTrace)
	g.AddNode("a", logs("a"))
	g.AddNode("b", logs("b"))
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "b")
	g.AddEdge("b", graph.End)
	out, err := compile(t, g).Run(t.Context(), S{Log: state.Append("in")})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Log.All(); !slices.Equal(got, []string{"in", "a", "b"}) || out.Count != 2 {
		t.Fatalf("log %v count %d", got, out.Count)
	}
}

func TestCompileReportsEveryMistake(t *testing.T) {
	g := graph.New[S](graph.Config{})
	g.AddNode("a", logs("a"))
	g.AddNode("a", logs("a"))         // duplicate
	g.AddNode("", logs("x"))          // empty name
	g.AddNode(graph.End, logs("end")) // reserved
	g.AddNode("island", logs("island"))
	g.AddNode("sink", logs("sink")) // reachable, but no way out
	g.AddNode("nilfn", nil)
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "ghost")
	g.AddEdge("a", "sink")
	g.AddEdge("island", graph.End)
	g.AddEdge("nilfn", graph.End)
	g.AddConditionalEdge("a", func(context.Context, S) (string, error) { return graph.End, nil }, graph.End, "phantom")
	g.AddConditionalEdge("a", nil)
	g.AddJoin("a", "nowhere", "a")
	_, err := g.Compile()
	if !errors.Is(err, graph.ErrInvalidGraph) {
		t.Fatalf("err = %v", err)
	}
	msg := err.Error()
	for _, want := range []string{
		`duplicate node "a"`,
		`node 2 has an empty name`,
		`node name "__end__" is reserved`,
		`node "nilfn" has a nil function`,
		`edge target "ghost" is not a node`,
		`router target (from "a") "phantom" is not a node`,
		`conditional edge from "a" has a nil router`,
		`router from "a" declares no targets`,
		`join source "nowhere" is not a node`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}

	// Reachability is checked once the wiring itself is sound.
	g = graph.New[S](graph.Config{})
	g.AddNode("a", logs("a"))
	g.AddNode("island", logs("island"))
	g.AddNode("sink", logs("sink"))
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "sink")
	g.AddEdge("a", graph.End)
	g.AddEdge("island", graph.End)
	_, err = g.Compile()
	for _, want := range []string{`node "island" is unreachable from Start`, `node "sink" has no path to End`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in %v", want, err)
		}
	}

	if _, err := graph.New[S](graph.Config{}).Compile(); err == nil || !strings.Contains(err.Error(), "no edge leaves Start") {
		t.Errorf("empty graph: %v", err)
	}
}

// TestFanOutFanIn runs two nodes in one step, concurrently, and joins them.
// Their updates merge in declaration order whatever the finishing order.
func TestFanOutFanIn(t *testing.T) {
	for _, slowFirst := range []bool{true, false} {
		var started sync.WaitGroup
		started.Add(2)
		node := func(name string, delay bool) graph.NodeFunc[S] {
			return func(ctx context.Context, _ S) (S, error) {
				started.Done()
				started.Wait() // both run at once, or this deadlocks
				if delay {
					time.Sleep(5 * time.Millisecond)
				}
				return S{Log: state.Append(name)}, nil
			}
		}
		g := graph.New[S](noTrace)
		g.AddNode("first", node("first", slowFirst))
		g.AddNode("second", node("second", !slowFirst))
		g.AddNode("join", logs("join"))
		g.AddEdge(graph.Start, "first")
		g.AddEdge(graph.Start, "second")
		g.AddJoin("join", "first", "second")
		g.AddEdge("join", graph.End)
		out, err := compile(t, g).Run(t.Context(), S{})
		if err != nil {
			t.Fatal(err)
		}
		if got := out.Log.All(); !slices.Equal(got, []string{"first", "second", "join"}) {
			t.Fatalf("slowFirst=%v: log %v", slowFirst, got)
		}
	}
}

// TestJoinAcrossSteps: a join fires once all sources have run, even in
// different steps, and only then.
func TestJoinAcrossSteps(t *testing.T) {
	g := graph.New[S](noTrace)
	for _, n := range []string{"up", "side", "other", "down"} {
		g.AddNode(n, logs(n))
	}
	g.AddEdge(graph.Start, "up")
	g.AddEdge("up", "side")
	g.AddEdge("up", "other")
	g.AddEdge("other", graph.End)
	g.AddJoin("down", "up", "side")
	g.AddEdge("down", graph.End)
	var steps [][]string
	for ev, err := range compile(t, g).Stream(t.Context(), S{}) {
		if err != nil {
			t.Fatal(err)
		}
		steps = append(steps, ev.Nodes)
	}
	want := [][]string{{"up"}, {"side", "other"}, {"down"}}
	if !slices.EqualFunc(steps, want, slices.Equal) {
		t.Fatalf("steps %v, want %v", steps, want)
	}
}

func TestConcurrentLastValueWrites(t *testing.T) {
	g := graph.New[S](noTrace)
	write := func(context.Context, S) (S, error) { return S{Last: state.Set("same")}, nil }
	g.AddNode("a", logs("a"))
	g.AddNode("b", write)
	g.AddNode("c", write)
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "b")
	g.AddEdge("a", "c")
	g.AddEdge("b", graph.End)
	g.AddEdge("c", graph.End)
	out, err := compile(t, g).Run(t.Context(), S{})
	var ne *graph.NodeError
	if !errors.As(err, &ne) || ne.Node != "c" || ne.Step != 2 || !errors.Is(err, state.ErrConcurrentUpdate) {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(err.Error(), `at key "last"`) {
		t.Errorf("error does not name the key: %v", err)
	}
	if got := out.Log.All(); !slices.Equal(got, []string{"a"}) {
		t.Errorf("state returned with the error = %v, want the state after step 1", got)
	}
}

func TestConditionalRouting(t *testing.T) {
	g := graph.New[S](noTrace)
	g.AddNode("loop", logs("loop"))
	g.AddNode("done", logs("done"))
	g.AddEdge(graph.Start, "loop")
	g.AddConditionalEdge("loop", func(_ context.Context, st S) (string, error) {
		if st.Count < 3 {
			return "loop", nil
		}
		return "done", nil
	}, "loop", "done")
	g.AddEdge("done", graph.End)
	out, err := compile(t, g).Run(t.Context(), S{})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Log.All(); !slices.Equal(got, []string{"loop", "loop", "loop", "done"}) {
		t.Fatalf("log %v", got)
	}

	// A route outside the declared targets fails the run.
	g = graph.New[S](noTrace)
	g.AddNode("a", logs("a"))
	g.AddNode("b", logs("b"))
	g.AddEdge(graph.Start, "a")
	g.AddConditionalEdge("a", func(context.Context, S) (string, error) { return "c", nil }, "b", graph.End)
	g.AddEdge("b", graph.End)
	_, err = compile(t, g).Run(t.Context(), S{})
	if !errors.Is(err, graph.ErrUnknownRoute) || !strings.Contains(err.Error(), `"c"`) {
		t.Fatalf("err = %v", err)
	}
}

func TestStepLimit(t *testing.T) {
	g := graph.New[S](graph.Config{MaxSteps: 5, TracerProvider: noop.NewTracerProvider()})
	g.AddNode("spin", logs("spin"))
	g.AddEdge(graph.Start, "spin")
	g.AddConditionalEdge("spin", func(context.Context, S) (string, error) { return "spin", nil }, "spin", graph.End)
	out, err := compile(t, g).Run(t.Context(), S{})
	var sl *graph.StepLimitError
	if !errors.As(err, &sl) || !errors.Is(err, graph.ErrStepLimit) || sl.Limit != 5 || !slices.Equal(sl.Next, []string{"spin"}) {
		t.Fatalf("err = %v", err)
	}
	if out.Count != 5 {
		t.Fatalf("ran %d steps, want 5", out.Count)
	}

	// Exactly MaxSteps steps succeed.
	g = graph.New[S](graph.Config{MaxSteps: 3, TracerProvider: noop.NewTracerProvider()})
	for _, n := range []string{"a", "b", "c"} {
		g.AddNode(n, logs(n))
	}
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "b")
	g.AddEdge("b", "c")
	g.AddEdge("c", graph.End)
	if _, err := compile(t, g).Run(t.Context(), S{}); err != nil {
		t.Fatalf("3 steps with MaxSteps 3: %v", err)
	}
}

func TestDefaultStepLimit(t *testing.T) {
	g := graph.New[S](noTrace)
	g.AddNode("spin", logs("spin"))
	g.AddEdge(graph.Start, "spin")
	g.AddEdge("spin", "spin")
	g.AddConditionalEdge("spin", func(context.Context, S) (string, error) { return graph.End, nil }, graph.End)
	out, err := compile(t, g).Run(t.Context(), S{})
	if !errors.Is(err, graph.ErrStepLimit) || out.Count != graph.DefaultMaxSteps {
		t.Fatalf("err = %v after %d steps", err, out.Count)
	}
}

func TestCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	g := graph.New[S](noTrace)
	g.AddNode("a", func(ctx context.Context, _ S) (S, error) {
		cancel() // the node sees the run's context ...
		if ctx.Err() == nil {
			return S{}, errors.New("node context not canceled")
		}
		return S{Log: state.Append("a")}, nil
	})
	g.AddNode("b", logs("b"))
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "b")
	g.AddEdge("b", graph.End)
	out, err := compile(t, g).Run(ctx, S{})
	// ... and the run stops before the next step.
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "before step 2") {
		t.Fatalf("err = %v", err)
	}
	if got := out.Log.All(); !slices.Equal(got, []string{"a"}) {
		t.Fatalf("log %v", got)
	}

	// A cause given to the cancellation is kept.
	cause := errors.New("user went away")
	ctx, cancelCause := context.WithCancelCause(t.Context())
	cancelCause(cause)
	if _, err := compile(t, g).Run(ctx, S{}); !errors.Is(err, cause) {
		t.Fatalf("err = %v, want the cause", err)
	}
}

func TestPanicBecomesNodeError(t *testing.T) {
	boom := errors.New("boom")
	for _, parallel := range []bool{false, true} {
		g := graph.New[S](noTrace)
		g.AddNode("ok", logs("ok"))
		g.AddNode("bad", func(context.Context, S) (S, error) { panic(boom) })
		g.AddNode("other", logs("other"))
		g.AddEdge(graph.Start, "ok")
		g.AddEdge("ok", "bad")
		if parallel {
			g.AddEdge("ok", "other")
		}
		g.AddEdge("bad", graph.End)
		g.AddEdge("other", graph.End)
		if !parallel {
			g.AddEdge(graph.Start, "other")
		}
		_, err := compile(t, g).Run(t.Context(), S{})
		var ne *graph.NodeError
		var pe *graph.PanicError
		if !errors.As(err, &ne) || ne.Node != "bad" || ne.Step != 2 || !errors.As(err, &pe) || !errors.Is(err, boom) {
			t.Fatalf("parallel=%v: err = %v", parallel, err)
		}
		if !strings.Contains(string(pe.Stack), "graph_test") {
			t.Errorf("stack does not show the panicking node")
		}
	}

	// A panicking router is reported the same way.
	g := graph.New[S](noTrace)
	g.AddNode("a", logs("a"))
	g.AddEdge(graph.Start, "a")
	g.AddConditionalEdge("a", func(context.Context, S) (string, error) { panic("router") }, graph.End)
	_, err := compile(t, g).Run(t.Context(), S{})
	if ne, ok := errors.AsType[*graph.NodeError](err); !ok || ne.Node != "a" {
		t.Fatalf("err = %v", err)
	}
}

// TestNoGoroutineOutlivesRun runs a failing parallel step in a synctest
// bubble: the sibling only returns once canceled, and synctest.Test fails
// if any goroutine of the bubble is still alive when the test returns.
func TestNoGoroutineOutlivesRun(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		g := graph.New[S](noTrace)
		g.AddNode("fail", func(context.Context, S) (S, error) { return S{}, errors.New("failed") })
		for _, n := range []string{"wait1", "wait2"} {
			g.AddNode(n, func(ctx context.Context, _ S) (S, error) {
				<-ctx.Done() // only a canceled context lets this return
				return S{}, ctx.Err()
			})
		}
		g.AddEdge(graph.Start, "wait1")
		g.AddEdge(graph.Start, "fail")
		g.AddEdge(graph.Start, "wait2")
		for _, n := range []string{"wait1", "wait2", "fail"} {
			g.AddEdge(n, graph.End)
		}
		_, err := compile(t, g).Run(t.Context(), S{})
		if ne, ok := errors.AsType[*graph.NodeError](err); !ok || ne.Node != "fail" {
			t.Fatalf("err = %v, want the failing node's error, not its siblings' cancellation", err)
		}
	})
}

func TestConcurrentRuns(t *testing.T) {
	g := graph.New[S](noTrace)
	g.AddNode("a", func(_ context.Context, st S) (S, error) {
		return S{Log: state.Append(fmt.Sprint(st.Count)), Count: 1}, nil
	})
	g.AddNode("b", logs("b"))
	g.AddNode("c", logs("c"))
	g.AddEdge(graph.Start, "a")
	g.AddJoin("a", "b", "c")
	g.AddRouter("a", func(_ context.Context, st S) ([]graph.Route[S], error) {
		if st.Count >= 7 {
			return []graph.Route[S]{graph.To[S](graph.End)}, nil
		}
		return []graph.Route[S]{graph.To[S]("b"), graph.To[S]("c")}, nil
	}, graph.End, "b", "c")
	r := compile(t, g)
	want := []string{"shared input", "0", "b", "c", "3", "b", "c", "6"}
	var wg sync.WaitGroup
	var failures atomic.Int32
	input := S{Log: state.Append("shared input")} // shared by all runs
	for range 32 {
		wg.Go(func() {
			out, err := r.Run(context.Background(), input)
			if err != nil || !slices.Equal(out.Log.All(), want) {
				t.Errorf("log %v, err %v", out.Log.All(), err)
				failures.Add(1)
			}
		})
	}
	wg.Wait()
	if failures.Load() != 0 || input.Log.Len() != 1 {
		t.Fatalf("%d runs failed; input log len %d", failures.Load(), input.Log.Len())
	}
}

func TestStream(t *testing.T) {
	g := graph.New[S](noTrace)
	var ran atomic.Int32
	for _, n := range []string{"a", "b", "c"} {
		g.AddNode(n, func(ctx context.Context, st S) (S, error) {
			ran.Add(1)
			return logs(n)(ctx, st)
		})
	}
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "b")
	g.AddEdge("b", "c")
	g.AddEdge("c", graph.End)
	r := compile(t, g)
	var got []string
	for ev, err := range r.Stream(t.Context(), S{}) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%d:%v:%v:%d", ev.Step, ev.Nodes, ev.Updates[0].Log.All(), ev.State.Log.Len()))
	}
	want := []string{"1:[a]:[a]:1", "2:[b]:[b]:2", "3:[c]:[c]:3"}
	if !slices.Equal(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}

	// Stopping early stops the run.
	ran.Store(0)
	for ev := range r.Stream(t.Context(), S{}) {
		if ev.Step == 1 {
			break
		}
	}
	if ran.Load() != 1 {
		t.Fatalf("%d nodes ran after the consumer stopped at step 1", ran.Load())
	}

	// An error is yielded once, last.
	bad := graph.New[S](noTrace)
	bad.AddNode("a", func(context.Context, S) (S, error) { return S{}, errors.New("nope") })
	bad.AddEdge(graph.Start, "a")
	bad.AddEdge("a", graph.End)
	var errs int
	for _, err := range compile(t, bad).Stream(t.Context(), S{}) {
		if err != nil {
			errs++
		}
	}
	if errs != 1 {
		t.Fatalf("%d errors yielded", errs)
	}
}

func TestSend(t *testing.T) {
	g := graph.New[S](noTrace)
	g.AddNode("plan", logs("plan"))
	g.AddNode("work", func(_ context.Context, in S) (S, error) {
		return S{Log: state.Append("work " + in.Last.Get())}, nil
	})
	g.AddNode("reduce", logs("reduce"))
	g.AddEdge(graph.Start, "plan")
	g.AddRouter("plan", func(context.Context, S) ([]graph.Route[S], error) {
		var routes []graph.Route[S]
		for _, item := range []string{"x", "y", "z"} {
			routes = append(routes, graph.Send("work", S{Last: state.Set(item)}))
		}
		return append(routes, graph.To[S]("reduce")), nil
	}, "work", "reduce")
	g.AddEdge("work", graph.End)
	g.AddEdge("reduce", graph.End)
	out, err := compile(t, g).Run(t.Context(), S{})
	if err != nil {
		t.Fatal(err)
	}
	// Pull tasks first (reduce), then sends in send order.
	if got := out.Log.All(); !slices.Equal(got, []string{"plan", "reduce", "work x", "work y", "work z"}) {
		t.Fatalf("log %v", got)
	}
}

// Chat is a conversation state, used by the subgraph test.
type Chat struct {
	Messages state.Messages
}

func (c Chat) Merge(u Chat, step state.Step) (Chat, error) {
	m := state.Merger{Step: step}
	c.Messages = state.Field(&m, "messages", c.Messages, u.Messages)
	return c, m.Err()
}

func TestSubgraph(t *testing.T) {
	child := graph.New[Chat](graph.Config{Name: "child", TracerProvider: noop.NewTracerProvider()})
	child.AddNode("answer", func(_ context.Context, c Chat) (Chat, error) {
		last, _ := c.Messages.Last()
		return Chat{Messages: state.Add(state.Text(llms.ChatMessageTypeAI, "echo: "+last.TextContent()))}, nil
	})
	child.AddEdge(graph.Start, "answer")
	child.AddEdge("answer", graph.End)
	cr, err := child.Compile()
	if err != nil {
		t.Fatal(err)
	}
	parent := graph.New[S](noTrace)
	parent.AddNode("ask", graph.Subgraph(cr,
		func(p S) Chat {
			return Chat{Messages: state.Add(state.Text(llms.ChatMessageTypeHuman, p.Last.Get()))}
		},
		func(_ S, c Chat) S {
			last, _ := c.Messages.Last()
			return S{Log: state.Append(last.TextContent()), Count: state.Counter(c.Messages.Len())}
		}))
	parent.AddEdge(graph.Start, "ask")
	parent.AddEdge("ask", graph.End)
	out, err := compile(t, parent).Run(t.Context(), S{Last: state.Set("ping")})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Log.All(); !slices.Equal(got, []string{"echo: ping"}) || out.Count != 2 {
		t.Fatalf("log %v count %d", got, out.Count)
	}
}

func TestTracing(t *testing.T) {
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	g := graph.New[S](graph.Config{Name: "traced", TracerProvider: tp})
	g.AddNode("a", logs("a"))
	g.AddNode("b", func(context.Context, S) (S, error) { return S{}, errors.New("b failed") })
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "b")
	g.AddEdge("b", graph.End)
	if _, err := compile(t, g).Run(t.Context(), S{}); err == nil {
		t.Fatal("no error")
	}
	spans := rec.Ended()
	if len(spans) != 3 {
		t.Fatalf("%d spans, want 3 (run + 2 nodes)", len(spans))
	}
	byName := map[string]sdktrace.ReadOnlySpan{}
	for _, s := range spans {
		byName[s.Name()] = s
	}
	run, a, b := byName["graph.run traced"], byName["graph.node a"], byName["graph.node b"]
	if run == nil || a == nil || b == nil {
		t.Fatalf("span names: %v", slices.Collect(func(yield func(string) bool) {
			for n := range byName {
				yield(n)
			}
		}))
	}
	if a.Parent().SpanID() != run.SpanContext().SpanID() || b.Parent().SpanID() != run.SpanContext().SpanID() {
		t.Error("node spans are not children of the run span")
	}
	if !hasAttr(a, attribute.String("mend.node", "a")) || !hasAttr(b, attribute.Int("mend.step", 2)) {
		t.Errorf("attributes: %v / %v", a.Attributes(), b.Attributes())
	}
	if b.Status().Code != codes.Error || run.Status().Code != codes.Error || a.Status().Code == codes.Error {
		t.Errorf("statuses: run %v a %v b %v", run.Status(), a.Status(), b.Status())
	}
}

func hasAttr(s sdktrace.ReadOnlySpan, kv attribute.KeyValue) bool {
	return slices.Contains(s.Attributes(), kv)
}
