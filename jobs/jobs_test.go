package jobs_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/internal/demo"
	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/telemetry"
	"github.com/mendgraph/mend/tool"
)

// setup returns an extractor over the recorded model with faults.
func setup(t testing.TB, f demo.Faults, limits jobs.Limits) (jobs.Extractor, *demo.Server) {
	t.Helper()
	srv := demo.NewServer(f)
	t.Cleanup(srv.Close)
	model, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o-mini"),
		openai.WithHTTPClient(provider.NewClient(nil)))
	if err != nil {
		t.Fatal(err)
	}
	tl, err := demo.NewTool()
	if err != nil {
		t.Fatal(err)
	}
	loop, err := strategies.New(strategies.Config{Model: jobs.Limit(model, limits), Tools: []*tool.Tool{tl}, ToolChoice: demo.Tool,
		ModelRetry: graph.RetryPolicy{MaxAttempts: 5, InitialInterval: 10 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	return jobs.LoopExtractor(jobs.Extraction{Loop: loop, Tool: demo.Tool}), srv
}

func readRecords(t testing.TB, path string) map[string]jobs.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]jobs.Record{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for n := 1; sc.Scan(); n++ {
		var r jobs.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		if _, dup := out[r.ID]; dup {
			t.Errorf("line %d: a second record of %s", n, r.ID)
		}
		out[r.ID] = r
	}
	return out
}

func TestRunDemo(t *testing.T) {
	extract, srv := setup(t, demo.Faults{}, jobs.Limits{})
	path := filepath.Join(t.TempDir(), "out.jsonl")
	j, err := jobs.OpenJournal(path, false)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := jobs.Run(t.Context(), jobs.Config{Concurrency: 4}, jobs.ReadJSONL(bytes.NewReader(demo.Documents()), jobs.JSONL{}), extract, j)
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	recs := readRecords(t, path)
	if len(recs) != 24 || sum.Succeeded != 23 || sum.Failed != 1 || sum.FailuresByKind[jobs.KindInvalid] != 1 {
		t.Fatalf("%d records; summary %+v", len(recs), sum)
	}
	bad := recs["doc-023"]
	if bad.OK() || bad.Error.Kind != jobs.KindInvalid || len(bad.Error.Problems) == 0 || bad.Error.Problems[0].Pointer == "" || bad.Attempts != 3 {
		t.Errorf("doc-023: %+v", bad)
	}
	if r := recs["doc-001"]; !r.OK() || r.Attempts != 2 || r.Strategies[1] != "regenerate" || r.RetryTokens == 0 {
		t.Errorf("doc-001 (first answer invalid): %+v", r)
	}
	for id, n := range srv.Served() {
		if n > 3 {
			t.Errorf("%s sent to the model %d times", id, n)
		}
	}
	if !strings.Contains(sum.String(), "invalid 1") {
		t.Errorf("summary:\n%s", sum)
	}
	// A re-run does nothing: every document is in the journal.
	j, _ = jobs.OpenJournal(path, false)
	defer j.Close()
	sum, err = jobs.Run(t.Context(), jobs.Config{}, jobs.ReadJSONL(bytes.NewReader(demo.Documents()), jobs.JSONL{}), extract, j)
	if err != nil || sum.Skipped != 24 || sum.Succeeded+sum.Failed != 0 {
		t.Errorf("re-run: %v %+v", err, sum)
	}
}

// A job stopped half-way, then resumed, ends with one record per document.
func TestStopAndResume(t *testing.T) {
	extract, srv := setup(t, demo.Faults{Latency: 20 * time.Millisecond}, jobs.Limits{})
	docs := demo.Generate(200)
	path := filepath.Join(t.TempDir(), "out.jsonl")
	ctx, cancel := context.WithCancel(t.Context())
	j, _ := jobs.OpenJournal(path, false)
	var stopped *jobs.Summary
	go func() {
		for j.Len() < 50 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	stopped, err := jobs.Run(ctx, jobs.Config{Concurrency: 8, Grace: time.Nanosecond}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, j)
	j.Close()
	if err != nil || !stopped.Stopped {
		t.Fatalf("stopped run: %v %+v", err, stopped)
	}
	// a torn last line, as a crash in the middle of a write leaves
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"id":"gen-000199","value":{"invoice_numb`)
	f.Close()
	j, err = jobs.OpenJournal(path, false)
	if err != nil || j.Dropped == nil {
		t.Fatalf("reopen: %v, dropped %q", err, j.Dropped)
	}
	sum, err := jobs.Run(t.Context(), jobs.Config{Concurrency: 8}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, j)
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	recs := readRecords(t, path)
	if len(recs) != 200 {
		t.Fatalf("%d records of 200 (resumed: %+v)", len(recs), sum)
	}
	if sum.Skipped+sum.Succeeded != 200 || sum.Skipped < 50 {
		t.Errorf("resumed: %+v", sum)
	}
	// no document sent more than twice (once more if it was in flight at the stop)
	for id, n := range srv.Served() {
		if n > 2 {
			t.Errorf("%s sent %d times", id, n)
		}
	}
}

func TestBadInput(t *testing.T) {
	extract, _ := setup(t, demo.Faults{}, jobs.Limits{})
	good := strings.Split(strings.TrimSpace(string(demo.Documents())), "\n")
	input := strings.Join([]string{
		good[0],
		`{"id": "broken", "text": "unterminated`,
		`{"text": "no id here"}`,
		good[0], // duplicate
		`{"id": "huge", "text": "` + strings.Repeat("x", 2000) + `"}`,
		`{"id": "notext"}`,
		good[1],
	}, "\n") + "\n"
	var reported []string
	path := filepath.Join(t.TempDir(), "out.jsonl")
	j, _ := jobs.OpenJournal(path, false)
	sum, err := jobs.Run(t.Context(), jobs.Config{OnInputError: func(e *jobs.InputError) { reported = append(reported, e.Error()) }},
		jobs.ReadJSONL(strings.NewReader(input), jobs.JSONL{MaxLine: 1000}), extract, j)
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"line 2", "line 3", "line 4", "line 5", "line 6"}
	if len(reported) != len(want) {
		t.Fatalf("reported %q", reported)
	}
	for i, w := range want {
		if !strings.HasPrefix(reported[i], w) {
			t.Errorf("report %d: %q, want it to start with %q", i, reported[i], w)
		}
	}
	if !strings.Contains(reported[2], "duplicate") || !strings.Contains(reported[3], "cap") {
		t.Errorf("reports: %q", reported)
	}
	recs := readRecords(t, path)
	for _, id := range []string{"doc-001", "doc-002"} {
		if !recs[id].OK() {
			t.Errorf("%s: %+v", id, recs[id])
		}
	}
	for _, id := range []string{"broken", "huge", "notext"} {
		if r, ok := recs[id]; !ok || r.OK() || r.Error.Kind != jobs.KindInput {
			t.Errorf("%s: %+v", id, r)
		}
	}
	if sum.InputErrors != 5 {
		t.Errorf("summary %+v", sum)
	}
}

func TestJournalNotAJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.jsonl")
	os.WriteFile(path, []byte("{\"id\":\"a\"}\nnot json\n{\"id\":\"b\"}\n"), 0o644)
	if _, err := jobs.OpenJournal(path, false); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("a bad line in the middle: %v", err)
	}
}

