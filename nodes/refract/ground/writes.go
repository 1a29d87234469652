package ground

import (
	"iter"
	"slices"
	"strings"
)

// Whether and where the request writes a value: the text searched for
// word by word, in any case (States, Offers, WritesFor, Digits), apart
// from the candidates grounding extracts.

// WritesFor reports whether the request writes the text v, in any case,
// in a clause that speaks of the call and of no other of the sequence: one
// that names its tool's own words or states a value the call is given, as
// the scorer finds them, and names no other tool's own words. Another
// call's value the request writes only where it speaks of that call
// ("search for quotes about love and find associated books") is that
// call's; one it writes again where it speaks of this call alone ("plant
// corn ... proceed with the harvesting of the corn") is this call's too.
func (r *Request) WritesFor(call Call, seq Sequence, v string) bool {
	if len(v) < 2 {
		return false
	}
	ctx := &callCtx{anchors: map[int]bool{}, clauses: map[int]bool{}}
	for _, a := range call.Args {
		if !isReference(a) {
			r.anchor(ctx, a)
		}
	}
	r.ownWords(ctx, call.Tool, strings.Join(seq.Tools, "\x00"))
	theirs := map[int]bool{} // the clauses that name another tool's own words
	own := r.g.toolStems(call.Tool)
	for _, tool := range seq.Tools {
		if tool != call.Tool {
			r.toolWordsAt(tool, func(st string) bool { return !r.lx.common[st] && !slices.Contains(own, st) }, func(t *token) { theirs[t.clause] = true })
		}
	}
	for a := range r.wordsAt(lowerSameLen(v)) {
		if ti := r.tokenAt(a); ti >= 0 && ctx.clauses[r.toks[ti].clause] && !theirs[r.toks[ti].clause] {
			return true
		}
	}
	return false
}

// isReference reports whether an argument reads another call's output
// ("$var1.city$"): the input has a value, but not one from the request.
func isReference(v any) bool {
	s, ok := v.(string)
	return ok && len(s) >= 2 && strings.HasPrefix(s, "$") && strings.HasSuffix(s, "$")
}

// tokenAt returns the first token that ends past byte offset pos, or -1:
// a binary search, for tokens stand in order.
func (r *Request) tokenAt(pos int) int {
	i, _ := slices.BinarySearchFunc(r.toks, pos, func(t token, pos int) int {
		if t.end > pos {
			return 1
		}
		return -1
	})
	if i == len(r.toks) {
		return -1
	}
	return i
}

// Digits returns how the request writes the number whose digits are n
// (no sign; a point or none) when it writes them with zeros the number
// lost: leading zeros, "0123456789" for 123456789, an account or a code
// that a number's type lost the zeros of; or trailing zeros after a
// point, "8471.30" for 8471.3, a code written as a decimal.
func (r *Request) Digits(n string) (string, bool) {
	whole, frac, point := strings.Cut(n, ".")
	if whole == "" || !digits(whole) || point && (frac == "" || !digits(frac)) {
		return "", false
	}
	for _, t := range r.toks {
		if !t.word || len(t.text) <= len(n) {
			continue
		}
		if !point && t.text[0] == '0' && strings.TrimLeft(t.text, "0") == n && digits(t.text) {
			return t.text, true
		}
		if rest, ok := strings.CutPrefix(t.text, n); ok && point && strings.Trim(rest, "0") == "" {
			return t.text, true // "8471.30"
		}
	}
	return "", false
}

// States reports whether the request gives a value: a candidate of it,
// numbers compared by value, strings without case, or a string of three
// characters or more the request writes word for word ("gyms in London,
// UK" for the query a sequence passes along).
func (r *Request) States(v any) bool {
	if s, ok := v.(string); ok && len(s) >= 3 && r.writes(lowerSameLen(s)) {
		return true
	}
	return r.Offers(v)
}

// Offers reports whether a candidate value of the request is v: strings
// without case, numbers by value. A value the request writes only in
// words grounding does not read as a value ("plant corn") is stated but
// not offered; nor is a thing a quantity counts, read for the inputs of
// things alone as a phrase is for its input ("1000 units of lime").
func (r *Request) Offers(v any) bool {
	key := valueKey(v)
	for _, c := range r.cands {
		if !c.counted && (valueKey(c.Value) == key || valueKey(c.Text) == key) {
			return true
		}
	}
	return false
}

// writes reports whether the request holds w (lowercase) between word
// boundaries.
func (r *Request) writes(w string) bool {
	for range r.wordsAt(w) {
		return true
	}
	return false
}

// wordsAt yields the byte offsets at which the request holds w (lowercase)
// between word boundaries.
func (r *Request) wordsAt(w string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; ; {
			k := strings.Index(r.lower[i:], w)
			if k < 0 {
				return
			}
			a, b := i+k, i+k+len(w)
			if (a == 0 || !isLetterByte(r.lower[a-1]) && !isDigitByte(r.lower[a-1])) && (b == len(r.lower) || !isLetterByte(r.lower[b]) && !isDigitByte(r.lower[b])) {
				if !yield(a) {
					return
				}
			}
			i = a + 1
		}
	}
}

// StatesPart reports whether the request writes an item of a list value
// (of three characters or more): the user spoke of the list. Whether it
// states the whole list is States'.
func (r *Request) StatesPart(v any) bool {
	items, ok := v.([]any)
	if !ok {
		return false
	}
	for _, it := range items {
		if str, ok := it.(string); ok && len(str) >= 3 && r.writes(lowerSameLen(str)) {
			return true
		}
	}
	return false
}
