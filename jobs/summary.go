package jobs

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
)

// String returns the summary as the text `mend extract` prints at the end
// of a job.
func (s *Summary) String() string {
	var b strings.Builder
	s.write(&b)
	return b.String()
}

func (s *Summary) write(w io.Writer) {
	fmt.Fprintf(w, "documents: %d read, %d done before, %d succeeded, %d failed, %d unfinished, %d unreadable (%s)\n",
		s.Read, s.Skipped, s.Succeeded, s.Failed, s.Unfinished, s.InputErrors, s.Elapsed.Round(1e6))
	if len(s.FailuresByKind) > 0 {
		fmt.Fprintf(w, "failures:")
		for _, k := range slices.Sorted(maps.Keys(s.FailuresByKind)) {
			fmt.Fprintf(w, " %s %d", k, s.FailuresByKind[k])
		}
		fmt.Fprintln(w)
	}
	if len(s.Attempts) > 0 {
		fmt.Fprintf(w, "attempts:")
		for _, k := range slices.Sorted(maps.Keys(s.Attempts)) {
			fmt.Fprintf(w, " %d×%d", k, s.Attempts[k])
		}
		fmt.Fprintln(w)
	}
	if len(s.TokensByStrategy) > 0 {
		fmt.Fprintf(w, "tokens by strategy:")
		for _, k := range slices.Sorted(maps.Keys(s.TokensByStrategy)) {
			fmt.Fprintf(w, " %s %d", k, s.TokensByStrategy[k])
		}
		fmt.Fprintln(w)
	}
	share := 0.0
	if s.Tokens > 0 {
		share = 100 * float64(s.RetryTokens) / float64(s.Tokens)
	}
	fmt.Fprintf(w, "tokens: %d, of which retries %d (%.1f%%); transient provider failures retried: %d\n", s.Tokens, s.RetryTokens, share, s.ModelRetries)
}
