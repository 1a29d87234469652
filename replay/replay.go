// Package replay serves recorded model responses on loopback, in the wire
// format of a provider, so that langchaingo's real clients can be exercised
// without a network: tests check the exact requests a provider would
// receive, examples run offline on a recorded session, and faults a real
// provider answers with (a 429 with Retry-After, a 503, a dropped
// connection, a slow answer) can be injected.
//
//	srv := replay.NewOpenAI(
//		replay.Fault(429, "Rate limit reached", "Retry-After", "1"),
//		replay.OpenAIReply("", calls, replay.Usage{Input: 812, Output: 95}),
//	)
//	defer srv.Close()
//	model, _ := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel("gpt-4o"))
//
// A server speaks one wire format ([Wire]): OpenAI chat completions (and
// compatible servers such as Ollama's /v1), Anthropic messages, Google AI
// generateContent (REST), or Ollama's native /api/chat. It answers with
// what its [Handler] says for each request, and records every request.
// The servers made by NewOpenAI and its siblings answer their responses in
// order; once they are used up they answer the [Server.SetFallback]
// response, by default a 500 in the provider's error shape.
package replay

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Wire is a provider's wire format.
type Wire string

// The wire formats a Server speaks.
const (
	OpenAI    Wire = "openai"    // POST {URL}/chat/completions; give the client URL as its base URL
	Anthropic Wire = "anthropic" // POST {URL}/messages; give the client URL as its base URL
	GoogleAI  Wire = "googleai"  // POST /v1beta/models/{model}:generateContent (or :streamGenerateContent); give the client URL as its endpoint
	Ollama    Wire = "ollama"    // POST /api/chat, one JSON line; give the client URL as its server URL
)

// Usage is the token usage a recorded response reports.
type Usage struct {
	Input, Output int
}

// Request is one request a server received.
type Request struct {
	N      int // its index, counted from 0
	Method string
	Path   string
	Header http.Header
	Body   []byte
	At     time.Time // when it arrived
}

// Response is one answer of a server: a recorded reply (made by
// [OpenAIReply] and its siblings) or a failure (made by [Fault], or by
// setting the fields).
type Response struct {
	// Status is the HTTP status; zero means 200.
	Status int
	// Header holds extra headers, such as Retry-After.
	Header http.Header
	// Body is the body. Empty with an error Status, the server writes
	// the provider's error shape holding Message.
	Body json.RawMessage
	// Message is the error message of a failure without a Body.
	Message string
	// Delay is waited before answering (or dropping the connection); the
	// wait ends early if the client goes away.
	Delay time.Duration
	// Drop closes the connection without an answer, as a crashed or
	// overloaded server does.
	Drop bool
}

// Fault returns a failure: status with the provider's error shape holding
// msg, and headers given as name, value pairs.
func Fault(status int, msg string, header ...string) Response {
	r := Response{Status: status, Message: msg}
	if len(header) > 0 {
		r.Header = http.Header{}
		for i := 0; i+1 < len(header); i += 2 {
			r.Header.Add(header[i], header[i+1])
		}
	}
	return r
}

// Handler says what a server answers to a request.
type Handler func(req Request) Response

// Server is a provider endpoint on loopback. It is safe for concurrent use.
type Server struct {
	// URL is what to give the client: its base URL (openai, anthropic:
	// http://127.0.0.1:port/v1), endpoint (googleai) or server URL
	// (ollama: http://127.0.0.1:port).
	URL string

	wire     Wire
	srv      *httptest.Server
	handler  Handler
	mu       sync.Mutex
	requests []Request
	forget   bool // keep no requests (Forget)
	seq      []Response
	next     int
	fallback *Response
}

// New returns a server speaking wire that answers what h says. h may be
// called concurrently.
func New(wire Wire, h Handler) *Server {
	s := &Server{wire: wire, handler: h}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	if wire == OpenAI || wire == Anthropic {
		s.URL += "/v1"
	}
	return s
}

// NewSequence returns a server speaking wire that answers responses in
// order, then the fallback.
func NewSequence(wire Wire, responses ...Response) *Server {
	s := New(wire, nil)
	s.seq = responses
	s.handler = s.sequence
	return s
}

// NewOpenAI returns a server speaking the OpenAI chat completions format
// that answers responses in order.
func NewOpenAI(responses ...Response) *Server { return NewSequence(OpenAI, responses...) }

// NewAnthropic returns a server speaking the Anthropic messages format that
// answers responses in order.
func NewAnthropic(responses ...Response) *Server { return NewSequence(Anthropic, responses...) }

// NewGoogleAI returns a server speaking Google AI's REST generateContent
// format that answers responses in order.
func NewGoogleAI(responses ...Response) *Server { return NewSequence(GoogleAI, responses...) }

// NewOllama returns a server speaking Ollama's native /api/chat format
// that answers responses in order.
func NewOllama(responses ...Response) *Server { return NewSequence(Ollama, responses...) }

