package ground

import (
	"slices"
	"strings"
)

// The sign of a number that its words give: "5 below zero" is -5, "fell
// 4.2%" -4.2 for an input negative for a drop, and what a description
// says makes its input negative ("negative to let out").

// belowZeroAfter returns how many words after word k say the number before
// them is below zero (Lexicon.BelowZero: "5 below zero"), or 0.
func (r *Request) belowZeroAfter(k int) int {
	for _, ws := range r.lx.belowZero {
		ok := k+len(ws) < len(r.words)
		for i := 0; ok && i < len(ws); i++ {
			ok = r.toks[r.words[k+1+i]].lower == ws[i] && r.words[k+1+i] == r.words[k]+1+i
		}
		if ok {
			return len(ws)
		}
	}
	return 0
}

// declined reports whether one of Lexicon.DeclineWords, or a word s's
// description says makes it negative (slot.declines), stands at most three
// words before number c, in its clause: "fell 4.2%", "overdrawn by $45",
// "NVDA down 3 percent", "let the sleeves out 1 cm" for "negative to let
// out".
func (r *Request) declined(s *slot, c *Candidate) bool {
	cl := r.toks[r.words[c.first]].clause
	for k := c.first - 1; k >= 0 && k >= c.first-3 && r.toks[r.words[k]].clause == cl; k-- {
		if t := r.toks[r.words[k]]; r.lx.declineWords[t.lower] || slices.Contains(s.declines, t.stem) {
			return true
		}
	}
	return false
}

// negativeCues returns the stems of the words that desc, a signed
// number's description, says make it negative: the last word of the
// phrase after "negative to", "negative for", "negative when" or
// "negative =", up to the next mark ("Centimetres; negative to let out":
// out; "negative for a drop": drop; "negative = basement": basement).
func negativeCues(desc string) []string {
	var out []string
	for rest := desc; ; {
		i := strings.Index(rest, "negative")
		if i < 0 {
			return out
		}
		rest = rest[i+len("negative"):]
		fields := strings.Fields(rest)
		if len(fields) < 2 {
			return out
		}
		switch fields[0] {
		case "to", "for", "when", "=", "if":
		default:
			continue
		}
		last := ""
		for _, f := range fields[1:] {
			if w := strings.ToLower(strings.TrimRight(f, ",;.)")); allLetters(w) {
				last = w
			}
			if strings.ContainsAny(f, ",;.)") {
				break
			}
		}
		if last != "" {
			out = append(out, stem(last))
		}
	}
}
