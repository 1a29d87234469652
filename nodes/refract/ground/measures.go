package ground

import (
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The readers of measures: a size's numbers, a measure of two units of
// one class, a larger unit said before a smaller one, and the marks of
// feet and inches after a number.

// dimensions reads the two or three numbers of a size written as one
// word, "1920x1080", "24x36", "9x6x2" (the unit after it is every
// number's: "5x7 ft").
// A size written apart ("11 x 17", "2560 × 1440") is two numbers already.
func (r *Request) dimensions(k int) ([]Candidate, bool) {
	t := r.toks[r.words[k]]
	parts := strings.FieldsFunc(t.text, func(c rune) bool { return c == 'x' || c == 'X' })
	if len(parts) < 2 || len(parts) > 3 || strings.Count(strings.ToLower(t.text), "x") != len(parts)-1 {
		return nil, false
	}
	for _, p := range parts {
		if !decimalDigits(p) {
			return nil, false
		}
	}
	if r.operatorBeside(t.start, t.end) {
		return nil, false // "3x1 + 5x2" is algebra's
	}
	unit, through := "", k
	if k+1 < len(r.words) && r.adjacentWords(k, k+1) {
		if next := r.toks[r.words[k+1]]; r.lx.unitClass[next.stem] != "" {
			unit, through = next.stem, k+1
		}
	}
	out := make([]Candidate, len(parts))
	at := t.start
	for i, p := range parts {
		out[i] = Candidate{Kind: Number, Text: p, Value: json.Number(normNumber(p)), Unit: unit, Start: at, End: at + len(p), first: k, last: k, through: through}
		at += len(p) + 1
	}
	return out, true
}

// apartSizes reads a size written apart, "1/4 x 1-1/2", "2 x 4 x 8", as a
// code too, as written: its numbers are read already, and an input that
// takes the size as text ("Bar size, e.g. 1/4 x 1-1/2") takes it whole.
func (r *Request) apartSizes() {
	size := func(k int) bool { // 4, 2.5, 1/4, 1-1/2 (no phone number: "800-555-0199 x 12")
		w := r.toks[r.words[k]].text
		whole, frac, mixed := strings.Cut(w, "-")
		if !mixed {
			whole, frac = "", w
		}
		n, d, ok := strings.Cut(frac, "/")
		if !ok {
			return !mixed && decimalDigits(frac)
		}
		return (whole == "" || decimalDigits(whole)) && decimalDigits(n) && decimalDigits(d)
	}
	times := func(k int) bool {
		w := r.toks[r.words[k]].lower
		return w == "x" || w == "×"
	}
	for k := 0; k+2 < len(r.words); k++ {
		if !times(k+1) || !size(k) || !size(k+2) || !r.adjacentWords(k, k+1) || !r.adjacentWords(k+1, k+2) {
			continue
		}
		last := k + 2
		if last+2 < len(r.words) && times(last+1) && size(last+2) && r.adjacentWords(last, last+1) && r.adjacentWords(last+1, last+2) {
			last += 2
		}
		if r.operatorBeside(r.toks[r.words[k]].start, r.toks[r.words[last]].end) {
			continue // "3 x 4 + 2" is arithmetic
		}
		if last+1 < len(r.words) && r.adjacentWords(last, last+1) {
			if class := r.lx.unitClass[r.toks[r.words[last+1]].stem]; class != "" && class != "distance" {
				continue // "600 x 500 ml": 600 bottles of 500 ml, no size (a size is of lengths)
			}
		}
		text := r.text[r.toks[r.words[k]].start:r.toks[r.words[last]].end]
		for i := range r.cands {
			if c := &r.cands[i]; c.Kind == Code && c.first >= k && c.last <= last {
				c.sizePart = true
			}
		}
		r.add(Code, text, text, k, last)
		k = last
	}
}

// sizeUnits gives the first number of a size written apart, "14 x 11.5
// feet", "9.5 by 7 ft", "8 × 10 in", the unit of the last: it is both's
// (the first stood alone, and the last, measured, took both inputs).
func (r *Request) sizeUnits() {
	measured := map[int]int{} // by first word: a number with a unit
	for i := range r.cands {
		if c := &r.cands[i]; c.Kind == Number && c.Unit != "" && !c.word {
			measured[c.first] = i
		}
	}
	if len(measured) == 0 {
		return
	}
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind != Number || c.Unit != "" && c.Unit != "x" || c.word || c.last+1 >= len(r.words) {
			continue // (the "x" of "14 x 11.5" is read as a multiple's, "3x")
		}
		j, ok := measured[c.last+1]
		if !ok {
			j, ok = measured[c.last+2]
		}
		if !ok {
			continue
		}
		d := &r.cands[j]
		if d.Start < c.End || !isDigitByte(c.Text[0]) || !isDigitByte(d.Text[0]) {
			continue // "item 39002 005 118 by three weeks": a size is digits by digits
		}
		if r.lx.classOf(d.Unit) != "distance" {
			continue // "60 x 250 ml", "3 x 5 kg": so many of a measure, no size
		}
		switch strings.ToLower(strings.TrimSpace(r.text[c.End:d.Start])) {
		case "x", "×", "by":
			c.Unit = d.Unit
		}
	}
}

