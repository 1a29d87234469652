package strategies_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/refract"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

// travelCatalog is the NESTFUL catalog cut down to the seed's travel tools
// and the news tool refraction's docs insert for a missing date.
func travelCatalog(t *testing.T) *refract.Catalog {
	t.Helper()
	data, err := os.ReadFile("../testdata/corpus/nestful-executable/catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	full, err := refract.LoadCatalog(data)
	if err != nil {
		t.Fatal(err)
	}
	var tools []*refract.Tool
	for _, n := range []string{"SkyScrapperSearchAirport", "SkyScrapperFlightSearch", "TripadvisorSearchLocation", "TripadvisorSearchHotels", "NewsAPISearchByKeyWord"} {
		cp := *full.Tool(n)
		tools = append(tools, &cp)
	}
	cat, err := refract.NewCatalog(tools)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

func catalogTools(t *testing.T, cat *refract.Catalog) []*tool.Tool {
	t.Helper()
	var out []*tool.Tool
	for _, d := range cat.Definitions() {
		tl, err := tool.FromDefinition(d)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tl)
	}
	return out
}

func travelCalls(t *testing.T, text string) []llms.ToolCall {
	t.Helper()
	calls, err := refract.ParseText(text)
	if err != nil {
		t.Fatal(err)
	}
	for i := range calls {
		calls[i].ID = "call_" + string(rune('a'+i))
	}
	return refract.ToolCalls(calls)
}

const travelRequest = "Find flights from New York to London on 2024-08-15 and hotels in London from 2024-08-15 to 2024-08-18."

func travelLoop(t *testing.T, model llms.Model, strategy strategies.Strategy, rs strategies.Refract) *strategies.Loop {
	t.Helper()
	loop, err := strategies.New(strategies.Config{
		Model: model, Tools: catalogTools(t, rs.Catalog), ToolChoice: "required", MaxAttempts: 3,
		Strategy:  strategy,
		Validator: validator.Config{Sequence: rs.Check},
	})
	if err != nil {
		t.Fatal(err)
	}
	return loop
}

// A misspelled tool and a made-up label are repaired with no second model
// call.
func TestRefractStatic(t *testing.T) {
	rs := strategies.Refract{Catalog: travelCatalog(t)}
	model := scripted.New(scripted.Reply{Calls: travelCalls(t, `var1 = SkyScrapperSearchAirport(query="New York")
var2 = SkyScrapperSearchAirport(query="London")
var3 = SkyCrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var20.entityId$", date="2024-08-15")`)})
	res, err := travelLoop(t, model, rs, rs).Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, travelRequest)})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(model.Requests()); n != 1 {
		t.Errorf("model asked %d times, want 1", n)
	}
	if len(res.Attempts) != 2 || res.Attempts[1].Strategy != "refract" || !strings.Contains(res.Attempts[1].Note, "rename_tool") {
		t.Fatalf("attempts: %+v", res.Attempts)
	}
	calls := res.Calls()
	if calls[2].FunctionCall.Name != "SkyScrapperFlightSearch" || calls[2].ID != "call_c" ||
		!strings.Contains(calls[2].FunctionCall.Arguments, `"$var2.entityId$"`) {
		t.Errorf("repaired call: %s %s %s", calls[2].ID, calls[2].FunctionCall.Name, calls[2].FunctionCall.Arguments)
	}
	// The first answer failed on both counts: the tool, and the
	// reference, which only the sequence check sees.
	var kws []string
	for _, e := range res.Attempts[0].Errors {
		kws = append(kws, e.Keyword)
	}
	if strings.Join(kws, ",") != "reference,tool" {
		t.Errorf("first attempt's errors: %v", kws)
	}
}

// missingStepModel answers the travel request without the location search
// the hotel search reads, then, asked again, with it.
func missingStepModel(t *testing.T) *scripted.Model {
	t.Helper()
	fixed := `var1 = SkyScrapperSearchAirport(query="New York")
var2 = SkyScrapperSearchAirport(query="London")
var3 = SkyScrapperFlightSearch(originSkyId="$var1.skyId$", destinationSkyId="$var2.skyId$", originEntityId="$var1.entityId$", destinationEntityId="$var2.entityId$", date="2024-08-15")
var4 = TripadvisorSearchLocation(query="London")
var5 = TripadvisorSearchHotels(geoId="$var4.geoId$", checkIn="2024-08-15", checkOut="2024-08-18")`
	broken := strings.Replace(fixed, "var4 = TripadvisorSearchLocation(query=\"London\")\n", "", 1)
	broken = strings.Replace(broken, "var5 =", "var4 =", 1)
	return scripted.New(scripted.Reply{Calls: travelCalls(t, broken)}, scripted.Reply{Calls: travelCalls(t, fixed)})
}

// A missing step is inserted, but its query is a value the model must
// give: the model is asked with the repair so far and what is missing.
func TestRefractAsksTheModel(t *testing.T) {
	rs := strategies.Refract{Catalog: travelCatalog(t)}
	model := missingStepModel(t)
	res, err := travelLoop(t, model, rs, rs).Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, travelRequest)})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Attempts) != 2 || res.Attempts[1].Strategy != "refract+model" || !res.Attempts[1].Valid() {
		t.Fatalf("attempts: %+v", res.Attempts)
	}
	reqs := model.Requests()
	last := reqs[1].Messages[len(reqs[1].Messages)-1]
	text := last.Parts[0].(llms.TextContent).Text
	for _, want := range []string{"TripadvisorSearchLocation", "query", "Repaired calls:"} {
		if !strings.Contains(text, want) {
			t.Errorf("the model's prompt lacks %q:\n%s", want, text)
		}
	}
}

// Problems refraction does not see are not its business: Escalate moves on.
func TestRefractNotApplicable(t *testing.T) {
	rs := strategies.Refract{Catalog: travelCatalog(t)}
	_, err := rs.Next(context.Background(), strategies.Attempt{N: 2})
	if !errors.Is(err, strategies.ErrNotApplicable) {
		t.Errorf("no calls: %v", err)
	}
	valid := travelCalls(t, `var1 = SkyScrapperSearchAirport(query="New York")`)
	model := scripted.New(scripted.Reply{Calls: valid})
	loop := travelLoop(t, model, rs, rs)
	rep := loop.Validator().Check(stateMessage(valid))
	if !rep.OK() {
		t.Fatalf("valid call reported: %v", rep.Err())
	}
	_, err = rs.Next(context.Background(), strategies.Attempt{N: 2, Failed: stateMessage(valid)})
	if !errors.Is(err, strategies.ErrNotApplicable) {
		t.Errorf("valid sequence: %v", err)
	}
	if _, err := (strategies.Refract{}).Next(context.Background(), strategies.Attempt{N: 2, Failed: stateMessage(valid)}); err == nil {
		t.Error("no catalog: no error")
	}
}

func stateMessage(calls []llms.ToolCall) state.Message {
	parts := make([]llms.ContentPart, len(calls))
	for i, c := range calls {
		parts[i] = c
	}
	return state.NewMessage(llms.ChatMessageTypeAI, parts...)
}
