package ground

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// thousandsAt reports whether the comma at j, in the word that starts at
// i, separates thousands: digits before it, three digits after it, and no
// fourth.
func thousandsAt(s string, i, j int) bool {
	if j+4 > len(s) || j == i || !isDigitByte(s[j-1]) {
		return false
	}
	for _, c := range []byte(s[i:j]) {
		if !isDigitByte(c) && c != ',' {
			return false
		}
	}
	return isDigitByte(s[j+1]) && isDigitByte(s[j+2]) && isDigitByte(s[j+3]) && (j+4 == len(s) || !isDigitByte(s[j+4]))
}

// decimalCommaAt reports whether the comma at j, in the word that starts
// at i, is a decimal comma, as much of Europe writes one: digits (grouped
// by dots, if at all) before it, one or two digits after it and no third,
// and either groups of thousands before it or a euro sign or code beside
// the number, a space between them or none (1.250,00; €12,50; € 89,90;
// 12,50 €; EUR 89,90). An English list ("12,50") has no such mark.
func decimalCommaAt(s string, i, j int) bool {
	if j == i || !isDigitByte(s[j-1]) {
		return false
	}
	n := 0
	for j+1+n < len(s) && isDigitByte(s[j+1+n]) {
		n++
	}
	if n < 1 || n > 2 || j+1+n < len(s) && (isDigitByte(s[j+1+n]) || isLetterByte(s[j+1+n])) {
		return false
	}
	if dotThousands(s[i:j]) && strings.Contains(s[i:j], ".") {
		return true
	}
	for _, c := range []byte(s[i:j]) {
		if !isDigitByte(c) {
			return false
		}
	}
	before, after := strings.TrimSuffix(s[:i], " "), strings.TrimPrefix(s[j+1+n:], " ")
	return strings.HasSuffix(before, "€") || strings.HasPrefix(after, "€") ||
		strings.HasSuffix(before, "EUR") && (len(before) == 3 || !isLetterByte(before[len(before)-4])) ||
		strings.HasPrefix(after, "EUR") && (len(after) == 3 || !isLetterByte(after[3]))
}

// decimalCommas reports whether the request writes a number with a
// decimal comma (decimalCommaAt, unitComma: "€6,40", "1,78 m"): a request
// that does groups thousands with dots.
func (r *Request) decimalCommas() bool {
	if r.commas == 0 {
		r.commas = 1
		for _, t := range r.toks {
			if !t.word || !isDigitByte(t.text[0]) {
				continue
			}
			if i := strings.IndexByte(t.text, ','); i > 0 && (decimalCommaAt(r.text, t.start, t.start+i) || r.unitComma(t.start, t.start+i)) {
				r.commas = 2
				break
			}
		}
	}
	return r.commas == 2
}

// unitComma reports whether the comma at j, in the word of digits that
// starts at i, is a decimal comma before a unit of measure: "1,78 m",
// "2,5kg" (one or two digits after it; three are thousands).
func (r *Request) unitComma(i, j int) bool {
	s := r.text
	if j == i || !digits(s[i:j]) {
		return false
	}
	n := 0
	for j+1+n < len(s) && isDigitByte(s[j+1+n]) {
		n++
	}
	if n < 1 || n > 2 {
		return false
	}
	k := j + 1 + n
	if k < len(s) && s[k] == ' ' {
		k++
	}
	e := k
	for e < len(s) && isLetterByte(s[e]) {
		e++
	}
	u := strings.ToLower(s[k:e])
	if full, ok := r.lx.unitAbbrev[u]; ok {
		u = full
	}
	return e > k && (e == len(s) || !isLetterByte(s[e])) && r.lx.classOf(stem(u)) != "" && r.lx.classOf(stem(u)) != "money"
}

// dotThousands reports whether s is digits grouped in thousands by dots,
// or digits alone: 1.250, 12.500.000, 980.
func dotThousands(s string) bool {
	groups := strings.Split(s, ".")
	for g, x := range groups {
		if g > 0 && len(x) != 3 || g == 0 && (len(x) == 0 || len(x) > 3 && len(groups) > 1) {
			return false
		}
		for _, c := range []byte(x) {
			if !isDigitByte(c) {
				return false
			}
		}
	}
	return true
}

