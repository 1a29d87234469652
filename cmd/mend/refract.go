package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/mendgraph/mend/internal/jsonl"
	"github.com/mendgraph/mend/nodes/refract"
	"github.com/mendgraph/mend/nodes/refract/ground"
)

func refractCommand() command {
	return command{
		name:    "refract",
		summary: "repair tool-call sequences from the tool specifications alone, with no model",
		usage: `Input is read from the files named, in order ("-" for stdin), or from stdin.

JSON Lines (the default): one sequence per line,

	{"id": "...", "catalog_ref": "nestful-sgd/catalog.json" | "catalog": {...}, "faulty": [calls], "input": "the user's request"}

where a call is {"label": "var1" | null, "name": "Tool", "args": {...}}, an argument may refer to an
earlier call's output as "$var1.field$", and catalog_ref is relative to --catalog-root. One line is
written per input line:

	{"id", "repaired": [calls], "verdict": "valid|repaired|unrepairable|unknown", "edits", "asks", "confirms", "elapsed_us"}

A value to ask the user for is the argument value {"$ask": "param"}. A valid sequence comes back as it
came, its JSON compacted. A line that cannot be read or repaired, that is longer than --max-line, or
whose repair hits a bug in mend ("internal error"), gets {"id", "error"} (its id is "line N" when it
has none) and the run goes on. At the end a summary
goes to stderr; the exit status is 1 when every line failed.

With --pretty, the input is calls in the refraction docs' syntax, one per line,

	var1 = SkyScrapperSearchAirport(query="London")
	var2 = TripadvisorSearchHotels(geoId="$var1.geoId$")

and the repair is printed as a diff.

Examples:

	mend refract --catalog-root testdata/corpus testdata/refract/variants.jsonl
	mend refract --pretty --catalog examples/travel/catalog.json examples/travel/testdata/readme.calls`,
		flags: func(fs *flag.FlagSet) func(context.Context, []string, io.Reader, io.Writer, io.Writer) error {
			var o refractOptions
			fs.StringVar(&o.root, "catalog-root", ".", "directory that catalog_ref paths are relative to")
			fs.StringVar(&o.catalog, "catalog", "", "catalog file, for --pretty")
			fs.StringVar(&o.input, "input", "", "the user's request, for --pretty")
			fs.BoolVar(&o.defensive, "defensive", false, "confirm every value the repair invented")
			fs.BoolVar(&o.pretty, "pretty", false, "read calls in the refraction docs' syntax and print the repair as a diff")
			fs.DurationVar(&o.timeout, "timeout", 0, "wall-clock limit per sequence, a safety net (0: none; the work bound, --max-states, decides)")
			fs.IntVar(&o.maxStates, "max-states", 0, "the most partial repairs considered per sequence (0: 20000)")
			fs.StringVar(&o.defaults, "defaults", "like-sequence", "whether an inserted call writes its default values: like-sequence, always or never")
			fs.IntVar(&o.maxLine, "max-line", jsonl.DefaultMaxLine, "size cap of an input line, in bytes")
			fs.StringVar(&o.weights, "weights", "", "a JSON file of grounding weights (ground.Weights; fields left out keep their defaults)")
			fs.StringVar(&o.lexicon, "lexicon", "", "a JSON file of grounding word lists, written as ground's lexicon.json, replacing the default")
			return func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
				return refractCmd(ctx, o, args, stdin, stdout, stderr)
			}
		},
	}
}

type refractOptions struct {
	root, catalog, input string
	defensive, pretty    bool
	timeout              time.Duration
	maxStates            int
	defaults             string
	maxLine              int
	weights, lexicon     string
}

