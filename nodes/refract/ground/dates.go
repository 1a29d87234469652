package ground

import (
	"slices"
	"strconv"
	"strings"
)

// numericDayMonth reports whether a form writes the day and the month as
// numbers side by side: 08/15/2024, 15.08.2024.
func numericDayMonth(f dateForm) bool {
	return f == slashMDYForm || f == slashDMYForm || f == dotDMYForm || f == hyphenDMYForm
}

// dateForm is how a date is written.
type dateForm uint8

const (
	isoForm         dateForm = iota // 2024-08-15
	wordsForm                       // August 15, 2024
	slashMDYForm                    // 08/15/2024
	slashYMDForm                    // 2024/08/15
	dayMonthForm                    // 15 August 2024
	monthYearForm                   // August 2024
	wordsOrdForm                    // August 15th, 2024
	dayMonthOrdForm                 // 15th August 2024
	slashDMYForm                    // 15/08/2024
	dotDMYForm                      // 15.08.2024
	hyphenDMYForm                   // 15-08-2024
	dayMonAbbrForm                  // 15-Aug-2024
	compactForm                     // 20240815
)

// dateTime reads a date followed by a time ("2022-12-01 10:00", "October
// 15, 2024 at 10:00am") as one value: "2022-12-01 10:00".
func (r *Request) dateTime(d Candidate) {
	if tok := r.toks[r.words[d.last]]; d.End < tok.end && tok.text[d.End-tok.start] == 'T' {
		// 2024-08-15T10:00[:00][Z]: the time is in the same word
		if hh, mm, _, ok := clock(tok.text[d.End-tok.start+1:]); ok {
			r.cands = append(r.cands, Candidate{Kind: DateTime, Text: tok.text, Value: d.Value.(string) + " " + strconv.Itoa(100 + hh)[1:] + ":" + strconv.Itoa(100 + mm)[1:],
				Start: tok.start, End: tok.end, first: d.first, last: d.last, date: d.date})
		}
		return
	}
	k := d.last + 1
	if k < len(r.words) && (r.toks[r.words[k]].lower == "at" || r.toks[r.words[k]].lower == "from") {
		k++
	}
	if k >= len(r.words) || r.toks[r.words[k]].sentence != r.toks[r.words[d.last]].sentence {
		return
	}
	t, ok := r.timeAt(k)
	if !ok || d.date == monthYearForm {
		return
	}
	r.cands = append(r.cands, Candidate{Kind: DateTime, Text: r.text[d.Start:t.End], Value: d.Value.(string) + " " + t.Value.(string),
		Start: d.Start, End: t.End, first: d.first, last: t.last, date: d.date})
}

// timeAt reads a time of day: 15:30, 10:00 AM, 8 am, 8:00pm, 7pm.
func (r *Request) timeAt(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	text, last := t.text, k
	h, m := -1, 0
	if strings.Contains(text, ":") {
		hv, mv, rest, ok := clock(text)
		if !ok {
			return Candidate{}, false
		}
		h, m = hv, mv
		if suf := r.unApprox(strings.ToLower(rest)); suf == "am" || suf == "pm" {
			h = ampm(h, suf)
		} else if suf != "" && suf != "h" { // "19:45h"; "3:15-ish"
			return Candidate{}, false
		}
	} else if hh, mm, ok := strings.Cut(t.lower, "h"); ok && len(hh) >= 1 && len(hh) <= 2 && len(mm) == 2 && digits(hh) && digits(mm) {
		// "17h30", as much of Europe writes a time
		if hv, _ := atoi(hh); hv <= 23 {
			if mv, _ := atoi(mm); mv <= 59 {
				h, m = hv, mv
			}
		}
	} else if n := len(t.lower); n >= 6 && (strings.HasSuffix(t.lower, "am") || strings.HasSuffix(t.lower, "pm")) && strings.Contains(t.lower, ".") {
		// "9.30am"
		if hv, mv, rest, ok := clock(strings.Replace(t.lower[:n-2], ".", ":", 1)); ok && rest == "" && hv >= 1 && hv <= 12 {
			h, m = ampm(hv, t.lower[n-2:]), mv
		}
	}
	compact := false
	if n := len(t.lower); h < 0 && n >= 3 && n <= 4 && (strings.HasSuffix(t.lower, "am") || strings.HasSuffix(t.lower, "pm")) {
		// 7pm, 11am
		if hv, ok := atoi(t.lower[:n-2]); ok && hv >= 1 && hv <= 12 {
			h, compact = ampm(hv, t.lower[n-2:]), true
		}
	}
	if k+1 < len(r.words) && !compact {
		next := r.toks[r.words[k+1]].lower
		if next == "am" || next == "pm" || next == "a.m" || next == "p.m" {
			if h < 0 {
				hv, ok := atoi(r.unApprox(t.lower)) // "7ish pm"
				if !ok || hv < 1 || hv > 12 {
					return Candidate{}, false
				}
				h = hv
			}
			h = ampm(h, next[:1]+"m")
			last = k + 1
			text = r.text[t.start:r.toks[r.words[k+1]].end]
		}
	}
	if h < 0 {
		return r.wordTime(k)
	}
	v := strconv.Itoa(100 + h)[1:] + ":" + strconv.Itoa(100 + m)[1:]
	c := Candidate{Kind: Time, Text: text, Value: v, Start: t.start, End: r.toks[r.words[last]].end, first: k, last: last}
	return c, true
}

