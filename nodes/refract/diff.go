package refract

import (
	"fmt"
	"strings"
)

// Lines writes the repaired sequence in the seed's syntax, one call per
// line, preceded by an ask(param) line for each slot-fill and, in
// defensive mode, by a confirm(param=value) line, or confirm(tool=name)
// for a tool of another concept put in place, before the call it
// concerns.
func (res Result) Lines() []string {
	var out []string
	for _, a := range res.Asks {
		out = append(out, "ask("+a.Param+")")
	}
	for i, c := range res.Calls {
		for _, cf := range res.Confirms {
			switch {
			case cf.Step != i:
			case cf.Tool != "":
				out = append(out, fmt.Sprintf("confirm(tool=%s)", cf.Tool))
			default:
				out = append(out, fmt.Sprintf("confirm(%s=%s)", cf.Param, formatValue(cf.Value)))
			}
		}
		out = append(out, formatCall(c))
	}
	return out
}

func formatValue(v any) string {
	c := formatCall(Call{Name: "x", Args: Args{{Name: "v", Value: v}}})
	return strings.TrimSuffix(strings.TrimPrefix(c, "x(v="), ")")
}

// Diff writes the repair as the seed does (difflib's ndiff): unchanged
// lines prefixed by two spaces, removed lines by "- ", added ones by "+ ",
// and, under a line changed in place, a "? " line marking the characters
// that differ.
func (res Result) Diff(original []Call) string {
	a := make([]string, len(original))
	for i, c := range original {
		a[i] = formatCall(c)
	}
	b := res.Lines()
	var out []string
	ops := diffLines(a, b)
	for k := 0; k < len(ops); k++ {
		op := ops[k]
		// A removed line followed by an added one that resembles it: a
		// change in place, with hints.
		if op.kind == '-' && k+1 < len(ops) && ops[k+1].kind == '+' && levRatio(op.text, ops[k+1].text) > 0.6 {
			ha, hb := hints(op.text, ops[k+1].text)
			out = append(out, "- "+op.text)
			if strings.TrimSpace(ha) != "" {
				out = append(out, "? "+strings.TrimRight(ha, " "))
			}
			out = append(out, "+ "+ops[k+1].text)
			if strings.TrimSpace(hb) != "" {
				out = append(out, "? "+strings.TrimRight(hb, " "))
			}
			k++
			continue
		}
		out = append(out, string(op.kind)+" "+op.text)
	}
	return strings.Join(out, "\n")
}

type lineOp struct {
	kind byte // ' ', '-', '+'
	text string
}

// lcsTable is the longest-common-subsequence table of a and b: t[i][j]
// is the length of the LCS of a[i:] and b[j:].
func lcsTable[E comparable](a, b []E) [][]int {
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	return lcs
}

// diffLines is a longest-common-subsequence diff of two line lists.
func diffLines(a, b []string) []lineOp {
	n, m := len(a), len(b)
	lcs := lcsTable(a, b)
	var out []lineOp
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			out = append(out, lineOp{' ', a[i]})
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			out = append(out, lineOp{'+', b[j]})
			j++
		default:
			out = append(out, lineOp{'-', a[i]})
			i++
		}
	}
	// Put a removal before the addition that replaces it.
	for k := 0; k+1 < len(out); k++ {
		if out[k].kind == '+' && out[k+1].kind == '-' {
			out[k], out[k+1] = out[k+1], out[k]
		}
	}
	return out
}

// hints marks, under two versions of a line, the characters only one has
// ("-" under the removed, "+" under the added) and those that changed ("^").
func hints(a, b string) (string, string) {
	n, m := len(a), len(b)
	lcs := lcsTable([]byte(a), []byte(b))
	ha, hb := make([]byte, n), make([]byte, m)
	for k := range ha {
		ha[k] = ' '
	}
	for k := range hb {
		hb[k] = ' '
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			i, j = i+1, j+1
		case i < n && j < m && lcs[i+1][j+1] == lcs[i][j]:
			ha[i], hb[j] = '^', '^'
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			hb[j] = '+'
			j++
		default:
			ha[i] = '-'
			i++
		}
	}
	return string(ha), string(hb)
}

// Feedback is a text for a model that must finish the repair: what was
// changed and why, and which values are still needed. Calls are numbered
// from 1, as people count them.
func (res Result) Feedback() string {
	var b strings.Builder
	switch res.Verdict {
	case Valid:
		return "The tool calls are valid."
	case Unrepairable:
		b.WriteString("The tool calls could not be repaired from the tool specifications alone:\n")
		for _, is := range res.Issues {
			fmt.Fprintf(&b, "- call %d: %s\n", is.Step+1, is.describe())
		}
		return b.String()
	}
	b.WriteString("The tool calls had errors. They were repaired from the tool specifications:\n")
	for _, e := range res.Edits {
		fmt.Fprintf(&b, "- call %d: %s\n", e.Step+1, e.Reason)
	}
	b.WriteString("\nRepaired calls:\n")
	b.WriteString(FormatText(res.Calls))
	b.WriteByte('\n')
	if len(res.Asks) > 0 {
		b.WriteString("\nThese values are still needed; give them from the conversation, or ask the user:\n")
		for _, a := range res.Asks {
			fmt.Fprintf(&b, "- call %d (%s): %s\n", a.Step+1, res.Calls[a.Step].Name, a.Param)
		}
	}
	return b.String()
}
