package graph_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"testing/synctest"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/state"
)

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
		node := graph.Retry(flaky(3, errors.New("rate limited"), &at, time.Now()), policy)
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
		node := graph.Retry(flaky(4, errors.New("flaky"), &at, time.Now()), policy)
		if _, err := node(t.Context(), S{}); err != nil {
			t.Fatal(err)
		}
		// Waits are 2s, then capped at 3s, each jittered into [w/2, w].
		bounds := [][2]time.Duration{{time.Second, 2 * time.Second}, {1500 * time.Millisecond, 3 * time.Second},
			{1500 * time.Millisecond, 3 * time.Second}, {1500 * time.Millisecond, 3 * time.Second}}
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
		failure := errors.New("still down")
		node := graph.Retry(flaky(10, failure, &at, time.Now()), graph.RetryPolicy{})
		_, err := node(t.Context(), S{})
		var re *graph.RetryError
		if !errors.As(err, &re) || re.Attempts != 3 || !errors.Is(err, failure) || len(at) != 3 {
			t.Fatalf("err = %v after %d attempts", err, len(at))
		}
	})
}

func TestRetrySkipsPermanentErrors(t *testing.T) {
	var at []time.Duration
	auth := llms.NewError(llms.ErrCodeAuthentication, "openai", "bad key")
	node := graph.Retry(flaky(10, auth, &at, time.Now()), graph.RetryPolicy{})
	if _, err := node(t.Context(), S{}); !errors.Is(err, auth) || len(at) != 1 {
		t.Fatalf("err = %v after %d attempts", err, len(at))
	}
	custom := graph.Retry(flaky(10, errors.New("x"), &at, time.Now()), graph.RetryPolicy{
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
		node := graph.Retry(flaky(10, errors.New("down"), &at, time.Now()), graph.RetryPolicy{InitialInterval: time.Hour, MaxInterval: 2 * time.Hour})
		go func() {
			time.Sleep(time.Minute)
			cancel()
		}()
		start := time.Now()
		_, err := node(ctx, S{})
		if !errors.Is(err, context.Canceled) || time.Since(start) != time.Minute {
			t.Fatalf("err = %v after %v", err, time.Since(start))
		}
	})
}

func TestTransient(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{errors.New("connection reset"), true},
		{llms.NewError(llms.ErrCodeRateLimit, "openai", "slow down"), true},
		{llms.NewError(llms.ErrCodeTimeout, "anthropic", "upstream timeout"), true},
		{llms.NewError(llms.ErrCodeInvalidRequest, "openai", "bad schema"), false},
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

// TestRetryInGraph: a retried node fails twice, then the run goes on.
func TestRetryInGraph(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var at []time.Duration
		g := graph.New[S](noTrace)
		g.AddNode("call", graph.Retry(flaky(2, errors.New("503"), &at, time.Now()), graph.RetryPolicy{}))
		g.AddEdge(graph.Start, "call")
		g.AddEdge("call", graph.End)
		out, err := compile(t, g).Run(t.Context(), S{})
		if err != nil || out.Log.At(0) != "ok" || len(at) != 3 {
			t.Fatalf("err %v, %d attempts", err, len(at))
		}
	})
}