// wordTime reads a time of day said in words: "noon", "midnight" (Lexicon.
// ClockWords); an hour with "o'clock" ("8 o'clock"); an hour with an
// offset ("half past six", "a quarter to eight"; Lexicon.ClockOffsets);
// each, and an hour alone, maybe followed by the part of the day ("in the
// evening", "at night"; Lexicon.DayParts), which an hour alone needs ("3
// in the afternoon").
func (r *Request) wordTime(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	if v, ok := r.lx.clockWords[r.unApprox(t.lower)]; ok {
		return Candidate{Kind: Time, Text: t.text, Value: v, Start: t.start, End: t.end, first: k, last: k}, true // "noon", "noon-ish"
	}
	if _, number := r.lx.numbers[t.lower]; !number && !digits(t.lower) && !r.opensCue(k) && t.lower != "a" && t.lower != "an" {
		return Candidate{}, false // most words: no time's first word
	}
	hour := func(j int) (int, bool) {
		if j >= len(r.words) {
			return 0, false
		}
		w := r.toks[r.words[j]].lower
		n, ok := r.lx.numbers[w]
		if !ok {
			n, ok = atoi(w)
		}
		return n, ok && n >= 1 && n <= 12
	}
	first, j, offset := k, k, 0
	if t.lower == "a" || t.lower == "an" {
		j++ // "a quarter to eight"
	}
	offsetSaid := false
	for _, p := range r.lx.clockOffsets {
		if r.opensCue(j) && r.wordsAre(j, p) {
			offset, offsetSaid, j = r.lx.clockOffset[strings.Join(p, " ")], true, j+len(p)
			break
		}
	}
	if !offsetSaid && j != k {
		return Candidate{}, false
	}
	h, ok := hour(j)
	if !ok || j > k && !r.adjacentWords(j-1, j) {
		return Candidate{}, false
	}
	last, said := j, offsetSaid
	if j+1 < len(r.words) && r.toks[r.words[j+1]].lower == "o'clock" && r.adjacentWords(j, j+1) {
		last, said = j+1, true
	}
	// the part of the day: "in the evening", "at night"
	for _, n := range []int{3, 2} {
		p := last + n
		if p >= len(r.words) || !r.adjacentWords(last, last+1) {
			continue
		}
		part, ok := r.lx.dayParts[r.toks[r.words[p]].lower]
		in := r.toks[r.words[last+1]].lower
		if !ok || n == 3 && (in != "in" || r.toks[r.words[last+2]].lower != "the") || n == 2 && in != "at" {
			continue
		}
		if h < 12 {
			h += part
		}
		last, said = p, true
		break
	}
	if !said {
		return Candidate{}, false // "3" alone is no time
	}
	mins := (h*60 + offset + 24*60) % (24 * 60)
	v := strconv.Itoa(100 + mins/60)[1:] + ":" + strconv.Itoa(100 + mins%60)[1:]
	start, end := r.toks[r.words[first]].start, r.toks[r.words[last]].end
	return Candidate{Kind: Time, Text: r.text[start:end], Value: v, Start: start, End: end, first: first, last: last}, true
}

