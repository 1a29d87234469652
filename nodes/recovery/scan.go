package recovery

import (
	"slices"
	"strings"

	"github.com/mendgraph/mend/lenient"
	"github.com/mendgraph/mend/tool"
)

// region is a span of text that holds calls.
type region struct {
	start, end int
	calls      []found
}

// maxNesting bounds how deep containers are read within containers.
const maxNesting = 3

// scan finds the calls written in text; base is text's offset in the
// message, strong says whether text is the body of a call format (where
// every call is meant).
func (s *Recoverer) scan(text string, base, depth int, strong bool) []region {
	var regs []region
	if depth < maxNesting {
		regs = append(regs, s.containerRegions(text, depth)...)
	}
	regs = append(regs, s.callMarkerRegions(text)...)
	regs = append(regs, s.fenceRegions(text, depth)...)
	regs = keepOutermost(regs)
	// The text between regions: JSON anywhere, and Python calls.
	var out []region
	at := 0
	for _, r := range regs {
		out = append(out, s.generic(text, at, r.start, strong)...)
		out = append(out, r)
		at = r.end
	}
	out = append(out, s.generic(text, at, len(text), strong)...)
	for i := range out {
		out[i].start += base
		out[i].end += base
		for k := range out[i].calls {
			out[i].calls[k].start += base
			out[i].calls[k].end += base
		}
	}
	return out
}

// keepOutermost sorts regions and drops those inside, or overlapping, an
// earlier one.
func keepOutermost(regs []region) []region {
	slices.SortStableFunc(regs, func(a, b region) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.end - a.end
	})
	var out []region
	end := -1
	for _, r := range regs {
		if r.start < end {
			continue
		}
		out = append(out, r)
		end = r.end
	}
	return out
}

// containerRegions finds each family's markers and reads the body between
// them. A body whose opening marker is missing starts after the previous
// region (or at the start); one whose closing marker is missing ends at
// the next opening marker of its kind, or at the end.
func (s *Recoverer) containerRegions(text string, depth int) []region {
	var regs []region
	hasLT, hasBracket := strings.IndexByte(text, '<') >= 0, strings.IndexByte(text, '[') >= 0
	for _, c := range containers {
		switch c.open[0] {
		case '<':
			if !hasLT {
				continue
			}
		case '[':
			if !hasBracket {
				continue
			}
		}
		from := 0
		closeAt, closeTok := -2, "" // the next closing marker found, reused while ahead: one pass per family
		for from < len(text) {
			i := find(text[from:], c.open)
			if i < 0 {
				// a closing marker with no opening: the body starts at from
				if from == 0 {
					if end, cl := firstOf(text, c.close); end >= 0 && strings.TrimSpace(text[:end]) != "" {
						if calls := s.body(c.format, text[:end], 0, depth); len(calls) > 0 {
							regs = append(regs, region{start: 0, end: end + len(cl), calls: calls})
						}
					}
				}
				break
			}
			i += from
			if c.format == "command-r" || c.format == "functools" {
				if !s.startsLine(text, i, c.format) {
					from = i + len(c.open)
					continue
				}
			}
			bodyStart := i + len(c.open)
			bodyEnd, regEnd := len(text), len(text)
			if closeAt != -1 && closeAt < bodyStart {
				if end, cl := firstOf(text[bodyStart:], c.close); end >= 0 {
					closeAt, closeTok = bodyStart+end, cl
				} else {
					closeAt = -1
				}
			}
			if closeAt >= 0 {
				bodyEnd, regEnd = closeAt, closeAt+len(closeTok)
			}
			if next := find(text[bodyStart:bodyEnd], c.open); next >= 0 && c.format != "command-r" {
				bodyEnd, regEnd = bodyStart+next, bodyStart+next
			}
			if calls := s.body(c.format, text[bodyStart:bodyEnd], bodyStart, depth); len(calls) > 0 {
				regs = append(regs, region{start: i, end: regEnd, calls: calls})
			}
			from = max(regEnd, i+len(c.open))
		}
	}
	return regs
}

// startsLine reports whether the marker at i starts a line (or the text),
// as Action: and functools do when they mean a call.
func (s *Recoverer) startsLine(text string, i int, format string) bool {
	j := i - 1
	for j >= 0 && (text[j] == ' ' || text[j] == '\t') {
		j--
	}
	if j >= 0 && text[j] != '\n' {
		return false
	}
	if format == "functools" {
		k := i + len("functools")
		return k < len(text) && text[k] == '['
	}
	return true
}

