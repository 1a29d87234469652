package refract

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/tmc/langchaingo/llms"
)

// Faults models write in calls, apart from the corpora's mutations: a
// reference in another syntax, a nested argument flattened, a unit in a
// number, a list as text, an enum value written short or in full, a label
// of another stem.

// A field of an object input written at the call's top level, as models
// flatten nested arguments, is moved into the object: start_date and
// end_date into date_range, which the schema describes.
func TestNestArgs(t *testing.T) {
	date := map[string]any{"type": "string"}
	cat, err := FromTools([]llms.Tool{{Type: "function", Function: &llms.FunctionDefinition{Name: "analyze_stock", Parameters: map[string]any{
		"type": "object", "required": []string{"company", "date_range"},
		"properties": map[string]any{
			"company": map[string]any{"type": "string"},
			"date_range": map[string]any{"type": "object", "required": []string{"start_date", "end_date"},
				"properties": map[string]any{"start_date": date, "end_date": date}},
		},
	}}}}, map[string][]string{"analyze_stock": {"closing_price"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, calls := range []string{
		`var1 = analyze_stock(company="Apple", start_date="2021-01-01", end_date="2021-12-31")`,
		`var1 = analyze_stock(company="Apple", date_range={"start_date": "2021-01-01"}, end_date="2021-12-31")`,
	} {
		r := New(cat, Config{})
		res := r.Refract(context.Background(), mustParse(t, calls), "")
		got, _ := res.Calls[0].Args.Get("date_range")
		if res.Verdict != Repaired || fmt.Sprint(got) != "map[end_date:2021-12-31 start_date:2021-01-01]" || len(res.Calls[0].Args) != 2 {
			t.Errorf("%s: %s %v, want date_range nested; edits %v", calls, res.Verdict, res.Calls, res.Edits)
		}
		// and no repair within three edits costs less
		sr := &searcher{r: r, input: mustParse(t, calls)}
		best := math.Inf(1)
		bruteForce(sr, &state{calls: sr.input}, 3, &best)
		if res.Cost > best+1e-9 {
			t.Errorf("%s: Refract's repair costs %.3f, brute force found %.3f", calls, res.Cost, best)
		}
	}
}

// A quantity with its unit that a model writes as a numeric input's string
// is read as grounding reads a request: the number, in the input's unit.
func TestQuantityCoerce(t *testing.T) {
	cat := mustCatalog(t, []*Tool{{Name: "calc_bmi", Inputs: []Input{{Name: "weight_kg", Type: "number", Required: true}, {Name: "height_m", Type: "number", Required: true}},
		Outputs: []Output{{Name: "bmi"}}}})
	r := New(cat, Config{})
	for value, want := range map[string]string{"75kg": "75", "75 kg": "75", "165 lbs": "74.84274105", "heavy": "map[$ask:weight_kg]"} {
		res := r.Refract(context.Background(), mustParse(t, `var1 = calc_bmi(weight_kg="`+value+`", height_m=1.75)`), "")
		if got, _ := res.Calls[0].Args.Get("weight_kg"); fmt.Sprint(got) != want {
			t.Errorf("%q: weight_kg = %v, want %s; edits %v", value, got, want, res.Edits)
		}
	}
}

// A list a model writes as one string for an array input is its items,
// as grounding reads a list in a request; a string that is no list is
// wrapped.
func TestListItemsCoerce(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "tag_post", Inputs: []Input{{Name: "post_id", Type: "string", Required: true}, {Name: "tags", Type: "array", Required: true}}, Outputs: []Output{{Name: "ok"}}},
		{Name: "mean", Inputs: []Input{{Name: "values", Type: "array", Required: true, prop: map[string]any{"type": "array", "items": map[string]any{"type": "number"}}}}, Outputs: []Output{{Name: "mean"}}},
	})
	r := New(cat, Config{})
	for calls, want := range map[string]string{
		`var1 = tag_post(post_id="p1", tags="news, tech and ai")`: "[news tech ai]",
		`var1 = tag_post(post_id="p1", tags="news")`:              "[news]",
		`var1 = tag_post(post_id="p1", tags="San Francisco, CA")`: "[San Francisco, CA]",
		`var1 = mean(values="1, 2.5, 3")`:                         "[1 2.5 3]",
	} {
		res := r.Refract(context.Background(), mustParse(t, calls), "")
		if got := fmt.Sprint(res.Calls[0].Args[len(res.Calls[0].Args)-1].Value); got != want {
			t.Errorf("%s: %s, want %s; edits %v", calls, got, want, res.Edits)
		}
	}
}

