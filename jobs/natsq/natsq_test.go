package natsq_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/internal/demo"
	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/jobs/natsq"
	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// startServer runs a real NATS server with JetStream in the test's
// process, on a loopback port, storing in a temporary folder.
func startServer(t testing.TB) string {
	t.Helper()
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true,
		StoreDir: t.TempDir(), NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server did not start")
	}
	t.Cleanup(s.Shutdown)
	return s.ClientURL()
}

func connect(t testing.TB, url string) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	nc, err := nats.Connect(url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return nc, js
}

// extractor is the validation loop over the recorded invoice model.
func extractor(t testing.TB, srv *demo.Server) jobs.Extractor {
	t.Helper()
	model, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o-mini"),
		openai.WithHTTPClient(provider.NewClient(nil)))
	if err != nil {
		t.Fatal(err)
	}
	tl, err := demo.NewTool()
	if err != nil {
		t.Fatal(err)
	}
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{tl}, ToolChoice: demo.Tool,
		ModelRetry: graph.RetryPolicy{MaxAttempts: 5, InitialInterval: 10 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	return jobs.LoopExtractor(jobs.Extraction{Loop: loop, Tool: demo.Tool})
}

func submit(t testing.TB, js jetstream.JetStream, cfg natsq.Config, docs []byte) natsq.Submitted {
	t.Helper()
	s, err := natsq.Submit(t.Context(), js, cfg, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// collect runs a collector into a fresh journal and returns its records.
func collect(t *testing.T, js jetstream.JetStream, cfg natsq.Config) (*natsq.Collected, map[string]jobs.Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "out.jsonl")
	j, err := jobs.OpenJournal(path, false)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 60*time.Second)
	defer cancel()
	c, err := natsq.Collect(ctx, js, cfg, j)
	j.Close()
	if err != nil {
		t.Fatalf("collect: %v (%+v)", err, c)
	}
	return c, readJournal(t, path)
}

func readJournal(t *testing.T, path string) map[string]jobs.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]jobs.Record{}
	for i, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		var rec jobs.Record
		if err := json.Unmarshal(line, &rec); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if _, dup := out[rec.ID]; dup {
			t.Errorf("line %d: a second record of %s", i+1, rec.ID)
		}
		out[rec.ID] = rec
	}
	return out
}

// Four workers, a submission made twice, one collector: one record per
// document, and no document sent to the model more than its attempts.
func TestWorkers(t *testing.T) {
	url := startServer(t)
	_, js := connect(t, url)
	cfg := natsq.Config{Job: "invoices", AckWait: 10 * time.Second, MaxDeliver: 3}
	const n = 200
	docs := demo.Generate(n)
	if s := submit(t, js, cfg, docs); s.Published != n {
		t.Fatalf("submitted %+v", s)
	}
	if s := submit(t, js, cfg, docs); s.Duplicates != n || s.Published != 0 {
		t.Fatalf("resubmitted %+v: want every document dropped as a duplicate", s)
	}
	srv := demo.NewServer(demo.Faults{Latency: 5 * time.Millisecond})
	defer srv.Close()
	extract := extractor(t, srv)
	var wg sync.WaitGroup
	var extracted atomic.Int64
	for range 4 {
		_, wjs := connect(t, url)
		wg.Go(func() {
			w, err := natsq.Work(t.Context(), wjs, cfg, natsq.WorkConfig{Concurrency: 4, Idle: 2 * time.Second}, extract)
			if err != nil {
				t.Error(err)
			}
			extracted.Add(w.Extracted)
		})
	}
	c, recs := collect(t, js, cfg)
	wg.Wait()
	if len(recs) != n || c.Written != n || extracted.Load() != n {
		t.Fatalf("%d records, %+v, %d extracted; want %d", len(recs), c, extracted.Load(), n)
	}
	for id, k := range srv.Served() {
		if k > 3 {
			t.Errorf("%s sent to the model %d times (3 attempts)", id, k)
		}
	}
}

