package main

import "testing"

func testFixtures(t testing.TB) *fixtures {
	fx, err := loadFixtures("../../testdata/bench/fixtures")
	if err != nil {
		t.Fatal(err)
	}
	return fx
}

func TestW2(t *testing.T) {
	_, checks, err := w2(testFixtures(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		if c.err != nil {
			t.Errorf("%s: %v", c.workload, c.err)
		}
	}
}

func BenchmarkW2(b *testing.B) {
	benches, _, err := w2(testFixtures(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, bm := range benches {
		b.Run(bm.workload[3:], bm.fn)
	}
}
