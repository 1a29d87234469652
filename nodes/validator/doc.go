// Package validator checks the tool calls of a model's reply against the
// tools it was offered, and turns the result into the tool-result messages a
// model reads on its next attempt.
//
// It never executes a tool. For every call of the latest assistant message
// it reports either success or every problem found, each as an [*Error]
// naming the tool, the call ID and the RFC 6901 pointer into the arguments:
//
//	v, err := validator.New([]*tool.Tool{book, search}, validator.Config{})
//	rep := v.Check(reply)
//	if !rep.OK() {
//		for _, e := range rep.Errors() { ... } // *validator.Error
//	}
//	results := v.Results(rep, attempt) // one tool message per call
//
// Before checking, a reply gets the repairs that need no model (turn them
// off with [Config.NoRepair]): tool calls written as JSON in the text are
// recovered (Koog's ManualToolCallFixProcessor), and arguments that hold an
// object or array as a JSON string where the schema wants the value are
// decoded (Koog's ToolCallArgumentCoercionProcessor).
package validator
