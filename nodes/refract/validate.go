package refract

import (
	"encoding/json"
	"fmt"
	"strings"
)

// IssueKind is the kind of a problem in a sequence.
type IssueKind int

// The kinds of issue, in the corpus's vocabulary.
const (
	UnknownTool     IssueKind = iota // the tool is not in the catalog
	UnknownParam                     // an argument the tool does not take
	MissingRequired                  // a required input without an argument
	DuplicateLabel                   // a label bound twice
	UndefinedRef                     // a reference to a label no earlier call binds
	BadField                         // a reference to a field the producing tool does not output
	TypeMismatch                     // a literal of the wrong JSON type
	BadEnum                          // a literal outside the input's enum
	MalformedRef                     // a reference written in another syntax: "$var1.price", "{var1.price}"
	Placeholder                      // a value the model did not have: "<city>", "CITY_NAME", "TBD", null
)

var kindNames = [...]string{"unknown_tool", "unknown_param", "missing_required", "duplicate_label",
	"undefined_ref", "bad_field", "type_mismatch", "bad_enum", "malformed_ref", "placeholder"}

// String implements fmt.Stringer.
func (k IssueKind) String() string { return kindNames[k] }

// Issue is one problem in a sequence.
type Issue struct {
	Kind  IssueKind
	Step  int    // index of the call
	Param string // the argument or input, for argument-level issues
	Ref   Ref    // the reference, for UndefinedRef, BadField and MalformedRef
	Name  string // the tool (UnknownTool) or label (DuplicateLabel)
}

// Error makes an Issue an error, as String writes it.
func (i Issue) Error() string { return "refract: " + i.String() }

// String writes the issue as seqlib.validate does: "step2:unknown_param:geoId".
func (i Issue) String() string {
	detail := i.Param
	switch i.Kind {
	case UnknownTool, DuplicateLabel:
		detail = i.Name
	case UndefinedRef:
		detail = i.Ref.Label
	case BadField:
		detail = i.Ref.Label + "." + i.Ref.Path
	}
	return fmt.Sprintf("step%d:%s:%s", i.Step, i.Kind, detail)
}

// describe writes the issue for a person or a model: "unknown parameter
// geoId".
func (i Issue) describe() string {
	switch i.Kind {
	case UnknownTool:
		return "no tool " + i.Name
	case UnknownParam:
		return "unknown parameter " + i.Param
	case MissingRequired:
		return "missing required " + i.Param
	case DuplicateLabel:
		return "label " + i.Name + " bound twice"
	case UndefinedRef:
		return i.Param + " reads " + i.Ref.String() + ", which no earlier call binds"
	case BadField:
		return i.Param + " reads " + i.Ref.String() + ", a field its call does not output"
	case TypeMismatch:
		return i.Param + " has the wrong type"
	case BadEnum:
		return i.Param + " is not one of its values"
	case MalformedRef:
		return i.Param + " writes a reference to " + i.Ref.String() + " in another syntax"
	case Placeholder:
		return i.Param + " holds a placeholder, not a value"
	}
	return i.String()
}

// Validate returns the problems of a sequence against a catalog, in the
// order the corpus's seqlib.validate reports them; none means valid. A
// sequence is valid when every tool exists, no argument is unknown, every
// required input is given, labels are unique, every reference names a
// label bound by an earlier call and, with a path, a field that call's
// tool outputs, no string is a reference written in another syntax
// ("$var1.price" without its closing "$", "{var1.price}"), no value is a
// placeholder ("<city>", "TBD"), and every literal fits its input's type
// and enum.
// References are not type-checked; a slot-fill satisfies any input.
func Validate(calls []Call, cat *Catalog) []Issue {
	var issues []Issue
	var buf [16]binding
	var refBuf [8]Ref
	bound := bindings(buf[:0])
	for i, c := range calls {
		issues = appendCallIssues(issues, i, c, cat, bound, refBuf[:0])
		if c.Label != "" {
			if _, dup := bound.get(c.Label); dup {
				issues = append(issues, Issue{Kind: DuplicateLabel, Step: i, Name: c.Label})
			}
			bound = bound.set(c.Label, c.Name)
		}
	}
	return issues
}

