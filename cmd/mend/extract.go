package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tmc/langchaingo/llms"
	"golang.org/x/term"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/internal/demo"
	"github.com/mendgraph/mend/internal/models"
	"github.com/mendgraph/mend/internal/otelsetup"
	"github.com/mendgraph/mend/jobs"
	"github.com/mendgraph/mend/nodes/refract"
	"github.com/mendgraph/mend/schema"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

func extractCommand() command {
	return command{
		name:    "extract",
		summary: "extract a JSON Schema's value from many documents: resumable, rate-limited, with a progress line",
		usage: `Input is JSON Lines documents ({"id", "text"}; --id-field and --text-field rename them), the .txt
files of a folder (--input DIR; a file's name is its ID), or stdin. --schema is a JSON Schema file:
the value each document must yield, offered to the model as the parameters of one tool (--tool).

One line per document is written to --out (stdout when none):

	{"id", "value"?, "error"?: {"kind", "message", "problems"?: [{"tool", "call_id", "pointer", "keyword", "message"}]},
	 "attempts", "strategies", "model_calls", "model_retries", "tokens_in", "tokens_out", "retry_tokens",
	 "tokens_by_strategy", "elapsed_ms"}

error kinds: invalid (every attempt failed validation), model (the provider failed), deadline
(--deadline passed), input (the document could not be read), extraction. The output file is the
job's journal: run the same command again to complete a job that was stopped, by Ctrl-C or a
crash; done documents are skipped, a torn last line is redone. Ctrl-C stops taking documents and
lets those in flight finish for --grace. Documents that cannot be read are reported on stderr with
their line number, and the job goes on.

The model: --provider openai (or any OpenAI-compatible server with --base-url, such as Ollama's
http://127.0.0.1:11434/v1, vLLM, LM Studio), anthropic, googleai or ollama; keys from
OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_API_KEY. --demo runs offline on a recorded model over
24 bundled invoices instead.

--strategy is a chain: regenerate, patch or refract, or steps with budgets tried in order,
"patch:2,regenerate:1". --rpm and --tpm hold the requests and tokens per minute under a provider's
limits; transient failures (429 with Retry-After, 5xx, timeouts, dropped connections) are retried
apart from validation attempts and counted in model_retries.

Over many machines, on NATS JetStream: --nats URL with --submit (queue the input), --work (extract
queued documents; as many workers as you like) or --collect (write --out). See docs/jobs.md.

Examples:

	mend extract --demo --out /tmp/invoices.jsonl
	mend extract --schema invoice.json --input docs.jsonl --out out.jsonl --provider openai --model gpt-4o-mini --rpm 500
	mend extract --nats nats://127.0.0.1:4222 --job inv --submit --input docs.jsonl
	mend extract --nats nats://127.0.0.1:4222 --job inv --work --schema invoice.json --model gpt-4o-mini
	mend extract --nats nats://127.0.0.1:4222 --job inv --collect --out out.jsonl`,
		flags: func(fs *flag.FlagSet) func(context.Context, []string, io.Reader, io.Writer, io.Writer) error {
			var o extractOptions
			fs.BoolVar(&o.demo, "demo", false, "run offline on the recorded model over the bundled invoices")
			fs.StringVar(&o.input, "input", "-", "documents: a JSON Lines file, a folder of .txt files, or - for stdin")
			fs.StringVar(&o.idField, "id-field", "id", "the JSON Lines field of a document's ID")
			fs.StringVar(&o.textField, "text-field", "text", "the JSON Lines field of a document's text")
			fs.IntVar(&o.maxLine, "max-line", 16<<20, "size cap of an input line, in bytes")
			fs.StringVar(&o.schema, "schema", "", "the JSON Schema file of the value to extract")
			fs.StringVar(&o.tool, "tool", "extract", "the name of the extraction tool the model is offered")
			fs.StringVar(&o.instructions, "instructions", "", "the system prompt (default: jobs.DefaultInstructions)")
			fs.StringVar(&o.out, "out", "", "the output file, which is also the journal a re-run resumes from (default stdout, not resumable)")
			fs.StringVar(&o.provider, "provider", "openai", "openai, anthropic, googleai or ollama")
			fs.StringVar(&o.model, "model", "", "the model's name (default: the provider's small model)")
			fs.StringVar(&o.baseURL, "base-url", "", "the provider's URL, for an OpenAI-compatible or local server")
			fs.StringVar(&o.strategy, "strategy", "regenerate", `the retry chain: regenerate, patch, refract, or "patch:2,regenerate:1"`)
			fs.IntVar(&o.attempts, "attempts", 0, "validation attempts, the first included (default: what the chain adds up to, or 3)")
			fs.DurationVar(&o.deadline, "deadline", 2*time.Minute, "time limit of one document (0: none)")
			fs.IntVar(&o.concurrency, "concurrency", 8, "documents in flight at once")
			fs.Float64Var(&o.rpm, "rpm", 0, "model requests per minute at most (0: no limit)")
			fs.Float64Var(&o.tpm, "tpm", 0, "model tokens per minute at most (0: no limit)")
			fs.DurationVar(&o.grace, "grace", 30*time.Second, "after Ctrl-C, how long the documents in flight may take to finish")
			fs.BoolVar(&o.sync, "sync", false, "flush every record to stable storage (survives a machine's crash)")
			fs.BoolVar(&o.quiet, "quiet", false, "no progress and no summary")
			o.telemetry.Register(fs)
			fs.StringVar(&o.nats.url, "nats", "", "a NATS server with JetStream (e.g. nats://127.0.0.1:4222): spread the job over machines with --submit, --work, --collect")
			fs.BoolVar(&o.nats.submit, "submit", false, "with --nats: queue the documents of --input")
			fs.BoolVar(&o.nats.work, "work", false, "with --nats: extract queued documents until Ctrl-C (or --idle)")
			fs.BoolVar(&o.nats.collect, "collect", false, "with --nats: write the records to --out until every queued document has one")
			fs.StringVar(&o.nats.job, "job", "extract", "with --nats: the job's name (letters, digits, - and _)")
			fs.DurationVar(&o.nats.ackWait, "ack-wait", 5*time.Minute, "with --nats: how long a worker may hold a document before it is delivered again")
			fs.IntVar(&o.nats.maxDeliver, "max-deliver", 5, "with --nats: deliveries of a document before it is recorded as a delivery failure")
			fs.DurationVar(&o.nats.idle, "idle", 0, "with --work: stop after the queue has been empty this long (0: never)")
			return func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
				if len(args) > 0 {
					return usageError{"unexpected arguments: " + strings.Join(args, " ")}
				}
				return extractCmd(ctx, o, stdin, stdout, stderr)
			}
		},
	}
}

