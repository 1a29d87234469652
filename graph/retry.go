package graph

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"
)

// RetryPolicy says how [Retry] retries a node that failed. The zero value
// retries transient errors up to three attempts in all, waiting about 0.5 s
// and then 1 s, with jitter.
type RetryPolicy struct {
	// MaxAttempts bounds the attempts, the first included; zero means 3.
	MaxAttempts int
	// InitialInterval is the wait before the second attempt; zero means 500 ms.
	InitialInterval time.Duration
	// Multiplier grows the wait after each retry; zero means 2.
	Multiplier float64
	// MaxInterval caps the wait; zero means 30 s.
	MaxInterval time.Duration
	// NoJitter waits exactly the computed interval. By default each wait is
	// drawn uniformly from [interval/2, interval], so that clients that fail
	// together do not retry together.
	NoJitter bool
	// Retryable decides whether an error is worth another attempt; nil
	// means [Transient].
	Retryable func(error) bool
}

// Retry returns a node that runs fn and, when it fails with an error the
// policy deems retryable, runs it again after a backoff, up to the policy's
// attempts. Waiting stops at once when ctx is done. The error after the last
// attempt is returned wrapped in a [*RetryError]. Each retry is recorded as
// an event on the node's span.
//
// Retry is for transient failures of the node's own work, such as a model
// provider's rate limit; it never sees an invalid model answer, which the
// validation loop handles (see the package documentation).
func Retry[S any](fn NodeFunc[S], p RetryPolicy) NodeFunc[S] {
	max := p.MaxAttempts
	if max <= 0 {
		max = 3
	}
	retryable := p.Retryable
	if retryable == nil {
		retryable = Transient
	}
	return func(ctx context.Context, st S) (S, error) {
		var zero S
		for attempt := 1; ; attempt++ {
			upd, err := fn(ctx, st)
			if err == nil {
				return upd, nil
			}
			if attempt >= max || !retryable(err) || ctx.Err() != nil {
				if attempt == 1 {
					return zero, err
				}
				return zero, &RetryError{Attempts: attempt, Err: err}
			}
			wait := p.backoff(attempt)
			if span := trace.SpanFromContext(ctx); span.IsRecording() {
				span.AddEvent("retry", trace.WithAttributes(
					attribute.Int("mend.retry.attempt", attempt),
					attribute.String("mend.retry.error", err.Error()),
					attribute.Int64("mend.retry.wait_ms", wait.Milliseconds()),
				))
			}
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return zero, &RetryError{Attempts: attempt, Err: errors.Join(err, context.Cause(ctx))}
			case <-t.C:
			}
		}
	}
}

// backoff returns the wait after the given failed attempt (1-based).
func (p RetryPolicy) backoff(attempt int) time.Duration {
	d, mult, cap := p.InitialInterval, p.Multiplier, p.MaxInterval
	if d <= 0 {
		d = 500 * time.Millisecond
	}
	if mult <= 0 {
		mult = 2
	}
	if cap <= 0 {
		cap = 30 * time.Second
	}
	f := float64(d)
	for range attempt - 1 {
		f *= mult
		if f >= float64(cap) {
			break
		}
	}
	wait := time.Duration(min(f, float64(cap)))
	if !p.NoJitter && wait > 1 {
		wait = wait/2 + rand.N(wait/2+1)
	}
	return wait
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

// Transient reports whether err looks temporary: not a context cancellation
// or deadline, not a panic, and not a provider error that a retry cannot
// change (authentication, an invalid request, a content filter, a token or
// quota limit, an unknown resource, a missing feature). Everything else,
// rate limits and network errors included, counts as transient.
func Transient(err error) bool {
	if err == nil {
		return false
	}
	if _, ok := errors.AsType[*PanicError](err); ok {
		return false
	}
	// A provider's own timeout is transient, although *llms.Error matches
	// context.DeadlineExceeded for it; so look at provider errors first.
	if le, ok := errors.AsType[*llms.Error](err); ok {
		switch le.Code {
		case llms.ErrCodeAuthentication, llms.ErrCodeInvalidRequest, llms.ErrCodeResourceNotFound,
			llms.ErrCodeContentFilter, llms.ErrCodeTokenLimit, llms.ErrCodeQuotaExceeded,
			llms.ErrCodeNotImplemented, llms.ErrCodeCanceled:
			return false
		}
		return true
	}
	return !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded)
}
