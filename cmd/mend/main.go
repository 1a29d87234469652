// Command mend repairs tool-call sequences from the command line.
//
//	mend refract --catalog-root DIR [--defensive] [--timeout 50ms] [--defaults like-sequence|always|never] < variants.jsonl > repaired.jsonl
//	mend refract --pretty --catalog catalog.json [--input "request"] < calls.txt
//
// refract reads JSON Lines, one sequence per line:
//
//	{"id": "...", "catalog_ref": "nestful-sgd/catalog.json" | "catalog": {...}, "faulty": [calls], "input": "the user's request"}
//
// where a call is {"label", "name", "args"}, and writes one line per input:
//
//	{"id", "repaired": [calls], "verdict", "edits", "asks", "confirms", "elapsed_us"}
//
// A value to ask the user for is the argument value {"$ask": "param"}. A
// valid sequence comes back as it came, its JSON compacted (argument order,
// number spellings and labels untouched). A line that cannot be read or
// repaired gets {"id", "error"} and the run goes on. This is the format
// ../shared/eval/score.py reads.
//
// --defaults says whether a call the repair inserts writes out its inputs'
// default values: as the sequence's own calls do (the default), always, or
// never.
//
// With --pretty, refract reads calls in the seed's syntax
// (var1 = Tool(a="x", b="$var0.f$"), one per line) and prints the repair
// as a diff.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/mendgraph/mend/nodes/refract"
)

func main() {
	if len(os.Args) < 2 || os.Args[1] != "refract" {
		fmt.Fprintln(os.Stderr, "usage: mend refract [flags]  (mend refract -h for the flags)")
		os.Exit(2)
	}
	if err := refractCmd(context.Background(), os.Args[2:], os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "mend refract:", err)
		os.Exit(1)
	}
}

type options struct {
	root, catalog, input string
	defensive, pretty    bool
	timeout              time.Duration
	defaults             string
}

func refractCmd(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	var o options
	fs := flag.NewFlagSet("refract", flag.ContinueOnError)
	fs.StringVar(&o.root, "catalog-root", ".", "directory that catalog_ref paths are relative to")
	fs.StringVar(&o.catalog, "catalog", "", "catalog file, for --pretty")
	fs.StringVar(&o.input, "input", "", "the user's request, for --pretty")
	fs.BoolVar(&o.defensive, "defensive", false, "confirm every value the repair invented")
	fs.BoolVar(&o.pretty, "pretty", false, "read calls in the seed's syntax and print the repair as a diff")
	fs.DurationVar(&o.timeout, "timeout", 50*time.Millisecond, "time limit per sequence")
	fs.StringVar(&o.defaults, "defaults", "like-sequence", "whether an inserted call writes its default values: like-sequence, always or never")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg := refract.Config{Defensive: o.defensive, Timeout: o.timeout}
	switch o.defaults {
	case "like-sequence":
		cfg.Defaults = refract.DefaultsLikeSequence
	case "always":
		cfg.Defaults = refract.DefaultsAlways
	case "never":
		cfg.Defaults = refract.DefaultsNever
	default:
		return fmt.Errorf("--defaults %q: want like-sequence, always or never", o.defaults)
	}
	if o.pretty {
		return pretty(ctx, o, cfg, in, out)
	}
	return lines(ctx, o, cfg, in, out)
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
	Repaired  json.RawMessage `json:"repaired,omitempty"`
	Verdict   refract.Verdict `json:"verdict,omitempty"`
	Edits     []refract.Edit  `json:"edits,omitempty"`
	Asks      []refract.Slot  `json:"asks"`
	Confirms  []refract.Slot  `json:"confirms"`
	ElapsedUS float64         `json:"elapsed_us"`
	Error     string          `json:"error,omitempty"`
}

func lines(ctx context.Context, o options, cfg refract.Config, in io.Reader, out io.Writer) error {
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
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 64<<20)
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for n := 1; sc.Scan(); n++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		res := process(ctx, sc.Bytes(), load)
		if res.ID == "" && res.Error != "" {
			res.ID = fmt.Sprintf("line %d", n)
		}
		if err := enc.Encode(res); err != nil {
			return err
		}
	}
	return sc.Err()
}

func process(ctx context.Context, raw []byte, load func(line) (*refract.Refractor, error)) outLine {
	var l line
	if err := json.Unmarshal(raw, &l); err != nil {
		return outLine{Error: "bad line: " + err.Error()}
	}
	fail := func(err error) outLine { return outLine{ID: l.ID, Error: err.Error()} }
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

func pretty(ctx context.Context, o options, cfg refract.Config, in io.Reader, out io.Writer) error {
	if o.catalog == "" {
		return errors.New("--pretty needs --catalog")
	}
	data, err := os.ReadFile(o.catalog)
	if err != nil {
		return err
	}
	cat, err := refract.LoadCatalog(data)
	if err != nil {
		return err
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
	return nil
}
