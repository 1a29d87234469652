// Command groundfit fits the weights of value grounding (package
// nodes/refract/ground) to faulty variants made by scripts/eval/mutate.py,
// and prints the precision and recall of its fill decisions.
//
// For every missing_required_param and missing_step variant, each input
// the faulty sequence lacks whose gold value is a literal is one decision:
// grounding fills it from the request or asks. Every candidate of the
// request is a row, labelled by whether its value is the gold's; a
// logistic regression over the candidates' evidence gives the weights.
// Then Threshold and Margin are swept: a fill is right when its value is
// the gold's, wrong when it is another. The weights printed are the
// fitted ones, with the threshold and margin of the largest recall whose
// wrong fills stay within -wrong percent of decisions on every corpus.
//
//	go run ./scripts/groundfit testdata/corpus=variants-nestful.jsonl testdata/corpus-nestools=variants-nestools.jsonl
//
// Each argument is ROOT=VARIANTS: a corpus root (catalog_ref paths are
// relative to it) and a variants file made from it. With -train, only the
// corpora named (by root) are fitted on, and all are measured: a check that
// the weights carry over to a corpus they were not fitted on.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/mendgraph/mend/nodes/refract/ground"
)

type call struct {
	Label string         `json:"label"`
	Name  string         `json:"name"`
	Args  map[string]any `json:"args"`
}

type variant struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Catalog  string `json:"catalog_ref"`
	Input    string `json:"input"`
	Gold     []call `json:"gold"`
	Mutation struct {
		Step  int    `json:"step"`
		Param string `json:"param"`
	} `json:"mutation"`
}

type tool struct {
	Name   string `json:"name"`
	Inputs []struct {
		Name        string `json:"name"`
		Type        string `json:"type"`
		Required    bool   `json:"required"`
		Enum        []any  `json:"enum"`
		Format      string `json:"format"`
		Description string `json:"description"`
	} `json:"inputs"`
}

// decision is one input to fill.
type decision struct {
	corpus string
	req    *ground.Request
	call   ground.Call
	seq    ground.Sequence
	input  string
	gold   any
}

// row is one candidate of a decision.
type row struct {
	x     []float64
	label bool
}

// group is the candidates of one decision.
type group []row

