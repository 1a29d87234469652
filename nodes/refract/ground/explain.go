package ground

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Scored is a candidate scored for an input, with the evidence it has:
// what Fill weighs, for inspection and for fitting weights.
type Scored struct {
	Text     string             // the candidate as the request writes it
	Kind     Kind               // its kind
	Value    any                // the value it gives the input
	Score    float64            // its score under the Grounder's weights
	Features map[string]float64 // its evidence, by the names of Weights' JSON fields
}

// Scores scores every candidate of the request for one input of the call,
// best first.
func (r *Request) Scores(call Call, seq Sequence, input string) []Scored {
	ctx := r.context(&call, &seq)
	var out []Scored
	for _, s := range ctx.slots {
		if s.in.Name != input {
			continue
		}
		cands := r.scoreAll(s, ctx)
		slices.SortStableFunc(cands, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
		for _, c := range cands {
			f := map[string]float64{}
			for i, v := range c.x {
				if v != 0 {
					f[featureNames[i]] = v
				}
			}
			out = append(out, Scored{Text: c.c.Text, Kind: c.c.Kind, Value: r.format(s, c, ctx), Score: c.score, Features: f})
		}
	}
	return out
}

// Explain lists the candidates for one input of the call, best first,
// with what their scores are made of: for finding out why a value was, or
// was not, taken.
func (r *Request) Explain(call Call, seq Sequence, input string) string {
	var b strings.Builder
	w := r.g.w
	fmt.Fprintf(&b, "%s.%s (threshold %.2f, margin %.2f)\n", call.Tool, input, w.Threshold, w.Margin)
	for _, c := range r.Scores(call, seq, input) {
		fmt.Fprintf(&b, "  %6.2f  %-8s %-30q", c.Score, c.Kind, c.Text)
		for _, name := range featureNames {
			if v, ok := c.Features[name]; ok {
				fmt.Fprintf(&b, " %s %.2f", name, v)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}
