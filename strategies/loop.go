package strategies

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/history"
	"github.com/mendgraph/mend/nodes/finalizer"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/provider"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/telemetry"
	"github.com/mendgraph/mend/tool"
)

// ErrExhausted is wrapped by every [*RetryError].
var ErrExhausted = errors.New("strategies: attempts exhausted")

// RetryError ends a run whose attempts all failed. Last is the final
// answer's validation error, whose parts are *validator.Error values, so
// that both errors.Is(err, ErrExhausted) and errors.As(err, &verr) work.
type RetryError struct {
	Attempts int             // attempts made
	Last     error           // the last answer's problems, joined
	Reports  []AttemptReport // every attempt, oldest first
}

// Error implements the error interface.
func (e *RetryError) Error() string {
	return fmt.Sprintf("%v after %d attempts: %v", ErrExhausted, e.Attempts, e.Last)
}

// ErrorType returns "exhausted", the error.type of a run that ends so in
// a trace.
func (e *RetryError) ErrorType() string { return "exhausted" }

// Unwrap returns ErrExhausted and the last validation error.
func (e *RetryError) Unwrap() []error { return []error{ErrExhausted, e.Last} }

// ModelError ends a run whose model call failed: permanently (a bad key, a
// bad request, no such model), transiently until the retry policy gave up
// (Calls says how many were made), or because the context ended. Err is a
// *provider.Error, which keeps the provider's status and message; when the
// context ended, errors.Is(err, context.DeadlineExceeded) or
// context.Canceled holds too.
type ModelError struct {
	Attempt  int     // the attempt whose call failed
	Strategy string  // its strategy
	Calls    int     // the calls made for it, retries included
	Retries  []Retry // the transient failures that were retried, oldest first
	Err      error
}

// Error implements the error interface.
func (e *ModelError) Error() string {
	if e.Calls > 1 {
		return fmt.Sprintf("strategies: attempt %d (%s): model call failed %d times: %v", e.Attempt, e.Strategy, e.Calls, e.Err)
	}
	return fmt.Sprintf("strategies: attempt %d (%s): model call failed: %v", e.Attempt, e.Strategy, e.Err)
}

// Unwrap returns the call's error.
func (e *ModelError) Unwrap() error { return e.Err }

// Config configures a [Loop].
type Config struct {
	// Model makes the first answer, with the tools bound. Required.
	Model llms.Model
	// Tools are the tools offered to the model. Required.
	Tools []*tool.Tool
	// ToolChoice is "" or "auto" (the model may answer without a call),
	// "required" or "any" (it must call a tool), or the name of the tool it
	// must call.
	ToolChoice string
	// MaxAttempts bounds the answers, the first included. Zero means the
	// number an [Escalation] adds up to (one, plus its steps' budgets), or
	// 3 for any other strategy. With an Escalation, a MaxAttempts that
	// leaves a step no attempt, or that outlasts every step's budget, is
	// refused by New.
	MaxAttempts int
	// Strategy plans each retry; nil means Regenerate{}.
	Strategy Strategy
	// Fallback is the retry model for plans that name none; nil means Model
	// (Koog's fallback processor: retry on a stronger model).
	Fallback llms.Model
	// ModelRetry says how a model call that failed transiently (a rate
	// limit, a server error, a timeout, a dropped connection, as
	// provider.Classify decides) is made again, apart from the validation
	// attempts: the zero value makes at most 3 calls within a minute,
	// waiting about 0.5 s then 1 s, or what the provider's Retry-After
	// asks. Set MaxAttempts to 1 to turn it off. A permanent failure (a bad
	// key, a bad request) is never retried.
	ModelRetry graph.RetryPolicy
	// IntentCheck, when set, asks a model whether a reply in prose meant
	// to call a tool, where the tool choice lets the model answer in text
	// (see IntentCheck).
	IntentCheck *IntentCheck
	// Options are passed to every model call, after the loop's own (tools
	// and tool choice).
	Options []llms.CallOption
	// Validator configures the validator (feedback format, repairs, limits);
	// its RequireCall is set from ToolChoice.
	Validator validator.Config
	// Aggregate picks the answer to check, and the final one, among the
	// messages generated in a run; nil means finalizer.LastAnswer.
	Aggregate finalizer.Aggregator
	// Graph configures the loop's graph: its name, which names the run's
	// span. MaxSteps is derived from MaxAttempts, and its TracerProvider is
	// not used: the loop traces its runs itself, an attempt per span (see
	// TracerProvider), rather than a span per node.
	Graph graph.Config
	// TracerProvider supplies the tracer of the loop's spans: one per run,
	// per attempt, per model call and per validation (see package
	// telemetry); nil means otel.GetTracerProvider().
	TracerProvider trace.TracerProvider
	// MeterProvider supplies the meter of the loop's metrics: the GenAI
	// conventions' gen_ai.client.token.usage and
	// gen_ai.client.operation.duration, and MetricLoopAttempts and
	// MetricAttempts; nil means otel.GetMeterProvider().
	MeterProvider metric.MeterProvider
	// Content says which prompts, completions and arguments spans record;
	// the zero value records none.
	Content telemetry.Content
}

