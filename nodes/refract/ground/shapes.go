package ground

import "strings"

// What an identifier's code says of the thing it identifies: its letters
// before the digits ("ST" of "ST-114") abbreviate the input's name or
// open the codes the sequence gives inputs of the same thing.

// shapedLike reports whether code c opens with letters that abbreviate
// s's name ("PO-77200" for a po_number), or with the letters of a code the
// sequence gives an input of the same head as s, under another name or in
// another call, and no input of another head: an identifier's prefix says
// what it identifies ("ST-114" beside a dock_station "ST-220" is a
// station's, for a station_id; "RD-1002" is not).
func (r *Request) shapedLike(ctx *callCtx, s *slot, name inputName, c *Candidate) bool {
	p := codePrefix(c.Text)
	if p == "" {
		return false
	}
	if abbreviates(p, s.in.Name) {
		return true // "PO-77200" for a po_number, "WO-5120" for a work_order
	}
	same := false
	for _, u := range ctx.used {
		if u.part || u.text == "" || strings.EqualFold(u.text, c.Text) || !strings.EqualFold(codePrefix(u.text), p) {
			continue
		}
		if r.identified(u.name) != r.identified(name) {
			return false // the prefix of another kind of thing's identifier
		}
		same = true
	}
	return same
}

// abbreviates reports whether the letters p, in any case, are an input's
// name's first word or the initials of its words: PO of po_number, WO of
// work_order.
func abbreviates(p, input string) bool {
	ws := Words(input)
	if len(ws) < 2 {
		return false
	}
	if strings.EqualFold(ws[0], p) {
		return true
	}
	if len(ws) != len(p) {
		return false
	}
	for i, w := range ws {
		if w[0] != p[i]|0x20 { // (p is ASCII letters; the words lowercase)
			return false
		}
	}
	return true
}

// identified returns the thing an input's name says it is or
// identifies: station of station_id and of dock_station.
func (r *Request) identified(n inputName) string {
	if r.lx.idWords[n.head] && len(n.quals) > 0 {
		return n.quals[len(n.quals)-1]
	}
	return n.head
}

// codePrefix returns the letters an identifier's code opens with, two or
// more before a hyphen or a digit ("ST" of "ST-114", "wo" of "wo5120"), or
// "".
func codePrefix(code string) string {
	i := 0
	for i < len(code) && isLetterByte(code[i]) {
		i++
	}
	if i < 2 || i == len(code) || code[i] != '-' && !isDigitByte(code[i]) {
		return ""
	}
	return code[:i]
}

// shapedRuns finds the runs of words, written apart in one clause, whose
// text is of the shape of an example of words written apart that s's
// description gives: "Log grid ref NN 166 712" for a "grid reference,
// e.g. NN 166 712", which reads as a code and two numbers.
func (r *Request) shapedRuns(s *slot) []Candidate {
	var out []Candidate
	for _, sh := range s.shapes {
		// (the parts that are words: an operator is a mark, "+" of
		// "7/1 + 20 vol")
		parts := 0
		for _, p := range strings.Split(sh, " ") {
			if strings.ContainsAny(p, "Aa9?") {
				parts++
			}
		}
		if parts < 2 || strings.Contains(sh, "  ") {
			continue
		}
		// a part may read as more than one word: "60°EH" is 60 and EH
		// (up to maxSplitParts more words)
		for n := parts; n <= parts+min(strings.Count(sh, "?"), maxSplitParts); n++ {
			out = r.shapedRunsOf(out, sh, n)
		}
	}
	return out
}

// maxSplitParts bounds the words more than its parts an example's run
// may read as, at a mark that parts a word ("60°EH").
const maxSplitParts = 2

// shapedRunsOf adds to out the runs of n words of one clause and line
// whose text is of shape sh.
func (r *Request) shapedRunsOf(out []Candidate, sh string, n int) []Candidate {
runs:
	for a := 0; a+n <= len(r.words); a++ {
		for k := a + 1; k < a+n; k++ {
			// (a mark between two words is the shape's to match: "60°EH")
			if i, j := r.words[k-1], r.words[k]; r.toks[i].clause != r.toks[j].clause || !r.sameLine(i, j) {
				continue runs
			}
		}
		start, end := r.toks[r.words[a]].start, r.toks[r.words[a+n-1]].end
		// (a possessive is no part of the value: "Bay 2's dryer" for
		// a "Bay, e.g. Bay 3")
		end -= len(r.toks[r.words[a+n-1]].text) - len(unpossessive(r.toks[r.words[a+n-1]].text))
		if text := r.text[start:end]; shape(text) == sh {
			out = append(out, Candidate{Kind: Code, Text: text, Value: text, Start: start, End: end, first: a, last: a + n - 1, shaped: true})
		}
	}
	return out
}