type extractOptions struct {
	telemetry                                                  otelsetup.Flags
	nats                                                       natsOptions
	demo                                                       bool
	input, idField, textField, schema, tool, instructions, out string
	maxLine                                                    int
	provider, model, baseURL, strategy                         string
	attempts, concurrency                                      int
	deadline, grace                                            time.Duration
	rpm, tpm                                                   float64
	sync, quiet                                                bool
}

func extractCmd(ctx context.Context, o extractOptions, stdin io.Reader, stdout, stderr io.Writer) error {
	mode, err := o.nats.mode()
	if err != nil {
		return err
	}
	switch mode {
	case "submit":
		return natsSubmit(ctx, o, stdin, stderr)
	case "collect":
		return natsCollect(ctx, o, stdout, stderr)
	}
	// The schema first: a bad one is refused before any model call.
	var schemaJSON []byte
	switch {
	case o.demo && o.schema == "":
		schemaJSON = demo.Schema()
		if o.tool == "extract" {
			o.tool = demo.Tool
		}
	case o.schema == "":
		return usageError{"--schema is required (or --demo)"}
	default:
		if schemaJSON, err = os.ReadFile(o.schema); err != nil {
			return err
		}
	}
	if _, err := schema.Compile(schemaJSON); err != nil {
		return fmt.Errorf("--schema %s: not a JSON Schema mend can check: %w", o.schema, err)
	}
	var params map[string]any
	if err := json.Unmarshal(schemaJSON, &params); err != nil {
		return fmt.Errorf("--schema %s: %w", o.schema, err)
	}
	def := llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: o.tool,
		Description: "Record the information extracted from the document.", Parameters: params}}
	t, err := tool.FromDefinition(def)
	if err != nil {
		return fmt.Errorf("--schema %s: %w", o.schema, err)
	}

	// The model.
	var model llms.Model
	if o.demo {
		srv := demo.NewServer(demo.Faults{})
		defer srv.Close()
		if model, err = models.New(ctx, "openai", "gpt-4o-mini", srv.URL); err != nil {
			return err
		}
	} else if model, err = models.New(ctx, o.provider, o.model, o.baseURL); err != nil {
		return err
	}
	model = jobs.Limit(model, jobs.Limits{RequestsPerMinute: o.rpm, TokensPerMinute: o.tpm})
	strat, err := parseStrategy(o.strategy, def)
	if err != nil {
		return usageError{err.Error()}
	}
	tel, err := otelsetup.Start(ctx, "mend", o.telemetry)
	if err != nil {
		return err
	}
	defer tel.Shutdown(ctx) // flushes, also after Ctrl-C
	if !o.quiet {
		tel.Announce(stderr)
	}
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{t}, ToolChoice: o.tool,
		MaxAttempts: o.attempts, Strategy: strat,
		ModelRetry:     graph.RetryPolicy{MaxAttempts: 5, MaxElapsed: 2 * time.Minute},
		Graph:          graph.Config{Name: "extract"},
		TracerProvider: tel.TracerProvider, MeterProvider: tel.MeterProvider, Content: tel.Content})
	if err != nil {
		return err
	}

	extract := jobs.LoopExtractor(jobs.Extraction{Loop: loop, Tool: o.tool, Instructions: o.instructions})
	if mode == "work" {
		return natsWork(ctx, o, extract, stderr)
	}

	// The documents.
	docs, total, closeIn, err := openDocuments(o, stdin)
	if err != nil {
		return err
	}
	defer closeIn()

	// The journal.
	sink, closeSink, err := openSink(o, stdout, stderr)
	if err != nil {
		return err
	}
	defer closeSink()

	cfg := jobs.Config{Concurrency: o.concurrency, Deadline: o.deadline, Grace: o.grace, TracerProvider: tel.TracerProvider,
		OnInputError: func(e *jobs.InputError) { fmt.Fprintf(stderr, "mend extract: %s: %v\n", o.input, e) }}
	if !o.quiet {
		isTerm := false
		if f, ok := stderr.(*os.File); ok {
			isTerm = term.IsTerminal(int(f.Fd()))
		}
		cfg.Progress = jobs.NewProgress(stderr, isTerm, total, 0)
	}
	sum, err := jobs.Run(ctx, cfg, docs, extract, sink)
	if !o.quiet {
		fmt.Fprint(stderr, sum)
	}
	if err != nil {
		return err
	}
	if sum.Stopped || sum.Unfinished > 0 {
		if o.out != "" {
			fmt.Fprintf(stderr, "mend extract: stopped; run the same command again to complete %s\n", o.out)
		}
		return errFailed
	}
	return nil
}