// Two of four workers die mid-run without acking what they hold: the
// server delivers it again after AckWait, and the output still has one
// record per document.
func TestWorkersKilled(t *testing.T) {
	url := startServer(t)
	_, js := connect(t, url)
	cfg := natsq.Config{Job: "killed", AckWait: time.Second, MaxDeliver: 4}
	const n = 120
	submit(t, js, cfg, demo.Generate(n))
	srv := demo.NewServer(demo.Faults{Latency: 20 * time.Millisecond})
	defer srv.Close()
	extract := extractor(t, srv)
	var wg sync.WaitGroup
	var redelivered atomic.Int64
	for i := range 4 {
		nc, wjs := connect(t, url)
		ctx, cancel := context.WithCancel(t.Context())
		defer cancel()
		var started atomic.Int64
		ex := extract
		if i < 2 {
			// This worker dies after taking its 10th document: its
			// connection is cut before any ack or nak can be sent.
			ex = func(ctx context.Context, doc jobs.Document) *jobs.Record {
				if started.Add(1) == 10 {
					nc.Close()
					cancel()
					<-ctx.Done()
				}
				return extract(ctx, doc)
			}
		}
		wg.Go(func() {
			w, _ := natsq.Work(ctx, wjs, cfg, natsq.WorkConfig{Concurrency: 4, Idle: 3 * time.Second}, ex)
			if i >= 2 && w != nil {
				redelivered.Add(w.Redelivery)
			}
		})
	}
	c, recs := collect(t, js, cfg)
	wg.Wait()
	if redelivered.Load() == 0 {
		t.Error("no document was delivered again: the killed workers held none")
	}
	t.Logf("%d deliveries after the first, to the surviving workers", redelivered.Load())
	if len(recs) != n || c.Written != n {
		t.Fatalf("%d records, %+v; want %d", len(recs), c, n)
	}
	for id, r := range recs {
		if !r.OK() {
			t.Errorf("%s: %+v", id, r.Error)
		}
	}
	for id, k := range srv.Served() {
		if k > 2 { // one attempt each (valid answers), at most two deliveries
			t.Errorf("%s sent to the model %d times", id, k)
		}
	}
}

// A document that crashes the extractor every time is given up after
// MaxDeliver deliveries and lands in the output as a delivery failure.
func TestPoisonDocument(t *testing.T) {
	url := startServer(t)
	_, js := connect(t, url)
	cfg := natsq.Config{Job: "poison", AckWait: 2 * time.Second, MaxDeliver: 3}
	docs := []byte("{\"id\":\"a\",\"text\":\"fine\"}\n{\"id\":\"poison\",\"text\":\"boom\"}\n{\"id\":\"c\",\"text\":\"fine\"}\n")
	submit(t, js, cfg, docs)
	var tries atomic.Int64
	extract := func(ctx context.Context, doc jobs.Document) *jobs.Record {
		if doc.ID == "poison" {
			tries.Add(1)
			panic("cannot parse " + doc.Text)
		}
		return &jobs.Record{ID: doc.ID, Attempts: 1, Value: json.RawMessage(`{}`)}
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() {
		defer close(done)
		if _, err := natsq.Work(ctx, js, cfg, natsq.WorkConfig{Concurrency: 2}, extract); err != nil {
			t.Error(err)
		}
	}()
	c, recs := collect(t, js, cfg)
	cancel()
	<-done
	if len(recs) != 3 || c.Undelivered != 1 {
		t.Fatalf("%d records, %+v", len(recs), c)
	}
	if p := recs["poison"]; p.OK() || p.Error.Kind != jobs.KindDelivery {
		t.Errorf("poison: %+v", p)
	}
	if got := tries.Load(); got != 3 {
		t.Errorf("the poison document was tried %d times, want MaxDeliver = 3", got)
	}
}