// number reads a number at word k: digits with commas and a decimal point,
// a currency sign before it, a unit after it (attached, "12.5V", or the
// next word, "8 cores"), or a number word.
func (r *Request) number(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	text := t.text
	var value string
	unit := ""
	ord := false
	dots := false // digits with one point, a decimal's or, in money, thousands'
	if n, ok := r.lx.numbers[t.lower]; ok {
		if t.initial && t.cap && r.lx.collective[t.lower] {
			return Candidate{}, false // "Pair round 5 of the Winter Open": a verb that opens its sentence ("a pair" is two)
		}
		value = strconv.Itoa(n)
	} else if n, ok := r.ordinalWord(t.lower); ok && !r.secondsBefore(k) && !(k > 0 && r.adjacentWords(k-1, k) && r.unitAt(k)) {
		value, ord = strconv.Itoa(n), true // "twenty-third", "the fifth" (not the unit of "a 17.4 second lap")
	} else if m, ok := multiplier(t.lower); ok {
		value = m // "Pizza x3", "2x burger": a count
	} else if m, ok := r.pluralTimes(k); ok {
		value = m // "Stakes x300": a count of the plural before it
	} else if n, u, ok := r.hyphenNumber(t.lower); ok {
		value, unit = strconv.Itoa(n), u // a five-night stay, twenty-five
	} else if f, ok := fractionText(text); ok {
		value = f // "3/4", "½", "2¼": a fraction of a unit
	} else {
		if v, ok := apostropheThousands(text); ok {
			text = v // "1'250.50", as Switzerland writes it (the text as written is restored below)
		}
		j := 0
		for j < len(text) && (text[j] >= '0' && text[j] <= '9' || text[j] == ',' || text[j] == '.') {
			j++
		}
		if j == 0 || !strings.ContainsAny(text[:j], "0123456789") {
			return Candidate{}, false
		}
		digits := strings.TrimRight(text[:j], ".,")
		plain := strings.ReplaceAll(digits, ",", "")
		if whole, frac, ok := strings.Cut(digits, ","); ok && (decimalCommaAt(r.text, t.start, t.start+len(whole)) || r.unitComma(t.start, t.start+len(whole))) {
			plain = strings.ReplaceAll(whole, ".", "") + "." + frac // 1.250,00 is 1250.00
		} else {
			if strings.Count(digits, ".") > 1 {
				return Candidate{}, false // 192.168.1.1 is no number
			}
			if strings.Contains(digits, ",") && !thousands(digits) && !indianGroups(digits) {
				return Candidate{}, false
			}
			dots = strings.Contains(digits, ".")
		}
		if _, err := strconv.ParseFloat(plain, 64); err != nil {
			return Candidate{}, false
		}
		value = plain
		rest := text[len(digits):]
		if r.unApprox(strings.ToLower(rest)) == "" {
			rest = "" // "7ish", "20-ish": about 7, about 20
		}
		hyphen := strings.HasPrefix(rest, "-")
		bareAfter := ""
		if hyphen {
			rest, bareAfter, _ = strings.Cut(rest[1:], "-") // 24-hour, 25-year-old
			if bareAfter != "" && strings.Trim(bareAfter, "0123456789") != "" {
				bareAfter = ""
			}
		}
		if e, ok := r.scaleSuffix(rest, t.start); ok {
			value, rest = shiftDecimal(value, e), "" // 1.5k, $2.5M
		} else if e, ok := exponent(rest); ok && !strings.Contains(digits, ",") {
			value, rest = shiftDecimal(value, e), "" // 2.5e-3, 1.5E3
		}
		if in, ok := inchesAfterFeet(rest); ok && !strings.Contains(digits, ".") {
			// "5'11"": five feet eleven inches, in inches
			f, _ := strconv.Atoi(plain)
			value, unit, rest = strconv.Itoa(12*f+in), "inch", ""
		}
		if rest != "" {
			if strings.ContainsAny(rest, "0123456789") || len(rest) > 6 && !(hyphen && lowerWord(rest)) {
				return Candidate{}, false // a code: x86, H1234 are no numbers; a 100-hectare forest is
			}
			if hyphen && rest != strings.ToLower(rest) && r.lx.classOf(stem(strings.ToLower(rest))) == "" {
				return Candidate{}, false // a code: match 7731-X; a 16-GB card is a number
			}
			unit = stem(strings.ToLower(rest))
		}
		if bareAfter != "" {
			// "a 2-minute-50 routine": a number after the unit, joined to
			// it, is in the unit's bare one (170 seconds), as "2 minutes
			// 50" is; after a unit with none it makes the word a code
			bare, ok := r.lx.bareUnits[unit]
			f1, _, ok1 := r.lx.factor(unit)
			f2, _, ok2 := r.lx.factor(stem(bare))
			v1, err1 := strconv.ParseFloat(value, 64)
			v2, err2 := strconv.ParseFloat(bareAfter, 64)
			if !ok || !ok1 || !ok2 || f2 == 0 || err1 != nil || err2 != nil {
				return Candidate{}, false
			}
			value, unit = inSmaller(v1, f1, v2, f2), stem(bare)
		}
	}
	text = t.text // as written: "1'250.50"
	// a sign or currency before it
	start := t.start
	if t.start > 0 {
		p, _ := utf8.DecodeLastRuneInString(r.text[:t.start])
		switch {
		case r.isCurrency(string(p)):
			unit = string(p)
			before := r.text[:t.start-utf8.RuneLen(p)]
			if m, n := utf8.DecodeLastRuneInString(before); (m == '-' || m == '−') && (len(before) == n || strings.IndexByte(" (:=", before[len(before)-n-1]) >= 0) {
				value = "-" + value // "-$12.50": the sign before the currency's
				start = t.start - utf8.RuneLen(p) - n
				text = r.text[start:t.end]
			}
		case p == '-' || p == '−':
			// a minus after a space, a mark or nothing ("-5", "c=-5",
			// "(-3"); not a range's or a code's hyphen ("5-10", "x-5")
			if q, _ := utf8.DecodeLastRuneInString(r.text[:t.start-utf8.RuneLen(p)]); t.start == utf8.RuneLen(p) || !unicode.IsLetter(q) && !unicode.IsDigit(q) && q != '-' && q != '.' && q != '_' && q != '/' {
				value = "-" + value
				start -= utf8.RuneLen(p) // the sign is the number's: "10, -3, 7" is a list
				text = r.text[start:t.end]
			}
		case p == '^':
			return Candidate{}, false // an exponent: the 2 of "m/s^2", "x^2"
		case p == '+':
			// "+1234567890", "+5%": the sign is part of how the value is
			// written, for an input that takes it as text.
			if t.start < 2 || strings.IndexByte(" \"'(", r.text[t.start-2]) >= 0 { // not "C++11"
				start--
				text = r.text[start:t.end]
			}
		}
	}
	if k > 0 && r.lx.minusWords[r.toks[r.words[k-1]].lower] && r.words[k-1]+1 == r.words[k] && !strings.HasPrefix(value, "-") &&
		(k < 2 || r.words[k-2]+1 != r.words[k-1] || !isNumberish(r.toks[r.words[k-2]].text) && r.lx.numbers[r.toks[r.words[k-2]].lower] == 0) &&
		!(k >= 3 && r.toks[r.words[k-2]].lower == "or" && r.toks[r.words[k-3]].lower == "plus") {
		// "minus 25": a negative number; "10 minus 3" is a difference's
		// two, "plus or minus 2" a tolerance
		value, start = "-"+value, r.toks[r.words[k-1]].start
		text = r.text[start:t.end]
	}
	end, last, first := t.end, k, k
	if e, n, ok := timesTen(r.text[end:]); ok && unit == "" && !ord && strings.ContainsAny(t.text, "0123456789") {
		// "6.0×10^24", "1.6 x 10^-19": scientific notation, one number
		value, end = shiftDecimal(value, e), end+n
		last = r.wordsUntil(k, end)
		text = r.text[start:end]
	}
	if k+1 < len(r.words) && r.words[k+1] == r.words[k]+1 && digits(t.text) && unit == "" {
		// "1 1/2", "2 ¼": a whole number and a fraction
		if f, ok := fractionText(r.toks[r.words[k+1]].text); ok && strings.HasPrefix(f, "0.") {
			n, _ := strconv.ParseFloat(value, 64)
			fv, _ := strconv.ParseFloat(f, 64)
			value, last, end = strconv.FormatFloat(n+fv, 'f', -1, 64), k+1, r.toks[r.words[k+1]].end
			text = r.text[start:end]
		}
	}
	if j := r.spaceThousands(k, value); j > k && (r.isCurrency(unit) || r.moneyAfter(j)) {
		// "1 200 EUR", "450 000 €": thousands parted by spaces, where
		// money says the groups are one amount
		for i := k + 1; i <= j; i++ {
			value += r.toks[r.words[i]].text
		}
		last, end = j, r.toks[r.words[j]].end
		text = r.text[start:end]
	}
	if k+1 < len(r.words) && r.words[k+1] == r.words[k]+1 {
		// 250 million, five thousand
		if e, ok := r.lx.scales[r.toks[r.words[k+1]].lower]; ok && len(r.toks[r.words[k+1]].lower) > 2 && !ord && (unit == "" || r.isCurrency(unit)) {
			value, last = shiftDecimal(value, e), k+1
			// "one hundred fifty", "two thousand five hundred", "a
			// hundred and twenty": the smaller parts that follow
			if v, l, ok := r.numberWordsAfter(value, e, last); ok {
				value, last = v, l
			}
			end = r.toks[r.words[last]].end
			text = r.text[start:end]
		}
	}
	if last == k && k+2 < len(r.words) && r.lx.decimalWords[r.toks[r.words[k+1]].lower] && r.words[k+2] == r.words[k+1]+1 && r.words[k+1] == r.words[k]+1 && !strings.Contains(value, ".") {
		// "twelve point five": a decimal said in words, its digits one by one
		frac, j := "", k+2
		for ; j < len(r.words) && j < k+8 && (j == k+2 || r.words[j] == r.words[j-1]+1); j++ {
			d, ok := r.lx.digitWords[r.toks[r.words[j]].lower]
			if !ok {
				if digits(r.toks[r.words[j]].text) && j == k+2 {
					frac, j = r.toks[r.words[j]].text, j+1
				}
				break
			}
			frac += strconv.Itoa(d)
		}
		if frac != "" {
			value, last = value+"."+frac, j-1
			end = r.toks[r.words[last]].end
			text = r.text[start:end]
		}
	}
	if e, ok := r.lx.scales[t.lower]; ok && last == k && len(t.lower) > 2 {
		// "a hundred and twenty": the scale's word is the number
		if v, l, ok := r.numberWordsAfter(value, e, k); ok {
			value, last = v, l
			end = r.toks[r.words[last]].end
			text = r.text[start:end]
		}
	}
	if last+1 < len(r.words) && r.words[last+1] == r.words[last]+1 && !ord {
		// "3 dozen": a count of a multiple
		if m, ok := r.lx.multiples[r.toks[r.words[last+1]].lower]; ok {
			if f, err := strconv.ParseFloat(value, 64); err == nil {
				value, last = strconv.FormatFloat(f*float64(m), 'f', -1, 64), last+1
				end = r.toks[r.words[last]].end
				text = r.text[start:end]
			}
		}
	}
	if end < len(r.text) && r.text[end] == '%' {
		unit = "%"
	}
	if strings.HasPrefix(r.text[end:], "¢") && unit == "" {
		unit = centUnit + centRate(r.text[end+len("¢"):]) // "12¢", "11.5¢/kWh", "9¢ per kWh"
	}
	if unit == "" && !ord {
		unit = r.lengthMark(start, end) // "8'", "65"": feet, inches
	}
	through := last
	if unit == "" && last+1 < len(r.words) {
		// "20 °C", "68°F": a degree sign, then the scale's letter
		if next := r.toks[r.words[last+1]]; next.sentence == t.sentence && degreeBetween(r.text[end:next.start]) && r.lx.unitClass[stem("°"+next.lower)] != "" {
			unit, through = stem("°"+next.lower), last+1
		}
	}
	if sign, ok := r.hemisphere(unit, last, through); ok && !strings.HasPrefix(value, "-") && (dots || unit != "") {
		// "74.0060° W", "34.05 S": a coordinate, signed by its hemisphere
		if sign < 0 {
			value = "-" + value
		}
		unit, through = "", last+1
	}
	if unit == "" && through == last && strings.HasPrefix(r.text[end:], "°") {
		unit = stem("degree") // "180°": degrees, no scale's letter after the sign
	}
	if unit == "" && through == last && last+2 < len(r.words) && r.lx.unitModifiers[r.toks[r.words[last+1]].lower] && r.words[last+1] == r.words[last]+1 &&
		r.adjacentWords(last+1, last+2) && r.lx.unitClass[r.toks[r.words[last+2]].stem] != "" {
		unit, through = r.toks[r.words[last+2]].stem, last+2 // "14 more days": days (Lexicon.UnitModifiers)
	}
	if unit == "" && through == last && last+1 < len(r.words) {
		k := last // the unit is read after the scale word (not after a hemisphere's letter)
		next := r.toks[r.words[k+1]]
		// a word right after it, not a number or a code ("(415)
		// 555-0100"), not past a mark ("4 (four)"); capitalized, only a
		// unit the lexicon knows ("100 USD", "4.2 GHz"; not "5 Italian")
		if next.sentence == t.sentence && (!next.cap || r.lx.unitClass[next.stem] != "") && !r.isStop(next.lower) && (isLetterByte(next.lower[0]) || r.lx.unitClass[next.stem] != "") && r.words[k+1] == r.words[k]+1 {
			unit = next.stem // "8 cores", "200 conversions", "1200 µL" (a unit the lexicon knows, whatever its first letter)
			// "54 kilometers per hour": a rate, one unit per another
			if k+3 < len(r.words) && r.lx.rate[r.toks[r.words[k+2]].lower] {
				if per := r.toks[r.words[k+3]].stem; r.lx.unitClass[per] != "" && r.lx.unitClass[unit] != "" {
					unit, through = unit+"/"+per, k+3
				}
			}
		}
	}
	if unit == "" && through == last && last+1 < len(r.words) && r.words[last+1] == r.words[last]+1 {
		// "200 C", "72 F": a temperature's scale letter alone after the
		// number, the clause's last word
		next := r.toks[r.words[last+1]]
		if (next.text == "C" || next.text == "F") && (last+2 >= len(r.words) || !r.adjacentWords(last+1, last+2)) {
			unit, through = stem("°"+next.lower), last+1
		}
	}
	if unit == "degree" && through == last && last+2 < len(r.words) && r.toks[r.words[last+1]].stem == "degree" && r.words[last+2] == r.words[last+1]+1 {
		// "45 degrees C": the scale's letter after the word
		if next := r.toks[r.words[last+2]]; next.text == "C" || next.text == "F" {
			unit, through = stem("°"+next.lower), last+2
		}
	}
	if n := r.belowZeroAfter(max(last, through)); n > 0 && !strings.HasPrefix(value, "-") {
		value, through = "-"+value, max(last, through)+n // "5 below zero"
		if unit == "below" {
			unit = ""
		}
	}
	if v, a, ok := r.unitAndBefore(k, value, unit); ok {
		// "an hour and 15 minutes": one of a larger unit said before it
		value, start, first = v, r.toks[r.words[a]].start, a
		text = r.text[start:end]
	}
	if v, u, end, ok := r.compound(value, unit, last, through); ok {
		value, unit, through = v, u, end // "5 ft 11 in" is 71 inches, "2 hours and 30 minutes" 150 minutes
	}
	if dots && (r.lx.classOf(unit) == "money" || r.decimalCommas()) && dotThousands(strings.TrimPrefix(value, "-")) && !strings.HasPrefix(strings.TrimPrefix(value, "-"), "0.") {
		// €1.250, 9.800 EUR: money has no third decimal; thousands; and
		// "2.000 L" where the request writes "€6,40": its dots group
		// thousands
		value = strings.ReplaceAll(value, ".", "")
	}
	if y, ok := elidedYear(r.text, start, t.text); ok && r.lx.classOf(unit) == "" && last == k {
		// "'16 vintage", "the class of ’09": a year, its century elided
		value, start = y, start-len("'")
		if r.text[start] != '\'' {
			start = t.start - len("’")
		}
		text = r.text[start:end]
	}
	if p := unpossessive(text); len(p) < len(text) && end == t.end && p != "" && isDigitByte(p[len(p)-1]) {
		// "Room 2's monitor": the number 2, its possessive no part of it
		text, end, unit = p, end-(len(text)-len(p)), ""
	}
	c := Candidate{Kind: Number, Text: text, Value: json.Number(normNumber(value)), Unit: unit,
		Start: start, End: end, first: first, last: last, through: through, ord: ord,
		// a number word is weak evidence ("a single follower"), but not one
		// with its unit ("a two-hour meeting", "fifty bucks")
		word:   !strings.ContainsAny(text, "0123456789") && r.lx.unitClass[unit] == "" && !r.lx.collective[t.lower] && !r.lx.collective[r.toks[r.words[last]].lower], // "two dozen" too
		ranked: k > 0 && r.lx.rankCues[r.toks[r.words[k-1]].lower] && r.adjacentWords(k-1, k),
		year:   yearLike(text) && r.lx.unitClass[unit] == ""}
	return c, true
}

