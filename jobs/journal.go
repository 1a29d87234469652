package jobs

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
)

// Journal is a job's output file, which is also its record of what is
// done: one JSON line per document. It is safe for concurrent use.
type Journal struct {
	mu   sync.Mutex
	f    *os.File
	done map[string]bool
	sync bool
	// Dropped is the torn last line OpenJournal found and cut off (a crash
	// in the middle of a write), or nil.
	Dropped []byte
}

// OpenJournal opens (or creates) the journal at path and reads the IDs it
// holds. A last line without its newline, or that is not a record, is a
// write a crash cut short: it is cut off (see Dropped) and its document is
// done again. A bad line elsewhere is an error: the file is not a journal.
// With syncEach, every record is flushed to stable storage before Append
// returns (slower; survives a machine's crash, not only the process's).
func OpenJournal(path string, syncEach bool) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	j := &Journal{f: f, done: map[string]bool{}, sync: syncEach}
	keep, err := j.scan()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("jobs: journal %s: %w", path, err)
	}
	if err := f.Truncate(keep); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.Seek(keep, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	return j, nil
}

// scan reads the records, returning the length of the file's good part.
func (j *Journal) scan() (int64, error) {
	r := bufio.NewReaderSize(j.f, 1<<16)
	var off int64
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if len(line) == 0 && errors.Is(err, io.EOF) {
			return off, nil
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return 0, err
		}
		complete := err == nil
		var rec struct {
			ID string `json:"id"`
		}
		bad := json.Unmarshal(bytes.TrimSpace(line), &rec) != nil || rec.ID == ""
		if !complete || bad {
			// Only the last line can be torn; is anything after it?
			if _, perr := r.Peek(1); complete && perr == nil {
				return 0, fmt.Errorf("line %d is not a record", n)
			}
			j.Dropped = line
			return off, nil
		}
		j.done[rec.ID] = true
		off += int64(len(line))
	}
}

// Done reports whether the journal holds a record of the document.
func (j *Journal) Done(id string) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.done[id]
}

// Len returns the number of records.
func (j *Journal) Len() int {
	j.mu.Lock()
	defer j.mu.Unlock()
	return len(j.done)
}

// Append writes a record whole, in one write. A record of a document the
// journal already holds is not written again: it reports false.
func (j *Journal) Append(rec *Record) (bool, error) {
	line, err := json.Marshal(rec)
	if err != nil {
		return false, err
	}
	line = append(line, '\n')
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.done[rec.ID] {
		return false, nil
	}
	if _, err := j.f.Write(line); err != nil {
		return false, err
	}
	if j.sync {
		if err := j.f.Sync(); err != nil {
			return false, err
		}
	}
	j.done[rec.ID] = true
	return true, nil
}

// Close closes the file.
func (j *Journal) Close() error { return j.f.Close() }
