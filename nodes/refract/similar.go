package refract

import (
	"strings"

	"github.com/mendgraph/mend/nodes/refract/ground"
)

// words splits an identifier into lowercased words: ground.Words, the one
// splitter of names.
func words(name string) []string { return ground.Words(name) }

// canon returns a word's canonical form: singular, then its synonym group.
func canon(w string) string {
	if g, ok := names.synonyms[w]; ok {
		return g
	}
	if one := singular(w); one != w {
		if g, ok := names.synonyms[one]; ok {
			return g
		}
		return one
	}
	return w
}

// ident is a name split into words once, for repeated comparisons: its
// words, their canonical forms, and the same with made-up affixes trimmed.
type ident struct {
	raw    string
	words  []string
	canon  []string
	joined string
	// trimmed: the words without a made-up prefix or suffix word
	// ("originalSkyId" -> sky), and whether any was trimmed.
	trimWords  []string
	trimCanon  []string
	trimJoined string
	trimmed    bool
	sketch     sketch
}

// sketch is a 64-bit summary of a name's words, to rule out a shared word
// without comparing any: a bit for each canonical word and, for each raw
// word of more than three bytes, one for its first two bytes and one for
// its last two. Two such words one edit apart share their first or their
// last two bytes (an edit before the third byte leaves at least the last
// two of four), so names whose sketches meet nowhere have no word in
// common for wordOverlap.
type sketch struct{ canon, first, last uint64 }

// meets reports whether two names may share a word.
func (s *sketch) meets(o *sketch) bool {
	return s.canon&o.canon|s.first&o.first|s.last&o.last != 0
}

// bitOf hashes a string (FNV-1a) to one of 64 bits.
func bitOf(s string) uint64 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return 1 << (h & 63)
}

func newIdent(name string) ident {
	w := words(name)
	id := ident{raw: name, words: w, joined: strings.Join(w, ""), canon: make([]string, len(w))}
	for i, x := range w {
		id.canon[i] = canon(x)
	}
	lo, hi := 0, len(w)
	for hi-lo > 1 && names.prefixes[w[lo]] {
		lo++
	}
	for hi-lo > 1 && names.suffixes[w[hi-1]] {
		hi--
	}
	for i, x := range w {
		id.sketch.canon |= bitOf(id.canon[i])
		if len(x) > 3 {
			id.sketch.first |= bitOf(x[:2])
			id.sketch.last |= bitOf(x[len(x)-2:])
		}
	}
	if lo > 0 || hi < len(w) {
		id.trimmed = true
		id.trimWords, id.trimCanon = w[lo:hi], id.canon[lo:hi]
		id.trimJoined = strings.Join(w[lo:hi], "")
	} else {
		id.trimWords, id.trimCanon, id.trimJoined = w, id.canon, id.joined
	}
	return id
}

// similarity scores how likely two names are one meant as the other, from
// 0 (unrelated) to 1 (the same up to case and separators).
func similarity(a, b string) float64 {
	if a == b {
		return 1
	}
	ia, ib := newIdent(a), newIdent(b)
	return simIdent(&ia, &ib)
}

// simIdent is similarity on split names: the larger of the edit-distance
// ratio of the joined words and their canonical word overlap, and, when a
// made-up prefix or suffix word was trimmed from either, 0.95 times the
// same for what is left.
func simIdent(a, b *ident) float64 { return simWith(a, b, nil, 0) }

// simFloor is simIdent for a caller that has no use for a similarity under
// floor: it may then return any value under floor, skipping work.
func simFloor(a, b *ident, floor float64) float64 { return simWith(a, b, nil, floor) }

