package recovery

import (
	"strings"
	"unicode"

	"github.com/mendgraph/mend/tool"
)

// namePrefixes are namespaces models put before a tool's name: OpenAI's
// functions., Gemini's default_api., and others seen in the wild. Data,
// not code: a new namespace adds a row.
var namePrefixes = []string{"functions.", "function.", "functions:", "default_api.", "tools.", "tool.", "api."}

// resolver finds the offered tool a written name means.
type resolver struct {
	tools  []*tool.Tool
	exact  map[string]*tool.Tool
	folded map[string][]*tool.Tool // by foldName
	words  [][]string              // per tool: the words of its name and description
	params []map[string]bool       // per tool: its parameters
}

func newResolver(tools []*tool.Tool) *resolver {
	r := &resolver{tools: tools, exact: map[string]*tool.Tool{}, folded: map[string][]*tool.Tool{}}
	for _, t := range tools {
		r.exact[t.Name()] = t
		f := foldName(t.Name())
		r.folded[f] = append(r.folded[f], t)
		r.words = append(r.words, append(nameWords(t.Name()), nameWords(t.Description())...))
		ps := map[string]bool{}
		if props, ok := t.Parameters()["properties"].(map[string]any); ok {
			for p := range props {
				ps[p] = true
			}
		}
		r.params = append(r.params, ps)
	}
	return r
}

// clean strips what surrounds a name: quotes, white space, a namespace,
// an index suffix (functions.get_weather:0), call parentheses.
func clean(name string) string {
	name = strings.Trim(strings.TrimSpace(name), "\"'`")
	for _, p := range namePrefixes {
		if len(name) > len(p) && strings.EqualFold(name[:len(p)], p) {
			name = name[len(p):]
			break
		}
	}
	if i := strings.LastIndexByte(name, ':'); i > 0 && allDigits(name[i+1:]) {
		name = name[:i]
	}
	name = strings.TrimSuffix(name, "()")
	name = strings.TrimSuffix(name, ".call") // Llama 3.1's built-in tools: brave_search.call(...)
	return strings.TrimSpace(name)
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// plausible reports whether name could be a tool's name: no spaces, no
// brackets, not a template placeholder.
func plausible(name string) bool {
	if name == "" || len(name) > 128 {
		return false
	}
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '.' || r == ':' || r == '/') {
			return false
		}
	}
	return true
}

// foldName lowercases a name and drops its separators: get_weather,
// getWeather, Get-Weather and get weather all fold to getweather.
func foldName(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// nameWords splits a name or a description into lowercase words, camel
// case included: getStockPrice gives get, stock, price.
func nameWords(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	prev := rune(0)
	for _, r := range s {
		switch {
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			flush()
			cur = append(cur, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			cur = append(cur, r)
		default:
			flush()
		}
		prev = r
	}
	flush()
	return words
}

// resolution is how a written name was matched to a tool.
type resolution int

const (
	byExact resolution = iota
	byCleaning
	byFolding
	byWords
)

// resolve returns the offered tool that name means, given the argument
// names the call writes (nil when unknown). A name that only approximates
// a tool's (its words are all among the tool's name and description, and
// every argument is one of its parameters) counts when exactly one tool
// fits that well.
func (r *resolver) resolve(name string, argNames []string) (*tool.Tool, resolution, bool) {
	if t, ok := r.exact[name]; ok {
		return t, byExact, true
	}
	c := clean(name)
	if t, ok := r.exact[c]; ok {
		return t, byCleaning, true
	}
	if ts := r.folded[foldName(c)]; len(ts) == 1 {
		return ts[0], byFolding, true
	}
	words := nameWords(c)
	if len(words) == 0 {
		return nil, 0, false
	}
	var best *tool.Tool
	for i, t := range r.tools {
		if !containsAll(r.words[i], words) {
			continue
		}
		fits := true
		for _, a := range argNames {
			if !r.params[i][a] {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		if best != nil {
			return nil, 0, false // two tools fit: ambiguous
		}
		best = t
	}
	return best, byWords, best != nil
}

func containsAll(have, want []string) bool {
	for _, w := range want {
		found := false
		for _, h := range have {
			if h == w {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
