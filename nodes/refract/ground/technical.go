package ground

import (
	"strings"
	"unicode"
)

// Values written as programs write them, which the tokenizer would cut at
// their marks: a glob ("report-*.csv"), a cron schedule ("0 2 * * *"), a
// version with its constraint ("^4.17.21", "==2.31.0"), a function of
// numbers ("rgb(34, 139, 34)"), a color in hex ("#FF5733"), a MAC
// address ("aa-bb-cc-dd-ee-ff"), an expression ("2x + 3 = 7"), a host
// and its port ("redis.internal:6379"), a package pinned to its version
// ("lodash@4.17.21"), a Windows path with spaces.

// technical reads the request's globs and cron schedules as codes. Each
// is one run of the text, found by one pass over it: a request of many
// costs its length.
func (r *Request) technical() {
	s := r.text
	r.functional()
	r.expressions()
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
		at := i
		if strings.IndexByte("(\"'`", s[at]) >= 0 && at+1 < j {
			at++ // "(*/5 * * * *)": the schedule inside its bracket
		}
		if end, ok := cronAt(s, at); ok {
			r.addSpan(Code, s[at:end], at, end)
			i = end
			continue
		}
		// a glob: a run of a path's characters that holds a wildcard, a
		// letter and a dot or a slash ("*.log", "src/**/*.go"; not
		// "**Board**" or "2*3.5"), its sentence's period or question
		// mark left out ("E11.9?" asks, it matches nothing)
		run := strings.TrimRight(s[i:j], ".,;:!?)\"'`")
		if isGlob(run) {
			r.addSpan(Code, run, i, i+len(run))
		}
		i = j
	}
}

// maxExpression bounds an expression read, in bytes: a longer run of
// terms is no value a user states.
const maxExpression = 96

// expressions reads the request's arithmetic and chemical expressions as
// codes, as written: "2x + 3 = 7", "(3 + 4) * 5", "sin(pi/2) + 1", "x^2",
// "Fe + O2 -> Fe2O3", "H2 + O2 → H2O". Terms are numbers, letters, a
// variable with its coefficient, a formula, a function's call or a
// bracket; operators between them ("-", "/" and "=" with spaces around,
// as a code's hyphen, a date's or a path's slash and a key's equals sign
// have none). Numbers alone joined by "-" or "/" are a range or a
// fraction, no expression; a word of three letters or more is no term
// ("cats + dogs"). An expression is the value of an input that takes one
// alone (Lexicon.ExpressionWords), a rival of no other's. Each run is
// read once: a failed one is not read again from inside it.
func (r *Request) expressions() {
	s := r.text
	if !strings.ContainsAny(s, "+*/^=→×÷<>") && !strings.Contains(s, " - ") {
		return // most requests: nothing to read
	}
	for i := 0; i < len(s); {
		if i > 0 && strings.IndexByte(" \n\t(\"'`:", s[i-1]) < 0 || !isLetterByte(s[i]) && !isDigitByte(s[i]) && s[i] != '(' {
			i++
			continue
		}
		end, reach, ok := expressionAt(s, i)
		if ok {
			n := len(r.cands)
			r.addSpan(Code, s[i:end], i, end)
			if len(r.cands) > n {
				if c := &r.cands[len(r.cands)-1]; c.Start == i && c.End == end {
					c.expr = true
				}
			}
		}
		i = max(reach, i+1)
	}
}

// exprParts marks the candidates inside an expression (Candidate.inExpr):
// "Fe" of "Fe + O2 -> Fe2O3" is a part of the equation, no rival of it.
// Each is found by a binary search in the expressions' spans
// (mergeSpans).
func (r *Request) exprParts() {
	var spans []Candidate
	for _, c := range r.cands {
		if c.expr {
			spans = append(spans, Candidate{Start: c.Start, End: c.End})
		}
	}
	if len(spans) == 0 {
		return
	}
	spans = mergeSpans(spans)
	for i := range r.cands {
		if d := &r.cands[i]; !d.expr && within(spans, d) {
			d.inExpr = true
		}
	}
}

