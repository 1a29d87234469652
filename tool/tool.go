package tool

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	v10 "github.com/go-playground/validator/v10"
	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/jsonpointer"
	"github.com/mendgraph/mend/schema"
)

// Tool is a tool a model may call. It is immutable and safe for concurrent use.
type Tool struct {
	name        string
	description string
	raw         json.RawMessage // the parameters' JSON Schema, as sent to models, in its declared order
	params      map[string]any  // the same, decoded
	schema      *schema.Schema
	goType      reflect.Type  // nil for tools defined by a schema
	structs     *v10.Validate // validator/v10, for Go-typed tools
}

// ErrInvalidTool reports a tool that cannot be defined.
var ErrInvalidTool = errors.New("tool: invalid tool")

// Of defines a tool whose arguments are the Go type T, a struct (or a
// pointer to one). See the package documentation for how its JSON Schema
// is derived.
func Of[T any](name, description string) (*Tool, error) {
	t := reflect.TypeFor[T]()
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("%w: %s: arguments must be a struct, not %s", ErrInvalidTool, name, t)
	}
	params, err := reflectSchema(t)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrInvalidTool, name, err)
	}
	raw, err := json.Marshal(params)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrInvalidTool, name, err)
	}
	tl, err := build(name, description, raw)
	if err != nil {
		return nil, err
	}
	tl.goType = t
	tl.structs = v10.New(v10.WithRequiredStructEnabled())
	tl.structs.RegisterTagNameFunc(func(f reflect.StructField) string {
		n, _ := jsonName(f)
		return n
	})
	return tl, nil
}

// FromDefinition defines a tool from a langchaingo tool definition whose
// Parameters hold its JSON Schema (a map, a json.RawMessage, or any value
// that marshals to the schema).
func FromDefinition(def llms.Tool) (*Tool, error) {
	if def.Function == nil {
		return nil, fmt.Errorf("%w: definition has no function", ErrInvalidTool)
	}
	var raw []byte
	switch p := def.Function.Parameters.(type) {
	case nil:
		raw = []byte(`{"type":"object","properties":{}}`)
	case json.RawMessage:
		raw = p
	case []byte:
		raw = p
	case string:
		raw = []byte(p)
	default:
		b, err := json.Marshal(p)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: parameters: %w", ErrInvalidTool, def.Function.Name, err)
		}
		raw = b
	}
	return build(def.Function.Name, def.Function.Description, raw)
}

// build defines a tool from its parameters' JSON Schema text, whose
// property order is kept.
func build(name, description string, raw []byte) (*Tool, error) {
	if name == "" {
		return nil, fmt.Errorf("%w: empty name", ErrInvalidTool)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		return nil, fmt.Errorf("%w: %s: parameters are not JSON: %w", ErrInvalidTool, name, err)
	}
	var params map[string]any
	if err := json.Unmarshal(compact.Bytes(), &params); err != nil {
		return nil, fmt.Errorf("%w: %s: parameters must be a JSON object: %w", ErrInvalidTool, name, err)
	}
	s, err := schema.Compile(compact.Bytes())
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrInvalidTool, name, err)
	}
	return &Tool{name: name, description: description, raw: compact.Bytes(), params: params, schema: s}, nil
}

// Name returns the tool's name.
func (t *Tool) Name() string { return t.name }

// Description returns the tool's description.
func (t *Tool) Description() string { return t.description }

// Definition returns the tool as langchaingo binds it to a model, with
// llms.WithTools.
func (t *Tool) Definition() llms.Tool {
	return llms.Tool{Type: "function", Function: &llms.FunctionDefinition{
		Name: t.name, Description: t.description, Parameters: t.raw,
	}}
}

// Parameters returns the JSON Schema of the tool's arguments, decoded. The
// caller must not modify it.
func (t *Tool) Parameters() map[string]any { return t.params }

// SchemaJSON returns the parameters' JSON Schema as compact JSON text, in
// its declared order, for feedback to a model.
func (t *Tool) SchemaJSON() string { return string(t.raw) }

// Schema returns the compiled schema of the arguments.
func (t *Tool) Schema() *schema.Schema { return t.schema }

// Unenforced lists the schema keywords that Check does not enforce (see
// [schema.Schema.Unenforced]). Rules in validate tags that have no schema
// keyword are enforced by validator/v10 and are not listed.
func (t *Tool) Unenforced() []string { return t.schema.Unenforced() }

// Check validates a call's arguments, JSON text as models write them. It
// returns nil; a *schema.SyntaxError; or a *schema.ValidationError whose
// violations carry the pointer of each value at fault. For a Go-typed tool,
// arguments that pass the schema are decoded and checked with validator/v10
// rules (violations with the failed tag as keyword) and the type's Validate
// method (keyword "Validate"; return an error made by [At] to point at a
// field).
func (t *Tool) Check(args string) error {
	_, err := t.Parse(args)
	return err
}

