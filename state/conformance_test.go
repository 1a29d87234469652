package state_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/state"
)

// conformanceDir holds the peers' test suites as data (see its README).
const conformanceDir = "../testdata/conformance"

// jsonMsg is a message in the conformance files' format.
type jsonMsg struct {
	ID        *string `json:"id"`
	Role      string  `json:"role"`
	Content   string  `json:"content"`
	Remove    bool    `json:"remove"`
	RemoveAll bool    `json:"remove_all"`
}

// oneOrMany decodes a message or a list of messages.
type oneOrMany []jsonMsg

func (o *oneOrMany) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '[' {
		return json.Unmarshal(b, (*[]jsonMsg)(o))
	}
	var m jsonMsg
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*o = oneOrMany{m}
	return nil
}

var roles = map[string]llms.ChatMessageType{
	"system":    llms.ChatMessageTypeSystem,
	"user":      llms.ChatMessageTypeHuman,
	"assistant": llms.ChatMessageTypeAI,
	"tool":      llms.ChatMessageTypeTool,
}

func toMessage(t *testing.T, m jsonMsg) state.Message {
	t.Helper()
	id := ""
	if m.ID != nil {
		id = *m.ID
	}
	switch {
	case m.RemoveAll:
		return state.RemoveAll()
	case m.Remove:
		return state.Remove(id)
	}
	role, ok := roles[m.Role]
	if !ok {
		t.Fatalf("unknown role %q", m.Role)
	}
	msg := state.Text(role, m.Content)
	msg.ID = id
	return msg
}

// TestMessagesConformance runs LangGraph's add_messages test cases
// (langgraph/messages.json) through Messages.Merge. mend agrees with every
// case; the only difference is the error text (mend: `remove "2": state: no
// message with that ID`, matched here through ErrUnknownID).
func TestMessagesConformance(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(conformanceDir, "langgraph", "messages.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []struct {
			ID     string          `json:"id"`
			Left   oneOrMany       `json:"left"`
			Right  oneOrMany       `json:"right"`
			Expect json.RawMessage `json:"expect"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Cases) != 24 {
		t.Fatalf("loaded %d cases, want 24", len(file.Cases))
	}
	for _, c := range file.Cases {
		t.Run(c.ID, func(t *testing.T) {
			var left, right []state.Message
			for _, m := range c.Left {
				left = append(left, toMessage(t, m))
			}
			for _, m := range c.Right {
				right = append(right, toMessage(t, m))
			}
			// The left side is a conversation: build it through a merge,
			// which also assigns its missing IDs.
			cur, err := state.Messages{}.Merge(state.Add(left...), state.Step{})
			if err != nil {
				t.Fatalf("building left: %v", err)
			}
			got, err := cur.Merge(state.Add(right...), state.Step{})

			var wantErr struct {
				Error string `json:"error"`
			}
			if json.Unmarshal(c.Expect, &wantErr) == nil && wantErr.Error != "" {
				if wantErr.Error != "remove_unknown_id" || !errors.Is(err, state.ErrUnknownID) {
					t.Fatalf("got err %v, want %s", err, wantErr.Error)
				}
				if got.Len() != cur.Len() {
					t.Errorf("failed merge changed the conversation")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var want []jsonMsg
			if err := json.Unmarshal(c.Expect, &want); err != nil {
				t.Fatal(err)
			}
			if got.Len() != len(want) {
				t.Fatalf("got %d messages, want %d: %+v", got.Len(), len(want), got.All())
			}
			for i, w := range want {
				g := got.At(i)
				switch {
				case *w.ID == "<generated>":
					if _, err := uuid.Parse(g.ID); err != nil {
						t.Errorf("message %d: id %q is not a UUID", i, g.ID)
					}
				case g.ID != *w.ID:
					t.Errorf("message %d: id %q, want %q", i, g.ID, *w.ID)
				}
				if g.Role != roles[w.Role] || g.TextContent() != w.Content {
					t.Errorf("message %d: %s %q, want %s %q", i, g.Role, g.TextContent(), w.Role, w.Content)
				}
			}
		})
	}
}

func TestRemoveUnknownIDMessage(t *testing.T) {
	cur, _ := state.Messages{}.Merge(state.Add(state.Message{ID: "1"}), state.Step{})
	_, err := cur.Merge(state.Add(state.Remove("2")), state.Step{})
	if err == nil || !strings.Contains(err.Error(), `"2"`) {
		t.Fatalf("error %v does not name the ID", err)
	}
}
