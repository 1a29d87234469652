package schema_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/mendgraph/mend/schema"
)

func fixture(tb testing.TB, name string) []byte {
	b, err := os.ReadFile("../testdata/bench/fixtures/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func compact(tb testing.TB, b []byte) []byte {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func BenchmarkTranscript(b *testing.B) {
	s, err := schema.Compile(fixture(b, "schema.json"))
	if err != nil {
		b.Fatal(err)
	}
	valid, invalid := compact(b, fixture(b, "valid.json")), compact(b, fixture(b, "invalid.json"))
	b.Run("valid", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(valid)))
		for b.Loop() {
			if err := s.Validate(valid); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("invalid", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := s.Validate(invalid); err == nil {
				b.Fatal("no error")
			}
		}
	})
}