// Parse checks args like [Tool.Check] and, when they are valid, returns
// them decoded for a Go-typed tool: a pointer to a new value of the tool's
// type, which the caller owns. For a tool defined by a JSON Schema it
// returns nil. The arguments are checked and decoded once: what Check
// decodes to run validator/v10 and Validate is what Parse returns.
func (t *Tool) Parse(args string) (any, error) {
	if args == "" {
		args = "{}" // providers send no arguments for a tool without parameters
	}
	if err := t.schema.ValidateString(args); err != nil || t.goType == nil {
		return nil, err
	}
	v := reflect.New(t.goType)
	if err := json.Unmarshal([]byte(args), v.Interface()); err != nil {
		// The schema passed, so this is a value the schema cannot see,
		// such as a number too large for the field's Go type.
		return nil, &schema.ValidationError{Violations: []schema.Violation{{Keyword: "type", Message: err.Error(), Offset: -1}}}
	}
	var viol []schema.Violation
	if err := t.structs.Struct(v.Interface()); err != nil {
		var fes v10.ValidationErrors
		if !errors.As(err, &fes) {
			return nil, fmt.Errorf("tool: %s: %w", t.name, err)
		}
		for _, fe := range fes {
			msg := "must satisfy " + fe.Tag()
			if p := fe.Param(); p != "" {
				msg += "=" + p
			}
			viol = append(viol, schema.Violation{Pointer: namespacePointer(fe.Namespace()), Keyword: fe.Tag(), Message: msg, Offset: -1})
		}
	}
	if len(viol) == 0 {
		if val, ok := v.Interface().(interface{ Validate() error }); ok {
			if err := val.Validate(); err != nil {
				viol = append(viol, validateViolations(err)...)
			}
		}
	}
	if len(viol) > 0 {
		return nil, &schema.ValidationError{Violations: viol}
	}
	return v.Interface(), nil
}

// Decode checks args like [Tool.Check] and decodes them into a T.
func Decode[T any](t *Tool, args string) (T, error) {
	v, err := t.Parse(args)
	if err != nil {
		var zero T
		return zero, err
	}
	return As[T](t, args, v)
}

// As returns as a T the arguments args that [Tool.Parse] accepted and
// decoded into v (nil for a schema-defined tool): v itself when it holds a
// T, else args decoded into a T with encoding/json, without checking them
// again.
func As[T any](t *Tool, args string, v any) (T, error) {
	if p, ok := v.(*T); ok {
		return *p, nil
	}
	var out T
	if args == "" {
		args = "{}"
	}
	if err := json.Unmarshal([]byte(args), &out); err != nil {
		return out, fmt.Errorf("tool: %s: decode into %T: %w", t.name, out, err)
	}
	return out, nil
}

// FieldError is an error from a Validate method that names the value at
// fault. Make one with [At].
type FieldError struct {
	Pointer string // RFC 6901 pointer into the arguments, e.g. "/answer"
	Err     error
}

// Error implements the error interface.
func (e *FieldError) Error() string { return e.Pointer + ": " + e.Err.Error() }

// Unwrap returns the underlying error.
func (e *FieldError) Unwrap() error { return e.Err }

// At returns an error about the value at pointer (an RFC 6901 pointer into
// the arguments, such as "/answer" or "/legs/0/date"), for a Validate method
// to return. Join several with errors.Join.
func At(pointer string, err error) error { return &FieldError{Pointer: pointer, Err: err} }

// validateViolations turns a Validate error into violations: one per
// FieldError found in it (through errors.Join trees), or one at the root.
func validateViolations(err error) []schema.Violation {
	var out []schema.Violation
	var walk func(error) bool
	walk = func(e error) bool {
		if fe, ok := e.(*FieldError); ok {
			out = append(out, schema.Violation{Pointer: fe.Pointer, Keyword: "Validate", Message: fe.Err.Error(), Offset: -1})
			return true
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			found := false
			for _, sub := range j.Unwrap() {
				if walk(sub) {
					found = true
				}
			}
			return found
		}
		if u := errors.Unwrap(e); u != nil {
			return walk(u)
		}
		return false
	}
	if !walk(err) {
		out = append(out, schema.Violation{Keyword: "Validate", Message: err.Error(), Offset: -1})
	}
	return out
}

// namespacePointer turns a validator/v10 namespace with JSON names, such as
// "Transcript.participants[1].age", into "/participants/1/age". A map key in
// brackets may hold any character but "]".
func namespacePointer(ns string) string {
	i := strings.IndexByte(ns, '.')
	if i < 0 {
		return ""
	}
	var p jsonpointer.Pointer
	tok := []byte{}
	for rest := ns[i+1:]; rest != ""; {
		switch c := rest[0]; c {
		case '.':
			p, tok = append(p, string(tok)), tok[:0]
			rest = rest[1:]
		case '[':
			if len(tok) > 0 {
				p, tok = append(p, string(tok)), tok[:0]
			}
			idx, after, _ := strings.Cut(rest[1:], "]")
			p = append(p, idx)
			rest = strings.TrimPrefix(after, ".")
		default:
			tok = append(tok, c)
			rest = rest[1:]
		}
	}
	if len(tok) > 0 {
		p = append(p, string(tok))
	}
	return p.String()
}