// timeRange reads word k as two times joined by a hyphen or a dash:
// "13:00-17:00", "9am-5pm", "9:30am–11am", "3-4:30pm".
func (r *Request) timeRange(k int) (Candidate, Candidate, bool) {
	t := r.toks[r.words[k]]
	i := strings.IndexAny(t.text, "-–")
	if i <= 0 {
		return Candidate{}, Candidate{}, false
	}
	j := i + 1
	if t.text[i] != '-' {
		j = i + len("–")
	}
	one := func(s string, start int) (Candidate, bool) {
		h, m, rest, ok := clock(s)
		if !ok {
			n := len(s)
			if n < 3 || n > 4 {
				return Candidate{}, false
			}
			hv, ok := atoi(s[:n-2])
			if !ok || hv < 1 || hv > 12 {
				return Candidate{}, false
			}
			h, m, rest = hv, 0, s[n-2:]
		}
		switch suf := strings.ToLower(rest); suf {
		case "am", "pm":
			h = ampm(h, suf)
		case "":
			if !strings.Contains(s, ":") {
				return Candidate{}, false
			}
		default:
			return Candidate{}, false
		}
		v := strconv.Itoa(100 + h)[1:] + ":" + strconv.Itoa(100 + m)[1:]
		return Candidate{Kind: Time, Text: s, Value: v, Start: start, End: start + len(s), first: k, last: k}, true
	}
	a, ok1 := one(t.text[:i], t.start)
	b, ok2 := one(t.text[j:], t.start+j)
	if hv, ok := atoi(t.text[:i]); !ok1 && ok2 && ok && hv >= 1 && hv <= 12 && strings.Trim(strings.ToLower(t.text[j:]), "0123456789:") != "" {
		// "3-4:30pm": a bare hour, whose day part is the end's where that
		// keeps the range in order (sharedDayParts)
		a, ok1 = Candidate{Kind: Time, Text: t.text[:i], Value: startOfRange(hv, 0, b.Value.(string)), Start: t.start, End: t.start + i, first: k, last: k}, true
	}
	return a, b, ok1 && ok2
}

// monthAbbrev reports whether a word is a month's name cut short: Aug,
// Sept.
func (r *Request) monthAbbrev(t token) bool {
	return t.word && t.cap && len(t.lower) <= 4 && r.lx.months[t.lower] > 0
}

// clock reads a time of day at the start of s: H:MM or HH:MM, with its
// seconds if written (read, and not kept). rest is what follows: "pm" of
// "8:00pm", the zone of an ISO time ("Z", "+02:00").
func clock(s string) (h, m int, rest string, ok bool) {
	hh, mm, found := strings.Cut(s, ":")
	if !found || len(hh) > 2 || len(mm) < 2 {
		return 0, 0, "", false
	}
	h, ok1 := atoi(hh)
	m, ok2 := atoi(mm[:2])
	if !ok1 || !ok2 || h > 23 || m > 59 {
		return 0, 0, "", false
	}
	rest = mm[2:]
	if len(rest) >= 3 && rest[0] == ':' {
		if sec, ok := atoi(rest[1:3]); !ok || sec > 59 {
			return 0, 0, "", false
		}
		rest = rest[3:] // 10:00:00
	}
	return h, m, rest, true
}

func ampm(h int, suf string) int {
	switch {
	case suf == "pm" && h < 12:
		return h + 12
	case suf == "am" && h == 12:
		return 0
	}
	return h
}

type dateMatch struct {
	c        Candidate
	lastWord int
	// yearless: a month and day alone ("July 16th", "the 20th of
	// March"); month and day are its, the year is to be found
	yearless   bool
	month, day int
}

// datedYears gives each date written without its year the year of a
// date of its range: one that has a year, in the same sentence, at most
// rangeWords words before or after it ("from August 5, 2024 to August
// 9"; the year after it, "August 15 to August 18, 2024", date reads
// itself). Any other date is not taken for its year: "from July 15th
// 2023 ... a taxi on July 16th" may be, but need not be, that year's, and
// a request with no year gives no such date at all.
func (r *Request) datedYears(yearless []dateMatch) {
	if len(yearless) == 0 {
		return
	}
	type dated struct {
		first, last, sentence int
		year                  string
	}
	var ds []dated // in the request's order: dates are read in it
	for i := range r.cands {
		d := &r.cands[i]
		if v, ok := d.Value.(string); ok && d.Kind == Date && len(v) >= len("2006-01") {
			ds = append(ds, dated{d.first, d.last, r.toks[r.words[d.first]].sentence, v[:4]})
		}
	}
	if len(ds) == 0 {
		return
	}
	for _, m := range yearless {
		sent := r.toks[r.words[m.c.first]].sentence
		// the nearest before and after it: a date of its range, if any,
		// is one of them
		at, _ := slices.BinarySearchFunc(ds, m.c.first, func(d dated, k int) int { return d.first - k })
		var near []dated
		if at > 0 {
			near = append(near, ds[at-1])
		}
		if at < len(ds) {
			near = append(near, ds[at])
		}
		best, bestDist := "", 0
		for _, d := range near {
			dist := max(d.first-m.c.last, m.c.first-d.last)
			if d.sentence == sent && dist <= rangeWords && (best == "" || dist < bestDist) {
				best, bestDist = d.year, dist
			}
		}
		if best == "" {
			continue
		}
		c := m.c
		c.Value = best + "-" + strconv.Itoa(100 + m.month)[1:] + "-" + strconv.Itoa(100 + m.day)[1:]
		r.cands = append(r.cands, c)
		r.dateTime(c)
	}
}