// simWith is simIdent with a's joined words, when pa is not nil, compiled
// for lev: for comparing one name with many. A result under floor may be
// any value under floor.
func simWith(a, b *ident, pa *pattern, floor float64) float64 {
	if a.raw == b.raw {
		return 1
	}
	if a.joined == b.joined {
		return 0.98
	}
	// Neither measure can beat its bound (all words shared; the length
	// difference alone): a pair that cannot reach floor is not measured.
	la, lb := len(a.canon), len(b.canon)
	if floor > 0 && 2*float64(min(la, lb))/float64(max(la+lb, 1)) < floor && levBound(a.joined, b.joined) < floor &&
		!a.trimmed && !b.trimmed {
		return 0
	}
	// The edit-distance ratio cannot beat 1 - |la-lb|/max(la, lb): skip
	// it when the word overlap is already that good.
	meets := a.sketch.meets(&b.sketch) // the trimmed words are some of the words
	best := 0.0
	if meets {
		best = wordOverlap(a.canon, b.canon, a.words, b.words)
	}
	if lb := levBound(a.joined, b.joined); lb > best && lb >= floor {
		if pa != nil {
			best = max(best, pa.ratio(b.joined))
		} else {
			best = max(best, levRatio(a.joined, b.joined))
		}
	}
	if (a.trimmed || b.trimmed) && len(a.trimCanon) > 0 && len(b.trimCanon) > 0 && best < 0.95 && floor <= 0.95 {
		t := 0.0
		if meets {
			t = wordOverlap(a.trimCanon, b.trimCanon, a.trimWords, b.trimWords)
		}
		if lb := levBound(a.trimJoined, b.trimJoined); lb > t && 0.95*lb >= floor {
			t = max(t, levRatio(a.trimJoined, b.trimJoined))
		}
		best = max(best, 0.95*t)
	}
	return best
}

// levBound is the most levRatio(a, b) can be.
func levBound(a, b string) float64 {
	la, lb := len(a), len(b)
	n := max(la, lb)
	if n == 0 {
		return 1
	}
	return 1 - float64(max(la-lb, lb-la))/float64(n)
}

// wordOverlap is the share of canonical words two names have in common, in
// order-insensitive Dice form, with words one typo apart (of the raw
// words, when given) counted 0.8 and words alike only through a synonym
// group counted synonymLikeness.
func wordOverlap(a, b, rawA, rawB []string) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	var usedBuf [16]bool
	var used []bool
	if len(b) > len(usedBuf) {
		used = make([]bool, len(b))
	} else {
		used = usedBuf[:len(b)]
	}
	common := 0.0
	for i, cx := range a {
		best, at := 0.0, -1
		for j, cy := range b {
			if used[j] {
				continue
			}
			s := 0.0
			switch {
			case cx == cy:
				s = 1
				if rawA != nil && rawB != nil && singular(rawA[i]) != singular(rawB[j]) {
					s = synonymLikeness // city for location: near, not the same word
				}
			case rawA != nil && rawB != nil:
				x, y := rawA[i], rawB[j]
				if len(x) > 3 && len(y) > 3 && oneEdit(x, y) {
					s = 0.8
				}
			}
			if s > best {
				best, at = s, j
				if s == 1 {
					break
				}
			}
		}
		if at >= 0 {
			used[at] = true
			common += best
		}
	}
	return 2 * common / float64(len(a)+len(b))
}

// synonymLikeness is how much a word shared only through a synonym group
// counts in wordOverlap, against 1 for the same word: pickupLocation is
// pickup_location (0.98) before pickup_city.
const synonymLikeness = 0.95

// singular is a word without a plural's s (four letters or more), as
// canon reads it.
func singular(w string) string {
	if len(w) > 3 && strings.HasSuffix(w, "s") {
		return w[:len(w)-1]
	}
	return w
}

// oneEdit reports whether lev(a, b) == 1, in one pass: the strings differ
// by exactly one inserted, deleted or replaced byte.
func oneEdit(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return i < len(a) && a[i+1:] == b[i+1:]
	}
	return a[i+1:] == b[i:]
}

// levRatio is 1 - edit distance / length of the longer string.
func levRatio(a, b string) float64 {
	n := max(len(a), len(b))
	if n == 0 {
		return 1
	}
	return 1 - float64(lev(a, b))/float64(n)
}

// lev is the Levenshtein distance of two strings, by bytes: Hyyrö's
// bit-parallel form of Myers' algorithm when the shorter fits in 64 bytes,
// the dynamic program otherwise.
func lev(a, b string) int {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(b) == 0 {
		return len(a)
	}
	if len(b) <= 64 {
		return levBits(b, a)
	}
	prev := make([]int, 0, len(b)+1)
	for j := 0; j <= len(b); j++ {
		prev = append(prev, j)
	}
	for i := 1; i <= len(a); i++ {
		diag := prev[0]
		prev[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			up := prev[j]
			prev[j] = min(up+1, prev[j-1]+1, diag+cost)
			diag = up
		}
	}
	return prev[len(b)]
}

// pattern is a string of 1 to 64 bytes compiled for levBits.
type pattern struct {
	peq [256]uint64
	s   string
}

func compile(s string) *pattern {
	if len(s) == 0 || len(s) > 64 {
		return nil
	}
	p := &pattern{s: s}
	for i := 0; i < len(s); i++ {
		p.peq[s[i]] |= 1 << uint(i)
	}
	return p
}

