package ground

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// What a description's examples say of the values an input takes: the
// words it lists ("e.g. run, swim, ride"), the shapes of its codes ("e.g.
// UA901"), whether it is a quantity with its unit ("such as 500 mg"), a
// fraction ("e.g. 0.95") or codes written apart ("e.g. NN 166 712").

// versusExample reports whether a description writes two names joined
// by a word of Lexicon.VersusWords, as its example: "Case name, e.g. Roe
// v. Wade".
func (g *Grounder) versusExample(desc string) bool {
	if !slices.ContainsFunc(g.lx.versusList, func(w string) bool { return containsWord(desc, w) }) {
		return false // most descriptions: no read
	}
	return slices.ContainsFunc(g.Read(desc).Candidates(), func(c Candidate) bool { return c.versus })
}

// cuedAt reports whether a description's text at byte offset i comes
// right after one of Lexicon.ExampleCues: "e.g. 1040".
func (g *Grounder) cuedAt(desc string, i int) bool {
	before := strings.ToLower(strings.TrimRight(desc[:i], " .:'\"“"))
	return slices.ContainsFunc(g.lx.examples, func(cue string) bool { return strings.HasSuffix(before, cue) })
}

// maxExampleWords is the most words of an example exampleWords takes:
// "e.g. run, swim", "e.g. 20mm clean stone"; a longer one is a sentence.
const maxExampleWords = 4

// exampleWords returns the plain words a description gives as examples
// after one of Lexicon.ExampleCues ("Kind of workout, e.g. run, swim,
// ride"): written in lowercase, of one or two words. They are an open set
// of the input's values, as a value set's members are. places are the
// capitalized words of one it gives ("e.g. Asia, Europe").
func (g *Grounder) exampleWords(desc string) (words, places []string) {
	for _, rest := range afterCues(desc, g.lx.examples) {
		for _, v := range cueList(strings.TrimLeft(rest, ". :"), true) {
			w, ok := v.(string)
			switch {
			case !ok:
			case w == strings.ToLower(w) && strings.IndexFunc(w, unicode.IsLetter) >= 0 && len(strings.Fields(w)) <= maxExampleWords:
				words = append(words, w)
			case capitalOpens(w):
				words = append(words, strings.ToLower(w)) // "e.g. Japanese tissue": a kind its first word narrows
			case len(w) >= 4 && isUpperByte(w[0]) && strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) }) < 0 && w[1:] == strings.ToLower(w[1:]):
				// "the commodity market, e.g. Asia, Europe": the form a
				// demonym the request writes takes ("the Asian market" is
				// Asia)
				places = append(places, w)
			}
		}
	}
	return words, places
}

// cueList reads the values a description lists after a cue, up to the
// end of its sentence or a parenthesis: quoted ("'Mild', 'Moderate'"), or
// parted by commas and "or" (each of up to two words). With named (a
// description's examples), an item of three or four words does not end
// the list: it is given where it is lowercase, a value written in full,
// and passed over otherwise ("e.g. ARRI Alexa Mini, dolly" gives dolly,
// "e.g. Japanese tissue, wheat starch paste" both); an option must be
// short.
func cueList(rest string, named bool) []any {
	rest = exampleText(rest)
	var out []any
	if strings.ContainsAny(rest, `"'`) {
		for i := 0; i < len(rest); i++ {
			q := rest[i]
			if q != '"' && q != '\'' {
				continue
			}
			j := strings.IndexByte(rest[i+1:], q)
			if j < 0 {
				break
			}
			if v := rest[i+1 : i+1+j]; v != "" {
				out = append(out, v)
			}
			i += j + 1
		}
	} else {
	items:
		for _, part := range strings.Split(rest, ",") {
			for _, v := range strings.Split(part, " or ") {
				v = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), "or "))
				if v == "" {
					continue
				}
				if named && len(strings.Fields(v)) > 2 && len(strings.Fields(v)) <= 4 && len(v) <= 30 {
					if v == strings.ToLower(v) && strings.IndexFunc(v, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) && c != ' ' && c != '-' }) < 0 || capitalOpens(v) {
						out = append(out, v) // "e.g. 20mm clean stone", "e.g. Metro white gloss": a value written in full
					}
					continue
				}
				if len(strings.Fields(v)) > 2 || len(v) > 30 || strings.IndexFunc(v, func(c rune) bool {
					return !unicode.IsLetter(c) && !unicode.IsDigit(c) && c != '_' && c != '-' && c != ' '
				}) >= 0 {
					out = nil
					break items
				}
				out = append(out, v)
			}
		}
	}
	return out
}

