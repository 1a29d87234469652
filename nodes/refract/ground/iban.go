package ground

// IBANs (ISO 13616) as people print them: a country's two letters, two
// check digits and the account's letters and digits, in groups of four
// a space apart ("DE89 3704 0044 0532 0130 00"). The tokenizer cuts such
// a value into words; the check digits say whether the words are one.

// ibanAt reads an IBAN printed in groups from word k: its first group
// two capitals and two digits (and up to two more), then groups of one
// to four capitals and digits a single space apart, 15 to 34 of them in
// all, whose check digits hold (mod 97). The value is as written.
func (r *Request) ibanAt(k int) (Candidate, bool) {
	first := r.toks[r.words[k]]
	w := first.text
	if len(w) != 4 || !isUpperByte(w[0]) || !isUpperByte(w[1]) || !isDigitByte(w[2]) || !isDigitByte(w[3]) {
		return Candidate{}, false // (a compact IBAN is one word: a code already)
	}
	n, last := len(w), k
	for j := k + 1; j < len(r.words) && n < 34; j++ {
		t, prev := r.toks[r.words[j]], r.toks[r.words[j-1]]
		if t.start != prev.end+1 || r.text[prev.end] != ' ' || len(t.text) > 4 || !upperAlnum(t.text) || len(prev.text) != 4 {
			break
		}
		n, last = n+len(t.text), j
	}
	if n < 15 || n > 34 {
		return Candidate{}, false
	}
	text := r.text[first.start:r.toks[r.words[last]].end]
	if !ibanValid(text) {
		return Candidate{}, false
	}
	return Candidate{Kind: Code, Text: text, Value: text, Start: first.start, End: first.start + len(text), first: k, last: last}, true
}

// ibanValid reports whether an IBAN's check digits hold: its first four
// characters moved to its end, letters read as 10 to 35, the number is 1
// modulo 97. Spaces are skipped.
func ibanValid(s string) bool {
	var compact []byte
	for i := range len(s) {
		if s[i] != ' ' {
			compact = append(compact, s[i])
		}
	}
	if len(compact) < 5 {
		return false
	}
	rem := 0
	for _, c := range append(compact[4:], compact[:4]...) {
		switch {
		case isDigitByte(c):
			rem = (rem*10 + int(c-'0')) % 97
		case isUpperByte(c):
			rem = (rem*100 + int(c-'A'+10)) % 97
		default:
			return false
		}
	}
	return rem == 1
}

// upperAlnum reports whether w is capitals and digits alone, at least one.
func upperAlnum(w string) bool {
	for i := range len(w) {
		if !isUpperByte(w[i]) && !isDigitByte(w[i]) {
			return false
		}
	}
	return w != ""
}

// maxGroupedDigits bounds the digits of a number printed in groups:
// a tracking number's 22 to 34.
const maxGroupedDigits = 34

// cardNumberAt reads a card's number printed in groups from word k: a
// group of four digits, then groups of three to six digits a single space
// or hyphen apart ("6006 4921 3380 1175", "3400 123456 78901",
// "7777-0412-9981-3306" is one word already), 13 to 19 digits in all;
// or, when the groups run on past 19 digits, all of them up to
// maxGroupedDigits, a tracking number's (groups of two digits too). The
// value is as written: a description that asks for digits only has them
// taken out (digitsOnly).
func (r *Request) cardNumberAt(k int) (Candidate, bool) {
	t := &r.toks[r.words[k]]
	if len(t.text) != 4 || !digits(t.text) {
		return Candidate{}, false
	}
	group := func(j, least int) (int, bool) {
		w := r.toks[r.words[j]]
		between := r.text[r.toks[r.words[j-1]].end:w.start]
		return len(w.text), (between == " " || between == "-") && len(w.text) >= least && len(w.text) <= 6 && digits(w.text)
	}
	if k > 0 && len(r.toks[r.words[k-1]].text) >= 2 && digits(r.toks[r.words[k-1]].text) {
		if _, ok := group(k, 2); ok {
			return Candidate{}, false // inside a run of groups, which the first group reads (or finds too long)
		}
	}
	n, last := 4, k
	for j := k + 1; j < len(r.words) && n < 19; j++ {
		size, ok := group(j, 3)
		if !ok || n+size > 19 {
			break
		}
		n, last = n+size, j
	}
	if last+1 < len(r.words) {
		// the groups run on past a card's 19 digits: a tracking number's
		// ("9400 1000 0000 0000 0000 00", 22 digits), read whole up to
		// maxGroupedDigits, or none (no value cut off inside its run)
		if size, ok := group(last+1, 2); ok && n+size > 19 {
			for j := last + 1; j < len(r.words); j++ {
				size, ok := group(j, 2)
				if !ok {
					break
				}
				n, last = n+size, j
			}
			if n > maxGroupedDigits {
				return Candidate{}, false
			}
		}
	}
	years := true // "2019 2020 2021 2022": years, no card
	for j := k; j <= last && years; j++ {
		years = isYear(r.toks[r.words[j]].text)
	}
	if n < 13 || last-k < 2 || years {
		return Candidate{}, false
	}
	text := r.text[t.start:r.toks[r.words[last]].end]
	return Candidate{Kind: Code, Text: text, Value: text, Start: t.start, End: t.start + len(text), first: k, last: last}, true
}