// ratio is levRatio(p.s, t).
func (p *pattern) ratio(t string) float64 {
	n := max(len(p.s), len(t))
	if len(t) == 0 {
		return 1 - float64(len(p.s))/float64(n)
	}
	return 1 - float64(p.dist(t))/float64(n)
}

// levBits is the edit distance of pattern p (1 to 64 bytes) and text t.
// Names compare as lowercase letters and digits, for which a table of 36
// words does (clearing 256 costs more than the comparison); other bytes
// take the full table.
func levBits(p, t string) int {
	if small(p) && small(t) {
		var peq [36]uint64
		for i := 0; i < len(p); i++ {
			peq[slot(p[i])] |= 1 << uint(i)
		}
		pv, mv, score, last := ^uint64(0), uint64(0), len(p), uint64(1)<<uint(len(p)-1)
		for i := 0; i < len(t); i++ {
			pv, mv, score = myersStep(peq[slot(t[i])], pv, mv, last, score)
		}
		return score
	}
	var c pattern
	c.s = p
	for i := 0; i < len(p); i++ {
		c.peq[p[i]] |= 1 << uint(i)
	}
	return c.dist(t)
}

func small(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func slot(c byte) byte {
	if c <= '9' {
		return c - '0' + 26
	}
	return c - 'a'
}

// dist is the edit distance of the pattern and t, computed a column of
// the dynamic program at a time in machine words (Hyyrö's form of Myers'
// algorithm).
func (c *pattern) dist(t string) int {
	pv, mv, score, last := ^uint64(0), uint64(0), len(c.s), uint64(1)<<uint(len(c.s)-1)
	for i := 0; i < len(t); i++ {
		pv, mv, score = myersStep(c.peq[t[i]], pv, mv, last, score)
	}
	return score
}

// myersStep advances the bit-parallel edit distance (Hyyrö's form of
// Myers' algorithm) by one byte of the text: e has the pattern positions
// equal to it, pv and mv the vertical deltas, last the bit of the
// pattern's last position; it returns the new deltas and score. It is
// small enough to be inlined in the loops of levBits and dist.
func myersStep(e, pv, mv, last uint64, score int) (uint64, uint64, int) {
	xv := e | mv
	xh := (((e & pv) + pv) ^ pv) | e
	ph := mv | ^(xh | pv)
	mh := pv & xh
	if ph&last != 0 {
		score++
	} else if mh&last != 0 {
		score--
	}
	ph = ph<<1 | 1
	return (mh << 1) | ^(xv | ph), ph & xv, score
}

// otherKind reports whether two names of two words end in the same
// generic head ("id", "name") after words that name different things:
// geoId and skyId are two kinds of identifier, facilitator_name and
// therapist_name two people, not one name misspelled (rokNumber is a
// misspelled roomNumber, hsrot_name short_name: their first words are
// like by their letters).
func otherKind(a, b *ident) bool {
	if len(a.words) != 2 || len(b.words) != 2 || a.canon[1] != b.canon[1] || !names.genericHeads[a.canon[1]] {
		return false
	}
	x, y := a.words[0], b.words[0]
	if a.canon[0] == b.canon[0] || len(x) < 3 || len(y) < 3 {
		return false
	}
	typo := levRatio(x, y) >= 0.6 || letterOverlap(x, y) >= 0.6 && (max(len(x)-len(y), len(y)-len(x)) <= 2 || subsequence(x, y) || subsequence(y, x))
	return !typo
}

// subsequence reports whether x's letters stand in y in order: a word
// with letters dropped ("cont" of "account").
func subsequence(x, y string) bool {
	i := 0
	for j := 0; j < len(y) && i < len(x); j++ {
		if x[i] == y[j] {
			i++
		}
	}
	return i == len(x)
}

// letterOverlap is the share of the letters of the shorter word's set
// that the other word has: a typo keeps its letters (hsrot, short), another
// word does not (geo, sky).
func letterOverlap(x, y string) float64 {
	var sx, sy [128]bool
	nx, ny, both := 0, 0, 0
	for i := 0; i < len(x); i++ {
		if c := x[i]; c < 128 && !sx[c] {
			sx[c] = true
			nx++
		}
	}
	for i := 0; i < len(y); i++ {
		if c := y[i]; c < 128 && !sy[c] {
			sy[c] = true
			ny++
			if sx[c] {
				both++
			}
		}
	}
	if min(nx, ny) == 0 {
		return 1
	}
	return float64(both) / float64(min(nx, ny))
}