func (s *Server) sequence(Request) Response {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.next < len(s.seq) {
		r := s.seq[s.next]
		s.next++
		return r
	}
	if s.fallback != nil {
		return *s.fallback
	}
	return Response{Status: http.StatusInternalServerError, Message: "replay: no recorded response left"}
}

// SetFallback sets what a sequence server answers once its responses are
// used up, such as Fault(503, "overloaded") for a provider that is down.
func (s *Server) SetFallback(r Response) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.fallback = &r
}

// Close shuts the server down.
func (s *Server) Close() { s.srv.Close() }

// Forget makes the server keep no request from now on (Requests then
// returns those kept before): for benchmarks and long jobs, whose
// requests would otherwise pile up in memory. Its handler still sees
// each one.
func (s *Server) Forget() {
	s.mu.Lock()
	s.forget = true
	s.mu.Unlock()
}

// Requests returns the requests received so far, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Remaining returns how many responses of a sequence are left.
func (s *Server) Remaining() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.seq) - s.next
}

// endpoint reports whether a request goes to the wire's endpoint, and
// whether a Google request streams (its answer is a JSON array).
func (s *Server) endpoint(r *http.Request) (ok, stream bool) {
	if r.Method != http.MethodPost {
		return false, false
	}
	p := r.URL.Path
	switch s.wire {
	case OpenAI:
		return strings.HasSuffix(p, "/chat/completions"), false
	case Anthropic:
		return strings.HasSuffix(p, "/messages"), false
	case GoogleAI:
		if strings.HasSuffix(p, ":streamGenerateContent") {
			return true, true
		}
		return strings.HasSuffix(p, ":generateContent"), false
	case Ollama:
		return p == "/api/chat", false
	}
	return false, false
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	w.Header().Set("Content-Type", "application/json")
	if err != nil {
		s.writeError(w, http.StatusBadRequest, "cannot read request: "+err.Error())
		return
	}
	s.mu.Lock()
	req := Request{N: len(s.requests), Method: r.Method, Path: r.URL.Path, Header: r.Header, Body: body, At: time.Now()}
	if !s.forget {
		req.Header = r.Header.Clone()
		s.requests = append(s.requests, req)
	}
	s.mu.Unlock()
	ok, stream := s.endpoint(r)
	switch {
	case !ok:
		s.writeError(w, http.StatusNotFound, fmt.Sprintf("no endpoint %s %s", r.Method, r.URL.Path))
		return
	case !json.Valid(body):
		s.writeError(w, http.StatusBadRequest, "request body is not JSON")
		return
	}
	resp := s.handler(req)
	if resp.Delay > 0 {
		t := time.NewTimer(resp.Delay)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			return
		}
	}
	if resp.Drop {
		if hj, ok := w.(http.Hijacker); ok {
			if conn, _, err := hj.Hijack(); err == nil {
				conn.Close()
				return
			}
		}
		panic(http.ErrAbortHandler)
	}
	for k, v := range resp.Header {
		w.Header()[k] = v
	}
	if resp.Status >= 400 && len(resp.Body) == 0 {
		s.writeError(w, resp.Status, resp.Message)
		return
	}
	if resp.Status != 0 {
		w.WriteHeader(resp.Status)
	}
	switch {
	case stream:
		w.Write([]byte("["))
		w.Write(resp.Body)
		w.Write([]byte("]"))
	case s.wire == Ollama:
		w.Write(resp.Body)
		w.Write([]byte("\n"))
	default:
		w.Write(resp.Body)
	}
}

// writeError writes the wire's error shape.
func (s *Server) writeError(w http.ResponseWriter, status int, msg string) {
	var v any
	switch s.wire {
	case Anthropic:
		v = map[string]any{"type": "error", "error": map[string]any{"type": anthropicType(status), "message": msg}}
	case GoogleAI:
		v = map[string]any{"error": map[string]any{"code": status, "message": msg, "status": googleStatus(status)}}
	case Ollama:
		v = map[string]any{"error": msg}
	default:
		v = map[string]any{"error": map[string]any{"message": msg, "type": openAIType(status), "code": nil}}
	}
	b, _ := json.Marshal(v)
	w.WriteHeader(status)
	w.Write(b)
}

func openAIType(status int) string {
	switch {
	case status == 429:
		return "rate_limit_exceeded"
	case status >= 500:
		return "server_error"
	}
	return "invalid_request_error"
}

func anthropicType(status int) string {
	switch status {
	case 401:
		return "authentication_error"
	case 403:
		return "permission_error"
	case 404:
		return "not_found_error"
	case 429:
		return "rate_limit_error"
	case 529:
		return "overloaded_error"
	}
	if status >= 500 {
		return "api_error"
	}
	return "invalid_request_error"
}

func googleStatus(status int) string {
	switch status {
	case 400:
		return "INVALID_ARGUMENT"
	case 401:
		return "UNAUTHENTICATED"
	case 403:
		return "PERMISSION_DENIED"
	case 404:
		return "NOT_FOUND"
	case 429:
		return "RESOURCE_EXHAUSTED"
	case 503:
		return "UNAVAILABLE"
	case 504:
		return "DEADLINE_EXCEEDED"
	}
	return "INTERNAL"
}