func firstOf(s string, subs []string) (int, string) {
	best, which := -1, ""
	for _, sub := range subs {
		if i := find(s, sub); i >= 0 && (best < 0 || i < best) {
			best, which = i, sub
		}
	}
	return best, which
}

// find is strings.Index, ignoring case for an XML-like tag (<Tool_Call>
// for <tool_call>, <toolcall> for <TOOLCALL>).
func find(s, marker string) int {
	if len(marker) < 2 || marker[0] != '<' || marker[1] == '|' || marker[1] >= 0x80 {
		return strings.Index(s, marker)
	}
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return -1
		}
		i += j
		if len(s)-i >= len(marker) && strings.EqualFold(s[i:i+len(marker)], marker) {
			return i
		}
		i++
	}
}

// body reads the calls in a container's body, at offset base of the text.
func (s *Recoverer) body(format, body string, base, depth int) []found {
	var calls []found
	trimmed := strings.TrimSpace(body)
	switch {
	case format == "mistral" && isMistralV11(trimmed):
		// [TOOL_CALLS]name[ARGS]{...}
		name, rest, _ := strings.Cut(trimmed, "[ARGS]")
		v, _, rep, err := lenient.ParseString(rest, lenient.Options{})
		if err == nil {
			calls = append(calls, found{name: strings.TrimSpace(name), args: v, hasArgs: true, repairs: rep})
		}
	case format == "functiongemma":
		// call:name{key:<escape>value<escape>}
		b := strings.TrimPrefix(trimmed, "call:")
		if k := strings.IndexByte(b, '{'); k > 0 {
			args := strings.ReplaceAll(b[k:], "<escape>", `"`)
			if v, _, rep, err := lenient.ParseString(args, lenient.Options{}); err == nil {
				calls = append(calls, found{name: strings.TrimSpace(b[:k]), args: v, hasArgs: true, repairs: rep})
			}
		}
	case format == "command-r" && strings.Contains(body, "Action Input:"):
		// ReAct: Action: name / Action Input: arguments
		name, input, _ := strings.Cut(body, "Action Input:")
		if e := strings.Index(input, "\nObservation"); e >= 0 {
			input = input[:e]
		}
		f := found{name: strings.TrimSpace(name), hasArgs: true, format: "react"}
		v, n, rep, err := lenient.ParseString(input, lenient.Options{})
		if err == nil && v.Kind == lenient.Object && strings.TrimSpace(input[n:]) == "" {
			f.args, f.repairs = v, rep
		} else if t, _, ok := s.res.resolve(f.name, nil); ok {
			f.args = oneStringArg(t, strings.TrimSpace(input))
		}
		calls = append(calls, f)
	case strings.Contains(body, "<arg_key>"):
		// GLM-4.5: name, then key/value pairs
		name := strings.TrimSpace(body[:strings.Index(body, "<arg_key>")])
		calls = append(calls, found{name: name, args: glmArgs(body), hasArgs: true})
	default:
		if obj, ok := childElements(body); ok {
			if cs := s.fromObject(obj, 0); len(cs) > 0 {
				calls = append(calls, cs...) // <name>x</name><arguments>{...}</arguments>
				break
			}
		}
		for _, r := range s.scan(body, base, depth+1, true) {
			calls = append(calls, r.calls...)
		}
		for i := range calls {
			calls[i].start -= base // made absolute below
			calls[i].end -= base
		}
	}
	for i := range calls {
		calls[i].strong = true
		if calls[i].format == "" || calls[i].format == "json" || calls[i].format == "pythonic" {
			calls[i].format = format
		}
		calls[i].start, calls[i].end = base, base+len(body)
	}
	return calls
}

// isMistralV11 reports whether a body is Mistral's name[ARGS]{...}.
func isMistralV11(b string) bool {
	i := strings.Index(b, "[ARGS]")
	return i > 0 && !strings.ContainsAny(b[:i], " \n{[\"")
}

// callMarkerRegions finds the formats that write a name and arguments each
// after its own marker.
func (s *Recoverer) callMarkerRegions(text string) []region {
	var regs []region
	regs = append(regs, s.functionTags(text)...)
	regs = append(regs, s.invokeTags(text)...)
	regs = append(regs, s.deepseek(text)...)
	regs = append(regs, s.kimi(text)...)
	regs = append(regs, s.harmony(text)...)
	regs = append(regs, s.functionary(text)...)
	regs = append(regs, s.toolTags(text)...)
	return regs
}