// lowerWord reports whether s is a word of lowercase ASCII letters.
func lowerWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLower(s[i]) {
			return false
		}
	}
	return s != ""
}

// degreeBetween reports whether the text between a number and the next
// word is a degree sign, spaces about it or not: "20 °C", "68°F", "40.7° N".
func degreeBetween(s string) bool {
	return strings.TrimSpace(s) == "°" && !strings.Contains(s, "\n")
}

// hyphenNumber reads a number word joined by hyphens: "twenty-five" (25),
// or a number word and its unit as one adjective, "five-night" (5 nights),
// "two-year-old" (2 years); the unit is the first word after the number.
func (r *Request) hyphenNumber(lower string) (int, string, bool) {
	first, rest, ok := strings.Cut(lower, "-")
	if !ok {
		return 0, "", false
	}
	n, ok := r.lx.numbers[first]
	if !ok {
		return 0, "", false
	}
	next, after, more := strings.Cut(rest, "-")
	if m, ok := r.lx.numbers[next]; ok && n >= 20 && n < 100 && n%10 == 0 && m > 0 && m < 10 {
		n += m // twenty-five
		if !more {
			return n, "", true
		}
		rest = after
	}
	u, _, _ := strings.Cut(rest, "-") // the unit: "twenty-five-year-old" is 25 years
	if u == "" || len(u) > 10 || strings.IndexFunc(u, func(c rune) bool { return !unicode.IsLetter(c) }) >= 0 {
		return 0, "", false // "one-2-one" is no number
	}
	return n, stem(u), true
}