// capitalOpens reports whether v is two or three words of letters, the
// first capitalized and the rest lowercase: "Japanese tissue", "Greek
// yogurt", "Metro white gloss".
func capitalOpens(v string) bool {
	a, b, ok := strings.Cut(v, " ")
	return ok && len(a) > 1 && len(b) > 1 && isUpperByte(a[0]) && a[1:] == strings.ToLower(a[1:]) && b == strings.ToLower(b) &&
		strings.IndexFunc(v, func(c rune) bool { return !unicode.IsLetter(c) && c != ' ' }) < 0 && strings.Count(b, " ") < maxExampleWords-2
}

// examples reads the values a description gives as examples, as a
// request's values are read (one reading, once per input): whether one is
// a quantity with its unit ("such as 500 mg", 'e.g. "12h" for the last 12
// hours'; a unit of one capital letter attached to its number is none:
// "4G or 5G" are networks, no grams), and the shapes of its codes that hold
// a digit ("Flight number, e.g. UA901": A9), a code of which is of the
// input's kind, as a date is a date's.
func (g *Grounder) examples(desc string) (quantity bool, shapes, decimals []string) {
	if !strings.ContainsAny(desc, "0123456789") {
		return false, nil, nil // most descriptions: nothing to read
	}
	cands := g.Read(desc).Candidates()
	for _, c := range cands {
		switch {
		case c.Kind == Code && namesKind(g.lx, desc, c.End):
			// "ICD-10 code", "ISO 4217 code": the code names the kind of
			// value, no example of it
		case (c.Kind == Code || c.Kind == Name && c.last > c.first && g.cuedAt(desc, c.Start)) && strings.ContainsAny(c.Text, "0123456789"):
			// (a name of words and digits a cue gives, "Course code, e.g.
			// CS 101", is an example too)
			if sh := shape(c.Text); !slices.Contains(shapes, sh) {
				shapes = append(shapes, sh)
			}
		case c.Kind == Number && len(c.Text) >= 2 && isDigitByte(c.Text[0]) && isDigitByte(c.Text[len(c.Text)-2]) && isLetterByte(c.Text[len(c.Text)-1]):
			// "Seat, e.g. 14C": a code of digits and a letter, no 14 °C
			// ("USDA hardiness zone, e.g. 7b"); but "e.g. 1.5t mini
			// digger" is a quantity that opens the thing it weighs
			// (quantityOpens), no code
			if g.wordAfter(desc[c.End:]) {
				break
			}
			if sh := shape(c.Text); !slices.Contains(shapes, sh) {
				shapes = append(shapes, sh)
			}
		case c.Kind == Number && c.Unit == "" && (digits(c.Text) || isFraction(c.Text)):
			// "Form name, e.g. 1040": digits, written as text, the first
			// example a cue gives (not "a 3 digit code", "q=10001"), whole;
			// "Size, e.g. 3/4": a fraction, as written
			if g.abbreviatedUnitAfter(desc[c.End:]) {
				quantity = true // "Pot size, e.g. 6 in": a quantity in inches, the abbreviation a preposition's word too
				break
			}
			if !g.cuedAt(desc, c.Start) || slices.ContainsFunc(cands, func(d Candidate) bool {
				return d.Kind != List && d.Start <= c.Start && c.End <= d.End && d.End-d.Start > c.End-c.Start
			}) {
				break // (nor the 0 of "0 2 * * *")
			}
			if sh := shape(c.Text); !slices.Contains(shapes, sh) {
				shapes = append(shapes, sh)
			}
		case c.Kind == Number && c.Unit == "" && strings.IndexByte(c.Text, '.') > 0:
			decimals = append(decimals, shape(c.Text))
		case c.Kind != Number || c.Unit == "" || g.lx.classOf(c.Unit) == "" || strings.IndexByte(c.Text, '-') > 0:
			// (a compound's number names a kind, no example: "HH:MM
			// 24-hour")
		case g.wordAfter(desc[c.End:]):
			// "Paper stock, e.g. 100lb gloss": the quantity opens a longer
			// example, a thing it weighs, no quantity to take alone
		default:
			quantity = true
		}
	}
	// and an example of codes and numbers written apart, as one ("OS grid
	// reference, e.g. NN 166 712"), which reads as a code and numbers
	// (only where a number stands apart: most descriptions hold none)
	if !spacedNumber(desc) {
		return quantity, shapes, decimals
	}
	for _, rest := range afterCues(desc, g.lx.examples) {
		for _, w := range strings.FieldsFunc(exampleText(rest), func(c rune) bool { return c == ',' }) {
			if w = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(w), "or ")); spacedCode(w) {
				if sh := shape(w); !slices.Contains(shapes, sh) {
					shapes = append(shapes, sh)
				}
			}
		}
	}
	return quantity, shapes, decimals
}