// Loop is a compiled validation loop. It is immutable and safe for
// concurrent use.
type Loop struct {
	cfg       Config
	validator *validator.Validator
	options   []llms.CallOption
	run       *graph.Runnable[State]
	tel       *instruments
}

// New checks the configuration and compiles the loop's graph.
func New(cfg Config) (*Loop, error) {
	if cfg.Model == nil {
		return nil, errors.New("strategies: Config.Model is required")
	}
	if len(cfg.Tools) == 0 {
		return nil, errors.New("strategies: Config.Tools is required")
	}
	if cfg.Strategy == nil {
		cfg.Strategy = Regenerate{}
	}
	attempts, err := attemptLimit(cfg.Strategy, cfg.MaxAttempts)
	if err != nil {
		return nil, err
	}
	cfg.MaxAttempts = attempts
	if cfg.Fallback == nil {
		cfg.Fallback = cfg.Model
	}
	if cfg.IntentCheck != nil && cfg.IntentCheck.Model == nil {
		return nil, errors.New("strategies: Config.IntentCheck.Model is required")
	}
	l := &Loop{cfg: cfg}
	defs := make([]llms.Tool, len(cfg.Tools))
	for i, t := range cfg.Tools {
		defs[i] = t.Definition()
	}
	l.options = []llms.CallOption{llms.WithTools(defs)}
	vcfg := cfg.Validator
	switch cfg.ToolChoice {
	case "", "auto":
	case "required", "any":
		vcfg.RequireCall = true
		l.options = append(l.options, llms.WithToolChoice("required"))
	default:
		if !slices.ContainsFunc(cfg.Tools, func(t *tool.Tool) bool { return t.Name() == cfg.ToolChoice }) {
			return nil, fmt.Errorf("strategies: ToolChoice %q names no tool", cfg.ToolChoice)
		}
		vcfg.RequireCall = true
		l.options = append(l.options, llms.WithToolChoice(llms.ToolChoice{Type: "function", Function: &llms.FunctionReference{Name: cfg.ToolChoice}}))
	}
	l.options = append(l.options, cfg.Options...)
	v, err := validator.New(cfg.Tools, vcfg)
	if err != nil {
		return nil, fmt.Errorf("strategies: %w", err)
	}
	l.validator = v

	gcfg := cfg.Graph
	if gcfg.Name == "" {
		gcfg.Name = "validation-loop"
	}
	gcfg.MaxSteps = 2 + 2*cfg.MaxAttempts
	gcfg.TracerProvider = noop.NewTracerProvider()
	if l.tel, err = newInstruments(&cfg, gcfg.Name); err != nil {
		return nil, fmt.Errorf("strategies: telemetry: %w", err)
	}
	g := graph.New[State](gcfg)
	g.AddNode("llm", l.generate)
	g.AddNode("validator", l.validate)
	g.AddNode("fallback", l.fallback)
	g.AddNode("finalizer", l.finalize)
	g.AddEdge(graph.Start, "llm")
	g.AddEdge("llm", "validator")
	g.AddConditionalEdge("validator", l.route, "finalizer", "fallback", graph.End)
	g.AddEdge("fallback", "validator")
	g.AddEdge("finalizer", graph.End)
	if l.run, err = g.Compile(); err != nil {
		return nil, err
	}
	return l, nil
}

