package state_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/state"
)

func user(id, text string) state.Message {
	m := state.Text(llms.ChatMessageTypeHuman, text)
	m.ID = id
	return m
}

func ids(m state.Messages) []string {
	var out []string
	for _, msg := range m.All() {
		out = append(out, msg.ID)
	}
	return out
}

func mustMerge(t *testing.T, cur, upd state.Messages, step state.Step) state.Messages {
	t.Helper()
	out, err := cur.Merge(upd, step)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestValueConflictWithinStep(t *testing.T) {
	s1, s2 := state.NewStep(7, 1), state.NewStep(7, 2)
	var v state.Value[string]
	v, err := v.Merge(state.Set("a"), s1)
	if err != nil || v.Get() != "a" {
		t.Fatalf("first write: %v %q", err, v.Get())
	}
	if _, err := v.Merge(state.Set("a"), s1); !errors.Is(err, state.ErrConcurrentUpdate) {
		t.Fatalf("second write in the same step: err = %v, want ErrConcurrentUpdate", err)
	}
	if v, err = v.Merge(state.Set("b"), s2); err != nil || v.Get() != "b" {
		t.Fatalf("write in the next step: %v %q", err, v.Get())
	}
	if v2, err := v.Merge(state.Value[string]{}, s2); err != nil || v2.Get() != "b" {
		t.Fatalf("an unset update must write nothing: %v %q", err, v2.Get())
	}
	// Outside a run (the zero Step) writes never conflict.
	v, _ = v.Merge(state.Set("c"), state.Step{})
	if v, err = v.Merge(state.Set("d"), state.Step{}); err != nil || v.Get() != "d" {
		t.Fatalf("zero-step writes: %v %q", err, v.Get())
	}
	// Steps of different runs never meet.
	v, _ = v.Merge(state.Set("e"), state.NewStep(8, 1))
	if _, err = v.Merge(state.Set("f"), state.NewStep(9, 1)); err != nil {
		t.Fatalf("same step number, other run: %v", err)
	}
}

func TestOverwriteWinsItsStep(t *testing.T) {
	s0, s1 := state.NewStep(3, 0), state.NewStep(3, 1)
	base := mustMerge(t, state.Messages{}, state.Add(user("a", "1"), user("b", "2")), s0)

	// Write, then overwrite, then write, all in one step: only the
	// overwrite survives.
	m := mustMerge(t, base, state.Add(user("c", "3")), s1)
	m = mustMerge(t, m, state.Overwrite(user("x", "only")), s1)
	m = mustMerge(t, m, state.Add(user("d", "4")), s1)
	if got := ids(m); !slices.Equal(got, []string{"x"}) {
		t.Fatalf("after overwrite: %v, want [x]", got)
	}
	if _, err := m.Merge(state.Overwrite(user("y", "again")), s1); !errors.Is(err, state.ErrConcurrentOverwrite) {
		t.Fatalf("second overwrite: err = %v", err)
	}
	// The next step appends normally.
	m = mustMerge(t, m, state.Add(user("e", "5")), state.NewStep(3, 2))
	if got := ids(m); !slices.Equal(got, []string{"x", "e"}) {
		t.Fatalf("next step: %v", got)
	}
	if _, err := m.Merge(state.Overwrite(state.Remove("x")), state.Step{}); !errors.Is(err, state.ErrUnknownID) {
		// Within an overwrite the add rules apply to the new list, which
		// does not hold "x".
		t.Fatalf("removal inside an overwrite: err = %v", err)
	}
	if empty := mustMerge(t, m, state.Overwrite(), state.Step{}); empty.Len() != 0 {
		t.Fatalf("empty overwrite left %d messages", empty.Len())
	}
}

// TestMergeNeverWritesVisibleElements checks the sharing rules: a merge never
// changes what an earlier copy of the state shows, whether it appends in
// place (same run), replaces by ID or removes.
func TestMergeNeverWritesVisibleElements(t *testing.T) {
	run := uint64(42)
	a := mustMerge(t, state.Messages{}, state.Add(user("1", "one"), user("2", "two")), state.NewStep(run, 0))
	b := mustMerge(t, a, state.Add(user("3", "three")), state.NewStep(run, 1)) // in place
	c := mustMerge(t, b, state.Add(user("2", "TWO")), state.NewStep(run, 2))   // replace: copies
	d := mustMerge(t, c, state.Add(state.Remove("1")), state.NewStep(run, 3))  // remove: copies
	e := mustMerge(t, b, state.Add(user("4", "four")), state.NewStep(99, 1))   // other run: copies
	f := mustMerge(t, b, state.Add(user("5", "five")), state.NewStep(run, 2))  // same run, appends past b

	check := func(name string, m state.Messages, want ...string) {
		t.Helper()
		var got []string
		for _, msg := range m.All() {
			got = append(got, msg.ID+"="+msg.TextContent())
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	check("a", a, "1=one", "2=two")
	check("b", b, "1=one", "2=two", "3=three")
	check("c", c, "1=one", "2=TWO", "3=three")
	check("d", d, "2=TWO", "3=three")
	check("e", e, "1=one", "2=two", "3=three", "4=four")
	check("f", f, "1=one", "2=two", "3=three", "5=five")

	// Slice is a copy: changing it never reaches the state.
	all := a.Slice()
	all[0] = user("z", "zzz")
	_ = append(all, user("y", "yyy"))
	check("a after changing Slice", a, "1=one", "2=two")
	check("b after changing Slice", b, "1=one", "2=two", "3=three")
}

func TestAddAssignsIDs(t *testing.T) {
	m := mustMerge(t, state.Messages{}, state.Add(state.Text(llms.ChatMessageTypeHuman, "hi")), state.Step{})
	if m.At(0).ID == "" {
		t.Fatal("no ID assigned")
	}
	if m.Index(m.At(0).ID) != 0 || m.Index("nope") != -1 {
		t.Fatal("Index")
	}
}

func TestListAndCounter(t *testing.T) {
	s1 := state.NewStep(5, 1)
	var l state.List[int]
	l, _ = l.Merge(state.Append(1, 2), s1)
	l, _ = l.Merge(state.Append(3), s1) // any number of appends per step
	if got := l.All(); !slices.Equal(got, []int{1, 2, 3}) {
		t.Fatalf("list = %v", got)
	}
	l2, _ := l.Merge(state.OverwriteList(9), state.NewStep(5, 2))
	l2, _ = l2.Merge(state.Append(10), state.NewStep(5, 2)) // discarded: same step as the overwrite
	if got := l2.All(); !slices.Equal(got, []int{9}) {
		t.Fatalf("list after overwrite = %v", got)
	}
	if got := l.All(); !slices.Equal(got, []int{1, 2, 3}) {
		t.Fatalf("old copy changed: %v", got)
	}
	var c state.Counter
	c, _ = c.Merge(2, s1)
	c, _ = c.Merge(3, s1)
	if c != 5 {
		t.Fatalf("counter = %d", c)
	}
}

func TestFieldNamesTheKey(t *testing.T) {
	m := state.Merger{Step: state.NewStep(1, 1)}
	v := state.Field(&m, "hello", state.Value[string]{}, state.Set("a"))
	v = state.Field(&m, "hello", v, state.Set("b"))
	if v.Get() != "a" {
		t.Fatalf("failed merge must keep the current value, got %q", v.Get())
	}
	var ke *state.KeyError
	if !errors.As(m.Err(), &ke) || ke.Key != "hello" || !errors.Is(m.Err(), state.ErrConcurrentUpdate) {
		t.Fatalf("err = %v", m.Err())
	}
	if got := m.Err().Error(); got != `at key "hello": state: more than one write to a last-value channel in one step` {
		t.Fatalf("message = %q", got)
	}
}

func TestMessageHelpers(t *testing.T) {
	call := llms.ToolCall{ID: "c1", Type: "function", FunctionCall: &llms.FunctionCall{Name: "f", Arguments: "{}"}}
	m := state.NewMessage(llms.ChatMessageTypeAI, llms.TextContent{Text: "a"}, call, llms.TextContent{Text: "b"})
	if m.TextContent() != "ab" || !m.HasToolCalls() || len(m.ToolCalls()) != 1 || m.ToolCalls()[0].ID != "c1" {
		t.Fatalf("helpers: %q %v", m.TextContent(), m.ToolCalls())
	}
	if !state.Remove("x").IsRemoval() || !state.RemoveAll().IsRemoval() || m.IsRemoval() {
		t.Fatal("IsRemoval")
	}
}