// functionTags reads <function=name>...</function>: parameters as elements
// (Qwen3-Coder), or JSON (Functionary, Llama 3.1's custom format).
func (s *Recoverer) functionTags(text string) []region {
	var regs []region
	from := 0
	for {
		i := strings.Index(text[from:], "<function=")
		if i < 0 {
			return regs
		}
		i += from
		gt := strings.IndexByte(text[i:], '>')
		if gt < 0 {
			return regs
		}
		name := strings.Trim(text[i+len("<function="):i+gt], `"' `)
		start := i + gt + 1
		end, next := closeTag(text, start, "function")
		if next <= start {
			next = max(end, start)
		}
		body := text[start:end]
		f := found{name: name, hasArgs: true, format: "function-tag", strong: true, start: i, end: next}
		if strings.Contains(body, "<parameter") {
			f.args = params(body)
		} else if t := strings.TrimSpace(body); t == "" {
			f.args = lenient.Value{Kind: lenient.Object}
		} else {
			v, _, rep, err := lenient.ParseString(t, lenient.Options{})
			if err != nil {
				from = start
				continue
			}
			f.args, f.repairs = v, rep
		}
		regs = append(regs, region{start: i, end: next, calls: []found{f}})
		from = max(next, start)
	}
}

// invokeTags reads <invoke name="x"><parameter name="k">v</parameter></invoke>,
// with or without a namespace (<｜DSML｜invoke ...>).
func (s *Recoverer) invokeTags(text string) []region {
	var regs []region
	from := 0
	for {
		i := strings.Index(text[from:], "invoke name=")
		if i < 0 {
			return regs
		}
		i += from
		lt := strings.LastIndexByte(text[:i], '<')
		if lt < 0 || i-lt > 16 || strings.ContainsAny(text[lt:i], ">\n ") {
			from = i + 1
			continue
		}
		gt := strings.IndexByte(text[i:], '>')
		if gt < 0 {
			return regs
		}
		name := attr(text[i:i+gt], "name")
		start := i + gt + 1
		end, next := closeTag(text, start, "invoke")
		if next <= start {
			next = max(end, start)
		}
		f := found{name: name, args: params(text[start:end]), hasArgs: true, format: "invoke", strong: true, start: lt, end: next}
		regs = append(regs, region{start: lt, end: next, calls: []found{f}})
		from = max(next, start)
	}
}

// deepseekToken finds one of DeepSeek's tokens, written with the model's
// full-width bars and ▁ or with ASCII | and _: words are its words, e.g.
// "tool", "call", "begin".
func deepseekToken(text string, from int, words ...string) (int, int) {
	for i := from; i < len(text); {
		j := strings.Index(text[i:], words[0])
		if j < 0 {
			return -1, -1
		}
		j += i
		// before: "<|" or "<｜"
		start := -1
		switch {
		case j >= 2 && text[j-2:j] == "<|":
			start = j - 2
		case j >= 4 && text[j-4:j] == "<｜":
			start = j - 4
		}
		k := j + len(words[0])
		ok := start >= 0
		for _, w := range words[1:] {
			if !ok {
				break
			}
			switch {
			case strings.HasPrefix(text[k:], "▁"):
				k += len("▁")
			case strings.HasPrefix(text[k:], "_") || strings.HasPrefix(text[k:], " "):
				k++
			default:
				ok = false
			}
			if ok && strings.HasPrefix(text[k:], w) {
				k += len(w)
			} else {
				ok = false
			}
		}
		if ok {
			switch {
			case strings.HasPrefix(text[k:], "|>"):
				return start, k + 2
			case strings.HasPrefix(text[k:], "｜>"):
				return start, k + len("｜>")
			}
		}
		i = j + 1
	}
	return -1, -1
}

