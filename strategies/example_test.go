package strategies_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/validator"
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
