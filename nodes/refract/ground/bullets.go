package ground

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bulleted lists: a request that lists items one per line, each after a
// bullet ("- eggs", "• oat milk", "1) rice", "- [x] pay rent"), or on one
// line between bullets ("• bananas • yogurt • granola"), gives an array
// its items as plainly as quotes give a text its value.

// maxBulletWords bounds an item's words: a line longer than that is an
// instruction ("- book a table at Nopa for 4 on ..."), no item.
const maxBulletWords = 5

// bulletLists reads the request's bulleted lists of two items or more
// as lists of their items, as written.
func (r *Request) bulletLists() {
	type item struct{ start, end int }
	var run []item
	emit := func() {
		if len(run) >= 2 {
			texts := make([]string, len(run))
			vals := make([]any, len(run))
			for i, it := range run {
				texts[i] = r.text[it.start:it.end]
				vals[i] = texts[i]
			}
			start, end := run[0].start, run[len(run)-1].end
			first, last := r.wordIndex(start), r.wordIndex(end)-1
			if first <= last {
				r.cands = append(r.cands, Candidate{Kind: List, of: Word, Items: texts, Value: vals, Text: r.text[start:end],
					Start: start, End: end, first: first, last: last, bullets: true})
			}
		}
		run = run[:0]
	}
	ok := true // the run's items are all items
	for lineStart := 0; lineStart < len(r.text); {
		stop := lineEnd(r.text, lineStart)
		line := r.text[lineStart:stop]
		at := lineStart + len(line) - len(strings.TrimLeft(line, " \t"))
		if n := bulletAt(r.text[at:stop]); n > 0 {
			if inline := strings.Count(line, "•"); inline >= 2 {
				// "• bananas • yogurt • granola": one line, its own list
				emit()
				for p := at; p < stop; {
					q := strings.Index(r.text[p+len("•"):stop], "•")
					e := stop
					if q >= 0 {
						e = p + len("•") + q
					}
					s, x := trimItem(r.text, p+len("•"), e)
					ok = ok && s < x && isItem(r.text[s:x])
					run = append(run, item{s, x})
					p = e
				}
				if ok {
					emit()
				}
				run, ok = run[:0], true
			} else {
				s, e := trimItem(r.text, at+n, stop)
				ok = ok && s < e && isItem(r.text[s:e])
				run = append(run, item{s, e})
			}
		} else {
			if ok {
				emit()
			}
			run, ok = run[:0], true
		}
		lineStart = stop + 1
	}
	if ok {
		emit()
	}
}

// bulletAt returns the length of the bullet a line opens with, with the
// space after it and a checkbox ("- ", "* ", "• ", "1. ", "2) ", "(a) ",
// "- [ ] "), or 0.
func bulletAt(line string) int {
	n := 0
	switch c, size := utf8.DecodeRuneInString(line); {
	case c == '-' || c == '*' || c == '•' || c == '–' || c == '·':
		n = size
	case c >= '0' && c <= '9':
		for n < len(line) && n < 3 && isDigitByte(line[n]) {
			n++
		}
		if n >= len(line) || line[n] != '.' && line[n] != ')' {
			return 0
		}
		n++
	case c == '(' && len(line) >= 3 && isLetterByte(line[1]) && line[2] == ')':
		n = 3
	default:
		return 0
	}
	if n >= len(line) || line[n] != ' ' {
		return 0
	}
	n++
	for _, box := range []string{"[ ] ", "[x] ", "[X] "} {
		if strings.HasPrefix(line[n:], box) {
			n += len(box)
			break
		}
	}
	return n
}

// trimItem trims an item's text between byte offsets start and end of
// text: its spaces, a closing mark (",", ";", "."), and what an arrow
// starts ("1x Lemonade → 7 Hill Street").
func trimItem(text string, start, end int) (int, int) {
	for _, arrow := range []string{"→", "->", "➜"} {
		if i := strings.Index(text[start:end], arrow); i >= 0 {
			end = start + i
		}
	}
	for start < end && text[start] == ' ' {
		start++
	}
	for end > start && strings.IndexByte(" \t\r,;.", text[end-1]) >= 0 {
		end--
	}
	return start, end
}

// isItem reports whether an item's text is an item: a few words, no
// field ("Name: Ann Lee"), with a letter or a digit.
func isItem(s string) bool {
	return len(strings.Fields(s)) <= maxBulletWords && !strings.Contains(s, ": ") &&
		strings.IndexFunc(s, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) >= 0
}

// enumerator reports whether the digits s[start:end], with the mark at
// end (")" or "."), number a step or an item: one or two digits after a
// space, the mark before a space, the line's first word (first), or
// further on a line where the request opens with a number of that mark
// (opening, openingMark) and no parenthesis is open (depth: "1) book a show at ... 2) assign
// Milo Brandt to it"; not "(2)", "(level 2)" nor "costs 12."'s end, nor
// a line's "Room 2. Then ..."). The tokenizer keeps first and depth as
// it reads, so that a request of one long line is read in linear time.
func enumerator(s string, start, end int, first bool, depth int, opening byte) bool {
	if end-start > 2 || !digits(s[start:end]) || end+1 < len(s) && s[end+1] != ' ' && s[end+1] != '\n' {
		return false
	}
	if start > 0 && s[start-1] != ' ' && s[start-1] != '\t' && s[start-1] != '\n' {
		return false
	}
	if first {
		return true
	}
	return depth == 0 && opening == s[end]
}

// openingMark returns the mark of the number a request opens with, as a
// numbered list does ("1) book ...", "1. Book ..."), or 0.
func openingMark(s string) byte {
	n, lead := 0, len(s)-len(strings.TrimLeft(s, " \t\n"))
	for lead+n < len(s) && n < 2 && isDigitByte(s[lead+n]) {
		n++
	}
	if n > 0 && lead+n+1 < len(s) && (s[lead+n] == ')' || s[lead+n] == '.') && s[lead+n+1] == ' ' {
		return s[lead+n]
	}
	return 0
}
