package provider_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"syscall"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/provider"
)

// Error texts and bodies as the providers document them and langchaingo's
// clients pass them on.
var classifyCases = []struct {
	name   string
	err    error
	reason provider.Reason
	status int
	delay  time.Duration
}{
	{"openai 429 in the client's text", errors.New(`API returned unexpected status code: 429: Rate limit reached for gpt-4o-mini in organization org-x on tokens per min (TPM): Limit 200000, Used 199000, Requested 1500. Please try again in 150ms.`), provider.RateLimited, 429, 0},
	// Without the body's code, OpenAI's used-up quota reads as Gemini's
	// per-minute one, which is transient: the policy's bound limits the
	// cost of retrying it. With Client the code decides (TestTransport).
	{"openai quota, text only", errors.New(`API returned unexpected status code: 429: You exceeded your current quota, please check your plan and billing details.`), provider.RateLimited, 429, 0},
	{"openai 401", errors.New(`API returned unexpected status code: 401: Incorrect API key provided: sk-xxxx. You can find your API key at https://platform.openai.com/account/api-keys.`), provider.Auth, 401, 0},
	{"openai 400 context", errors.New(`API returned unexpected status code: 400: This model's maximum context length is 128000 tokens. However, your messages resulted in 130211 tokens.`), provider.ContextLength, 400, 0},
	{"openai 400 schema", errors.New(`API returned unexpected status code: 400: Invalid schema for function 'x': In context=(), 'additionalProperties' is required to be supplied and to be false.`), provider.BadRequest, 400, 0},
	{"openai 404 model", errors.New("API returned unexpected status code: 404: The model `gpt-9` does not exist or you do not have access to it."), provider.NotFound, 404, 0},
	{"openai 500", errors.New(`API returned unexpected status code: 500: The server had an error while processing your request. Sorry about that!`), provider.ServerError, 500, 0},
	{"openai 503 without a body", errors.New(`API returned unexpected status code: 503`), provider.ServerError, 503, 0},
	{"anthropic 529", errors.New(`API returned unexpected status code: 529: Overloaded`), provider.ServerError, 529, 0},
	{"anthropic 400 prompt too long", errors.New(`API returned unexpected status code: 400: prompt is too long: 215000 tokens > 200000 maximum`), provider.ContextLength, 400, 0},
	{"anthropic 400 credit", errors.New(`API returned unexpected status code: 400: Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.`), provider.Quota, 400, 0},
	{"anthropic 401", errors.New(`anthropic: failed to create message: API returned unexpected status code: 401: invalid x-api-key`), provider.Auth, 401, 0},
	{"ollama 404 text", errors.New(`model "llama9" not found, try pulling it first`), provider.NotFound, 0, 0},
	{"ollama status error", errors.New(`503 Service Unavailable: server busy`), provider.ServerError, 503, 0},
	{"openai network error", errors.New(`network error: failed to reach API server`), provider.Connection, 0, 0},
	{"openai network timeout", errors.New(`request timeout: network operation exceeded timeout`), provider.Timeout, 0, 0},
	{"refused", &url.Error{Op: "Post", URL: "http://127.0.0.1:1", Err: &net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}}, provider.Connection, 0, 0},
	{"reset", fmt.Errorf("send request: %w", syscall.ECONNRESET), provider.Connection, 0, 0},
	{"dropped", fmt.Errorf("send request: %w", io.EOF), provider.Connection, 0, 0},
	{"truncated", fmt.Errorf("decode: %w", io.ErrUnexpectedEOF), provider.Connection, 0, 0},
	{"net timeout", &url.Error{Op: "Post", URL: "http://x", Err: timeoutErr{}}, provider.Timeout, 0, 0},
	{"llms rate limit", llms.NewError(llms.ErrCodeRateLimit, "openai", "slow down"), provider.RateLimited, 0, 0},
	{"llms auth", llms.NewError(llms.ErrCodeAuthentication, "openai", "bad key"), provider.Auth, 0, 0},
	{"llms token limit", llms.NewError(llms.ErrCodeTokenLimit, "anthropic", "too long"), provider.ContextLength, 0, 0},
	{"gax", httpCodeErr{429}, provider.RateLimited, 429, 0},
	{"canceled", fmt.Errorf("x: %w", context.Canceled), provider.Canceled, 0, 0},
	{"client bug", errors.New("only support Text and BinaryContent parts right now"), provider.Unknown, 0, 0},
	{"a number is not a status", errors.New("got 4000 tokens"), provider.Unknown, 0, 0},
}

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "i/o timeout" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

type httpCodeErr struct{ code int }

func (e httpCodeErr) Error() string { return fmt.Sprintf("googleapi: Error %d: quota", e.code) }
func (e httpCodeErr) HTTPCode() int { return e.code }

func TestClassify(t *testing.T) {
	for _, c := range classifyCases {
		e := provider.Classify(c.err)
		if e.Reason != c.reason || e.Status != c.status || e.RetryAfter != c.delay {
			t.Errorf("%s: got %s %d %v, want %s %d %v", c.name, e.Reason, e.Status, e.RetryAfter, c.reason, c.status, c.delay)
		}
		if !errors.Is(e, c.err) {
			t.Errorf("%s: the classified error does not wrap the client's", c.name)
		}
		if e.Transient() != c.reason.Transient() {
			t.Errorf("%s: Transient %v", c.name, e.Transient())
		}
	}
	if provider.Classify(nil) != nil {
		t.Fatal("Classify(nil) is not nil")
	}
	pe := &provider.Error{Reason: provider.RateLimited, Status: 429, RetryAfter: time.Second}
	if provider.Classify(fmt.Errorf("wrapped: %w", pe)) != pe {
		t.Fatal("an *Error in the chain is not returned as it is")
	}
}

func ExampleClassify() {
	err := errors.New("API returned unexpected status code: 401: Incorrect API key provided")
	e := provider.Classify(err)
	fmt.Println(e.Reason, e.Status, e.Transient())
	fmt.Println(e)
	// Output:
	// auth 401 false
	// provider: auth (401): Incorrect API key provided
}
