package jsonpointer_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/mendgraph/mend/jsonpointer"
)

func ExamplePointer_String() {
	fmt.Println(jsonpointer.New("legs", "0", "a/b"))
	// Output: /legs/0/a~1b
}

func ExampleParse() {
	p, err := jsonpointer.Parse("/m~0n/0")
	fmt.Printf("%q %v\n", []string(p), err)
	_, err = jsonpointer.Parse("/a~2")
	fmt.Println(err, errors.Is(err, jsonpointer.ErrSyntax))
	// Output:
	// ["m~n" "0"] <nil>
	// jsonpointer: "/a~2" at byte 2: ~ not followed by 0 or 1 true
}

func TestRFC6901Examples(t *testing.T) {
	// The document and pointers of RFC 6901, section 5.
	var doc any
	json.Unmarshal([]byte(`{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}`), &doc)
	for ptr, want := range map[string]string{
		"": "", "/foo": `["bar","baz"]`, "/foo/0": `"bar"`, "/": "0", "/a~1b": "1", "/c%d": "2", "/e^f": "3",
		"/g|h": "4", `/i\j`: "5", `/k"l`: "6", "/ ": "7", "/m~0n": "8",
	} {
		p, err := jsonpointer.Parse(ptr)
		if err != nil {
			t.Fatalf("Parse(%q): %v", ptr, err)
		}
		if p.String() != ptr {
			t.Errorf("Parse(%q).String() = %q", ptr, p)
		}
		v, ok := p.Lookup(doc)
		if !ok {
			t.Fatalf("Lookup(%q) found nothing", ptr)
		}
		if ptr == "" {
			continue
		}
		got, _ := json.Marshal(v)
		if string(got) != want {
			t.Errorf("Lookup(%q) = %s, want %s", ptr, got, want)
		}
	}
	for _, bad := range []string{"/foo/2", "/foo/-", "/foo/01", "/nope", "/foo/0/x"} {
		p, _ := jsonpointer.Parse(bad)
		if _, ok := p.Lookup(doc); ok {
			t.Errorf("Lookup(%q) found a value", bad)
		}
	}
}

func TestAppendDoesNotAlias(t *testing.T) {
	base := make(jsonpointer.Pointer, 1, 4)
	base[0] = "a"
	x, y := base.Append("x"), base.Append("y")
	if x.String() != "/a/x" || y.String() != "/a/y" || base.Index(3).String() != "/a/3" {
		t.Fatalf("x %s y %s", x, y)
	}
	if jsonpointer.Join("a/b", "~") != "/a~1b/~0" || jsonpointer.Escape("plain") != "plain" {
		t.Fatal("Join or Escape")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "/", "/m~0n/0", "/a~1b", "a", "/~", "/~2", "//x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := jsonpointer.Parse(s)
		if err == nil && p.String() != s { // rejecting input is fine; panicking or drifting is not
			t.Fatalf("Parse(%q).String() = %q", s, p)
		}
		if err != nil && !errors.Is(err, jsonpointer.ErrSyntax) {
			t.Fatalf("Parse(%q): %v is not ErrSyntax", s, err)
		}
	})
}

func BenchmarkString(b *testing.B) {
	p := jsonpointer.New("key_moments", "0", "background_info", "1", "why")
	b.ReportAllocs()
	for b.Loop() {
		_ = p.String()
	}
}
