package state_test

import (
	"fmt"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/state"
)

// Chat is a graph state: a conversation, a turn counter and the last topic.
type Chat struct {
	Messages state.Messages
	Turns    state.Counter
	Topic    state.Value[string]
}

// Merge merges an update field by field; the compiler checks every channel.
func (c Chat) Merge(u Chat, step state.Step) (Chat, error) {
	m := state.Merger{Step: step}
	c.Messages = state.Field(&m, "messages", c.Messages, u.Messages)
	c.Turns = state.Field(&m, "turns", c.Turns, u.Turns)
	c.Topic = state.Field(&m, "topic", c.Topic, u.Topic)
	return c, m.Err()
}

func Example() {
	hello := state.Text(llms.ChatMessageTypeHuman, "hello")
	hello.ID = "u1"
	st, _ := Chat{}.Merge(Chat{Messages: state.Add(hello), Turns: 1}, state.Step{})

	// An update names only what it changes.
	reply := state.Text(llms.ChatMessageTypeAI, "hi!")
	reply.ID = "a1"
	st, _ = st.Merge(Chat{Messages: state.Add(reply), Turns: 1, Topic: state.Set("greeting")}, state.Step{})

	// A message with a known ID replaces it in place; Remove deletes.
	fixed := state.Text(llms.ChatMessageTypeAI, "hi there!")
	fixed.ID = "a1"
	st, _ = st.Merge(Chat{Messages: state.Add(fixed)}, state.Step{})

	for _, m := range st.Messages.All() {
		fmt.Printf("%s %s: %s\n", m.ID, m.Role, m.TextContent())
	}
	fmt.Println("turns:", st.Turns, "topic:", st.Topic.Get())
	// Output:
	// u1 human: hello
	// a1 ai: hi there!
	// turns: 2 topic: greeting
}

func ExampleOverwrite() {
	var conv state.Messages
	conv, _ = conv.Merge(state.Add(state.Text(llms.ChatMessageTypeHuman, "q"), state.Text(llms.ChatMessageTypeAI, "draft 1"),
		state.Text(llms.ChatMessageTypeAI, "draft 2")), state.Step{})

	// Keep only the final answer, as the validation loop's finalizer does.
	final := state.Text(llms.ChatMessageTypeAI, "final")
	final.ID = "answer"
	conv, _ = conv.Merge(state.Overwrite(final), state.Step{})
	fmt.Println(conv.Len(), conv.At(0).ID, conv.At(0).TextContent())
	// Output: 1 answer final
}
