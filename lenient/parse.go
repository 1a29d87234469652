package lenient

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// Repairs is the set of departures from JSON that Parse read past.
type Repairs uint32

// The repairs.
const (
	SingleQuotes      Repairs = 1 << iota // 'text'
	UnquotedKeys                          // {city: ...}
	BareWords                             // an unquoted value other than a number, true, false or null, read as a string
	PythonLiterals                        // None, True, False (and other spellings of null and the booleans)
	TrailingCommas                        // [1, 2,] and {"a": 1,}, and commas with nothing between them
	MissingCommas                         // members or elements with no comma between them
	MissingColons                         // {"a" 1}, or {"a" = 1}
	Comments                              // // line, /* block */ and # line comments
	ControlChars                          // raw newlines and other control characters inside a string
	InvalidEscapes                        // \' and other escapes JSON does not have, kept as written
	InnerQuotes                           // a quote inside a string, left unescaped
	NumberForms                           // +1, .5, 1. (written as 1, 0.5, 1.0)
	Truncated                             // the input ended inside a value: what was open was closed, a key without its value dropped
	StoppedAtError                        // the text stopped being JSON inside a value: the value ends there, what was open closed
	TypographicQuotes                     // “text” read as "text"
)

var repairNames = []string{
	"single quotes", "unquoted keys", "bare words", "Python literals", "trailing commas", "missing commas",
	"missing colons", "comments", "control characters in strings", "invalid escapes", "unescaped inner quotes",
	"number forms", "truncated input closed", "stopped at an error", "typographic quotes",
}

