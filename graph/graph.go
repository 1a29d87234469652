package graph

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/telemetry"
)

// Start and End are the names of the graph's entry and exit. Edges from Start
// choose the first nodes; edges to End finish a branch of the run.
const (
	Start = "__start__"
	End   = "__end__"
)

// DefaultMaxSteps is the step limit used when [Config.MaxSteps] is zero,
// LangGraph's default recursion limit.
const DefaultMaxSteps = 25

// maxJoinSources bounds the sources of one join: their completion is tracked
// in one 64-bit word per run.
const maxJoinSources = 64

// ErrInvalidGraph reports a wiring mistake found by [Graph.Compile].
var ErrInvalidGraph = errors.New("graph: invalid graph")

// State is the constraint on a graph's state type: a type that merges an
// update of its own type. The engine calls Merge once per node update, in a
// deterministic order, passing the same [state.Step] to all merges of one
// superstep. A Merge method should merge each field through its channel
// (see [state.Field]) and must not modify the values it is given.
type State[S any] interface {
	Merge(upd S, step state.Step) (S, error)
}

// NodeFunc is a node: it reads the state and returns an update, in which the
// fields it does not write are left at their zero value. A node must not
// modify st. The context carries the run's deadline and cancellation.
type NodeFunc[S any] func(ctx context.Context, st S) (S, error)

// Branch is a router that chooses the single next node after its source, or
// [End]. It must return one of the targets declared with it.
type Branch[S any] func(ctx context.Context, st S) (string, error)

// Router is a router that chooses any number of next nodes, and can send a
// node its own input (LangGraph's Send), as map-reduce steps do. Every route
// must name one of the targets declared with it; a route to [End] triggers
// nothing.
type Router[S any] func(ctx context.Context, st S) ([]Route[S], error)

// Route is one choice of a [Router]: a node to trigger, made by [To], or a
// task with its own input, made by [Send].
type Route[S any] struct {
	Node  string
	State S    // the task's input, for a route made by Send
	send  bool // run a separate task with State as input
}

// To returns a route that triggers node with the graph's state.
func To[S any](node string) Route[S] { return Route[S]{Node: node} }

// Send returns a route that runs node as a task of its own, with st as its
// input instead of the graph's state. Several sends to one node in one step
// run as several tasks. Send tasks' updates merge after the step's other
// updates, in the order they were sent.
func Send[S any](node string, st S) Route[S] { return Route[S]{Node: node, State: st, send: true} }

// IsSend reports whether r was made by [Send].
func (r Route[S]) IsSend() bool { return r.send }

// Config configures a [Graph]. The zero value is ready to use.
type Config struct {
	// Name names the graph in spans and errors; empty means "graph".
	Name string
	// MaxSteps bounds the supersteps of one run; zero means DefaultMaxSteps.
	// A run that would need more fails with a *StepLimitError.
	MaxSteps int
	// TracerProvider supplies the tracer for run and node spans; nil means
	// otel.GetTracerProvider(). A noop.TracerProvider turns tracing off.
	TracerProvider trace.TracerProvider
}

// Graph is a graph under construction. Its methods record nodes and edges;
// mistakes are reported together by [Graph.Compile]. A Graph is not safe for
// concurrent use; the [Runnable] it compiles to is.
type Graph[S State[S]] struct {
	cfg      Config
	nodes    []nodeDef[S]
	edges    []edgeDef
	joins    []joinDef
	branches []branchDef[S]
	errs     []error
}

type nodeDef[S any] struct {
	name string
	fn   NodeFunc[S]
}

type edgeDef struct{ from, to string }

type joinDef struct {
	from []string
	to   string
}

type branchDef[S any] struct {
	from    string
	one     Branch[S]
	many    Router[S]
	targets []string
}

// New returns an empty graph over state type S.
func New[S State[S]](cfg Config) *Graph[S] {
	return &Graph[S]{cfg: cfg}
}

