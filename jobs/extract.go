package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/strategies"
)

// Extractor extracts one document's value. It always returns a record (a
// failure is a record with Error set); it is called concurrently.
type Extractor func(ctx context.Context, doc Document) *Record

// Extraction configures LoopExtractor.
type Extraction struct {
	// Loop is the validation loop, built with the extraction tool among
	// its Tools and, usually, ToolChoice set to it.
	Loop *strategies.Loop
	// Tool is the name of the tool whose arguments are the extracted
	// value.
	Tool string
	// Instructions are the system prompt; "" means DefaultInstructions.
	Instructions string
}

// DefaultInstructions is the system prompt of an Extraction that gives
// none.
const DefaultInstructions = "Extract the information the tool's parameters describe from the user's document, and call the tool with it. Use only what the document says."

// LoopExtractor returns an Extractor that runs the loop on a conversation
// of the instructions and the document's text, and takes the value from
// the first call of the extraction tool in the final answer.
func LoopExtractor(e Extraction) Extractor {
	instr := e.Instructions
	if instr == "" {
		instr = DefaultInstructions
	}
	return func(ctx context.Context, doc Document) *Record {
		start := time.Now()
		conv := []llms.MessageContent{
			llms.TextParts(llms.ChatMessageTypeSystem, instr),
			llms.TextParts(llms.ChatMessageTypeHuman, doc.Text),
		}
		res, err := e.Loop.Run(ctx, conv)
		rec := recordOf(doc.ID, res)
		rec.ElapsedMS = ms(time.Since(start))
		if err != nil {
			rec.Error = failureOf(ctx, err)
			return rec
		}
		for _, c := range res.Calls() {
			if c.FunctionCall != nil && c.FunctionCall.Name == e.Tool {
				rec.Value = json.RawMessage(c.FunctionCall.Arguments)
				if !json.Valid(rec.Value) {
					rec.Value = nil
					break
				}
				return rec
			}
		}
		rec.Error = &Failure{Kind: KindExtraction, Message: fmt.Sprintf("the final answer has no call of %s", e.Tool)}
		return rec
	}
}

// recordOf fills a record's accounting from a loop's result.
func recordOf(id string, res *strategies.Result) *Record {
	rec := &Record{ID: id}
	if res == nil {
		return rec
	}
	rec.Attempts = len(res.Attempts)
	for i, a := range res.Attempts {
		rec.Strategies = append(rec.Strategies, a.Strategy)
		rec.ModelCalls += a.Calls
		rec.ModelRetries += len(a.Retries)
		if i > 0 {
			rec.RetryTokens += a.Usage.Total()
		}
		if t := a.Usage.Total(); t > 0 {
			if rec.TokensByStrategy == nil {
				rec.TokensByStrategy = map[string]int{}
			}
			rec.TokensByStrategy[a.Strategy] += t
		}
	}
	rec.TokensIn, rec.TokensOut = res.Usage.Input, res.Usage.Output
	return rec
}

// failureOf types a loop's error.
func failureOf(ctx context.Context, err error) *Failure {
	f := &Failure{Kind: KindExtraction, Message: err.Error()}
	var re *strategies.RetryError
	var me *strategies.ModelError
	switch {
	case errors.As(err, &re):
		f.Kind = KindInvalid
		if n := len(re.Reports); n > 0 {
			for _, e := range re.Reports[n-1].Errors {
				f.Problems = append(f.Problems, Problem{Tool: e.Tool, CallID: e.CallID, Pointer: e.Pointer, Keyword: e.Keyword, Message: e.Message})
			}
		}
	case errors.Is(err, context.DeadlineExceeded):
		f.Kind = KindDeadline
	case errors.Is(err, context.Canceled):
		f.Kind = KindCanceled
	case errors.As(err, &me):
		f.Kind = KindModel
	case ctx.Err() != nil:
		f.Kind = KindCanceled
	}
	return f
}
