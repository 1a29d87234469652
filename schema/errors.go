package schema

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors that a [Violation] unwraps to, one per family of keywords,
// for callers that branch on the kind of violation.
var (
	ErrRequired   = errors.New("missing required property")               // required, dependentRequired
	ErrType       = errors.New("wrong type")                              // type
	ErrEnum       = errors.New("value not allowed")                       // enum, const
	ErrRange      = errors.New("number out of range")                     // minimum, maximum, exclusive*, multipleOf
	ErrLength     = errors.New("wrong length")                            // min/maxLength, min/maxItems, min/maxProperties
	ErrPattern    = errors.New("string does not match pattern")           // pattern
	ErrFormat     = errors.New("string does not match format")            // format
	ErrAdditional = errors.New("property not allowed")                    // additionalProperties
	ErrUnique     = errors.New("array items not unique")                  // uniqueItems
	ErrComposite  = errors.New("value does not match the composite rule") // anyOf, oneOf, allOf, not, if/then/else, false
)

// Violation is one failed rule. It is an error that unwraps to the sentinel
// of its keyword's family.
type Violation struct {
	Pointer string // RFC 6901 pointer to the value at fault (see the package documentation)
	Keyword string // the failed keyword, e.g. "required", "type", "maximum"
	Message string // what failed, e.g. "got string, want integer"
	Offset  int    // byte offset of the value at fault in the validated text (its parent object, for a missing property); -1 for decoded values
}

// Error implements the error interface.
func (v Violation) Error() string {
	return fmt.Sprintf("%s: %s: %s", displayPointer(v.Pointer), v.Keyword, v.Message)
}

// Unwrap returns the sentinel error of the violation's keyword family.
func (v Violation) Unwrap() error { return keywordErr(v.Keyword) }

func keywordErr(kw string) error {
	switch kw {
	case "required", "dependentRequired":
		return ErrRequired
	case "type":
		return ErrType
	case "enum", "const":
		return ErrEnum
	case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf":
		return ErrRange
	case "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties":
		return ErrLength
	case "pattern":
		return ErrPattern
	case "format":
		return ErrFormat
	case "additionalProperties":
		return ErrAdditional
	case "uniqueItems":
		return ErrUnique
	}
	return ErrComposite
}

func displayPointer(p string) string {
	if p == "" {
		return "(root)"
	}
	return p
}

// ValidationError reports every violation found in a document, in document
// order. Its Unwrap gives the violations, so errors.Is(err, ErrType) and
// errors.As(err, &violation) see through it.
type ValidationError struct {
	Violations []Violation
}

// Error implements the error interface.
func (e *ValidationError) Error() string {
	if len(e.Violations) == 1 {
		return "schema: " + e.Violations[0].Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "schema: %d violations:", len(e.Violations))
	for _, v := range e.Violations {
		b.WriteString("\n  ")
		b.WriteString(v.Error())
	}
	return b.String()
}

// Unwrap returns the violations as errors.
func (e *ValidationError) Unwrap() []error {
	errs := make([]error, len(e.Violations))
	for i, v := range e.Violations {
		errs[i] = v
	}
	return errs
}

// SyntaxError reports text that is not JSON, or nested deeper than MaxDepth.
type SyntaxError struct {
	Offset int    // byte offset of the first byte that cannot be read
	Msg    string // what was wrong, e.g. "unterminated string"
}

// Error implements the error interface.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("schema: invalid JSON at byte %d: %s", e.Offset, e.Msg)
}

// CompileError reports a schema that cannot be compiled.
type CompileError struct {
	Pointer string // location in the schema document
	Err     error
}

// Error implements the error interface.
func (e *CompileError) Error() string {
	return fmt.Sprintf("schema: compile %s: %v", displayPointer(e.Pointer), e.Err)
}

// Unwrap returns the underlying error.
func (e *CompileError) Unwrap() error { return e.Err }
