package jsonpatch

import (
	"encoding/json"
	"fmt"

	"github.com/tmc/langchaingo/llms"
)

// ToolName is the name of the patch tool.
const ToolName = "PatchFunctionParameters"

// ToolDefinition returns the tool a model is bound to when it must answer
// with a patch: the ID of the call to fix, the planned edits (each
// validation error and the operation that fixes it), and the operations,
// limited to ops (nil means add, remove and replace).
func ToolDefinition(ops []string) llms.Tool {
	if ops == nil {
		ops = []string{"add", "remove", "replace"}
	}
	enum := make([]any, len(ops))
	for i, o := range ops {
		enum[i] = o
	}
	return llms.Tool{Type: "function", Function: &llms.FunctionDefinition{
		Name: ToolName,
		Description: "Respond with the JSON Patch (RFC 6902) operations that correct the validation errors of a previous tool call. " +
			"Each operation has an op and a path (an RFC 6901 JSON pointer into the call's arguments, such as /participants/1/age); " +
			"add and replace also need a value. Fix every error, and change nothing else.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"tool_call_id": map[string]any{"type": "string",
					"description": "The ID of the tool call whose arguments to fix. Must NOT be the ID of a " + ToolName + " call."},
				"planned_edits": map[string]any{"type": "array",
					"description": "Think step by step: each validation error, and the operation that fixes it.",
					"items": map[string]any{"type": "object", "properties": map[string]any{
						"error": map[string]any{"type": "string", "description": "The validation error, with its pointer."},
						"fix":   map[string]any{"type": "string", "description": "The operation that fixes it."},
					}, "required": []any{"error", "fix"}}},
				"patches": map[string]any{"type": "array",
					"description": "The JSON Patch operations to apply to the call's arguments, in order.",
					"items": map[string]any{"type": "object", "properties": map[string]any{
						"op":    map[string]any{"type": "string", "enum": enum},
						"path":  map[string]any{"type": "string", "description": "JSON pointer to the target, e.g. /a/b/0."},
						"value": map[string]any{"description": "The value to add or replace with. Required for add and replace."},
					}, "required": []any{"op", "path"}}},
			},
			"required": []any{"tool_call_id", "planned_edits", "patches"},
		},
	}}
}

// Edit is one planned edit of a patch call.
type Edit struct {
	Error string `json:"error"`
	Fix   string `json:"fix"`
}

// Call is a decoded call of the patch tool.
type Call struct {
	ToolCallID   string
	PlannedEdits []Edit
	Ops          []Op
}

// ParseCall decodes the arguments of a patch tool call. The patches may be
// an array or a JSON string holding one; planned edits may be missing or a
// plain string.
func ParseCall(args string) (Call, error) {
	var raw struct {
		ToolCallID   string          `json:"tool_call_id"`
		PlannedEdits json.RawMessage `json:"planned_edits"`
		Reasoning    string          `json:"reasoning"`
		Patches      json.RawMessage `json:"patches"`
	}
	if err := json.Unmarshal([]byte(args), &raw); err != nil {
		return Call{}, fmt.Errorf("%w: arguments of %s are not JSON: %v", ErrInvalidOp, ToolName, err)
	}
	if raw.Patches == nil {
		return Call{}, fmt.Errorf("%w: %s has no patches", ErrInvalidOp, ToolName)
	}
	ops, err := Parse(raw.Patches)
	if err != nil {
		return Call{}, err
	}
	c := Call{ToolCallID: raw.ToolCallID, Ops: ops}
	if json.Unmarshal(raw.PlannedEdits, &c.PlannedEdits) != nil {
		var s string
		if json.Unmarshal(raw.PlannedEdits, &s) == nil {
			c.PlannedEdits = []Edit{{Fix: s}}
		}
	}
	if c.PlannedEdits == nil && raw.Reasoning != "" {
		c.PlannedEdits = []Edit{{Fix: raw.Reasoning}}
	}
	return c, nil
}
