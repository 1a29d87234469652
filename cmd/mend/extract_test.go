package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/mendgraph/mend/internal/demo"
)

func TestExtractDemo(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	var stdout, stderr bytes.Buffer
	if code := run(t.Context(), []string{"extract", "--demo", "--out", out}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if n := countRecords(t, out); n != 24 {
		t.Errorf("%d records", n)
	}
	if !strings.Contains(stderr.String(), "23 succeeded, 1 failed") {
		t.Errorf("stderr:\n%s", stderr.String())
	}
}

func TestExtractBadSchema(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"type": "object", "properties": {"a": {"type": "integr"}}}`), 0o644)
	srv := demo.NewServer(demo.Faults{})
	defer srv.Close()
	var stdout, stderr bytes.Buffer
	code := run(t.Context(), []string{"extract", "--schema", bad, "--base-url", srv.URL, "--input", "-"}, strings.NewReader(string(demo.Documents())), &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "--schema") || len(srv.Requests()) != 0 {
		t.Errorf("exit %d, %d model requests, stderr %s", code, len(srv.Requests()), stderr.String())
	}
}

func countRecords(t *testing.T, path string) int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		var r struct {
			ID string `json:"id"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		if seen[r.ID] {
			t.Errorf("line %d: a second record of %s", n, r.ID)
		}
		seen[r.ID] = true
	}
	return len(seen)
}

// TestExtractKill9 kills mend extract with SIGKILL at random points of a
// 10,000-document job, five times, resuming each time: the job ends with
// exactly one record per document, and no document is sent to the model
// more often than once plus the number of kills it was in flight for.
func TestExtractKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mend and runs a 10,000-document job")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "mend")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	const n = 10000
	docs := filepath.Join(dir, "docs.jsonl")
	os.WriteFile(docs, demo.Generate(n), 0o644)
	schemaPath := filepath.Join(dir, "schema.json")
	os.WriteFile(schemaPath, demo.Schema(), 0o644)
	srv := demo.NewServer(demo.Faults{Latency: time.Millisecond})
	defer srv.Close()
	out := filepath.Join(dir, "out.jsonl")
	args := []string{"extract", "--schema", schemaPath, "--tool", demo.Tool, "--input", docs, "--out", out,
		"--base-url", srv.URL, "--concurrency", "32", "--quiet"}
	rng := rand.New(rand.NewPCG(1, 2))
	kills := 0
	for kills < 5 {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "OPENAI_API_KEY=offline")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// kill when the journal has grown by a random share of the job
		before := fileSize(out)
		target := before + int64(rng.IntN(n/8)+50)*200
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		killed := false
	wait:
		for {
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("run %d ended: %v", kills+1, err)
				}
				break wait
			case <-time.After(2 * time.Millisecond):
				if fileSize(out) >= target {
					cmd.Process.Kill()
					<-done
					killed = true
					break wait
				}
			}
		}
		if !killed {
			break // the job finished before the kill
		}
		kills++
	}
	// resume to the end
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "OPENAI_API_KEY=offline")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("final run: %v\n%s", err, out)
	}
	if got := countRecords(t, out); got != n {
		t.Errorf("%d records of %d after %d kills", got, n, kills)
	}
	over := 0
	for id, c := range srv.Served() {
		if c > 1+kills {
			t.Errorf("%s sent to the model %d times", id, c)
		}
		if c > 1 {
			over++
		}
	}
	t.Logf("%d kills; %d documents sent twice (in flight at a kill)", kills, over)
	if kills < 5 {
		t.Errorf("only %d kills before the job ended", kills)
	}
}

func fileSize(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// The demo spread over NATS JetStream (an embedded server): submit, two
// workers, collect; one record per document, as on one machine.
func TestExtractNATS(t *testing.T) {
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: t.TempDir(), NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server did not start")
	}
	defer s.Shutdown()
	url := s.ClientURL()
	var stdout, stderr bytes.Buffer
	if code := run(t.Context(), []string{"extract", "--demo", "--nats", url, "--submit"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("submit: exit %d\n%s", code, &stderr)
	}
	if !strings.Contains(stderr.String(), "24 documents submitted") {
		t.Errorf("submit said: %s", &stderr)
	}
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			var out, errs bytes.Buffer
			if code := run(t.Context(), []string{"extract", "--demo", "--nats", url, "--work", "--idle", "2s", "--quiet"}, nil, &out, &errs); code != 0 {
				t.Errorf("work: exit %d\n%s", code, &errs)
			}
		})
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	stderr.Reset()
	if code := run(t.Context(), []string{"extract", "--nats", url, "--collect", "--out", out}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("collect: exit %d\n%s", code, &stderr)
	}
	wg.Wait()
	if n := countRecords(t, out); n != 24 {
		t.Errorf("%d records, want 24\n%s", n, &stderr)
	}
	if code := run(t.Context(), []string{"extract", "--nats", url, "--work"}, nil, &stdout, &stderr); code != 2 {
		t.Errorf("--work without a schema: exit %d, want 2 (usage)", code)
	}
	if code := run(t.Context(), []string{"extract", "--submit"}, nil, &stdout, &stderr); code != 2 {
		t.Errorf("--submit without --nats: exit %d, want 2", code)
	}
}