// date reads a date at word k, in any common form.
func (r *Request) date(k int) (dateMatch, bool) {
	w := func(i int) (token, bool) {
		if i < len(r.words) {
			return r.toks[r.words[i]], true
		}
		return token{}, false
	}
	t, _ := w(k)
	mk := func(y, mo, d int, form dateForm, last int) (dateMatch, bool) {
		if mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1000 || y > 2999 {
			return dateMatch{}, false
		}
		iso := strconv.Itoa(y) + "-" + strconv.Itoa(100 + mo)[1:] + "-" + strconv.Itoa(100 + d)[1:]
		end, _ := w(last)
		c := Candidate{Kind: Date, Text: r.text[t.start:end.end], Value: iso, Start: t.start, End: end.end, first: k, last: last, date: form}
		return dateMatch{c: c, lastWord: last}, true
	}
	// 2024-08-15, 2024/08/15, 08/15/2024
	numeric := t.text != "" && isDigitByte(t.text[0])
	for _, sep := range []string{"-", "/", "."} {
		if !numeric || strings.Count(t.text, sep) != 2 {
			continue
		}
		parts := strings.Split(t.text, sep)
		if len(parts) != 3 {
			continue
		}
		a, ok1 := atoi(parts[0])
		b, ok2 := atoi(parts[1])
		c, ok3 := atoi(parts[2])
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		if sep == "/" && len(parts[2]) == 2 && len(parts[0]) <= 2 && len(parts[1]) <= 2 && (r.weekdayBefore(k) || a >= 1 && b >= 1 && (a > 12) != (b > 12)) {
			// "Thu 3/6/25": a year of two digits, this century's, where a
			// weekday says the numbers are a date, or where one number is
			// above any month, the day ("6/14/27", "25/12/26")
			parts[2], c = strconv.Itoa(2000+c), 2000+c
		}
		switch {
		case len(parts[0]) == 4 && sep == "-":
			return mk(a, b, c, isoForm, k)
		case len(parts[0]) == 4:
			return mk(a, b, c, slashYMDForm, k)
		case len(parts[2]) != 4 || len(parts[0]) > 2 || len(parts[1]) > 2:
		case sep == "/" && a > 12 && b <= 12:
			return mk(c, b, a, slashDMYForm, k) // 15/08/2024: no month 15
		case sep == "/":
			return mk(c, a, b, slashMDYForm, k)
		case sep == ".":
			return mk(c, b, a, dotDMYForm, k) // the dotted form is day first
		case a > 12 && b <= 12:
			return mk(c, b, a, hyphenDMYForm, k) // 31-12-2024; 05-06-2024 could be either, and is no date
		}
	}
	// 20250418: ISO 8601's basic form, a year of this or the last century
	if numeric && len(t.text) == 8 && digits(t.text) && (t.text[:2] == "19" || t.text[:2] == "20") {
		y, _ := atoi(t.text[:4])
		mo, _ := atoi(t.text[4:6])
		d, _ := atoi(t.text[6:])
		if m, ok := mk(y, mo, d, compactForm, k); ok {
			return m, true
		}
	}
	// 2025-01: ISO 8601's month of a year (a year of this or the last
	// century, so that a code's 4410-22 is none)
	if numeric && len(t.text) == len("2006-01") && t.text[4] == '-' {
		y, ok1 := atoi(t.text[:4])
		mo, ok2 := atoi(t.text[5:])
		if ok1 && ok2 && y >= 1900 && y <= 2099 {
			m, ok := mk(y, mo, 1, monthYearForm, k)
			m.c.Value = t.text
			return m, ok
		}
	}
	// 2024-08-15T10:00: the ISO date of a date and time
	if date, _, ok := strings.Cut(t.text, "T"); ok && numeric && len(date) == len("2006-01-02") && strings.Count(date, "-") == 2 {
		y, ok1 := atoi(date[:4])
		mo, ok2 := atoi(date[5:7])
		d, ok3 := atoi(date[8:10])
		if ok1 && ok2 && ok3 {
			m, ok := mk(y, mo, d, isoForm, k)
			m.c.Text, m.c.End = date, t.start+len(date)
			return m, ok
		}
	}
	// 15-Aug-2024
	if numeric && strings.Count(t.lower, "-") == 2 {
		parts := strings.Split(t.lower, "-")
		if day, ok := dayNumber(parts[0]); ok && isYear(parts[2]) {
			if mo := r.lx.months[parts[1]]; mo > 0 && len(parts[1]) >= 3 {
				y, _ := atoi(parts[2])
				return mk(y, mo, day, dayMonAbbrForm, k)
			}
		}
	}
	// August 15, 2024; August 15th 2024; August 2024; 15 August 2024
	if mo, ok := r.lx.months[strings.TrimSuffix(t.lower, ".")]; ok && len(t.lower) >= 3 {
		if d, ok := w(k + 1); ok && d.sentence == t.sentence {
			if day, ok := r.dayAfterMonth(t, k+1); ok {
				if y, ok := w(k + 2); ok && y.sentence == t.sentence && len(y.text) == 2 && digits(y.text) && r.apostropheBefore(r.words[k+2]) {
					yv, _ := atoi(y.text) // "Dec 1st '25": a year of two digits after its apostrophe
					return mk(2000+yv, mo, day, wordsOrdForm, k+2)
				}
				if y, ok := w(k + 2); ok && isYear(y.text) && y.sentence == t.sentence {
					yv, _ := atoi(y.text)
					form := wordsForm
					if !isDigitByte(d.lower[len(d.lower)-1]) {
						form = wordsOrdForm
					}
					return mk(yv, mo, day, form, k+2)
				}
				if yv, last, ok := r.spokenYear(k + 2); ok && r.adjacentWords(k+1, k+2) {
					form := wordsForm // "July second twenty twenty seven": a year said aloud
					if !isDigitByte(d.lower[len(d.lower)-1]) {
						form = wordsOrdForm
					}
					return mk(yv, mo, day, form, last)
				}
			}
			if day, ok := r.dayAfterMonth(t, k+1); ok && r.monthWord(t) {
				// "August 15 to August 18, 2024": the range's year
				for j := k + 2; j < len(r.words) && j < k+rangeWords && r.toks[r.words[j]].sentence == t.sentence; j++ {
					if y := r.toks[r.words[j]]; isYear(y.text) {
						yv, _ := atoi(y.text)
						return mk(yv, mo, day, wordsForm, k+1)
					}
				}
				{
					form := wordsForm
					if !isDigitByte(d.lower[len(d.lower)-1]) {
						form = wordsOrdForm
					}
					return yearlessAt(mk(2000, mo, day, form, k+1))
				}
			}
			if isYear(d.text) {
				yv, _ := atoi(d.text)
				m, ok := mk(yv, mo, 1, monthYearForm, k+1)
				if ok {
					m.c.Value = strconv.Itoa(yv) + "-" + strconv.Itoa(100 + mo)[1:]
				}
				return m, ok
			}
		}
	}
	if day, ok := r.dayAt(k); ok {
		// 15 August 2024; the 20th of April 2024; the twenty-third of May
		m0 := k + 1
		if m, ok := w(m0); ok && m.lower == "of" && !isDigitByte(t.lower[len(t.lower)-1]) {
			m0++ // an ordinal day: "20th of"
		}
		if m, ok := w(m0); ok {
			if mo, ok := r.lx.months[m.lower]; ok && len(m.lower) >= 3 {
				form := dayMonthForm
				if !isDigitByte(t.lower[len(t.lower)-1]) {
					form = dayMonthOrdForm
				}
				if y, ok := w(m0 + 1); ok && isYear(y.text) {
					yv, _ := atoi(y.text)
					return mk(yv, mo, day, form, m0+1)
				}
				if yv, last, ok := r.spokenYear(m0 + 1); ok && m0+1 < len(r.words) && r.adjacentWords(m0, m0+1) {
					return mk(yv, mo, day, form, last) // "the fourteenth of June twenty twenty seven"
				}
				if r.monthWord(m) && m.sentence == t.sentence {
					return yearlessAt(mk(2000, mo, day, form, m0))
				}
			}
		}
	}
	return dateMatch{}, false
}

