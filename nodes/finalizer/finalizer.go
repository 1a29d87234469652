// Package finalizer ends a validation loop: it picks the final answer among
// the messages the loop generated and replaces the conversation with the
// caller's messages followed by that answer alone, so that none of the
// failed attempts (or their feedback) reaches the caller.
package finalizer

import (
	"errors"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/state"
)

// ErrNoAnswer reports a run that generated no assistant message.
var ErrNoAnswer = errors.New("finalizer: no assistant message was generated")

// Aggregator builds the final answer from the messages generated during a
// run (those after the caller's), in order. Strategies that answer in
// pieces, such as patches, combine them here.
type Aggregator func(generated []state.Message) (state.Message, error)

// LastAnswer is the default Aggregator: the last assistant message.
func LastAnswer(generated []state.Message) (state.Message, error) {
	for i := len(generated) - 1; i >= 0; i-- {
		if generated[i].Role == llms.ChatMessageTypeAI {
			return generated[i], nil
		}
	}
	return state.Message{}, ErrNoAnswer
}

// Generated returns the messages of conv after the first initial ones.
func Generated(conv state.Messages, initial int) []state.Message {
	all := conv.Slice()
	if initial > len(all) {
		initial = len(all)
	}
	return all[initial:]
}

// Finalize returns the final answer, chosen by agg (LastAnswer when nil)
// among the messages after the first initial ones, and the update that
// leaves conv holding the caller's messages followed by that answer.
func Finalize(conv state.Messages, initial int, agg Aggregator) (state.Message, state.Messages, error) {
	if agg == nil {
		agg = LastAnswer
	}
	all := conv.Slice()
	if initial > len(all) {
		initial = len(all)
	}
	final, err := agg(all[initial:])
	if err != nil {
		return state.Message{}, state.Messages{}, err
	}
	kept := append(all[:initial:initial], final)
	return final, state.Overwrite(kept...), nil
}
