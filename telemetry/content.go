package telemetry

import (
	"fmt"
	"unicode/utf8"
)

// DefaultMaxBytes caps a recorded content attribute when Content.MaxBytes
// is zero.
const DefaultMaxBytes = 4096

// Content says which contents spans record. Prompts, completions and
// tool-call arguments can hold personal data, so the zero value records
// none; each kind is opted into on its own, and each value recorded is
// cut to MaxBytes.
//
// With Prompts, a model-call span has gen_ai.input.messages; with
// Completions, gen_ai.output.messages; with Arguments, recovered calls
// have their arguments (gen_ai.tool.call.arguments), refraction edits
// their values and reasons (mend.refract.from, .to, mend.message) and
// attempts their strategy's note. Validation errors always carry their
// tool, call ID, JSON pointer, keyword and message, capped: a message can
// quote the offending value (an enum's "kelvin"), but never the arguments.
type Content struct {
	Prompts     bool
	Completions bool
	Arguments   bool
	// MaxBytes caps each recorded value; 0 means DefaultMaxBytes, and a
	// negative value means no cap.
	MaxBytes int
}

// Cap returns s cut to c's size cap, on a UTF-8 boundary, with a note of
// how much was cut.
func (c Content) Cap(s string) string {
	max := c.MaxBytes
	if max == 0 {
		max = DefaultMaxBytes
	}
	if max < 0 || len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s…[%d bytes cut]", s[:cut], len(s)-cut)
}