// quantityOpens reports whether a description's example is a quantity
// that opens the thing it measures, in plain words: "Machine, e.g. 1.5t
// mini digger", "Paper stock, e.g. 100lb gloss". Such an input takes a
// quantity and the plain words after it, whole (quantityPhrases).
func (g *Grounder) quantityOpens(desc string) bool {
	if !strings.ContainsAny(desc, "0123456789") {
		return false // most descriptions: nothing to read
	}
	for _, rest := range afterCues(desc, g.lx.examples) {
		rest = strings.TrimLeft(rest, ". :")
		w, _, _ := strings.Cut(rest, " ")
		i := strings.IndexFunc(w, func(c rune) bool { return !unicode.IsDigit(c) && c != '.' })
		if i > 0 && i < len(w) && allLetters(w[i:]) && g.wordAfter(rest[len(w):]) {
			return true
		}
	}
	return false
}

// wordAfter reports whether rest, a description after an example's
// number, goes on, past the number's unit, with a lowercase word of the
// same example: "100lb gloss", not "500 mg", "12 hours", "1 g or 250 mg".
func (g *Grounder) wordAfter(rest string) bool {
	for i := 0; i < 2; i++ {
		if rest == "" || rest[0] != ' ' {
			return false
		}
		var w string
		w, rest, _ = strings.Cut(rest[1:], " ")
		if rest != "" {
			rest = " " + rest
		}
		w = strings.TrimRight(w, ".,;:)")
		if w == "" || w != strings.ToLower(w) || strings.IndexFunc(w, func(c rune) bool { return !unicode.IsLetter(c) }) >= 0 || g.lx.stop[w] || g.lx.connectors[w] {
			return false
		}
		if g.lx.classOf(stem(w)) == "" && g.lx.classOf(w) == "" {
			return true
		}
	}
	return false
}

// givenAsExample reports whether a description gives w, lowercase, among
// the examples after one of its example cues ("The regulatory agency,
// e.g. FDA, EMA"), before the clause ends; a word it only mentions ("SQL
// server address") is none.
func (g *Grounder) givenAsExample(desc, w string) bool {
	for _, rest := range afterCues(desc, g.lx.examples) {
		if containsWord(strings.ToLower(exampleText(rest)), w) {
			return true
		}
	}
	return false
}

// fractionExample reports whether the first example a description gives
// (rests: its text after each example cue) is a number between 0 and 1:
// "e.g. 0.95".
func fractionExample(rests []string) bool {
	for _, rest := range rests {
		w, _, _ := strings.Cut(strings.TrimLeft(rest, ". :"), " ")
		f, err := strconv.ParseFloat(strings.TrimRight(w, ".,;)"), 64)
		if err == nil && f > 0 && f < 1 {
			return true
		}
	}
	return false
}

// exampleText is the text of a description's examples after their cue:
// to the clause's or the sentence's end, without its last period ("e.g.
// FDA, EMA; required" is "FDA, EMA").
func exampleText(rest string) string {
	rest = strings.TrimLeft(rest, ". :")
	if end := strings.IndexAny(rest, ";()\n"); end >= 0 {
		rest = rest[:end]
	}
	if end := strings.Index(rest, ". "); end >= 0 {
		rest = rest[:end]
	}
	return strings.TrimSuffix(strings.TrimSpace(rest), ".")
}

