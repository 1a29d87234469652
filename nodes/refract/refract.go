package refract

import (
	"container/heap"
	"context"
	"hash/maphash"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/mendgraph/mend/nodes/refract/ground"
)

// Config configures a Refractor. The zero value is ready to use.
type Config struct {
	Costs Costs
	// Defensive adds a confirm for every value the repair invented: a
	// mapped or grounded value, a re-pointed reference, the output of a
	// new call.
	Defensive bool
	// MaxStates bounds the work of one repair: the partial repairs the
	// search considers; zero means 20000. It is what makes results
	// deterministic: the same input gives the same repair on any machine,
	// however busy. Past it the verdict is Unknown and the result holds
	// the best repair found so far.
	MaxStates int
	// Timeout is the caller's safety net, in wall-clock time; zero means
	// none (the context's deadline, if any, still applies). A repair cut
	// short by time has verdict Unknown, like one cut short by MaxStates,
	// but which repair it holds then depends on the machine's speed.
	Timeout time.Duration
	// Grounding configures how values are found in the user's request:
	// the word lists and the weights of the evidence (see package ground).
	Grounding ground.Config
	// Defaults says whether a call the repair inserts writes out the
	// default values of its optional inputs; see [Defaults].
	Defaults Defaults
}

// Defaults is whether an inserted call writes out its optional inputs'
// default values.
type Defaults uint8

const (
	// DefaultsLikeSequence writes them when the sequence's own calls
	// write theirs, or none of its calls' tools has a default: an
	// inserted call looks like its neighbours.
	DefaultsLikeSequence Defaults = iota
	// DefaultsAlways writes them.
	DefaultsAlways
	// DefaultsNever leaves them out: the call is minimal.
	DefaultsNever
)

// Verdict is the outcome of a repair.
type Verdict string

// Verdicts.
const (
	Valid        Verdict = "valid"        // the sequence was valid as given
	Repaired     Verdict = "repaired"     // a repair was found; it may ask the user for values
	Unrepairable Verdict = "unrepairable" // no repair exists in the cost model's moves
	Unknown      Verdict = "unknown"      // the search ran out of time or states; Calls is the best found
)

// Edit is one change a repair made.
type Edit struct {
	Kind   string  `json:"kind"`            // e.g. "rename_tool", "rename_param", "insert_call", "ask"
	Step   int     `json:"step"`            // index of the call, in the repaired sequence
	Param  string  `json:"param,omitempty"` // the argument, for argument edits
	From   string  `json:"from,omitempty"`
	To     string  `json:"to,omitempty"`
	Reason string  `json:"reason"`
	Cost   float64 `json:"cost"`

	why reasonFmt // Reason, formatted only for the edits of the repair returned
}

// reasonFmt is an edit's Reason before formatting: a search makes many more
// edits than it returns. It holds up to four strings by value, for an edit
// to cost no allocation until it is returned.
type reasonFmt struct {
	format string
	args   [4]string
	n      int
}

func because(format string, args ...string) reasonFmt {
	r := reasonFmt{format: format, n: min(len(args), 4)}
	copy(r.args[:], args)
	return r
}

// String writes the reason: each %s of the format is the next argument
// (reasons use no other verb).
func (r reasonFmt) String() string {
	n := len(r.format)
	for _, a := range r.args[:r.n] {
		n += len(a)
	}
	b := make([]byte, 0, n)
	k := 0
	for i := 0; i < len(r.format); i++ {
		if r.format[i] == '%' && i+1 < len(r.format) && r.format[i+1] == 's' && k < r.n {
			b = append(b, r.args[k]...)
			k++
			i++
			continue
		}
		b = append(b, r.format[i])
	}
	return string(b)
}

