package strategies_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"

	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/replay"
	"github.com/mendgraph/mend/scripted"
	"github.com/mendgraph/mend/strategies"
	"github.com/mendgraph/mend/telemetry"
	"github.com/mendgraph/mend/tool"
)

// traced returns a tracer provider that records every span, and the
// recorder.
func traced() (*sdktrace.TracerProvider, *tracetest.SpanRecorder) {
	rec := tracetest.NewSpanRecorder()
	return sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec)), rec
}

// tree writes the recorded spans as an indented tree, children in start
// order, each span with its status and every attribute but the ones that
// vary from run to run, each event with its attributes.
func tree(t *testing.T, rec *tracetest.SpanRecorder) string {
	t.Helper()
	spans := rec.Ended()
	if started := len(rec.Started()); started != len(spans) {
		t.Errorf("%d spans started, %d ended", started, len(spans))
	}
	children := map[string][]sdktrace.ReadOnlySpan{}
	ids := map[string]bool{}
	for _, s := range spans {
		ids[s.SpanContext().SpanID().String()] = true
	}
	var roots []sdktrace.ReadOnlySpan
	for _, s := range spans {
		p := s.Parent().SpanID().String()
		if !s.Parent().IsValid() || !ids[p] {
			roots = append(roots, s)
			continue
		}
		if s.SpanContext().TraceID() != s.Parent().TraceID() {
			t.Errorf("span %s is in another trace than its parent", s.Name())
		}
		children[p] = append(children[p], s)
	}
	var b strings.Builder
	var walk func(s sdktrace.ReadOnlySpan, depth int)
	walk = func(s sdktrace.ReadOnlySpan, depth int) {
		ind := strings.Repeat("  ", depth)
		fmt.Fprintf(&b, "%s%s%s%s\n", ind, s.Name(), attrs(s.Attributes()), status(s.Status()))
		for _, e := range s.Events() {
			fmt.Fprintf(&b, "%s  * %s%s\n", ind, e.Name, attrs(e.Attributes))
		}
		kids := children[s.SpanContext().SpanID().String()]
		slices.SortStableFunc(kids, func(a, b sdktrace.ReadOnlySpan) int { return a.StartTime().Compare(b.StartTime()) })
		for _, k := range kids {
			walk(k, depth+1)
		}
	}
	if len(roots) != 1 {
		t.Errorf("%d roots, want one trace", len(roots))
	}
	for _, r := range roots {
		walk(r, 0)
	}
	return b.String()
}

func attrs(kvs []attribute.KeyValue) string {
	var parts []string
	for _, kv := range kvs {
		parts = append(parts, fmt.Sprintf("%s=%s", kv.Key, kv.Value.Emit()))
	}
	slices.Sort(parts)
	if len(parts) == 0 {
		return ""
	}
	return " {" + strings.Join(parts, " ") + "}"
}

func status(s sdktrace.Status) string {
	if s.Code == codes.Error {
		return " ERROR"
	}
	return ""
}

func checkTree(t *testing.T, rec *tracetest.SpanRecorder, want string) {
	t.Helper()
	got := tree(t, rec)
	want = strings.TrimLeft(want, "\n")
	if got != want {
		t.Errorf("span tree:\n%s\nwant:\n%s", got, want)
	}
}

func tracedLoop(t *testing.T, cfg strategies.Config) (*strategies.Loop, *tracetest.SpanRecorder) {
	t.Helper()
	tp, rec := traced()
	cfg.TracerProvider = tp
	if cfg.Tools == nil {
		cfg.Tools = []*tool.Tool{respondTool(t)}
	}
	loop, err := strategies.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return loop, rec
}

