package ground

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Quoted strings: what the request marks as one value, between quotes of
// any script's or Markdown's emphasis, and the sentence ends marks
// inside them made.

// quoted reads strings between quotes: "x", “x”, ”x”, «x», 'x' (an apostrophe
// inside a word opens none), and `x`, which people who write code quote
// with.
// quoteOpeners are the marks that open a quoted string (quoted).
const quoteOpeners = "\"“”«»‹„‚「『`'‘"

func (r *Request) quoted() {
	s := r.text
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		var closer rune
		switch c {
		case '"':
			if i > 0 && isDigitByte(s[i-1]) {
				i += size
				continue // an inch mark: "chest 40", inseam 32"" opens no quote
			}
			closer = '"'
		case '“':
			closer = '”'
		case '”':
			// Swedish and Finnish: ”Hej då”, the one mark both ends; an
			// opener after no word and before one
			if p, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && isWordRune(p) || i+size >= len(s) || !isWordRune(rune(s[i+size])) && s[i+size] < utf8.RuneSelf {
				i += size
				continue
			}
			closer = '”'
		case '«':
			closer = '»'
		case '»':
			closer = '«' // German: »Siddhartha«
		case '‹':
			closer = '›'
		case '„':
			closer = '“' // German: „Der Prozess“
		case '‚':
			closer = '‘'
		case '「':
			closer = '」'
		case '『':
			closer = '』'
		case '`':
			closer = '`'
		case '\'', '‘':
			if i > 0 {
				p, _ := utf8.DecodeLastRuneInString(s[:i])
				if isWordRune(p) {
					i += size
					continue // an apostrophe
				}
			}
			closer = '\''
			if c == '‘' {
				closer = '’'
			}
		default:
			i += size
			continue
		}
		start := i + size
		end := -1
		depth := 0 // single quotes opened inside the quote: 'Rock 'n' Roll'
		for j := start; j < len(s) && j-start < 300; {
			d, dsize := utf8.DecodeRuneInString(s[j:])
			if d == '\n' {
				break
			}
			if d == closer {
				after := j + dsize
				if (closer == '\'' || closer == '’') && after < len(s) {
					e, _ := utf8.DecodeRuneInString(s[after:])
					if isWordRune(e) {
						// an apostrophe inside the quote: "it's"; after a
						// space, an elision ("’24") or a quote inside it
						// ("'n'"), which its own mark closes
						if j > start && s[j-1] == ' ' && !unicode.IsDigit(e) {
							depth++
						}
						j = after
						continue
					}
					if depth > 0 {
						depth--
						j = after
						continue
					}
				}
				end = j
				break
			}
			j += dsize
		}
		if end < 0 || end == start {
			i = start
			continue
		}
		// A period inside the quotes is the quoted text's, even where it
		// ends the request's sentence too: the corpora's gold keeps it 5
		// times in 6 ("The sun rises in the east." Then ...).
		inner := strings.TrimSpace(s[start:end])
		if callForm(inner) {
			// "`resize_images(folder='uploads/2025', width=640)`": a
			// call written out, whose arguments are the values; the
			// quotes inside it are read
			i = start
			continue
		}
		first, last := r.wordIndex(start), r.wordIndex(end)-1
		if first <= last && inner != "" {
			r.cands = append(r.cands, Candidate{Kind: Quoted, Text: inner, Value: inner, Start: start, End: end, first: first, last: last})
			r.markQuoted(first, last)
		}
		i = end + utf8.RuneLen(closer)
	}
}

// callForm reports whether a quoted text is a call written out with named
// arguments: a function's name, its bracket, a "key=value" pair inside
// and the closing bracket at the end ("f(a='x', b=2)").
func callForm(s string) bool {
	i := strings.IndexByte(s, '(')
	if i <= 0 || !strings.HasSuffix(s, ")") || !keyed(s[i+1:]) {
		return false
	}
	for j := 0; j < i; j++ {
		if c := s[j]; !isLetterByte(c) && !isDigitByte(c) && c != '_' && c != '.' {
			return false
		}
	}
	return isLetterByte(s[0]) || s[0] == '_'
}

