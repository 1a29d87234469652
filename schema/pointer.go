package schema

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strconv"
)

// resolvePointers fills in each violation's Pointer from its Offset (and
// the name of the missing member, for violations about one) with a single
// walk over data that stops at the last offset. The validator keeps no path
// while it scans, so that valid documents pay nothing for pointers; data is
// valid JSON at least up to the last offset, since violations are only
// returned without a syntax error.
func resolvePointers(data []byte, viol []Violation) {
	var buf [16]int
	order := buf[:0] // violation indices, by offset
	if len(viol) > len(buf) {
		order = make([]int, 0, len(viol))
	}
	for i := range viol {
		order = append(order, i)
	}
	slices.SortStableFunc(order, func(a, b int) int { return viol[a].Offset - viol[b].Offset })
	w := walker{data: data, viol: viol, order: order}
	w.value(w.ws(0))
}

type walker struct {
	data  []byte
	viol  []Violation
	order []int // indices of the violations still to resolve, by offset
	depth int
	path  [32]int // per level: the key's offset, or -1-index in an array
	more  []int   // levels beyond 32
}

func (w *walker) push(v int) {
	if w.depth < len(w.path) {
		w.path[w.depth] = v
	} else {
		w.more = append(w.more[:w.depth-len(w.path)], v)
	}
	w.depth++
}

func (w *walker) level(k int) int {
	if k < len(w.path) {
		return w.path[k]
	}
	return w.more[k-len(w.path)]
}

func (w *walker) ws(i int) int {
	for i < len(w.data) && (w.data[i] == ' ' || w.data[i] == '\t' || w.data[i] == '\n' || w.data[i] == '\r') {
		i++
	}
	return i
}

// value walks the value at i and returns the offset past it, or -1 once
// every violation is resolved.
func (w *walker) value(i int) int {
	for len(w.order) > 0 && w.viol[w.order[0]].Offset == i {
		v := &w.viol[w.order[0]]
		v.Pointer = w.render(v.child)
		w.order = w.order[1:]
	}
	if len(w.order) == 0 || i >= len(w.data) {
		return -1
	}
	d := w.data
	switch d[i] {
	case '{':
		i = w.ws(i + 1)
		for i < len(d) && d[i] != '}' {
			end := skipString(d, i)
			w.push(i)
			i = w.value(w.ws(w.ws(end) + 1)) // past the colon
			w.depth--
			if i < 0 {
				return -1
			}
			if i = w.ws(i); i < len(d) && d[i] == ',' {
				i = w.ws(i + 1)
			}
		}
		return i + 1
	case '[':
		i = w.ws(i + 1)
		for k := 0; i < len(d) && d[i] != ']'; k++ {
			w.push(-1 - k)
			i = w.value(i)
			w.depth--
			if i < 0 {
				return -1
			}
			if i = w.ws(i); i < len(d) && d[i] == ',' {
				i = w.ws(i + 1)
			}
		}
		return i + 1
	case '"':
		return skipString(d, i)
	}
	for i < len(d) && d[i] != ',' && d[i] != '}' && d[i] != ']' && d[i] != ' ' && d[i] != '\t' && d[i] != '\n' && d[i] != '\r' {
		i++
	}
	return i
}

// skipString returns the offset past the (checked) string starting at i.
func skipString(d []byte, i int) int {
	j := i + 1
	for {
		for j+8 <= len(d) {
			if m := specialBytes(binary.LittleEndian.Uint64(d[j:])); m != 0 {
				j += bits.TrailingZeros64(m) >> 3
				break
			}
			j += 8
		}
		for j < len(d) && d[j] != '"' && d[j] != '\\' {
			j++
		}
		if j >= len(d) {
			return len(d)
		}
		if d[j] == '"' {
			return j + 1
		}
		j += 2 // an escape; \uXXXX needs no special care: its digits are plain bytes
	}
}

// render returns the RFC 6901 pointer of the current path, followed by
// child if it is not empty, in one allocation.
func (w *walker) render(child string) string {
	size := len(child) + 1
	for k := range w.depth {
		if at := w.level(k); at >= 0 {
			size += skipString(w.data, at) - at + 2 // escapes never grow: ~ and / take two bytes, as \" does
		} else {
			size += 12
		}
	}
	b := make([]byte, 0, size)
	for k := range w.depth {
		b = append(b, '/')
		at := w.level(k)
		if at < 0 {
			b = strconv.AppendInt(b, int64(-1-at), 10)
			continue
		}
		key := w.data[at+1 : skipString(w.data, at)-1]
		if slices.Contains(key, '\\') {
			key, _ = unescape(nil, key)
		}
		b = appendToken(b, validUTF8(key))
	}
	if child != "" {
		b = append(b, '/')
		b = appendToken(b, []byte(child))
	}
	return unsafeString(b)
}
