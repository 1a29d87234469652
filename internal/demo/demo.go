// Package demo is the recorded extraction session that `mend extract
// --demo`, examples/extract and the jobs tests run on: 24 invoices as JSON
// Lines, their JSON Schema, and a model that answers each invoice as a
// recorded session did (some answers first invalid, one never valid),
// served on loopback in OpenAI's wire format so that langchaingo's real
// client talks to it. Faults (429 with Retry-After, 500, dropped
// connections) and a fixed latency can be injected.
package demo

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/tool"
)

// Tool is the name of the extraction tool the recorded answers call.
const Tool = "record_invoice"

//go:embed testdata/docs.jsonl
var docs []byte

//go:embed testdata/invoice.schema.json
var schema []byte

//go:embed testdata/replies.json
var repliesJSON []byte

// Documents returns the invoices, as JSON Lines of id and text.
func Documents() []byte { return docs }

// Schema returns the invoices' JSON Schema.
func Schema() []byte { return schema }

// GeneratedPrefix starts the text of a generated document: the rest is
// the arguments the model answers with.
const GeneratedPrefix = "Invoice data: "

// Generate returns n generated documents as JSON Lines (IDs gen-000001
// and on), each answered validly at the first attempt: for jobs larger
// than the recording.
func Generate(n int) []byte {
	var b bytes.Buffer
	_ = WriteGenerated(&b, n)
	return b.Bytes()
}

// WriteGenerated writes the documents Generate returns to w, one at a
// time: for jobs too large to hold.
func WriteGenerated(w io.Writer, n int) error {
	bw := bufio.NewWriter(w)
	for i := 1; i <= n; i++ {
		args := fmt.Sprintf(`{"invoice_number":"GEN-%06d","vendor":{"name":"Vendor %d","country":"DE"},"currency":"EUR","items":[{"description":"item","quantity":%d,"unit_price":1.5}],"total":%d.5}`, i, i%97, 1+i%5, i%1000)
		line, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("gen-%06d", i), "text": GeneratedPrefix + args})
		bw.Write(line)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// Faults are failures and latency injected into a Server's answers.
type Faults struct {
	Latency time.Duration // every answer waits this long
	// Every n-th request (counted from 1) fails with a 429 and
	// Retry-After: 1, a 500, or a dropped connection; zero means never.
	RateLimitEvery, ServerErrorEvery, DropEvery int
	// InvalidEvery: one generated document in n gets an invalid first
	// answer (its total as a string), which takes a validation retry.
	InvalidEvery int
}

// Server is the recorded model on loopback.
type Server struct {
	*replay.Server
	mu      sync.Mutex
	byText  map[string]string   // a document's text -> its ID
	replies map[string][]string // a document's recorded answers, in order
	served  map[string]int      // answers served per document
	n       int
	limited int // 429s answered
	// Generated, when set, answers a document the recording does not
	// hold (a generated job): its valid arguments, from its text.
	Generated func(text string) (string, bool)
}

// NewServer starts the recorded model.
func NewServer(f Faults) *Server {
	s := &Server{byText: map[string]string{}, served: map[string]int{}}
	if err := json.Unmarshal(repliesJSON, &s.replies); err != nil {
		panic("demo: replies.json: " + err.Error())
	}
	for _, line := range strings.Split(strings.TrimSpace(string(docs)), "\n") {
		var d struct{ ID, Text string }
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			panic("demo: docs.jsonl: " + err.Error())
		}
		s.byText[d.Text] = d.ID
	}
	s.Generated = func(text string) (string, bool) {
		args, ok := strings.CutPrefix(text, GeneratedPrefix)
		return args, ok && json.Valid([]byte(args))
	}
	s.Server = replay.New(replay.OpenAI, func(req replay.Request) replay.Response {
		resp := s.answer(req, f)
		resp.Delay += f.Latency
		return resp
	})
	s.Server.Forget() // it counts what it needs itself
	return s
}

// Counts returns the requests the server got, and how many of them it
// answered with a 429.
func (s *Server) Counts() (requests, rateLimited int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n, s.limited
}

// Served returns how many answers (not faults) each document got.
func (s *Server) Served() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]int, len(s.served))
	for k, v := range s.served {
		out[k] = v
	}
	return out
}

func (s *Server) answer(req replay.Request, f Faults) replay.Response {
	s.mu.Lock()
	s.n++
	n := s.n
	s.mu.Unlock()
	switch {
	case f.RateLimitEvery > 0 && n%f.RateLimitEvery == 0:
		s.mu.Lock()
		s.limited++
		s.mu.Unlock()
		return replay.Fault(429, "Rate limit reached for requests", "Retry-After", "1")
	case f.ServerErrorEvery > 0 && n%f.ServerErrorEvery == 0:
		return replay.Fault(500, "The server had an error while processing your request")
	case f.DropEvery > 0 && n%f.DropEvery == 0:
		return replay.Response{Drop: true}
	}
	var body struct {
		Messages []struct {
			Role    string `json:"role"`
			Content any    `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(req.Body, &body); err != nil {
		return replay.Fault(400, "bad request: "+err.Error())
	}
	text := ""
	for _, m := range body.Messages {
		if m.Role == "user" {
			if t, ok := m.Content.(string); ok && text == "" {
				text = t
			}
		}
	}
	s.mu.Lock()
	id, known := s.byText[text]
	key := id
	if !known {
		key = text
	}
	k := s.served[key]
	s.served[key]++
	s.mu.Unlock()
	var args string
	switch {
	case known:
		rs := s.replies[id]
		args = rs[min(k, len(rs)-1)]
	case s.Generated != nil:
		a, ok := s.Generated(text)
		if !ok {
			return replay.Fault(400, "unknown document")
		}
		args = a
		if h := fnv.New32a(); f.InvalidEvery > 0 && k == 0 {
			h.Write([]byte(key))
			if h.Sum32()%uint32(f.InvalidEvery) == 0 {
				args = strings.Replace(args, `"total":`, `"total":"unknown","was":`, 1)
			}
		}
	default:
		return replay.Fault(400, "the recording holds no such document")
	}
	h := fnv.New32a()
	fmt.Fprintf(h, "%s/%d", key, k)
	call := llms.ToolCall{ID: fmt.Sprintf("call_%08x", h.Sum32()), Type: "function",
		FunctionCall: &llms.FunctionCall{Name: Tool, Arguments: args}}
	return replay.OpenAIReply("", []llms.ToolCall{call}, replay.Usage{Input: 180 + len(text)/4, Output: 20 + len(args)/4})
}

// NewTool returns the extraction tool of the invoices: Tool, with their
// JSON Schema as its parameters.
func NewTool() (*tool.Tool, error) {
	return tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: Tool, Parameters: SchemaMap()}})
}

// SchemaMap returns the invoices' JSON Schema decoded, as tool parameters.
func SchemaMap() map[string]any {
	var m map[string]any
	if err := json.Unmarshal(schema, &m); err != nil {
		panic("demo: invoice.schema.json: " + err.Error())
	}
	return m
}
