package graph

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"time"

	"github.com/cenkalti/backoff/v5"
	"github.com/mendgraph/mend/telemetry"
	"go.opentelemetry.io/otel/trace"
)

// RetryPolicy says how to retry work that failed transiently: a node's
// ([Retry]) or any operation's ([RetryPolicy.Do]). The zero value makes at
// most 3 attempts within a minute, waiting about 0.5 s and then 1 s, and
// retries only the errors [Transient] accepts.
//
// The waits grow exponentially, with jitter, as computed by
// github.com/cenkalti/backoff/v5. An error that says how long to wait (it
// has a RetryDelay() time.Duration method returning more than zero, as a
// provider's Retry-After does) sets the next wait instead, and restarts
// the exponential schedule.
type RetryPolicy struct {
	// MaxAttempts bounds the attempts, the first included; zero means 3,
	// and 1 turns retries off.
	MaxAttempts int
	// MaxElapsed bounds the time from the start of the first attempt: no
	// retry starts whose wait would end past it. Zero means one minute.
	MaxElapsed time.Duration
	// InitialInterval is the wait before the second attempt; zero means
	// 500 ms.
	InitialInterval time.Duration
	// Multiplier grows the wait after each retry; zero means 2.
	Multiplier float64
	// MaxInterval caps the wait before jitter; zero means 30 s.
	MaxInterval time.Duration
	// NoJitter waits exactly the computed interval. By default each wait
	// is drawn uniformly from [interval/2, interval×3/2], so that clients
	// that fail together do not retry together.
	NoJitter bool
	// Retryable decides whether an error is worth another attempt; nil
	// means [Transient].
	Retryable func(error) bool
}

// Defaults of RetryPolicy's zero fields.
const (
	defaultRetryAttempts = 3
	defaultRetryElapsed  = time.Minute
	defaultRetryInitial  = 500 * time.Millisecond
	defaultRetryMult     = 2
	defaultRetryMax      = 30 * time.Second
)

// Retrying describes a retry about to happen, as [RetryPolicy.Do] reports
// it before waiting.
type Retrying struct {
	Attempt int           // the attempt that failed, counted from 1
	Err     error         // its error
	Wait    time.Duration // the wait before the next attempt
}

// Do runs op until it succeeds, fails with an error the policy does not
// retry, or the policy's attempts or time run out, waiting between attempts
// as the policy says. notify, when not nil, is called before each wait. Do
// returns the attempts made and the last attempt's error, or nil.
//
// When ctx ends, during an attempt or a wait, Do returns at once with an
// error that wraps both the last attempt's error and context.Cause(ctx), so
// that errors.Is(err, context.DeadlineExceeded) (or context.Canceled) holds
// whatever op returned.
func (p RetryPolicy) Do(ctx context.Context, op func(ctx context.Context) error, notify func(Retrying)) (int, error) {
	maxAttempts := p.MaxAttempts
	if maxAttempts <= 0 {
		maxAttempts = defaultRetryAttempts
	}
	retryable := p.Retryable
	if retryable == nil {
		retryable = Transient
	}
	b := &backoff.ExponentialBackOff{
		InitialInterval:     or(p.InitialInterval, defaultRetryInitial),
		Multiplier:          or(p.Multiplier, defaultRetryMult),
		MaxInterval:         or(p.MaxInterval, defaultRetryMax),
		RandomizationFactor: 0.5,
	}
	if p.NoJitter {
		b.RandomizationFactor = 0
	}
	attempts := 0
	var last error
	_, err := backoff.Retry(ctx, func() (struct{}, error) {
		attempts++
		last = op(ctx)
		switch {
		case last == nil:
			return struct{}{}, nil
		case ctx.Err() != nil || !retryable(last):
			return struct{}{}, backoff.Permanent(last)
		}
		if d := retryDelay(last); d > 0 {
			return struct{}{}, &backoff.RetryAfterError{Duration: d}
		}
		return struct{}{}, last
	},
		backoff.WithBackOff(b),
		backoff.WithMaxTries(uint(maxAttempts)),
		backoff.WithMaxElapsedTime(or(p.MaxElapsed, defaultRetryElapsed)),
		backoff.WithNotify(func(_ error, wait time.Duration) {
			if notify != nil {
				notify(Retrying{Attempt: attempts, Err: last, Wait: wait})
			}
		}))
	if err == nil {
		return attempts, nil
	}
	if ctx.Err() != nil {
		cause := context.Cause(ctx)
		if last == nil || errors.Is(last, cause) {
			return attempts, cause
		}
		return attempts, &canceledError{last: last, cause: cause}
	}
	return attempts, last
}

func or[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// canceledError is the last attempt's error, interrupted by the end of the
// context.
type canceledError struct{ last, cause error }

func (e *canceledError) Error() string   { return fmt.Sprintf("%v (after: %v)", e.cause, e.last) }
func (e *canceledError) Unwrap() []error { return []error{e.cause, e.last} }

// retryDelay returns the wait an error in err's chain asks for.
func retryDelay(err error) time.Duration {
	var d interface{ RetryDelay() time.Duration }
	if errors.As(err, &d) {
		return d.RetryDelay()
	}
	return 0
}

// Retry returns a node that runs fn and, when it fails with an error the
// policy deems retryable, runs it again after a backoff, within the
// policy's attempts and time (see [RetryPolicy.Do]). The error after more
// than one attempt is returned wrapped in a [*RetryError]. Each retry is
// recorded as an event on the node's span.
//
// Retry is for transient failures of the node's own work, such as a dropped
// connection; it never sees an invalid model answer, which the validation
// loop handles (see the package documentation).
func Retry[S any](fn NodeFunc[S], p RetryPolicy) NodeFunc[S] {
	return func(ctx context.Context, st S) (S, error) {
		var upd S
		n, err := p.Do(ctx, func(ctx context.Context) error {
			var err error
			upd, err = fn(ctx, st)
			return err
		}, func(r Retrying) {
			if span := trace.SpanFromContext(ctx); span.IsRecording() {
				span.AddEvent(telemetry.EventNodeRetry, trace.WithAttributes(
					telemetry.Try.Int(r.Attempt),
					telemetry.Message.String(r.Err.Error()),
					telemetry.RetryWait.Int64(r.Wait.Milliseconds()),
				))
			}
		})
		switch {
		case err == nil:
			return upd, nil
		case n > 1:
			var zero S
			return zero, &RetryError{Attempts: n, Err: err}
		}
		var zero S
		return zero, err
	}
}

// RetryError ends a node whose retries were exhausted or interrupted.
type RetryError struct {
	Attempts int   // attempts made
	Err      error // the last attempt's error
}

// Error implements the error interface.
func (e *RetryError) Error() string { return fmt.Sprintf("after %d attempts: %v", e.Attempts, e.Err) }

// Unwrap returns the last attempt's error.
func (e *RetryError) Unwrap() error { return e.Err }

// Transient reports whether err is worth another attempt: an error in its
// chain says so with a Transient() bool method (as mend's provider errors
// do), or err is a network timeout or a dropped connection. A context's
// end, a panic and every other error are not transient: a node retries only
// what it knows to be temporary.
func Transient(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	if _, ok := errors.AsType[*PanicError](err); ok {
		return false
	}
	var t interface{ Transient() bool }
	if errors.As(err, &t) {
		return t.Transient()
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return true
	}
	return errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNABORTED) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrUnexpectedEOF)
}
