package ground

import (
	"slices"
	"strings"
	"unicode"
)

// What a quantity counts: "a dozen eggs", "a couple of avocados", "half a
// kilo of flour", "1½ tsp of salt". The noun a number counts, or the one
// after "of" that a measure measures out, is a value of its own for an
// input that takes a thing of that kind (Lexicon.CountedThings: a
// product, an ingredient, a drink), written as the request writes it.

// maxCountedWords bounds the words of a counted thing after "of": "a cup
// of oat milk", no further.
const maxCountedWords = 2

// countedThings adds, for each number the request holds, the thing it
// counts or measures out, as a plain phrase (Candidate.counted). Each
// number is looked at once, a few words on: a request of many costs its
// numbers.
func (r *Request) countedThings() {
	n := len(r.cands)
	for i := range n {
		c := r.cands[i]
		if c.Kind != Number || c.ord || c.word || c.year {
			continue // "third place" counts no places, "a single follower" is weak, 2022 a year
		}
		k := max(c.last, c.through) + 1
		if k >= len(r.words) || !r.adjacentWords(k-1, k) {
			continue
		}
		t := r.toks[r.words[k]]
		switch {
		case t.lower == "of":
			// "a couple of avocados", "half a kilo of flour": what is
			// measured out
			k++
		case c.Unit != "" && t.stem == c.Unit && k+1 < len(r.words) && r.toks[r.words[k+1]].lower == "of" && r.adjacentWords(k, k+1):
			k += 2 // "2 tsp of salt", "a cup of oat milk"
		case c.Unit != "" && t.stem == c.Unit && r.lx.unitClass[c.Unit] == "" && !r.lx.measure[c.Unit] && r.lx.collective[r.toks[r.words[c.last]].lower]:
			// "a dozen eggs", "two dozen bagels": the unit is the thing
			// a collective number counts (not "8 people", "4 servings":
			// a count of digits counts persons and portions as often)
			r.addCounted(&c, k, k)
			continue
		case c.Unit != "" && t.stem == c.Unit && r.lx.unitClass[c.Unit] == "" && !r.lx.measure[c.Unit] && digits(strings.ReplaceAll(c.Text, ",", "")) &&
			!r.lx.countedForms[t.lower] && len(t.lower) > 1 && !r.lx.versus[t.lower] && !r.numberWord(t.lower):
			// "Order 6 toner cartridges", "40 winter coats": what a
			// count of digits counts, where no unit stands between (taken
			// by an input of counted things alone, as every counted
			// thing is: "8 people" is no product)
		default:
			continue
		}
		if k >= len(r.words) || !r.adjacentWords(k-1, k) {
			continue
		}
		if r.lx.unitModifiers[r.toks[r.words[k]].lower] && k+1 < len(r.words) && r.adjacentWords(k, k+1) {
			k++ // "6 extra lemons": lemons (Lexicon.UnitModifiers), as "14 more days" counts days
		}
		last := r.thingWordsAfter(k, maxCountedWords-1)
		if next := last + 1; next < len(r.words) && r.adjacentWords(last, next) && r.thingWord(next) {
			continue // "bottles of argan oil shampoo": a thing cut short is none ("argan oil" had been a product; but "starter crumble daily")
		}
		if r.plainNoun(k) {
			r.addCounted(&c, k, last)
		}
	}
}

// thingWordsAfter returns the last of up to most words of a thing
// (thingWord) that follow word k side by side, or k where none does.
func (r *Request) thingWordsAfter(k, most int) int {
	last := k
	for last+1 < len(r.words) && last-k < most && r.adjacentWords(last, last+1) && r.thingWord(last+1) {
		last++
	}
	return last
}

// thingWord reports whether word k, after a thing's first word, may go on
// its name: a plain noun, no period word ("2.5 mg of meloxicam daily":
// how often, no word of the thing).
func (r *Request) thingWord(k int) bool {
	return r.plainNoun(k) && r.lx.periods[r.toks[r.words[k]].lower] == ""
}

// plainNoun reports whether word k is a plain word that may name a thing
// (a counted thing's, a list's item): letters and hyphens, not
// capitalized, no stop, common or connecting word, no verb, no count of
// times.
func (r *Request) plainNoun(k int) bool {
	t := r.toks[r.words[k]]
	_, times := r.lx.occurrenceNumbers[t.lower] // "metformin twice per day": no thing's word
	return !t.cap && !times && !r.lx.stop[t.lower] && !r.lx.common[t.lower] && !r.lx.connectors[t.lower] && !r.verbAt(k) &&
		strings.IndexFunc(t.text, func(c rune) bool { return !unicode.IsLetter(c) && c != '-' }) < 0
}

// addCounted adds words a to b as the thing quantity n counts.
func (r *Request) addCounted(n *Candidate, a, b int) {
	start, end := r.toks[r.words[a]].start, r.toks[r.words[b]].end
	r.cands = append(r.cands, Candidate{Kind: Word, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end, first: a, last: b, counted: true, countKey: valueKey(n.Value)})
}

// countedUse reports whether c, a thing a quantity counts, names the input
// that another argument gives that quantity: "5 frames of brood" when
// frames_brood is 5 holds the count's label, no brood of its own.
func (r *Request) countedUse(ctx *callCtx, c *Candidate) bool {
	if !c.counted || c.countKey == "" {
		return false
	}
	st := r.toks[r.words[c.last]].stem
	return slices.ContainsFunc(ctx.used, func(u usedValue) bool {
		return !u.part && u.key == c.countKey && (u.name.head == st || slices.Contains(u.name.quals, st))
	})
}

// numberWord reports whether a word is a number's ("three weeks").
func (r *Request) numberWord(w string) bool {
	_, ok := r.lx.numbers[w]
	return ok
}

// quantityPhrases returns each quantity written with its unit's letters
// ("5t", "1.5t", "100lb") and the plain words after it, up to
// maxCountedWords, whole: "5t excavator", for an input whose example
// opens with a quantity (slot.opened). A quantity's number inside is no
// value of its own there (shaped).
func (r *Request) quantityPhrases() []Candidate {
	var out []Candidate
	for i := range r.cands {
		c := &r.cands[i]
		if c.Kind != Number || c.first != c.last || !isDigitByte(c.Text[0]) || !isLetterByte(c.Text[len(c.Text)-1]) {
			continue
		}
		if last := r.thingWordsAfter(c.last, maxCountedWords); last > c.last {
			end := r.toks[r.words[last]].end
			out = append(out, Candidate{Kind: Word, Text: r.text[c.Start:end], Value: r.text[c.Start:end], Start: c.Start, End: end, first: c.first, last: last, shaped: true, opening: true})
		}
	}
	return out
}
