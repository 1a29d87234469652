package recovery

import (
	"strings"

	"github.com/mendgraph/mend/lenient"
)

// xmlCall reads the XML-like formats, all of which give a name and
// arguments each in its own element, the values as text:
//
//	<function=get_weather><parameter=city>Paris</parameter></function>                 Qwen3-Coder, Seed-OSS
//	<invoke name="get_weather"><parameter name="city">Paris</parameter></invoke>        MiniMax, DeepSeek V3.2, Claude-style
//	get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value>                      GLM-4.5 (inside <tool_call>)
//	<get_weather><city>Paris</city></get_weather>                                       Cline-style, a tag named after the tool
//
// A value is kept as text; the tool's schema decides later what it is
// (schema.Coerce turns "3" into 3 for an integer). A closing tag a model
// dropped ends where the next element starts.

// params reads <parameter=K>V</parameter> or <parameter name="K">V</parameter>
// elements from body, in order.
func params(body string) lenient.Value {
	v := lenient.Value{Kind: lenient.Object}
	i := 0
	for {
		j := indexFold(body[i:], "parameter")
		if j < 0 {
			return v
		}
		j += i
		lt := strings.LastIndexByte(body[i:j], '<')
		if lt < 0 || strings.ContainsAny(body[i+lt:j], ">\n") || j > 0 && body[j-1] == '/' {
			i = j + len("parameter")
			continue
		}
		tagEnd := strings.IndexByte(body[j:], '>')
		if tagEnd < 0 {
			return v
		}
		tag := body[j+len("parameter") : j+tagEnd]
		key := ""
		switch {
		case strings.HasPrefix(tag, "="):
			key = strings.Trim(tag[1:], `"' `)
		default:
			key = attr(tag, "name")
		}
		start := j + tagEnd + 1
		end, next := closeTag(body, start, "parameter")
		if key != "" {
			v.Keys, v.Items = append(v.Keys, key), append(v.Items, lenient.Value{Kind: lenient.String, Text: trimValue(body[start:end])})
		}
		i = next
		if i >= len(body) {
			return v
		}
	}
}

// closeTag finds where the element started at start ends: at its closing
// tag (</name> or </prefix:name>, </｜DSML｜name>), or where the next
// element of the same name or its enclosing element begins. It returns the
// end of the content and where to go on.
func closeTag(s string, start int, name string) (end, next int) {
	i := start
	for {
		j := strings.Index(s[i:], "<")
		if j < 0 {
			return len(s), len(s)
		}
		j += i
		rest := s[j+1:]
		if strings.HasPrefix(rest, "/") {
			// </name>, </x:name>, </｜DSML｜name>
			if k := strings.IndexByte(rest, '>'); k > 0 && k < 40 && strings.HasSuffix(rest[:k], name) {
				return j, j + 1 + k + 1
			}
			// a closing tag of the enclosing element: ours was never closed
			if strings.HasPrefix(rest, "/function") || strings.HasPrefix(rest, "/invoke") || strings.HasPrefix(rest, "/tool_call") {
				return j, j
			}
		} else if k := indexFold(rest, name); k >= 0 && k < 24 && !strings.ContainsAny(rest[:k], "<> \n") {
			return j, j // the next element of the same name: ours was never closed
		}
		i = j + 1
	}
}

// attr returns the value of an attribute in a tag's text: name="x".
func attr(tag, name string) string {
	i := strings.Index(tag, name+"=")
	if i < 0 {
		return ""
	}
	v := strings.TrimLeft(tag[i+len(name)+1:], " ")
	if v == "" {
		return ""
	}
	if q := v[0]; q == '"' || q == '\'' {
		if k := strings.IndexByte(v[1:], q); k >= 0 {
			return v[1 : 1+k]
		}
		return v[1:]
	}
	if k := strings.IndexAny(v, " >/"); k >= 0 {
		return v[:k]
	}
	return v
}

// trimValue drops the white space around an element's text, where
// Qwen3-Coder puts a newline on each side.
func trimValue(s string) string { return strings.TrimSpace(s) }

// indexFold is strings.Index for an ASCII word, ignoring case.
func indexFold(s, word string) int {
	if len(word) == 0 {
		return 0
	}
	first := word[0]
	for i := 0; i+len(word) <= len(s); i++ {
		c := s[i]
		if c|0x20 != first|0x20 {
			continue
		}
		if strings.EqualFold(s[i:i+len(word)], word) {
			return i
		}
	}
	return -1
}

// glmArgs reads GLM-4.5's <arg_key>K</arg_key><arg_value>V</arg_value> pairs.
func glmArgs(body string) lenient.Value {
	v := lenient.Value{Kind: lenient.Object}
	i := 0
	valueEnd := nextFinder{text: body, marker: "</arg_value>", at: -2}
	keyAt := nextFinder{text: body, marker: "<arg_key>", at: -2}
	for {
		k := strings.Index(body[i:], "<arg_key>")
		if k < 0 {
			return v
		}
		k += i + len("<arg_key>")
		ke := strings.Index(body[k:], "</arg_key>")
		if ke < 0 {
			return v
		}
		key := strings.TrimSpace(body[k : k+ke])
		i = k + ke + len("</arg_key>")
		vs := strings.Index(body[i:], "<arg_value>")
		if vs < 0 {
			return v
		}
		vs += i + len("<arg_value>")
		ve, nk := valueEnd.from(vs), keyAt.from(vs)
		val := ""
		switch {
		case ve >= 0 && (nk < 0 || ve < nk):
			val, i = body[vs:ve], ve+len("</arg_value>")
		case nk >= 0:
			val, i = body[vs:nk], nk
		default:
			val, i = body[vs:], len(body)
		}
		v.Keys, v.Items = append(v.Keys, key), append(v.Items, lenient.Value{Kind: lenient.String, Text: trimValue(val)})
	}
}

// childElements reads <k>v</k> children, for a tag named after the tool.
func childElements(body string) (lenient.Value, bool) {
	v := lenient.Value{Kind: lenient.Object}
	i := 0
	for {
		for i < len(body) && (body[i] == ' ' || body[i] == '\n' || body[i] == '\t' || body[i] == '\r') {
			i++
		}
		if i >= len(body) {
			return v, len(v.Keys) > 0
		}
		if body[i] != '<' {
			return v, false
		}
		e := strings.IndexByte(body[i:], '>')
		if e < 0 {
			return v, false
		}
		name := body[i+1 : i+e]
		if name == "" || strings.ContainsAny(name, " /=\"'") {
			return v, false
		}
		start := i + e + 1
		end := strings.Index(body[start:], "</"+name+">")
		if end < 0 {
			return v, false
		}
		content := body[start : start+end]
		val := lenient.Value{Kind: lenient.String, Text: trimValue(content)}
		if inner, ok := childElements(content); ok && strings.Count(content, "<") < 1024 {
			val = inner // nested elements: an object
		}
		v.Keys, v.Items = append(v.Keys, name), append(v.Items, val)
		i = start + end + len("</"+name+">")
	}
}