func TestTraceValidFirstTime(t *testing.T) {
	model := scripted.New(scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", secondAnswer)}, Usage: scripted.Usage{Input: 400, Output: 60}})
	loop, rec := tracedLoop(t, strategies.Config{Model: model, ToolChoice: "Respond"})
	if _, err := loop.Run(t.Context(), question); err != nil {
		t.Fatal(err)
	}
	checkTree(t, rec, `
loop validation-loop {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempts=1 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=valid}
  attempt {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.calls=1 mend.errors=0 mend.outcome=valid mend.prompt_bytes=61 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {mend.attempt=1 mend.errors=0 mend.valid=true}
`)
}

func TestTraceTwoRegenerationsThenValid(t *testing.T) {
	first := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", firstAnswer)}, Usage: scripted.Usage{Input: 400, Output: 60}}
	second := first
	second.Calls = []llms.ToolCall{scripted.Call("call_2", "Respond", firstAnswer)}
	model := scripted.New(first, second, scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_3", "Respond", secondAnswer)}, Usage: scripted.Usage{Input: 700, Output: 80}})
	loop, rec := tracedLoop(t, strategies.Config{Model: model, ToolChoice: "Respond", MaxAttempts: 3})
	if _, err := loop.Run(t.Context(), question); err != nil {
		t.Fatal(err)
	}
	checkTree(t, rec, `
loop validation-loop {gen_ai.usage.input_tokens=1500 gen_ai.usage.output_tokens=200 mend.attempts=3 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=valid}
  attempt {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.calls=1 mend.errors=1 mend.outcome=invalid mend.prompt_bytes=61 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {error.type=invalid mend.attempt=1 mend.errors=1 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Respond mend.keyword=Validate mend.message=You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer. mend.pointer=/answer}
  attempt {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=2 mend.calls=1 mend.errors=1 mend.outcome=invalid mend.prompt_bytes=706 mend.strategy=regenerate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=2 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {error.type=invalid mend.attempt=2 mend.errors=1 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_2 gen_ai.tool.name=Respond mend.keyword=Validate mend.message=You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer. mend.pointer=/answer}
  attempt {gen_ai.usage.input_tokens=700 gen_ai.usage.output_tokens=80 mend.attempt=3 mend.calls=1 mend.errors=0 mend.outcome=valid mend.prompt_bytes=706 mend.strategy=regenerate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=700 gen_ai.usage.output_tokens=80 mend.attempt=3 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {mend.attempt=3 mend.errors=0 mend.valid=true}
`)
}

func TestTraceExhausted(t *testing.T) {
	bad := func(id string) scripted.Reply {
		return scripted.Reply{Calls: []llms.ToolCall{scripted.Call(id, "Respond", firstAnswer)}, Usage: scripted.Usage{Input: 400, Output: 60}}
	}
	loop, rec := tracedLoop(t, strategies.Config{Model: scripted.New(bad("call_1"), bad("call_2")), ToolChoice: "Respond", MaxAttempts: 2})
	if _, err := loop.Run(t.Context(), question); !errors.Is(err, strategies.ErrExhausted) {
		t.Fatalf("err %v", err)
	}
	checkTree(t, rec, `
loop validation-loop {error.type=exhausted gen_ai.usage.input_tokens=800 gen_ai.usage.output_tokens=120 mend.attempts=2 mend.loop=validation-loop mend.max_attempts=2 mend.outcome=exhausted} ERROR
  attempt {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.calls=1 mend.errors=1 mend.outcome=invalid mend.prompt_bytes=61 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {error.type=invalid mend.attempt=1 mend.errors=1 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Respond mend.keyword=Validate mend.message=You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer. mend.pointer=/answer}
  attempt {error.type=exhausted gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=2 mend.calls=1 mend.errors=1 mend.outcome=exhausted mend.prompt_bytes=706 mend.strategy=regenerate} ERROR
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=2 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {error.type=invalid mend.attempt=2 mend.errors=1 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_2 gen_ai.tool.name=Respond mend.keyword=Validate mend.message=You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer. mend.pointer=/answer}
`)
}

// A patch whose second operation does not apply: the patch is refused
// whole, and the next one applies.
func TestTraceJSONPatchRefused(t *testing.T) {
	model := scripted.New(
		scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Summary", brokenSummary)}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p1", "call_1", `[{"op":"replace","path":"/participants/1/age","value":35},{"op":"replace","path":"/overall_summary","value":"A chat."}]`)}},
		scripted.Reply{Calls: []llms.ToolCall{patchCall("p2", "call_1", `[{"op":"replace","path":"/participants/1/age","value":35},{"op":"add","path":"/overall_summary","value":"A chat."},{"op":"add","path":"/participants/0/background_details","value":[]}]`)}},
	)
	loop, rec := tracedLoop(t, strategies.Config{Model: model, Tools: []*tool.Tool{summaryTool(t)}, Strategy: strategies.JSONPatch{}})
	if _, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "Summarize.")}); err != nil {
		t.Fatal(err)
	}
	checkTree(t, rec, `
loop validation-loop {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempts=3 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=valid}
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.calls=1 mend.errors=3 mend.outcome=invalid mend.prompt_bytes=10 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=["Summary"]}
    validate {error.type=invalid mend.attempt=1 mend.errors=3 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.keyword=required mend.message=missing property mend.pointer=/participants/0/background_details}
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.keyword=type mend.message=got string, want integer or null mend.pointer=/participants/1/age}
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.keyword=required mend.message=missing property mend.pointer=/overall_summary}
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=2 mend.calls=1 mend.errors=4 mend.outcome=invalid mend.prompt_bytes=1517 mend.strategy=jsonpatch}
    * mend.patch.op {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.message=not applied: another operation of the patch was refused mend.patch.applied=false mend.patch.index=0 mend.patch.op=replace mend.pointer=/participants/1/age}
    * mend.patch.op {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.message=op 1 (replace /overall_summary): jsonpatch: operation does not apply: replace operation does not apply: doc is missing key: /overall_summary: missing value mend.patch.applied=false mend.patch.index=1 mend.patch.op=replace mend.pointer=/overall_summary}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=2 mend.call=1 mend.purpose=answer mend.tool_calls=["PatchFunctionParameters"]}
    validate {error.type=invalid mend.attempt=2 mend.errors=4 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=PatchFunctionParameters mend.keyword=patch mend.message=the patch was not applied: op 1 (replace /overall_summary): jsonpatch: operation does not apply: replace operation does not apply: doc is missing key: /overall_summary: missing value mend.pointer=/overall_summary}
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.keyword=required mend.message=missing property mend.pointer=/participants/0/background_details}
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.keyword=type mend.message=got string, want integer or null mend.pointer=/participants/1/age}
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.keyword=required mend.message=missing property mend.pointer=/overall_summary}
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=3 mend.calls=1 mend.errors=0 mend.outcome=valid mend.prompt_bytes=1727 mend.strategy=jsonpatch}
    * mend.patch.op {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.patch.applied=true mend.patch.index=0 mend.patch.op=replace mend.pointer=/participants/1/age}
    * mend.patch.op {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.patch.applied=true mend.patch.index=1 mend.patch.op=add mend.pointer=/overall_summary}
    * mend.patch.op {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Summary mend.patch.applied=true mend.patch.index=2 mend.patch.op=add mend.pointer=/participants/0/background_details}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=3 mend.call=1 mend.purpose=answer mend.tool_calls=["PatchFunctionParameters"]}
    validate {mend.attempt=3 mend.errors=0 mend.valid=true}
`)
}

