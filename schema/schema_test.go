package schema_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mendgraph/mend/schema"
)

func mustCompile(t testing.TB, doc string) *schema.Schema {
	t.Helper()
	s, err := schema.Compile([]byte(doc))
	if err != nil {
		t.Fatalf("compile %s: %v", doc, err)
	}
	return s
}

// pairs renders violations as "keyword pointer", sorted.
func pairs(err error) []string {
	var ve *schema.ValidationError
	if !errors.As(err, &ve) {
		return nil
	}
	var out []string
	for _, v := range ve.Violations {
		out = append(out, v.Keyword+" "+v.Pointer)
	}
	slices.Sort(out)
	return out
}

// TestTranscriptFixture is the W2 check: exactly the three expected
// violations, with exact pointers, from the raw bytes and from the decoded
// value.
func TestTranscriptFixture(t *testing.T) {
	s := mustCompile(t, string(fixture(t, "schema.json")))
	if u := s.Unenforced(); len(u) != 0 {
		t.Errorf("unenforced keywords in the W2 schema: %v", u)
	}
	var expected []struct{ Path, Kind string }
	if err := json.Unmarshal(fixture(t, "expected_errors.json"), &expected); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, e := range expected {
		want = append(want, e.Kind+" "+e.Path)
	}
	slices.Sort(want)

	valid, invalid := compact(t, fixture(t, "valid.json")), compact(t, fixture(t, "invalid.json"))
	if len(valid) != 1593 || len(invalid) != 1502 {
		t.Fatalf("compact sizes %d, %d; the README says 1593 and 1502", len(valid), len(invalid))
	}
	if err := s.Validate(valid); err != nil {
		t.Fatalf("valid.json: %v", err)
	}
	if got := pairs(s.Validate(invalid)); !slices.Equal(got, want) {
		t.Fatalf("raw: got %v, want %v", got, want)
	}
	var doc any
	json.Unmarshal(invalid, &doc)
	if got := pairs(s.ValidateValue(doc)); !slices.Equal(got, want) {
		t.Fatalf("decoded: got %v, want %v", got, want)
	}
	json.Unmarshal(valid, &doc)
	if err := s.ValidateValue(doc); err != nil {
		t.Fatalf("decoded valid.json: %v", err)
	}
}

