package jobs

import (
	"context"
	"errors"
	"iter"
	"sync"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/codes"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/mendgraph/mend/telemetry"
)

// Config configures Run. The zero value is ready to use.
type Config struct {
	// Concurrency is how many documents are in flight at once; zero
	// means 8.
	Concurrency int
	// Deadline bounds each document's extraction; zero means none. A
	// document past it is recorded as a KindDeadline failure.
	Deadline time.Duration
	// Grace is how long the documents in flight may take to finish once
	// the job's context is done; zero means 30 s. Past it they are
	// cancelled and left out of the output, so that a re-run does them.
	Grace time.Duration
	// Progress, when set, is told of every document as it ends.
	Progress *Progress
	// OnInputError, when set, is told of every document that could not be
	// read; the job goes on.
	OnInputError func(*InputError)
	// TracerProvider supplies the tracer of the job's spans, one per
	// document ("extract", with mend.document.id), under which the
	// extractor's run (a validation loop's trace) is a child: one trace
	// per document. nil means otel.GetTracerProvider().
	TracerProvider trace.TracerProvider
}

// ScopeName is the instrumentation scope of this package's spans.
const ScopeName = "github.com/mendgraph/mend/jobs"

// Sink receives a job's records: a Journal, or any other store.
type Sink interface {
	// Done reports whether the sink holds a record of the document.
	Done(id string) bool
	// Append stores a record; false when the sink had one already.
	Append(rec *Record) (bool, error)
}

// Summary is what a job did.
type Summary struct {
	Read        int // documents read
	Skipped     int // already in the sink: done by an earlier run
	Succeeded   int
	Failed      int
	Unfinished  int // in flight when the job stopped: a re-run does them
	InputErrors int // inputs that could not be read (reported to OnInputError)

	FailuresByKind   map[string]int
	Attempts         map[int]int // documents by attempts used
	TokensByStrategy map[string]int
	Tokens           int // every token, in and out
	RetryTokens      int // the tokens of attempts after the first
	ModelRetries     int // transient provider failures retried
	Elapsed          time.Duration
	// Stopped reports a job ended by its context before every document was
	// read.
	Stopped bool
}

func (s *Summary) add(rec *Record) {
	if rec.OK() {
		s.Succeeded++
	} else {
		s.Failed++
		s.FailuresByKind[rec.Error.Kind]++
	}
	s.Attempts[rec.Attempts]++
	for k, v := range rec.TokensByStrategy {
		s.TokensByStrategy[k] += v
	}
	s.Tokens += rec.TokensIn + rec.TokensOut
	s.RetryTokens += rec.RetryTokens
	s.ModelRetries += rec.ModelRetries
}

// ErrSink is the error of a job whose sink failed: records can no longer
// be stored, so the job stops.
var ErrSink = errors.New("jobs: the sink failed")