func thousands(s string) bool {
	intPart, _, _ := strings.Cut(s, ".")
	groups := strings.Split(intPart, ",")
	for i, g := range groups {
		if i > 0 && len(g) != 3 || i == 0 && (len(g) == 0 || len(g) > 3) {
			return false
		}
	}
	return true
}

// scaleSuffix reads a scale written after a number's digits, at byte
// offset start in the request: k, M, bn (see Lexicon.Scales).
func (r *Request) scaleSuffix(rest string, start int) (int, bool) {
	e, ok := r.lx.scales[strings.ToLower(rest)]
	if !ok || len(rest) > 2 {
		return 0, false
	}
	if len(rest) == 1 && rest != "k" && rest != "K" && rest != "M" {
		p, _ := utf8.DecodeLastRuneInString(r.text[:start])
		return e, r.isCurrency(string(p)) // $5m and $2.5B are money; 5m is five meters, 221B a house, 7B a model's size
	}
	// (a capital M is a million: "1M requests", as SI writes meters m)
	return e, true
}

// capitalK returns the rival of number c read at word k whose digits end
// with a capital K and no currency: the digits alone ("seat 31K", "a 5K",
// "a 4K monitor"), where the K may be no thousand ("$31K" and "31k" are).
func (r *Request) capitalK(k int, c *Candidate) (Candidate, bool) {
	t := &r.toks[r.words[k]]
	if c.Text != t.text || c.Unit != "" || len(t.text) < 2 || t.text[len(t.text)-1] != 'K' {
		return Candidate{}, false
	}
	v, ok := atoi(t.text[:len(t.text)-1])
	if !ok {
		return Candidate{}, false
	}
	return Candidate{Kind: Number, Text: t.text, Value: json.Number(strconv.Itoa(v)), Start: t.start, End: t.end, first: k, last: k}, true
}

