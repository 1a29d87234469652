package strategies

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"time"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"
	"go.opentelemetry.io/otel/semconv/v1.41.0/genaiconv"
	"go.opentelemetry.io/otel/trace"
	tracenoop "go.opentelemetry.io/otel/trace/noop"

	"github.com/mendgraph/mend/history"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/telemetry"
)

// ScopeName is the instrumentation scope of this package's spans and
// metrics: its import path.
const ScopeName = "github.com/mendgraph/mend/strategies"

// Metric names of mend's own instruments, beside the GenAI conventions'
// gen_ai.client.token.usage and gen_ai.client.operation.duration.
const (
	// MetricLoopAttempts is a histogram of the attempts per run, by
	// outcome (mend.outcome: valid, exhausted, error).
	MetricLoopAttempts = "mend.loop.attempts"
	// MetricAttempts counts attempts by strategy and outcome (mend.strategy,
	// mend.outcome).
	MetricAttempts = "mend.attempt.outcomes"
)

// instruments are a loop's tracer and metric instruments.
type instruments struct {
	tracing  bool // the tracer provider is not a no-op one: spans are started
	metering bool // the meter provider is not a no-op one: metrics are recorded
	tracer   trace.Tracer
	content  telemetry.Content
	loopSpan string
	loopOpts []trace.SpanStartOption

	tokens   genaiconv.ClientTokenUsage
	duration genaiconv.ClientOperationDuration
	attempts metric.Int64Histogram
	outcomes metric.Int64Counter

	model, fallback provider.Description // the loop's own models, described once
}

func newInstruments(cfg *Config, name string) (*instruments, error) {
	tp, mp := cfg.TracerProvider, cfg.MeterProvider
	if tp == nil {
		tp = otel.GetTracerProvider()
	}
	if mp == nil {
		mp = otel.GetMeterProvider()
	}
	_, noTrace := tp.(tracenoop.TracerProvider)
	_, noMetric := mp.(metricnoop.MeterProvider)
	in := &instruments{
		tracing:  !noTrace,
		metering: !noMetric,
		tracer:   tp.Tracer(ScopeName, trace.WithSchemaURL(semconv.SchemaURL)),
		content:  cfg.Content,
		loopSpan: telemetry.SpanLoop + " " + name,
		loopOpts: []trace.SpanStartOption{trace.WithAttributes(telemetry.Loop.String(name), telemetry.MaxAttempts.Int(cfg.MaxAttempts))},
		model:    provider.Describe(cfg.Model),
		fallback: provider.Describe(cfg.Fallback),
	}
	meter := mp.Meter(ScopeName, metric.WithSchemaURL(semconv.SchemaURL))
	var err error
	if in.tokens, err = genaiconv.NewClientTokenUsage(meter); err != nil {
		return nil, err
	}
	if in.duration, err = genaiconv.NewClientOperationDuration(meter); err != nil {
		return nil, err
	}
	if in.attempts, err = meter.Int64Histogram(MetricLoopAttempts, metric.WithUnit("{attempt}"),
		metric.WithDescription("Attempts per validation-loop run, by outcome."),
		metric.WithExplicitBucketBoundaries(1, 2, 3, 4, 5, 6, 8, 10)); err != nil {
		return nil, err
	}
	if in.outcomes, err = meter.Int64Counter(MetricAttempts, metric.WithUnit("{attempt}"),
		metric.WithDescription("Validation-loop attempts, by strategy and outcome.")); err != nil {
		return nil, err
	}
	return in, nil
}

// describe names the model of a call: the loop's own models are described
// once, others at the call; a model named in the call options wins.
func (in *instruments) describe(m llms.Model, l *Loop, opts []llms.CallOption) provider.Description {
	var d provider.Description
	if !in.tracing && !in.metering {
		return d // nothing will name it
	}
	switch t := reflect.TypeOf(m); {
	case t == nil || !t.Comparable(): // a func or a struct with slices: == would panic
		d = provider.Describe(m)
	case m == l.cfg.Model:
		d = in.model
	case m == l.cfg.Fallback:
		d = in.fallback
	default:
		d = provider.Describe(m)
	}
	var co llms.CallOptions
	for _, o := range opts {
		o(&co)
	}
	if co.Model != "" {
		d.Model = co.Model
	}
	return d
}

