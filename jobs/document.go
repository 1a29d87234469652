package jobs

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mendgraph/mend/internal/jsonl"
)

// Document is one input of a job.
type Document struct {
	ID   string
	Text string
	// Where says where it came from: "line 12" of a JSON Lines input, or
	// a file's name.
	Where string
}

// InputError is a document that could not be read: a malformed line, a
// line without the ID field, a duplicate ID, a line over the size cap. The
// job reports it and goes on.
type InputError struct {
	Where string // "line 12", or a file's name
	ID    string // the document's ID, when it could be read
	Err   error
}

func (e *InputError) Error() string {
	if e.ID != "" {
		return fmt.Sprintf("%s (id %q): %v", e.Where, e.ID, e.Err)
	}
	return e.Where + ": " + e.Err.Error()
}

func (e *InputError) Unwrap() error { return e.Err }

// ErrDuplicateID is the error of a document whose ID an earlier document
// of the input has.
var ErrDuplicateID = errors.New("duplicate document ID")

// JSONL configures ReadJSONL.
type JSONL struct {
	IDField   string // the ID's field; "" means "id"
	TextField string // the text's field; "" means "text"
	MaxLine   int    // the size cap of a line; zero means 16 MiB
}

// ReadJSONL reads documents from JSON Lines, one object per line. A line
// that cannot be read yields an *InputError and reading goes on; empty
// lines are skipped; a document whose ID an earlier line had yields an
// *InputError wrapping ErrDuplicateID. An error reading r ends the
// sequence with that error.
func ReadJSONL(r io.Reader, cfg JSONL) iter.Seq2[Document, error] {
	idField, textField := cmp.Or(cfg.IDField, "id"), cmp.Or(cfg.TextField, "text")
	return func(yield func(Document, error) bool) {
		rd := jsonl.NewReader(r)
		rd.Max = cfg.MaxLine
		seen := map[string]int{}
		for {
			l, err := rd.Next()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				yield(Document{}, err)
				return
			}
			where := fmt.Sprintf("line %d", l.N)
			if l.TooLong {
				if !yield(Document{}, &InputError{Where: where, ID: jsonl.ID(l.Data, idField),
					Err: fmt.Errorf("%d bytes, over the %d-byte cap", l.Size, cmp.Or(rd.Max, jsonl.DefaultMaxLine))}) {
					return
				}
				continue
			}
			if len(strings.TrimSpace(string(l.Data))) == 0 {
				continue
			}
			var obj map[string]json.RawMessage
			if err := json.Unmarshal(l.Data, &obj); err != nil {
				if !yield(Document{}, &InputError{Where: where, ID: jsonl.ID(l.Data, idField), Err: fmt.Errorf("not a JSON object: %w", err)}) {
					return
				}
				continue
			}
			id, err := stringField(obj, idField)
			if err != nil {
				if !yield(Document{}, &InputError{Where: where, Err: err}) {
					return
				}
				continue
			}
			text, err := stringField(obj, textField)
			if err != nil {
				if !yield(Document{}, &InputError{Where: where, ID: id, Err: err}) {
					return
				}
				continue
			}
			if first, ok := seen[id]; ok {
				if !yield(Document{}, &InputError{Where: where, ID: id, Err: fmt.Errorf("%w (first on line %d)", ErrDuplicateID, first)}) {
					return
				}
				continue
			}
			seen[id] = l.N
			if !yield(Document{ID: id, Text: text, Where: where}, nil) {
				return
			}
		}
	}
}

func stringField(obj map[string]json.RawMessage, field string) (string, error) {
	raw, ok := obj[field]
	if !ok {
		return "", fmt.Errorf("no %q field", field)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		// a number is an ID too: 17
		var n json.Number
		if json.Unmarshal(raw, &n) == nil {
			return n.String(), nil
		}
		return "", fmt.Errorf("field %q is not a string", field)
	}
	if s == "" {
		return "", fmt.Errorf("field %q is empty", field)
	}
	return s, nil
}

// ReadDir reads every regular file of dir whose name ends in one of exts
// (".txt" when none are given) as a document, in name order: its ID is
// the name without the extension.
func ReadDir(dir string, exts ...string) iter.Seq2[Document, error] {
	if len(exts) == 0 {
		exts = []string{".txt"}
	}
	return func(yield func(Document, error) bool) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			yield(Document{}, err)
			return
		}
		slices.SortFunc(entries, func(a, b os.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
		for _, e := range entries {
			ext := filepath.Ext(e.Name())
			if !e.Type().IsRegular() || !slices.Contains(exts, ext) {
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				if !yield(Document{}, &InputError{Where: e.Name(), Err: err}) {
					return
				}
				continue
			}
			if !yield(Document{ID: strings.TrimSuffix(e.Name(), ext), Text: string(data), Where: e.Name()}, nil) {
				return
			}
		}
	}
}