func refractCmd(ctx context.Context, o refractOptions, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg := refract.Config{Defensive: o.defensive, Timeout: o.timeout, MaxStates: o.maxStates}
	switch o.defaults {
	case "like-sequence":
		cfg.Defaults = refract.DefaultsLikeSequence
	case "always":
		cfg.Defaults = refract.DefaultsAlways
	case "never":
		cfg.Defaults = refract.DefaultsNever
	default:
		return usageError{fmt.Sprintf("--defaults %q: want like-sequence, always or never", o.defaults)}
	}
	if o.weights != "" {
		data, err := os.ReadFile(o.weights)
		if err != nil {
			return err
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&cfg.Grounding.Weights); err != nil {
			return fmt.Errorf("--weights %s: %w", o.weights, err)
		}
	}
	if o.lexicon != "" {
		data, err := os.ReadFile(o.lexicon)
		if err != nil {
			return err
		}
		if cfg.Grounding.Lexicon, err = ground.ParseLexicon(data); err != nil {
			return fmt.Errorf("--lexicon %s: %w", o.lexicon, err)
		}
	}
	if o.pretty && o.catalog == "" {
		return usageError{"--pretty needs --catalog"}
	}
	in, closeIn, err := inputs(args, stdin)
	if err != nil {
		return err
	}
	defer closeIn()
	if o.pretty {
		return pretty(ctx, o, cfg, in, stdout)
	}
	sum, err := lines(ctx, o, cfg, in, stdout)
	fmt.Fprintf(stderr, "mend refract: %d lines: %d valid, %d repaired, %d unrepairable, %d unknown, %d failed\n",
		sum.lines, sum.verdicts[refract.Valid], sum.verdicts[refract.Repaired], sum.verdicts[refract.Unrepairable], sum.verdicts[refract.Unknown], sum.failed)
	if err != nil {
		return err
	}
	if sum.lines > 0 && sum.failed == sum.lines {
		return errFailed
	}
	return nil
}

// line is one input line.
type line struct {
	ID         string          `json:"id"`
	CatalogRef string          `json:"catalog_ref"`
	Catalog    json.RawMessage `json:"catalog"`
	Faulty     json.RawMessage `json:"faulty"`
	Input      string          `json:"input"`
}

type outLine struct {
	ID        string          `json:"id"`
	Repaired  json.RawMessage `json:"repaired"`
	Verdict   refract.Verdict `json:"verdict"`
	Edits     []refract.Edit  `json:"edits"`
	Asks      []refract.Slot  `json:"asks"`
	Confirms  []refract.Slot  `json:"confirms"`
	ElapsedUS float64         `json:"elapsed_us"`
}

// errorLine is the line written for an input line that failed.
type errorLine struct {
	ID    string `json:"id"`
	Error string `json:"error"`
}

type summary struct {
	lines, failed int
	verdicts      map[refract.Verdict]int
}

func lines(ctx context.Context, o refractOptions, cfg refract.Config, in io.Reader, out io.Writer) (summary, error) {
	sum := summary{verdicts: map[refract.Verdict]int{}}
	refractors := map[string]*refract.Refractor{}
	load := func(l line) (*refract.Refractor, error) {
		if len(l.Catalog) > 0 {
			cat, err := refract.LoadCatalog(l.Catalog)
			if err != nil {
				return nil, err
			}
			return refract.New(cat, cfg), nil
		}
		if l.CatalogRef == "" {
			return nil, errors.New("no catalog_ref and no catalog")
		}
		if r, ok := refractors[l.CatalogRef]; ok {
			return r, nil
		}
		data, err := os.ReadFile(filepath.Join(o.root, filepath.FromSlash(l.CatalogRef)))
		if err != nil {
			return nil, err
		}
		cat, err := refract.LoadCatalog(data)
		if err != nil {
			return nil, err
		}
		r := refract.New(cat, cfg)
		refractors[l.CatalogRef] = r
		return r, nil
	}
	r := jsonl.NewReader(in)
	r.Max = o.maxLine
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for {
		if err := ctx.Err(); err != nil {
			return sum, context.Cause(ctx)
		}
		l, err := r.Next()
		if errors.Is(err, io.EOF) {
			return sum, nil
		}
		if err != nil {
			return sum, err
		}
		if len(l.Data) == 0 && !l.TooLong {
			continue
		}
		sum.lines++
		var res any
		if l.TooLong {
			res = errorLine{ID: jsonl.ID(l.Data, "id"), Error: fmt.Sprintf("line %d is %d bytes, over the %d-byte cap (--max-line)", l.N, l.Size, r.Max)}
		} else {
			res = process(ctx, l.Data, load)
		}
		if e, ok := res.(errorLine); ok {
			sum.failed++
			if e.ID == "" {
				e.ID = fmt.Sprintf("line %d", l.N)
				res = e
			}
		} else {
			sum.verdicts[res.(outLine).Verdict]++
		}
		if err := enc.Encode(res); err != nil {
			return sum, err
		}
	}
}

