package refract

import (
	"bytes"
	"cmp"
	"container/heap"
	"context"
	"encoding/json"
	"fmt"
	"hash/maphash"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/mendgraph/mend/nodes/refract/ground"
	"github.com/mendgraph/mend/schema"
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
	q := queue{start}
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
	order   int
	states  int
}

// writesDefaults reports whether a call inserted into the input sequence
// writes out its optional inputs' default values: as Config.Defaults
// says, or, like the sequence, when its calls write theirs or none of
// their tools has a default (the corpus's calls write them 276 times in
// 380).
func (sr *searcher) writesDefaults() bool {
	switch sr.r.cfg.Defaults {
	case DefaultsAlways:
		return true
	case DefaultsNever:
		return false
	}
	var withDefault, written int
	for _, c := range sr.input {
		if t := sr.r.cat.Tool(c.Name); t != nil {
			for _, in := range t.Inputs {
				if in.Default != nil {
					withDefault++
					if c.Args.index(in.Name) >= 0 {
						written++
					}
				}
			}
		}
	}
	return withDefault == 0 || 2*written >= withDefault
}

// sameInputRef returns the first reference ("$var1.f$") a call of the
// sequence gives an input of this name: a sequence reads one input from
// one output.
func sameInputRef(calls []Call, input string) (string, bool) {
	for _, c := range calls {
		if v, ok := c.Args.Get(input); ok {
			if r, ok := isPureRef(v); ok {
				return r.String(), true
			}
		}
	}
	return "", false
}

// literals returns the literal argument values of the sequence.
func literals(calls []Call) []any {
	var out []any
	for _, c := range calls {
		for _, a := range c.Args {
			if literal(a.Value) {
				out = append(out, a.Value)
			}
		}
	}
	return out
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

// seqHash hashes a sequence, for the search to visit it once: its labels,
// tools, and arguments in order, values by type and content. Equal
// sequences hash alike; sequences that hash alike are compared (see
// seenSet), so a collision costs a comparison, never a repair.
func seqHash(seed maphash.Seed, calls []Call) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	for _, c := range calls {
		h.WriteString(c.Label)
		h.WriteByte(0)
		h.WriteString(c.Name)
		h.WriteByte(0)
		for _, a := range c.Args {
			h.WriteString(a.Name)
			h.WriteByte(1)
			hashValue(&h, a.Value)
		}
		h.WriteByte(2)
	}
	return h.Sum64()
}

func hashValue(h *maphash.Hash, v any) {
	switch x := v.(type) {
	case string:
		h.WriteByte('s')
		h.WriteString(x)
	case json.Number:
		h.WriteByte('n')
		h.WriteString(string(x))
	case bool:
		if x {
			h.WriteByte('t')
		} else {
			h.WriteByte('f')
		}
	case nil:
		h.WriteByte('z')
	case []any:
		h.WriteByte('[')
		for _, e := range x {
			hashValue(h, e)
			h.WriteByte(3)
		}
		h.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		h.WriteByte('{')
		for _, k := range keys {
			h.WriteString(k)
			h.WriteByte(1)
			hashValue(h, x[k])
			h.WriteByte(3)
		}
		h.WriteByte('}')
	default:
		h.WriteString(fmt.Sprintf("%T%v", v, v))
	}
	h.WriteByte(4)
}

// sameCalls reports whether two sequences are the same: labels, tools,
// and arguments in order, values equal by type and content.
func sameCalls(a, b []Call) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if x.Label != y.Label || x.Name != y.Name || len(x.Args) != len(y.Args) {
			return false
		}
		for k := range x.Args {
			if x.Args[k].Name != y.Args[k].Name || !sameValue(x.Args[k].Value, y.Args[k].Value) {
				return false
			}
		}
	}
	return true
}

func sameValue(a, b any) bool {
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case json.Number:
		y, ok := b.(json.Number)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case nil:
		return b == nil
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !sameValue(v, w) {
				return false
			}
		}
		return true
	}
	return fmt.Sprintf("%T%v", a, a) == fmt.Sprintf("%T%v", b, b)
}

// seenSet is the set of sequences a search has visited. A search visits
// a handful: the first eight are kept in an array and compared one by one
// (a state shares most of its strings with its parent, so most compare by
// pointer); past eight, sequences are found by hash, and compared on a hit.
type seenSet struct {
	seed    maphash.Seed
	few     [8][]Call
	n       int
	many    map[uint64][]Call
	collide [][]Call // sequences whose hash another sequence had first
}

// add adds calls and reports whether they were new.
func (s *seenSet) add(calls []Call) bool {
	if s.many != nil {
		return s.insert(calls)
	}
	for _, c := range s.few[:s.n] {
		if sameCalls(c, calls) {
			return false
		}
	}
	if s.n < len(s.few) {
		s.few[s.n] = calls
		s.n++
		return true
	}
	s.many = make(map[uint64][]Call, 2*len(s.few))
	for _, c := range s.few {
		s.insert(c)
	}
	return s.insert(calls)
}

