package tool_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/schema"
	"github.com/mendgraph/mend/tool"
)

// Respond is the seed's tool (LangGraph's extraction how-to): a reason, and
// an answer that must advertise Llama V3, a rule only code can state.
type Respond struct {
	Reason string `json:"reason" description:"Step-by-step justification for the answer."`
	Answer string `json:"answer"`
}

func (r Respond) Validate() error {
	if !strings.Contains(strings.ToLower(r.Answer), "llama") {
		return tool.At("/answer", errors.New("You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer."))
	}
	return nil
}

type Flight struct {
	From   string   `json:"from" validate:"required,len=3" description:"IATA code"`
	To     string   `json:"to" validate:"required,len=3"`
	Date   string   `json:"date" validate:"required,datetime=2006-01-02"`
	Cabin  string   `json:"cabin,omitempty" validate:"omitempty,oneof=economy 'premium economy' business"`
	Adults int      `json:"adults" validate:"min=1,max=9"`
	Email  string   `json:"email,omitempty" validate:"omitempty,email"`
	Tags   []string `json:"tags,omitempty" validate:"max=3,dive,min=2"`
	Price  *float64 `json:"price,omitempty" validate:"omitempty,gt=0"`
}

func pairs(err error) []string {
	var ve *schema.ValidationError
	if !errors.As(err, &ve) {
		if err != nil {
			return []string{"error: " + err.Error()}
		}
		return nil
	}
	var out []string
	for _, v := range ve.Violations {
		out = append(out, v.Keyword+" "+v.Pointer)
	}
	slices.Sort(out)
	return out
}

func TestOfGeneratesSchema(t *testing.T) {
	fl, err := tool.Of[Flight]("book_flight", "Book a flight.")
	if err != nil {
		t.Fatal(err)
	}
	got := fl.SchemaJSON()
	for _, want := range []string{
		`"additionalProperties":false`,
		// a pointer field accepts null, as encoding/json decodes it into nil
		`"required":["from","to","date","adults"]`,
		`"from":{"description":"IATA code","maxLength":3,"minLength":3,"type":"string"}`,
		`"cabin":{"enum":["economy","premium economy","business"],"type":"string"}`,
		`"adults":{"maximum":9,"minimum":1,"type":"integer"}`,
		`"date":{"format":"date","type":"string"}`,
		`"email":{"format":"email","type":"string"}`,
		`"tags":{"items":{"minLength":2,"type":"string"},"maxItems":3,"type":"array"}`,
		`"price":{"exclusiveMinimum":0,"type":["number","null"]}`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("schema lacks %s:\n%s", want, got)
		}
	}
	if u := fl.Unenforced(); len(u) != 0 {
		t.Errorf("unenforced: %v", u)
	}
	def := fl.Definition()
	if def.Type != "function" || def.Function.Name != "book_flight" || def.Function.Description != "Book a flight." {
		t.Errorf("definition %+v", def)
	}
}

func TestCheck(t *testing.T) {
	fl, err := tool.Of[Flight]("book_flight", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args string
		want []string
	}{
		{`{"from":"JFK","to":"LHR","date":"2024-08-15","adults":1}`, nil},
		{`{"from":"JFK","to":"LHR","date":"2024-08-15","adults":"1","seat":"12A"}`, []string{"additionalProperties /seat", "type /adults"}},
		{`{"from":"JFKX","date":"15/08/2024","adults":0,"cabin":"Economy"}`, []string{"enum /cabin", "format /date", "maxLength /from", "minimum /adults", "required /to"}},
		{`{"from":"JFK","to":"LHR","date":"2024-08-15","adults":1,"tags":["a","bb"],"price":-2}`, []string{"exclusiveMinimum /price", "minLength /tags/0"}},
	} {
		if got := pairs(fl.Check(c.args)); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.args, got, c.want)
		}
	}
	var se *schema.SyntaxError
	if err := fl.Check(`{"from":`); !errors.As(err, &se) || se.Offset != 8 {
		t.Errorf("malformed JSON: %v", err)
	}
}