// monthWord reports whether a month's name without a year beside it is
// one: "may" in lowercase is the verb.
func (r *Request) monthWord(t token) bool {
	return t.cap || !r.lx.stop[t.lower] && !r.lx.common[t.lower]
}

// rangeWords is how far apart, in words, two dates of a range may stand
// for one to give the other its year.
const rangeWords = 8

// yearlessAt marks a date read with a stand-in year as one written
// without its year.
func yearlessAt(m dateMatch, ok bool) (dateMatch, bool) {
	if !ok {
		return m, false
	}
	iso := m.c.Value.(string)
	m.month, _ = atoi(iso[5:7])
	m.day, _ = atoi(iso[8:10])
	m.yearless, m.c.Value = true, nil
	return m, true
}

func dayNumber(s string) (int, bool) {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		s = strings.TrimSuffix(s, suf)
	}
	d, ok := atoi(s)
	return d, ok && d >= 1 && d <= 31 && len(s) <= 2
}

func isYear(s string) bool {
	y, ok := atoi(s)
	return ok && len(s) == 4 && y >= 1000 && y <= 2999
}

// yearLike reports whether a number reads as a recent year: 1900-2100.
func yearLike(s string) bool {
	y, ok := atoi(s)
	return ok && len(s) == 4 && y >= 1900 && y <= 2100
}