// insert adds calls to the hashed set and reports whether they were new.
func (s *seenSet) insert(calls []Call) bool {
	h := seqHash(s.seed, calls)
	prev, ok := s.many[h]
	if !ok {
		s.many[h] = calls
		return true
	}
	if sameCalls(prev, calls) {
		return false
	}
	for _, c := range s.collide {
		if sameCalls(c, calls) {
			return false
		}
	}
	s.collide = append(s.collide, calls)
	return true
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

// expand returns the repairs of s's first issue.
func (sr *searcher) expand(s *state, is Issue) []*state {
	c := sr.r.c
	calls := s.calls
	call := calls[is.Step]
	var out []*state
	switch is.Kind {
	case UnknownTool:
		for _, t := range sr.toolCandidates(calls, is.Step, 4) {
			sim := simIdent(sr.ident(call.Name), &t.id)
			out = append(out, sr.lazyChild(s, Edit{Kind: "rename_tool", Step: is.Step, From: call.Name, To: t.Name,
				why: because("no tool %s; %s fits the call", call.Name, t.Name), Cost: c.toolRenameCost(sim)},
				func() []Call {
					next := shallow(calls)
					next[is.Step].Name = t.Name
					return next
				}))
		}
		out = append(out, sr.deleteCall(s, is.Step, because("no tool %s", call.Name)))

	case UnknownParam:
		t := sr.r.cat.Tool(call.Name)
		type cand struct {
			in   *Input
			cost float64
		}
		var cands []cand
		pid := *sr.ident(is.Param)
		value, _ := call.Args.Get(is.Param)
		for i := range t.Inputs {
			in := &t.Inputs[i]
			if call.Args.index(in.Name) >= 0 {
				continue
			}
			sim := simIdent(&pid, &in.id)
			cost := c.renameCost(sim)
			if !in.Required && cost >= c.Delete {
				continue // an unrelated optional input: deleting is the honest repair
			}
			if str, ok := value.(string); ok && str != "" {
				// "translate it to French": French is where to, not from;
				// and with nothing said, a lone value is more often where
				// to (a target language, a currency to convert to).
				switch said := inputRole(in); {
				case said == "":
				case sr.read().RoleOf(str) == "":
					if said == "to" {
						cost -= c.RoleGuess
					}
				case sr.read().RoleOf(str) == said:
					cost -= c.Role
				default:
					cost += c.Role
				}
			}
			if _, ref := isPureRef(value); ref {
				// Another call's output is content, not a language or a
				// code: word="$var1.lyrics$" is the text, not its language.
				switch {
				case takesVocabulary(in):
					cost += c.Vocabulary
				case carriesPayload(in) && in.Required:
					cost = max(c.Rename, cost-c.Payload)
				}
			}
			cands = append(cands, cand{in, cost})
		}
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].cost < cands[j].cost })
		for _, cd := range cands[:min(len(cands), 4)] {
			out = append(out, sr.lazyChild(s, Edit{Kind: "rename_param", Step: is.Step, Param: cd.in.Name, From: is.Param, To: cd.in.Name,
				why: because("%s takes no %s; %s is its input", call.Name, is.Param, cd.in.Name), Cost: cd.cost},
				func() []Call {
					next := cloneAt(calls, is.Step)
					k := next[is.Step].Args.index(is.Param)
					next[is.Step].Args[k].Name = cd.in.Name
					return next
				}))
		}
		out = append(out, sr.lazyChild(s, Edit{Kind: "delete_arg", Step: is.Step, Param: is.Param, From: is.Param,
			why: because("%s takes no %s", call.Name, is.Param), Cost: c.Delete},
			func() []Call {
				next := cloneAt(calls, is.Step)
				k := next[is.Step].Args.index(is.Param)
				next[is.Step].Args = slices.Delete(next[is.Step].Args, k, k+1)
				return next
			}))

	case MissingRequired:
		t := sr.r.cat.Tool(call.Name)
		in := t.Input(is.Param)
		maps := sr.mapCandidates(calls, is.Step, in, 3)
		if ref, ok := sameInputRef(calls, in.Name); ok && !slices.ContainsFunc(maps, func(m mapping) bool { return m.value == ref }) {
			// Another call reads the same input from an output: so does this one.
			r, _ := isPureRef(ref)
			maps = append([]mapping{{ref: r, value: ref, cost: c.Map + c.MapShared}}, maps...)
		}
		// A value that makes the call another call of its tool over again
		// is not the one lost: the second airport search is for the other
		// city.
		maps = slices.DeleteFunc(maps, func(m mapping) bool { return repeats(calls, is.Step, in.Name, m.value) })
		for _, m := range maps {
			next := cloneAt(calls, is.Step)
			next[is.Step].Args = t.insertArg(next[is.Step].Args, Arg{Name: in.Name, Value: m.value})
			out = append(out, sr.child(s, next, Edit{Kind: "map_value", Step: is.Step, Param: in.Name, To: pyStr(m.value),
				why: because("%s needs %s; %s outputs %s", call.Name, in.Name, m.ref.Label, m.ref.Path), Cost: m.cost}))
		}
		// Values from the request, an unread output, or the user cost at
		// least a grounding: they are worked out only when that could be
		// the cheapest repair left (reading the request is the dear part).
		out = append(out, sr.later(s, min(c.Ground, c.GroundNamed, c.Map+c.MapNamed, c.Map+c.MapDangling, c.Ask), func() []*state {
			var out []*state
			// An earlier call whose output nothing reads and fits was
			// probably meant to feed this input; a value from the request
			// would then be a guess.
			ref, named := sr.namedOutput(calls, is.Step, in)
			if named {
				// The request says which result this is: no guess.
				next := cloneAt(calls, is.Step)
				next[is.Step].Args = t.insertArg(next[is.Step].Args, Arg{Name: in.Name, Value: ref.String()})
				out = append(out, sr.child(s, next, Edit{Kind: "map_value", Step: is.Step, Param: in.Name, To: ref.String(),
					why: because("%s needs %s; the request names %s", call.Name, in.Name, ref.String()), Cost: c.Map + c.MapNamed}))
			}
			ch := sr.fill(calls, is.Step, t, call.Args, in.Name)[0]
			v, ok := ch.Value, ch.Found && !named && !sr.namesOutput(calls, is.Step, ch.Value)
			if ok && ch.Reused {
				if _, d := sr.danglingOutput(calls, is.Step, in); d {
					ok = false // a value one call has, the next call's is that call's output
				}
			}
			if ok && (ch.Linked || !slices.ContainsFunc(maps, func(m mapping) bool { return m.dangling })) {
				// (An earlier output nothing reads is taken for the lost
				// value, unless the request names the input beside this
				// one, "an original price of 100 dollars", and no call
				// has it already: a text analyzed, then translated, is
				// the analysis's output the second time.)
				next := cloneAt(calls, is.Step)
				next[is.Step].Args = t.insertArg(next[is.Step].Args, Arg{Name: in.Name, Value: v})
				cost := c.Ground
				if ch.Linked {
					cost = c.GroundNamed // the request names the value beside the input: it beats a reference
				}
				out = append(out, sr.child(s, next, Edit{Kind: "ground_value", Step: is.Step, Param: in.Name, To: pyStr(v),
					why: because("%s needs %s; the request gives %s", call.Name, in.Name, pyStr(v)), Cost: cost}))
			}
			if !ok && !named && len(maps) == 0 {
				if ref, ok := sr.danglingOutput(calls, is.Step, in); ok {
					next := cloneAt(calls, is.Step)
					next[is.Step].Args = t.insertArg(next[is.Step].Args, Arg{Name: in.Name, Value: ref.String()})
					out = append(out, sr.child(s, next, Edit{Kind: "map_value", Step: is.Step, Param: in.Name, To: ref.String(),
						why: because("%s needs %s; the output of %s is read by no call", call.Name, in.Name, ref.Label), Cost: c.Map + c.MapDangling}))
				}
			}
			next := cloneAt(calls, is.Step)
			next[is.Step].Args = t.insertArg(next[is.Step].Args, Arg{Name: in.Name, Value: Ask(in.Name)})
			return append(out, sr.child(s, next, Edit{Kind: "ask", Step: is.Step, Param: in.Name,
				why: because("%s needs %s, which nothing in the sequence gives", call.Name, in.Name), Cost: c.Ask}))
		}))

	case DuplicateLabel:
		fresh := freshLabel(calls)
		next := Clone(calls)
		next[is.Step].Label = fresh
		for j := is.Step + 1; j < len(next); j++ {
			if next[j].Label == is.Name {
				break // rebound again: later references mean that call
			}
			renameRefs(&next[j], is.Name, fresh)
		}
		out = append(out, sr.child(s, next, Edit{Kind: "relabel", Step: is.Step, From: is.Name, To: fresh,
			why: because("%s is bound twice; the second binding becomes %s", is.Name, fresh), Cost: c.Label}))

	case UndefinedRef:
		out = append(out, sr.undefinedRef(s, is)...)

	case BadField:
		out = append(out, sr.badField(s, is)...)

	case TypeMismatch:
		in := sr.r.cat.Tool(call.Name).Input(is.Param)
		v, _ := call.Args.Get(is.Param)
		if nv, how, ok := coerce(v, in); ok {
			out = append(out, sr.setArg(s, is.Step, is.Param, nv, Edit{Kind: "coerce", From: pyStr(v), To: pyStr(nv),
				why: because("%s is a %s: %s", is.Param, in.Type, how), Cost: c.Coerce}))
		}
		out = append(out, sr.setArg(s, is.Step, is.Param, Ask(is.Param), Edit{Kind: "ask", From: pyStr(v),
			why: because("%s must be a %s and %s is not", is.Param, in.Type, pyStr(v)), Cost: c.Ask}))

	case BadEnum:
		in := sr.r.cat.Tool(call.Name).Input(is.Param)
		v, _ := call.Args.Get(is.Param)
		if e, _, ok := coerce(v, in); ok {
			out = append(out, sr.setArg(s, is.Step, is.Param, e, Edit{Kind: "fix_enum", From: pyStr(v), To: pyStr(e),
				why: because("%s must be one of its values; %s is %s", is.Param, pyStr(v), pyStr(e)), Cost: c.Enum}))
		} else if e, ok := nearestEnum(pyStr(v), in.Enum); ok {
			out = append(out, sr.setArg(s, is.Step, is.Param, e, Edit{Kind: "nearest_enum", From: pyStr(v), To: pyStr(e),
				why: because("%s must be one of its values; %s is %s", is.Param, pyStr(v), pyStr(e)), Cost: c.EnumNear}))
		}
		out = append(out, sr.setArg(s, is.Step, is.Param, Ask(is.Param), Edit{Kind: "ask", From: pyStr(v),
			why: because("%s is not one of the values of %s", pyStr(v), is.Param), Cost: c.Ask}))
	}
	return out
}

