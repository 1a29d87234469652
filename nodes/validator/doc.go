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
// off with [Config.NoRepair]), from package nodes/recovery: a reply without
// native calls gets the calls written in its text, in any model family's
// format (Koog's ManualToolCallFixProcessor, and much more); a native call
// that fails its check is repaired where that loses nothing (its name, its
// JSON, arguments encoded twice, stringified objects and other lossless
// coercions: Koog's ToolCallArgumentCoercionProcessor) and checked again.
// A call written to a tool that was not offered is reported
// ([Report.Rejected]) and fed back, never checked as a call.
package validator