// clientKind starts a span of kind client, without an allocation per span.
var clientKind = trace.WithSpanKind(trace.SpanKindClient)

// noSpan stands for the spans a loop with a no-op tracer provider does not
// start: it records nothing, and ending it ends nothing.
var noSpan = trace.SpanFromContext(context.Background())

// recording reports whether spans under ctx's are recorded: the tracer
// provider is not a no-op one and the parent span records. (With the
// global provider left unset, or a sampler that dropped the run, nothing
// under the run's span is started.)
func (in *instruments) recording(ctx context.Context) bool {
	return in.tracing && trace.SpanFromContext(ctx).IsRecording()
}

// startLoop starts a run's span.
func (in *instruments) startLoop(ctx context.Context) (context.Context, trace.Span) {
	if !in.tracing {
		return ctx, noSpan
	}
	ctx, span := in.tracer.Start(ctx, in.loopSpan, in.loopOpts...)
	return context.WithValue(ctx, instrumentsKey{}, in), span
}

// endLoop ends a run's span and records the run's metrics.
func (in *instruments) endLoop(ctx context.Context, span trace.Span, res *Result, err error) {
	outcome := telemetry.OutcomeValid
	var retry *RetryError
	switch {
	case err == nil:
	case asRetryError(err, &retry):
		outcome = telemetry.OutcomeExhausted
	default:
		outcome = telemetry.OutcomeError
	}
	n := 0
	if res != nil {
		n = len(res.Attempts)
	}
	if in.metering && in.attempts.Enabled(ctx) {
		in.attempts.Record(ctx, int64(n), metric.WithAttributes(telemetry.Outcome.String(outcome)))
	}
	if !span.IsRecording() {
		span.End()
		return
	}
	attrs := []attribute.KeyValue{telemetry.Attempts.Int(n), telemetry.Outcome.String(outcome)}
	if res != nil {
		attrs = append(attrs, semconv.GenAIUsageInputTokensKey.Int(res.Usage.Input), semconv.GenAIUsageOutputTokensKey.Int(res.Usage.Output))
	}
	span.SetAttributes(attrs...)
	if err != nil {
		setError(span, err)
	}
	span.End()
}

// startAttempt starts attempt n's span, under the run's.
func (in *instruments) startAttempt(ctx context.Context, n int) (context.Context, trace.Span) {
	if !in.recording(ctx) {
		return ctx, noSpan
	}
	ctx, span := in.tracer.Start(ctx, telemetry.SpanAttempt)
	if span.IsRecording() {
		span.SetAttributes(telemetry.Attempt.Int(n))
	}
	return ctx, span
}

// failAttempt ends an attempt that failed before its answer was checked.
func (in *instruments) failAttempt(ctx context.Context, span trace.Span, rep *AttemptReport, err error) {
	in.countAttempt(ctx, rep.Strategy, telemetry.OutcomeError)
	if span.IsRecording() {
		span.SetAttributes(telemetry.Strategy.String(rep.Strategy), telemetry.Outcome.String(telemetry.OutcomeError), telemetry.Calls.Int(rep.Calls))
		setError(span, err)
	}
	span.End()
}