// List returns the names of the repairs, in a fixed order.
func (r Repairs) List() []string {
	var out []string
	for i, n := range repairNames {
		if r&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String returns the repairs' names, joined by commas.
func (r Repairs) String() string { return strings.Join(r.List(), ", ") }

// Options tunes Parse. The zero value is ready to use.
type Options struct {
	// MaxDepth bounds the nesting of objects and arrays; zero means 256.
	// Deeper text stops the value there (StoppedAtError).
	MaxDepth int
}

// SyntaxError reports text where no value starts.
type SyntaxError struct {
	Offset int    // the byte at fault
	Msg    string // what is there
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("lenient: no JSON value at byte %d: %s", e.Offset, e.Msg)
}

// Parse reads the value that starts data, after white space and comments,
// and returns it, the number of bytes it took (white space before it
// included), and what it repaired. It fails only when no value starts
// there; a value whose text stops being JSON part way ends at that point,
// with what was open closed (StoppedAtError), and n says where.
func Parse(data []byte, opt Options) (v Value, n int, r Repairs, err error) {
	p := parser{d: data, maxDepth: opt.MaxDepth}
	if p.maxDepth <= 0 {
		p.maxDepth = 256
	}
	p.ws()
	if p.i >= len(p.d) {
		return Value{}, 0, 0, &SyntaxError{Offset: len(p.d), Msg: "end of input"}
	}
	if !p.startsValue(p.d[p.i]) {
		return Value{}, 0, 0, &SyntaxError{Offset: p.i, Msg: fmt.Sprintf("%q cannot start a value", p.d[p.i])}
	}
	v, _ = p.value(0)
	if p.stopped {
		return v, p.stopAt, p.rep, nil
	}
	return v, p.i, p.rep, nil
}

// ParseString is Parse for text held in a string. It does not copy s: a
// caller scanning a long text for values may call it at every offset
// without the cost growing with what is left.
func ParseString(s string, opt Options) (Value, int, Repairs, error) {
	return Parse(unsafe.Slice(unsafe.StringData(s), len(s)), opt)
}

type parser struct {
	d        []byte
	i        int
	rep      Repairs
	maxDepth int
	stopped  bool
	stopAt   int
	buf      []byte // scratch for strings
}

func (p *parser) stop() {
	if !p.stopped {
		p.stopped, p.stopAt = true, p.i
		p.rep |= StoppedAtError
	}
}

// openQuote and closeQuote are “ and ”, which some models and editors
// write for ".
const (
	openQuote  = "\u201c"
	closeQuote = "\u201d"
)

func (p *parser) atOpenQuote() bool {
	return strings.HasPrefix(string(p.d[p.i:min(len(p.d), p.i+3)]), openQuote)
}

// smartStr reads a string between “ and ”.
func (p *parser) smartStr() string {
	p.rep |= TypographicQuotes
	p.i += len(openQuote)
	start := p.i
	end := bytes.Index(p.d[start:], []byte(closeQuote))
	if end < 0 {
		p.rep |= Truncated
		p.i = len(p.d)
		return string(p.d[start:])
	}
	p.i = start + end + len(closeQuote)
	return string(p.d[start : start+end])
}

func (p *parser) startsValue(c byte) bool {
	if c == 0xe2 && p.atOpenQuote() {
		return true
	}
	switch {
	case c == '{' || c == '[' || c == '"' || c == '\'' || c == '-' || c == '+' || c == '.':
		return true
	case c >= '0' && c <= '9', c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		return true
	}
	return false
}

// ws skips white space and comments.
func (p *parser) ws() {
	for p.i < len(p.d) {
		switch c := p.d[p.i]; c {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			p.i++
		case '/':
			if p.i+1 < len(p.d) && p.d[p.i+1] == '/' {
				p.rep |= Comments
				p.skipLine()
			} else if p.i+1 < len(p.d) && p.d[p.i+1] == '*' {
				p.rep |= Comments
				end := bytes.Index(p.d[p.i+2:], []byte("*/"))
				if end < 0 {
					p.i = len(p.d)
				} else {
					p.i += 2 + end + 2
				}
			} else {
				return
			}
		case '#':
			if p.i+1 < len(p.d) && (p.d[p.i+1] == ' ' || p.d[p.i+1] == '\t') {
				p.rep |= Comments
				p.skipLine()
			} else {
				return
			}
		case 0xc2: // U+00A0, a no-break space
			if p.i+1 < len(p.d) && p.d[p.i+1] == 0xa0 {
				p.i += 2
			} else {
				return
			}
		default:
			return
		}
	}
}

func (p *parser) skipLine() {
	for p.i < len(p.d) && p.d[p.i] != '\n' {
		p.i++
	}
}

// value reads a value at p.i, which is not at the end and not white space.
// ok is false when there was none to read (the input ended, or the text
// cannot start a value); the parser has then stopped or hit the end.
func (p *parser) value(depth int) (Value, bool) {
	switch c := p.d[p.i]; {
	case c == '{':
		if depth >= p.maxDepth {
			p.stop()
			return Value{}, false
		}
		return p.object(depth + 1), true
	case c == '[':
		if depth >= p.maxDepth {
			p.stop()
			return Value{}, false
		}
		return p.array(depth + 1), true
	case c == '"' || c == '\'':
		return Value{Kind: String, Text: p.str(c, false)}, true
	case c == 0xe2 && p.atOpenQuote():
		return Value{Kind: String, Text: p.smartStr()}, true
	case p.startsValue(c):
		return p.bare(), true
	}
	p.stop()
	return Value{}, false
}

func (p *parser) object(depth int) Value {
	p.i++ // {
	v := Value{Kind: Object}
	afterComma := false
	for {
		p.ws()
		if p.i >= len(p.d) {
			p.rep |= Truncated
			return v
		}
		c := p.d[p.i]
		switch {
		case c == '}':
			if afterComma {
				p.rep |= TrailingCommas
			}
			p.i++
			return v
		case c == ',':
			if afterComma || len(v.Keys) == 0 {
				p.rep |= TrailingCommas
			}
			afterComma = true
			p.i++
			continue
		}
		if len(v.Keys) > 0 && !afterComma {
			if c != '"' && c != '\'' && !isIdentStart(c) && !(c == 0xe2 && p.atOpenQuote()) {
				p.stop()
				return v
			}
			p.rep |= MissingCommas
		}
		afterComma = false
		var key string
		switch {
		case c == '"' || c == '\'':
			key = p.str(c, true)
		case c == 0xe2 && p.atOpenQuote():
			key = p.smartStr()
		case isIdentStart(c):
			p.rep |= UnquotedKeys
			start := p.i
			for p.i < len(p.d) && isIdent(p.d[p.i]) {
				p.i++
			}
			key = string(p.d[start:p.i])
		default:
			p.stop()
			return v
		}
		if p.stopped {
			return v
		}
		p.ws()
		if p.i >= len(p.d) {
			p.rep |= Truncated // a key without its value is dropped
			return v
		}
		switch c := p.d[p.i]; {
		case c == ':':
			p.i++
		case c == '=':
			p.rep |= MissingColons
			p.i++
		case c == '"' || c == '\'' || c == '{' || c == '[' || c >= '0' && c <= '9':
			p.rep |= MissingColons
		default:
			p.stop()
			return v
		}
		p.ws()
		if p.i >= len(p.d) {
			p.rep |= Truncated
			return v
		}
		val, ok := p.value(depth)
		if !ok {
			return v
		}
		v.Keys, v.Items = append(v.Keys, key), append(v.Items, val)
		if p.stopped {
			return v
		}
	}
}

func (p *parser) array(depth int) Value {
	p.i++ // [
	v := Value{Kind: Array}
	afterComma := false
	for {
		p.ws()
		if p.i >= len(p.d) {
			p.rep |= Truncated
			return v
		}
		c := p.d[p.i]
		switch {
		case c == ']':
			if afterComma {
				p.rep |= TrailingCommas
			}
			p.i++
			return v
		case c == ',':
			if afterComma || len(v.Items) == 0 {
				p.rep |= TrailingCommas
			}
			afterComma = true
			p.i++
			continue
		}
		if len(v.Items) > 0 && !afterComma {
			if !p.startsValue(c) {
				p.stop()
				return v
			}
			p.rep |= MissingCommas
		}
		afterComma = false
		val, ok := p.value(depth)
		if !ok {
			return v
		}
		v.Items = append(v.Items, val)
		if p.stopped {
			return v
		}
	}
}

// str reads a string quoted by q, at p.i. A quote that is not followed
// (after white space) by what may follow a string is taken as part of it:
// for a key, a colon; for a value, a comma, a colon, a closing bracket or
// parenthesis, or the end.
func (p *parser) str(q byte, key bool) string {
	if q == '\'' {
		p.rep |= SingleQuotes
	}
	p.i++
	start := p.i
	p.buf = p.buf[:0]
	plain := true // no escape or repair yet: the string is d[start:p.i]
	for {
		if p.i >= len(p.d) {
			p.rep |= Truncated
			break
		}
		c := p.d[p.i]
		if c == q {
			j := p.i + 1
			for j < len(p.d) && (p.d[j] == ' ' || p.d[j] == '\t' || p.d[j] == '\r' || p.d[j] == '\n') {
				j++
			}
			if j >= len(p.d) || endsString(p.d[j], key) || key && j > p.i+1 && startsPlainValue(p.d[j]) ||
				!key && j > p.i+1 && p.d[j] == '"' && keyAt(p.d, j) {
				break // the end, and a comma is missing before the next key
			}
			p.rep |= InnerQuotes
			if plain {
				p.buf, plain = append(p.buf, p.d[start:p.i]...), false
			}
			p.buf = append(p.buf, c)
			p.i++
			continue
		}
		if c == '\\' {
			if plain {
				p.buf, plain = append(p.buf, p.d[start:p.i]...), false
			}
			p.escape(q)
			continue
		}
		if c < 0x20 {
			p.rep |= ControlChars
		}
		if !plain {
			p.buf = append(p.buf, c)
		}
		p.i++
	}
	var s string
	if plain {
		s = string(p.d[start:p.i])
	} else {
		s = string(p.buf)
	}
	if p.i < len(p.d) {
		p.i++ // the closing quote
	}
	return s
}

// keyAt reports whether a quoted key and its colon start at d[j]: "name":
// (looked at no further than a key's usual length).
func keyAt(d []byte, j int) bool {
	for k := j + 1; k < len(d) && k < j+65; k++ {
		switch d[k] {
		case '"':
			for k++; k < len(d) && (d[k] == ' ' || d[k] == '\t'); k++ {
			}
			return k < len(d) && d[k] == ':'
		case '\\', '\n', '{', '}', ',':
			return false
		}
	}
	return false
}

// startsPlainValue reports whether c starts a value that cannot be the
// rest of a key: {"a" 1}.
func startsPlainValue(c byte) bool {
	return c == '"' || c == '\'' || c == '{' || c == '[' || c >= '0' && c <= '9' || c == '-'
}

func endsString(c byte, key bool) bool {
	if key {
		return c == ':' || c == '=' || c == ',' || c == '}'
	}
	return c == ',' || c == ':' || c == '}' || c == ']' || c == ')'
}

// escape decodes the escape at p.i into p.buf.
func (p *parser) escape(q byte) {
	if p.i+1 >= len(p.d) {
		p.rep |= Truncated
		p.i++
		return
	}
	e := p.d[p.i+1]
	switch e {
	case '"', '\\', '/':
		p.buf = append(p.buf, e)
	case 'b':
		p.buf = append(p.buf, '\b')
	case 'f':
		p.buf = append(p.buf, '\f')
	case 'n':
		p.buf = append(p.buf, '\n')
	case 'r':
		p.buf = append(p.buf, '\r')
	case 't':
		p.buf = append(p.buf, '\t')
	case '\'':
		if q != '\'' {
			p.rep |= InvalidEscapes
		}
		p.buf = append(p.buf, '\'')
	case 'u':
		if r, ok := hex4(p.d[p.i+2:]); ok {
			p.i += 6
			if utf16.IsSurrogate(r) && p.i+1 < len(p.d) && p.d[p.i] == '\\' && p.d[p.i+1] == 'u' {
				if r2, ok := hex4(p.d[p.i+2:]); ok {
					if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
						p.i += 6
						p.buf = utf8.AppendRune(p.buf, d)
						return
					}
				}
			}
			p.buf = utf8.AppendRune(p.buf, r)
			return
		}
		p.rep |= InvalidEscapes
		p.buf = append(p.buf, '\\', 'u')
	default:
		p.rep |= InvalidEscapes // kept as written: \d stays \d
		p.buf = append(p.buf, '\\', e)
	}
	p.i += 2
}

func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c >= 0x80
}

