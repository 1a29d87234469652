package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
)

// fixtures are the shared benchmark inputs (../shared/bench/fixtures, also
// in testdata/bench/fixtures).
type fixtures struct {
	schema, valid, invalid []byte // valid and invalid in compact form
	patch, patched         []byte
	expected               []string // "kind path", sorted
}

func loadFixtures(dir string) (*fixtures, error) {
	read := func(name string) ([]byte, error) { return os.ReadFile(filepath.Join(dir, name)) }
	fx := &fixtures{}
	var err error
	if fx.schema, err = read("schema.json"); err != nil {
		return nil, err
	}
	for _, f := range []struct {
		name string
		dst  *[]byte
	}{{"valid.json", &fx.valid}, {"invalid.json", &fx.invalid}, {"patch.json", &fx.patch}, {"patched.json", &fx.patched}} {
		b, err := read(f.name)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, b); err != nil {
			return nil, fmt.Errorf("%s: %w", f.name, err)
		}
		*f.dst = buf.Bytes()
	}
	b, err := read("expected_errors.json")
	if err != nil {
		return nil, err
	}
	var exp []valErr
	if err := json.Unmarshal(b, &exp); err != nil {
		return nil, fmt.Errorf("expected_errors.json: %w", err)
	}
	for _, e := range exp {
		fx.expected = append(fx.expected, e.Kind+" "+e.Path)
	}
	slices.Sort(fx.expected)
	return fx, nil
}

// valErr is one W2 error as the shared harness normalises it.
type valErr struct {
	Path string `json:"path"`
	Kind string `json:"kind"`
}
