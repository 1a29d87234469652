package telemetry

import "go.opentelemetry.io/otel/attribute"

// Attribute keys of mend's own facts. GenAI facts use the semantic
// conventions' keys (go.opentelemetry.io/otel/semconv/v1.41.0).
const (
	// Loop runs and attempts.
	Loop        = attribute.Key("mend.loop")         // the loop's name (its graph's)
	MaxAttempts = attribute.Key("mend.max_attempts") // the run's attempt limit
	Attempts    = attribute.Key("mend.attempts")     // the attempts a run made
	Attempt     = attribute.Key("mend.attempt")      // an attempt's number, from 1
	Strategy    = attribute.Key("mend.strategy")     // the strategy that made the answer: generate, regenerate, jsonpatch, refract, ...
	Outcome     = attribute.Key("mend.outcome")      // see the Outcome values
	PromptBytes = attribute.Key("mend.prompt_bytes") // the size of the prompt's text, calls and results
	Note        = attribute.Key("mend.note")         // what a strategy noted about its answer

	// Model calls.
	Call      = attribute.Key("mend.call")          // a model call's number within its attempt, from 1
	Calls     = attribute.Key("mend.calls")         // the model calls an attempt made, retries included
	Purpose   = attribute.Key("mend.purpose")       // why a model was called: see the Purpose values
	RetryWait = attribute.Key("mend.retry.wait_ms") // the wait before a failed call is made again, in ms
	Try       = attribute.Key("mend.retry.attempt") // the number of a node's failed try, from 1 (graph.RetryPolicy)
	ToolCalls = attribute.Key("mend.tool_calls")    // the names of the tools an answer calls

	// Validation.
	Valid   = attribute.Key("mend.valid")   // the answer's calls are all valid
	Errors  = attribute.Key("mend.errors")  // the number of validation errors
	Pointer = attribute.Key("mend.pointer") // a JSON pointer into a call's arguments
	Keyword = attribute.Key("mend.keyword") // the failed check: type, required, enum, tool, reference, patch, ...
	Message = attribute.Key("mend.message") // a problem in words

	// Recovery of tool calls written as text, and repairs of native ones.
	FromText        = attribute.Key("mend.recovery.from_text") // the call was recovered from the reply's text
	RecoveryKinds   = attribute.Key("mend.recovery.kinds")     // what was repaired: format, json, name, coerce, arguments, text
	RecoveryDetails = attribute.Key("mend.recovery.details")   // each repair in words

	// JSON Patch healing.
	PatchIndex   = attribute.Key("mend.patch.index")   // the operation's index in its patch
	PatchOp      = attribute.Key("mend.patch.op")      // add, remove, replace, move, copy, test
	PatchApplied = attribute.Key("mend.patch.applied") // the operation was applied

	// Refraction.
	Verdict  = attribute.Key("mend.refract.verdict") // valid, repaired, needs_input, ...
	EditKind = attribute.Key("mend.refract.kind")    // rename_tool, rename_param, insert_call, fill, ...
	Step     = attribute.Key("mend.refract.step")    // the call's index in the sequence, from 0
	Param    = attribute.Key("mend.refract.param")   // the argument an edit, ask or confirm concerns
	Cost     = attribute.Key("mend.refract.cost")    // the edit's or the repair's cost
	States   = attribute.Key("mend.refract.states")  // the repairs the search considered
	From     = attribute.Key("mend.refract.from")    // the value before an edit (content: opt-in)
	To       = attribute.Key("mend.refract.to")      // the value after it (content: opt-in)

	// History repairs before a model call.
	HistoryRepair = attribute.Key("mend.history.repair") // see history.FixKind

	// Graphs.
	Graph     = attribute.Key("mend.graph") // a graph's name
	Node      = attribute.Key("mend.node")  // a node's name
	Superstep = attribute.Key("mend.step")  // a superstep, from 1

	// Jobs.
	Document = attribute.Key("mend.document.id") // a job's document ID
)

// Span names. They are low-cardinality: the loop's and model's names are
// fixed by configuration, never by data.
const (
	SpanLoop     = "loop"     // followed by the loop's name
	SpanAttempt  = "attempt"  //
	SpanChat     = "chat"     // followed by the requested model, when known (the GenAI convention)
	SpanValidate = "validate" //
	SpanRefract  = "refract"  //
	SpanDocument = "extract"  // a job's document
)

// Event names: one event per fact.
const (
	EventValidationError = "mend.validation.error" // a validation error: tool, call ID, pointer, keyword, message
	EventRecovered       = "mend.recovery.call"    // a call recovered from text or repaired without a model
	EventRetry           = "mend.model.retry"      // a model call failed transiently and is made again after a wait
	EventPatchOp         = "mend.patch.op"         // a JSON Patch operation, applied or refused
	EventRefractEdit     = "mend.refract.edit"     // a refraction edit
	EventRefractAsk      = "mend.refract.ask"      // a value refraction asks for
	EventRefractConfirm  = "mend.refract.confirm"  // a value refraction invented, to confirm (defensive mode)
	EventHistoryRepair   = "mend.history.repair"   // a history repair: a dangling call answered, an orphan result dropped
	EventNodeRetry       = "mend.node.retry"       // a graph node failed and is run again (graph.RetryPolicy)
)

// Outcome values (the [Outcome] key).
const (
	OutcomeValid     = "valid"     // the answer's calls are valid
	OutcomeInvalid   = "invalid"   // they are not, and another attempt follows
	OutcomeExhausted = "exhausted" // they are not, and no attempt is left
	OutcomeError     = "error"     // the attempt or run failed: a model call, a strategy, a cancelled context
)

// Purpose values (the [Purpose] key).
const (
	PurposeAnswer      = "answer"       // the attempt's answer
	PurposeIntentCheck = "intent_check" // whether a reply in prose meant a tool call
)
