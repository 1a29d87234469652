package ground

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// format writes a chosen value the way the sequence and the catalog write
// the input: a date in the form the call's other dates, or the same input
// elsewhere in the sequence, are written, else the form the input's
// description states, else ISO 8601; a number with a decimal point when
// the sequence writes its numbers so; a language as its ISO 639-1 code
// when the sequence or the description does; text in the case the
// description asks for (Lexicon.CaseWords).
func (r *Request) format(s *slot, top scored, ctx *callCtx) any {
	v := r.formatted(s, top, ctx)
	if str, ok := v.(string); ok && s.letters != "" && len(s.enum) == 0 {
		if s.letters == "upper" {
			return strings.ToUpper(str) // a code "in capital letters"
		}
		return strings.ToLower(str) // "Pokémon name, lowercase": pikachu
	}
	return v
}

// formatted writes a chosen value as format does, but for the case the
// description asks for.
func (r *Request) formatted(s *slot, top scored, ctx *callCtx) any {
	c := top.c
	if c.Kind == Demonym && len(s.places) > 0 {
		if p := placeOf(s.places, c.Text); p != "" {
			return p // "the Asian market" for a market "e.g. Asia, Europe": Asia
		}
	}
	switch {
	case (c.Kind == DateTime || c.Kind == Time) && s.datetime && !s.seconds:
		// the call's or the sequence's other times written to the second
		// ("2024-10-15 10:00:00"): this one too
		if str, ok := top.v.(string); ok && isoDateTime(str) && writesSeconds(ctx) {
			return str + ":00"
		}
	case c.Kind == Date && s.date && !s.datetime:
		iso, ok := top.v.(string)
		if !ok || len(iso) != len("2006-01-02") {
			if c.date == monthYearForm && (ctx.verbatimDates || s.hasExForm && s.exForm == monthYearForm) {
				return c.Text // "December 2023", as the sequence writes "January 2023" or the description's example "March 2027" is
			}
			return top.v
		}
		form, known := r.styleOf(s, ctx)
		if !known && s.hasForm {
			form, known = s.form, true
		}
		if !known && s.hasExForm && s.exForm != monthYearForm {
			form, known = s.exForm, true // "e.g. August 15, 2024": in words
		}
		if !known && (ctx.verbatimDates || numericDayMonth(c.date)) {
			// the sequence writes dates as the request does; or the
			// request writes the day and the month as numbers whose order
			// ISO would have to guess (10/05/2023): as written (the
			// corpora's sequences write such dates in the request's
			// form 27 times in 27, 25 of them as the request does)
			return c.Text
		}
		if !known {
			return iso
		}
		return writeDate(iso, form)
	case c.Kind == Word && c.member && s.examples[strings.ToLower(c.Text)] && (!c.capitalized() || r.toks[r.words[c.first]].initial):
		// a word the description gives as an example ("such as city,
		// highway"), which the request writes in lowercase too: written
		// so, whatever case the sequence gives its other values (the
		// request's "Present tense" is as written)
		if str, ok := top.v.(string); ok && len(s.enum) == 0 {
			return strings.ToLower(str)
		}
	case c.Kind == Word && c.member && !ctx.title && r.toks[r.words[c.first]].initial:
		// "Swimming 30 min": a common word capitalized for opening the
		// sentence alone is written as the word is
		if str, ok := top.v.(string); ok && len(s.enum) == 0 && len(str) > 1 && str[1:] == strings.ToLower(str[1:]) {
			return strings.ToLower(str)
		}
	case c.Kind == Word && ctx.title:
		if str, ok := top.v.(string); ok && len(s.enum) == 0 {
			return titleCase(str)
		}
	case s.ccode == 1 && r.lowerCodes(s, ctx):
		if str, ok := top.v.(string); ok && len(str) == 2 {
			return strings.ToLower(str) // "us", as the sequence writes the input
		}
	case c.Kind == Demonym && (s.langCode || ctx.coded && s.language) && r.lx.langs.code(strings.ToLower(c.Text)) != "":
		return r.lx.langs.code(strings.ToLower(c.Text)) // "es", as the sequence writes "en" for "English"
	case (c.Kind == Word && !(c.member && c.capitalized()) || c.Kind == Demonym) && ctx.lowered:
		// (a member the request capitalizes is a proper name: Windows, Python)
		if str, ok := top.v.(string); ok && len(s.enum) == 0 {
			return strings.ToLower(str) // "french", as the sequence writes "english"
		}
	case c.Kind == Number && s.numeric && !s.integer:
		n := string(top.v.(json.Number))
		if !strings.ContainsAny(n, ".eE") && r.floatStyle(ctx) {
			return json.Number(n + ".0")
		}
	}
	return top.v
}