func TestKeywords(t *testing.T) {
	for _, c := range []struct {
		schema, doc string
		want        []string // "keyword pointer", sorted
	}{
		{`{"type":"integer"}`, `3`, nil},
		{`{"type":"integer"}`, `3.0`, nil},
		{`{"type":"integer"}`, `1e2`, nil},
		{`{"type":"integer"}`, `1.5e1`, nil},
		{`{"type":"integer"}`, `15e-1`, []string{"type "}},
		{`{"type":"integer"}`, `3.5`, []string{"type "}},
		{`{"type":"number"}`, `3`, nil},
		{`{"type":["string","null"]}`, `null`, nil},
		{`{"type":["string","null"]}`, `1`, []string{"type "}},
		{`{"type":"string","nullable":true}`, `null`, nil},
		{`{"properties":{"a":{"type":"string"}},"required":["a","b"]}`, `{"a":1}`, []string{"required /b", "type /a"}},
		{`{"properties":{"a/b":{"type":"string"},"m~n":{"type":"string"}}}`, `{"a/b":1,"m~n":2}`, []string{"type /a~1b", "type /m~0n"}},
		{`{"properties":{"a\"b":{"type":"string"}}}`, `{"a\"b":1}`, []string{"type /a\"b"}},
		{`{"properties":{"é":{"type":"string"}}}`, `{"\u00e9":1}`, []string{"type /é"}},
		{`{"additionalProperties":false,"properties":{"a":{}}}`, `{"a":1,"b":2}`, []string{"additionalProperties /b"}},
		{`{"additionalProperties":{"type":"string"}}`, `{"a":"x","b":2}`, []string{"type /b"}},
		{`{"patternProperties":{"^x-":{"type":"string"}},"additionalProperties":false}`, `{"x-a":"1","x-b":2,"y":3}`, []string{"additionalProperties /y", "type /x-b"}},
		{`{"minProperties":2,"maxProperties":2}`, `{"a":1}`, []string{"minProperties "}},
		{`{"dependentRequired":{"card":["cvv"]}}`, `{"card":"1"}`, []string{"dependentRequired /cvv"}},
		{`{"items":{"type":"integer"},"minItems":3}`, `[1,"a"]`, []string{"minItems ", "type /1"}},
		{`{"maxItems":1}`, `[1,2]`, []string{"maxItems "}},
		{`{"prefixItems":[{"type":"string"},{"type":"integer"}],"items":{"type":"boolean"}}`, `["a",1,true,2]`, []string{"type /3"}},
		{`{"items":[{"type":"string"}]}`, `[1]`, []string{"type /0"}},
		{`{"uniqueItems":true}`, `[1,{"a":1},1.0]`, []string{"uniqueItems "}},
		{`{"uniqueItems":true}`, `[{"a":1,"b":2},{"b":2,"a":1}]`, []string{"uniqueItems "}},
		{`{"enum":["a","b"]}`, `"c"`, []string{"enum "}},
		{`{"enum":["a",1,null]}`, `1.0`, nil},
		{`{"enum":[{"x":[1,2]}]}`, `{"x":[1,2]}`, nil},
		{`{"const":"ok"}`, `"o\u006b"`, nil},
		{`{"const":"ok"}`, `"no"`, []string{"const "}},
		{`{"minimum":1,"maximum":3}`, `0`, []string{"minimum "}},
		{`{"minimum":1,"maximum":3}`, `3`, nil},
		{`{"exclusiveMinimum":1}`, `1`, []string{"exclusiveMinimum "}},
		{`{"exclusiveMaximum":3}`, `3`, []string{"exclusiveMaximum "}},
		{`{"maximum":3,"exclusiveMaximum":true}`, `3`, []string{"exclusiveMaximum "}},
		{`{"multipleOf":0.1}`, `0.3`, nil},
		{`{"multipleOf":2}`, `3`, []string{"multipleOf "}},
		{`{"minimum":5}`, `12345678901234567890`, nil},
		{`{"minLength":2,"maxLength":3}`, `"é"`, []string{"minLength "}},
		{`{"maxLength":3}`, `"ab\ncd"`, []string{"maxLength "}},
		{`{"pattern":"^[a-z]+$"}`, `"abc1"`, []string{"pattern "}},
		{`{"format":"date"}`, `"2024-02-29"`, nil},
		{`{"format":"date"}`, `"2023-02-29"`, []string{"format "}},
		{`{"format":"date"}`, `"15/08/2024"`, []string{"format "}},
		{`{"format":"date-time"}`, `"2024-08-15T09:30:00.5+02:00"`, nil},
		{`{"format":"date-time"}`, `"2024-08-15 9:30"`, []string{"format "}},
		{`{"format":"email"}`, `"ada@example.org"`, nil},
		{`{"format":"email"}`, `"ada at example"`, []string{"format "}},
		{`{"format":"uri"}`, `"https://example.org/a?b=c"`, nil},
		{`{"format":"uri"}`, `"example.org/a b"`, []string{"format "}},
		{`{"anyOf":[{"type":"string"},{"type":"integer"}]}`, `true`, []string{"anyOf ", "type "}},
		{`{"anyOf":[{"type":"string"},{"type":"integer"}]}`, `2`, nil},
		{`{"oneOf":[{"type":"integer"},{"minimum":0}]}`, `2`, []string{"oneOf "}},
		{`{"oneOf":[{"type":"integer"},{"type":"string"}]}`, `"x"`, nil},
		{`{"allOf":[{"minimum":0},{"maximum":1}]}`, `2`, []string{"maximum "}},
		{`{"not":{"type":"string"}}`, `"x"`, []string{"not "}},
		{`{"if":{"properties":{"k":{"const":"a"}}},"then":{"required":["a"]},"else":{"required":["b"]}}`, `{"k":"a"}`, []string{"required /a"}},
		{`{"if":{"properties":{"k":{"const":"a"}}},"then":{"required":["a"]},"else":{"required":["b"]}}`, `{"k":"z"}`, []string{"required /b"}},
		{`{"$defs":{"n":{"type":"integer"}},"properties":{"x":{"$ref":"#/$defs/n"}}}`, `{"x":"1"}`, []string{"type /x"}},
		{`{"definitions":{"n":{"$anchor":"num","type":"integer"}},"items":{"$ref":"#num"}}`, `[1,"2"]`, []string{"type /1"}},
		{`{"$id":"https://x.test/s.json","$defs":{"n":{"type":"integer"}},"items":{"$ref":"https://x.test/s.json#/$defs/n"}}`, `["1"]`, []string{"type /0"}},
		{`{"properties":{"next":{"$ref":"#"},"v":{"type":"integer"}}}`, `{"next":{"next":{"v":"deep"}}}`, []string{"type /next/next/v"}},
		{`false`, `1`, []string{"false "}},
		{`true`, `{"anything":[1,2]}`, nil},
		{`{"properties":{"a":false}}`, `{"a":1}`, []string{"false /a"}},
	} {
		t.Run(c.schema+" "+c.doc, func(t *testing.T) {
			s := mustCompile(t, c.schema)
			if valid := s.Valid([]byte(c.doc)); valid != (c.want == nil) {
				t.Errorf("Valid = %v", valid)
			}
			got := pairs(s.Validate([]byte(c.doc)))
			if !slices.Equal(got, c.want) {
				t.Fatalf("raw: got %v, want %v (err %v)", got, c.want, s.Validate([]byte(c.doc)))
			}
			var v any
			if err := json.Unmarshal([]byte(c.doc), &v); err != nil {
				t.Fatal(err)
			}
			if got := pairs(s.ValidateValue(v)); !slices.Equal(got, c.want) {
				t.Fatalf("decoded: got %v, want %v", got, c.want)
			}
		})
	}
}

