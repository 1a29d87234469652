package strategies

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tmc/langchaingo/llms"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/history"
	"github.com/mendgraph/mend/nodes/finalizer"
	"github.com/mendgraph/mend/nodes/validator"
	"github.com/mendgraph/mend/state"
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

// Unwrap returns ErrExhausted and the last validation error.
func (e *RetryError) Unwrap() []error { return []error{ErrExhausted, e.Last} }

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
	// MaxAttempts bounds the answers, the first included; zero means 3.
	MaxAttempts int
	// Strategy plans each retry; nil means Regenerate{}.
	Strategy Strategy
	// Fallback is the retry model for plans that name none; nil means Model
	// (Koog's fallback processor: retry on a stronger model).
	Fallback llms.Model
	// Options are passed to every model call, after the loop's own (tools
	// and tool choice).
	Options []llms.CallOption
	// Validator configures the validator (feedback format, repairs, limits);
	// its RequireCall is set from ToolChoice.
	Validator validator.Config
	// Aggregate picks the answer to check, and the final one, among the
	// messages generated in a run; nil means finalizer.LastAnswer.
	Aggregate finalizer.Aggregator
	// Graph configures the loop's graph: its name and tracer provider.
	// MaxSteps is derived from MaxAttempts.
	Graph graph.Config
}

// Loop is a compiled validation loop. It is immutable and safe for
// concurrent use.
type Loop struct {
	cfg       Config
	validator *validator.Validator
	options   []llms.CallOption
	run       *graph.Runnable[State]
}

