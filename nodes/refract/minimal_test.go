package refract

import (
	"context"
	"math"
	"slices"
	"testing"
)

// moves is a small catalog on which every kind of move has a case.
func moves(tb testing.TB) *Catalog {
	tb.Helper()
	cat, err := LoadCatalog([]byte(`{"tools": [
		{"name": "search_city", "inputs": [{"name": "query", "type": "string", "required": true}],
		 "outputs": [{"name": "cityId", "type": "string"}, {"name": "name", "type": "string"}]},
		{"name": "book_hotel", "inputs": [
			{"name": "city_id", "type": "string", "required": true},
			{"name": "check_in", "type": "string", "required": true, "description": "check-in date, YYYY-MM-DD"},
			{"name": "guests", "type": "integer", "required": true, "description": "number of guests"},
			{"name": "room", "type": "string", "enum": ["single", "double"]}],
		 "outputs": [{"name": "bookingId", "type": "string"}]},
		{"name": "translate", "inputs": [
			{"name": "text", "type": "string", "required": true},
			{"name": "source_language", "type": "string"},
			{"name": "target_language", "type": "string", "required": true}],
		 "outputs": [{"name": "translation", "type": "string"}]}
	]}`))
	if err != nil {
		tb.Fatal(err)
	}
	return cat
}

// moveCases are sequences that each need one kind of move (with the
// request that grounds them), for the minimality checks to cover every
// move, synonyms and role discounts included.
var moveCases = []struct {
	name, calls, request, kind string
}{
	{"rename_tool", `var1 = serch_city(query="Paris")`, "", "rename_tool"},
	{"rename_param by role", `var1 = translate(text="hello", language="French")`, "translate hello to French", "rename_param"},
	{"delete_arg", `var1 = search_city(query="Paris", colour="red")`, "", "delete_arg"},
	{"map_value", "var1 = search_city(query=\"Paris\")\nvar2 = book_hotel(check_in=\"2024-05-01\", guests=2)", "", "map_value"},
	{"ground_value", `var1 = book_hotel(city_id="P1", check_in="2024-05-01")`, "Book a hotel in P1 on 2024-05-01 for 3 guests.", "ground_value"},
	{"ask", `var1 = book_hotel(city_id="P1", guests=2)`, "", "ask"},
	{"relabel", "var1 = search_city(query=\"Paris\")\nvar1 = search_city(query=\"Rome\")", "", "relabel"},
	{"remap_ref", "var1 = search_city(query=\"Paris\")\nvar2 = book_hotel(city_id=\"$var7.cityId$\", check_in=\"2024-05-01\", guests=2)", "", "remap_ref"},
	{"fix_field", "var1 = search_city(query=\"Paris\")\nvar2 = book_hotel(city_id=\"$var1.cityid$\", check_in=\"2024-05-01\", guests=2)", "", "fix_field"},
	{"insert_call", `var2 = book_hotel(city_id="$var1.cityId$", check_in="2024-05-01", guests=2)`, "Find Paris, then book a hotel there.", "insert_call"},
	{"coerce", `var1 = book_hotel(city_id="P1", check_in="2024-05-01", guests="2")`, "", "coerce"},
	{"drop_placeholder", `var1 = book_hotel(city_id="P1", check_in="2024-05-01", guests=2, room="<room>")`, "", "drop_placeholder"},
	{"fix_ref_syntax", "var1 = search_city(query=\"Paris\")\nvar2 = book_hotel(city_id=\"{var1.cityId}\", check_in=\"2024-05-01\", guests=2)", "", "fix_ref_syntax"},
	{"fix_enum", `var1 = book_hotel(city_id="P1", check_in="2024-05-01", guests=2, room="DOUBLE")`, "", "fix_enum"},
	{"nearest_enum", `var1 = book_hotel(city_id="P1", check_in="2024-05-01", guests=2, room="doubel")`, "", "nearest_enum"},
	{"delete_call", "var1 = search_city(query=\"Paris\")\nvar2 = xyzzy_plugh(zzz=1, qqq=2)", "", "delete_call"},
}

// TestMovesMinimal checks, for a case of every kind of move, that the
// move is made and that no repair within three edits costs less: the
// minimum-cost claim holds for every move and discount.
func TestMovesMinimal(t *testing.T) {
	cat := moves(t)
	r := New(cat, Config{})
	for _, c := range moveCases {
		calls := mustParse(t, c.calls)
		res := r.Refract(context.Background(), calls, c.request)
		if res.Verdict != Repaired {
			t.Errorf("%s: verdict %s", c.name, res.Verdict)
			continue
		}
		if !slices.ContainsFunc(res.Edits, func(e Edit) bool { return e.Kind == c.kind }) {
			t.Errorf("%s: no %s among %+v", c.name, c.kind, res.Edits)
		}
		sr := &searcher{r: r, request: c.request, input: calls}
		best := math.Inf(1)
		bruteForce(sr, &state{calls: calls}, 3, &best)
		if res.Cost > best+1e-9 {
			t.Errorf("%s: Refract's repair costs %.3f, brute force found %.3f", c.name, res.Cost, best)
		}
	}
}

// TestBoundsAdmissible checks the lower bounds the search relies on: no
// move fixing an issue costs less than the bound of its kind, on the
// move cases and on the variants of both corpora. A bound above a real
// move's price would let the search return a repair that is not the
// cheapest.
func TestBoundsAdmissible(t *testing.T) {
	check := func(r *Refractor, calls []Call, request, id string) {
		sr := &searcher{r: r, request: request, input: calls}
		s := &state{calls: calls}
		for _, is := range Validate(calls, r.cat) {
			b := sr.bound(is.Kind)
			var walk func(children []*state, depth int)
			walk = func(children []*state, depth int) {
				for _, ch := range children {
					if ch.cost < b-1e-9 {
						t.Errorf("%s: a %s move costs %.3f, under the bound %.3f", id, is.Kind, ch.cost, b)
					}
					if ch.expand != nil && depth < 3 {
						walk(ch.expand(), depth+1)
					}
				}
			}
			walk(sr.expand(s, is), 0)
		}
	}
	cat := moves(t)
	r := New(cat, Config{})
	for _, c := range moveCases {
		check(r, mustParse(t, c.calls), c.request, c.name)
	}
	cats := &catalogs{dir: corpusDir}
	for _, set := range []string{"variants-seed1.jsonl.gz", "twofaults-seed1.jsonl.gz"} {
		for _, v := range loadVariants(t, set) {
			check(New(cats.get(t, v.CatalogRef), Config{}), v.Faulty, v.Input, v.ID)
		}
	}
}
