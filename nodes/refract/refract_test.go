package refract

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/maphash"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tmc/langchaingo/llms"
)

func executable(tb testing.TB) *Catalog {
	tb.Helper()
	return (&catalogs{dir: corpusDir}).get(tb, "nestful-executable/catalog.json")
}

const travel = `var1 = SkyScrapperSearchAirport(query="New York")
var2 = SkyScrapperSearchAirport(query="London")
var3 = SkyScrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$", date="2024-08-15")
var4 = TripadvisorSearchLocation(query="London")
var5 = TripadvisorSearchHotels(geoId="$var4.geoId$", checkIn="2024-08-15", checkOut="2024-08-18")`

// mustCatalog is NewCatalog, failing tb on an error.
func mustCatalog(tb testing.TB, tools []*Tool) *Catalog {
	tb.Helper()
	cat, err := NewCatalog(tools)
	if err != nil {
		tb.Fatal(err)
	}
	return cat
}

func mustParse(tb testing.TB, s string) []Call {
	tb.Helper()
	calls, err := ParseText(s)
	if err != nil {
		tb.Fatal(err)
	}
	return calls
}

func TestVerdicts(t *testing.T) {
	cat := executable(t)
	r := New(cat, Config{})
	ctx := context.Background()

	valid := mustParse(t, travel)
	if res := r.Refract(ctx, valid, ""); res.Verdict != Valid || !reflect.DeepEqual(res.Calls, valid) || len(res.Edits) != 0 {
		t.Errorf("valid sequence: %s with %d edits", res.Verdict, len(res.Edits))
	}

	broken := mustParse(t, strings.Replace(travel, "SkyScrapperFlightSearch", "SkyCrapperFlightSearch", 1))
	res := r.Refract(ctx, broken, "")
	if res.Verdict != Repaired || res.Calls[2].Name != "SkyScrapperFlightSearch" {
		t.Errorf("misspelled tool: %s, %v", res.Verdict, FormatText(res.Calls))
	}
	if len(Validate(res.Calls, cat)) != 0 {
		t.Errorf("repair does not validate: %v", Validate(res.Calls, cat))
	}

	// An edit of infinite cost is never made: with asking and deleting
	// forbidden, a call that lacks a value nothing can give has no repair.
	tiny, err := NewCatalog([]*Tool{{Name: "a", Inputs: []Input{{Name: "x", Type: "integer", Required: true}}}})
	if err != nil {
		t.Fatal(err)
	}
	strict := New(tiny, Config{Costs: Costs{Coerce: 1, Enum: 1, EnumNear: 1, Rename: 1, Label: 1, Field: 1, Map: 1, Remap: 1,
		Ground: 1, Call: 1, Ask: math.Inf(1), Delete: 1, DeleteCall: math.Inf(1), LabelInside: 1}, MaxStates: 100})
	if res := strict.Refract(ctx, []Call{{Name: "b"}}, ""); res.Verdict != Unrepairable {
		t.Errorf("unknown tool in a one-tool catalog: %s %v", res.Verdict, FormatText(res.Calls))
	}

	// A search cut short returns the best repair found so far.
	two := mustParse(t, strings.Replace(strings.Replace(travel, "var20", "var2", 1), "originSkyId=", "originalSkyId=", 1))
	two = append(two, mustParse(t, `var6 = SkyCrapperFlightSearch(originSkyId="$var1.skyId$")`)...)
	short := New(cat, Config{MaxStates: 2})
	if res := short.Refract(ctx, two, ""); res.Verdict != Unknown {
		t.Errorf("2 states: verdict %s, want unknown", res.Verdict)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	_ = r.Refract(done, two, "") // a cancelled context ends the search without a panic
}

func TestRefractDoesNotModifyInput(t *testing.T) {
	cat := executable(t)
	in := mustParse(t, strings.Replace(travel, `originSkyId="$var1.skyId$", `, "", 1))
	before, _ := json.Marshal(in)
	res := New(cat, Config{Defensive: true}).Refract(context.Background(), in, "")
	after, _ := json.Marshal(in)
	if string(before) != string(after) {
		t.Fatalf("Refract modified its input:\n%s\n%s", before, after)
	}
	if res.Verdict != Repaired || len(res.Confirms) != 1 || res.Confirms[0].Param != "originSkyId" {
		t.Fatalf("defensive repair: %s, confirms %v", res.Verdict, res.Confirms)
	}
}

// TestDeterministic repeats repairs: the search breaks ties by the order
// it generates moves in, never by map iteration or time.
func TestDeterministic(t *testing.T) {
	vs := loadVariants(t, "twofaults-seed1.jsonl.gz")
	cats := &catalogs{dir: corpusDir}
	for _, v := range vs[:60] {
		r := New(cats.get(t, v.CatalogRef), Config{Timeout: time.Hour})
		first, _ := json.Marshal(r.Refract(context.Background(), v.Faulty, v.Input).Calls)
		for range 3 {
			again, _ := json.Marshal(r.Refract(context.Background(), v.Faulty, v.Input).Calls)
			if string(first) != string(again) {
				t.Fatalf("%s: two runs differ:\n%s\n%s", v.ID, first, again)
			}
		}
	}
}

// bruteForce returns the cost of the cheapest repair of calls that any
// sequence of at most depth moves reaches, fixing the problems in any
// order (Refract always fixes the first): every move of every problem of
// every state, exhaustively.
func bruteForce(sr *searcher, s *state, depth int, best *float64) {
	if s.cost >= *best {
		return
	}
	if s.build != nil {
		s.calls, s.build = s.build(), nil // as the search does when a state leaves its queue
	}
	issues := Validate(s.calls, sr.r.cat)
	if len(issues) == 0 {
		*best = s.cost
		return
	}
	if depth == 0 {
		return
	}
	for _, is := range issues {
		for _, child := range sr.expand(s, is) {
			kids := []*state{child}
			if child.expand != nil {
				kids = child.expand()
			}
			for _, k := range kids {
				bruteForce(sr, k, depth-1, best)
			}
		}
	}
}

// TestMinimalAgainstBruteForce checks, on the small sequences of the
// two-fault set (three calls at most), that Refract's repair costs no more
// than the cheapest one an exhaustive enumeration of the same moves finds
// within three edits, whatever order the problems are fixed in.
func TestMinimalAgainstBruteForce(t *testing.T) {
	vs := loadVariants(t, "twofaults-seed1.jsonl.gz")
	cats := &catalogs{dir: corpusDir}
	checked, deeper := 0, 0
	for _, v := range vs {
		if len(v.Faulty) > 3 {
			continue
		}
		r := New(cats.get(t, v.CatalogRef), Config{Timeout: time.Hour})
		res := r.Refract(context.Background(), v.Faulty, v.Input)
		if res.Verdict != Repaired {
			continue
		}
		sr := &searcher{r: r, request: v.Input, input: v.Faulty}
		best := math.Inf(1)
		bruteForce(sr, &state{calls: v.Faulty}, 3, &best)
		if math.IsInf(best, 1) {
			deeper++ // the repair takes more than three edits: nothing to compare
			continue
		}
		if math.Abs(res.Cost-best) > 1e-9 {
			t.Errorf("%s: Refract's repair costs %.3f, brute force found %.3f\n%s", v.ID, res.Cost, best, FormatText(res.Calls))
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d small cases checked", checked)
	}
	t.Logf("%d sequences checked, %d left out (repairs of more than three edits)", checked, deeper)
}

func TestParseTextRoundTrip(t *testing.T) {
	calls := mustParse(t, travel+"\nTripadvisorSearchHotels(geoId=geoId, adults=2, rooms=[1, 2], flag=true, x=null, o={\"a\": 1.5})")
	if len(calls) != 6 || calls[5].Label != "" {
		t.Fatalf("parsed %d calls, last label %q", len(calls), calls[5].Label)
	}
	if name, ok := IsAsk(calls[5].Args[0].Value); !ok || name != "geoId" {
		t.Errorf("a bare name is a slot-fill: %#v", calls[5].Args[0].Value)
	}
	again := mustParse(t, FormatText(calls))
	if !reflect.DeepEqual(calls, again) {
		t.Errorf("round trip changed the calls:\n%s\n%s", FormatText(calls), FormatText(again))
	}
	for _, bad := range []string{"var1 = ", "Tool(a=", "Tool(a=\"x\"", "= Tool()", "Tool(a=1, a=2)", "Tool(1)", "Tool() extra"} {
		if _, err := ParseText(bad); err == nil {
			t.Errorf("ParseText(%q): no error", bad)
		}
	}
}

func TestFromToolCalls(t *testing.T) {
	calls := mustParse(t, travel)
	calls[0].ID = "call_a"
	tcs := ToolCalls(calls)
	if tcs[0].ID != "call_a" || tcs[1].ID != "refract_2" {
		t.Fatalf("ids: %q %q", tcs[0].ID, tcs[1].ID)
	}
	back, err := FromToolCalls(tcs)
	if err != nil {
		t.Fatal(err)
	}
	for i := range calls {
		calls[i].ID = tcs[i].ID
	}
	if !reflect.DeepEqual(back, calls) {
		t.Fatalf("tool calls round trip:\n%s\n%s", FormatText(calls), FormatText(back))
	}
	tcs[1].FunctionCall.Arguments = `{"query": `
	if _, err := FromToolCalls(tcs); err == nil || !strings.Contains(err.Error(), tcs[1].ID) {
		t.Errorf("bad arguments: %v", err)
	}
}

func TestLoadCatalogErrors(t *testing.T) {
	for _, bad := range []string{`{`, `{"tools": [{"name": ""}]}`, `{"tools": [{"name": "a"}, {"name": "a"}]}`, `{"tools": [null]}`} {
		if _, err := LoadCatalog([]byte(bad)); err == nil {
			t.Errorf("LoadCatalog(%s): no error", bad)
		}
	}
}

// FuzzParseText feeds the sequence parser arbitrary text: it must return
// calls or an error, never panic, and what it returns must print and parse
// back the same.
func FuzzParseText(f *testing.F) {
	f.Add(travel)
	f.Add(`var1 = T(a="$var0.f$", b=[1, {"c": null}], d=ask_me)`)
	f.Add("T()\nask(x)\nconfirm(y=\"1\")")
	f.Fuzz(func(t *testing.T, s string) {
		calls, err := ParseText(s)
		if err != nil {
			return
		}
		again, err := ParseText(FormatText(calls))
		if err != nil {
			t.Fatalf("printed calls do not parse: %v\n%s", err, FormatText(calls))
		}
		a, _ := json.Marshal(calls)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			t.Fatalf("round trip:\n%s\n%s", a, b)
		}
	})
}

// requiredString is a required string input.
func requiredString(name, desc string) Input {
	return Input{Name: name, Type: "string", Required: true, Description: desc}
}

// FuzzRefract repairs arbitrary sequences (JSON call lists) against the
// travel catalog: never a panic, and a "repaired" sequence validates.
func FuzzRefract(f *testing.F) {
	cat := executable(f)
	r := New(cat, Config{Timeout: 20 * time.Millisecond, MaxStates: 2000})
	seed, _ := json.Marshal(mustParse(f, travel))
	f.Add(string(seed), "Find flights from New York to London on August 15, 2024")
	for _, fault := range [][2]string{
		{"SkyScrapperFlightSearch", "SkyCrapperFlightSearch"},
		{"$var2.skyId$", "$var20.skyId$"},
		{"$var2.skyId$", "$var2.skyayeId$"},
		{"originSkyId", "originalSkyId"},
		{"var4 = TripadvisorSearchLocation(query=\"London\")\n", ""},
		{`date="2024-08-15"`, `date=20240815`},
	} {
		b, _ := json.Marshal(mustParse(f, strings.Replace(travel, fault[0], fault[1], 1)))
		f.Add(string(b), "")
	}
	f.Add(`[{"label":"var1","name":"TripadvisorSearchHotels","args":{"geoId":"$var1.geoId$","adults":"2"}}]`, "2 adults")
	// Requests for the grounding rules: proper names, pairs, quoted and
	// slashed dates, possessives, abbreviations, glued names.
	f.Add(string(seed), "Flights between New York and Los Angeles, from 5/1/2023 to '2023-05-09', for Apple Inc.'s CEO")
	f.Add(`[{"label":"var2","name":"TripadvisorSearchHotels","args":{"geoId":"$var1.geoId$","checkIn":"2024-08-15"}}]`,
		"Hotels in Sony WH-1000XM4 City from August 10th to 'August' and 5 5% 5 pounds, I 'x' ''")
	// Bounds, a quoted value before its word, units, a pair stated by a
	// verb, a possessive at a phrase's end.
	f.Add(string(seed), "Flights up to 50 results, at least 4 stars, in 'UPC-A' format, a 15% tip over 10 years; "+
		"Convert 100 USD to EUR and translate from English to Spanish for Nike Air Force One's.")
	// A lost input another tool's call gives, written in lowercase where
	// the request speaks of this call (passedAlong).
	f.Add(`[{"label":"var1","name":"SkyScrapperSearchAirport","args":{"query":"London"}},{"label":"var2","name":"TripadvisorSearchLocation","args":{}}]`,
		"Find the airport of london, then search for a location in london for the trip.")
	f.Fuzz(func(t *testing.T, js, request string) {
		calls, err := ParseCalls([]byte(js))
		if err != nil || len(calls) > 12 {
			return
		}
		done := make(chan Result, 1)
		go func() { done <- r.Refract(context.Background(), calls, request) }()
		var res Result
		select {
		case res = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("Refract hangs on %s (request %q)", js, request)
		}
		switch res.Verdict {
		case Repaired:
			if issues := Validate(res.Calls, cat); len(issues) > 0 {
				t.Fatalf("repaired sequence has issues %v:\n%s", issues, FormatText(res.Calls))
			}
		case Valid:
			if issues := Validate(calls, cat); len(issues) > 0 {
				t.Fatalf("valid verdict with issues %v", issues)
			}
		}
		_ = res.Diff(calls)
		_ = res.Feedback()
	})
}

func TestRenumber(t *testing.T) {
	calls := mustParse(t, `var7 = A(x="$var9.f$")
B(y="$var7.g$ and $var7$")
var7 = C(z="$var7.h$")
D(w="$var7.k$")`)
	got := FormatText(Renumber(calls))
	want := `var1 = A(x="$var9.f$")
var2 = B(y="$var1.g$ and $var1$")
var3 = C(z="$var1.h$")
var4 = D(w="$var3.k$")`
	if got != want {
		t.Errorf("Renumber:\n%s\nwant\n%s", got, want)
	}
}

func TestFromTools(t *testing.T) {
	defs := []llms.Tool{
		{Type: "function", Function: &llms.FunctionDefinition{Name: "search_airport", Parameters: map[string]any{
			"type": "object", "required": []string{"query"},
			"properties": map[string]any{"query": map[string]any{"type": "string"}},
		}}},
		{Type: "function", Function: &llms.FunctionDefinition{Name: "search_flights", Parameters: map[string]any{
			"type": "object", "required": []string{"origin", "cabin"},
			"properties": map[string]any{
				"origin": map[string]any{"type": "string"},
				"cabin":  map[string]any{"type": "string", "enum": []string{"economy", "business"}},
				"adults": map[string]any{"type": []string{"integer", "null"}},
			},
		}}},
	}
	cat, err := FromTools(defs, map[string][]string{"search_airport": {"skyId", "entityId"}})
	if err != nil {
		t.Fatal(err)
	}
	if !cat.Tool("search_airport").HasOutput("skyId") || cat.Tool("search_flights").Input("adults").Type != "integer" {
		t.Fatalf("catalog: %+v", cat.Tool("search_flights").Inputs)
	}
	calls := mustParse(t, `var1 = search_airport(query="London")
var2 = search_flight(origin="$var1.skyid$", cabin="Economy", adults="2")`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "")
	want := `var1 = search_airport(query="London")
var2 = search_flights(origin="$var1.skyId$", cabin="economy", adults=2)`
	if got := FormatText(res.Calls); got != want {
		t.Errorf("repair:\n%s\nwant\n%s", got, want)
	}
	// Definitions round trip into the same inputs.
	again, err := FromTools(cat.Definitions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if in := again.Tool("search_flights").Input("cabin"); in == nil || !in.Required || len(in.Enum) != 2 {
		t.Errorf("definitions round trip: %+v", in)
	}
	if _, err := FromTools([]llms.Tool{{Type: "function"}}, nil); err == nil {
		t.Error("a definition without a function: no error")
	}
}

// TestSeenSet: a sequence is seen once, values compare by type ("2" is
// not 2), and a hash collision costs a comparison, not a lost sequence.
func TestSeenSet(t *testing.T) {
	seq := func(v any) []Call {
		return []Call{{Label: "var1", Name: "f", Args: Args{{Name: "a", Value: v}, {Name: "b", Value: []any{"x", map[string]any{"$ask": "b"}}}}}}
	}
	s := seenSet{seed: maphash.MakeSeed()}
	if !s.add(seq("2")) || s.add(seq("2")) {
		t.Fatal("a sequence was not seen exactly once")
	}
	if !s.add(seq(json.Number("2"))) || s.add(seq(json.Number("2"))) {
		t.Fatal(`2 and "2" are one sequence`)
	}
	// Past the array, the hashed set: still once each.
	for i := range 20 {
		if !s.add(seq(json.Number(strconv.Itoa(i+10)))) || s.add(seq(json.Number(strconv.Itoa(i+10)))) {
			t.Fatalf("sequence %d was not seen exactly once", i)
		}
	}
	// A collision: another sequence holds the hash of seq(true).
	s.many[seqHash(s.seed, seq(true))] = seq(false)
	if !s.add(seq(true)) || s.add(seq(true)) {
		t.Fatal("a colliding sequence was lost or seen twice")
	}
	if !sameCalls(seq(nil), seq(nil)) || sameCalls(seq(nil), seq("")) {
		t.Fatal("sameCalls")
	}
}

// TestReasonFormat: a reason reads as fmt would write it.
func TestReasonFormat(t *testing.T) {
	for _, c := range []struct {
		r    reasonFmt
		want string
	}{
		{because("no tool %s; %s fits the call", "Serch", "Search"), "no tool Serch; Search fits the call"},
		{because("%s is read but no call produces it; %s outputs %s", "var1", "T", "a, b"), "var1 is read but no call produces it; T outputs a, b"},
		{because("100%s sure", ""), "100 sure"},
		{because("plain"), "plain"},
	} {
		if got := c.r.String(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// TestDefaultsMode: an inserted call writes its defaults as the sequence's
// calls do, always, or never.
func TestDefaultsMode(t *testing.T) {
	cat := executable(t)
	seq := mustParse(t, `var2 = Spotify_Scraper_Get_Artist_Overview(artistId="$var1.id$")`)
	for mode, want := range map[Defaults][]string{
		DefaultsLikeSequence: {"artistId", "type", "offset", "limit"}, // no call writes or omits one: written
		DefaultsAlways:       {"artistId", "type", "offset", "limit"},
		DefaultsNever:        {"artistId"},
	} {
		res := New(cat, Config{Defaults: mode, Timeout: time.Hour}).Refract(context.Background(), seq, "")
		if res.Verdict != Repaired || len(res.Calls) != 2 {
			t.Fatalf("mode %d: %s\n%s", mode, res.Verdict, FormatText(res.Calls))
		}
		var got []string
		for _, a := range res.Calls[0].Args {
			got = append(got, a.Name)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("mode %d: inserted %s", mode, FormatText(res.Calls[:1]))
		}
	}
}

// An output of the missing input's own name that nothing reads is the
// value the sequence computed for it: a number the request links to the
// input's words ("a call to the number +1234567890") is no call_id.
func TestExactOutputBeatsLinkedLiteral(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "dial_phone_number", Inputs: []Input{{Name: "phone_number", Type: "string", Required: true, Description: "the number to call"}},
			Outputs: []Output{{Name: "call_id", Type: "string", Description: "the ID of the call"}}},
		{Name: "monitor_call_quality", Inputs: []Input{{Name: "call_id", Type: "string", Required: true, Description: "ID of the call"}},
			Outputs: []Output{{Name: "feedback", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = dial_phone_number(phone_number="+1234567890")
var2 = monitor_call_quality()`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Please initiate a call to the number +1234567890. After the call, report on the call quality.")
	if got, _ := res.Calls[1].Args.Get("call_id"); got != "$var1.call_id$" {
		t.Errorf("call_id = %v, want the dial's output; edits %v", got, res.Edits)
	}
}

// An identifier's code the request writes beside the input's word beats
// an unread output of the input's name: "hire user ravi_dev ... for gig
// GIG-7002" after posting a gig is GIG-7002 (the posted gig's output was
// taken); an acronym is no such code ("its transcribed RNA sequence").
func TestNamedCodeBeatsExactOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "post_gig", Inputs: []Input{{Name: "title", Type: "string", Required: true, Description: "Gig title"}},
			Outputs: []Output{{Name: "gig_id", Type: "string", Description: "Gig"}}},
		{Name: "hire_freelancer", Inputs: []Input{{Name: "gig_id", Type: "string", Required: true, Description: "Gig ID"}, {Name: "freelancer", Type: "string", Required: true, Description: "Freelancer's username"}},
			Outputs: []Output{{Name: "contract", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = post_gig(title="Shopify store setup")
var2 = hire_freelancer(freelancer="ravi_dev")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Post 'Shopify store setup' and hire user ravi_dev at 60/hr for gig GIG-7002")
	if got, _ := res.Calls[1].Args.Get("gig_id"); got != "GIG-7002" {
		t.Errorf("gig_id = %v, want GIG-7002; edits %v", got, res.Edits)
	}
}

// An inserted call's input takes an earlier output of its own name over
// a number the request gives with no word of the input beside it: the
// extraction cost's difficulty is the reservoir's, not the bid's
// $20,000,000.
func TestInsertedExactOutputBeatsUnnamedNumber(t *testing.T) {
	str := func(n string) Input { return requiredString(n, "") }
	cat := mustCatalog(t, []*Tool{
		{Name: "get_oil_reservoir", Inputs: []Input{str("region"), {Name: "depth", Type: "number", Required: true}},
			Outputs: []Output{{Name: "reservoir_data"}, {Name: "extraction_difficulty", Type: "number"}}},
		{Name: "calculate_extraction_cost", Inputs: []Input{{Name: "extraction_difficulty", Type: "number", Required: true, Description: "the difficulty level of extracting the oil"}},
			Outputs: []Output{{Name: "cost_estimate"}, {Name: "time_estimate"}}},
		{Name: "secure_extraction_rights", Inputs: []Input{str("region")}, Outputs: []Output{{Name: "rights_status"}}},
		{Name: "plan_drilling_operation", Inputs: []Input{{Name: "duration", Type: "number", Required: true}}, Outputs: []Output{{Name: "plan"}}},
	})
	calls := mustParse(t, `var1 = get_oil_reservoir(region="North Sea", depth=1500.0)
var4 = secure_extraction_rights(region="North Sea")
var5 = plan_drilling_operation(duration="$var3.time_estimate$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Please pinpoint the oil reservoir in the North Sea at a depth of 1500 meters. Then provide the estimated cost and timeline. "+
			"Thereafter, procure the extraction rights for oil in the North Sea by means of a bid valued at $20,000,000. "+
			"Finally, plan the drilling operation for the anticipated timeline.")
	if len(res.Calls) != 4 || res.Calls[1].Name != "calculate_extraction_cost" {
		t.Fatalf("calls %v, want calculate_extraction_cost inserted second; edits %v", res.Calls, res.Edits)
	}
	if got, _ := res.Calls[1].Args.Get("extraction_difficulty"); got != "$var1.extraction_difficulty$" {
		t.Errorf("extraction_difficulty = %v, want the reservoir's output; edits %v", got, res.Edits)
	}
}

// An output whose description speaks of an input is no value for it when
// their types differ: a similarity score is no original text.
func TestDescribedOutputKeepsTypes(t *testing.T) {
	str := requiredString
	cat := mustCatalog(t, []*Tool{
		{Name: "analyze_source_text", Inputs: []Input{str("text", "the source text to be translated"), str("language", "the language of the source text")},
			Outputs: []Output{{Name: "text_similarity", Type: "number", Description: "a measure of how closely the translated text matches the original"},
				{Name: "complexity_level", Type: "string", Description: "the complexity level of the source text"}}},
		{Name: "translate_text", Inputs: []Input{str("source_text", "the text to be translated"), str("target_language", "the language to which the text will be translated")},
			Outputs: []Output{{Name: "text", Type: "string", Description: "the text translated to the target language"}}},
		{Name: "proofread_translation", Inputs: []Input{str("translated", "the translated text"), str("original", "the original text for comparison")},
			Outputs: []Output{{Name: "errors_found", Type: "integer"}}},
	})
	calls := mustParse(t, `var1 = analyze_source_text(text="Sample text for analysis", language="English")
var2 = translate_text(source_text="Text to be translated", target_language="French")
var3 = proofread_translation(translated="$var2.text$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Please evaluate an English passage dubbed as \"Sample text for analysis\". Then convert the phrase specified as \"Text to be translated\", into French vernacular. Ultimately, cross-check the translated script with the source text for accuracy.")
	if got, _ := res.Calls[2].Args.Get("original"); got == "$var1.text_similarity$" {
		t.Errorf("original = %v, a number for a text; edits %v", got, res.Edits)
	}
}

// An output described as an input is described is no value for it when
// their names say two kinds of one thing: the session's therapist_name is
// no workshop's facilitator_name, which the request gives ("led by
// therapist Jane").
func TestDescribedOutputOtherKind(t *testing.T) {
	str := requiredString
	cat := mustCatalog(t, []*Tool{
		{Name: "schedule_art_therapy_session", Inputs: []Input{str("participant_name", "name of the participant"), str("session_type", "type of art therapy session"), str("date", "date of the therapy session")},
			Outputs: []Output{{Name: "session_details", Type: "string", Description: "details of the therapy session"},
				{Name: "therapist_name", Type: "string", Description: "name of the therapist conducting the session"}}},
		{Name: "conduct_art_therapy_workshop", Inputs: []Input{str("workshop_title", "title of the art therapy workshop"), str("facilitator_name", "name of the workshop facilitator"),
			{Name: "duration", Type: "integer", Required: true, Description: "duration of the workshop, default unit: hours"}},
			Outputs: []Output{{Name: "workshop_schedule", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = schedule_art_therapy_session(participant_name="Alice", session_type="Painting Therapy", date="June 20, 2023")
var2 = conduct_art_therapy_workshop(workshop_title="Expressive Art Workshop", duration=3)`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Please schedule a painting therapy session for Alice on June 20, 2023, and conduct an expressive art workshop led by therapist Jane lasting for 3 hours.")
	if got, _ := res.Calls[1].Args.Get("facilitator_name"); got == "$var1.therapist_name$" {
		t.Errorf("facilitator_name = %v; edits %v", got, res.Edits)
	}
}

// A number the request states for an input beats an output that only
// descriptions link to it: "suggest 5 articles" is the limit, not the
// author's count of "articles written" that nothing reads.
func TestStatedValueBeatsDescribedOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "get_article_headline", Inputs: []Input{{Name: "keyword", Type: "string", Required: true, Description: "the keyword the article contains"}},
			Outputs: []Output{{Name: "author", Type: "string", Description: "the author of the article"}}},
		{Name: "get_author_info", Inputs: []Input{{Name: "author", Type: "string", Required: true, Description: "the name of the author"}},
			Outputs: []Output{{Name: "birthplace", Type: "string", Description: "the birthplace of the author"},
				{Name: "articles_written", Type: "integer", Description: "the total number of articles written by the author"}}},
		{Name: "recommend_similar_articles", Inputs: []Input{{Name: "keyword", Type: "string", Required: true, Description: "the keyword used to search for similar articles"},
			{Name: "limit", Type: "integer", Required: true, Description: "the maximum number of articles to recommend"}},
			Outputs: []Output{{Name: "similar_articles", Type: "array"}}},
	})
	calls := mustParse(t, `var1 = get_article_headline(keyword="elections")
var2 = get_author_info(author="$var1.author$")
var3 = recommend_similar_articles(keyword="elections")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Please share the title of a piece that incorporates the word which is elections. Following this, extract information concerning "+
			"the author who penned the aforementioned piece. Lastly, suggest 5 articles that bear similarity about elections.")
	if got, _ := res.Calls[2].Args.Get("limit"); fmt.Sprint(got) != "5" {
		t.Errorf("limit = %v, want the 5 the request states; edits %v", got, res.Edits)
	}
}

// A value the request states that a producer was given for an input of
// the same name, and outputs again, is read from the producer when the
// call reads the producer's other echoes: the sequence's convention.
func TestEchoReference(t *testing.T) {
	str := func(n string) Input { return requiredString(n, "") }
	out := func(n string) Output { return Output{Name: n, Type: "string"} }
	cat := mustCatalog(t, []*Tool{
		{Name: "FindBus", Inputs: []Input{str("origin"), str("destination"), str("departure_date")},
			Outputs: []Output{out("origin"), out("destination"), out("departure_date"), out("departure_time")}},
		{Name: "BuyBusTicket", Inputs: []Input{str("origin"), str("destination"), str("departure_date"), str("departure_time")},
			Outputs: []Output{out("ticket")}},
	})
	calls := mustParse(t, `var1 = FindBus(origin="Boston", destination="New York", departure_date="5/1/2023")
var2 = BuyBusTicket(destination="$var1.destination$", departure_date="$var1.departure_date$", departure_time="$var1.departure_time$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "Find a bus from Boston to New York on 5/1/2023 and buy a ticket for it.")
	if got, _ := res.Calls[1].Args.Get("origin"); got != "$var1.origin$" {
		t.Errorf("origin = %v, want the search's echo; edits %v", got, res.Edits)
	}
}

// An inserted call's input reads the earlier output its name and
// description name in full ("smoke", "the status of smoke detection", is
// the detector's smoke_status), though the output's head is another word.
func TestInsertedReadsOutputItsDescriptionNames(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "detect_smoke", Inputs: []Input{{Name: "location", Type: "string", Required: true, Description: "the location where smoke is detected"}},
			Outputs: []Output{{Name: "smoke_status", Type: "boolean", Description: "whether smoke is detected"}, {Name: "nearby_resources", Type: "array"}}},
		{Name: "assess_fire_intensity", Inputs: []Input{{Name: "smoke", Type: "boolean", Required: true, Description: "the status of smoke detection"},
			{Name: "wind_speed", Type: "integer", Required: true, Description: "the speed of the wind, default unit: km/h"}},
			Outputs: []Output{{Name: "fire_intensity", Type: "string", Description: "the intensity of the fire"}}},
		{Name: "deploy_firefighters", Inputs: []Input{{Name: "tools", Type: "array", Required: true}, {Name: "level", Type: "string", Required: true}},
			Outputs: []Output{{Name: "deployment_status", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = detect_smoke(location="Yosemite National Park")
var3 = deploy_firefighters(tools="$var1.nearby_resources$", level="$var2.fire_intensity$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Can you help determine whether there is thick smoke in Yosemite National Park? Then, the local wind speed is 15 kilometers per hour. "+
			"Please infer the intensity of the fire and deploy firefighters.")
	if len(res.Calls) != 3 || res.Calls[1].Name != "assess_fire_intensity" {
		t.Fatalf("calls %v, want assess_fire_intensity inserted; edits %v", res.Calls, res.Edits)
	}
	if got, _ := res.Calls[1].Args.Get("smoke"); got != "$var1.smoke_status$" {
		t.Errorf("smoke = %v, want the detector's smoke_status; edits %v", got, res.Edits)
	}
}

// A number the request states in a unit of the input's class is the
// input's, though an earlier output nothing reads has the input's name:
// the thermostat is set to the 68 degrees asked for, not to the weather's
// temperature.
func TestMeasuredValueBeatsUnreadOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "get_weather", Inputs: []Input{{Name: "city", Type: "string", Required: true}, {Name: "unit", Type: "string", Description: "celsius or fahrenheit"}},
			Outputs: []Output{{Name: "temperature", Type: "number", Description: "the current temperature"}, {Name: "conditions", Type: "string"}}},
		{Name: "set_thermostat", Inputs: []Input{{Name: "room", Type: "string", Required: true}, {Name: "temperature", Type: "number", Required: true, Description: "target temperature in degrees"}},
			Outputs: []Output{{Name: "status", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = get_weather(city="Denver", unit="fahrenheit")
var2 = set_thermostat(room="living room")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Can you check the weather in Denver in fahrenheit and then set the living room thermostat to 68 degrees?")
	if got, _ := res.Calls[1].Args.Get("temperature"); fmt.Sprint(got) != "68" {
		t.Errorf("temperature = %v, want the 68 degrees asked for; edits %v", got, res.Edits)
	}

	// But a request that names the output ("the measured voltage") asks
	// for it, not for the one voltage another call does not take.
	num := func(n string) Input { return Input{Name: n, Type: "number", Required: true} }
	cat = mustCatalog(t, []*Tool{
		{Name: "measure_voltage", Inputs: []Input{num("voltage_source"), num("resistance")}, Outputs: []Output{{Name: "measured_voltage", Type: "number"}}},
		{Name: "calibrate_instrument", Inputs: []Input{num("reference_voltage"), num("calibration_factor")}, Outputs: []Output{{Name: "calibrated", Type: "boolean"}}},
		{Name: "calculate_power", Inputs: []Input{num("voltage"), num("current")}, Outputs: []Output{{Name: "power", Type: "number"}}},
	})
	calls = mustParse(t, `var1 = measure_voltage(voltage_source=12.5, resistance=10.0)
var2 = calibrate_instrument(reference_voltage=5.0, calibration_factor=1.1)
var3 = calculate_power(current=0.5)`)
	res = New(cat, Config{}).Refract(context.Background(), calls,
		"Please measure the voltage from a 12.5V voltage source with a 10.0 Ohm resistance. Then, calibrate a multimeter using a 5.0V reference voltage and a calibration factor of 1.1. Finally, help estimate the power generated with the measured voltage of the circuit and a current of 0.5A.")
	if got, _ := res.Calls[2].Args.Get("voltage"); got != "$var1.measured_voltage$" {
		t.Errorf("voltage = %v, want the measured voltage; edits %v", got, res.Edits)
	}
}

// A value another call gives an input of the same name is this input's
// too, rather than an unread output of another name: "AP-3307: home check
// at 12 Fern Way, and I'll pay the $150 fee" pays application AP-3307, no
// check_id.
func TestSameNameLiteralBeatsUnreadOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "home_check", Inputs: []Input{{Name: "application_id", Type: "string", Required: true, Description: "Application ID"}, {Name: "address", Type: "string", Required: true}},
			Outputs: []Output{{Name: "check_id", Type: "string", Description: "Check ID"}}},
		{Name: "pay_fee", Inputs: []Input{{Name: "application_id", Type: "string", Required: true, Description: "Application ID"}, {Name: "amount", Type: "number", Required: true}},
			Outputs: []Output{{Name: "receipt", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = home_check(application_id="AP-3307", address="12 Fern Way")
var2 = pay_fee(amount=150)`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "AP-3307: home check at 12 Fern Way please, and I'll pay the $150 fee now")
	if got, _ := res.Calls[1].Args.Get("application_id"); got != "AP-3307" {
		t.Errorf("application_id = %v, want AP-3307; edits %v", got, res.Edits)
	}
}

// An inserted call's input takes the unread output of its own name over a
// number the request links to it but another call already has: "file a
// claim ... and estimate the payout at 70 percent coverage" files the
// assessment's damage_percent, not the coverage's 70.
func TestInsertedExactOutputBeatsReusedLiteral(t *testing.T) {
	num := func(n, d string) Input { return Input{Name: n, Type: "number", Required: true, Description: d} }
	str := func(n, d string) Input { return Input{Name: n, Type: "string", Required: true, Description: d} }
	cat := mustCatalog(t, []*Tool{
		{Name: "assess_crop_damage", Inputs: []Input{str("farm_id", "the identifier of the farm"), str("crop", "the type of crop"), str("event", "the weather event")},
			Outputs: []Output{{Name: "damage_percent", Type: "number", Description: "the share of the crop damaged, in percent"}}},
		{Name: "file_crop_claim", Inputs: []Input{str("policy_number", "the insurance policy number"), num("damage_percent", "the share of the crop damaged, in percent"), num("acres", "the affected acreage")},
			Outputs: []Output{{Name: "claim_id", Type: "string", Description: "the claim ID"}}},
		{Name: "estimate_payout", Inputs: []Input{str("claim_id", "the claim ID"), {Name: "coverage_level", Type: "integer", Required: true, Description: "the coverage level, in percent"}},
			Outputs: []Output{{Name: "payout", Type: "number"}}},
	})
	calls := mustParse(t, `var1 = assess_crop_damage(farm_id="F-3310", crop="rice", event="flood")
var3 = estimate_payout(claim_id="$var2.claim_id$", coverage_level=70)`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"After the flood on farm F-3310, assess the damage to its rice, file a claim on policy CP-66041 covering 120 acres, and estimate the payout at 70 percent coverage.")
	if len(res.Calls) != 3 {
		t.Fatalf("calls = %v, want the claim inserted; edits %v", res.Calls, res.Edits)
	}
	if got, _ := res.Calls[1].Args.Get("damage_percent"); got != "$var1.damage_percent$" {
		t.Errorf("damage_percent = %v, want the assessment's; edits %v", got, res.Edits)
	}
}

// A code the request writes and no call uses may be the missing value:
// the output nothing reads is no surer, so the input is asked ("add an A
// record 203.0.113.40" was given the registration's order ID).
func TestUnusedCodeBeatsUnreadOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "register_domain", Inputs: []Input{{Name: "domain", Type: "string", Required: true}, {Name: "years", Type: "integer", Required: true}},
			Outputs: []Output{{Name: "order_id", Type: "string", Description: "Order ID"}}},
		{Name: "set_dns", Inputs: []Input{{Name: "domain", Type: "string", Required: true}, {Name: "type", Type: "string", Required: true, Enum: []any{"A", "CNAME"}}, {Name: "value", Type: "string", Required: true, Description: "Record value"}},
			Outputs: []Output{{Name: "record_id", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = register_domain(domain="tidepoolcafe.com", years=1)
var2 = set_dns(domain="tidepoolcafe.com", type="A")`)
	res := New(cat, Config{}).Refract(context.Background(), calls,
		"Register tidepoolcafe.com for 1 year and add an A record 203.0.113.40")
	if got, _ := res.Calls[1].Args.Get("value"); got == "$var1.order_id$" {
		t.Errorf("value = %v, want the record's value or an ask; edits %v", got, res.Edits)
	}
}

// A list of items is a payload (Lexicon.PayloadNames): it takes the
// recipe's ingredients the request names ("add its ingredients to my
// list").
func TestItemsTakeMentionedOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "find_recipe", Inputs: []Input{requiredString("dish", "")}, Outputs: []Output{{Name: "recipe_id", Type: "string"}, {Name: "ingredients", Type: "array"}}},
		{Name: "add_to_list", Inputs: []Input{{Name: "items", Type: "array", Required: true}}, Outputs: []Output{{Name: "ok", Type: "boolean"}}},
	})
	calls := mustParse(t, `var1 = find_recipe(dish="shakshuka")
var2 = add_to_list()`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "Recipe: shakshuka. Add the ingredients to my list.")
	if got, _ := res.Calls[1].Args.Get("items"); got != "$var1.ingredients$" {
		t.Errorf("items = %v, want the recipe's ingredients; edits %v", got, res.Edits)
	}
}

// An input whose name says only its role takes the unread output its
// description names: "to", a "Recipient email", is the candidate's email.
func TestRoleNameTakesDescribedOutput(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "find_candidates", Inputs: []Input{requiredString("role", "Job role"), requiredString("city", "City")},
			Outputs: []Output{{Name: "candidate_id", Type: "string", Description: "Best candidate ID"}, {Name: "email", Type: "string", Description: "Candidate email"}}},
		{Name: "send_email", Inputs: []Input{requiredString("to", "Recipient email"), requiredString("subject", "Subject line")}, Outputs: []Output{{Name: "ok", Type: "boolean"}}},
	})
	calls := mustParse(t, `var1 = find_candidates(role="product designer", city="Berlin")
var2 = send_email(subject="Interview invitation")`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "Look for product designers in Berlin, then email the top one with the subject 'Interview invitation'")
	if got, _ := res.Calls[1].Args.Get("to"); got != "$var1.email$" {
		t.Errorf("to = %v, want the candidate's email; edits %v", got, res.Edits)
	}
}

// A payload input takes the one output of an unread earlier call the
// request names ("email the price"); a list output only when the request
// says which item ("the first").
func TestPayloadTakesMentionedOutput(t *testing.T) {
	str := func(n string) Input { return requiredString(n, "") }
	cat := mustCatalog(t, []*Tool{
		{Name: "get_stock_price", Inputs: []Input{str("symbol")},
			Outputs: []Output{{Name: "price", Type: "number"}, {Name: "change_percent", Type: "number"}, {Name: "headlines", Type: "array"}}},
		{Name: "send_email", Inputs: []Input{str("to"), str("subject"), str("body")}, Outputs: []Output{{Name: "status", Type: "string"}}},
	})
	for _, c := range []struct{ request, want string }{
		{"What's NVDA trading at? Then email the price to trader@fund.io with subject Daily quote.", "$var1.price$"},
		{"Find NVDA's headlines, then email the first headline to trader@fund.io with subject Daily quote.", "$var1.headlines[0]$"},
	} {
		calls := mustParse(t, `var1 = get_stock_price(symbol="NVDA")
var2 = send_email(to="trader@fund.io", subject="Daily quote")`)
		res := New(cat, Config{}).Refract(context.Background(), calls, c.request)
		if got, _ := res.Calls[1].Args.Get("body"); got != c.want {
			t.Errorf("%q: body = %v, want %s; edits %v", c.request, got, c.want, res.Edits)
		}
	}
	// an inserted call's payload too, though another input of the call
	// reads the producer already: not the same output twice
	cat = mustCatalog(t, []*Tool{
		{Name: "retrieve_job_applicants", Inputs: []Input{str("job_id")}, Outputs: []Output{{Name: "applicants", Type: "array"}, {Name: "price", Type: "number"}}},
		{Name: "screen_candidates", Inputs: []Input{{Name: "applicant_list", Type: "array", Required: true}, {Name: "keywords", Type: "array", Required: true}},
			Outputs: []Output{{Name: "shortlisted_applicants", Type: "array"}}},
		{Name: "send_email", Inputs: []Input{str("to"), str("body")}, Outputs: []Output{{Name: "status", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = retrieve_job_applicants(job_id="J1")
var3 = send_email(to="hr@corp.io", body="$var2.shortlisted_applicants$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "Get the applicants of job J1, screen the applicants, and email the shortlist to hr@corp.io.")
	if len(res.Calls) != 3 || res.Calls[1].Name != "screen_candidates" {
		t.Fatalf("calls %v, want screen_candidates inserted; edits %v", res.Calls, res.Edits)
	}
	if got, _ := res.Calls[1].Args.Get("keywords"); got == "$var1.applicants$" {
		t.Errorf("keywords = %v, the applicants the call screens", got)
	}
	cat = mustCatalog(t, []*Tool{
		{Name: "get_stock_price", Inputs: []Input{str("symbol")}, Outputs: []Output{{Name: "price", Type: "number"}, {Name: "change_percent", Type: "number"}}},
		{Name: "send_sms", Inputs: []Input{str("phone_number"), str("message")}, Outputs: []Output{{Name: "sms_id", Type: "string"}}},
		{Name: "log_delivery", Inputs: []Input{str("sms_id")}, Outputs: []Output{{Name: "logged", Type: "boolean"}}},
	})
	calls = mustParse(t, `var1 = get_stock_price(symbol="NVDA")
var3 = log_delivery(sms_id="$var2.sms_id$")`)
	res = New(cat, Config{}).Refract(context.Background(), calls, "What's NVDA trading at? Text the price to 416-555-0199 and log the delivery.")
	if len(res.Calls) != 3 || res.Calls[1].Name != "send_sms" {
		t.Fatalf("calls %v, want send_sms inserted; edits %v", res.Calls, res.Edits)
	}
	if got, _ := res.Calls[1].Args.Get("message"); got != "$var1.price$" {
		t.Errorf("inserted message = %v, want $var1.price$; edits %v", got, res.Edits)
	}
}

// A catalog not made by NewCatalog, or whose tools changed after it, is
// ranked from an index built on the spot: never a panic.
func TestCatalogNotIndexed(t *testing.T) {
	hotels := &Tool{Name: "search_hotels", Inputs: []Input{{Name: "city", Required: true}}}
	indexed, err := NewCatalog([]*Tool{{Name: "get_weather", Inputs: []Input{{Name: "city"}}}})
	if err != nil {
		t.Fatal(err)
	}
	indexed.Tools = append(indexed.Tools, hotels)
	for _, cat := range []*Catalog{{Tools: []*Tool{hotels}}, indexed} {
		res := New(cat, Config{}).Refract(context.Background(), []Call{{Name: "search_hotel", Args: Args{{Name: "city", Value: "Paris"}}}}, "")
		if res.Verdict == Valid {
			t.Errorf("an unknown tool was found valid: %+v", res)
		}
	}
}

// Between tools that fit a misspelled call equally, a rename does not
// duplicate a call the sequence already makes, and keeps the call's way
// of joining words.
func TestRenameTieBreaks(t *testing.T) {
	loc := []Input{{Name: "location", Type: "string", Required: true}}
	out := []Output{{Name: "items", Type: "array"}}
	cat := mustCatalog(t, []*Tool{
		{Name: "Stats_GetNews", Inputs: loc, Outputs: out},
		{Name: "Stats_GetFigures", Inputs: loc, Outputs: out},
		{Name: "HotelsSearchRooms", Inputs: loc, Outputs: out},
		{Name: "Hotels_Search_Rooms", Inputs: loc, Outputs: out},
	})
	for _, c := range []struct{ calls, want string }{
		{`var1 = Stats_Get(location="Spain")
var2 = Stats_GetNews(location="Spain")`, "Stats_GetFigures"},
		{`var1 = Hotels_Rooms_Search(location="Paris")`, "Hotels_Search_Rooms"},
		{`var1 = HotelsRoomsSearch(location="Paris")`, "HotelsSearchRooms"},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, c.calls), "")
		if got := res.Calls[0].Name; got != c.want {
			t.Errorf("%s: renamed to %s, want %s; edits %v", c.calls, got, c.want, res.Edits)
		}
	}
}

// A misspelled field is the output it spells, before the output named
// like the parameter that reads it.
func TestFieldSpellingBeatsParam(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "analyze_work", Inputs: []Input{{Name: "title", Type: "string", Required: true}},
			Outputs: []Output{{Name: "themes", Type: "array"}, {Name: "main_theme", Type: "string"}}},
		{Name: "compare_works", Inputs: []Input{{Name: "theme", Type: "string", Required: true}},
			Outputs: []Output{{Name: "report", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = analyze_work(title="Emma")
var2 = compare_works(theme="$var1.min_theme$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "")
	if got, _ := res.Calls[1].Args.Get("theme"); got != "$var1.main_theme$" {
		t.Errorf("theme = %v, want $var1.main_theme$; edits %v", got, res.Edits)
	}
}

// A number given for a text input becomes its string as the request
// writes it: the type lost an account number's leading zero, or a code's
// trailing zero after its point ("HS 8471.30" became "8471.3", a wrong
// value).
func TestCoerceKeepsRequestDigits(t *testing.T) {
	cat := mustCatalog(t, []*Tool{{Name: "pay", Inputs: []Input{{Name: "bank_account", Type: "string", Required: true}}}})
	for _, c := range []struct{ request, given, want string }{
		{`Pay into the bank account "0123456789".`, "123456789", "0123456789"},
		{`Pay into the bank account 123456789.`, "123456789", "123456789"},
		{`Pay into the bank account 8471.30, HS code`, "8471.3", "8471.30"},
		{`Pay into the bank account 8471.3`, "8471.3", "8471.3"},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = pay(bank_account=`+c.given+`)`), c.request)
		if got, _ := res.Calls[0].Args.Get("bank_account"); got != c.want {
			t.Errorf("%s: bank_account = %#v, want %q; edits %v", c.request, got, c.want, res.Edits)
		}
	}
}

// A field path equally like two outputs is the one the parameter reading
// it names; one the path is more like stays the path's.
func TestFieldTieGoesToParam(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "search_flights", Inputs: []Input{{Name: "city", Type: "string", Required: true}},
			Outputs: []Output{{Name: "inbound_arrival_time", Type: "string"}, {Name: "inbound_departure_time", Type: "string"},
				{Name: "themes", Type: "array"}, {Name: "main_theme", Type: "string"}}},
		{Name: "reserve", Inputs: []Input{{Name: "inbound_departure_time", Type: "string", Required: true}, {Name: "theme", Type: "string", Required: true}},
			Outputs: []Output{{Name: "id", Type: "string"}}},
	})
	calls := mustParse(t, `var1 = search_flights(city="Paris")
var2 = reserve(inbound_departure_time="$var1.inbound__time$", theme="$var1.mqin_thjeme$")`)
	res := New(cat, Config{}).Refract(context.Background(), calls, "")
	for p, want := range map[string]string{"inbound_departure_time": "$var1.inbound_departure_time$", "theme": "$var1.main_theme$"} {
		if got, _ := res.Calls[1].Args.Get(p); got != want {
			t.Errorf("%s = %v, want %s; edits %v", p, got, want, res.Edits)
		}
	}
}

// The missing call is the producer the request speaks of, not a finder
// it does not: "the price of TSLA" is a stock's price, though two search
// tools output a price too; "find the lyrics" is find_song_lyrics, though
// get_song_lyrics outputs them as well.
func TestInsertedProducerTheRequestNames(t *testing.T) {
	str := func(n string) Input { return requiredString(n, "") }
	cat := mustCatalog(t, []*Tool{
		{Name: "search_flights", Inputs: []Input{str("origin"), str("destination"), str("departure_date")}, Outputs: []Output{{Name: "flight_id"}, {Name: "price"}}},
		{Name: "search_products", Inputs: []Input{str("query")}, Outputs: []Output{{Name: "product_id"}, {Name: "price"}}},
		{Name: "get_stock_price", Inputs: []Input{{Name: "symbol", Type: "string", Required: true, Description: "Ticker symbol, e.g. AAPL"}}, Outputs: []Output{{Name: "price"}}},
		{Name: "convert_currency", Inputs: []Input{{Name: "amount", Type: "number", Required: true}, str("from_currency"), str("to_currency")}, Outputs: []Output{{Name: "converted_amount"}}},
		{Name: "get_song_lyrics", Inputs: []Input{str("artist"), str("title")}, Outputs: []Output{{Name: "lyrics"}}},
		{Name: "find_song_lyrics", Inputs: []Input{str("title"), str("artist")}, Outputs: []Output{{Name: "lyrics"}}},
		{Name: "translate", Inputs: []Input{str("text"), str("target_language")}, Outputs: []Output{{Name: "translation"}}},
	})
	for _, c := range []struct{ calls, request, want string }{
		{`var2 = convert_currency(amount="$var1.price$", from_currency="USD", to_currency="EUR")`, "Convert the price of TSLA from USD to EUR.", "get_stock_price"},
		{`var2 = translate(text="$var1.lyrics$", target_language="Spanish")`, "Find the lyrics for the song 'Shape of You' by Ed Sheeran and translate them to Spanish.", "find_song_lyrics"},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, c.calls), c.request)
		if len(res.Calls) != 2 || res.Calls[0].Name != c.want {
			t.Errorf("%s: inserted %v, want %s; edits %v", c.request, res.Calls, c.want, res.Edits)
		}
	}
}

// A call that lost an input takes the value another tool's call gives its
// input of the same name, when the request writes it in words grounding
// reads as no value, in a clause that speaks of this call alone ("the
// harvesting of the corn"); written only where the request speaks of the
// other call, the value is that call's.
func TestMissingTakesSiblingWrittenForIt(t *testing.T) {
	str := func(n string) Input { return requiredString(n, "") }
	cat := mustCatalog(t, []*Tool{
		{Name: "plant_crop", Inputs: []Input{str("crop_name"), {Name: "area", Type: "number", Required: true}}, Outputs: []Output{{Name: "crop_yield"}}},
		{Name: "harvest_crop", Inputs: []Input{str("crop_name"), str("season")}, Outputs: []Output{{Name: "crop_health"}}},
		{Name: "search_quotes", Inputs: []Input{str("keyword")}, Outputs: []Output{{Name: "quote_text"}}},
		{Name: "search_books", Inputs: []Input{str("keyword")}, Outputs: []Output{{Name: "title"}}},
	})
	for _, c := range []struct {
		calls, request, input string
		want                  any // nil: not the other call's value
	}{
		{"var1 = plant_crop(crop_name=\"Corn\", area=100)\nvar2 = harvest_crop(season=\"Fall\")",
			"Please plant corn across 100 acres. Eventually, proceed with the harvesting of the corn in Fall.", "crop_name", "Corn"},
		{"var1 = plant_crop(crop_name=\"Corn\", area=100)\nvar2 = harvest_crop(season=\"Fall\")",
			"Please plant corn across 100 acres. Eventually, proceed with the harvesting in Fall.", "crop_name", nil},
		{"var1 = search_quotes(keyword=\"love\")\nvar2 = search_books()",
			"Search for quotes about love and find associated books.", "keyword", nil},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, c.calls), c.request)
		if len(res.Calls) != 2 {
			t.Errorf("%s: %v, want two calls", c.request, res.Calls)
			continue
		}
		got, _ := res.Calls[1].Args.Get(c.input)
		sib, _ := res.Calls[0].Args.Get(c.input)
		if c.want == nil && fmt.Sprint(got) == fmt.Sprint(sib) || c.want != nil && fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %s = %v, want %v (nil: not %v); calls %v, edits %v", c.request, c.input, got, c.want, sib, res.Calls, res.Edits)
		}
	}
}

// An inserted call's required input takes the value grounding finds, as
// a call that lost the input does, though the request names it beside no
// word of the input ("deploy an IaaS cloud service" for a service_type
// whose description gives IaaS as an example).
func TestInsertedTakesFoundValue(t *testing.T) {
	num := func(n, d string) Input { return Input{Name: n, Type: "number", Required: true, Description: d} }
	cat := mustCatalog(t, []*Tool{
		{Name: "deploy_cloud_service", Inputs: []Input{{Name: "service_type", Type: "string", Required: true, Description: "type of cloud service, such as 'SaaS', 'PaaS', 'IaaS'"},
			num("storage_capacity", "storage capacity in GB"), num("data_transfer_rate", "data transfer rate in Mbps")}, Outputs: []Output{{Name: "service_ins"}}},
		{Name: "configure_resources", Inputs: []Input{{Name: "service_instance", Type: "string", Required: true}, {Name: "resources", Type: "array", Required: true}},
			Outputs: []Output{{Name: "status"}}},
		{Name: "monitor_performance", Inputs: []Input{{Name: "service_instance", Type: "string", Required: true}, num("monitoring_interval", "interval in minutes")},
			Outputs: []Output{{Name: "report"}}},
	})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var2 = configure_resources(service_instance="$var1.service_ins$", resources=["CPU", "RAM", "storage"])
var3 = monitor_performance(service_instance="$var1.service_ins$", monitoring_interval=10)`),
		"Please deploy an IaaS cloud service with 100GB storage capacity and a data transfer rate of 1000.0 Mbps. Then configure resources for the deployed service, including 4 CPU cores, 16GB RAM, and SSD storage. After that, monitor the performance of the deployed service at a 10-minute interval.")
	if len(res.Calls) != 3 || res.Calls[0].Name != "deploy_cloud_service" {
		t.Fatalf("%v, want deploy_cloud_service inserted; edits %v", res.Calls, res.Edits)
	}
	if got, _ := res.Calls[0].Args.Get("service_type"); got != "IaaS" {
		t.Errorf("service_type = %v, want IaaS; calls %v", got, res.Calls)
	}
}

// An inserted call's optional input does not take a value its tool's
// name says already: find_chinese_restaurant is given no cuisine
// "Chinese" (the three corpora's gold never gives a call a value that is a
// word of its tool's name), where search_restaurants is.
func TestInsertedOptionalNotTheToolsName(t *testing.T) {
	for _, c := range []struct {
		tool string
		want any
	}{
		{"find_chinese_restaurant", nil},
		{"search_restaurants", "Chinese"},
	} {
		cat := mustCatalog(t, []*Tool{
			{Name: c.tool, Inputs: []Input{requiredString("location", "City"), {Name: "cuisine", Type: "string", Description: "Type of food"}},
				Outputs: []Output{{Name: "restaurant_name"}}},
			{Name: "order_from_menu", Inputs: []Input{requiredString("restaurant_name", ""), requiredString("menu_choice", "Dish to order")},
				Outputs: []Output{{Name: "order_total", Type: "number"}}},
		})
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var2 = order_from_menu(restaurant_name="$var1.restaurant_name$", menu_choice="Kung Pao Chicken")`),
			"I am in Paris and want Chinese food for lunch. Please order Kung Pao Chicken there.")
		wantInsertedArg(t, c.tool, res, c.tool, "cuisine", c.want)
	}
}

// No call reads one output for two inputs (none does in the three
// corpora's gold): an inserted call's end_point is not its start_point's
// location again, nor a lost input the output another argument reads.
func TestOneOutputOneInput(t *testing.T) {
	str := requiredString
	cat := mustCatalog(t, []*Tool{
		{Name: "get_robot_status", Inputs: []Input{{Name: "robot_id", Type: "integer", Required: true}},
			Outputs: []Output{{Name: "battery_level", Type: "integer"}, {Name: "location", Type: "string", Description: "the current location of the robot"}}},
		{Name: "plan_robot_mission", Inputs: []Input{str("start_point", "the initial location of the robot"), str("end_point", "the destination location of the robot")}, Outputs: []Output{{Name: "mission_steps"}}},
		{Name: "execute_robot_mission", Inputs: []Input{str("steps", "")}, Outputs: []Output{{Name: "status"}}},
	})
	const request = "Check the status of the robot with ID 1, then plan its mission and execute it."
	for _, calls := range []string{
		"var1 = get_robot_status(robot_id=1)\nvar2 = plan_robot_mission(start_point=\"$var1.location$\")\nvar3 = execute_robot_mission(steps=\"$var2.mission_steps$\")",
		"var1 = get_robot_status(robot_id=1)\nvar3 = execute_robot_mission(steps=\"$var2.mission_steps$\")",
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, calls), request)
		if len(res.Calls) != 3 || res.Calls[1].Name != "plan_robot_mission" {
			t.Errorf("%s: %v, want plan_robot_mission second", calls, res.Calls)
			continue
		}
		start, _ := res.Calls[1].Args.Get("start_point")
		end, _ := res.Calls[1].Args.Get("end_point")
		if fmt.Sprint(start) == fmt.Sprint(end) {
			t.Errorf("%s: start_point and end_point are both %v; edits %v", calls, start, res.Edits)
		}
	}
	// In a call that lost an input: the grammatical features are not the
	// lexical ones again (nestools-0687).
	text, err := NewCatalog([]*Tool{
		{Name: "extract_text_features", Inputs: []Input{str("text", "the text to analyze")}, Outputs: []Output{{Name: "features", Type: "object"}}},
		{Name: "analyze_text_context", Inputs: []Input{{Name: "lexical_features", Type: "object", Required: true, Description: "lexical features of the text"},
			{Name: "grammatical_features", Type: "object", Required: true, Description: "grammatical features of the text"}}, Outputs: []Output{{Name: "context"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	res := New(text, Config{}).Refract(context.Background(), mustParse(t, "var1 = extract_text_features(text=\"The quick brown fox\")\nvar2 = analyze_text_context(lexical_features=\"$var1.features$\")"),
		`Extract the features of the text "The quick brown fox", then analyze its context.`)
	if got, _ := res.Calls[1].Args.Get("grammatical_features"); fmt.Sprint(got) == "$var1.features$" {
		t.Errorf("grammatical_features = %v, read for lexical_features already; edits %v", got, res.Edits)
	}
}

// An inserted call takes the value another tool's call gives its input of
// the same name, when the request writes it only in words grounding reads
// as no value ("plant corn" for the Corn the harvest names); a list the
// request gives more items of is not passed along.
func TestInsertedTakesSiblingTheRequestWrites(t *testing.T) {
	str := func(n string) Input { return requiredString(n, "") }
	list := func(n string) Input { return Input{Name: n, Type: "array", Required: true} }
	cat := mustCatalog(t, []*Tool{
		{Name: "plant_crop", Inputs: []Input{str("crop_name"), {Name: "area", Type: "number", Required: true}}, Outputs: []Output{{Name: "crop_yield"}}},
		{Name: "harvest_crop", Inputs: []Input{str("crop_name"), str("expected")}, Outputs: []Output{{Name: "harvest_id"}}},
		{Name: "create_will", Inputs: []Input{list("assets")}, Outputs: []Output{{Name: "will_id"}}},
		{Name: "appoint_executor", Inputs: []Input{str("will"), list("assets")}, Outputs: []Output{{Name: "status"}}},
	})
	for _, c := range []struct {
		calls, request, input string
		want                  any // nil: asked
	}{
		{`var2 = harvest_crop(crop_name="Corn", expected="$var1.crop_yield$")`, "Please plant corn across 100 acres. Then harvest the corn in the fall.", "crop_name", "Corn"},
		{`var2 = appoint_executor(will="$var1.will_id$", assets=["savings", "investments"])`, "Create a will for my house, savings, and investments, then appoint an executor for the savings and investments.", "assets", nil},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, c.calls), c.request)
		if len(res.Calls) != 2 {
			t.Errorf("%s: %v, want a call inserted", c.request, res.Calls)
			continue
		}
		got, _ := res.Calls[0].Args.Get(c.input)
		if _, ask := IsAsk(got); c.want == nil && !ask || c.want != nil && fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %s = %v, want %v (nil: asked); calls %v", c.request, c.input, got, c.want, res.Calls)
		}
	}
}

// An array's item schema is checked, and grounding reads a list of its
// members from the request: in the corpus format ("items") and from a
// tool definition's JSON Schema alike.
func TestItemSchema(t *testing.T) {
	corpus, err := LoadCatalog([]byte(`{"tools": [{"name": "set_recurring", "inputs": [
		{"name": "task_id", "type": "string", "required": true},
		{"name": "days", "type": "array", "required": true, "description": "Weekdays",
		 "items": {"type": "string", "enum": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	defined, err := FromTools([]llms.Tool{{Type: "function", Function: &llms.FunctionDefinition{Name: "set_recurring", Parameters: map[string]any{
		"type": "object", "required": []string{"task_id", "days"},
		"properties": map[string]any{
			"task_id": map[string]any{"type": "string"},
			"days": map[string]any{"type": "array", "description": "Weekdays",
				"items": map[string]any{"type": "string", "enum": []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}}},
		},
	}}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, cat := range map[string]*Catalog{"corpus": corpus, "definition": defined} {
		in := cat.Tool("set_recurring").Input("days")
		if typeBad, enumBad := in.check([]any{"mon", "someday"}); !typeBad && !enumBad {
			t.Errorf("%s: an item outside the enum passes", name)
		}
		if typeBad, enumBad := in.check([]any{"mon", "fri"}); typeBad || enumBad {
			t.Errorf("%s: members fail the item schema", name)
		}
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = set_recurring(task_id="T-090")`), "T-090 should repeat every tue and thu")
		if v, _ := res.Calls[0].Args.Get("days"); fmt.Sprint(v) != "[tue thu]" {
			t.Errorf("%s: days = %v, want [tue thu]", name, v)
		}
	}
}

// An enum of numbers given a word ("any", "other"), a type mismatch before
// it is a bad member, takes the member the request states, as a string
// enum's bad member does; with none stated it is asked for, and the ask
// says what the type wants with its article.
// Members written as Go ints (a catalog built in Go) match as those decoded
// from JSON do.
func TestNumberEnumGivenWordTakesStatedMember(t *testing.T) {
	for _, members := range [][]any{{9, 18}, {9.0, 18.0}} {
		testNumberEnumGivenWord(t, members)
	}
}

func testNumberEnumGivenWord(t *testing.T, members []any) {
	cat := mustCatalog(t, []*Tool{{Name: "book_tee_time", Inputs: []Input{
		{Name: "course", Type: "string", Required: true},
		{Name: "holes", Type: "integer", Required: true, Enum: members},
	}}})
	for _, c := range []struct {
		request string
		want    any
	}{
		{"Just 9 holes at Riverside Links, me and my son", 9},
		{"a round at Riverside Links, 18 holes", 18},
		{"a round at Riverside Links", Ask("holes")},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = book_tee_time(course="Riverside Links", holes="other")`), c.request)
		got, _ := res.Calls[0].Args.Get("holes")
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s (members %#v): holes = %#v, want %#v; edits %v", c.request, members, got, c.want, res.Edits)
		}
		if _, asked := c.want.(map[string]any); asked && (len(res.Edits) == 0 || !strings.Contains(res.Edits[0].Reason, "must be an integer")) {
			t.Errorf("%s: edits %v, want the reason to say an integer", c.request, res.Edits)
		}
	}
}

// A course takes a name, as a hotel does: the inserted enrollment of
// nestools-0521 takes "Commercial Pilot License" for its course (asked
// before), its location the academy.
func TestInsertedCourseTakesName(t *testing.T) {
	cat := (&catalogs{dir: nestoolsDir}).get(t, "nestools-05/catalog.json")
	request := "Please help me enroll in a Commercial Pilot License course at the Flight Academy. The duration of the course is 16 weeks. " +
		"The training will take place at the Flight Academy. After this, please book a flight simulator session for practice on August 10, 2023, at 10:00 AM. " +
		"Following the practice sessions, schedule a flight exam at the Flight Exam Center. The flight exam will require completion of 20 practice sessions with the same instructor. " +
		"The location of the flight exam is the Flight Exam Center."
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var2 = book_flight_simulator(session="2023-08-10 10:00", instructor="$var1.instructor$")
var3 = schedule_flight_exam(practice_sessions=20, instructor="$var1.instructor$", location="Flight Exam Center")`), request)
	if len(res.Calls) != 3 || res.Calls[0].Name != "enroll_in_flight_training" {
		t.Fatalf("calls %v, want an enrollment inserted first", FormatText(res.Calls))
	}
	for param, want := range map[string]any{"course": "Commercial Pilot License", "location": "Flight Academy"} {
		if got, _ := res.Calls[0].Args.Get(param); got != want {
			t.Errorf("%s = %#v, want %q; edits %v", param, got, want, res.Edits)
		}
	}
}

// A date another call has for an input of the same name agrees with it
// only when the call's own clause states no date of its own that no call
// has: "a tasting on 2026-08-08 ..., then a vegan quote for 150 guests
// 2026-10-10" quotes 2026-10-10 (the tasting's date, a wrong value before).
func TestDateOfItsOwnClauseBeatsAgreement(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "tasting", Inputs: []Input{{Name: "date", Type: "string", Required: true, Description: "Date, YYYY-MM-DD"},
			{Name: "time", Type: "string", Required: true, Description: "Time, HH:MM"}, {Name: "people", Type: "integer", Required: true, Description: "People"}}},
		{Name: "quote_event", Inputs: []Input{{Name: "guests", Type: "integer", Required: true, Description: "Guests"},
			{Name: "menu", Type: "string", Required: true, Description: "Menu", Enum: []any{"bbq", "vegan"}},
			{Name: "date", Type: "string", Required: true, Description: "Event date, YYYY-MM-DD"}}},
	})
	calls := mustParse(t, `var1 = tasting(date="2026-08-08", time="11:30", people=4)
var2 = quote_event(guests=150, menu="vegan")`)
	for request, want := range map[string]any{
		"tasting for 4 on 2026-08-08 at 11:30, then a vegan quote for 150 guests 2026-10-10": "2026-10-10",
		// no date of its own: the tasting's agrees, as before
		"tasting for 4 on 2026-08-08 at 11:30, then a vegan quote for 150 guests that day": "2026-08-08",
	} {
		res := New(cat, Config{}).Refract(context.Background(), calls, request)
		if got, _ := res.Calls[1].Args.Get("date"); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: date = %#v, want %#v; edits %v", request, got, want, res.Edits)
		}
	}
}

// A range whose two numbers another call's bounds have is no code of an
// item: "1900-1920" beside "scan IT-41002" (a rival code before: asked).
func TestUsedRangeIsNoCode(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "search_catalog", Inputs: []Input{{Name: "query", Type: "string", Required: true, Description: "Search terms"},
			{Name: "from_year", Type: "integer", Required: true, Description: "Earliest year"}, {Name: "to_year", Type: "integer", Required: true, Description: "Latest year"}}},
		{Name: "scan_pages", Inputs: []Input{{Name: "item_id", Type: "string", Required: true, Description: "Item ID"},
			{Name: "pages", Type: "string", Required: true, Description: "Page range, e.g. 12-30"},
			{Name: "dpi", Type: "integer", Required: true, Description: "Resolution", Enum: []any{300, 600, 1200}}}},
	})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = search_catalog(query="suffrage pamphlets", from_year=1900, to_year=1920)
var2 = scan_pages(pages="1-8", dpi=300)`), "search suffrage pamphlets 1900-1920, and scan IT-41002 pp. 1-8 at 300 dpi")
	if got, _ := res.Calls[1].Args.Get("item_id"); got != "IT-41002" {
		t.Errorf("item_id = %#v, want IT-41002; edits %v", got, res.Edits)
	}
}

// The one identifier a request states, which another call has for an
// input of the same name, is every call's subject wherever it stands:
// "CT-5055: ... Deposit $1,200 to lock it in" confirms CT-5055 (asked
// before: the sentence of the deposit names no order). Beside another
// code no call has, it is no longer the one.
func TestOneIdentifierIsEveryCallsSubject(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "rent_equipment", Inputs: []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"},
			{Name: "item", Type: "string", Required: true, Description: "Item", Enum: []any{"chafing dish", "tent"}},
			{Name: "quantity", Type: "integer", Required: true, Description: "Quantity"}}},
		{Name: "confirm_order", Inputs: []Input{{Name: "order_id", Type: "string", Required: true, Description: "Order ID"},
			{Name: "deposit", Type: "number", Required: true, Description: "Deposit in dollars"}}},
	})
	calls := mustParse(t, `var1 = rent_equipment(order_id="CT-5055", item="chafing dish", quantity=12)
var2 = confirm_order(deposit=1200)`)
	for request, want := range map[string]any{
		"CT-5055: 12 chafing dishes. Deposit $1,200 to lock it in": "CT-5055",
	} {
		res := New(cat, Config{}).Refract(context.Background(), calls, request)
		if got, _ := res.Calls[1].Args.Get("order_id"); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: order_id = %#v, want %#v; edits %v", request, got, want, res.Edits)
		}
	}
	// beside another code no call has, the sample another call discards
	// is no subject of the thaw
	cat = mustCatalog(t, []*Tool{
		{Name: "discard_sample", Inputs: []Input{{Name: "sample_id", Type: "string", Required: true, Description: "Sample ID"},
			{Name: "reason", Type: "string", Required: true, Description: "Reason"}}},
		{Name: "thaw_request", Inputs: []Input{{Name: "sample_id", Type: "string", Required: true, Description: "Sample ID"},
			{Name: "aliquots", Type: "integer", Required: true, Description: "Aliquots"}, {Name: "requester", Type: "string", Required: true, Description: "Requester"}}},
	})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = discard_sample(sample_id="S-2022-0077", reason="contaminated")
var2 = thaw_request(aliquots=2, requester="Tom Becker")`), "S-2022-0077 is contaminated - discard. Then thaw S-2022-0078 into 2 aliquots for Tom Becker")
	if got, _ := res.Calls[1].Args.Get("sample_id"); got != "S-2022-0078" {
		t.Errorf("thaw sample_id = %#v, want S-2022-0078; edits %v", got, res.Edits)
	}
}

// An inserted call's optional input takes the value another tool's call
// gives an input of its name only when the request offers it no other
// value: the films' genre "Documentary" is not the writer's, whom the
// request places in fantasy (nestools-0865: "Biographical" films, a
// musician "in the realm of rock music"); with no other genre written,
// the value passes along, as a bus's group of 2 passes to its tickets.
func TestInsertedOptionalSiblingRivalled(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "get_writer_info", Inputs: []Input{requiredString("writer_name", "Name of the writer"), {Name: "genre", Type: "string", Description: "Genre the writer works in"}},
			Outputs: []Output{{Name: "books", Type: "array"}}},
		{Name: "recommend_films_based_on_books", Inputs: []Input{requiredString("genre", "Film genre"), requiredString("writer_name", ""), requiredString("books", "Books")},
			Outputs: []Output{{Name: "films", Type: "array"}}},
	})
	calls := `var2 = recommend_films_based_on_books(genre="Documentary", writer_name="Tolkien", books="$var1.books$")`
	for _, c := range []struct {
		request string
		want    any
	}{
		{"Obtain details apropos the novelist Tolkien, a distinguished figure in the realm of fantasy. Then suggest documentary films inspired by his books.", nil},
		{"Look up the writer Tolkien. Then suggest documentary films inspired by his books.", "Documentary"},
	} {
		res := New(cat, Config{}).Refract(context.Background(), mustParse(t, calls), c.request)
		wantInsertedArg(t, c.request, res, "get_writer_info", "genre", c.want)
	}
}

// wantInsertedArg checks that res, the repair of one call, inserted tool
// before it and gave that call's input the value want (nil: none).
func wantInsertedArg(t *testing.T, name string, res Result, tool, input string, want any) {
	t.Helper()
	if len(res.Calls) != 2 || res.Calls[0].Name != tool {
		t.Errorf("%s: %v, want %s inserted first; edits %v", name, res.Calls, tool, res.Edits)
		return
	}
	if got, _ := res.Calls[0].Args.Get(input); got != want {
		t.Errorf("%s: %s = %v, want %v; calls %v", name, input, got, want, res.Calls)
	}
}

// Between producers the request ranks alike, the one whose required
// inputs the request names is inserted: "the Studio ... 2 hours" is a
// room's booking by the hour, no desk's by the date, though both tools
// output booking_id and asking for every input costs the same.
func TestInsertedProducerInputsNamed(t *testing.T) {
	str := requiredString
	cat := mustCatalog(t, []*Tool{
		{Name: "book_desk", Inputs: []Input{str("member", "Member"), str("desk", "Desk"), str("date", "Date, YYYY-MM-DD")}, Outputs: []Output{{Name: "booking_id"}}},
		{Name: "book_room", Inputs: []Input{str("member", "Member"), str("room", "Room"), {Name: "hours", Type: "number", Required: true, Description: "Hours"}}, Outputs: []Output{{Name: "booking_id"}}},
		{Name: "add_guest", Inputs: []Input{str("booking_id", "Booking ID"), str("guest", "Guest's name")}, Outputs: []Output{{Name: "ok", Type: "boolean"}}},
	})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var2 = add_guest(booking_id="$var1.booking_id$", guest="Nell Ames")`),
		"Book the Studio for Rafe Okoro, 2 hours, and register his guest Nell Ames.")
	if len(res.Calls) != 2 || res.Calls[0].Name != "book_room" {
		t.Fatalf("%v, want book_room inserted first; edits %v", res.Calls, res.Edits)
	}
}
