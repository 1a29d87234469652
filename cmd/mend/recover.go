package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/mendgraph/mend/internal/jsonl"
	"github.com/mendgraph/mend/nodes/recovery"
	"github.com/mendgraph/mend/state"
	"github.com/mendgraph/mend/tool"
)

func recoverCommand() command {
	return command{
		name:    "recover",
		summary: "find the tool calls models wrote as text or as malformed native calls, with no model",
		usage: `Input is read from the files named, in order ("-" for stdin), or from stdin: JSON Lines, one reply
per line, with the tools that were offered:

	{"id": "...", "tools": [{"name", "description"?, "parameters"?}],
	 "message": {"content": "the reply's text", "tool_calls"?: [{"id", "name", "arguments"}]}}

One line is written per input line:

	{"id", "calls": [{"name", "arguments"}], "repairs": [{"call", "kind", "detail"}], "rejected": [{"name", "arguments", "format"}], "text"}

calls are the calls recovered (to offered tools only), arguments as JSON; rejected are calls written
to tools that were not offered; text is what is left of the reply's text. A line that cannot be read,
or that is longer than --max-line, gets {"id", "error"} (its id is "line N" when it has none) and the
run goes on. At the end a summary goes to stderr; the exit status is 1 when every line failed.

With --pretty, each reply is written as a readable account instead.

Example:

	mend recover nodes/recovery/testdata/corpus.jsonl`,
		flags: func(fs *flag.FlagSet) func(context.Context, []string, io.Reader, io.Writer, io.Writer) error {
			var o recoverOptions
			fs.BoolVar(&o.pretty, "pretty", false, "write a readable account of each reply")
			fs.IntVar(&o.maxLine, "max-line", jsonl.DefaultMaxLine, "size cap of an input line, in bytes")
			return func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
				return recoverCmd(ctx, o, args, stdin, stdout, stderr)
			}
		},
	}
}

type recoverOptions struct {
	pretty  bool
	maxLine int
}