// A placeholder where the model had no value ("<city>", "{city}",
// "CITY_NAME", "city", "TBD", "N/A", null) is dropped, and the input, then
// missing, takes the request's value, an output, or an ask; a value that
// only looks like one ("Paris", "unknown", "") is kept.
func TestPlaceholder(t *testing.T) {
	cat := mustCatalog(t, []*Tool{{Name: "get_weather", Inputs: []Input{{Name: "city", Type: "string", Required: true},
		{Name: "unit", Type: "string", Enum: []any{"celsius", "fahrenheit"}}}, Outputs: []Output{{Name: "temp"}}}})
	r := New(cat, Config{})
	for value, want := range map[string]string{
		`"<city>"`: "Lisbon", `"{{city}}"`: "Lisbon", `"[your city]"`: "Lisbon", `"CITY_NAME"`: "Lisbon", `"city"`: "Lisbon",
		`"TBD"`: "Lisbon", `"N/A"`: "Lisbon", `"string"`: "Lisbon", `null`: "Lisbon",
		`"Paris"`: "Paris", `"unknown"`: "unknown", `""`: "",
	} {
		res := r.Refract(context.Background(), mustParse(t, `var1 = get_weather(city=`+value+`)`), "What is the weather in Lisbon?")
		if got, _ := res.Calls[0].Args.Get("city"); fmt.Sprint(got) != want {
			t.Errorf("city=%s: %v, want %s; edits %v", value, got, want, res.Edits)
		}
	}
	// a type's name is a data_type's value, no placeholder
	types := mustCatalog(t, []*Tool{{Name: "cast", Inputs: []Input{{Name: "column", Type: "string", Required: true}, {Name: "data_type", Type: "string", Required: true}}, Outputs: []Output{{Name: "ok"}}}})
	if issues := Validate(mustParse(t, `var1 = cast(column="price", data_type="string")`), types); len(issues) != 0 {
		t.Errorf("data_type=\"string\": %v, want valid", issues)
	}
	// a member of the input's value set is no placeholder, though it is
	// the input's name: a certificate's distinction "distinction"
	certs := mustCatalog(t, []*Tool{{Name: "issue_certificate", Inputs: []Input{{Name: "enrollment_id", Type: "string", Required: true},
		{Name: "distinction", Type: "string", Required: true, Enum: []any{"pass", "merit", "distinction"}}}, Outputs: []Output{{Name: "url"}}}})
	if issues := Validate(mustParse(t, `var1 = issue_certificate(enrollment_id="EN-31230", distinction="distinction")`), certs); len(issues) != 0 {
		t.Errorf("distinction=\"distinction\": %v, want valid", issues)
	}
	// an optional input's placeholder is dropped, and nothing asked
	res := r.Refract(context.Background(), mustParse(t, `var1 = get_weather(city="Lisbon", unit="<unit>")`), "")
	if _, has := res.Calls[0].Args.Get("unit"); has || len(res.Asks) > 0 {
		t.Errorf("unit placeholder: %v, asks %v, want it dropped", res.Calls, res.Asks)
	}
}