func main() {
	maxWrong := flag.Float64("wrong", 1.5, "the most wrong fills, in percent of decisions, allowed on any corpus")
	train := flag.String("train", "", "fit on these corpus roots only (comma-separated); default all")
	keep := flag.Bool("defaults", false, "measure the default weights instead of fitting")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: groundfit [-wrong PCT] [-train ROOTS] ROOT=VARIANTS...")
		os.Exit(2)
	}
	names := featureNames()
	g := ground.New(ground.Config{})
	var ds []decision
	for _, arg := range flag.Args() {
		root, path, ok := strings.Cut(arg, "=")
		if !ok {
			fail(fmt.Errorf("%q: want ROOT=VARIANTS", arg))
		}
		d, err := load(g, root, path)
		if err != nil {
			fail(err)
		}
		ds = append(ds, d...)
	}
	trainOn := map[string]bool{}
	for _, r := range strings.Split(*train, ",") {
		if r != "" {
			trainOn[r] = true
		}
	}
	// the rows: every candidate of every decision
	var groups []group
	for _, d := range ds {
		if len(trainOn) > 0 && !trainOn[d.corpus] {
			continue
		}
		var gr group
		for _, c := range d.req.Scores(d.call, d.seq, d.input) {
			x := make([]float64, len(names))
			for i, n := range names {
				x[i] = c.Features[n]
			}
			gr = append(gr, row{x: x, label: same(c.Value, d.gold)})
		}
		groups = append(groups, gr)
	}
	weights := map[string]float64{}
	if *keep {
		d, _ := json.Marshal(ground.DefaultWeights())
		json.Unmarshal(d, &weights)
		for _, k := range []string{"synonym", "generic", "description", "threshold", "margin"} {
			delete(weights, k)
		}
	} else {
		w, fitted := fit(groups, len(names))
		for i, n := range names {
			weights[n] = round(w[i])
		}
		fmt.Printf("fitted on %d decisions whose gold is a candidate, of %d\n", fitted, len(ds))
	}
	// the fill decisions under the fitted weights
	var wt ground.Weights
	data, _ := json.Marshal(weights)
	if err := json.Unmarshal(data, &wt); err != nil {
		fail(err)
	}
	wt.Threshold, wt.Margin = -1e9, -1e9 // every best candidate is a fill; the sweep decides
	fg := ground.New(ground.Config{Weights: wt})
	type outcome struct {
		corpus        string
		score, margin float64
		found, ok     bool
	}
	var outs []outcome
	corpora := []string{}
	for _, d := range ds {
		if !slices.Contains(corpora, d.corpus) {
			corpora = append(corpora, d.corpus)
		}
		req := fg.Read(d.req.Text())
		for _, ch := range req.Fill(d.call, d.seq) {
			if ch.Input == d.input {
				outs = append(outs, outcome{d.corpus, ch.Score, ch.Margin, ch.Value != nil, same(ch.Value, d.gold)})
			}
		}
	}
	type point struct{ t, m, recall, worst float64 }
	var best *point
	fmt.Println("\nthreshold margin | per corpus: decisions, filled right (recall %), filled wrong (% of decisions)")
	for _, t := range []float64{-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4} {
		for _, m := range []float64{0, 0.5, 1, 1.5, 2} {
			line := fmt.Sprintf("%5.1f %5.1f |", t, m)
			worst, recall := 0.0, 0.0
			for _, c := range corpora {
				n, right, wrong := 0, 0, 0
				for _, o := range outs {
					if o.corpus != c {
						continue
					}
					n++
					if o.found && o.score >= t && o.margin >= m {
						if o.ok {
							right++
						} else {
							wrong++
						}
					}
				}
				r, wr := pct(right, n), pct(wrong, n)
				worst = max(worst, wr)
				recall += r / float64(len(corpora))
				line += fmt.Sprintf(" %s: %d, %d (%.1f%%), %d (%.1f%%) |", filepath.Base(c), n, right, r, wrong, wr)
			}
			fmt.Println(line)
			if worst <= *maxWrong && (best == nil || recall > best.recall) {
				best = &point{t, m, recall, worst}
			}
		}
	}
	if best != nil {
		weights["threshold"], weights["margin"] = best.t, best.m
		fmt.Printf("\nchosen: threshold %.1f margin %.1f: mean recall %.1f%%, worst wrong %.1f%%\n", best.t, best.m, best.recall, best.worst)
	}
	out, _ := json.MarshalIndent(weights, "", "  ")
	fmt.Printf("\nweights:\n%s\n", out)
}

// featureNames are the evidence names: Weights' JSON fields other than
// the cue scales, the threshold and the margin.
func featureNames() []string {
	var out []string
	t := reflect.TypeOf(ground.Weights{})
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		switch name {
		case "synonym", "generic", "description", "threshold", "margin":
			continue
		}
		out = append(out, name)
	}
	return out
}

// fit fits a conditional logit: for each decision whose gold value is
// among its candidates, the probability of the gold candidate is the
// softmax of the candidates' scores. The weights maximize the likelihood
// of the gold candidates, with an L2 penalty, by gradient ascent. Scores
// are then comparable across decisions only through the threshold and
// margin, which the sweep chooses.
func fit(groups []group, n int) ([]float64, int) {
	var use []group
	for _, g := range groups {
		if slices.ContainsFunc(g, func(r row) bool { return r.label }) {
			use = append(use, g)
		}
	}
	if len(use) == 0 {
		fail(fmt.Errorf("no decision has its gold value among the candidates"))
	}
	w := make([]float64, n)
	const lambda, rate = 0.001, 0.5
	for range 2000 {
		grad := make([]float64, n)
		for _, g := range use {
			scores := make([]float64, len(g))
			top := math.Inf(-1)
			for i, r := range g {
				for j, v := range r.x {
					scores[i] += w[j] * v
				}
				top = max(top, scores[i])
			}
			sum := 0.0
			for i := range scores {
				scores[i] = math.Exp(scores[i] - top)
				sum += scores[i]
			}
			pos := 0
			for _, r := range g {
				if r.label {
					pos++
				}
			}
			for i, r := range g {
				p := scores[i] / sum
				y := 0.0
				if r.label {
					y = 1 / float64(pos)
				}
				for j, v := range r.x {
					grad[j] += (y - p) * v
				}
			}
		}
		for j := range w {
			w[j] += rate * (grad[j]/float64(len(use)) - lambda*w[j])
		}
	}
	return w, len(use)
}

