package ground

import "sync"

// maxReadings bounds what a memo keeps: a catalog's inputs under the tool
// combinations of its sequences fit. Past it the memo starts again empty
// and values are computed again, so that no stream of keys grows it.
const maxReadings = 4096

// memo keeps values computed once per key, at most maxReadings of them.
// It is safe for concurrent use; its zero value is empty. A value is
// computed outside the lock, so two callers may compute the same key
// once each; the values must be equal and never written once stored.
type memo[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// get returns k's value, computing it with compute when the memo has
// none.
func (c *memo[K, V]) get(k K, compute func() V) V {
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = compute()
	c.mu.Lock()
	if c.m == nil || len(c.m) >= maxReadings {
		c.m = make(map[K]V)
	}
	c.m[k] = v
	c.mu.Unlock()
	return v
}
