package state

import (
	"fmt"
	"iter"

	"github.com/tmc/langchaingo/llms"
)

// Messages is a conversation, and the channel that merges updates into it
// with LangGraph's add_messages semantics.
//
// As a state field it holds the messages in order. As an update it is made by
// [Add] or [Overwrite]; the zero value writes nothing. See [Messages.Merge].
//
// A conversation refers to the messages of the updates that added them
// rather than copying them, so merging allocates little: the messages given
// to Add or Overwrite must not be modified afterwards.
type Messages struct {
	list      []*Message // as a state: the conversation
	ops       []Message  // as an update: what Add or Overwrite was given
	owner     uint64     // run whose merges allocated list's array and may append past its end
	overAt    Step       // step of the last overwrite merged into this value
	overwrite bool       // as an update: replace the whole conversation
}

// Add returns an update that adds msgs to a conversation: a message whose ID
// is already there replaces it in place, any other is appended, and markers
// made by [Remove] and [RemoveAll] remove messages. Add keeps msgs; the caller
// must not modify it afterwards.
func Add(msgs ...Message) Messages { return Messages{ops: msgs} }

// Overwrite returns an update that replaces the whole conversation with msgs,
// bypassing the add rules: LangGraph's Overwrite, which the validation loop
// uses to leave only its final answer. Within msgs, later messages with an
// earlier message's ID replace it, as with [Add]. Overwrite with no messages
// empties the conversation. Overwrite keeps msgs, as Add does.
func Overwrite(msgs ...Message) Messages { return Messages{ops: msgs, overwrite: true} }

// Len returns the number of messages.
func (m Messages) Len() int { return len(m.list) }

// At returns the i'th message. It panics if i is out of range.
func (m Messages) At(i int) Message { return *m.list[i] }

// All returns an iterator over the positions and messages, in order. As an
// update, it yields what Add or Overwrite was given, removal markers included.
func (m Messages) All() iter.Seq2[int, Message] {
	return func(yield func(int, Message) bool) {
		if m.list == nil {
			for i := range m.ops {
				if !yield(i, m.ops[i]) {
					return
				}
			}
			return
		}
		for i, p := range m.list {
			if !yield(i, *p) {
				return
			}
		}
	}
}

// Slice returns a copy of the messages, in order.
func (m Messages) Slice() []Message {
	out := make([]Message, len(m.list))
	for i, p := range m.list {
		out[i] = *p
	}
	return out
}

// Last returns the last message, and false if there is none.
func (m Messages) Last() (Message, bool) {
	if len(m.list) == 0 {
		return Message{}, false
	}
	return *m.list[len(m.list)-1], true
}

// Index returns the position of the message with the given ID, or -1.
func (m Messages) Index(id string) int { return indexID(m.list, id) }

// IsOverwrite reports whether m, as an update, was made by [Overwrite].
func (m Messages) IsOverwrite() bool { return m.overwrite }

// Contents returns the messages as langchaingo messages, ready for
// [llms.Model.GenerateContent]. The result is a new slice; the parts are shared.
func (m Messages) Contents() []llms.MessageContent {
	out := make([]llms.MessageContent, len(m.list))
	for i, p := range m.list {
		out[i] = p.MessageContent
	}
	return out
}

// Merge returns the conversation m with the update u applied.
//
// For an update made by [Add], u's messages apply in order: a message with an
// empty ID gets a fresh UUID; a message whose ID is present replaces it in
// place, keeping its position; a new ID is appended; a [Remove] marker deletes
// its ID (a later message with that ID cancels the removal), and fails with
// [ErrUnknownID] when the ID is neither in m nor earlier in u; a [RemoveAll]
// marker drops m and every message of u before it. A conversation (rather
// than an update) given as u adds its messages.
//
// For an update made by [Overwrite], the result holds only u's messages. An
// overwrite wins over every other write of the same step, whether merged
// before or after it, and two overwrites in one step fail with
// [ErrConcurrentOverwrite].
//
// Merge never modifies anything another copy of m can see; on error it
// returns m unchanged.
func (m Messages) Merge(u Messages, step Step) (Messages, error) {
	ops := u.ops
	if ops == nil && u.list != nil { // a conversation used as an update
		ops = make([]Message, len(u.list))
		for i, p := range u.list {
			ops[i] = *p
		}
	}
	if u.overwrite {
		if step.tracked() && m.overAt == step {
			return m, ErrConcurrentOverwrite
		}
		list, owner, err := applyMessages(nil, 0, ops, step)
		if err != nil {
			return m, err
		}
		return Messages{list: list, owner: owner, overAt: step}, nil
	}
	if len(ops) == 0 || (step.tracked() && m.overAt == step) {
		return m, nil // nothing to write, or discarded by this step's overwrite
	}
	list, owner := m.list, m.owner
	for i := len(ops) - 1; i >= 0; i-- {
		if ops[i].op == opRemoveAll {
			list, owner, ops = nil, 0, ops[i+1:]
			break
		}
	}
	list, owner, err := applyMessages(list, owner, ops, step)
	if err != nil {
		return m, err
	}
	m.list, m.owner = list, owner
	return m, nil
}

// applyMessages applies add-rule operations to list. The elements of list may
// be visible to other copies; past its end, the array may be written only if
// it belongs to the step's run (owner). It returns the new list and its owner.
// The list refers to the messages in ops, which the caller keeps unmodified.
func applyMessages(list []*Message, owner uint64, ops []Message, step Step) ([]*Message, uint64, error) {
	shared := len(list)                               // elements below shared may be visible to other copies
	appendable := step.tracked() && owner == step.run // appending past len(list) in place is safe
	var removals []string
	for k := range ops {
		msg := &ops[k]
		switch msg.op {
		case opRemoveAll:
			// Only markers before the last one reach here; the caller
			// already dropped what they would drop.
			continue
		case opRemove:
			if indexID(list, msg.ID) < 0 {
				return nil, 0, fmt.Errorf("remove %q: %w", msg.ID, ErrUnknownID)
			}
			if indexString(removals, msg.ID) < 0 {
				removals = append(removals, msg.ID)
			}
			continue
		}
		if msg.ID == "" { // never write into the caller's message
			c := *msg
			c.ID = newID()
			msg = &c
		}
		if j := indexString(removals, msg.ID); j >= 0 {
			removals = append(removals[:j], removals[j+1:]...)
		}
		if i := indexID(list, msg.ID); i >= 0 {
			if i < shared { // copy on write
				list = cloneGrow(list, len(ops))
				owner, shared, appendable = step.run, 0, true
			}
			list[i] = msg
			continue
		}
		if !appendable {
			list = cloneGrow(list, len(ops))
			owner, shared, appendable = step.run, 0, true
		}
		list = append(list, msg)
	}
	if len(removals) > 0 {
		kept := make([]*Message, 0, max(len(list)-len(removals), 0)+len(ops))
		for _, msg := range list {
			if indexString(removals, msg.ID) < 0 {
				kept = append(kept, msg)
			}
		}
		list, owner = kept, step.run
	}
	return list, owner, nil
}

// cloneGrow returns a copy of s in a new array with room for extra more
// elements and a little headroom; appends past that grow through append.
func cloneGrow[T any](s []T, extra int) []T {
	c := max(len(s)+extra+4, 8)
	out := make([]T, len(s), c)
	copy(out, s)
	return out
}

func indexID(list []*Message, id string) int {
	for i, p := range list {
		if p.ID == id {
			return i
		}
	}
	return -1
}

func indexString(s []string, v string) int {
	for i := range s {
		if s[i] == v {
			return i
		}
	}
	return -1
}