type recoverLine struct {
	ID    string `json:"id"`
	Tools []struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"tools"`
	Message struct {
		Content   string `json:"content"`
		ToolCalls []struct {
			ID        string          `json:"id"`
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		} `json:"tool_calls"`
	} `json:"message"`
}

type recoveredCall struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

type recoverOut struct {
	ID       string              `json:"id"`
	Calls    []recoveredCall     `json:"calls"`
	Repairs  []recovery.Repair   `json:"repairs"`
	Rejected []recovery.Rejected `json:"rejected"`
	Text     string              `json:"text"`
}

func recoverCmd(ctx context.Context, o recoverOptions, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	in, closeIn, err := inputs(args, stdin)
	if err != nil {
		return err
	}
	defer closeIn()
	r := jsonl.NewReader(in)
	r.Max = o.maxLine
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	recoverers := map[string]*recovery.Recoverer{} // by the tools' JSON text
	lines, failed, withCalls, rejected := 0, 0, 0, 0
	summary := func() {
		fmt.Fprintf(stderr, "mend recover: %d lines: %d with calls, %d with rejected calls, %d failed\n", lines, withCalls, rejected, failed)
	}
	for {
		if err := ctx.Err(); err != nil {
			summary()
			return context.Cause(ctx)
		}
		l, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			summary()
			return err
		}
		if len(l.Data) == 0 && !l.TooLong {
			continue
		}
		lines++
		var res any
		if l.TooLong {
			res = errorLine{ID: jsonl.ID(l.Data, "id"), Error: fmt.Sprintf("line %d is %d bytes, over the %d-byte cap (--max-line)", l.N, l.Size, r.Max)}
		} else {
			res = recoverOne(l.Data, recoverers)
		}
		switch v := res.(type) {
		case errorLine:
			failed++
			if v.ID == "" {
				v.ID = fmt.Sprintf("line %d", l.N)
			}
			res = v
		case recoverOut:
			if len(v.Calls) > 0 {
				withCalls++
			}
			if len(v.Rejected) > 0 {
				rejected++
			}
		}
		if o.pretty {
			writePretty(w, res)
			continue
		}
		if err := enc.Encode(res); err != nil {
			return err
		}
	}
	summary()
	if lines > 0 && failed == lines {
		return errFailed
	}
	return nil
}

func recoverOne(raw []byte, cache map[string]*recovery.Recoverer) any {
	var l recoverLine
	if err := json.Unmarshal(raw, &l); err != nil {
		return errorLine{ID: jsonl.ID(raw, "id"), Error: "bad line: " + err.Error()}
	}
	fail := func(err error) errorLine { return errorLine{ID: l.ID, Error: err.Error()} }
	toolsKey, _ := json.Marshal(l.Tools)
	rec, ok := cache[string(toolsKey)]
	if !ok {
		var tools []*tool.Tool
		for i, d := range l.Tools {
			params := d.Parameters
			if len(params) == 0 || string(params) == "null" {
				params = json.RawMessage(`{"type":"object","properties":{}}`)
			}
			t, err := tool.FromDefinition(llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: d.Name, Description: d.Description, Parameters: params}})
			if err != nil {
				return fail(fmt.Errorf("tools[%d]: %w", i, err))
			}
			tools = append(tools, t)
		}
		rec = recovery.New(tools, recovery.Config{})
		if len(cache) < 1024 {
			cache[string(toolsKey)] = rec
		}
	}
	msg := state.NewMessage(llms.ChatMessageTypeAI)
	if l.Message.Content != "" {
		msg.Parts = append(msg.Parts, llms.TextContent{Text: l.Message.Content})
	}
	for i, tc := range l.Message.ToolCalls {
		args := string(tc.Arguments)
		var s string
		if json.Unmarshal(tc.Arguments, &s) == nil {
			args = s // arguments as OpenAI sends them: a string holding JSON
		}
		if tc.ID == "" {
			tc.ID = fmt.Sprintf("call_%d", i)
		}
		msg.Parts = append(msg.Parts, llms.ToolCall{ID: tc.ID, Type: "function", FunctionCall: &llms.FunctionCall{Name: tc.Name, Arguments: args}})
	}
	out, res, err := rec.Message(msg)
	if err != nil {
		return fail(err)
	}
	o := recoverOut{ID: l.ID, Calls: []recoveredCall{}, Repairs: res.Repairs, Rejected: res.Rejected, Text: out.TextContent()}
	for _, c := range out.ToolCalls() {
		a := json.RawMessage(c.FunctionCall.Arguments)
		if !json.Valid(a) {
			a, _ = json.Marshal(c.FunctionCall.Arguments)
		}
		o.Calls = append(o.Calls, recoveredCall{Name: c.FunctionCall.Name, Arguments: a})
	}
	if o.Repairs == nil {
		o.Repairs = []recovery.Repair{}
	}
	if o.Rejected == nil {
		o.Rejected = []recovery.Rejected{}
	}
	return o
}

func writePretty(w io.Writer, res any) {
	switch v := res.(type) {
	case errorLine:
		fmt.Fprintf(w, "== %s\nerror: %s\n\n", v.ID, v.Error)
	case recoverOut:
		fmt.Fprintf(w, "== %s\n", v.ID)
		if len(v.Calls) == 0 {
			fmt.Fprintln(w, "no call")
		}
		for i, c := range v.Calls {
			fmt.Fprintf(w, "call %d: %s %s\n", i+1, c.Name, c.Arguments)
			for _, r := range v.Repairs {
				if r.Call == i {
					fmt.Fprintf(w, "  - %s: %s\n", r.Kind, r.Detail)
				}
			}
		}
		for _, r := range v.Repairs {
			if r.Call < 0 {
				fmt.Fprintf(w, "- %s\n", r.Detail)
			}
		}
		for _, r := range v.Rejected {
			fmt.Fprintf(w, "rejected: %s %s (no such tool; written as %s)\n", r.Name, r.Arguments, r.Format)
		}
		if t := strings.TrimSpace(v.Text); t != "" {
			fmt.Fprintf(w, "text left: %q\n", t)
		}
		fmt.Fprintln(w)
	}
}
