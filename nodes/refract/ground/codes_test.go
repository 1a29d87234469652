package ground

import (
	"strings"
	"testing"
)

// A description asks for a code by a cue or by naming one, quoted in any
// case or unquoted in capitals, whose case the value takes.
func TestCodeTableAsked(t *testing.T) {
	lx := compile(DefaultLexicon())
	for _, c := range []struct {
		table        *codeTable
		desc         string
		asked, lower bool
	}{
		{&lx.countries, "Two-letter country code", true, false},
		{&lx.countries, "Market, e.g. 'us' or 'gb'", true, true},
		{&lx.countries, "Country, such as US", true, false},
		{&lx.countries, "The country to search in", false, false},
		{&lx.countries, "Country, as in 'the us market'", false, false}, // a quoted phrase, no quoted code
		{&lx.langs, "ISO 639-1 code of the target language", true, false},
		{&lx.langs, "Language, e.g. 'en'", true, true},
		{&lx.langs, "Language such as EN or FR", true, false},
		{&lx.langs, "Language of the text", false, false},
		{&lx.currencies, "Currency, such as USD", true, false},
		{&lx.currencies, "Target currency code", true, false},
		{&lx.currencies, "The currency to pay in", false, false},
	} {
		asked, lower := c.table.asked(strings.ToLower(c.desc), c.desc)
		if asked != c.asked || lower != c.lower {
			t.Errorf("%q: asked %v lower %v, want %v %v", c.desc, asked, lower, c.asked, c.lower)
		}
	}
}
