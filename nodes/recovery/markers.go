package recovery

// container is a family's pair of markers around one or more calls. The
// body between them is read like any text, but a call in it is meant: a
// name no tool has is reported, not ignored. Data, not code: a new
// family's markers add a row. Sources: the families' chat templates and
// the tool parsers of vLLM, SGLang and llama.cpp.
type container struct {
	format string
	open   string
	close  []string // any of these ends the body; none found: the next open or the end
}

var containers = []container{
	{"hermes", "<tool_call>", []string{"</tool_call>"}},             // Hermes 2/3, Qwen 2.5/3, and many fine-tunes
	{"hermes", "<tools>", []string{"</tools>"}},                     // Qwen 2.5 writing the tag of its system prompt
	{"tool_calls", "<tool_calls>", []string{"</tool_calls>"}},       // Jamba, MiniMax-M1, Hunyuan, Apriel
	{"granite-fc", "<function_call>", []string{"</function_call>"}}, // granite-20b-functioncalling
	{"seed", "<seed:tool_call>", []string{"</seed:tool_call>"}},     // Seed-OSS
	{"minimax", "<minimax:tool_call>", []string{"</minimax:tool_call>"}},
	{"function_calls", "<function_calls>", []string{"</function_calls>"}}, // Claude-style XML in text
	{"dsml", "<｜DSML｜function_calls>", []string{"</｜DSML｜function_calls>"}},
	{"granite", "<|tool_call|>", []string{"<|/tool_call|>", "<|end_of_text|>"}}, // Granite 3, Phi-4
	{"lfm2", "<|tool_call_start|>", []string{"<|tool_call_end|>"}},
	{"llama3", "<|python_tag|>", []string{"<|eom_id|>", "<|eot_id|>"}},
	{"llama4", "<|python_start|>", []string{"<|python_end|>"}},
	{"mistral", "[TOOL_CALLS]", []string{"</s>"}},
	{"functools", "functools", nil}, // FireFunction v2, Phi-4-mini: functools[...]
	{"internlm", "<|action_start|><|plugin|>", []string{"<|action_end|>"}},
	{"command-r7b", "<|START_ACTION|>", []string{"<|END_ACTION|>"}},
	{"command-r", "Action:", nil}, // Command R: Action: ```json [...] ```; ReAct: Action: name / Action Input: {...}
	{"nemotron", "<TOOLCALL>", []string{"</TOOLCALL>"}},
	{"functiongemma", "<start_function_call>", []string{"<end_function_call>"}}, // call:name{key:<escape>value<escape>}
	{"apertus", "<|tools_prefix|>", []string{"<|tools_suffix|>"}},               // [{"name": {args}}]
}

// specialTokens are the markers and end tokens removed from a message's
// text once its calls are recovered from it.
var specialTokens = []string{
	"<|eot_id|>", "<|eom_id|>", "<|im_end|>", "</s>", "<|end|>", "<|call|>", "<|return|>", "<|end_of_text|>",
	"<|endoftext|>", "<end_of_turn>", "<|END_OF_TURN_TOKEN|>",
}

// exampleCues are the words that, just before some JSON or a call in
// prose, say it is an example or advice, not a call. Data: a language or
// a phrasing adds a row.
var exampleCues = []string{
	"for example", "example:", "e.g.", "such as", "like this", "like so", "for instance", "would look like",
	"could look like", "you could call", "you can call", "you could use", "you can use", "you would call",
	"the format is", "in this format", "format:", "syntax:", "template", "signature", "schema", "usage:",
	"looks like", "look like", "request body", "payload", "defined as", "definition",
	// a report of a call already made
	"i called", "i used", "i ran", "was called", "were called", "i've called", "i have called",
}

// nameFillers are what may stand between a tool's name and its JSON
// arguments once a server has stripped a format's special tokens:
// get_weather{...}, functions.get_weather:0{...}, to=functions.x json{...}.
var nameFillers = []string{"json", "code", "[ARGS]", "<|constrain|>", "<|message|>", "<|tool_call_argument_begin|>", ":", "="}