func isIdent(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '-' || c == '.'
}

// bare reads an unquoted value: a number, a literal, or a word read as a
// string, up to a comma, a closing bracket or the end of the line.
func (p *parser) bare() Value {
	start := p.i
	for p.i < len(p.d) {
		c := p.d[p.i]
		if c == ',' || c == '}' || c == ']' || c == '\n' || c == '\r' || c == ')' {
			break
		}
		if (c == '#' || c == '/' && p.i+1 < len(p.d) && p.d[p.i+1] == '/') && p.i > start && (p.d[p.i-1] == ' ' || p.d[p.i-1] == '\t') {
			break // a comment after the value
		}
		p.i++
	}
	tok := strings.TrimRight(string(p.d[start:p.i]), " \t")
	switch tok {
	case "true", "false":
		return Value{Kind: Bool, Text: tok}
	case "null":
		return Value{Kind: Null}
	case "True", "TRUE":
		p.rep |= PythonLiterals
		return Value{Kind: Bool, Text: "true"}
	case "False", "FALSE":
		p.rep |= PythonLiterals
		return Value{Kind: Bool, Text: "false"}
	case "None", "NULL", "Null", "nil", "undefined":
		p.rep |= PythonLiterals
		return Value{Kind: Null}
	}
	if num, ok, forms := number(tok); ok {
		if forms {
			p.rep |= NumberForms
		}
		return Value{Kind: Number, Text: num}
	}
	p.rep |= BareWords
	return Value{Kind: String, Text: tok}
}

// number returns tok as a JSON number literal, if it is one or one of the
// lenient forms (+1, .5, 1.). A leading zero ("007") is no number: it is
// read as a string, which loses nothing.
func number(tok string) (string, bool, bool) {
	if tok == "" {
		return "", false, false
	}
	s, forms := tok, false
	neg := ""
	switch s[0] {
	case '+':
		s, forms = s[1:], true
	case '-':
		s, neg = s[1:], "-"
	}
	if s == "" {
		return "", false, false
	}
	if s[0] == '.' {
		s, forms = "0"+s, true
	}
	if strings.HasSuffix(s, ".") {
		s, forms = s+"0", true
	}
	// integer part
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 1 && s[0] == '0' {
		return "", false, false
	}
	if i < len(s) && s[i] == '.' {
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 {
			return "", false, false
		}
		i = j
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k == j {
			return "", false, false
		}
		i = k
	}
	if i != len(s) {
		return "", false, false
	}
	return neg + s, true, forms
}
