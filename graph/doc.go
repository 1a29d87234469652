// Package graph runs typed state graphs: nodes that read a state and return
// an update to it, wired by edges, executed in supersteps.
//
// A graph is generic over the user's state type S, a struct whose Merge method
// says how an update merges into it (see package [github.com/mendgraph/mend/state]).
// Build a [Graph], [Graph.Compile] it once, then run the [Runnable] as often
// as needed, from any number of goroutines:
//
//	g := graph.New[State](graph.Config{})
//	g.AddNode("llm", callModel)
//	g.AddNode("validate", validate)
//	g.AddEdge(graph.Start, "llm")
//	g.AddEdge("llm", "validate")
//	g.AddConditionalEdge("validate", route, "llm", graph.End)
//	run, err := g.Compile() // every wiring mistake, joined
//	out, err := run.Run(ctx, State{Messages: state.Add(question)})
//
// # Execution
//
// A run merges its input into the zero S, then executes supersteps, as
// LangGraph and Pregel do. The nodes triggered by the previous step run
// together, concurrently when there are several (a single node runs on the
// caller's goroutine); each receives the state as of the start of the step.
// Their updates are merged in node declaration order, then Send tasks in the
// order they were sent, so the result never depends on goroutine timing.
// A node is triggered by a plain edge from a node that ran, by a join
// ([Graph.AddJoin]) once all its sources have run, or by a router. A node
// triggered several ways in one step runs once. The run ends when a step
// triggers nothing.
//
// Routers ([Graph.AddConditionalEdge], [Graph.AddRouter]) run after the step,
// and see the state as of the start of the step with only their own node's
// update applied (for a step that ran one node, the state after the step).
//
// # Errors
//
// A run stops at the first failure and returns the state as of the last
// completed step with the error: a node's error, panic or failed merge as a
// [*NodeError]; more than [Config.MaxSteps] steps as a [*StepLimitError];
// a canceled context, checked before every step and passed to every node,
// wrapped with %w. No goroutine a run starts outlives it.
//
// # Node retries and validation retries
//
// [Retry] wraps a node so that transient failures, such as a provider's rate
// limit or a dropped connection, are retried with exponential backoff before
// the node is considered failed ([RetryPolicy.Do] does the same for any
// operation). The engine knows nothing of model providers: an error says
// it is transient with a Transient() bool method, and how long to wait
// with a RetryDelay() time.Duration method (package provider's errors have
// both); any other error, bar network timeouts and dropped connections, is
// not retried. It is not how mend retries invalid model output: a validation failure is not a node error at all. The validator node
// records it in the state, and a conditional edge loops back to the model with
// the errors as feedback (see package strategies). Keeping the two apart means
// a node retry never re-sends the same prompt for an answer that was merely
// invalid, and a validation loop never spins on a provider outage.
// (LangGraph users meet the same split: its RetryPolicy retries exceptions,
// never a validation error the graph itself reports.)
//
// # Tracing
//
// Every run gets an OpenTelemetry span, and every node execution a child span,
// from the [Config.TracerProvider]. Node spans are made only while the run span
// is recording; with a [noop.TracerProvider] no span is started at all.
//
// [noop.TracerProvider]: https://pkg.go.dev/go.opentelemetry.io/otel/trace/noop#TracerProvider
package graph
