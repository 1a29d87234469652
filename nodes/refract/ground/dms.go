package ground

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// A coordinate written in degrees, minutes and seconds, as maps and
// encyclopedias print one: "40°44′54″N", "35°41'22\"N", "1°17′N". It is
// one number, in decimal degrees (rounded to six places, a tenth of a
// meter), signed by its hemisphere (Lexicon.Hemispheres: south and west
// are negative), as "40.7483 N" is read.

// dmsAt reads a coordinate in degrees and minutes (and seconds) that
// starts at word k.
func (r *Request) dmsAt(k int) (Candidate, bool) {
	t := &r.toks[r.words[k]]
	if !isDigitByte(t.text[0]) || t.end >= len(r.text) || r.text[t.end] != 0xC2 {
		return Candidate{}, false // (no degree sign, ° or º, right after the digits: most words)
	}
	s := r.text[t.start:]
	deg, i, ok := leadingInt(s, 3)
	if !ok {
		return Candidate{}, false
	}
	if i = skipMark(s, i, "°", "º"); i < 0 {
		return Candidate{}, false
	}
	mins, n, ok := leadingInt(s[i:], 2)
	if !ok || mins >= 60 {
		return Candidate{}, false
	}
	if i = skipMark(s, i+n, "′", "'", "’"); i < 0 {
		return Candidate{}, false
	}
	secs := 0.0
	if j := i; j < len(s) && isDigitByte(s[j]) {
		for j < len(s) && (isDigitByte(s[j]) || s[j] == '.') {
			j++
		}
		f, err := strconv.ParseFloat(s[i:j], 64)
		if err != nil || f >= 60 {
			return Candidate{}, false
		}
		if j = skipMark(s, j, "″", "\"", "”", "''"); j < 0 {
			return Candidate{}, false
		}
		secs, i = f, j
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if i >= len(s) || i+1 < len(s) && isLetterByte(s[i+1]) {
		return Candidate{}, false
	}
	sign, ok := r.lx.hemispheres[strings.ToLower(s[i:i+1])]
	if !ok || s[i] < 'A' || s[i] > 'Z' {
		return Candidate{}, false // the hemisphere's capital: N, S, E or W
	}
	v := float64(sign) * (float64(deg) + float64(mins)/60 + secs/3600)
	end := t.start + i + 1
	value := strconv.FormatFloat(math.Round(v*1e6)/1e6, 'f', -1, 64)
	return Candidate{Kind: Number, Text: r.text[t.start:end], Value: json.Number(value), Start: t.start, End: end, first: k, last: r.wordsUntil(k, end)}, true
}

// leadingInt reads up to max digits at the start of s.
func leadingInt(s string, max int) (int, int, bool) {
	n := 0
	for n < len(s) && n < max && isDigitByte(s[n]) {
		n++
	}
	if n == 0 || n < len(s) && isDigitByte(s[n]) {
		return 0, 0, false
	}
	v, ok := atoi(s[:n])
	return v, n, ok
}

// skipMark returns the offset after one of marks at offset i of s, or -1.
func skipMark(s string, i int, marks ...string) int {
	for _, m := range marks {
		if strings.HasPrefix(s[i:], m) {
			return i + len(m)
		}
	}
	return -1
}
