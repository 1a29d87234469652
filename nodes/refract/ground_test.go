package refract

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

func input(name, typ string) *Input {
	in := &Input{Name: name, Type: typ}
	in.id = newIdent(name)
	return in
}

// TestSubject holds the proper-name rule: one name the request gives and
// no call uses, or nothing.
func TestSubject(t *testing.T) {
	cases := []struct {
		request string
		used    []string
		skip    []string
		want    string // "" for no subject
	}{
		{"Get the number of likes on the latest Instagram post by Bella Hadid.", nil, []string{"instagram"}, "Bella Hadid"},
		{"Find the total number of comments on the top post by The Weeknd", nil, nil, "The Weeknd"},
		{"What is Kendrick Lamar's biography?", nil, nil, "Kendrick Lamar"},
		{"Analyze the stock market data for Apple Inc. between 2021-01-01 and 2021-12-31", nil, nil, "Apple Inc."},
		{"Retrieve COVID-19 statistics for Italy", nil, nil, "Italy"},
		// Months, weekdays, "I" and the meridiem are no names.
		{"I'm going to Chicago from August 10th to August 15th, Monday at 9 PM.", nil, nil, "Chicago"},
		// A name used by a call, or extended from one, is not the subject.
		{"Flights from New York City to London", []string{"london", "new york"}, nil, ""},
		{"Flights from Boston to London", []string{"london"}, nil, "Boston"},
		// Two names: not sure.
		{"Compare Paris and Rome", nil, nil, ""},
		// Where the name ends is unclear: ask.
		{"Find the best offers for Sony WH-1000XM4 headphones.", nil, nil, ""},
		{"Where can I find Bose QuietComfort 35 II with good reviews?", nil, nil, ""},
	}
	for _, c := range cases {
		f := &facts{request: c.request, used: map[string]bool{}}
		for _, u := range c.used {
			f.used[u] = true
		}
		v, ok := f.subject(input("query", "string"), c.skip)
		got := ""
		if ok {
			got = v.(string)
		}
		if got != c.want {
			t.Errorf("subject(%q) = %q, want %q", c.request, got, c.want)
		}
	}
	// Only a string input that is no date nor enum takes a name.
	f := &facts{request: "Weather in Paris", used: map[string]bool{}}
	if _, ok := f.subject(input("days", "integer"), nil); ok {
		t.Error("an integer input took a name")
	}
}

func TestNamesThing(t *testing.T) {
	for name, want := range map[string]bool{"query": true, "q": true, "search_query": true, "name": true,
		"destination": true, "artist": true, "to": false, "from": false, "category": false, "tax_rate": false} {
		if got := namesThing(input(name, "string")); got != want {
			t.Errorf("namesThing(%s) = %v", name, got)
		}
	}
}

func TestNamedBool(t *testing.T) {
	f := &facts{request: "Generate a password with length 10, include_numbers true and include_special_characters false", used: map[string]bool{}}
	for name, want := range map[string]bool{"include_numbers": true, "include_special_characters": false} {
		v, ok := f.namedBool(input(name, "boolean"))
		if !ok || v != want {
			t.Errorf("namedBool(%s) = %v, %v", name, v, ok)
		}
	}
	if v, ok := f.namedBool(input("include_symbols", "boolean")); ok {
		t.Errorf("include_symbols, not in the request: %v", v)
	}
}

func TestSlashDates(t *testing.T) {
	for text, want := range map[string]string{"5/1/2023": "2023-05-01", "11/02/2024": "2024-11-02", "13/01/2024": ""} {
		toks := tokenize("on " + text)
		got := ""
		for _, tk := range toks {
			if tk.kind == tokDate {
				got = tk.value
			}
		}
		if got != want {
			t.Errorf("%s: date %q, want %q", text, got, want)
		}
	}
}

