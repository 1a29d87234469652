package graph_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"
	"testing/synctest"
	"time"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/state"
)

// transient is an error that says it is worth retrying, and how long to
// wait when after is set.
type transient struct {
	msg   string
	after time.Duration
}

func (e transient) Error() string             { return e.msg }
func (e transient) Transient() bool           { return true }
func (e transient) RetryDelay() time.Duration { return e.after }

// permanent says it is not worth retrying.
type permanent struct{}

func (permanent) Error() string   { return "bad key" }
func (permanent) Transient() bool { return false }

// flaky fails n times with err, then succeeds; it records when it ran.
func flaky(n int, err error, at *[]time.Duration, start time.Time) graph.NodeFunc[S] {
	calls := 0
	return func(context.Context, S) (S, error) {
		*at = append(*at, time.Since(start))
		calls++
		if calls <= n {
			return S{}, err
		}
		return S{Log: state.Append("ok")}, nil
	}
}

func TestRetryBacksOff(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var at []time.Duration
		policy := graph.RetryPolicy{MaxAttempts: 4, InitialInterval: time.Second, Multiplier: 3, NoJitter: true}
		node := graph.Retry(flaky(3, transient{msg: "rate limited"}, &at, time.Now()), policy)
		upd, err := node(t.Context(), S{})
		if err != nil || upd.Log.At(0) != "ok" {
			t.Fatalf("err = %v", err)
		}
		want := []time.Duration{0, time.Second, 4 * time.Second, 13 * time.Second}
		if fmt.Sprint(at) != fmt.Sprint(want) {
			t.Fatalf("attempts at %v, want %v", at, want)
		}
	})
}

func TestRetryJitterAndCap(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var at []time.Duration
		policy := graph.RetryPolicy{MaxAttempts: 5, InitialInterval: 2 * time.Second, MaxInterval: 3 * time.Second}
		node := graph.Retry(flaky(4, transient{msg: "flaky"}, &at, time.Now()), policy)
		if _, err := node(t.Context(), S{}); err != nil {
			t.Fatal(err)
		}
		// Intervals are 2s, then capped at 3s, each jittered into [w/2, 3w/2].
		bounds := [][2]time.Duration{{time.Second, 3 * time.Second}, {1500 * time.Millisecond, 4500 * time.Millisecond},
			{1500 * time.Millisecond, 4500 * time.Millisecond}, {1500 * time.Millisecond, 4500 * time.Millisecond}}
		for i, b := range bounds {
			if w := at[i+1] - at[i]; w < b[0] || w > b[1] {
				t.Errorf("wait %d = %v, want within %v", i+1, w, b)
			}
		}
	})
}

func TestRetryGivesUp(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var at []time.Duration
		failure := transient{msg: "still down"}
		node := graph.Retry(flaky(10, failure, &at, time.Now()), graph.RetryPolicy{})
		_, err := node(t.Context(), S{})
		var re *graph.RetryError
		if !errors.As(err, &re) || re.Attempts != 3 || !errors.Is(err, failure) || len(at) != 3 {
			t.Fatalf("err = %v after %d attempts", err, len(at))
		}
	})
}

// TestRetryHonoursDelay: an error's RetryDelay replaces the backoff, and
// a delay past MaxElapsed ends the retries at once.
func TestRetryHonoursDelay(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var at []time.Duration
		node := graph.Retry(flaky(2, transient{msg: "429", after: 7 * time.Second}, &at, time.Now()), graph.RetryPolicy{})
		if _, err := node(t.Context(), S{}); err != nil {
			t.Fatal(err)
		}
		if want := []time.Duration{0, 7 * time.Second, 14 * time.Second}; fmt.Sprint(at) != fmt.Sprint(want) {
			t.Fatalf("attempts at %v, want %v", at, want)
		}
		at = nil
		start := time.Now()
		node = graph.Retry(flaky(2, transient{msg: "429", after: 2 * time.Minute}, &at, start), graph.RetryPolicy{})
		if _, err := node(t.Context(), S{}); err == nil || len(at) != 1 || time.Since(start) != 0 {
			t.Fatalf("err %v after %d attempts and %v", err, len(at), time.Since(start))
		}
	})
}

