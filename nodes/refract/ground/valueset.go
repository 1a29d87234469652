package ground

import "strings"

// A value set's members as a request names them (Lexicon.ValueSets): "a
// thriller film" for a genre, "12 neon tetras" for a species, a member as
// its modifiers narrow it ("warm gray", "gold metallic"), and members one
// value joins ("red white and blue").

// memberMentions finds the members of s's value set the request names, in
// any case: "a thriller film" for a genre, "during the spring season".
// Each is valued as written; format writes it as the sequence writes such
// words.
func (r *Request) memberMentions(s *slot) []Candidate {
	var out []Candidate
	var bBuf, altBuf [64]byte
	b, alt := bBuf[:0], altBuf[:0] // the run's words, looked up without a string made of them; and with the last one singular
	var named []*Candidate         // by word: the longest name that ends there, made on first use
	runLast := -1                  // the last word of the run of members read as one value (memberRun) that holds the word
	most := r.lx.longestSet
	if len(s.examples) > 0 {
		most = max(most, maxExampleWords)
	}
	for a := range r.words {
		b = b[:0]
		for k := a; k < len(r.words) && k < a+most; k++ {
			if k > a {
				if !r.adjacentWords(k-1, k) {
					break
				}
				b = append(b, ' ')
			}
			b = append(b, r.toks[r.words[k]].lower...)
			start, end := r.toks[r.words[a]].start, r.toks[r.words[k]].end
			if !s.members[string(b)] {
				// a member said in the plural: "Comedies rated 7+" is a
				// comedy's genre, "12 neon tetras" the neon tetra, written
				// as the member
				if t := r.toks[r.words[k]]; strings.HasSuffix(t.lower, "s") && t.stem != t.lower {
					alt = append(append(alt[:0], b[:len(b)-len(t.lower)]...), t.stem...)
					if s.members[string(alt)] {
						one := r.text[start:t.start] + asWritten(t.text, t.stem)
						out = append(out, Candidate{Kind: Word, Text: one, Value: one, Start: start, End: end, first: a, last: k, member: true})
					}
				}
				continue
			}
			first, last := a, k
			if a == k && a > runLast {
				if end := r.memberRun(s, a); end > a {
					// "red white and blue": members of one set joined by
					// "and" are one value, not any of them alone
					e := r.toks[r.words[end]].end
					out = append(out, Candidate{Kind: Word, Text: r.text[start:e], Value: r.text[start:e], Start: start, End: e, first: a, last: end, member: true})
					runLast = end
				}
			}
			if a == k && a <= runLast {
				continue
			}
			if a > 0 && (s.modifiers[r.toks[r.words[a-1]].lower] || len(s.modifiers) > 0 && compoundModifier(r.toks[r.words[a-1]].text)) && r.adjacentWords(a-1, a) {
				first, start = a-1, r.toks[r.words[a-1]].start // "warm gray", "sea-foam green": the member as narrowed
			}
			if r.letterAfter(s, k) {
				last, end = k+1, r.toks[r.words[k+1]].end // "Studio B": the one of its kind a label picks out
			}
			if named == nil {
				named = r.longestEnding(func(c *Candidate) bool { return c.Kind == Name })
			}
			if n := named[last]; n != nil && n.first < first {
				first, start = n.first, n.Start // "the Winter Lights Festival": a name whose last word says its kind, the one of its kind it picks out
			}
			if first == a && r.nounBefore(s, a) {
				// "butter yellow" or "yellow": a noun before a member of a
				// set that takes modifiers may name the shade ("cobalt
				// blue") or not; both are read, and neither wins alone
				b := r.toks[r.words[a-1]].start
				out = append(out, Candidate{Kind: Word, Text: r.text[b:end], Value: r.text[b:end], Start: b, End: end, first: a - 1, last: last, member: true})
			}
			if last == k && r.modifierAfter(s, k) {
				// "gold metallic": a modifier after the member may narrow
				// it as one before does ("metallic gold"), or not; both
				// are read, and neither wins alone
				e := r.toks[r.words[k+1]].end
				out = append(out, Candidate{Kind: Word, Text: r.text[start:e], Value: r.text[start:e], Start: start, End: e, first: first, last: k + 1, member: true})
			}
			out = append(out, Candidate{Kind: Word, Text: r.text[start:end], Value: r.text[start:end], Start: start, End: end, first: first, last: last, member: true})
		}
	}
	return out
}

