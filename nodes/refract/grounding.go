package refract

import (
	"github.com/mendgraph/mend/nodes/refract/ground"
)

// request returns the user's request read for grounding: read on first
// use, for most repairs need none.
func (sr *searcher) read() *ground.Request {
	if sr.req == nil {
		sr.req = sr.r.g.Read(sr.request)
	}
	return sr.req
}

// groundInputs are the tool's inputs as grounding reads them.
func groundInputs(t *Tool) []ground.Input {
	out := make([]ground.Input, len(t.Inputs))
	for i, in := range t.Inputs {
		out[i] = ground.Input{Name: in.Name, Description: in.Description, Type: in.Type, Enum: in.Enum,
			Format: in.Format, Required: in.Required}
	}
	return out
}

// fill grounds the open inputs of a call to t at step in the request: the
// call's literal arguments (args) and the rest of the sequence's are what
// grounding weighs the candidates against.
func (sr *searcher) fill(calls []Call, step int, t *Tool, args Args, open ...string) []ground.Choice {
	call, seq := groundCall(calls, step, t, args, open)
	return sr.read().Fill(call, seq)
}

// groundCall is a call to t at step as grounding sees it, and the rest of
// the sequence: see fill.
func groundCall(calls []Call, step int, t *Tool, args Args, open []string) (ground.Call, ground.Sequence) {
	call := ground.Call{Tool: t.Name, Inputs: t.gin, Args: map[string]any{}, Open: open}
	for _, a := range args {
		if _, ask := IsAsk(a.Value); !ask {
			call.Args[a.Name] = a.Value // a reference too: the input has its value
		}
	}
	var seq ground.Sequence
	for j, c := range calls {
		if j == step && c.Name == t.Name {
			continue
		}
		seq.Tools = append(seq.Tools, c.Name)
		for _, a := range c.Args {
			if literal(a.Value) {
				seq.Uses = append(seq.Uses, ground.Use{Tool: c.Name, Input: a.Name, Value: a.Value})
			}
		}
	}
	return call, seq
}

// literal reports whether a value is a literal: no reference, no ask.
func literal(v any) bool {
	if _, ask := IsAsk(v); ask {
		return false
	}
	return len(refsIn(v)) == 0
}