// dayRange reads two days of one month written as a range, whose first
// day is no date alone: "3 to 7 March 2025", "between 5 and 9 May",
// "10-14 April 2025", "Apr 10-14, 2025", "Feb 3 to 9, 2025". Both days
// take the month and the year written once for them. It returns the
// dates it reads at word k, in order, and the last word it read: "3 to 7
// March" gives the first alone, as date reads the second where it stands.
func (r *Request) dayRange(k int) ([]dateMatch, int, bool) {
	at := func(i int) (token, bool) {
		if i < len(r.words) {
			return r.toks[r.words[i]], true
		}
		return token{}, false
	}
	t, _ := at(k)
	if t.text == "" {
		return nil, 0, false
	}
	// a range's joiner between words a and a+1: "to", "through", "-", "–";
	// "and" after "between"
	joined := func(a int) (int, bool) {
		j, ok := at(a + 1)
		if !ok || j.sentence != t.sentence {
			return 0, false
		}
		if r.dashBetween(a, a+1) {
			return a + 1, true
		}
		if r.marksBetween(r.words[a], r.words[a+1]) != "" {
			return 0, false
		}
		if r.lx.rangeJoiners[j.lower] || j.lower == "and" && k > 0 && r.toks[r.words[k-1]].lower == "between" {
			if d, ok := at(a + 2); ok && d.lower == "the" {
				return a + 3, a+3 < len(r.words) // "the 3rd to the 7th"
			}
			return a + 2, a+2 < len(r.words) // (a joiner that ends the request joins nothing: "1 to")
		}
		return 0, false
	}
	// two days as one word: "10-14"
	split := func(w string) (int, int, bool) {
		a, b, ok := strings.Cut(w, "-")
		d1, ok1 := dayNumber(a)
		d2, ok2 := dayNumber(b)
		return d1, d2, ok && ok1 && ok2 && d1 < d2 && isDigitByte(a[len(a)-1])
	}
	// the dates of days d1 and d2 of month mo, in year word y (if it is
	// one), the first at word a, the second at word b
	pair := func(d1, d2, mo, a, b, y int, form dateForm) ([]dateMatch, int, bool) {
		last, year := b, 0
		if w, ok := at(y); ok && isYear(w.text) && w.sentence == t.sentence {
			year, _ = atoi(w.text)
			last = y
		}
		first := r.rangeDay(year, mo, d1, a, a, form)
		second := r.rangeDay(year, mo, d2, b, last, form)
		return []dateMatch{first, second}, last, true
	}
	mo, isMonth := r.lx.months[strings.TrimSuffix(t.lower, ".")]
	isMonth = isMonth && len(t.lower) >= 3 && r.monthWord(t)
	if isMonth {
		n, ok := at(k + 1)
		if !ok || n.sentence != t.sentence {
			return nil, 0, false
		}
		if d1, d2, ok := split(n.lower); ok {
			return pair(d1, d2, mo, k+1, k+1, k+2, wordsForm) // Apr 10-14, 2025
		}
		d1, ok := dayNumber(n.lower)
		if !ok {
			return nil, 0, false
		}
		if b, ok := joined(k + 1); ok {
			d2, ok := dayNumber(r.toks[r.words[b]].lower)
			if y, yok := at(b + 1); ok && d1 < d2 && yok && isYear(y.text) {
				return pair(d1, d2, mo, k+1, b, b+1, wordsForm) // Feb 3 to 9, 2025
			}
		}
		return nil, 0, false
	}
	if !isDigitByte(t.text[0]) {
		return nil, 0, false
	}
	if d1, d2, ok := split(t.lower); ok {
		if m, ok := at(k + 1); ok && m.sentence == t.sentence {
			if mo, ok := r.lx.months[m.lower]; ok && len(m.lower) >= 3 {
				return pair(d1, d2, mo, k, k, k+2, dayMonthForm) // 10-14 April 2025
			}
		}
		return nil, 0, false
	}
	d1, ok := dayNumber(t.lower)
	if !ok {
		return nil, 0, false
	}
	b, ok := joined(k)
	if !ok {
		return nil, 0, false
	}
	second, ok := r.date(b)
	if !ok || second.c.date != dayMonthForm && second.c.date != dayMonthOrdForm {
		return nil, 0, false // "3 to 7 March 2025", "the 3rd to the 7th of March"
	}
	iso, _ := second.c.Value.(string)
	mo, d2 := second.month, second.day
	if !second.yearless {
		mo, _ = atoi(iso[5:7])
		d2, _ = atoi(iso[8:10])
	}
	if d1 >= d2 {
		return nil, 0, false
	}
	year := 0
	if !second.yearless {
		year, _ = atoi(iso[:4])
	}
	return []dateMatch{r.rangeDay(year, mo, d1, k, k, second.c.date)}, k, true
}

