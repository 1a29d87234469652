package provider

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"time"
)

// maxErrorBody bounds the bytes of an error response that are read.
const maxErrorBody = 64 << 10

// IdleConns is how many idle connections a Client from NewClient(nil)
// keeps, per host and in all.
const IdleConns = 512

// Transport is an http.RoundTripper for langchaingo's clients that turns a
// provider's error response (status 400 and above) into an *Error, with
// the status, the provider's message and code, and the wait its
// Retry-After (or retry-after-ms, or Google's RetryInfo) asks for, which
// the clients' own error messages drop. A failure to reach the provider
// becomes an *Error too (Timeout or Connection). Successful responses pass
// through untouched.
//
// Use it in the *http.Client given to clients that take one (ollama,
// googleai); for openai and anthropic, whose clients hide transport errors
// behind a generic message, use [Client].
type Transport struct {
	// Base makes the requests; nil means http.DefaultTransport.
	Base http.RoundTripper
	// Header is added to every request, e.g. Google's x-goog-api-key,
	// which the googleai client does not send when given an HTTP client.
	Header http.Header
}

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	if len(t.Header) > 0 {
		req = req.Clone(req.Context())
		for k, v := range t.Header {
			req.Header[k] = v
		}
	}
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	resp, err := base.RoundTrip(req)
	if err != nil {
		if req.Context().Err() != nil {
			return nil, err // the caller's context ended: not the provider's failure
		}
		return nil, Classify(err)
	}
	if resp.StatusCode < 400 {
		return resp, nil
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
	e := fromStatus(resp.StatusCode, string(body))
	if d := retryAfter(resp.Header.Get("retry-after-ms"), resp.Header.Get("Retry-After"), time.Now()); d > 0 {
		e.RetryAfter = d
	}
	if e.Message == "" {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return nil, e
}

// Client is an HTTP client for langchaingo's model clients: its Do
// returns a provider's error response, or a failure to reach it, as an
// *Error (see [Transport]) that the client returns as it is, so that the
// loop can honour Retry-After and tell a rate limit from a bad key.
//
//	hc := provider.NewClient(nil)
//	m, err := openai.New(openai.WithHTTPClient(hc))          // openai and anthropic take a Doer
//	m, err := ollama.New(ollama.WithHTTPClient(&hc.Client))  // ollama and googleai take an *http.Client
//
// A Client is safe for concurrent use.
type Client struct {
	http.Client
}

// NewClient returns a Client based on base (nil means a zero
// http.Client), whose transport is wrapped in a [Transport]. A nil base,
// or one without a Transport, gets a clone of http.DefaultTransport that
// keeps up to [IdleConns] idle connections to the provider instead of 2:
// a job with hundreds of calls in flight to one host would otherwise
// close and dial a connection for nearly every call.
func NewClient(base *http.Client) *Client {
	c := &Client{}
	if base != nil {
		c.Client = *base //nolint:govet // copying a Client before first use is fine
	}
	if c.Client.Transport == nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.MaxIdleConns, t.MaxIdleConnsPerHost = IdleConns, IdleConns
		c.Client.Transport = t
	}
	if _, ok := c.Client.Transport.(*Transport); !ok {
		c.Client.Transport = &Transport{Base: c.Client.Transport}
	}
	return c
}

// Do sends req like http.Client.Do and returns a provider's failure as an
// *Error, unwrapped from the *url.Error net/http would put around it:
// langchaingo's openai client replaces any error that is a net.Error (as
// *url.Error is) with a fixed message.
func (c *Client) Do(req *http.Request) (*http.Response, error) {
	resp, err := c.Client.Do(req)
	if err == nil {
		return resp, nil
	}
	var ue *url.Error
	if pe, ok := errors.AsType[*Error](err); ok && errors.As(err, &ue) {
		return nil, pe
	}
	return nil, err
}

func httpTime(s string) (time.Time, error) { return http.ParseTime(s) }
