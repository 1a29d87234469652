package ground

import "strings"

// This file reads the web's addresses in a request: e-mail addresses and
// URLs, each one word however many marks it holds.

// isEmail reports whether s is an e-mail address: a local part, an @
// and a domain with a period, no space or slash.
func isEmail(s string) bool {
	at := strings.IndexByte(s, '@')
	return at > 0 && strings.Contains(s[at:], ".") && !strings.ContainsAny(s, " /")
}

// isURL reports whether the word w, at byte offset start of text, opens
// a URL: a scheme's letters and "://" ("https://", "s3://acme-backups",
// "gs://", "ftp://"), or "www.".
func isURL(w, text string, start int) bool {
	if strings.HasPrefix(w, "www.") {
		return true
	}
	i := start
	for i < len(text) && i-start < 12 && (isLetterByte(text[i]) || i > start && (isDigitByte(text[i]) || text[i] == '+' || text[i] == '.' || text[i] == '-')) {
		i++
	}
	return i > start && strings.HasPrefix(text[i:], "://")
}

// urlText is the URL that starts at token i, up to white space.
func (r *Request) urlText(i int) string {
	start := r.toks[i].start
	end := start
	for end < len(r.text) && r.text[end] != ' ' && r.text[end] != '\n' && r.text[end] != '"' && r.text[end] != '\'' {
		end++
	}
	return trimURL(r.text[start:end])
}

// trimURL drops the marks a sentence puts after a URL: "(https://x.io)?"
// is https://x.io; a closing bracket the URL opens is its own
// ("https://en.wikipedia.org/wiki/Go_(game)").
func trimURL(u string) string {
	for u != "" {
		c := u[len(u)-1]
		switch {
		case strings.IndexByte(".,;:!?>", c) >= 0:
		case c == ')' && strings.Count(u, "(") < strings.Count(u, ")"),
			c == ']' && strings.Count(u, "[") < strings.Count(u, "]"):
		default:
			return u
		}
		u = u[:len(u)-1]
	}
	return u
}

// atAddress reports whether the run of text around byte offset i, to the
// spaces on either side, is an e-mail address: Bob.Smith@Acme.com, whose
// period ends no sentence.
func atAddress(s string, i int) bool {
	run := s[i:min(len(s), i+320)] // no address is longer (RFC 5321: 64 + 1 + 255)
	if end := strings.IndexAny(run, " \n\t"); end >= 0 {
		run = run[:end]
	}
	return strings.Contains(run, "@")
}
