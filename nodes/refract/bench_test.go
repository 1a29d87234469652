package refract

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// BenchmarkRefractCorpus repairs every variant of each corpus's seed-1
// set (NESTFUL: 3,015 sequences over three catalogs; NesTools: 4,056 over
// twenty; no-ops included; "all", then each category alone) once per
// iteration and reports the latency of
// one sequence: its mean (ns/op divided by the set's size, as us/seq), its
// median (p50-us) and its 99th percentile (p99-us) over every sequence
// timed in every iteration.
func BenchmarkRefractCorpus(b *testing.B) {
	for _, c := range []struct{ name, dir, file string }{
		{"nestful", corpusDir, "variants-seed1.jsonl.gz"},
		{"nestools", nestoolsDir, "nestools-seed1.jsonl.gz"},
	} {
		b.Run(c.name, func(b *testing.B) {
			vs := loadVariants(b, c.file)
			b.Run("all", func(b *testing.B) { benchVariants(b, c.dir, vs) })
			byCat := map[string][]variant{}
			var names []string
			for _, v := range vs {
				if byCat[v.Category] == nil {
					names = append(names, v.Category)
				}
				byCat[v.Category] = append(byCat[v.Category], v)
			}
			for _, n := range names {
				b.Run(n, func(b *testing.B) { benchVariants(b, c.dir, byCat[n]) })
			}
		})
	}
}

func benchVariants(b *testing.B, dir string, vs []variant) {
	cats := &catalogs{dir: dir}
	rs := make([]*Refractor, len(vs))
	for i, v := range vs {
		rs[i] = New(cats.get(b, v.CatalogRef), Config{})
	}
	ctx := context.Background()
	var lat []time.Duration // every sequence's time, in every iteration
	b.ReportAllocs()
	for b.Loop() {
		for i, v := range vs {
			t0 := time.Now()
			rs[i].Refract(ctx, v.Faulty, v.Input)
			lat = append(lat, time.Since(t0))
		}
	}
	slices.Sort(lat)
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/float64(len(vs)), "us/seq")
	b.ReportMetric(float64(lat[len(lat)/2].Nanoseconds())/1e3, "p50-us")
	b.ReportMetric(float64(lat[len(lat)*99/100].Nanoseconds())/1e3, "p99-us")
}

// BenchmarkRefractHostileRequest measures a repair that grounds in a large
// request: the time per byte of request stays flat as it grows.
func BenchmarkRefractHostileRequest(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "nestful-glaive", "catalog.json"))
	if err != nil {
		b.Fatal(err)
	}
	cat, err := LoadCatalog(data)
	if err != nil {
		b.Fatal(err)
	}
	calls, err := ParseText(`var1 = calculate_BMI(weight=75)`)
	if err != nil {
		b.Fatal(err)
	}
	unit := `Calculate the BMI for a person with a weight of 75 kilograms and a height of 1.75 meters, "quoted", Alpha Beta on July 16th at 7pm. `
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20} {
		request := strings.Repeat(unit, size/len(unit)+1)[:size]
		b.Run(fmt.Sprint(size), func(b *testing.B) {
			r := New(cat, Config{})
			b.SetBytes(int64(size))
			for b.Loop() {
				r.Refract(context.Background(), calls, request)
			}
		})
	}
}