// TestValidateMethod: the seed's semantic rule, with a pointer.
func TestValidateMethod(t *testing.T) {
	r, err := tool.Of[Respond]("Respond", "Use to generate the response. Always use when responding to the user")
	if err != nil {
		t.Fatal(err)
	}
	err = r.Check(`{"reason":"P vs NP is open.","answer":"Nobody knows."}`)
	var v schema.Violation
	if !errors.As(err, &v) || v.Pointer != "/answer" || v.Keyword != "Validate" || !strings.Contains(v.Message, "Llama V3") {
		t.Fatalf("err = %v", err)
	}
	got, err := tool.Decode[Respond](r, `{"reason":"r","answer":"With a Llama V3, the answer you'll see"}`)
	if err != nil || got.Reason != "r" {
		t.Fatalf("decode: %+v %v", got, err)
	}
	if _, err := tool.Decode[Respond](r, `{"answer":"llama"}`); !errors.Is(err, schema.ErrRequired) {
		t.Fatalf("missing reason: %v", err)
	}
}

type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children,omitempty"`
}

type Embedded struct {
	Node
	Extra int `json:"extra"`
}

func TestRecursiveAndEmbedded(t *testing.T) {
	n, err := tool.Of[Node]("tree", "")
	if err != nil {
		t.Fatal(err)
	}
	if got := pairs(n.Check(`{"name":"a","children":[{"name":"b","children":[{"name":3}]}]}`)); !slices.Equal(got, []string{"type /children/0/children/0/name"}) {
		t.Fatalf("recursive: %v\n%s", got, n.SchemaJSON())
	}
	e, err := tool.Of[Embedded]("e", "")
	if err != nil {
		t.Fatal(err)
	}
	if got := pairs(e.Check(`{"name":"a","extra":1}`)); got != nil {
		t.Fatalf("embedded fields are flattened: %v\n%s", got, e.SchemaJSON())
	}
}

func TestFromDefinition(t *testing.T) {
	def := llms.Tool{Type: "function", Function: &llms.FunctionDefinition{
		Name: "search", Description: "Search.",
		Parameters: json.RawMessage(`{"type":"object","properties":{"q":{"type":"string","minLength":1},"tags":{"type":"array","contains":{"const":"x"}}},"required":["q"]}`),
	}}
	s, err := tool.FromDefinition(def)
	if err != nil {
		t.Fatal(err)
	}
	if got := pairs(s.Check(`{"q":""}`)); !slices.Equal(got, []string{"minLength /q"}) {
		t.Fatalf("got %v", got)
	}
	if u := s.Unenforced(); !slices.Equal(u, []string{"/properties/tags/contains"}) {
		t.Fatalf("unenforced %v", u)
	}
	if _, err := tool.FromDefinition(llms.Tool{Function: &llms.FunctionDefinition{Name: "x", Parameters: map[string]any{"type": "nope"}}}); !errors.Is(err, tool.ErrInvalidTool) {
		t.Fatalf("bad schema: %v", err)
	}
	if _, err := tool.Of[int]("x", ""); !errors.Is(err, tool.ErrInvalidTool) {
		t.Fatalf("non-struct: %v", err)
	}
}

func ExampleOf() {
	type Weather struct {
		City  string `json:"city" description:"City name"`
		Units string `json:"units,omitempty" validate:"omitempty,oneof=metric imperial"`
	}
	w, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	fmt.Println(w.SchemaJSON())
	fmt.Println(w.Check(`{"units":"kelvin"}`))
	// Output:
	// {"additionalProperties":false,"properties":{"city":{"description":"City name","type":"string"},"units":{"enum":["metric","imperial"],"type":"string"}},"required":["city"],"type":"object"}
	// schema: 2 violations:
	//   /units: enum: want one of ["metric","imperial"]
	//   /city: required: missing property
}

// TestFieldOrder: the schema sent to a model lists fields in struct order,
// so a model writes its reason before the answer it justifies, as with
// Pydantic; and a definition's own schema text is passed through as given.
func TestFieldOrder(t *testing.T) {
	r, _ := tool.Of[Respond]("Respond", "")
	got := string(r.Definition().Function.Parameters.(json.RawMessage))
	if strings.Index(got, `"reason"`) > strings.Index(got, `"answer"`) {
		t.Fatalf("answer before reason: %s", got)
	}
	raw := `{"type":"object","properties":{"z":{"type":"string"},"a":{"type":"string"}},"required":["z","a"]}`
	d, _ := tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: "d", Parameters: json.RawMessage(raw)}})
	if d.SchemaJSON() != raw {
		t.Fatalf("schema text changed: %s", d.SchemaJSON())
	}
	if got := pairs(d.Check(`{}`)); !slices.Equal(got, []string{"required /a", "required /z"}) {
		t.Fatalf("got %v", got)
	}
}
