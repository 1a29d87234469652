package ground

// A service's two people: the one it is for (a client, a patient, a
// student: Lexicon.ServedRoles) and the one who gives it (a stylist, a
// dentist, a teacher). Where a call takes one of each, the person its
// tool's verb takes is the one served and the person "with" introduces is
// the other: "Book Nina Park in with Leanne" for book's client and
// stylist, "Enrol Aoife Kelly, intermediate, with Siobhan Walsh" for
// enrol's student and teacher.

// servedCue reports how the place of name c speaks to person input s of
// a call that takes one person served and one who serves: 1 where it
// fits s (right after the call's verb for the one served, right after
// "with" for the other), -1 where it fits the other, 0 where it says
// nothing or the call takes other people.
func (r *Request) servedCue(ctx *callCtx, s *slot, c *Candidate) int {
	if c.Kind != Name || !s.person || c.first == 0 || !r.adjacentWords(c.first-1, c.first) {
		return 0
	}
	prev := r.toks[r.words[c.first-1]]
	served, giving := 0, 0
	for _, o := range ctx.slots {
		switch {
		case !o.person:
		case o.head() == prev.stem:
			return 0 // "with coach Dinesh Rao" for coach_session: the role labels the name, no verb takes it
		case r.lx.served[o.head()]:
			served++
		default:
			giving++
		}
	}
	if served != 1 || giving != 1 {
		return 0
	}
	var toServed bool
	switch {
	case prev.lower == "with":
		toServed = false
	case s.ownVerb(prev.stem):
		toServed = true
	default:
		return 0
	}
	if r.lx.served[s.head()] == toServed {
		return 1
	}
	return -1
}
