package graph

import (
	"errors"
	"fmt"
	"strings"
)

var (
	// ErrStepLimit is wrapped by every [*StepLimitError].
	ErrStepLimit = errors.New("graph: step limit reached")

	// ErrUnknownRoute reports a router that returned a name outside the
	// targets declared with it.
	ErrUnknownRoute = errors.New("graph: route outside the router's declared targets")
)

// NodeError reports the failure of one node execution: the error it
// returned, a panic (as a [*PanicError]), the failed merge of its update into
// the state (such as [state.ErrConcurrentUpdate]), or its router's failure.
// Node is [Start] for a failure to merge the run's input or to route from Start.
type NodeError struct {
	Node string // the node's name
	Step int    // the superstep, counted from 1; 0 for the input
	Err  error
}

// Error implements the error interface.
func (e *NodeError) Error() string {
	return fmt.Sprintf("graph: node %q (step %d): %v", e.Node, e.Step, e.Err)
}

// Unwrap returns the underlying error.
func (e *NodeError) Unwrap() error { return e.Err }

// PanicError is the error of a node or router that panicked.
type PanicError struct {
	Value any    // the value passed to panic
	Stack []byte // the stack of the panicking goroutine
}

// Error implements the error interface.
func (e *PanicError) Error() string { return fmt.Sprintf("panic: %v", e.Value) }

// Unwrap returns the panic value if it is an error, so that errors.Is can
// see through a panic(err).
func (e *PanicError) Unwrap() error {
	err, _ := e.Value.(error)
	return err
}

// StepLimitError ends a run that still had nodes to run after
// [Config.MaxSteps] supersteps, usually a loop that never converges.
type StepLimitError struct {
	Limit int      // the step limit
	Next  []string // the nodes that were due to run next
}

// Error implements the error interface.
func (e *StepLimitError) Error() string {
	return fmt.Sprintf("graph: step limit %d reached with %s still to run", e.Limit, strings.Join(e.Next, ", "))
}

// Unwrap returns [ErrStepLimit].
func (e *StepLimitError) Unwrap() error { return ErrStepLimit }
