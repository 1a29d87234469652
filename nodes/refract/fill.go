package refract

import (
	"slices"
	"strings"

	"github.com/mendgraph/mend/nodes/refract/ground"
)

// Filling the inputs of a call the repair inserts, and the values a
// sequence passes along from call to call.

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
func (sr *searcher) fillInputs(calls []Call, at int, t *Tool) (Args, float64) {
	c := &sr.r.c // read-only; a copy captured by the moves' closures would be allocated each expansion
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
		found := ch.Found && !sr.namesOutput(calls, at, ch.Value)
		if !in.Required {
			sib, hasSib := siblingValue(calls, t, in)
			switch {
			case found && !t.namesValue(ch.Value):
				// "a song by AC/DC", "with up to 50 results", "a compact
				// car": a filter, which does not say what the call is for
				// (and not one the tool's name says already:
				// find_chinese_restaurant takes no cuisine "Chinese")
				args = append(args, Arg{Name: in.Name, Value: ch.Value})
			case hasSib && sr.read().States(sib) && !rivalled(sib, ch):
				// "book 2 tickets": the group the other call has, unless
				// the request offers the input another value (a musician
				// "in the realm of rock music", not the films' "Biographical")
				args, told = append(args, Arg{Name: in.Name, Value: sib}), true
			case in.Default != nil && sr.writesDefaults():
				args = append(args, Arg{Name: in.Name, Value: in.Default})
			}
			continue
		}
		required++
		maps := sr.mapCandidates(calls, at, Call{Args: args}, in, 1)
		// What grounding finds is the value, as for a call that lost the
		// input; but an earlier output of the input's own name is what the
		// sequence computed for it: it beats a value the request gives
		// unnamed, or one the sequence gives another call already ("file a
		// claim ... and estimate the payout at 70 percent coverage": the
		// assessment's damage_percent, not the coverage's 70)
		exact := slices.ContainsFunc(maps, func(m mapping) bool { return m.exact })
		if found && (ch.Linked && !ch.Reused || !exact) {
			args, cost, told = append(args, Arg{Name: in.Name, Value: ch.Value}), cost+c.Ground, true
			if grounded > 0 {
				cost -= c.Ground - c.GroundMore
			}
			grounded++
		} else if v, ok := siblingValue(calls, t, in); ok && sr.passesAlong(v, ch, found) {
			args, cost, told = append(args, Arg{Name: in.Name, Value: v}), cost+c.Map, true
		} else if len(maps) > 0 {
			args, cost, told = append(args, Arg{Name: in.Name, Value: maps[0].value}), cost+maps[0].cost, true
		} else if ref, ok := sr.mentionedOutput(calls, at, in, args); ok {
			args, cost, told = append(args, Arg{Name: in.Name, Value: ref.String()}), cost+c.Map+c.MapDangling, true // "email the price"
		} else if in.Default != nil {
			args = append(args, Arg{Name: in.Name, Value: in.Default}) // required, with a default: the catalog's value
		} else if v, ok := sr.r.g.Constant(t.gin[i]); ok {
			args = append(args, Arg{Name: in.Name, Value: v}) // "(In this case CURRENCY_EXCHANGE_RATE)"
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

// namesValue reports whether v is a word of the tool's name, as
// "Chinese" is of find_chinese_restaurant.
func (t *Tool) namesValue(v any) bool {
	str, ok := v.(string)
	return ok && slices.Contains(t.id.words, strings.ToLower(str))
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

// rivalled reports whether the request offers an input, in grounding's
// choice ch for it, a value other than v with evidence for it (a score
// above zero): grounding's best, or the runner-up when the best is v.
func rivalled(v any, ch ground.Choice) bool {
	if ch.Value == nil {
		return false
	}
	if !strings.EqualFold(pyStr(ch.Value), pyStr(v)) {
		return ch.Score > 0
	}
	return ch.Score-ch.Margin > 0
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

// siblingEvidence is the share of grounding's threshold that its best
// candidate must reach for a value another call gives to be taken though
// the request states it: more than a value another sentence gives.
const siblingEvidence = 1.0 / 6

// passesAlong reports whether an input takes the value v another tool's
// call gives an input of its name, given ch, grounding's choice for it
// (found: taken). The value passes along when the user never said it (a
// country code, a language; not a list the request gives other items
// of), or when the request states it and grounding, unsure, ranks first
// that value or a part of its words; any other value the request states
// is grounding's to weigh.
func (sr *searcher) passesAlong(v any, ch ground.Choice, found bool) bool {
	req := sr.read()
	if !req.States(v) && !req.StatesPart(v) {
		return true
	}
	if found {
		return false
	}
	if _, text := v.(string); text && !req.Offers(v) {
		// the request writes the text only in words grounding reads as
		// none ("plant corn" for the Corn another call grows): nothing
		// weighs against the value the sequence passes along (a list's
		// items are weighed: the request may list others)
		return true
	}
	if ch.Value == nil {
		return false
	}
	sv, cv := strings.ToLower(pyStr(v)), strings.ToLower(pyStr(ch.Value))
	if len(cv) >= 2 && sv != cv && strings.Contains(sv, cv) && strings.Contains(sv, " ") {
		// grounding's best is a part of the words the sibling's value
		// spans, which the request writes as one ("Pro Max" of "Apple
		// iPhone 13 Pro Max"; "Nike Air Force One" of "Nike Air Force
		// One's"): the whole is the value
		return true
	}
	w := sr.r.g.Weights()
	return sv == cv && ch.Margin >= w.Margin && ch.Score >= w.Threshold*siblingEvidence
}

// passedAlong returns the text other tools' calls give an input of in's
// name (siblingValue) as the value the call at step lost, when the
// request writes it in words grounding reads as no value ("plant corn")
// and writes it where it speaks of this call alone
// (ground.Request.WritesFor): "... the harvesting of the corn" for the
// crop the planting has. Written only where the request speaks of another
// call, the value is that call's ("quotes about love and associated
// books"); one grounding reads as a value is grounding's to weigh, with
// the sequence's agreement among its evidence.
func (sr *searcher) passedAlong(calls []Call, step int, t *Tool, in *Input, args Args) (any, bool) {
	v, ok := siblingValue(calls, t, in)
	if !ok {
		return nil, false
	}
	text, ok := v.(string)
	if !ok {
		return nil, false
	}
	req := sr.read()
	if !req.States(v) || req.Offers(v) {
		return nil, false
	}
	call, seq := groundCall(calls, step, t, args, nil)
	return v, req.WritesFor(call, seq, text)
}