// isCurrency reports whether a unit is a currency's sign (Lexicon.
// CurrencySigns).
func (r *Request) isCurrency(u string) bool { return r.lx.currencySigns[u] != "" }

// shiftDecimal multiplies a decimal number by 10 to the power e, by
// moving its point: exact, as a product of floats is not.
func shiftDecimal(s string, e int) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if e < 0 {
		// to the left: 2.5e-3 is 0.0025
		if len(whole) <= -e {
			whole = strings.Repeat("0", -e-len(whole)+1) + whole
		}
		whole, frac = whole[:len(whole)+e], whole[len(whole)+e:]+frac
		e = 0
	}
	if len(frac) < e {
		frac += strings.Repeat("0", e-len(frac))
	}
	whole, frac = whole+frac[:e], frac[e:]
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	if frac != "" {
		whole += "." + frac
	}
	if neg {
		return "-" + whole
	}
	return whole
}

// maxExponent bounds the power of ten a request's number may carry, as a
// float64 does: "1e999999" is no number, and no million zeros.
const maxExponent = 308

// exponent reads the exponent a number's digits end with: "e-3" of
// 2.5e-3, "E3" of 1.5E3.
func exponent(rest string) (int, bool) {
	if len(rest) < 2 || rest[0] != 'e' && rest[0] != 'E' {
		return 0, false
	}
	return signedPower(rest[1:], len(rest)-1)
}

// signedPower reads a power of ten written as digits with an optional
// sign, the first n bytes of s wholly: at most maxExponent.
func signedPower(s string, n int) (int, bool) {
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s, n = true, s[1:], n-1
	case strings.HasPrefix(s, "−"):
		neg, s, n = true, s[len("−"):], n-len("−")
	case strings.HasPrefix(s, "+"):
		s, n = s[1:], n-1
	}
	if n < 1 || n > 3 || !digits(s[:n]) {
		return 0, false
	}
	e, _ := atoi(s[:n])
	if e > maxExponent {
		return 0, false
	}
	if neg {
		e = -e
	}
	return e, true
}

// timesTen reads the power of ten written after a number's digits, at
// the start of s: " × 10^-6", "×10^24", " x 10^-19". It returns the power
// and the bytes read.
func timesTen(s string) (int, int, bool) {
	i := 0
	if i < len(s) && s[i] == ' ' {
		i++
	}
	switch {
	case strings.HasPrefix(s[i:], "×"):
		i += len("×")
	case strings.HasPrefix(s[i:], "x") || strings.HasPrefix(s[i:], "X") || strings.HasPrefix(s[i:], "*"):
		i++
	default:
		return 0, 0, false
	}
	if i < len(s) && s[i] == ' ' {
		i++
	}
	if !strings.HasPrefix(s[i:], "10^") {
		return 0, 0, false
	}
	i += len("10^")
	j := i
	if strings.HasPrefix(s[j:], "−") {
		j += len("−")
	} else if j < len(s) && (s[j] == '-' || s[j] == '+') {
		j++
	}
	for j < len(s) && isDigitByte(s[j]) {
		j++
	}
	e, ok := signedPower(s[i:], j-i)
	if !ok || j < len(s) && (isLetterByte(s[j]) || s[j] == '.' && j+1 < len(s) && isDigitByte(s[j+1])) {
		return 0, 0, false
	}
	return e, j, true
}

// decimalDigits reports whether s is digits with at most one point inside
// them: "24", "8.5".
func decimalDigits(s string) bool {
	whole, frac, ok := strings.Cut(s, ".")
	return digits(whole) && len(whole) <= 9 && (!ok || digits(frac) && len(frac) <= 9)
}

// normNumber writes a number as JSON does: no leading zeros, no trailing
// point; from 1e21 up and below 1e-6, in scientific notation, as
// JavaScript writes a number (7.35e+22, 1.6e-19: a float64's digits,
// not a row of zeros that claims more).
func normNumber(s string) string {
	if len(s) > 22 || strings.HasPrefix(strings.TrimPrefix(s, "-"), "0.000000") {
		if f, err := strconv.ParseFloat(s, 64); err == nil && f != 0 && (math.Abs(f) >= 1e21 || math.Abs(f) < 1e-6) {
			return strconv.FormatFloat(f, 'g', -1, 64)
		}
	}
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		if strings.HasSuffix(s, ".") {
			s += "0"
		}
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for len(s) > 1 && s[0] == '0' && s[1] != '.' {
		s = s[1:]
	}
	if neg {
		return "-" + s
	}
	return s
}

// phone reads a telephone number written in groups: "+1 (415) 555-0100",
// "(415) 555-0100", "+44 20 7946 0958". It starts with a country code's
// plus sign or an area code in parentheses, its groups are digits apart
// by spaces, hyphens, dots and parentheses, and it holds 7 to 15 digits.
// It is a code, as written. ("555-123-4567", one word, is a code already.)
func (r *Request) phone(k int) (Candidate, bool) {
	t := r.toks[r.words[k]]
	start := t.start
	marked := false // a plus sign or parentheses: a number is no phone without
	if start > 0 && (r.text[start-1] == '+' || r.text[start-1] == '(') {
		start--
		marked = true
	}
	digits, last := 0, k
	for j := k; j < len(r.words); j++ {
		w := r.toks[r.words[j]]
		between := ""
		if j > k {
			between = r.text[r.toks[r.words[j-1]].end:w.start]
			if w.sentence != t.sentence || len(between) > 3 || strings.Trim(between, " ()-.") != "" {
				break
			}
		}
		n := 0
		for i := 0; i < len(w.text); i++ {
			switch c := w.text[i]; {
			case isDigitByte(c):
				n++
			case c == '-' || c == '.':
			default:
				n = -1
			}
			if n < 0 {
				break
			}
		}
		if n <= 0 || digits+n > 15 || j > k && r.measuredAt(j) {
			break // (nor a quantity after the number: "+81 90 1234 5678 3 GB")
		}
		digits += n
		last = j
		marked = marked || strings.ContainsAny(between, "()") // (a parenthesis before a word no group is marks nothing: "4455 (PIN 9021)")
	}
	// a national number needs no mark: its trunk prefix 0 opens groups
	// of ten or eleven digits in all ("07700 900123", "020 7946 0958",
	// "06 12 34 56 78")
	national := t.text[0] == '0' && digits >= 10 && digits <= 11
	if !marked && !national || last == k || digits < 7 {
		return Candidate{}, false
	}
	end := r.toks[r.words[last]].end
	text := r.text[start:end]
	return Candidate{Kind: Code, Text: text, Value: text, Start: start, End: end, first: k, last: last}, true
}