// operatorBeside reports whether an arithmetic operator or a comparison
// stands next to the text from byte start to end, spaces aside.
func (r *Request) operatorBeside(start, end int) bool {
	before := strings.TrimRight(r.text[:start], " ")
	after := strings.TrimLeft(r.text[end:], " ")
	return before != "" && strings.IndexByte("+-*/=<>^", before[len(before)-1]) >= 0 ||
		after != "" && strings.IndexByte("+-*/=<>^", after[0]) >= 0
}

// compound reads a measure of two units of one class, the second the
// smaller, as one number in the second: "5 ft 11 in" (71 inches), "2
// hours and 30 minutes" (150 minutes), "3 lb 4 oz". The first number,
// valued v in unit u, ends at word last (its unit at last or the next
// word); the second is the next number of digits, "and" allowed between,
// with its unit joined to it or the next word (an abbreviation of a unit
// that is a common word elsewhere, "in", read as it here). It returns the
// value, the unit and the second unit's word.
func (r *Request) compound(v, u string, last, through int) (string, string, int, bool) {
	f1, class, ok := r.lx.factor(u)
	if !ok || class == "" || through != last || strings.Contains(u, "/") {
		return "", "", 0, false
	}
	var err error
	uw := last // the first unit's word: the number's own ("5ft") or the next
	if last+1 < len(r.words) && r.toks[r.words[last+1]].stem == u && r.words[last+1] == r.words[last]+1 {
		uw = last + 1
	}
	j := uw + 1
	if j < len(r.words) && r.toks[r.words[j]].lower == "and" && r.adjacentWords(uw, j) {
		j++
	}
	if j >= len(r.words) || !r.adjacentWords(j-1, j) {
		return "", "", 0, false
	}
	w := r.toks[r.words[j]]
	n := 0
	for n < len(w.text) && (isDigitByte(w.text[n]) || w.text[n] == '.') {
		n++
	}
	var v2 float64
	if nw, ok := r.lx.numbers[w.lower]; ok && n == 0 {
		v2, n = float64(nw), len(w.text) // "six foot two"
	} else if n == 0 {
		return "", "", 0, false
	} else if v2, err = strconv.ParseFloat(w.text[:n], 64); err != nil {
		return "", "", 0, false
	}
	u2, end := strings.ToLower(w.text[n:]), j
	if u2 == "" && j+1 < len(r.words) && r.words[j+1] == r.words[j]+1 {
		u2, end = r.toks[r.words[j+1]].lower, j+1
	}
	if full, ok := r.lx.unitAbbrev[u2]; ok {
		u2 = full // "in": inches, after feet
	}
	if full, ok := r.lx.compoundUnits[class][u2]; ok {
		u2 = full // "1h 55m": minutes, after hours
	}
	u2 = stem(u2)
	f2, class2, ok := r.lx.factor(u2)
	if bare := r.lx.bareUnits[u]; (!ok || class2 != class) && bare != "" && n == len(w.text) && j == uw+1 &&
		(j+1 == len(r.words) || !r.adjacentWords(j, j+1) || r.isStop(r.toks[r.words[j+1]].lower)) {
		// "six foot two", "5 ft 11", "2 minutes 50 for the routine": a
		// bare number after feet or minutes, with no noun of its own, is
		// inches or seconds (not "3 feet 4 kids"; nor "a 45 minute 2
		// person job", whose noun is no plural)
		u2, end = bare, j
		f2, class2, ok = r.lx.factor(u2)
	}
	if !ok || class2 != class || f2 >= f1 || f2 == 0 {
		return "", "", 0, false
	}
	v1, err := strconv.ParseFloat(v, 64)
	if err != nil || v1 < 0 {
		return "", "", 0, false
	}
	return inSmaller(v1, f1, v2, f2), u2, end, true
}

