package jobs_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/internal/demo"
	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// A job over the bundled invoices, on the recorded model: one record per
// document in the journal, which a second run would resume from.
func ExampleRun() {
	srv := demo.NewServer(demo.Faults{})
	defer srv.Close()
	model, _ := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"))
	schema, _ := tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{
		Name: demo.Tool, Parameters: demo.SchemaMap()}})
	loop, _ := strategies.New(strategies.Config{
		Model:      jobs.Limit(model, jobs.Limits{RequestsPerMinute: 6000}),
		Tools:      []*tool.Tool{schema},
		ToolChoice: demo.Tool,
	})

	dir, _ := os.MkdirTemp("", "jobs")
	defer os.RemoveAll(dir)
	journal, _ := jobs.OpenJournal(filepath.Join(dir, "out.jsonl"), false)
	defer journal.Close()

	sum, err := jobs.Run(context.Background(), jobs.Config{Concurrency: 4},
		jobs.ReadJSONL(bytes.NewReader(demo.Documents()), jobs.JSONL{}),
		jobs.LoopExtractor(jobs.Extraction{Loop: loop, Tool: demo.Tool}), journal)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("succeeded", sum.Succeeded, "failed", sum.Failed, sum.FailuresByKind)
	fmt.Println("attempts", sum.Attempts)
	fmt.Println("in the journal", journal.Len())
	// Output:
	// succeeded 23 failed 1 map[invalid:1]
	// attempts map[1:11 2:12 3:1]
	// in the journal 24
}
