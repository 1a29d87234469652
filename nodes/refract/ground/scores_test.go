package ground

import (
	"encoding/json"
	"testing"
)

// A score written out of its scale is a number, the score ("4.2/5" had
// been a code, a rival of the pick's ID, and no rating): where the input
// states its scale, one out of another is none of its values.
func TestReadScores(t *testing.T) {
	g := New(Config{})
	for _, c := range []struct{ text, span string }{
		{"BK-1105 averaged 4.2/5.", "number:4.2"},
		{"W-5150: 88/100", "number:88"},
		{"Thrillers scoring 8/10 or more", "number:8"},
		// no scores: another scale, a score above its scale
		{"Open 24/7", "code:24/7"},
		{"shot at 1/500", "code:1/500"},
		{"rated 7/5", "code:7/5"},
	} {
		if _, ok := candidate(g, c.text, c.span); !ok {
			t.Errorf("%q: no %s in %v", c.text, c.span, cands(g.Read(c.text)))
		}
	}
	if _, ok := candidate(g, "BK-1105 averaged 4.2/5.", "code:4.2/5"); ok {
		t.Errorf("4.2/5 read as a code")
	}
	rate := []Input{{Name: "pick_id", Type: "string", Required: true, Description: "Pick ID"}, {Name: "rating", Type: "number", Required: true, Description: "Average rating out of 5"}}
	wantChoice(t, "rating", fill(g, "BK-1105 averaged 4.2/5.", rate, map[string]any{"pick_id": "BK-1105"}, "rating", Sequence{}), json.Number("4.2"))
	wantChoice(t, "pick_id", fill(g, "BK-1105 averaged 4.2/5.", rate, map[string]any{"rating": json.Number("4.2")}, "pick_id", Sequence{}), "BK-1105")
	review := []Input{{Name: "proposal_id", Type: "string", Required: true, Description: "Proposal ID"}, {Name: "score", Type: "integer", Required: true, Description: "Score 1-5"}}
	wantChoice(t, "score", fill(g, "PR-2210: 4/5 - 'solid, but trim the intro'", review, map[string]any{"proposal_id": "PR-2210"}, "score", Sequence{}), json.Number("4"))
	tenths := []Input{{Name: "proposal_id", Type: "string", Required: true, Description: "Proposal ID"}, {Name: "score", Type: "integer", Required: true, Description: "Score out of 10"}}
	if ch := fill(g, "PR-2210: 4/5 - 'solid, but trim the intro'", tenths, map[string]any{"proposal_id": "PR-2210"}, "score", Sequence{}); ch.Found {
		t.Errorf("4/5 for a score out of 10: %v, want an ask", ch.Value)
	}
}

func TestScaleTop(t *testing.T) {
	for desc, want := range map[string]int32{
		"score 1-5":                 5,
		"sleep quality from 1 to 5": 5,
		"lowest rating out of 10":   10,
		"score out of 100":          100,
		"stars, 0–10":               10,
		"rating":                    0,
		"pages 3-7":                 0,
		"between 11-20":             0,
		"version 2.1-3":             0,
	} {
		if got := scaleTop(desc); got != want {
			t.Errorf("scaleTop(%q) = %d, want %d", desc, got, want)
		}
	}
}