// inSmaller writes v1 of a larger unit (factor f1) and v2 of a smaller
// one of its class (f2) as one number in the smaller: 5 ft 11 in is 71,
// 2 min 50 s 170 (to nine decimals: no float's tail).
func inSmaller(v1, f1, v2, f2 float64) string {
	return strconv.FormatFloat(math.Round((v1*f1/f2+v2)*1e9)/1e9, 'f', -1, 64)
}

// unitAndBefore reads one of a larger unit of the class said before a
// number with its unit, "and" between: "an hour and 15 minutes" is 75
// minutes, "a day and 6 hours" 30 hours. It returns the value in the
// number's unit and the first word of the whole.
func (r *Request) unitAndBefore(k int, v, u string) (string, int, bool) {
	if k < 3 || u == "" || r.toks[r.words[k-1]].lower != "and" {
		return "", 0, false
	}
	one := r.toks[r.words[k-3]].lower
	if one != "a" && one != "an" && one != "one" || !r.adjacentWords(k-3, k-2) {
		return "", 0, false
	}
	f2, class, ok := r.lx.factor(u)
	f1, class1, ok1 := r.lx.factor(r.toks[r.words[k-2]].stem)
	if !ok || !ok1 || class == "" || class1 != class || f1 <= f2 {
		return "", 0, false
	}
	n, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return "", 0, false
	}
	return strconv.FormatFloat(math.Round((f1/f2+n)*1e9)/1e9, 'f', -1, 64), k - 3, true
}

// inchesAfterFeet reads the inches of a height written with its marks
// after the feet's digits, "'11" of "5'11"", or ok false.
func inchesAfterFeet(rest string) (int, bool) {
	if len(rest) < 2 || rest[0] != '\'' {
		return 0, false
	}
	in, err := strconv.Atoi(rest[1:])
	return in, err == nil && in < 12
}

// lengthMark returns the unit a mark right after the number that spans
// start to end writes: a prime or an apostrophe is feet ("8'"), a double
// prime or a double quotation mark inches ("65""); "" where the mark
// is a quotation's (its closing mark, or a letter follows: "the 80's").
func (r *Request) lengthMark(start, end int) string {
	if end >= len(r.text) {
		return ""
	}
	c, n := utf8.DecodeRuneInString(r.text[end:])
	if next := end + n; next < len(r.text) && (isLetterByte(r.text[next]) || isDigitByte(r.text[next])) {
		return ""
	}
	switch c {
	case '′':
		return "ft"
	case '″':
		return "inch"
	case '\'', '"':
		if r.marks == nil {
			r.marks = readQuoteMarks(r.text)
		}
		if c == '\'' && r.marks.single < start {
			return "" // a quotation's closing mark: 'take 5'
		}
		if c == '"' && sort.SearchInts(r.marks.doubles, start)%2 == 1 {
			return "" // "take 5"
		}
		if c == '\'' {
			return "ft"
		}
		return "inch"
	}
	return ""
}

// quoteMarks indexes a request's quotation marks, so that whether a mark
// after a number closes a quotation is found in the time of a search,
// however many numbers have one.
type quoteMarks struct {
	doubles []int // the offsets of its double quotation marks, in order
	single  int   // the offset of its first single quote at its start or after a space, or its length
}

func readQuoteMarks(text string) *quoteMarks {
	m := &quoteMarks{single: len(text)}
	for i := range len(text) {
		switch text[i] {
		case '"':
			m.doubles = append(m.doubles, i)
		case '\'':
			if (i == 0 || text[i-1] == ' ') && m.single == len(text) {
				m.single = i
			}
		}
	}
	return m
}

