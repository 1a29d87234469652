package strategies_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/nodes/refract"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/tool"
)

type Weather struct {
	City  string `json:"city" description:"City name"`
	Units string `json:"units" validate:"oneof=metric imperial"`
}

// A model that gets the arguments wrong, then right after the feedback.
func Example() {
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c1", "get_weather", `{"city":"Paris","units":"kelvin"}`)}, Usage: scripted.Usage{Input: 90, Output: 20}},
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c2", "get_weather", `{"city":"Paris","units":"metric"}`)}, Usage: scripted.Usage{Input: 160, Output: 20}},
	)
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{weather}, ToolChoice: "get_weather"})
	if err != nil {
		fmt.Println(err)
		return
	}
	w, res, err := strategies.Decode[Weather](context.Background(), loop,
		[]llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?")})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, a := range res.Attempts {
		fmt.Printf("attempt %d (%s): %d errors, %d tokens\n", a.N, a.Strategy, len(a.Errors), a.Usage.Total())
		for _, e := range a.Errors {
			fmt.Println("  ", e.Pointer, e.Keyword, e.Message)
		}
	}
	fmt.Printf("%+v\n", w)
	// Output:
	// attempt 1 (generate): 1 errors, 110 tokens
	//    /units enum want one of ["metric","imperial"]
	// attempt 2 (regenerate): 0 errors, 180 tokens
	// {City:Paris Units:metric}
}

// Running out of attempts is an error that keeps the last validation errors.
func Example_exhausted() {
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	bad := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c", "get_weather", `{"units":"metric"}`)}}
	loop, _ := strategies.New(strategies.Config{Model: scripted.New(bad, bad), Tools: []*tool.Tool{weather}, MaxAttempts: 2})
	_, err := loop.Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather?")})
	var verr *validator.Error
	fmt.Println(errors.Is(err, strategies.ErrExhausted), errors.As(err, &verr), verr.Pointer)
	fmt.Println(err)
	// Output:
	// true true /city
	// strategies: attempts exhausted after 2 attempts: validator: get_weather (c) /city: required: missing property
}

// Escalation, cheap first: JSON patches twice on the same model, then a
// whole new answer from a stronger one. MaxAttempts is left zero: it is
// the first answer plus the budgets, 4.
func Example_escalate() {
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	bad := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c1", "get_weather", `{"city":"Paris","units":"kelvin"}`)}}
	badPatch := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("p", "json_patch",
		`{"tool_call_id":"c1","planned_edits":[],"patches":[{"op":"replace","path":"/units","value":"celsius"}]}`)}}
	model := scripted.New(bad, badPatch, badPatch)
	strong := scripted.New(scripted.Reply{Calls: []llms.ToolCall{scripted.Call("s1", "get_weather", `{"city":"Paris","units":"metric"}`)}})
	loop, err := strategies.New(strategies.Config{
		Model: model, Tools: []*tool.Tool{weather}, ToolChoice: "get_weather",
		Strategy: strategies.Escalate(
			strategies.Step{Strategy: strategies.JSONPatch{}, Budget: 2},
			strategies.Step{Strategy: strategies.Regenerate{Model: strong}},
		),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := loop.Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?")})
	fmt.Println("max attempts:", loop.MaxAttempts(), "error:", err)
	for _, a := range res.Attempts {
		fmt.Printf("attempt %d %-10s valid=%v\n", a.N, a.Strategy, a.Valid())
	}
	// Output:
	// max attempts: 4 error: <nil>
	// attempt 1 generate   valid=false
	// attempt 2 jsonpatch  valid=false
	// attempt 3 jsonpatch  valid=false
	// attempt 4 regenerate valid=true
}

// A budget that cannot add up is refused before any model call.
func Example_budget() {
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	_, err := strategies.New(strategies.Config{
		Model: scripted.New(), Tools: []*tool.Tool{weather}, MaxAttempts: 3,
		Strategy: strategies.Escalate(
			strategies.Step{Strategy: strategies.JSONPatch{}, Budget: 2},
			strategies.Step{Strategy: strategies.Regenerate{}},
		),
	})
	fmt.Println(err)
	// Output:
	// strategies: MaxAttempts 3 leaves no attempt for escalation step 2 (strategies.Regenerate): the first answer and the 2 retries budgeted before it use them all; set MaxAttempts to 4, or leave it zero to derive it from the budgets
}

// Watching a run: each attempt is reported as soon as it is checked.
func ExampleLoop_Stream() {
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c1", "get_weather", `{"units":"metric"}`)}, Usage: scripted.Usage{Input: 90, Output: 12}},
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c2", "get_weather", `{"city":"Paris","units":"metric"}`)}, Usage: scripted.Usage{Input: 150, Output: 20}},
	)
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{weather}, ToolChoice: "get_weather"})
	for ev, err := range loop.Stream(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?")}) {
		switch {
		case ev.Attempt != nil:
			fmt.Printf("attempt %d (%s): %d tokens", ev.Attempt.N, ev.Attempt.Strategy, ev.Attempt.Usage.Total())
			for _, e := range ev.Attempt.Errors {
				fmt.Printf(", %s %s", e.Pointer, e.Keyword)
			}
			fmt.Println()
		case ev.Retry != nil:
			fmt.Printf("model call failed (%s), retrying in %v\n", ev.Retry.Err.Reason, ev.Retry.Wait)
		case ev.Result != nil:
			fmt.Println("done:", err, ev.Result.Calls()[0].FunctionCall.Arguments)
		}
	}
	// Output:
	// attempt 1 (generate): 102 tokens, /city required
	// attempt 2 (regenerate): 170 tokens
	// done: <nil> {"city":"Paris","units":"metric"}
}