func TestViolationErrors(t *testing.T) {
	s := mustCompile(t, `{"properties":{"age":{"type":"integer"}},"required":["name"]}`)
	err := s.Validate([]byte(`{"age":"x"}`))
	if !errors.Is(err, schema.ErrType) || !errors.Is(err, schema.ErrRequired) || errors.Is(err, schema.ErrEnum) {
		t.Fatalf("sentinels: %v", err)
	}
	var v schema.Violation
	if !errors.As(err, &v) || v.Pointer != "/age" || v.Offset != 7 {
		t.Fatalf("violation %+v", v)
	}
	want := "schema: 2 violations:\n  /age: type: got string, want integer\n  /name: required: missing property"
	if err.Error() != want {
		t.Fatalf("message:\n%s\nwant:\n%s", err, want)
	}
	if got := s.ValidateOptions([]byte(`{"age":"x"}`), schema.Options{MaxViolations: 1}); len(pairs(got)) != 1 {
		t.Fatalf("MaxViolations: %v", got)
	}
}

func TestSyntaxErrors(t *testing.T) {
	s := mustCompile(t, `{"properties":{"a":{"type":"string"}}}`)
	for _, c := range []struct {
		doc    string
		offset int
	}{
		{`{"a":"x"`, 8},
		{`{"a":"x",}`, 9},
		{`{"a" "x"}`, 5},
		{`{"a":"x\q"}`, 7},
		{`{"a":"x` + "\n" + `"}`, 7},
		{`{"a":tru}`, 5},
		{`{"a":01}`, 6},
		{`{"a":1.}`, 7},
		{`{"a":"x"} x`, 10},
		{`[1,2`, 4},
		{``, 0},
		{`"\u12G4"`, 1},
		{strings.Repeat("[", schema.MaxDepth+1) + strings.Repeat("]", schema.MaxDepth+1), schema.MaxDepth},
	} {
		err := s.Validate([]byte(c.doc))
		var se *schema.SyntaxError
		if !errors.As(err, &se) || se.Offset != c.offset {
			t.Errorf("%q: err %v, want syntax error at %d", c.doc, err, c.offset)
		}
	}
}

func TestCompileErrors(t *testing.T) {
	for _, c := range []struct{ schema, want string }{
		{`{"type":"str"}`, `unknown type "str"`},
		{`{"$ref":"#/$defs/missing"}`, `nothing at "/$defs/missing"`},
		{`{"$ref":"https://elsewhere/x.json"}`, `only references within the document`},
		{`{"pattern":"("}`, `missing closing )`},
		{`{"minLength":-1}`, `non-negative integer`},
		{`{"properties":{"a":3}}`, `must be an object or a boolean`},
		{`[1]`, `must be an object or a boolean`},
		{`{`, `not JSON`},
	} {
		_, err := schema.Compile([]byte(c.schema))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", c.schema, err, c.want)
		}
	}
}

func TestUnenforced(t *testing.T) {
	s := mustCompile(t, `{"title":"t","properties":{"tags":{"type":"array","contains":{"const":"x"}},
		"host":{"type":"string","format":"hostname"}},"propertyNames":{"maxLength":3}}`)
	want := []string{"/properties/host/format (hostname)", "/properties/tags/contains", "/propertyNames"}
	if got := s.Unenforced(); !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}

