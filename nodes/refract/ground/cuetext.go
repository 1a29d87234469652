package ground

import (
	"slices"
	"strings"
)

// Text a cue introduces, as assistants' requests write it: a search
// query after "search for" ("Search for cheap flights to Rome"), a
// message after a communication verb and "that" or "saying" ("Text Mom
// that I'll be late for dinner"), a reminder's text after "remind me to"
// ("Remind me to call the dentist at 09:00"). The cues and the inputs
// that take their text are data (Lexicon.TextCues); the text runs to its
// clause's end, and, for a cue whose text names a thing rather than
// saying it, stops before a value the request states with a preposition
// ("at 09:00", "under $100") or a bound ("max $400").

// TextCue is a set of cue phrases and the inputs that take the text after
// them.
type TextCue struct {
	// Cues are the phrases, lowercase, whose text follows them: "search
	// for", "remind me to".
	Cues []string `json:"cues"`
	// Inputs are the last words of the names of the inputs that take the
	// text: query, message, text.
	Inputs []string `json:"inputs"`
	// Verbs, when set, must stand before the cue in its sentence: "that"
	// introduces a message after "tell", "text", "notify" only.
	Verbs []string `json:"verbs,omitempty"`
	// Whole keeps values in the text: a message says "the meeting moved
	// to 3pm"; a query or a reminder stops before "at 09:00".
	Whole bool `json:"whole,omitempty"`
}

// maxCueTextWords bounds a cue's text: a longer run is no query or
// message the request states once.
const maxCueTextWords = 16

// cueTexts returns the first and last words of the text each of the
// request's cues of set i introduces.
func (r *Request) cueTexts(i int) [][2]int {
	set := &r.lx.textCues[i]
	var out [][2]int
	// whether one of the set's verbs stood before word k in its sentence,
	// kept as the words are read (not searched for at each cue)
	verb, sent := len(set.verbs) == 0, -1
	seen := func(j int) {
		if t := r.toks[r.words[j]]; t.sentence != sent {
			sent, verb = t.sentence, len(set.verbs) == 0
		}
		verb = verb || set.verbs[r.toks[r.words[j]].lower]
	}
	for k := 0; k < len(r.words); k++ {
		if t := r.toks[r.words[k]]; t.sentence != sent {
			sent, verb = t.sentence, len(set.verbs) == 0
		}
		n := set.cueAt(r, k)
		if n == 0 {
			seen(k)
			continue
		}
		a := k + n
		if a >= len(r.words) || r.toks[r.words[a]].sentence != r.toks[r.words[k]].sentence || !verb ||
			strings.ContainsAny(r.marksBetween(r.words[a-1], r.words[a]), "\"'“‘«„") {
			seen(k)
			continue // (a quoted text is read as one already: "saying 'Is the unit still available?'")
		}
		b := a
		for b+1 < len(r.words) && b+1-a < maxCueTextWords && r.toks[r.words[b+1]].sentence == r.toks[r.words[a]].sentence {
			m := r.marksBetween(r.words[b], r.words[b+1])
			next := r.toks[r.words[b+1]].lower
			if strings.ContainsAny(m, ",;:()\"") || !r.sameLine(r.words[b], r.words[b+1]) || r.lx.clause[next] && !r.prepositional(b+1) {
				break // (a clause word ends it: "... and then see the reviews"; but not one that is a preposition here: "because the invoice was dated before the accident")
			}
			if !set.Whole && (next == "and" || next == "or" || r.valueStop(b+1)) {
				break // a query, a reminder: one thing
			}
			b++
		}
		if !set.Whole && r.valueStop(a) || r.refersBack(a, b) {
			// "remind me at 14:00 about ...": the text is elsewhere; "a
			// reminder to leave for it": the other call's value, referred to
			seen(k)
			continue
		}
		out = append(out, [2]int{a, b})
		for j := k; j <= b; j++ {
			seen(j)
		}
		k = b
	}
	return out
}

// cueAt returns how many words of one of the set's cues start at word k,
// or 0.
func (set *textCueSet) cueAt(r *Request, k int) int {
	for _, cue := range set.cues {
		if k+len(cue) > len(r.words) {
			continue
		}
		ok := true
		for i, w := range cue {
			if r.toks[r.words[k+i]].lower != w || i > 0 && r.marksBetween(r.words[k+i-1], r.words[k+i]) != "" {
				ok = false
				break
			}
		}
		if ok {
			return len(cue)
		}
	}
	return 0
}

// valueStop reports whether word k starts what ends a text that names a
// thing: a preposition before a value the request states ("at 09:00",
// "under $100", "for 2"), a bound ("max $400"), a repeat ("every 2
// hours"; Lexicon.RepeatWords), or a value of a time, a date or a number
// itself.
func (r *Request) valueStop(k int) bool {
	t := r.toks[r.words[k]]
	typed := func(j int) bool {
		for _, i := range r.startingAt(j) {
			switch r.cands[i].Kind {
			case Time, Date, DateTime, Number:
				return true
			}
		}
		return false
	}
	if r.lx.bounds[t.lower] || r.lx.rangeStops[t.lower] {
		// a bound before the value it bounds: "max $400", "under $100",
		// "nothing over $120", "up to €400"
		for j := k + 1; j < len(r.words) && j <= k+2; j++ {
			if typed(j) {
				return true
			}
		}
		return false
	}
	if r.lx.locatives[t.lower] || r.lx.forward[t.lower] || t.lower == "for" || r.lx.repeats[t.lower] {
		return k+1 < len(r.words) && typed(k+1) // (and a repeat's: "every 2 hours")
	}
	return false
}

// textCueSet is a TextCue compiled: its cues as words, its inputs and
// verbs as sets.
type textCueSet struct {
	cues   [][]string
	inputs set
	verbs  set
	Whole  bool
}

// cueTextSets returns the indexes of the Lexicon.TextCues sets whose
// inputs hold s's last word.
func (lx *lexicon) cueTextSets(s *slot) []int {
	var out []int
	for i := range lx.textCues {
		if lx.textCues[i].inputs[s.lastWord] {
			out = append(out, i)
		}
	}
	return out
}

// refersBack reports whether words a to b hold an anaphor
// (Lexicon.Anaphors: "it", "that", "them") or "this": a text that speaks of
// what the request named before ("books related to this topic", "leave
// for it") is the other call's value, not one written here.
func (r *Request) refersBack(a, b int) bool {
	for k := a; k <= b; k++ {
		if w := r.toks[r.words[k]].lower; r.lx.anaphors[w] || w == "it" || w == "this" || w == "these" {
			return true
		}
	}
	return false
}

// prepositional reports whether word k, a clause word, opens no clause
// but a phrase: a preposition before a determiner ("before the
// accident", where a clause would have its subject: "before you leave"),
// or the first word of a date ("next month", "next Friday": "the dental
// check is due next month" is one text).
func (r *Request) prepositional(k int) bool {
	if slices.ContainsFunc(r.startingAt(k), func(i int) bool { c := r.cands[i].Kind; return c == Date || c == DateTime }) {
		return true
	}
	w := r.toks[r.words[k]].lower
	if k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	u := r.toks[r.words[k+1]]
	switch w {
	case "before", "after":
		return r.lx.determiner[u.lower]
	case "next":
		return r.lx.classOf(u.stem) == "time" || r.lx.weekdays[u.lower] // (a date the reader leaves to the model: "next month")
	}
	return false
}