// deepseek reads DeepSeek's calls: V3 and R1 write
// <｜tool▁call▁begin｜>function<｜tool▁sep｜>name ```json {...}```<｜tool▁call▁end｜>,
// V3.1 <｜tool▁call▁begin｜>name<｜tool▁sep｜>{...}<｜tool▁call▁end｜>.
func (s *Recoverer) deepseek(text string) []region {
	var regs []region
	from := 0
	// The next end token, reused while it is ahead: one pass over the text.
	endAt, endEnd := -2, -2
	for {
		b, be := deepseekToken(text, from, "tool", "call", "begin")
		if b < 0 {
			return regs
		}
		if endAt != -1 && endAt < be {
			endAt, endEnd = deepseekToken(text, be, "tool", "call", "end")
		}
		end, ee := endAt, endEnd
		nb, _ := deepseekToken(text, be, "tool", "call", "begin")
		if end < 0 || nb >= 0 && nb < end {
			end, ee = len(text), len(text)
			if nb >= 0 {
				end, ee = nb, nb
			}
		}
		inner := text[be:end]
		sep, se := deepseekToken(inner, 0, "tool", "sep")
		var name, args string
		if sep >= 0 {
			left, right := strings.TrimSpace(inner[:sep]), inner[se:]
			if left == "function" || left == "" {
				line, rest, _ := strings.Cut(strings.TrimLeft(right, " \n"), "\n")
				name, args = line, rest
			} else {
				name, args = left, right
			}
		}
		args = stripFence(args)
		if name != "" {
			f := found{name: strings.TrimSpace(name), format: "deepseek", strong: true, start: b, end: ee, hasArgs: true}
			v, _, rep, err := lenient.ParseString(args, lenient.Options{})
			if err == nil {
				f.args, f.repairs = v, rep
			} else {
				f.args = lenient.Value{Kind: lenient.Object}
			}
			regs = append(regs, region{start: b, end: ee, calls: []found{f}})
		}
		// the section tokens around the calls go with them
		from = max(ee, be)
	}
}

// stripFence drops a Markdown code fence around s.
func stripFence(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "```") {
		return s
	}
	t = t[3:]
	if nl := strings.IndexByte(t, '\n'); nl >= 0 && !strings.ContainsAny(t[:nl], "{[") {
		t = t[nl+1:]
	}
	if e := strings.LastIndex(t, "```"); e >= 0 {
		t = t[:e]
	}
	return t
}

// kimi reads Kimi K2's <|tool_call_begin|>functions.name:0<|tool_call_argument_begin|>{...}<|tool_call_end|>.
func (s *Recoverer) kimi(text string) []region {
	var regs []region
	from := 0
	argBegin := nextFinder{text: text, marker: "<|tool_call_argument_begin|>", at: -2}
	callEnd := nextFinder{text: text, marker: "<|tool_call_end|>", at: -2}
	begin := nextFinder{text: text, marker: "<|tool_call_begin|>", at: -2}
	for {
		i := strings.Index(text[from:], "<|tool_call_begin|>")
		if i < 0 {
			return regs
		}
		i += from
		start := i + len("<|tool_call_begin|>")
		a := argBegin.from(start)
		if a < 0 {
			return regs
		}
		if next := begin.from(start); next >= 0 && next < a {
			from = next // this call has no arguments: the next one starts first
			continue
		}
		name := strings.TrimSpace(text[start:a])
		argStart := a + len("<|tool_call_argument_begin|>")
		end, regEnd := len(text), len(text)
		if e := callEnd.from(argStart); e >= 0 {
			end, regEnd = e, e+len("<|tool_call_end|>")
		}
		if next := begin.from(argStart); next >= 0 && next < end {
			end, regEnd = next, next
		}
		f := found{name: name, format: "kimi", strong: true, start: i, end: regEnd, hasArgs: true, args: lenient.Value{Kind: lenient.Object}}
		if v, _, rep, err := lenient.ParseString(text[argStart:end], lenient.Options{}); err == nil {
			f.args, f.repairs = v, rep
		}
		regs = append(regs, region{start: i, end: regEnd, calls: []found{f}})
		from = regEnd
	}
}

// harmony reads gpt-oss's calls: a recipient to=functions.name, then
// <|message|> and the arguments, up to <|call|>.
func (s *Recoverer) harmony(text string) []region {
	var regs []region
	from := 0
	for {
		i := strings.Index(text[from:], "to=functions.")
		if i < 0 {
			return regs
		}
		i += from
		nameStart := i + len("to=functions.")
		nameEnd := nameStart
		for nameEnd < len(text) && (isNameByte(text[nameEnd])) {
			nameEnd++
		}
		argStart := -1
		if m := strings.Index(text[nameEnd:min(len(text), nameEnd+240)], "<|message|>"); m >= 0 {
			argStart = nameEnd + m + len("<|message|>")
		} else if b := afterFillers(text, nameEnd); b >= 0 {
			argStart = b // the server stripped <|message|>
		}
		if argStart < 0 {
			from = nameEnd
			continue
		}
		end, regEnd := len(text), len(text)
		if e, tok := firstOf(text[argStart:], []string{"<|call|>", "<|end|>", "<|start|>"}); e >= 0 {
			end, regEnd = argStart+e, argStart+e+len(tok)
			if tok == "<|start|>" {
				regEnd = end
			}
		}
		start := i
		if s := strings.LastIndex(text[:i], "<|start|>"); s >= 0 && !strings.Contains(text[s:i], "<|end|>") && !strings.Contains(text[s:i], "<|message|>") {
			start = s
		} else if c := strings.LastIndex(text[:i], "<|channel|>"); c >= 0 && !strings.Contains(text[c:i], "<|message|>") {
			start = c
		}
		f := found{name: text[nameStart:nameEnd], format: "harmony", strong: true, start: start, end: regEnd, hasArgs: true, args: lenient.Value{Kind: lenient.Object}}
		if v, _, rep, err := lenient.ParseString(text[argStart:end], lenient.Options{}); err == nil {
			f.args, f.repairs = v, rep
		}
		regs = append(regs, region{start: start, end: regEnd, calls: []found{f}})
		from = regEnd
	}
}

