package lenient_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/mendgraph/mend/lenient"
)

// hostile returns n bytes of a pattern repeated: what a looping model
// writes, or what is built to be slow.
func hostile(pattern string, n int) []byte {
	return bytes.Repeat([]byte(pattern), n/len(pattern)+1)[:n]
}

// BenchmarkHostile reads hostile inputs of 1 KB to 16 MB: the time per
// byte (ns/B, reported) stays flat when the reader is linear.
func BenchmarkHostile(b *testing.B) {
	for _, p := range []struct{ name, pattern string }{
		{"open-name", `{"name": `},
		{"quotes", `"a" " `},
		{"nesting", `[{"a":`},
		{"commas", `[,,,,`},
	} {
		for _, n := range []int{1 << 10, 64 << 10, 1 << 20, 16 << 20} {
			data := hostile(p.pattern, n)
			b.Run(fmt.Sprintf("%s/%dKB", p.name, n>>10), func(b *testing.B) {
				b.SetBytes(int64(n))
				for b.Loop() {
					lenient.Parse(data, lenient.Options{})
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/B")
			})
		}
	}
}