// AddNode adds a node. Names must be unique and non-empty, and may not be
// [Start] or [End]. Nodes are ordered by declaration: that order decides the
// order in which one step's updates are merged.
func (g *Graph[S]) AddNode(name string, fn NodeFunc[S]) {
	if fn == nil {
		g.errs = append(g.errs, fmt.Errorf("%w: node %q has a nil function", ErrInvalidGraph, name))
	}
	g.nodes = append(g.nodes, nodeDef[S]{name: name, fn: fn})
}

// AddEdge adds an edge: when from has run, to runs in the next step. from may
// be [Start], and to may be [End].
func (g *Graph[S]) AddEdge(from, to string) {
	g.edges = append(g.edges, edgeDef{from: from, to: to})
}

// AddJoin adds a waiting edge: to runs once, in the step after the last of
// the from nodes has run, even when they ran in different steps. The sources
// then start collecting again. to may be [End].
func (g *Graph[S]) AddJoin(to string, from ...string) {
	g.joins = append(g.joins, joinDef{from: slices.Clone(from), to: to})
}

// AddConditionalEdge adds a router after from that chooses one of targets,
// which may include [End]. from may be [Start], where the router sees the
// run's input. A router returning a name outside targets fails the run.
func (g *Graph[S]) AddConditionalEdge(from string, route Branch[S], targets ...string) {
	if route == nil {
		g.errs = append(g.errs, fmt.Errorf("%w: conditional edge from %q has a nil router", ErrInvalidGraph, from))
	}
	g.branches = append(g.branches, branchDef[S]{from: from, one: route, targets: slices.Clone(targets)})
}

// AddRouter adds a router after from that chooses any number of targets, by
// name or with [Send]. See [Router].
func (g *Graph[S]) AddRouter(from string, route Router[S], targets ...string) {
	if route == nil {
		g.errs = append(g.errs, fmt.Errorf("%w: router from %q is nil", ErrInvalidGraph, from))
	}
	g.branches = append(g.branches, branchDef[S]{from: from, many: route, targets: slices.Clone(targets)})
}

