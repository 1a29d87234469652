package state

// Value is a last-value channel: a write replaces the value. The zero Value
// is unset and, as an update, writes nothing; make a write with [Set].
//
// Two writes to one Value in the same step fail with [ErrConcurrentUpdate],
// because which one should win would depend on goroutine timing.
type Value[T any] struct {
	v   T
	set bool
	at  Step // step of the last write merged into this value
}

// Set returns an update that writes v.
func Set[T any](v T) Value[T] { return Value[T]{v: v, set: true} }

// Get returns the value, or the zero T if it was never set.
func (c Value[T]) Get() T { return c.v }

// IsSet reports whether the value was ever written (in a state) or whether the
// update writes it (in an update).
func (c Value[T]) IsSet() bool { return c.set }

// Merge returns c with u's write applied: u's value if u is set, c otherwise.
// It fails with [ErrConcurrentUpdate] if c was already written in step.
func (c Value[T]) Merge(u Value[T], step Step) (Value[T], error) {
	if !u.set {
		return c, nil
	}
	if step.tracked() && c.at == step {
		return c, ErrConcurrentUpdate
	}
	u.at = step
	return u, nil
}

// Counter is a sum channel: updates add to it. The zero Counter is 0 and, as
// an update, adds nothing. Any number of writes may meet in one step.
type Counter int

// Merge returns c + u.
func (c Counter) Merge(u Counter, _ Step) (Counter, error) { return c + u, nil }
