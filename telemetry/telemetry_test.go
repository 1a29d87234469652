package telemetry_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/mendgraph/mend/telemetry"
)

type reasoned struct{}

func (reasoned) Error() string     { return "429" }
func (reasoned) ErrorType() string { return "rate_limited" }

func TestErrorType(t *testing.T) {
	for err, want := range map[error]string{
		nil:              "",
		context.Canceled: "canceled",
		fmt.Errorf("x: %w", context.DeadlineExceeded): "timeout",
		fmt.Errorf("call: %w", reasoned{}):            "rate_limited",
		errors.New("anything"):                        "_OTHER",
	} {
		if got := telemetry.ErrorType(err); got != want {
			t.Errorf("ErrorType(%v) = %q, want %q", err, got, want)
		}
	}
}

func TestCap(t *testing.T) {
	c := telemetry.Content{MaxBytes: 5}
	for in, want := range map[string]string{
		"abc":       "abc",
		"abcdefgh":  "abcde…[3 bytes cut]",
		"abcdé-xyz": "abcd…[6 bytes cut]", // never inside a rune
	} {
		if got := c.Cap(in); got != want {
			t.Errorf("Cap(%q) = %q, want %q", in, got, want)
		}
	}
	if got := (telemetry.Content{MaxBytes: -1}).Cap("abcdefgh"); got != "abcdefgh" {
		t.Errorf("no cap: %q", got)
	}
}

// Contents are recorded only when opted into, each value capped.
func ExampleContent() {
	c := telemetry.Content{Completions: true, MaxBytes: 12}
	fmt.Println(c.Prompts, c.Completions)
	fmt.Println(c.Cap(`{"name":"Ada Lovelace"}`))
	// Output:
	// false true
	// {"name":"Ada…[11 bytes cut]
}