// Compile checks the graph and returns its immutable, runnable form. It
// reports every mistake at once, each wrapping [ErrInvalidGraph]: empty,
// reserved or duplicate node names; edges, joins and routers naming unknown
// nodes; a Start without edges; nodes unreachable from Start; and nodes with
// no path to End.
func (g *Graph[S]) Compile() (*Runnable[S], error) {
	errs := slices.Clone(g.errs)
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrInvalidGraph}, args...)...))
	}

	index := make(map[string]int, len(g.nodes))
	for i, n := range g.nodes {
		switch {
		case n.name == "":
			bad("node %d has an empty name", i)
		case n.name == Start || n.name == End:
			bad("node name %q is reserved", n.name)
		default:
			if _, dup := index[n.name]; dup {
				bad("duplicate node %q", n.name)
				continue
			}
			index[n.name] = i
		}
	}
	// resolve maps a name to a node index, endIndex or startIndex.
	resolve := func(name, role string, allowStart, allowEnd bool) (int, bool) {
		switch {
		case name == Start && allowStart:
			return startIndex, true
		case name == End && allowEnd:
			return endIndex, true
		}
		if i, ok := index[name]; ok {
			return i, true
		}
		bad("%s %q is not a node", role, name)
		return 0, false
	}

	r := &Runnable[S]{
		name:     g.cfg.Name,
		maxSteps: g.cfg.MaxSteps,
		nodes:    make([]cnode[S], len(g.nodes)),
	}
	if r.name == "" {
		r.name = "graph"
	}
	if r.maxSteps <= 0 {
		r.maxSteps = DefaultMaxSteps
	}
	for i, n := range g.nodes {
		r.nodes[i] = cnode[S]{name: n.name, fn: n.fn}
	}
	// succ[i] lists every possible successor of node i (startIndex's in
	// r.start), for the reachability checks; endIndex marks a way out.
	succ := make(map[int][]int)

	addNext := func(from, to int) {
		succ[from] = append(succ[from], to)
		if to == endIndex {
			return
		}
		if from == startIndex {
			r.start.next = append(r.start.next, to)
		} else if !slices.Contains(r.nodes[from].next, to) {
			r.nodes[from].next = append(r.nodes[from].next, to)
		}
	}
	for _, e := range g.edges {
		from, ok1 := resolve(e.from, "edge source", true, false)
		to, ok2 := resolve(e.to, "edge target", false, true)
		if ok1 && ok2 {
			addNext(from, to)
		}
	}
	for _, j := range g.joins {
		to, ok := resolve(j.to, "join target", false, true)
		if len(j.from) == 0 {
			bad("join into %q has no sources", j.to)
			continue
		}
		if len(j.from) > maxJoinSources {
			bad("join into %q has %d sources; at most %d are supported", j.to, len(j.from), maxJoinSources)
			continue
		}
		cj := cjoin{target: to}
		var srcs []int
		for _, f := range j.from {
			i, ok1 := resolve(f, "join source", false, false)
			ok = ok && ok1
			if ok1 && !slices.Contains(srcs, i) {
				srcs = append(srcs, i)
			}
		}
		if !ok {
			continue
		}
		ji := len(r.joins)
		for bit, i := range srcs {
			cj.all |= 1 << bit
			r.nodes[i].joins = append(r.nodes[i].joins, joinRef{join: ji, bit: uint64(1) << bit})
			succ[i] = append(succ[i], to)
		}
		r.joins = append(r.joins, cj)
	}
	for _, b := range g.branches {
		from, ok := resolve(b.from, "router source", true, false)
		if len(b.targets) == 0 {
			bad("router from %q declares no targets", b.from)
			ok = false
		}
		cb := cbranch[S]{one: b.one, many: b.many, names: b.targets, idx: make([]int, len(b.targets))}
		for k, t := range b.targets {
			i, ok1 := resolve(t, fmt.Sprintf("router target (from %q)", b.from), false, true)
			ok = ok && ok1
			cb.idx[k] = i
		}
		if !ok {
			continue
		}
		for _, i := range cb.idx {
			succ[from] = append(succ[from], i)
		}
		if from == startIndex {
			r.start.branches = append(r.start.branches, cb)
		} else {
			r.nodes[from].branches = append(r.nodes[from].branches, cb)
		}
	}
	if len(succ[startIndex]) == 0 {
		bad("no edge leaves Start")
	}

	if len(errs) == 0 { // reachability only makes sense on a well-formed graph
		reach := make([]bool, len(r.nodes))
		stack := slices.Clone(succ[startIndex])
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if i == endIndex || reach[i] {
				continue
			}
			reach[i] = true
			stack = append(stack, succ[i]...)
		}
		toEnd := make([]bool, len(r.nodes))
		for changed := true; changed; {
			changed = false
			for i := range r.nodes {
				if toEnd[i] {
					continue
				}
				for _, s := range succ[i] {
					if s == endIndex || toEnd[s] {
						toEnd[i], changed = true, true
						break
					}
				}
			}
		}
		for i, n := range r.nodes {
			if !reach[i] {
				bad("node %q is unreachable from Start", n.name)
			}
			if !toEnd[i] {
				bad("node %q has no path to End", n.name)
			}
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	tp := g.cfg.TracerProvider
	if tp == nil {
		tp = otel.GetTracerProvider()
	}
	if _, off := tp.(noop.TracerProvider); !off {
		r.tracer = tp.Tracer(ScopeName)
		r.runSpan = "graph.run " + r.name
		r.runOpts = []trace.SpanStartOption{trace.WithAttributes(telemetry.Graph.String(r.name))}
		for i := range r.nodes {
			n := &r.nodes[i]
			n.spanName = "graph.node " + n.name
			n.spanOpts = []trace.SpanStartOption{trace.WithAttributes(telemetry.Graph.String(r.name), telemetry.Node.String(n.name))}
		}
	}
	return r, nil
}

// ScopeName is the instrumentation scope of this package's spans.
const ScopeName = "github.com/mendgraph/mend/graph"

const (
	startIndex = -1
	endIndex   = -2
)
