package recovery

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mendgraph/mend/lenient"
)

// pyCall is a call written in Python syntax: get_weather(city="Paris").
type pyCall struct {
	name       string
	kwargs     lenient.Value // an object of the keyword arguments, in order
	positional []lenient.Value
	start, end int
}

// pyParser reads Python call syntax: names, keyword and positional
// arguments whose values are literals (strings, numbers, True, False,
// None, lists, tuples and dicts of literals). A variable or an expression
// as an argument means the text is code, not a call: the parse fails.
type pyParser struct {
	s     string
	i     int
	depth int
}

const (
	maxPyDepth = 64
	maxPyToken = 64 // a number, True, False or None is shorter: longer is code
)

// callAt parses a call at s[i:]: an identifier (dotted), then arguments in
// parentheses. print(f(...)) is read as f(...).
func parsePyCall(s string, i int) (pyCall, bool) {
	p := pyParser{s: s, i: i}
	c, ok := p.call()
	if !ok {
		return pyCall{}, false
	}
	c.start, c.end = i, p.i
	return c, true
}

func (p *pyParser) ws() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

func (p *pyParser) ident() string {
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || p.i > start && (c >= '0' && c <= '9' || c == '.' || c == '-') {
			p.i++
			continue
		}
		break
	}
	return p.s[start:p.i]
}

func (p *pyParser) call() (pyCall, bool) {
	name := p.ident()
	if name == "" || p.i >= len(p.s) || p.s[p.i] != '(' {
		return pyCall{}, false
	}
	p.i++
	if name == "print" { // Gemma's tool_code: print(f(...))
		p.ws()
		inner, ok := p.call()
		if !ok {
			return pyCall{}, false
		}
		p.ws()
		if p.i < len(p.s) && p.s[p.i] == ')' {
			p.i++
		}
		return inner, true
	}
	c := pyCall{name: name, kwargs: lenient.Value{Kind: lenient.Object}}
	for {
		p.ws()
		if p.i >= len(p.s) {
			return c, true // cut off: what was read stands
		}
		if p.s[p.i] == ')' {
			p.i++
			return c, true
		}
		if p.s[p.i] == ',' {
			p.i++
			continue
		}
		// keyword argument?
		save := p.i
		if k := p.ident(); k != "" {
			p.ws()
			if p.i < len(p.s) && (p.s[p.i] == '=' && (p.i+1 >= len(p.s) || p.s[p.i+1] != '=') || p.s[p.i] == ':' && (p.i+1 >= len(p.s) || p.s[p.i+1] != ':')) {
				p.i++
				p.ws()
				v, ok := p.literal()
				if !ok {
					return pyCall{}, false
				}
				c.kwargs.Keys, c.kwargs.Items = append(c.kwargs.Keys, k), append(c.kwargs.Items, v)
				continue
			}
			p.i = save
		}
		v, ok := p.literal()
		if !ok {
			return pyCall{}, false
		}
		c.positional = append(c.positional, v)
	}
}

// literal reads a Python literal.
func (p *pyParser) literal() (lenient.Value, bool) {
	if p.i >= len(p.s) {
		return lenient.Value{}, false
	}
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxPyDepth {
		return lenient.Value{}, false
	}
	switch c := p.s[p.i]; {
	case c == '"' || c == '\'':
		s, ok := p.str()
		return lenient.Value{Kind: lenient.String, Text: s}, ok
	case c == '[' || c == '(':
		closer := byte(']')
		if c == '(' {
			closer = ')'
		}
		p.i++
		v := lenient.Value{Kind: lenient.Array}
		for {
			p.ws()
			if p.i >= len(p.s) {
				return v, true
			}
			if p.s[p.i] == closer {
				p.i++
				return v, true
			}
			if p.s[p.i] == ',' {
				p.i++
				continue
			}
			it, ok := p.literal()
			if !ok {
				return v, false
			}
			v.Items = append(v.Items, it)
		}
	case c == '{':
		p.i++
		v := lenient.Value{Kind: lenient.Object}
		for {
			p.ws()
			if p.i >= len(p.s) {
				return v, true
			}
			if p.s[p.i] == '}' {
				p.i++
				return v, true
			}
			if p.s[p.i] == ',' {
				p.i++
				continue
			}
			var key string
			if p.s[p.i] == '"' || p.s[p.i] == '\'' {
				k, ok := p.str()
				if !ok {
					return v, false
				}
				key = k
			} else if key = p.ident(); key == "" {
				return v, false
			}
			p.ws()
			if p.i >= len(p.s) || p.s[p.i] != ':' {
				return v, false
			}
			p.i++
			p.ws()
			val, ok := p.literal()
			if !ok {
				return v, false
			}
			v.Keys, v.Items = append(v.Keys, key), append(v.Items, val)
		}
	}
	// a number or a name: True, False, None (and JSON's spellings)
	start := p.i
	for p.i < len(p.s) && p.i-start < maxPyToken && !strings.ContainsRune(",)]} \t\n\r:([{\"'", rune(p.s[p.i])) {
		p.i++
	}
	tok := p.s[start:p.i]
	switch tok {
	case "True", "true":
		return lenient.Value{Kind: lenient.Bool, Text: "true"}, true
	case "False", "false":
		return lenient.Value{Kind: lenient.Bool, Text: "false"}, true
	case "None", "null":
		return lenient.Value{Kind: lenient.Null}, true
	}
	if _, err := strconv.ParseFloat(tok, 64); err == nil && tok != "" && !strings.ContainsAny(tok, "xXnN_") {
		v, _, _, err := lenient.ParseString(tok, lenient.Options{})
		if err == nil && v.Kind == lenient.Number {
			return v, true
		}
	}
	return lenient.Value{}, false // a variable or an expression: code, not a call
}

// str reads a Python string literal, triple-quoted or not, with its
// escapes.
func (p *pyParser) str() (string, bool) {
	q := p.s[p.i]
	triple := strings.HasPrefix(p.s[p.i:], strings.Repeat(string(q), 3))
	if triple {
		p.i += 3
	} else {
		p.i++
	}
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case triple && strings.HasPrefix(p.s[p.i:], strings.Repeat(string(q), 3)):
			p.i += 3
			return b.String(), true
		case !triple && c == q:
			p.i++
			return b.String(), true
		case c == '\\' && p.i+1 < len(p.s):
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case '\\', '\'', '"':
				b.WriteByte(e)
			case 'u':
				if p.i+4 <= len(p.s) {
					if r, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32); err == nil {
						b.WriteRune(rune(r))
						p.i += 4
						continue
					}
				}
				b.WriteString(`\u`)
			default:
				b.WriteByte('\\')
				b.WriteByte(e)
			}
		case !triple && c == '\n':
			return b.String(), false // an unterminated one-line string
		default:
			_, size := utf8.DecodeRuneInString(p.s[p.i:])
			b.WriteString(p.s[p.i : p.i+size])
			p.i += size
		}
	}
	return b.String(), true // cut off
}
