// Package recovery finds the tool calls a model wrote as text, or wrote as
// malformed native calls, without asking a model: every intended call,
// whichever model family's format it is in, with what was repaired.
//
// Local and small models (the Ollama, vLLM, llama.cpp and LM Studio class)
// often answer a tool call in text: the whole reply is the call's JSON, or
// it sits in prose, in a code fence, in a family's own tags, in Python
// syntax, with other key names, broken quotes, or cut off. A serving stack
// parses one family's format and drops the call when the model strays;
// [Recoverer] reads them all, so that its user never has to say which
// model wrote the reply:
//
//   - JSON anywhere in the text: bare, in prose, in code fences, several
//     objects in a row, lists of calls, and wrappers ({"tool_calls": [...]},
//     {"function": {...}}, {"tool_call": {...}}, {"response": "<json>"});
//     under any of the usual keys (Config.NameKeys and its siblings), with
//     arguments nested, written flat beside the name, or encoded as a
//     string.
//   - The families' formats, each also with its opening or closing marker
//     missing: Hermes and Qwen <tool_call>, Llama 3.x <|python_tag|> and
//     its JSON with "parameters", Llama 3.2/4 and other Python-style lists
//     [f(a=1), g(b="x")], Mistral [TOOL_CALLS] (both forms), Qwen3-Coder and
//     Seed <function=name><parameter=k>v</parameter>, Functionary
//     <function=name>{...} and >>>name, FireFunction and Phi functools[...],
//     Granite and Phi <|tool_call|>, gpt-oss harmony (to=functions.name ...
//     <|message|>{...}), DeepSeek's and Kimi's tool-call tokens, GLM's
//     <arg_key>, MiniMax and Claude-style <invoke name=...>, Gemma tool_code
//     fences, Command-R Action: blocks and <|START_ACTION|>, xLAM
//     {"tool_calls": ...}, InternLM <|plugin|>, LFM2, and a tag named after
//     the tool (<read_file><path>a.go</path></read_file>).
//   - What models break in JSON, read by package lenient: single quotes,
//     unquoted keys and bare words, Python None/True/False, trailing and
//     missing commas, comments, raw newlines and invalid escapes, unescaped
//     inner quotes, output cut off (closed, and said so).
//
// A call is recovered only for a tool that was offered: its name may
// differ in case and separators (getWeather for get_weather), carry a
// namespace (functions.get_weather, default_api.get_weather), or, when
// exactly one tool fits its words and all its arguments, approximate the
// tool's name. A call to a tool that was not offered is reported in
// [Result.Rejected], for the model to be told, and never returned. A reply
// that announces an action ("Let me search for that"), shows an example,
// answers in prose, or is code yields no call; JSON or a call that text
// right before it calls an example ("for example", "e.g.", ...) is not
// taken. Calls inside a thinking block count only when there are none
// outside it.
//
// The arguments are then coerced against the tool's schema with
// schema.Schema.Coerce, the one coercion mend has: a stringified object or
// array decoded, lossless scalar conversions, an enum's case and
// separators, never a change that loses information.
//
// Recovered calls get fresh IDs; the text that held them is removed from
// the message, whose Recovered field lists them, so that the history sent
// back to a provider is clean. A message whose native calls are valid is
// returned as it is, without allocating.
//
// Recovery runs in time linear in the text and reads at most
// Config.MaxBytes of it; a longer text is an error ([ErrTooLarge]).
package recovery