// Slot is an argument of the repaired sequence: a value to ask for, or a
// value to confirm.
type Slot struct {
	Step  int    `json:"step"`
	Param string `json:"param,omitempty"` // empty for a confirm of the call's tool
	Value any    `json:"value,omitempty"` // for a confirm
	// Tool is, for a confirm of a call's tool, the tool the repair put in
	// place of another concept's (SearchHotel made SearchLocation).
	Tool string `json:"tool,omitempty"`
}

// Result is a repair.
type Result struct {
	Verdict  Verdict
	Calls    []Call // the repaired sequence (the input when Valid)
	Edits    []Edit
	Asks     []Slot // the values to ask the user for; their arguments hold Ask(param)
	Confirms []Slot // in defensive mode, the invented values to confirm
	Cost     float64
	Issues   []Issue // the input's problems
	States   int     // repairs considered
}

// Refractor repairs sequences against a catalog. It is immutable and safe
// for concurrent use.
type Refractor struct {
	g    *ground.Grounder
	cat  *Catalog
	cfg  Config
	c    Costs
	seed maphash.Seed // for hashing sequences (see seenSet)
}

// New returns a Refractor for a catalog.
func New(cat *Catalog, cfg Config) *Refractor {
	cfg.Costs = cfg.Costs.withDefaults()
	if cfg.MaxStates <= 0 {
		cfg.MaxStates = 20000
	}
	return &Refractor{g: ground.New(cfg.Grounding), cat: cat, cfg: cfg, c: cfg.Costs, seed: maphash.MakeSeed()}
}

// state is a partial repair.
type state struct {
	calls  []Call
	cost   float64
	edit   *Edit  // the last edit (nil for none): apart, for placeholders to be small
	parent *state // the repair before it
	order  int    // creation order, for stable ties
	// expand, for a placeholder, makes the moves it stands for: they cost
	// at least its cost, so the search generates them only when nothing
	// cheaper is left.
	expand func() []*state
	// build, for a state not yet out of the queue, makes its calls: most
	// states never leave the queue, so most sequences are never built.
	build func() []Call
	index int // heap position
}

type queue []*state

func (q queue) Len() int { return len(q) }
func (q queue) Less(i, j int) bool {
	if q[i].cost != q[j].cost {
		return q[i].cost < q[j].cost
	}
	return q[i].order < q[j].order
}
func (q queue) Swap(i, j int) { q[i], q[j] = q[j], q[i]; q[i].index = i; q[j].index = j }
func (q *queue) Push(x any)   { s := x.(*state); s.index = len(*q); *q = append(*q, s) }
func (q *queue) Pop() any     { old := *q; s := old[len(old)-1]; *q = old[:len(old)-1]; return s }
func (s *state) edits() []Edit {
	var out []Edit
	for p := s; p != nil && p.edit != nil; p = p.parent {
		e := *p.edit
		if e.why.format != "" {
			e.Reason, e.why = e.why.String(), reasonFmt{}
		}
		out = append(out, e)
	}
	slices.Reverse(out)
	return out
}

