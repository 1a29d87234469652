// Package telemetry names what mend records in OpenTelemetry traces and
// metrics: the attribute keys (typed, as [attribute.Key] values), the span
// and event names, the outcomes, and the opt-in recording of contents.
//
// A validation loop (package strategies) traces one run as one tree:
//
//	loop {name}                    one per run; the caller's span is its parent
//	├── attempt                    one per answer: mend.attempt, mend.strategy, mend.outcome, tokens
//	│   ├── chat {model}           one per model call (GenAI client span), retries included
//	│   ├── refract                a static repair (refraction), with an event per edit and ask
//	│   └── validate               the check, with an event per validation error and recovered call
//	└── attempt ...
//
// Where an OpenTelemetry semantic convention names a fact, its key is used:
// the GenAI conventions of semconv v1.41.0 (gen_ai.operation.name,
// gen_ai.provider.name, gen_ai.request.model, gen_ai.usage.input_tokens,
// gen_ai.tool.name, ...), the newest version whose Go package has them
// (v1.42.0 dropped the gen_ai keys from the Go package), and error.type.
// mend's own facts use the mend.* keys declared here.
//
// Contents (prompts, completions, tool-call arguments) can hold personal
// data: they are never recorded unless [Content] says so, and then capped
// in size.
//
// See docs/tracing.md for the trace of a run as it shows in Jaeger.
package telemetry
