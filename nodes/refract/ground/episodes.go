package ground

import (
	"encoding/json"
	"strconv"
)

// An episode's code: a letter and a number, then another letter and
// number, the letters Lexicon.EpisodeMarks knows ("S04E03", "s4e3", "S03
// E08"). Each number is read with the unit its letter marks (season 4,
// episode 3), so that an input named for either takes its own; the code as
// written is a rival, for an input that takes it whole. No proper name
// runs into one ("Succession S04E03" is Succession).

// episodeAt reports whether an episode's code starts at word k, and its
// last word: k, or k+1 for a code written in two words.
func (r *Request) episodeAt(k int) (last int, ok bool) {
	_, _, last, ok = r.episodeParts(k)
	return last, ok
}

// episodes adds the numbers of the episode's code at word k and the code
// as written, and returns its last word.
func (r *Request) episodes(k int) (last int, ok bool) {
	a, b, last, ok := r.episodeParts(k)
	if !ok {
		return k, false
	}
	for _, p := range [2]markedNumber{a, b} {
		n, _ := strconv.Atoi(p.digits) // at most three digits: no overflow
		r.cands = append(r.cands, Candidate{Kind: Number, Text: p.digits, Value: json.Number(strconv.Itoa(n)), Unit: p.unit,
			Start: p.start, End: p.start + len(p.digits), first: p.word, last: p.word})
	}
	r.add(Code, r.text[r.toks[r.words[k]].start:r.toks[r.words[last]].end], r.text[r.toks[r.words[k]].start:r.toks[r.words[last]].end], k, last)
	return last, true
}

// markedNumber is one number of an episode's code: its digits, where they
// stand, and the unit its letter marks.
type markedNumber struct {
	digits string
	unit   string
	start  int
	word   int
}

// episodeParts reads the episode's code at word k, in one word or two side
// by side, the two letters different.
func (r *Request) episodeParts(k int) (a, b markedNumber, last int, ok bool) {
	t := &r.toks[r.words[k]]
	if len(t.text) < 2 || !isDigitByte(t.text[1]) || len(r.lx.episodeMarks) == 0 {
		return a, b, k, false // (most words: no letter and digits)
	}
	a, rest, ok := r.marked(t.text, t.start, k, 2)
	if !ok {
		return a, b, k, false
	}
	last, at := k, t.end-len(rest) // where the second letter stands
	if rest == "" {
		if k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
			return a, b, k, false
		}
		last = k + 1
		u := r.toks[r.words[last]]
		rest, at = u.text, u.start
	}
	b, rest, ok = r.marked(rest, at, last, 3)
	if !ok || rest != "" || a.unit == b.unit {
		return a, b, k, false
	}
	return a, b, last, true
}

// marked reads a letter of Lexicon.EpisodeMarks and up to max digits at
// the start of s, which starts at byte offset start of word k, and
// returns what follows them.
func (r *Request) marked(s string, start, k, max int) (markedNumber, string, bool) {
	if len(s) < 2 || !isLetterByte(s[0]) || !isDigitByte(s[1]) {
		return markedNumber{}, s, false
	}
	mark := [1]byte{s[0] | 0x20} // the letter lowercased, looked up without a string made of it
	unit, ok := r.lx.episodeMarks[string(mark[:])]
	n := 1
	for n < len(s) && isDigitByte(s[n]) {
		n++
	}
	if !ok || n == 1 || n-1 > max {
		return markedNumber{}, s, false
	}
	return markedNumber{digits: s[1:n], unit: unit, start: start + 1, word: k}, s[n:], true
}
