package refract

import (
	"strings"

	"github.com/mendgraph/mend/nodes/refract/ground"
)

// nameWords is the lexicon's words for names, compiled once: read-only.
type nameWords struct {
	synonyms                 map[string]string
	prefixes, suffixes       map[string]bool
	genericHeads, vocabulary map[string]bool
	payload, to, from        map[string]bool
	outputLinks, workedOut   map[string]bool
	prepositions             map[string]bool
	placeholders             map[string]bool
	placeholderShape         [256]uint32 // by a placeholder's first byte (lowercase), a bit per length
	genericHeadList          []string    // GenericHeads, lowercase
	typeWords                map[string]bool
}

// names is the default lexicon's name words. It is never written after
// initialization.
var names = compileNames(ground.DefaultLexicon().Names)

func compileNames(n ground.NameWords) *nameWords {
	set := func(ws []string) map[string]bool {
		m := make(map[string]bool, len(ws))
		for _, w := range ws {
			m[strings.ToLower(w)] = true
		}
		return m
	}
	c := &nameWords{synonyms: map[string]string{}, prefixes: set(n.MadeUpPrefixes), suffixes: set(n.MadeUpSuffixes),
		genericHeads: set(n.GenericHeads), vocabulary: set(n.VocabularyWords), payload: set(n.PayloadNames),
		to: set(n.ToWords), from: set(n.FromWords), outputLinks: set(n.OutputLinks), workedOut: set(n.WorkedOut),
		prepositions: set(n.Prepositions), placeholders: set(n.Placeholders), typeWords: set(n.TypeWords)}
	for _, h := range n.GenericHeads {
		c.genericHeadList = append(c.genericHeadList, strings.ToLower(h))
	}
	for _, p := range n.Placeholders {
		if p != "" && len(p) < 32 {
			c.placeholderShape[strings.ToLower(p)[0]|0x20] |= 1 << len(p)
		}
	}
	for _, g := range n.Synonyms {
		for _, w := range g {
			c.synonyms[w] = g[0]
		}
	}
	return c
}