// MaxAttempts returns the loop's attempt limit, as given or derived.
func (l *Loop) MaxAttempts() int { return l.cfg.MaxAttempts }

// Validator returns the loop's validator.
func (l *Loop) Validator() *validator.Validator { return l.validator }

// Graph returns the loop's compiled graph, to run directly or embed in a
// larger graph with graph.Subgraph. Its input is a State holding the
// conversation; see [State.Err] for its outcome.
func (l *Loop) Graph() *graph.Runnable[State] { return l.run }

// Result is the outcome of a run.
type Result struct {
	Message      state.Message   // the final answer, whose calls are valid (on failure, the last answer)
	Conversation []state.Message // the caller's messages followed by Message
	Attempts     []AttemptReport // every attempt, oldest first
	Usage        Usage           // tokens of every model call
	// Report is the validator's verdict on Message.
	Report validator.Report
}

// Calls returns the final answer's tool calls.
func (r *Result) Calls() []llms.ToolCall { return r.Message.ToolCalls() }

// Retries returns the model calls that failed transiently and were made
// again, over every attempt: what the provider's failures cost, apart
// from the validation attempts.
func (r *Result) Retries() int {
	n := 0
	for _, a := range r.Attempts {
		n += len(a.Retries)
	}
	return n
}

// Run runs the loop on a conversation. It returns the result, or a
// *RetryError when every attempt failed (the Result then holds the
// attempts made, and the last answer), a *ModelError when a model call
// failed (see [Config.ModelRetry]), or the context's error, for which
// errors.Is(err, context.DeadlineExceeded) (or Canceled) holds.
func (l *Loop) Run(ctx context.Context, conversation []llms.MessageContent) (*Result, error) {
	msgs := make([]state.Message, len(conversation))
	for i, mc := range conversation {
		msgs[i] = state.FromContent(mc)
		msgs[i].ID = fmt.Sprintf("input-%d", i)
	}
	ctx, span := l.tel.startLoop(ctx)
	st, err := l.run.Run(ctx, State{Messages: state.Add(msgs...)})
	res := st.result()
	if p := st.Pending.Get(); p.span != nil && p.span.IsRecording() { // a run stopped between an answer and its check
		cause := err
		if cause == nil {
			cause = context.Cause(ctx)
		}
		if cause == nil {
			cause = errStopped
		}
		l.tel.failAttempt(ctx, p.span, &p.report, cause)
	}
	res, err = l.outcome(st, res, err)
	l.tel.endLoop(ctx, span, res, err)
	return res, err
}

// outcome returns a run's result and error as Run reports them.
func (l *Loop) outcome(st State, res *Result, err error) (*Result, error) {
	if err != nil {
		if ne, ok := errors.AsType[*graph.NodeError](err); ok {
			if me, ok := errors.AsType[*ModelError](ne.Err); ok {
				return res, me
			}
			err = fmt.Errorf("strategies: %s: %w", ne.Node, ne.Err)
		}
		return res, err
	}
	if err := st.Err(); err != nil {
		return res, err
	}
	return res, nil
}

// Decode runs the loop and returns the arguments of the final answer's
// first tool call as a T: for a Go-typed tool of type T, the value the
// validator decoded when it accepted them.
func Decode[T any](ctx context.Context, l *Loop, conversation []llms.MessageContent) (T, *Result, error) {
	var zero T
	res, err := l.Run(ctx, conversation)
	if err != nil {
		return zero, res, err
	}
	if len(res.Report.Calls) == 0 {
		return zero, res, fmt.Errorf("strategies: %w in the final answer", validator.ErrNoToolCall)
	}
	c := res.Report.Calls[0]
	v, err := tool.As[T](c.Tool, c.Call.FunctionCall.Arguments, c.Value)
	return v, res, err
}

