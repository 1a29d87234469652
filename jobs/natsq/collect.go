package natsq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/mendgraph/mend/jobs"
)

// Collected is what Collect did.
type Collected struct {
	Written     int // records written to the sink
	Already     int // records the sink had (a resumed collection)
	Undelivered int // documents given up after MaxDeliver deliveries, written as KindDelivery failures
}

// Collect writes the job's records to sink as they are stored, and turns
// the max-deliveries advisories into failure records. It returns once the
// queue is empty (every document acked or given up) and every record in
// the bucket is in the sink, or when ctx ends. Run it again to resume: the
// sink skips what it has.
func Collect(ctx context.Context, js jetstream.JetStream, cfg Config, sink jobs.Sink) (*Collected, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	st, _, kv, err := setup(ctx, js, cfg)
	if err != nil {
		return nil, err
	}
	dead, err := js.CreateOrUpdateConsumer(ctx, cfg.dead(), jetstream.ConsumerConfig{Durable: "collector", AckPolicy: jetstream.AckExplicitPolicy})
	if err != nil {
		return nil, fmt.Errorf("natsq: advisory consumer: %w", err)
	}
	meta, err := metaBucket(ctx, js, cfg)
	if err != nil {
		return nil, err
	}
	w, err := kv.WatchAll(ctx)
	if err != nil {
		return nil, fmt.Errorf("natsq: watching %s: %w", cfg.bucket(), err)
	}
	defer w.Stop()
	var c Collected
	seen := map[string]bool{} // keys written or found in the sink
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return &c, ctx.Err()
		case e, ok := <-w.Updates():
			if !ok {
				return &c, errors.New("natsq: the bucket's watcher stopped")
			}
			if e == nil || e.Operation() != jetstream.KeyValuePut || seen[e.Key()] {
				continue // nil: the end of the initial values
			}
			var rec jobs.Record
			if err := json.Unmarshal(e.Value(), &rec); err != nil {
				return &c, fmt.Errorf("natsq: record %s: %w", e.Key(), err)
			}
			seen[e.Key()] = true
			if sink.Done(rec.ID) {
				c.Already++
				continue
			}
			if _, err := sink.Append(&rec); err != nil {
				return &c, err
			}
			c.Written++
		case <-tick.C:
			n, err := undelivered(ctx, st, dead, kv, cfg)
			c.Undelivered += n
			if err != nil {
				return &c, err
			}
			info, err := st.Info(ctx)
			if err != nil {
				return &c, fmt.Errorf("natsq: stream %s: %w", cfg.stream(), err)
			}
			if info.State.Msgs > 0 {
				continue
			}
			if _, err := meta.Get(ctx, submittedKey); err != nil {
				continue // no submission has ended yet
			}
			status, err := kv.Status(ctx)
			if err != nil {
				return &c, err
			}
			if uint64(len(seen)) >= status.Values() {
				return &c, nil
			}
		}
	}
}

// undelivered turns the advisories of documents given up after
// MaxDeliver into failure records, and removes their messages from the
// queue.
func undelivered(ctx context.Context, st jetstream.Stream, dead jetstream.Consumer, kv jetstream.KeyValue, cfg Config) (int, error) {
	batch, err := dead.FetchNoWait(64)
	if err != nil {
		return 0, fmt.Errorf("natsq: advisories: %w", err)
	}
	n := 0
	for msg := range batch.Messages() {
		var adv struct {
			StreamSeq  uint64 `json:"stream_seq"`
			Deliveries int    `json:"deliveries"`
		}
		if err := json.Unmarshal(msg.Data(), &adv); err != nil {
			_ = msg.Term()
			continue
		}
		raw, err := st.GetMsg(ctx, adv.StreamSeq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			_ = msg.Ack() // acked or removed since: nothing to record
			continue
		}
		if err != nil {
			return n, fmt.Errorf("natsq: message %d: %w", adv.StreamSeq, err)
		}
		var m message
		if err := json.Unmarshal(raw.Data, &m); err != nil || m.ID == "" {
			m.ID = raw.Header.Get(jetstream.MsgIDHeader)
		}
		if m.ID != "" {
			stored, err := store(ctx, kv, &jobs.Record{ID: m.ID, Error: &jobs.Failure{Kind: jobs.KindDelivery,
				Message: fmt.Sprintf("given up after %d deliveries: no worker finished it (a crash, or an extractor failure each time)", adv.Deliveries)}})
			if err != nil {
				return n, err
			}
			if stored {
				n++
			}
		}
		if err := st.DeleteMsg(ctx, adv.StreamSeq); err != nil && !errors.Is(err, jetstream.ErrMsgNotFound) {
			return n, fmt.Errorf("natsq: removing message %d: %w", adv.StreamSeq, err)
		}
		if err := msg.DoubleAck(ctx); err != nil {
			return n, err
		}
	}
	return n, batch.Error()
}