// Refraction inserts a missing step whose query it cannot fill: it asks,
// and the model answers with the repair completed.
func TestTraceRefractAsk(t *testing.T) {
	rs := strategies.Refract{Catalog: travelCatalog(t)}
	model := missingStepModel(t)
	loop, rec := tracedLoop(t, strategies.Config{Model: model, Tools: catalogTools(t, rs.Catalog), ToolChoice: "required", MaxAttempts: 3,
		Strategy: rs, Validator: validator.Config{Sequence: rs.Check}})
	if _, err := loop.Run(t.Context(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, travelRequest)}); err != nil {
		t.Fatal(err)
	}
	checkTree(t, rec, `
loop validation-loop {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempts=2 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=valid}
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.calls=1 mend.errors=1 mend.outcome=invalid mend.prompt_bytes=102 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=["SkyScrapperSearchAirport","SkyScrapperSearchAirport","SkyScrapperFlightSearch","TripadvisorSearchHotels"]}
    validate {error.type=invalid mend.attempt=1 mend.errors=1 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_d gen_ai.tool.name=TripadvisorSearchHotels mend.keyword=reference mend.message=$var4.geoId$ refers to var4, which no earlier call produces (the calls are var1, var2, ... in order) mend.pointer=/geoId}
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=2 mend.calls=1 mend.errors=0 mend.outcome=valid mend.prompt_bytes=3124 mend.strategy=refract+model}
    refract {mend.refract.cost=11 mend.refract.states=6 mend.refract.verdict=repaired}
      * mend.refract.edit {gen_ai.tool.name=TripadvisorSearchLocation mend.refract.cost=10 mend.refract.kind=insert_call mend.refract.step=3}
      * mend.refract.edit {gen_ai.tool.name=TripadvisorSearchHotels mend.refract.cost=1 mend.refract.kind=relabel mend.refract.step=4}
      * mend.refract.ask {gen_ai.tool.name=TripadvisorSearchLocation mend.refract.param=query mend.refract.step=3}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=2 mend.call=1 mend.purpose=answer mend.tool_calls=["SkyScrapperSearchAirport","SkyScrapperSearchAirport","SkyScrapperFlightSearch","TripadvisorSearchLocation","TripadvisorSearchHotels"]}
    validate {mend.attempt=2 mend.errors=0 mend.valid=true}
`)
}

