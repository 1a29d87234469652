package graph

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"math/rand/v2"
	"runtime/debug"
	"strings"
	"sync"

	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/telemetry"
)

// Runnable is a compiled graph. It never changes and is safe for concurrent
// use: each run keeps its own state.
type Runnable[S State[S]] struct {
	name     string
	maxSteps int
	nodes    []cnode[S]
	start    struct {
		next     []int
		branches []cbranch[S]
	}
	joins []cjoin

	tracer  trace.Tracer // nil when tracing is off
	runSpan string
	runOpts []trace.SpanStartOption
}

type cnode[S any] struct {
	name     string
	fn       NodeFunc[S]
	next     []int // static successors, End excluded
	joins    []joinRef
	branches []cbranch[S]
	spanName string
	spanOpts []trace.SpanStartOption
}

type joinRef struct {
	join int    // index into Runnable.joins
	bit  uint64 // this source's bit in the join's mask
}

type cjoin struct {
	all    uint64 // the bits of all sources
	target int    // node index or endIndex
}

type cbranch[S any] struct {
	one   Branch[S]
	many  Router[S]
	names []string // declared targets
	idx   []int    // their node indices (endIndex for End)
}

func (b *cbranch[S]) lookup(name string) (int, error) {
	for k, n := range b.names {
		if n == name {
			return b.idx[k], nil
		}
	}
	return 0, fmt.Errorf("%w: %q (declared: %s)", ErrUnknownRoute, name, strings.Join(b.names, ", "))
}

// Name returns the graph's name, from [Config.Name].
func (r *Runnable[S]) Name() string { return r.name }

// Event reports one completed superstep of a streamed run.
type Event[S any] struct {
	Step    int      // the superstep, counted from 1
	Nodes   []string // the tasks that ran, in the order their updates were merged
	Updates []S      // their updates, in the same order
	State   S        // the state after the step
}

// Run runs the graph on input, which is merged into the zero S like any
// update, and returns the final state. On failure it returns the state as of
// the last completed step and an error (see the package documentation).
func (r *Runnable[S]) Run(ctx context.Context, input S) (S, error) {
	return r.run(ctx, input, nil)
}

// Stream runs the graph like [Runnable.Run] and yields an [Event] after every
// superstep. A failure is yielded once, with a zero Event, and ends the
// sequence. Stopping the iteration stops the run before its next step; the
// sequence runs the graph anew each time it is iterated.
func (r *Runnable[S]) Stream(ctx context.Context, input S) iter.Seq2[Event[S], error] {
	return func(yield func(Event[S], error) bool) {
		_, err := r.run(ctx, input, func(ev *Event[S]) bool { return yield(*ev, nil) })
		if err != nil && !errors.Is(err, errStopped) {
			yield(Event[S]{}, err)
		}
	}
}

var errStopped = errors.New("graph: stream stopped by its consumer")

// nodeSet is a set of node indices.
type nodeSet []uint64

func (s nodeSet) add(i int) { s[i>>6] |= 1 << (uint(i) & 63) }

