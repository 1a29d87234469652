package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/jobs/natsq"
)

// natsOptions are the flags of a job spread over machines on NATS
// JetStream (package jobs/natsq).
type natsOptions struct {
	url                   string
	submit, work, collect bool
	job                   string
	ackWait, idle         time.Duration
	maxDeliver            int
}

func (n natsOptions) config() natsq.Config {
	return natsq.Config{Job: n.job, AckWait: n.ackWait, MaxDeliver: n.maxDeliver}
}

// mode checks that exactly one role is asked for.
func (n natsOptions) mode() (string, error) {
	var modes []string
	for name, on := range map[string]bool{"submit": n.submit, "work": n.work, "collect": n.collect} {
		if on {
			modes = append(modes, name)
		}
	}
	switch {
	case n.url == "" && len(modes) == 0:
		return "", nil
	case n.url == "":
		return "", usageError{"--submit, --work and --collect need --nats URL"}
	case len(modes) != 1:
		return "", usageError{"with --nats, give exactly one of --submit, --work or --collect"}
	}
	return modes[0], nil
}

func connectNATS(url string) (*nats.Conn, jetstream.JetStream, error) {
	nc, err := nats.Connect(url, nats.Name("mend extract"))
	if err != nil {
		return nil, nil, fmt.Errorf("--nats %s: %w", url, err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, nil, err
	}
	return nc, js, nil
}

// natsSubmit publishes the documents.
func natsSubmit(ctx context.Context, o extractOptions, stdin io.Reader, stderr io.Writer) error {
	nc, js, err := connectNATS(o.nats.url)
	if err != nil {
		return err
	}
	defer nc.Close()
	docs, _, closeIn, err := openDocuments(o, stdin)
	if err != nil {
		return err
	}
	defer closeIn()
	s, err := natsq.Submit(ctx, js, o.nats.config(), docs, func(e *jobs.InputError) { fmt.Fprintf(stderr, "mend extract: %s: %v\n", o.input, e) })
	fmt.Fprintf(stderr, "mend extract: job %s: %d documents submitted, %d already queued (same ID), %d input errors\n",
		o.nats.job, s.Published, s.Duplicates, s.InputErrors)
	return err
}

// natsWork runs a worker until Ctrl-C (or --idle).
func natsWork(ctx context.Context, o extractOptions, extract jobs.Extractor, stderr io.Writer) error {
	nc, js, err := connectNATS(o.nats.url)
	if err != nil {
		return err
	}
	defer nc.Close()
	if !o.quiet {
		fmt.Fprintf(stderr, "mend extract: working on job %s at %s (Ctrl-C to stop; documents in flight go back to the queue)\n", o.nats.job, o.nats.url)
	}
	w, err := natsq.Work(ctx, js, o.nats.config(), natsq.WorkConfig{Concurrency: o.concurrency, Deadline: o.deadline, Idle: o.nats.idle}, extract)
	if w != nil && !o.quiet {
		fmt.Fprintf(stderr, "mend extract: %d extracted, %d already done (acked, no model call), %d redelivered, %d handed back\n",
			w.Extracted, w.Existing, w.Redelivery, w.Released)
	}
	if err != nil || ctx.Err() != nil {
		return err
	}
	return nil
}

// natsCollect writes the records to --out.
func natsCollect(ctx context.Context, o extractOptions, stdout, stderr io.Writer) error {
	nc, js, err := connectNATS(o.nats.url)
	if err != nil {
		return err
	}
	defer nc.Close()
	sink, closeSink, err := openSink(o, stdout, stderr)
	if err != nil {
		return err
	}
	defer closeSink()
	c, err := natsq.Collect(ctx, js, o.nats.config(), sink)
	if c != nil && !o.quiet {
		fmt.Fprintf(stderr, "mend extract: job %s: %d records written, %d already there, %d given up after --max-deliver\n",
			o.nats.job, c.Written, c.Already, c.Undelivered)
	}
	if err != nil && ctx.Err() != nil && o.out != "" {
		fmt.Fprintf(stderr, "mend extract: stopped; run the same command again to complete %s\n", o.out)
	}
	return err
}
