package finalizer_test

import (
	"errors"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/nodes/finalizer"
	"github.com/mendgraph/mend/state"
)

func msg(id string, role llms.ChatMessageType) state.Message {
	m := state.Text(role, id)
	m.ID = id
	return m
}

func TestFinalize(t *testing.T) {
	conv, _ := state.Messages{}.Merge(state.Add(
		msg("sys", llms.ChatMessageTypeSystem), msg("q", llms.ChatMessageTypeHuman),
		msg("a1", llms.ChatMessageTypeAI), msg("r1", llms.ChatMessageTypeTool),
		msg("a2", llms.ChatMessageTypeAI), msg("r2", llms.ChatMessageTypeTool),
	), state.Step{})
	final, upd, err := finalizer.Finalize(conv, 2, nil)
	if err != nil || final.ID != "a2" {
		t.Fatalf("final %v, err %v", final.ID, err)
	}
	out, err := conv.Merge(upd, state.Step{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, m := range out.All() {
		ids = append(ids, m.ID)
	}
	if len(ids) != 3 || ids[0] != "sys" || ids[1] != "q" || ids[2] != "a2" {
		t.Fatalf("conversation %v", ids)
	}
	if conv.Len() != 6 {
		t.Fatal("the input conversation changed")
	}
	if _, _, err := finalizer.Finalize(conv, 6, nil); !errors.Is(err, finalizer.ErrNoAnswer) {
		t.Fatalf("no generated answer: %v", err)
	}
}
