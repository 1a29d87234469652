package ground

import (
	"slices"
	"strings"
	"unicode"
)

// Config configures a Grounder. The zero value is ready to use: every
// zero field takes its default, field by field.
type Config struct {
	// Lexicon is the word lists grounding reads; nil means
	// DefaultLexicon().
	Lexicon *Lexicon
	// Weights prices the evidence; zero fields take the defaults of
	// DefaultWeights.
	Weights Weights
}

// Weights prices the evidence a candidate value has for an input. A
// candidate's score is the sum, over the evidence it has, of the
// evidence's weight times its measure (1 for evidence that is there or
// not; a strength from 0 to about 1.3 for Link; a difference of strengths
// for Rival). Evidence for a value weighs positive, against it negative.
// The best candidate of an input is taken when its score is at least
// Threshold and beats the best candidate of another value by at least
// Margin; otherwise the input is asked for. A zero field takes its
// default (to turn a piece of evidence off, set its weight to a tiny
// value).
//
// The defaults were fitted by logistic regression on two corpora from
// different generators (NESTFUL and NesTools), and Threshold and Margin
// chosen on their precision and recall for wrong values to stay rare; see
// the package documentation for the curve and scripts/eval for the fit.
type Weights struct {
	// Link weighs the input's own words standing next to the candidate
	// ("the ID ABC123", "$500 budget"), by how close they stand: 1
	// adjacent, less with words between, 0 in another sentence.
	Link float64 `json:"link,omitempty"`
	// Synonym, Generic and Description scale a link made by a synonym of
	// the input's words, by a word that says little on its own ("name",
	// "type"), and by a word of the input's description, against a word
	// of the input's name (1).
	Synonym     float64 `json:"synonym,omitempty"`
	Generic     float64 `json:"generic,omitempty"`
	Description float64 `json:"description,omitempty"`
	// Quoted weighs a quoted string for a text input: quotes mark a
	// value.
	Quoted float64 `json:"quoted,omitempty"`
	// Prefer weighs a kind of value the input's words prefer (an id takes
	// a code), Narrow one that few values are of (a date for a date, an
	// e-mail address for an e-mail, a code for an identifier unless it is
	// part of a proper name, a number for a number whose value the
	// request states surely: not 7% for an input that says neither
	// percent nor fraction), Avoid one they rule out; see
	// Lexicon.KindHints.
	Prefer float64 `json:"prefer,omitempty"`
	Narrow float64 `json:"narrow,omitempty"`
	Avoid  float64 `json:"avoid,omitempty"`
	// Loose weighs a candidate that fits the input's type only loosely,
	// per unit of looseness: a number for a text input, a year for a
	// count, 7% for a rate that says neither percent nor fraction.
	Loose float64 `json:"loose,omitempty"`
	// Unit weighs a number whose unit is the one the input names or of
	// the class it asks for (money for a budget); UnitConflict one of
	// another class.
	Unit         float64 `json:"unit,omitempty"`
	UnitConflict float64 `json:"unit_conflict,omitempty"`
	// Used weighs a value the sequence already gives another input;
	// Agree one it gives an input of the same name in another tool's
	// call.
	Used  float64 `json:"used,omitempty"`
	Agree float64 `json:"agree,omitempty"`
	// ToolWord weighs a candidate made only of words of the sequence's
	// tool names: "on Instagram" names the tool, not a value.
	ToolWord float64 `json:"tool_word,omitempty"`
	// Rival weighs how much more closely another open input of the tool
	// is named beside the candidate: "$3,000 in expenses" is no income.
	Rival float64 `json:"rival,omitempty"`
	// Local weighs a candidate in a clause that speaks of the call (its
	// tool's words, its other values); Away one in a sentence that does
	// not, when some sentence does, and that speaks of another call of the
	// sequence (a plain word or a list: any such sentence; a sentence that
	// speaks of no call, "I am a 30-year-old male, 175.0 cm tall", holds
	// no other call's number, date or name).
	Local float64 `json:"local,omitempty"`
	Away  float64 `json:"away,omitempty"`
	// Only weighs the one value of its kind the request gives where it
	// speaks of the call, which nothing else uses: the one city named
	// for a weather check.
	Only float64 `json:"only,omitempty"`
	// Example weighs a value the input's description names ("the
	// exchange, e.g. Binance").
	Example float64 `json:"example,omitempty"`
	// Phrase weighs a plain phrase taken beside the input's word ("the
	// type of obstacle is a human"); Modifier one before it ("a web
	// application"), whose span is a guess.
	Phrase   float64 `json:"phrase,omitempty"`
	Modifier float64 `json:"modifier,omitempty"`
	// Located weighs a proper name right after a locative ("weather
	// conditions in New York", "a hotel near Central Park") for an input
	// that takes a place.
	Located float64 `json:"located,omitempty"`
	// Lone weighs the one value of the input's own kind that the request
	// gives where it speaks of the call (Only, in a sentence that holds the
	// call's words or values, though not always their clause), when no other
	// open input of the call takes it as well: the one proper name for an
	// input whose name, or its description's first phrase, ends with one of
	// Lexicon.ProperNameWords (name, guest_name, username, a team described
	// as "Team name": "an overview of Beyonce as an artist"), and
	// the one value of a narrow kind (Narrow) for any input ("a table for
	// 4", "translate https://... into Japanese"), and the one place named
	// after a locative (Located) for an input that takes a place ("an
	// apartment in San Francisco"; "COVID-19 news for Brazil", PlaceCues);
	// the one quoted string (no field's value) for a text input that
	// prefers no other kind and takes no closed set ("Write 'Paid' in
	// D14" for a cell's value);
	// and, for a brand and a model, the parts of the one name that holds
	// both (SplitNames). Where no sentence holds the call's words or
	// values, the one place named after a locative and the one proper
	// name with no digits are Lone still. A name is what a request's capitals
	// mark; a product's or a model's span is a guess, a title a phrase
	// but a work's (Lexicon.WorkWords), and a place needs its locative (a topic is no place: "a workshop on
	// Empowering Women"). Its weight, 1.3, was set by hand, not fitted
	// with the others: at Only's 1, the one name where no sentence speaks
	// of the call (Lone, Only and Prefer, 2.7) fell short of the threshold
	// in 14 decisions of seeds 1-3, all 14 the gold's ("What is Kendrick
	// Lamar's biography"); at 1.3, 19 decisions more are right and none
	// wrong on both corpora.
	Lone float64 `json:"lone,omitempty"`
	// Measured weighs the one number where the request speaks of the
	// call (Only and Local) whose unit is of the class the input asks for
	// (Unit): "a 4-hour session" for a duration, "$5,000" for a budget;
	// and the one number of the whole request in such a unit that no
	// other input uses, but for a date or a time, a converted number or a
	// count of the input's own word ("the next 5 years" is no year).
	// Its weight, 0.8, was set by hand (Unit's), not fitted with the
	// others.
	Measured float64 `json:"measured,omitempty"`
	// Dropped weighs a value the request takes back: right after a
	// negator ("not 07:00"), before a correction that gives another ("No
	// wait, make it a medium"), or in a clause that says it is past ("I
	// used to live in Boston") when another of its kind follows; see
	// Lexicon.Negators, Lexicon.Corrections and Lexicon.StaleCues. Its weight is Used's: a value the request
	// takes back is no more this input's than one another input has.
	Dropped float64 `json:"dropped,omitempty"`
	// Threshold is the score the best candidate must reach.
	Threshold float64 `json:"threshold,omitempty"`
	// EnumThreshold is the score a member of a closed set that the
	// request names must reach: of the input's enum, or a demonym (a
	// closed list of the lexicon) where the request speaks of the call,
	// for an input whose words prefer one (a cuisine, a language). The
	// set narrows the value as other evidence does. At 1.5 grounding
	// filled 32 enum inputs of NESTFUL variants (seed 1) and none wrongly,
	// against 17 at Threshold; demonyms, on both corpora, 24 and 1 wrongly,
	// against 10 and none.
	EnumThreshold float64 `json:"enum_threshold,omitempty"`
	// Margin is how much the best candidate must beat the best candidate
	// of another value by.
	Margin float64 `json:"margin,omitempty"`
}