// New checks the configuration and compiles the loop's graph.
func New(cfg Config) (*Loop, error) {
	if cfg.Model == nil {
		return nil, errors.New("strategies: Config.Model is required")
	}
	if len(cfg.Tools) == 0 {
		return nil, errors.New("strategies: Config.Tools is required")
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 3
	}
	if cfg.Strategy == nil {
		cfg.Strategy = Regenerate{}
	}
	if cfg.Fallback == nil {
		cfg.Fallback = cfg.Model
	}
	if cfg.Aggregate == nil {
		cfg.Aggregate = finalizer.LastAnswer
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
	gcfg.MaxSteps = 4 + 2*cfg.MaxAttempts
	g := graph.New[State](gcfg)
	g.AddNode("count", l.count)
	g.AddNode("llm", l.generate)
	g.AddNode("validator", l.validate)
	g.AddNode("fallback", l.fallback)
	g.AddNode("finalizer", l.finalize)
	g.AddEdge(graph.Start, "count")
	g.AddEdge("count", "llm")
	g.AddEdge("llm", "validator")
	g.AddConditionalEdge("validator", l.route, "finalizer", "fallback", graph.End)
	g.AddEdge("fallback", "validator")
	g.AddEdge("finalizer", graph.End)
	if l.run, err = g.Compile(); err != nil {
		return nil, err
	}
	return l, nil
}

// Validator returns the loop's validator.
func (l *Loop) Validator() *validator.Validator { return l.validator }

// Graph returns the loop's compiled graph, to run directly or embed in a
// larger graph with graph.Subgraph. Its input is a State holding the
// conversation; see [State.Err] for its outcome.
func (l *Loop) Graph() *graph.Runnable[State] { return l.run }

// Result is the outcome of a successful run.
type Result struct {
	Message      state.Message   // the final answer, whose calls are valid
	Conversation []state.Message // the caller's messages followed by Message
	Attempts     []AttemptReport // every attempt, oldest first
	Usage        Usage           // tokens of every attempt
}

// Calls returns the final answer's tool calls.
func (r *Result) Calls() []llms.ToolCall { return r.Message.ToolCalls() }

// Run runs the loop on a conversation. It returns the result, or a
// *RetryError when every attempt failed (the Result then holds the
// attempts made, and the last answer), or another error when a model call
// fails or ctx ends.
func (l *Loop) Run(ctx context.Context, conversation []llms.MessageContent) (*Result, error) {
	msgs := make([]state.Message, len(conversation))
	for i, mc := range conversation {
		msgs[i] = state.FromContent(mc)
		msgs[i].ID = fmt.Sprintf("input-%d", i)
	}
	st, err := l.run.Run(ctx, State{Messages: state.Add(msgs...)})
	res := st.result()
	if err != nil {
		var ne *graph.NodeError
		if errors.As(err, &ne) {
			err = fmt.Errorf("strategies: %s: %w", ne.Node, ne.Err)
		}
		return res, err
	}
	if err := st.Err(); err != nil {
		return res, err
	}
	return res, nil
}

// Decode runs the loop and decodes the arguments of the final answer's
// first tool call into a T.
func Decode[T any](ctx context.Context, l *Loop, conversation []llms.MessageContent) (T, *Result, error) {
	var zero T
	res, err := l.Run(ctx, conversation)
	if err != nil {
		return zero, res, err
	}
	calls := res.Calls()
	if len(calls) == 0 {
		return zero, res, fmt.Errorf("strategies: %w in the final answer", validator.ErrNoToolCall)
	}
	t := l.validator.Tool(calls[0].FunctionCall.Name)
	if t == nil {
		return zero, res, fmt.Errorf("strategies: %w %q", validator.ErrUnknownTool, calls[0].FunctionCall.Name)
	}
	v, err := tool.Decode[T](t, calls[0].FunctionCall.Arguments)
	return v, res, err
}

// State is the state of the loop's graph.
type State struct {
	Messages state.Messages            // the caller's messages, then every answer and its results
	Initial  state.Value[int]          // how many messages the caller gave
	Attempts state.Counter             // answers so far
	Reports  state.List[AttemptReport] // one per answer, completed by the validator
	Outcome  state.Value[Outcome]      // set by the validator's last verdict and the finalizer
}

// Outcome is where a run ended.
type Outcome struct {
	Valid bool          // the last answer was valid
	Final state.Message // the final answer, once finalized
	Err   error         // the last answer's problems, when invalid
}

// Merge implements graph.State.
func (s State) Merge(u State, step state.Step) (State, error) {
	m := state.Merger{Step: step}
	s.Messages = state.Field(&m, "messages", s.Messages, u.Messages)
	s.Initial = state.Field(&m, "initial", s.Initial, u.Initial)
	s.Attempts = state.Field(&m, "attempts", s.Attempts, u.Attempts)
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
	return &RetryError{Attempts: int(s.Attempts), Last: o.Err, Reports: s.reports()}
}

// reports joins each answer's report with its verdict.
func (s State) reports() []AttemptReport {
	var out []AttemptReport
	for _, r := range s.Reports.All() {
		if i := slices.IndexFunc(out, func(o AttemptReport) bool { return o.N == r.N }); i >= 0 {
			out[i].Errors, out[i].Repairs, out[i].Answer = r.Errors, r.Repairs, r.Answer // the verdict
			continue
		}
		out = append(out, r)
	}
	return out
}

func (s State) result() *Result {
	res := &Result{Attempts: s.reports()}
	for _, r := range res.Attempts {
		res.Usage = res.Usage.Add(r.Usage)
	}
	o := s.Outcome.Get()
	res.Message = o.Final
	if !o.Valid && len(res.Attempts) > 0 {
		res.Message = res.Attempts[len(res.Attempts)-1].Answer
	}
	res.Conversation = s.Messages.Slice()
	return res
}

func (l *Loop) count(_ context.Context, st State) (State, error) {
	return State{Initial: state.Set(st.Messages.Len())}, nil
}

// generate makes the first answer.
func (l *Loop) generate(ctx context.Context, st State) (State, error) {
	plan := Plan{Strategy: "generate", Model: l.cfg.Model, Messages: st.Messages.Contents()}
	return l.carryOut(ctx, st, plan, 1)
}

// fallback plans and makes the next answer after a failed one.
func (l *Loop) fallback(ctx context.Context, st State) (State, error) {
	a := l.attempt(st)
	plan, err := l.cfg.Strategy.Next(ctx, a)
	if err != nil {
		return State{}, fmt.Errorf("strategy: %w", err)
	}
	if plan.Model == nil {
		plan.Model = l.cfg.Fallback
	}
	if plan.Messages == nil {
		plan.Messages = a.RetryMessages()
	}
	return l.carryOut(ctx, st, plan, a.N)
}

// attempt describes the state for a strategy planning the next answer.
func (l *Loop) attempt(st State) Attempt {
	all := st.Messages.Slice()
	initial := min(st.Initial.Get(), len(all))
	generated := all[initial:]
	a := Attempt{N: int(st.Attempts) + 1, Conversation: all[:initial], Previous: st.reports(), Validator: l.validator, CallOptions: l.cfg.Options}
	if n := len(a.Previous); n > 0 {
		last := a.Previous[n-1]
		a.Failed = last.Answer
		a.Report = l.validator.Check(last.Answer).With(last.Problems)
	}
	for _, m := range generated {
		if m.Attempt == a.N-1 && m.Role != llms.ChatMessageTypeAI {
			a.Feedback = append(a.Feedback, m)
		}
	}
	return a
}

// carryOut asks the plan's model (or takes its answer) and records attempt n.
func (l *Loop) carryOut(ctx context.Context, st State, plan Plan, n int) (State, error) {
	start := time.Now()
	rep := AttemptReport{N: n, Strategy: plan.Strategy, Note: plan.Note}
	var answer state.Message
	if plan.Answer != nil {
		answer = *plan.Answer
	} else {
		msgs := history.Repair(plan.Messages)
		if b, err := json.Marshal(msgs); err == nil {
			rep.PromptBytes = len(b)
		}
		opts := plan.Options
		if opts == nil {
			opts = l.options
		}
		resp, err := plan.Model.GenerateContent(ctx, msgs, opts...)
		if err != nil {
			return State{}, fmt.Errorf("attempt %d (%s): %w", n, plan.Strategy, err)
		}
		if resp == nil || len(resp.Choices) == 0 {
			return State{}, fmt.Errorf("attempt %d (%s): the model returned no choice", n, plan.Strategy)
		}
		rep.Usage = UsageOf(resp)
		answer = state.FromContent(messageOf(resp))
		if plan.Decode != nil {
			d, err := plan.Decode(ctx, answer)
			if err != nil {
				return State{}, fmt.Errorf("attempt %d (%s): decode: %w", n, plan.Strategy, err)
			}
			answer, rep.Problems = d.Answer, d.Problems
			if d.Note != "" {
				rep.Note = strings.TrimSpace(rep.Note + "\n" + d.Note)
			}
		}
	}
	answer.Role = llms.ChatMessageTypeAI
	answer.ID = fmt.Sprintf("mend-attempt-%d", n)
	answer.Attempt, answer.Name = n, plan.Strategy
	rep.Elapsed = time.Since(start)
	if span := trace.SpanFromContext(ctx); span.IsRecording() {
		span.SetAttributes(
			attribute.Int("mend.attempt", n),
			attribute.String("mend.strategy", plan.Strategy),
			attribute.Int("gen_ai.usage.input_tokens", rep.Usage.Input),
			attribute.Int("gen_ai.usage.output_tokens", rep.Usage.Output),
			attribute.Int("mend.prompt_bytes", rep.PromptBytes),
		)
	}
	return State{Messages: state.Add(answer), Attempts: 1, Reports: state.Append(rep)}, nil
}

// validate checks the latest answer and records the verdict.
func (l *Loop) validate(ctx context.Context, st State) (State, error) {
	n := int(st.Attempts)
	answer, err := l.cfg.Aggregate(finalizer.Generated(st.Messages, st.Initial.Get()))
	if err != nil {
		return State{}, err
	}
	rep := l.validator.Check(answer)
	for _, r := range st.Reports.All() {
		if r.N == n {
			rep = rep.With(r.Problems)
		}
	}
	checked := rep.Message
	checked.ID, checked.Attempt = answer.ID, n
	out := State{Messages: state.Add(append([]state.Message{checked}, l.validator.Results(rep, n)...)...)}
	verdict := AttemptReport{N: n, Repairs: rep.Repairs, Errors: rep.Errors(), Answer: checked}
	out.Reports = state.Append(verdict)
	out.Outcome = state.Set(Outcome{Valid: rep.OK(), Err: rep.Err()})
	if span := trace.SpanFromContext(ctx); span.IsRecording() {
		span.SetAttributes(attribute.Int("mend.attempt", n), attribute.Int("mend.errors", len(verdict.Errors)),
			attribute.Bool("mend.valid", rep.OK()))
		for _, e := range verdict.Errors {
			span.AddEvent("violation", trace.WithAttributes(
				attribute.String("gen_ai.tool.name", e.Tool), attribute.String("gen_ai.tool.call.id", e.CallID),
				attribute.String("mend.pointer", e.Pointer), attribute.String("mend.keyword", e.Keyword),
				attribute.String("mend.message", e.Message)))
		}
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
	final, overwrite, err := finalizer.Finalize(st.Messages, st.Initial.Get(), l.cfg.Aggregate)
	if err != nil {
		return State{}, err
	}
	return State{Messages: overwrite, Outcome: state.Set(Outcome{Valid: true, Final: final})}, nil
}
