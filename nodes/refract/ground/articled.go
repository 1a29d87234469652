package ground

import (
	"encoding/json"
	"strings"
)

// articleSpans reads a unit of time after an article as one of the unit:
// "bump it for a week" is 1 week (7 days for a days input), "remind me in
// an hour" 1 hour, "book her an hour with Priya" 1 hour, "A week with a
// 58cm road bike" 1 week, "an hour's lesson" 1 hour. What comes before
// may make it a rate or a frequency instead (rateBefore: "twice a day",
// "$5 a month", "5% a year"), and "an hour and 15 minutes" and "a day or
// two" are read otherwise.
func (r *Request) articleSpans() {
	var measured []bool // the words of the numbers read before: "a quarter of an hour" holds no hour of its own
	for _, c := range r.cands {
		if c.Kind == Number && c.last > c.first {
			if measured == nil {
				measured = make([]bool, len(r.words))
			}
			for k := c.first; k <= c.last && k < len(measured); k++ {
				measured[k] = true
			}
		}
	}
	for k := 0; k+1 < len(r.words); k++ {
		t := r.toks[r.words[k]]
		if t.lower != "a" && t.lower != "an" || !r.adjacentWords(k, k+1) || measured != nil && measured[k] || r.rateBefore(k) {
			continue
		}
		u := r.toks[r.words[k+1]]
		w, st := u.lower, u.stem
		if p := unpossessive(w); len(p) < len(w) {
			w, st = p, stem(p) // "an hour's lesson": an hour long
		}
		if r.lx.classOf(st) != "time" || w != st {
			continue // (a plural is no one of the unit: "a 3 hours")
		}
		end := u.end - (len(u.lower) - len(w))
		if k+2 < len(r.words) && r.adjacentWords(k+1, k+2) && (r.toks[r.words[k+2]].lower == "and" || r.toks[r.words[k+2]].lower == "or") {
			continue // "an hour and 15 minutes": read with the minutes; "a day or two": no one day
		}
		r.cands = append(r.cands, Candidate{Kind: Number, Text: r.text[t.start:end], Value: json.Number("1"), Unit: st,
			Start: t.start, End: end, first: k, last: k + 1})
	}
}

// rateBefore reports whether what comes right before word k, an article
// before a unit of time, makes a rate or a frequency of it: a number, an
// amount or a percentage ("$20 a month", "5% a year", "3 times a day"),
// or a word of frequency ("twice a week", "once an hour", "per").
func (r *Request) rateBefore(k int) bool {
	i := r.words[k] - 1 // the token before, a mark too ("5% a year")
	if i < 0 || r.toks[i].sentence != r.toks[r.words[k]].sentence {
		return false
	}
	p := r.toks[i]
	_, occurs := r.lx.occurrenceNumbers[p.lower]
	return occurs || p.lower == "times" || p.lower == "per" || strings.ContainsAny(p.text, "0123456789") || r.lx.classOf(p.stem) != "" || r.lx.classOf(p.lower) != ""
}
