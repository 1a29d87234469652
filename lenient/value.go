package lenient

import (
	"strconv"
	"unicode/utf8"
)

// Kind is the kind of a Value.
type Kind uint8

// The kinds of values.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{"null", "boolean", "number", "string", "array", "object"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Value is a JSON value. An object keeps its members in the order written.
type Value struct {
	Kind Kind
	// Text is a string's decoded text, a number's JSON literal, or a
	// boolean's "true" or "false".
	Text string
	// Keys are an object's member names, in order; Items are their values
	// (for an object) or an array's elements.
	Keys  []string
	Items []Value
}

// Get returns the value of an object's member key, and whether there is
// one. Of members with the same name, the first counts.
func (v Value) Get(key string) (Value, bool) {
	if v.Kind != Object {
		return Value{}, false
	}
	for i, k := range v.Keys {
		if k == key {
			return v.Items[i], true
		}
	}
	return Value{}, false
}

// JSON returns v as compact JSON text.
func (v Value) JSON() []byte { return v.AppendJSON(nil) }

// AppendJSON appends v as compact JSON text to dst. HTML characters are
// not escaped.
func (v Value) AppendJSON(dst []byte) []byte {
	switch v.Kind {
	case Null:
		return append(dst, "null"...)
	case Bool, Number:
		return append(dst, v.Text...)
	case String:
		return AppendString(dst, v.Text)
	case Array:
		dst = append(dst, '[')
		for i, it := range v.Items {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = it.AppendJSON(dst)
		}
		return append(dst, ']')
	case Object:
		dst = append(dst, '{')
		for i, k := range v.Keys {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = AppendString(dst, k)
			dst = append(dst, ':')
			dst = v.Items[i].AppendJSON(dst)
		}
		return append(dst, '}')
	}
	return append(dst, "null"...)
}

const hexDigits = "0123456789abcdef"

// AppendString appends s as a JSON string to dst, escaping what JSON
// requires (quotes, backslashes, control characters, and invalid UTF-8 as
// U+FFFD) and nothing else.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
