package natsq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/mendgraph/mend/jobs"
)

// Submitted is what Submit did.
type Submitted struct {
	Published   int // documents the stream took
	Duplicates  int // documents the stream had already (same ID within the window)
	InputErrors int // documents that could not be read (reported to onInputError)
}

// Submit publishes every document of docs to the job's stream, the
// document ID as the message ID. An input error is reported to
// onInputError (when set) and the submission goes on; a publish that
// fails ends it with the error (a re-run resubmits safely).
func Submit(ctx context.Context, js jetstream.JetStream, cfg Config, docs iter.Seq2[jobs.Document, error], onInputError func(*jobs.InputError)) (Submitted, error) {
	var s Submitted
	cfg, err := cfg.withDefaults()
	if err != nil {
		return s, err
	}
	_, _, kv, err := setup(ctx, js, cfg)
	if err != nil {
		return s, err
	}
	for doc, err := range docs {
		if err != nil {
			ie, ok := errors.AsType[*jobs.InputError](err)
			if !ok {
				return s, err
			}
			s.InputErrors++
			if onInputError != nil {
				onInputError(ie)
			}
			// A document whose ID could be read has a record, as in a
			// local job: its input failure.
			if ie.ID != "" && !errors.Is(ie, jobs.ErrDuplicateID) {
				if _, err := store(ctx, kv, &jobs.Record{ID: ie.ID, Error: &jobs.Failure{Kind: jobs.KindInput, Message: ie.Error()}}); err != nil {
					return s, fmt.Errorf("natsq: storing %s: %w", ie.ID, err)
				}
			}
			continue
		}
		data, err := json.Marshal(message{ID: doc.ID, Text: doc.Text, Where: doc.Where})
		if err != nil {
			return s, err
		}
		ack, err := js.Publish(ctx, cfg.subject(), data, jetstream.WithMsgID(doc.ID))
		if err != nil {
			return s, fmt.Errorf("natsq: publishing %s: %w", doc.ID, err)
		}
		if ack.Duplicate {
			s.Duplicates++
		} else {
			s.Published++
		}
	}
	if err := ctx.Err(); err != nil {
		return s, err
	}
	meta, err := metaBucket(ctx, js, cfg)
	if err != nil {
		return s, err
	}
	if _, err := meta.Put(ctx, submittedKey, []byte(fmt.Sprint(s.Published+s.Duplicates))); err != nil {
		return s, fmt.Errorf("natsq: marking the submission: %w", err)
	}
	return s, nil
}
