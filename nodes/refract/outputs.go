package refract

import (
	"slices"
	"sort"
	"strings"
)

// The reference model: which earlier output could give an input its
// value, and what the request says of outputs.

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

type mapping struct {
	ref       Ref
	value     any // the reference as a string, or the literal it stands for
	cost      float64
	dangling  bool    // from a call whose output nothing else reads
	exact     bool    // the output has the input's name
	described bool    // linked by descriptions alone (describedOutput)
	out       *Output // the output, when mapCandidates found it by name
}

// mapCandidates finds outputs of the calls before step that could give
// input in of call self (the call at step, or one to be inserted there
// with the arguments it has so far): fields whose names match the
// input's, most similar first, none that self already reads for another
// argument. A call
// whose output nothing reads (a dangling producer) was probably meant to
// feed some input: its fields need less similar names. An output the
// input's name and description name in full (namesOutputField) counts as
// similar at 0.8.
func (sr *searcher) mapCandidates(calls []Call, step int, self Call, in *Input, k int) []mapping {
	c := &sr.r.c // read-only; a copy captured by the moves' closures would be allocated each expansion
	used := map[Ref]bool{}
	for _, a := range self.Args {
		for _, ref := range refsIn(a.Value) {
			used[ref] = true
		}
	}
	// Labels read by arguments of this call whose names begin as the
	// input's does.
	siblings := map[string]bool{}
	if len(in.id.words) > 1 {
		for _, a := range self.Args {
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
			if sim < 0.8 && sr.namesOutputField(in, o) {
				sim = 0.8 // suitability, "the suitability score of the site", is the suitability_score
			}
			if sim < threshold || sim < minSim && !typeFits(o.Type, in.Type) {
				continue
			}
			ref := Ref{Label: p.Label, Path: t.indexPath(o.Name)}
			cost := c.mapCost(sim)
			if !feeds(o.Type, in.Type) {
				cost += c.FieldType // a list of orders is no order_id
			}
			if used[ref] {
				continue // no call reads one output for two inputs (readsFor)
			}
			if siblings[p.Label] {
				cost += c.MapSibling // destinationEntityId reads the call destinationSkyId reads
			}
			if sim < 0.8 && !sameHead(&in.id, &o.last) {
				continue // number_of_days is no number_of_rooms
			}
			if otherKind(&in.id, &o.last) {
				continue // a facilitator_name is no therapist_name
			}
			var v any = ref.String()
			if lit, ok := p.Args.Get(o.Name); ok && copiesLiterals(self, p) && len(refsIn(lit)) == 0 {
				v = lit
			}
			out = append(out, mapping{ref: ref, value: v, cost: cost, dangling: dangling, exact: sim >= 1 || endsWith(&o.last, &in.id), out: o})
		}
	}
	if len(out) == 0 {
		if m, ok := sr.describedOutput(calls, step, in); ok && !used[m.ref] {
			out = append(out, m)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].cost < out[j].cost })
	return out[:min(k, len(out))]
}

// namesOutputField reports whether input in names output o in full: o's
// name holds every word of in's and more, and in's description holds
// o's other words ("suitability", "the suitability score of the site",
// for suitability_score; "smoke", "the status of smoke detection", for
// smoke_status), their types fitting.
func (sr *searcher) namesOutputField(in *Input, o *Output) bool {
	if len(o.last.canon) <= len(in.id.canon) || !typeFits(o.Type, in.Type) {
		return false
	}
	for _, w := range in.id.canon {
		if !slices.Contains(o.last.canon, w) {
			return false
		}
	}
	g := sr.r.g
	name, desc := g.Words(in.Name), g.Words(in.Description) // stems, as the output's
	for _, w := range g.Words(o.Name) {
		if !slices.Contains(name, w) && !slices.Contains(desc, w) {
			return false
		}
	}
	return true
}

// endsWith reports whether an output's name ends with all of an input's
// words: suggested_price, customized_diet_plan are a price, a diet_plan.
func endsWith(o, in *ident) bool { return suffix(o.canon, in.canon, 0) }