func isNameByte(c byte) bool {
	return c == '_' || c == '-' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// functionary reads Functionary v3.2's >>>name followed by JSON
// arguments; >>>all introduces text.
func (s *Recoverer) functionary(text string) []region {
	var regs []region
	from := 0
	for {
		i := strings.Index(text[from:], ">>>")
		if i < 0 {
			return regs
		}
		i += from
		nameStart := i + 3
		nameEnd := nameStart
		for nameEnd < len(text) && isNameByte(text[nameEnd]) {
			nameEnd++
		}
		name := text[nameStart:nameEnd]
		from = nameEnd
		if name == "" || name == "all" || (i > 0 && text[i-1] != '\n') {
			continue
		}
		v, n, rep, err := lenient.ParseString(text[nameEnd:], lenient.Options{})
		if err != nil || v.Kind != lenient.Object {
			continue
		}
		f := found{name: name, args: v, hasArgs: true, repairs: rep, format: "functionary", strong: true, start: i, end: nameEnd + n}
		regs = append(regs, region{start: i, end: nameEnd + n, calls: []found{f}})
		from = nameEnd + n
	}
}

// toolTags reads a tag named after an offered tool, with its arguments as
// child elements or JSON: <read_file><path>a.go</path></read_file>.
func (s *Recoverer) toolTags(text string) []region {
	if strings.IndexByte(text, '<') < 0 {
		return nil
	}
	var regs []region
	for _, t := range s.res.tools {
		open, close := "<"+t.Name()+">", "</"+t.Name()+">"
		from := 0
		for {
			i := strings.Index(text[from:], open)
			if i < 0 {
				break
			}
			i += from
			start := i + len(open)
			e := strings.Index(text[start:], close)
			if e < 0 {
				break
			}
			body := text[start : start+e]
			end := start + e + len(close)
			f := found{name: t.Name(), hasArgs: true, format: "tool-tag", strong: true, start: i, end: end}
			if args, ok := childElements(body); ok {
				f.args = args
			} else if v, _, rep, err := lenient.ParseString(body, lenient.Options{}); err == nil && v.Kind == lenient.Object {
				f.args, f.repairs = v, rep
			} else if strings.TrimSpace(body) == "" {
				f.args = lenient.Value{Kind: lenient.Object}
			} else {
				from = end
				continue
			}
			regs = append(regs, region{start: i, end: end, calls: []found{f}})
			from = end
		}
	}
	return regs
}

// fenceRegions reads Markdown code fences. A fence's body is read like any
// text; tool_code (Gemma) and tool_call fences, and python ones that hold
// nothing but calls, are read as Python calls.
func (s *Recoverer) fenceRegions(text string, depth int) []region {
	var regs []region
	from := 0
	for {
		i := strings.Index(text[from:], "```")
		if i < 0 {
			return regs
		}
		i += from
		nl := strings.IndexByte(text[i+3:], '\n')
		if nl < 0 {
			return regs
		}
		lang := strings.ToLower(strings.TrimSpace(text[i+3 : i+3+nl]))
		bodyStart := i + 3 + nl + 1
		bodyEnd, end := len(text), len(text)
		if e := strings.Index(text[bodyStart:], "```"); e >= 0 {
			bodyEnd, end = bodyStart+e, bodyStart+e+3
		}
		body := text[bodyStart:bodyEnd]
		var calls []found
		if cs, ok := s.pythonOnly(body, bodyStart); ok && (lang == "" || slices.Contains(callFenceLangs, lang) || slices.Contains(codeFenceLangs, lang)) {
			calls = cs
			for k := range calls {
				calls[k].strong = lang == "tool_code" || lang == "tool_call" || lang == "tool_calls"
				calls[k].format = "tool_code"
			}
		} else if depth < maxNesting {
			if slices.Contains(codeFenceLangs, lang) {
				// Code: a call only when the whole body is one JSON value
				// (models mislabel fences), never a call inside code.
				if v, n, rep, err := lenient.ParseString(body, lenient.Options{}); err == nil && strings.TrimSpace(body[n:]) == "" && rep&lenient.StoppedAtError == 0 {
					calls = s.fromValue(v, 0)
					for k := range calls {
						calls[k].repairs |= rep
						calls[k].format = "json"
					}
				}
			} else {
				for _, r := range s.scan(body, bodyStart, depth+1, slices.Contains(callFenceLangs, lang)) {
					calls = append(calls, r.calls...)
				}
			}
		}
		if len(calls) > 0 && !calls[0].strong && s.exampleBefore(text, i) {
			calls = nil
		}
		for k := range calls {
			calls[k].start, calls[k].end = i, end
		}
		// The fence is claimed even without a call: what is in it was read
		// as what the fence says it is.
		regs = append(regs, region{start: i, end: end, calls: calls})
		from = end
	}
}

// callFenceLangs are fence languages that mean a call; codeFenceLangs are
// programming languages, whose fences hold code, not calls, unless their
// whole body is one.
var (
	callFenceLangs = []string{"tool_code", "tool_call", "tool_calls", "function_call", "tool", "function"}
	codeFenceLangs = []string{"python", "py", "python3", "javascript", "js", "typescript", "ts", "go", "golang", "bash", "sh", "shell",
		"zsh", "java", "c", "cpp", "c++", "csharp", "cs", "rust", "ruby", "php", "sql", "kotlin", "swift", "r", "perl", "lua", "html", "xml", "yaml", "toml", "ini"}
)

// pythonOnly reads a body that holds nothing but calls to offered tools,
// one a line (comments and print(...) allowed).
func (s *Recoverer) pythonOnly(body string, base int) ([]found, bool) {
	var calls []found
	i := 0
	for i < len(body) {
		for i < len(body) && (body[i] == ' ' || body[i] == '\n' || body[i] == '\t' || body[i] == '\r' || body[i] == ';') {
			i++
		}
		if i >= len(body) {
			break
		}
		if body[i] == '#' {
			for i < len(body) && body[i] != '\n' {
				i++
			}
			continue
		}
		c, ok := parsePyCall(body, i)
		if !ok {
			return nil, false
		}
		if _, _, known := s.res.resolve(c.name, nil); !known {
			return nil, false
		}
		calls = append(calls, s.fromPy(c, base))
		i = c.end
	}
	return calls, len(calls) > 0
}

// fromPy turns a Python call into a found call.
func (s *Recoverer) fromPy(c pyCall, base int) found {
	f := found{name: c.name, args: c.kwargs, hasArgs: true, format: "pythonic", start: base + c.start, end: base + c.end}
	if len(c.positional) == 1 && len(c.kwargs.Keys) == 0 && c.positional[0].Kind == lenient.Object {
		f.args = c.positional[0] // f({"a": 1})
		return f
	}
	if len(c.positional) > 0 {
		if t, _, ok := s.res.resolve(c.name, nil); ok {
			order := propertyOrder(t)
			for k, v := range c.positional {
				if k < len(order) && !slices.Contains(f.args.Keys, order[k]) {
					f.args.Keys, f.args.Items = append(f.args.Keys, order[k]), append(f.args.Items, v)
				}
			}
		}
	}
	return f
}

// generic finds calls in text[from:to] that no format marks: JSON values
// anywhere (a call, a list of calls, a wrapper), and Python calls (a list
// of them, or one standing alone on its line). It reads each byte once:
// after a value it goes on past its end.
func (s *Recoverer) generic(text string, from, to int, strong bool) []region {
	var regs []region
	seg := text[:to]
	for i := from; i < to; {
		c := seg[i]
		switch {
		case c == '[' && s.pyListAt(seg, i):
			r, end := s.pyList(seg, i, strong)
			if len(r.calls) > 0 {
				regs = append(regs, r)
			}
			i = max(end, i+1)
		case c == '{' || c == '[':
			v, n, rep, err := lenient.ParseString(seg[i:], lenient.Options{})
			if err != nil || n == 0 {
				i++
				continue
			}
			calls := s.fromValue(v, 0)
			if len(calls) == 0 && rep&lenient.StoppedAtError != 0 {
				calls = s.embedded(v, 0) // a call inside JSON that breaks after it
			}
			if len(calls) > 0 && (strong || !s.exampleBefore(text, i)) {
				for k := range calls {
					calls[k].repairs |= rep
					calls[k].start, calls[k].end = i, i+n
					calls[k].strong = calls[k].strong || strong
					if calls[k].format == "" {
						calls[k].format = "json"
					}
				}
				regs = append(regs, region{start: i, end: i + n, calls: calls})
			}
			i += n // broken or not, each byte is read once
		case isIdentStart(c) && (i == 0 || !isNameByte(seg[i-1])):
			j := i
			for j < to && (isNameByte(seg[j]) || seg[j] == ':' && j+1 < to && seg[j+1] >= '0' && seg[j+1] <= '9') {
				j++
			}
			if r, ok := s.nameThenJSON(seg, i, j, to, strong); ok {
				regs = append(regs, r)
				i = r.end
				continue
			}
			if j < to && seg[j] == '(' {
				if r, ok := s.pyStandalone(seg, i, j, to, strong); ok {
					regs = append(regs, r)
					i = r.end
					continue
				}
			}
			i = j
		default:
			i++
		}
	}
	return regs
}

func isIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// pyListAt reports whether a Python list of calls starts at i: [name(.
func (s *Recoverer) pyListAt(text string, i int) bool {
	j := i + 1
	for j < len(text) && (text[j] == ' ' || text[j] == '\n') {
		j++
	}
	k := j
	for k < len(text) && isNameByte(text[k]) {
		k++
	}
	return k > j && k < len(text) && text[k] == '(' && isIdentStart(text[j])
}

// pyList reads [f(a=1), g(b="x")] (Llama 3.2 and 4).
func (s *Recoverer) pyList(text string, i int, strong bool) (region, int) {
	var calls []found
	j := i + 1
	for {
		for j < len(text) && (text[j] == ' ' || text[j] == '\n' || text[j] == ',' || text[j] == '\t') {
			j++
		}
		if j >= len(text) {
			break
		}
		if text[j] == ']' {
			j++
			break
		}
		c, ok := parsePyCall(text, j)
		if !ok {
			return region{}, j
		}
		calls = append(calls, s.fromPy(c, 0))
		j = c.end
	}
	for k := range calls {
		calls[k].start, calls[k].end = i, j
		calls[k].strong = strong || len(calls) > 0
	}
	if !strong && s.exampleBefore(text, i) {
		return region{}, j
	}
	return region{start: i, end: j, calls: calls}, j
}

// pyStandalone reads a Python call to an offered tool that stands alone:
// on its own line, or the whole text. A call in a sentence is prose.
func (s *Recoverer) pyStandalone(text string, i, paren, to int, strong bool) (region, bool) {
	if _, _, ok := s.res.resolve(text[i:paren], nil); !ok && text[i:paren] != "print" {
		return region{}, false
	}
	c, ok := parsePyCall(text, i)
	if !ok || c.end > to {
		return region{}, false
	}
	if !strong {
		before := strings.TrimRight(text[:i], " \t")
		after := strings.TrimLeft(text[c.end:to], " \t;")
		if !(before == "" || strings.HasSuffix(before, "\n")) || !(after == "" || strings.HasPrefix(after, "\n") || strings.HasPrefix(after, "\r")) {
			return region{}, false
		}
		if len(c.kwargs.Keys) == 0 && len(c.positional) == 0 {
			return region{}, false // f() alone: too little to tell a call from a mention
		}
	}
	f := s.fromPy(c, 0)
	f.strong = strong
	return region{start: i, end: c.end, calls: []found{f}}, true
}

// exampleBefore reports whether the text just before i (its paragraph, up
// to 120 bytes) says that what follows is an example.
func (s *Recoverer) exampleBefore(text string, i int) bool {
	from := max(0, i-120)
	before := strings.ToLower(text[from:i])
	if p := strings.LastIndex(before, "\n\n"); p >= 0 {
		before = before[p:]
	}
	for _, cue := range exampleCues {
		if strings.Contains(before, cue) {
			return true
		}
	}
	return false
}

// thinkRanges returns the spans of thinking blocks.
func thinkRanges(text string) [][2]int {
	var out [][2]int
	for _, pair := range [][2]string{{"<think>", "</think>"}, {"<|START_THINKING|>", "<|END_THINKING|>"}, {"<|channel|>analysis<|message|>", "<|end|>"}} {
		from := 0
		for {
			i := strings.Index(text[from:], pair[0])
			if i < 0 {
				break
			}
			i += from
			e := strings.Index(text[i:], pair[1])
			if e < 0 {
				out = append(out, [2]int{i, len(text)})
				break
			}
			out = append(out, [2]int{i, i + e + len(pair[1])})
			from = i + e + len(pair[1])
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	// merge overlaps, so that the spans can be searched
	merged := out[:0]
	for _, r := range out {
		if n := len(merged); n > 0 && r[0] < merged[n-1][1] {
			merged[n-1][1] = max(merged[n-1][1], r[1])
			continue
		}
		merged = append(merged, r)
	}
	return merged
}

// embedded finds call objects at any depth of a value whose text broke
// after them.
func (s *Recoverer) embedded(v lenient.Value, depth int) []found {
	if depth > 32 {
		return nil
	}
	var out []found
	for _, it := range v.Items {
		if it.Kind == lenient.Object {
			for _, f := range s.fromObject(it, depth) {
				if t, _, ok := s.res.resolve(f.name, f.argNames()); ok && t != nil && (f.hasArgs || len(f.flat) > 0) {
					out = append(out, f)
				}
			}
		}
		if len(out) == 0 && (it.Kind == lenient.Object || it.Kind == lenient.Array) {
			out = append(out, s.embedded(it, depth+1)...)
		}
	}
	return out
}

// afterFillers returns where a JSON object starts after a name, past the
// fillers a stripped format leaves (white space, "json", [ARGS], ...), or
// -1 when something else comes first.
func afterFillers(text string, i int) int {
	for k := 0; k < 8 && i < len(text); k++ {
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i < len(text) && text[i] == '{' {
			return i
		}
		matched := false
		for _, f := range nameFillers {
			if strings.HasPrefix(text[i:], f) {
				i += len(f)
				matched = true
				break
			}
		}
		if !matched {
			return -1
		}
	}
	return -1
}

// nameThenJSON reads an offered tool's name at the start of a line,
// followed (on that line or the next) by its arguments as a JSON object:
// what formats leave once a server strips their special tokens.
func (s *Recoverer) nameThenJSON(text string, i, j, to int, strong bool) (region, bool) {
	if !strong && !lineStart(text, i) {
		return region{}, false
	}
	b := afterFillers(text, j)
	if b < 0 && j < to && (text[j] == '\n' || text[j] == '\r') {
		k := j
		for k < to && (text[k] == '\n' || text[k] == '\r' || text[k] == ' ') {
			k++
		}
		if k < to && text[k] == '{' {
			b = k
		}
	}
	if b < 0 || b >= to {
		return region{}, false
	}
	v, n, rep, err := lenient.ParseString(text[b:to], lenient.Options{})
	if err != nil || v.Kind != lenient.Object || len(v.Keys) == 0 {
		return region{}, false
	}
	t, _, ok := s.res.resolve(text[i:j], v.Keys)
	if !ok || !fitsParams(t, v.Keys) {
		return region{}, false
	}
	f := found{name: text[i:j], args: v, hasArgs: true, repairs: rep, format: "name+json", strong: strong, start: i, end: b + n}
	return region{start: i, end: b + n, calls: []found{f}}, true
}

// oneStringArg makes the arguments of a tool with a single parameter (or a
// single required one) from a plain string.
func oneStringArg(t *tool.Tool, s string) lenient.Value {
	v := lenient.Value{Kind: lenient.Object}
	order := propertyOrder(t)
	req, _ := t.Parameters()["required"].([]any)
	name := ""
	switch {
	case len(order) == 1:
		name = order[0]
	case len(req) == 1:
		name, _ = req[0].(string)
	}
	if name != "" {
		v.Keys, v.Items = []string{name}, []lenient.Value{{Kind: lenient.String, Text: s}}
	}
	return v
}

// lineStart reports whether only spaces and tabs stand between the start
// of i's line and i.
func lineStart(text string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch text[j] {
		case ' ', '\t':
		case '\n', '\r':
			return true
		default:
			return false
		}
	}
	return true
}

// nextFinder finds the next occurrence of a marker at or after a
// position, reusing its last answer while it is still ahead: for positions
// that never decrease, all its searches together read the text once.
type nextFinder struct {
	text, marker string
	at           int // the last answer; -2 before the first search, -1 when there is no more
}

func (f *nextFinder) from(i int) int {
	if f.at == -1 || f.at >= i {
		return f.at
	}
	if j := strings.Index(f.text[i:], f.marker); j >= 0 {
		f.at = i + j
	} else {
		f.at = -1
	}
	return f.at
}
