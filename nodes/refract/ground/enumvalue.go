package ground

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
)

// An input with an enum takes the member a candidate names: the same up
// to case and separators, or the same number.

// enumValue maps a candidate to a member of s's enum: the same up to case
// and separators.
func (r *Request) enumValue(s *slot, c *Candidate) (any, features, bool) {
	var x features
	x[fPrefer], x[fNarrow] = 1, 1 // an enum's members are few
	key := enumKey(c.Text)
	if c.Kind == Number && c.Unit != "" {
		if !slices.ContainsFunc(s.cues, func(cu cue) bool { return cu.stem == c.Unit }) {
			v, ok := r.convert(s, c)
			if !ok && s.unit != "" && r.sameUnit(c.Unit, s.unit) {
				v, ok = string(c.Value.(json.Number)), true // "45 min" for a length in minutes: the unit's other spelling
			}
			if ok && s.unit != "" {
				if m, ok := numberMember(s.enum, v); ok {
					x[fUnit] = 1
					return m, x, true // "a 2-hour trail ride" for minutes of 60, 90 or 120: 120
				}
			}
			return nil, x, false // "2 nights" is no star rating of "2": a number of something else
		}
		r.unitFit(s, c, &x) // "4-star" for a star_rating
	}
	mentioned, _ := c.Value.(string) // an enum mention's member ("grams" for g)
	if c.Kind == Word && mentioned != "" && slices.Contains(s.enum, any(mentioned)) {
		return mentioned, x, true // the member the mention names: "A-", though A's key is A-'s too
	}
	if sign := r.signAfter(c.End); c.Kind != Word && sign != 0 {
		for _, m := range s.enum {
			if mv, ok := m.(string); ok && strings.EqualFold(mv, r.text[c.Start:c.End+1]) {
				return mv, x, true // "B" of "B+" names B+, no B
			}
		}
	}
	for _, m := range s.enum {
		switch mv := m.(type) {
		case string:
			if enumKey(mv) == key || c.Kind == Word && mv == mentioned {
				return mv, x, true
			}
			if c.Kind == Number && c.Unit != "" && numEqual(mv, string(c.Value.(json.Number))) {
				return mv, x, true // "4-star" for a star_rating of "1" to "5"
			}
		default:
			if t, ok := numberText(m); ok && c.Kind == Number && numEqual(t, string(c.Value.(json.Number))) {
				return m, x, true
			}
		}
	}
	return nil, x, false
}

// numberMember returns the member of enum that is the number v (decimal
// text), written as the enum writes it.
func numberMember(enum []any, v string) (any, bool) {
	for _, m := range enum {
		if t, ok := numberText(m); ok && numEqual(t, v) {
			return m, true
		}
	}
	return nil, false
}

// numberText is an enum member that is a number as decimal text: decoded
// from JSON (float64, json.Number) or written in Go (int, int64: a catalog
// built in Go, Enum: []any{9, 18}).
func numberText(m any) (string, bool) {
	switch mv := m.(type) {
	case float64:
		return strconv.FormatFloat(mv, 'f', -1, 64), true
	case json.Number:
		return string(mv), true
	case int:
		return strconv.Itoa(mv), true
	case int64:
		return strconv.FormatInt(mv, 10), true
	}
	return "", false
}