func (sr *searcher) setArg(s *state, step int, param string, v any, e Edit) *state {
	e.Step, e.Param = step, param
	return sr.lazyChild(s, e, func() []Call {
		next := cloneAt(s.calls, step)
		k := next[step].Args.index(param)
		next[step].Args[k].Value = v
		return next
	})
}

func (sr *searcher) deleteCall(s *state, step int, why reasonFmt) *state {
	return sr.lazyChild(s, Edit{Kind: "delete_call", Step: step, From: s.calls[step].Name, why: why, Cost: sr.r.c.DeleteCall},
		func() []Call { return slices.Delete(shallow(s.calls), step, step+1) })
}

// toolCandidates ranks the catalog's tools as replacements for the unknown
// tool of call step: by how many of its arguments they take, whether they
// output what later calls read from it, and the similarity of the names.
// A cheap score over every tool picks k+1, which fuzzy matching of the
// argument names then orders.
func (sr *searcher) toolCandidates(calls []Call, step, k int) []*Tool {
	call := calls[step]
	// The same problem comes up in many partial repairs: rank once per
	// call as written.
	key := make([]byte, 0, 64)
	key = strconv.AppendInt(key, int64(step), 10)
	key = append(key, call.Label+"\x00"+call.Name...)
	for _, a := range call.Args {
		key = append(key, "\x00"+a.Name...)
	}
	if got, ok := sr.tools[string(key)]; ok {
		return got
	}
	if sr.tools == nil {
		sr.tools = map[string][]*Tool{}
	}
	out := sr.rankTools(calls, step, k)
	sr.tools[string(key)] = out
	return out
}

func (sr *searcher) rankTools(calls []Call, step, k int) []*Tool {
	call := calls[step]
	var reads []string
	if call.Label != "" {
		for _, c := range calls[step+1:] {
			for _, a := range c.Args {
				for _, ref := range refsIn(a.Value) {
					if ref.Label == call.Label && ref.Path != "" {
						reads = append(reads, ref.Path)
					}
				}
			}
		}
	}
	name := *sr.ident(call.Name)
	pat := compile(name.joined)
	type scored struct {
		t     *Tool
		score float64
		index int // in the catalog
	}
	// The k+1 best by score, as a stable sort would rank them (ties to
	// catalog order): one more than asked for, for the argument matching
	// below to reorder. The name similarity, the dear part, is computed
	// only for a tool that could enter them, and only as far as it could;
	// tools are tried in the order of what the arguments and readers say,
	// for the best to fill early.
	tools := sr.r.cat.Tools
	rest := make([]scored, len(tools)) // score without the name's similarity
	for i, t := range tools {
		r := 0.0
		for _, a := range call.Args {
			if t.Input(a.Name) != nil {
				r++
			}
		}
		for _, in := range t.Inputs {
			if in.Required && call.Args.index(in.Name) < 0 {
				r -= 0.5
			}
		}
		for _, p := range reads {
			if t.HasOutput(p) {
				r += 1.5
			}
		}
		rest[i] = scored{t, r, i}
	}
	slices.SortStableFunc(rest, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
	keep := k + 1
	better := func(x scored, score float64, index int) bool {
		return x.score > score || x.score == score && x.index < index
	}
	all := make([]scored, 0, keep+1)
	for _, r := range rest {
		floor := 0.0
		if len(all) == keep {
			kth := all[keep-1]
			if r.score+2 < kth.score || r.score+2 == kth.score && kth.index < r.index {
				continue
			}
			floor = (kth.score - r.score) / 2
		}
		score := 2*simWith(&name, &r.t.id, pat, floor) + r.score
		if len(all) == keep && better(all[keep-1], score, r.index) {
			continue
		}
		at, _ := slices.BinarySearchFunc(all, 0, func(x scored, _ int) int {
			if better(x, score, r.index) {
				return -1
			}
			return 1
		})
		all = slices.Insert(all, at, scored{r.t, score, r.index})
		if len(all) > keep {
			all = all[:keep]
		}
	}
	args := make([]*ident, len(call.Args))
	for i, a := range call.Args {
		args[i] = sr.ident(a.Name)
	}
	// Each argument the tool does not take adds 0.8 times its likeness to
	// the nearest input. Only k are returned: a tool that could not reach
	// the k-th total found so far, even were every argument a near match,
	// is left out without comparing its inputs.
	var totals []float64 // the totals computed, best first
	for i := range all {
		t := all[i].t
		unmatched := 0
		for _, a := range call.Args {
			if t.Input(a.Name) == nil {
				unmatched++
			}
		}
		if len(totals) >= k && all[i].score+0.8*float64(unmatched) < totals[k-1] {
			all[i].score = math.Inf(-1)
			continue
		}
		for j, a := range call.Args {
			if t.Input(a.Name) != nil {
				continue
			}
			best := 0.0
			for n := range t.Inputs {
				if best = max(best, simFloor(args[j], &t.Inputs[n].id, best)); best >= 1 {
					break
				}
			}
			all[i].score += 0.8 * best
		}
		at, _ := slices.BinarySearchFunc(totals, all[i].score, func(x, s float64) int { return cmp.Compare(s, x) })
		totals = slices.Insert(totals, at, all[i].score)
	}
	// Equal fits go to the name closest as written (separators and case
	// included), then to the tool of the family the sequence calls
	// (Tripadvisor_Search_Restaurants beside Tripadvisor_Get_Restaurant_Details,
	// not TripadvisorSearchRestaurants).
	family := func(t *Tool) int {
		n := 0
		for j, c := range calls {
			if j != step {
				n = max(n, commonPrefix(c.Name, t.Name))
			}
		}
		return n
	}
	slices.SortStableFunc(all, func(a, b scored) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := cmp.Compare(lev(call.Name, a.t.Name), lev(call.Name, b.t.Name)); c != 0 {
			return c
		}
		return cmp.Compare(family(b.t), family(a.t))
	})
	out := make([]*Tool, 0, k)
	for _, s := range all[:min(k, len(all))] {
		out = append(out, s.t)
	}
	return out
}

type mapping struct {
	ref      Ref
	value    any // the reference as a string, or the literal it stands for
	cost     float64
	dangling bool // from a call whose output nothing else reads
}

// mapCandidates finds earlier outputs that could give input in of call
// step: fields whose names match the input's, most similar first. An
// output the call already reads for another argument costs more. A call
// whose output nothing reads (a dangling producer) was probably meant to
// feed some input: its fields need less similar names.
func (sr *searcher) mapCandidates(calls []Call, step int, in *Input, k int) []mapping {
	c := sr.r.c
	used := map[Ref]bool{}
	for _, a := range calls[step].Args {
		for _, ref := range refsIn(a.Value) {
			used[ref] = true
		}
	}
	// Labels read by arguments of this call whose names begin as the
	// input's does.
	siblings := map[string]bool{}
	if len(in.id.words) > 1 {
		for _, a := range calls[step].Args {
			if ws := sr.ident(a.Name).words; len(ws) > 1 && ws[0] == in.id.words[0] {
				for _, ref := range refsIn(a.Value) {
					siblings[ref.Label] = true
				}
			}
		}
	}
	minSim := 0.6
	if len(in.Enum) > 0 {
		minSim = 0.8 // an enum input seldom reads an output
	}
	var out []mapping
	for j := 0; j < step; j++ {
		p := calls[j]
		t := sr.r.cat.Tool(p.Name)
		if p.Label == "" || t == nil {
			continue
		}
		threshold := minSim
		dangling := len(in.Enum) == 0 && !isRead(calls, p.Label)
		if dangling {
			threshold = 0.45
		}
		for n := range t.Outputs {
			o := &t.Outputs[n]
			sim := outputSimilarity(&in.id, o, threshold)
			if sim < threshold || sim < minSim && !typeFits(o.Type, in.Type) {
				continue
			}
			ref := Ref{Label: p.Label, Path: t.indexPath(o.Name)}
			cost := c.mapCost(sim)
			if used[ref] {
				cost += c.MapReread
			}
			if siblings[p.Label] {
				cost += c.MapSibling // destinationEntityId reads the call destinationSkyId reads
			}
			if sim < 0.8 && !sameHead(&in.id, &o.last) {
				continue // number_of_days is no number_of_rooms
			}
			var v any = ref.String()
			if lit, ok := p.Args.Get(o.Name); ok && copiesLiterals(calls[step], p) && len(refsIn(lit)) == 0 {
				v = lit
			}
			out = append(out, mapping{ref, v, cost, dangling})
		}
	}
	if len(out) == 0 {
		if m, ok := sr.describedOutput(calls, step, in); ok {
			out = append(out, m)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].cost < out[j].cost })
	return out[:min(k, len(out))]
}