// A per-document deadline ends as a typed failure, and the job goes on.
func TestDeadline(t *testing.T) {
	extract, _ := setup(t, demo.Faults{Latency: 200 * time.Millisecond}, jobs.Limits{})
	path := filepath.Join(t.TempDir(), "out.jsonl")
	j, _ := jobs.OpenJournal(path, false)
	docs := demo.Generate(3)
	_, err := jobs.Run(t.Context(), jobs.Config{Deadline: 20 * time.Millisecond}, jobs.ReadJSONL(bytes.NewReader(docs), jobs.JSONL{}), extract, j)
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	for id, r := range readRecords(t, path) {
		if r.OK() || r.Error.Kind != jobs.KindDeadline {
			t.Errorf("%s: %+v", id, r)
		}
	}
}

// Transient faults are retried apart from validation attempts and counted.
// One worker: the faults fall on every third and seventh request of the
// server, so one document meets at most two in a row, under the five
// attempts it has. With two workers, one document's retries could fall on
// five faulty requests while the other worker took the good ones between
// them (it did, on a loaded machine).
func TestTransientFaultsCounted(t *testing.T) {
	extract, _ := setup(t, demo.Faults{ServerErrorEvery: 3, DropEvery: 7}, jobs.Limits{})
	path := filepath.Join(t.TempDir(), "out.jsonl")
	j, _ := jobs.OpenJournal(path, false)
	sum, err := jobs.Run(t.Context(), jobs.Config{Concurrency: 1}, jobs.ReadJSONL(bytes.NewReader(demo.Generate(30)), jobs.JSONL{}), extract, j)
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	if sum.Succeeded != 30 || sum.ModelRetries == 0 {
		t.Fatalf("%+v", sum)
	}
	for id, r := range readRecords(t, path) {
		if r.Attempts != 1 || r.ModelCalls != 1+r.ModelRetries {
			t.Errorf("%s: %+v", id, r)
		}
	}
}

