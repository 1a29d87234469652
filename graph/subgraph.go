package graph

import (
	"context"
	"fmt"
)

// Subgraph returns a node that runs child, so that a compiled graph can be a
// node of another. in maps the parent's state to the child's input; out maps
// the parent's state and the child's final state to the parent's update.
// The child runs under the node's context, so its spans nest under the
// node's span. A child failure fails the node, wrapped with the child's name.
//
// When parent and child share a channel, such as a conversation, out decides
// what flows back: return only what the child added, or the parent's merge
// would see the parent's own messages again (harmless for [state.Messages],
// which replaces by ID, but not for a [state.List] or a [state.Counter]).
func Subgraph[P any, C State[C]](child *Runnable[C], in func(parent P) C, out func(parent P, child C) P) NodeFunc[P] {
	return func(ctx context.Context, st P) (P, error) {
		res, err := child.Run(ctx, in(st))
		if err != nil {
			var zero P
			return zero, fmt.Errorf("subgraph %s: %w", child.name, err)
		}
		return out(st, res), nil
	}
}