// expressionAt reads an expression that starts at byte i: its end, how
// far it read, and whether it is one.
func expressionAt(s string, i int) (end, reach int, ok bool) {
	limit := min(len(s), i+maxExpression)
	j, number, good := term(s, i, limit)
	if !good {
		return 0, j, false
	}
	end, reach = j, j
	ops, numbers, onlyRange := 0, 0, true
	if number {
		numbers++
	}
	for {
		k, op, good := operator(s, j, limit)
		if !good {
			break
		}
		e, number, good := term(s, k, limit)
		if !good {
			reach = max(reach, k)
			break
		}
		ops++
		if number {
			numbers++
		}
		onlyRange = onlyRange && (op == "-" || op == "/")
		j, end, reach = e, e, e
	}
	if ops == 0 || numbers == ops+1 && onlyRange {
		return 0, reach, false // "10 - 20", "3 / 4": a range, a fraction
	}
	return end, reach, true
}

// term reads a term of an expression at byte i: its end, whether it is a
// number, and whether it is a term.
func term(s string, i, limit int) (int, bool, bool) {
	if i >= limit {
		return i, false, false
	}
	if s[i] == '(' {
		j := bracketEnd(s, i, limit)
		return j, false, j > i
	}
	j := i
	upper, letters, digits := 0, 0, 0
	for j < limit && (isLetterByte(s[j]) || isDigitByte(s[j]) || s[j] == '.' && j+1 < limit && isDigitByte(s[j+1]) && j > i) {
		switch {
		case isLetterByte(s[j]):
			letters++
			if isUpperByte(s[j]) {
				upper++
			}
		case isDigitByte(s[j]):
			digits++
		}
		j++
	}
	if j == i || j-i > 12 {
		return j, false, false
	}
	if j < limit && s[j] == '(' && digits == 0 {
		// a function's call: "sin(pi/2)"
		k := bracketEnd(s, j, limit)
		return k, false, k > j
	}
	if digits == 0 && (letters > 2 && upper < 2 || letters == 1 && upper == 1) {
		return j, false, false // a word ("cats", "I"), no term; a formula has capitals ("NaCl"), a variable is lowercase
	}
	return j, letters == 0, true
}

// bracketEnd returns the end of the bracket that opens at byte i, past its
// closing mark, where it holds an expression's characters alone on one
// line; i where it does not.
func bracketEnd(s string, i, limit int) int {
	depth := 0
	for j := i; j < limit; j++ {
		switch c := s[j]; {
		case c == '(':
			depth++
		case c == ')':
			if depth--; depth == 0 {
				return j + 1
			}
		case isLetterByte(c) || isDigitByte(c) || strings.IndexByte(" .+-*/^=,", c) >= 0:
		default:
			return i
		}
	}
	return i
}

// operator reads an expression's operator at byte j, with a space on
// either side or none: where the next term starts, the operator, and
// whether it is one. "-", "/" and "=" need their spaces.
func operator(s string, j, limit int) (int, string, bool) {
	k := j
	spaced := k < limit && s[k] == ' '
	if spaced {
		k++
	}
	op := ""
	for _, o := range []string{"->", "→", "<=", ">=", "+", "-", "*", "/", "^", "=", "×", "÷", "<", ">"} {
		if strings.HasPrefix(s[k:limit], o) {
			op = o
			break
		}
	}
	if op == "" {
		return j, "", false
	}
	k += len(op)
	after := k < limit && s[k] == ' '
	if after {
		k++
	}
	if spaced != after || !spaced && (op == "-" || op == "/" || op == "=" || op == "<" || op == ">") {
		return j, "", false
	}
	return k, op, true
}

