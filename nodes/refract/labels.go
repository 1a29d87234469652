package refract

import (
	"slices"
	"strconv"
	"strings"
)

// Labels: how a sequence numbers its calls, and where a new call goes.

// isRead reports whether any call reads label.
func isRead(calls []Call, label string) bool {
	var buf [4]Ref
	for _, c := range calls {
		for _, a := range c.Args {
			for _, ref := range appendRefs(buf[:0], a.Value) {
				if ref.Label == label {
					return true
				}
			}
		}
	}
	return false
}

// readsOf returns the fields read from label anywhere in the sequence
// ("" for the whole output).
func readsOf(calls []Call, label string) []string {
	var out []string
	for _, c := range calls {
		for _, a := range c.Args {
			for _, ref := range refsIn(a.Value) {
				if ref.Label == label && !containsString(out, ref.Path) {
					out = append(out, ref.Path)
				}
			}
		}
	}
	return out
}

// insertAt is where a call labelled label goes: before its first reader,
// and before any call numbered past it (var1 before var2, even when var2
// does not read it), as the model numbered its calls in order.
func insertAt(calls []Call, label string) int {
	at := firstReader(calls, label)
	if n, ok := labelNumber(label); ok {
		for i := range at {
			if m, ok := labelNumber(calls[i].Label); ok && m > n {
				return i
			}
		}
	}
	return at
}

func firstReader(calls []Call, label string) int {
	for i, c := range calls {
		for _, a := range c.Args {
			for _, ref := range refsIn(a.Value) {
				if ref.Label == label {
					return i
				}
			}
		}
	}
	return len(calls)
}

// inOrder reports whether the label of call j is numbered between the
// labels of the labelled calls around it (var2 between var1 and var3), as
// a label the model wrote in sequence is; a mistyped label (var8 before
// var2, var31 before var4) is not.
func inOrder(calls []Call, j int) bool {
	n, ok := labelNumber(calls[j].Label)
	if !ok {
		return false
	}
	for k := j - 1; k >= 0; k-- {
		if m, ok := labelNumber(calls[k].Label); ok {
			if m >= n {
				return false
			}
			break
		}
	}
	for k := j + 1; k < len(calls); k++ {
		if m, ok := labelNumber(calls[k].Label); ok {
			return m > n
		}
	}
	return true
}

// naturalLabel is the label call j's place calls for, between the labels
// of the labelled calls around it (var2 between var1 and var3), or "" when
// there is none free.
func naturalLabel(calls []Call, j int) string {
	prefix, prev := "var", 0
	for k := j - 1; k >= 0; k-- {
		if n, ok := labelNumber(calls[k].Label); ok {
			prev = n
			prefix = strings.TrimRight(calls[k].Label, "0123456789")
			break
		}
	}
	l := prefix + strconv.Itoa(prev+1)
	for k := j + 1; k < len(calls); k++ {
		if n, ok := labelNumber(calls[k].Label); ok && n <= prev+1 {
			return ""
		} else if ok {
			break
		}
	}
	if slices.ContainsFunc(calls, func(c Call) bool { return c.Label == l }) {
		return ""
	}
	return l
}

// labelInside reports whether a label's number lies below that of a
// label of its stem the sequence binds: var1 among var2, var3 (not
// result1 among var1, var2).
func labelInside(calls []Call, label string) bool {
	n, ok := labelNumber(label)
	if !ok {
		return false
	}
	for _, x := range calls {
		if m, ok := labelNumber(x.Label); ok && m > n && labelStem(x.Label) == labelStem(label) {
			return true
		}
	}
	return false
}

// labelStem is a label without its number: var of var12. Labels of
// another stem (var_1, result1 among var1, var2) are of no numbering the
// sequence follows.
func labelStem(label string) string { return strings.TrimRight(label, "0123456789") }

// labelNumber returns N of a label "varN" (any letters, then digits).
func labelNumber(label string) (int, bool) {
	i := len(label)
	for i > 0 && isDigit(label[i-1]) {
		i--
	}
	if i == len(label) || i == 0 || len(label)-i > 9 {
		return 0, false
	}
	n := 0
	for _, c := range []byte(label[i:]) {
		n = n*10 + int(c-'0')
	}
	return n, true
}

// labelDistance is the extra cost of reading label to instead of from:
// RemapStem when one is the other with digits changed, else RemapOther.
func (c *Costs) labelDistance(from, to string) float64 {
	if sameStem(from, to) {
		return c.RemapStem
	}
	return c.RemapOther
}

// sameStem reports whether one label is the other with digits added.
func sameStem(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	return len(a) > len(b) && strings.HasPrefix(a, b) && strings.TrimLeft(a[len(b):], "0123456789") == ""
}

func freshLabel(calls []Call) string {
	n := 0
	for _, c := range calls {
		if k, ok := labelNumber(c.Label); ok && k > n {
			n = k
		}
	}
	for {
		n++
		l := "var" + strconv.Itoa(n)
		if !slices.ContainsFunc(calls, func(c Call) bool { return c.Label == l }) {
			return l
		}
	}
}

func renameRefs(c *Call, from, to string) {
	for i := range c.Args {
		c.Args[i].Value = mapRefs(c.Args[i].Value, func(r Ref) Ref {
			if r.Label == from {
				r.Label = to
			}
			return r
		})
	}
}