// suffix reports whether xs ends with ys and has more than extra words
// besides.
func suffix(xs, ys []string, extra int) bool {
	n, m := len(xs), len(ys)
	return m > 0 && n >= m+extra && slices.Equal(xs[n-m:], ys)
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
	if !slices.ContainsFunc(iw, func(w string) bool { return wordRole(w) == "" }) {
		// a name that says nothing but its role ("to", "from"), or nothing
		// at all ("q"), says what it takes in its description: "Recipient
		// email", "Query parameter based on which data is sent back"
		iw = id
	}
	best, second, named := 0.0, 0.0, 0.0
	var field *Output
	for i := range t.Outputs {
		o := &t.Outputs[i]
		ow, od := g.Words(o.Name), g.Words(o.Description)
		s := 2*overlap(iw, ow) + overlap(iw, od) + overlap(id, ow) + 0.5*overlap(id, od)
		if !typeFits(o.Type, in.Type) {
			continue // described alike, typed apart: a similarity score is no text
		}
		if otherKind(&in.id, &o.last) {
			continue // a facilitator_name is no therapist_name, however alike their descriptions
		}
		switch {
		case s > best:
			best, second, field, named = s, best, o, overlap(iw, ow)+overlap(id, ow)
		case s > second:
			second = s
		}
	}
	// The output's name must be what the input's name or description
	// speaks of: descriptions that merely share words ("the total number
	// of nights" beside "the tax for the nights") link unrelated values.
	if field == nil || best < 2 || best == second || named == 0 {
		return mapping{}, false
	}
	ref := Ref{Label: p.Label, Path: t.indexPath(field.Name)}
	return mapping{ref: ref, value: ref.String(), cost: sr.r.c.Map + sr.r.c.MapDescribed, dangling: true, described: true}, true
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

// givenAs reports whether a call other than step gives the input name
// the literal v.
func givenAs(calls []Call, step int, name string, v any) bool {
	for j := range calls {
		if j == step {
			continue
		}
		if x, ok := calls[j].Args.Get(name); ok && len(refsIn(x)) == 0 && sameValue(x, v) {
			return true
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
	if !carriesPayload(in) && !isID || sr.read().StatesUnused(literals(calls)) {
		return Ref{}, false // a string the request quotes, or a code it writes, that no call uses may be the value
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
		if found, ok = sr.itemRef(Ref{Label: p.Label, Path: t.indexPath(o.Name)}, &o, in); !ok {
			return Ref{}, false // the list, or one of it? ask
		}
	}
	return found, n == 1
}

// mentionedOutput is the one output of an earlier call nothing reads that
// the request names, for an input that carries a payload (a message, a
// body, a text): "what's NVDA trading at? Then email the price to ..."
// sends the quote's price. One-word outputs are named by their word,
// longer ones by their words side by side. An output the call's other
// arguments (args) read already is not named for this one.
func (sr *searcher) mentionedOutput(calls []Call, step int, in *Input, args Args) (Ref, bool) {
	if !carriesPayload(in) {
		return Ref{}, false
	}
	req := sr.read()
	var found Ref
	n := 0
	for j := range step {
		p := calls[j]
		t := sr.r.cat.Tool(p.Name)
		if p.Label == "" || t == nil || isRead(calls, p.Label) {
			continue
		}
		for i := range t.Outputs {
			o := &t.Outputs[i]
			ws := o.last.words
			named := len(ws) == 1 && req.Mentions(ws[0]) || len(ws) == 2 && req.MentionsPair(ws[0], ws[1])
			if !named || !typeFits(o.Type, in.Type) && in.Type != "string" {
				continue
			}
			ref, ok := sr.itemRef(Ref{Label: p.Label, Path: t.indexPath(o.Name)}, o, in)
			if !ok {
				continue
			}
			if slices.ContainsFunc(args, func(a Arg) bool { return slices.Contains(refsIn(a.Value), ref) }) {
				continue // the applicants the call screens are no keywords of it
			}
			found, n = ref, n+1
		}
	}
	return found, n == 1
}

// itemRef is ref, output o, as input in reads it: a scalar input reads
// the first item of a list only when the request says so ("the first
// recipe"); the list, or one of it, is otherwise the user's to say.
func (sr *searcher) itemRef(ref Ref, o *Output, in *Input) (Ref, bool) {
	if o.Type != "array" || in.Type == "array" {
		return ref, true
	}
	if !sr.read().Mentions("first") {
		return Ref{}, false
	}
	ref.Path += "[0]"
	return ref, true
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

// echoes reports whether one of maps reads v back: an output of input
// in's own name from a producer given v for an input of that name (a
// search's destination, "London", which the booking reads as
// $var1.destination$). The mapping's value is the reference only when the
// call reads the producer's outputs rather than copying its literals
// (copiesLiterals): then the reference is what the sequence writes.
func (sr *searcher) echoes(calls []Call, maps []mapping, in *Input, v any) bool {
	for _, m := range maps {
		if !m.exact || m.ref.Path != in.Name {
			continue
		}
		if _, ref := isPureRef(m.value); !ref {
			continue
		}
		for _, p := range calls {
			if p.Label == m.ref.Label {
				if lit, ok := p.Args.Get(in.Name); ok && len(refsIn(lit)) == 0 && pyStr(lit) == pyStr(v) {
					return true
				}
			}
		}
	}
	return false
}

// typeFits reports whether an output of type out can feed an input of
// type in; an unknown type fits anything.
func typeFits(out, in string) bool {
	if out == "" || in == "" || out == in {
		return true
	}
	return out == "integer" && in == "number" || out == "number" && in == "integer"
}

// feeds reports whether an output of type out can be an input of type in
// once written as JSON: a list or an object is no scalar, nor a scalar a
// list or an object; a number is text as written (an ID a catalog types as
// a number feeds one it types as a string).
func feeds(out, in string) bool {
	container := func(t string) bool { return t == "array" || t == "object" }
	return out == "" || in == "" || container(out) == container(in)
}

// outputSimilarity is fieldSimilarity for a catalog output.
func outputSimilarity(name *ident, o *Output, floor float64) float64 {
	s := simFloor(name, &o.last, floor)
	wn, wl := name.words, o.last.words
	if suffix(wn, wl, 1) || suffix(wl, wn, 1) {
		s = max(s, 0.9) // a hotel_price from price, a diet_plan from customized_diet_plan
	}
	if o.full.raw != o.last.raw {
		s = max(s, 0.97*simFloor(name, &o.full, floor/0.97))
	}
	return s
}

// readsFor reports whether call c reads v, a reference, for an argument
// already: no call of the three corpora's gold reads one output for two
// inputs (0 in 1,107 references).
func readsFor(c Call, v any) bool {
	r, ok := isPureRef(v)
	if !ok {
		return false
	}
	for _, a := range c.Args {
		if x, ok := isPureRef(a.Value); ok && x == r {
			return true
		}
	}
	return false
}

// writesResult reports whether the request writes, word by word, the
// name of two words of an output of the input's own name that nothing
// reads, among maps: "the measured voltage" for measured_voltage.
func (sr *searcher) writesResult(maps []mapping) bool {
	return slices.ContainsFunc(maps, func(m mapping) bool {
		if !m.dangling || !m.exact || m.out == nil || len(m.out.last.words) != 2 {
			return false
		}
		return sr.read().MentionsPair(m.out.last.words[0], m.out.last.words[1])
	})
}
