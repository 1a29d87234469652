package ground

import (
	"slices"
	"strings"
)

// Tables a request writes in Markdown: a header row of labels, a row of
// dashes, then rows of values.
//
//	| sku | price |
//	|-----|-------|
//	| MUG-01 | 7.50 |
//
// Each value is its column's label's as a field's value is its label's:
// the label names the input it is for, however far above it stands.

// maxColumns bounds the columns of a table read: a row of more cells is no
// form a user fills.
const maxColumns = 16

// cell is a table's value: its byte offsets and its column's label.
type cell struct {
	start, end int
	label      int // the word index of the column's label's last word
}

// tables finds the request's Markdown tables, once: it marks their labels
// (no label is a name: "| SKU | New price (USD) |") and keeps each value's
// span with its label's word (cells), for tableCells to mark the values
// read in it. One pass over the lines: a request of many costs its length.
func (r *Request) tables() {
	if !strings.Contains(r.text, "|\n") && !strings.Contains(r.text, "|-") && !strings.Contains(r.text, "| -") {
		return // most requests hold no table
	}
	var labels []int // the current table's labels, a word index a column (-1: none)
	for at := 0; at < len(r.text); {
		end := lineEnd(r.text, at)
		line := r.text[at:end]
		switch {
		case !strings.HasPrefix(strings.TrimSpace(line), "|"):
			labels = nil
		case ruleRow(line):
			// the row of dashes: the row before it was the header
		case labels == nil && r.ruleAfter(end):
			labels = []int{}
			for _, c := range rowCells(line, at) {
				k := r.wordIndex(c[0])
				last := r.wordIndex(c[1]) - 1
				if k > last || k >= len(r.words) {
					labels = append(labels, -1)
					continue
				}
				for j := k; j <= last; j++ {
					r.toks[r.words[j]].label = true
				}
				labels = append(labels, last)
			}
		case labels != nil:
			for i, c := range rowCells(line, at) {
				if i < len(labels) && labels[i] >= 0 {
					r.cells = append(r.cells, cell{start: c[0], end: c[1], label: labels[i]})
				}
			}
		}
		at = end + 1
	}
}

// ruleAfter reports whether the line after byte offset end, a line's
// end, is a table's row of dashes.
func (r *Request) ruleAfter(end int) bool {
	if end >= len(r.text) {
		return false
	}
	next := r.text[end+1:]
	if i := strings.IndexByte(next, '\n'); i >= 0 {
		next = next[:i]
	}
	return ruleRow(next)
}

// ruleRow reports whether a line is a table's row of dashes: "|---|:--:|".
func ruleRow(line string) bool {
	line = strings.TrimSpace(line)
	return strings.HasPrefix(line, "|") && strings.Contains(line, "-") && strings.Trim(line, "|-: \t") == ""
}

// rowCells returns the byte offsets of a row's cells, spaces trimmed, at
// most maxColumns; at is the line's offset in the request.
func rowCells(line string, at int) [][2]int {
	var out [][2]int
	i := strings.IndexByte(line, '|')
	for i >= 0 && len(out) < maxColumns {
		j := strings.IndexByte(line[i+1:], '|')
		if j < 0 {
			break
		}
		j += i + 1
		a, b := i+1, j
		for a < b && (line[a] == ' ' || line[a] == '\t') {
			a++
		}
		for b > a && (line[b-1] == ' ' || line[b-1] == '\t') {
			b--
		}
		out = append(out, [2]int{at + a, at + b})
		i = j
	}
	return out
}

// tableCells adds each table value no candidate reads whole as a field's
// value, and marks every candidate inside a value with its column's
// label (Candidate.column).
func (r *Request) tableCells() {
	if len(r.cells) == 0 {
		return
	}
	whole := r.candidateSpans()
	var added []Candidate // in the request's order, apart
	for _, c := range r.cells {
		first, last := r.wordIndex(c.start), r.wordIndex(c.end)-1
		if first > last || whole[[2]int{c.start, c.end}] {
			continue
		}
		v := r.text[c.start:c.end]
		added = append(added, Candidate{Kind: Quoted, Text: v, Value: v, Start: c.start, End: c.end, first: first, last: last, field: true})
	}
	// a name or a code inside a value is part of it, as inside a quoted
	// string: "| USB-C cable |" holds no code USB-C
	r.cands = slices.DeleteFunc(r.cands, func(c Candidate) bool {
		return (c.Kind == Name || c.Kind == Code || c.Kind == Demonym) && within(added, &c)
	})
	r.cands = append(r.cands, added...)
	for i := range r.cands {
		// the cells are in the request's order and apart: the one c may
		// lie in is the last that starts at or before it
		c := &r.cands[i]
		j, _ := slices.BinarySearchFunc(r.cells, c.Start+1, func(cl cell, at int) int { return cl.start - at })
		if j > 0 && c.Start >= r.cells[j-1].start && c.End <= r.cells[j-1].end {
			c.column = int32(r.cells[j-1].label + 1)
		}
	}
}
