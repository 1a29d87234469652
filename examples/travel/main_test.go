package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mendgraph/mend/internal/models"
	"github.com/mendgraph/mend/nodes/refract"
)

var update = flag.Bool("update", false, "rewrite the want sections of testdata/examples")

// TestGolden repairs every example of the refraction docs and compares
// mend's diff, verdict and edits with the golden file's want section. Each
// file's note says how mend's repair compares with the docs'. Run with
// -update after a deliberate change, and review the diff.
func TestGolden(t *testing.T) {
	cat, err := refract.LoadCatalog(catalogJSON)
	if err != nil {
		t.Fatal(err)
	}
	examples, err := loadExamples()
	if err != nil {
		t.Fatal(err)
	}
	if len(examples) < 14 {
		t.Fatalf("%d examples, want the docs' 14 and more", len(examples))
	}
	for _, ex := range examples {
		t.Run(ex.Name, func(t *testing.T) {
			got := ex.render(context.Background(), cat)
			if *update {
				ex.Want = got
				if err := os.WriteFile(filepath.Join("testdata/examples", ex.Name), writeExample(ex), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != ex.Want {
				t.Errorf("got:\n%s\n\nwant:\n%s", got, ex.Want)
			}
			if strings.Contains(got, "verdict: unrepairable") || strings.Contains(got, "verdict: unknown") {
				t.Errorf("not repaired:\n%s", got)
			}
		})
	}
}

// TestOffline runs the example as `go run ./examples/travel` does.
func TestOffline(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), &out, options{Flags: models.Flags{Provider: "replay"}}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	for _, want := range []string{
		"== The refraction docs' examples, repaired by mend ==",
		"attempt 1 (generate)",
		"no tool named \"SkyCrapperFlightSearch\"",
		"refers to var4, which no earlier call produces",
		"attempt 2 (refract+model)",
		"valid after 2 attempts, 2 model calls",
		`var4 = TripadvisorSearchLocation(query="London")`,
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestParseExampleErrors(t *testing.T) {
	for _, bad := range []string{"stray\n-- title --\nx\n-- faulty --\nA()", "-- title --\nx\n", "-- faulty --\nA()\n"} {
		if _, err := parseExample("bad.txt", bad); err == nil {
			t.Errorf("parseExample(%q): no error", bad)
		}
	}
}

func writeExample(ex example) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "-- title --\n%s\n-- note --\n%s\n", ex.Title, ex.Note)
	if ex.Request != "" {
		fmt.Fprintf(&b, "-- request --\n%s\n", ex.Request)
	}
	if ex.Defensive {
		b.WriteString("-- options --\ndefensive\n")
	}
	fmt.Fprintf(&b, "-- faulty --\n%s\n-- want --\n%s\n", ex.Faulty, ex.Want)
	return b.Bytes()
}
