package main

import (
	"testing"

	"github.com/mendgraph/mend/nodes/jsonpatch"
	"github.com/mendgraph/mend/schema"
)

func TestW3(t *testing.T) {
	_, checks, err := w3(testFixtures(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		if c.err != nil {
			t.Errorf("%s: %v", c.workload, c.err)
		}
	}
}

func BenchmarkW3(b *testing.B) {
	fx := testFixtures(b)
	ops, _ := jsonpatch.Parse(fx.patch)
	p, err := jsonpatch.New(ops, jsonpatch.Config{})
	if err != nil {
		b.Fatal(err)
	}
	s, err := schema.Compile(fx.schema)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("patch_raw", w3Patch(p, fx.valid))
	b.Run("patch_validate", w3PatchValidate(p, s, fx.valid))
}
