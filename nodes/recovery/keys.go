package recovery

// The keys under which models write a call's ID, name and arguments, and
// the keys of objects that wrap calls. Koog's defaults (ToolCallJsonConfig)
// and the shapes of the providers' and serving stacks' formats. Data, not
// code: Config extends them.
var (
	defaultIDKeys   = []string{"id", "tool_call_id", "call_id"}
	defaultNameKeys = []string{"name", "tool", "tool_name", "function", "function_name", "recipient_name", "action", "command",
		"toolName", "functionName"}
	defaultArgsKeys = []string{"arguments", "args", "parameters", "params", "tool_args", "input", "tool_input", "kwargs", "action_input",
		"argument", "toolInput", "tool_arguments"}
	// wrapperKeys hold a call, a list of calls, or JSON text of either:
	// {"tool_calls": [...]}, {"function_call": {...}}, {"response": "..."}.
	wrapperKeys = []string{"tool_calls", "tool_call", "function_call", "function_calls", "calls", "tool_uses", "tool_use", "actions",
		"response", "function", "functionCall", "functionCalls", "toolCall", "toolCalls", "toolUse", "call", "invoke"}
	// ignoredKeys are members of a call object that are neither its name
	// nor its arguments: they do not count against flat arguments.
	ignoredKeys = []string{"type", "index", "thought", "reasoning", "explanation"}
)

// DefaultIDKeys returns the keys that name a call's ID by default.
func DefaultIDKeys() []string { return append([]string(nil), defaultIDKeys...) }

// DefaultNameKeys returns the keys that name a call's tool by default.
func DefaultNameKeys() []string { return append([]string(nil), defaultNameKeys...) }

// DefaultArgsKeys returns the keys that hold a call's arguments by default.
func DefaultArgsKeys() []string { return append([]string(nil), defaultArgsKeys...) }
