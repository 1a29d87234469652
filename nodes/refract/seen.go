package refract

import (
	"encoding/json"
	"fmt"
	"hash/maphash"
	"slices"
)

// The sequences a search has reached: hashed, compared, remembered.

// seqHash hashes a sequence, for the search to visit it once: its labels,
// tools, and arguments in order, values by type and content. Equal
// sequences hash alike; sequences that hash alike are compared (see
// seenSet), so a collision costs a comparison, never a repair.
func seqHash(seed maphash.Seed, calls []Call) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	for _, c := range calls {
		h.WriteString(c.Label)
		h.WriteByte(0)
		h.WriteString(c.Name)
		h.WriteByte(0)
		for _, a := range c.Args {
			h.WriteString(a.Name)
			h.WriteByte(1)
			hashValue(&h, a.Value)
		}
		h.WriteByte(2)
	}
	return h.Sum64()
}

func hashValue(h *maphash.Hash, v any) {
	switch x := v.(type) {
	case string:
		h.WriteByte('s')
		h.WriteString(x)
	case json.Number:
		h.WriteByte('n')
		h.WriteString(string(x))
	case bool:
		if x {
			h.WriteByte('t')
		} else {
			h.WriteByte('f')
		}
	case nil:
		h.WriteByte('z')
	case []any:
		h.WriteByte('[')
		for _, e := range x {
			hashValue(h, e)
			h.WriteByte(3)
		}
		h.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		h.WriteByte('{')
		for _, k := range keys {
			h.WriteString(k)
			h.WriteByte(1)
			hashValue(h, x[k])
			h.WriteByte(3)
		}
		h.WriteByte('}')
	default:
		h.WriteString(fmt.Sprintf("%T%v", v, v))
	}
	h.WriteByte(4)
}

// sameCalls reports whether two sequences are the same: labels, tools,
// and arguments in order, values equal by type and content.
func sameCalls(a, b []Call) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if x.Label != y.Label || x.Name != y.Name || len(x.Args) != len(y.Args) {
			return false
		}
		for k := range x.Args {
			if x.Args[k].Name != y.Args[k].Name || !sameValue(x.Args[k].Value, y.Args[k].Value) {
				return false
			}
		}
	}
	return true
}

func sameValue(a, b any) bool {
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case json.Number:
		y, ok := b.(json.Number)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case nil:
		return b == nil
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !sameValue(v, w) {
				return false
			}
		}
		return true
	}
	return fmt.Sprintf("%T%v", a, a) == fmt.Sprintf("%T%v", b, b)
}

// seenSet is the set of sequences a search has visited. A search visits
// a handful: the first eight are kept in an array and compared one by one
// (a state shares most of its strings with its parent, so most compare by
// pointer); past eight, sequences are found by hash, and compared on a hit.
type seenSet struct {
	seed    maphash.Seed
	few     [8][]Call
	n       int
	many    map[uint64][]Call
	collide [][]Call // sequences whose hash another sequence had first
}

// add adds calls and reports whether they were new.
func (s *seenSet) add(calls []Call) bool {
	if s.many != nil {
		return s.insert(calls)
	}
	for _, c := range s.few[:s.n] {
		if sameCalls(c, calls) {
			return false
		}
	}
	if s.n < len(s.few) {
		s.few[s.n] = calls
		s.n++
		return true
	}
	s.many = make(map[uint64][]Call, 2*len(s.few))
	for _, c := range s.few {
		s.insert(c)
	}
	return s.insert(calls)
}

// insert adds calls to the hashed set and reports whether they were new.
func (s *seenSet) insert(calls []Call) bool {
	h := seqHash(s.seed, calls)
	prev, ok := s.many[h]
	if !ok {
		s.many[h] = calls
		return true
	}
	if sameCalls(prev, calls) {
		return false
	}
	for _, c := range s.collide {
		if sameCalls(c, calls) {
			return false
		}
	}
	s.collide = append(s.collide, calls)
	return true
}