func TestCompileValue(t *testing.T) {
	type params struct {
		Type       string         `json:"type"`
		Properties map[string]any `json:"properties"`
	}
	s, err := schema.CompileValue(params{Type: "object", Properties: map[string]any{"n": map[string]any{"type": "integer"}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := pairs(s.Validate([]byte(`{"n":"1"}`))); !slices.Equal(got, []string{"type /n"}) {
		t.Fatalf("got %v", got)
	}
	if err := s.ValidateValue(map[string]int{"n": 1}); err != nil {
		t.Fatalf("non-decoded Go value: %v", err)
	}
}

// fuzzSchemas are validated against every fuzz input.
var fuzzSchemas = []string{
	`{"type":"object","properties":{"a":{"type":"integer","minimum":0},"b":{"type":"array","items":{"type":"string","maxLength":3}}},"required":["a"],"additionalProperties":false}`,
	`{"anyOf":[{"type":"string","pattern":"^x"},{"type":"array","minItems":1,"uniqueItems":true}],"not":{"const":"xy"}}`,
	`{"$defs":{"t":{"type":"object","properties":{"k":{"$ref":"#/$defs/t"},"v":{"enum":[1,"1",null]}}}},"$ref":"#/$defs/t"}`,
	`{"oneOf":[{"type":"number","multipleOf":0.5},{"type":"boolean"}],"format":"date"}`,
}

// FuzzValidate checks, for any input: no panic; a syntax error exactly when
// encoding/json rejects the text (below the depth limit); and the same
// violations from the bytes and from the decoded value.
func FuzzValidate(f *testing.F) {
	for _, seed := range []string{`{"a":1,"b":["x","yz"]}`, `{"a":-1,"c":1}`, `"xy"`, `[1,1]`, `{"k":{"k":{"v":"1"}}}`,
		`2.5`, `"2024-01-01"`, `{"a":"\u00e9\ud83d\ude00"}`, `[`, `{"a":1e400}`, `{"a" : 1 , "b" : [ ] }`} {
		f.Add([]byte(seed))
	}
	compiled := make([]*schema.Schema, len(fuzzSchemas))
	for i, s := range fuzzSchemas {
		compiled[i] = mustCompile(f, s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		jsonOK := json.Valid(data)
		for i, s := range compiled {
			err := s.Validate(data)
			var se *schema.SyntaxError
			isSyntax := errors.As(err, &se)
			if isSyntax && strings.Contains(se.Msg, "nesting deeper") {
				continue
			}
			if isSyntax == jsonOK {
				t.Fatalf("schema %d: json.Valid=%v but Validate returned %v", i, jsonOK, err)
			}
			if !jsonOK {
				continue
			}
			var v any
			dec := json.NewDecoder(strings.NewReader(string(data)))
			dec.UseNumber()
			if dec.Decode(&v) != nil {
				continue
			}
			if hasDuplicateKeys(data) {
				continue // the text checks every occurrence; a decoded map keeps the last
			}
			if valid := s.Valid(data); valid != (err == nil) {
				t.Fatalf("schema %d on %q: Valid = %v, Validate = %v", i, data, valid, err)
			}
			if raw, decoded := pairs(err), pairs(s.ValidateValue(v)); !slices.Equal(raw, decoded) {
				t.Fatalf("schema %d on %q: raw %v, decoded %v", i, data, raw, decoded)
			}
		}
	})
}

// hasDuplicateKeys reports whether an object in the JSON text repeats a key.
func hasDuplicateKeys(data []byte) bool {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	type frame struct {
		keys     map[string]bool
		isObject bool
		wantKey  bool
	}
	var stack []frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if len(stack) > 0 && stack[len(stack)-1].isObject {
			top := &stack[len(stack)-1]
			if top.wantKey {
				if d, ok := tok.(json.Delim); ok && d == '}' {
					stack = stack[:len(stack)-1]
					continue
				}
				k := tok.(string)
				if top.keys[k] {
					return true
				}
				top.keys[k] = true
				top.wantKey = false
				continue
			}
			top.wantKey = true
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, frame{keys: map[string]bool{}, isObject: true, wantKey: true})
		case json.Delim('['):
			stack = append(stack, frame{})
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
	}
}

func ExampleSchema_Validate() {
	s, err := schema.Compile([]byte(`{
		"type": "object",
		"properties": {
			"participants": {"type": "array", "items": {
				"type": "object",
				"properties": {"name": {"type": "string"}, "age": {"type": "integer", "minimum": 0}},
				"required": ["name"]
			}}
		},
		"required": ["participants", "summary"]
	}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	err = s.Validate([]byte(`{"participants":[{"name":"Pete"},{"age":"thirty-five"}]}`))
	fmt.Println(err)
	// Output:
	// schema: 3 violations:
	//   /participants/1/age: type: got string, want integer
	//   /participants/1/name: required: missing property
	//   /summary: required: missing property
}

// TestEscapedNames: property names that JSON must escape still match their
// escaped keys, and never the raw bytes of a different key.
func TestEscapedNames(t *testing.T) {
	s := mustCompile(t, `{"properties":{"a\\n":{"type":"integer"},"b\"":{"type":"integer"}},"additionalProperties":false}`)
	for doc, want := range map[string][]string{
		`{"a\\n":1,"b\"":2}`:   nil,                                // the names themselves
		`{"a\n":1}`:            {`additionalProperties /a` + "\n"}, // a newline, not backslash-n
		`{"a\\n":"x"}`:         {`type /a\n`},                      // matched through the escape
		`{"b\"":"x","a\\n":2}`: {`type /b"`},
	} {
		if got := pairs(s.Validate([]byte(doc))); !slices.Equal(got, want) {
			t.Errorf("%s: got %q, want %q", doc, got, want)
		}
	}
}
