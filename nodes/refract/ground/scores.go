package ground

import (
	"slices"
	"strconv"
	"strings"
)

// This file reads scores written out of their scale ("4/5", "8/10",
// "88/100") and the scale an input's description states ("Score 1-5",
// "Lowest rating out of 10").

// scoreOf returns the scale of a score written out of it with a slash: a
// number no greater than one of Lexicon.ScoreScales after the slash ("4/5",
// "4.2/5", "88/100": 5, 5, 100); 0 for other words ("24/7", "1/500",
// "7/5").
func (r *Request) scoreOf(w string) int32 {
	a, b, ok := strings.Cut(w, "/")
	if !ok || len(b) > 3 || !digits(b) {
		return 0
	}
	top, _ := strconv.Atoi(b)
	if !slices.Contains(r.lx.scoreScales, top) {
		return 0
	}
	whole, frac, dec := strings.Cut(a, ".")
	if !digits(whole) || dec && !digits(frac) {
		return 0
	}
	if v, err := strconv.ParseFloat(a, 64); err != nil || v > float64(top) {
		return 0
	}
	return int32(top)
}

// scaleTop returns the top of the scale a description states for a
// score, lowercase: 5 for "score 1-5" and "sleep quality from 1 to 5",
// 10 for "lowest rating out of 10"; 0 where it states none (a scale
// starts at 0 or 1).
func scaleTop(desc string) int32 {
	if _, after, ok := strings.Cut(desc, "out of "); ok {
		return scaleNumber(after)
	}
	for _, sep := range []string{"-", "–", " to "} {
		for i := 0; i < len(desc); {
			k := strings.Index(desc[i:], sep)
			if k < 0 {
				break
			}
			a := i + k
			if a > 0 && (desc[a-1] == '0' || desc[a-1] == '1') && (a == 1 || !isDigitByte(desc[a-2]) && desc[a-2] != '.') {
				if n := scaleNumber(desc[a+len(sep):]); n > 0 {
					return n
				}
			}
			i = a + 1
		}
	}
	return 0
}

// scaleNumber returns the whole number of up to four digits s opens with,
// where no decimal goes on it: 10 of "10 stars", 0 of "1.5" or "ten".
func scaleNumber(s string) int32 {
	v, n, ok := leadingInt(s, 4)
	if !ok || n+1 < len(s) && s[n] == '.' && isDigitByte(s[n+1]) {
		return 0
	}
	return int32(v)
}