func TestRetrySkipsPermanentErrors(t *testing.T) {
	var at []time.Duration
	node := graph.Retry(flaky(10, permanent{}, &at, time.Now()), graph.RetryPolicy{})
	if _, err := node(t.Context(), S{}); !errors.Is(err, permanent{}) || len(at) != 1 {
		t.Fatalf("err = %v after %d attempts", err, len(at))
	}
	at = nil
	unknown := errors.New("no idea")
	node = graph.Retry(flaky(10, unknown, &at, time.Now()), graph.RetryPolicy{})
	if _, err := node(t.Context(), S{}); err != unknown || len(at) != 1 {
		t.Fatalf("an unclassified error was retried: %v after %d attempts", err, len(at))
	}
	custom := graph.Retry(flaky(10, transient{msg: "x"}, &at, time.Now()), graph.RetryPolicy{
		Retryable: func(error) bool { return false },
	})
	at = nil
	if _, err := custom(t.Context(), S{}); err == nil || len(at) != 1 {
		t.Fatalf("custom predicate: %d attempts", len(at))
	}
}

func TestRetryStopsWhenCanceled(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx, cancel := context.WithCancel(t.Context())
		var at []time.Duration
		failure := transient{msg: "down"}
		node := graph.Retry(flaky(10, failure, &at, time.Now()), graph.RetryPolicy{InitialInterval: time.Hour, MaxInterval: 2 * time.Hour, MaxElapsed: 10 * time.Hour})
		go func() {
			time.Sleep(time.Minute)
			cancel()
		}()
		start := time.Now()
		_, err := node(ctx, S{})
		if !errors.Is(err, context.Canceled) || !errors.Is(err, failure) || time.Since(start) != time.Minute {
			t.Fatalf("err = %v after %v", err, time.Since(start))
		}
	})
}

// TestDoDeadline: an operation that hides the context's end in its own
// error still ends Do with an error that errors.Is sees as the deadline.
func TestDoDeadline(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx, cancel := context.WithTimeout(t.Context(), 3*time.Second)
		defer cancel()
		var waits []time.Duration
		n, err := graph.RetryPolicy{NoJitter: true, MaxAttempts: 10}.Do(ctx, func(ctx context.Context) error {
			<-ctx.Done()
			return errors.New("request timeout: API call exceeded deadline") // what langchaingo's openai client says
		}, func(r graph.Retrying) { waits = append(waits, r.Wait) })
		if n != 1 || !errors.Is(err, context.DeadlineExceeded) || len(waits) != 0 {
			t.Fatalf("%d attempts, waits %v, err %v", n, waits, err)
		}
	})
}

func TestTransient(t *testing.T) {
	timeout := &net.OpError{Op: "read", Err: &timeoutErr{}}
	for _, c := range []struct {
		err  error
		want bool
	}{
		{transient{msg: "429"}, true},
		{fmt.Errorf("wrapped: %w", transient{msg: "503"}), true},
		{permanent{}, false},
		{errors.New("connection reset"), false}, // unclassified: not retried
		{fmt.Errorf("read: %w", syscall.ECONNRESET), true},
		{io.ErrUnexpectedEOF, true},
		{timeout, true},
		{context.Canceled, false},
		{fmt.Errorf("wrapped: %w", context.DeadlineExceeded), false},
		{&graph.PanicError{Value: "x"}, false},
		{nil, false},
	} {
		if got := graph.Transient(c.err); got != c.want {
			t.Errorf("Transient(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}

type timeoutErr struct{}

func (*timeoutErr) Error() string   { return "i/o timeout" }
func (*timeoutErr) Timeout() bool   { return true }
func (*timeoutErr) Temporary() bool { return true }

// TestRetryInGraph: a retried node fails twice, then the run goes on.
func TestRetryInGraph(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var at []time.Duration
		g := graph.New[S](noTrace)
		g.AddNode("call", graph.Retry(flaky(2, transient{msg: "503"}, &at, time.Now()), graph.RetryPolicy{}))
		g.AddEdge(graph.Start, "call")
		g.AddEdge("call", graph.End)
		out, err := compile(t, g).Run(t.Context(), S{})
		if err != nil || out.Log.At(0) != "ok" || len(at) != 3 {
			t.Fatalf("err %v, %d attempts", err, len(at))
		}
	})
}