// emphasized reads what Markdown emphasizes with asterisks as a quoted
// string: "**x**" and "*x*", whose marks hug the text (no "2 * 3", no
// cron's "* * *", no "*.log"); a label in bold ("**Repo:** acme/api") is
// no value. (Underscores emphasize too, but "__init__" is a name.)
func (r *Request) emphasized() {
	s := r.text
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '*' || i > 0 && (s[i-1] == c || isLetterByte(s[i-1]) || isDigitByte(s[i-1])) {
			continue
		}
		mark := s[i : i+1]
		if i+1 < len(s) && s[i+1] == '*' {
			mark = "**"
		}
		start := i + len(mark)
		n := strings.Index(s[start:], mark)
		if n <= 0 {
			continue
		}
		end := start + n
		after := end + len(mark)
		inner := s[start:end]
		if inner[0] == ' ' || inner[len(inner)-1] == ' ' || strings.ContainsAny(inner, "*\n") || strings.HasSuffix(inner, ":") ||
			after < len(s) && (s[after] == c || isLetterByte(s[after]) || isDigitByte(s[after])) || strings.IndexFunc(inner, unicode.IsLetter) < 0 {
			continue
		}
		first, last := r.wordIndex(start), r.wordIndex(end)-1
		if first <= last {
			r.cands = append(r.cands, Candidate{Kind: Quoted, Text: inner, Value: inner, Start: start, End: end, first: first, last: last})
			r.markQuoted(first, last)
		}
		i = after - 1
	}
}

// joinQuotes undoes the sentence and clause ends that marks inside a
// quoted string made: "Hello, how are you?" to Spanish is one sentence,
// and 'Hello, World!' one clause. A quoted text that ends as a sentence
// does ends the request's sentence when a capital follows the closing
// quote ("The sun rises." Then ...).
func (r *Request) joinQuotes() {
	var quotes []*Candidate
	for i := range r.cands {
		if r.cands[i].Kind == Quoted {
			quotes = append(quotes, &r.cands[i])
		}
	}
	if len(quotes) == 0 {
		return
	}
	slices.SortFunc(quotes, func(a, b *Candidate) int { return a.Start - b.Start }) // (quoted marks, then emphasis)
	q := 0
	prevS, prevC := r.toks[0].sentence, r.toks[0].clause // the previous token's numbers as tokenize gave them
	for i := 1; i < len(r.toks); i++ {
		t, prev := &r.toks[i], &r.toks[i-1]
		stepS, stepC := t.sentence-prevS, t.clause-prevC
		prevS, prevC = t.sentence, t.clause
		for q < len(quotes) && quotes[q].End < prev.start {
			q++
		}
		switch {
		case q < len(quotes) && quotes[q].Start < t.start && t.start <= quotes[q].End:
			// inside the quotes, or their closing mark
			if stepS > 0 {
				t.initial = false
			}
			stepS, stepC = 0, 0
		case q < len(quotes) && prev.start == quotes[q].End && t.word && t.cap && strings.ContainsAny(lastRune(quotes[q].Text), ".!?"):
			stepS, stepC = 1, 1 // the quoted sentence ends the request's
			t.initial = true
		}
		t.sentence, t.clause = prev.sentence+stepS, prev.clause+stepC
	}
}

// lastRune returns s's last rune, as a string.
func lastRune(s string) string {
	_, n := utf8.DecodeLastRuneInString(s)
	return s[len(s)-n:]
}

// markQuoted marks words first to last as a quoted text's (token.quoted).
func (r *Request) markQuoted(first, last int) {
	for k := first; k <= last; k++ {
		r.toks[r.words[k]].quoted = true
	}
}