func isNumberish(s string) bool {
	if strings.IndexFunc(s, func(c rune) bool { return c >= '0' && c <= '9' }) < 0 {
		return false // no digit: ParseFloat would take "inf" and "NaN"
	}
	_, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return err == nil
}

// fractionAt reads a measure said with a fraction in words (Lexicon.
// FractionWords) from word k: "half a liter" (0.5 liter), "a quarter of
// an hour" (0.25 hour), "an hour and a half" (1.5 hours), "two and a half
// hours" (2.5 hours). The unit must be one the lexicon knows: "half the
// team" is no measure.
func (r *Request) fractionAt(k int) (Candidate, bool) {
	w := func(j int) string {
		if j >= len(r.words) || j > k && !r.adjacentWords(j-1, j) {
			return ""
		}
		return r.toks[r.words[j]].lower
	}
	article := func(s string) bool { return s == "a" || s == "an" }
	unitAt := func(j int) (string, bool) {
		u := r.toks[r.words[min(j, len(r.words)-1)]].stem
		return u, w(j) != "" && r.lx.unitClass[u] != ""
	}
	var value float64
	var unit string
	last := -1
	if f, ok := r.lx.fractions[w(k)]; ok {
		// "half a liter", "half an hour"
		j := k + 1
		if w(j) == "of" {
			j++
		}
		if article(w(j)) {
			j++
		}
		if u, ok := unitAt(j); ok {
			value, unit, last = f, u, j
		}
	} else if article(w(k)) {
		if f, ok := r.lx.fractions[w(k+1)]; ok && w(k+2) == "of" && article(w(k+3)) {
			if u, ok := unitAt(k + 4); ok {
				value, unit, last = f, u, k+4 // "a quarter of an hour"
			}
		} else if u, ok := unitAt(k + 1); ok && w(k+2) == "and" && article(w(k+3)) {
			if f, ok := r.lx.fractions[w(k+4)]; ok {
				value, unit, last = 1+f, u, k+4 // "an hour and a half"
			}
		}
	} else if n, ok := r.lx.numbers[w(k)]; ok && w(k+1) == "and" && article(w(k+2)) {
		if f, ok := r.lx.fractions[w(k+3)]; ok {
			if u, ok := unitAt(k + 4); ok {
				value, unit, last = float64(n)+f, u, k+4 // "two and a half hours"
			}
		}
	} else if ok && n > 1 && w(k+1) != "" && w(k+2) == "of" && article(w(k+3)) {
		if f, ok := r.lx.fractions[r.toks[r.words[k+1]].stem]; ok && w(k+1) != r.toks[r.words[k+1]].stem {
			if u, ok := unitAt(k + 4); ok {
				value, unit, last = float64(n)*f, u, k+4 // "three quarters of an hour": the fraction's plural counts it
			}
		}
	}
	if last < 0 {
		return Candidate{}, false
	}
	start, end := r.toks[r.words[k]].start, r.toks[r.words[last]].end
	return Candidate{Kind: Number, Text: r.text[start:end], Value: json.Number(strconv.FormatFloat(value, 'f', -1, 64)), Unit: unit,
		Start: start, End: end, first: k, last: last}, true
}

// multiplier returns the count of a word written as a multiplier: "x3",
// "3x", up to 20 (not "x86" or "4x4": no count of anything).
func multiplier(w string) (string, bool) {
	var d string
	switch {
	case len(w) >= 2 && w[0] == 'x':
		d = w[1:]
	case len(w) >= 2 && w[len(w)-1] == 'x':
		d = w[:len(w)-1]
	default:
		return "", false
	}
	if n, ok := atoi(d); !digits(d) || !ok || n < 1 || n > 20 || d[0] == '0' {
		return "", false // (x86 is an architecture, not 86 of a thing)
	}
	return d, true
}

// pluralTimes reads word k as a multiplier of any count after a plural
// noun ("Stakes x300, binders x150"), which multiplier bounds at 20 when
// nothing says what is counted (x86).
func (r *Request) pluralTimes(k int) (string, bool) {
	w := r.toks[r.words[k]].lower
	if len(w) < 2 || w[0] != 'x' || w[1] == '0' || !digits(w[1:]) || len(w) > 7 || k == 0 || !r.adjacentWords(k-1, k) {
		return "", false
	}
	p := r.toks[r.words[k-1]]
	if len(p.lower) < 3 || !allLetters(p.lower) || !strings.HasSuffix(p.lower, "s") || p.stem == p.lower {
		return "", false
	}
	if k+1 < len(r.words) && r.adjacentWords(k, k+1) && allLetters(r.toks[r.words[k+1]].lower) && !r.lx.stop[r.toks[r.words[k+1]].lower] && !r.lx.connectors[r.toks[r.words[k+1]].lower] {
		return "", false // "servers x86 builds": a name's word
	}
	return w[1:], true
}

// hemisphere reads the hemisphere's letter of a coordinate ending at word
// last (Lexicon.Hemispheres): after a degree sign ("40.7° N", read as
// the unit °n) or as the next word, a capital alone before a mark, a
// number or the end ("34.05 S 18.47 E").
func (r *Request) hemisphere(unit string, last, through int) (int, bool) {
	if strings.HasPrefix(unit, "°") && through == last+1 {
		sign, ok := r.lx.hemispheres[strings.TrimPrefix(unit, "°")]
		return sign, ok
	}
	if unit != "" || last+1 >= len(r.words) || r.words[last+1] != r.words[last]+1 {
		return 0, false
	}
	next := r.toks[r.words[last+1]]
	sign, ok := r.lx.hemispheres[next.lower]
	if !ok || len(next.text) != 1 || !next.cap || next.sentence != r.toks[r.words[last]].sentence {
		return 0, false
	}
	if last+2 < len(r.words) && r.words[last+2] == r.words[last+1]+1 && !isNumberish(r.toks[r.words[last+2]].text) {
		return 0, false // "5.5 E class": a word goes on
	}
	return sign, true
}

