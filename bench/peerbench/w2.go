package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/mendgraph/mend/schema"
)

// W2 validate: the TranscriptSummary tool-call arguments against its JSON
// Schema, producing every error as a (kind, pointer) pair. The schema is
// compiled once; "raw" starts from the compact bytes, "decoded" from a value
// decoded once before timing. The conversion to pairs is inside the op.

// w2Errors converts a validation result to the harness's pairs.
func w2Errors(err error, out []valErr) []valErr {
	if err == nil {
		return out
	}
	ve, ok := err.(*schema.ValidationError)
	if !ok {
		return append(out, valErr{Kind: "other: " + err.Error()})
	}
	out = slices.Grow(out, len(ve.Violations))
	for _, v := range ve.Violations {
		out = append(out, valErr{Path: v.Pointer, Kind: v.Keyword})
	}
	return out
}

func w2Check(got []valErr, want []string) error {
	g := make([]string, len(got))
	for i, e := range got {
		g[i] = e.Kind + " " + e.Path
	}
	slices.Sort(g)
	if !slices.Equal(g, want) {
		return fmt.Errorf("errors=%d got=%v want=%v", len(g), g, want)
	}
	return nil
}

func w2(fx *fixtures) ([]bench, []check, error) {
	s, err := schema.Compile(fx.schema)
	if err != nil {
		return nil, nil, err
	}
	var validDoc, invalidDoc any
	if err := json.Unmarshal(fx.valid, &validDoc); err != nil {
		return nil, nil, err
	}
	if err := json.Unmarshal(fx.invalid, &invalidDoc); err != nil {
		return nil, nil, err
	}
	raw := func(doc []byte) func() []valErr {
		return func() []valErr { return w2Errors(s.Validate(doc), nil) }
	}
	decoded := func(doc any) func() []valErr {
		return func() []valErr { return w2Errors(s.ValidateValue(doc), nil) }
	}
	type op struct {
		name string
		run  func() []valErr
		want []string
	}
	ops := []op{
		{"W2 valid raw", raw(fx.valid), nil},
		{"W2 invalid raw", raw(fx.invalid), fx.expected},
		{"W2 valid decoded", decoded(validDoc), nil},
		{"W2 invalid decoded", decoded(invalidDoc), fx.expected},
	}
	var benches []bench
	var checks []check
	for _, o := range ops {
		checks = append(checks, check{workload: o.name, err: w2Check(o.run(), o.want)})
		benches = append(benches, bench{workload: o.name, unit: "ns/op", scale: 1, fn: func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				o.run()
			}
		}})
	}
	return benches, checks, nil
}
