package refract

import (
	"encoding/json"
	"strconv"
	"strings"

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
		out[i].Items, out[i].ItemEnum = in.itemSchema()
	}
	return out
}

// itemSchema returns an array's item type and enum, as its item schema
// states them (Items, or the property schema's items).
func (in *Input) itemSchema() (string, []any) {
	items := in.Items
	if items == nil {
		doc, _ := in.prop.(map[string]any)
		items, _ = doc["items"].(map[string]any)
	}
	typ, _ := items["type"].(string)
	enum, _ := items["enum"].([]any)
	return typ, enum
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

// maxQuantity and maxListText bound the strings quantity and listItems
// read: a quantity is a few words, a list a line.
const (
	maxQuantity = 64
	maxListText = 256
)

// quantity reads a string a model gave a numeric input as grounding reads
// a request ("75kg", "1.75 m", "3 hours", "$20"): the number, in the unit
// the input's name or description asks for, when grounding finds it for
// the input clearly.
func (sr *searcher) quantity(t *Tool, in *Input, v any) (any, bool) {
	str, ok := v.(string)
	if !ok || len(str) > maxQuantity || in.Type != "number" && in.Type != "integer" || t == nil {
		return nil, false
	}
	call := ground.Call{Tool: t.Name, Inputs: t.gin, Args: map[string]any{}, Open: []string{in.Name}}
	ch := sr.r.g.Read(str).Fill(call, ground.Sequence{})[0]
	if !ch.Found || ch.Kind != ground.Number {
		return nil, false
	}
	nv, _, ok := coerce(ch.Value, in)
	if !ok {
		nv = ch.Value
		if bad, _ := in.check(nv); bad {
			return nil, false
		}
	}
	return nv, true
}

// statedEnum returns the member of in's enum the request gives the input
// of the call at step, when grounding finds one clearly: the value to
// write where the call's own is none of the members ("all" for a record
// type where the request asks for MX records).
func (sr *searcher) statedEnum(calls []Call, step int, t *Tool, in *Input) (any, bool) {
	if t == nil || len(in.Enum) == 0 {
		return nil, false
	}
	var args Args
	for _, a := range calls[step].Args {
		if a.Name != in.Name {
			args = append(args, a)
		}
	}
	ch := sr.fill(calls, step, t, args, in.Name)[0]
	if !ch.Found {
		return nil, false
	}
	if bad, enumBad := in.check(ch.Value); bad || enumBad {
		return nil, false
	}
	return ch.Value, true
}

// listItems reads a string a model gave an array input as grounding reads
// a request: a list written as text ("news, tech and ai") is its items,
// when the list is the whole string and its items fit the input.
func (sr *searcher) listItems(in *Input, v any) ([]any, bool) {
	str, ok := v.(string)
	if !ok || len(str) > maxListText || in.Type != "array" || !strings.Contains(str, ",") {
		return nil, false
	}
	for _, c := range sr.r.g.Read(str).Candidates() {
		if c.Kind != ground.List || c.Start != 0 || c.End != len(strings.TrimRight(str, ".")) || len(c.Items) < 2 {
			continue
		}
		items := make([]any, len(c.Items))
		for i, x := range c.Items {
			items[i] = x
		}
		if bad, _ := in.check(items); !bad {
			return items, true
		}
		for i, x := range c.Items { // numbers, for an array of numbers: "1, 2.5, 3"
			if _, err := strconv.ParseFloat(x, 64); err != nil {
				return nil, false
			}
			items[i] = json.Number(x)
		}
		if bad, _ := in.check(items); bad {
			return nil, false
		}
		return items, true
	}
	return nil, false
}