// secondsBefore reports whether word k is a tens' number word joined to
// "second" before a plural: "20 sixty-second spots" are spots of 60
// seconds (hyphenNumber's "five-night"), where "the twenty-second floor"
// is the 22nd.
func (r *Request) secondsBefore(k int) bool {
	if !strings.HasSuffix(r.toks[r.words[k]].lower, "-second") || k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	next := r.toks[r.words[k+1]]
	return len(next.lower) > 3 && next.stem != next.lower && strings.HasSuffix(next.lower, "s")
}

// ordinalWord reads an ordinal written in words (Lexicon.Ordinals), one
// word or a tens' number word joined to one: "third", "twenty-third" (23).
func (r *Request) ordinalWord(lower string) (int, bool) {
	if n, ok := r.lx.ordinals[lower]; ok {
		return n, true
	}
	tens, unit, ok := strings.Cut(lower, "-")
	if !ok {
		return 0, false
	}
	t, ok1 := r.lx.numbers[tens]
	u, ok2 := r.lx.ordinals[unit]
	if !ok1 || !ok2 || t < 20 || t >= 100 || t%10 != 0 || u >= 10 {
		return 0, false
	}
	return t + u, true
}

// unApprox drops the suffix that makes a value approximate
// (Lexicon.ApproxSuffixes), with its hyphen: "noon-ish" is noon, "-ish"
// nothing.
func (r *Request) unApprox(w string) string {
	for _, suf := range r.lx.approxSuffixes {
		if v, ok := strings.CutSuffix(w, suf); ok {
			return strings.TrimSuffix(v, "-")
		}
	}
	return w
}

// apostropheThousands reads digits grouped in thousands by apostrophes,
// as Switzerland writes them: "1'250.50" is 1250.50, "1'450'000" 1450000.
func apostropheThousands(w string) (string, bool) {
	if !strings.ContainsAny(w, "'’") {
		return "", false
	}
	intPart, frac, hasFrac := strings.Cut(w, ".")
	groups := strings.FieldsFunc(intPart, func(c rune) bool { return c == '\'' || c == '’' })
	if len(groups) < 2 || len(groups[0]) > 3 || !digits(groups[0]) {
		return "", false
	}
	for _, g := range groups[1:] {
		if len(g) != 3 || !digits(g) {
			return "", false
		}
	}
	v := strings.Join(groups, "")
	if hasFrac {
		v += "." + frac
	}
	return v, true
}

// indianGroups reports whether s is digits grouped as India writes them:
// the last three, then pairs, "1,20,00,000" (12000000).
func indianGroups(s string) bool {
	intPart, _, _ := strings.Cut(s, ".")
	n, last := 0, -1 // groups, and the last comma's index
	for i := 0; i <= len(intPart); i++ {
		if i < len(intPart) && intPart[i] != ',' {
			if !isDigitByte(intPart[i]) {
				return false
			}
			continue
		}
		g := i - last - 1 // this group's length
		switch {
		case n == 0 && (g == 0 || g > 2):
			return false
		case n > 0 && i < len(intPart) && g != 2, n > 0 && i == len(intPart) && g != 3:
			return false
		}
		n, last = n+1, i
	}
	return n >= 3
}

// indianAt reports whether the comma at j, in the word that starts at i,
// is one of India's groups: the run of digits and commas around it is
// indianGroups.
func indianAt(s string, i, j int) bool {
	e := j
	for e < len(s) && (isDigitByte(s[e]) || s[e] == ',' && e+1 < len(s) && isDigitByte(s[e+1])) {
		e++
	}
	return indianGroups(s[i:e])
}

// spaceThousands returns the last word of the groups of three digits that
// follow word k's whole number of one to three digits, a space alone
// between each ("1 200 000"), or k.
func (r *Request) spaceThousands(k int, value string) int {
	if len(value) > 3 || !digits(value) || !digits(r.toks[r.words[k]].text) {
		return k
	}
	j := k
	for j+1 < len(r.words) && r.words[j+1] == r.words[j]+1 && j-k < 5 { // (five groups: a quadrillion; bounded, as "1 200 200 200 ..." is read at each word)
		next := r.toks[r.words[j+1]]
		gap := r.text[r.toks[r.words[j]].end:next.start]
		if gap != " " && gap != "\u00a0" && gap != "\u202f" || len(next.text) != 3 || !digits(next.text) {
			break
		}
		j++
	}
	return j
}

// moneyAfter reports whether a currency follows word j: a sign ("450 000
// €") or a word of money or a currency's code ("1 200 EUR", "12 500 SEK").
func (r *Request) moneyAfter(j int) bool {
	end := r.toks[r.words[j]].end
	if rest := strings.TrimLeft(r.text[end:], " "); rest != "" {
		if c, _ := utf8.DecodeRuneInString(rest); r.isCurrency(string(c)) {
			return true
		}
	}
	if j+1 >= len(r.words) {
		return false
	}
	next := r.toks[r.words[j+1]]
	return r.lx.classOf(next.stem) == "money" || r.lx.currencies.isCode(next.text)
}

// cardinalWord reads a word that counts from one to ninety-nine as
// numbers are counted: a digit's word ("seven"), a teen or a ten's word
// ("fourteen", "forty") or a ten and a digit hyphened ("twenty-five"); not
// a word that counts otherwise ("single", "double", "a pair", "a dozen":
// Lexicon.CollectiveNumbers and Multiples).
func (r *Request) cardinalWord(w string) (int, bool) {
	if n, ok := r.lx.numbers[w]; ok && n > 0 && n < 100 && (r.lx.digitWords[w] == n || n >= 10 && !r.lx.collective[w] && r.lx.multiples[w] == 0) {
		return n, true
	}
	if n, u, ok := r.hyphenNumber(w); ok && u == "" && n > 0 && n < 100 {
		return n, true // twenty-five
	}
	return 0, false
}

