package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/mendgraph/mend/nodes/jsonpatch"
	"github.com/mendgraph/mend/schema"
)

// W3 patch: apply the fixture's 5-operation patch to the compact bytes of
// valid.json, bytes in, bytes out. The patch is checked once, outside
// timing, as the peers decode theirs once.

func w3(fx *fixtures) ([]bench, []check, error) {
	ops, err := jsonpatch.Parse(fx.patch)
	if err != nil {
		return nil, nil, err
	}
	p, err := jsonpatch.New(ops, jsonpatch.Config{})
	if err != nil {
		return nil, nil, err
	}
	out, err := p.Apply(fx.valid)
	if err == nil {
		err = jsonEqual(out, fx.patched)
	}
	return []bench{{workload: "W3 patch raw", unit: "ns/op", scale: 1, fn: w3Patch(p, fx.valid)}},
		[]check{{workload: "W3 patch raw", err: err}}, nil
}

func w3Patch(p *jsonpatch.Patch, doc []byte) func(b *testing.B) {
	return func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := p.Apply(doc); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// w3PatchValidate is the seed's flow: patch, then validate the result.
func w3PatchValidate(p *jsonpatch.Patch, s *schema.Schema, doc []byte) func(b *testing.B) {
	return func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			out, err := p.Apply(doc)
			if err != nil {
				b.Fatal(err)
			}
			if !s.Valid(out) {
				b.Fatal("patched document is invalid")
			}
		}
	}
}

func jsonEqual(a, b []byte) error {
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		return err
	}
	if err := json.Unmarshal(b, &y); err != nil {
		return err
	}
	if !reflect.DeepEqual(x, y) {
		return fmt.Errorf("result differs from patched.json: %s", a)
	}
	return nil
}