// State is the state of the loop's graph.
type State struct {
	Messages state.Messages            // the caller's messages, then every checked answer and its results
	Initial  state.Value[int]          // how many messages the caller gave
	Attempts state.Counter             // answers so far
	Pending  state.Value[pending]      // the latest answer, before the validator checked it
	Reports  state.List[AttemptReport] // one per checked answer
	Outcome  state.Value[Outcome]      // the last verdict, then the finalizer's
}

// pending is an answer on its way to the validator, with its report so far
// and its attempt's span, which the validator ends.
type pending struct {
	answer state.Message
	report AttemptReport
	span   trace.Span
}

// Outcome is where a run stands after the latest verdict.
type Outcome struct {
	Valid  bool             // the last answer was valid
	Final  state.Message    // the final answer, once finalized
	Err    error            // the last answer's problems, when invalid
	Report validator.Report // the validator's verdict on the last answer
}

// Merge implements graph.State.
func (s State) Merge(u State, step state.Step) (State, error) {
	m := state.Merger{Step: step}
	s.Messages = state.Field(&m, "messages", s.Messages, u.Messages)
	s.Initial = state.Field(&m, "initial", s.Initial, u.Initial)
	s.Attempts = state.Field(&m, "attempts", s.Attempts, u.Attempts)
	s.Pending = state.Field(&m, "pending", s.Pending, u.Pending)
	s.Reports = state.Field(&m, "reports", s.Reports, u.Reports)
	s.Outcome = state.Field(&m, "outcome", s.Outcome, u.Outcome)
	return s, m.Err()
}

// Err returns a *RetryError if the run ended without a valid answer, and
// nil otherwise.
func (s State) Err() error {
	o := s.Outcome.Get()
	if o.Valid || o.Err == nil {
		return nil
	}
	return &RetryError{Attempts: int(s.Attempts), Last: o.Err, Reports: slices.Clone(s.Reports.All())}
}

func (s State) result() *Result {
	res := &Result{Attempts: slices.Clone(s.Reports.All())}
	for _, r := range res.Attempts {
		res.Usage = res.Usage.Add(r.Usage)
	}
	o := s.Outcome.Get()
	res.Message, res.Report = o.Final, o.Report
	if !o.Valid && len(res.Attempts) > 0 {
		res.Message = res.Attempts[len(res.Attempts)-1].Answer
	}
	res.Conversation = s.Messages.Slice()
	return res
}

// generate makes the first answer.
func (l *Loop) generate(ctx context.Context, st State) (State, error) {
	plan := Plan{Strategy: "generate", Model: l.cfg.Model, Messages: st.Messages.Contents()}
	ctx, span := l.tel.startAttempt(ctx, 1)
	out, err := l.carryOut(ctx, plan, 1, span)
	out.Initial = state.Set(st.Messages.Len())
	return out, err
}

// fallback plans and makes the next answer after a failed one.
func (l *Loop) fallback(ctx context.Context, st State) (State, error) {
	a := l.attempt(st)
	ctx, span := l.tel.startAttempt(ctx, a.N)
	plan, err := l.cfg.Strategy.Next(ctx, a)
	if err != nil {
		err = fmt.Errorf("strategy: %w", err)
		l.tel.failAttempt(ctx, span, &AttemptReport{N: a.N, Strategy: "none"}, err)
		return State{}, err
	}
	if plan.Model == nil {
		plan.Model = l.cfg.Fallback
	}
	if plan.Messages == nil {
		plan.Messages = a.RetryMessages()
	}
	return l.carryOut(ctx, plan, a.N, span)
}