// Run extracts every document of docs not already in sink, at most
// cfg.Concurrency at a time, and appends one record per document. It
// returns when every document is done, or when ctx is done and the
// documents in flight have finished (or the grace period has passed). A
// document that cannot be read is reported to cfg.OnInputError; when its
// ID could be read, a KindInput record holds its error. Run returns an
// error only when the sink fails (wrapping ErrSink) or docs fails to read.
func Run(ctx context.Context, cfg Config, docs iter.Seq2[Document, error], extract Extractor, sink Sink) (*Summary, error) {
	tp := cfg.TracerProvider
	if tp == nil {
		tp = otel.GetTracerProvider()
	}
	tracer := tp.Tracer(ScopeName, trace.WithSchemaURL(semconv.SchemaURL))
	// Each document is a trace of its own, linked to the caller's span.
	docSpan := []trace.SpanStartOption{trace.WithNewRoot()}
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		docSpan = append(docSpan, trace.WithLinks(trace.Link{SpanContext: sc}))
	}
	start := time.Now()
	conc := cfg.Concurrency
	if conc <= 0 {
		conc = 8
	}
	grace := cfg.Grace
	if grace <= 0 {
		grace = 30 * time.Second
	}
	sum := &Summary{FailuresByKind: map[string]int{}, Attempts: map[int]int{}, TokensByStrategy: map[string]int{}}

	// The documents in flight run on their own context: the job's
	// stopping ends it only after the grace period.
	work, cancelWork := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelWork()
	stopGrace := context.AfterFunc(ctx, func() {
		t := time.AfterFunc(grace, cancelWork)
		context.AfterFunc(work, func() { t.Stop() })
	})
	defer stopGrace()

	var (
		mu      sync.Mutex
		sinkErr error
		wg      sync.WaitGroup
		queue   = make(chan Document) // to the workers, unbuffered: a send waits for a free one
		started int                   // workers started, up to conc, as documents come
	)
	finish := func(rec *Record) {
		mu.Lock()
		defer mu.Unlock()
		if rec.Error != nil && rec.Error.Kind == KindCanceled && work.Err() != nil {
			sum.Unfinished++ // not recorded: a re-run does it
			return
		}
		if sinkErr != nil {
			return
		}
		ok, err := sink.Append(rec)
		if err != nil {
			sinkErr = errors.Join(ErrSink, err)
			return
		}
		if ok {
			sum.add(rec)
			if cfg.Progress != nil {
				cfg.Progress.record(rec)
			}
		}
	}
	do := func(doc Document) {
		dctx, cancel := work, context.CancelFunc(func() {})
		if cfg.Deadline > 0 {
			dctx, cancel = context.WithTimeout(work, cfg.Deadline)
		}
		defer cancel()
		if cfg.Progress != nil {
			cfg.Progress.start()
		}
		dctx, span := tracer.Start(dctx, telemetry.SpanDocument, docSpan...)
		rec := extract(dctx, doc)
		if span.IsRecording() {
			span.SetAttributes(telemetry.Document.String(doc.ID), telemetry.Attempts.Int(rec.Attempts))
			if rec.Error != nil {
				span.SetStatus(codes.Error, rec.Error.Message)
				span.SetAttributes(semconv.ErrorTypeKey.String(rec.Error.Kind))
			}
		}
		span.End()
		finish(rec)
	}
	var readErr error
loop:
	for doc, err := range docs {
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				readErr = err
				break
			}
			mu.Lock()
			sum.InputErrors++
			mu.Unlock()
			if cfg.OnInputError != nil {
				cfg.OnInputError(ie)
			}
			if ie.ID != "" && !errors.Is(ie, ErrDuplicateID) && !sink.Done(ie.ID) {
				finish(&Record{ID: ie.ID, Error: &Failure{Kind: KindInput, Message: ie.Error()}})
			}
			continue
		}
		mu.Lock()
		sum.Read++
		failed := sinkErr != nil
		mu.Unlock()
		if failed {
			break
		}
		if sink.Done(doc.ID) {
			mu.Lock()
			sum.Skipped++
			mu.Unlock()
			if cfg.Progress != nil {
				cfg.Progress.skip()
			}
			continue
		}
		if ctx.Err() != nil {
			sum.Stopped = true
			break
		}
		if started < conc {
			// A pool of long-lived workers rather than a goroutine per
			// document: their stacks, grown by JSON encoding and HTTP,
			// stay grown (a fresh goroutine per document spent a fifth of
			// the CPU copying stacks at 256 in flight).
			started++
			wg.Go(func() {
				for doc := range queue {
					do(doc)
				}
			})
		}
		select {
		case queue <- doc:
		case <-ctx.Done():
			sum.Stopped = true
			break loop
		}
	}
	close(queue)
	wg.Wait()
	sum.Elapsed = time.Since(start)
	if cfg.Progress != nil {
		cfg.Progress.flush()
	}
	if sinkErr != nil {
		return sum, sinkErr
	}
	return sum, readErr
}