// process repairs one line. A panic inside it (a bug of mend's, which the
// fuzz tests look for) is that line's error, not the run's end: the lines
// after it are still repaired.
func process(ctx context.Context, raw []byte, load func(line) (*refract.Refractor, error)) (out any) {
	var l line
	defer func() {
		if p := recover(); p != nil {
			out = errorLine{ID: cmp.Or(l.ID, jsonl.ID(raw, "id")), Error: fmt.Sprintf("internal error (a bug in mend; please report the line): %v", p)}
		}
	}()
	if err := json.Unmarshal(raw, &l); err != nil {
		return errorLine{ID: jsonl.ID(raw, "id"), Error: "bad line: " + err.Error()}
	}
	fail := func(err error) errorLine { return errorLine{ID: l.ID, Error: err.Error()} }
	r, err := load(l)
	if err != nil {
		return fail(fmt.Errorf("catalog: %w", err))
	}
	calls, err := refract.ParseCalls(l.Faulty)
	if err != nil {
		return fail(err)
	}
	start := time.Now()
	res := r.Refract(ctx, calls, l.Input)
	elapsed := time.Since(start)
	o := outLine{ID: l.ID, Verdict: res.Verdict, Edits: res.Edits, Asks: res.Asks, Confirms: res.Confirms,
		ElapsedUS: float64(elapsed.Nanoseconds()) / 1000}
	if o.Edits == nil {
		o.Edits = []refract.Edit{}
	}
	if o.Asks == nil {
		o.Asks = []refract.Slot{}
	}
	if o.Confirms == nil {
		o.Confirms = []refract.Slot{}
	}
	if res.Verdict == refract.Valid {
		o.Repaired = l.Faulty // as it came
		return o
	}
	if o.Repaired, err = json.Marshal(res.Calls); err != nil {
		return fail(err)
	}
	return o
}

func pretty(ctx context.Context, o refractOptions, cfg refract.Config, in io.Reader, out io.Writer) error {
	data, err := os.ReadFile(o.catalog)
	if err != nil {
		return err
	}
	cat, err := refract.LoadCatalog(data)
	if err != nil {
		return fmt.Errorf("%s: %w", o.catalog, err)
	}
	text, err := io.ReadAll(in)
	if err != nil {
		return err
	}
	calls, err := refract.ParseText(string(text))
	if err != nil {
		return err
	}
	res := refract.New(cat, cfg).Refract(ctx, calls, o.input)
	fmt.Fprintf(out, "%s\n", res.Diff(calls))
	fmt.Fprintf(out, "\nverdict: %s (cost %g)\n", res.Verdict, res.Cost)
	for _, e := range res.Edits {
		fmt.Fprintf(out, "- %s: %s\n", e.Kind, e.Reason)
	}
	for _, a := range res.Asks {
		fmt.Fprintf(out, "- ask: call %d needs %s\n", a.Step+1, a.Param)
	}
	for _, c := range res.Confirms {
		if c.Tool != "" {
			fmt.Fprintf(out, "- confirm: call %d, the tool %s\n", c.Step+1, c.Tool)
			continue
		}
		fmt.Fprintf(out, "- confirm: call %d, %s\n", c.Step+1, c.Param)
	}
	return nil
}