// Refract repairs calls, using the user's request (may be empty) to ground
// values. It never modifies calls.
func (r *Refractor) Refract(ctx context.Context, calls []Call, request string) Result {
	issues := Validate(calls, r.cat)
	if len(issues) == 0 {
		return Result{Verdict: Valid, Calls: calls}
	}
	var deadline time.Time // zero: none
	if r.cfg.Timeout > 0 {
		deadline = time.Now().Add(r.cfg.Timeout)
	}
	if d, ok := ctx.Deadline(); ok && (deadline.IsZero() || d.Before(deadline)) {
		deadline = d
	}
	sr := searcher{r: r, request: request, input: calls, order: 1}
	start := &state{calls: calls}
	seen := seenSet{seed: r.seed} // the sequences searched
	seen.add(calls)
	q := make(queue, 1, 64) // a search pushes tens of states: one allocation, not one per doubling
	q[0] = start
	best := start
	bestIssues := len(issues)
	push := func(child *state) {
		if math.IsInf(child.cost, 1) {
			return // a forbidden edit
		}
		heap.Push(&q, child)
	}
	for q.Len() > 0 {
		s := heap.Pop(&q).(*state)
		if s.build != nil {
			s.calls, s.build = s.build(), nil
		}
		if s.expand == nil && s != start {
			// A sequence reached twice is searched once, at its cheapest:
			// states leave the queue cheapest first, so the first to leave
			// is it. Checked here, not when pushed, because most states
			// pushed never leave the queue: the search ends first.
			if !seen.add(s.calls) {
				continue
			}
		}
		sr.states++
		if s.expand != nil {
			// Moves put off until they could be the cheapest (see later).
			for _, child := range s.expand() {
				push(child)
			}
			continue
		}
		left := issues
		if s != start {
			left = Validate(s.calls, r.cat)
		}
		if len(left) == 0 {
			return r.result(Repaired, s, issues, sr.states)
		}
		if len(left) < bestIssues || len(left) == bestIssues && s.cost < best.cost {
			best, bestIssues = s, len(left)
		}
		if sr.states >= r.cfg.MaxStates || sr.states%64 == 0 && (!deadline.IsZero() && time.Now().After(deadline) || ctx.Err() != nil) {
			return r.result(Unknown, best, issues, sr.states)
		}
		// Every way of fixing every problem: the moves for one problem
		// depend on the others (a producer is dangling until a reference
		// to it is fixed), so fixing them in a set order could miss the
		// cheapest repair. A sequence reached twice is searched once. The
		// moves of each problem are made when the cheapest of them could
		// be the cheapest repair left.
		for _, is := range left {
			push(sr.later(s, sr.bound(is.Kind), func() []*state { return sr.expand(s, is) }))
		}
	}
	return r.result(Unrepairable, best, issues, sr.states)
}

func (r *Refractor) result(v Verdict, s *state, issues []Issue, states int) Result {
	res := Result{Verdict: v, Calls: s.calls, Edits: s.edits(), Cost: s.cost, Issues: issues, States: states}
	if res.Edits == nil {
		res.Edits = []Edit{}
	}
	for i, c := range s.calls {
		for _, a := range c.Args {
			if _, ok := IsAsk(a.Value); ok {
				res.Asks = append(res.Asks, Slot{Step: i, Param: a.Name})
			}
		}
	}
	if r.cfg.Defensive {
		res.Confirms = confirms(res.Edits, s.calls)
	}
	return res
}

// confirms lists the values a repair invented, as they stand in the
// repaired sequence.
func confirms(edits []Edit, calls []Call) []Slot {
	var out []Slot
	seen := map[string]bool{}
	add := func(step int, param string) {
		key := strconv.Itoa(step) + "/" + param
		if seen[key] || step >= len(calls) {
			return
		}
		if v, ok := calls[step].Args.Get(param); ok {
			if _, ask := IsAsk(v); !ask {
				seen[key] = true
				out = append(out, Slot{Step: step, Param: param, Value: v})
			}
		}
	}
	for _, e := range edits {
		switch e.Kind {
		case "map_value", "ground_value", "remap_ref", "fix_field", "nearest_enum":
			add(e.Step, e.Param)
		case "rename_tool":
			// a tool of another concept: the repair swapped what the call
			// does, not how its name is spelled
			if !sameConcept(newIdent(e.From), newIdent(e.To)) && e.Step < len(calls) {
				out = append(out, Slot{Step: e.Step, Tool: e.To})
			}
		case "insert_call":
			// every use of the new call's output
			for i, c := range calls {
				for _, a := range c.Args {
					for _, ref := range refsIn(a.Value) {
						if ref.Label == e.To {
							add(i, a.Name)
						}
					}
				}
			}
		}
	}
	return out
}

// sameConcept reports whether two tool names name one thing: the same
// last word (hotel, hotels) after their shared beginning, or names a typo
// apart.
func sameConcept(a, b ident) bool {
	if simIdent(&a, &b) >= 0.9 {
		return true
	}
	if len(a.canon) == 0 || len(b.canon) == 0 {
		return false
	}
	return a.canon[len(a.canon)-1] == b.canon[len(b.canon)-1]
}

