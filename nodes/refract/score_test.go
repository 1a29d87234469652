package refract

import (
	"bufio"
	"compress/gzip"
	"context"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The variants in testdata were made by ../shared/eval/mutate.py --seed 1
// --with-natural (variants-seed1) and scripts/eval/twofaults.py --seed 1
// and --seed 2 (twofaults-seed1, twofaults-seed2) from the corpus in
// ../../testdata/corpus, and by mutate.py --corpus
// ../../testdata/corpus-nestools --seed 1 (nestools-seed1). The scores
// below are computed as ../shared/eval/score.py does (canonical
// equivalence, and exact-with-ask), ported to Go so that the test runs
// with Go alone; score.py prints the same figures.

const (
	corpusDir   = "../../testdata/corpus"
	nestoolsDir = "../../testdata/corpus-nestools"
)

type variant struct {
	ID         string          `json:"id"`
	Category   string          `json:"category"`
	Subtype    *string         `json:"subtype"`
	Expect     string          `json:"expect"`
	CatalogRef string          `json:"catalog_ref"`
	Input      string          `json:"input"`
	Faulty     []Call          `json:"faulty"`
	Gold       []Call          `json:"gold"`
	RawFaulty  json.RawMessage `json:"-"`
}

func loadVariants(tb testing.TB, name string) []variant {
	tb.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	var out []variant
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var v variant
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			tb.Fatal(err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// catalogs loads a corpus's catalogs once each.
type catalogs struct {
	dir  string
	byID map[string]*Catalog
}

func (c *catalogs) get(tb testing.TB, ref string) *Catalog {
	tb.Helper()
	if cat, ok := c.byID[ref]; ok {
		return cat
	}
	if c.byID == nil {
		c.byID = map[string]*Catalog{}
	}
	data, err := os.ReadFile(filepath.Join(c.dir, ref))
	if err != nil {
		tb.Fatal(err)
	}
	cat, err := LoadCatalog(data)
	if err != nil {
		tb.Fatal(err)
	}
	c.byID[ref] = cat
	return cat
}

// canonical is seqlib.canonical: a sequence's form invariant to argument
// order, the order of independent calls and consistent label renaming.
func canonical(calls []Call) string {
	where := map[string]string{}
	descs := make([]string, 0, len(calls))
	for _, c := range calls {
		args := slices.Clone(c.Args)
		sort.Slice(args, func(i, j int) bool { return args[i].Name < args[j].Name })
		var b strings.Builder
		b.WriteString(c.Name)
		b.WriteByte('(')
		for i, a := range args {
			if i > 0 {
				b.WriteByte(',')
			}
			v := mapRefs(a.Value, func(r Ref) Ref {
				if d, ok := where[r.Label]; ok {
					return Ref{Label: "<" + d + ">", Path: r.Path}
				}
				return Ref{Label: "<DANGLING:" + r.Label + ">", Path: r.Path}
			})
			js, _ := json.Marshal(v)
			b.WriteString(a.Name + "=" + string(js))
		}
		b.WriteByte(')')
		d := b.String()
		descs = append(descs, d)
		if c.Label != "" {
			h := sha1.Sum([]byte(d))
			where[c.Label] = hex.EncodeToString(h[:])[:16]
		}
	}
	sort.Strings(descs)
	js, _ := json.Marshal(descs)
	return string(js)
}

func equivalent(a, b []Call) bool { return canonical(a) == canonical(b) }

// exactWithAsk is score.exact_with_ask: an ask may stand for the gold
// value of the same argument of a call of the same tool.
func exactWithAsk(rep, gold []Call) bool {
	type slot struct {
		call  int
		param string
	}
	var slots []slot
	for i, c := range rep {
		for _, a := range c.Args {
			if _, ok := IsAsk(a.Value); ok {
				slots = append(slots, slot{i, a.Name})
			}
		}
	}
	if len(slots) == 0 {
		return equivalent(rep, gold)
	}
	star := map[string]any{"$ask": "*"}
	r := Clone(rep)
	for _, s := range slots {
		r[s.call].Args[r[s.call].Args.index(s.param)].Value = star
	}
	target := canonical(r)
	options := make([][]slot, len(slots))
	for k, s := range slots {
		for j, g := range gold {
			if g.Name == r[s.call].Name && g.Args.index(s.param) >= 0 {
				options[k] = append(options[k], slot{j, s.param})
			}
		}
		if len(options[k]) == 0 {
			return false
		}
	}
	idx := make([]int, len(slots))
	for n := 0; n < 2000; n++ {
		seen := map[slot]bool{}
		dup := false
		g := Clone(gold)
		for k := range slots {
			o := options[k][idx[k]]
			if seen[o] {
				dup = true
			}
			seen[o] = true
			g[o.call].Args[g[o.call].Args.index(o.param)].Value = star
		}
		if !dup && canonical(g) == target {
			return true
		}
		k := len(idx) - 1
		for k >= 0 {
			idx[k]++
			if idx[k] < len(options[k]) {
				break
			}
			idx[k] = 0
			k--
		}
		if k < 0 {
			break
		}
	}
	return false
}

type rates struct{ n, exact, withAsk, asks, strict, wrongValue int }

// wrongValue is metrics.py's wrong_value: pairing the k-th call of each
// tool in the repair with the gold's, some argument both give holds a
// literal (no ask, no reference) that differs from the gold's, numbers
// compared by value.
func wrongValue(rep, gold []Call) bool {
	byName := map[string][]Call{}
	for _, c := range rep {
		byName[c.Name] = append(byName[c.Name], c)
	}
	seen := map[string]int{}
	for _, g := range gold {
		k := seen[g.Name]
		seen[g.Name]++
		if k >= len(byName[g.Name]) {
			continue
		}
		r := byName[g.Name][k]
		for _, ga := range g.Args {
			i := r.Args.index(ga.Name)
			if i < 0 {
				continue
			}
			rv := r.Args[i].Value
			if _, ok := IsAsk(rv); ok || hasRefIn(rv) {
				continue
			}
			if !sameByValue(rv, ga.Value) {
				return true
			}
		}
	}
	return false
}

func hasRefIn(v any) bool {
	found := false
	mapRefs(v, func(r Ref) Ref { found = true; return r })
	return found
}

// sameByValue compares two JSON values with numbers by value (2 == 2.0).
func sameByValue(a, b any) bool {
	norm := func(v any) any {
		js, _ := json.Marshal(v)
		var out any
		_ = json.Unmarshal(js, &out) // numbers as float64
		return out
	}
	return reflect.DeepEqual(norm(a), norm(b))
}

func (r rates) pct(x int) float64 { return 100 * float64(x) / float64(r.n) }

func scoreVariants(t *testing.T, dir string, vs []variant, key func(variant) string) map[string]*rates {
	t.Helper()
	cats := &catalogs{dir: dir}
	out := map[string]*rates{}
	ctx := context.Background()
	for _, v := range vs {
		cat := cats.get(t, v.CatalogRef)
		// No time limit (the race detector slows the search tenfold): the
		// scores must not depend on the machine. MaxStates still bounds it.
		res := New(cat, Config{}).Refract(ctx, v.Faulty, v.Input)
		if res.Verdict == Repaired && len(Validate(res.Calls, cat)) > 0 {
			t.Errorf("%s: a repaired sequence does not validate: %v", v.ID, Validate(res.Calls, cat))
		}
		k := key(v)
		r := out[k]
		if r == nil {
			r = &rates{}
			out[k] = r
		}
		r.n++
		if equivalent(res.Calls, v.Gold) {
			r.exact++
		}
		if exactWithAsk(res.Calls, v.Gold) {
			r.withAsk++
		}
		if len(res.Asks) > 0 {
			r.asks++
		}
		if wrongValue(res.Calls, v.Gold) {
			r.wrongValue++
		}
		a, _ := json.Marshal(res.Calls)
		b, _ := json.Marshal(v.Faulty)
		if string(a) == string(b) {
			r.strict++
		}
	}
	return out
}

func category(v variant) string {
	if v.Category == "bad_enum" && v.Subtype != nil {
		return v.Category + "/" + *v.Subtype
	}
	return v.Category
}

// floors are the rates a corpus's variants must keep: exact and
// exact-with-ask at least, wrong values (percent of the category) at most.
type floors struct{ exact, withAsk, wrongValue float64 }

// TestCorpusScores holds the repair rates of the table, on both
// development corpora: each floor is a point or so under the rate
// measured when it was written (and each wrong-value ceiling a point or so
// above), so that a regression fails while the heuristics are tuned. Where
// a floor is under the bar, the bar is not met; the README's
// refraction section says which.
func TestCorpusScores(t *testing.T) {
	if testing.Short() {
		t.Skip("scores 5,000 variants")
	}
	structural := floors{99, 99, 0}
	common := map[string]floors{
		"misspelled_tool": structural, "wrong_label": structural, "missing_label": structural,
		"madeup_param_name": structural, "madeup_var_ref": {97, 97, 0}, "madeup_property_ref": {98, 98, 0},
		"wrong_type": structural, "bad_enum/case": structural, "bad_enum/separator": structural,
		"bad_enum/out_of_domain": {0, 97, 0},
		"swapped_param_order":    structural, "extra_optional_missing": structural,
	}
	for _, c := range []struct {
		name, dir, file string
		fill            map[string]floors
		allExact        float64
	}{
		{"nestful", corpusDir, "variants-seed1.jsonl.gz", map[string]floors{
			"missing_required_param": {74.5, 97.5, 2.5},
			"missing_step":           {61, 90, 2},
			"natural_fix":            {68, 75, 100},
		}, 91.5},
		{"nestools", nestoolsDir, "nestools-seed1.jsonl.gz", map[string]floors{
			"missing_required_param": {63.5, 96, 2},
			// 18 wrong in 333: nestools-0216, whose gold writes a room type
			// "Standard" and "standard"; 0801, "Local Area Network (LAN)"
			// for the gold's "LAN", and 0969, a cuisine "Chocolate Cake",
			// since an inserted call takes the values grounding finds;
			// 0140, the description's example "gridworld" where the gold
			// writes "grid"
			"missing_step": {40.5, 83.5, 5.5},
		}, 88.5},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := scoreVariants(t, c.dir, loadVariants(t, c.file), category)
			var all, surviving rates
			for k, r := range got {
				f, ok := c.fill[k]
				if !ok {
					f, ok = common[k]
				}
				if !ok {
					t.Errorf("no floor for category %s", k)
					continue
				}
				t.Logf("%-24s n=%4d exact %5.1f%%  exact+ask %5.1f%%  asks %5.1f%%  wrong values %4.1f%%",
					k, r.n, r.pct(r.exact), r.pct(r.withAsk), r.pct(r.asks), r.pct(r.wrongValue))
				if r.pct(r.exact) < f.exact || r.pct(r.withAsk) < f.withAsk {
					t.Errorf("%s: exact %.1f%% (floor %.1f), exact+ask %.1f%% (floor %.1f)", k, r.pct(r.exact), f.exact, r.pct(r.withAsk), f.withAsk)
				}
				if r.pct(r.wrongValue) > f.wrongValue {
					t.Errorf("%s: wrong values in %.1f%% (ceiling %.1f)", k, r.pct(r.wrongValue), f.wrongValue)
				}
				switch k {
				case "swapped_param_order", "extra_optional_missing":
					if r.strict != r.n {
						t.Errorf("%s: %d of %d no-op variants were changed", k, r.n-r.strict, r.n)
					}
					continue
				case "misspelled_tool", "wrong_label", "missing_label", "madeup_param_name", "madeup_var_ref",
					"madeup_property_ref", "wrong_type", "bad_enum/case", "bad_enum/separator":
					surviving.n += r.n
					surviving.asks += r.asks
				}
				all.n += r.n
				all.exact += r.exact
				all.withAsk += r.withAsk
			}
			t.Logf("ALL repair n=%d exact %.1f%% exact+ask %.1f%%; asks where the information survives %.2f%%",
				all.n, all.pct(all.exact), all.pct(all.withAsk), surviving.pct(surviving.asks))
			if all.pct(all.exact) < c.allExact {
				t.Errorf("all repair categories: exact %.1f%%, floor %.0f", all.pct(all.exact), c.allExact)
			}
			if surviving.pct(surviving.asks) > 2 {
				t.Errorf("asks in %.2f%% of the variants whose information survives, more than 2%%", surviving.pct(surviving.asks))
			}
		})
	}
}

// TestTwoFaultScores holds the bar for sequences with two faults
// at once, exact-with-ask at least 95%, on two seeds.
func TestTwoFaultScores(t *testing.T) {
	if testing.Short() {
		t.Skip("scores 660 variants")
	}
	for _, name := range []string{"twofaults-seed1.jsonl.gz", "twofaults-seed2.jsonl.gz"} {
		vs := loadVariants(t, name)
		got := scoreVariants(t, corpusDir, vs, func(variant) string { return "two_faults" })
		r := got["two_faults"]
		t.Logf("%s: two faults n=%d exact %.1f%% exact+ask %.1f%%", name, r.n, r.pct(r.exact), r.pct(r.withAsk))
		if r.pct(r.withAsk) < 95 {
			t.Errorf("%s: two faults exact+ask %.1f%%, floor 95", name, r.pct(r.withAsk))
		}
	}
}

// An inserted call gives no literal, and the one value its one input
// could take is the search's to weigh, not grounding's alone: the weather
// requests that miss their forecast call keep the gold's tools (a
// grounding that filled the one city left had made the search insert
// another tool, which reads it).
func TestInsertedCallKeepsItsTool(t *testing.T) {
	cats := &catalogs{dir: corpusDir}
	var n int
	for _, v := range loadVariants(t, "variants-seed1.jsonl.gz") {
		switch v.ID {
		case "nestful-executable-0035::missing_step", "nestful-executable-0036::missing_step", "nestful-executable-0037::missing_step", "nestful-executable-0039::missing_step":
		default:
			continue
		}
		n++
		res := New(cats.get(t, v.CatalogRef), Config{}).Refract(context.Background(), v.Faulty, v.Input)
		if !exactWithAsk(res.Calls, v.Gold) {
			t.Errorf("%s: %+v", v.ID, res.Calls)
		}
	}
	if n == 0 {
		t.Fatal("no variants")
	}
}
