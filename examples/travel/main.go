// Command travel shows static refraction on the SkyScrapper/Tripadvisor
// sequence of the refraction docs: every example of the docs, repaired by
// mend (the golden files in testdata/examples say where and why mend's
// repair differs from the docs'), and then a retry loop: static repair
// first, the model only for what the tool specifications cannot give. In
// the recorded session the plan has a misspelled tool and a missing step;
// refraction fixes the tool and inserts the step without a model, but the
// step's query is a value only the model knows, so the model is asked
// once more, with the repair so far: two model calls in all, where
// regenerating the plan would ask for all of it again.
//
// By default it runs offline: the scripted session in testdata/session.json
// is served on loopback in OpenAI's wire format and read by langchaingo's
// real client. With a provider it plans with a real model:
//
//	go run ./examples/travel                                                 # offline
//	go run ./examples/travel -examples                                       # the docs' examples only
//	OPENAI_API_KEY=... go run ./examples/travel -provider openai -model gpt-4o-mini
//	go run ./examples/travel -provider openai -base-url http://localhost:11434/v1 -model llama3.1
//	ANTHROPIC_API_KEY=... go run ./examples/travel -provider anthropic
package main

import (
	"context"
	"embed"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path"
	"sort"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/internal/models"
	"github.com/mendgraph/mend/internal/otelsetup"
	"github.com/mendgraph/mend/nodes/refract"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// catalog.json is NESTFUL's executable catalog (Apache-2.0), the one the
// refraction docs use.
//
//go:embed catalog.json
var catalogJSON []byte

//go:embed testdata/examples/*.txt
var examplesFS embed.FS

//go:embed testdata/session.json
var sessionJSON []byte

type options struct {
	models.Flags
	examplesOnly bool
	telemetry    otelsetup.Flags
	tel          *otelsetup.Telemetry // set by run
}

func main() {
	var o options
	o.Register(flag.CommandLine, "offline, the scripted session")
	flag.BoolVar(&o.examplesOnly, "examples", false, "print the docs' examples only")
	o.telemetry.Register(flag.CommandLine)
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Stdout, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "travel:", err)
		os.Exit(1)
	}
}

// run runs the example; its traces, if exported (OTEL_EXPORTER_OTLP_ENDPOINT
// or -otlp), are flushed before it returns, also after Ctrl-C.
func run(ctx context.Context, w io.Writer, o options) (err error) {
	tel, err := otelsetup.Start(ctx, "mend-travel", o.telemetry)
	if err != nil {
		return err
	}
	defer tel.Flush(ctx, &err)
	tel.Announce(w)
	o.tel = tel
	cat, err := refract.LoadCatalog(catalogJSON)
	if err != nil {
		return err
	}
	examples, err := loadExamples()
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "== The refraction docs' examples, repaired by mend ==")
	for _, ex := range examples {
		fmt.Fprintf(w, "\n-- %s --\n%s\n", ex.Title, ex.render(ctx, cat))
		fmt.Fprintf(w, "(%s)\n", ex.Note)
	}
	if o.examplesOnly {
		return nil
	}
	return loop(ctx, w, o, cat)
}

// example is one golden file of testdata/examples: sections "-- name --".
type example struct {
	Name      string
	Title     string
	Note      string // how mend's repair compares with the docs'
	Request   string // the user's request, if any
	Defensive bool
	Faulty    string
	Want      string // the expected output of render
}

func loadExamples() ([]example, error) {
	names, err := examplesFS.ReadDir("testdata/examples")
	if err != nil {
		return nil, err
	}
	var out []example
	for _, n := range names {
		data, err := examplesFS.ReadFile(path.Join("testdata/examples", n.Name()))
		if err != nil {
			return nil, err
		}
		ex, err := parseExample(n.Name(), string(data))
		if err != nil {
			return nil, err
		}
		out = append(out, ex)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func parseExample(name, text string) (example, error) {
	ex := example{Name: name}
	sections := map[string]*strings.Builder{}
	var cur *strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") {
			cur = &strings.Builder{}
			sections[strings.TrimSuffix(strings.TrimPrefix(t, "-- "), " --")] = cur
			continue
		}
		if cur == nil {
			if strings.TrimSpace(line) != "" {
				return ex, fmt.Errorf("%s: text before the first section", name)
			}
			continue
		}
		cur.WriteString(line)
	}
	get := func(k string) string {
		if b := sections[k]; b != nil {
			return strings.TrimRight(b.String(), "\n")
		}
		return ""
	}
	ex.Title, ex.Note, ex.Request, ex.Faulty, ex.Want = get("title"), get("note"), get("request"), get("faulty"), get("want")
	ex.Defensive = strings.Contains(get("options"), "defensive")
	if ex.Title == "" || ex.Faulty == "" {
		return ex, fmt.Errorf("%s: needs a title and a faulty section", name)
	}
	return ex, nil
}

// render repairs the example and writes the diff, the verdict and the
// edits.
func (ex example) render(ctx context.Context, cat *refract.Catalog) string {
	calls, err := refract.ParseText(ex.Faulty)
	if err != nil {
		return "error: " + err.Error()
	}
	// A generous time limit: the examples' repairs take well under a
	// millisecond, and a slow machine must not change them.
	res := refract.New(cat, refract.Config{Defensive: ex.Defensive}).Refract(ctx, calls, ex.Request)
	var b strings.Builder
	if ex.Request != "" {
		fmt.Fprintf(&b, "request: %s\n", ex.Request)
	}
	b.WriteString(res.Diff(calls))
	fmt.Fprintf(&b, "\nverdict: %s, cost %g\n", res.Verdict, res.Cost)
	for _, e := range res.Edits {
		fmt.Fprintf(&b, "- %s: %s\n", e.Kind, e.Reason)
	}
	return strings.TrimRight(b.String(), "\n")
}