// bindingsBefore returns the labels the calls before step bind.
func bindingsBefore(calls []Call, step int) bindings {
	var b bindings
	for _, c := range calls[:step] {
		if c.Label != "" {
			b = b.set(c.Label, c.Name)
		}
	}
	return b
}

// bindings maps labels to the tools that bound them, most recent binding
// winning; sequences are short, so a slice beats a map.
type bindings []binding

type binding struct{ label, tool string }

func (b bindings) get(label string) (string, bool) {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i].label == label {
			return b[i].tool, true
		}
	}
	return "", false
}

func (b bindings) set(label, tool string) bindings { return append(b, binding{label, tool}) }

func appendCallIssues(issues []Issue, i int, c Call, cat *Catalog, bound bindings, buf []Ref) []Issue {
	t := cat.Tool(c.Name)
	if t == nil {
		issues = append(issues, Issue{Kind: UnknownTool, Step: i, Name: c.Name})
	} else {
		for _, a := range c.Args {
			if t.Input(a.Name) == nil {
				issues = append(issues, Issue{Kind: UnknownParam, Step: i, Param: a.Name})
			}
		}
		for _, in := range t.Inputs {
			if in.Required && c.Args.index(in.Name) < 0 {
				issues = append(issues, Issue{Kind: MissingRequired, Step: i, Param: in.Name})
			}
		}
	}
	for _, a := range c.Args {
		refs := appendRefs(buf[:0], a.Value)
		for _, r := range refs {
			producer, ok := bound.get(r.Label)
			if !ok {
				issues = append(issues, Issue{Kind: UndefinedRef, Step: i, Param: a.Name, Ref: r})
				continue
			}
			if src := cat.Tool(producer); r.Path != "" && src != nil && !src.HasOutput(r.Path) {
				issues = append(issues, Issue{Kind: BadField, Step: i, Param: a.Name, Ref: r})
			}
		}
		if len(refs) == 0 {
			if _, r, near := fixRefSyntax(a.Value, bound, cat); near {
				// "$var1.price", "{var1.price}": a later call would read text
				issues = append(issues, Issue{Kind: MalformedRef, Step: i, Param: a.Name, Ref: r})
				continue
			}
		}
		if t == nil || len(refs) > 0 {
			continue
		}
		in := t.Input(a.Name)
		if in == nil {
			continue
		}
		if _, ask := IsAsk(a.Value); ask {
			continue
		}
		if placeholder(a.Value, in) {
			issues = append(issues, Issue{Kind: Placeholder, Step: i, Param: a.Name})
			continue
		}
		typeBad, enumBad := in.check(a.Value)
		if typeBad {
			issues = append(issues, Issue{Kind: TypeMismatch, Step: i, Param: a.Name})
		}
		if enumBad {
			issues = append(issues, Issue{Kind: BadEnum, Step: i, Param: a.Name})
		}
	}
	return issues
}

// pyStr writes a JSON scalar as Python's str() does.
func pyStr(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case bool:
		if x {
			return "True"
		}
		return "False"
	case nil:
		return "None"
	case json.Number:
		return string(x)
	}
	return fmt.Sprint(v)
}

// stripIndex removes array indices from a path: "author[0].id" -> "author.id".
func stripIndex(path string) string {
	if !strings.Contains(path, "[") {
		return path
	}
	var b strings.Builder
	for i := 0; i < len(path); i++ {
		if path[i] == '[' {
			j := i + 1
			for j < len(path) && isDigit(path[j]) {
				j++
			}
			if j > i+1 && j < len(path) && path[j] == ']' {
				i = j
				continue
			}
		}
		b.WriteByte(path[i])
	}
	return b.String()
}
