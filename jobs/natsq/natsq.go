package natsq

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/mendgraph/mend/jobs"
)

// Config names a job and sets its delivery bounds. The zero value of each
// field but Job has a default.
type Config struct {
	// Job names the job: letters, digits, '-' and '_'. Required.
	Job string
	// AckWait is how long a worker may hold a document before the server
	// delivers it again (a worker that died); zero means 5 minutes. It
	// must outlast the per-document deadline.
	AckWait time.Duration
	// MaxDeliver bounds the deliveries of a document; zero means 5. A
	// document not finished after that many becomes a KindDelivery
	// failure.
	MaxDeliver int
	// Duplicates is the window in which a resubmitted document ID is
	// dropped by the server; zero means 24 hours. Past it, a resubmitted
	// document whose record exists is acked without a model call.
	Duplicates time.Duration
	// Replicas is the replication of the stream and bucket on a cluster;
	// zero means 1.
	Replicas int
}

var jobName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

func (c Config) withDefaults() (Config, error) {
	if !jobName.MatchString(c.Job) {
		return c, fmt.Errorf("natsq: job name %q: use 1-64 letters, digits, '-' or '_'", c.Job)
	}
	if c.AckWait <= 0 {
		c.AckWait = 5 * time.Minute
	}
	if c.MaxDeliver <= 0 {
		c.MaxDeliver = 5
	}
	if c.Duplicates <= 0 {
		c.Duplicates = 24 * time.Hour
	}
	if c.Replicas <= 0 {
		c.Replicas = 1
	}
	return c, nil
}

// consumerName is the durable pull consumer every worker shares.
const consumerName = "workers"

func (c Config) stream() string  { return "MEND_" + c.Job }
func (c Config) subject() string { return "mend." + c.Job + ".docs" }
func (c Config) bucket() string  { return "MEND_" + c.Job + "_RESULTS" }
func (c Config) dead() string    { return "MEND_" + c.Job + "_DEAD" }
func (c Config) meta() string    { return "MEND_" + c.Job + "_META" }

// submittedKey, in the meta bucket, marks a submission that ended: the
// collector does not take an empty queue before it for a finished job.
const submittedKey = "submitted"

func (c Config) advisory() string {
	return "$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES." + c.stream() + "." + consumerName
}

// key is a document ID as a bucket key (IDs may hold any character; keys
// may not).
func key(id string) string { return base64.RawURLEncoding.EncodeToString([]byte(id)) }

// metaBucket returns the job's meta bucket.
func metaBucket(ctx context.Context, js jetstream.JetStream, c Config) (jetstream.KeyValue, error) {
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: c.meta(), History: 1, Replicas: c.Replicas, Storage: jetstream.FileStorage})
	if err != nil {
		return nil, fmt.Errorf("natsq: bucket %s: %w", c.meta(), err)
	}
	return kv, nil
}

// setup creates or updates the job's stream, consumer, bucket and advisory
// stream; every role calls it, so that any may start first.
func setup(ctx context.Context, js jetstream.JetStream, c Config) (jetstream.Stream, jetstream.Consumer, jetstream.KeyValue, error) {
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: c.stream(), Subjects: []string{c.subject()}, Retention: jetstream.WorkQueuePolicy,
		Duplicates: c.Duplicates, Replicas: c.Replicas, Storage: jetstream.FileStorage,
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("natsq: stream %s: %w", c.stream(), err)
	}
	if _, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: c.dead(), Subjects: []string{c.advisory()}, Replicas: c.Replicas, Storage: jetstream.FileStorage,
	}); err != nil {
		return nil, nil, nil, fmt.Errorf("natsq: stream %s: %w", c.dead(), err)
	}
	cons, err := st.CreateOrUpdateConsumer(ctx, jetstream.ConsumerConfig{
		Durable: consumerName, AckPolicy: jetstream.AckExplicitPolicy,
		AckWait: c.AckWait, MaxDeliver: c.MaxDeliver, MaxAckPending: -1,
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("natsq: consumer: %w", err)
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: c.bucket(), History: 1, Replicas: c.Replicas, Storage: jetstream.FileStorage,
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("natsq: bucket %s: %w", c.bucket(), err)
	}
	return st, cons, kv, nil
}

// message is a document on the queue.
type message struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Where string `json:"where,omitempty"`
}

// store stores a record unless the bucket has one for its document: the
// first record wins. It reports whether this one was stored.
func store(ctx context.Context, kv jetstream.KeyValue, rec *jobs.Record) (bool, error) {
	data, err := json.Marshal(rec)
	if err != nil {
		return false, err
	}
	if _, err := kv.Create(ctx, key(rec.ID), data); err != nil {
		if errors.Is(err, jetstream.ErrKeyExists) {
			return false, nil
		}
		return false, err
	}
	return true, nil
}
