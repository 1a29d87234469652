package provider

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"
)

// patterns are the words by which Classify recognises a failure in a
// provider's message or a client's error text, when no status or error
// code tells: the first row whose text occurs in the lowercased message
// decides. Within a status, a row refines it only where the status allows
// (a 429 becomes Quota, a 400 ContextLength or ContentPolicy). This is
// data: a provider's new wording adds a row, not code. Each row names where
// the wording comes from.
var patterns = []struct {
	text   string
	reason Reason
}{
	// Quota: used-up credit, which waiting does not fix. (Gemini's
	// rate-limit 429 says "exceeded your current quota" too, and is
	// transient: so only the codes and phrases below count.)
	{"insufficient_quota", Quota},              // OpenAI error code
	{"billing_hard_limit", Quota},              // OpenAI
	{"credit balance is too low", Quota},       // Anthropic
	{"quota exceeded", Quota},                  // langchaingo's mapping, Azure
	{"context_length_exceeded", ContextLength}, // OpenAI error code
	{"maximum context length", ContextLength},  // OpenAI, vLLM
	{"prompt is too long", ContextLength},      // Anthropic
	{"context window", ContextLength},          // Anthropic, Gemini ("exceeds the context window")
	{"input token count", ContextLength},       // Gemini ("The input token count exceeds the maximum")
	{"too many tokens", ContextLength},         // llama.cpp server
	{"content_policy", ContentPolicy},          // OpenAI
	{"content_filter", ContentPolicy},          // Azure OpenAI
	{"content management policy", ContentPolicy},
	{"invalid_api_key", Auth},      // OpenAI
	{"incorrect api key", Auth},    // OpenAI
	{"invalid x-api-key", Auth},    // Anthropic
	{"api key not valid", Auth},    // Gemini
	{"authentication_error", Auth}, // Anthropic
	{"permission_error", Auth},     // Anthropic
	{"unauthorized", Auth},
	{"model_not_found", NotFound},      // OpenAI
	{"not_found_error", NotFound},      // Anthropic
	{"try pulling it first", NotFound}, // Ollama: model "x" not found, try pulling it first
	{"rate_limit", RateLimited},        // OpenAI, Anthropic
	{"rate limit", RateLimited},
	{"too many requests", RateLimited},
	{"resource_exhausted", RateLimited}, // Gemini status
	{"overloaded", ServerError},         // Anthropic 529 overloaded_error
	{"service unavailable", ServerError},
	{"internal server error", ServerError},
	{"bad gateway", ServerError},
	{"gateway timeout", Timeout},
	{"i/o timeout", Timeout},
	{"tls handshake timeout", Timeout},
	{"network operation exceeded timeout", Timeout}, // langchaingo's openai client, for a network timeout
	{"client.timeout exceeded", Timeout},            // net/http
	{"connection reset", Connection},
	{"connection refused", Connection},
	{"broken pipe", Connection},
	{"unexpected eof", Connection},
	{"server closed idle connection", Connection}, // net/http
	{"failed to reach api server", Connection},    // langchaingo's openai client, for any network error
	{"http2: server sent goaway", Connection},     // net/http
	{"invalid_request_error", BadRequest},         // OpenAI, Anthropic
	{"invalid request", BadRequest},
}

// match returns the reason of the first pattern in text, or def.
func match(text string, def Reason) Reason {
	lower := strings.ToLower(text)
	for _, p := range patterns {
		if strings.Contains(lower, p.text) {
			return p.reason
		}
	}
	return def
}

// parseBody reads a provider's error body, or the message a client made of
// one: the message, the provider's error type or code, and the wait a
// Google RetryInfo asks for. The shapes:
//
//	{"error": {"message", "type", "code"}}                      OpenAI and compatible servers
//	{"type": "error", "error": {"type", "message"}}             Anthropic
//	{"error": {"code", "message", "status", "details": [...]}}  Google
//	{"error": "message"}                                        Ollama
func parseBody(body string) (msg, code string, delay time.Duration) {
	body = strings.TrimSpace(body)
	if !strings.HasPrefix(body, "{") && !strings.HasPrefix(body, "[") {
		return "", "", 0
	}
	var env struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
	}
	if strings.HasPrefix(body, "[") { // Google's streaming endpoint answers errors in an array
		var arr []json.RawMessage
		if json.Unmarshal([]byte(body), &arr) != nil || len(arr) == 0 {
			return "", "", 0
		}
		body = string(arr[0])
	}
	if json.Unmarshal([]byte(body), &env) != nil {
		return "", "", 0
	}
	var s string
	if json.Unmarshal(env.Error, &s) == nil {
		return s, "", 0
	}
	var e struct {
		Message string          `json:"message"`
		Type    string          `json:"type"`
		Code    json.RawMessage `json:"code"`
		Status  string          `json:"status"`
		Details []struct {
			Type       string `json:"@type"`
			RetryDelay string `json:"retryDelay"`
		} `json:"details"`
	}
	if json.Unmarshal(env.Error, &e) != nil {
		return env.Message, "", 0
	}
	msg = e.Message
	if msg == "" {
		msg = env.Message
	}
	var c string
	if json.Unmarshal(e.Code, &c) != nil || c == "" {
		c = e.Type
		if c == "" {
			c = e.Status
		}
	}
	for _, d := range e.Details {
		if d.RetryDelay != "" {
			if v, err := time.ParseDuration(d.RetryDelay); err == nil && v > 0 {
				delay = v
			}
		}
	}
	return msg, c, delay
}

// retryAfter reads the wait a response asks for: retry-after-ms (OpenAI,
// Azure), then Retry-After in seconds or as an HTTP date.
func retryAfter(ms, header string, now time.Time) time.Duration {
	if ms != "" {
		if v, err := strconv.ParseFloat(ms, 64); err == nil && v > 0 && v < 1e9 {
			return time.Duration(v * float64(time.Millisecond))
		}
	}
	if header == "" {
		return 0
	}
	if v, err := strconv.ParseFloat(header, 64); err == nil {
		if v > 0 && v < 1e6 {
			return time.Duration(v * float64(time.Second))
		}
		return 0
	}
	if t, err := httpTime(header); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}