// session is the scripted model session of the retry loop.
type session struct {
	Wire    string `json:"wire"`
	Model   string `json:"model"`
	System  string `json:"system"`
	User    string `json:"user"`
	Replies []struct {
		Calls []struct {
			ID        string `json:"id"`
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"calls"`
		Usage replay.Usage `json:"usage"`
	} `json:"replies"`
}

// travelTools are the tools bound to the model: the sequence's, and the
// ones refraction may insert.
var travelTools = []string{"SkyScrapperSearchAirport", "SkyScrapperFlightSearch", "TripadvisorSearchLocation", "TripadvisorSearchHotels", "NewsAPISearchByKeyWord"}

func loop(ctx context.Context, w io.Writer, o options, full *refract.Catalog) error {
	var s session
	if err := json.Unmarshal(sessionJSON, &s); err != nil {
		return fmt.Errorf("scripted session: %w", err)
	}
	var picked []*refract.Tool
	for _, n := range travelTools {
		t := *full.Tool(n)
		picked = append(picked, &t)
	}
	cat, err := refract.NewCatalog(picked)
	if err != nil {
		return err
	}
	var tools []*tool.Tool
	for _, d := range cat.Definitions() {
		t, err := tool.FromDefinition(d)
		if err != nil {
			return err
		}
		tools = append(tools, t)
	}
	model, closeModel, err := newModel(o, s)
	if err != nil {
		return err
	}
	defer closeModel()
	rs := strategies.Refract{Catalog: cat}
	l, err := strategies.New(strategies.Config{
		Model: model, Tools: tools, ToolChoice: "required", MaxAttempts: 3,
		// Static repair first; when it cannot finish, the model, with
		// the repair's feedback (Refract asks it itself); a plain
		// regeneration for what refraction does not see.
		Strategy:       strategies.Escalate(strategies.Step{Strategy: rs}, strategies.Step{Strategy: strategies.Regenerate{}}),
		Validator:      validator.Config{Sequence: rs.Check},
		Graph:          graph.Config{Name: "travel"},
		TracerProvider: o.tel.TracerProvider, MeterProvider: o.tel.MeterProvider, Content: o.tel.Content,
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n== A retry loop on a %s model: static repair first, the model only for what it cannot give ==\n",
		map[bool]string{true: "scripted", false: "real"}[o.Provider == "replay"])
	if o.Provider == "replay" {
		fmt.Fprintln(w, "Offline: testdata/session.json served on loopback in OpenAI's wire format, read by langchaingo's openai client.")
	}
	fmt.Fprintf(w, "request: %s\n", s.User)
	var res *strategies.Result
	for ev, runErr := range l.Stream(ctx, []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, s.System),
		llms.TextParts(llms.ChatMessageTypeHuman, s.User),
	}) {
		switch {
		case ev.Attempt != nil:
			a := ev.Attempt
			fmt.Fprintf(w, "\nattempt %d (%s): %d output tokens", a.N, a.Strategy, a.Usage.Output)
			if a.Calls == 0 {
				fmt.Fprint(w, ", no model call")
			}
			fmt.Fprintln(w)
			if a.Note != "" {
				fmt.Fprintf(w, "  repair:\n    %s\n", strings.ReplaceAll(a.Note, "\n", "\n    "))
			}
			for _, e := range a.Errors {
				fmt.Fprintf(w, "  error: %s %s %s: %s\n", e.Tool, e.Pointer, e.Keyword, e.Message)
			}
			if a.Valid() {
				fmt.Fprintln(w, "  valid")
			}
		case ev.Retry != nil:
			fmt.Fprintf(w, "  model call failed (%s), retrying in %v\n", ev.Retry.Err, ev.Retry.Wait)
		case ev.Result != nil:
			res, err = ev.Result, runErr
		}
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nfinal calls (valid after %d attempts, %d model calls):\n", len(res.Attempts), modelCalls(res.Attempts))
	calls, err := refract.FromToolCalls(res.Calls())
	if err != nil {
		return err
	}
	fmt.Fprintln(w, refract.FormatText(calls))
	return nil
}

func modelCalls(as []strategies.AttemptReport) int {
	n := 0
	for _, a := range as {
		n += a.Calls
	}
	return n
}

// newModel returns a real langchaingo client: against the scripted
// session's loopback server, or against the chosen provider.
func newModel(o options, s session) (llms.Model, func(), error) {
	switch o.Provider {
	case "replay":
		var responses []replay.Response
		for _, r := range s.Replies {
			var calls []llms.ToolCall
			for _, c := range r.Calls {
				calls = append(calls, llms.ToolCall{ID: c.ID, Type: "function", FunctionCall: &llms.FunctionCall{Name: c.Name, Arguments: c.Arguments}})
			}
			responses = append(responses, replay.OpenAIReply("", calls, r.Usage))
		}
		srv := replay.NewOpenAI(responses...)
		m, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithModel(s.Model))
		return m, srv.Close, err
	}
	m, err := models.New(context.Background(), o.Provider, o.Model, o.BaseURL)
	return m, func() {}, err
}