// unitWordAfter returns the word right after number c when it is a unit's
// (an abbreviation, "in", or a word of a unit class) that the number
// reader left apart, as a preposition's ("a 10 in pot").
func (r *Request) unitWordAfter(c *Candidate) (string, bool) {
	k := c.last + 1
	if k >= len(r.words) || !r.adjacentWords(c.last, k) {
		return "", false
	}
	t := r.toks[r.words[k]]
	if _, ok := r.lx.unitAbbrev[t.lower]; !ok && r.lx.unitClass[t.stem] == "" {
		return "", false
	}
	return t.text, true
}

// convert converts a number to the unit s takes, when both units are
// known and of one class.
func (r *Request) convert(s *slot, c *Candidate) (string, bool) {
	if a, b := r.lx.tempScales[c.Unit], r.lx.tempScales[s.unit]; a != "" && b != "" {
		// a temperature's scales have offsets, no factor: 68°F is 20°C
		f, err := strconv.ParseFloat(string(c.Value.(json.Number)), 64)
		if err != nil || a == b {
			return "", false
		}
		return strconv.FormatFloat(math.Round(convertTemp(f, a, b)*1e9)/1e9, 'f', -1, 64), true
	}
	if num, den, ok := strings.Cut(c.Unit, "/"); r.lx.minorUnits[num] && (!ok || slices.Contains(s.per, den)) && s.class == "money" && !slices.ContainsFunc(s.cues, func(cu cue) bool { return r.lx.minorUnits[cu.stem] }) {
		// "28p per kWh" for a rate in pounds: 0.28, "9 cents per kWh" for
		// one in dollars 0.09 (but 50 for a "Fee in cents", whose name or
		// description names the hundredths)
		f, err := strconv.ParseFloat(string(c.Value.(json.Number)), 64)
		if err != nil {
			return "", false
		}
		return strconv.FormatFloat(math.Round(f/100*1e9)/1e9, 'f', -1, 64), true
	}
	from, fromClass, ok1 := r.lx.factor(c.Unit)
	to, toClass, ok2 := r.lx.factor(s.unit)
	if a, ok := r.lx.calendar[c.Unit]; ok {
		if b, ok := r.lx.calendar[s.unit]; ok {
			from, to, fromClass, toClass, ok1, ok2 = a, b, "", "", true, true // "5 years" for a term in months: 60
		}
	}
	if !ok1 || !ok2 || from == to || fromClass != toClass {
		return "", false
	}
	f, err := strconv.ParseFloat(string(c.Value.(json.Number)), 64)
	if err != nil {
		return "", false
	}
	v := f * from / to
	return strconv.FormatFloat(math.Round(v*1e9)/1e9, 'f', -1, 64), true
}

// unconvertible reports whether c's number is in another unit of the
// class s takes than the one s states, which no factor converts: months
// for a timeline in weeks.
func (r *Request) unconvertible(s *slot, c *Candidate) bool {
	if s.unit == "" || c.Unit == "" || c.Unit == s.unit || r.lx.classOf(c.Unit) != s.class {
		return false
	}
	if r.lx.tempScales[c.Unit] != "" && r.lx.tempScales[s.unit] != "" {
		return false // converted by scale
	}
	if _, ok := r.lx.calendar[s.unit]; ok {
		_, ok := r.lx.calendar[c.Unit]
		return !ok // "6 weeks" for a term in months: no whole number of them
	}
	_, _, ok1 := r.lx.factor(c.Unit)
	_, _, ok2 := r.lx.factor(s.unit)
	return !ok1 && ok2 && !strings.Contains(c.Unit+s.unit, "/")
}

// onScale reads the capital letter a number is written with as a
// temperature's scale, for an input that takes a temperature: "4.2C" is
// 4.2 °C there, where "200C" among "160P / 200C / 70F" is a macro goal's
// carbohydrates.
func (r *Request) onScale(s *slot, c *Candidate) *Candidate {
	if s.class != "temperature" || c.Unit != "c" && c.Unit != "f" || !strings.HasSuffix(c.Text, strings.ToUpper(c.Unit)) {
		return c
	}
	d := *c
	d.Unit = stem("°" + c.Unit)
	return &d
}

// convertTemp converts temperature t from scale a to scale b ("c", "f",
// "k").
func convertTemp(t float64, a, b string) float64 {
	switch a { // to Celsius
	case "f":
		t = (t - 32) * 5 / 9
	case "k":
		t -= 273.15
	}
	switch b {
	case "f":
		return t*9/5 + 32
	case "k":
		return t + 273.15
	}
	return t
}
