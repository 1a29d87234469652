#!/usr/bin/env python3
"""make_corpus.py - writes corpus.jsonl, mend's test corpus of model replies
that hold tool calls written as text (or no call at all), with the calls
each one is meant to yield.

Written for mend from the model families' documented tool-call formats
(chat templates, vLLM / llama.cpp / SGLang tool parsers) and from the kinds
of output public bug reports describe; the texts are ours. Each line is a
`mend recover` input line plus what it must give:

  {"id", "form", "tools": [{"name", "description", "parameters"}],
   "message": {"content", "tool_calls"?: [{"id", "name", "arguments"}]},
   "expect": [{"name", "arguments"}], "note"?}

    python3 make_corpus.py > corpus.jsonl
"""
import json

S = lambda desc=None: ({"type": "string"} | ({"description": desc} if desc else {}))
TOOLS = {
    "get_weather": ("Get the current weather for a city.", {
        "type": "object", "properties": {"city": S("City name, e.g. Paris"), "units": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
        "required": ["city"]}),
    "search_web": ("Search the web and return the top results.", {
        "type": "object", "properties": {"query": S(), "max_results": {"type": "integer"}}, "required": ["query"]}),
    "book_flight": ("Book a flight between two airports.", {
        "type": "object", "properties": {"origin": S("IATA code"), "destination": S("IATA code"), "date": S("YYYY-MM-DD"),
                                         "passengers": {"type": "integer"}}, "required": ["origin", "destination", "date"]}),
    "send_email": ("Send an email to one recipient.", {
        "type": "object", "properties": {"to": S(), "subject": S(), "body": S(), "cc": {"type": "array", "items": S()}},
        "required": ["to", "subject", "body"]}),
    "get_stock_price": ("Get the latest stock price for a ticker symbol.", {
        "type": "object", "properties": {"symbol": S()}, "required": ["symbol"]}),
    "calculate": ("Evaluate an arithmetic expression.", {
        "type": "object", "properties": {"expression": S()}, "required": ["expression"]}),
    "create_event": ("Create a calendar event.", {
        "type": "object", "properties": {"title": S(), "start": S("ISO 8601 date-time"), "end": S(),
                                         "attendees": {"type": "array", "items": S()}}, "required": ["title", "start"]}),
    "read_file": ("Read a file from the workspace.", {
        "type": "object", "properties": {"path": S()}, "required": ["path"]}),
    "run_sql": ("Run a read-only SQL query against the analytics database.", {
        "type": "object", "properties": {"query": S(), "limit": {"type": "integer"}}, "required": ["query"]}),
    "translate": ("Translate text into another language.", {
        "type": "object", "properties": {"text": S(), "target_language": S()}, "required": ["text", "target_language"]}),
    "get_time": ("Get the current time in a timezone.", {
        "type": "object", "properties": {"timezone": S("IANA name, e.g. Europe/Paris")}, "required": ["timezone"]}),
    "list_files": ("List the files in a directory.", {
        "type": "object", "properties": {"directory": S()}}),
}

DEFAULT_TOOLS = ["get_weather", "search_web", "get_stock_price", "send_email"]

cases = []


def case(form, content, expect, tools=None, tool_calls=None, note=None):
    tools = tools or DEFAULT_TOOLS
    c = {"id": f"{form}-{sum(1 for x in cases if x['form'] == form) + 1:02d}", "form": form,
         "tools": [{"name": n, "description": TOOLS[n][0], "parameters": TOOLS[n][1]} for n in tools],
         "message": {"content": content}, "expect": [{"name": n, "arguments": a} for n, a in expect]}
    if tool_calls is not None:
        c["message"]["tool_calls"] = tool_calls
    if note:
        c["note"] = note
    cases.append(c)


W = ("get_weather", {"city": "Paris"})
WU = ("get_weather", {"city": "Paris", "units": "celsius"})
Q = ("search_web", {"query": "latest Go release"})
STK = ("get_stock_price", {"symbol": "NVDA"})

# ---- bare JSON: the whole reply is the call ---------------------------------
case("bare-json", '{"name": "get_weather", "arguments": {"city": "Paris"}}', [W])
case("bare-json", '{\n  "name": "get_weather",\n  "arguments": {\n    "city": "Paris",\n    "units": "celsius"\n  }\n}', [WU])
case("bare-json", '{"name": "search_web", "parameters": {"query": "latest Go release"}}', [Q], note="Llama 3.1 key")
case("bare-json", '{"type": "function", "name": "get_stock_price", "parameters": {"symbol": "NVDA"}}', [STK], note="Llama 3.2 JSON")
case("bare-json", '{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}', [W], note="arguments as a JSON string, as OpenAI sends them")
case("bare-json", '  \n{"function": "get_stock_price", "args": {"symbol": "NVDA"}}\n', [STK])
case("bare-json", '{"tool": "get_weather", "tool_args": {"city": "Paris", "units": "celsius"}}', [WU])
case("bare-json", '{"tool_name": "search_web", "input": {"query": "latest Go release", "max_results": 3}}',
     [("search_web", {"query": "latest Go release", "max_results": 3})])
case("bare-json", '{"function_name": "get_stock_price", "params": {"symbol": "NVDA"}}', [STK])
case("bare-json", '{"id": "call_7", "name": "get_weather", "arguments": {"city": "Paris"}}', [W])
case("bare-json", '{"name":"send_email","arguments":{"to":"ana@example.com","subject":"Q3 report","body":"Attached is the Q3 report.\\nBest, Sam"}}',
     [("send_email", {"to": "ana@example.com", "subject": "Q3 report", "body": "Attached is the Q3 report.\nBest, Sam"})])

# ---- JSON in prose ----------------------------------------------------------
case("prose-json", 'I will check the weather for you.\n{"name": "get_weather", "arguments": {"city": "Paris"}}', [W])
case("prose-json", 'Sure! Here is the call:\n\n{"name": "search_web", "arguments": {"query": "latest Go release"}}\n\nLet me know if you need anything else.', [Q])
case("prose-json", 'To answer that I need the current price. {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}} Once I have it I will summarize.', [STK])
case("prose-json", 'Calling the tool now →{"name":"get_weather","arguments":{"city":"Paris","units":"celsius"}}', [WU])
case("prose-json", 'Okay.\n\n{"name": "get_weather", "parameters": {"city": "Paris"}}', [W])
case("prose-json", "I'll look that up.\n\n{\n  \"name\": \"search_web\",\n  \"arguments\": {\"query\": \"latest Go release\", \"max_results\": 5}\n}",
     [("search_web", {"query": "latest Go release", "max_results": 5})])

# ---- code fences -------------------------------------------------------------
case("fence", '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```', [W])
case("fence", '```\n{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}\n```', [STK])
case("fence", 'Here you go:\n```JSON\n{\n  "name": "search_web",\n  "arguments": {"query": "latest Go release"}\n}\n```', [Q])
case("fence", '```tool_call\n{"name": "get_weather", "arguments": {"city": "Paris", "units": "celsius"}}\n```', [WU])
case("fence", 'Let me do that.\n```javascript\n{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}\n```\n', [STK])
case("fence", '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}', [W], note="fence never closed")
case("fence", '```json\n[\n  {"name": "get_weather", "arguments": {"city": "Paris"}},\n  {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}\n]\n```', [W, STK])

# ---- several calls, arrays, wrappers ---------------------------------------
case("multi", '{"name": "get_weather", "arguments": {"city": "Paris"}}\n{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}', [W, STK])
case("multi", '{"name": "get_weather", "arguments": {"city": "Paris"}} {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}', [W, STK],
     note="two objects separated by a space, as in a public bug report")
case("multi", '{"name": "get_weather", "arguments": {"city": "Paris"}}{"name": "get_weather", "arguments": {"city": "Tokyo"}}',
     [W, ("get_weather", {"city": "Tokyo"})])
case("multi", '{"name": "get_weather", "arguments": {"city": "Paris"}},\n{"name": "get_weather", "arguments": {"city": "Oslo"}}',
     [W, ("get_weather", {"city": "Oslo"})])
case("multi", 'First the weather:\n{"name": "get_weather", "arguments": {"city": "Paris"}}\nThen the stock:\n{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}', [W, STK])
case("array", '[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "search_web", "arguments": {"query": "latest Go release"}}]', [W, Q])
case("array", '[\n  {\n    "name": "get_stock_price",\n    "arguments": {"symbol": "NVDA"}\n  }\n]', [STK])
case("array", '[{"function": {"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}, "type": "function", "id": "call_1"}]', [W])
case("wrapper", '{"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}}]}', [W])
case("wrapper", '{"tool_calls": [{"id": "call_abc", "type": "function", "function": {"name": "get_stock_price", "arguments": "{\\"symbol\\":\\"NVDA\\"}"}}]}', [STK], note="OpenAI's wire shape")
case("wrapper", '{"function": {"name": "get_weather", "arguments": {"city": "Paris"}}}', [W])
case("wrapper", '{"tool_call": {"name": "search_web", "arguments": {"query": "latest Go release"}}}', [Q], note="llama.cpp generic format")
case("wrapper", '{"function_call": {"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}}', [W])
case("wrapper", '{"response": "{\\"name\\": \\"get_stock_price\\", \\"arguments\\": {\\"symbol\\": \\"NVDA\\"}}"}', [STK], note="a call double-encoded in a wrapper, from a public bug report")
case("wrapper", '{"tool_uses": [{"recipient_name": "functions.get_weather", "parameters": {"city": "Paris"}}, {"recipient_name": "functions.get_stock_price", "parameters": {"symbol": "NVDA"}}]}',
     [W, STK], note="multi_tool_use.parallel leaking as text")
case("xlam", '{"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}]}', [W, STK])
case("xlam", '```json\n{"thought": "I need the weather.", "tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris"}}]}\n```', [W])
case("xlam", '[{"name": "get_weather", "arguments": {"city": "Paris"}}]', [W], note="xLAM's older list form")

# ---- alias keys and flat arguments ------------------------------------------
case("flat", '{"name": "get_weather", "city": "Paris"}', [W])
case("flat", '{"function": "get_stock_price", "symbol": "NVDA"}', [STK])
case("flat", '{"tool": "get_weather", "city": "Paris", "units": "celsius"}', [WU])
case("flat", '{"action": "search_web", "query": "latest Go release"}', [Q])

# ---- Hermes / Qwen <tool_call> -----------------------------------------------
case("hermes", '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>', [W])
case("hermes", 'Let me check.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>\n<tool_call>\n{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}\n</tool_call>', [W, STK])
case("hermes", '<tool_call>\n{"name": "search_web", "arguments": {"query": "latest Go release"}}', [Q], note="closing tag missing")
case("hermes", '{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}\n</tool_call>', [STK], note="opening tag missing")
case("hermes", '<think>\nThe user wants the weather in Paris. I should call get_weather.\n</think>\n\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>', [W], note="Qwen3 with thinking")
case("hermes", '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris", "units": "celsius"}}</tool_call>', [WU])
case("hermes", '<tools>\n{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}\n</tools>', [STK], note="Qwen2.5 writing the wrong tag")
case("hermes", '<tool_call>\n[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_weather", "arguments": {"city": "Rome"}}]\n</tool_call>',
     [W, ("get_weather", {"city": "Rome"})])
case("hermes", '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call><|im_end|>', [W])

# ---- Llama 3.x --------------------------------------------------------------
case("llama3", '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris"}}', [W])
case("llama3", '<|python_tag|>{"name": "get_stock_price", "parameters": {"symbol": "NVDA"}}<|eom_id|>', [STK])
case("llama3", '<|python_tag|>{"type": "function", "name": "search_web", "parameters": {"query": "latest Go release"}}<|eot_id|>', [Q])
case("llama3", '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Paris"}}; {"name": "get_stock_price", "parameters": {"symbol": "NVDA"}}', [W, STK])
case("llama3", '{"name": "get_weather", "parameters": {"city": "Paris", "units": "celsius"}}<|eot_id|>', [WU])
case("llama3", '<function=get_weather>{"city": "Paris"}</function>', [W], note="Llama 3.1's custom format, also Functionary")

# ---- pythonic ---------------------------------------------------------------
case("pythonic", '[get_weather(city="Paris")]', [W], note="Llama 3.2 / 4")
case("pythonic", '[get_weather(city="Paris", units="celsius"), get_stock_price(symbol="NVDA")]', [WU, STK])
case("pythonic", "[search_web(query='latest Go release', max_results=3)]", [("search_web", {"query": "latest Go release", "max_results": 3})])
case("pythonic", '<|python_start|>[get_stock_price(symbol="NVDA")]<|python_end|>', [STK], note="Llama 4")
case("pythonic", 'get_weather(city="Paris")', [W], note="a bare call, the whole reply")
case("pythonic", '[send_email(to="ana@example.com", subject="Hi", body="Line one\\nLine two", cc=["bo@example.com"])]',
     [("send_email", {"to": "ana@example.com", "subject": "Hi", "body": "Line one\nLine two", "cc": ["bo@example.com"]})])
case("pythonic", '<|tool_call_start|>[get_weather(city="Paris")]<|tool_call_end|>', [W], note="LFM2")
case("pythonic", '[get_weather(city="Paris")', [W], note="closing bracket missing")

# ---- Mistral ----------------------------------------------------------------
case("mistral", '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Paris"}}]', [W])
case("mistral", '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}]</s>', [W, STK])
case("mistral", '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}', [W], note="Mistral tokenizer v11")
case("mistral", '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}[TOOL_CALLS]get_stock_price[ARGS]{"symbol": "NVDA"}', [W, STK])
case("mistral", '[TOOL_CALLS][{"name": "search_web", "arguments": {"query": "latest Go release"}, "id": "a1b2c3d4e"}]', [Q])
case("mistral", '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Paris"}}', [W], note="list never closed")

# ---- Qwen3-Coder / GLM / Seed XML ------------------------------------------
case("qwen3coder", '<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>', [W])
case("qwen3coder", '<function=search_web>\n<parameter=query>\nlatest Go release\n</parameter>\n<parameter=max_results>\n3\n</parameter>\n</function>',
     [("search_web", {"query": "latest Go release", "max_results": 3})], note="no <tool_call>; the integer typed by the schema")
case("qwen3coder", '<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n<parameter=units>\ncelsius\n</parameter>\n</tool_call>', [WU], note="</function> missing")
case("qwen3coder", '<function=send_email>\n<parameter=to>ana@example.com</parameter>\n<parameter=subject>Hi</parameter>\n<parameter=body>\nLine one\nLine two\n</parameter>\n<parameter=cc>["bo@example.com"]</parameter>\n</function>',
     [("send_email", {"to": "ana@example.com", "subject": "Hi", "body": "Line one\nLine two", "cc": ["bo@example.com"]})])
case("qwen3coder", '<seed:tool_call>\n<function=get_stock_price>\n<parameter=symbol>NVDA</parameter>\n</function>\n</seed:tool_call>', [STK], note="Seed-OSS")
case("glm", '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>', [W], note="GLM-4.5")
case("glm", '<tool_call>search_web\n<arg_key>query</arg_key>\n<arg_value>latest Go release</arg_value>\n<arg_key>max_results</arg_key>\n<arg_value>3</arg_value>\n</tool_call>',
     [("search_web", {"query": "latest Go release", "max_results": 3})])
case("function-json", '<function=get_stock_price>{"symbol": "NVDA"}</function>', [STK])
case("function-json", '<function=get_weather>{"city": "Paris", "units": "celsius"}', [WU], note="</function> missing")

# ---- invoke XML (MiniMax, DeepSeek V3.2, Claude-style) ------------------------
case("invoke", '<invoke name="get_weather">\n<parameter name="city">Paris</parameter>\n</invoke>', [W])
case("invoke", '<minimax:tool_call>\n<invoke name="get_stock_price">\n<parameter name="symbol">NVDA</parameter>\n</invoke>\n</minimax:tool_call>', [STK])
case("invoke", '<function_calls>\n<invoke name="search_web">\n<parameter name="query">latest Go release</parameter>\n<parameter name="max_results">3</parameter>\n</invoke>\n</function_calls>',
     [("search_web", {"query": "latest Go release", "max_results": 3})])
case("invoke", '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">Paris</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>', [W], note="DeepSeek V3.2")

# ---- FireFunction / Phi functools, Granite, InternLM -------------------------
case("functools", ' functools[{"name": "get_weather", "arguments": {"city": "Paris"}}]', [W], note="FireFunction v2")
case("functools", 'functools[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}]', [W, STK], note="Phi-4-mini")
case("functools", 'functools[{"name": "search_web", "arguments": {"query": "latest Go release"}}', [Q], note="closing bracket missing")
case("granite", '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]', [W])
case("granite", '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}, {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}]', [W, STK])
case("granite", '<|tool_call|>{"name": "search_web", "arguments": {"query": "latest Go release"}}<|/tool_call|>', [Q], note="Phi-4 style closing token")
case("granite", '<function_call> {"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}', [STK], note="granite-20b-functioncalling")
case("internlm", '<|action_start|><|plugin|>\n{"name": "get_weather", "parameters": {"city": "Paris"}}<|action_end|>', [W])

# ---- gpt-oss harmony ----------------------------------------------------------
case("harmony", '<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Paris"}<|call|>', [W])
case("harmony", '<|channel|>analysis<|message|>Need weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Paris","units":"celsius"}<|call|>', [WU])
case("harmony", 'to=functions.get_stock_price<|channel|>commentary json<|message|>{"symbol": "NVDA"}', [STK], note="recipient before the channel, end token missing")
case("harmony", '<|channel|>commentary to=functions.search_web <|constrain|>json<|message|>{"query":"latest Go release"}', [Q], note="<|call|> missing")

# ---- DeepSeek ----------------------------------------------------------------
DS = '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Paris"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
case("deepseek", DS, [W], note="DeepSeek V3 / R1")
case("deepseek", '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_stock_price<｜tool▁sep｜>{"symbol": "NVDA"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>', [STK], note="DeepSeek V3.1")
case("deepseek", '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Paris"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_stock_price\n```json\n{"symbol": "NVDA"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>', [W, STK])
case("deepseek", '<|tool_calls_begin|><|tool_call_begin|>function<|tool_sep|>get_weather\n```json\n{"city": "Paris"}\n```<|tool_call_end|><|tool_calls_end|>', [W], note="ASCII spellings of the tokens")
case("deepseek", '<｜tool▁call▁begin｜>function<｜tool▁sep｜>search_web\n```json\n{"query": "latest Go release"}\n```', [Q], note="outer tokens and the end missing")

# ---- Kimi K2 -----------------------------------------------------------------
case("kimi", '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Paris"}<|tool_call_end|><|tool_calls_section_end|>', [W])
case("kimi", '<|tool_calls_section_begin|>\n<|tool_call_begin|>\nfunctions.get_weather:0<|tool_call_argument_begin|>\n{"city": "Paris"}\n<|tool_call_end|>\n<|tool_call_begin|>\nfunctions.get_stock_price:1<|tool_call_argument_begin|>\n{"symbol": "NVDA"}\n<|tool_call_end|>\n<|tool_calls_section_end|>', [W, STK])
case("kimi", '<|tool_call_begin|>functions.search_web:0<|tool_call_argument_begin|>{"query": "latest Go release"}', [Q], note="section and end tokens missing")
case("kimi", '<|tool_calls_section_begin|><|tool_call_begin|>get_stock_price:0<|tool_call_argument_begin|>{"symbol": "NVDA"}<|tool_call_end|>', [STK], note="no functions. prefix")

# ---- Gemma tool_code ------------------------------------------------------------
case("gemma", '```tool_code\nget_weather(city="Paris")\n```', [W])
case("gemma", '```tool_code\nprint(get_stock_price(symbol="NVDA"))\n```', [STK])
case("gemma", 'I need to look this up.\n```tool_code\nsearch_web(query="latest Go release", max_results=3)\n```', [("search_web", {"query": "latest Go release", "max_results": 3})])
case("gemma", '```tool_code\nget_weather(city="Paris")\nget_stock_price(symbol="NVDA")\n```', [W, STK])

# ---- Command-R --------------------------------------------------------------
case("command-r", 'Action: ```json\n[\n    {\n        "tool_name": "search_web",\n        "parameters": {"query": "latest Go release"}\n    }\n]\n```', [Q])
case("command-r", 'Plan: I will look up the weather.\nAction: ```json\n[{"tool_name": "get_weather", "parameters": {"city": "Paris"}}, {"tool_name": "get_stock_price", "parameters": {"symbol": "NVDA"}}]\n```', [W, STK])
case("command-r", '<|START_THINKING|>Weather lookup.<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris"}}\n]<|END_ACTION|>', [W], note="Command R7B")
case("command-r", 'Action:\n[{"tool_name": "get_stock_price", "parameters": {"symbol": "NVDA"}}]', [STK], note="no code fence")

# ---- functionary v3.2 ------------------------------------------------------------
case("functionary", '>>>get_weather\n{"city": "Paris"}', [W])
case("functionary", '>>>all\nLet me check.\n>>>get_stock_price\n{"symbol": "NVDA"}', [STK])

# ---- Cline-style XML tags named after the tool -------------------------------
case("tool-tag", '<read_file>\n<path>src/main.go</path>\n</read_file>', [("read_file", {"path": "src/main.go"})], tools=["read_file", "list_files", "run_sql"])
case("tool-tag", 'I will list the directory first.\n<list_files>\n<directory>internal</directory>\n</list_files>', [("list_files", {"directory": "internal"})], tools=["read_file", "list_files", "run_sql"])
case("tool-tag", '<run_sql>{"query": "SELECT count(*) FROM orders", "limit": 10}</run_sql>', [("run_sql", {"query": "SELECT count(*) FROM orders", "limit": 10})], tools=["read_file", "list_files", "run_sql"])

# ---- lenient JSON -------------------------------------------------------------
case("lenient", "{'name': 'get_weather', 'arguments': {'city': 'Paris'}}", [W], note="single quotes")
case("lenient", '{name: "get_weather", arguments: {city: "Paris"}}', [W], note="unquoted keys")
case("lenient", '{"name": "get_weather", "arguments": {"city": Paris}}', [W], note="a bare word")
case("lenient", '{"name": "search_web", "arguments": {"query": "latest Go release", "max_results": None}}', [("search_web", {"query": "latest Go release", "max_results": None})], note="Python None")
case("lenient", '{"name": "get_weather", "arguments": {"city": "Paris",},}', [W], note="trailing commas")
case("lenient", '{\n  // the city\n  "name": "get_weather",\n  "arguments": {"city": "Paris"} /* done */\n}', [W], note="comments")
case("lenient", '{"name": "send_email", "arguments": {"to": "ana@example.com", "subject": "Hi", "body": "Line one\nLine two"}}',
     [("send_email", {"to": "ana@example.com", "subject": "Hi", "body": "Line one\nLine two"})], note="a raw newline in a string")
case("lenient", '{"name": "search_web", "arguments": {"query": "regex \\d+ in Go"}}', [("search_web", {"query": "regex \\d+ in Go"})], note="an invalid escape kept as written")
case("lenient", '{"name": "send_email", "arguments": {"to": "ana@example.com", "subject": "The "final" draft", "body": "See attached."}}',
     [("send_email", {"to": "ana@example.com", "subject": "The \"final\" draft", "body": "See attached."})], note="unescaped inner quotes")
case("lenient", '{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\", \\"units\\": \\"celsius\\"}"}', [WU], note="double-encoded arguments")
case("lenient", '{"name": "get_weather", "arguments": {"city": "Paris"', [W], note="cut off mid-object")
case("lenient", '{"name": "send_email", "arguments": {"to": "ana@example.com", "subject": "Hi", "body": "Thanks for the', [("send_email", {"to": "ana@example.com", "subject": "Hi", "body": "Thanks for the"})], note="cut off mid-string")
case("lenient", '{"name": "get_weather", "arguments": {"city": "Paris"}', [W], note="one brace missing")
case("lenient", '{"name": "get_weather" "arguments": {"city": "Paris"}}', [W], note="a missing comma")
case("lenient", "{'name': 'get_stock_price', 'arguments': {'symbol': 'NVDA', }}", [STK])
case("lenient", '{"name": "search_web", "arguments": {"query": "latest Go release", "max_results": "3"}}', [("search_web", {"query": "latest Go release", "max_results": 3})], note="a number as a string, coerced by the schema")

# ---- names ----------------------------------------------------------------------
case("names", '{"name": "Get_Weather", "arguments": {"city": "Paris"}}', [W])
case("names", '{"name": "getWeather", "arguments": {"city": "Paris"}}', [W])
case("names", '{"name": "get-weather", "arguments": {"city": "Paris"}}', [W])
case("names", '{"name": "functions.get_stock_price", "arguments": {"symbol": "NVDA"}}', [STK])
case("names", '{"name": "default_api.get_weather", "arguments": {"city": "Paris"}}', [W], note="Gemini's namespace")
case("names", '{"name": "weather", "arguments": {"city": "Paris"}}', [W], note="one tool clearly fits by name and arguments")
case("names", '{"name": "stock_price", "arguments": {"symbol": "NVDA"}}', [STK])

# ---- coercion ----------------------------------------------------------------------
case("coerce", '{"name": "get_weather", "arguments": {"city": "Paris", "units": "Celsius"}}', [WU], note="enum case")
case("coerce", '{"name": "send_email", "arguments": {"to": "ana@example.com", "subject": "Hi", "body": "x", "cc": "[\\"bo@example.com\\"]"}}',
     [("send_email", {"to": "ana@example.com", "subject": "Hi", "body": "x", "cc": ["bo@example.com"]})], note="a stringified list")
case("coerce", '{"name": "send_email", "arguments": {"to": "ana@example.com", "subject": "Hi", "body": "x", "cc": "bo@example.com"}}',
     [("send_email", {"to": "ana@example.com", "subject": "Hi", "body": "x", "cc": ["bo@example.com"]})], note="one value where a list is wanted")
case("coerce", '[search_web(query="latest Go release", max_results="5")]', [("search_web", {"query": "latest Go release", "max_results": 5})])

# ---- malformed native calls ------------------------------------------------------
case("native", "", [W], tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": '"{\\"city\\": \\"Paris\\"}"'}], note="arguments encoded twice")
case("native", "", [W], tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": "{'city': 'Paris'}"}], note="single quotes in native arguments")
case("native", "", [WU], tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": '{"city": "Paris", "units": "CELSIUS"}'}])
case("native", "", [W], tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": '```json\n{"city": "Paris"}\n```'}], note="a code fence inside the arguments")
case("native", "", [STK], tool_calls=[{"id": "call_1", "name": "GetStockPrice", "arguments": '{"symbol": "NVDA"}'}])
case("native", "", [W], tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": '{"city": "Paris"'}], note="cut off")
case("native", "", [W], tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": '{"name": "get_weather", "arguments": {"city": "Paris"}}'}], note="the whole call inside the arguments")

# ---- no call ------------------------------------------------------------------------
NONE = []
case("none", "Let me search for that.", NONE, note="an announcement")
case("none", "I'll check the weather in Paris for you.", NONE)
case("none", "The weather in Paris is 18°C and sunny.", NONE, note="a prose answer")
case("none", "NVIDIA closed at $131.20 today, up 2.3%.", NONE)
case("none", "I don't have a tool for that, sorry. Is there anything else?", NONE)
case("none", 'To call a tool, answer with JSON like this example: {"name": "<tool_name>", "arguments": {...}}', NONE, note="a template")
case("none", 'For example, you could call it like this:\n```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```\nbut I already know the answer: it is sunny.', NONE, note="an example, then the answer")
case("none", 'Here is the data you asked for:\n```json\n{"city": "Paris", "temperature": 18, "condition": "sunny"}\n```', NONE, note="JSON data, no name")
case("none", '{"name": "Paris", "country": "France", "population": 2102650}', NONE, note="a name key that names a city")
case("none", "```python\nimport requests\n\ndef get_weather(city):\n    return requests.get(f'https://wttr.in/{city}').text\n\nprint(get_weather('Paris'))\n```", NONE, note="a code answer")
case("none", "You can write `get_weather(city)` in your script, where city is a string.", NONE, note="code in prose")
case("none", "The function signature is get_weather(city: str, units: str = 'celsius') -> dict.", NONE)
case("none", "Sets are written {1, 2, 3} in Python, and dicts {'a': 1}.", NONE)
case("none", "Done! I sent the email to Ana.", NONE)
case("none", "I completed the task.", NONE)
case("none", "Here is a summary:\n- Paris: sunny\n- Rome: cloudy\n\n[1] source: weather.com", NONE)
case("none", "<think>Should I call a tool? No, I know this.</think>The capital of France is Paris.", NONE)
case("none", "The JSON schema is {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\"}}}.", NONE)
case("none", "Use the search_web tool with a query such as \"latest Go release\" to find it.", NONE, note="advice about a tool")
case("none", "I called get_weather earlier and it returned sunny.", NONE, note="a report of a past call")
case("none", "SELECT count(*) FROM orders WHERE status = 'shipped';", NONE, tools=["read_file", "list_files", "run_sql"], note="SQL as the answer")
case("none", "Paris(France) is lovely in spring.", NONE)
case("none", "", NONE, note="empty")
case("none", "   \n  ", NONE, note="white space")
case("none", "The answer is [1, 2, 3].", NONE)

# ---- calls to tools that were not offered (rejected, not returned) -----------------
case("unknown", '{"name": "get_traffic", "arguments": {"city": "Paris"}}', NONE, note="a tool that was not offered is reported, never returned")
case("unknown", '<tool_call>\n{"name": "delete_file", "arguments": {"path": "/etc/passwd"}}\n</tool_call>', NONE)
case("unknown", '[book_hotel(city="Paris", nights=2)]', NONE)
case("unknown", '{"name": "get_weather", "arguments": {"city": "Paris"}}\n{"name": "order_pizza", "arguments": {"size": "large"}}', [W], note="one offered, one not")


# ---- special tokens stripped by the server (skip_special_tokens) --------------
case("stripped", 'functions.get_weather:0{"city": "Paris"}', [W], note="Kimi K2 with its tokens stripped")
case("stripped", 'get_weather{"city": "Paris"}', [W], note="Mistral v11 with [TOOL_CALLS] and [ARGS] stripped")
case("stripped", 'commentary to=functions.get_stock_price json{"symbol": "NVDA"}', [STK], note="gpt-oss with harmony tokens stripped")
case("stripped", 'assistantcommentary to=functions.get_weather <|constrain|>json{"city":"Paris"}', [W], note="harmony with <|message|> stripped")
case("stripped", 'get_stock_price\n{"symbol": "NVDA"}', [STK], note="a name on its line, then its arguments")

# ---- ReAct ----------------------------------------------------------------------
case("react", 'Thought: I need the current weather.\nAction: get_weather\nAction Input: {"city": "Paris"}', [W])
case("react", 'Thought: Look up the price.\nAction: get_stock_price\nAction Input: {"symbol": "NVDA"}\nObservation:', [STK])
case("react", 'Action: search_web\nAction Input: latest Go release', [Q], note="a plain string input for a one-parameter tool")

# ---- other shapes ------------------------------------------------------------------
case("shapes", '<tool_call>\n<name>get_weather</name>\n<arguments>{"city": "Paris"}</arguments>\n</tool_call>', [W], note="name and arguments as elements")
case("shapes", '{"functionCall": {"name": "get_weather", "args": {"city": "Paris"}}}', [W], note="Gemini's camel case")
case("shapes", '{"type": "tool_use", "id": "toolu_01", "name": "get_stock_price", "input": {"symbol": "NVDA"}}', [STK], note="Anthropic's block as text")
case("shapes", 'get_weather({"city": "Paris"})', [W], note="a dict as the one argument")
case("shapes", '{"name": "get_weather", "arguments": {"city": "Paris"}}\n\n(I will summarize once I have the result.)', [W])
case("shapes", '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
     [W, W], note="the same call twice is kept twice")

# ---- more replies without a call ---------------------------------------------------
case("none", 'The request body looks like {"name": "get_weather", "arguments": {"city": "Paris"}} and the response has a temperature field.', NONE, note="a description of the format")
case("none", 'Earlier I ran get_weather {"city": "Paris"} and it said sunny.', NONE, note="a past call in a sentence")
case("none", 'Here is how to call it from Python:\n```python\nclient.call("get_weather", {"city": "Paris"})\n```', NONE, note="code that calls the tool through a client")
case("none", 'Your config should be:\n```json\n{"model": "llama3.1", "temperature": 0.2}\n```', NONE)
case("none", 'I would use search_web, but I already know: Go 1.26 is the latest release.', NONE)

# ---- more families and shapes --------------------------------------------------
case("families", '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "Paris"}}]</TOOLCALL>', [W], note="Llama-3.1-Nemotron")
case("families", '<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call>', [W], note="FunctionGemma")
case("families", '<|tools_prefix|>[{"get_stock_price": {"symbol": "NVDA"}}]<|tools_suffix|>', [STK], note="Apertus: the name as the key")
case("families", '<function_calls>\n<invoke>\n<tool_name>get_weather</tool_name>\n<parameters>\n<city>Paris</city>\n</parameters>\n</invoke>\n</function_calls>', [W], note="Claude 2.1's XML")
case("families", '<|python_tag|>get_weather.call(city="Paris")', [W], note="Llama 3.1's built-in tool syntax")
case("families", '<Tool_Call>{"name": "get_stock_price", "arguments": {"symbol": "NVDA"}}</Tool_Call>', [STK], note="a tag in another case")
case("shapes", '"{\\"name\\": \\"get_weather\\", \\"arguments\\": {\\"city\\": \\"Paris\\"}}"', [W], note="the whole reply a JSON string")
case("shapes", '{\\"name\\": \\"get_stock_price\\", \\"arguments\\": {\\"symbol\\": \\"NVDA\\"}}', [STK], note="escaped quotes written out")
case("shapes", 'get_weather(city: "Paris", units: "celsius")', [WU], note="colons for keyword arguments")
case("shapes", '{\u201cname\u201d: \u201cget_weather\u201d, \u201carguments\u201d: {\u201ccity\u201d: \u201cParis\u201d}}', [W], note="typographic quotes")
case("shapes", '{"get_weather": {"city": "Paris"}}', [W], note="the tool's name as the only key")

# ---- replies that quote a tool or a past call ------------------------------------
case("none", '{"name": "get_weather", "description": "Get the current weather for a city.", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}', NONE, note="the tool's definition echoed")
case("none", 'The tool is defined as {"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}.', NONE)
case("none", 'I called {"name": "get_weather", "arguments": {"city": "Paris"}} and it returned 18°C, so pack a light jacket.', NONE, note="a report of a call already made")

for c in cases:
    print(json.dumps(c, ensure_ascii=False))
