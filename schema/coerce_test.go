package schema_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mendgraph/mend/schema"
)

func ExampleSchema_Coerce() {
	s, _ := schema.Compile([]byte(`{"type": "object", "properties": {
		"adults": {"type": "integer"},
		"cabin": {"enum": ["economy", "premium_economy", "business"]},
		"legs": {"type": "array", "items": {"type": "object", "properties": {"from": {"type": "string"}}}}}}`))
	out, done := s.Coerce([]byte(`{"adults": "2", "cabin": "Premium Economy", "legs": "[{\"from\": \"JFK\"}]"}`))
	fmt.Println(string(out))
	for _, c := range done {
		fmt.Println(c.Pointer, c.Kind, c.From, "->", c.To)
	}
	// Output:
	// {"adults": 2, "cabin": "premium_economy", "legs": [{"from": "JFK"}]}
	// /adults number "2" -> 2
	// /cabin enum "Premium Economy" -> "premium_economy"
	// /legs parse "[{\"from\": \"JFK\"}]" -> [{"from": "JFK"}]
}

func TestCoerce(t *testing.T) {
	const sch = `{"type": "object", "properties": {
		"i": {"type": "integer"}, "n": {"type": "number"}, "s": {"type": "string"}, "b": {"type": "boolean"},
		"o": {"type": "object", "properties": {"k": {"type": "integer"}}},
		"l": {"type": "array", "items": {"type": "string"}},
		"e": {"enum": ["red", "dark_blue"]},
		"any": {"anyOf": [{"type": "integer"}, {"type": "array", "items": {"type": "integer"}}]},
		"keep": {"anyOf": [{"type": "string"}, {"type": "object"}]},
		"free": {"type": "array"}
	}, "additionalProperties": false}`
	s, err := schema.Compile([]byte(sch))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ in, want string }{
		{`{"i": "42"}`, `{"i": 42}`},
		{`{"i": 42.0}`, `{"i": 42.0}`},   // an integer by JSON Schema: valid, left
		{`{"i": "4.5"}`, `{"i": "4.5"}`}, // lossy: left
		{`{"n": " 3.25 "}`, `{"n": 3.25}`},
		{`{"s": 7}`, `{"s": "7"}`},
		{`{"s": true}`, `{"s": "true"}`},
		{`{"b": "False"}`, `{"b": false}`},
		{`{"b": 1}`, `{"b": 1}`}, // 1 is no boolean: left
		{`{"o": "{\"k\": \"5\"}"}`, `{"o": {"k": 5}}`},
		{`{"o": "{'k': 5}"}`, `{"o": {"k":5}}`},
		{`{"o": "[1]"}`, `{"o": "[1]"}`}, // wrong shape: left
		{`{"o": "not json"}`, `{"o": "not json"}`},
		{`{"l": "only"}`, `{"l": ["only"]}`},
		{`{"l": "[\"a\", \"b\"]"}`, `{"l": ["a", "b"]}`},
		{`{"e": "Dark-Blue"}`, `{"e": "dark_blue"}`},
		{`{"e": "green"}`, `{"e": "green"}`},
		{`{"any": "7"}`, `{"any": 7}`},
		{`{"i": [5]}`, `{"i": 5}`},         // one item where it is wanted
		{`{"i": ["5"]}`, `{"i": 5}`},       // and coerced in its turn
		{`{"i": [5, 6]}`, `{"i": [5, 6]}`}, // two: lossy, left
		{`{"s": ["x"]}`, `{"s": "x"}`},
		{`{"free": 3}`, `{"free": [3]}`},                   // an array of anything
		{`{"keep": "{\"x\":1}"}`, `{"keep": "{\"x\":1}"}`}, // a string is allowed: kept
		{`{"i": 1, "zzz": "2"}`, `{"i": 1, "zzz": "2"}`},   // undeclared: not ours to touch
		{`{"i":   "1"  ,  "s":"x"}`, `{"i":   1  ,  "s":"x"}`},
	} {
		out, _ := s.Coerce([]byte(c.in))
		if string(out) != c.want {
			t.Errorf("Coerce(%s) = %s, want %s", c.in, out, c.want)
		}
		if !json.Valid(out) {
			t.Errorf("Coerce(%s) = %s: not JSON", c.in, out)
		}
	}
	valid := []byte(`{"i": 1, "s": "x"}`)
	if allocs := testing.AllocsPerRun(100, func() { s.Coerce(valid) }); allocs != 0 {
		t.Errorf("valid data: %v allocations", allocs)
	}
}

// FuzzCoerce: Coerce never panics, returns JSON, and leaves valid data
// alone.
func FuzzCoerce(f *testing.F) {
	s, _ := schema.Compile([]byte(`{"type": "object", "properties": {"i": {"type": "integer"}, "l": {"type": "array", "items": {"type": "object", "properties": {"e": {"enum": ["a_b", 1]}}}}, "u": {"anyOf": [{"type": "boolean"}, {"type": "array", "items": {"type": "number"}}]}}}`))
	for _, x := range []string{`{"i": "1"}`, `{"l": "[{\"e\": \"A-B\"}]"}`, `{"u": "[\"1\", 2]"}`, `{"l": {"e": "a b"}}`, `[1]`, `"x"`} {
		f.Add([]byte(x))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, done := s.Coerce(data)
		if !json.Valid(data) {
			if string(out) != string(data) || len(done) > 0 {
				t.Fatalf("non-JSON %q changed", data)
			}
			return
		}
		if !json.Valid(out) {
			t.Fatalf("Coerce(%q) = %q: not JSON", data, out)
		}
		if s.Valid(data) && string(out) != string(data) {
			t.Fatalf("valid %q changed", data)
		}
	})
}
