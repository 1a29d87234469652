package strategies_test

import (
	"context"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// benchModel answers the first request of a conversation with firstAnswer
// (invalid) when bad is set, and every other request with secondAnswer.
func benchModel(bad bool) scripted.Func {
	return func(_ context.Context, req scripted.Request) (scripted.Reply, error) {
		args := secondAnswer
		if bad && len(req.Messages) == len(question) {
			args = firstAnswer
		}
		return scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", args)}, Usage: scripted.Usage{Input: 400, Output: 60}}, nil
	}
}

// BenchmarkLoopOverhead measures what the loop adds to the model calls it
// makes: a bare call of the same in-process model, then whole runs of one
// and two attempts. (loop - calls×bare) / attempts is the loop's own cost
// per attempt.
func BenchmarkLoopOverhead(b *testing.B) {
	respond := respondTool(b)
	b.Run("bare-call", func(b *testing.B) {
		m := benchModel(false)
		opts := []llms.CallOption{llms.WithTools([]llms.Tool{respond.Definition()})}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := m.GenerateContent(b.Context(), question, opts...); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, c := range []struct {
		name string
		bad  bool
	}{{"attempts=1", false}, {"attempts=2", true}} {
		b.Run(c.name, func(b *testing.B) {
			loop, err := strategies.New(strategies.Config{Model: benchModel(c.bad), Tools: []*tool.Tool{respond}, ToolChoice: "Respond"})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, _, err := strategies.Decode[Respond](b.Context(), loop, question); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
