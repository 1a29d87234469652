package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestJaeger runs the example with OTLP export to a real Jaeger and reads
// the traces back through Jaeger's HTTP API. It needs a running Jaeger:
// .ci/run builds one from the Go module proxy, starts it on loopback and
// sets MEND_JAEGER_QUERY (its query API, e.g. http://127.0.0.1:16686) and
// MEND_JAEGER_OTLP (its OTLP/HTTP receiver, e.g. http://127.0.0.1:4318).
// docs/tracing.md says how to run it by hand.
func TestJaeger(t *testing.T) {
	query, otlp := os.Getenv("MEND_JAEGER_QUERY"), os.Getenv("MEND_JAEGER_OTLP")
	if query == "" || otlp == "" {
		t.Skip("no Jaeger: set MEND_JAEGER_QUERY and MEND_JAEGER_OTLP (.ci/run does)")
	}
	bin := filepath.Join(t.TempDir(), "transcript")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	service := fmt.Sprintf("mend-transcript-test-%d", time.Now().UnixNano())
	cmd := exec.Command(bin, "-otlp", otlp)
	cmd.Env = append(os.Environ(), "OTEL_SERVICE_NAME="+service)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the example: %v\n%s", err, out)
	}

	// The example exits after flushing; Jaeger stores what it received
	// after its own batching.
	var traces []jaegerTrace
	deadline := time.Now().Add(30 * time.Second)
	for {
		traces = fetchTraces(t, query, service)
		n := 0
		for _, tr := range traces {
			n += len(tr.Spans)
		}
		if len(traces) == 2 && n == 17 || time.Now().After(deadline) {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	if len(traces) != 2 {
		t.Fatalf("%d traces for service %s, want 2 (one per run)", len(traces), service)
	}
	byRoot := map[string]jaegerTrace{}
	for _, tr := range traces {
		roots := tr.children("")
		if len(roots) != 1 {
			t.Fatalf("a trace with %d roots", len(roots))
		}
		byRoot[roots[0].OperationName] = tr
	}
	checkRun(t, byRoot["loop transcript-regenerate"], "exhausted", []attemptWant{
		{"generate", "invalid", 6}, {"regenerate", "invalid", 4}, {"regenerate", "exhausted", 2},
	}, "chat gpt-3.5-turbo-0125", "openai")
	checkRun(t, byRoot["loop transcript-jsonpatch"], "valid", []attemptWant{
		{"generate", "invalid", 6}, {"jsonpatch", "valid", 0},
	}, "chat claude-3-haiku-20240307", "anthropic")
}

type attemptWant struct {
	strategy, outcome string
	errors            int
}

func checkRun(t *testing.T, tr jaegerTrace, outcome string, attempts []attemptWant, chat, provider string) {
	t.Helper()
	roots := tr.children("")
	if len(roots) != 1 {
		t.Fatalf("run missing (%d roots)", len(roots))
	}
	root := roots[0]
	if got := root.tag("mend.outcome"); got != outcome {
		t.Errorf("%s: outcome %v, want %s", root.OperationName, got, outcome)
	}
	kids := tr.children(root.SpanID)
	if len(kids) != len(attempts) {
		t.Fatalf("%s: %d attempt spans, want %d", root.OperationName, len(kids), len(attempts))
	}
	for i, a := range kids {
		w := attempts[i]
		if a.OperationName != "attempt" || a.tag("mend.attempt") != float64(i+1) || a.tag("mend.strategy") != w.strategy || a.tag("mend.outcome") != w.outcome {
			t.Errorf("%s attempt %d: %s %v", root.OperationName, i+1, a.OperationName, a.tags())
		}
		var names []string
		for _, c := range tr.children(a.SpanID) {
			names = append(names, c.OperationName)
			switch c.OperationName {
			case chat:
				for k, want := range map[string]any{"gen_ai.operation.name": "chat", "gen_ai.provider.name": provider,
					"gen_ai.request.model": strings.TrimPrefix(chat, "chat "), "span.kind": "client"} {
					if c.tag(k) != want {
						t.Errorf("%s attempt %d: %s = %v, want %v", root.OperationName, i+1, k, c.tag(k), want)
					}
				}
				for _, k := range []string{"gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"} {
					if n, _ := c.tag(k).(float64); n <= 0 {
						t.Errorf("%s attempt %d: %s = %v", root.OperationName, i+1, k, c.tag(k))
					}
				}
			case "validate":
				var errs int
				for _, l := range c.Logs {
					f := l.fields()
					if f["event"] != "mend.validation.error" {
						continue
					}
					errs++
					if p, _ := f["mend.pointer"].(string); !strings.HasPrefix(p, "/") || f["gen_ai.tool.name"] == nil || f["mend.keyword"] == nil {
						t.Errorf("%s attempt %d: validation event %v", root.OperationName, i+1, f)
					}
				}
				if errs != w.errors || c.tag("mend.errors") != float64(w.errors) {
					t.Errorf("%s attempt %d: %d validation events, mend.errors %v, want %d", root.OperationName, i+1, errs, c.tag("mend.errors"), w.errors)
				}
			}
		}
		if !slices.Equal(names, []string{chat, "validate"}) {
			t.Errorf("%s attempt %d: children %v, want [%s validate]", root.OperationName, i+1, names, chat)
		}
		if w.strategy == "jsonpatch" {
			ops := 0
			for _, l := range a.Logs {
				if l.fields()["event"] == "mend.patch.op" {
					ops++
				}
			}
			if ops == 0 {
				t.Errorf("the patch attempt has no mend.patch.op events")
			}
		}
	}
}

// The part of Jaeger's /api/traces answer the test reads.
type jaegerTrace struct {
	TraceID string       `json:"traceID"`
	Spans   []jaegerSpan `json:"spans"`
}

type jaegerSpan struct {
	SpanID        string `json:"spanID"`
	OperationName string `json:"operationName"`
	StartTime     int64  `json:"startTime"`
	References    []struct {
		RefType string `json:"refType"`
		SpanID  string `json:"spanID"`
	} `json:"references"`
	Tags []jaegerKV  `json:"tags"`
	Logs []jaegerLog `json:"logs"`
}

type jaegerLog struct {
	Fields []jaegerKV `json:"fields"`
}

type jaegerKV struct {
	Key   string `json:"key"`
	Value any    `json:"value"`
}

func (s jaegerSpan) tag(k string) any {
	for _, kv := range s.Tags {
		if kv.Key == k {
			return kv.Value
		}
	}
	return nil
}

func (s jaegerSpan) tags() map[string]any {
	m := map[string]any{}
	for _, kv := range s.Tags {
		m[kv.Key] = kv.Value
	}
	return m
}

func (l jaegerLog) fields() map[string]any {
	m := map[string]any{}
	for _, kv := range l.Fields {
		m[kv.Key] = kv.Value
	}
	return m
}

// children returns the spans whose parent is id ("" for the roots), in
// start order.
func (tr jaegerTrace) children(id string) []jaegerSpan {
	var out []jaegerSpan
	for _, s := range tr.Spans {
		parent := ""
		for _, r := range s.References {
			if r.RefType == "CHILD_OF" {
				parent = r.SpanID
			}
		}
		if parent == id {
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b jaegerSpan) int { return int(a.StartTime - b.StartTime) })
	return out
}

func fetchTraces(t *testing.T, query, service string) []jaegerTrace {
	t.Helper()
	resp, err := http.Get(query + "/api/traces?limit=20&service=" + url.QueryEscape(service))
	if err != nil {
		t.Fatalf("Jaeger's query API: %v", err)
	}
	defer resp.Body.Close()
	var body struct {
		Data []jaegerTrace `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		t.Fatalf("Jaeger's answer: %v", err)
	}
	return body.Data
}