// A local model writes its call as text, in the hermes format, with single
// quotes: the validator recovers it.
func TestTraceRecoveredTextCall(t *testing.T) {
	text := "<tool_call>\n{'name': 'Respond', 'arguments': " + strings.ReplaceAll(secondAnswer, `"`, "'") + "}\n</tool_call>"
	loop, rec := tracedLoop(t, strategies.Config{Model: scripted.New(scripted.Reply{Text: text}), ToolChoice: "Respond"})
	res, err := loop.Run(t.Context(), question)
	if err != nil {
		t.Fatal(err)
	}
	checkTree(t, rec, strings.ReplaceAll(`
loop validation-loop {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempts=1 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=valid}
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.calls=1 mend.errors=0 mend.outcome=valid mend.prompt_bytes=61 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["stop"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=[]}
    validate {mend.attempt=1 mend.errors=0 mend.valid=true}
      * mend.recovery.call {gen_ai.tool.call.id=CALLID gen_ai.tool.name=Respond mend.recovery.details=["written in the hermes format","single quotes, unescaped inner quotes","1 call recovered from the text, which was removed"] mend.recovery.from_text=true mend.recovery.kinds=["format","json","text"]}
`, "CALLID", res.Calls()[0].ID))
}

// A 429 with retry-after-ms, then the answer, through langchaingo's openai
// client against a loopback server.
func TestTraceTransient429(t *testing.T) {
	srv := replay.NewOpenAI(
		replay.Fault(429, "Rate limit reached for gpt-4o", "retry-after-ms", "20"),
		replay.OpenAIReply("", validCall, replay.Usage{Input: 400, Output: 60}),
	)
	defer srv.Close()
	loop, rec := tracedLoop(t, strategies.Config{Model: openaiClient(t, srv, true), ToolChoice: "Respond"})
	if _, err := loop.Run(t.Context(), question); err != nil {
		t.Fatal(err)
	}
	checkTree(t, rec, `
loop validation-loop {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempts=1 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=valid}
  attempt {gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.calls=2 mend.errors=0 mend.outcome=valid mend.prompt_bytes=61 mend.strategy=generate}
    * mend.model.retry {error.type=rate_limited http.response.status_code=429 mend.call=1 mend.retry.wait_ms=20}
    chat gpt-4o {error.type=rate_limited gen_ai.operation.name=chat gen_ai.provider.name=openai gen_ai.request.model=gpt-4o http.response.status_code=429 mend.attempt=1 mend.call=1 mend.purpose=answer} ERROR
    chat gpt-4o {gen_ai.operation.name=chat gen_ai.provider.name=openai gen_ai.request.model=gpt-4o gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=400 gen_ai.usage.output_tokens=60 mend.attempt=1 mend.call=2 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {mend.attempt=1 mend.errors=0 mend.valid=true}
`)
}

// The caller cancels while the model is answering the second attempt.
func TestTraceCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	n := 0
	model := scripted.Func(func(ctx context.Context, req scripted.Request) (scripted.Reply, error) {
		n++
		if n == 1 {
			return scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", firstAnswer)}}, nil
		}
		cancel()
		<-ctx.Done()
		return scripted.Reply{}, ctx.Err()
	})
	loop, rec := tracedLoop(t, strategies.Config{Model: model, ToolChoice: "Respond"})
	if _, err := loop.Run(ctx, question); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
	checkTree(t, rec, `
loop validation-loop {error.type=canceled gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempts=1 mend.loop=validation-loop mend.max_attempts=3 mend.outcome=error} ERROR
  attempt {gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.calls=1 mend.errors=1 mend.outcome=invalid mend.prompt_bytes=61 mend.strategy=generate}
    chat {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.response.finish_reasons=["tool_calls"] gen_ai.usage.input_tokens=0 gen_ai.usage.output_tokens=0 mend.attempt=1 mend.call=1 mend.purpose=answer mend.tool_calls=["Respond"]}
    validate {error.type=invalid mend.attempt=1 mend.errors=1 mend.valid=false} ERROR
      * mend.validation.error {gen_ai.tool.call.id=call_1 gen_ai.tool.name=Respond mend.keyword=Validate mend.message=You MUST start with a gimicky, rhyming advertisement for using a Llama V3 (an LLM) in your **answer** field. Must be an instant hit. Must be weaved into the answer. mend.pointer=/answer}
  attempt {error.type=canceled mend.attempt=2 mend.calls=1 mend.outcome=error mend.strategy=regenerate} ERROR
    chat {error.type=canceled gen_ai.operation.name=chat gen_ai.provider.name=scripted mend.attempt=2 mend.call=1 mend.purpose=answer} ERROR
`)
}