// openSink opens the output: the journal --out names, which a re-run
// resumes from (saying so on stderr), or stdout.
func openSink(o extractOptions, stdout, stderr io.Writer) (jobs.Sink, func(), error) {
	if o.out == "" {
		return &writerSink{w: stdout, done: map[string]bool{}}, func() {}, nil
	}
	j, err := jobs.OpenJournal(o.out, o.sync)
	if err != nil {
		return nil, nil, err
	}
	if j.Dropped != nil && !o.quiet {
		fmt.Fprintf(stderr, "mend extract: %s: the last line was torn (%d bytes): its document is done again\n", o.out, len(j.Dropped))
	}
	if n := j.Len(); n > 0 && !o.quiet {
		fmt.Fprintf(stderr, "mend extract: resuming: %d documents already in %s\n", n, o.out)
	}
	return j, func() { j.Close() }, nil
}

// parseStrategy reads --strategy.
func parseStrategy(s string, def llms.Tool) (strategies.Strategy, error) {
	one := func(name string) (strategies.Strategy, error) {
		switch name {
		case "regenerate":
			return strategies.Regenerate{}, nil
		case "patch":
			return strategies.JSONPatch{}, nil
		case "refract":
			cat, err := refract.FromTools([]llms.Tool{def}, nil)
			if err != nil {
				return nil, err
			}
			return strategies.Refract{Catalog: cat}, nil
		}
		return nil, fmt.Errorf("--strategy: no strategy %q (regenerate, patch, refract)", name)
	}
	if !strings.ContainsAny(s, ":,") {
		return one(strings.TrimSpace(s))
	}
	var steps []strategies.Step
	for _, part := range strings.Split(s, ",") {
		name, budget, _ := strings.Cut(strings.TrimSpace(part), ":")
		st, err := one(name)
		if err != nil {
			return nil, err
		}
		b := 1
		if budget != "" {
			if b, err = strconv.Atoi(budget); err != nil || b < 1 {
				return nil, fmt.Errorf("--strategy: %q: a budget is a positive number", part)
			}
		}
		steps = append(steps, strategies.Step{Strategy: st, Budget: b})
	}
	return strategies.Escalate(steps...), nil
}

