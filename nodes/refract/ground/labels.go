package ground

import (
	"strings"
	"unicode"
)

// A label after a word of an input's name: the "F" of "Row F", the "54B"
// of "gate 54B", the "A" of "trench A". A label is written as the request
// writes it, no article and no number of a unit.

// labelledPart returns what a name of two words holds after the text
// input's own last word, when that word labels a place (Lexicon.
// PositionLabels) or an identifier's code (IDWords): "Row F" for a row is
// F, "Section 112" for a section 112, "SKU TS-RED-M" for an item_sku
// TS-RED-M. A name whole is another thing's ("Airport XYZ", "Model S").
func (r *Request) labelledPart(s *slot, c *Candidate) (string, bool) {
	if c.Kind != Name || c.last != c.first+1 || s.in.Type != "string" || r.toks[r.words[c.first]].lower != s.lastWord {
		return "", false
	}
	part := r.toks[r.words[c.last]].text
	if !r.placeLabel(s, c.first) && !(r.lx.idWords[s.lastWord] && isCode(part)) {
		return "", false // (an identifier's word labels a code: "SKU TS-RED-M")
	}
	return part, true
}

// labelNumber reports whether number c, written as digits and one
// capital letter ("54B", "7C"), stands right after a word of text input
// s's name: a label ("gate 54B", "scene 42B"), though "42B" reads 42
// bytes.
func (r *Request) labelNumber(s *slot, c *Candidate) bool {
	return s.in.Type == "string" && c.first == c.last && c.first > 0 && capitalLabel(c.Text) &&
		r.isCue(s, c.first-1) && r.adjacentWords(c.first-1, c.first)
}

// placeLabel reports whether word k is the text input's own last word and
// labels a place (Lexicon.PositionLabels): the "Row" of "Row F", the "zone"
// of "zone 4021".
func (r *Request) placeLabel(s *slot, k int) bool {
	return k >= 0 && s.in.Type == "string" && r.lx.positionLabels[s.lastWord] && r.toks[r.words[k]].lower == s.lastWord
}

// capitalLabel reports whether a word is a label that holds a capital
// letter ("B", "4B", "C2"; isLabel), no pronoun "I": it names one of a
// kind ("Studio B", "trench A", "gate 54B").
func capitalLabel(w string) bool {
	return isLabel(w) && w != "I" && strings.ContainsFunc(w, unicode.IsUpper)
}

// isLabel reports whether a word is a label after a name: digits, with
// at most one capital letter, in up to three characters ("A", "1", "B4"),
// or digits alone.
func isLabel(w string) bool {
	letters := 0
	for _, c := range w {
		switch {
		case c >= 'A' && c <= 'Z':
			letters++
		case c < '0' || c > '9':
			return false
		}
	}
	return letters == 0 || letters == 1 && len(w) <= 3
}

// labelsNext reports whether input word k, with the input's words after
// it and nothing between ("course at the Flight Academy" labels no
// academy), stands right before a proper name of two words or more in its
// sentence: a label of that name ("instructor Tom Beck").
func (r *Request) labelsNext(s *slot, k int) bool {
	j := k
	for j+1 < len(r.words) && r.adjacentWords(j, j+1) && r.isCue(s, j+1) {
		j++
	}
	if j+1 >= len(r.words) || !r.adjacentWords(j, j+1) {
		return false
	}
	n := r.toks[r.words[j+1]]
	return n.named && n.sentence == r.toks[r.words[k]].sentence
}

// labelIs reports whether name c follows a word of s's name and a copula
// right before it, the sentence's first words: "Client is Fiona Brennan",
// "Driver: Ana Ruiz" (Lexicon.Copulas).
func (r *Request) labelIs(s *slot, c *Candidate) bool {
	k := c.first - 1
	if k < 0 {
		return false
	}
	if w := r.toks[r.words[k]]; r.lx.copula[w.lower] && r.adjacentWords(k, c.first) {
		k--
	} else if r.marksBetween(r.words[k], r.words[c.first]) != ":" {
		return false
	}
	return k >= 0 && r.isCue(s, k) && r.toks[r.words[k]].initial
}

// labelledHead returns the word index of the noun a proper name's label
// follows ("Studio" of "Yoga Studio A", "Site" of "Construction Site
// B4"), and false for a name that ends with no label ("Therapist
// Johnson", where no word but the last is sure to be the head).
func (r *Request) labelledHead(c *Candidate) (int, bool) {
	if c.Kind != Name {
		return 0, false
	}
	h := c.last
	for h > c.first && isLabel(r.toks[r.words[h]].text) {
		h--
	}
	return h, h < c.last
}
