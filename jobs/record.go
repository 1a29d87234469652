package jobs

import (
	"encoding/json"
	"time"
)

// Record is the outcome of one document: one line of a job's output.
// Exactly one of Value and Error is set.
type Record struct {
	ID    string          `json:"id"`
	Value json.RawMessage `json:"value,omitempty"` // the extracted value, valid against the schema
	Error *Failure        `json:"error,omitempty"` // why there is none

	Attempts     int      `json:"attempts"`             // validation attempts, the first answer included
	Strategies   []string `json:"strategies,omitempty"` // each attempt's strategy, in order ("generate" first)
	ModelCalls   int      `json:"model_calls"`          // model requests made, transient retries included
	ModelRetries int      `json:"model_retries"`        // transient provider failures retried (429, 5xx, timeouts, dropped connections)
	TokensIn     int      `json:"tokens_in"`
	TokensOut    int      `json:"tokens_out"`
	// RetryTokens are the tokens of the attempts after the first: what
	// validation retries cost.
	RetryTokens int `json:"retry_tokens"`
	// TokensByStrategy are the tokens of the attempts of each strategy.
	TokensByStrategy map[string]int `json:"tokens_by_strategy,omitempty"`
	ElapsedMS        float64        `json:"elapsed_ms"`
	// Deliveries is how many times a distributed job's work queue
	// delivered the document (1 in the usual case); zero for a local job.
	Deliveries int `json:"deliveries,omitempty"`
}

// OK reports whether the record holds a value.
func (r Record) OK() bool { return r.Error == nil }

// Failure kinds.
const (
	KindInvalid    = "invalid"    // every attempt's answer failed validation
	KindModel      = "model"      // the provider failed permanently, or transiently past the retry policy
	KindDeadline   = "deadline"   // the per-document deadline passed
	KindCanceled   = "canceled"   // the job was stopped while the document was in flight
	KindInput      = "input"      // the document could not be read
	KindDelivery   = "delivery"   // a distributed job gave up after MaxDeliver deliveries
	KindExtraction = "extraction" // anything else the extractor reported
)

// Failure is the final error of a document, typed and located.
type Failure struct {
	Kind     string    `json:"kind"` // one of the Kind constants
	Message  string    `json:"message"`
	Problems []Problem `json:"problems,omitempty"` // the last answer's problems, for KindInvalid
}

// Problem is one thing wrong with an answer, where it is.
type Problem struct {
	Tool    string `json:"tool,omitempty"`
	CallID  string `json:"call_id,omitempty"`
	Pointer string `json:"pointer"` // RFC 6901, into the call's arguments
	Keyword string `json:"keyword,omitempty"`
	Message string `json:"message"`
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1e3 }
