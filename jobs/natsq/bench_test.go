package natsq_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/mendgraph/mend/internal/demo"
	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/jobs/natsq"
)

// BenchmarkThroughput runs a queued job on an embedded JetStream server:
// 4 workers, each with 16 documents in flight, against a model answering
// after 200 ms; 10 documents per slot. It reports documents per second from
// the workers' start to the collector's end, against the ideal (64 / 200
// ms = 320 docs/s).
func BenchmarkThroughput(b *testing.B) {
	const latency, workers, each, perSlot = 200 * time.Millisecond, 4, 16, 10
	url := startServer(b)
	_, js := connect(b, url)
	srv := demo.NewServer(demo.Faults{Latency: latency})
	defer srv.Close()
	extract := extractor(b, srv)
	n := workers * each * perSlot
	var total time.Duration
	run := 0
	for b.Loop() {
		run++
		cfg := natsq.Config{Job: fmt.Sprintf("bench%d", run), AckWait: time.Minute}
		submit(b, js, cfg, demo.Generate(n))
		start := time.Now()
		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		for range workers {
			_, wjs := connect(b, url)
			wg.Go(func() {
				if _, err := natsq.Work(ctx, wjs, cfg, natsq.WorkConfig{Concurrency: each}, extract); err != nil {
					b.Error(err)
				}
			})
		}
		c, err := natsq.Collect(context.Background(), js, cfg, &countSink{done: map[string]bool{}})
		total += time.Since(start)
		cancel()
		wg.Wait()
		if err != nil || c.Written != n {
			b.Fatalf("%v: %+v", err, c)
		}
	}
	rate := float64(n*b.N) / total.Seconds()
	b.ReportMetric(rate, "docs/s")
	b.ReportMetric(rate/(float64(workers*each)/latency.Seconds()), "of-ideal")
}

// countSink is a Sink that keeps the IDs only.
type countSink struct{ done map[string]bool }

func (s *countSink) Done(id string) bool { return s.done[id] }
func (s *countSink) Append(r *jobs.Record) (bool, error) {
	if s.done[r.ID] {
		return false, nil
	}
	s.done[r.ID] = true
	return true, nil
}
