package provider_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/googleai"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"
	"google.golang.org/api/option"

	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/replay"
)

// clientFor returns langchaingo's real client for a wire, pointed at srv,
// with this package's HTTP client.
func clientFor(t *testing.T, wire replay.Wire, srv *replay.Server) llms.Model {
	t.Helper()
	hc := provider.NewClient(nil)
	var m llms.Model
	var err error
	switch wire {
	case replay.OpenAI:
		m, err = openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o"), openai.WithHTTPClient(hc))
	case replay.Anthropic:
		m, err = anthropic.New(anthropic.WithBaseURL(srv.URL), anthropic.WithToken("offline"), anthropic.WithModel("claude-3-haiku-20240307"), anthropic.WithHTTPClient(hc))
	case replay.GoogleAI:
		hc = provider.NewClient(&http.Client{Transport: &provider.Transport{Header: http.Header{"X-Goog-Api-Key": {"offline"}}}})
		m, err = googleai.New(t.Context(), googleai.WithRest(), googleai.WithAPIKey("offline"), googleai.WithHTTPClient(&hc.Client), func(o *googleai.Options) {
			o.ClientOptions = append(o.ClientOptions, option.WithEndpoint(srv.URL))
		})
	case replay.Ollama:
		m, err = ollama.New(ollama.WithServerURL(srv.URL), ollama.WithModel("llama3.1"), ollama.WithHTTPClient(&hc.Client))
	}
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var hello = []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Hello?")}

// TestTransport: through each real client, a provider's failure comes back
// as an *Error with its status, reason and wait.
func TestTransport(t *testing.T) {
	wires := []replay.Wire{replay.OpenAI, replay.Anthropic, replay.GoogleAI, replay.Ollama}
	for _, c := range []struct {
		name   string
		resp   replay.Response
		reason provider.Reason
		status int
		wait   time.Duration
	}{
		{"429 Retry-After seconds", replay.Fault(429, "Rate limit reached", "Retry-After", "2"), provider.RateLimited, 429, 2 * time.Second},
		{"429 retry-after-ms", replay.Fault(429, "Rate limit reached", "retry-after-ms", "1500"), provider.RateLimited, 429, 1500 * time.Millisecond},
		{"401", replay.Fault(401, "Incorrect API key provided"), provider.Auth, 401, 0},
		{"503", replay.Fault(503, "The server is overloaded"), provider.ServerError, 503, 0},
		{"400 context length", replay.Fault(400, "This model's maximum context length is 8192 tokens"), provider.ContextLength, 400, 0},
		{"dropped", replay.Response{Drop: true}, provider.Connection, 0, 0},
	} {
		for _, wire := range wires {
			t.Run(c.name+"/"+string(wire), func(t *testing.T) {
				srv := replay.NewSequence(wire, c.resp)
				defer srv.Close()
				_, err := clientFor(t, wire, srv).GenerateContent(t.Context(), hello)
				pe, ok := errors.AsType[*provider.Error](err)
				if !ok {
					t.Fatalf("%T %v is no *provider.Error", err, err)
				}
				if pe.Reason != c.reason || pe.Status != c.status || pe.RetryAfter != c.wait {
					t.Fatalf("got %s %d %v, want %s %d %v (%v)", pe.Reason, pe.Status, pe.RetryAfter, c.reason, c.status, c.wait, pe)
				}
				if c := provider.Classify(err); c != pe {
					t.Fatalf("Classify did not return the transport's error: %v", c)
				}
			})
		}
	}
}

// TestTransportBodies: the provider's error code decides where the text is
// ambiguous, and Google's RetryInfo is a wait.
func TestTransportBodies(t *testing.T) {
	quota := replay.Response{Status: 429, Body: []byte(`{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`)}
	srv := replay.NewOpenAI(quota)
	defer srv.Close()
	_, err := clientFor(t, replay.OpenAI, srv).GenerateContent(t.Context(), hello)
	if pe := provider.Classify(err); pe.Reason != provider.Quota || pe.Transient() || pe.Code != "insufficient_quota" {
		t.Fatalf("OpenAI's used-up quota: %+v", pe)
	}
	gemini := replay.Response{Status: 429, Body: []byte(`{"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"20s"}]}}`)}
	gsrv := replay.NewGoogleAI(gemini)
	defer gsrv.Close()
	_, err = clientFor(t, replay.GoogleAI, gsrv).GenerateContent(t.Context(), hello)
	if pe := provider.Classify(err); pe.Reason != provider.RateLimited || pe.RetryAfter != 20*time.Second || pe.Code != "RESOURCE_EXHAUSTED" {
		t.Fatalf("Gemini's per-minute quota: %+v", pe)
	}
	overloaded := replay.Response{Status: 529, Body: []byte(`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)}
	asrv := replay.NewAnthropic(overloaded)
	defer asrv.Close()
	_, err = clientFor(t, replay.Anthropic, asrv).GenerateContent(t.Context(), hello)
	if pe := provider.Classify(err); pe.Reason != provider.ServerError || !pe.Transient() || pe.Code != "overloaded_error" {
		t.Fatalf("Anthropic overloaded: %+v", pe)
	}
}

// TestTransportLeavesTheContext: a call cut short by its context is not
// the provider's failure.
func TestTransportLeavesTheContext(t *testing.T) {
	srv := replay.NewOpenAI(replay.Response{Delay: time.Minute})
	defer srv.Close()
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	_, err := clientFor(t, replay.OpenAI, srv).GenerateContent(ctx, hello)
	if _, ok := errors.AsType[*provider.Error](err); ok || err == nil {
		t.Fatalf("err = %v", err)
	}
}
