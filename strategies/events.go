package strategies

import (
	"context"
	"errors"
	"iter"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/provider"
)

// Retry records a model call that failed transiently and was made again.
type Retry struct {
	N        int             // the attempt whose call failed
	Strategy string          // its strategy
	Call     int             // which call of the attempt failed, counted from 1
	Err      *provider.Error // why: the reason, the HTTP status, the provider's message
	Wait     time.Duration   // the wait before the next call
}

// Event is one thing that happened in a run, as [Loop.Stream] reports it:
// exactly one of its fields is set.
type Event struct {
	// Attempt is an answer, checked: its strategy, usage, the errors found
	// (with their JSON pointers) or none, and the model calls it took.
	Attempt *AttemptReport
	// Retry is a model call that failed transiently and is about to be
	// made again, after Retry.Wait.
	Retry *Retry
	// Result ends the run: the last event, yielded with the run's error.
	Result *Result
}

// Stream runs the loop like [Loop.Run] and yields its events as they
// happen: each attempt once its answer is checked, each transient failure
// of a model call before its retry waits, and finally the Result with the
// run's error (what Run would have returned). Stopping the iteration stops
// the run: the model call in flight, or the wait before a retry, is
// canceled. Each iteration runs the loop anew.
//
// The events reach the iterator through the run's context, as
// net/http/httptrace reaches a request: the loop, which many runs share,
// keeps no per-run state.
func (l *Loop) Stream(ctx context.Context, conversation []llms.MessageContent) iter.Seq2[Event, error] {
	return func(yield func(Event, error) bool) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		stopped := false
		var panicked any // a panic of the loop body, which the graph must not take for a node's
		ctx = context.WithValue(ctx, observerKey{}, observer(func(ev Event) (goOn bool) {
			if stopped {
				return false
			}
			defer func() {
				if p := recover(); p != nil {
					panicked, stopped, goOn = p, true, false
					cancel()
				}
			}()
			if !yield(ev, nil) {
				stopped = true
				cancel()
			}
			return !stopped
		}))
		res, err := l.Run(ctx, conversation)
		if panicked != nil {
			panic(panicked)
		}
		if stopped || errors.Is(err, errStopped) {
			return
		}
		yield(Event{Result: res}, err)
	}
}

// errStopped ends a run whose stream's consumer stopped.
var errStopped = errors.New("strategies: stream stopped by its consumer")

type observerKey struct{}

// observer receives a run's events, and says whether the run goes on. The
// loop's nodes run one per superstep on the goroutine of the run, so an
// observer is called on it too.
type observer func(Event) bool

// emit reports ev to the run's observer, if it has one, and says whether
// the run goes on.
func emit(ctx context.Context, ev Event) bool {
	o, ok := ctx.Value(observerKey{}).(observer)
	return !ok || o(ev)
}
