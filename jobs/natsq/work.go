package natsq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/mendgraph/mend/jobs"
)

// WorkConfig configures a worker.
type WorkConfig struct {
	// Concurrency is how many documents the worker has in flight; zero
	// means 8.
	Concurrency int
	// Deadline bounds each document's extraction; zero means none. Keep
	// it under the job's AckWait.
	Deadline time.Duration
	// Idle, when positive, ends the worker once the queue has given it
	// nothing for that long; zero means work until ctx ends.
	Idle time.Duration
}

// Worked is what a worker did.
type Worked struct {
	Extracted  int64 // documents extracted and stored
	Existing   int64 // deliveries of documents whose record existed: acked, no model call
	Redelivery int64 // deliveries after the first, of any document
	Released   int64 // documents handed back (nak) because the worker stopped or failed
}

// Work pulls the job's documents and extracts them until ctx ends (or the
// queue stays empty for cfg.Idle). Each document's record is stored before
// its message is acked; a document whose record exists is acked without
// a call to extract. A document in flight when ctx ends is handed back to
// the queue (nak) for another worker; a worker that dies without doing so
// leaves it to the server, which delivers it again after AckWait.
func Work(ctx context.Context, js jetstream.JetStream, cfg Config, wc WorkConfig, extract jobs.Extractor) (*Worked, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	_, cons, kv, err := setup(ctx, js, cfg)
	if err != nil {
		return nil, err
	}
	n := wc.Concurrency
	if n <= 0 {
		n = 8
	}
	var w Worked
	var last atomic.Int64 // unix ns of the last document received
	last.Store(time.Now().UnixNano())
	var wg sync.WaitGroup
	errs := make(chan error, n)
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	for range n {
		wg.Go(func() {
			for wctx.Err() == nil {
				batch, err := cons.Fetch(1, jetstream.FetchMaxWait(500*time.Millisecond))
				if err != nil {
					if wctx.Err() != nil {
						return
					}
					errs <- fmt.Errorf("natsq: fetch: %w", err)
					stop()
					return
				}
				got := false
				for msg := range batch.Messages() {
					got = true
					last.Store(time.Now().UnixNano())
					handle(wctx, kv, msg, wc, extract, &w)
				}
				if !got && wc.Idle > 0 && time.Since(time.Unix(0, last.Load())) > wc.Idle {
					stop()
				}
			}
		})
	}
	wg.Wait()
	select {
	case err := <-errs:
		return &w, err
	default:
	}
	return &w, nil
}

// handle does one delivery.
func handle(ctx context.Context, kv jetstream.KeyValue, msg jetstream.Msg, wc WorkConfig, extract jobs.Extractor, w *Worked) {
	if meta, err := msg.Metadata(); err == nil && meta.NumDelivered > 1 {
		atomic.AddInt64(&w.Redelivery, 1)
	}
	var m message
	if err := json.Unmarshal(msg.Data(), &m); err != nil || m.ID == "" {
		// Not a document Submit wrote. With a message ID it gets an input
		// failure record; without one it cannot have a record at all.
		if id := msg.Headers().Get(jetstream.MsgIDHeader); id != "" {
			if _, err := store(context.WithoutCancel(ctx), kv, &jobs.Record{ID: id, Error: &jobs.Failure{Kind: jobs.KindInput, Message: "the queued message is not a document"}}); err != nil {
				_ = msg.Nak()
				return
			}
		}
		_ = msg.Term()
		return
	}
	if _, err := kv.Get(ctx, key(m.ID)); err == nil {
		atomic.AddInt64(&w.Existing, 1)
		_ = msg.DoubleAck(ctx)
		return
	}
	dctx, cancel := ctx, context.CancelFunc(func() {})
	if wc.Deadline > 0 {
		dctx, cancel = context.WithTimeout(ctx, wc.Deadline)
	}
	rec, err := safely(dctx, extract, jobs.Document{ID: m.ID, Text: m.Text, Where: m.Where})
	cancel()
	switch {
	case err != nil, ctx.Err() != nil && rec.Error != nil && rec.Error.Kind == jobs.KindCanceled:
		// The worker is stopping, or its extractor failed: another
		// delivery, within MaxDeliver, may do better.
		atomic.AddInt64(&w.Released, 1)
		_ = msg.NakWithDelay(time.Second)
		return
	}
	rec.ID = m.ID
	if _, err := store(context.WithoutCancel(ctx), kv, rec); err != nil {
		atomic.AddInt64(&w.Released, 1)
		_ = msg.Nak()
		return
	}
	atomic.AddInt64(&w.Extracted, 1)
	_ = msg.DoubleAck(context.WithoutCancel(ctx))
}

// safely runs extract, turning a panic into an error: a document that
// crashes the extractor is released, not the worker brought down.
func safely(ctx context.Context, extract jobs.Extractor, doc jobs.Document) (rec *jobs.Record, err error) {
	defer func() {
		if p := recover(); p != nil {
			rec, err = nil, fmt.Errorf("natsq: the extractor panicked on %s: %v", doc.ID, p)
		}
	}()
	rec = extract(ctx, doc)
	if rec == nil {
		return nil, errors.New("natsq: the extractor returned no record")
	}
	return rec, nil
}
