package refract

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/mendgraph/mend/nodes/refract/ground"
	"github.com/mendgraph/mend/schema"
	"github.com/tmc/langchaingo/llms"
)

// Catalog is the set of tools a sequence may call. Build one with
// NewCatalog, LoadCatalog or FromTools, which index its names; it is
// immutable once built (its tools must not change) and safe for concurrent
// use. A search of a catalog made otherwise, or changed since, does not
// fail, but may not find its tools or may rank them worse.
type Catalog struct {
	Tools  []*Tool `json:"tools"`
	byName map[string]*Tool
	// idents holds the split form of every name the catalog has (tools,
	// inputs, outputs), which most names in a sequence are: shared,
	// read-only, by every search.
	idents map[string]*ident
	// takers lists, by input name, the tools that take an input of that
	// name, for ranking tools by the arguments of a call without visiting
	// every tool's inputs; required counts each tool's required inputs.
	takers   map[string][]taker
	required []int
}

// taker is a tool, by its index in the catalog, that takes an input of
// some name, and how many of its inputs of that name are required.
type taker struct {
	tool     int
	required int
}

// Tool is one tool of a catalog: its typed inputs and the fields its output
// has, as flattened dotted paths ("location.name").
type Tool struct {
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Inputs      []Input  `json:"inputs"`
	Outputs     []Output `json:"outputs"`

	inputs  map[string]*Input
	outputs map[string]bool
	arrays  map[string]bool // outputs of type array
	words   []string        // lowercased words of the name
	id      ident
	gin     []ground.Input // the inputs as grounding reads them
}

// Input is one parameter of a tool.
type Input struct {
	Name        string `json:"name"`
	Type        string `json:"type,omitempty"` // string, number, integer, boolean, array, object, or empty when unknown
	Required    bool   `json:"required,omitempty"`
	Enum        []any  `json:"enum,omitempty"`
	Default     any    `json:"default,omitempty"`
	Format      string `json:"format,omitempty"` // e.g. "date"
	Description string `json:"description,omitempty"`
	// Items is an array's item schema as JSON Schema writes it: {"type":
	// "string", "enum": ["mon", "tue"]}. Values are checked against it, and
	// grounding reads a list of its members from the request.
	Items map[string]any `json:"items,omitempty"`

	id   ident
	prop any            // the input's JSON Schema, when the catalog was built from one (FromTools)
	sch  *schema.Schema // what its values are checked with: prop, or its type and enum
}

// hasProperty reports whether the input is an object whose schema names
// a property name: the field a model may write at the call's top level.
func (in *Input) hasProperty(name string) bool {
	doc, _ := in.prop.(map[string]any)
	props, _ := doc["properties"].(map[string]any)
	_, ok := props[name]
	return ok && (in.Type == "object" || in.Type == "")
}

// compileSchema compiles the schema an input's values are checked with:
// the property schema it came from, or one made of its type, enum and item
// schema (the corpus format states nothing else). It is the validator's compiler, so
// refraction and validation agree on what a value may be.
func (in *Input) compileSchema() error {
	doc := in.prop
	if doc == nil {
		m := map[string]any{}
		switch in.Type {
		case "string", "number", "integer", "boolean", "array", "object", "null":
			m["type"] = in.Type
		}
		if len(in.Enum) > 0 {
			m["enum"] = in.Enum
		}
		if in.Items != nil {
			m["items"] = in.Items
		}
		doc = m
	}
	s, err := schema.CompileValue(doc)
	if err != nil {
		return err
	}
	in.sch = s
	return nil
}

// check reports whether a literal violates the input's type, or its enum.
// Any other constraint the schema states (a range, a pattern) counts as
// its type.
func (in *Input) check(v any) (typeBad, enumBad bool) {
	if in.sch == nil {
		return false, false
	}
	err := in.sch.ValidateValue(v)
	if err == nil {
		return false, false
	}
	enumBad = errors.Is(err, schema.ErrEnum)
	var verr *schema.ValidationError
	if errors.As(err, &verr) {
		for _, x := range verr.Violations {
			if !errors.Is(x, schema.ErrEnum) {
				typeBad = true
			}
		}
	} else {
		typeBad = true
	}
	return typeBad, enumBad
}