// rangeDay is the date of day d of month mo in year y (0: a year not
// written), read from words a to b.
func (r *Request) rangeDay(y, mo, d, a, b int, form dateForm) dateMatch {
	s, e := r.toks[r.words[a]], r.toks[r.words[b]]
	start, end := s.start, e.end
	if x, y, ok := strings.Cut(s.text, "-"); ok { // "10-14": the day of its side
		if dd, _ := dayNumber(x); dd == d {
			end = s.start + len(x)
		} else {
			start = s.end - len(y)
		}
	}
	c := Candidate{Kind: Date, Text: r.text[start:end], Start: start, End: end, first: a, last: b, date: form}
	if y == 0 {
		return dateMatch{c: c, lastWord: b, yearless: true, month: mo, day: d}
	}
	c.Value = strconv.Itoa(y) + "-" + strconv.Itoa(100 + mo)[1:] + "-" + strconv.Itoa(100 + d)[1:]
	return dateMatch{c: c, lastWord: b}
}

// dayAt reads the day of a month at word k: "15", "20th", or an ordinal
// in words after "the" ("the twenty-third of May"; "a third of May's
// sales" is none).
func (r *Request) dayAt(k int) (int, bool) {
	t := r.toks[r.words[k]]
	if d, ok := dayNumber(t.lower); ok {
		return d, true
	}
	if k == 0 || r.toks[r.words[k-1]].lower != "the" || t.text == "" || isDigitByte(t.text[0]) {
		return 0, false
	}
	d, ok := r.ordinalWord(t.lower)
	return d, ok && d >= 1 && d <= 31
}

// dayAfterMonth reads word k, after the month t, as its day: digits
// ("August 15", "Dec 1st"), or an ordinal's word after a month's
// capitalized name, as speech is transcribed ("July second", "June
// fourteenth").
func (r *Request) dayAfterMonth(t token, k int) (int, bool) {
	d := r.toks[r.words[k]]
	if n, ok := dayNumber(d.lower); ok {
		return n, true
	}
	if !t.cap || d.text == "" || isDigitByte(d.text[0]) || !r.adjacentWords(k-1, k) {
		return 0, false
	}
	n, ok := r.ordinalWord(d.lower)
	return n, ok && n >= 1 && n <= 31
}

// weekdayBefore reports whether the word before word k is a weekday's
// name or its three letters, beside it or with a comma: "Thu 3/6/25".
func (r *Request) weekdayBefore(k int) bool {
	if k == 0 {
		return false
	}
	_, ok := r.lx.weekday(r.toks[r.words[k-1]].lower, r.toks[r.words[k-1]].cap)
	m := r.marksBetween(r.words[k-1], r.words[k])
	return ok && (m == "" || m == ",")
}

// apostropheBefore reports whether an apostrophe stands right before token
// i, after a space: the '25 of "Dec 1st '25".
func (r *Request) apostropheBefore(i int) bool {
	s := r.text[:r.toks[i].start]
	return strings.HasSuffix(s, " '") || strings.HasSuffix(s, " ’")
}

// periodCode reports whether a code names a part of a year: a quarter
// (Q1 to Q4) or a half (H1, H2), in either case.
func periodCode(w string) bool {
	return len(w) == 2 && (w[0]|0x20 == 'q' && w[1] >= '1' && w[1] <= '4' || w[0]|0x20 == 'h' && (w[1] == '1' || w[1] == '2'))
}

