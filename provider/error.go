package provider

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/tmc/langchaingo/llms"
)

// Reason is why a model call failed, as far as a retry is concerned.
type Reason string

// The reasons. RateLimited, ServerError, Timeout and Connection are
// transient: the same request may succeed later. The others are permanent.
const (
	RateLimited   Reason = "rate_limited"   // 429, or a provider's rate-limit error
	ServerError   Reason = "server_error"   // 5xx, 409, overloaded
	Timeout       Reason = "timeout"        // 408, 504, a network or client timeout
	Connection    Reason = "connection"     // a refused, reset or dropped connection, a truncated response
	Auth          Reason = "auth"           // 401, 403: a bad key or a missing permission
	BadRequest    Reason = "bad_request"    // 400, 422 and other 4xx: the request itself is wrong
	NotFound      Reason = "not_found"      // 404: no such model or endpoint
	ContentPolicy Reason = "content_policy" // the provider's content filter refused the request
	ContextLength Reason = "context_length" // the prompt does not fit the model's context (or 413)
	Quota         Reason = "quota"          // the account's quota or credit is used up (a 429 that waiting does not fix)
	Canceled      Reason = "canceled"       // the caller's context ended
	Unknown       Reason = "unknown"        // none of the above: not retried
)

// Transient reports whether a call that failed for r may succeed if made
// again later.
func (r Reason) Transient() bool {
	switch r {
	case RateLimited, ServerError, Timeout, Connection:
		return true
	}
	return false
}

// Error is a model call's failure, classified. Make one from any error a
// langchaingo client returns with [Classify]; the HTTP clients of this
// package ([NewClient], [Transport]) make them from the response itself,
// with its status and Retry-After.
type Error struct {
	Reason     Reason        // why the call failed
	Status     int           // the HTTP status, when known
	Code       string        // the provider's own error type or code, e.g. "rate_limit_error", "insufficient_quota"
	Message    string        // the provider's message, or the client's error text
	RetryAfter time.Duration // the wait the provider asked for (Retry-After, retry-after-ms, RetryInfo); zero if none
	Err        error         // the client's error, when the Error was made from one
}

// Error implements the error interface.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("provider: ")
	b.WriteString(string(e.Reason))
	if e.Status != 0 {
		b.WriteString(" (")
		b.WriteString(strconv.Itoa(e.Status))
		b.WriteString(")")
	}
	if e.Message != "" {
		b.WriteString(": ")
		b.WriteString(e.Message)
	}
	if e.RetryAfter > 0 {
		fmt.Fprintf(&b, " (retry after %v)", e.RetryAfter)
	}
	return b.String()
}

// Unwrap returns the client's error.
func (e *Error) Unwrap() error { return e.Err }

// Transient reports whether the call may succeed if made again later. It
// is what graph.Transient, and so graph.RetryPolicy's default, consults.
func (e *Error) Transient() bool { return e.Reason.Transient() }

// RetryDelay returns the wait the provider asked for, which
// graph.RetryPolicy waits instead of its backoff.
func (e *Error) RetryDelay() time.Duration { return e.RetryAfter }

// Classify returns err as an *Error, or nil for nil. It is the one place
// where mend decides what a provider's failure means:
//
//  1. an *Error in err's chain, as this package's HTTP clients make, is
//     returned as it is: the response's status, body and Retry-After were
//     read from the wire;
//  2. otherwise the HTTP status langchaingo's clients write into their
//     messages ("API returned unexpected status code: 429: ..."), or
//     that an error in the chain reports (an HTTPCode or StatusCode
//     method), is classified with the provider's message;
//  3. otherwise a *llms.Error's code, from langchaingo's error mapping;
//  4. otherwise network errors (timeouts, refused, reset or dropped
//     connections) and the message's words (the table in patterns.go).
//
// A context's end is [Canceled]. What matches nothing is [Unknown], and
// not retried: a client's own failure, such as a message part it cannot
// send, does not go away by asking again.
func Classify(err error) *Error {
	if err == nil {
		return nil
	}
	if pe, ok := errors.AsType[*Error](err); ok {
		return pe
	}
	msg := err.Error()
	if errors.Is(err, context.Canceled) {
		return &Error{Reason: Canceled, Message: msg, Err: err}
	}
	if status, rest := statusIn(err); status != 0 {
		e := fromStatus(status, rest)
		e.Err = err
		if e.Message == "" {
			e.Message = msg
		}
		return e
	}
	if le, ok := errors.AsType[*llms.Error](err); ok {
		if r, ok := llmsReasons[le.Code]; ok {
			return &Error{Reason: r, Code: string(le.Code), Message: msg, Err: err}
		}
	}
	var ne net.Error
	switch {
	case errors.As(err, &ne) && ne.Timeout():
		return &Error{Reason: Timeout, Message: msg, Err: err}
	case errors.Is(err, context.DeadlineExceeded):
		// A client's own deadline (http.Client.Timeout): the caller's
		// context, checked by the loop first, has not ended.
		return &Error{Reason: Timeout, Message: msg, Err: err}
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNABORTED),
		errors.Is(err, syscall.EPIPE), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return &Error{Reason: Connection, Message: msg, Err: err}
	}
	return &Error{Reason: match(msg, Unknown), Message: msg, Err: err}
}