// load reads a variants file's decisions.
func load(g *ground.Grounder, root, path string) ([]decision, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cats := map[string]map[string]tool{}
	var out []decision
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<26)
	for n := 1; sc.Scan(); n++ {
		var v variant
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		if v.Category != "missing_required_param" && v.Category != "missing_step" {
			continue
		}
		if cats[v.Catalog] == nil {
			data, err := os.ReadFile(filepath.Join(root, v.Catalog))
			if err != nil {
				return nil, err
			}
			var c struct{ Tools []tool }
			dec := json.NewDecoder(strings.NewReader(string(data)))
			dec.UseNumber()
			if err := dec.Decode(&c); err != nil {
				return nil, fmt.Errorf("%s: %w", v.Catalog, err)
			}
			cats[v.Catalog] = map[string]tool{}
			for _, t := range c.Tools {
				cats[v.Catalog][t.Name] = t
			}
		}
		gc := v.Gold[v.Mutation.Step]
		t, ok := cats[v.Catalog][gc.Name]
		if !ok {
			return nil, fmt.Errorf("%s:%d: no tool %s in %s", path, n, gc.Name, v.Catalog)
		}
		c := ground.Call{Tool: gc.Name, Args: map[string]any{}}
		for _, in := range t.Inputs {
			c.Inputs = append(c.Inputs, ground.Input{Name: in.Name, Type: in.Type, Required: in.Required, Enum: in.Enum,
				Format: in.Format, Description: in.Description})
		}
		if v.Category == "missing_required_param" {
			c.Open = []string{v.Mutation.Param}
			for k, x := range gc.Args {
				if k != v.Mutation.Param {
					c.Args[k] = x
				}
			}
		} else {
			for k := range gc.Args {
				c.Open = append(c.Open, k)
			}
			slices.Sort(c.Open)
		}
		var seq ground.Sequence
		for i, x := range v.Gold {
			if i == v.Mutation.Step {
				continue
			}
			seq.Tools = append(seq.Tools, x.Name)
			for k, a := range x.Args {
				if !isRef(a) {
					seq.Uses = append(seq.Uses, ground.Use{Tool: x.Name, Input: k, Value: a})
				}
			}
		}
		req := g.Read(v.Input)
		for _, in := range c.Open {
			if gold := gc.Args[in]; !isRef(gold) {
				out = append(out, decision{corpus: root, req: req, call: c, seq: seq, input: in, gold: gold})
			}
		}
	}
	return out, sc.Err()
}

func isRef(v any) bool {
	switch v := v.(type) {
	case string:
		return len(v) > 2 && strings.HasPrefix(v, "$") && strings.HasSuffix(v, "$")
	case []any:
		return slices.ContainsFunc(v, isRef)
	}
	return false
}

// same compares values as scripts/eval/metrics.py does: numbers by value.
func same(a, b any) bool {
	return norm(a) == norm(b)
}

func norm(v any) string {
	switch v := v.(type) {
	case json.Number:
		if f, err := strconv.ParseFloat(string(v), 64); err == nil {
			return strconv.FormatFloat(f, 'g', -1, 64)
		}
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = norm(x)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case nil:
		return "<nil>"
	}
	data, _ := json.Marshal(v)
	return string(data)
}

func pct(a, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(a) / float64(n)
}

func round(f float64) float64 { return math.Round(f*100) / 100 }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "groundfit:", err)
	os.Exit(1)
}
