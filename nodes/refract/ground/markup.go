package ground

import (
	"html"
	"strings"
)

// unmarkup returns a request written in HTML, as extraction pipelines
// pass text copied from a page, as the text the page shows: its tags
// dropped (a block's, "<br>", "<p>", "<li>", as a line break; a cell's as
// a space) and its character references decoded ("&quot;", "&amp;",
// "&rsquo;"). A "<" that opens no tag ("a < b", "<3") stays. A chat's
// emoji shortcodes (":tada:", ":+1:"), pasted from Slack, Discord or
// GitHub, are dropped with the space before them: they are pictures, no
// words. A request with none of these is returned as it is, with no copy.
func unmarkup(s string) string {
	if strings.IndexByte(s, ':') >= 0 {
		s = dropShortcodes(s)
	}
	tags := tagAt(s, strings.IndexByte(s, '<')) > 0 || strings.Contains(s, "</") // the cheap test first: most requests hold no "<"
	if !tags && !strings.Contains(s, "&") {
		return s
	}
	if tags {
		var b strings.Builder
		b.Grow(len(s))
		for i := 0; i < len(s); {
			if s[i] == '<' {
				if end := tagAt(s, i); end > 0 {
					start := i + 1
					if s[start] == '/' {
						start++
					}
					n := start
					for n < end && (isLetterByte(s[n]) || isDigitByte(s[n])) {
						n++
					}
					switch strings.ToLower(s[start:n]) {
					case "br", "p", "div", "li", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "blockquote", "pre":
						b.WriteByte('\n') // the elements that break a line
					case "td", "th":
						b.WriteByte(' ')
					}
					i = end
					continue
				}
			}
			b.WriteByte(s[i])
			i++
		}
		s = b.String()
	}
	return html.UnescapeString(s)
}

// tagAt returns the offset right after the HTML tag that opens at s[i],
// "<b>", "</p>", "<a href=...>", or 0 where none does: a name of letters
// and digits (after a "/" for a closing tag) right after the "<", then a
// space, a "/" or the ">", within maxTagLen bytes and no "<" or line
// break before it (an e-mail address or a URL in brackets is no tag).
func tagAt(s string, i int) int {
	if i < 0 || i+2 >= len(s) || s[i] != '<' {
		return 0
	}
	j := i + 1
	if s[j] == '/' {
		j++
	}
	if j >= len(s) || !isLetterByte(s[j]) {
		return 0
	}
	for j < len(s) && (isLetterByte(s[j]) || isDigitByte(s[j])) {
		j++
	}
	if j >= len(s) || s[j] != '>' && s[j] != ' ' && s[j] != '/' {
		return 0 // "<dana@whitfield.co>", "<https://example.com>": no tags
	}
	for k := j; k < len(s) && k < i+maxTagLen; k++ {
		switch s[k] {
		case '>':
			return k + 1
		case '<', '\n':
			return 0
		}
	}
	return 0
}

// maxTagLen bounds a tag's length, so that a stray "<" costs no scan of
// the request's rest.
const maxTagLen = 256

// dropShortcodes removes the emoji shortcodes of s: a colon at the start
// or after a space, one to maxShortcode lowercase letters, digits, "_",
// "+" or "-" with a letter or a sign among them, and a colon at the end
// or before a space or a sentence's mark ("4.2 lb :tada:", "done :+1:").
// A clock's "10:30:00" or a label's "Note: x" is none.
func dropShortcodes(s string) string {
	var b strings.Builder
	last := 0 // s[last:] is not yet copied
	for i := 0; i < len(s); i++ {
		if s[i] != ':' || i > 0 && s[i-1] != ' ' && s[i-1] != '\t' && s[i-1] != '\n' {
			continue
		}
		j, sign := i+1, false
		for j < len(s) && j-i-1 < maxShortcode && shortcodeByte(s[j]) {
			sign = sign || isLetterByte(s[j]) || s[j] == '+' || s[j] == '-'
			j++
		}
		if j == i+1 || !sign || j >= len(s) || s[j] != ':' || j+1 < len(s) && !strings.ContainsRune(" \t\n.,!?)", rune(s[j+1])) {
			continue
		}
		start := i
		if start > 0 && s[start-1] == ' ' {
			start-- // with the space before it
		}
		if b.Cap() == 0 {
			b.Grow(len(s))
		}
		b.WriteString(s[last:start])
		last = j + 1
		i = j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// maxShortcode is the longest emoji shortcode name dropShortcodes reads
// (":face_with_hand_over_mouth:" is 25 bytes).
const maxShortcode = 40

func shortcodeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '+' || c == '-'
}