// militaryTime reports whether a word is a time of day written as four
// digits with no mark, hours and minutes: "0600", "1430", "2359".
func militaryTime(w string) bool {
	return len(w) == 4 && digits(w) && w[:2] < "24" && w[2:] < "60"
}

// minutesSeconds reports whether a word is minutes and seconds written
// M:SS or MM:SS, as a race's or a track's length is: "52:41", "4:05";
// the seconds may have up to three decimals, as a race's split does:
// "6:48.2", "1:59.37".
func minutesSeconds(w string) bool {
	m, sec, ok := strings.Cut(w, ":")
	if whole, frac, ok := strings.Cut(sec, "."); ok {
		if frac == "" || len(frac) > 3 || !digits(frac) {
			return false
		}
		sec = whole
	}
	return ok && len(m) >= 1 && len(m) <= 2 && digits(m) && len(sec) == 2 && digits(sec) && sec < "60"
}

// seasonYears reads a season and its year as one period, as a quarter's
// "Q3 2024" is: "Fall 2025", "Spring 2026" (a term's, a collection's);
// the season's words are the members of the value set for "season".
func (r *Request) seasonYears() {
	seasons := r.lx.valueSets["season"]
	if len(seasons) == 0 {
		return
	}
	for k := 0; k+1 < len(r.words); k++ {
		t, next := r.toks[r.words[k]], r.toks[r.words[k+1]]
		if t.cap && seasons[t.lower] && r.adjacentWords(k, k+1) && yearLike(next.text) {
			text := r.text[t.start:next.end]
			r.add(Code, text, text, k, k+1)
		}
	}
}

// hms reports whether a time is written H:MM:SS or HH:MM:SS, digits
// only: "00:01:15", "1:02:10".
func hms(t string) bool {
	h, rest, ok := strings.Cut(t, ":")
	m, sec, ok2 := strings.Cut(rest, ":")
	return ok && ok2 && len(h) >= 1 && len(h) <= 2 && digits(h) && len(m) == 2 && digits(m) && len(sec) == 2 && digits(sec)
}

// sharedDayParts gives a bare time of a range the day part of the time
// that ends it, where that keeps the range in order: "7:30 to 8 in the
// evening" runs from 19:30, "from 6 to 11pm" from 18:00 (a number that
// starts such a range is its hour); "9 to 5pm" stays 09:00, as 21:00
// would end before it starts.
func (r *Request) sharedDayParts() {
	var timeAt map[int]int // a time's candidate by its first word, made at the first bare time
	for i := range r.cands {
		a := &r.cands[i]
		hour := a.Kind == Number && a.Unit == "" && digits(a.Text) && len(a.Text) <= 2 // "from 6 to 11pm": an hour
		if a.Kind != Time && !hour || strings.Trim(a.Text, "0123456789:") != "" || a.last+1 >= len(r.words) {
			continue
		}
		if timeAt == nil {
			timeAt = map[int]int{}
			for j, c := range r.cands {
				if _, ok := timeAt[c.first]; c.Kind == Time && !ok {
					timeAt[c.first] = j
				}
			}
		}
		next := a.last + 1 // a dash's range is one word, read as two times (timeRange)
		if r.lx.rangeJoiners[r.toks[r.words[next]].lower] && r.adjacentWords(a.last, next) {
			next++
		} else if hour {
			continue
		}
		j, ok := timeAt[next]
		if !ok {
			continue
		}
		if hour {
			// a number that starts a range to a time with its day part is
			// the range's first hour, no count
			h, _ := atoi(a.Text)
			if h < 1 || h > 12 || strings.Trim(r.cands[j].Text, "0123456789: ") == "" {
				continue
			}
			a.Kind, a.Value = Time, strconv.Itoa(100 + h)[1:]+":00"
		}
		if ah, am, _, ok := clock(a.Value.(string)); ok {
			a.Value = startOfRange(ah, am, r.cands[j].Value.(string))
		}
	}
}

// startOfRange returns the bare time h:m that starts a range ending at
// end (HH:MM), in HH:MM: with end's afternoon or evening where that keeps
// the range in order ("7:30" to 20:00 is 19:30), as written elsewhere
// ("9" to 17:00 is 09:00, "11:30" to 13:00 11:30).
func startOfRange(h, m int, end string) string {
	if eh, em, _, ok := clock(end); ok && h >= 1 && h < 12 && eh > 12 && (h+12)*60+m < eh*60+em {
		h += 12
	}
	return strconv.Itoa(100 + h)[1:] + ":" + strconv.Itoa(100 + m)[1:]
}