// openDocuments opens --input, counting the documents of a file for the
// progress line's ETA.
func openDocuments(o extractOptions, stdin io.Reader) (iter.Seq2[jobs.Document, error], int, func(), error) {
	cfg := jobs.JSONL{IDField: o.idField, TextField: o.textField, MaxLine: o.maxLine}
	if o.demo && o.input == "-" {
		return jobs.ReadJSONL(bytes.NewReader(demo.Documents()), cfg), bytes.Count(demo.Documents(), []byte("\n")), func() {}, nil
	}
	if o.input == "-" {
		return jobs.ReadJSONL(stdin, cfg), 0, func() {}, nil
	}
	fi, err := os.Stat(o.input)
	if err != nil {
		return nil, 0, nil, err
	}
	if fi.IsDir() {
		return jobs.ReadDir(o.input), 0, func() {}, nil
	}
	total := countLines(o.input)
	f, err := os.Open(o.input)
	if err != nil {
		return nil, 0, nil, err
	}
	return jobs.ReadJSONL(f, cfg), total, func() { f.Close() }, nil
}

func countLines(path string) int {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	n, buf := 0, make([]byte, 1<<16)
	for {
		k, err := f.Read(buf)
		n += bytes.Count(buf[:k], []byte("\n"))
		if err != nil {
			if errors.Is(err, io.EOF) {
				return n
			}
			return 0
		}
	}
}

// writerSink writes records to a writer: stdout, not resumable.
type writerSink struct {
	mu   sync.Mutex
	w    io.Writer
	done map[string]bool
}

func (s *writerSink) Done(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.done[id]
}

func (s *writerSink) Append(rec *jobs.Record) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done[rec.ID] {
		return false, nil
	}
	line, err := json.Marshal(rec)
	if err != nil {
		return false, err
	}
	if _, err := s.w.Write(append(line, '\n')); err != nil {
		return false, err
	}
	s.done[rec.ID] = true
	return true, nil
}
