// Package schema compiles JSON Schemas into validators that check JSON text
// in one pass over its bytes, reporting every violation with the RFC 6901
// pointer of the value at fault.
//
// It is what mend validates tool-call arguments with. Model output arrives as
// JSON text; decoding it into maps first and then walking them costs more
// than the check itself, so a compiled [Schema] checks the bytes while it
// scans them, allocating nothing when they are valid:
//
//	s, err := schema.Compile(toolParameters)
//	err = s.Validate(args) // nil, a *SyntaxError, or a *ValidationError
//
// # Keywords
//
// Compile enforces the keywords tool schemas use in practice: type (a name or
// a list, null included), properties, required, additionalProperties,
// patternProperties, minProperties, maxProperties, dependentRequired, items
// (and prefixItems, or the older array form of items), minItems, maxItems,
// uniqueItems, enum, const, minimum, maximum, exclusiveMinimum,
// exclusiveMaximum (number or draft-04 boolean form), multipleOf, minLength,
// maxLength, pattern, format for date, date-time, time, email and uri,
// anyOf, oneOf, allOf, not, if/then/else, $ref to "#..." pointers and anchors
// within the document ($defs, definitions), boolean schemas, and OpenAPI's
// nullable. Annotations (title, description, default, examples, ...) are
// ignored. Any other keyword is kept in the document but not enforced;
// [Schema.Unenforced] lists where, so that a caller can refuse or warn at
// compile time rather than discover it in production.
//
// # Pointers
//
// A violation's pointer names the offending value; for a missing property it
// is the parent object's pointer followed by the property name, so that it
// names where the value should go (/participants/0/name). Pointers are built
// from the JSON names in the document, escaped per RFC 6901 (~0, ~1).
//
// # Untrusted input
//
// The validator never panics on any input: malformed JSON is reported as a
// [*SyntaxError] with its byte offset; nesting deeper than [MaxDepth] is an
// error rather than a stack overflow.
package schema
