// Command peerbench prints mend's figures for the shared peer benchmark
// (../shared/bench/README.md), one sample per (workload, peer) per run, in
// the TSV format its run.sh collects:
//
//	<workload>\t<peer>\t<value>\t<unit>
//	CHECK\t<workload>\t<peer>\tok|FAIL\t<detail>
//
// Run it from run.sh with mend's EXTRA_BENCH line (see README.md), or alone:
//
//	go run ./bench/peerbench -fixtures testdata/bench/fixtures -benchtime 1s
//
// The same workloads run as Go benchmarks: go test -bench . ./bench/peerbench
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"testing"
)

// peer is the name mend's lines carry in the shared table.
const peer = "mend"

type bench struct {
	workload, unit string
	scale          float64 // ns/op is divided by this (1000 for µs)
	fn             func(b *testing.B)
}

type check struct {
	workload string
	err      error
}

func main() {
	testing.Init()
	fixtures := flag.String("fixtures", os.Getenv("BENCH_FIXTURES"), "directory of the shared fixtures (schema.json, valid.json, ...)")
	benchTime := flag.String("benchtime", "2s", "minimum measured time per sample (testing -benchtime syntax)")
	filter := flag.String("filter", os.Getenv("BENCH_FILTER"), "regexp: only run workloads whose name matches")
	checkOnly := flag.Bool("check", false, "run the correctness checks only")
	flag.Parse()
	if err := flag.Set("test.benchtime", *benchTime); err != nil {
		fatalf("benchtime: %v", err)
	}
	var re *regexp.Regexp
	if *filter != "" {
		re = regexp.MustCompile(*filter)
	}
	if *fixtures == "" {
		*fixtures = "testdata/bench/fixtures"
	}
	fx, err := loadFixtures(*fixtures)
	if err != nil {
		fatalf("fixtures: %v", err)
	}
	var benches []bench
	var checks []check
	for _, w := range []struct {
		name string
		fn   func() ([]bench, []check, error)
	}{
		{"W1", w1},
		{"W2", func() ([]bench, []check, error) { return w2(fx) }},
		{"W3", func() ([]bench, []check, error) { return w3(fx) }},
	} {
		b, c, err := w.fn()
		if err != nil {
			fatalf("%s: %v", w.name, err)
		}
		benches, checks = append(benches, b...), append(checks, c...)
	}
	for _, c := range checks {
		if re != nil && !re.MatchString(c.workload) {
			continue
		}
		status, detail := "ok", "as specified"
		if c.err != nil {
			status, detail = "FAIL", c.err.Error()
		}
		fmt.Printf("CHECK\t%s\t%s\t%s\t%s\n", c.workload, peer, status, detail)
	}
	if *checkOnly {
		return
	}
	for _, bm := range benches {
		if re != nil && !re.MatchString(bm.workload) {
			continue
		}
		r := testing.Benchmark(bm.fn)
		if r.N == 0 {
			fatalf("%s: benchmark failed", bm.workload)
		}
		ns := float64(r.T.Nanoseconds()) / float64(r.N)
		fmt.Printf("%s\t%s\t%.3f\t%s\n", bm.workload, peer, ns/bm.scale, bm.unit)
	}
}

func fatalf(format string, a ...any) {
	fmt.Fprintf(os.Stderr, "peerbench: "+format+"\n", a...)
	os.Exit(1)
}