// Output is one field of a tool's output.
type Output struct {
	Name        string `json:"name"`
	Type        string `json:"type,omitempty"`
	Description string `json:"description,omitempty"`

	last ident // the last segment of the path
	full ident
}

// ErrCatalog reports a catalog that cannot be used.
var ErrCatalog = errors.New("refract: invalid catalog")

// LoadCatalog reads a catalog in the corpus format:
// {"tools": [{"name", "inputs": [...], "outputs": [...]}]}.
func LoadCatalog(data []byte) (*Catalog, error) {
	var c Catalog
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCatalog, err)
	}
	return NewCatalog(c.Tools)
}

// NewCatalog indexes tools into a catalog. Names must be unique.
func NewCatalog(tools []*Tool) (*Catalog, error) {
	c := &Catalog{Tools: tools, byName: make(map[string]*Tool, len(tools)), idents: map[string]*ident{}}
	for _, t := range tools {
		if t == nil || t.Name == "" {
			return nil, fmt.Errorf("%w: a tool has no name", ErrCatalog)
		}
		if _, dup := c.byName[t.Name]; dup {
			return nil, fmt.Errorf("%w: two tools named %q", ErrCatalog, t.Name)
		}
		t.inputs = make(map[string]*Input, len(t.Inputs))
		for i := range t.Inputs {
			in := &t.Inputs[i]
			in.id = newIdent(in.Name)
			if err := in.compileSchema(); err != nil {
				return nil, fmt.Errorf("%w: %s.%s: %v", ErrCatalog, t.Name, in.Name, err)
			}
			t.inputs[in.Name] = in
			c.idents[in.Name] = &in.id
		}
		t.outputs = make(map[string]bool, len(t.Outputs))
		t.arrays = map[string]bool{}
		for i := range t.Outputs {
			o := &t.Outputs[i]
			t.outputs[o.Name] = true
			if o.Type == "array" {
				t.arrays[o.Name] = true
			}
			last := o.Name
			if k := strings.LastIndexByte(last, '.'); k >= 0 {
				last = last[k+1:]
			}
			o.last, o.full = newIdent(last), newIdent(o.Name)
			c.idents[last], c.idents[o.Name] = &o.last, &o.full
		}
		t.gin = groundInputs(t)
		t.id = newIdent(t.Name)
		t.words = t.id.words
		c.idents[t.Name] = &t.id
		c.byName[t.Name] = t
	}
	c.takers, c.required = indexInputs(tools)
	return c, nil
}

// inputIndex returns the catalog's index of input names: the one
// NewCatalog built, or, for a catalog made otherwise or whose tools
// changed since, one built now.
func (c *Catalog) inputIndex() (map[string][]taker, []int) {
	if c.takers != nil && len(c.required) == len(c.Tools) {
		return c.takers, c.required
	}
	return indexInputs(c.Tools)
}

// indexInputs lists, by input name, the tools that take an input of that
// name, and counts each tool's required inputs.
func indexInputs(tools []*Tool) (map[string][]taker, []int) {
	takers, required := map[string][]taker{}, make([]int, len(tools))
	for ti, t := range tools {
		if t == nil {
			continue
		}
		for _, in := range t.Inputs {
			ts := takers[in.Name]
			if len(ts) == 0 || ts[len(ts)-1].tool != ti {
				ts = append(ts, taker{tool: ti})
			}
			if in.Required {
				ts[len(ts)-1].required++
				required[ti]++
			}
			takers[in.Name] = ts
		}
	}
	return takers, required
}

