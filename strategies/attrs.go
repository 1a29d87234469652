package strategies

import "go.opentelemetry.io/otel/attribute"

// ScopeName is the instrumentation scope of this package's spans: its
// import path.
const ScopeName = "github.com/mendgraph/mend/strategies"

// Attribute keys the loop sets on its spans and events. Where an
// OpenTelemetry semantic convention names the fact (gen_ai.*, error.type,
// http.response.status_code), its key is used.
const (
	attrAttempt      = attribute.Key("mend.attempt")
	attrStrategy     = attribute.Key("mend.strategy")
	attrPromptBytes  = attribute.Key("mend.prompt_bytes")
	attrRetries      = attribute.Key("mend.retries")
	attrCall         = attribute.Key("mend.call")
	attrReason       = attribute.Key("error.type")
	attrHTTPStatus   = attribute.Key("http.response.status_code")
	attrWaitMS       = attribute.Key("mend.retry.wait_ms")
	attrErrors       = attribute.Key("mend.errors")
	attrValid        = attribute.Key("mend.valid")
	attrPointer      = attribute.Key("mend.pointer")
	attrKeyword      = attribute.Key("mend.keyword")
	attrMessage      = attribute.Key("mend.message")
	attrInputTokens  = attribute.Key("gen_ai.usage.input_tokens")
	attrOutputTokens = attribute.Key("gen_ai.usage.output_tokens")
	attrToolName     = attribute.Key("gen_ai.tool.name")
	attrToolCallID   = attribute.Key("gen_ai.tool.call.id")
)