// describedOutput is the output of the one call before step that nothing
// reads whose name and description speak of what the input's do: the
// field of a call computed to feed this one ("the actual revenue" for
// actual, "the directory path" for a table's location). It costs more
// than a value the request gives.
func (sr *searcher) describedOutput(calls []Call, step int, in *Input) (mapping, bool) {
	var p Call
	n := 0
	for j := range step {
		if calls[j].Label != "" && sr.r.cat.Tool(calls[j].Name) != nil && !isRead(calls, calls[j].Label) {
			p, n = calls[j], n+1
		}
	}
	if n != 1 || len(in.Enum) > 0 {
		return mapping{}, false
	}
	t := sr.r.cat.Tool(p.Name)
	g := sr.r.g
	iw, id := g.Words(in.Name), g.Words(in.Description)
	best, second := 0.0, 0.0
	var field *Output
	for i := range t.Outputs {
		o := &t.Outputs[i]
		ow, od := g.Words(o.Name), g.Words(o.Description)
		s := 2*overlap(iw, ow) + overlap(iw, od) + overlap(id, ow) + 0.5*overlap(id, od)
		if !typeFits(o.Type, in.Type) && in.Type != "string" {
			continue
		}
		switch {
		case s > best:
			best, second, field = s, best, o
		case s > second:
			second = s
		}
	}
	if field == nil || best < 2 || best == second {
		return mapping{}, false
	}
	ref := Ref{Label: p.Label, Path: t.indexPath(field.Name)}
	return mapping{ref: ref, value: ref.String(), cost: sr.r.c.Map + sr.r.c.MapDescribed, dangling: true}, true
}

// overlap counts the words two lists share.
func overlap(a, b []string) float64 {
	n := 0
	for _, w := range a {
		if slices.Contains(b, w) {
			n++
		}
	}
	return float64(n)
}

// namesOutput reports whether a string value is the name of what an
// earlier call outputs (a word of its tool's name or an output field):
// the request speaks of that result ("send the GPA"), not of the word.
func (sr *searcher) namesOutput(calls []Call, step int, v any) bool {
	str, ok := v.(string)
	if !ok || strings.ContainsRune(str, ' ') {
		return false
	}
	low := strings.ToLower(str)
	for _, c := range calls[:step] {
		t := sr.r.cat.Tool(c.Name)
		if t == nil {
			continue
		}
		if containsString(t.words, low) {
			return true
		}
		for i := range t.Outputs {
			if t.Outputs[i].last.joined == low {
				return true
			}
		}
	}
	return false
}

// danglingOutput is the output of the one call before step whose result
// no call reads, for an input that carries a payload (data, text,
// message, amount...) or an id and that nothing else can fill: a sequence
// computes a value to use it ("calculate the GCD, then encrypt the
// result"). For a payload the call's tool must have one output, for an id
// one id output, of a type the input takes; a scalar
// input reads the first element of an array only when the request says so
// ("the first recipe"). With two such calls, which one is meant is a
// guess, and so it is when the request quotes a string no call uses:
// none is taken.
func (sr *searcher) danglingOutput(calls []Call, step int, in *Input) (Ref, bool) {
	isID := isIdentifier(&in.id)
	if !carriesPayload(in) && !isID || sr.read().QuotesUnused(literals(calls)) {
		return Ref{}, false // a string the request quotes and no call uses may be the value
	}
	var found Ref
	n := 0
	for j := range step {
		p := calls[j]
		t := sr.r.cat.Tool(p.Name)
		if p.Label == "" || t == nil || len(t.Outputs) == 0 || isRead(calls, p.Label) {
			continue
		}
		n++
		o, ok := t.Outputs[0], len(t.Outputs) == 1
		if isID {
			// An id reads the producer's one id: a search gives the geoId
			// the next call takes as its locationId.
			ids := 0
			for _, x := range t.Outputs {
				if isIdentifier(&x.last) {
					o, ids = x, ids+1
				}
			}
			ok = ids == 1
		}
		if !ok {
			return Ref{}, false
		}
		if !typeFits(o.Type, in.Type) && in.Type != "string" {
			return Ref{}, false // a string is no number; a number can be written as a string
		}
		found = Ref{Label: p.Label, Path: t.indexPath(o.Name)}
		if o.Type == "array" && in.Type != "array" {
			if !sr.read().Mentions("first") {
				return Ref{}, false // the list, or one of it? ask
			}
			found.Path += "[0]"
		}
	}
	return found, n == 1
}

// namedOutput is the earlier output the request names as the input's
// value: the input's words, then "as", "equal to", "be" or "is" and "the",
// an optional word saying it was worked out (calculated, converted), then
// the output's words: "amount as the calculated discount amount", "an
// allowance equal to the gross salary". One such output, or none.
func (sr *searcher) namedOutput(calls []Call, step int, in *Input) (Ref, bool) {
	req := sr.read()
	n := req.NumWords()
	at := func(k int, canons []string) bool {
		if k+len(canons) > n {
			return false
		}
		for i, w := range canons {
			if canon(req.Word(k+i)) != w {
				return false
			}
		}
		return true
	}
	var found Ref
	count := 0
	for i := 0; i+len(in.id.canon) < n; i++ {
		if !at(i, in.id.canon) {
			continue
		}
		j := i + len(in.id.canon)
		linked := false
		for j < n && names.outputLinks[req.Word(j)] {
			linked = linked || req.Word(j) != "the"
			j++
		}
		if !linked {
			continue
		}
		if j < n && names.workedOut[req.Word(j)] {
			j++
		}
		for k := range step {
			p := calls[k]
			t := sr.r.cat.Tool(p.Name)
			if p.Label == "" || t == nil {
				continue
			}
			for x := range t.Outputs {
				o := &t.Outputs[x]
				if len(o.last.canon) < 2 || !at(j, o.last.canon) {
					continue
				}
				ref := Ref{Label: p.Label, Path: t.indexPath(o.Name)}
				if count > 0 && ref != found {
					return Ref{}, false
				}
				found, count = ref, count+1
			}
		}
	}
	return found, count > 0
}

// inputRole is "to" for an input named as a destination (to,
// target_language, destination_city), "from" for a source, else "".
func inputRole(in *Input) string {
	for _, w := range in.id.words {
		if r := wordRole(w); r != "" {
			return r
		}
	}
	return ""
}

// wordRole is "to" for a word that names a destination, "from" for a
// source, else "".
func wordRole(w string) string {
	switch {
	case names.to[w]:
		return "to"
	case names.from[w]:
		return "from"
	}
	return ""
}

// takesVocabulary reports whether an input takes a word of a fixed
// vocabulary (a language, a currency, a code, a unit...), which the
// output of another call seldom is.
func takesVocabulary(in *Input) bool {
	if len(in.Enum) > 0 {
		return true
	}
	for _, w := range in.id.words {
		if names.vocabulary[w] {
			return true
		}
	}
	return false
}

// isIdentifier reports whether a name is an identifier's: its last word
// is id (locationId, product_id, geoId).
func isIdentifier(id *ident) bool {
	return len(id.words) > 0 && id.words[len(id.words)-1] == "id"
}

