package jobs_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/internal/demo"
	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// timedSink is a memSink that notes when each record came.
type timedSink struct {
	memSink
	at []time.Time
}

func (s *timedSink) Append(r *jobs.Record) (bool, error) {
	s.at = append(s.at, time.Now())
	return s.memSink.Append(r)
}

// memSink is a Sink that keeps nothing but the IDs.
type memSink struct{ done map[string]bool }

func (s *memSink) Done(id string) bool { return s.done[id] }
func (s *memSink) Append(r *jobs.Record) (bool, error) {
	if s.done[r.ID] {
		return false, nil
	}
	s.done[r.ID] = true
	return true, nil
}

// BenchmarkThroughput runs jobs against the recorded model answering
// after a fixed 200 ms, at several concurrencies, and reports documents per
// second beside the ideal (concurrency / latency) as a ratio.
func BenchmarkThroughput(b *testing.B) {
	const latency = 200 * time.Millisecond
	for _, conc := range []int{1, 8, 64, 256} {
		b.Run(fmt.Sprintf("conc=%d", conc), func(b *testing.B) {
			extract, _ := setup(b, demo.Faults{Latency: latency}, jobs.Limits{})
			docs := demo.Generate(conc * 4)
			var total time.Duration
			for b.Loop() {
				start := time.Now()
				if _, err := jobs.Run(context.Background(), jobs.Config{Concurrency: conc}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, &memSink{done: map[string]bool{}}); err != nil {
					b.Fatal(err)
				}
				total += time.Since(start)
			}
			rate := float64(conc*4*b.N) / total.Seconds()
			ideal := float64(conc) / latency.Seconds()
			b.ReportMetric(rate, "docs/s")
			b.ReportMetric(rate/ideal, "of-ideal")
		})
	}
}

// BenchmarkThroughputFaults is BenchmarkThroughput with a fault mix: one
// document in 10 answered invalidly first (a validation retry), and a
// 429 with Retry-After: 1, a 500 and a dropped connection about every
// 90 requests. Every request, faults included, takes the 200 ms. The
// ideal is the time the model and its mandated waits take, spread over
// the slots: (requests × 200 ms + 429s × 1 s) / concurrency. A job has 20
// documents per slot, so that the last documents' retries (a 429 holds
// its document 1.4 s) weigh less on the whole.
func BenchmarkThroughputFaults(b *testing.B) {
	const latency = 200 * time.Millisecond
	for _, conc := range []int{1, 8, 64, 256} {
		b.Run(fmt.Sprintf("conc=%d", conc), func(b *testing.B) {
			f := demo.Faults{Latency: latency, InvalidEvery: 10, RateLimitEvery: 97, ServerErrorEvery: 89, DropEvery: 83}
			extract, srv := setup(b, f, jobs.Limits{})
			n := conc * 20
			docs := demo.Generate(n)
			var total, ideal time.Duration
			var steady []float64
			for b.Loop() {
				r0, l0 := srv.Counts()
				sink := &timedSink{memSink: memSink{done: map[string]bool{}}}
				start := time.Now()
				sum, err := jobs.Run(context.Background(), jobs.Config{Concurrency: conc}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, sink)
				if err != nil || sum.Succeeded != n {
					b.Fatalf("%v %+v", err, sum)
				}
				total += time.Since(start)
				r1, l1 := srv.Counts()
				busy := time.Duration(r1-r0)*latency + time.Duration(l1-l0)*time.Second
				ideal += busy / time.Duration(conc)
				// Steady state: the rate from the 10th to the 90th
				// percentile of completions, against the slots' rate.
				t10, t90 := sink.at[n/10], sink.at[n*9/10]
				rate := float64(n*8/10) / t90.Sub(t10).Seconds()
				steady = append(steady, rate/(float64(conc)*float64(n)/busy.Seconds()))
			}
			b.ReportMetric(float64(n*b.N)/total.Seconds(), "docs/s")
			b.ReportMetric(ideal.Seconds()/total.Seconds(), "of-ideal")
			slices.Sort(steady)
			b.ReportMetric(steady[len(steady)/2], "steady-of-ideal")
		})
	}
}

// BenchmarkLimitHeld runs a job whose concurrency would go far past a
// requests-per-minute limit, and reports the rate reached as a share of
// the limit (1 is the limit exactly).
func BenchmarkLimitHeld(b *testing.B) {
	const rpm = 1200 // 20 a second
	extract, _ := setup(b, demo.Faults{}, jobs.Limits{RequestsPerMinute: rpm, Burst: 1})
	docs := demo.Generate(100)
	var total time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := jobs.Run(context.Background(), jobs.Config{Concurrency: 64}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, &memSink{done: map[string]bool{}}); err != nil {
			b.Fatal(err)
		}
		total += time.Since(start)
	}
	// 100 requests, the first free (the burst): 99 intervals of 1/20 s
	rate := float64(99*b.N) / total.Seconds() * 60
	b.ReportMetric(rate/rpm, "of-limit")
}

