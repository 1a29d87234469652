// Package otelsetup sets up OpenTelemetry export for mend's command and
// examples: traces over OTLP when the standard environment asks for it
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) or
// the -otlp flag gives an endpoint, metrics too when OTEL_METRICS_EXPORTER
// is "otlp" or OTEL_EXPORTER_OTLP_METRICS_ENDPOINT is set, and nothing at
// all otherwise.
//
// The protocol is OTLP over HTTP (port 4318) unless OTEL_EXPORTER_OTLP_PROTOCOL
// (or its _TRACES_ form) says "grpc" (port 4317). service.name comes from
// OTEL_SERVICE_NAME, else the program's default. Metrics are not exported
// by default because Jaeger, the usual target, takes traces only and
// refuses OTLP metrics.
package otelsetup

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"time"

	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"
	"go.opentelemetry.io/otel/trace"
	tracenoop "go.opentelemetry.io/otel/trace/noop"

	"github.com/mendgraph/mend/telemetry"
)

// Flags are the command-line flags of telemetry.
type Flags struct {
	Endpoint string // -otlp: an OTLP endpoint URL, e.g. http://127.0.0.1:4318
	Content  bool   // -trace-content: record prompts, completions and arguments
}

// Register registers the flags on fs.
func (f *Flags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.Endpoint, "otlp", "", "export traces over OTLP to this endpoint (e.g. http://127.0.0.1:4318); also set by OTEL_EXPORTER_OTLP_ENDPOINT")
	fs.BoolVar(&f.Content, "trace-content", false, "record prompts, completions and arguments in spans (they can hold personal data); also set by OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true")
}

// Telemetry is what a program passes to mend's components. Its providers
// are no-op ones when nothing is exported.
type Telemetry struct {
	TracerProvider trace.TracerProvider
	MeterProvider  metric.MeterProvider
	Content        telemetry.Content
	// Target says where traces go, for a line on stderr; empty when they
	// go nowhere.
	Target string
	// Service is the service.name the traces carry.
	Service string

	shutdown []func(context.Context) error
}

// Start sets up export as f and the environment say, with serviceName as
// the default service.name. Call Shutdown before the program exits, on
// every path (Ctrl-C included), to flush what is batched.
func Start(ctx context.Context, serviceName string, f Flags) (*Telemetry, error) {
	t := &Telemetry{TracerProvider: tracenoop.NewTracerProvider(), MeterProvider: metricnoop.NewMeterProvider(), Service: serviceName}
	if s := os.Getenv("OTEL_SERVICE_NAME"); s != "" {
		t.Service = s
	}
	if f.Content || strings.EqualFold(os.Getenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"), "true") {
		t.Content = telemetry.Content{Prompts: true, Completions: true, Arguments: true}
	}
	traces := f.Endpoint != "" || os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
	metrics := os.Getenv("OTEL_METRICS_EXPORTER") == "otlp" || os.Getenv("OTEL_EXPORTER_OTLP_METRICS_ENDPOINT") != ""
	if !traces && !metrics {
		return t, nil
	}
	res, err := resource.New(ctx,
		resource.WithAttributes(semconv.ServiceName(serviceName)),
		resource.WithFromEnv(), // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win
		resource.WithTelemetrySDK(),
	)
	if err != nil {
		return nil, fmt.Errorf("telemetry: resource: %w", err)
	}
	grpc := protocol("TRACES") == "grpc"
	if traces {
		var exp sdktrace.SpanExporter
		if grpc {
			var opts []otlptracegrpc.Option
			if f.Endpoint != "" {
				opts = append(opts, otlptracegrpc.WithEndpointURL(f.Endpoint))
			}
			exp, err = otlptracegrpc.New(ctx, opts...)
		} else {
			var opts []otlptracehttp.Option
			if f.Endpoint != "" {
				u, perr := signalURL(f.Endpoint, "/v1/traces")
				if perr != nil {
					return nil, perr
				}
				opts = append(opts, otlptracehttp.WithEndpointURL(u))
			}
			exp, err = otlptracehttp.New(ctx, opts...)
		}
		if err != nil {
			return nil, fmt.Errorf("telemetry: OTLP trace exporter: %w", err)
		}
		tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
		t.TracerProvider, t.Target = tp, target(f.Endpoint, grpc)
		t.shutdown = append(t.shutdown, tp.Shutdown)
	}
	if metrics {
		var exp sdkmetric.Exporter
		if protocol("METRICS") == "grpc" {
			exp, err = otlpmetricgrpc.New(ctx)
		} else {
			exp, err = otlpmetrichttp.New(ctx)
		}
		if err != nil {
			return nil, fmt.Errorf("telemetry: OTLP metric exporter: %w", err)
		}
		mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(sdkmetric.NewPeriodicReader(exp)), sdkmetric.WithResource(res))
		t.MeterProvider = mp
		t.shutdown = append(t.shutdown, mp.Shutdown)
	}
	return t, nil
}

// Announce says on w where traces go, if anywhere.
func (t *Telemetry) Announce(w io.Writer) {
	if t.Target != "" {
		fmt.Fprintf(w, "Traces go to %s, service %q.\n", t.Target, t.Service)
	}
}

// Flush shuts the exporters down (see Shutdown), and sets *err to the
// failure when *err is nil: for a deferred call in a function that
// returns an error.
func (t *Telemetry) Flush(ctx context.Context, err *error) {
	if serr := t.Shutdown(ctx); serr != nil && *err == nil {
		*err = fmt.Errorf("flushing traces: %w", serr)
	}
}

// Shutdown flushes and stops the exporters, waiting at most 5 s, even when
// ctx has ended (a Ctrl-C must not lose the trace of what it stopped).
func (t *Telemetry) Shutdown(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	var errs []error
	for _, f := range t.shutdown {
		errs = append(errs, f(ctx))
	}
	return errors.Join(errs...)
}

// protocol returns the OTLP protocol the environment asks for a signal.
func protocol(signal string) string {
	if p := os.Getenv("OTEL_EXPORTER_OTLP_" + signal + "_PROTOCOL"); p != "" {
		return p
	}
	return os.Getenv("OTEL_EXPORTER_OTLP_PROTOCOL")
}

// signalURL appends the signal's path to a base endpoint without one, as
// the OTLP exporter does with OTEL_EXPORTER_OTLP_ENDPOINT.
func signalURL(base, path string) (string, error) {
	u, err := url.Parse(base)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return "", fmt.Errorf("telemetry: -otlp %q is not an endpoint URL such as http://127.0.0.1:4318", base)
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = path
	}
	return u.String(), nil
}

func target(flagEndpoint string, grpc bool) string {
	e := flagEndpoint
	for _, k := range []string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT"} {
		if e == "" {
			e = os.Getenv(k)
		}
	}
	p := "http"
	if grpc {
		p = "grpc"
	}
	return fmt.Sprintf("%s (OTLP/%s)", e, p)
}