// functional reads the request's functions of numbers as codes, as
// written: "rgb(34, 139, 34)", "hsl(210, 50%, 40%)". A function's name is
// letters, right before its bracket; its arguments are numbers apart by
// commas, on one line, a few dozen bytes at most. Each bracket is looked
// at once.
func (r *Request) functional() {
	s := r.text
	for off := 0; off < len(s); {
		i := strings.IndexByte(s[off:], '(')
		if i < 0 {
			return
		}
		i += off
		off = i + 1
		w := i
		for w > 0 && isLetterByte(s[w-1]) {
			w--
		}
		if w == i || w > 0 && (isDigitByte(s[w-1]) || s[w-1] == '_' || s[w-1] == '.') {
			continue
		}
		j := strings.IndexByte(s[i:min(len(s), i+maxArgs)], ')')
		if j < 0 || !numericArgs(s[i+1:i+j]) {
			continue
		}
		r.addSpan(Code, s[w:i+j+1], w, i+j+1)
		off = i + j + 1
	}
}

// maxArgs bounds the arguments of a function of numbers, in bytes.
const maxArgs = 48

// numericArgs reports whether s is two or more numbers apart by commas,
// each a percentage or not: "34, 139, 34", "210, 50%, 40%".
func numericArgs(s string) bool {
	if !strings.Contains(s, ",") {
		return false
	}
	for a := range strings.SplitSeq(s, ",") {
		a = strings.TrimSuffix(strings.TrimSpace(a), "%")
		if a == "" || strings.Trim(a, "0123456789.") != "" || !strings.ContainsAny(a, "0123456789") {
			return false
		}
	}
	return true
}

// hexColor reports whether w, written after a "#", is a color in hex:
// 3, 4, 6 or 8 hex digits, one a letter ("FF5733", "0a74da"). Digits
// alone are a number's ("ticket #4521").
func hexColor(w string) bool {
	switch len(w) {
	case 3, 4, 6, 8:
	default:
		return false
	}
	letter := false
	for i := 0; i < len(w); i++ {
		switch c := w[i] | 0x20; {
		case 'a' <= c && c <= 'f':
			letter = true
		case isDigitByte(w[i]):
		default:
			return false
		}
	}
	return letter
}

// macAddress reports whether w is a MAC address: six pairs of hex digits
// joined by colons or hyphens, in either case ("3C:22:FB:9A:10:7E",
// "aa-bb-cc-dd-ee-ff").
func macAddress(w string) bool {
	if len(w) != 17 {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if i%3 == 2 {
			if c != w[2] || c != ':' && c != '-' {
				return false
			}
			continue
		}
		if !isDigitByte(c) && !('a' <= c|0x20 && c|0x20 <= 'f') {
			return false
		}
	}
	return true
}