// A rate limit is not an invalid answer: the call is made again after the
// wait the provider asks for, and counted apart from the attempts.
// (langchaingo's openai client against a local server that answers 429
// first; provider.NewClient keeps the Retry-After the client would drop.)
func ExampleConfig_modelRetry() {
	srv := replay.NewOpenAI(
		replay.Fault(429, "Rate limit reached", "retry-after-ms", "20"),
		replay.OpenAIReply("", []llms.ToolCall{scripted.Call("c1", "get_weather", `{"city":"Paris","units":"metric"}`)}, replay.Usage{Input: 80, Output: 15}),
	)
	defer srv.Close()
	model, _ := openai.New(openai.WithBaseURL(srv.URL), openai.WithToken("offline"), openai.WithHTTPClient(provider.NewClient(nil)))
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{weather},
		ModelRetry: graph.RetryPolicy{MaxAttempts: 5}}) // at most 5 calls; the zero value makes 3
	res, err := loop.Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?")})
	fmt.Println(err, len(res.Attempts), "attempt,", res.Retries(), "retry")
	r := res.Attempts[0].Retries[0]
	fmt.Println(r.Err.Reason, r.Err.Status, r.Wait)
	// Output:
	// <nil> 1 attempt, 1 retry
	// rate_limited 429 20ms
}

// Static refraction in the loop: the model's answer names a tool that does
// not exist and refers to a label nothing binds; the repair needs no
// second model call.
func ExampleRefract() {
	cat, err := refract.LoadCatalog([]byte(`{"tools": [
		{"name": "SearchAirport", "description": "Find an airport.", "inputs": [{"name": "query", "type": "string", "required": true}], "outputs": [{"name": "skyId", "type": "string"}]},
		{"name": "SearchFlights", "description": "Find flights.", "inputs": [
			{"name": "originSkyId", "type": "string", "required": true}, {"name": "destinationSkyId", "type": "string", "required": true},
			{"name": "date", "type": "string", "required": true}], "outputs": [{"name": "price", "type": "number"}]}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	var tools []*tool.Tool
	for _, d := range cat.Definitions() {
		t, _ := tool.FromDefinition(d)
		tools = append(tools, t)
	}
	model := scripted.New(scripted.Reply{Calls: []llms.ToolCall{
		scripted.Call("c1", "SearchAirport", `{"query": "New York"}`),
		scripted.Call("c2", "SearchAirport", `{"query": "London"}`),
		scripted.Call("c3", "SearchFlight", `{"originSkyId": "$var1.skyId$", "destinationSkyId": "$var20.skyId$", "date": "2024-08-15"}`),
	}})
	rs := strategies.Refract{Catalog: cat}
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: tools, ToolChoice: "required",
		Strategy: rs, Validator: validator.Config{Sequence: rs.Check}}) // references between calls are checked too
	res, err := loop.Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Flights from New York to London on 2024-08-15.")})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("model calls:", len(model.Requests()))
	fmt.Println(res.Attempts[1].Strategy + ":\n" + res.Attempts[1].Note)
	c := res.Calls()[2]
	fmt.Println(c.FunctionCall.Name, c.FunctionCall.Arguments)
	// Output:
	// model calls: 1
	// refract:
	// rename_tool: no tool SearchFlight; SearchFlights fits the call
	// remap_ref: no call is labelled var20; var2 outputs skyId
	// SearchFlights {"originSkyId":"$var1.skyId$","destinationSkyId":"$var2.skyId$","date":"2024-08-15"}
}