// spacedNumber reports whether desc holds a digit right after a space and
// a capital, a digit or an operator (formulaMarks) right before that space:
// "NN 166", "SW1A 1AA", "7/1 + 20 vol".
func spacedNumber(desc string) bool {
	for i := 1; i+1 < len(desc); i++ {
		if desc[i] == ' ' && isDigitByte(desc[i+1]) && (isUpperByte(desc[i-1]) || isDigitByte(desc[i-1]) || strings.IndexByte(formulaMarks, desc[i-1]) >= 0) {
			return true
		}
	}
	return false
}

// spacedCode reports whether w is two to four parts written apart, each
// capitals or digits (with a decimal point, a degree sign or a slash
// between them), one of digits at least: "NN 166 712", "SW1A 1AA", a
// burner nozzle's "0.60 80°EH". A formula, whose parts an operator
// (formulaMarks) joins, may hold a lowercase word too, and a fifth part:
// a hair colour's "7/1 + 20 vol".
func spacedCode(w string) bool {
	parts := strings.Split(w, " ")
	formula := slices.ContainsFunc(parts, func(p string) bool { return len(p) == 1 && strings.Contains(formulaMarks, p) })
	if len(parts) < 2 || len(parts) > 4 && !(formula && len(parts) == 5) || !strings.ContainsAny(w, "0123456789") {
		return false
	}
	for _, p := range parts {
		switch {
		case p == "":
			return false
		case formula && (len(p) == 1 && strings.Contains(formulaMarks, p) || allLetters(p) && p == strings.ToLower(p)):
		case strings.IndexFunc(p, func(c rune) bool {
			return (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '.' && c != '°' && c != '/'
		}) >= 0 ||
			strings.IndexFunc(p, func(c rune) bool { return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }) < 0:
			return false
		}
	}
	return true
}

// formulaMarks are the operators that join a formula's parts, written
// apart: "7/1 + 20 vol", "2 x 4".
const formulaMarks = "+=&x"

// namesKind reports whether the code of a description that ends at byte
// offset end stands right before an identifier's word ("ICD-10 code",
// "ISO-4217 code", "E.164 number"): it names the scheme the value
// follows, no example of it.
func namesKind(lx *lexicon, desc string, end int) bool {
	rest := strings.TrimLeft(desc[end:], " ")
	w := rest
	if i := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		w = rest[:i]
	}
	return w != "" && len(rest) < len(desc[end:]) && lx.idWords[strings.ToLower(w)]
}

// abbreviatedUnitAfter reports whether rest, a description after a number,
// is one unit abbreviation that is a word too (Lexicon.UnitAbbreviations:
// "in") and nothing more but marks: "e.g. 6 in".
func (g *Grounder) abbreviatedUnitAfter(rest string) bool {
	w := strings.TrimRight(strings.TrimSpace(rest), ".,;)")
	_, ok := g.lx.unitAbbrev[strings.ToLower(w)]
	return ok
}

// exampleShaped reports whether c has the shape of one of s's examples.
func exampleShaped(s *slot, c *Candidate) bool {
	return len(s.shapes) > 0 && slices.Contains(s.shapes, shape(c.Text))
}

// exampleDate returns the form of the date a description gives as its
// example, right after one of Lexicon.ExampleCues: "the month, e.g. March
// 2027" (a month of a year), "Start, e.g. August 15, 2024" (in words).
func (g *Grounder) exampleDate(desc string) (dateForm, bool) {
	if !strings.ContainsAny(desc, "0123456789") {
		return 0, false // most descriptions: nothing to read
	}
	for _, rest := range afterCues(desc, g.lx.examples) {
		rest = strings.TrimLeft(rest, ". :")
		if len(rest) > 64 {
			rest = rest[:64]
		}
		for _, c := range g.Read(rest).cands {
			if c.Kind == Date && c.Start == 0 && (c.date != monthYearForm || strings.IndexFunc(c.Text, unicode.IsLetter) >= 0) {
				return c.date, true // (a month of a year in digits, "e.g. 2025-01", is ISO's)
			}
		}
	}
	return 0, false
}
