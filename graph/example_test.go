package graph_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/mendgraph/mend/graph"
	"github.com/mendgraph/mend/state"
)

// Draft is the state of a small writing loop.
type Draft struct {
	Text     state.Value[string]
	Attempts state.Counter
	Notes    state.List[string]
}

func (d Draft) Merge(u Draft, step state.Step) (Draft, error) {
	m := state.Merger{Step: step}
	d.Text = state.Field(&m, "text", d.Text, u.Text)
	d.Attempts = state.Field(&m, "attempts", d.Attempts, u.Attempts)
	d.Notes = state.Field(&m, "notes", d.Notes, u.Notes)
	return d, m.Err()
}

// A generate/check loop: write, check, and loop back until the check passes.
func Example() {
	g := graph.New[Draft](graph.Config{Name: "writer"})
	g.AddNode("write", func(_ context.Context, d Draft) (Draft, error) {
		text := d.Text.Get() + "la"
		return Draft{Text: state.Set(text), Attempts: 1}, nil
	})
	g.AddNode("check", func(_ context.Context, d Draft) (Draft, error) {
		return Draft{Notes: state.Append(fmt.Sprintf("%q has %d letters", d.Text.Get(), len(d.Text.Get())))}, nil
	})
	g.AddEdge(graph.Start, "write")
	g.AddEdge("write", "check")
	g.AddConditionalEdge("check", func(_ context.Context, d Draft) (string, error) {
		if len(d.Text.Get()) < 6 {
			return "write", nil
		}
		return graph.End, nil
	}, "write", graph.End)

	run, err := g.Compile()
	if err != nil {
		fmt.Println(err)
		return
	}
	out, err := run.Run(context.Background(), Draft{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(out.Text.Get(), out.Attempts)
	fmt.Println(strings.Join(out.Notes.All(), "\n"))
	// Output:
	// lalala 3
	// "la" has 2 letters
	// "lala" has 4 letters
	// "lalala" has 6 letters
}

// Stream yields every superstep: which nodes ran, their updates, the state.
func ExampleRunnable_Stream() {
	g := graph.New[Draft](graph.Config{})
	for _, name := range []string{"outline", "left", "right", "merge"} {
		g.AddNode(name, func(context.Context, Draft) (Draft, error) {
			return Draft{Notes: state.Append(name)}, nil
		})
	}
	g.AddEdge(graph.Start, "outline")
	g.AddEdge("outline", "left") // left and right run in the same step
	g.AddEdge("outline", "right")
	g.AddJoin("merge", "left", "right") // merge waits for both
	g.AddEdge("merge", graph.End)
	run, _ := g.Compile()
	for ev, err := range run.Stream(context.Background(), Draft{}) {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(ev.Step, ev.Nodes, ev.State.Notes.All())
	}
	// Output:
	// 1 [outline] [outline]
	// 2 [left right] [outline left right]
	// 3 [merge] [outline left right merge]
}

// Compile reports every wiring mistake at once.
func ExampleGraph_Compile() {
	g := graph.New[Draft](graph.Config{})
	g.AddNode("a", func(context.Context, Draft) (Draft, error) { return Draft{}, nil })
	g.AddNode("b", func(context.Context, Draft) (Draft, error) { return Draft{}, nil })
	g.AddEdge(graph.Start, "a")
	g.AddEdge("a", "c")
	g.AddEdge("a", graph.End)
	_, err := g.Compile()
	fmt.Println(err)
	// Output:
	// graph: invalid graph: edge target "c" is not a node
}