// A sibling call's value does not fill an input named by a preposition:
// translate's "from" is a language, convert_currency's a currency.
func TestSiblingValueSkipsPrepositions(t *testing.T) {
	calls := []Call{{Label: "var1", Name: "translate", Args: Args{{Name: "from", Value: "English"}, {Name: "region", Value: "us"}}}}
	tool := &Tool{Name: "convert_currency"}
	if v, ok := siblingValue(calls, tool, input("from", "string")); ok {
		t.Errorf("from took %v", v)
	}
	if v, ok := siblingValue(calls, tool, input("region", "string")); !ok || v != "us" {
		t.Errorf("region: %v, %v", v, ok)
	}
}

// TestSiblingValueWitnesses: a call of the same tool with the sibling's
// value makes the missing call the other one, and a reference among the
// siblings makes a literal no sure witness.
func TestSiblingValueWitnesses(t *testing.T) {
	airport := &Tool{Name: "SearchAirport"}
	calls := []Call{
		{Label: "var2", Name: "SearchAirport", Args: Args{{Name: "query", Value: "London"}}},
		{Label: "var4", Name: "SearchLocation", Args: Args{{Name: "query", Value: "London"}}},
	}
	if v, ok := siblingValue(calls, airport, input("query", "string")); ok {
		t.Errorf("the second airport took the first's city %v", v)
	}
	location := &Tool{Name: "SearchLocation"}
	calls = []Call{
		{Label: "var2", Name: "SearchAirport", Args: Args{{Name: "query", Value: "Boston"}}},
		{Label: "var3", Name: "SearchAirport2", Args: Args{{Name: "query", Value: "$var1.location.name$"}}},
	}
	if v, ok := siblingValue(calls, location, input("query", "string")); ok {
		t.Errorf("a literal beside a reference was taken: %v", v)
	}
}

// TestRepeatsAndPartnerCase: a mapped value that makes a call its tool's
// other call over again is refused; a grounded member of a pair is
// written in the case of the other member.
func TestRepeatsAndPartnerCase(t *testing.T) {
	calls := []Call{
		{Label: "var2", Name: "SearchAirport", Args: Args{}},
		{Label: "var3", Name: "SearchAirport", Args: Args{{Name: "query", Value: "$var1.location.name$"}}},
	}
	if !repeats(calls, 0, "query", "$var1.location.name$") {
		t.Error("the second airport search repeats the first")
	}
	if repeats(calls, 0, "query", "Boston") {
		t.Error("Boston repeats nothing")
	}
	tr := &Tool{Name: "translate", Inputs: []Input{*input("source_language", "string"), *input("target_language", "string")}}
	for partner, want := range map[string]any{"english": "french", "English": "French", "en": nil} {
		v, ok := tr.partnerCase(&tr.Inputs[1], Args{{Name: "source_language", Value: partner}}, "French")
		if !ok {
			v = nil // a name beside a code: asked
		}
		if v != want {
			t.Errorf("partnerCase beside %q = %v, want %v", partner, v, want)
		}
	}
}

// TestPossessive: "'s" before a noun is a possessive; at the end of a
// phrase it is part of the name.
func TestPossessive(t *testing.T) {
	for req, want := range map[string]string{
		"What is Kendrick Lamar's biography?":                 "Kendrick Lamar",
		"Get me details and offers for Nike Air Force One's.": "Nike Air Force One's",
	} {
		f := &facts{request: req, used: map[string]bool{}}
		if v, ok := f.subject(input("query", "string"), nil); !ok || v != want {
			t.Errorf("subject(%q) = %v, %v; want %q", req, v, ok, want)
		}
	}
}

