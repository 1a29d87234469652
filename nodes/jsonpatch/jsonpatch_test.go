package jsonpatch_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	evanphx "github.com/evanphx/json-patch/v5"

	"github.com/mendgraph/mend/nodes/jsonpatch"
)

func ops(t testing.TB, s string) []jsonpatch.Op {
	t.Helper()
	o, err := jsonpatch.Parse([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func TestApply(t *testing.T) {
	doc := []byte(`{"a":{"b":[1,2]},"c":"x"}`)
	out, err := jsonpatch.Apply(doc, ops(t, `[{"op":"add","path":"/a/b/-","value":3},{"op":"replace","path":"/c","value":"y"},{"op":"remove","path":"/a/b/0"},{"op":"add","path":"/d~1e","value":{"f":true}}]`))
	if err != nil {
		t.Fatal(err)
	}
	if !evanphx.Equal(out, []byte(`{"a":{"b":[2,3]},"c":"y","d/e":{"f":true}}`)) {
		t.Fatalf("got %s", out)
	}
	if string(doc) != `{"a":{"b":[1,2]},"c":"x"}` {
		t.Fatal("input modified")
	}
}

func TestOpErrorNamesTheOp(t *testing.T) {
	doc := []byte(`{"a":1,"list":[0]}`)
	_, err := jsonpatch.Apply(doc, ops(t, `[{"op":"replace","path":"/a","value":2},{"op":"remove","path":"/missing"},{"op":"add","path":"/b","value":1}]`))
	var oe *jsonpatch.OpError
	if !errors.As(err, &oe) || oe.Index != 1 || oe.Op.Path != "/missing" || !errors.Is(err, jsonpatch.ErrApply) {
		t.Fatalf("err = %v", err)
	}
	for _, c := range []struct {
		patch string
		index int
		want  error
	}{
		{`[{"op":"replace","path":"/a","value":1},{"op":"move","path":"/b","from":"/a"}]`, 1, jsonpatch.ErrOpNotAllowed},
		{`[{"op":"jump","path":"/a"}]`, 0, jsonpatch.ErrInvalidOp},
		{`[{"op":"add","path":"a","value":1}]`, 0, jsonpatch.ErrInvalidOp},
		{`[{"op":"add","path":"/a~2","value":1}]`, 0, jsonpatch.ErrInvalidOp},
		{`[{"op":"replace","path":"/a"}]`, 0, jsonpatch.ErrInvalidOp},
		{`[{"op":"add","path":"/list/5","value":1}]`, 0, jsonpatch.ErrApply},
		{`[{"op":"add","path":"/list/-1","value":1}]`, 0, jsonpatch.ErrApply},
	} {
		_, err := jsonpatch.Apply(doc, ops(t, c.patch))
		if !errors.As(err, &oe) || oe.Index != c.index || !errors.Is(err, c.want) {
			t.Errorf("%s: err = %v", c.patch, err)
		}
	}
	p, err := jsonpatch.New(ops(t, `[{"op":"move","path":"/b","from":"/a"},{"op":"test","path":"/b","value":1}]`), jsonpatch.Config{Ops: []string{"move", "test"}})
	if err != nil {
		t.Fatal(err)
	}
	if out, err := p.Apply(doc); err != nil || !evanphx.Equal(out, []byte(`{"b":1,"list":[0]}`)) {
		t.Fatalf("move+test: %s %v", out, err)
	}
}

func TestLimits(t *testing.T) {
	many := "[" + strings.Repeat(`{"op":"remove","path":"/a"},`, 300) + `{"op":"remove","path":"/a"}]`
	if _, err := jsonpatch.New(ops(t, many), jsonpatch.Config{}); !errors.Is(err, jsonpatch.ErrTooLarge) {
		t.Fatalf("too many ops: %v", err)
	}
	big := fmt.Sprintf(`[{"op":"add","path":"/x","value":"%s"}]`, strings.Repeat("x", 2<<20))
	if _, err := jsonpatch.New(ops(t, big), jsonpatch.Config{}); !errors.Is(err, jsonpatch.ErrTooLarge) {
		t.Fatalf("value too large: %v", err)
	}
	p, _ := jsonpatch.New(ops(t, `[{"op":"remove","path":"/a"}]`), jsonpatch.Config{MaxSize: 10})
	if _, err := p.Apply([]byte(`{"a":"0123456789"}`)); !errors.Is(err, jsonpatch.ErrTooLarge) {
		t.Fatalf("document too large: %v", err)
	}
}

func TestParseForms(t *testing.T) {
	asString, err := jsonpatch.Parse([]byte(`"[{\"op\":\"add\",\"path\":\"/a\",\"patch_value\":1}]"`))
	if err != nil || len(asString) != 1 || string(asString[0].Value) != "1" {
		t.Fatalf("string form: %+v %v", asString, err)
	}
	c, err := jsonpatch.ParseCall(`{"tool_call_id":"c1","planned_edits":[{"error":"/a missing","fix":"add /a"}],"patches":"[{\"op\":\"add\",\"path\":\"/a\",\"value\":1}]"}`)
	if err != nil || c.ToolCallID != "c1" || len(c.Ops) != 1 || c.PlannedEdits[0].Fix != "add /a" {
		t.Fatalf("call: %+v %v", c, err)
	}
	if _, err := jsonpatch.ParseCall(`{"tool_call_id":"c1"}`); !errors.Is(err, jsonpatch.ErrInvalidOp) {
		t.Fatalf("no patches: %v", err)
	}
}

// TestW3Fixture: the shared benchmark's patch gives patched.json.
func TestW3Fixture(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile("../../testdata/bench/fixtures/" + name)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		json.Compact(&buf, b)
		return buf.Bytes()
	}
	p, err := jsonpatch.New(ops(t, string(read("patch.json"))), jsonpatch.Config{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Apply(read("valid.json"))
	if err != nil || !evanphx.Equal(out, read("patched.json")) {
		t.Fatalf("W3: %v\n%s", err, out)
	}
}

func ExampleApply() {
	args := []byte(`{"participants":[{"name":"Pete"},{"name":"Xu","age":"thirty-five"}]}`)
	_, err := jsonpatch.Apply(args, []jsonpatch.Op{
		{Op: "replace", Path: "/participants/1/age", Value: json.RawMessage(`35`)},
		{Op: "remove", Path: "/participants/2"},
	})
	fmt.Println(err)
	out, _ := jsonpatch.Apply(args, []jsonpatch.Op{{Op: "replace", Path: "/participants/1/age", Value: json.RawMessage(`35`)}})
	fmt.Println(string(out))
	// Output:
	// op 1 (remove /participants/2): jsonpatch: operation does not apply: error in remove for path: '/participants/2': Unable to access invalid index: 2: invalid index referenced
	// {"participants":[{"name":"Pete"},{"name":"Xu","age":35}]}
}

// FuzzApply: arbitrary patches against arbitrary documents never panic,
// and results stay within the limits.
func FuzzApply(f *testing.F) {
	f.Add([]byte(`{"a":[1,2,{"b":3}]}`), []byte(`[{"op":"add","path":"/a/-","value":{"c":[1]}},{"op":"remove","path":"/a/0"}]`))
	f.Add([]byte(`[1,2]`), []byte(`"[{\"op\":\"replace\",\"path\":\"/0\",\"value\":9}]"`))
	f.Add([]byte(`{}`), []byte(`[{"op":"copy","path":"/x","from":""},{"op":"copy","path":"/y","from":""}]`))
	f.Add([]byte(`{"a":1}`), []byte(`[{"op":"move","path":"/a/b","from":"/a"}]`))
	cfg := jsonpatch.Config{Ops: []string{"add", "remove", "replace", "move", "copy", "test"}, MaxSize: 4096, MaxOps: 16}
	f.Fuzz(func(t *testing.T, doc, patch []byte) {
		o, err := jsonpatch.Parse(patch)
		if err != nil {
			return
		}
		p, err := jsonpatch.New(o, cfg)
		if err != nil {
			return
		}
		out, err := p.Apply(doc)
		if err != nil {
			return
		}
		// Output grows by at most the values and what copies may add.
		if len(out) > len(doc)+3*cfg.MaxSize {
			t.Fatalf("output of %d bytes from a %d-byte document", len(out), len(doc))
		}
		if !json.Valid(out) {
			t.Fatalf("output is not JSON: %s", out)
		}
	})
}
