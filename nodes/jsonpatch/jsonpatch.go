// Package jsonpatch heals tool calls with RFC 6902 JSON Patches: instead of
// rewriting three hundred fields to fix three, a model answers with the
// operations that fix its previous arguments.
//
// It defines the patch tool the model is bound to ([ToolDefinition]), reads
// its calls ([ParseCall], which also accepts patches written as a JSON
// string), and applies patches with github.com/evanphx/json-patch/v5 under
// limits that make arbitrary model output safe to apply:
//
//	p, err := jsonpatch.New(ops, jsonpatch.Config{}) // add, remove, replace only
//	out, err := p.Apply(args)                       // *OpError names the op that failed
//
// A patch is checked before it is applied (operations allowed, pointers
// well formed, values present, sizes within limits), then applied in one
// pass; if that fails, it is replayed one operation at a time to name the
// operation at fault, so that the model can be told which op, which path
// and why.
package jsonpatch

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	evanphx "github.com/evanphx/json-patch/v5"

	"github.com/mendgraph/mend/jsonpointer"
)

// Errors a patch reports, wrapped in an *OpError naming the operation, or
// returned alone for the patch as a whole.
var (
	ErrOpNotAllowed = errors.New("jsonpatch: operation not allowed")
	ErrInvalidOp    = errors.New("jsonpatch: invalid operation")
	ErrTooLarge     = errors.New("jsonpatch: too large")
	ErrApply        = errors.New("jsonpatch: operation does not apply")
)

// Op is one RFC 6902 operation.
type Op struct {
	Op    string          `json:"op"`              // add, remove, replace, move, copy or test
	Path  string          `json:"path"`            // RFC 6901 pointer to the target
	Value json.RawMessage `json:"value,omitempty"` // for add, replace and test
	From  string          `json:"from,omitempty"`  // for move and copy
}

// String implements fmt.Stringer.
func (o Op) String() string {
	s := o.Op + " " + o.Path
	if o.From != "" {
		s += " from " + o.From
	}
	if o.Value != nil {
		v := string(o.Value)
		if len(v) > 60 {
			v = v[:57] + "..."
		}
		s += " = " + v
	}
	return s
}

// Config sets what a patch may do. The zero value allows add, remove and
// replace, at most 256 operations, documents and patch values of at most
// 1 MiB in all.
type Config struct {
	Ops     []string // allowed operations; nil means add, remove and replace
	MaxOps  int      // zero means 256
	MaxSize int      // bytes of a document, and of a patch's values in all; zero means 1 MiB
}

func (c Config) withDefaults() Config {
	if c.Ops == nil {
		c.Ops = []string{"add", "remove", "replace"}
	}
	if c.MaxOps <= 0 {
		c.MaxOps = 256
	}
	if c.MaxSize <= 0 {
		c.MaxSize = 1 << 20
	}
	return c
}

// OpError reports the operation of a patch that is invalid or failed.
type OpError struct {
	Index int // position of the operation in the patch, from 0
	Op    Op
	Err   error
}

// Error implements the error interface.
func (e *OpError) Error() string {
	return fmt.Sprintf("op %d (%s %s): %v", e.Index, e.Op.Op, e.Op.Path, e.Err)
}

// Unwrap returns the underlying error.
func (e *OpError) Unwrap() error { return e.Err }

// Patch is a checked patch, ready to apply any number of times. It is
// immutable and safe for concurrent use.
type Patch struct {
	ops   []Op
	ev    evanphx.Patch
	opts  *evanphx.ApplyOptions
	limit int
}

// New checks ops against cfg and returns the patch.
func New(ops []Op, cfg Config) (*Patch, error) {
	cfg = cfg.withDefaults()
	if len(ops) > cfg.MaxOps {
		return nil, fmt.Errorf("%w: %d operations, at most %d", ErrTooLarge, len(ops), cfg.MaxOps)
	}
	size := 0
	p := &Patch{ops: slices.Clone(ops), ev: make(evanphx.Patch, len(ops)), limit: cfg.MaxSize}
	for i, op := range ops {
		bad := func(err error) error { return &OpError{Index: i, Op: op, Err: err} }
		if !slices.Contains(cfg.Ops, op.Op) {
			if !slices.Contains([]string{"add", "remove", "replace", "move", "copy", "test"}, op.Op) {
				return nil, bad(fmt.Errorf("%w: unknown operation %q", ErrInvalidOp, op.Op))
			}
			return nil, bad(fmt.Errorf("%w: %q (allowed: %s)", ErrOpNotAllowed, op.Op, strings.Join(cfg.Ops, ", ")))
		}
		if _, err := jsonpointer.Parse(op.Path); err != nil {
			return nil, bad(fmt.Errorf("%w: path: %w", ErrInvalidOp, err))
		}
		needsValue := op.Op == "add" || op.Op == "replace" || op.Op == "test"
		if needsValue && op.Value == nil {
			return nil, bad(fmt.Errorf("%w: %s needs a value", ErrInvalidOp, op.Op))
		}
		if op.Value != nil && !json.Valid(op.Value) {
			return nil, bad(fmt.Errorf("%w: value is not JSON", ErrInvalidOp))
		}
		if op.Op == "move" || op.Op == "copy" {
			if _, err := jsonpointer.Parse(op.From); err != nil {
				return nil, bad(fmt.Errorf("%w: from: %w", ErrInvalidOp, err))
			}
		}
		if size += len(op.Value); size > cfg.MaxSize {
			return nil, bad(fmt.Errorf("%w: values exceed %d bytes", ErrTooLarge, cfg.MaxSize))
		}
		p.ev[i] = evOp(op)
	}
	p.opts = evanphx.NewApplyOptions()
	p.opts.SupportNegativeIndices = false // RFC 6902 has none
	p.opts.AccumulatedCopySizeLimit = int64(cfg.MaxSize)
	p.opts.EscapeHTML = false
	return p, nil
}