// carriesPayload reports whether an input takes whatever value it is
// given to work on, rather than a value of a kind of its own.
func carriesPayload(in *Input) bool {
	return names.payload[strings.ToLower(in.Name)]
}

// sameHead reports whether two names end in the same word, the generic
// ones (id, name, number...) aside: origin_city ~ city_name.
func sameHead(a, b *ident) bool {
	head := func(ws []string) string {
		for i := len(ws) - 1; i >= 0; i-- {
			if !names.genericHeads[ws[i]] {
				return canon(ws[i])
			}
		}
		if len(ws) > 0 {
			return canon(ws[len(ws)-1])
		}
		return ""
	}
	return head(a.words) == head(b.words)
}

// copiesLiterals reports whether call c repeats the literal arguments of
// producer p rather than reading them from its output: of the arguments
// both give, more are the same literal than a reference to p, or none is
// either (a value written once is written again more often than read: 11
// sequences in 14 of the sgd corpus).
func copiesLiterals(c, p Call) bool {
	lit, ref := 0, 0
	for _, a := range c.Args {
		pv, ok := p.Args.Get(a.Name)
		if !ok {
			continue
		}
		if r, ok := isPureRef(a.Value); ok && r.Label == p.Label {
			ref++
		} else if len(refsIn(pv)) == 0 && pyStr(pv) == pyStr(a.Value) {
			lit++
		}
	}
	return lit > ref || lit == 0 && ref == 0
}

// typeFits reports whether an output of type out can feed an input of
// type in; an unknown type fits anything.
func typeFits(out, in string) bool {
	if out == "" || in == "" || out == in {
		return true
	}
	return out == "integer" && in == "number" || out == "number" && in == "integer"
}

// outputSimilarity is fieldSimilarity for a catalog output.
func outputSimilarity(name *ident, o *Output, floor float64) float64 {
	s := simFloor(name, &o.last, floor)
	wn, wl := name.words, o.last.words
	if len(wl) > 0 && len(wn) > len(wl) && slices.Equal(wn[len(wn)-len(wl):], wl) {
		s = max(s, 0.9)
	}
	if o.full.raw != o.last.raw {
		s = max(s, 0.97*simFloor(name, &o.full, floor/0.97))
	}
	return s
}

// undefinedRef repairs a reference to a label no earlier call binds.
func (sr *searcher) undefinedRef(s *state, is Issue) []*state {
	c := sr.r.c
	calls := s.calls
	L := is.Ref.Label
	fields := readsOf(calls, L)
	var out []*state

	// Bind the label: an earlier call without a label, or whose label
	// nothing reads, and whose tool outputs what is read from L (failing
	// any, close to it: a misspelt field is fixed next).
	outputs := func(t *Tool) bool { return outputsAll(t, fields) }
	if !slices.ContainsFunc(calls[:is.Step], func(p Call) bool {
		t := sr.r.cat.Tool(p.Name)
		return t != nil && outputsAll(t, fields)
	}) {
		outputs = func(t *Tool) bool { return sr.outputsNearly(t, fields) }
	}
	for j := 0; j < is.Step; j++ {
		p := calls[j]
		t := sr.r.cat.Tool(p.Name)
		if t == nil || p.Label == L || p.Label != "" && isRead(calls, p.Label) || !outputs(t) {
			continue
		}
		if p.Label != "" && slices.ContainsFunc(calls[j+1:], func(x Call) bool { return x.Label == L }) {
			continue
		}
		from := p.Label
		cost := c.Label
		if from == "" {
			from = "(none)"
		} else if sr.labelInOrder(from) {
			// var2 among var1, var3 is where it belongs: a reference to
			// another label names a missing call or is itself a typo.
			cost += c.LabelInside
		}
		out = append(out, sr.lazyChild(s, Edit{Kind: "set_label", Step: j, From: from, To: L,
			why: because("%s is read later and %s outputs it", L, p.Name), Cost: cost},
			func() []Call {
				next := shallow(calls)
				next[j].Label = L
				return next
			}))
	}

	// Label an unlabelled earlier call that outputs the field with the
	// label its position calls for, for the reference to be re-pointed to
	// it next: var1 for the first call, when L is made up (var6).
	if !labelInside(calls, L) {
		for j := 0; j < is.Step; j++ {
			p := calls[j]
			t := sr.r.cat.Tool(p.Name)
			if p.Label != "" || t == nil || !outputsAll(t, fields) {
				continue
			}
			if nat := naturalLabel(calls, j); nat != "" && nat != L {
				next := shallow(calls)
				next[j].Label = nat
				out = append(out, sr.child(s, next, Edit{Kind: "set_label", Step: j, From: "(none)", To: nat,
					why: because("%s outputs what is read; %s is the label its place calls for", p.Name, nat), Cost: c.Label}))
			}
		}
	}

	// Re-point the reference to another call that outputs the field.
	num, ok := labelNumber(L)
	inside := false // a call labelled past L exists: L names a missing call
	if ok {
		for _, x := range calls {
			if n, ok := labelNumber(x.Label); ok && n > num {
				inside = true
			}
		}
	}
	usedHere := map[Ref]bool{}
	for _, a := range calls[is.Step].Args {
		for _, ref := range refsIn(a.Value) {
			usedHere[ref] = true
		}
	}
	for j := 0; j < is.Step; j++ {
		p := calls[j]
		t := sr.r.cat.Tool(p.Name)
		if p.Label == "" || t == nil {
			continue
		}
		// The call's field, or, when the reference's field is wrong too
		// ($var4.ID$ for var45's geoId), its field most like the
		// reference's or the parameter's name.
		path, extra := is.Ref.Path, 0.0
		if path != "" && !t.HasOutput(path) {
			f, cost, ok := sr.nearestField(t, path, is.Param)
			if !ok {
				continue
			}
			path, extra = f, cost
		}
		cost := c.Remap + c.labelDistance(L, p.Label) + extra
		if inside && !strings.HasPrefix(L, p.Label) && !(sameStem(L, p.Label) && !sr.labelInOrder(p.Label)) {
			cost += c.LabelInside
		}
		to := Ref{Label: p.Label, Path: path}
		if usedHere[to] {
			cost += c.MapReread
		}
		out = append(out, sr.replaceRef(s, is, to, Edit{Kind: "remap_ref", From: is.Ref.String(), To: to.String(),
			why: because("no call is labelled %s; %s outputs %s", L, p.Label, path), Cost: cost}))
	}

	// Insert the missing call that produces L, and failing that ask for
	// the value, as a last resort: a value meant to come from a tool's
	// output is seldom one the user knows. Finding the producers and their
	// inputs is the dear part of a repair, so it waits until a new call
	// could be the cheapest repair left.
	others := len(out)
	out = append(out, sr.later(s, c.Call, func() []*state {
		var out []*state
		at := insertAt(calls, L)
		for rank, t := range sr.producers(calls, is.Step, L, fields, 3) {
			args, fill := sr.fillInputs(calls, at, t)
			newCall := Call{Label: L, Name: t.Name, Args: args}
			next := slices.Insert(shallow(calls), at, newCall)
			out = append(out, sr.child(s, next, Edit{Kind: "insert_call", Step: at, From: "", To: L,
				why:  because("%s is read but no call produces it; %s outputs %s", L, t.Name, strings.Join(fields, ", ")),
				Cost: c.Call + fill + c.CallRank*float64(rank)}))
		}
		if len(out) == 0 && others == 0 {
			next := cloneAt(calls, is.Step)
			k := next[is.Step].Args.index(is.Param)
			next[is.Step].Args[k].Value = Ask(is.Param)
			out = append(out, sr.child(s, next, Edit{Kind: "ask", Step: is.Step, Param: is.Param, From: is.Ref.String(),
				why: because("no call produces %s", is.Ref.String()), Cost: c.Ask}))
		}
		return out
	}))
	return out
}