func (s nodeSet) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// first returns the smallest index in s; s must not be empty.
func (s nodeSet) first() int {
	for k, w := range s {
		if w != 0 {
			return k<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// appendTo appends the indices in s, in increasing order, to dst.
func (s nodeSet) appendTo(dst []int) []int {
	for k, w := range s {
		for w != 0 {
			dst = append(dst, k<<6+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return dst
}

// task is one node execution of a step with several.
type task[S any] struct {
	node int
	in   S
	upd  S
	err  error
}

type sendTask[S any] struct {
	node int
	in   S
}

func (r *Runnable[S]) run(ctx context.Context, input S, yield func(*Event[S]) bool) (st S, err error) {
	traceNodes := false
	if r.tracer != nil {
		var span trace.Span
		ctx, span = r.tracer.Start(ctx, r.runSpan, r.runOpts...)
		traceNodes = span.IsRecording()
		defer func() { endSpan(span, err) }()
	}

	// Per-run bookkeeping lives on the stack for graphs of up to 128 nodes
	// and 4 joins, so the loop below allocates nothing of its own.
	words := (len(r.nodes) + 63) / 64
	var setBuf [4]uint64
	var cur, next nodeSet                 // nodes to run in this step, and in the next
	var curSends, nextSends []sendTask[S] // Send tasks to run in this step, and in the next
	if 2*words <= len(setBuf) {
		cur, next = setBuf[:words:words], setBuf[words:2*words:2*words]
	} else {
		cur, next = make(nodeSet, words), make(nodeSet, words)
	}
	var joinBuf [4]uint64
	var joinSeen []uint64
	if len(r.joins) <= len(joinBuf) {
		joinSeen = joinBuf[:len(r.joins)]
	} else {
		joinSeen = make([]uint64, len(r.joins))
	}

	id := rand.Uint64() | 1 // never 0, the Step of no run
	st, err = st.Merge(input, state.NewStep(id, 0))
	if err != nil {
		var zero S
		return zero, &NodeError{Node: Start, Step: 0, Err: err}
	}
	for _, i := range r.start.next {
		cur.add(i)
	}
	for k := range r.start.branches {
		if err := r.route(ctx, &r.start.branches[k], Start, 0, st, cur, &curSends); err != nil {
			return st, err
		}
	}

	for step := 1; ; step++ {
		n := cur.count() + len(curSends)
		if n == 0 {
			return st, nil
		}
		if step > r.maxSteps {
			return st, &StepLimitError{Limit: r.maxSteps, Next: r.names(cur, curSends)}
		}
		if ctx.Err() != nil {
			return st, fmt.Errorf("graph: %s: canceled before step %d: %w", r.name, step, context.Cause(ctx))
		}
		stamp := state.NewStep(id, step)
		clear(next)
		nextSends = nextSends[:0]
		if n == 1 && len(curSends) == 0 {
			// One node: run it on this goroutine. Its router sees the
			// state after the step, which is the state before it with
			// only its own update applied.
			i := cur.first()
			upd, err := r.exec(ctx, i, st, step, traceNodes)
			if err != nil {
				return st, err
			}
			after, err := st.Merge(upd, stamp)
			if err != nil {
				return st, &NodeError{Node: r.nodes[i].name, Step: step, Err: err}
			}
			st = after
			if err := r.follow(ctx, i, step, st, next, &nextSends, joinSeen); err != nil {
				return st, err
			}
			if yield != nil && !yield(&Event[S]{Step: step, Nodes: []string{r.nodes[i].name}, Updates: []S{upd}, State: st}) {
				return st, errStopped
			}
		} else {
			after, ev, err := r.parallel(ctx, st, cur, curSends, next, &nextSends, joinSeen, step, stamp, traceNodes, yield != nil)
			if err != nil {
				return st, err
			}
			st = after
			if yield != nil {
				ev.State = st
				if !yield(ev) {
					return st, errStopped
				}
			}
		}
		cur, next = next, cur
		curSends, nextSends = nextSends, curSends
	}
}

// parallel runs a step of several tasks: the first on this goroutine, the
// others on their own, all under a context canceled at the first failure.
func (r *Runnable[S]) parallel(ctx context.Context, st S, cur nodeSet, curSends []sendTask[S], next nodeSet, nextSends *[]sendTask[S], joinSeen []uint64, step int, stamp state.Step, traceNodes, wantEvent bool) (S, *Event[S], error) {
	idx := cur.appendTo(make([]int, 0, cur.count()))
	tasks := make([]task[S], 0, len(idx)+len(curSends))
	for _, i := range idx {
		tasks = append(tasks, task[S]{node: i, in: st})
	}
	for _, s := range curSends {
		tasks = append(tasks, task[S]{node: s.node, in: s.in})
	}

	tctx, cancel := context.WithCancelCause(ctx)
	var wg sync.WaitGroup
	for k := 1; k < len(tasks); k++ {
		t := &tasks[k]
		wg.Go(func() {
			t.upd, t.err = r.exec(tctx, t.node, t.in, step, traceNodes)
			if t.err != nil {
				cancel(t.err)
			}
		})
	}
	tasks[0].upd, tasks[0].err = r.exec(tctx, tasks[0].node, tasks[0].in, step, traceNodes)
	if tasks[0].err != nil {
		cancel(tasks[0].err)
	}
	wg.Wait()
	cancel(nil)
	if err := firstError(ctx, tasks); err != nil {
		return st, nil, err
	}

	pre := st
	for k := range tasks {
		after, err := st.Merge(tasks[k].upd, stamp)
		if err != nil {
			return pre, nil, &NodeError{Node: r.nodes[tasks[k].node].name, Step: step, Err: err}
		}
		st = after
	}
	for k := range tasks {
		t := &tasks[k]
		view := st
		if len(r.nodes[t.node].branches) > 0 {
			// The router sees the step's input with only its own node's
			// update applied. Merged under no run's Step, so that it
			// copies instead of appending into st's arrays.
			v, err := pre.Merge(t.upd, state.Step{})
			if err != nil {
				return pre, nil, &NodeError{Node: r.nodes[t.node].name, Step: step, Err: err}
			}
			view = v
		}
		if err := r.follow(ctx, t.node, step, view, next, nextSends, joinSeen); err != nil {
			return pre, nil, err
		}
	}
	if !wantEvent {
		return st, nil, nil
	}
	ev := &Event[S]{Step: step, Nodes: make([]string, len(tasks)), Updates: make([]S, len(tasks))}
	for k, t := range tasks {
		ev.Nodes[k], ev.Updates[k] = r.nodes[t.node].name, t.upd
	}
	return st, ev, nil
}

// firstError returns the error of the first failed task in merge order,
// passing over tasks that only stopped because a sibling failed.
func firstError[S any](ctx context.Context, tasks []task[S]) error {
	var first error
	for _, t := range tasks {
		if t.err == nil {
			continue
		}
		if first == nil {
			first = t.err
		}
		if ctx.Err() == nil && errors.Is(t.err, context.Canceled) {
			continue // canceled by the sibling that failed
		}
		return t.err
	}
	return first
}

// exec runs node i on in, turning an error or panic into a *NodeError.
func (r *Runnable[S]) exec(ctx context.Context, i int, in S, step int, traceNodes bool) (upd S, err error) {
	n := &r.nodes[i]
	if traceNodes {
		var span trace.Span
		ctx, span = r.tracer.Start(ctx, n.spanName, n.spanOpts...)
		span.SetAttributes(telemetry.Superstep.Int(step))
		defer func() { endSpan(span, err) }()
	}
	defer func() {
		if p := recover(); p != nil {
			var zero S
			upd, err = zero, &NodeError{Node: n.name, Step: step, Err: &PanicError{Value: p, Stack: debug.Stack()}}
		}
	}()
	upd, err = n.fn(ctx, in)
	if err != nil {
		return upd, &NodeError{Node: n.name, Step: step, Err: err}
	}
	return upd, nil
}

// follow adds the successors of node i, which ran in step, to next: its
// plain edges, its joins once complete, and its routers' choices on view.
func (r *Runnable[S]) follow(ctx context.Context, i, step int, view S, next nodeSet, sends *[]sendTask[S], joinSeen []uint64) error {
	n := &r.nodes[i]
	for _, j := range n.next {
		next.add(j)
	}
	for _, jr := range n.joins {
		seen := joinSeen[jr.join] | jr.bit
		if j := &r.joins[jr.join]; seen == j.all {
			seen = 0
			if j.target != endIndex {
				next.add(j.target)
			}
		}
		joinSeen[jr.join] = seen
	}
	for k := range n.branches {
		if err := r.route(ctx, &n.branches[k], n.name, step, view, next, sends); err != nil {
			return err
		}
	}
	return nil
}

// route runs one router and adds its choices to next.
func (r *Runnable[S]) route(ctx context.Context, b *cbranch[S], from string, step int, view S, next nodeSet, sends *[]sendTask[S]) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &NodeError{Node: from, Step: step, Err: &PanicError{Value: p, Stack: debug.Stack()}}
		}
	}()
	fail := func(err error) error {
		return &NodeError{Node: from, Step: step, Err: fmt.Errorf("router: %w", err)}
	}
	if b.one != nil {
		name, err := b.one(ctx, view)
		if err != nil {
			return fail(err)
		}
		i, err := b.lookup(name)
		if err != nil {
			return fail(err)
		}
		if i != endIndex {
			next.add(i)
		}
		return nil
	}
	routes, err := b.many(ctx, view)
	if err != nil {
		return fail(err)
	}
	for _, rt := range routes {
		i, err := b.lookup(rt.Node)
		if err != nil {
			return fail(err)
		}
		switch {
		case rt.send && i == endIndex:
			return fail(fmt.Errorf("%w: cannot send to End", ErrUnknownRoute))
		case rt.send:
			*sends = append(*sends, sendTask[S]{node: i, in: rt.State})
		case i != endIndex:
			next.add(i)
		}
	}
	return nil
}

func (r *Runnable[S]) names(nodes nodeSet, sends []sendTask[S]) []string {
	var out []string
	for _, i := range nodes.appendTo(nil) {
		out = append(out, r.nodes[i].name)
	}
	for _, s := range sends {
		out = append(out, r.nodes[s.node].name+" (send)")
	}
	return out
}

func endSpan(span trace.Span, err error) {
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, err.Error())
	}
	span.End()
}