func TestReadDir(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte("two"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte("one"), 0o644)
	os.WriteFile(filepath.Join(dir, "skip.md"), []byte("no"), 0o644)
	var got []string
	for d, err := range jobs.ReadDir(dir) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, d.ID+"="+d.Text)
	}
	if strings.Join(got, ",") != "a=one,b=two" {
		t.Errorf("%q", got)
	}
	for _, err := range jobs.ReadDir(filepath.Join(dir, "none")) {
		if !errors.Is(err, os.ErrNotExist) {
			t.Errorf("a missing folder: %v", err)
		}
	}
}

func bareModel(tb testing.TB, url string) llms.Model {
	tb.Helper()
	m, err := openai.New(openai.WithBaseURL(url), openai.WithToken("offline"), openai.WithModel("gpt-4o-mini"))
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// Each document is a trace of its own: an extract span with the document's
// ID, and its failure's kind when it failed.
func TestDocumentSpans(t *testing.T) {
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	extract := func(ctx context.Context, doc jobs.Document) *jobs.Record {
		if !trace.SpanFromContext(ctx).IsRecording() {
			t.Errorf("%s: the extractor is not under the document's span", doc.ID)
		}
		if doc.ID == "b" {
			return &jobs.Record{ID: doc.ID, Attempts: 3, Error: &jobs.Failure{Kind: jobs.KindInvalid, Message: "no"}}
		}
		return &jobs.Record{ID: doc.ID, Attempts: 1, Value: json.RawMessage(`{}`)}
	}
	in := "{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"b\",\"text\":\"y\"}\n"
	j, err := jobs.OpenJournal(filepath.Join(t.TempDir(), "out.jsonl"), false)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if _, err := jobs.Run(t.Context(), jobs.Config{TracerProvider: tp}, jobs.ReadJSONL(strings.NewReader(in), jobs.JSONL{}), extract, j); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	traces := map[trace.TraceID]bool{}
	for _, s := range rec.Ended() {
		traces[s.SpanContext().TraceID()] = true
		var id, kind string
		for _, kv := range s.Attributes() {
			switch kv.Key {
			case telemetry.Document:
				id = kv.Value.AsString()
			case "error.type":
				kind = kv.Value.AsString()
			}
		}
		got[id] = s.Name() + " " + kind + " " + s.Status().Code.String()
	}
	want := map[string]string{"a": "extract  Unset", "b": "extract invalid Error"}
	if len(traces) != 2 || !maps.Equal(got, want) {
		t.Errorf("spans %v in %d traces, want %v in 2", got, len(traces), want)
	}
}
