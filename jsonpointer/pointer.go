// Package jsonpointer implements RFC 6901 JSON Pointers, the one
// implementation every mend package uses to say where a problem is in a
// tool call's arguments: the validator's errors, the schema's violations,
// JSON Patch paths, repairs and references between calls.
//
// A [Pointer] holds its reference tokens unescaped; its String form escapes
// "~" as "~0" and "/" as "~1":
//
//	p := jsonpointer.New("legs", "0", "a/b")
//	p.String()                  // "/legs/0/a~1b"
//	q, err := jsonpointer.Parse("/legs/0/a~1b") // q equals p
package jsonpointer

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrSyntax is wrapped by every error [Parse] returns.
var ErrSyntax = errors.New("jsonpointer: invalid pointer")

// SyntaxError reports a string that is not an RFC 6901 pointer.
type SyntaxError struct {
	Pointer string // the string as given
	Offset  int    // the byte at fault
	Msg     string // what is wrong there
}

// Error implements the error interface.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("jsonpointer: %q at byte %d: %s", e.Pointer, e.Offset, e.Msg)
}

// Unwrap returns [ErrSyntax].
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// Pointer is an RFC 6901 JSON Pointer, as its unescaped reference tokens.
// The empty Pointer refers to the whole document.
type Pointer []string

// New returns the pointer made of tokens, which are taken unescaped.
func New(tokens ...string) Pointer { return Pointer(tokens) }

// Parse parses the RFC 6901 form of a pointer: "" or a string starting with
// "/" whose tokens escape "~" as "~0" and "/" as "~1". It returns a
// *SyntaxError for anything else.
func Parse(s string) (Pointer, error) {
	if s == "" {
		return Pointer{}, nil
	}
	if s[0] != '/' {
		return nil, &SyntaxError{Pointer: s, Offset: 0, Msg: "does not start with /"}
	}
	toks := strings.Split(s[1:], "/")
	off := 1
	for i, t := range toks {
		u, at, ok := unescape(t)
		if !ok {
			return nil, &SyntaxError{Pointer: s, Offset: off + at, Msg: "~ not followed by 0 or 1"}
		}
		toks[i] = u
		off += len(t) + 1
	}
	return Pointer(toks), nil
}

// unescape undoes a token's escapes; on failure it returns the offset of
// the bad "~".
func unescape(t string) (string, int, bool) {
	i := strings.IndexByte(t, '~')
	if i < 0 {
		return t, 0, true
	}
	var b strings.Builder
	b.Grow(len(t))
	b.WriteString(t[:i])
	for j := i; j < len(t); j++ {
		if t[j] != '~' {
			b.WriteByte(t[j])
			continue
		}
		if j+1 >= len(t) || (t[j+1] != '0' && t[j+1] != '1') {
			return "", j, false
		}
		if t[j+1] == '0' {
			b.WriteByte('~')
		} else {
			b.WriteByte('/')
		}
		j++
	}
	return b.String(), 0, true
}

// String returns the pointer's RFC 6901 form.
func (p Pointer) String() string {
	n := 0
	for _, t := range p {
		n += 1 + len(t)
	}
	b := make([]byte, 0, n)
	for _, t := range p {
		b = append(b, '/')
		b = AppendEscaped(b, t)
	}
	return string(b)
}

// Append returns a new pointer: p followed by tokens. p is not modified.
func (p Pointer) Append(tokens ...string) Pointer {
	out := make(Pointer, 0, len(p)+len(tokens))
	return append(append(out, p...), tokens...)
}

// Index returns a new pointer: p followed by the array index i.
func (p Pointer) Index(i int) Pointer { return p.Append(strconv.Itoa(i)) }

// Lookup returns the value p refers to in a document decoded by
// encoding/json into any (maps, slices and scalars), and whether there is
// one.
func (p Pointer) Lookup(doc any) (any, bool) {
	cur := doc
	for _, tok := range p {
		switch v := cur.(type) {
		case map[string]any:
			x, ok := v[tok]
			if !ok {
				return nil, false
			}
			cur = x
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(v) || (len(tok) > 1 && tok[0] == '0') {
				return nil, false
			}
			cur = v[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// Escape returns one reference token in its RFC 6901 form.
func Escape(token string) string {
	if !strings.ContainsAny(token, "~/") {
		return token
	}
	return string(AppendEscaped(nil, token))
}

// Join returns the RFC 6901 form of the pointer made of tokens, which are
// taken unescaped: Join("a/b", "0") is "/a~1b/0".
func Join(tokens ...string) string { return Pointer(tokens).String() }

// AppendEscaped appends one reference token, escaped, to dst. It does not
// allocate when dst has room.
func AppendEscaped[T ~string | ~[]byte](dst []byte, token T) []byte {
	i := 0
	for i < len(token) && token[i] != '~' && token[i] != '/' {
		i++
	}
	dst = append(dst, token[:i]...)
	for ; i < len(token); i++ {
		switch c := token[i]; c {
		case '~':
			dst = append(dst, '~', '0')
		case '/':
			dst = append(dst, '~', '1')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