type searcher struct {
	r       *Refractor
	request string
	req     *ground.Request // the request read, on first use
	input   []Call
	ordered map[string]bool // the input's labels numbered in order, on first use (see inOrder)
	idents  map[string]*ident
	tools   map[string][]*Tool // toolCandidates' answers
	rankBuf []rankedTool       // rankTools' scratch, reused call to call
	order   int
	states  int
}

// shallow copies a call list for a move that changes no arguments: the
// calls' argument lists stay shared with the parent state.
func shallow(calls []Call) []Call { return slices.Clone(calls) }

// cloneAt copies a call list and the arguments of call i, which the move
// may then change; the other calls' arguments stay shared.
func cloneAt(calls []Call, i int) []Call {
	out := slices.Clone(calls)
	out[i].Args = slices.Clone(calls[i].Args)
	return out
}

// ident returns name split into words: the catalog's, or once a search.
// The result is shared: it must not be modified.
func (sr *searcher) ident(name string) *ident {
	if id, ok := sr.r.cat.idents[name]; ok {
		return id
	}
	if id, ok := sr.idents[name]; ok {
		return id
	}
	if sr.idents == nil {
		sr.idents = map[string]*ident{}
	}
	id := newIdent(name)
	sr.idents[name] = &id
	return &id
}

// labelInOrder reports whether the input numbers label in order.
func (sr *searcher) labelInOrder(label string) bool {
	if sr.ordered == nil {
		sr.ordered = map[string]bool{}
		for j, c := range sr.input {
			if inOrder(sr.input, j) {
				sr.ordered[c.Label] = true
			}
		}
	}
	return sr.ordered[label]
}

// bound is a lower bound of the cost of any move fixing a problem of the
// kind, for the search to put the moves off until then (see later).
func (sr *searcher) bound(k IssueKind) float64 { return sr.r.c.bound(k) }

// later returns a placeholder for moves from s that cost at least bound
// more, made by fn when the placeholder is the cheapest state left.
func (sr *searcher) later(s *state, bound float64, fn func() []*state) *state {
	sr.order++
	// A placeholder is never a repair: it needs no edit of its own.
	return &state{calls: s.calls, cost: s.cost + bound, order: sr.order, expand: fn}
}

// child returns a new state from s with calls changed by one edit.
func (sr *searcher) child(s *state, calls []Call, e Edit) *state {
	sr.order++
	e.Cost = round(e.Cost)
	// One allocation for the state and its edit.
	se := &struct {
		st state
		e  Edit
	}{e: e}
	se.st = state{calls: calls, cost: s.cost + e.Cost, edit: &se.e, parent: s, order: sr.order}
	return &se.st
}

// lazyChild is child for a move whose calls build makes only when the
// state leaves the queue. The state is numbered now, as child numbers it,
// so ties break as they would.
func (sr *searcher) lazyChild(s *state, e Edit, build func() []Call) *state {
	st := sr.child(s, nil, e)
	st.build = build
	return st
}

// round rounds a cost to 0.001, for sums not to depend on the order of
// their terms.
func round(f float64) float64 {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return f
	}
	return math.Round(f*1000) / 1000
}

// withArticle is a JSON Schema type name after its indefinite article, as
// a reason writes it ("an integer", "a string").
func withArticle(typ string) string {
	switch typ {
	case "integer":
		return "an integer"
	case "array":
		return "an array"
	case "object":
		return "an object"
	case "string":
		return "a string"
	case "number":
		return "a number"
	case "boolean":
		return "a boolean"
	}
	if typ != "" && (typ[0] == 'a' || typ[0] == 'e' || typ[0] == 'i' || typ[0] == 'o' || typ[0] == 'u') {
		return "an " + typ
	}
	return "a " + typ
}
