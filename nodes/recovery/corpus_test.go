package recovery_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/recovery"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/tool"
)

// corpusCase is one line of testdata/corpus.jsonl (see make_corpus.py).
type corpusCase struct {
	ID    string `json:"id"`
	Form  string `json:"form"`
	Tools []struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"tools"`
	Message struct {
		Content   string `json:"content"`
		ToolCalls []struct {
			ID        string `json:"id"`
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"tool_calls"`
	} `json:"message"`
	Expect []struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"expect"`
	Note string `json:"note"`
}

func loadCorpus(t testing.TB) []corpusCase {
	t.Helper()
	f, err := os.Open("testdata/corpus.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c corpusCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func (c corpusCase) setup(t testing.TB) (*recovery.Recoverer, state.Message) {
	var tools []*tool.Tool
	for _, d := range c.Tools {
		tl, err := tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: d.Name, Description: d.Description, Parameters: d.Parameters}})
		if err != nil {
			t.Fatal(err)
		}
		tools = append(tools, tl)
	}
	msg := state.NewMessage(llms.ChatMessageTypeAI)
	if c.Message.Content != "" {
		msg.Parts = append(msg.Parts, llms.TextContent{Text: c.Message.Content})
	}
	for _, tc := range c.Message.ToolCalls {
		msg.Parts = append(msg.Parts, llms.ToolCall{ID: tc.ID, Type: "function", FunctionCall: &llms.FunctionCall{Name: tc.Name, Arguments: tc.Arguments}})
	}
	return recovery.New(tools, recovery.Config{}), msg
}

// exact reports whether calls are the expected ones: the same tools, in
// order, with arguments equal as JSON.
func (c corpusCase) exact(calls []llms.ToolCall) bool {
	if len(calls) != len(c.Expect) {
		return false
	}
	for i, w := range c.Expect {
		if calls[i].FunctionCall.Name != w.Name {
			return false
		}
		var g, e any
		if json.Unmarshal([]byte(calls[i].FunctionCall.Arguments), &g) != nil {
			return false
		}
		json.Unmarshal(w.Arguments, &e)
		if !reflect.DeepEqual(g, e) {
			return false
		}
	}
	return true
}

// TestCorpus recovers every reply of the corpus and reports, per form, how
// many were recovered exactly (every intended call, right tool, arguments
// equal as JSON) and how many replies with no intended call yielded one.
func TestCorpus(t *testing.T) {
	cases := loadCorpus(t)
	type tally struct{ n, exact, noCall, falsePos int }
	byForm := map[string]*tally{}
	var all tally
	for _, c := range cases {
		r, msg := c.setup(t)
		out, res, err := r.Message(msg)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		calls := out.ToolCalls()
		tl := byForm[c.Form]
		if tl == nil {
			tl = &tally{}
			byForm[c.Form] = tl
		}
		for _, x := range []*tally{tl, &all} {
			x.n++
			if c.exact(calls) {
				x.exact++
			}
			if len(c.Expect) == 0 {
				x.noCall++
				if len(calls) > 0 {
					x.falsePos++
				}
			}
		}
		if !c.exact(calls) {
			var got []string
			for _, k := range calls {
				got = append(got, k.FunctionCall.Name+k.FunctionCall.Arguments)
			}
			t.Logf("MISS %s (%s): got %v rejected %v\n  text: %q", c.ID, c.Note, got, res.Rejected, c.Message.Content)
		}
		for _, k := range calls {
			if !json.Valid([]byte(k.FunctionCall.Arguments)) {
				t.Errorf("%s: arguments are not JSON: %s", c.ID, k.FunctionCall.Arguments)
			}
		}
	}
	forms := make([]string, 0, len(byForm))
	for f := range byForm {
		forms = append(forms, f)
	}
	sort.Strings(forms)
	var b strings.Builder
	fmt.Fprintf(&b, "%-14s %4s %7s %s\n", "form", "n", "exact", "false positives")
	for _, f := range forms {
		x := byForm[f]
		fp := ""
		if x.noCall > 0 {
			fp = fmt.Sprintf("%d of %d", x.falsePos, x.noCall)
		}
		fmt.Fprintf(&b, "%-14s %4d %6.1f%% %s\n", f, x.n, 100*float64(x.exact)/float64(x.n), fp)
	}
	fmt.Fprintf(&b, "%-14s %4d %6.1f%% %d of %d\n", "ALL", all.n, 100*float64(all.exact)/float64(all.n), all.falsePos, all.noCall)
	t.Log("\n" + b.String())
	if len(cases) < 150 || all.noCall < 20 {
		t.Fatalf("the corpus has %d replies, %d without a call: want at least 150 and 20", len(cases), all.noCall)
	}
	if rate := float64(all.exact) / float64(all.n); rate < minExact {
		t.Errorf("exact recovery %.1f%%, want at least %.1f%%", 100*rate, 100*minExact)
	}
	if all.falsePos > 0 {
		t.Errorf("%d false positives", all.falsePos)
	}
}

// minExact is the floor of TestCorpus's exact recovery rate.
const minExact = 0.0
