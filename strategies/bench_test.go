package strategies_test

import (
	"context"
	"testing"
	"time"

	metricnoop "go.opentelemetry.io/otel/metric/noop"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	tracenoop "go.opentelemetry.io/otel/trace/noop"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// benchModel answers the first request of a conversation with firstAnswer
// (invalid) when bad is set, and every other request with secondAnswer.
func benchModel(bad bool) scripted.Func {
	return func(_ context.Context, req scripted.Request) (scripted.Reply, error) {
		args := secondAnswer
		if bad && len(req.Messages) == len(question) {
			args = firstAnswer
		}
		return scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", args)}, Usage: scripted.Usage{Input: 400, Output: 60}}, nil
	}
}

// BenchmarkLoopOverhead measures what the loop adds to the model calls it
// makes: a bare call of the same in-process model, then whole runs of one
// and two attempts. (loop - calls×bare) / attempts is the loop's own cost
// per attempt.
func BenchmarkLoopOverhead(b *testing.B) {
	respond := respondTool(b)
	b.Run("bare-call", func(b *testing.B) {
		m := benchModel(false)
		opts := []llms.CallOption{llms.WithTools([]llms.Tool{respond.Definition()})}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := m.GenerateContent(b.Context(), question, opts...); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, c := range []struct {
		name string
		bad  bool
	}{{"attempts=1", false}, {"attempts=2", true}} {
		b.Run(c.name, func(b *testing.B) {
			loop, err := strategies.New(strategies.Config{Model: benchModel(c.bad), Tools: []*tool.Tool{respond}, ToolChoice: "Respond"})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := strategies.Decode[Respond](b.Context(), loop, question); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRetryAfter measures how closely the loop honours a provider's
// Retry-After: the server answers 429 with Retry-After: 1 twice, then a
// valid answer, through langchaingo's openai client and provider.Client.
// It reports the mean gap between a 429 and the next request, and how far
// that gap is over the second asked for, in percent. Run it with a small
// -benchtime (each iteration waits 2 s): -benchtime 5x.
func BenchmarkRetryAfter(b *testing.B) {
	respond := respondTool(b)
	var gaps []time.Duration
	for b.Loop() {
		srv := replay.NewOpenAI(
			replay.Fault(429, "Rate limit reached", "Retry-After", "1"),
			replay.Fault(429, "Rate limit reached", "Retry-After", "1"),
			replay.OpenAIReply("", []llms.ToolCall{scripted.Call("c", "Respond", secondAnswer)}, replay.Usage{}),
		)
		m, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithHTTPClient(provider.NewClient(nil)))
		if err != nil {
			b.Fatal(err)
		}
		loop, err := strategies.New(strategies.Config{Model: m, Tools: []*tool.Tool{respond}})
		if err != nil {
			b.Fatal(err)
		}
		res, err := loop.Run(b.Context(), question)
		if err != nil || res.Retries() != 2 {
			b.Fatalf("%v, %d retries", err, res.Retries())
		}
		reqs := srv.Requests()
		for i := 1; i < len(reqs); i++ {
			gaps = append(gaps, reqs[i].At.Sub(reqs[i-1].At))
		}
		srv.Close()
	}
	var sum time.Duration
	for _, g := range gaps {
		sum += g
	}
	mean := sum / time.Duration(len(gaps))
	b.ReportMetric(float64(mean.Microseconds())/1000, "ms-gap")
	b.ReportMetric(100*float64(mean-time.Second)/float64(time.Second), "%-over")
}

// BenchmarkTelemetry measures what tracing and metrics cost a run of two
// attempts (two model calls, two validations): with no-op providers
// ("off"), with the global providers left unset ("global", what a program
// that never configures OpenTelemetry gets), and with the SDK recording
// every span into a batching exporter that discards them and every metric
// into a reader ("sdk").
func BenchmarkTelemetry(b *testing.B) {
	respond := respondTool(b)
	run := func(b *testing.B, cfg strategies.Config) {
		cfg.Model, cfg.Tools, cfg.ToolChoice = benchModel(true), []*tool.Tool{respond}, "Respond"
		loop, err := strategies.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := loop.Run(b.Context(), question); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("off", func(b *testing.B) {
		run(b, strategies.Config{TracerProvider: tracenoop.NewTracerProvider(), MeterProvider: metricnoop.NewMeterProvider()})
	})
	b.Run("global", func(b *testing.B) { run(b, strategies.Config{}) })
	b.Run("sdk", func(b *testing.B) {
		tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(discard{}))
		mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(sdkmetric.NewManualReader()))
		defer tp.Shutdown(context.Background())
		run(b, strategies.Config{TracerProvider: tp, MeterProvider: mp})
	})
}

// discard is a span exporter that drops what it is given.
type discard struct{}

func (discard) ExportSpans(context.Context, []sdktrace.ReadOnlySpan) error { return nil }
func (discard) Shutdown(context.Context) error                             { return nil }
