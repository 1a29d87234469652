package ground

import (
	"slices"
	"strings"
)

// A number's unit against the input's: the unit the input's name writes,
// the things a count counts, the class of a measure, and a measure written
// as an adjective, which counts nothing.

// unitFit weighs a number's unit against the class of value s takes.
func (r *Request) unitFit(s *slot, c *Candidate, x *features) {
	if c.Unit == "" {
		return
	}
	if strings.Contains(c.Unit, "/") && strings.Contains("/"+strings.Join(s.parts, "/")+"/", "/"+c.Unit+"/") {
		x[fUnit] = 1 // "168 mg/dL" for mg_dl: the unit the input's name writes
		return
	}
	if slices.Contains(s.per, c.Unit) {
		x[fUnitConflict] = 1 // "4 nights" counts nights: no price per night
		return
	}
	if c.Unit == occurrenceUnit && s.counts != "" && slices.Contains(s.per, r.occurrencePeriod(c)) {
		x[fUnit] = 1 // "3 times weekly" for sessions_per_week: so many sessions a week
		return
	}
	if c.Unit == occurrenceUnit && !s.occurs && (s.unit != "" || s.class != "") {
		x[fUnitConflict] = 1 // "twice a day", "3 times": no cups of food, no hours
		return
	}
	counted := c.Unit
	if num, den, ok := strings.Cut(counted, "/"); ok && slices.Contains(s.per, stem(den)) {
		counted = stem(num) // "10 puzzles/day" for puzzles_per_day counts puzzles, a day's
	}
	if k := max(c.last, c.through) + 1; s.counts != "" && counted == c.Unit && k+1 < len(r.words) && r.toks[r.words[k]].stem == c.Unit &&
		r.toks[r.words[k+1]].stem == s.counts && r.adjacentWords(k, k+1) && r.lx.unitClass[c.Unit] == "" {
		counted = s.counts // "5 anti-poaching patrols" counts patrols: the word read as its unit describes them
	}
	if s.counts != "" && counted != s.counts && (s.occurs || !slices.Contains(r.lx.synonyms[s.counts], counted)) {
		x[fUnitConflict] = 0.5 // "2 adults" is no number_of_rooms (a count of other words, weaker than another measure)
		if _, measure := r.lx.unitClass[c.Unit]; measure {
			x[fUnitConflict] = 1 // "a 3-day festival" is no number_of_seats
		}
		return
	}
	if s.integer && s.unit == "" && s.class == "" && (strings.Contains(c.Text, "-") || r.beforeNoun(c)) && r.lx.classOf(c.Unit) != "" && !slices.ContainsFunc(s.cues, func(cu cue) bool { return cu.stem == c.Unit }) {
		x[fUnitConflict] = 1 // "one twenty-foot box", "2 sheets of 3mm birch ply": a measure written as an adjective counts no containers, no sheets
		return
	}
	if counted != c.Unit && s.nameStem(counted) {
		x[fUnit] = 1 // the words of the input's name: "10 puzzles/day"
		return
	}
	if strings.HasSuffix(r.lowerText(c), "-old") && !slices.ContainsFunc(s.cues, func(cu cue) bool { return cu.stem == "old" }) {
		x[fUnitConflict] = 1 // "a 35-year-old" is an age (whose synonyms hold "old"), no years of experience
		return
	}
	for _, cu := range s.cues {
		if cu.stem == c.Unit && cu.name && s.class == "" {
			x[fUnit] = 1 // "5 reps" for reps_completed; "5 sales" counts sales, no sale_price
			return
		}
	}
	uc := r.lx.classOf(c.Unit)
	if num, den, ok := strings.Cut(c.Unit, "/"); ok && slices.Contains(s.per, den) {
		uc = r.lx.classOf(num) // "600 dollars per month" for a monthly limit: money
	}
	if uc != "" && s.integer && s.unit == "" && s.class == "" && len(s.lastWord) > 3 && strings.HasSuffix(s.lastWord, "s") && r.lx.classOf(stem(s.lastWord)) == "" {
		x[fUnitConflict] = 1 // "140 mi" counts no passengers: a count of things, named in the plural, takes no measure
		return
	}
	switch {
	case uc == "" || s.class == "":
	case uc == s.class || uc == s.alt:
		x[fUnit] = 1 // (a unit in two classes is either, where the input's name says neither: "£15" for an amount "in pounds")
	case strings.HasPrefix(s.class, uc+"/"):
		// "grows 2.3%" for a growth rate in percent per year: a rate's
		// quantity, its period left unsaid, neither fits nor conflicts
	default:
		x[fUnitConflict] = 1
	}
}

// beforeNoun reports whether measure c stands right before a plain
// lowercase word of its sentence, which it qualifies: "3mm birch ply"
// (not "5 kg of flour", "3 m, please").
func (r *Request) beforeNoun(c *Candidate) bool {
	k := max(c.last, c.through) + 1
	if k < len(r.words) && r.adjacentWords(k-1, k) && r.lx.classOf(r.toks[r.words[k]].stem) != "" {
		k++ // the unit, written apart: "75 degrees with a margin"
	}
	if k >= len(r.words) || !r.adjacentWords(k-1, k) {
		return false
	}
	t := r.toks[r.words[k]]
	return !t.cap && len(t.text) >= 3 && allLetters(t.text) && !r.lx.stop[t.lower] && !r.lx.connectors[t.lower] && r.lx.classOf(t.stem) == "" && t.sentence == r.toks[r.words[c.last]].sentence
}