// DefaultWeights returns the default weights.
func DefaultWeights() Weights {
	return Weights{
		Link: 3, Synonym: 0.7, Generic: 0.5, Description: 0.35,
		Quoted: 0.5, Prefer: 0.7, Narrow: 0.7, Avoid: -1.2, Loose: -1.5,
		Unit: 0.8, UnitConflict: -2.5, Used: -2.5, Agree: 0.5, ToolWord: -2,
		Rival: -2.25, Local: 0.4, Away: -0.4, Only: 1, Example: 1, Phrase: -0.5, Modifier: -0.5, Located: 1, Lone: 1.3, Measured: 0.8, Dropped: -2.5,
		Threshold: 3, EnumThreshold: 1.5, Margin: 1.5,
	}
}

// vector returns the feature weights in feature order.
func (w Weights) vector() features {
	var v features
	v[fLink], v[fQuoted], v[fPrefer], v[fNarrow], v[fAvoid], v[fLoose] = w.Link, w.Quoted, w.Prefer, w.Narrow, w.Avoid, w.Loose
	v[fUnit], v[fUnitConflict], v[fUsed], v[fAgree], v[fToolWord], v[fRival] = w.Unit, w.UnitConflict, w.Used, w.Agree, w.ToolWord, w.Rival
	v[fLocal], v[fAway], v[fOnly], v[fExample], v[fPhrase], v[fModifier], v[fLocated], v[fLone], v[fMeasured], v[fDropped] = w.Local, w.Away, w.Only, w.Example, w.Phrase, w.Modifier, w.Located, w.Lone, w.Measured, w.Dropped
	return v
}

