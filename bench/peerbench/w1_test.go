package main

import (
	"fmt"
	"testing"
)

func TestW1(t *testing.T) {
	_, checks, err := w1()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		if c.err != nil {
			t.Errorf("%s: %v", c.workload, c.err)
		}
	}
}

func BenchmarkW1(b *testing.B) {
	for _, k := range []int{0, 2} {
		r, err := buildW1(k)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("K=%d/seq", k), w1Seq(r))
		b.Run(fmt.Sprintf("K=%d/c64", k), w1Concurrent(r))
	}
}
