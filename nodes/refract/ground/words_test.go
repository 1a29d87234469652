package ground

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

func TestWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"SkyScrapperFlightSearch", []string{"sky", "scrapper", "flight", "search"}},
		{"originalSkyId", []string{"original", "sky", "id"}},
		{"HTTPServer", []string{"http", "server"}},
		{"get_user_v2", []string{"get", "user", "v", "2"}},
		{"kebab-case-name", []string{"kebab", "case", "name"}},
		{"ÜberÉcole", []string{"über", "école"}},
		{"", nil},
		{"a\xffb", []string{"a", "b"}},
	} {
		if got := Words(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Words(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// wordsByRunes is Words as first written, over a slice of runes: the
// reference the byte-offset version must agree with.
func wordsByRunes(name string) []string {
	var out []string
	rs := []rune(name)
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
		start = -1
	}
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush(i)
		case start < 0:
			start = i
		case unicode.IsDigit(r) != unicode.IsDigit(rs[i-1]):
			flush(i)
			start = i
		case unicode.IsUpper(r) && unicode.IsLower(rs[i-1]):
			flush(i)
			start = i
		case unicode.IsUpper(r) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1]):
			flush(i)
			start = i
		}
	}
	flush(len(rs))
	return out
}

// FuzzWords: Words splits any string, valid UTF-8 or not, as the rune
// version does.
func FuzzWords(f *testing.F) {
	for _, s := range []string{"SkyScrapperFlightSearch", "HTTPServer", "a1B2c3", "ÜBERschall", "x\xffY\xc3", "ǅemal_ǈ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := Words(s), wordsByRunes(s); !slices.Equal(got, want) {
			t.Fatalf("Words(%q) = %q, want %q", s, got, want)
		}
	})
}

func BenchmarkWords(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range []string{"SkyScrapperFlightSearch", "origin_sky_id", "number_of_rooms", "HTTPServer"} {
			Words(s)
		}
	}
}