// withDefaults fills w's zero fields from the defaults.
func (w Weights) withDefaults() Weights {
	d := DefaultWeights()
	for _, f := range []struct{ v, d *float64 }{
		{&w.Link, &d.Link}, {&w.Synonym, &d.Synonym}, {&w.Generic, &d.Generic}, {&w.Description, &d.Description},
		{&w.Quoted, &d.Quoted}, {&w.Prefer, &d.Prefer}, {&w.Narrow, &d.Narrow}, {&w.Avoid, &d.Avoid}, {&w.Loose, &d.Loose},
		{&w.Unit, &d.Unit}, {&w.UnitConflict, &d.UnitConflict}, {&w.Used, &d.Used}, {&w.Agree, &d.Agree},
		{&w.ToolWord, &d.ToolWord}, {&w.Rival, &d.Rival}, {&w.Local, &d.Local}, {&w.Away, &d.Away}, {&w.Only, &d.Only},
		{&w.Example, &d.Example}, {&w.Phrase, &d.Phrase}, {&w.Modifier, &d.Modifier}, {&w.Located, &d.Located}, {&w.Lone, &d.Lone}, {&w.Measured, &d.Measured}, {&w.Dropped, &d.Dropped},
		{&w.Threshold, &d.Threshold}, {&w.EnumThreshold, &d.EnumThreshold}, {&w.Margin, &d.Margin},
	} {
		if *f.v == 0 {
			*f.v = *f.d
		}
	}
	return w
}

// Grounder reads requests and fills inputs from them. It is safe for
// concurrent use; what it keeps between requests (how it reads each
// input, which depends on the input and the tools alone) changes no
// answer.
type Grounder struct {
	lx *lexicon
	w  Weights
	wv features // w's feature weights

	inputs    memo[slotKey, *slot]    // input readings, never written once stored
	dates     memo[string, dated]     // strings read as one date or none
	tools     memo[string, set]       // the stems of the words of a call's tool and its sequence's; read-only once stored
	toolNames memo[string, toolName]  // how tools' names read; read-only once stored
	others    memo[string, set]       // the stems of the words of a sequence's tools but one; read-only once stored
	names     memo[string, inputName] // how input names read
	kins      memo[[2]string, bool]   // whether two tools' names share a content word (kin)
}

// toolStems returns the stems of a tool's words, in order. The slice is
// shared: never written.
func (g *Grounder) toolStems(tool string) []string {
	return g.toolName(tool).stems
}

// toolName is how a tool's name reads.
type toolName struct {
	stems []string // its words' stems, in order
	verb  string   // the stem of the verb its first word is a noun of (Lexicon.NounSuffixes: stor of storage), or ""
}

// toolName returns how a tool's name reads, once per tool.
func (g *Grounder) toolName(tool string) toolName {
	return g.toolNames.get(tool, func() toolName {
		ws := Words(tool)
		n := toolName{stems: make([]string, len(ws))}
		for i, x := range ws {
			n.stems[i] = stem(x)
		}
		if len(ws) > 0 {
			n.verb = g.lx.verbOf(ws[0])
		}
		return n
	})
}

// otherToolWords returns the stems of the words of the sequence's tools
// (joined by NUL) but tool. The set is shared: never written.
func (g *Grounder) otherToolWords(tool, seqTools string) set {
	return g.others.get(tool+"\x01"+seqTools, func() set {
		ws := set{}
		for _, t := range strings.Split(seqTools, "\x00") {
			if t != tool {
				for _, st := range g.toolStems(t) {
					ws[st] = true
				}
			}
		}
		return ws
	})
}

// toolWords returns the stems of the words of a call's tool and of the
// sequence's tools (joined by NUL): no values. The set is shared: never
// written.
func (g *Grounder) toolWords(tool, seqTools string) set {
	return g.tools.get(tool+"\x01"+seqTools, func() set {
		ws := set{}
		for _, t := range append(strings.Split(seqTools, "\x00"), tool) {
			for _, st := range g.toolStems(t) {
				ws[st] = true
			}
		}
		return ws
	})
}

// inputName is how an input's name reads: its head and the words that
// qualify it.
type inputName struct {
	head  string   // the stem of the last word that is not generic (hotel for hotel_name), or of the last word
	quals []string // the stems of its other words, but for stop and generic words: pickup for pickup_date
}