// technicalShape returns the shape of a value written as programs write
// it, whatever its digits and letters: "cron" for any cron schedule,
// "#hex" for any color in hex, "mac" for any MAC address; "" for others.
func technicalShape(v string) string {
	switch {
	case strings.Contains(v, " ") && strings.Contains(v, "*"):
		if end, ok := cronAt(v, 0); ok && end == len(v) {
			return "cron"
		}
	case len(v) > 1 && v[0] == '#' && hexColor(v[1:]) && isCode(v[1:]):
		return "#hex"
	case macAddress(v):
		return "mac"
	}
	return ""
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
// of digits and "*", "/", ",", "-", or the names of days and months,
// separated by single spaces, at least one a wildcard and one a number or
// a name ("0 2 * * *", "*/15 9-17 * * 1-5", "0 9 * * MON-FRI"), and
// nothing of a word's right after. (Five wildcards alone hold no word a
// candidate could stand on.)
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
		for j < len(s) {
			if n := cronName(s[j:]); n > 0 && f >= 3 {
				digit = true // a day's or a month's name stands for its number
				j += n
				continue
			}
			if strings.IndexByte("0123456789*/,-", s[j]) < 0 {
				break
			}
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

// cronName returns the length of the day's or month's name that s starts
// with, as a cron field writes it (MON, jan), or 0.
func cronName(s string) int {
	if len(s) < 3 || len(s) > 3 && isLetterByte(s[3]) {
		return 0
	}
	switch strings.ToUpper(s[:3]) {
	case "MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN",
		"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC":
		return 3
	}
	return 0
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

// prefixed returns a code with the mark written right before it that is
// the value's: a version's constraint (constrained) or a code's sign
// (signedCode). It returns the code and its start.
func prefixed(s string, start int, code string) (string, int) {
	if isVersion(code) {
		return constrained(s, start, code)
	}
	return signedCode(s, start, code)
}

// constrained returns a version code with the constraint written before
// it, with no space between ("^4.17.21", "==2.31.0", ">=1.2"): the
// constraint is the value's.
func constrained(s string, start int, code string) (string, int) {
	k := start
	for k > 0 && start-k < 2 && strings.IndexByte("^~=<>!", s[k-1]) >= 0 {
		k--
	}
	if k == start || k > 0 && s[k-1] != ' ' && s[k-1] != '\'' && s[k-1] != '"' && s[k-1] != '`' {
		return code, start
	}
	return s[k:start] + code, k
}

// signedCode returns a code of digits and letters with the sign written
// right before it after a space: "Dec -05d23m28s", "+44d31m44s" (not a
// range's "10-20a", whose hyphen has no space before it).
func signedCode(s string, start int, code string) (string, int) {
	if start == 0 || s[start-1] != '-' && s[start-1] != '+' || start > 1 && s[start-2] != ' ' || !isDigitByte(code[0]) || strings.IndexFunc(code, unicode.IsLetter) < 0 {
		return code, start
	}
	return s[start-1:start] + code, start - 1
}

// isVersion reports whether w is a version: digits joined by dots, at
// least two dots ("4.17.21"; not "2.5").
func isVersion(w string) bool {
	return strings.Count(w, ".") >= 2 && strings.Trim(w, "0123456789.") == "" && !strings.Contains(w, "..")
}

// hostPort splits a host and its port as a URL writes them without its
// scheme: a dotted host name or an IPv4 address, a colon, and 1 to 5
// digits ("redis.internal:6379", "127.0.0.1:5432"; not "10:30").
func hostPort(w string) (host, port string, ok bool) {
	i := strings.LastIndexByte(w, ':')
	if i <= 0 || i == len(w)-1 || len(w)-i-1 > 5 || !digits(w[i+1:]) {
		return "", "", false
	}
	host, port = w[:i], w[i+1:]
	if !strings.Contains(host, ".") || strings.ContainsAny(host, ":/@") || !isLetterByte(host[0]) && !isDigitByte(host[0]) {
		return "", "", false
	}
	if strings.Trim(host, "0123456789.") == "" && strings.Count(host, ".") != 3 {
		return "", "", false // "1.5:3" is no address
	}
	return host, port, true
}

// namespaced splits an identifier written after its namespace and a
// colon, as papers, records and listings are cited: "doi:10.1038/nature12373",
// "arXiv:1706.03762v7", "NASDAQ:TSLA". The namespace is letters only, two
// or more; the identifier starts with a letter or a digit and holds no
// other colon (not a time, a ratio, a sheet's "G2:G200" or a URN's
// "urn:isbn:...") and no slash first (a URL's "s3://").
func namespaced(w string) (ns, id string, ok bool) {
	ns, id, ok = strings.Cut(w, ":")
	if !ok || len(ns) < 2 || id == "" || strings.IndexByte(id, ':') >= 0 || !isLetterByte(id[0]) && !isDigitByte(id[0]) {
		return "", "", false
	}
	for i := range len(ns) {
		if !isLetterByte(ns[i]) {
			return "", "", false
		}
	}
	return ns, id, true
}

// classShare reports whether the period at s[j] joins a share class to
// its ticker, "BRK.B", "BF.A": capitals, two or more, from i, then one
// capital and a space or the end.
func classShare(s string, i, j int) bool {
	if j-i < 2 || j+2 > len(s) || s[j+1] < 'A' || s[j+1] > 'Z' || j+2 < len(s) && s[j+2] != ' ' {
		return false
	}
	for k := i; k < j; k++ {
		if s[k] < 'A' || s[k] > 'Z' {
			return false
		}
	}
	return true
}

// cashtag reports whether w, after a dollar sign, is a ticker's: one to
// five capitals.
func cashtag(w string) bool {
	if len(w) > 5 {
		return false
	}
	for i := range len(w) {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// pinned splits a package pinned to its version as package managers
// write one, "lodash@4.17.21", "left-pad@^1.3.0": the name and the
// version, or ok false.
func pinned(w string) (name, version string, ok bool) {
	name, version, ok = strings.Cut(w, "@")
	v := strings.TrimLeft(version, "^~=<>")
	if !ok || name == "" || !isLetterByte(name[0]) || !(isVersion(v) || strings.Count(v, ".") == 1 && strings.Trim(v, "0123456789.") == "") {
		return "", "", false
	}
	return name, version, true
}

// windowsPath is the Windows path that starts at token i, a drive's
// letter: up to white space, and on past a space while the next run
// holds a folder's backslash and starts no other drive ("C:\Program
// Files\App\config.ini").
func (r *Request) windowsPath(i int) string {
	start := r.toks[i].start
	p := r.urlText(i)
	for end := start + len(p); end < len(r.text) && r.text[end] == ' ' && !strings.ContainsAny(p[strings.LastIndexByte(p, '\\')+1:], "."); {
		next := end + 1
		for next < len(r.text) && r.text[next] != ' ' && r.text[next] != '\n' && r.text[next] != '"' && r.text[next] != '\'' {
			next++
		}
		run := trimURL(r.text[end+1 : next])
		if !strings.Contains(run, "\\") || len(run) > 1 && run[1] == ':' {
			break
		}
		p = r.text[start : end+1+len(run)]
		end = start + len(p)
	}
	return p
}

// cutFold returns s without prefix, in any case, and whether s began
// with it: "MAILTO:x@y.z", "mailto:x@y.z".
func cutFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// pathStart returns where a path whose first word starts at byte offset i
// begins: with the root, home or relative mark before it ("/tmp",
// "~/notes", "./data", "../data").
func pathStart(text string, i int) int {
	if i > 1 && text[i-1] == '.' && text[i-2] == '/' {
		i-- // a hidden folder's or file's dot: "~/.ssh/config"
	}
	if i == 0 || text[i-1] != '/' {
		return i
	}
	i--
	switch {
	case i >= 2 && text[i-2:i] == "..":
		return i - 2
	case i >= 1 && (text[i-1] == '.' || text[i-1] == '~'):
		return i - 1
	}
	return i
}

func isPath(w, text string, start int) bool {
	if pathStart(text, start) < start && strings.Contains(w, "/") {
		return true
	}
	if p := pathStart(text, start); p < start && (p == 0 || strings.IndexByte(" =:(\"'`", text[p-1]) >= 0) && !strings.Contains(w, "/") && isLetterByte(w[0]) &&
		(start+len(w) == len(text) || strings.IndexByte(" \n,;.)\"'`", text[start+len(w)]) >= 0) {
		return true // a folder at the root, home or here: "source=/etc", "in /tmp", "./photos" (not an endpoint's "/forecast?city=Paris")
	}
	if strings.Count(w, "/") >= 2 {
		return true
	}
	dot := strings.LastIndexByte(w, '.')
	if dot > 0 && dot < len(w)-1 && !dotted(w) && !classShare(w, 0, dot) { // "J.K" and "p.m" are no files, "BRK.B" a ticker
		ext := w[dot+1:]
		if strings.ToLower(ext) != ext && strings.ToUpper(ext) != ext {
			return false // soil.Then: a sentence end without its space
		}
		ext = strings.ToLower(ext)
		return len(ext) <= 5 && strings.IndexFunc(ext, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) < 0 &&
			strings.IndexFunc(ext, unicode.IsLetter) >= 0 && !strings.ContainsAny(w[:dot], ".") && !isNumberish(w)
	}
	return false
}
