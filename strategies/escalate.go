package strategies

import (
	"context"
	"errors"
	"fmt"
)

// Step is one rung of an escalation: a strategy, tried for at most Budget
// retries. Zero means as many as remain: the steps after it then run only
// for the retries to which its strategy does not apply (ErrNotApplicable).
type Step struct {
	Strategy Strategy
	Budget   int
}

// Escalation is a Strategy that tries its steps from cheap to expensive,
// each for its budget of retries: for example static repair once, then
// JSON patches twice, then one regeneration on a stronger model. A step
// whose strategy returns ErrNotApplicable yields to the next for that
// retry. Make one with [Escalate].
//
// The budgets and the loop's attempt limit are one model. A loop whose
// Config.MaxAttempts is zero makes the first answer plus as many retries
// as the budgets add up to, a step without a budget counting one. New
// refuses a MaxAttempts under which a step could never run (the budgets
// before it use every retry) and one that outlasts the budgets (when every
// step has one, nothing would plan the attempts after them).
type Escalation struct {
	steps []Step
}

// Escalate returns the escalation of steps.
func Escalate(steps ...Step) *Escalation {
	return &Escalation{steps: append([]Step(nil), steps...)}
}

// Steps returns the escalation's steps.
func (e *Escalation) Steps() []Step { return append([]Step(nil), e.steps...) }

// Next implements Strategy.
func (e *Escalation) Next(ctx context.Context, a Attempt) (Plan, error) {
	retry := a.N - 2 // 0 for the first retry
	start := 0
	for i, s := range e.steps {
		if s.Budget <= 0 || retry < start+s.Budget {
			for _, s := range e.steps[i:] {
				plan, err := s.Strategy.Next(ctx, a)
				if err == nil || !errors.Is(err, ErrNotApplicable) {
					return plan, err
				}
			}
			return Plan{}, fmt.Errorf("%w: no step applies to attempt %d", ErrNotApplicable, a.N)
		}
		start += s.Budget
	}
	return Plan{}, fmt.Errorf("strategies: escalation budgets exhausted at attempt %d", a.N)
}

// attemptLimit returns the attempt limit of a loop whose strategy is s and
// whose Config.MaxAttempts is max, or why they do not fit together.
func attemptLimit(s Strategy, max int) (int, error) {
	e, ok := s.(*Escalation)
	if !ok {
		if max <= 0 {
			return 3, nil
		}
		return max, nil
	}
	if len(e.steps) == 0 {
		return 0, errors.New("strategies: an escalation needs at least one step")
	}
	first := 2         // the attempt at which the step first runs, when the ones before it apply
	unbounded := false // a step before has no budget: the next ones run whenever it does not apply
	for i, st := range e.steps {
		if st.Strategy == nil {
			return 0, fmt.Errorf("strategies: escalation step %d has no strategy", i+1)
		}
		if max > 0 && !unbounded && first > max {
			return 0, fmt.Errorf("strategies: MaxAttempts %d leaves no attempt for escalation step %d (%s): "+
				"the first answer and the %d retries budgeted before it use them all; "+
				"set MaxAttempts to %d, or leave it zero to derive it from the budgets",
				max, i+1, name(st.Strategy), first-2, need(e.steps))
		}
		unbounded = unbounded || st.Budget <= 0
		first += max1(st.Budget)
	}
	total := need(e.steps)
	switch {
	case max <= 0:
		return total, nil
	case !unbounded && max > total:
		return 0, fmt.Errorf("strategies: MaxAttempts %d outlasts the escalation, whose budgets end at attempt %d; "+
			"set MaxAttempts to %d, give the last step no budget, or leave MaxAttempts zero", max, total, total)
	}
	return max, nil
}

// need is the attempts an escalation adds up to: the first answer and
// every step's budget, a step without one counting one.
func need(steps []Step) int {
	n := 1
	for _, s := range steps {
		n += max1(s.Budget)
	}
	return n
}

func max1(n int) int { return max(n, 1) }

// name names a strategy in an error: its type.
func name(s Strategy) string { return fmt.Sprintf("%T", s) }
