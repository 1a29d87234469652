package refract

import (
	"cmp"
	"math"
	"slices"
	"strconv"
)

// Tool ranking: which catalog tools could stand for an unknown one, and
// which could produce what a reference reads.

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

// rankedTool is a tool and its score, for ranking.
type rankedTool struct {
	t     *Tool
	score float64
	index int // in the catalog
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
	// The k+1 best by score, as a stable sort would rank them (ties to
	// catalog order): one more than asked for, for the argument matching
	// below to reorder. The name similarity, the dear part, is computed
	// only for a tool that could enter them, and only as far as it could;
	// tools are tried in the order of what the arguments and readers say,
	// for the best to fill early.
	tools := sr.r.cat.Tools
	if cap(sr.rankBuf) < len(tools) {
		sr.rankBuf = make([]rankedTool, len(tools))
	}
	rest := sr.rankBuf[:len(tools)] // score without the name's similarity; the search's buffer
	// A point for each argument the tool takes, half a point off for each
	// required input the call lacks, one and a half for each output a
	// later call reads: from the catalog's index of inputs, not by visiting
	// every tool's (the sums are halves, exact in any order).
	takers, required := sr.r.cat.inputIndex()
	for i, t := range tools {
		rest[i] = rankedTool{t, -0.5 * float64(required[i]), i}
	}
	for j, a := range call.Args {
		first := call.Args.index(a.Name) == j
		for _, tk := range takers[a.Name] {
			rest[tk.tool].score++
			if first {
				rest[tk.tool].score += 0.5 * float64(tk.required)
			}
		}
	}
	for _, p := range reads {
		for i, t := range tools {
			if t.HasOutput(p) {
				rest[i].score += 1.5
			}
		}
	}
	slices.SortFunc(rest, func(a, b rankedTool) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		return cmp.Compare(a.index, b.index)
	})
	keep := k + 1
	better := func(x rankedTool, score float64, index int) bool {
		return x.score > score || x.score == score && x.index < index
	}
	all := make([]rankedTool, 0, keep+1)
	for _, r := range rest {
		floor := 0.0
		if len(all) == keep {
			kth := all[keep-1]
			if r.score+2 < kth.score || r.score+2 == kth.score && kth.index < r.index {
				break // and so can no tool after it, in this order
			}
			floor = (kth.score - r.score) / 2
		}
		score := 2*simWith(&name, &r.t.id, pat, floor) + r.score
		if len(all) == keep && better(all[keep-1], score, r.index) {
			continue
		}
		at, _ := slices.BinarySearchFunc(all, 0, func(x rankedTool, _ int) int {
			if better(x, score, r.index) {
				return -1
			}
			return 1
		})
		all = slices.Insert(all, at, rankedTool{r.t, score, r.index})
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
	// Equal fits go to a tool the sequence does not already call with the
	// same arguments (two identical calls are one call written twice: the
	// misspelled Coronavirus_Smartable_Get beside
	// Coronavirus_Smartable_GetNews is GetStats), then to a name written
	// in the call's style (Tripadvisor_Restaurants_Search is
	// Tripadvisor_Search_Restaurants, not TripadvisorSearchRestaurants),
	// then to the name closest as written (separators and case
	// included), then to the tool of the family the sequence calls
	// (Tripadvisor_Search_Restaurants beside Tripadvisor_Get_Restaurant_Details,
	// not TripadvisorSearchRestaurants).
	again := func(t *Tool) bool {
		for j, c := range calls {
			if j != step && c.Name == t.Name && sameArgs(c.Args, call.Args) {
				return true
			}
		}
		return false
	}
	style := nameStyle(call.Name)
	family := func(t *Tool) int {
		n := 0
		for j, c := range calls {
			if j != step {
				n = max(n, commonPrefix(c.Name, t.Name))
			}
		}
		return n
	}
	slices.SortStableFunc(all, func(a, b rankedTool) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := compareBool(again(a.t), again(b.t)); c != 0 {
			return c
		}
		if c := compareBool(nameStyle(a.t.Name) != style, nameStyle(b.t.Name) != style); c != 0 {
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

// producers ranks the catalog's tools that output every field in fields,
// for a call labelled label to insert before step. A tool that needs what
// it would produce as an input (a lookup by id, for a missing id; see
// echoes) is left out; the others are ranked by the words of their names:
// a word the request uses (two of them in a row count more: "mortgage
// payment"; a verb of finding counts as the request writes it, "find" for
// find_song_lyrics), a little for "search" and its synonyms (tools that
// find things), a word of the calls that read the label. A tool that already
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
		named  int // its required inputs the request names ("3 hours" for hours): the tie's breaker
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
			if containsString(readerWords, w) {
				score++
			}
			switch {
			case cw == "search":
				score += 0.5 // a finder produces what later calls read
				if sr.read().Mentions(w) {
					score += 1.5 // the request's own verb: "find the lyrics" is find_song_lyrics, not get_song_lyrics
				}
			case cw != "get" && cw != "calculate" && sr.read().Mentions(cw):
				score += 1.5 // the request asks for it: "the distance between"
			case sr.read().MentionsInitials(w):
				// "the greatest common divisor" names gcd: as each of
				// its words and their pairs would
				score += 1.5*float64(len(w)) + float64(len(w)-1)
			}
		}
		for i := 1; i < len(t.words); i++ {
			if sr.read().MentionsPair(t.words[i-1], t.words[i]) {
				score++ // "the monthly mortgage payment" names calculate_mortgage_payment
			}
		}
		all = append(all, scored{t, score, sr.inputsNamed(t), family})
	}
	slices.SortStableFunc(all, func(a, b scored) int {
		return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(b.named, a.named), cmp.Compare(b.family, a.family))
	})
	out := make([]*Tool, 0, k)
	for _, s := range all[:min(k, len(all))] {
		out = append(out, s.t)
	}
	return out
}

// inputsNamed counts the tool's required inputs that the request names
// by a word of their own of three letters or more ("the Loft ... 3 hours"
// names book_room's hours, no word of book_desk's desk or date): between
// producers the request ranks alike, the call it describes.
func (sr *searcher) inputsNamed(t *Tool) int {
	n := 0
	for i := range t.Inputs {
		in := &t.Inputs[i]
		if in.Required && slices.ContainsFunc(in.id.words, func(w string) bool { return len(w) >= 3 && w != "name" && sr.read().Mentions(w) }) {
			n++
		}
	}
	return n
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

// nameStyle is how a name joins its words: '_' (snake_case), '-'
// (kebab-case), '.' (dotted), or 0 (one word, camelCase or PascalCase).
func nameStyle(name string) byte {
	for i := 0; i < len(name); i++ {
		switch name[i] {
		case '_', '-', '.':
			return name[i]
		}
	}
	return 0
}

// compareBool orders false before true.
func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