// TestNumberFits: a percentage goes to a rate or a percentage, a span of
// time to an input that takes one.
func TestNumberFits(t *testing.T) {
	described := func(name, typ, desc string) *Input { in := input(name, typ); in.Description = desc; return in }
	toks := tokenize("a 15% tip on a bill, a loan of 50000 over 10 years")
	var pct, years, plain token
	for _, tk := range toks {
		switch {
		case tk.kind == tokNumber && tk.percent:
			pct = tk
		case tk.kind == tokNumber && tk.unit == "year":
			years = tk
		case tk.kind == tokNumber:
			plain = tk
		}
	}
	cases := []struct {
		tok  token
		in   *Input
		want bool
	}{
		{pct, described("tip_percentage", "number", "The tip percentage"), true},
		{pct, described("interest_rate", "number", "The annual interest rate"), true},
		{pct, described("bill_total", "number", "The total bill amount"), false},
		{years, described("loan_term", "integer", "The loan term in years"), true},
		{years, described("principal", "number", "The loan principal amount"), false},
		{plain, described("principal", "number", "The loan principal amount"), true},
	}
	for _, c := range cases {
		if _, ok := tokenValue(c.tok, c.in, tokNumber); ok != c.want {
			t.Errorf("%s fits %s: %v, want %v", c.tok.text, c.in.Name, ok, c.want)
		}
	}
}