// Contents are off by default (every tree above) and, opted into, capped.
func TestTraceContentOptIn(t *testing.T) {
	model := scripted.New(scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", secondAnswer)}})
	loop, rec := tracedLoop(t, strategies.Config{Model: model, ToolChoice: "Respond",
		Content: telemetry.Content{Prompts: true, Completions: true, MaxBytes: 20}})
	if _, err := loop.Run(t.Context(), question); err != nil {
		t.Fatal(err)
	}
	var in, out string
	for _, s := range rec.Ended() {
		for _, kv := range s.Attributes() {
			switch kv.Key {
			case semconv.GenAIInputMessagesKey:
				in = kv.Value.AsString()
			case semconv.GenAIOutputMessagesKey:
				out = kv.Value.AsString()
			}
		}
	}
	wantIn := `[{"role":"system","parts":[{"type":"text","content":"Respond directly by …[29 bytes cut]"}]},{"role":"user","parts":[{"type":"text","content":"Does P = NP?"}]}]`
	if in != wantIn {
		t.Errorf("input messages:\n%s\nwant\n%s", in, wantIn)
	}
	if !strings.Contains(out, `"type":"tool_call","id":"call_1","name":"Respond","arguments":"{\"reason\":\"The quest…[`) || !strings.Contains(out, `"finish_reason":"tool_calls"`) {
		t.Errorf("output messages: %s", out)
	}
}

// The metrics: token usage and durations by the GenAI conventions, attempts
// per run and outcomes by strategy.
func TestMetrics(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	first := scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_1", "Respond", firstAnswer)}, Usage: scripted.Usage{Input: 400, Output: 60}}
	model := scripted.New(first, scripted.Reply{Calls: []llms.ToolCall{scripted.Call("call_2", "Respond", secondAnswer)}, Usage: scripted.Usage{Input: 700, Output: 80}})
	loop, err := strategies.New(strategies.Config{Model: model, Tools: []*tool.Tool{respondTool(t)}, ToolChoice: "Respond", MeterProvider: mp})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := loop.Run(t.Context(), question); err != nil {
		t.Fatal(err)
	}
	var rm metricdata.ResourceMetrics
	if err := reader.Collect(t.Context(), &rm); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, sm := range rm.ScopeMetrics {
		if sm.Scope.Name != strategies.ScopeName {
			t.Errorf("scope %q", sm.Scope.Name)
		}
		for _, m := range sm.Metrics {
			var parts []string
			switch d := m.Data.(type) {
			case metricdata.Histogram[int64]:
				for _, p := range d.DataPoints {
					parts = append(parts, fmt.Sprintf("%s count=%d sum=%d", attrs(p.Attributes.ToSlice()), p.Count, p.Sum))
				}
			case metricdata.Histogram[float64]:
				for _, p := range d.DataPoints {
					parts = append(parts, fmt.Sprintf("%s count=%d", attrs(p.Attributes.ToSlice()), p.Count))
				}
			case metricdata.Sum[int64]:
				for _, p := range d.DataPoints {
					parts = append(parts, fmt.Sprintf("%s value=%d", attrs(p.Attributes.ToSlice()), p.Value))
				}
			}
			slices.Sort(parts)
			got[m.Name] = strings.Join(parts, ";")
		}
	}
	want := map[string]string{
		"gen_ai.client.token.usage": " {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.token.type=input} count=2 sum=1100;" +
			" {gen_ai.operation.name=chat gen_ai.provider.name=scripted gen_ai.token.type=output} count=2 sum=140",
		"gen_ai.client.operation.duration": " {gen_ai.operation.name=chat gen_ai.provider.name=scripted} count=2",
		strategies.MetricLoopAttempts:      " {mend.outcome=valid} count=1 sum=2",
		strategies.MetricAttempts:          " {mend.outcome=invalid mend.strategy=generate} value=1; {mend.outcome=valid mend.strategy=regenerate} value=1",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s:\n got %s\nwant %s", k, got[k], w)
		}
	}
}