func evOp(op Op) evanphx.Operation {
	raw := func(s string) *json.RawMessage {
		b, _ := json.Marshal(s)
		m := json.RawMessage(b)
		return &m
	}
	o := evanphx.Operation{"op": raw(op.Op), "path": raw(op.Path)}
	if op.Value != nil {
		v := op.Value
		o["value"] = &v
	}
	if op.From != "" {
		o["from"] = raw(op.From)
	}
	return o
}

// Ops returns the patch's operations.
func (p *Patch) Ops() []Op { return slices.Clone(p.ops) }

// Apply applies the patch to the JSON document doc and returns the result.
// doc is not modified. An operation that does not apply is reported as an
// *OpError wrapping ErrApply; nothing is applied then.
func (p *Patch) Apply(doc []byte) ([]byte, error) {
	if len(doc) > p.limit {
		return nil, fmt.Errorf("%w: document of %d bytes, at most %d", ErrTooLarge, len(doc), p.limit)
	}
	if len(bytes.TrimSpace(doc)) == 0 { // evanphx returns an empty document as it is
		return nil, fmt.Errorf("%w: the document is empty", ErrApply)
	}
	if len(p.ev) == 0 { // evanphx returns the document without reading it
		if !json.Valid(doc) {
			return nil, fmt.Errorf("%w: the document is not JSON", ErrApply)
		}
		return bytes.Clone(doc), nil
	}
	out, err := p.ev.ApplyWithOptions(doc, p.opts)
	if err == nil {
		return out, nil
	}
	// Replay one operation at a time to name the one at fault.
	cur := doc
	for i := range p.ev {
		next, err := p.ev[i:i+1].ApplyWithOptions(cur, p.opts)
		if err != nil {
			return nil, &OpError{Index: i, Op: p.ops[i], Err: fmt.Errorf("%w: %v", ErrApply, cleanErr(err))}
		}
		cur = next
	}
	return nil, fmt.Errorf("%w: %v", ErrApply, cleanErr(err)) // the whole failed, no single op did
}

// cleanErr keeps the first line of evanphx's error, without its stack.
func cleanErr(err error) string {
	s := err.Error()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// Apply checks ops with the default Config and applies them to doc.
func Apply(doc []byte, ops []Op) ([]byte, error) {
	p, err := New(ops, Config{})
	if err != nil {
		return nil, err
	}
	return p.Apply(doc)
}

// Parse reads a patch: a JSON array of operations, or a JSON string
// holding one (as models sometimes write it). "patch_value" is read as
// "value", as the LangGraph how-to's examples spell it.
func Parse(data []byte) ([]Op, error) {
	data = bytes.TrimSpace(data)
	var s string
	if len(data) > 0 && data[0] == '"' && json.Unmarshal(data, &s) == nil {
		data = bytes.TrimSpace([]byte(s))
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%w: a patch is a JSON array of operations: %v", ErrInvalidOp, err)
	}
	ops := make([]Op, len(raw))
	for i, r := range raw {
		str := func(k string) (string, error) {
			v, ok := r[k]
			if !ok {
				return "", nil
			}
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				return "", &OpError{Index: i, Err: fmt.Errorf("%w: %q must be a string", ErrInvalidOp, k)}
			}
			return s, nil
		}
		var err error
		if ops[i].Op, err = str("op"); err != nil {
			return nil, err
		}
		if ops[i].Path, err = str("path"); err != nil {
			return nil, err
		}
		if ops[i].From, err = str("from"); err != nil {
			return nil, err
		}
		if v, ok := r["value"]; ok {
			ops[i].Value = v
		} else if v, ok := r["patch_value"]; ok {
			ops[i].Value = v
		}
		if ops[i].Op == "" {
			return nil, &OpError{Index: i, Op: ops[i], Err: fmt.Errorf("%w: no \"op\"", ErrInvalidOp)}
		}
	}
	return ops, nil
}
