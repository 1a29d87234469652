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

// TestValidDoesNotAllocate holds W2's promise: validating valid arguments
// allocates nothing.
func TestValidDoesNotAllocate(t *testing.T) {
	s, err := schema.Compile(fixture(t, "schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	valid := compact(t, fixture(t, "valid.json"))
	if n := testing.AllocsPerRun(100, func() {
		if err := s.Validate(valid); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("Validate of valid arguments: %v allocations, want 0", n)
	}
}
