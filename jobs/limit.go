package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/tmc/langchaingo/llms"
	"golang.org/x/time/rate"

	"github.com/mendgraph/mend/strategies"
)

// Limits are a provider's rate limits. A zero field means no limit.
type Limits struct {
	RequestsPerMinute float64
	TokensPerMinute   float64
	// Burst is how many requests may go at once after an idle spell; zero
	// means one second's worth (at least 1). The token bucket's burst is
	// the same share of a minute's tokens, and at least one request's
	// estimate.
	Burst int
}

// Limit returns model with its requests held to the limits: each request
// waits for its turn (or for ctx) before it is sent. A request's tokens
// are estimated before it is sent (its text's bytes / 4, plus MaxTokens
// when set, else 256) and the estimate corrected from the usage the
// provider reports, so that over a job the tokens per minute stay within
// the limit. The model returned is safe for concurrent use when model is.
func Limit(model llms.Model, l Limits) llms.Model {
	if l.RequestsPerMinute <= 0 && l.TokensPerMinute <= 0 {
		return model
	}
	m := &limited{Model: model}
	if l.RequestsPerMinute > 0 {
		burst := l.Burst
		if burst <= 0 {
			burst = max(1, int(l.RequestsPerMinute/60))
		}
		m.requests = rate.NewLimiter(rate.Limit(l.RequestsPerMinute/60), burst)
	}
	if l.TokensPerMinute > 0 {
		burst := max(int(l.TokensPerMinute/60), 1)
		m.tokens = rate.NewLimiter(rate.Limit(l.TokensPerMinute/60), burst)
	}
	return m
}

type limited struct {
	llms.Model
	requests *rate.Limiter
	tokens   *rate.Limiter
}

// GenerateContent waits for the limiters, then calls the model.
func (m *limited) GenerateContent(ctx context.Context, msgs []llms.MessageContent, opts ...llms.CallOption) (*llms.ContentResponse, error) {
	if m.requests != nil {
		if err := m.requests.Wait(ctx); err != nil {
			return nil, waitErr(ctx, err)
		}
	}
	est := 0
	if m.tokens != nil {
		est = estimate(msgs, opts)
		// A request larger than the bucket waits for a full bucket and
		// takes the rest on credit: it still goes, and later ones wait.
		if err := m.tokens.WaitN(ctx, min(est, m.tokens.Burst())); err != nil {
			return nil, waitErr(ctx, err)
		}
		if extra := est - m.tokens.Burst(); extra > 0 {
			m.tokens.ReserveN(time.Now(), extra)
		}
	}
	resp, err := m.Model.GenerateContent(ctx, msgs, opts...)
	if m.tokens != nil && resp != nil {
		if used := strategies.UsageOf(resp).Total(); used > est {
			m.tokens.ReserveN(time.Now(), used-est) // pay the difference: later requests wait
		}
	}
	return resp, err
}

// Call implements llms.Model.
func (m *limited) Call(ctx context.Context, prompt string, opts ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, opts...)
}

func waitErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("jobs: waiting for the rate limit: %w", context.Cause(ctx))
	}
	return fmt.Errorf("jobs: rate limit: %w", err)
}

// estimate is a request's tokens before it is sent.
func estimate(msgs []llms.MessageContent, opts []llms.CallOption) int {
	n := strategies.PromptBytes(msgs)
	var o llms.CallOptions
	for _, opt := range opts {
		opt(&o)
	}
	for _, t := range o.Tools {
		if t.Function != nil {
			n += len(t.Function.Name) + len(t.Function.Description) + 200
		}
	}
	out := o.MaxTokens
	if out <= 0 {
		out = 256
	}
	return n/4 + out
}
