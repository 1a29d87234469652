package ground

import (
	"strings"
	"time"
)

// Dates said relative to today, where the request states today's date
// ("Today is 2025-03-03. Book Nopa for tomorrow"), as an agent's prompt
// often does. Nothing is resolved against the clock: a request that
// states no date of today gives no relative date, and its repair is the
// same on any day. The date stated as today's is when the request is
// written, no value of its own (an input asks rather than take it), unless
// the request says "today" for it.
//
// The words are data: Lexicon.AnchorCues before the date of today (words
// or two-word phrases; not "as of", which a contract's "effective as of"
// says of a value), Lexicon.RelativeDays ("tomorrow": 1), Lexicon.Weekdays, and
// Lexicon.NextWords before a weekday ("next Wednesday": that of the week
// after this one; "Wednesday", "on Wednesday", "by Wednesday": the
// first one from today on).

// anchorDate finds the request's date of today: a date of a year, month
// and day after one of Lexicon.AnchorCues in its sentence, at most
// anchorWords words before it. A request with two such dates, or none,
// has none.
func (r *Request) anchorDate() (int, time.Time, bool) {
	found, at := -1, time.Time{}
	for i := range r.cands {
		c := &r.cands[i]
		v, ok := c.Value.(string)
		if c.Kind != Date || !ok || len(v) != len("2006-01-02") {
			continue
		}
		d, err := time.Parse("2006-01-02", v)
		if err != nil || !r.anchorCueBefore(c.first) {
			continue
		}
		if found >= 0 && !d.Equal(at) {
			return -1, time.Time{}, false // two days of today
		}
		found, at = i, d
	}
	return found, at, found >= 0
}

// anchorWords is how far before the date of today its cue may stand: "Today
// is Thursday 2025-07-17", "(current date: 2025-06-10)".
const anchorWords = 4

// anchorCueBefore reports whether one of Lexicon.AnchorCues ends at most
// anchorWords words before word k, in its sentence.
func (r *Request) anchorCueBefore(k int) bool {
	sent := r.toks[r.words[k]].sentence
	for j := k - 1; j >= 0 && j >= k-anchorWords && r.toks[r.words[j]].sentence == sent; j-- {
		w := r.toks[r.words[j]].lower
		if r.lx.anchorCues[w] || j > 0 && r.lx.anchorCues[r.toks[r.words[j-1]].lower+" "+w] && r.adjacentWords(j-1, j) {
			return true // "today", "current date"
		}
	}
	return false
}

// relativeDates reads the dates said relative to the request's date of
// today (anchorDate), and marks that date an anchor.
func (r *Request) relativeDates() {
	ai, today, ok := r.anchorDate()
	if !ok {
		return
	}
	anchor := r.cands[ai]
	r.cands[ai].anchor = true
	add := func(first, last int, d time.Time) {
		s, e := r.toks[r.words[first]], r.toks[r.words[last]]
		v := d.Format("2006-01-02")
		r.cands = append(r.cands, Candidate{Kind: Date, Text: r.text[s.start:e.end], Value: v, Start: s.start, End: e.end, first: first, last: last, date: anchor.date})
	}
	anchorSentence := r.toks[r.words[anchor.first]].sentence
	for k := 0; k < len(r.words); k++ {
		t := r.toks[r.words[k]]
		if k >= anchor.first && k <= anchor.last {
			continue
		}
		// "the day after tomorrow": the longest phrase of RelativeDays
		// that starts here
		if n, last, ok := r.relativeDay(k); ok {
			add(k, last, today.AddDate(0, 0, n))
			k = last
			continue
		}
		// "in 3 days", "in a week", "in two weeks"
		if t.lower == "in" && k+2 < len(r.words) && r.toks[r.words[k+2]].sentence == t.sentence {
			n, ok := 0, false
			if w := r.toks[r.words[k+1]].lower; w == "a" || w == "one" {
				n, ok = 1, true
			} else if v, isNum := atoi(w); isNum {
				n, ok = v, true
			} else if v, isWord := r.lx.numbers[w]; isWord {
				n, ok = v, true
			}
			switch unit := r.toks[r.words[k+2]].stem; {
			case !ok || n > 366:
			case unit == "day":
				add(k, k+2, today.AddDate(0, 0, n))
				k += 2
				continue
			case unit == "week":
				add(k, k+2, today.AddDate(0, 0, 7*n))
				k += 2
				continue
			}
		}
		// a weekday: "Saturday", "next Monday" (not the weekday of today:
		// "Today is Thursday 2025-07-17")
		wd, isDay := r.lx.weekday(t.lower, t.cap && len(t.text) == 3)
		if !isDay || r.lx.months[t.lower] > 0 || t.sentence == anchorSentence && k < anchor.first || k == anchor.last+1 {
			continue
		}
		first := k
		ahead := (int(wd) - int(today.Weekday()) + 7) % 7 // the first from today on
		if k > 0 && r.lx.nextWords[r.toks[r.words[k-1]].lower] && r.adjacentWords(k-1, k) {
			// the weekday of the week after this one, weeks from Monday
			monday := today.AddDate(0, 0, -((int(today.Weekday())+6)%7)+7)
			ahead = int(monday.Sub(today).Hours()/24) + (int(wd)+6)%7
			first = k - 1
		}
		add(first, k, today.AddDate(0, 0, ahead))
	}
}

// relativeDay reads the longest of Lexicon.RelativeDays that starts at
// word k: its days from today and its last word.
func (r *Request) relativeDay(k int) (int, int, bool) {
	var b strings.Builder
	best, bestLast, found := 0, 0, false
	for j := k; j < len(r.words) && j < k+4; j++ {
		if j > k {
			if r.toks[r.words[j]].sentence != r.toks[r.words[k]].sentence || r.marksBetween(r.words[j-1], r.words[j]) != "" {
				break // ("after" opens a clause: adjacentWords would end the phrase there)
			}
			b.WriteByte(' ')
		}
		b.WriteString(r.toks[r.words[j]].lower)
		if n, ok := r.lx.relativeDays[b.String()]; ok {
			best, bestLast, found = n, j, true
		}
	}
	return best, bestLast, found
}

// weekday reads a weekday's name (lowercase), whole or plural
// ("saturday", "saturdays"), or, where abbrev allows (a capitalized
// word: "sat" is a verb, "wed" another), its three letters. The names
// are Lexicon.Weekdays, Monday first.
func (lx *lexicon) weekday(w string, abbrev bool) (time.Weekday, bool) {
	if d, ok := lx.weekdayNum[w]; ok && (len(w) > 3 || abbrev) {
		return d, true
	}
	if p, ok := strings.CutSuffix(w, "s"); ok && len(p) > 3 {
		d, ok := lx.weekdayNum[p] // "saturdays" (not "thus")
		return d, ok
	}
	return 0, false
}

// isWeekday reports whether token t is a weekday's name, or a
// capitalized one's three letters ("Thu").
func (lx *lexicon) isWeekday(t token) bool {
	_, ok := lx.weekday(t.lower, t.cap)
	return ok
}