// FromTools builds a catalog from langchaingo tool definitions, whose
// parameters are JSON Schemas, and the output fields of each tool, which a
// definition does not state (nil when no later call reads a tool's output).
func FromTools(defs []llms.Tool, outputs map[string][]string) (*Catalog, error) {
	var tools []*Tool
	for _, d := range defs {
		if d.Function == nil {
			return nil, fmt.Errorf("%w: a definition has no function", ErrCatalog)
		}
		var params struct {
			Properties map[string]struct {
				Type        any    `json:"type"`
				Enum        []any  `json:"enum"`
				Default     any    `json:"default"`
				Format      string `json:"format"`
				Description string `json:"description"`
			} `json:"properties"`
			Required []string `json:"required"`
		}
		var raw struct {
			Properties map[string]any `json:"properties"`
		}
		b, err := json.Marshal(d.Function.Parameters)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrCatalog, d.Function.Name, err)
		}
		if string(b) != "null" {
			if err := json.Unmarshal(b, &params); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", ErrCatalog, d.Function.Name, err)
			}
			dec := json.NewDecoder(bytes.NewReader(b))
			dec.UseNumber()
			if err := dec.Decode(&raw); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", ErrCatalog, d.Function.Name, err)
			}
		}
		t := &Tool{Name: d.Function.Name, Description: d.Function.Description}
		names := make([]string, 0, len(params.Properties))
		for n := range params.Properties {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			p := params.Properties[n]
			typ, _ := p.Type.(string)
			if list, ok := p.Type.([]any); ok && len(list) > 0 {
				typ, _ = list[0].(string)
			}
			t.Inputs = append(t.Inputs, Input{Name: n, Type: typ, Enum: p.Enum, Default: p.Default, Format: p.Format,
				Description: p.Description, Required: containsString(params.Required, n), prop: raw.Properties[n]})
		}
		for _, o := range outputs[t.Name] {
			t.Outputs = append(t.Outputs, Output{Name: o})
		}
		tools = append(tools, t)
	}
	return NewCatalog(tools)
}

// Definitions returns the catalog's tools as langchaingo binds them to a
// model: each input a JSON Schema property with its type, enum, default,
// format and description, the required ones listed. (Outputs have no place
// in a definition.)
func (c *Catalog) Definitions() []llms.Tool {
	out := make([]llms.Tool, len(c.Tools))
	for i, t := range c.Tools {
		props := make(map[string]any, len(t.Inputs))
		required := []string{}
		for _, in := range t.Inputs {
			p := map[string]any{}
			if in.Type != "" {
				p["type"] = in.Type
			}
			if len(in.Enum) > 0 {
				p["enum"] = in.Enum
			}
			if in.Default != nil {
				p["default"] = in.Default
			}
			if in.Format != "" {
				p["format"] = in.Format
			}
			if in.Description != "" {
				p["description"] = in.Description
			}
			props[in.Name] = p
			if in.Required {
				required = append(required, in.Name)
			}
		}
		out[i] = llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: t.Name, Description: t.Description,
			Parameters: map[string]any{"type": "object", "properties": props, "required": required}}}
	}
	return out
}

// Tool returns the tool with the given name, or nil.
func (c *Catalog) Tool(name string) *Tool { return c.byName[name] }

// Input returns the tool's input with the given name, or nil.
func (t *Tool) Input(name string) *Input {
	if len(t.Inputs) <= 16 {
		// A scan of a few names beats hashing one.
		for i := range t.Inputs {
			if in := &t.Inputs[i]; len(in.Name) == len(name) && in.Name == name {
				return in
			}
		}
		return nil
	}
	return t.inputs[name]
}

// HasOutput reports whether the tool's output has the field, array indices
// looked through ("author[0].id" is "author.id").
func (t *Tool) HasOutput(field string) bool { return t.outputs[stripIndex(field)] }

// indexPath writes the indices a path through an array output needs:
// "author.id" under an array "author" is "author[0].id", the first item.
func (t *Tool) indexPath(path string) string {
	if !strings.Contains(path, ".") {
		return path
	}
	var b strings.Builder
	segs := strings.Split(path, ".")
	prefix := ""
	for i, s := range segs {
		if i > 0 {
			b.WriteByte('.')
			prefix += "."
		}
		b.WriteString(s)
		prefix += s
		if i < len(segs)-1 && t.arrays[prefix] && !strings.HasSuffix(s, "]") {
			b.WriteString("[0]")
		}
	}
	return b.String()
}

func containsString(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
