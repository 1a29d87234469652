// Package jsonl reads JSON Lines input the way mend's commands need it: one
// record per line, each line bounded in size, and a line that is too long
// reported with its number (and its ID, when it starts with one) instead of
// ending the run.
package jsonl

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// DefaultMaxLine is the size cap of one line when Reader.Max is zero.
const DefaultMaxLine = 16 << 20

// Line is one line of input, without its newline.
type Line struct {
	N    int    // its number, counted from 1
	Data []byte // its bytes; valid until the next call of Next. For a line over the cap, its first bytes only
	// TooLong reports a line over the cap; Size is then its length.
	TooLong bool
	Size    int64
}

// Reader reads lines from R.
type Reader struct {
	Max int // the size cap of a line; zero means DefaultMaxLine

	r   *bufio.Reader
	buf []byte
	n   int
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader { return &Reader{r: bufio.NewReaderSize(r, 64<<10)} }

// prefixKept is how much of a line over the cap is kept, to find its ID.
const prefixKept = 4 << 10

// Next returns the next line; io.EOF after the last one. Empty lines are
// returned too. A line longer than the cap is read to its end without
// being kept, and returned with TooLong set.
func (r *Reader) Next() (Line, error) {
	max := r.Max
	if max <= 0 {
		max = DefaultMaxLine
	}
	r.buf = r.buf[:0]
	var size int64
	tooLong := false
	for {
		chunk, err := r.r.ReadSlice('\n')
		size += int64(len(chunk))
		if !tooLong {
			r.buf = append(r.buf, chunk...)
			if len(r.buf) > max+1 { // +1: the newline does not count
				tooLong = true
				r.buf = r.buf[:min(prefixKept, max, len(r.buf))]
			}
		}
		switch {
		case err == nil:
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if size == 0 {
				return Line{}, io.EOF
			}
		default:
			return Line{}, err
		}
		r.n++
		data := bytes.TrimSuffix(r.buf, []byte("\n"))
		data = bytes.TrimSuffix(data, []byte("\r"))
		if tooLong {
			return Line{N: r.n, Data: data, TooLong: true, Size: size}, nil
		}
		return Line{N: r.n, Data: data}, nil
	}
}

// ID returns the string value of field in a JSON object's text, which may
// be cut off: the first occurrence of the key at the object's top level
// before the cut. It returns "" when there is none.
func ID(data []byte, field string) string {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return ""
	}
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return ""
		}
		k, _ := kt.(string)
		if k == field {
			var v any
			if dec.Decode(&v) != nil {
				return ""
			}
			switch v := v.(type) {
			case string:
				return v
			case float64:
				b, _ := json.Marshal(v)
				return string(b)
			}
			return ""
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return ""
		}
	}
	return ""
}
