package telemetry

import (
	"context"
	"errors"
)

// ErrorType returns the error.type value for err: "canceled" or "timeout"
// when a context ended, the value of err's own ErrorType method when
// something in its chain has one (provider errors give their reason,
// an exhausted loop "exhausted"), and otherwise "_OTHER", the semantic
// conventions' fallback. It never returns a message: error.type must stay
// low-cardinality.
func ErrorType(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, context.Canceled):
		return "canceled"
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	}
	var t interface{ ErrorType() string }
	if errors.As(err, &t) {
		if s := t.ErrorType(); s != "" {
			return s
		}
	}
	return "_OTHER"
}