// attempt describes the state for a strategy planning the next answer.
func (l *Loop) attempt(st State) Attempt {
	all := st.Messages.Slice()
	initial := min(st.Initial.Get(), len(all))
	o := st.Outcome.Get()
	a := Attempt{N: int(st.Attempts) + 1, Conversation: all[:initial], Previous: slices.Clone(st.Reports.All()),
		Validator: l.validator, CallOptions: l.cfg.Options, Report: o.Report, Failed: o.Report.Message}
	for _, m := range all[initial:] {
		if m.Attempt == a.N-1 && m.Role != llms.ChatMessageTypeAI {
			a.Feedback = append(a.Feedback, m)
		}
	}
	return a
}

// carryOut asks the plan's model (or takes its answer) for attempt n,
// whose span is span. The answer, its report and the span wait in Pending
// for the validator; on failure the span ends here.
func (l *Loop) carryOut(ctx context.Context, plan Plan, n int, span trace.Span) (State, error) {
	start := time.Now()
	rep := AttemptReport{N: n, Strategy: plan.Strategy, Note: plan.Note}
	var answer state.Message
	if plan.Answer != nil {
		answer = *plan.Answer
	} else {
		var msgs []llms.MessageContent
		if span.IsRecording() {
			var fixes []history.Fix
			msgs, fixes = history.RepairReport(plan.Messages)
			l.tel.historyFixes(span, fixes)
		} else {
			msgs = history.Repair(plan.Messages)
		}
		rep.PromptBytes = PromptBytes(msgs)
		opts := plan.Options
		if opts == nil {
			opts = l.options
		}
		resp, err := l.call(ctx, plan.Model, msgs, opts, &rep)
		if err != nil {
			l.tel.failAttempt(ctx, span, &rep, err)
			return State{}, err
		}
		rep.Usage = UsageOf(resp)
		answer = state.FromContent(messageOf(resp, n))
		if plan.Decode != nil {
			d, err := plan.Decode(ctx, answer)
			if err != nil {
				err = fmt.Errorf("attempt %d (%s): decode: %w", n, plan.Strategy, err)
				l.tel.failAttempt(ctx, span, &rep, err)
				return State{}, err
			}
			answer, rep.Problems = d.Answer, d.Problems
			if d.Note != "" {
				rep.Note = joinNotes(rep.Note, d.Note)
			}
		}
	}
	answer.Role = llms.ChatMessageTypeAI
	answer.ID = fmt.Sprintf("mend-attempt-%d", n)
	answer.Attempt, answer.Name = n, plan.Strategy
	rep.Elapsed = time.Since(start)
	return State{Attempts: 1, Pending: state.Set(pending{answer: answer, report: rep, span: span})}, nil
}

// call makes one model call, adapted to what its client supports, and
// makes it again while it fails transiently, as Config.ModelRetry says.
func (l *Loop) call(ctx context.Context, m llms.Model, msgs []llms.MessageContent, opts []llms.CallOption, rep *AttemptReport) (*llms.ContentResponse, error) {
	msgs, opts = provider.Adapt(provider.CapsOf(m), msgs, opts)
	desc := l.tel.describe(m, l, opts)
	var resp *llms.ContentResponse
	n := 0
	calls, err := l.cfg.ModelRetry.Do(ctx, func(ctx context.Context) error {
		n++
		cctx, chat := l.tel.startChat(ctx, desc, rep, n, msgs)
		r, err := m.GenerateContent(cctx, msgs, opts...)
		switch {
		case err != nil && ctx.Err() != nil:
		case err != nil:
			err = provider.Classify(err)
		case r == nil || len(r.Choices) == 0:
			err = &provider.Error{Reason: provider.Unknown, Message: "the model returned no choice"}
		}
		l.tel.endChat(ctx, chat, r, err)
		if err != nil {
			return err
		}
		resp = r
		return nil
	}, func(r graph.Retrying) {
		pe := provider.Classify(r.Err)
		retry := Retry{N: rep.N, Strategy: rep.Strategy, Call: r.Attempt, Err: pe, Wait: r.Wait}
		rep.Retries = append(rep.Retries, retry)
		l.tel.retried(trace.SpanFromContext(ctx), retry)
		emit(ctx, Event{Retry: &retry})
	})
	rep.Calls = calls
	if err != nil {
		return nil, &ModelError{Attempt: rep.N, Strategy: rep.Strategy, Calls: calls, Retries: rep.Retries, Err: err}
	}
	return resp, nil
}

