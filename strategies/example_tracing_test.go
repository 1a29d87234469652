package strategies_test

import (
	"context"
	"fmt"
	"slices"

	"github.com/tmc/langchaingo/llms"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/telemetry"
	"github.com/mendgraph/mend/tool"
)

// Tracing a run: give the loop a TracerProvider (here the SDK's, recording
// in memory; in a program, one that exports over OTLP to Jaeger). Each
// attempt is a span, with a span per model call and one for the check,
// and a validation error is an event with its JSON pointer.
func Example_tracing() {
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	weather, _ := tool.Of[Weather]("get_weather", "Current weather for a city.")
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c1", "get_weather", `{"city":"Paris","units":"kelvin"}`)}},
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("c2", "get_weather", `{"city":"Paris","units":"metric"}`)}},
	)
	loop, _ := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{weather}, ToolChoice: "get_weather",
		TracerProvider: tp})
	if _, err := loop.Run(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Weather in Paris?")}); err != nil {
		fmt.Println(err)
		return
	}
	spans := rec.Ended()
	slices.SortFunc(spans, func(a, b sdktrace.ReadOnlySpan) int { return a.StartTime().Compare(b.StartTime()) })
	for _, s := range spans {
		line := s.Name()
		for _, kv := range s.Attributes() {
			if kv.Key == telemetry.Strategy || kv.Key == telemetry.Outcome {
				line += " " + kv.Value.AsString()
			}
		}
		fmt.Println(line)
		for _, e := range s.Events() {
			for _, kv := range e.Attributes {
				if kv.Key == telemetry.Pointer {
					fmt.Println("  ", e.Name, kv.Value.AsString())
				}
			}
		}
	}
	// Output:
	// loop validation-loop valid
	// attempt generate invalid
	// chat
	// validate
	//    mend.validation.error /units
	// attempt regenerate valid
	// chat
	// validate
}