// endAttempt ends a checked attempt's span.
func (in *instruments) endAttempt(ctx context.Context, span trace.Span, rep *AttemptReport, outcome string) {
	in.countAttempt(ctx, rep.Strategy, outcome)
	if span == nil {
		return
	}
	if span.IsRecording() {
		attrs := []attribute.KeyValue{
			telemetry.Strategy.String(rep.Strategy),
			telemetry.Outcome.String(outcome),
			telemetry.Calls.Int(rep.Calls),
			telemetry.Errors.Int(len(rep.Errors)),
			telemetry.PromptBytes.Int(rep.PromptBytes),
			semconv.GenAIUsageInputTokensKey.Int(rep.Usage.Input),
			semconv.GenAIUsageOutputTokensKey.Int(rep.Usage.Output),
		}
		if rep.Note != "" && in.content.Arguments {
			attrs = append(attrs, telemetry.Note.String(in.content.Cap(rep.Note)))
		}
		span.SetAttributes(attrs...)
		if outcome == telemetry.OutcomeExhausted {
			span.SetStatus(codes.Error, "attempts exhausted")
			span.SetAttributes(semconv.ErrorTypeKey.String("exhausted"))
		}
	}
	span.End()
}

// countAttempt counts an attempt's outcome.
func (in *instruments) countAttempt(ctx context.Context, strategy, outcome string) {
	if in.metering && in.outcomes.Enabled(ctx) {
		in.outcomes.Add(ctx, 1, metric.WithAttributes(telemetry.Strategy.String(strategy), telemetry.Outcome.String(outcome)))
	}
}

// historyFixes records the repairs made to a history before a call.
func (in *instruments) historyFixes(span trace.Span, fixes []history.Fix) {
	for _, f := range fixes {
		span.AddEvent(telemetry.EventHistoryRepair, trace.WithAttributes(
			telemetry.HistoryRepair.String(string(f.Kind)),
			semconv.GenAIToolCallIDKey.String(f.CallID),
			semconv.GenAIToolNameKey.String(f.Tool)))
	}
}

// chatSpan is one model call in flight.
type chatSpan struct {
	span  trace.Span
	start time.Time
	desc  provider.Description
}

// startChat starts a model call's span: a GenAI client span.
func (in *instruments) startChat(ctx context.Context, d provider.Description, rep *AttemptReport, call int, msgs []llms.MessageContent) (context.Context, chatSpan) {
	if !in.recording(ctx) {
		if !in.metering {
			return ctx, chatSpan{span: noSpan}
		}
		return ctx, chatSpan{span: noSpan, start: time.Now(), desc: d}
	}
	name := telemetry.SpanChat
	if d.Model != "" {
		name = telemetry.SpanChat + " " + d.Model
	}
	purpose := telemetry.PurposeAnswer
	if rep.Strategy == intentStrategy {
		purpose = telemetry.PurposeIntentCheck
	}
	ctx, span := in.tracer.Start(ctx, name, clientKind)
	if span.IsRecording() {
		span.SetAttributes(
			semconv.GenAIOperationNameChat,
			semconv.GenAIProviderNameKey.String(d.Provider),
			telemetry.Attempt.Int(rep.N),
			telemetry.Call.Int(call),
			telemetry.Purpose.String(purpose),
		)
		if d.Model != "" {
			span.SetAttributes(semconv.GenAIRequestModelKey.String(d.Model))
		}
		if in.content.Prompts {
			span.SetAttributes(semconv.GenAIInputMessagesKey.String(in.messagesJSON(msgs, "")))
		}
	}
	return ctx, chatSpan{span: span, start: time.Now(), desc: d}
}

