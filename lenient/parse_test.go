package lenient_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mendgraph/mend/lenient"
)

func Example() {
	v, n, repairs, err := lenient.Parse([]byte(`{city: 'Paris', units: "metric",} and then some prose`), lenient.Options{})
	fmt.Println(string(v.JSON()), n, err)
	fmt.Println(repairs)
	// Output:
	// {"city":"Paris","units":"metric"} 33 <nil>
	// single quotes, unquoted keys, trailing commas
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in, want string
		repairs  lenient.Repairs
	}{
		{`{"a": 1, "b": [true, null, "x"]}`, `{"a":1,"b":[true,null,"x"]}`, 0},
		{`{'a': 'it\'s'}`, `{"a":"it's"}`, lenient.SingleQuotes},
		{`{'a': 'it's'}`, `{"a":"it's"}`, lenient.SingleQuotes | lenient.InnerQuotes},
		{`{a: 1, b_c: 2, $d: 3}`, `{"a":1,"b_c":2,"$d":3}`, lenient.UnquotedKeys},
		{`{"city": Paris, "date": 2024-08-15}`, `{"city":"Paris","date":"2024-08-15"}`, lenient.BareWords},
		{`{"a": None, "b": True, "c": False}`, `{"a":null,"b":true,"c":false}`, lenient.PythonLiterals},
		{`[1, 2, 3,]`, `[1,2,3]`, lenient.TrailingCommas},
		{`{"a": 1,, "b": 2,}`, `{"a":1,"b":2}`, lenient.TrailingCommas},
		{"{\"a\": 1\n \"b\": 2}", `{"a":1,"b":2}`, lenient.MissingCommas},
		{`{"a" 1}`, `{"a":1}`, lenient.MissingColons},
		{`{"a": "x" "b": "y"}`, `{"a":"x","b":"y"}`, lenient.MissingCommas},
		{`{"a" = 1}`, `{"a":1}`, lenient.MissingColons},
		{"{\"a\": 1, // one\n /* two */ \"b\": 2 # three\n}", `{"a":1,"b":2}`, lenient.Comments},
		{"{\"text\": \"line one\nline two\"}", `{"text":"line one\nline two"}`, lenient.ControlChars},
		{`{"re": "\d+\.\d+", "q": "\'"}`, `{"re":"\\d+\\.\\d+","q":"'"}`, lenient.InvalidEscapes},
		{`{"text": "He said "stop" twice", "n": 1}`, `{"text":"He said \"stop\" twice","n":1}`, lenient.InnerQuotes},
		{`{"n": +1, "m": .5, "k": 2., "z": 007}`, `{"n":1,"m":0.5,"k":2.0,"z":"007"}`, lenient.NumberForms | lenient.BareWords},
		{`{"a": {"b": [1, 2`, `{"a":{"b":[1,2]}}`, lenient.Truncated},
		{`{"a": "cut off mid`, `{"a":"cut off mid"}`, lenient.Truncated},
		{`{"a": 1, "b":`, `{"a":1}`, lenient.Truncated},
		{`{"a": 1, "b"`, `{"a":1}`, lenient.Truncated},
		{`{"a": 1} trailing prose`, `{"a":1}`, 0},
		{`{"a": 1 ) junk}`, `{"a":1}`, lenient.StoppedAtError},
		{`"\ud83d\ude00 \u00e9"`, `"😀 é"`, 0},
		{`[{"name": "get_weather"}, {"name": "x"}]`, `[{"name":"get_weather"},{"name":"x"}]`, 0},
	} {
		v, _, r, err := lenient.Parse([]byte(c.in), lenient.Options{})
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := string(v.JSON()); got != c.want || r != c.repairs {
			t.Errorf("%s:\n got %s (%s)\nwant %s (%s)", c.in, got, r, c.want, c.repairs)
		}
		if !json.Valid(v.JSON()) {
			t.Errorf("%s: output is not JSON: %s", c.in, v.JSON())
		}
	}
}

func TestParseEnd(t *testing.T) {
	in := `  {"a": 1}{"b": 2}`
	_, n, _, _ := lenient.Parse([]byte(in), lenient.Options{})
	if n != 10 {
		t.Fatalf("n = %d", n)
	}
	v, _, _, _ := lenient.Parse([]byte(in[n:]), lenient.Options{})
	if string(v.JSON()) != `{"b":2}` {
		t.Fatal(string(v.JSON()))
	}
	for _, bad := range []string{"", "   ", "} x", ": 1"} {
		_, _, _, err := lenient.Parse([]byte(bad), lenient.Options{})
		var se *lenient.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestDepth(t *testing.T) {
	deep := strings.Repeat("[", 10000) + strings.Repeat("]", 10000)
	v, _, r, err := lenient.Parse([]byte(deep), lenient.Options{MaxDepth: 100})
	if err != nil || r&lenient.StoppedAtError == 0 {
		t.Fatalf("%v %s", err, r)
	}
	d := 0
	for v.Kind == lenient.Array && len(v.Items) > 0 {
		v, d = v.Items[0], d+1
	}
	if d > 100 {
		t.Fatalf("depth %d", d)
	}
}

// FuzzParse: never panics, always ends within its input, and what it
// returns is JSON that encoding/json reads; valid JSON comes back as the
// same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `{a:'b',}`, `[1,2`, `{"x": "y`, `"\u12`, `{"a": None}`, `/* c */ 1`, `{"t": "a"b"}`, `{'k': 'v'`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tm := time.AfterFunc(5*time.Second, // no input may hang the reader
			func() { panic(fmt.Sprintf("slow: %q", data)) })
		defer tm.Stop()
		v, n, _, err := lenient.Parse(data, lenient.Options{})

		if err != nil {
			return
		}
		if n < 0 || n > len(data) {
			t.Fatalf("n = %d for %d bytes", n, len(data))
		}
		out := v.JSON()
		got, err := decode(out)
		if err != nil {
			t.Fatalf("output %q is not JSON: %v", out, err)
		}
		if want, err := decode(data); err == nil && strings.TrimSpace(string(data)) != "" {
			if !jsonEqual(got, want) {
				t.Fatalf("valid JSON %q read as %q", data, out)
			}
		}
	})
}

func decode(b []byte) (any, error) {
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("more than one value")
	}
	return v, nil
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
