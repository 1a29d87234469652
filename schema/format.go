package schema

// checkFormat reports whether s is valid for the format. The checks follow
// RFC 3339 (date, date-time, time), a practical subset of RFC 5322 (email:
// one @, a non-empty local part without spaces, a dotted domain) and RFC
// 3986 (uri: an absolute URI with a scheme and no spaces or control
// characters). They allocate nothing.
func checkFormat(f format, s []byte) bool {
	switch f {
	case fmtDate:
		return isDate(s)
	case fmtDateTime:
		if len(s) < 11 || (s[10] != 'T' && s[10] != 't' && s[10] != ' ') {
			return false
		}
		return isDate(s[:10]) && isTime(s[11:])
	case fmtTime:
		return isTime(s)
	case fmtEmail:
		return isEmail(s)
	case fmtURI:
		return isURI(s)
	}
	return true
}

func formatName(f format) string {
	switch f {
	case fmtDate:
		return "date (YYYY-MM-DD)"
	case fmtDateTime:
		return "date-time (RFC 3339, e.g. 2024-08-15T09:30:00Z)"
	case fmtTime:
		return "time (RFC 3339, e.g. 09:30:00Z)"
	case fmtEmail:
		return "email address"
	case fmtURI:
		return "absolute URI"
	}
	return "value"
}

func digits(s []byte) (int, bool) {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, len(s) > 0
}

func isDate(s []byte) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	y, ok1 := digits(s[:4])
	m, ok2 := digits(s[5:7])
	d, ok3 := digits(s[8:10])
	if !ok1 || !ok2 || !ok3 || m < 1 || m > 12 || d < 1 {
		return false
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m]
	if m == 2 && y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days = 29
	}
	return d <= days
}

// isTime checks an RFC 3339 full-time: hh:mm:ss[.frac](Z|±hh:mm).
func isTime(s []byte) bool {
	if len(s) < 9 || s[2] != ':' || s[5] != ':' {
		return false
	}
	h, ok1 := digits(s[:2])
	m, ok2 := digits(s[3:5])
	sec, ok3 := digits(s[6:8])
	if !ok1 || !ok2 || !ok3 || h > 23 || m > 59 || sec > 60 {
		return false
	}
	s = s[8:]
	if s[0] == '.' {
		i := 1
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 1 {
			return false
		}
		s = s[i:]
	}
	switch {
	case len(s) == 1 && (s[0] == 'Z' || s[0] == 'z'):
		return true
	case len(s) == 6 && (s[0] == '+' || s[0] == '-') && s[3] == ':':
		oh, ok1 := digits(s[1:3])
		om, ok2 := digits(s[4:6])
		return ok1 && ok2 && oh <= 23 && om <= 59
	}
	return false
}

func isEmail(s []byte) bool {
	at := -1
	for i, c := range s {
		if c <= ' ' || c == 0x7f {
			return false
		}
		if c == '@' {
			if at >= 0 {
				return false
			}
			at = i
		}
	}
	if at < 1 || at == len(s)-1 {
		return false
	}
	domain := s[at+1:]
	dot := false
	for i, c := range domain {
		if c == '.' {
			if i == 0 || i == len(domain)-1 || domain[i-1] == '.' {
				return false
			}
			dot = true
		}
	}
	return dot
}

func isURI(s []byte) bool {
	i := 0
	for i < len(s) {
		c := s[i]
		if c == ':' {
			break
		}
		alpha := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !alpha && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
		i++
	}
	if i == 0 || i >= len(s) || i == len(s)-1 {
		return false
	}
	for _, c := range s[i+1:] {
		if c <= ' ' || c == 0x7f || c == '"' || c == '<' || c == '>' || c == '\\' || c == '^' || c == '`' || c == '{' || c == '|' || c == '}' {
			return false
		}
	}
	return true
}
