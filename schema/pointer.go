package schema

// skipString returns the offset past the (checked) string starting at i.
func skipString(d []byte, i int) int {
	j := i + 1
	for {
		j = skipPlain(d, j)
		for j < len(d) && d[j] != '"' && d[j] != '\\' {
			j++
		}
		if j >= len(d) {
			return len(d)
		}
		if d[j] == '"' {
			return j + 1
		}
		j += 2 // an escape; the digits of \uXXXX are plain bytes
	}
}
