package ground

import "encoding/json"

// articleSpans reads a unit of time after an article, after one of
// Lexicon.SpanCues, as one of the unit: "bump it for a week" is 1 week
// (7 days for a days input), "remind me in an hour" 1 hour. Without the
// cue the article reads no number: "twice a day" and "$5 a month" are
// rates, "take a minute" no span.
func (r *Request) articleSpans() {
	for k := 1; k+1 < len(r.words); k++ {
		t := r.toks[r.words[k]]
		if t.lower != "a" && t.lower != "an" || !r.lx.spanCues[r.toks[r.words[k-1]].lower] || !r.adjacentWords(k-1, k) || !r.adjacentWords(k, k+1) {
			continue
		}
		u := r.toks[r.words[k+1]]
		if r.lx.classOf(u.stem) != "time" {
			continue
		}
		if k+2 < len(r.words) && r.adjacentWords(k+1, k+2) && r.toks[r.words[k+2]].lower == "and" {
			continue // "an hour and 15 minutes": read with the minutes
		}
		r.cands = append(r.cands, Candidate{Kind: Number, Text: r.text[t.start:u.end], Value: json.Number("1"), Unit: u.stem,
			Start: t.start, End: u.end, first: k, last: k + 1})
	}
}
