package state

// List is an append channel: updates append their items in order. The zero
// List is empty and, as an update, writes nothing. Make updates with [Append]
// or, to replace the whole list, [OverwriteList].
type List[T any] struct {
	items     []T
	owner     uint64 // run whose merges allocated items' array and may append past its end
	overAt    Step
	overwrite bool
}

// Append returns an update that appends items. The list keeps items; the
// caller must not modify it afterwards.
func Append[T any](items ...T) List[T] { return List[T]{items: items} }

// OverwriteList returns an update that replaces the whole list with items.
// Like [Overwrite] for messages, it wins over every other write of its step.
func OverwriteList[T any](items ...T) List[T] { return List[T]{items: items, overwrite: true} }

// Len returns the number of items.
func (l List[T]) Len() int { return len(l.items) }

// At returns the i'th item. It panics if i is out of range.
func (l List[T]) At(i int) T { return l.items[i] }

// All returns the items, clipped to their length: appending to the result
// copies. Do not modify its elements.
func (l List[T]) All() []T { return l.items[:len(l.items):len(l.items)] }

// IsOverwrite reports whether l, as an update, was made by [OverwriteList].
func (l List[T]) IsOverwrite() bool { return l.overwrite }

// Merge returns l with u's items appended, or replaced by them if u is an
// overwrite. Overwrites follow the rules of [Messages.Merge].
func (l List[T]) Merge(u List[T], step Step) (List[T], error) {
	if u.overwrite {
		if step.tracked() && l.overAt == step {
			return l, ErrConcurrentOverwrite
		}
		items := cloneGrow(u.items, 0)
		return List[T]{items: items, owner: step.run, overAt: step}, nil
	}
	if len(u.items) == 0 || (step.tracked() && l.overAt == step) {
		return l, nil
	}
	if !step.tracked() || l.owner != step.run {
		l.items = cloneGrow(l.items, len(u.items))
		l.owner = step.run
	}
	l.items = append(l.items, u.items...)
	return l, nil
}
