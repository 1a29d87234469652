package ground

import "strings"

// Values written as programs write them, which the tokenizer would cut at
// their marks: a glob ("report-*.csv"), a cron schedule ("0 2 * * *"), a
// version with its constraint ("^4.17.21", "==2.31.0").

// technical reads the request's globs and cron schedules as codes. Each
// is one run of the text, found by one pass over it: a request of many
// costs its length.
func (r *Request) technical() {
	s := r.text
	if !strings.ContainsAny(s, "*?") {
		return // most requests: nothing to read
	}
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == '\t' || s[i] == '\n' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' {
			j++
		}
		if end, ok := cronAt(s, i); ok {
			r.addSpan(Code, s[i:end], i, end)
			i = end
			continue
		}
		// a glob: a run of a path's characters that holds a wildcard, a
		// letter and a dot or a slash ("*.log", "src/**/*.go"; not
		// "**Board**" or "2*3.5"), its sentence's period left out
		run := strings.TrimRight(s[i:j], ".,;:!)\"'`")
		if isGlob(run) {
			r.addSpan(Code, run, i, i+len(run))
		}
		i = j
	}
}

// isGlob reports whether w is a file pattern: path characters with a
// wildcard, a letter, and a dot or a slash, no markdown emphasis.
func isGlob(w string) bool {
	if !strings.ContainsAny(w, "*?") || !strings.ContainsAny(w, "./") || strings.HasPrefix(w, "**") && !strings.HasPrefix(w, "**/") || strings.HasSuffix(w, "**") {
		return false
	}
	letter := false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isLetterByte(c):
			letter = true
		case isDigitByte(c) || strings.IndexByte("*?._-/~", c) >= 0:
		default:
			return false
		}
	}
	return letter
}

// cronAt returns the end of a cron schedule that starts at i: five fields
// of digits and "*", "/", ",", "-", separated by single spaces, at least
// one a wildcard and one a number ("0 2 * * *", "*/15 9-17 * * 1-5"), and
// nothing of a word's right after.
func cronAt(s string, i int) (int, bool) {
	if i > 0 && s[i-1] != ' ' && s[i-1] != '\'' && s[i-1] != '"' && s[i-1] != '`' && s[i-1] != '(' && s[i-1] != ':' {
		return 0, false
	}
	star, digit := false, false
	j := i
	for f := 0; f < 5; f++ {
		if f > 0 {
			if j >= len(s) || s[j] != ' ' {
				return 0, false
			}
			j++
		}
		start := j
		for j < len(s) && strings.IndexByte("0123456789*/,-", s[j]) >= 0 {
			star = star || s[j] == '*'
			digit = digit || isDigitByte(s[j])
			j++
		}
		if j == start {
			return 0, false
		}
	}
	if !star || !digit || j < len(s) && (isLetterByte(s[j]) || isDigitByte(s[j])) {
		return 0, false
	}
	return j, true
}

// addSpan adds a candidate for the text from byte start to end, over the
// words in it; none if no word is.
func (r *Request) addSpan(kind Kind, text string, start, end int) {
	first, last := r.wordIndex(start), r.wordIndex(end)-1
	if first > last || first >= len(r.words) {
		return
	}
	r.cands = append(r.cands, Candidate{Kind: kind, Text: text, Value: text, Start: start, End: end, first: first, last: last})
}

// constrained returns a version code with the constraint written before
// it, with no space between ("^4.17.21", "==2.31.0", ">=1.2"): the
// constraint is the value's.
func constrained(s string, start int, code string) (string, int) {
	if !isVersion(code) {
		return code, start
	}
	k := start
	for k > 0 && start-k < 2 && strings.IndexByte("^~=<>!", s[k-1]) >= 0 {
		k--
	}
	if k == start || k > 0 && s[k-1] != ' ' && s[k-1] != '\'' && s[k-1] != '"' && s[k-1] != '`' {
		return code, start
	}
	return s[k:start] + code, k
}

// isVersion reports whether w is a version: digits joined by dots, at
// least two dots ("4.17.21"; not "2.5").
func isVersion(w string) bool {
	return strings.Count(w, ".") >= 2 && strings.Trim(w, "0123456789.") == "" && !strings.Contains(w, "..")
}