// endChat ends a model call's span and records its metrics.
func (in *instruments) endChat(ctx context.Context, c chatSpan, resp *llms.ContentResponse, err error) {
	if !in.tracing && !in.metering {
		return
	}
	op := genaiconv.OperationNameChat
	prov := genaiconv.ProviderNameAttr(c.desc.Provider)
	var model []attribute.KeyValue // gen_ai.request.model, when known
	if c.desc.Model != "" {
		model = []attribute.KeyValue{semconv.GenAIRequestModelKey.String(c.desc.Model)}
	}
	if err != nil {
		in.duration.Record(ctx, time.Since(c.start).Seconds(), op, prov, append(model, semconv.ErrorTypeKey.String(telemetry.ErrorType(err)))...)
		if c.span.IsRecording() {
			if pe, ok := asProviderError(err); ok && pe.Status != 0 {
				c.span.SetAttributes(semconv.HTTPResponseStatusCode(pe.Status))
			}
			setError(c.span, err)
		}
		c.span.End()
		return
	}
	u := UsageOf(resp)
	in.duration.Record(ctx, time.Since(c.start).Seconds(), op, prov, model...)
	in.tokens.Record(ctx, int64(u.Input), op, prov, genaiconv.TokenTypeInput, model...)
	in.tokens.Record(ctx, int64(u.Output), op, prov, genaiconv.TokenTypeOutput, model...)
	if c.span.IsRecording() {
		var reasons, tools []string
		for _, ch := range resp.Choices {
			if ch == nil {
				continue
			}
			if ch.StopReason != "" {
				reasons = append(reasons, ch.StopReason)
			}
			for _, tc := range ch.ToolCalls {
				if tc.FunctionCall != nil {
					tools = append(tools, tc.FunctionCall.Name)
				}
			}
		}
		attrs := []attribute.KeyValue{
			semconv.GenAIUsageInputTokensKey.Int(u.Input),
			semconv.GenAIUsageOutputTokensKey.Int(u.Output),
			semconv.GenAIResponseFinishReasonsKey.StringSlice(reasons),
			telemetry.ToolCalls.StringSlice(tools),
		}
		if m := infoString(resp, "Model", "model"); m != "" {
			attrs = append(attrs, semconv.GenAIResponseModelKey.String(m))
		}
		if id := infoString(resp, "ID", "id"); id != "" {
			attrs = append(attrs, semconv.GenAIResponseIDKey.String(id))
		}
		if in.content.Completions {
			attrs = append(attrs, semconv.GenAIOutputMessagesKey.String(in.messagesJSON([]llms.MessageContent{messageOf(resp, 0)}, firstReason(reasons))))
		}
		c.span.SetAttributes(attrs...)
	}
	c.span.End()
}

// retried records a transient failure that will be retried, on the
// attempt's span.
func (in *instruments) retried(span trace.Span, r Retry) {
	if !span.IsRecording() {
		return
	}
	span.AddEvent(telemetry.EventRetry, trace.WithAttributes(
		telemetry.Call.Int(r.Call),
		semconv.ErrorTypeKey.String(string(r.Err.Reason)),
		semconv.HTTPResponseStatusCode(r.Err.Status),
		telemetry.RetryWait.Int64(r.Wait.Milliseconds())))
}

// startValidate starts the validation's span, under the attempt's.
func (in *instruments) startValidate(ctx context.Context, n int) (context.Context, trace.Span) {
	if !in.recording(ctx) {
		return ctx, noSpan
	}
	ctx, span := in.tracer.Start(ctx, telemetry.SpanValidate)
	if span.IsRecording() {
		span.SetAttributes(telemetry.Attempt.Int(n))
	}
	return ctx, span
}

// endValidate records the verdict: an event per recovered call and per
// validation error.
func (in *instruments) endValidate(span trace.Span, rep validator.Report, errs []*validator.Error) {
	if span.IsRecording() {
		for _, r := range rep.Recovered {
			kinds := make([]string, len(r.Repairs))
			details := make([]string, len(r.Repairs))
			for i, x := range r.Repairs {
				kinds[i], details[i] = x.Kind, x.Detail
			}
			attrs := []attribute.KeyValue{
				semconv.GenAIToolNameKey.String(r.Tool),
				semconv.GenAIToolCallIDKey.String(r.CallID),
				telemetry.FromText.Bool(r.FromText),
				telemetry.RecoveryKinds.StringSlice(kinds),
				telemetry.RecoveryDetails.StringSlice(details),
			}
			if in.content.Arguments {
				for _, c := range rep.Message.ToolCalls() {
					if c.ID == r.CallID && c.FunctionCall != nil {
						attrs = append(attrs, semconv.GenAIToolCallArgumentsKey.String(in.content.Cap(c.FunctionCall.Arguments)))
					}
				}
			}
			span.AddEvent(telemetry.EventRecovered, trace.WithAttributes(attrs...))
		}
		for _, e := range errs {
			attrs := []attribute.KeyValue{
				semconv.GenAIToolNameKey.String(e.Tool),
				semconv.GenAIToolCallIDKey.String(e.CallID),
				telemetry.Pointer.String(e.Pointer),
				telemetry.Keyword.String(e.Keyword),
				telemetry.Message.String(in.content.Cap(e.Message)),
			}
			span.AddEvent(telemetry.EventValidationError, trace.WithAttributes(attrs...))
		}
		span.SetAttributes(telemetry.Valid.Bool(rep.OK()), telemetry.Errors.Int(len(errs)))
		if !rep.OK() {
			span.SetStatus(codes.Error, "invalid")
			span.SetAttributes(semconv.ErrorTypeKey.String("invalid"))
		}
	}
	span.End()
}

