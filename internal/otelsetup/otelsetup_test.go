package otelsetup

import (
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"
)

// Export goes where -otlp says, with the default service name unless
// OTEL_SERVICE_NAME says otherwise, and Shutdown flushes it.
func TestStartExportsAndFlushes(t *testing.T) {
	var mu sync.Mutex
	var got []*coltrace.ExportTraceServiceRequest
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/traces" {
			t.Errorf("path %s", r.URL.Path)
		}
		body, _ := io.ReadAll(r.Body)
		var req coltrace.ExportTraceServiceRequest
		if err := proto.Unmarshal(body, &req); err != nil {
			t.Errorf("not OTLP protobuf: %v", err)
		}
		mu.Lock()
		got = append(got, &req)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/x-protobuf")
	}))
	defer srv.Close()
	for _, env := range []string{"OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_PROTOCOL", "OTEL_METRICS_EXPORTER", "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT"} {
		t.Setenv(env, "")
	}
	t.Setenv("OTEL_SERVICE_NAME", "from-env")
	tel, err := Start(t.Context(), "default-name", Flags{Endpoint: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	if tel.Service != "from-env" || tel.Target == "" {
		t.Errorf("service %q, target %q", tel.Service, tel.Target)
	}
	_, span := tel.TracerProvider.Tracer("test").Start(t.Context(), "one")
	span.End()
	if err := tel.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 {
		t.Fatalf("%d exports, want 1", len(got))
	}
	rs := got[0].ResourceSpans[0]
	service := ""
	for _, kv := range rs.Resource.Attributes {
		if kv.Key == "service.name" {
			service = kv.Value.GetStringValue()
		}
	}
	if service != "from-env" || rs.ScopeSpans[0].Spans[0].Name != "one" {
		t.Errorf("service %q, span %q", service, rs.ScopeSpans[0].Spans[0].Name)
	}
}

// Nothing configured, nothing exported: no-op providers.
func TestStartOff(t *testing.T) {
	for _, env := range []string{"OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_METRICS_EXPORTER", "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT"} {
		t.Setenv(env, "")
	}
	tel, err := Start(t.Context(), "x", Flags{})
	if err != nil {
		t.Fatal(err)
	}
	if _, span := tel.TracerProvider.Tracer("t").Start(t.Context(), "s"); span.IsRecording() || tel.Target != "" {
		t.Error("tracing is on with nothing configured")
	}
	if _, err := Start(t.Context(), "x", Flags{Endpoint: "localhost:4318"}); err == nil {
		t.Error("an endpoint without a scheme: no error")
	}
}