// splitIndex splits the trailing indices off a path: "movies[0]" is
// "movies" and "[0]".
func splitIndex(path string) (string, string) {
	i := len(path)
	for i > 0 && path[i-1] == ']' {
		j := strings.LastIndexByte(path[:i], '[')
		if j < 0 {
			break
		}
		i = j
	}
	return path[:i], path[i:]
}

// badField repairs a reference to a field the producing tool lacks.
func (sr *searcher) badField(s *state, is Issue) []*state {
	c := sr.r.c
	calls := s.calls
	var producer *Tool
	for j := 0; j < is.Step; j++ {
		if calls[j].Label == is.Ref.Label {
			producer = sr.r.cat.Tool(calls[j].Name)
		}
	}
	var out []*state
	if producer != nil {
		type cand struct {
			field string
			cost  float64
		}
		var cands []cand
		// Compare without indices, and keep the reference's trailing
		// index: mozvies[0] is movies[0].
		path, index := splitIndex(is.Ref.Path)
		pathID, paramID := *sr.ident(stripIndex(path)), *sr.ident(is.Param)
		// A field changed to one less similar than this costs more than
		// asking, unless the tool has one output.
		floor := 1 - (c.Ask-c.Field)/c.Dissimilar
		if len(producer.Outputs) == 1 {
			floor = 0
		}
		for n := range producer.Outputs {
			o := &producer.Outputs[n]
			sim := max(simFloor(&pathID, &o.last, floor), 0.9*outputSimilarity(&paramID, o, floor/0.9))
			if o.full.raw != o.last.raw {
				sim = max(sim, simFloor(&pathID, &o.full, floor))
			}
			cost := c.Field + c.Dissimilar*(1-sim)
			if len(producer.Outputs) == 1 {
				// A tool of one output: the reference can only mean it.
				cost = min(cost, c.Field+2)
			}
			if cost >= c.Ask {
				continue
			}
			cands = append(cands, cand{o.Name, cost})
		}
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].cost < cands[j].cost })
		for _, cd := range cands[:min(3, len(cands))] {
			to := Ref{Label: is.Ref.Label, Path: producer.indexPath(cd.field) + index}
			out = append(out, sr.replaceRef(s, is, to, Edit{Kind: "fix_field", From: is.Ref.String(), To: to.String(),
				why: because("%s outputs no %s; %s is its field", producer.Name, is.Ref.Path, cd.field), Cost: cd.cost}))
		}
	}
	out = append(out, sr.lazyChild(s, Edit{Kind: "ask", Step: is.Step, Param: is.Param, From: is.Ref.String(),
		why: because("%s outputs no %s", is.Ref.Label, is.Ref.Path), Cost: c.Ask},
		func() []Call {
			next := cloneAt(calls, is.Step)
			k := next[is.Step].Args.index(is.Param)
			next[is.Step].Args[k].Value = Ask(is.Param)
			return next
		}))
	return out
}

// replaceRef makes the move that puts to in place of the issue's
// reference (its first occurrence in the argument).
func (sr *searcher) replaceRef(s *state, is Issue, to Ref, e Edit) *state {
	e.Step, e.Param = is.Step, is.Param
	return sr.lazyChild(s, e, func() []Call {
		next := cloneAt(s.calls, is.Step)
		k := next[is.Step].Args.index(is.Param)
		done := false
		next[is.Step].Args[k].Value = mapRefs(next[is.Step].Args[k].Value, func(r Ref) Ref {
			if !done && r == is.Ref {
				done = true
				return to
			}
			return r
		})
		return next
	})
}

// producers ranks the catalog's tools that output every field in fields,
// for a call labelled label to insert before step. A tool that needs what
// it would produce as an input (a lookup by id, for a missing id; see
// echoes) is left out; the others are ranked by the words of their names:
// a word the request uses (two of them in a row count more: "mortgage
// payment"), "search" and its synonyms (tools that find things), a word
// of the calls that read the label. A tool that already
// reads the label ranks last: the forecast that reads $var1.location.name$
// is not what produced it. Ties go to the tool whose name shares the
// longest prefix with a call of the sequence (tools of one family are
// named alike: Tripadvisor_Search_Restaurants beside
// Tripadvisor_Get_Restaurant_Details), then to catalog order.
func (sr *searcher) producers(calls []Call, step int, label string, fields []string, k int) []*Tool {
	var readerWords []string
	for _, c := range calls[step:] {
		readerWords = append(readerWords, sr.ident(c.Name).words...)
	}
	read := make([]ident, 0, len(fields))
	for _, f := range fields {
		if f == "" {
			continue
		}
		// author.id is compared whole: an authorID input asks for it.
		read = append(read, *sr.ident(stripIndex(f)))
	}
	var readers []string
	for _, c := range calls {
		for _, a := range c.Args {
			if slices.ContainsFunc(refsIn(a.Value), func(r Ref) bool { return r.Label == label }) {
				readers = append(readers, c.Name)
				break
			}
		}
	}
	type scored struct {
		t      *Tool
		score  float64
		family int
	}
	// Tools that output every field as read; failing those, tools whose
	// outputs are close to the misspelt ones.
	outputs := func(t *Tool) bool { return outputsAll(t, fields) }
	if !slices.ContainsFunc(sr.r.cat.Tools, func(t *Tool) bool { return len(t.Outputs) > 0 && outputs(t) && !echoes(t, read) }) {
		outputs = func(t *Tool) bool { return sr.outputsNearly(t, fields) }
	}
	// An echo (a tool that must be given what is read from it) is the
	// producer only when no other tool outputs the fields, and never for an
	// id: a search by where_to that returns the houses it found, not a
	// lookup by product_id for a missing product_id.
	anyProducer := slices.ContainsFunc(sr.r.cat.Tools, func(t *Tool) bool { return len(t.Outputs) > 0 && outputs(t) && !echoes(t, read) })
	idRead := slices.ContainsFunc(read, func(id ident) bool { return isIdentifier(&id) })
	var all []scored
	for _, t := range sr.r.cat.Tools {
		if len(t.Outputs) == 0 || !outputs(t) || echoes(t, read) && (anyProducer || idRead) {
			continue
		}
		score, family := 0.0, 0
		if containsString(readers, t.Name) {
			score -= 10
		}
		for _, c := range calls {
			family = max(family, commonPrefix(c.Name, t.Name))
		}
		for _, w := range t.words {
			cw := canon(w)
			if cw == "search" {
				score += 2
			}
			if containsString(readerWords, w) {
				score++
			}
			if cw != "search" && cw != "get" && cw != "calculate" && sr.read().Mentions(cw) {
				score += 1.5 // the request asks for it: "the distance between"
			}
		}
		for i := 1; i < len(t.words); i++ {
			if sr.read().MentionsPair(t.words[i-1], t.words[i]) {
				score++ // "the monthly mortgage payment" names calculate_mortgage_payment
			}
		}
		all = append(all, scored{t, score, family})
	}
	slices.SortStableFunc(all, func(a, b scored) int {
		return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(b.family, a.family))
	})
	out := make([]*Tool, 0, k)
	for _, s := range all[:min(k, len(all))] {
		out = append(out, s.t)
	}
	return out
}

