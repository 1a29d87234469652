package jsonl_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/mendgraph/mend/internal/jsonl"
)

func TestReader(t *testing.T) {
	long := `{"id": "big", "text": "` + strings.Repeat("x", 200) + `"}`
	in := "{\"id\": 1}\r\n\n" + long + "\n" + `{"id": "after"}` + "\n" + `{"id": "no newline"}`
	r := jsonl.NewReader(strings.NewReader(in))
	r.Max = 100
	var got []string
	for {
		l, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		s := string(l.Data)
		if l.TooLong {
			s = "too long " + jsonl.ID(l.Data, "id")
			if l.Size != int64(len(long)+1) {
				t.Errorf("size %d", l.Size)
			}
		}
		got = append(got, s)
	}
	want := []string{`{"id": 1}`, ``, `too long big`, `{"id": "after"}`, `{"id": "no newline"}`}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q", got)
	}
}

func TestID(t *testing.T) {
	for in, want := range map[string]string{
		`{"id": "a", "x": 1}`:              "a",
		`{"x": {"id": "inner"}, "id": "b"`: "b",
		`{"x": "` + "cut off":              "",
		`{"id": 7}`:                        "7",
		`[1]`:                              "",
	} {
		if got := jsonl.ID([]byte(in), "id"); got != want {
			t.Errorf("ID(%q) = %q, want %q", in, got, want)
		}
	}
}
