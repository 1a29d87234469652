// Package state holds the values a graph run carries from node to node, and
// the rules (reducers) by which a node's update is merged into them.
//
// A graph's state is a plain Go struct whose fields are channels: [Messages]
// (a conversation with LangGraph's add_messages semantics), [Value] (last
// write wins), [Counter] (sum) and [List] (append). A node returns an update of
// the same struct type in which only the fields it writes are non-zero, and
// the struct's Merge method, written once by the user and type-checked by the
// compiler, merges that update field by field:
//
//	type State struct {
//		Messages state.Messages
//		Attempts state.Counter
//		Verdict  state.Value[string]
//	}
//
//	func (s State) Merge(u State, step state.Step) (State, error) {
//		m := state.Merger{Step: step}
//		s.Messages = state.Field(&m, "messages", s.Messages, u.Messages)
//		s.Attempts = state.Field(&m, "attempts", s.Attempts, u.Attempts)
//		s.Verdict = state.Field(&m, "verdict", s.Verdict, u.Verdict)
//		return s, m.Err()
//	}
//
// The zero value of every channel is empty, and as an update writes nothing,
// so an update names only what it changes:
//
//	return State{Attempts: 1, Messages: state.Add(reply)}, nil
//
// # Steps and conflicts
//
// The graph engine merges the updates of one superstep in node declaration
// order and passes the same [Step] to every merge of that step. Channels use it
// the way LangGraph's channels use their per-step update: two writes to one
// [Value] in one step fail with [ErrConcurrentUpdate]; an [Overwrite] of
// [Messages] (or [List]) discards every other write to that channel in the same
// step, and two overwrites fail with [ErrConcurrentOverwrite]. The zero Step
// belongs to no run; merges under it never conflict, which is what code that
// merges updates by hand, outside a graph, wants.
//
// # Sharing
//
// A state is a value, and copies share memory: a conversation refers to the
// messages of the updates that added them instead of copying them, and
// appends write in place only past the end of every copy, into an array the
// current run allocated. No merge ever changes what another copy shows:
// replacing or removing a message copies the list of references first.
// The messages given to [Add] and [Overwrite] must therefore not be modified
// afterwards; [Messages.At] and [Messages.All] return copies of messages,
// [Messages.Slice] a copy of the list.
//
// A state's Merge method must merge every channel field through its own
// Merge method (directly or with [Field]); assigning a channel from an update
// would let two states share an array that one of them may append to.
package state