// commonPrefix is the length of the longest common prefix of a and b.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// echoes reports whether every field read is one the tool requires as
// input: it would only give back what it must be given (a lookup by
// product_id for a missing product_id), so it cannot be the missing step.
// A search that takes an origin and returns it with a departure time is
// no echo, and names must be the same, not synonyms: a search by
// pickup_city that returns the pickup_location is no echo either.
func echoes(t *Tool, read []ident) bool {
	if len(read) == 0 {
		return false
	}
	for j := range read {
		found := false
		for i := range t.Inputs {
			if in := &t.Inputs[i]; in.Required && in.id.joined == read[j].joined {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// fillInputs writes the arguments of a call to t inserted at step at, and
// their cost. Every input is grounded in the request at once (a value
// taken by one is not another's). A required input takes the value the
// request clearly gives, else the value another call gives an input of
// the same name, else an earlier output that fits, else an ask. An
// optional input takes a value the request gives beside its name, else
// its default when the sequence writes defaults out, else nothing. The
// request is trusted once for the call it describes: its further values
// add little to the invention, which is the call; and the user is asked
// once for all of the call's unknown inputs.
var insertedExtra = 0.0

func (sr *searcher) fillInputs(calls []Call, at int, t *Tool) (Args, float64) {
	c := sr.r.c
	names := make([]string, len(t.Inputs))
	for i := range t.Inputs {
		names[i] = t.Inputs[i].Name
	}
	choices := sr.fill(calls, at, t, nil, names...)
	var args Args
	cost := 0.0
	asks, grounded, required := 0, 0, 0
	told := false // a value says what the call is to produce
	for i := range t.Inputs {
		in := &t.Inputs[i]
		ch := choices[i]
		found := ch.Found && ch.Score >= sr.r.g.Weights().Threshold+insertedExtra && !sr.namesOutput(calls, at, ch.Value)
		if !in.Required {
			sib, hasSib := siblingValue(calls, t, in)
			switch {
			case found && (ch.Linked || ch.Typed):
				args, told = append(args, Arg{Name: in.Name, Value: ch.Value}), true // "with up to 50 results", "a compact car"
			case hasSib && sr.read().States(sib):
				args, told = append(args, Arg{Name: in.Name, Value: sib}), true // "book 2 tickets": the group the other call has
			case in.Default != nil && sr.writesDefaults():
				args = append(args, Arg{Name: in.Name, Value: in.Default})
			}
			continue
		}
		required++
		maps := sr.mapCandidates(calls, at, in, 1)
		if found && ch.Linked {
			args, cost, told = append(args, Arg{Name: in.Name, Value: ch.Value}), cost+c.Ground, true
			if grounded > 0 {
				cost -= c.Ground - c.GroundMore
			}
			grounded++
		} else if v, ok := siblingValue(calls, t, in); ok && !sr.read().States(v) {
			// a value the sequence passes along that the user never said
			// (a country code, a language): one the request states is
			// grounding's to weigh
			args, cost, told = append(args, Arg{Name: in.Name, Value: v}), cost+c.Map, true
		} else if len(maps) > 0 {
			args, cost, told = append(args, Arg{Name: in.Name, Value: maps[0].value}), cost+maps[0].cost, true
		} else if in.Default != nil {
			args = append(args, Arg{Name: in.Name, Value: in.Default}) // required, with a default: the catalog's value
		} else {
			asks++
			args = append(args, Arg{Name: in.Name, Value: Ask(in.Name)})
		}
	}
	if asks > 0 {
		// The user can always be asked for all of the call's inputs: what
		// the request and the sequence give must not make it dearer.
		cost = min(cost+c.Ask+c.AskMore*float64(asks-1), c.Ask+c.AskMore*float64(required-1))
	}
	if len(t.Inputs) > 0 && !told && asks == 0 {
		// Nothing says what the call is to produce. Its first input is
		// what it is about (the query of a search): the request's value
		// for it, however unsure, is the user's to confirm: asked.
		in := &t.Inputs[0]
		if args.index(in.Name) < 0 {
			args = t.insertArg(args, Arg{Name: in.Name, Value: Ask(in.Name)})
		} else if choices[0].Found {
			args[args.index(in.Name)].Value = choices[0].Value
		} else {
			args[args.index(in.Name)].Value = Ask(in.Name)
		}
		cost += c.Ask
	}
	for _, x := range calls {
		if x.Name == t.Name && sameArgs(x.Args, args) {
			cost += c.Ask // the call is there already: it is not what is missing
			break
		}
	}
	return args, cost
}

// toolWords are the lowercased words of the names of t and of the tools
// the sequence calls: a request names them ("on Instagram") without
// giving a value.
func (sr *searcher) toolWords(calls []Call, t *Tool) []string {
	out := slices.Clone(t.words)
	for _, c := range calls {
		if x := sr.r.cat.Tool(c.Name); x != nil {
			out = append(out, x.words...)
		}
	}
	return out
}

// insertArg adds a to args where the catalog lists it: before the first
// argument the catalog lists after it (the model's order of the others is
// kept).
func (t *Tool) insertArg(args Args, a Arg) Args {
	pos := func(name string) int {
		for i := range t.Inputs {
			if t.Inputs[i].Name == name {
				return i
			}
		}
		return len(t.Inputs)
	}
	at, p := len(args), pos(a.Name)
	for i, x := range args {
		if pos(x.Name) > p {
			at = i
			break
		}
	}
	return slices.Insert(args, at, a)
}

// siblingValue returns the literal the calls of other tools give an
// input of the same name, if they all give the same and it fits in: the
// value a sequence passes along (query, language, region). A call of the
// same tool is no witness: its value is what distinguishes it from the
// missing call, so a value it already has is not the missing call's (the
// second airport of a flight search); nor is a name that is only a
// preposition (from, to), nor a literal beside another call that reads the
// input from a result.
func siblingValue(calls []Call, t *Tool, in *Input) (any, bool) {
	if len(in.id.words) == 1 && names.prepositions[in.id.words[0]] {
		return nil, false // "from" is a currency here, a language there
	}
	var found any
	n := 0
	for _, c := range calls {
		if c.Name == t.Name {
			continue
		}
		v, ok := c.Args.Get(in.Name)
		if !ok {
			continue
		}
		if _, ok := isPureRef(v); ok {
			return nil, false // another call's query is a result: a literal is no sure witness
		}
		if len(refsIn(v)) > 0 {
			continue
		}
		if _, ask := IsAsk(v); ask {
			continue
		}
		if typeBad, enumBad := in.check(v); typeBad || enumBad {
			continue
		}
		if n > 0 && pyStr(v) != pyStr(found) {
			return nil, false // New York or London: not sure
		}
		found, n = v, n+1
	}
	if n == 0 {
		return nil, false
	}
	for _, c := range calls {
		if v, ok := c.Args.Get(in.Name); ok && c.Name == t.Name && pyStr(v) == pyStr(found) {
			return nil, false
		}
	}
	return found, true
}

// sameArgs reports whether two argument lists hold the same values,
// whatever their order.
func sameArgs(a, b Args) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		v, ok := b.Get(x.Name)
		if !ok || pyStr(v) != pyStr(x.Value) {
			return false
		}
	}
	return true
}

// repeats reports whether setting param of calls[step] to v makes the
// call's arguments those of another call of the same tool.
func repeats(calls []Call, step int, param string, v any) bool {
	c := calls[step]
	for j, x := range calls {
		if j == step || x.Name != c.Name || len(x.Args) != len(c.Args)+1 {
			continue
		}
		if w, ok := x.Args.Get(param); !ok || pyStr(w) != pyStr(v) {
			continue
		}
		same := true
		for _, a := range c.Args {
			if w, ok := x.Args.Get(a.Name); !ok || pyStr(w) != pyStr(a.Value) {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// isRead reports whether any call reads label.
func isRead(calls []Call, label string) bool {
	var buf [4]Ref
	for _, c := range calls {
		for _, a := range c.Args {
			for _, ref := range appendRefs(buf[:0], a.Value) {
				if ref.Label == label {
					return true
				}
			}
		}
	}
	return false
}

// readsOf returns the fields read from label anywhere in the sequence
// ("" for the whole output).
func readsOf(calls []Call, label string) []string {
	var out []string
	for _, c := range calls {
		for _, a := range c.Args {
			for _, ref := range refsIn(a.Value) {
				if ref.Label == label && !containsString(out, ref.Path) {
					out = append(out, ref.Path)
				}
			}
		}
	}
	return out
}

func outputsAll(t *Tool, fields []string) bool {
	for _, f := range fields {
		if f != "" && !t.HasOutput(f) {
			return false
		}
	}
	return true
}

// outputsNearly reports whether t outputs every field in fields, or a
// field close enough for a misspelt one ($var1.prdouct_id$, similarity
// 0.78) to be fixed once the label is bound.
func (sr *searcher) outputsNearly(t *Tool, fields []string) bool {
	for _, f := range fields {
		if f == "" || t.HasOutput(f) {
			continue
		}
		if _, _, ok := sr.closeField(t, f, "", 0.7); !ok {
			return false
		}
	}
	return true
}

// insertAt is where a call labelled label goes: before its first reader,
// and before any call numbered past it (var1 before var2, even when var2
// does not read it), as the model numbered its calls in order.
func insertAt(calls []Call, label string) int {
	at := firstReader(calls, label)
	if n, ok := labelNumber(label); ok {
		for i := range at {
			if m, ok := labelNumber(calls[i].Label); ok && m > n {
				return i
			}
		}
	}
	return at
}

func firstReader(calls []Call, label string) int {
	for i, c := range calls {
		for _, a := range c.Args {
			for _, ref := range refsIn(a.Value) {
				if ref.Label == label {
					return i
				}
			}
		}
	}
	return len(calls)
}

// inOrder reports whether the label of call j is numbered between the
// labels of the labelled calls around it (var2 between var1 and var3), as
// a label the model wrote in sequence is; a mistyped label (var8 before
// var2, var31 before var4) is not.
func inOrder(calls []Call, j int) bool {
	n, ok := labelNumber(calls[j].Label)
	if !ok {
		return false
	}
	for k := j - 1; k >= 0; k-- {
		if m, ok := labelNumber(calls[k].Label); ok {
			if m >= n {
				return false
			}
			break
		}
	}
	for k := j + 1; k < len(calls); k++ {
		if m, ok := labelNumber(calls[k].Label); ok {
			return m > n
		}
	}
	return true
}

// naturalLabel is the label call j's place calls for, between the labels
// of the labelled calls around it (var2 between var1 and var3), or "" when
// there is none free.
func naturalLabel(calls []Call, j int) string {
	prefix, prev := "var", 0
	for k := j - 1; k >= 0; k-- {
		if n, ok := labelNumber(calls[k].Label); ok {
			prev = n
			prefix = strings.TrimRight(calls[k].Label, "0123456789")
			break
		}
	}
	l := prefix + strconv.Itoa(prev+1)
	for k := j + 1; k < len(calls); k++ {
		if n, ok := labelNumber(calls[k].Label); ok && n <= prev+1 {
			return ""
		} else if ok {
			break
		}
	}
	if slices.ContainsFunc(calls, func(c Call) bool { return c.Label == l }) {
		return ""
	}
	return l
}

// labelInside reports whether a label's number lies below that of a
// label the sequence binds: var1 among var2, var3.
func labelInside(calls []Call, label string) bool {
	n, ok := labelNumber(label)
	if !ok {
		return false
	}
	for _, x := range calls {
		if m, ok := labelNumber(x.Label); ok && m > n {
			return true
		}
	}
	return false
}

// labelNumber returns N of a label "varN" (any letters, then digits).
func labelNumber(label string) (int, bool) {
	i := len(label)
	for i > 0 && isDigit(label[i-1]) {
		i--
	}
	if i == len(label) || i == 0 || len(label)-i > 9 {
		return 0, false
	}
	n := 0
	for _, c := range []byte(label[i:]) {
		n = n*10 + int(c-'0')
	}
	return n, true
}

// labelDistance is the extra cost of reading label to instead of from:
// RemapStem when one is the other with digits changed, else RemapOther.
func (c *Costs) labelDistance(from, to string) float64 {
	if sameStem(from, to) {
		return c.RemapStem
	}
	return c.RemapOther
}

// sameStem reports whether one label is the other with digits added.
func sameStem(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	return len(a) > len(b) && strings.HasPrefix(a, b) && strings.TrimLeft(a[len(b):], "0123456789") == ""
}

// nearestField is the output of t most like a wrong field path, or like
// the parameter that reads it, and the cost of changing the field to it;
// false when none is close enough to beat asking.
func (sr *searcher) nearestField(t *Tool, path, param string) (string, float64, bool) {
	return sr.closeField(t, path, param, 0.8)
}

// closeField is nearestField with the least similarity floor a field
// must have.
func (sr *searcher) closeField(t *Tool, path, param string, floor float64) (string, float64, bool) {
	c := sr.r.c
	base, _ := splitIndex(path)
	pathID, paramID := sr.ident(stripIndex(base)), sr.ident(param)
	best, bestCost := "", math.Inf(1)
	for n := range t.Outputs {
		o := &t.Outputs[n]
		sim := max(simFloor(pathID, &o.last, floor), 0.9*outputSimilarity(paramID, o, floor/0.9))
		if o.full.raw != o.last.raw {
			sim = max(sim, simFloor(pathID, &o.full, floor))
		}
		if sim < floor {
			continue // with the label wrong too, only a close field will do
		}
		if cost := c.Field + c.Dissimilar*(1-sim); cost < bestCost {
			best, bestCost = o.Name, cost
		}
	}
	if best == "" || bestCost >= c.Ask {
		return "", 0, false
	}
	return t.indexPath(best), bestCost, true
}

func freshLabel(calls []Call) string {
	n := 0
	for _, c := range calls {
		if k, ok := labelNumber(c.Label); ok && k > n {
			n = k
		}
	}
	for {
		n++
		l := "var" + strconv.Itoa(n)
		if !slices.ContainsFunc(calls, func(c Call) bool { return c.Label == l }) {
			return l
		}
	}
}

func renameRefs(c *Call, from, to string) {
	for i := range c.Args {
		c.Args[i].Value = mapRefs(c.Args[i].Value, func(r Ref) Ref {
			if r.Label == from {
				r.Label = to
			}
			return r
		})
	}
}

// coerce converts a literal to typ without loss: "2" -> 2, "true" -> true,
// coerce converts a literal its input's schema rejects into one it
// accepts, losslessly, with the schema's own coercions (schema.Coerce,
// which the validator uses too): "2" for a number, "true" for a boolean,
// x for an array of x, [x] for x, an enum member in another case.
func coerce(v any, in *Input) (any, string, bool) {
	if in.sch == nil {
		return nil, "", false
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, "", false
	}
	out, done := in.sch.Coerce(data)
	if len(done) == 0 || !in.sch.Valid(out) {
		return nil, "", false
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	dec.UseNumber()
	var nv any
	if dec.Decode(&nv) != nil {
		return nil, "", false
	}
	return nv, coercionNames[done[0].Kind], true
}

// coercionNames say what each schema coercion does, for an edit's reason.
var coercionNames = map[string]string{
	schema.CoerceParse: "a string holding JSON becomes its value", schema.CoerceNumber: "a numeric string becomes a number",
	schema.CoerceString: "a value becomes its string", schema.CoerceBoolean: "a boolean string becomes a boolean",
	schema.CoerceNull: "a null string becomes null", schema.CoerceEnum: "an enum value in another case becomes the member",
	schema.CoerceWrap: "a single value becomes a one-item array", schema.CoerceUnwrap: "a one-item array becomes its item",
}

// nearestEnum finds the member of enum that s is one or two typos away
// from, when exactly one is (case and separators aside: the schema's
// coercion fixes those).
func nearestEnum(s string, enum []any) (any, bool) {
	norm := func(x string) string {
		return strings.Map(func(r rune) rune {
			if r == '_' || r == '-' || r == ' ' {
				return -1
			}
			return r
		}, strings.ToLower(x))
	}
	var best any
	bestD, count := 3, 0
	for _, e := range enum {
		d := lev(norm(pyStr(e)), norm(s))
		if d < bestD {
			best, bestD, count = e, d, 1
		} else if d == bestD {
			count++
		}
	}
	if count == 1 && bestD <= 2 && len(norm(s)) >= 3*bestD {
		return best, true
	}
	return nil, false
}