// numberWordsAfter adds to value, a number that ends at word last with a
// scale of 10^e ("one hundred"), the number words after it that are
// smaller than the scale, "and" allowed before them: "one hundred fifty"
// is 150, "two thousand five hundred" 2500. It returns the sum and the
// last word read.
func (r *Request) numberWordsAfter(value string, e, last int) (string, int, bool) {
	total, err := strconv.ParseFloat(value, 64)
	if err != nil {
		return "", 0, false
	}
	limit := math.Pow(10, float64(e))
	j, read := last, false
	for j+1 < len(r.words) && r.words[j+1] == r.words[j]+1 {
		k := j + 1
		if r.toks[r.words[k]].lower == "and" && k+1 < len(r.words) && r.words[k+1] == r.words[k]+1 {
			k++
		}
		n, ok := r.cardinalWord(r.toks[r.words[k]].lower)
		if !ok {
			break
		}
		part, pk := float64(n), k
		if pk+1 < len(r.words) && r.words[pk+1] == r.words[pk]+1 {
			if e2, ok := r.lx.scales[r.toks[r.words[pk+1]].lower]; ok && e2 < e && len(r.toks[r.words[pk+1]].lower) > 2 {
				part, pk = part*math.Pow(10, float64(e2)), pk+1 // "five hundred"
			}
		}
		if part >= limit {
			break
		}
		total, j, read = total+part, pk, true
		limit = part // what follows is smaller still
	}
	if !read {
		return "", 0, false
	}
	return strconv.FormatFloat(total, 'f', -1, 64), j, true
}

// vulgarFraction is the value of a fraction character Unicode gives:
// notation, as digits are, not words.
func vulgarFraction(c rune) (float64, bool) {
	switch c {
	case '½':
		return 1.0 / 2, true
	case '⅓':
		return 1.0 / 3, true
	case '⅔':
		return 2.0 / 3, true
	case '¼':
		return 1.0 / 4, true
	case '¾':
		return 3.0 / 4, true
	case '⅕':
		return 1.0 / 5, true
	case '⅖':
		return 2.0 / 5, true
	case '⅗':
		return 3.0 / 5, true
	case '⅘':
		return 4.0 / 5, true
	case '⅙':
		return 1.0 / 6, true
	case '⅚':
		return 5.0 / 6, true
	case '⅛':
		return 1.0 / 8, true
	case '⅜':
		return 3.0 / 8, true
	case '⅝':
		return 5.0 / 8, true
	case '⅞':
		return 7.0 / 8, true
	}
	return 0, false
}

// fractionText reads a fraction written as one word: a proper fraction of
// digits whose denominator a measure takes ("3/4"; not "24/7", a score's
// "8/10", nor a date's "3/4/2025"), a fraction character
// ("½"), or digits with one ("2¼"). It returns its value, rounded to
// nine places.
func fractionText(w string) (string, bool) {
	round := func(f float64) string { return strconv.FormatFloat(math.Round(f*1e9)/1e9, 'f', -1, 64) }
	if a, b, ok := strings.Cut(w, "/"); ok {
		n, ok1 := atoi(a)
		d, ok2 := atoi(b)
		if !ok1 || !ok2 || n == 0 || n >= d || d != 2 && d != 3 && d != 4 && d != 6 && d != 8 && d != 16 {
			return "", false // a measure's halves, thirds, quarters, eighths; "8/10" is a score
		}
		return round(float64(n) / float64(d)), true
	}
	last, size := utf8.DecodeLastRuneInString(w)
	f, ok := vulgarFraction(last)
	if !ok {
		return "", false
	}
	whole := 0
	if head := w[:len(w)-size]; head != "" {
		n, ok := atoi(head)
		if !ok {
			return "", false
		}
		whole = n
	}
	return round(float64(whole) + f), true
}

// numberRange splits a range written with a hyphen, "3-7", "10-20": two
// numbers of one to three digits, no leading zero, the first below the
// second (no score's "2-1", no phone's "555-0100", no date's parts).
func numberRange(w string) (lo, hi string, ok bool) {
	lo, hi, ok = strings.Cut(w, "-")
	if !ok || len(lo) > 3 || len(hi) > 3 || !digits(lo) || !digits(hi) || lo[0] == '0' || hi[0] == '0' {
		return "", "", false
	}
	a, _ := atoi(lo)
	b, _ := atoi(hi)
	return lo, hi, a < b
}

// elidedYear reads a year written with its century elided by an
// apostrophe, "'16", "’09", that starts at byte offset start: two digits
// after the mark (a mark between letters and digits is inside one word,
// "FY'24", no number's). As Go's time package reads
// a two-digit year, 69 to 99 are the 1900s and 00 to 68 the 2000s.
func elidedYear(text string, start int, w string) (string, bool) {
	if len(w) != 2 || !digits(w) {
		return "", false
	}
	if !strings.HasSuffix(text[:start], "'") && !strings.HasSuffix(text[:start], "’") {
		return "", false
	}
	if w >= "69" {
		return "19" + w, true
	}
	return "20" + w, true
}

// isFraction reports whether a word is a fraction fractionText reads: a
// measure's "1/2", no part of a name ("Feed Biscuit 1/2 cup").
func isFraction(w string) bool {
	_, ok := fractionText(w)
	return ok
}

// centUnit is the unit of a number written with a cent sign, "12¢": the
// stem of "cents", a minor unit of money (Lexicon.MinorCurrencyUnits).
const centUnit = "cent"

// centRate returns the per-unit part of a rate written after a cent sign,
// "/kWh" or " per kWh", as "/kwh", or "".
func centRate(after string) string {
	rest, ok := strings.CutPrefix(after, "/")
	if !ok {
		if rest, ok = strings.CutPrefix(after, " per "); !ok {
			return ""
		}
	}
	n := 0
	for n < len(rest) && isLetterByte(rest[n]) {
		n++
	}
	if n == 0 {
		return ""
	}
	return "/" + stem(strings.ToLower(rest[:n]))
}

// inMultiples returns the count of multiples that number c, written as
// one ("2 dozen", read as 24), gives an input counted in that multiple
// (Lexicon.Multiples: a "dozen" input takes 2).
func (r *Request) inMultiples(s *slot, c *Candidate) (string, bool) {
	m := r.lx.multiples[s.head()]
	if m == 0 || c.last == c.first || r.lx.multiples[r.toks[r.words[c.last]].lower] != m {
		return "", false
	}
	f, err := strconv.ParseFloat(string(c.Value.(json.Number)), 64)
	if err != nil {
		return "", false
	}
	return strconv.FormatFloat(f/float64(m), 'f', -1, 64), true
}
