package jobs

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Progress reports a job's progress on a writer (stderr, usually): on a
// terminal, one status line rewritten in place; otherwise a plain line
// every Interval. It is safe for concurrent use.
type Progress struct {
	w        io.Writer
	terminal bool
	total    int
	interval time.Duration

	mu       sync.Mutex
	begun    time.Time
	last     time.Time
	done     int
	failed   int
	skipped  int
	inFlight int
	tokens   int
}

// NewProgress returns a Progress writing to w. terminal says whether w is
// a terminal (golang.org/x/term.IsTerminal tells); total is the number of
// documents when known (for the ETA), else 0; interval is the time
// between reports, zero meaning 1 s on a terminal and 10 s otherwise.
func NewProgress(w io.Writer, terminal bool, total int, interval time.Duration) *Progress {
	if interval <= 0 {
		interval = 10 * time.Second
		if terminal {
			interval = time.Second
		}
	}
	now := time.Now()
	return &Progress{w: w, terminal: terminal, total: total, interval: interval, begun: now, last: now}
}

func (p *Progress) start() {
	p.mu.Lock()
	p.inFlight++
	p.mu.Unlock()
}

func (p *Progress) skip() {
	p.mu.Lock()
	p.skipped++
	p.maybe()
	p.mu.Unlock()
}

func (p *Progress) record(rec *Record) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.inFlight = max(p.inFlight-1, 0)
	p.done++
	if !rec.OK() {
		p.failed++
	}
	p.tokens += rec.TokensIn + rec.TokensOut
	p.maybe()
}

func (p *Progress) maybe() {
	if now := time.Now(); now.Sub(p.last) >= p.interval {
		p.last = now
		p.print(false)
	}
}

// flush writes the last report, and ends the status line on a terminal.
func (p *Progress) flush() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.print(true)
}

// Line returns the current report.
func (p *Progress) Line() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.line()
}

func (p *Progress) line() string {
	el := time.Since(p.begun).Seconds()
	rate, tps := 0.0, 0.0
	if el > 0 {
		rate, tps = float64(p.done)/el, float64(p.tokens)/el
	}
	var b strings.Builder
	if p.total > 0 {
		fmt.Fprintf(&b, "%d/%d done", p.done+p.skipped, p.total)
	} else {
		fmt.Fprintf(&b, "%d done", p.done+p.skipped)
	}
	fmt.Fprintf(&b, " (%d failed, %d skipped, %d in flight)  %.1f docs/s  %.0f tokens/s", p.failed, p.skipped, p.inFlight, rate, tps)
	if p.total > 0 && rate > 0 {
		left := p.total - p.done - p.skipped
		fmt.Fprintf(&b, "  ETA %s", time.Duration(float64(left)/rate*float64(time.Second)).Round(time.Second))
	}
	return b.String()
}

func (p *Progress) print(final bool) {
	switch {
	case p.terminal && final:
		fmt.Fprintf(p.w, "\r\033[K%s\n", p.line())
	case p.terminal:
		fmt.Fprintf(p.w, "\r\033[K%s", p.line())
	default:
		fmt.Fprintf(p.w, "progress: %s\n", p.line())
	}
}
