package schema

// The lexical scanning of JSON text the validator runs on: strings and
// their escapes, UTF-8, and skipping values it need not check.

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

var strSafe = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// scanString checks the string starting at the quote at i and returns the
// offset past its closing quote, and whether it holds escapes.
func (r *run) scanString(i int) (end int, esc bool) {
	d := r.data
	j := i + 1
	for {
		j = skipPlain(d, j)
		for j < len(d) && strSafe[d[j]] {
			j++
		}
		if j >= len(d) {
			return r.syntax(i, "unterminated string"), esc
		}
		switch d[j] {
		case '"':
			return j + 1, esc
		case '\\':
			esc = true
			if j+1 >= len(d) {
				return r.syntax(i, "unterminated string"), esc
			}
			switch d[j+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				j += 2
			case 'u':
				if j+6 > len(d) || !isHex(d[j+2]) || !isHex(d[j+3]) || !isHex(d[j+4]) || !isHex(d[j+5]) {
					return r.syntax(j, "invalid \\u escape"), esc
				}
				j += 6
			default:
				return r.syntax(j, "invalid escape"), esc
			}
		default:
			return r.syntax(j, "control character in string"), esc
		}
	}
}

const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// skipPlain returns the offset of the first quote, backslash or control
// byte at or after j, found eight bytes at a time with word arithmetic
// (SWAR); near the end of d, where no word is left, it may stop before
// one, for the caller's byte loop to finish. Small enough to be inlined,
// so the scanning loops keep their registers.
func skipPlain(d []byte, j int) int {
	for j+8 <= len(d) {
		if m := specialBytes(binary.LittleEndian.Uint64(d[j:])); m != 0 {
			return j + bits.TrailingZeros64(m)>>3
		}
		j += 8
	}
	return j
}

// plainLeaf returns the offset past the string at i, a value whose schema
// asks nothing of a string: scanned here when it has no escape, by
// scanString otherwise.
func (r *run) plainLeaf(i int) int {
	d := r.data
	if j := skipPlain(d, i+1); j < len(d) && d[j] == '"' {
		return j + 1
	}
	end, _ := r.scanString(i)
	return end
}

// specialBytes returns a word whose lowest set bit is the high bit of the
// first byte of x (little endian) that is a quote, a backslash or below
// 0x20. Bits above the first match may be spurious, the first is exact.
func specialBytes(x uint64) uint64 {
	q := x ^ (lsb * '"')
	b := x ^ (lsb * '\\')
	return ((q-lsb)&^q | (b-lsb)&^b | (x-lsb*0x20)&^x) & msb
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// validUTF8 returns s with each byte that is not part of valid UTF-8
// replaced by U+FFFD, as encoding/json decodes it. It returns s itself,
// without allocating, when s is valid.
func validUTF8(s []byte) []byte {
	if utf8.Valid(s) {
		return s
	}
	out := make([]byte, 0, len(s)+8)
	for len(s) > 0 {
		r, size := utf8.DecodeRune(s)
		if r == utf8.RuneError && size == 1 {
			out = append(out, "\uFFFD"...)
		} else {
			out = append(out, s[:size]...)
		}
		s = s[size:]
	}
	return out
}

// unescaped returns the unescaped form of a checked string body, in r's
// scratch buffer (valid until the next call).
func (r *run) unescaped(raw []byte) []byte {
	r.scratch, _ = unescape(r.scratch[:0], raw)
	return r.scratch
}

// unescape appends the unescaped form of a checked JSON string body to dst.
func unescape(dst, raw []byte) ([]byte, bool) {
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '\\' {
			dst = append(dst, c)
			continue
		}
		i++
		switch raw[i] {
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r1 := hex4(raw[i+1 : i+5])
			i += 4
			if utf16IsSurrogate(r1) && i+6 < len(raw) && raw[i+1] == '\\' && raw[i+2] == 'u' {
				r2 := hex4(raw[i+3 : i+7])
				if dec := utf16Decode(r1, r2); dec != utf8.RuneError {
					dst = utf8.AppendRune(dst, dec)
					i += 6
					continue
				}
			}
			if utf16IsSurrogate(r1) {
				r1 = utf8.RuneError
			}
			dst = utf8.AppendRune(dst, r1)
		default: // " \ /
			dst = append(dst, raw[i])
		}
	}
	return dst, true
}

func hex4(b []byte) rune {
	var r rune
	for _, c := range b {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		default:
			r |= rune(c - 'A' + 10)
		}
	}
	return r
}

func utf16IsSurrogate(r rune) bool { return r >= 0xd800 && r < 0xe000 }

func utf16Decode(r1, r2 rune) rune {
	if r1 >= 0xd800 && r1 < 0xdc00 && r2 >= 0xdc00 && r2 < 0xe000 {
		return (r1-0xd800)<<10 | (r2 - 0xdc00) + 0x10000
	}
	return utf8.RuneError
}

// skip checks the syntax of the value at i and returns the offset past it.
func (r *run) skip(i, depth int) int {
	d := r.data
	i = r.ws(i)
	if i >= len(d) {
		return r.syntax(i, "unexpected end of input")
	}
	switch d[i] {
	case '"':
		end, _ := r.scanString(i)
		return end
	case '{', '[':
		if depth >= MaxDepth {
			return r.tooDeep(i)
		}
		if d[i] == '{' {
			return r.skipObject(i, depth+1)
		}
		return r.skipArray(i, depth+1)
	case 't', 'f', 'n':
		return r.literal(i)
	}
	end, _, _, _ := r.scanNumber(i)
	return end
}

func (r *run) skipObject(i, depth int) int {
	d := r.data
	{
		i = r.ws(i + 1)
		if i < len(d) && d[i] == '}' {
			return i + 1
		}
		for {
			if i >= len(d) || d[i] != '"' {
				return r.syntax(i, "expected a string as object key")
			}
			i, _ = r.scanString(i)
			i = r.ws(i)
			if i >= len(d) || d[i] != ':' {
				return r.syntax(i, "expected ':' after object key")
			}
			i = r.skip(i+1, depth)
			if r.err != nil {
				return len(d)
			}
			i = r.ws(i)
			if i >= len(d) {
				return r.syntax(i, "unterminated object")
			}
			if d[i] == ',' {
				i = r.ws(i + 1)
				continue
			}
			if d[i] == '}' {
				return i + 1
			}
			return r.syntax(i, "expected ',' or '}' in object")
		}
	}
}

func (r *run) skipArray(i, depth int) int {
	d := r.data
	{
		i = r.ws(i + 1)
		if i < len(d) && d[i] == ']' {
			return i + 1
		}
		for {
			i = r.skip(i, depth)
			if r.err != nil {
				return len(d)
			}
			i = r.ws(i)
			if i >= len(d) {
				return r.syntax(i, "unterminated array")
			}
			if d[i] == ',' {
				i++
				continue
			}
			if d[i] == ']' {
				return i + 1
			}
			return r.syntax(i, "expected ',' or ']' in array")
		}
	}
}