// setError marks a span failed with err's error.type.
func setError(span trace.Span, err error) {
	span.SetStatus(codes.Error, err.Error())
	span.SetAttributes(semconv.ErrorTypeKey.String(telemetry.ErrorType(err)))
}

func infoString(resp *llms.ContentResponse, keys ...string) string {
	for _, c := range resp.Choices {
		if c == nil {
			continue
		}
		for _, k := range keys {
			if s, ok := c.GenerationInfo[k].(string); ok && s != "" {
				return s
			}
		}
	}
	return ""
}

func firstReason(rs []string) string {
	if len(rs) == 0 {
		return ""
	}
	return rs[0]
}

// messagesJSON writes messages in the GenAI conventions' message form
// (role, parts of type text, tool_call or tool_call_response), each part's
// content capped.
func (in *instruments) messagesJSON(msgs []llms.MessageContent, finish string) string {
	type part struct {
		Type      string `json:"type"`
		Content   string `json:"content,omitempty"`
		ID        string `json:"id,omitempty"`
		Name      string `json:"name,omitempty"`
		Arguments string `json:"arguments,omitempty"`
		Response  string `json:"response,omitempty"`
	}
	type message struct {
		Role         string `json:"role"`
		Parts        []part `json:"parts"`
		FinishReason string `json:"finish_reason,omitempty"`
	}
	out := make([]message, 0, len(msgs))
	for _, m := range msgs {
		msg := message{Role: genAIRole(m.Role), FinishReason: finish}
		for _, p := range m.Parts {
			switch p := p.(type) {
			case llms.TextContent:
				msg.Parts = append(msg.Parts, part{Type: "text", Content: in.content.Cap(p.Text)})
			case llms.ToolCall:
				pt := part{Type: "tool_call", ID: p.ID}
				if p.FunctionCall != nil {
					pt.Name, pt.Arguments = p.FunctionCall.Name, in.content.Cap(p.FunctionCall.Arguments)
				}
				msg.Parts = append(msg.Parts, pt)
			case llms.ToolCallResponse:
				msg.Parts = append(msg.Parts, part{Type: "tool_call_response", ID: p.ToolCallID, Response: in.content.Cap(p.Content)})
			}
		}
		out = append(out, msg)
	}
	b, _ := json.Marshal(out)
	return string(b)
}

func genAIRole(r llms.ChatMessageType) string {
	switch r {
	case llms.ChatMessageTypeAI:
		return "assistant"
	case llms.ChatMessageTypeHuman:
		return "user"
	case llms.ChatMessageTypeSystem:
		return "system"
	case llms.ChatMessageTypeTool:
		return "tool"
	}
	return string(r)
}

// intentStrategy is the Strategy of an intent check's report.
const intentStrategy = "intent"

type instrumentsKey struct{}

// instrumentsFrom returns the loop's instruments from a context its nodes
// were given, or nil.
func instrumentsFrom(ctx context.Context) *instruments {
	in, _ := ctx.Value(instrumentsKey{}).(*instruments)
	return in
}

func asRetryError(err error, target **RetryError) bool { return errors.As(err, target) }

func asProviderError(err error) (*provider.Error, bool) { return errors.AsType[*provider.Error](err) }