// BenchmarkOverhead is the cost of a document in a job beside a bare
// langchaingo call to the same server: CPU time and bytes allocated per
// document (ns/op and B/op), on a server that answers at once.
func BenchmarkOverhead(b *testing.B) {
	b.Run("job", func(b *testing.B) {
		extract, _ := setup(b, demo.Faults{}, jobs.Limits{})
		docs := demo.Generate(b.N)
		b.ReportAllocs()
		b.ResetTimer()
		if _, err := jobs.Run(context.Background(), jobs.Config{Concurrency: 1}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, &memSink{done: map[string]bool{}}); err != nil {
			b.Fatal(err)
		}
	})
	b.Run("bare", func(b *testing.B) {
		srv := demo.NewServer(demo.Faults{})
		defer srv.Close()
		model := bareModel(b, srv.URL)
		text := demo.GeneratedPrefix + `{"invoice_number":"GEN-1","vendor":{"name":"V","country":"DE"},"currency":"EUR","items":[{"description":"i","quantity":1,"unit_price":1.5}],"total":1.5}`
		msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeSystem, jobs.DefaultInstructions), llms.TextParts(llms.ChatMessageTypeHuman, text)}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := model.GenerateContent(context.Background(), msgs); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkPeakMemory runs jobs of 10,000 and 100,000 documents, read
// from a file and journaled to one, through the validation loop on an
// in-process model, and reports the peak live heap (sampled every 2 ms)
// and what the job keeps per document. Run it once: -benchtime=1x.
func BenchmarkPeakMemory(b *testing.B) {
	respond := scripted.Func(func(_ context.Context, req scripted.Request) (scripted.Reply, error) {
		text := req.Messages[len(req.Messages)-1].Parts[0].(llms.TextContent).Text
		return scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", demo.Tool, strings.TrimPrefix(text, demo.GeneratedPrefix))}, Usage: scripted.Usage{Input: 300, Output: 60}}, nil
	})
	tl, err := demo.NewTool()
	if err != nil {
		b.Fatal(err)
	}
	loop, err := strategies.New(strategies.Config{Model: respond, Tools: []*tool.Tool{tl}, ToolChoice: demo.Tool})
	if err != nil {
		b.Fatal(err)
	}
	extract := jobs.LoopExtractor(jobs.Extraction{Loop: loop, Tool: demo.Tool})
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("docs=%d", n), func(b *testing.B) {
			dir := b.TempDir()
			in, err := os.Create(filepath.Join(dir, "in.jsonl"))
			if err != nil {
				b.Fatal(err)
			}
			if err := demo.WriteGenerated(in, n); err != nil {
				b.Fatal(err)
			}
			in.Close()
			for b.Loop() {
				out := filepath.Join(dir, fmt.Sprintf("out-%d.jsonl", time.Now().UnixNano()))
				j, err := jobs.OpenJournal(out, false)
				if err != nil {
					b.Fatal(err)
				}
				f, err := os.Open(filepath.Join(dir, "in.jsonl"))
				if err != nil {
					b.Fatal(err)
				}
				runtime.GC()
				base := liveHeap()
				var peak atomic.Uint64
				stop := make(chan struct{})
				sampled := make(chan struct{})
				go func() {
					defer close(sampled)
					t := time.NewTicker(2 * time.Millisecond)
					defer t.Stop()
					for {
						select {
						case <-stop:
							return
						case <-t.C:
							if h := liveHeap(); h > peak.Load() {
								peak.Store(h)
							}
						}
					}
				}()
				sum, err := jobs.Run(context.Background(), jobs.Config{Concurrency: 64}, jobs.ReadJSONL(f, jobs.JSONL{}), extract, j)
				close(stop)
				<-sampled
				runtime.GC()
				kept := liveHeap() - min(base, liveHeap())
				f.Close()
				j.Close()
				if err != nil || sum.Succeeded != n {
					b.Fatalf("%v: %+v", err, sum)
				}
				b.ReportMetric(float64(peak.Load()-min(base, peak.Load()))/(1<<20), "peak-MB")
				b.ReportMetric(float64(kept)/float64(n), "kept-B/doc")
			}
		})
	}
}

// liveHeap is the heap's live objects, in bytes, as of the last GC cycle
// plus what was allocated since (runtime/metrics' heap objects class).
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