// validate checks the pending answer and records its report and verdict.
func (l *Loop) validate(ctx context.Context, st State) (State, error) {
	p := st.Pending.Get()
	n := p.report.N
	answer := p.answer
	if p.span != nil {
		ctx = trace.ContextWithSpan(ctx, p.span)
	}
	vctx, vspan := l.tel.startValidate(ctx, n)
	if l.cfg.Aggregate != nil { // nil: the answer itself, finalizer.LastAnswer
		generated := append(finalizer.Generated(st.Messages, st.Initial.Get()), answer)
		a, err := l.cfg.Aggregate(generated)
		if err != nil {
			setError(vspan, err)
			vspan.End()
			l.tel.failAttempt(ctx, p.span, &p.report, err)
			return State{}, err
		}
		answer = a
	}
	rep := l.validator.Check(answer).With(p.report.Problems)
	report := p.report
	if l.cfg.IntentCheck != nil && !rep.Required && len(rep.Calls) == 0 && len(rep.Rejected) == 0 {
		if text := strings.TrimSpace(rep.Message.TextContent()); text != "" {
			yes, err := l.intended(vctx, text, &report)
			if err != nil {
				setError(vspan, err)
				vspan.End()
				l.tel.failAttempt(ctx, p.span, &report, err)
				return State{}, err
			}
			rep.Intended = yes
		}
	}
	checked := rep.Message
	checked.ID, checked.Attempt = answer.ID, n
	rep.Message = checked
	report.Repairs, report.Errors, report.Answer = rep.Repairs, rep.Errors(), checked
	out := State{
		Messages: state.Add(append([]state.Message{checked}, l.validator.Results(rep, n)...)...),
		Reports:  state.Append(report),
		Outcome:  state.Set(Outcome{Valid: rep.OK(), Err: rep.Err(), Report: rep}),
	}
	l.tel.endValidate(vspan, rep, report.Errors)
	outcome := telemetry.OutcomeValid
	switch {
	case rep.OK():
	case int(st.Attempts) < l.cfg.MaxAttempts:
		outcome = telemetry.OutcomeInvalid
	default:
		outcome = telemetry.OutcomeExhausted
	}
	l.tel.endAttempt(ctx, p.span, &report, outcome)
	if !emit(ctx, Event{Attempt: &report}) {
		return out, errStopped
	}
	return out, nil
}

func (l *Loop) route(_ context.Context, st State) (string, error) {
	switch {
	case st.Outcome.Get().Valid:
		return "finalizer", nil
	case int(st.Attempts) < l.cfg.MaxAttempts:
		return "fallback", nil
	}
	return graph.End, nil // exhausted: State.Err reports it
}

func (l *Loop) finalize(_ context.Context, st State) (State, error) {
	o := st.Outcome.Get()
	final, overwrite, err := finalizer.Finalize(st.Messages, st.Initial.Get(), l.cfg.Aggregate)
	if err != nil {
		return State{}, err
	}
	o.Final = final
	return State{Messages: overwrite, Outcome: state.Set(o)}, nil
}

// PromptBytes is the size of a prompt's text, calls and results: what the
// provider is sent, without its encoding's overhead and the tools.
func PromptBytes(msgs []llms.MessageContent) int {
	n := 0
	for _, m := range msgs {
		for _, p := range m.Parts {
			switch p := p.(type) {
			case llms.TextContent:
				n += len(p.Text)
			case llms.ToolCall:
				n += len(p.ID)
				if p.FunctionCall != nil {
					n += len(p.FunctionCall.Name) + len(p.FunctionCall.Arguments)
				}
			case llms.ToolCallResponse:
				n += len(p.ToolCallID) + len(p.Name) + len(p.Content)
			}
		}
	}
	return n
}

func joinNotes(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}