// An enum value written short or in full is the one member it abbreviates
// or that abbreviates it: "F" for fahrenheit, "Celsius" for C, "large" for
// l; two such members, or none, is asked. A member abbreviates a value only
// as its first letter: "de" is a prefix of "default" and no abbreviation.
func TestAbbreviatedEnum(t *testing.T) {
	for _, c := range []struct {
		value string
		enum  []any
		want  any
	}{
		{"F", []any{"celsius", "fahrenheit"}, "fahrenheit"},
		{"Celsius", []any{"C", "F", "K"}, "C"},
		{"large", []any{"s", "m", "l", "xl"}, "l"},
		{"x", []any{"s", "m", "l", "xl"}, "xl"},
		{"metric", []any{"celsius", "fahrenheit"}, nil},
		{"e", []any{"economy", "economy plus"}, nil},
		{"default", []any{"en", "fr", "de"}, nil},
	} {
		got, ok := abbreviatedEnum(c.value, c.enum)
		if !ok {
			got = nil
		}
		if got != c.want {
			t.Errorf("abbreviatedEnum(%q, %v) = %v, want %v", c.value, c.enum, got, c.want)
		}
	}
	cat := mustCatalog(t, []*Tool{{Name: "get_weather", Inputs: []Input{{Name: "city", Type: "string", Required: true}, {Name: "unit", Type: "string", Enum: []any{"celsius", "fahrenheit"}}}, Outputs: []Output{{Name: "temp"}}}})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = get_weather(city="Paris", unit="F")`), "")
	if got, _ := res.Calls[0].Args.Get("unit"); got != "fahrenheit" {
		t.Errorf("unit = %v, want fahrenheit; edits %v", got, res.Edits)
	}
}

// A reference to a label of another stem than the sequence's numbering
// (var_1, result1 among var1, var2) names no missing call: it is re-pointed
// to the call that outputs the field, not answered with a new call.
func TestRemapOtherStem(t *testing.T) {
	r := New(moves(t), Config{})
	for _, L := range []string{"var_1", "result1", "step1"} {
		calls := mustParse(t, "var1 = search_city(query=\"Paris\")\nvar2 = book_hotel(city_id=\"$"+L+".cityId$\", check_in=\"2024-05-01\", guests=2)")
		res := r.Refract(context.Background(), calls, "")
		if got, _ := res.Calls[len(res.Calls)-1].Args.Get("city_id"); len(res.Calls) != 2 || got != "$var1.cityId$" {
			t.Errorf("%s: %v, want city_id read from var1; edits %v", L, res.Calls, res.Edits)
		}
	}
}

// A reference written in another syntax is the reference it means when
// an earlier call binds its label: "$var1.cityId" without its closing
// dollar sign (the peer's docs show a model writing it), "${var1.cityId}",
// "{var1.cityId}", "{{ var1.cityId }}", and "var1.cityId" bare when the
// call outputs cityId. Text that only looks like one is left alone.
func TestMalformedRef(t *testing.T) {
	cat := moves(t)
	r := New(cat, Config{})
	for _, c := range []struct {
		value string
		want  any // the repaired value; the value itself when valid
	}{
		{"$var1.cityId", "$var1.cityId$"},
		{"${var1.cityId}", "$var1.cityId$"},
		{"{var1.cityId}", "$var1.cityId$"},
		{"{{ var1.cityId }}", "$var1.cityId$"},
		{"{{$var1.cityId}}", "$var1.cityId$"},
		{"var1.cityId", "$var1.cityId$"},
		{"$var1.cityid", "$var1.cityId$"}, // then its field fixed
		{"var1.colour", "var1.colour"},    // bare: no such output, so text
		{"$var9.cityId", "$var9.cityId"},  // no earlier call binds var9
		{"{cityId}", "$var1.cityId$"},     // a placeholder for the input: dropped, then mapped
		{"costs $5", "costs $5"},
		{"Paris", "Paris"},
	} {
		calls := mustParse(t, "var1 = search_city(query=\"Paris\")\nvar2 = book_hotel(city_id=\""+c.value+"\", check_in=\"2024-05-01\", guests=2)")
		res := r.Refract(context.Background(), calls, "")
		if got, _ := res.Calls[1].Args.Get("city_id"); got != c.want {
			t.Errorf("%q: city_id = %v, want %v; edits %v", c.value, got, c.want, res.Edits)
		}
	}
	// in a list or an object too, and the issue says which reference
	calls := []Call{{Label: "var1", Name: "search_city", Args: Args{{Name: "query", Value: "Paris"}}},
		{Label: "var2", Name: "translate", Args: Args{{Name: "text", Value: []any{"a", map[string]any{"x": "$var1.name"}}}, {Name: "target_language", Value: "fr"}}}}
	issues := Validate(calls, cat)
	if len(issues) != 1 || issues[0].Kind != MalformedRef || issues[0].Ref != (Ref{Label: "var1", Path: "name"}) || issues[0].String() != "step1:malformed_ref:text" {
		t.Fatalf("issues %v, want one malformed_ref of text reading $var1.name$", issues)
	}
	res := r.Refract(context.Background(), calls, "")
	if got, _ := res.Calls[1].Args.Get("text"); fmt.Sprint(got) != "[a map[x:$var1.name$]]" {
		t.Errorf("text = %v, want [a map[x:$var1.name$]]", got)
	}
}

// An enum value that is none of the members, nor a typo or an
// abbreviation of one, takes the member the request names: "all" for a
// record type where the request asks for MX records (not A, which "all"
// begins with).
func TestBadEnumStatedMember(t *testing.T) {
	cat := mustCatalog(t, []*Tool{{Name: "dns_lookup", Inputs: []Input{{Name: "domain", Type: "string", Required: true},
		{Name: "record_type", Type: "string", Enum: []any{"A", "AAAA", "MX", "TXT", "CNAME"}}}, Outputs: []Output{{Name: "records"}}}})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var1 = dns_lookup(domain="example.com", record_type="all")`), "Look up the MX records for example.com.")
	if got, _ := res.Calls[0].Args.Get("record_type"); got != "MX" {
		t.Errorf("record_type = %v, want MX (edits %v)", got, res.Edits)
	}
}

