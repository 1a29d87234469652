package ground

import (
	"strings"
	"unicode/utf8"
)

// A person's name written family name first, a comma, then the given
// name, as registers, rosters and forms write it: "Okafor, Chidi". It is
// one value for an input that takes a person by role, written as the
// request writes it; for any other input it is none ("Paris, Texas" is a
// city and its state, and "Paris" the city's name).

// invertedNames adds each pair of capitalized words joined by a comma
// alone ("Okafor, Chidi") that is no longer list's part ("Ana, Ben, Carl",
// "Ana, Ben and Carl"), follows no locative ("in Paris, Texas") and holds
// no calendar's word ("Monday, March"), and runs on into no longer name
// ("Bramble, Lucy Ferris's") nor out of one ("Moira Gunn, Mallaig"), as
// one name (Candidate.inverted).
func (r *Request) invertedNames() {
	for k := 0; k+1 < len(r.words); k++ {
		a, b := r.toks[r.words[k]], r.toks[r.words[k+1]]
		if !r.invertedPart(k) || !r.invertedPart(k+1) || r.marksBetween(r.words[k], r.words[k+1]) != "," || !r.sameLine(r.words[k], r.words[k+1]) ||
			a.sentence != b.sentence {
			continue
		}
		if k > 0 && (r.lx.locatives[r.toks[r.words[k-1]].lower] || r.lx.directionCues[r.toks[r.words[k-1]].lower] || r.marksBetween(r.words[k-1], r.words[k]) == "," && r.invertedPart(k-1) || r.toks[r.words[k-1]].label && b.label) {
			continue // "in Paris, Texas", "to Springfield, Illinois"; "Ana, Ben, Carl"; "Username: JaneSmith, Password: 12345", two fields
		}
		if first, _ := utf8.DecodeRuneInString(strings.TrimLeft(r.text[b.end:], ": ")); b.label && !strings.ContainsRune(quoteOpeners, first) {
			continue // "Omar Diaz, Email: omar@diaz.io": a field's label (but "Thank Brennan, Maeve: 'Your donation ...'")
		}
		if j := k + 2; j < len(r.words) && r.adjacentWords(k+1, j) && isDigitByte(r.toks[r.words[j]].text[0]) {
			continue // "Ana Lima, Level 8": a label and its number
		}
		if j := k + 2; j < len(r.words) && r.adjacentWords(k+1, j) && r.invertedPart(j) {
			continue // "Bramble, Lucy Ferris's spaniel": a name and, after the comma, a person's whole name
		}
		if k > 0 && r.adjacentWords(k-1, k) && r.invertedPart(k-1) && !r.toks[r.words[k-1]].initial {
			continue // "for Moira Gunn, Mallaig to Armadale": a whole name before the comma, whose last word opens no name written family name first (but "Board Okafor, Chidi": the sentence's first word may be its verb)
		}
		if j := k + 2; j < len(r.words) {
			next := r.toks[r.words[j]].lower
			between := r.marksBetween(r.words[k+1], r.words[j])
			if between == "" && (next == "and" || next == "or") || between == "," && (r.invertedPart(j) || next == "and" || next == "or") || between == "&" {
				continue // "Ana, Ben and Carl", "Ana, Ben, and Carl"
			}
		}
		r.cands = append(r.cands, Candidate{Kind: Name, Text: r.text[a.start:b.end], Value: r.text[a.start:b.end], Start: a.start, End: b.end,
			first: k, last: k + 1, inverted: true})
	}
}

// invertedPart reports whether word k may be a part of a name written
// family name first: a capitalized word of letters, in no capitals alone,
// no title, no calendar's, street's, stop or common word ("45 MG Road,
// Bengaluru").
func (r *Request) invertedPart(k int) bool {
	t := r.toks[r.words[k]]
	if !t.cap || len(t.text) < 2 || acronym(t.text) || r.lx.titles[t.lower] || r.calendarWord(t.lower) || r.lx.stop[t.lower] || r.lx.common[t.lower] || r.lx.streetWords[t.lower] {
		return false
	}
	return nameWord(t.text)
}