// A payload input nothing else can fill reads the one output no call
// reads; the one string the request quotes and no call uses comes first;
// with two such outputs, or two such strings, the user is asked.
func TestDanglingOutput(t *testing.T) {
	cat, err := NewCatalog([]*Tool{
		{Name: "calculate_gcd", Inputs: []Input{{Name: "num1", Type: "integer", Required: true}, {Name: "num2", Type: "integer", Required: true}},
			Outputs: []Output{{Name: "gcd", Type: "integer"}}},
		{Name: "get_joke", Outputs: []Output{{Name: "joke", Type: "string"}}},
		{Name: "encrypt_data", Inputs: []Input{{Name: "data", Type: "string", Required: true}, {Name: "key", Type: "string", Required: true}},
			Outputs: []Output{{Name: "encrypted_data", Type: "string"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	r := New(cat, Config{Timeout: time.Hour})
	cases := []struct {
		seq, request, want string
	}{
		{`var1 = calculate_gcd(num1=12, num2=18)
var2 = encrypt_data(key="k")`, "Calculate the GCD of 12 and 18, then encrypt the result with the key k", "$var1.gcd$"},
		{`var1 = calculate_gcd(num1=12, num2=18)
var2 = get_joke()
var3 = encrypt_data(key="k")`, "Calculate the GCD of 12 and 18, get a joke, and encrypt one of them", "ask"},
		{`var1 = calculate_gcd(num1=12, num2=18)
var2 = encrypt_data(key="k")`, "Calculate the GCD of 12 and 18, then encrypt 'hello there' with the key k", "hello there"},
		{`var1 = calculate_gcd(num1=12, num2=18)
var2 = encrypt_data(key="k")`, "Calculate the GCD of 12 and 18, then encrypt 'hello' or 'bye' with the key k", "ask"},
	}
	for _, c := range cases {
		res := r.Refract(context.Background(), mustParse(t, c.seq), c.request)
		last := res.Calls[len(res.Calls)-1]
		v, _ := last.Args.Get("data")
		got := pyStr(v)
		if _, ok := IsAsk(v); ok {
			got = "ask"
		}
		if got != c.want {
			t.Errorf("%s\n%s: data = %s, want %s", c.seq, c.request, got, c.want)
		}
	}
}

func TestDanglingID(t *testing.T) {
	cat, err := NewCatalog([]*Tool{
		{Name: "search_location", Inputs: []Input{{Name: "query", Type: "string", Required: true}},
			Outputs: []Output{{Name: "geoId", Type: "integer"}, {Name: "name", Type: "string"}}},
		{Name: "search_restaurants", Inputs: []Input{{Name: "locationId", Type: "integer", Required: true}},
			Outputs: []Output{{Name: "restaurants", Type: "array"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	calls := mustParse(t, `var1 = search_location(query="Rome")
var2 = search_restaurants()`)
	res := New(cat, Config{Timeout: time.Hour}).Refract(context.Background(), calls, "What are the top-rated restaurants in Rome?")
	if v, _ := res.Calls[1].Args.Get("locationId"); v != "$var1.geoId$" {
		t.Errorf("locationId = %v, want $var1.geoId$", v)
	}
}

func TestPairs(t *testing.T) {
	tool := func(inputs ...*Input) *Tool {
		t := &Tool{Name: "t"}
		for _, in := range inputs {
			in.Required = true
			t.Inputs = append(t.Inputs, *in)
		}
		return t
	}
	date := func(name string) *Input { in := input(name, "string"); in.Format = "date"; return in }
	cases := []struct {
		request string
		tool    *Tool
		want    map[string]any
	}{
		{"total sales between 2022-11-01 and 2022-11-30, in euros", tool(date("start_date"), date("end_date")),
			map[string]any{"start_date": "2022-11-01", "end_date": "2022-11-30"}},
		{"Calculate the GCD of 54 and 24", tool(input("num1", "integer"), input("num2", "integer")),
			map[string]any{"num1": json.Number("54"), "num2": json.Number("24")}},
		{"the distance between New York and Los Angeles", tool(input("origin", "string"), input("destination", "string")),
			map[string]any{"origin": "New York", "destination": "Los Angeles"}},
		{"translate 'Hello' from English to Spanish", tool(input("text", "string"), input("source_language", "string"), input("target_language", "string")),
			map[string]any{"source_language": "English", "target_language": "Spanish"}},
		// Three numbers for a pair: not sure.
		{"the GCD of 54 and 24, then add 7", tool(input("num1", "integer"), input("num2", "integer")), nil},
		// One name for a pair: not a pair's worth.
		{"translate 'Hello' to Spanish", tool(input("source_language", "string"), input("target_language", "string")), nil},
		// Four names for a pair: the two the tool's own verb joins by "to".
		{"Convert 100 USD to EUR, then translate 'discount' from English to Spanish",
			&Tool{Name: "convert_currency", words: []string{"convert", "currency"}, Inputs: []Input{*req(input("from", "string")), *req(input("to", "string"))}},
			map[string]any{"from": "USD", "to": "EUR"}},
		// ... written alike: a name and a code are for the caller to normalise.
		{"the exchange rate from Ethereum to USD, and the value of 5 Bitcoin in EUR",
			&Tool{Name: "exchange_rate", words: []string{"exchange", "rate"}, Inputs: []Input{*req(input("from_currency", "string")), *req(input("to_currency", "string"))}},
			nil},
		// No phrase of the tool's verb: not sure.
		{"Take USD to EUR, then translate 'discount' from English to Spanish",
			&Tool{Name: "convert_currency", words: []string{"convert", "currency"}, Inputs: []Input{*req(input("from", "string")), *req(input("to", "string"))}},
			nil},
	}
	for _, c := range cases {
		f := &facts{request: c.request, used: map[string]bool{}}
		got := f.pairs(c.tool, nil, nil)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("pairs(%q) = %v, want %v", c.request, got, c.want)
		}
	}
}

func req(in *Input) *Input { in.Required = true; return in }

// TestBoundValue holds the bound rule: "up to N" for a maximum, "at least
// N" for a minimum, given to the bound whose words stand near the phrase.
func TestBoundValue(t *testing.T) {
	described := func(name, typ, desc string, enum ...any) Input {
		in := input(name, typ)
		in.Description, in.Enum = desc, enum
		return *in
	}
	search := &Tool{Name: "search", Inputs: []Input{
		described("q", "string", "Search query."),
		described("limit", "number", "Maximum number of products to return."),
		described("max_price", "number", "Maximum price filter."),
		described("min_price", "number", "Minimum price filter."),
		described("min_rating", "string", "Filter products by minimum rating.", "ANY", "1", "2", "3", "4"),
	}}
	cases := []struct {
		request string
		input   string
		want    any // nil for nothing
	}{
		{"Find hair salons in Paris with up to 50 results", "limit", json.Number("50")},
		{"running shoes with good rating of atleast 4", "min_rating", "4"},
		{"running shoes with a rating of at least 4", "min_rating", "4"},
		{"shoes at a price of up to 80 dollars", "max_price", json.Number("80")},
		// The phrase names another bound: not the limit's.
		{"shoes at a price of up to 80 dollars", "limit", nil},
		// A number no bound phrase gives.
		{"Find 50 hair salons in Paris", "limit", nil},
		// Out of the enum: nothing.
		{"a rating of at least 5", "min_rating", nil},
		// No bound: nothing.
		{"a query of up to 50 words", "q", nil},
	}
	for _, c := range cases {
		f := &facts{request: c.request, used: map[string]bool{}}
		var in *Input
		for i := range search.Inputs {
			if search.Inputs[i].Name == c.input {
				in = &search.Inputs[i]
			}
		}
		v, ok := f.boundValue(search, in)
		if !ok {
			v = nil
		}
		if v != c.want {
			t.Errorf("boundValue(%s) on %q = %v, want %v", c.input, c.request, v, c.want)
		}
	}
}

// TestNamedValueFirst holds the named rule's second form: a quoted value
// right before the input's own word.
func TestNamedValueFirst(t *testing.T) {
	cases := []struct {
		request, input string
		want           any
	}{
		{"generate a barcode for it in 'UPC-A' format", "format", "UPC-A"},
		{"the title 'Buy groceries', description 'Milk, eggs, bread'", "description", "Milk, eggs, bread"},
		// Punctuation between: the value is another's.
		{"last name 'Doe', email 'john.doe@example.com'", "email", "john.doe@example.com"},
		// A role word names no input this way: "to" takes what follows it.
		{"Translate 'Hello' to Spanish", "to", "Spanish"},
	}
	for _, c := range cases {
		f := &facts{request: c.request, used: map[string]bool{}}
		v, ok := f.namedValue(input(c.input, "string"))
		if !ok {
			v = nil
		}
		if v != c.want {
			t.Errorf("namedValue(%s) on %q = %v, want %v", c.input, c.request, v, c.want)
		}
	}
}

// TestInRequestDates: a date the request gives in other words is in it.
func TestInRequestDates(t *testing.T) {
	f := &facts{request: "two tickets for the concert in New York City on October 10th 2023", used: map[string]bool{}}
	for v, want := range map[string]bool{"10th October 2023": true, "2023-10-10": true, "New York City": true,
		"2023-10-11": false, "October": true, "10": false, "11th October 2023": false} {
		if got := f.inRequest(v); got != want {
			t.Errorf("inRequest(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestOptionalValue(t *testing.T) {
	enum := func(name string, members ...any) *Input { in := input(name, "string"); in.Enum = members; return in }
	described := func(name, desc string) *Input { in := input(name, "string"); in.Description = desc; return in }
	cases := []struct {
		request string
		in      *Input
		want    any // nil for nothing
	}{
		{"Search for vegetarian recipes with carrots", enum("diet", "vegetarian", "vegan", "gluten-free"), "vegetarian"},
		{"the distance using driving mode", described("mode", "Mode of transportation (e.g. driving, walking, cycling)"), "driving"},
		{"Search for open bars in Manhattan", described("business_status", "Business status to filter (comma-separated values: OPEN, CLOSED_TEMPORARILY, CLOSED)."), "OPEN"},
		{"make the reservation for a room", enum("number_of_rooms", "1", "2", "3"), "1"},
		{"an apartment that allows pets", enum("pets_allowed", "True", "False"), "True"},
		{"an apartment, no pets allowed", enum("pets_allowed", "True", "False"), nil},
		// A number the request gives is no wish for numbers.
		{"send it by sms to the number 991-898-8887", input("include_numbers", "boolean"), nil},
		{"a password with numbers and symbols", input("include_numbers", "boolean"), true},
		// Two words of the vocabulary: not sure.
		{"walking or driving?", described("mode", "Mode (e.g. driving, walking, cycling)"), nil},
	}
	for _, c := range cases {
		f := &facts{request: c.request, used: map[string]bool{}}
		v, ok := f.optionalValue(c.in)
		if !ok {
			v = nil
		}
		if v != c.want {
			t.Errorf("optionalValue(%s) on %q = %v, want %v", c.in.Name, c.request, v, c.want)
		}
	}
}

func TestTokenizeLiterals(t *testing.T) {
	toks := tokenize("Her email is sarahlee@example.com. See https://example.com/a?b=1, or (john.doe@mail.org)")
	var got []string
	for _, tk := range toks {
		if tk.kind == tokQuoted {
			got = append(got, tk.text)
		}
	}
	want := []string{"sarahlee@example.com", "https://example.com/a?b=1", "john.doe@mail.org"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("literals %q, want %q", got, want)
	}
}

// An e-mail address fills an email input, never a name.
func TestLiteralFits(t *testing.T) {
	f := &facts{request: "Add Sarah Lee as a contact; her email is sarahlee@example.com.", used: map[string]bool{}}
	if v, ok := f.ground(input("name", "string"), nil); ok {
		t.Errorf("name took %v", v)
	}
	if v, ok := f.namedValue(input("email", "string")); !ok || v != "sarahlee@example.com" {
		t.Errorf("email: %v, %v", v, ok)
	}
}

func TestDatesWithOf(t *testing.T) {
	toks := tokenize("schedule a meeting for the 1st of January, 2023, then square 100; in January 2023 too")
	var dates, numbers []string
	for _, tk := range toks {
		switch tk.kind {
		case tokDate:
			dates = append(dates, tk.value)
		case tokNumber:
			numbers = append(numbers, tk.value)
		}
	}
	if !reflect.DeepEqual(dates, []string{"2023-01-01"}) || !reflect.DeepEqual(numbers, []string{"100"}) {
		t.Errorf("dates %v, numbers %v", dates, numbers)
	}
}

func TestByValue(t *testing.T) {
	cases := []struct{ request, input, want string }{
		{"I want to find a song by AC/DC and play it on my TV.", "artist", "AC/DC"},
		{"Find quotes by J.K. Rowling and fetch related books.", "author", "J.K. Rowling"},
		{"I want to play a romantic song by Queen on my TV.", "artist", "Queen"},
		{"Sort the list by Name", "title", ""},                  // no maker
		{"a song by Queen and a book by Tolstoy", "artist", ""}, // two makers named
	}
	for _, c := range cases {
		f := &facts{request: c.request, used: map[string]bool{}}
		v, ok := f.byValue(input(c.input, "string"))
		got := ""
		if ok {
			got = v.(string)
		}
		if got != c.want {
			t.Errorf("byValue(%s) on %q = %q, want %q", c.input, c.request, got, c.want)
		}
	}
}

func TestModifierAndUnits(t *testing.T) {
	tool := &Tool{Name: "find_nearby_restaurants", words: []string{"find", "nearby", "restaurants"},
		Inputs: []Input{*input("location", "string"), *input("radius", "integer"), *input("cuisine", "string")}}
	tool.Inputs[0].Required, tool.Inputs[1].Required = true, true
	f := &facts{request: "Find nearby Mexican restaurants within 2 km and send them to me", used: map[string]bool{}}
	if v, ok := f.modifier(tool, &tool.Inputs[2], nil); !ok || v != "Mexican" {
		t.Errorf("modifier: %v, %v", v, ok)
	}
	if _, ok := f.subject(&tool.Inputs[0], tool.words); ok {
		t.Error("'Mexican' taken as a location")
	}
	radius := input("radius", "integer")
	radius.Description = "The search radius in meters"
	for _, req := range []string{"within 2 km", "within 2km", "a 2 kilometer radius"} {
		f := &facts{request: req, used: map[string]bool{}}
		if v, ok := f.ground(radius, nil); !ok || v != json.Number("2000") {
			t.Errorf("%q: radius %v, %v", req, v, ok)
		}
	}
	// "hours" is an hour, though hour and time are synonyms for names.
	minutes := input("time", "number")
	minutes.Description = "The time taken in minutes"
	for req, want := range map[string]json.Number{"a travel time of 7 hours": "420", "in 90 seconds": "1.5", "for 45 minutes": "45"} {
		f := &facts{request: req, used: map[string]bool{}}
		if v, ok := f.ground(minutes, nil); !ok || v != want {
			t.Errorf("%q: time %v, %v, want %s", req, v, ok, want)
		}
	}
	f = &facts{request: "I find the store", used: map[string]bool{}}
	if v, ok := f.modifier(&Tool{Name: "search_store", words: []string{"search", "store"}, Inputs: []Input{*input("q", "string")}}, input("q", "string"), nil); ok {
		t.Errorf("'I' before a verb taken: %v", v)
	}
}

// TestNamedOutput: the request names the earlier result an input takes
// ("amount as the calculated discount amount") over an output no call
// reads; with no such words, the unread output as before.
func TestNamedOutput(t *testing.T) {
	cat, err := NewCatalog([]*Tool{
		{Name: "calculate_discount", Inputs: []Input{{Name: "price", Type: "number", Required: true}},
			Outputs: []Output{{Name: "discount_amount", Type: "number"}}},
		{Name: "calculate_square", Inputs: []Input{{Name: "number", Type: "number", Required: true}},
			Outputs: []Output{{Name: "squared_number", Type: "number"}}},
		{Name: "create_invoice", Inputs: []Input{{Name: "client", Type: "string", Required: true}, {Name: "amount", Type: "number", Required: true}},
			Outputs: []Output{{Name: "invoice_id", Type: "string"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	r := New(cat, Config{Timeout: time.Hour})
	seq := `var1 = calculate_discount(price=100)
var2 = calculate_square(number="$var1.discount_amount$")
var3 = create_invoice(client="John")`
	for request, want := range map[string]string{
		"Take 100 off, square the discount amount, and invoice John with the amount as the calculated discount amount": "$var1.discount_amount$",
		"Take 100 off, square the discount amount, and invoice John with amount equal to the squared number":           "$var2.squared_number$",
	} {
		res := r.Refract(context.Background(), mustParse(t, seq), request)
		if v, _ := res.Calls[2].Args.Get("amount"); v != want {
			t.Errorf("%q: amount = %v, want %s", request, v, want)
		}
	}
}

// TestTokenOffsets: every token knows where it stands in the request, in
// order, so the text between two tokens can be read.
func TestTokenOffsets(t *testing.T) {
	for _, req := range []string{
		"CitY 0A00\"A0' '0A",
		"Book 'Hotel X' on August 15, 2024 for $200, 5km away, at bob@x.com or https://x.io ['a', 'b'] '2023-01-01'",
		"0A 1st of January, 2023 15% 10 years",
	} {
		prev := int32(0)
		for _, tk := range tokenize(req) {
			if tk.start < prev || tk.end < tk.start || int(tk.end) > len(req) {
				t.Fatalf("%q: token %q at [%d, %d) after %d", req, tk.text, tk.start, tk.end, prev)
			}
			prev = tk.end
		}
	}
}

// TestCopiesLiterals: a call repeats its producer's literals when more of
// the arguments they share are the same literal than a reference, or when
// they share none (the sgd corpus writes a value again 11 times in 14).
func TestCopiesLiterals(t *testing.T) {
	p := Call{Label: "var1", Name: "FindRestaurants", Args: Args{{Name: "city", Value: "Boston"}, {Name: "cuisine", Value: "Chinese"}}}
	for _, c := range []struct {
		args Args
		want bool
	}{
		{Args{{Name: "restaurant_name", Value: "$var1.restaurant_name$"}, {Name: "party_size", Value: "6"}}, true}, // nothing shared
		{Args{{Name: "cuisine", Value: "Chinese"}}, true},                                                          // a literal repeated
		{Args{{Name: "cuisine", Value: "$var1.cuisine$"}}, false},                                                  // a reference
		{Args{{Name: "cuisine", Value: "$var1.cuisine$"}, {Name: "city", Value: "Boston"}}, false},                 // one each: read
	} {
		if got := copiesLiterals(Call{Label: "var2", Name: "ReserveRestaurant", Args: c.args}, p); got != c.want {
			t.Errorf("copiesLiterals(%v) = %v, want %v", c.args, got, c.want)
		}
	}
}