// A reference's misspelled field becomes a field whose type can feed the
// input: "ttop_rtack_i" for a track_id is top_track_id, a string, not
// tracks, a list, which the input's name alone is nearer to.
func TestBadFieldTypeFits(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "artist_top_tracks", Inputs: []Input{{Name: "artist", Type: "string", Required: true}},
			Outputs: []Output{{Name: "tracks", Type: "array"}, {Name: "top_track_id", Type: "string"}}},
		{Name: "add_to_playlist", Inputs: []Input{{Name: "playlist_id", Type: "string", Required: true}, {Name: "track_id", Type: "string", Required: true}},
			Outputs: []Output{{Name: "snapshot_id", Type: "string"}}},
	})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, "var1 = artist_top_tracks(artist=\"Daft Punk\")\nvar2 = add_to_playlist(playlist_id=\"p1\", track_id=\"$var1.ttop_rtack_i$\")"), "")
	if got, _ := res.Calls[1].Args.Get("track_id"); got != "$var1.top_track_id$" {
		t.Errorf("track_id = %v, want $var1.top_track_id$ (edits %v)", got, res.Edits)
	}
}

// A missing value maps to an output whose type can feed the input: the
// latest order's ID for an order_id, not the list of orders, whose name is
// nearer; and a number feeds a text ID (a catalog types one ID both ways),
// so the producer's product_id beats the request's "35".
func TestMissingValueTypeFeeds(t *testing.T) {
	cat := mustCatalog(t, []*Tool{
		{Name: "list_orders", Inputs: []Input{{Name: "customer_id", Type: "string", Required: true}},
			Outputs: []Output{{Name: "orders", Type: "array"}, {Name: "latest_order_id", Type: "string"}}},
		{Name: "issue_refund", Inputs: []Input{{Name: "order_id", Type: "string", Required: true}, {Name: "amount", Type: "number", Required: true}},
			Outputs: []Output{{Name: "refund_id", Type: "string"}}},
		{Name: "product_search", Inputs: []Input{{Name: "q", Type: "string", Required: true}},
			Outputs: []Output{{Name: "product_id", Type: "number"}, {Name: "product_title", Type: "string"}}},
		{Name: "product_reviews", Inputs: []Input{{Name: "product_id", Type: "string", Required: true}, {Name: "limit", Type: "number"}, {Name: "country", Type: "string"}},
			Outputs: []Output{{Name: "reviews", Type: "array"}}},
		{Name: "product_offers", Inputs: []Input{{Name: "product_id", Type: "string", Required: true}, {Name: "country", Type: "string"}},
			Outputs: []Output{{Name: "offers", Type: "array"}}},
	})
	r := New(cat, Config{})
	res := r.Refract(context.Background(), mustParse(t, "var1 = list_orders(customer_id=\"C-1009\")\nvar2 = issue_refund(amount=40)"), "Find the latest order of customer C-1009 and refund $40 on it")
	if got, _ := res.Calls[1].Args.Get("order_id"); got != "$var1.latest_order_id$" {
		t.Errorf("order_id = %v, want $var1.latest_order_id$ (edits %v)", got, res.Edits)
	}
	// and where only a list could feed it, the ID is asked: a wrong
	// value is worse than an ask (Costs.FieldType is above Costs.Ask less
	// a close mapping's price)
	lists := mustCatalog(t, []*Tool{
		{Name: "list_orders", Inputs: []Input{{Name: "customer_id", Type: "string", Required: true}}, Outputs: []Output{{Name: "orders", Type: "array"}}},
		{Name: "issue_refund", Inputs: []Input{{Name: "order_id", Type: "string", Required: true}, {Name: "amount", Type: "number", Required: true}},
			Outputs: []Output{{Name: "refund_id", Type: "string"}}},
	})
	res = New(lists, Config{}).Refract(context.Background(), mustParse(t, "var1 = list_orders(customer_id=\"C-1009\")\nvar2 = issue_refund(amount=40)"), "Find the orders of customer C-1009 and refund $40")
	if got, _ := res.Calls[1].Args.Get("order_id"); !isAskValue(got) {
		t.Errorf("order_id = %v, want an ask (edits %v)", got, res.Edits)
	}
	res = r.Refract(context.Background(), mustParse(t, "var1 = product_search(q=\"Bose QuietComfort 35 II\")\nvar2 = product_reviews(limit=10, country=\"us\")\nvar3 = product_offers(product_id=\"$var1.product_id$\", country=\"us\")"), "Where can I find Bose QuietComfort 35 II with good reviews and offers?")
	if got, _ := res.Calls[1].Args.Get("product_id"); got != "$var1.product_id$" {
		t.Errorf("product_id = %v, want $var1.product_id$ (edits %v)", got, res.Edits)
	}
}

