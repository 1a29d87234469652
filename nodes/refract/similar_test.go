package refract

import (
	"math/rand/v2"
	"testing"
)

// levDP is the textbook dynamic program, the reference for lev.
func levDP(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+c)
		}
	}
	return d[len(a)][len(b)]
}

func TestLevMatchesDynamicProgram(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	str := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "abcde"[r.IntN(5)]
		}
		return string(b)
	}
	for range 20000 {
		a, b := str(r.IntN(80)), str(r.IntN(80))
		if got, want := lev(a, b), levDP(a, b); got != want {
			t.Fatalf("lev(%q, %q) = %d, want %d", a, b, got, want)
		}
	}
}

func TestSimilarity(t *testing.T) {
	for _, c := range []struct {
		a, b string
		min  float64
	}{
		{"SkyScrapperFlightSearch", "SkyCrapperFlightSearch", 0.9},
		{"originalSkyId", "originSkyId", 0.8},
		{"skyayeId", "skyId", 0.6},
		{"find_hotels", "search_hotel", 0.97},
		{"start_date", "begin_date", 0.97},
	} {
		if s := similarity(c.a, c.b); s < c.min {
			t.Errorf("similarity(%q, %q) = %.2f, want at least %.2f", c.a, c.b, s, c.min)
		}
	}
	// a synonym is near, but the same words written otherwise are nearer
	if syn, same := similarity("pickupLocation", "pickup_city"), similarity("pickupLocation", "pickup_location"); syn >= same {
		t.Errorf("similarity to a synonym %.3f >= to the same words %.3f", syn, same)
	}
	if s := similarity("query", "limit"); s > 0.3 {
		t.Errorf("similarity(query, limit) = %.2f, want low", s)
	}
}

func TestOneEdit(t *testing.T) {
	words := []string{"", "a", "ab", "ba", "abc", "abd", "acb", "abcd", "abdc", "xbcd", "bcd", "abce", "search", "serch", "saerch", "searchs"}
	for _, a := range words {
		for _, b := range words {
			if got, want := oneEdit(a, b), levDP(a, b) == 1; got != want {
				t.Errorf("oneEdit(%q, %q) = %v, lev %d", a, b, got, levDP(a, b))
			}
		}
	}
}

// Two names of one generic head are other kinds when their first words
// are other words, not one misspelt.
func TestOtherKind(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"geoId", "skyId", true},
		{"hsrot_name", "short_name", false}, // a typo keeps its letters
		{"recpe_id", "recipe_id", false},
		{"dentist_title", "dentist_name", false},
		{"originalSkyId", "skyId", false},
		{"hotel_name", "city_name", true},
		{"cityId", "cityIdentifier", false},
		{"facilitator_name", "therapist_name", true},
		{"rok_number", "room_number", false},
		{"cont_id", "account_id", false}, // letters dropped
	} {
		a, b := newIdent(c.a), newIdent(c.b)
		if got := otherKind(&a, &b); got != c.want {
			t.Errorf("otherKind(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// An output whose name ends with the input's words, or an input whose
// name ends with the output's, is that thing, more narrowly named.
func TestOutputSimilarityNarrowed(t *testing.T) {
	for _, c := range []struct {
		in, out string
		min     float64
	}{
		{"diet_plan", "customized_diet_plan", 0.9},
		{"price", "suggested_price", 0.9},
		{"hotel_price", "price", 0.9},
	} {
		in := newIdent(c.in)
		o := Output{Name: c.out, last: newIdent(c.out), full: newIdent(c.out)}
		if got := outputSimilarity(&in, &o, 0); got < c.min {
			t.Errorf("outputSimilarity(%s, %s) = %.2f, want at least %.2f", c.in, c.out, got, c.min)
		}
	}
}

// TestSketchRulesOutOnlyDisjointNames checks the sketch against
// wordOverlap itself: names whose sketches do not meet share no word, in
// canonical form or one edit apart, whichever word a random edit changes.
func TestSketchRulesOutOnlyDisjointNames(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	word := func() string {
		b := make([]byte, 2+r.IntN(7))
		for i := range b {
			b[i] = "abcdeiost"[r.IntN(9)]
		}
		return string(b)
	}
	edit := func(w string) string {
		i := r.IntN(len(w) + 1)
		switch r.IntN(3) {
		case 0: // insert
			return w[:i] + "x" + w[i:]
		case 1: // delete
			if i == len(w) {
				i--
			}
			return w[:i] + w[i+1:]
		default: // replace
			if i == len(w) {
				i--
			}
			return w[:i] + "z" + w[i+1:]
		}
	}
	name := func(ws []string) string {
		s := ws[0]
		for _, w := range ws[1:] {
			s += "_" + w
		}
		return s
	}
	met, shared := 0, 0
	for range 50000 {
		a := []string{word(), word(), word()}[:1+r.IntN(3)]
		b := []string{word(), word()}[:1+r.IntN(2)]
		if r.IntN(2) == 0 {
			b = append(b, edit(a[r.IntN(len(a))]))
		}
		ia, ib := newIdent(name(a)), newIdent(name(b))
		w := wordOverlap(ia.canon, ib.canon, ia.words, ib.words)
		if w > 0 {
			shared++
		}
		if !ia.sketch.meets(&ib.sketch) {
			if w > 0 {
				t.Fatalf("sketches of %q and %q do not meet, but wordOverlap = %v", ia.raw, ib.raw, w)
			}
			continue
		}
		met++
	}
	if shared < 10000 || met == 50000 {
		t.Fatalf("a weak test: %d pairs share a word, %d of 50000 sketches meet", shared, met)
	}
}