// nameOf reads an input's name.
func (g *Grounder) nameOf(input string) inputName {
	return g.names.get(input, func() inputName {
		var n inputName
		ws := Words(input)
		for _, x := range slices.Backward(ws) {
			if n.head == "" || g.lx.generic[n.head] {
				n.head = stem(x)
			}
		}
		for _, x := range ws {
			if st := stem(x); st != n.head && !g.lx.stop[x] && !g.lx.generic[st] && !slices.Contains(n.quals, st) {
				n.quals = append(n.quals, st)
			}
		}
		return n
	})
}

// apart reports whether two names of one head say which of its kind each
// is, and not the same: pickup_date and dropoff_date, due_date and
// end_date, initial_weight and current_weight. Inputs so named take
// different values (both corpora's gold: 230 times in 240), unlike
// name and guest_name, or location and plant_location, which pass one
// along.
func apart(a, b inputName) bool {
	if len(a.quals) == 0 || len(b.quals) == 0 {
		return false
	}
	for _, q := range a.quals {
		if slices.Contains(b.quals, q) {
			return false
		}
	}
	return true
}

// dated is a string read as a date: its ISO form and how it is written.
type dated struct {
	iso  string
	form dateForm
	ok   bool
}

// oneDate reads a value the sequence gives as one date and nothing else
// ("July 1, 2023"), from the Grounder's cache when it can: sequences
// write the same dates again and again.
func (g *Grounder) oneDate(s string) (dated, bool) {
	if len(s) < 6 || len(s) > 64 || !strings.ContainsAny(s, "0123456789") {
		return dated{}, false
	}
	d := g.dates.get(s, func() dated {
		for _, c := range g.Read(s).cands {
			if c.Kind == Date && c.Start == 0 && c.End == len(strings.TrimSpace(s)) {
				return dated{iso: c.Value.(string), form: c.date, ok: true}
			}
		}
		return dated{}
	})
	return d, d.ok
}

// reading returns how the Grounder reads an input beside the tools whose
// words toolWords holds (k names both), from its cache when it can.
func (g *Grounder) reading(k slotKey, in *Input, toolWords map[string]bool) *slot {
	return g.inputs.get(k, func() *slot {
		s := g.readInput(in, toolWords)
		if n := g.toolName(k.tool); len(n.stems) > 0 {
			s.verb, s.deverb = n.stems[0], n.verb
		}
		return s
	})
}

// New returns a Grounder.
func New(cfg Config) *Grounder {
	lx := defaultCompiled()
	if cfg.Lexicon != nil {
		lx = compile(cfg.Lexicon)
	}
	w := cfg.Weights.withDefaults()
	return &Grounder{lx: lx, w: w, wv: w.vector()}
}

// Weights returns the weights in use, defaults applied.
func (g *Grounder) Weights() Weights { return g.w }

// Words returns the content words of texts (identifiers split, stop words
// dropped), stemmed: for comparing what names and descriptions speak of.
func (g *Grounder) Words(texts ...string) []string {
	var out []string
	for _, t := range texts {
		for _, f := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			for _, w := range Words(f) {
				if len(w) < 2 || g.lx.stop[w] {
					continue
				}
				if st := stem(w); !slices.Contains(out, st) {
					out = append(out, st)
				}
			}
		}
	}
	return out
}

// Constant returns the one value an input's description says it takes,
// after one of the lexicon's constant cues: "The function of your choice.
// (In this case CURRENCY_EXCHANGE_RATE)" gives CURRENCY_EXCHANGE_RATE. The
// value must be a code or a quoted string: a cue before plain words says
// nothing this sure.
func (g *Grounder) Constant(in Input) (string, bool) {
	for _, rest := range afterCues(in.Description, g.lx.constants) {
		end := strings.IndexAny(rest, " ,;)")
		if end < 0 {
			end = len(rest)
		}
		v := strings.TrimRight(rest[:end], ".")
		if q := strings.Trim(v, `"'`+"`"); q != v && q != "" {
			return q, true
		}
		if isCode(v) && (strings.Contains(v, "_") || acronym(v)) {
			return v, true
		}
	}
	return "", false
}

// afterCues returns what a description says after each of the cues it
// holds (any case), in the cues' order, a colon or spaces after the cue
// left out: "(In this case CURRENCY_EXCHANGE_RATE)" after "in this case".
func afterCues(desc string, cues []string) []string {
	low := lowerSameLen(desc) // offsets into low are offsets into desc
	var out []string
	for _, cue := range cues {
		if k := strings.Index(low, cue); k >= 0 {
			out = append(out, strings.TrimLeft(desc[k+len(cue):], " :"))
		}
	}
	return out
}