// A missing call is the tool whose name the request writes out as words
// its letters begin: "the greatest common divisor" is gcd, not find_max,
// though "find" opens the request.
func TestMissingStepAcronym(t *testing.T) {
	result := []Output{{Name: "result", Type: "number"}}
	cat := mustCatalog(t, []*Tool{
		{Name: "find_max", Inputs: []Input{{Name: "numbers", Type: "array", Required: true}}, Outputs: result},
		{Name: "gcd", Inputs: []Input{{Name: "a", Type: "integer", Required: true}, {Name: "b", Type: "integer", Required: true}}, Outputs: result},
		{Name: "is_prime", Inputs: []Input{{Name: "number", Type: "integer", Required: true}}, Outputs: []Output{{Name: "is_prime", Type: "boolean"}}},
	})
	res := New(cat, Config{}).Refract(context.Background(), mustParse(t, `var2 = is_prime(number="$var1.result$")`), "Find the greatest common divisor of 1071 and 462, then check if it is prime")
	if len(res.Calls) != 2 || res.Calls[0].Name != "gcd" {
		t.Errorf("calls = %v, want gcd first", res.Calls)
	}
}

// isAskValue reports whether v is an ask.
func isAskValue(v any) bool {
	_, ok := IsAsk(v)
	return ok
}
