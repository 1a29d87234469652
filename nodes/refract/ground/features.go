package ground

// features measures the evidence a candidate has for an input; a score is
// their sum weighted by Weights (see Weights for what each means).
type features [nFeatures]float64

// The evidence, in the order of Weights.vector.
const (
	fLink = iota
	fQuoted
	fPrefer
	fNarrow
	fAvoid
	fLoose
	fUnit
	fUnitConflict
	fUsed
	fAgree
	fToolWord
	fRival
	fLocal
	fAway
	fOnly
	fExample
	fPhrase
	fModifier
	fLocated
	fLone
	fMeasured
	fDropped
	nFeatures
)

// FeatureNames names the evidence, as Weights' JSON does: for reading
// [Scored.Features].
var featureNames = [nFeatures]string{"link", "quoted", "prefer", "narrow", "avoid", "loose", "unit", "unit_conflict",
	"used", "agree", "tool_word", "rival", "local", "away", "only", "example", "phrase", "modifier", "located", "lone", "measured", "dropped"}

func (x *features) dot(w *features) float64 {
	s := 0.0
	for i := range x {
		s += x[i] * w[i]
	}
	return s
}

// aside reports whether the evidence puts a candidate aside from being the
// one value of its kind (Only): it stands away from the call, is a word of
// the tool's, a text dropped from a longer one, or in a unit that
// conflicts with the input's.
func (x *features) aside() bool {
	return x[fAway] > 0 || x[fToolWord] > 0 || x[fDropped] > 0 || x[fUnitConflict] > 0
}