var llmsReasons = map[llms.ErrorCode]Reason{
	llms.ErrCodeAuthentication:      Auth,
	llms.ErrCodeRateLimit:           RateLimited,
	llms.ErrCodeInvalidRequest:      BadRequest,
	llms.ErrCodeResourceNotFound:    NotFound,
	llms.ErrCodeTimeout:             Timeout,
	llms.ErrCodeCanceled:            Canceled,
	llms.ErrCodeQuotaExceeded:       Quota,
	llms.ErrCodeContentFilter:       ContentPolicy,
	llms.ErrCodeTokenLimit:          ContextLength,
	llms.ErrCodeProviderUnavailable: ServerError,
	llms.ErrCodeNotImplemented:      BadRequest,
}

// statusIn finds an HTTP status in err: from a method of an error in its
// chain (gax's HTTPCode, ollama's StatusCode field is not a method), or in
// the text langchaingo's clients write: "status code: 429: msg", or
// ollama's "429 Too Many Requests: msg". It returns the status and the
// text after it.
func statusIn(err error) (int, string) {
	var hc interface{ HTTPCode() int }
	if errors.As(err, &hc) && hc.HTTPCode() >= 400 {
		return hc.HTTPCode(), err.Error()
	}
	msg := err.Error()
	if i := strings.Index(msg, "status code: "); i >= 0 {
		if s, ok := status3(msg[i+len("status code: "):]); ok {
			rest := strings.TrimPrefix(strings.TrimSpace(msg[i+len("status code: ")+3:]), ":")
			return s, strings.TrimSpace(rest)
		}
	}
	if s, ok := status3(msg); ok && len(msg) > 4 && msg[3] == ' ' && msg[4] >= 'A' && msg[4] <= 'Z' {
		return s, msg
	}
	return 0, ""
}

// status3 reads an HTTP error status, 400 to 599, from the first three
// bytes of s, when a fourth is not a digit.
func status3(s string) (int, bool) {
	if len(s) < 3 || (len(s) > 3 && s[3] >= '0' && s[3] <= '9') {
		return 0, false
	}
	n, err := strconv.Atoi(s[:3])
	if err != nil || n < 400 || n > 599 {
		return 0, false
	}
	return n, true
}

// fromStatus classifies a response by its status, refined by its body (or
// the message a client made of it).
func fromStatus(status int, body string) *Error {
	e := &Error{Status: status}
	msg, code, delay := parseBody(body)
	e.Message, e.Code, e.RetryAfter = msg, code, delay
	text := code + " " + msg
	if msg == "" && code == "" {
		text = body
		if len(body) <= maxMessage {
			e.Message = strings.TrimSpace(body)
		}
	}
	switch {
	case status == 401 || status == 403:
		e.Reason = Auth
	case status == 404:
		e.Reason = NotFound
	case status == 408:
		e.Reason = Timeout
	case status == 409:
		e.Reason = ServerError
	case status == 413:
		e.Reason = ContextLength
	case status == 429:
		e.Reason = match(text, RateLimited)
		if e.Reason != Quota {
			e.Reason = RateLimited
		}
	case status == 504:
		e.Reason = Timeout
	case status >= 500:
		e.Reason = ServerError
	default: // 400, 422 and the other 4xx
		e.Reason = match(text, BadRequest)
		if e.Reason.Transient() || e.Reason == NotFound || e.Reason == Auth {
			e.Reason = BadRequest // the status says the request is wrong
		}
	}
	return e
}

// maxMessage bounds the text of a body kept as an error's message.
const maxMessage = 1 << 10

// ErrorType returns the error's reason, as the OpenTelemetry error.type of
// a failed call.
func (e *Error) ErrorType() string { return string(e.Reason) }