// modifierAfter reports whether right after word k, a member of s's value
// set, stands one of the set's modifiers (ValueSet.Modifiers) that
// narrows no member after it: "gold metallic please", but not "gold,
// metallic silver" nor "gold metallic silver".
func (r *Request) modifierAfter(s *slot, k int) bool {
	if len(s.modifiers) == 0 || k+1 >= len(r.words) || !r.adjacentWords(k, k+1) {
		return false
	}
	t := r.toks[r.words[k+1]]
	if !s.modifiers[t.lower] || s.members[t.lower] {
		return false
	}
	return k+2 >= len(r.words) || !r.adjacentWords(k+1, k+2) || !s.members[r.toks[r.words[k+2]].lower]
}

// memberRun returns the last word of the run of single-word members of
// s's value set that word a opens, joined by commas or side by side and
// closed by "and" or "&" before its last member ("red, white and blue",
// "black and grey"); a when a opens no such run, or one that "or" closes
// (a choice, not one value), or when a continues a run. A run is read
// once, from its first word, so a request of many runs costs its length.
func (r *Request) memberRun(s *slot, a int) int {
	if a > 0 && r.joinedMember(s, a-1, a) {
		return a
	}
	k := a
	for {
		switch {
		case k+1 < len(r.words) && r.joinedMember(s, k, k+1):
			k++
		case k+2 < len(r.words) && r.andBetween(k, k+2) && s.members[r.toks[r.words[k+2]].lower]:
			return k + 2
		default:
			return a
		}
	}
}

// joinedMember reports whether words a and b = a+1 are both members of s's
// value set, side by side or with a comma alone between them, in one
// sentence and line.
func (r *Request) joinedMember(s *slot, a, b int) bool {
	i, j := r.words[a], r.words[b]
	if !s.members[r.toks[i].lower] || !s.members[r.toks[j].lower] || r.toks[i].sentence != r.toks[j].sentence || !r.sameLine(i, j) {
		return false
	}
	m := r.marksBetween(i, j)
	return m == "" || m == ","
}

// andBetween reports whether the word between words a and a+2 is "and" or
// "&", side by side with both.
func (r *Request) andBetween(a, b int) bool {
	w := r.toks[r.words[a+1]].lower
	return (w == "and" || w == "&") && r.adjacentWords(a, a+1) && r.adjacentWords(a+1, b)
}

// nounBefore reports whether word a, a member of s's value set that
// takes modifiers, has right before it a plain word that may name a shade
// of it, lowercase or capitalized ("Prussian blue", "Golden brown
// varnish"): no known modifier, stop word, unit, verb, plural,
// the input's own word, nor a word shaped as an adjective
// (Lexicon.AdjectiveSuffixes: "vibrant red" is red).
func (r *Request) nounBefore(s *slot, a int) bool {
	if a == 0 || len(s.modifiers) == 0 || !r.adjacentWords(a-1, a) {
		return false
	}
	t := r.toks[r.words[a-1]]
	if len(t.lower) < 3 || !allLetters(t.lower) || s.modifiers[t.lower] || r.lx.stop[t.lower] || r.lx.common[t.lower] || r.lx.connectors[t.lower] ||
		r.lx.determiner[t.lower] || r.lx.classOf(t.stem) != "" || r.verbAt(a-1) || t.stem != t.lower || r.isCue(s, a-1) || s.members[t.lower] {
		return false
	}
	return !r.lx.adjectival(t.lower)
}
