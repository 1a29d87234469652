package ground

import (
	"iter"
	"slices"
	"strings"
)

// NumWords returns the number of words of the request.
func (r *Request) NumWords() int { return len(r.words) }

// Word returns the request's k-th word, lowercased.
func (r *Request) Word(k int) string { return r.toks[r.words[k]].lower }

// Mentions reports whether the request holds a word, lowercased, as
// written or inflected ("payments" for payment).
func (r *Request) Mentions(w string) bool {
	st := stem(w)
	for _, i := range r.words {
		if t := r.toks[i]; t.lower == w || t.stem == st {
			return true
		}
	}
	return false
}

// MentionsPair reports whether the request holds word a right before
// word b, in one clause: "mortgage payment".
func (r *Request) MentionsPair(a, b string) bool {
	sa, sb := stem(a), stem(b)
	for k := 1; k < len(r.words); k++ {
		x, y := r.toks[r.words[k-1]], r.toks[r.words[k]]
		if (x.lower == a || x.stem == sa) && (y.lower == b || y.stem == sb) && r.adjacentWords(k-1, k) {
			return true
		}
	}
	return false
}

// MentionsInitials reports whether the request writes out w, an acronym of
// three letters or more, as adjacent words of one clause, none a stop
// word, that begin with its letters in order: "greatest common divisor"
// for gcd, "body mass index" for bmi.
func (r *Request) MentionsInitials(w string) bool {
	if n := len(w); n < 3 || n > 6 {
		return false
	}
	r.initialsOnce.Do(func() {
		b := make([]byte, 0, 2*len(r.words))
		for k := range r.words {
			if k > 0 && !r.adjacentWords(k-1, k) {
				b = append(b, '|')
			}
			if t := &r.toks[r.words[k]]; len(t.lower) > 1 && !r.lx.stop[t.lower] {
				b = append(b, t.lower[0])
			} else {
				b = append(b, '|')
			}
		}
		r.initials = string(b)
	})
	return strings.Contains(r.initials, w)
}

// RoleOf says where the request puts a value: "to" when every mention of
// it follows to or into ("translate it to French"), "from" when every one
// follows from, "" otherwise.
func (r *Request) RoleOf(value string) string {
	var to, from bool
	for k := 1; k < len(r.words); k++ {
		if !strings.EqualFold(r.toks[r.words[k]].text, value) {
			continue
		}
		switch r.toks[r.words[k-1]].lower {
		case "to", "into":
			to = true
		case "from":
			from = true
		}
	}
	switch {
	case to && !from:
		return "to"
	case from && !to:
		return "from"
	}
	return ""
}

// StatesUnused reports whether the request states a value that is none
// of the values given (compared without case, a list item by item): a
// quoted string, or a code, a URL or an e-mail address, which the request
// writes only to be used ("add an A record 203.0.113.40").
func (r *Request) StatesUnused(values []any) bool {
	used := map[string]bool{}
	var mark func(v any)
	mark = func(v any) {
		switch v := v.(type) {
		case []any:
			for _, x := range v {
				mark(x)
			}
		case map[string]any:
			for _, x := range v {
				mark(x)
			}
		default:
			used[valueKey(v)] = true
			if s, ok := v.(string); ok {
				for _, w := range strings.Fields(s) {
					used[valueKey(w)] = true
				}
			}
		}
	}
	for _, v := range values {
		mark(v)
	}
	for _, c := range r.cands {
		if used[valueKey(c.Value)] {
			continue
		}
		switch c.Kind {
		case URL, Email:
			return true
		case Code:
			if strings.ContainsAny(c.Text, "0123456789") {
				return true
			}
			continue
		case Quoted:
		default:
			continue
		}
		all := true // 'arg1 arg2 arg3' given as the list [arg1, arg2, arg3]
		for _, w := range strings.Fields(c.Text) {
			all = all && used[valueKey(w)]
		}
		if !all {
			return true
		}
	}
	return false
}

// letterRuns yields the start and end of each run of ASCII letters in
// text, read in place: no slice of its words is made.
func letterRuns(text string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(text); {
			if !isLetterByte(text[i]) {
				i++
				continue
			}
			j := i
			for j < len(text) && isLetterByte(text[j]) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// stem reduces a word to a stem that its inflections share: "cores" and
// "core" -> cor, "lifting" and "lifted" -> lift, "cities" -> city,
// "verified" and "verify" -> verify.
func stem(w string) string {
	w = suffixes(w)
	if len(w) >= 3 && w[len(w)-1] == 'e' && w[len(w)-2] != 'e' {
		w = w[:len(w)-1] // "date" and "dated" -> dat
	}
	return w
}

// verbOf returns the stem of the verb that w, a noun, is made of by one
// of the lexicon's NounSuffixes ("storage" -> stor, as "store" stems;
// "rental" -> rent), or "" where none makes it one.
func (lx *lexicon) verbOf(w string) string {
	for _, x := range lx.nounSuffixes {
		if len(w) >= len(x)+3 && strings.HasSuffix(w, x) {
			return stem(w[:len(w)-len(x)])
		}
	}
	return ""
}

// adjectival reports whether w, lowercase, is shaped as an adjective: it
// ends with one of the lexicon's AdjectiveSuffixes ("vibrant",
// "refreshing").
func (lx *lexicon) adjectival(w string) bool {
	return slices.ContainsFunc(lx.adjSuffixes, func(x string) bool { return strings.HasSuffix(w, x) })
}

func suffixes(w string) string {
	switch {
	case len(w) > 4 && (strings.HasSuffix(w, "ies") || strings.HasSuffix(w, "ied")):
		return w[:len(w)-3] + "y" // "cities" -> city, "orthorectified" -> orthorectify
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		return undouble(w[:len(w)-3]) // "lifting" -> lift, "running" -> run
	case len(w) > 3 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"):
		return undouble(w[:len(w)-2]) // "lifted" -> lift
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

// undouble drops a doubled final consonant: "runn" -> run.
func undouble(w string) string {
	if n := len(w); n >= 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}
