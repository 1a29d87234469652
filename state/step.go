package state

import (
	"errors"
	"fmt"
)

// Errors reported by channel merges.
var (
	// ErrConcurrentUpdate reports two writes to one [Value] in the same step,
	// LangGraph's InvalidUpdateError. It does not depend on the values: two
	// equal writes conflict too.
	ErrConcurrentUpdate = errors.New("state: more than one write to a last-value channel in one step")

	// ErrConcurrentOverwrite reports two overwrites of one channel in the same step.
	ErrConcurrentOverwrite = errors.New("state: more than one overwrite of a channel in one step")

	// ErrUnknownID reports the removal of a message whose ID is in neither the
	// conversation nor earlier in the same update.
	ErrUnknownID = errors.New("state: no message with that ID")

	// ErrInvalidUpdate reports an update that no merge can apply, such as a
	// removal marker inside an overwrite.
	ErrInvalidUpdate = errors.New("state: invalid update")
)

// Step identifies one superstep of one graph run. The graph engine passes the
// same Step to every merge of a superstep and a new one to the next; channels
// compare Steps to recognise writes made in the same superstep.
//
// The zero Step belongs to no run. Merges under it never conflict and never
// append in place, which is what code merging updates outside a graph wants.
type Step struct {
	run uint64
	n   int
}

// NewStep returns the Step numbered n of the run identified by run. Graph
// engines call it; run must be non-zero and unique among the runs whose states
// may meet (a random 64-bit number is), and n must grow from step to step.
func NewStep(run uint64, n int) Step { return Step{run: run, n: n} }

// N returns the step's number within its run.
func (s Step) N() int { return s.n }

// tracked reports whether s belongs to a run.
func (s Step) tracked() bool { return s.run != 0 }

// Channel is the constraint satisfied by every channel of this package and by
// any user-defined one: a type that merges an update of its own type.
type Channel[C any] interface {
	Merge(upd C, step Step) (C, error)
}

// Merger merges an update into a state field by field, for use inside a state
// type's Merge method with [Field]. It keeps the first error, naming the field.
// The zero value is ready to use and merges under the zero Step.
type Merger struct {
	Step Step // the step passed to the state's Merge method
	err  error
}

// Err returns the first error a [Field] call reported, or nil.
func (m *Merger) Err() error { return m.err }

// Field merges upd into cur through the channel's Merge method and returns the
// result. If the merge fails, Field records the error, wrapped with the key,
// in m and returns cur unchanged; once m holds an error, later calls return cur
// without merging.
func Field[C Channel[C]](m *Merger, key string, cur, upd C) C {
	if m.err != nil {
		return cur
	}
	out, err := cur.Merge(upd, m.Step)
	if err != nil {
		m.err = &KeyError{Key: key, Err: err}
		return cur
	}
	return out
}

// KeyError reports a failed merge of one field of a state.
type KeyError struct {
	Key string // the key given to [Field], e.g. "messages"
	Err error
}

// Error implements the error interface.
func (e *KeyError) Error() string { return fmt.Sprintf("at key %q: %v", e.Key, e.Err) }

// Unwrap returns the channel's error.
func (e *KeyError) Unwrap() error { return e.Err }