// styleOf returns the form in which the sequence writes dates for s: s's
// name in other calls, or the call's other date inputs.
func (r *Request) styleOf(s *slot, ctx *callCtx) (dateForm, bool) {
	look := func(v any) (dateForm, bool) {
		str, ok := v.(string)
		if !ok {
			return 0, false
		}
		if d, ok := r.g.oneDate(str); ok && d.form != monthYearForm {
			return d.form, true
		}
		return 0, false
	}
	for _, u := range ctx.seq.Uses {
		if u.Input == s.in.Name {
			if f, ok := look(u.Value); ok {
				return f, true
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(ctx.call.Args)) { // in name order: the first found wins
		if v := ctx.call.Args[name]; name != s.in.Name && ctx.dateInput(name) {
			if f, ok := look(v); ok {
				return f, true
			}
		}
	}
	return 0, false
}

// dateInput reports whether the call's input name takes a date: only
// those say how the call writes dates (an object number "1990.7.1" reads
// as one, and says nothing).
func (ctx *callCtx) dateInput(name string) bool {
	for _, o := range ctx.slots {
		if o.in.Name == name {
			return o.date
		}
	}
	return false
}

// floatStyle reports whether the call or the sequence writes a number
// with a decimal point that could be written without: 70.0.
func (r *Request) floatStyle(ctx *callCtx) bool {
	dotted := func(v any) bool {
		n, ok := v.(json.Number)
		return ok && strings.HasSuffix(string(n), ".0")
	}
	for _, v := range ctx.call.Args {
		if dotted(v) {
			return true
		}
	}
	for _, u := range ctx.seq.Uses {
		if dotted(u.Value) {
			return true
		}
	}
	return false
}

// writeDate writes an ISO date in a form.
func writeDate(iso string, form dateForm) string {
	y, m, d := iso[:4], iso[5:7], iso[8:10]
	mi, _ := strconv.Atoi(m)
	di, _ := strconv.Atoi(d)
	switch form {
	case wordsForm:
		return monthName(mi) + " " + strconv.Itoa(di) + ", " + y
	case dayMonthForm:
		return strconv.Itoa(di) + " " + monthName(mi) + " " + y
	case wordsOrdForm:
		return monthName(mi) + " " + ordinal(di) + ", " + y
	case dayMonthOrdForm:
		return ordinal(di) + " " + monthName(mi) + " " + y
	case slashMDYForm:
		return m + "/" + d + "/" + y
	case slashYMDForm:
		return y + "/" + m + "/" + d
	case slashDMYForm:
		return d + "/" + m + "/" + y
	case dotDMYForm:
		return d + "." + m + "." + y
	case hyphenDMYForm:
		return d + "-" + m + "-" + y
	case dayMonAbbrForm:
		return d + "-" + monthName(mi)[:3] + "-" + y
	case compactForm:
		return y + m + d
	}
	return iso
}

var monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December"}

func monthName(m int) string {
	if m < 1 || m > 12 {
		return ""
	}
	return monthNames[m-1]
}

// ordinal writes a day of the month as an ordinal: 1st, 2nd, 11th, 23rd.
func ordinal(d int) string {
	suffix := "th"
	if d%100 < 11 || d%100 > 13 {
		switch d % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(d) + suffix
}

// lowerCodes reports whether the sequence writes a country's code in
// lowercase for an input of s's name ("us").
func (r *Request) lowerCodes(s *slot, ctx *callCtx) bool {
	for _, u := range ctx.seq.Uses {
		if str, ok := u.Value.(string); ok && u.Input == s.in.Name && len(str) == 2 && str == strings.ToLower(str) && r.lx.countries.isCode(str) {
			return true
		}
	}
	return false
}

// placeOf returns the place of places a demonym derives from, "Asia" for
// "Asian", "Europe" for "European": the place's word, its last vowel
// aside, opens the demonym, which goes on past it; or "".
func placeOf(places []string, demonym string) string {
	d := strings.ToLower(demonym)
	for _, p := range places {
		root := strings.ToLower(p)
		if n := len(root); n > 4 && strings.ContainsRune("aeiou", rune(root[n-1])) {
			root = root[:n-1]
		}
		if len(d) > len(root) && strings.HasPrefix(d, root) {
			return p
		}
	}
	return ""
}

// writesSeconds reports whether the call or the sequence gives a date and
// time in ISO form to the second: "2024-10-15 10:00:00".
func writesSeconds(ctx *callCtx) bool {
	seconds := func(v any) bool {
		str, ok := v.(string)
		return ok && len(str) == len("2006-01-02 15:04:05") && isoDateTime(str[:16]) && str[16] == ':' && digits(str[17:])
	}
	for _, v := range ctx.call.Args {
		if seconds(v) {
			return true
		}
	}
	return slices.ContainsFunc(ctx.seq.Uses, func(u Use) bool { return seconds(u.Value) })
}
